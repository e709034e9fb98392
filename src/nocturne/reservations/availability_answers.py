"""The reservation form's nights (`GET /api/reservation-availability`): what they are made of
and when they change by themselves; and the booking rules kept between their changes.

The route's answer is kept by the response cache (http/response_cache.py) until the change feed
reports a write to what it is made of (`TABLES`: reservations, the booking rules, blackout
nights, the events that open their nights, the club's settings, its tables), in this process
or, through PostgreSQL's LISTEN/NOTIFY, in another; and only until the clock changes it by itself
(`changes_by_itself_at`): the next night starts, or tonight's same-day cut-off passes.

The rules and blackout nights a booking is checked against (`in_force`) are kept until the feed
reports a write to any of those tables but the reservations, the club's night changes or a
second has passed: a booking then reads no settings, no events and no blackout dates; the
club's address and contacts its receipt gives are kept the same way. The counts (room left, the
guest's other requests) are always read in the booking's own transaction.
"""

import asyncio
from collections.abc import Awaitable, Callable
from datetime import UTC, date, datetime, time
from time import monotonic
from typing import Generic, TypeVar
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from nocturne.club.nights import club_today, during_night, next_night_starts
from nocturne.core.db import session_scope
from nocturne.live.changes import Change
from nocturne.mail.letters import reservations as letters
from nocturne.reservations import booking_rules
from nocturne.reservations.notifications import load_club

RULE_TABLES = frozenset({"reservation_settings", "blackout_dates", "events", "club_settings"})
# What a receipt's club is made of.
CLUB_TABLES = frozenset({"contact_sections"})
# What the form's nights are made of.
TABLES = RULE_TABLES | {"reservations", "club_tables"}
# The form reads it afresh each time it opens; a 304 saves the body.
CACHE_CONTROL = "no-cache"
# The rules a booking is checked against are read again at least this often, whatever the
# change feed says: a change it missed (a PostgreSQL listener that died unnoticed until its
# keep-alive) is applied this late at worst. A few reads a second cost nothing.
RULES_KEPT_SECONDS = 1.0


def changes_by_itself_at(rules: booking_rules.Rules, zone: ZoneInfo, now: datetime) -> datetime:
    """When the answer at `now` changes with no write: the next night's start, or tonight's
    same-day cut-off if it comes first."""
    today = club_today(zone, now)
    moments = [next_night_starts(zone, now)]
    if rules.same_day_cutoff:
        cutoff = during_night(today, time.fromisoformat(rules.same_day_cutoff), zone)
        if cutoff > now:
            moments.append(cutoff)
    return min(moments).astimezone(UTC)


Value = TypeVar("Value")


class _Kept(Generic[Value]):
    """A value read from the database, kept until the change feed reports a write to one of
    `tables`, its `key` changes, or RULES_KEPT_SECONDS pass. Requests that find it stale at
    the same moment share one read."""

    def __init__(self, tables: frozenset[str]) -> None:
        self._tables = tables
        self._number = 0
        self._value: Value | None = None
        self._key: object = None
        self._until = 0.0
        # The read under way: for which key, after which change, and its outcome.
        self._reading: tuple[object, int, asyncio.Future[Value]] | None = None

    def on_change(self, change: Change) -> None:
        if change.table in self._tables:
            self._number += 1
            self._value = None

    async def get(self, key: object, read: Callable[[], Awaitable[Value]]) -> Value:
        kept = self._value
        if kept is not None and self._key == key and monotonic() < self._until:
            return kept
        number = self._number
        reading = self._reading
        if reading is not None and reading[0] == key and reading[1] == number:
            return await asyncio.shield(reading[2])
        underway = asyncio.ensure_future(read())
        self._reading = (key, number, underway)
        try:
            found = await asyncio.shield(underway)
        finally:
            if self._reading is not None and self._reading[2] is underway:
                self._reading = None
        if number == self._number:  # no change landed while we read
            self._value, self._key = found, key
            self._until = monotonic() + RULES_KEPT_SECONDS
        return found


class BookingFacts:
    """What every booking reads that seldom changes, kept between its changes
    (app.state.booking_facts): the booking rules and blackout nights it is checked against, and
    the club's address and contacts its receipt gives. Read, when they must be, before the
    booking is handed to the booking desk, on a connection of `sessionmaker`'s."""

    def __init__(self, sessionmaker: async_sessionmaker[AsyncSession]) -> None:
        self._sessionmaker = sessionmaker
        self._in_force = _Kept[booking_rules.InForce](RULE_TABLES)
        self._club = _Kept[letters.Club](CLUB_TABLES)

    def on_change(self, change: Change) -> None:
        self._in_force.on_change(change)
        self._club.on_change(change)

    async def in_force(self, zone: ZoneInfo, night: date) -> booking_rules.InForce:
        """The booking rules and the blackout nights from tonight on, read again when they
        changed since they were last read, the night changed, or RULES_KEPT_SECONDS passed (the
        bound on how late a change is applied should the change feed miss one). A night
        before tonight (refused as past) is read on its own."""
        today = club_today(zone)
        since = min(today, night)
        if since < today:
            return await self._read(lambda session: booking_rules.in_force(session, night, night))
        return await self._in_force.get(
            today, lambda: self._read(lambda session: booking_rules.in_force(session, today))
        )

    async def club(self, name: str, public_url: str) -> letters.Club:
        """The club as its guests' mails present it, read as `in_force` is."""
        return await self._club.get(
            (name, public_url),
            lambda: self._read(lambda session: load_club(session, name, public_url)),
        )

    async def _read(self, read: Callable[[AsyncSession], Awaitable[Value]]) -> Value:
        async with session_scope(self._sessionmaker) as session:
            return await read(session)
