"""The two public writes, with every form rule enforced by the server."""

import json
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from httpx import AsyncClient
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.models import ContactSubmission, Reservation
from tests.support.factories import contact_submission, reservation


async def count(session: AsyncSession, model: type[Any]) -> int:
    return int(await session.scalar(select(func.count()).select_from(model)) or 0)


async def test_contact_submission_is_stored_as_pending(
    client: AsyncClient, session: AsyncSession
) -> None:
    response = await client.post("/api/contact-submissions", json=contact_submission())
    assert response.status_code == 201
    body = response.json()
    assert body["status"] == "pending"
    assert body["completion_time"] is None
    stored = await session.scalar(select(ContactSubmission))
    assert stored is not None
    assert (stored.name, stored.subject) == ("Olivia Hart", "Private Event")


@pytest.mark.parametrize("subject", ["General Inquiry", "Private Event", "Feedback", "Other"])
async def test_contact_submission_accepts_each_subject(client: AsyncClient, subject: str) -> None:
    response = await client.post(
        "/api/contact-submissions", json=contact_submission(subject=subject)
    )
    assert response.status_code == 201


BAD_CONTACT_FIELDS = [
    ({"name": ""}, "name", messages.NAME_REQUIRED),
    ({"name": "   "}, "name", messages.NAME_REQUIRED),
    ({"name": None}, "name", messages.NAME_REQUIRED),
    ({"name": "x" * 201}, "name", messages.NAME_TOO_LONG),
    ({"email": ""}, "email", messages.EMAIL_INVALID),
    ({"email": "not-an-email"}, "email", messages.EMAIL_INVALID),
    ({"email": "olivia@"}, "email", messages.EMAIL_INVALID),
    ({"subject": ""}, "subject", messages.SUBJECT_INVALID),
    ({"subject": "Select a subject"}, "subject", messages.SUBJECT_INVALID),
    ({"subject": "general inquiry"}, "subject", messages.SUBJECT_INVALID),
    ({"message": ""}, "message", messages.MESSAGE_REQUIRED),
    ({"message": "x" * 5001}, "message", messages.MESSAGE_TOO_LONG),
    ({"status": "completed"}, "status", messages.FIELD_UNEXPECTED),
]


async def test_contact_submission_lists_every_bad_field(client: AsyncClient) -> None:
    response = await client.post("/api/contact-submissions", json={})
    assert response.status_code == 422
    error = response.json()["error"]
    assert error["message"] == messages.VALIDATION_FAILED
    assert set(error["fields"]) == {"name", "email", "subject", "message"}


@pytest.mark.parametrize("body", ["not json", "[]", "null"])
async def test_contact_submission_body_that_is_not_an_object_is_refused(
    client: AsyncClient, body: str
) -> None:
    response = await client.post(
        "/api/contact-submissions", content=body, headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "validation_error"


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("/api/contact-submissions", contact_submission(name="Olivia\x00Hart"), "name"),
        ("/api/contact-submissions", contact_submission(message="Half an emoji \ud83d"),
         "message"),
        ("/api/reservations", reservation(special_requests="Bell \x07"), "special_requests"),
    ],
    ids=["NUL", "lone surrogate", "control character"],
)  # fmt: skip
async def test_text_no_database_can_store_gets_a_field_message_and_nothing_is_stored(
    client: AsyncClient, session: AsyncSession, path: str, body: dict[str, Any], field: str
) -> None:
    """Red team: a NUL in a public form field answered 500 on PostgreSQL."""
    response = await client.post(
        path, content=json.dumps(body), headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 422, response.text
    assert response.json()["error"]["fields"] == {field: messages.TEXT_UNSAVEABLE}
    assert await count(session, ContactSubmission) + await count(session, Reservation) == 0


async def test_a_section_name_no_database_can_store_reads_as_not_saved(client: AsyncClient) -> None:
    assert (await client.get("/api/sections/hero%00")).json() is None


async def test_reservation_is_stored_as_pending(client: AsyncClient, session: AsyncSession) -> None:
    response = await client.post("/api/reservations", json=reservation())
    assert response.status_code == 201
    assert response.json()["status"] == "pending"
    stored = await session.scalar(select(Reservation))
    assert stored is not None
    assert (stored.guests, stored.time, stored.occasion) == (8, "22:30", "birthday")


@pytest.mark.parametrize("time", ["22:00", "22:30", "23:00", "23:30", "00:00"])
async def test_reservation_accepts_each_time(client: AsyncClient, time: str) -> None:
    assert (await client.post("/api/reservations", json=reservation(time=time))).status_code == 201


@pytest.mark.parametrize("guests", [1, 20])
async def test_reservation_accepts_guest_bounds(client: AsyncClient, guests: int) -> None:
    response = await client.post("/api/reservations", json=reservation(guests=guests))
    assert response.status_code == 201
    assert response.json()["guests"] == guests


@pytest.mark.parametrize("occasion", ["birthday", "anniversary", "corporate", "other"])
async def test_reservation_accepts_each_occasion(client: AsyncClient, occasion: str) -> None:
    response = await client.post("/api/reservations", json=reservation(occasion=occasion))
    assert response.status_code == 201


@pytest.mark.parametrize("empty", ["", "   ", None])
async def test_reservation_empty_optional_fields_are_stored_as_null(
    client: AsyncClient, session: AsyncSession, empty: str | None
) -> None:
    response = await client.post(
        "/api/reservations", json=reservation(occasion=empty, requests=empty)
    )
    assert response.status_code == 201
    assert (response.json()["occasion"], response.json()["requests"]) == (None, None)
    stored = await session.scalar(select(Reservation))
    assert stored is not None
    assert (stored.occasion, stored.requests) == (None, None)


async def test_reservation_optional_fields_may_be_left_out(client: AsyncClient) -> None:
    body = reservation()
    del body["occasion"], body["requests"]
    assert (await client.post("/api/reservations", json=body)).status_code == 201


def _days_from_today(days: int) -> str:
    return (datetime.now(UTC).date() + timedelta(days=days)).isoformat()


BAD_RESERVATION_FIELDS = [
    ({"name": ""}, "name", messages.NAME_REQUIRED),
    ({"email": "sophia.example.com"}, "email", messages.EMAIL_INVALID),
    ({"date": ""}, "date", messages.DATE_INVALID),
    ({"date": "2026-02-30"}, "date", messages.DATE_INVALID),
    ({"date": "next friday"}, "date", messages.DATE_INVALID),
    ({"date": 20261231}, "date", messages.DATE_INVALID),
    ({"date": _days_from_today(-3)}, "date", messages.DATE_IN_PAST),
    ({"date": _days_from_today(400)}, "date", messages.DATE_TOO_FAR),
    ({"time": ""}, "time", messages.TIME_INVALID),
    ({"time": "21:30"}, "time", messages.TIME_INVALID),
    ({"time": "00:30"}, "time", messages.TIME_INVALID),
    ({"time": "10:00 PM"}, "time", messages.TIME_INVALID),
    ({"guests": 0}, "guests", messages.GUESTS_INVALID),
    ({"guests": 21}, "guests", messages.GUESTS_INVALID),
    ({"guests": -1}, "guests", messages.GUESTS_INVALID),
    ({"guests": 2.5}, "guests", messages.GUESTS_INVALID),
    ({"guests": "4"}, "guests", messages.GUESTS_INVALID),
    ({"guests": True}, "guests", messages.GUESTS_INVALID),
    ({"guests": None}, "guests", messages.GUESTS_INVALID),
    ({"occasion": "wedding"}, "occasion", messages.OCCASION_INVALID),
    ({"requests": "x" * 2001}, "requests", messages.REQUESTS_TOO_LONG),
    ({"status": "confirmed"}, "status", messages.FIELD_UNEXPECTED),
]


@pytest.mark.parametrize(
    ("path", "form", "overrides", "field", "message"),
    [("/api/contact-submissions", contact_submission, *case) for case in BAD_CONTACT_FIELDS]
    + [("/api/reservations", reservation, *case) for case in BAD_RESERVATION_FIELDS],
)
async def test_a_bad_field_is_refused_and_nothing_stored(
    client: AsyncClient,
    session: AsyncSession,
    path: str,
    form: Callable[..., dict[str, Any]],
    overrides: dict[str, Any],
    field: str,
    message: str,
) -> None:
    response = await client.post(path, json=form(**overrides))
    assert response.status_code == 422
    error = response.json()["error"]
    assert error["code"] == "validation_error"
    assert error["fields"] == {field: message}
    assert error["message"] == message
    assert await count(session, FORM_MODELS[path]) == 0


@pytest.mark.parametrize(
    ("path", "form", "missing"),
    [("/api/contact-submissions", contact_submission, missing)
     for missing in ["name", "email", "subject", "message"]]
    + [("/api/reservations", reservation, missing)
       for missing in ["name", "email", "date", "time", "guests"]],
)  # fmt: skip
async def test_a_missing_required_field_is_refused(
    client: AsyncClient,
    session: AsyncSession,
    path: str,
    form: Callable[..., dict[str, Any]],
    missing: str,
) -> None:
    body = form()
    del body[missing]
    response = await client.post(path, json=body)
    assert response.status_code == 422
    assert set(response.json()["error"]["fields"]) == {missing}
    assert await count(session, FORM_MODELS[path]) == 0


async def test_reservation_for_today_is_accepted(client: AsyncClient) -> None:
    response = await client.post("/api/reservations", json=reservation(date=_days_from_today(0)))
    assert response.status_code == 201


# Body size caps (http/body_limit.py): 64 KB on the public forms, counted even without a length.

PUBLIC_FORMS = [
    ("/api/contact-submissions", contact_submission),
    ("/api/reservations", reservation),
]
FORM_MODELS = {"/api/contact-submissions": ContactSubmission, "/api/reservations": Reservation}


def padded(fields: dict[str, Any], size: int) -> bytes:
    """A valid JSON body of exactly `size` bytes (the fields, then spaces JSON ignores)."""
    body = json.dumps(fields).encode()
    assert len(body) <= size
    return body + b" " * (size - len(body))


async def in_chunks(body: bytes, chunk: int = 8 * 1024) -> AsyncIterator[bytes]:
    for start in range(0, len(body), chunk):
        yield body[start : start + chunk]


@pytest.mark.parametrize(("path", "factory"), PUBLIC_FORMS)
async def test_a_public_form_body_of_exactly_64kb_is_accepted(
    client: AsyncClient, path: str, factory: Callable[[], dict[str, Any]]
) -> None:
    response = await client.post(
        path, content=padded(factory(), 64 * 1024), headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 201


@pytest.mark.parametrize(("path", "factory"), PUBLIC_FORMS)
@pytest.mark.parametrize("chunked", [False, True], ids=["with-length", "chunked"])
async def test_a_public_form_body_over_64kb_is_refused_with_413_and_nothing_stored(
    client: AsyncClient,
    session: AsyncSession,
    path: str,
    factory: Callable[[], dict[str, Any]],
    chunked: bool,
) -> None:
    body = padded(factory(), 64 * 1024 + 1)
    content: bytes | AsyncIterator[bytes] = in_chunks(body) if chunked else body
    response = await client.post(
        path, content=content, headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 413
    assert response.json()["error"] == {
        "code": "payload_too_large",
        "message": messages.BODY_TOO_LARGE,
    }
    assert response.headers["x-content-type-options"] == "nosniff"
    assert await count(session, FORM_MODELS[path]) == 0


async def test_a_declared_length_over_64kb_is_refused_before_reading(client: AsyncClient) -> None:
    response = await client.post(
        "/api/reservations",
        content=json.dumps(reservation()).encode(),
        headers={"Content-Type": "application/json", "Content-Length": str(10 * 1024 * 1024)},
    )
    assert response.status_code == 413
    assert response.json()["error"]["message"] == messages.BODY_TOO_LARGE


async def test_sign_in_bodies_are_capped_at_64kb(client: AsyncClient) -> None:
    body = padded({"email": "a@example.com", "password": "x" * 10}, 64 * 1024 + 1)
    response = await client.post(
        "/api/auth/token?grant_type=password",
        content=in_chunks(body),
        headers={"Content-Type": "application/json"},
    )
    assert response.status_code == 413


async def test_staff_bodies_are_capped_at_1mb(staff_client: AsyncClient) -> None:
    body = padded({"content": {"title": "Hi"}}, 1024 * 1024 + 1)
    response = await staff_client.put(
        "/api/admin/sections/about",
        content=in_chunks(body, 64 * 1024),
        headers={"Content-Type": "application/json"},
    )
    assert response.status_code == 413
    assert response.json()["error"]["message"] == messages.BODY_TOO_LARGE
