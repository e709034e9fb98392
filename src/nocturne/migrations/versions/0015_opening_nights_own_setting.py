"""opening nights, their own setting

Revision ID: 0015
Revises: 0014
Create Date: 2026-11-27

Which nights can be booked used to be read from the contact hours whenever the booking rules
named none, so rewording the hours could open or close nights. The rules now hold them alone
(null: every night). A club upgrading keeps the nights it took bookings for: those its contact
hours gave are written into its rules here, once; the hours are only text from then on.

The reading below is the one the server used until this revision, kept here as it was: a line
such as "Thursday - Saturday" with a clock time ("10:00 PM - 3:00 AM") opens its days; a line
without a time ("Private events only") opens none; hours that name no day at all left every
night open.
"""

import re
import uuid
from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0015"
down_revision: str | None = "0014"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DAY_WORD = re.compile(r"\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b", re.IGNORECASE)
_EVERY_DAY = re.compile(r"\b(daily|every ?day|7 days)\b", re.IGNORECASE)
_RANGE = re.compile("[-\u2013\u2014]|\\bto\\b|\\bthrough\\b", re.IGNORECASE)
_CLOCK = re.compile(r"\d{1,2}(:\d{2})?\s*(am|pm)|\d{1,2}:\d{2}", re.IGNORECASE)
# The booking rules' defaults, for a club that saved none.
BOOKING_WINDOW_DAYS = 366

settings = sa.table(
    "reservation_settings",
    sa.column("id", sa.Uuid()),
    sa.column("opening_weekdays", JSON),
    sa.column("package_limits", JSON),
    sa.column("booking_window_days", sa.Integer()),
    sa.column("phone_required", sa.Boolean()),
    sa.column("updated_at", sa.DateTime(timezone=True)),
)
contact = sa.table("contact_sections", sa.column("hours", JSON))


def weekdays_from_hours(hours: list[dict[str, Any]]) -> list[int] | None:
    named = False
    open_days: set[int] = set()
    for line in hours:
        day, clock = str(line.get("day", "")), str(line.get("time", ""))
        found = [
            next(i for i, name in enumerate(WEEKDAYS) if name.startswith(match.lower()[:3]))
            for match in _DAY_WORD.findall(day)
        ]
        every_day = bool(_EVERY_DAY.search(day))
        named = named or bool(found) or every_day
        if not _CLOCK.search(clock):
            continue
        if every_day:
            open_days.update(range(7))
        elif len(found) == 2 and _RANGE.search(day):
            start, end = found
            open_days.update((start + i) % 7 for i in range((end - start) % 7 + 1))
        else:
            open_days.update(found)
    return sorted(open_days) if named else None


def upgrade() -> None:
    bind = op.get_bind()
    hours = bind.execute(sa.select(contact.c.hours).limit(1)).scalar()
    weekdays = weekdays_from_hours(hours) if isinstance(hours, list) else None
    if weekdays is None:
        return  # every night, as before
    saved = bind.execute(sa.select(settings.c.id, settings.c.opening_weekdays).limit(1)).first()
    if saved is None:
        bind.execute(
            settings.insert().values(
                id=uuid.uuid4(),
                opening_weekdays=weekdays,
                package_limits={},
                booking_window_days=BOOKING_WINDOW_DAYS,
                phone_required=True,
                updated_at=sa.func.now(),
            )
        )
    elif saved.opening_weekdays is None:
        bind.execute(
            settings.update().where(settings.c.id == saved.id).values(opening_weekdays=weekdays)
        )


def downgrade() -> None:
    # The rules keep the nights written here; the old server reads them as staff's own.
    pass
