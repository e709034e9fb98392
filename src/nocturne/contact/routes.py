"""A visitor's message (the public form) and the staff's Contact Submissions screen."""

import uuid
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query, Request, Response

from nocturne.contact import service as contact
from nocturne.contact.schemas import (
    ContactSubmissionCreate,
    ContactSubmissionPublic,
    ContactSubmissionsPublic,
    SubmissionStatusUpdate,
)
from nocturne.core.schemas import ErrorResponse
from nocturne.core.statements import Transaction
from nocturne.deps import ChangesDep, SessionDep, staff_router
from nocturne.kit import csv as csv_export
from nocturne.reservations.booking_desk import Filed
from nocturne.reservations.public_writes import IdempotencyKeyDep, public_write, respond

public_router = APIRouter(prefix="/api", tags=["public"])
router = staff_router()
TAG = "admin: contact submissions"
DECISION_ERRORS: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorResponse},
    409: {"model": ErrorResponse, "description": "The item is no longer pending."},
    422: {"model": ErrorResponse},
}
SubmissionStatus = Annotated[Literal["pending", "completed", "rejected"] | None, Query()]
CSV_COLUMNS = ["Received", "Name", "Email", "Subject", "Message", "Status", "Completed"]


@public_write(
    public_router, "/contact-submissions", "create_contact_submission", ContactSubmissionPublic
)
async def create_contact_submission(
    request: Request,
    data: ContactSubmissionCreate,
    idempotency_key: IdempotencyKeyDep,
) -> Response:
    """Send a message to the club. A retry with the same Idempotency-Key gets the first answer."""
    state = request.app.state

    async def work(tx: Transaction) -> Filed:
        return await contact.submit_contact_submission(
            tx, state.notifier.outbox, state.settings, state.club, data, idempotency_key
        )

    return respond(await state.desk.file(work))


@router.get("/contact-submissions", operation_id="read_contact_submissions", tags=[TAG])
async def read_contact_submissions(
    session: SessionDep, status: SubmissionStatus = None
) -> ContactSubmissionsPublic:
    """Messages, newest first, optionally of one status."""
    rows = [
        ContactSubmissionPublic.model_validate(r)
        for r in await contact.list_submissions(session, status)
    ]
    return ContactSubmissionsPublic(data=rows, count=len(rows))


@router.patch(
    "/contact-submissions/{submission_id}",
    operation_id="decide_contact_submission",
    tags=[TAG],
    responses=DECISION_ERRORS,
)
async def decide_contact_submission(
    submission_id: uuid.UUID, data: SubmissionStatusUpdate, session: SessionDep, changes: ChangesDep
) -> ContactSubmissionPublic:
    """Complete or reject a pending message."""
    row = await contact.decide_submission(session, changes, submission_id, data.status)
    return ContactSubmissionPublic.model_validate(row)


@csv_export.export_route(router, "/contact-submissions.csv", "export_contact_submissions", TAG)
async def export_contact_submissions(
    session: SessionDep, status: SubmissionStatus = None
) -> Response:
    """The messages (current filter) as CSV."""
    rows = await contact.list_submissions(session, status)
    # Named after what it holds: contact-submissions-pending.csv, contact-submissions-all.csv.
    return csv_export.download(
        csv_export.file_name("contact-submissions", status or "all"),
        csv_export.to_csv(
            CSV_COLUMNS,
            (
                [
                    r.created_at.isoformat(),
                    r.name,
                    r.email,
                    r.subject,
                    r.message,
                    r.status,
                    r.completion_time.isoformat() if r.completion_time else "",
                ]
                for r in rows
            ),
        ),
    )
