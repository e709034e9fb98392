"""The publication clock: a scheduled event appears on open pages at its time.

Every public read already hides an event until its `publish_at` (and the site cache expires at
that moment), but a page left open would only see it on its next load. The clock sleeps until the
next event is due and then announces a change to `events` to this process's listeners: the site
cache rebuilds and visitors' sockets read the events again. Each server process runs its own
clock for its own sockets, so nothing crosses to the other processes. A saved event wakes it, so
a new or moved schedule is followed at once. It reads the time and waits on its `clock`
(kit/clock.py), which a test may move by hand.
"""

import asyncio
import contextlib
import logging
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from nocturne.content import service as content
from nocturne.core.db import session_scope
from nocturne.kit.clock import SYSTEM_CLOCK, Clock
from nocturne.live.changes import Change, ChangeFeed

log = logging.getLogger(__name__)

# The longest the clock sleeps without reading the schedule again, and how long it waits after a
# failed read (the database away).
RECHECK_SECONDS = 3600.0
RETRY_SECONDS = 30.0
# How long stopping waits for a read under way before it cancels it.
STOP_SECONDS = 5.0


class PublicationClock:
    def __init__(
        self,
        sessionmaker: async_sessionmaker[AsyncSession],
        changes: ChangeFeed,
        clock: Clock = SYSTEM_CLOCK,
    ) -> None:
        self._sessionmaker = sessionmaker
        self.clock = clock
        self._changes = changes
        self._wake = asyncio.Event()
        self._stopping = False
        self._task: asyncio.Task[None] | None = None

    def on_change(self, change: Change) -> None:
        if change.table == "events":
            self._wake.set()

    async def _next_due(self) -> datetime | None:
        async with session_scope(self._sessionmaker) as session:
            return await content.next_publication(session, self.clock.now())

    def start(self) -> None:
        self._task = asyncio.create_task(self.run(), name="publication-clock")

    async def stop(self) -> None:
        """Ends the clock between two reads, so no database connection is cut off mid-query."""
        if self._task is None:
            return
        self._stopping = True
        self._wake.set()
        with contextlib.suppress(TimeoutError):  # wait_for has then cancelled it
            await asyncio.wait_for(self._task, STOP_SECONDS)
        self._task = None

    async def run(self) -> None:
        while not self._stopping:
            self._wake.clear()
            try:
                due = await self._next_due()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("publication clock could not read the schedule")
                due, wait = None, RETRY_SECONDS
            else:
                wait = RECHECK_SECONDS
                if due is not None:
                    wait = min(wait, max(0.0, (due - self.clock.now()).total_seconds()))
            if self._stopping:
                break
            if await self.clock.wait(self._wake, wait):
                continue
            if not self._stopping and due is not None and due <= self.clock.now():
                log.info("a scheduled event is due (%s): open pages are told", due.isoformat())
                self._changes.dispatch(Change("events", "UPDATE", None))
