"""The reservation form's nights (`GET /api/reservation-availability`) as a prepared answer.

The answer changes with every booking, so it is kept only until the change feed reports a write
to what it is made of (reservations, the booking rules, blackout nights, the events that open
their nights, the club's settings), in this process or, through PostgreSQL's
LISTEN/NOTIFY, in another; and only until the clock changes it by itself: the next night starts,
or tonight's same-day cut-off passes.

The rules and blackout nights a booking is checked against (`in_force`) are kept the same way,
until the feed reports a write to any of those tables but the reservations, the club's night
changes or a second has passed: a booking then reads no settings, no events and no blackout
dates. The counts (room left, the guest's other requests) are always read in the
booking's own transaction.
"""

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta
from time import monotonic
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from nocturne.core.db import session_scope
from nocturne.http.prepared import Prepared
from nocturne.inbox import availability
from nocturne.kit.nights import NIGHT_ENDS, club_today, during_night
from nocturne.live.changes import Change

PATH = "/api/reservation-availability"
RULE_TABLES = frozenset({"reservation_settings", "blackout_dates", "events", "club_settings"})
WATCHED_TABLES = RULE_TABLES | {"reservations"}
# The form reads it afresh each time it opens; a 304 saves the body.
CACHE_CONTROL = "no-cache"
# The rules a booking is checked against are read again at least this often, whatever the
# change feed says: a change it missed (a PostgreSQL listener that died unnoticed until its
# keep-alive) is applied this late at worst. A few reads a second cost nothing.
RULES_KEPT_SECONDS = 1.0


def changes_by_itself_at(rules: availability.Rules, zone: ZoneInfo, now: datetime) -> datetime:
    """When the answer at `now` changes with no write: the next night's start, or tonight's
    same-day cut-off if it comes first."""
    today = club_today(zone, now)
    moments = [datetime.combine(today + timedelta(days=1), time(), tzinfo=zone) + NIGHT_ENDS]
    if rules.same_day_cutoff:
        cutoff = during_night(today, time.fromisoformat(rules.same_day_cutoff), zone)
        if cutoff > now:
            moments.append(cutoff)
    return min(moments).astimezone(UTC)


@dataclass(frozen=True)
class _Kept:
    number: int
    prepared: Prepared
    until: datetime


class AvailabilityAnswers:
    def __init__(
        self, sessionmaker: async_sessionmaker[AsyncSession], zone: Callable[[], ZoneInfo]
    ) -> None:
        """`sessionmaker` should be the read-only one; `zone` reads the club's time zone."""
        self._sessionmaker = sessionmaker
        self._zone = zone
        self._number = 0
        self._kept: _Kept | None = None
        self._lock = asyncio.Lock()
        self._rules_number = 0
        self._in_force: availability.InForce | None = None
        self._in_force_until = 0.0

    def on_change(self, change: Change) -> None:
        if change.table in WATCHED_TABLES:
            self._number += 1
            self._kept = None
        if change.table in RULE_TABLES:
            self._rules_number += 1
            self._in_force = None

    async def in_force(self, session: AsyncSession, zone: ZoneInfo) -> availability.InForce:
        """The booking rules and the blackout nights from tonight on, read with `session` when
        they changed since they were last read, the night changed, or RULES_KEPT_SECONDS
        passed (the bound on how late a change is applied should the change feed miss one)."""
        today = club_today(zone)
        kept = self._in_force
        if kept is not None and kept.since == today and monotonic() < self._in_force_until:
            return kept
        number = self._rules_number
        found = await availability.in_force(session, today)
        if number == self._rules_number:  # no change landed while we read
            self._in_force = found
            self._in_force_until = monotonic() + RULES_KEPT_SECONDS
        return found

    def _current(self) -> Prepared | None:
        kept = self._kept
        if kept is not None and kept.number == self._number and datetime.now(UTC) < kept.until:
            return kept.prepared
        return None

    async def get(self) -> Prepared:
        found = self._current()
        if found is not None:
            return found
        async with self._lock:
            found = self._current()
            if found is not None:
                return found
            number = self._number
            zone = self._zone()
            now = datetime.now(zone)
            async with session_scope(self._sessionmaker) as session:
                rules = await availability.rules(session)
                answer = await availability.availability_public(session, zone, now, rules)
            # Made again after every booking: compressed quickly.
            prepared = Prepared.of(
                answer.model_dump_json().encode(), "application/json", CACHE_CONTROL, quick=True
            )
            # A booking that landed while we read must not be hidden behind this answer.
            if number == self._number:
                self._kept = _Kept(number, prepared, changes_by_itself_at(rules, zone, now))
            return prepared
