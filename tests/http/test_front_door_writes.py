"""The two public writes answered at the front door: the same answers as the documented routes
(status, error bodies, headers), without FastAPI's routing and middleware for a valid body, and
with the route's own words for anything it would refuse."""

import json
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date, timedelta
from typing import Any

import pytest
from fastapi import FastAPI
from httpx import AsyncClient, Response
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from starlette.types import ASGIApp, Receive, Scope, Send

from nocturne.config import Settings
from nocturne.core.db import create_engine
from nocturne.http.body_limit import PUBLIC_BODY_BYTES
from nocturne.inbox import service as inbox
from nocturne.models import ContactSubmission, Reservation
from tests.support.clients import client_from
from tests.support.factories import contact_submission, reservation
from tests.support.mail_server import free_port

# What differs between two answers to the same request whichever path answers: the moment, the
# request's id, and the id and time of what was stored.
VARYING_HEADERS = {"date", "x-request-id"}
VARYING_FIELDS = {"id", "created_at", "email"}


class CountedApplication:
    """Stands in front of FastAPI's own middleware stack and counts the requests it is given."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.calls = 0

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            self.calls += 1
        await self.app(scope, receive, send)


@pytest.fixture
async def application(app: FastAPI, client: AsyncClient) -> CountedApplication:
    """The FastAPI side of `app`, counted (built by a first request, then wrapped)."""
    assert (await client.get("/api/health")).status_code == 200
    counted = CountedApplication(app.middleware_stack)  # type: ignore[arg-type]
    app.middleware_stack = counted
    return counted


@contextmanager
def route_only(app: FastAPI) -> Iterator[None]:
    """The application's documented route answers: no front door for the writes."""
    writes = app.writes  # type: ignore[attr-defined]
    app.writes = None  # type: ignore[attr-defined]
    try:
        yield
    finally:
        app.writes = writes  # type: ignore[attr-defined]


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


# (path, body or raw bytes, extra headers): every case is sent through the front door and
# through the route; each gets a guest of its own so neither answer depends on the other.
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

# What the route's validation refuses: the front door hands these on. The rest (the club's rules
# included) the door answers itself, a body over the cap at once.
HANDED_ON = {
    "a field wrong",
    "every field missing",
    "a field unknown",
    "not JSON",
    "an empty body",
    "a list, not an object",
    "no content type",
    "text, not JSON",
    "a malformed idempotency key",
}


async def post(client: AsyncClient, path: str, body: dict[str, Any] | bytes, headers: Any) -> Any:
    if isinstance(body, bytes):
        return await client.post(path, content=body, headers=headers)
    # A new guest each time: one guest may hold one pending request a night.
    fresh = {**body, "email": reservation()["email"]} if "email" in body else body
    return await client.post(path, json=fresh, headers=headers)


@pytest.mark.parametrize("case", CASES)
async def test_the_front_door_answers_as_the_route_does(
    app: FastAPI, client: AsyncClient, application: CountedApplication, case: str
) -> None:
    path, body, headers = CASES[case]
    at_the_door = await post(client, path, body, headers)
    with route_only(app):
        routed = await post(client, path, body, headers)
    assert comparable(at_the_door) == comparable(routed)
    # The route answered once for its own request, and once more when the front door handed it
    # a body it would refuse in its own words.
    handed_on = case in HANDED_ON
    assert application.calls == 1 + handed_on


async def test_a_valid_write_never_reaches_the_application(
    client: AsyncClient, application: CountedApplication, session: AsyncSession
) -> None:
    booked = await client.post("/api/reservations", json=reservation())
    sent = await client.post("/api/contact-submissions", json=contact_submission())
    assert (booked.status_code, sent.status_code) == (201, 201)
    assert application.calls == 0
    # Stored, with the security headers and a request id every answer carries.
    assert await session.scalar(select(func.count()).select_from(Reservation)) == 1
    assert await session.scalar(select(func.count()).select_from(ContactSubmission)) == 1
    for answer in (booked, sent):
        assert answer.headers["x-content-type-options"] == "nosniff"
        assert "frame-ancestors 'none'" in answer.headers["content-security-policy"]
        assert len(answer.headers["x-request-id"]) == 32


async def test_a_retry_with_the_key_gets_the_first_answer_at_the_door(
    client: AsyncClient, application: CountedApplication, session: AsyncSession
) -> None:
    key = {"Idempotency-Key": "retry-of-one-booking-0001"}
    body = reservation()
    first = await client.post("/api/reservations", json=body, headers=key)
    again = await client.post("/api/reservations", json=body, headers=key)
    assert (first.status_code, again.status_code) == (201, 201)
    assert again.content == first.content
    assert again.headers["idempotent-replayed"] == "true"
    assert "idempotent-replayed" not in first.headers
    assert application.calls == 0
    assert await session.scalar(select(func.count()).select_from(Reservation)) == 1


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return settings.model_copy(update={"public_write_limit": 3})


async def test_the_per_address_limit_counts_at_the_door_and_at_the_route_alike(
    app: FastAPI, application: CountedApplication
) -> None:
    """Every attempt counts once, whichever path answers it: valid ones at the door, refused
    ones at the route it hands them to."""
    async with client_from(app, "198.51.100.23") as visitor:
        answers = [
            await visitor.post("/api/reservations", json=reservation()),
            await visitor.post("/api/reservations", json=reservation(guests=0)),
            await visitor.post("/api/contact-submissions", json=contact_submission()),
            await visitor.post("/api/reservations", json=reservation()),
        ]
        with route_only(app):
            routed = await visitor.post("/api/reservations", json=reservation())
    assert [answer.status_code for answer in answers] == [201, 422, 201, 429]
    assert answers[3].headers["retry-after"].isdigit()
    assert comparable(answers[3]) == comparable(routed)


async def test_a_database_out_of_reach_is_a_503_at_the_door(
    app: FastAPI, client: AsyncClient, application: CountedApplication
) -> None:
    """Both paths answer 503 with Retry-After when the database refuses connections (here: a
    sessionmaker for a port nothing listens on)."""
    nowhere = create_engine(f"postgresql+asyncpg://postgres@127.0.0.1:{free_port()}/none")
    state = app.state
    working = state.sessionmaker
    state.sessionmaker = async_sessionmaker(nowhere, expire_on_commit=False)
    try:
        at_the_door = await client.post("/api/reservations", json=reservation())
        with route_only(app):
            routed = await client.post("/api/reservations", json=reservation())
    finally:
        state.sessionmaker = working
        await nowhere.dispose()
    assert at_the_door.status_code == 503
    assert at_the_door.headers["retry-after"].isdigit()
    assert comparable(at_the_door) == comparable(routed)
    assert application.calls == 1


@pytest.mark.parametrize("path", ["/api/reservations", "/api/contact-submissions"])
async def test_an_unexpected_error_is_the_same_logged_500_at_the_door_and_at_the_route(
    app: FastAPI,
    client: AsyncClient,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    path: str,
) -> None:
    async def broken(*_args: object) -> None:
        raise RuntimeError("a defect")

    monkeypatch.setattr(inbox, "submit_reservation", broken)
    monkeypatch.setattr(inbox, "submit_contact_submission", broken)
    body = reservation() if path == "/api/reservations" else contact_submission()
    at_the_door = await client.post(path, json=body)
    with route_only(app):
        routed = await client.post(path, json=body)
    assert at_the_door.status_code == 500
    assert at_the_door.json()["error"]["code"] == "internal_error"
    assert comparable(at_the_door) == comparable(routed)
    assert len(routed.headers["x-request-id"]) == 32
    defects = [record for record in caplog.records if record.exc_info]
    assert [str(record.exc_info[1]) for record in defects] == ["a defect", "a defect"]  # type: ignore[index]
