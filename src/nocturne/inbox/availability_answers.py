"""The reservation form's nights (`GET /api/reservation-availability`) as a prepared answer.

The answer changes with every booking, so it is kept only until the change feed reports a write
to what it is made of (reservations, the booking rules, blackout nights, the contact hours that
may give the opening nights, the club's settings), in this process or, through PostgreSQL's
LISTEN/NOTIFY, in another; and only until the clock changes it by itself: the next night starts,
or tonight's same-day cut-off passes.
"""

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from nocturne.core.db import session_scope
from nocturne.http.prepared import Prepared
from nocturne.inbox import availability
from nocturne.kit.nights import NIGHT_ENDS, club_today
from nocturne.live.changes import Change

PATH = "/api/reservation-availability"
WATCHED_TABLES = frozenset(
    {"reservations", "reservation_settings", "blackout_dates", "contact_sections", "club_settings"}
)
# The form reads it afresh each time it opens; a 304 saves the body.
CACHE_CONTROL = "no-cache"


def changes_by_itself_at(rules: availability.Rules, zone: ZoneInfo, now: datetime) -> datetime:
    """When the answer at `now` changes with no write: the next night's start, or tonight's
    same-day cut-off if it comes first."""
    today = club_today(zone, now)
    moments = [datetime.combine(today + timedelta(days=1), time(), tzinfo=zone) + NIGHT_ENDS]
    if rules.same_day_cutoff:
        cutoff = datetime.combine(today, time.fromisoformat(rules.same_day_cutoff), tzinfo=zone)
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

    def on_change(self, change: Change) -> None:
        if change.table in WATCHED_TABLES:
            self._number += 1
            self._kept = None

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
