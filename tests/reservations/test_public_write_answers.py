"""The two public writes as their routes answer them: every kind of body, in the error envelope
with the security headers and a request id, compressed when long; the per-address limit; a
database out of reach; a defect. The work itself is stored by the booking desk."""

import json
from datetime import date, timedelta
from typing import Any

import pytest
from fastapi import FastAPI
from httpx import AsyncClient, Response
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.config import Settings
from nocturne.contact import service as contact
from nocturne.core.db import create_engine
from nocturne.http.body_limit import PUBLIC_BODY_BYTES
from nocturne.models import ContactSubmission, Reservation
from nocturne.reservations import service as reservations
from tests.support.clients import client_from
from tests.support.factories import contact_submission, reservation
from tests.support.mail_server import free_port

# What differs between two answers to the same request whichever path answers: the moment, the
# request's id, and the id and time of what was stored.
VARYING_HEADERS = {"date", "x-request-id"}
VARYING_FIELDS = {"id", "created_at", "email"}


def headers_of(response: Response) -> dict[str, str]:
    return {name: value for name, value in response.headers.items() if name not in VARYING_HEADERS}


def comparable(response: Response) -> tuple[int, dict[str, str], Any]:
    body = response.json()
    headers = headers_of(response)
    if response.status_code == 201:
        body = {name: value for name, value in body.items() if name not in VARYING_FIELDS}
        headers.pop("content-length")  # the guest's address differs in length
    return response.status_code, headers, body


def night(days: int) -> str:
    return (date.today() + timedelta(days=days)).isoformat()


# (path, body or raw bytes, extra headers): each case gets a guest of its own.
CASES: dict[str, tuple[str, dict[str, Any] | bytes, dict[str, str] | list[tuple[str, str]]]] = {
    "a valid reservation": ("/api/reservations", reservation(), {}),
    "a valid message": ("/api/contact-submissions", contact_submission(), {}),
    "a charset on the content type": (
        "/api/reservations",
        reservation(),
        {"Content-Type": "application/json; charset=utf-8"},
    ),
    "an answer long enough to compress": (
        "/api/contact-submissions",
        contact_submission(message="Could we book the rooftop? " * 100),
        {},
    ),
    "two Accept-Encoding headers, gzip only in the second": (
        "/api/contact-submissions",
        contact_submission(message="Could we book the rooftop? " * 100),
        [("Accept-Encoding", "identity"), ("Accept-Encoding", "gzip")],
    ),
    "a field wrong": ("/api/reservations", reservation(guests=0), {}),
    "every field missing": ("/api/contact-submissions", {}, {}),
    "a field unknown": ("/api/reservations", reservation(status="confirmed"), {}),
    "a night in the past": ("/api/reservations", reservation(date=night(-3)), {}),
    "a night too far": ("/api/reservations", reservation(date=night(800)), {}),
    "an unknown package": (
        "/api/reservations",
        reservation(package_id="8f14e45f-ceea-467f-a0e6-0c1a1b1b1b1b"),
        {},
    ),
    "not JSON": ("/api/reservations", b"{not json", {"Content-Type": "application/json"}),
    "an empty body": ("/api/contact-submissions", b"", {"Content-Type": "application/json"}),
    "a list, not an object": ("/api/reservations", b"[]", {"Content-Type": "application/json"}),
    "no content type": ("/api/reservations", json.dumps(reservation()).encode(), {}),
    "text, not JSON": (
        "/api/reservations",
        json.dumps(reservation()).encode(),
        {"Content-Type": "text/plain"},
    ),
    "a malformed idempotency key": (
        "/api/reservations",
        reservation(),
        {"Idempotency-Key": "short"},
    ),
    "a body over the cap": (
        "/api/contact-submissions",
        contact_submission(message="x" * PUBLIC_BODY_BYTES),
        {},
    ),
    "the hidden field filled in": (
        "/api/contact-submissions",
        contact_submission(website="https://spam.example"),
        {},
    ),
}

# The status each case is answered with (the rest of the answer is checked below).
STATUS = {
    "a valid reservation": 201,
    "a valid message": 201,
    "a charset on the content type": 201,
    "an answer long enough to compress": 201,
    "two Accept-Encoding headers, gzip only in the second": 201,
    "a field wrong": 422,
    "every field missing": 422,
    "a field unknown": 422,
    "a night in the past": 422,
    "a night too far": 422,
    "an unknown package": 422,
    "not JSON": 422,
    "an empty body": 422,
    "a list, not an object": 422,
    "no content type": 422,
    "text, not JSON": 422,
    "a malformed idempotency key": 422,
    "a body over the cap": 413,
    "the hidden field filled in": 201,
}
# Long enough to be compressed, for a client that takes brotli or gzip in its (first)
# Accept-Encoding (the test client offers both: brotli is chosen).
COMPRESSED = {"an answer long enough to compress"}


async def post(client: AsyncClient, path: str, body: dict[str, Any] | bytes, headers: Any) -> Any:
    if isinstance(body, bytes):
        return await client.post(path, content=body, headers=headers)
    # A new guest each time: one guest may hold one pending request a night.
    fresh = {**body, "email": reservation()["email"]} if "email" in body else body
    return await client.post(path, json=fresh, headers=headers)


@pytest.mark.parametrize("case", CASES)
async def test_each_kind_of_body_gets_its_answer(
    client: AsyncClient, session: AsyncSession, case: str
) -> None:
    path, body, headers = CASES[case]
    answer = await post(client, path, body, headers)
    assert answer.status_code == STATUS[case], answer.text
    assert answer.headers["content-type"] == "application/json"
    assert answer.headers["x-content-type-options"] == "nosniff"
    assert "frame-ancestors 'none'" in answer.headers["content-security-policy"]
    assert len(answer.headers["x-request-id"]) == 32
    assert (answer.headers.get("content-encoding") in ("br", "gzip")) == (case in COMPRESSED)
    if answer.status_code == 201:
        assert {"id", "created_at"} <= set(answer.json())
    else:
        assert answer.json()["error"]["message"]
    stored = await session.scalar(
        select(func.count()).select_from(
            Reservation if path == "/api/reservations" else ContactSubmission
        )
    )
    # Stored when answered 201, except what the hidden field caught.
    assert stored == int(answer.status_code == 201 and case != "the hidden field filled in")


async def test_a_retry_with_the_key_gets_the_first_answer(
    client: AsyncClient, session: AsyncSession
) -> None:
    key = {"Idempotency-Key": "retry-of-one-booking-0001"}
    body = reservation()
    first = await client.post("/api/reservations", json=body, headers=key)
    again = await client.post("/api/reservations", json=body, headers=key)
    assert (first.status_code, again.status_code) == (201, 201)
    assert again.content == first.content
    assert again.headers["idempotent-replayed"] == "true"
    assert "idempotent-replayed" not in first.headers
    assert await session.scalar(select(func.count()).select_from(Reservation)) == 1


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return settings.model_copy(update={"public_write_limit": 3})


async def test_the_per_address_limit_counts_every_attempt(app: FastAPI) -> None:
    """Every attempt counts once, stored or refused, an invalid body included."""
    async with client_from(app, "198.51.100.23") as visitor:
        answers = [
            await visitor.post("/api/reservations", json=reservation()),
            await visitor.post("/api/reservations", json=reservation(guests=0)),
            await visitor.post("/api/contact-submissions", json=contact_submission()),
            await visitor.post("/api/reservations", json=reservation()),
            await visitor.post("/api/contact-submissions", json=contact_submission()),
        ]
    assert [answer.status_code for answer in answers] == [201, 422, 201, 429, 429]
    assert answers[3].headers["retry-after"].isdigit()
    assert answers[3].json()["error"]["message"] == messages.TOO_MANY_REQUESTS


async def test_a_database_out_of_reach_is_a_503(app: FastAPI, client: AsyncClient) -> None:
    """Answered 503 with Retry-After when the database refuses connections (here: a desk whose
    engines are for a port nothing listens on)."""
    nowhere = create_engine(f"postgresql+asyncpg://postgres@127.0.0.1:{free_port()}/none")
    desk = app.state.desk
    working = desk.engine, desk.counts_engine
    desk.engine = desk.counts_engine = nowhere
    try:
        answer = await client.post("/api/reservations", json=reservation())
    finally:
        desk.engine, desk.counts_engine = working
        await nowhere.dispose()
    assert answer.status_code == 503
    assert answer.headers["retry-after"].isdigit()
    assert answer.json()["error"]["message"] == messages.SERVICE_UNAVAILABLE
    # The desk works again once the database is back.
    assert (await client.post("/api/reservations", json=reservation())).status_code == 201


@pytest.mark.parametrize("path", ["/api/reservations", "/api/contact-submissions"])
async def test_an_unexpected_error_is_a_logged_500_in_the_envelope(
    client: AsyncClient,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    path: str,
) -> None:
    async def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("a defect")

    monkeypatch.setattr(reservations, "submit_reservation", broken)
    monkeypatch.setattr(contact, "submit_contact_submission", broken)
    body = reservation() if path == "/api/reservations" else contact_submission()
    answer = await client.post(path, json=body)
    assert answer.status_code == 500
    assert answer.json()["error"]["code"] == "internal_error"
    assert len(answer.headers["x-request-id"]) == 32
    defects = [record for record in caplog.records if record.exc_info]
    assert [str(record.exc_info[1]) for record in defects] == ["a defect"]  # type: ignore[index]
