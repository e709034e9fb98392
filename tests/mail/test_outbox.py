"""The mail outbox (mail/outbox.py): mails are rows stored with the change that caused them, and
a worker per process sends them, marks them, retries with backoff and gives up visibly; claims
with a lease keep two processes from sending one row, and a killed process's rows are taken over.
"""

import asyncio
import logging
import uuid
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from email import message_from_bytes, policy
from pathlib import Path
from typing import Any

import pytest
from aiosmtpd.controller import Controller
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy import event, func, insert, select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from nocturne.config import Settings
from nocturne.core.db import create_engine, create_sessionmaker
from nocturne.core.statements import Statement, transaction
from nocturne.mail.mailer import Mailer, OutboxTransport, Outgoing
from nocturne.mail.outbox import Outbox
from nocturne.models import OutboxMail, Reservation
from nocturne.reservations.schemas import ReservationCreate
from nocturne.reservations.service import NOT_STORED
from tests.support.auth import WEB, make_staff
from tests.support.clients import started
from tests.support.clock import ManualClock
from tests.support.factories import reservation
from tests.support.mail_server import Inbox, over_smtp, smtp_server
from tests.support.polling import eventually

STAFF = "door@nocturne.club"


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return settings.model_copy(update={"staff_notification_emails": [STAFF]})


@pytest.fixture
async def other_sessionmaker(app: FastAPI) -> AsyncIterator[async_sessionmaker[AsyncSession]]:
    """Sessions on a second engine: what another server process would use."""
    engine = create_engine(app.state.settings.resolved_database_url)
    try:
        yield create_sessionmaker(engine)
    finally:
        await engine.dispose()


def outbox(
    sessionmaker: async_sessionmaker[AsyncSession],
    folder: Path,
    *,
    lease_seconds: float = 60.0,
    retry_waits: tuple[float, ...] = (5.0,),
    batch: int = 100,
    mailer: Mailer | None = None,
    clock: ManualClock | None = None,
) -> Outbox:
    """An outbox whose worker is not running: the test drives it, and its clock (the time
    moves only when the test moves it; a worker started polls only when woken)."""
    return Outbox(
        sessionmaker,
        mailer or Mailer(Settings(), OutboxTransport(folder)),
        poll_seconds=3600.0,
        lease_seconds=lease_seconds,
        retry_waits=retry_waits,
        batch=batch,
        clock=clock or ManualClock(),
    )


async def store(
    sessionmaker: async_sessionmaker[AsyncSession], box: Outbox, count: int = 1
) -> list[OutboxMail]:
    async with sessionmaker() as session:
        mails = [Outgoing(f"guest{n}@example.com", f"Hello {n}", "Hi") for n in range(count)]
        rows = [OutboxMail(**values) for values in await box.add(session, "test", *mails)]
        await session.commit()
    box.committed()  # as the owner of a transaction does once it committed
    return rows


async def rows_of(session: AsyncSession, **where: Any) -> list[OutboxMail]:
    found = await session.scalars(
        select(OutboxMail)
        .filter_by(**where)
        .order_by(OutboxMail.created_at)
        .execution_options(populate_existing=True)
    )
    rows = list(found.all())
    await session.commit()  # the read ends: the app gets the one SQLite connection back
    return rows


def eml_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.eml"))


def scratch_files(folder: Path) -> list[Path]:
    return sorted(folder.glob(".*.tmp"))


async def test_a_reservation_s_mails_are_stored_with_it_and_sent_by_the_worker(
    app: FastAPI, client: AsyncClient, session: AsyncSession, settings: Settings
) -> None:
    await app.state.notifier.outbox.stop()  # nothing is sent: what the request stored stays
    answer = await client.post("/api/reservations", json=reservation(email="ava@example.com"))
    assert answer.status_code == 201
    stored = await rows_of(session, about=uuid.UUID(answer.json()["id"]))
    assert sorted((row.kind, row.to_address, row.status) for row in stored) == [
        ("reservation_receipt", "ava@example.com", "pending"),
        ("reservation_staff", STAFF, "pending"),
    ]
    assert len({row.message_id for row in stored}) == 2
    assert eml_files(settings.outbox_dir) == []

    await app.state.notifier.drain()
    sent = await rows_of(session, about=uuid.UUID(answer.json()["id"]))
    assert {(row.status, row.attempts, row.claimed_until) for row in sent} == {("sent", 1, None)}
    assert all(row.sent_at is not None for row in sent)
    files = eml_files(settings.outbox_dir)
    assert len(files) == 2
    headers = {
        message_from_bytes(path.read_bytes(), policy=policy.default)["Message-ID"] for path in files
    }
    assert headers == {row.message_id for row in stored}


async def test_a_request_refused_after_validation_stores_no_mail(
    app: FastAPI, client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    first = await client.post("/api/reservations", json=reservation(email="ava@example.com"))
    assert first.status_code == 201
    # The same guest, the same night: the booking rules refuse it after its shape passed.
    again = await client.post("/api/reservations", json=reservation(email="ava@example.com"))
    assert again.status_code == 422
    decided = f"/api/admin/reservations/{first.json()['id']}"
    assert (await staff_client.patch(decided, json={"status": "confirmed"})).status_code == 200
    late = await staff_client.patch(decided, json={"status": "rejected"})
    assert late.status_code == 409
    await app.state.notifier.drain()
    kinds = sorted(row.kind for row in await rows_of(session))
    assert kinds == ["reservation_decision", "reservation_receipt", "reservation_staff"]
    assert await session.scalar(select(func.count()).select_from(Reservation)) == 1


async def test_a_rolled_back_change_takes_its_mails_with_it(
    app: FastAPI, tmp_path: Path, session: AsyncSession
) -> None:
    sessionmaker: async_sessionmaker[AsyncSession] = app.state.sessionmaker
    box = outbox(sessionmaker, tmp_path)
    club = await app.state.booking_facts.club("Nocturne", "https://nocturne.club")
    async with transaction(app.state.engine) as writing:  # never committed
        data = ReservationCreate.model_validate(reservation()).model_dump(exclude=NOT_STORED)
        values = {**data, "id": uuid.uuid4(), "status": "pending", "created_at": datetime.now(UTC)}
        await writing.run(Statement(insert(Reservation)), values)
        await app.state.notifier.new_reservation(writing, Reservation(**values), club)
    assert await rows_of(session) == []
    async with sessionmaker() as writing:
        await box.add(writing, "test", Outgoing("ava@example.com", "Hello", "Hi"))
        await writing.rollback()
    assert await box.send_due() == 0
    assert await rows_of(session) == []


async def test_the_worker_wakes_for_its_own_process_s_mail_and_polls_for_others(
    app: FastAPI,
    client: AsyncClient,
    settings: Settings,
    session: AsyncSession,
    tmp_path: Path,
) -> None:
    # This app polls once an hour (conftest): its mail goes out because its commit woke it.
    answer = await client.post("/api/reservations", json=reservation())
    assert answer.status_code == 201
    await eventually(lambda: len(eml_files(settings.outbox_dir)), lambda n: n == 2)

    # A mail stored by another process (an outbox whose worker does not run) is found by a
    # worker that polls.
    polling = settings.model_copy(update={"mail_poll_seconds": 0.2})
    async with started(polling) as second:
        elsewhere = outbox(app.state.sessionmaker, tmp_path / "elsewhere")
        [row] = await store(second.state.sessionmaker, elsewhere)

        async def status() -> str:
            return (await rows_of(session, id=row.id))[0].status

        await eventually(status, lambda seen: seen == "sent")
    assert len(eml_files(settings.outbox_dir)) == 3
    assert eml_files(tmp_path / "elsewhere") == []


async def test_a_burst_of_commits_is_sent_in_one_claim(
    app: FastAPI, session: AsyncSession, tmp_path: Path
) -> None:
    """Woken by a commit, the worker gathers a moment before it claims: five requests' mails in
    quick succession cost one claim and one mark, not a claim (and an empty one) per request.
    The gathering moment and the poll run on the test's clock: the five commits all land within
    it however slow the machine, and no poll comes between them."""
    clock = ManualClock()
    box = outbox(app.state.sessionmaker, tmp_path / "burst", clock=clock)
    engine = app.state.engine.sync_engine
    claims: list[str] = []

    def count_claims(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        if statement.startswith("UPDATE outbox_mails SET attempts="):
            claims.append(statement)

    event.listen(engine, "before_cursor_execute", count_claims)
    box.start()
    try:
        await clock.waiting(box.poll_seconds)  # its first round, on starting, found nothing
        claims.clear()
        rows = [row for _ in range(5) for row in await store(app.state.sessionmaker, box)]
        await clock.waiting(box.gather_seconds)  # woken, it gathers
        assert claims == []
        clock.advance(box.gather_seconds)
        await clock.waiting(box.poll_seconds)  # it claimed, sent, and waits again
    finally:
        await box.stop()
        event.remove(engine, "before_cursor_execute", count_claims)
    assert len(eml_files(tmp_path / "burst")) == len(rows) == 5
    assert {row.status for row in await rows_of(session)} == {"sent"}
    assert len(claims) == 1


async def test_a_failing_mail_is_retried_after_each_wait_then_kept_as_failed(
    app: FastAPI,
    staff_client: AsyncClient,
    session: AsyncSession,
    settings: Settings,
    caplog: pytest.LogCaptureFixture,
) -> None:
    nowhere = over_smtp(settings, 9, smtp_timeout_seconds=1)  # nothing listens on port 9
    clock = ManualClock()
    box = outbox(
        app.state.sessionmaker, Path(), retry_waits=(30, 60), mailer=Mailer(nowhere), clock=clock
    )
    [row] = await store(app.state.sessionmaker, box)

    started_at = clock.now()
    assert await box.send_due() == 0
    [first] = await rows_of(session, id=row.id)
    assert (first.status, first.attempts, first.claimed_until) == ("pending", 1, None)
    assert first.next_attempt_at == started_at + timedelta(seconds=30)
    assert first.last_error
    clock.advance(29.9)
    assert await box.send_due() == 0  # not due yet: nothing is tried
    assert (await rows_of(session, id=row.id))[0].attempts == 1

    clock.advance(0.1)
    retried_at = clock.now()
    assert await box.send_due() == 0
    [second] = await rows_of(session, id=row.id)
    assert (second.status, second.attempts) == ("pending", 2)
    assert second.next_attempt_at == retried_at + timedelta(seconds=60)

    with caplog.at_level(logging.ERROR, logger="nocturne.mail.outbox"):
        await clock.jumping(box.drain())  # waits for the last retry
    assert clock.now() >= second.next_attempt_at
    [failed] = await rows_of(session, id=row.id)
    assert (failed.status, failed.attempts) == ("failed", 3)
    assert (failed.to_address, failed.text) == ("guest0@example.com", "Hi")  # kept whole
    assert any("giving up on mail" in r.getMessage() for r in caplog.records)
    health = (await staff_client.get("/api/admin/health")).json()
    assert health["mail_failed"] == 1


async def test_a_mail_server_back_in_time_gets_the_retry(
    app: FastAPI, session: AsyncSession, settings: Settings
) -> None:
    with smtp_server() as (inbox, port):
        pass  # the port is free again: the server is down
    clock = ManualClock()
    box = outbox(
        app.state.sessionmaker,
        Path(),
        retry_waits=(20,),
        mailer=Mailer(over_smtp(settings, port, smtp_timeout_seconds=1)),
        clock=clock,
    )
    [row] = await store(app.state.sessionmaker, box)
    assert await box.send_due() == 0
    back = Inbox()
    controller = Controller(back, hostname="127.0.0.1", port=port)
    controller.start()
    try:
        assert await box.send_due() == 0  # the retry is not due yet
        await clock.jumping(box.drain())  # waits for it
    finally:
        controller.stop()
    [sent] = await rows_of(session, id=row.id)
    assert (sent.status, sent.attempts) == ("sent", 2)
    [received] = back.messages
    assert received["Message-ID"] == row.message_id
    assert inbox.messages == []


async def test_two_workers_sharing_the_table_never_send_the_same_mail(
    app: FastAPI,
    other_sessionmaker: async_sessionmaker[AsyncSession],
    session: AsyncSession,
    tmp_path: Path,
) -> None:
    """Two processes' workers (two engines) claim from the same rows at once, in small
    batches, many claims under way together; each sends through its own folder."""
    clock = ManualClock()
    first = outbox(app.state.sessionmaker, tmp_path / "first", batch=5, clock=clock)
    second = outbox(other_sessionmaker, tmp_path / "second", batch=5, clock=clock)
    stored = await store(app.state.sessionmaker, first, 100)
    for box in (first, second):  # both engines connected before the race
        assert await box._next_due() is not None
    claims = await asyncio.gather(*(box._claim() for _ in range(10) for box in (first, second)))
    mine = [[row.id for row in claim] for claim in claims[0::2]]
    theirs = [[row.id for row in claim] for claim in claims[1::2]]
    taken = [row_id for claim in mine + theirs for row_id in claim]
    assert len(taken) == len(set(taken))  # no row claimed twice
    assert any(mine)  # both took a share
    assert any(theirs)
    for box, batches in ((first, claims[0::2]), (second, claims[1::2])):
        for batch in batches:
            await box._send(batch)
    counts = await asyncio.gather(first.send_due(), second.send_due())
    assert len(taken) + sum(counts) == 100
    one = {f.name for f in eml_files(tmp_path / "first")}
    two = {f.name for f in eml_files(tmp_path / "second")}
    assert one.isdisjoint(two)
    assert len(one) + len(two) == 100
    rows = await rows_of(session)
    assert {(row.status, row.attempts) for row in rows} == {("sent", 1)}
    assert {row.id for row in rows} == {row.id for row in stored}


async def test_a_claim_skips_rows_another_process_is_claiming(
    app: FastAPI,
    other_sessionmaker: async_sessionmaker[AsyncSession],
    session: AsyncSession,
    tmp_path: Path,
) -> None:
    """On PostgreSQL a claim passes over rows locked by another process's claim under way,
    rather than waiting for it; on SQLite the one writer runs claims one after the other."""
    clock = ManualClock()
    first = outbox(app.state.sessionmaker, tmp_path / "first", batch=10, clock=clock)
    second = outbox(other_sessionmaker, tmp_path / "second", batch=10, clock=clock)
    await store(app.state.sessionmaker, first, 4)
    locked = await store(app.state.sessionmaker, first, 3)
    if session.get_bind().dialect.name == "postgresql":
        async with other_sessionmaker() as holder:
            # Another process's claim, locked and not yet committed.
            ids = [row.id for row in locked]
            await holder.execute(
                select(OutboxMail.id).where(OutboxMail.id.in_(ids)).with_for_update()
            )
            claimed = await asyncio.wait_for(first._claim(), 5)
            assert len(claimed) == 4
            assert not {row.id for row in claimed} & set(ids)
            await holder.rollback()
    else:
        claimed = await first._claim()
        assert len(claimed) == 7
    await first._send(claimed)
    await second.send_due()
    await first.send_due()
    rows = await rows_of(session)
    assert {(row.status, row.attempts) for row in rows} == {("sent", 1)}
    assert len(eml_files(tmp_path / "first")) + len(eml_files(tmp_path / "second")) == 7


async def test_a_killed_process_s_claim_is_taken_over_once_its_lease_runs_out(
    app: FastAPI,
    other_sessionmaker: async_sessionmaker[AsyncSession],
    session: AsyncSession,
    tmp_path: Path,
) -> None:
    clock = ManualClock()  # the two processes' clocks agree
    killed = outbox(app.state.sessionmaker, tmp_path, lease_seconds=60, clock=clock)
    survivor = outbox(other_sessionmaker, tmp_path, lease_seconds=60, clock=clock)
    [row] = await store(app.state.sessionmaker, killed)
    # The killed process claimed the row and handed the mail to the transport, then died
    # before marking it sent.
    [claimed] = await killed._claim()
    assert claimed.claimed_by == killed.owner
    mail = Outgoing(
        claimed.to_address, claimed.subject, claimed.text,
        message_id=claimed.message_id, date=claimed.created_at,
    )  # fmt: skip
    assert await killed._mailer.send_many([mail]) == [None]
    [written] = eml_files(tmp_path)
    before = written.read_bytes()

    # While the lease runs, the row is the killed process's: the survivor neither sends it
    # nor waits for it.
    assert await survivor.send_due() == 0
    await asyncio.wait_for(survivor.drain(), 5)
    assert (await rows_of(session, id=row.id))[0].status == "pending"
    clock.advance(59.9)
    assert await survivor.send_due() == 0

    clock.advance(0.2)
    assert await survivor.send_due() == 1
    [taken] = await rows_of(session, id=row.id)
    assert (taken.status, taken.attempts, taken.claimed_by) == ("sent", 2, survivor.owner)
    # Sent twice, but the folder holds it once: the same file, the same bytes.
    assert eml_files(tmp_path) == [written]
    assert written.read_bytes() == before
    assert scratch_files(tmp_path) == []


async def test_a_mail_that_cannot_be_built_fails_at_once(
    app: FastAPI, session: AsyncSession, tmp_path: Path
) -> None:
    box = outbox(app.state.sessionmaker, tmp_path, retry_waits=(0.1, 0.1))
    async with app.state.sessionmaker() as writing:
        broken, fine = await box.add(
            writing,
            "test",
            Outgoing("broken\n@example.com", "Two", "Hi"),
            Outgoing("fine@example.com", "One", "Hi"),
        )
        await writing.commit()
    assert await box.send_due() == 1
    assert (await rows_of(session, id=broken["id"]))[0].status == "failed"
    assert (await rows_of(session, id=fine["id"]))[0].status == "sent"


async def test_shutdown_leaves_unsent_mail_stored_for_the_next_start(
    settings: Settings, app: FastAPI, session: AsyncSession
) -> None:
    nowhere = over_smtp(settings, 9, smtp_timeout_seconds=1, mail_retry_seconds=[3600])
    async with started(nowhere) as down:
        async with down.state.sessionmaker() as writing:
            await down.state.notifier.outbox.add(writing, "t", Outgoing("a@example.com", "A", "Hi"))
            await writing.commit()
        await down.state.notifier.drain(retries=False)
    [row] = await rows_of(session)
    assert (row.status, row.attempts) == ("pending", 1)

    with smtp_server() as (inbox, port):
        async with started(over_smtp(settings, port, mail_poll_seconds=3600)) as up:
            await session.execute(update(OutboxMail).values(next_attempt_at=datetime.now(UTC)))
            await session.commit()
            await up.state.notifier.drain()
        assert [m["Message-ID"] for m in inbox.messages] == [row.message_id]


async def test_an_account_mail_is_stored_with_its_request(
    app: FastAPI, client: AsyncClient, session: AsyncSession, settings: Settings
) -> None:
    """A password-reset link is stored by the request itself: a process killed right after
    answering (here: its worker stopped) still has it to send."""
    email = await make_staff(session, "owner@nocturne.club")
    await app.state.notifier.outbox.stop()
    asked = await client.post("/api/auth/password-reset", json={"email": email}, headers=WEB)
    assert asked.status_code == 200
    unknown = await client.post(
        "/api/auth/password-reset", json={"email": "nobody@nocturne.club"}, headers=WEB
    )
    assert unknown.status_code == 200
    [row] = await rows_of(session)
    assert (row.kind, row.to_address, row.status) == ("account", email, "pending")
    assert "/admin/reset-password#" in row.text
    await app.state.notifier.drain()
    assert (await rows_of(session, id=row.id))[0].status == "sent"
    assert len(eml_files(settings.outbox_dir)) == 1
