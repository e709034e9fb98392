"""The dashboard, contact submissions and reservations."""

import uuid
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from fastapi import Query, Response, status
from fastapi.types import DecoratedCallable

from nocturne.core.deps import ChangesDep, SessionDep, SettingsDep, staff_router
from nocturne.core.schemas import ErrorResponse, IsoDate
from nocturne.inbox import staff_service as operations
from nocturne.inbox.schemas import (
    ContactSubmissionPublic,
    ContactSubmissionsPublic,
    DashboardPublic,
    ReservationPublic,
    ReservationsPublic,
    ReservationStatusUpdate,
    SubmissionStatusUpdate,
)
from nocturne.kit import csv as csv_export
from nocturne.models import ContactSubmission, Reservation

router = staff_router()
DECISION_ERRORS: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorResponse},
    409: {"model": ErrorResponse, "description": "The item is no longer pending."},
    422: {"model": ErrorResponse},
}
CSV_RESPONSE: dict[int | str, dict[str, Any]] = {
    200: {"content": {"text/csv": {"schema": {"type": "string"}}}, "description": "CSV file"}
}


RESERVATION_CSV_COLUMNS = [
    "Date",
    "Time",
    "Name",
    "Email",
    "Phone",
    "Guests",
    "Package",
    "Occasion",
    "Requests",
    "Status",
    "Received",
]

DateFilter = Annotated[IsoDate | None, Query()]
SubmissionStatus = Annotated[Literal["pending", "completed", "rejected"] | None, Query()]
ReservationStatus = Annotated[
    Literal["pending", "confirmed", "rejected", "expired"] | None, Query()
]


def _decision(
    path: str, operation_id: str, tag: str
) -> Callable[[DecoratedCallable], DecoratedCallable]:
    """Staff complete, confirm or reject an item that is still pending."""
    return router.patch(path, operation_id=operation_id, tags=[tag], responses=DECISION_ERRORS)


def _csv_export(
    path: str, operation_id: str, tag: str
) -> Callable[[DecoratedCallable], DecoratedCallable]:
    """The rows a list shows (same filters), as a CSV file to download."""
    return router.get(
        path,
        operation_id=operation_id,
        tags=[tag],
        response_class=Response,
        responses=CSV_RESPONSE,
    )


def _csv(name: str, body: bytes) -> Response:
    stamp = datetime.now(UTC).strftime("%Y-%m-%d")
    return Response(
        body,
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{name}-{stamp}.csv"'},
    )


@router.get("/dashboard", operation_id="read_dashboard", tags=["admin: dashboard"])
async def read_dashboard(
    session: SessionDep, settings: SettingsDep, changes: ChangesDep
) -> DashboardPublic:
    """Counts, recent activity and the coming two weeks of reservations."""
    await operations.expire_past_requests(session, changes, settings.zone)
    return await operations.dashboard(session, settings.zone)


@router.get(
    "/contact-submissions",
    operation_id="read_contact_submissions",
    tags=["admin: contact submissions"],
)
async def read_contact_submissions(
    session: SessionDep, status: SubmissionStatus = None
) -> ContactSubmissionsPublic:
    """Messages, newest first, optionally of one status."""
    rows = [
        ContactSubmissionPublic.model_validate(r)
        for r in await operations.list_submissions(session, status)
    ]
    return ContactSubmissionsPublic(data=rows, count=len(rows))


@_decision(
    "/contact-submissions/{submission_id}",
    "decide_contact_submission",
    "admin: contact submissions",
)
async def decide_contact_submission(
    submission_id: uuid.UUID, data: SubmissionStatusUpdate, session: SessionDep, changes: ChangesDep
) -> ContactSubmissionPublic:
    """Complete or reject a pending message."""
    row = await operations.decide(session, changes, ContactSubmission, submission_id, data.status)
    return ContactSubmissionPublic.model_validate(row)


@_csv_export("/contact-submissions.csv", "export_contact_submissions", "admin: contact submissions")
async def export_contact_submissions(
    session: SessionDep, status: SubmissionStatus = None
) -> Response:
    """The messages (current filter) as CSV."""
    rows = await operations.list_submissions(session, status)
    return _csv(
        "contact-submissions",
        csv_export.to_csv(
            ["Received", "Name", "Email", "Subject", "Message", "Status", "Completed"],
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


@router.get("/reservations", operation_id="read_reservations", tags=["admin: reservations"])
async def read_reservations(
    session: SessionDep,
    settings: SettingsDep,
    changes: ChangesDep,
    status: ReservationStatus = None,
    date: DateFilter = None,
) -> ReservationsPublic:
    """Reservations by night, optionally of one status and one date (the door's guest list).
    Requests still pending for a night that has passed are expired first."""
    await operations.expire_past_requests(session, changes, settings.zone)
    rows = [
        ReservationPublic.model_validate(r)
        for r in await operations.list_reservations(session, status, date)
    ]
    return ReservationsPublic(data=rows, count=len(rows))


@_decision("/reservations/{reservation_id}", "decide_reservation", "admin: reservations")
async def decide_reservation(
    reservation_id: uuid.UUID,
    data: ReservationStatusUpdate,
    session: SessionDep,
    changes: ChangesDep,
) -> ReservationPublic:
    """Confirm ('Complete') or reject a pending reservation."""
    row = await operations.decide(session, changes, Reservation, reservation_id, data.status)
    return ReservationPublic.model_validate(row)


@router.delete(
    "/reservations/{reservation_id}",
    operation_id="delete_reservation",
    tags=["admin: reservations"],
    status_code=status.HTTP_204_NO_CONTENT,
    responses={404: {"model": ErrorResponse}},
)
async def delete_reservation(
    reservation_id: uuid.UUID, session: SessionDep, changes: ChangesDep
) -> Response:
    """Remove a reservation for good."""
    await operations.delete_reservation(session, changes, reservation_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@_csv_export("/reservations.csv", "export_reservations", "admin: reservations")
async def export_reservations(
    session: SessionDep,
    settings: SettingsDep,
    changes: ChangesDep,
    status: ReservationStatus = None,
    date: DateFilter = None,
) -> Response:
    """The reservations (current filter) as CSV."""
    await operations.expire_past_requests(session, changes, settings.zone)
    rows = await operations.list_reservations(session, status, date)
    return _csv(
        "reservations",
        csv_export.to_csv(
            RESERVATION_CSV_COLUMNS,
            (
                [
                    r.date.isoformat(),
                    r.time,
                    r.name,
                    r.email,
                    r.phone or "",
                    r.guests,
                    r.package_name or "",
                    r.occasion or "",
                    r.requests or "",
                    r.status,
                    r.created_at.isoformat(),
                ]
                for r in rows
            ),
        ),
    )
