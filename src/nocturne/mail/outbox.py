"""The mail outbox: mails are rows, stored with the change that caused them, sent by a worker.

A request that promises a mail (a reservation's receipt and the staff's notice, a decision, a
password-reset link...) adds an `outbox_mails` row to its own transaction (`Outbox.add`): the
reservation and its mails are committed together or not at all, and the request never builds a
MIME message. Each row holds the mail's fields and a Message-ID made when it is stored.

Every server process runs one worker. It wakes once its own process commits a mail (the owner
of the transaction, a request's unit of work or the booking desk, says so: `committed`; after
`GATHER_SECONDS`, so a burst of requests makes one batch), and otherwise every
`mail_poll_seconds`, so mails stored by another process, or left by a killed one, are sent too.
It claims up to `BATCH` due rows at once with a lease (`claimed_until`): on PostgreSQL the claim
first locks them with `SELECT ... FOR UPDATE SKIP LOCKED`, so processes sharing the table never
claim the same row nor wait for each other; on SQLite (one process) the claim is one UPDATE,
which SQLite runs alone. It then builds the messages and hands them to the transport in one
batch (`Mailer.send_many`) and marks each row `sent`. A failure is tried again after each wait of
`mail_retry_seconds`; after the last the row is marked `failed`, logged, kept (with its error)
and counted by the readiness check. A mail that cannot be built at all fails at once. Sent rows
are deleted after `KEEP_SENT`.

The worker reads the time and waits on its `clock` (kit/clock.py): every due time, lease and
retry is computed from it, so a test moves the clock instead of waiting for a backoff.

What is guaranteed: a mail whose row committed is sent at least once, whatever process is killed
when, as long as the database keeps the row. It may be sent twice: when a process is killed after
handing the mail to the transport and before marking the row, another process (or the same one,
restarted) sends it again once the lease has run out. The outbox-folder transport writes one file
per Message-ID (a temporary file renamed into place), so there the re-send replaces the same file
and the folder holds each mail exactly once. Over SMTP the copy carries the same Message-ID, which
lets receiving systems recognise it; some will still show it twice. A send that outlasts the
lease may also be doubled by another process taking the row over: keep `mail_lease_seconds` well
above the time a batch takes to send. The outbox folder's files are not flushed to disk one by
one: a power cut (not a killed process) may lose the last files while their rows say sent.
"""

import asyncio
import contextlib
import logging
import os
import socket
import uuid
from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import delete, func, insert, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from nocturne.core.db import session_scope
from nocturne.core.statements import Statement, Transaction
from nocturne.kit.clock import SYSTEM_CLOCK, Clock
from nocturne.mail.mailer import Mailer, Outgoing, new_message_id
from nocturne.models import OutboxMail

log = logging.getLogger(__name__)

BATCH = 100
KEEP_SENT = timedelta(days=7)
PRUNE_EVERY = timedelta(hours=1)
# How long stopping waits for a batch under way.
STOP_SECONDS = 10.0
# After a failed round (the database away), the worker waits at least this long.
ERROR_WAIT_SECONDS = 5.0
DRAIN_STEP_SECONDS = 0.05
# Woken by a commit, the worker waits this long before it claims, so the mails of a burst of
# requests go in one claim and one mark instead of two writes each (a mail leaves this much later).
GATHER_SECONDS = 0.05


class Outbox:
    def __init__(
        self,
        sessionmaker: async_sessionmaker[AsyncSession],
        mailer: Mailer,
        *,
        poll_seconds: float,
        lease_seconds: float,
        retry_waits: Sequence[float],
        batch: int = BATCH,
        gather_seconds: float = GATHER_SECONDS,
        clock: Clock = SYSTEM_CLOCK,
    ) -> None:
        self._sessionmaker = sessionmaker
        self._mailer = mailer
        self.poll_seconds = poll_seconds
        self.lease = timedelta(seconds=lease_seconds)
        self.retry_waits = tuple(retry_waits)
        self.batch = batch
        self.gather_seconds = gather_seconds
        self.clock = clock
        # Who holds a claim: a process, and this outbox in it (tests run several in one).
        self.owner = f"{socket.gethostname()[:40]}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self._wake = asyncio.Event()
        # Mails added since the worker was last woken by a commit.
        self._added = False
        self._sending = asyncio.Lock()
        self._task: asyncio.Task[None] | None = None
        self._stopping = False
        self._next_prune = clock.now()

    @property
    def max_attempts(self) -> int:
        return len(self.retry_waits) + 1

    # -- storing ---------------------------------------------------------------------------

    async def add(
        self,
        session: AsyncSession,
        kind: str,
        *mails: Outgoing,
        about: uuid.UUID | None = None,
    ) -> list[dict[str, Any]]:
        """Write the mails into the session's transaction now (`add_rows`); returns their rows."""
        return await self.add_rows(session, rows(kind, *mails, about=about, now=self.clock.now()))

    async def add_rows(
        self, session: AsyncSession, mail_rows: list[dict[str, Any]]
    ) -> list[dict[str, Any]]:
        """Write mails' rows (`rows`, of one kind or several) into the session's transaction now,
        with one plain INSERT: they are stored by its commit, or undone with it (or with the
        savepoint they were added in). The owner of the transaction tells the outbox once it
        committed (`committed`), and the worker sends them; a worker not told finds them at its
        next poll."""
        if mail_rows:
            await (await session.connection()).execute(_INSERT, mail_rows)
            self._added = True
        return mail_rows

    async def store(self, tx: Transaction, mail_rows: list[dict[str, Any]]) -> None:
        """`add_rows`, on a transaction of the driver's connection (core/statements.py), whose
        owner (the booking desk) says when it committed."""
        if mail_rows:
            await tx.run(_STORE, mail_rows)
            self._added = True

    def committed(self) -> None:
        """A transaction of this process committed: wake the worker if mails were added since
        it was last woken (a rolled-back addition wakes it for nothing, which costs a query)."""
        if self._added:
            self._added = False
            self.wake()

    def wake(self) -> None:
        self._wake.set()

    # -- the worker ------------------------------------------------------------------------

    def start(self) -> None:
        self._stopping = False
        self._task = asyncio.create_task(self.run(), name="mail-outbox")

    async def stop(self) -> None:
        """End the worker between two batches (a batch under way gets STOP_SECONDS)."""
        if self._task is None:
            return
        self._stopping = True
        self._wake.set()
        with contextlib.suppress(TimeoutError, asyncio.CancelledError):
            await asyncio.wait_for(self._task, STOP_SECONDS)
        self._task = None

    async def run(self) -> None:
        while not self._stopping:
            self._wake.clear()
            wait = self.poll_seconds
            try:
                await self.send_due()
                await self._prune()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("the mail outbox could not be read; trying again")
                wait = max(wait, ERROR_WAIT_SECONDS)
            if self._stopping:
                break
            if await self.clock.wait(self._wake, wait) and not self._stopping:
                await self.clock.sleep(self.gather_seconds)

    async def send_due(self) -> int:
        """Claim and send due mails, batch after batch, until none is left; returns how many
        were sent."""
        sent = 0
        async with self._sending:
            while not (self._stopping and asyncio.current_task() is self._task):
                claimed = await self._claim()
                if not claimed:
                    break
                sent += await self._send(claimed)
                if len(claimed) < self.batch:
                    break  # nothing more was due; a later commit wakes the worker again
        return sent

    async def drain(self, *, retries: bool = True) -> None:
        """Send every mail this process can send now: rows claimed by another live process
        are its business. With `retries`, also wait for the retries of failed attempts until
        each row is sent or failed (tests); without, return once nothing is due (shutdown)."""
        while True:
            await self.send_due()
            left = await self._next_due()
            if left is None:
                return
            now = self.clock.now()
            if left > now and not retries:
                return
            # A row due but still leased (a mark that failed) is waited for a little at a time.
            wait = (left - now).total_seconds()
            await self.clock.sleep(min(max(DRAIN_STEP_SECONDS, wait), self.poll_seconds))

    async def _claim(self) -> list[OutboxMail]:
        now = self.clock.now()
        free = or_(OutboxMail.claimed_until.is_(None), OutboxMail.claimed_until < now)
        due = (
            select(OutboxMail.id)
            .where(OutboxMail.status == "pending", OutboxMail.next_attempt_at <= now, free)
            .order_by(OutboxMail.next_attempt_at)
            .limit(self.batch)
        )
        async with session_scope(self._sessionmaker) as session:
            which: Any
            if session.get_bind().dialect.name == "postgresql":
                # Lock the rows first, in a statement of their own: rows another process is
                # claiming right now are skipped, not waited for. (Inside the UPDATE, as a
                # subquery, PostgreSQL may run it more than once and take more than a batch.)
                ids = list((await session.scalars(due.with_for_update(skip_locked=True))).all())
                if not ids:
                    await session.commit()
                    return []
                which = OutboxMail.id.in_(ids)
            else:
                # SQLite runs one UPDATE at a time: the claim is that one statement.
                which = OutboxMail.id.in_(due.scalar_subquery())
            # The conditions are checked again: a row claimed meanwhile is not taken.
            result = await session.execute(
                update(OutboxMail)
                .where(which, OutboxMail.status == "pending")
                .where(free)
                .values(
                    claimed_until=now + self.lease,
                    claimed_by=self.owner,
                    attempts=OutboxMail.attempts + 1,
                )
                .returning(OutboxMail)
                .execution_options(synchronize_session=False)
            )
            rows = list(result.scalars().all())
            await session.commit()
        rows.sort(key=lambda row: row.created_at)
        return rows

    async def _send(self, rows: list[OutboxMail]) -> int:
        mails = [
            Outgoing(
                row.to_address, row.subject, row.text, html=row.html, reply_to=row.reply_to,
                message_id=row.message_id, date=row.created_at, calendar=row.calendar,
            )
            for row in rows
        ]  # fmt: skip
        try:
            outcomes: Sequence[BaseException | None] = await self._mailer.send_many(mails)
        except Exception as error:
            log.exception("a batch of %d mails failed", len(rows))
            outcomes = [error] * len(rows)
        now = self.clock.now()
        sent = [row.id for row, outcome in zip(rows, outcomes, strict=True) if outcome is None]
        async with session_scope(self._sessionmaker) as session:
            if sent:
                await session.execute(
                    update(OutboxMail)
                    .where(OutboxMail.id.in_(sent), OutboxMail.status == "pending")
                    .values(status="sent", sent_at=now, claimed_until=None, last_error=None)
                    .execution_options(synchronize_session=False)
                )
            for row, outcome in zip(rows, outcomes, strict=True):
                if outcome is not None:
                    await session.execute(self._failed(row, outcome, now))
            await session.commit()
        return len(sent)

    def _failed(self, row: OutboxMail, error: BaseException, now: datetime) -> Any:
        log.error(
            "mail %s to %s failed (attempt %d): %s", row.message_id, row.to_address,
            row.attempts, error,
        )  # fmt: skip
        values: dict[str, Any] = {"claimed_until": None, "last_error": str(error)[:1000] or None}
        # A mail that cannot be built (a broken address) would fail the same way every time.
        unbuildable = isinstance(error, (ValueError, TypeError))
        if unbuildable or row.attempts >= self.max_attempts:
            log.error(
                "giving up on mail %s to %s (%s) after %d attempts; kept as failed",
                row.message_id, row.to_address, row.subject, row.attempts,
            )  # fmt: skip
            values["status"] = "failed"
        else:
            values["next_attempt_at"] = now + timedelta(seconds=self.retry_waits[row.attempts - 1])
        return (
            update(OutboxMail)
            .where(OutboxMail.id == row.id, OutboxMail.status == "pending")
            .values(**values)
            .execution_options(synchronize_session=False)
        )

    async def _next_due(self) -> datetime | None:
        """When the earliest row this process may send is due; None when there is none."""
        now = self.clock.now()
        async with session_scope(self._sessionmaker) as session:
            due: datetime | None = await session.scalar(
                select(func.min(OutboxMail.next_attempt_at)).where(
                    OutboxMail.status == "pending",
                    or_(
                        OutboxMail.claimed_until.is_(None),
                        OutboxMail.claimed_until < now,
                        OutboxMail.claimed_by == self.owner,
                    ),
                )
            )
        if due is not None and due.tzinfo is None:
            due = due.replace(tzinfo=UTC)  # min() of SQLite's text loses the column's type
        return due

    async def _prune(self) -> None:
        now = self.clock.now()
        if now < self._next_prune:
            return
        self._next_prune = now + PRUNE_EVERY
        async with session_scope(self._sessionmaker) as session:
            await session.execute(
                delete(OutboxMail)
                .where(OutboxMail.status == "sent", OutboxMail.sent_at < now - KEEP_SENT)
                .execution_options(synchronize_session=False)
            )
            await session.commit()


async def failed_count(session: AsyncSession) -> int:
    """Mails given up on: kept for staff to see (the readiness check reports the count)."""
    return int(
        await session.scalar(
            select(func.count()).select_from(OutboxMail).where(OutboxMail.status == "failed")
        )
        or 0
    )


def rows(
    kind: str, *mails: Outgoing, about: uuid.UUID | None = None, now: datetime | None = None
) -> list[dict[str, Any]]:
    """The `outbox_mails` rows of these mails, due `now` (the time, unless given)."""
    now = now or datetime.now(UTC)
    return [
        {
            "id": uuid.uuid4(),
            "kind": kind,
            "about": about,
            "message_id": mail.message_id or new_message_id(),
            "to_address": mail.to,
            "subject": mail.subject,
            "text": mail.text,
            "html": mail.html,
            "reply_to": mail.reply_to,
            "calendar": mail.calendar,
            "status": "pending",
            "attempts": 0,
            "next_attempt_at": now,
            "created_at": now,
        }
        for mail in mails
    ]


# Stores a mail in a transaction, to be sent after its commit (Notifier.send_later).
SendLater = Callable[[Outgoing], Awaitable[None]]

# Mails are written with one plain INSERT of their rows (not as ORM objects, which a burst of
# bookings would pay for in unit-of-work bookkeeping).
_INSERT = insert(OutboxMail)
_STORE = Statement(_INSERT)
