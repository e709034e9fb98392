"""Each process erases, every few hours, the guests' profiles nobody booked for
`guest_retention_days` (guests/privacy.py). Two processes at it at once erase each profile
once: the second finds it gone."""

import logging

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from nocturne.club.service import Club
from nocturne.config import Settings
from nocturne.core.db import session_scope
from nocturne.guests import matching, privacy
from nocturne.kit.clock import SYSTEM_CLOCK, Clock
from nocturne.kit.periodic import Periodic
from nocturne.live.changes import ChangeFeed

log = logging.getLogger(__name__)

EVERY_SECONDS = 6 * 3600.0


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
        self._rounds = Periodic(
            "guest-retention", self.erase_forgotten, lambda: EVERY_SECONDS, clock
        )

    def start(self) -> None:
        self._rounds.start()

    async def stop(self) -> None:
        await self._rounds.stop()

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
