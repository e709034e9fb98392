"""The day's reminder: on the night of a confirmed booking, from the time the club chose (a
booking rule, 3 PM club time unless it says otherwise; none when it chose none), its guest is
mailed the night, the way there and the link to change or cancel.

Every process looks every `reminder_poll_seconds`. Each booking is reminded in a transaction of
its own: a conditional UPDATE marks it reminded, and the mail is stored in the outbox with the
mark (mail/outbox.py). Of two processes at it at once, one UPDATE wins and the other matches no
row; a process killed before its commit leaves neither mark nor mail, and one killed after it
leaves both, which the outbox sends. So each booking's reminder is stored once and mailed once.
"""

import uuid
from datetime import date, datetime

from sqlalchemy import Select, select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from nocturne.club.nights import club_today, starts_at
from nocturne.club.service import Club
from nocturne.config import Settings
from nocturne.core.db import session_scope
from nocturne.kit.clock import SYSTEM_CLOCK, Clock
from nocturne.kit.periodic import Periodic
from nocturne.models import Reservation
from nocturne.reservations import booking_rules
from nocturne.reservations.notifications import Notifier, load_club


class Reminders:
    def __init__(
        self,
        sessionmaker: async_sessionmaker[AsyncSession],
        notifier: Notifier,
        club: Club,
        settings: Settings,
        clock: Clock = SYSTEM_CLOCK,
    ) -> None:
        self._sessionmaker = sessionmaker
        self._notifier = notifier
        self._club = club
        self._settings = settings
        self.clock = clock
        self._rounds = Periodic(
            "reminders", self.send_due, lambda: settings.reminder_poll_seconds, clock
        )

    def start(self) -> None:
        self._rounds.start()

    async def stop(self) -> None:
        await self._rounds.stop()

    async def send_due(self) -> int:
        """Store the reminders due now; returns how many this process stored."""
        now = self.clock.now()
        zone = self._club.zone
        tonight = club_today(zone, now)
        async with session_scope(self._sessionmaker) as session:
            at = (await booking_rules.rules(session)).reminder_time
            due = at is not None and (start := starts_at(tonight, at, zone)) and start <= now
            ids = list(await session.scalars(_waiting(tonight))) if due else []
            await session.commit()
        stored = 0
        for row_id in ids:
            stored += await self._remind(row_id, now)
        return stored

    async def _remind(self, row_id: uuid.UUID, now: datetime) -> int:
        async with session_scope(self._sessionmaker) as session:
            marked = await session.execute(
                update(Reservation)
                .where(Reservation.id == row_id, Reservation.reminded_at.is_(None))
                .values(reminded_at=now)
                .execution_options(synchronize_session=False)
            )
            if marked.rowcount != 1:  # type: ignore[attr-defined]
                return 0  # another process has it
            row = await session.get(Reservation, row_id)
            if row is None or row.status != "confirmed" or not row.email:
                await session.rollback()
                return 0
            club = await load_club(session, self._settings.club_name, self._settings.public_url)
            await self._notifier.reminder(session, row, club)
            await session.commit()
        self._notifier.outbox.committed()
        return 1


def _waiting(tonight: date) -> Select[uuid.UUID]:
    """Tonight's confirmed bookings with an address, nobody in yet, not reminded."""
    return select(Reservation.id).where(
        Reservation.date == tonight,
        Reservation.status == "confirmed",
        Reservation.email.is_not(None),
        Reservation.arrived == 0,
        Reservation.no_show.is_(False),
        Reservation.reminded_at.is_(None),
    )
