"""Idempotency-Key on the two public writes: a retry gets the first answer and creates nothing."""

import asyncio
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.config import Settings
from nocturne.core.db import create_engine
from nocturne.core.statements import Transaction, transaction
from nocturne.live.changes import Change
from nocturne.mail.letters import reservations as letters
from nocturne.models import ContactSubmission, IdempotencyKey, OutboxMail, Reservation
from nocturne.reservations import idempotency
from nocturne.reservations import service as inbox
from nocturne.reservations.notifications import Notifier
from nocturne.reservations.schemas import ReservationCreate, ReservationPublic
from tests.support.factories import contact_submission, reservation

ENDPOINTS = [
    ("/api/reservations", reservation, Reservation),
    ("/api/contact-submissions", contact_submission, ContactSubmission),
]


async def count(session: AsyncSession, model: type[Any]) -> int:
    """The rows of `model`; the read ends, so the app (its outbox worker too) gets the
    connection back."""
    counted = int(await session.scalar(select(func.count()).select_from(model)) or 0)
    await session.commit()
    return counted


def key() -> str:
    return str(uuid.uuid4())


@pytest.fixture
def heard(app: FastAPI) -> list[Change]:
    changes: list[Change] = []
    app.state.changes.listen(changes.append)
    return changes


async def mails(app: FastAPI, settings: Settings) -> int:
    notifier: Notifier = app.state.notifier
    await notifier.drain()
    return len(list(settings.outbox_dir.glob("*.eml")))


async def test_a_retried_reservation_gets_the_first_answer_and_creates_nothing(
    app: FastAPI,
    client: AsyncClient,
    session: AsyncSession,
    settings: Settings,
    heard: list[Change],
) -> None:
    headers = {"Idempotency-Key": key()}
    body = reservation()
    first = await client.post("/api/reservations", json=body, headers=headers)
    assert first.status_code == 201
    assert "idempotent-replayed" not in first.headers
    assert await mails(app, settings) == 1  # the guest's receipt

    again = await client.post("/api/reservations", json=body, headers=headers)
    assert again.status_code == 201
    assert again.content == first.content
    assert again.headers["idempotent-replayed"] == "true"
    assert again.headers["content-type"] == "application/json"
    assert await count(session, Reservation) == 1
    assert [c.table for c in heard] == ["reservations"]
    assert await mails(app, settings) == 1
    assert await count(session, OutboxMail) == 1  # the replay stored no second mail
    assert first.json()["status"] == "pending"


async def test_a_retried_contact_submission_gets_the_first_answer_and_creates_nothing(
    client: AsyncClient, session: AsyncSession, heard: list[Change]
) -> None:
    headers = {"Idempotency-Key": key()}
    path = "/api/contact-submissions"
    first = await client.post(path, json=contact_submission(), headers=headers)
    again = await client.post(path, json=contact_submission(), headers=headers)
    assert (first.status_code, again.status_code) == (201, 201)
    assert again.content == first.content
    assert await count(session, ContactSubmission) == 1
    assert [c.table for c in heard] == ["contact_submissions"]


async def test_the_same_body_written_differently_is_the_same_request(
    client: AsyncClient, session: AsyncSession
) -> None:
    headers = {"Idempotency-Key": key()}
    first = await client.post(
        "/api/reservations", json=reservation(email="sophia@example.com"), headers=headers
    )
    spaced = reservation(name="  Sophia Reyes ", email="sophia@EXAMPLE.com")
    again = await client.post("/api/reservations", json=spaced, headers=headers)
    assert again.status_code == 201
    assert again.json() == first.json()
    assert await count(session, Reservation) == 1


@pytest.mark.parametrize(("path", "body", "model"), ENDPOINTS)
async def test_the_same_key_with_another_body_is_refused(
    client: AsyncClient, session: AsyncSession, path: str, body: Any, model: type[Any]
) -> None:
    headers = {"Idempotency-Key": key()}
    assert (await client.post(path, json=body(), headers=headers)).status_code == 201
    response = await client.post(path, json=body(name="Someone Else"), headers=headers)
    assert response.status_code == 422
    error = response.json()["error"]
    assert error == {"code": "idempotency_key_reused", "message": messages.IDEMPOTENCY_KEY_REUSED}
    assert await count(session, model) == 1


async def test_a_key_belongs_to_one_endpoint(client: AsyncClient, session: AsyncSession) -> None:
    headers = {"Idempotency-Key": key()}
    booked = await client.post("/api/reservations", json=reservation(), headers=headers)
    sent = await client.post("/api/contact-submissions", json=contact_submission(), headers=headers)
    assert (booked.status_code, sent.status_code) == (201, 201)
    assert sent.json()["subject"] == "Private Event"
    assert await count(session, Reservation) == 1
    assert await count(session, ContactSubmission) == 1


async def test_without_a_key_every_post_creates_a_row(
    client: AsyncClient, session: AsyncSession
) -> None:
    for _ in range(2):
        assert (await client.post("/api/reservations", json=reservation())).status_code == 201
    assert await count(session, Reservation) == 2
    assert await count(session, IdempotencyKey) == 0


@pytest.mark.parametrize(
    "bad_key",
    [
        b"short",
        b"1234567",
        b"x" * 201,
        "caf\u00e9-caf\u00e9-caf\u00e9".encode("latin-1"),
        b"tab\tinside-the-key",
        b"",
    ],
)
@pytest.mark.parametrize(("path", "body", "model"), ENDPOINTS)
async def test_a_bad_key_is_refused_with_a_clear_message_and_nothing_is_stored(
    client: AsyncClient,
    session: AsyncSession,
    bad_key: bytes,
    path: str,
    body: Any,
    model: type[Any],
) -> None:
    response = await client.post(path, json=body(), headers={"Idempotency-Key": bad_key})
    assert response.status_code == 422
    error = response.json()["error"]
    assert error["message"] == messages.IDEMPOTENCY_KEY_INVALID
    assert error["fields"] == {"Idempotency-Key": messages.IDEMPOTENCY_KEY_INVALID}
    assert await count(session, model) == 0
    assert await count(session, IdempotencyKey) == 0


@pytest.mark.parametrize("good_key", ["12345678", "x" * 200, "key with spaces ~!@#$%^&*()"])
async def test_keys_of_8_to_200_printable_characters_are_accepted(
    client: AsyncClient, good_key: str
) -> None:
    response = await client.post(
        "/api/reservations", json=reservation(), headers={"Idempotency-Key": good_key}
    )
    assert response.status_code == 201


async def test_a_bot_caught_by_the_honeypot_leaves_no_key(
    client: AsyncClient, session: AsyncSession, heard: list[Change]
) -> None:
    response = await client.post(
        "/api/reservations",
        json=reservation(website="http://spam.example"),
        headers={"Idempotency-Key": key()},
    )
    assert response.status_code == 201
    assert await count(session, Reservation) == 0
    assert await count(session, IdempotencyKey) == 0
    assert heard == []


async def test_concurrent_requests_with_one_key_create_one_row(
    client: AsyncClient, session: AsyncSession, heard: list[Change]
) -> None:
    headers = {"Idempotency-Key": key()}
    body = reservation()
    answers = await asyncio.gather(
        *(client.post("/api/reservations", json=body, headers=headers) for _ in range(8))
    )
    assert {a.status_code for a in answers} == {201}
    assert len({a.content for a in answers}) == 1
    assert await count(session, Reservation) == 1
    assert len(heard) == 1


UTC_ZONE = ZoneInfo("UTC")


async def test_the_loser_of_a_race_answers_with_the_winners_answer(
    app: FastAPI, session: AsyncSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both requests looked the key up and found nothing; the winner (another process, with a
    connection of its own) committed first. The loser is then refused (the guest already holds
    a request for that night): its savepoint rolls back, it finds the winner's answer under the
    key, and answers like the winner."""
    data = ReservationCreate.model_validate(reservation())
    the_key = key()
    elsewhere = create_engine(app.state.settings.resolved_database_url)
    club = letters.Club("Nocturne", "https://nocturne.club")
    notifier = app.state.notifier
    known = await app.state.booking_facts.in_force(UTC_ZONE, data.date)
    look_up = idempotency.earlier_answer

    async def submit(tx: Transaction) -> Any:
        return await inbox.submit_reservation(
            tx, notifier, UTC_ZONE, data, the_key, known=known, club=club
        )

    try:
        async with transaction(elsewhere) as winner:
            won = await submit(winner)
            await winner.commit()
    finally:
        await elsewhere.dispose()

    async def looked_before_the_winner_committed(
        tx: Transaction, claim: idempotency.Claim | None
    ) -> idempotency.Answer | None:
        assert await look_up(tx, claim) is not None  # it is there now
        return None

    monkeypatch.setattr(idempotency, "earlier_answer", looked_before_the_winner_committed)
    async with transaction(app.state.engine) as loser:
        filed = await submit(loser)
        await loser.commit()
    answer = filed.value
    assert filed.changes == ()
    assert answer.status_code == 201
    assert answer.body == won.value.body
    assert answer.replayed
    assert await count(session, Reservation) == 1
    stored = await session.scalar(select(Reservation.id))
    assert ReservationPublic.model_validate_json(answer.body).id == stored


async def test_an_expired_key_may_be_used_again_and_old_keys_are_pruned(
    client: AsyncClient, session: AsyncSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    old, recent = key(), key()
    for k in (old, recent):
        response = await client.post(
            "/api/reservations", json=reservation(), headers={"Idempotency-Key": k}
        )
        assert response.status_code == 201
    day_ago = datetime.now(UTC) - idempotency.KEEP - timedelta(minutes=1)
    await session.execute(
        update(IdempotencyKey).where(IdempotencyKey.key == old).values(created_at=day_ago)
    )
    await session.commit()

    again = await client.post(
        "/api/reservations", json=reservation(), headers={"Idempotency-Key": old}
    )
    assert again.status_code == 201
    assert "idempotent-replayed" not in again.headers
    assert await count(session, Reservation) == 3
    keys = set(await session.scalars(select(IdempotencyKey.key)))
    assert keys == {old, recent}

    # Pruning runs inside a later write once its interval has passed, and keeps recent keys.
    await session.execute(update(IdempotencyKey).values(created_at=day_ago))
    await session.commit()
    monkeypatch.setattr(idempotency, "_next_prune", 0.0)
    newest = key()
    response = await client.post(
        "/api/reservations", json=reservation(), headers={"Idempotency-Key": newest}
    )
    assert response.status_code == 201
    session.expire_all()
    assert set(await session.scalars(select(IdempotencyKey.key))) == {newest}


async def test_pruning_waits_for_its_interval(
    client: AsyncClient, session: AsyncSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = key()
    await client.post("/api/reservations", json=reservation(), headers={"Idempotency-Key": first})
    day_ago = datetime.now(UTC) - idempotency.KEEP - timedelta(minutes=1)
    await session.execute(update(IdempotencyKey).values(created_at=day_ago))
    await session.commit()
    monkeypatch.setattr(idempotency, "_next_prune", float("inf"))
    second = key()
    await client.post("/api/reservations", json=reservation(), headers={"Idempotency-Key": second})
    session.expire_all()
    assert set(await session.scalars(select(IdempotencyKey.key))) == {first, second}
