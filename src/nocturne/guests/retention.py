"""Each process erases, every few hours, the guests' profiles nobody booked for
`guest_retention_days` (guests/privacy.py). Two processes at it at once erase each profile
once: the second finds it gone."""

import asyncio
import contextlib
import logging

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from nocturne.club.service import Club
from nocturne.config import Settings
from nocturne.core.db import session_scope
from nocturne.guests import matching, privacy
from nocturne.kit.clock import SYSTEM_CLOCK, Clock
from nocturne.live.changes import ChangeFeed

log = logging.getLogger(__name__)

EVERY_SECONDS = 6 * 3600.0
STOP_SECONDS = 5.0


class Retention:
    def __init__(
        self,
        sessionmaker: async_sessionmaker[AsyncSession],
        changes: ChangeFeed,
        club: Club,
        settings: Settings,
        clock: Clock = SYSTEM_CLOCK,
    ) -> None:
        self._sessionmaker = sessionmaker
        self._changes = changes
        self._club = club
        self._settings = settings
        self.clock = clock
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self.run(), name="guest-retention")

    async def stop(self) -> None:
        if self._task is None:
            return
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError, TimeoutError):
            await asyncio.wait_for(self._task, STOP_SECONDS)
        self._task = None

    async def run(self) -> None:
        while True:
            try:
                await self.erase_forgotten()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("forgotten guests could not be erased; trying again later")
            await self.clock.sleep(EVERY_SECONDS)

    async def erase_forgotten(self) -> int:
        async with (
            session_scope(self._sessionmaker) as session,
            session_scope(self._sessionmaker) as reader,
        ):
            # A booking not matched yet may be the guest's return: it counts.
            await matching.match_new_bookings(session, reader, self._club.country)
            erased = await privacy.erase_forgotten(
                session, self._changes, self._club.zone, self._settings.guest_retention_days
            )
            await session.commit()
        if erased:
            log.info("erased %d guest profiles nobody booked for %d days", erased,
                     self._settings.guest_retention_days)  # fmt: skip
        return erased
