"""The booking desk: the public writes of this process (reservation requests, messages to the
club, and the per-address counts that limit them) are stored by one writer task.

A request hands its work to the desk and waits. The writer takes every request waiting as one
batch and runs the batch in arrival order in one transaction, each request's work in a savepoint
of its own, so a refusal or an error rolls back that request's writes and nobody else's: the
booking rules (the night's counts are read and updated inside the transaction, so the last place
goes to exactly one request), the idempotency key and its answer, the row, its outbox mails.
Then one commit, made durable once (SQLite: the fsync of the WAL through the group commit,
before any answer goes out; PostgreSQL: the commit itself), and each waiting request gets its
own answer; the change notices go out after the commit.

A burst of bookings costs one transaction and one fsync per batch instead of one per booking,
and on PostgreSQL a night's turn is taken once per batch. The queue is bounded by time: when
the work already waiting would take the writer more than MAX_WAIT_SECONDS at the pace it has
kept lately, a new request is answered 503 with Retry-After at once, never held in memory
(what it would wait behind: the requests waiting, those of the batch under way and those
waiting for their batch's fsync).
"""

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from time import monotonic
from typing import Any

from sqlalchemy.ext.asyncio import AsyncEngine

from nocturne import messages
from nocturne.config import Settings
from nocturne.core import rate_limit
from nocturne.core.db import is_unavailable
from nocturne.core.errors import ApiError
from nocturne.core.group_commit import GroupCommit
from nocturne.core.statements import Transaction, transaction
from nocturne.live.changes import Change, ChangeFeed
from nocturne.mail.outbox import Outbox

log = logging.getLogger(__name__)

# The most requests one transaction takes; more wait for the next.
MAX_BATCH = 256
# How long the work already on the desk may take before a new request is turned away.
MAX_WAIT_SECONDS = 0.25
# Below this many waiting, nobody is turned away whatever the pace (a slow first batch, a cold
# cache, must not refuse a handful of guests).
ALWAYS_TAKEN = 64
RETRY_AFTER_SECONDS = 1
# How much one request's writer time moves the desk's pace (an average over the last requests).
PACE_WEIGHT = 0.2


@dataclass(frozen=True)
class Filed:
    """What one request's work produced: its value (an answer) and the change notices to send
    once it is committed."""

    value: Any
    changes: tuple[Change, ...] = ()


Work = Callable[[Transaction], Awaitable[Filed]]


@dataclass
class _Ticket:
    work: Work
    # Answered as soon as its work ran, before the commit (a count, whose loss in a crash costs
    # nothing); otherwise once the commit is durable. An early work is one statement, which is
    # done or not: it runs without a savepoint of its own.
    early: bool
    done: asyncio.Future[Any] = field(default_factory=lambda: _loop().create_future())


def _loop() -> asyncio.AbstractEventLoop:
    return asyncio.get_running_loop()


class DeskBusyError(ApiError):
    def __init__(self) -> None:
        super().__init__(
            503,
            messages.SERVICE_UNAVAILABLE,
            code="busy",
            headers={"Retry-After": str(RETRY_AFTER_SECONDS)},
        )


class BookingDesk:
    def __init__(
        self,
        engine: AsyncEngine,
        changes: ChangeFeed,
        group_commit: GroupCommit | None,
        settings: Settings,
        outbox: Outbox,
        counts_engine: AsyncEngine | None = None,
    ) -> None:
        self._settings = settings
        self._outbox = outbox
        self.engine = engine
        # Where a count that commits on its own runs (PostgreSQL; core/db.py).
        self.counts_engine = counts_engine or engine
        self._changes = changes
        self._group_commit = group_commit
        self._waiting: list[_Ticket] = []
        # Requests on the desk and not yet answered: waiting, in the batch under way, or in a
        # batch waiting for its fsync. What a new request would wait behind.
        self._in_hand = 0
        self._arrived = asyncio.Event()
        # Set while nothing is on the desk or being written.
        self._idle = asyncio.Event()
        self._idle.set()
        self._writer: asyncio.Task[None] | None = None
        # Batches committed and waiting for their fsync before they are answered.
        self._finishing: set[asyncio.Task[None]] = set()
        # Seconds of writer time per request, averaged over the last requests (0: none yet).
        self._pace = 0.0
        # For the tests and the bench: batches run, and the largest.
        self.batches = 0
        self.largest = 0

    async def file(self, work: Work, *, early: bool = False) -> Any:
        """Run `work` in the next batch and return its value once the batch is durable (or, with
        `early`, as soon as it ran); its error is raised here, and nowhere else."""
        in_hand = self._in_hand
        if in_hand >= ALWAYS_TAKEN and in_hand * self._pace > MAX_WAIT_SECONDS:
            raise DeskBusyError
        ticket = _Ticket(work, early)
        self._in_hand += 1
        ticket.done.add_done_callback(self._handed_back)
        self._waiting.append(ticket)
        self._idle.clear()
        self._arrived.set()
        if self._writer is None or self._writer.done():
            self._writer = asyncio.create_task(self._write(), name="booking-desk")
        # A client that goes away does not take its request off the desk: once handed over it
        # is stored (or refused) like any other, and a retry with its key gets that answer.
        return await asyncio.shield(ticket.done)

    def _handed_back(self, _done: "asyncio.Future[Any]") -> None:
        self._in_hand -= 1

    async def count_public_write(self, address: str) -> None:
        """Count one post of a public form from `address` in the next batch, or raise 429; known
        before the commit (a count a crash forgets costs nothing)."""

        if self.engine.dialect.name == "postgresql":
            # On PostgreSQL each count is a statement of its own on the counts' pool, committed
            # at once: every post from one address updates one row, whose lock a batch would
            # hold until its commit (and take in an order another process's batch may not).
            async with transaction(self.counts_engine, autocommit=True) as tx:
                await rate_limit.count_public_write(tx, self._settings, address)
            return

        async def count(tx: Transaction) -> Filed:
            await rate_limit.count_public_write(tx, self._settings, address)
            return Filed(None)

        await self.file(count, early=True)

    async def stop(self) -> None:
        """Finish what is on the desk, then stop the writer."""
        writer = self._writer
        if writer is None:
            return
        await self._idle.wait()
        if self._finishing:
            await asyncio.gather(*self._finishing, return_exceptions=True)
        writer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await writer
        self._writer = None

    async def _write(self) -> None:
        while True:
            await self._arrived.wait()
            self._arrived.clear()
            while self._waiting:
                batch = self._waiting[:MAX_BATCH]
                del self._waiting[:MAX_BATCH]
                started = monotonic()
                try:
                    outcomes, commit = await self._run(batch)
                except Exception as error:  # the batch's own failure, answered to each
                    _fail(batch, error)
                else:
                    # Made durable and answered while the writer goes on with the next batch:
                    # the fsync of one batch overlaps the work of the next.
                    finishing = asyncio.create_task(self._finish(batch, outcomes, commit))
                    self._finishing.add(finishing)
                    finishing.add_done_callback(self._finishing.discard)
                # The writer's own time per request: what the next requests wait for.
                spent = (monotonic() - started) / len(batch)
                # Each request of the batch counts once: a small batch moves the average a little
                # (the first, which pays for compiling the statements, no longer sets it alone).
                weight = 1 - (1 - PACE_WEIGHT) ** len(batch)
                self._pace += weight * (spent - self._pace)
                self.batches += 1
                self.largest = max(self.largest, len(batch))
            self._idle.set()

    async def _run(self, batch: list[_Ticket]) -> tuple[list[Filed | BaseException], int]:
        """The batch's transaction, committed; returns each request's outcome and the number
        of the commit to wait for (0: nothing to make durable)."""
        outcomes: list[Filed | BaseException] = []
        async with transaction(self.engine) as tx:
            for ticket in batch:
                outcome = await _one(tx, ticket.work, savepoint=not ticket.early)
                if isinstance(outcome, BaseException) and (is_unavailable(outcome) or tx.broken):
                    raise outcome  # every request of the batch is answered with it
                outcomes.append(outcome)
                if ticket.early:
                    _answer(ticket, outcome)
            await tx.commit()
        commit = self._group_commit.committed() if self._group_commit is not None else 0
        self._outbox.committed()
        return outcomes, commit

    async def _finish(
        self, batch: list[_Ticket], outcomes: list[Filed | BaseException], commit: int
    ) -> None:
        if self._group_commit is not None and commit:
            try:
                await self._group_commit.durable(commit)
            except Exception as error:  # committed, but maybe not on disk: not confirmed
                _fail(batch, error)
                return
        for ticket, outcome in zip(batch, outcomes, strict=True):
            _answer(ticket, outcome)
        for outcome in outcomes:
            if isinstance(outcome, Filed):
                for change in outcome.changes:
                    self._changes.publish(change)


def _fail(batch: list[_Ticket], error: Exception) -> None:
    log.warning("booking desk: batch of %d failed: %s", len(batch), error)
    for ticket in batch:
        if not ticket.done.done():
            ticket.done.set_exception(error)


# PostgreSQL's deadlock and serialization failures: the statement was refused to let another
# transaction through (two processes' batches taking two nights in opposite orders); the work,
# rolled back to its savepoint (which frees what it locked), is run again.
RETRY_SQLSTATES = ("40P01", "40001")
ATTEMPTS = 3


async def _one(tx: Transaction, work: Work, *, savepoint: bool) -> Filed | BaseException:
    """One request's work in a savepoint of its own: its refusal or error undoes its writes
    (its mails among them) and nothing else."""
    if not savepoint:
        try:
            return await work(tx)
        except Exception as error:
            return error
    for attempt in range(ATTEMPTS):
        try:
            async with tx.savepoint():
                return await work(tx)
        except Exception as error:
            if attempt + 1 < ATTEMPTS and _sqlstate(error) in RETRY_SQLSTATES:
                continue
            return error
    raise AssertionError("unreachable")


def _sqlstate(error: BaseException) -> str | None:
    state = getattr(error, "sqlstate", None)
    return state if isinstance(state, str) else None


def _answer(ticket: _Ticket, outcome: Filed | BaseException) -> None:
    if ticket.done.done():
        return
    if isinstance(outcome, BaseException):
        ticket.done.set_exception(outcome)
    else:
        ticket.done.set_result(outcome.value)
