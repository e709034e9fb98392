"""Bottle-service reservations, the nights they fill and the club's booking rules."""

import uuid
from datetime import date, datetime
from typing import Any

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    Date,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    Uuid,
    false,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.models.base import Base, JSONColumn, UTCDateTime, UUIDPrimaryKey, utcnow
from nocturne.models.content import _one_of

# "confirmed" replaces deleting on Complete (docs/product.md): the door's guest list must survive.
# "expired": a request still pending once its night has passed (it holds no places).
# "cancelled": the guest called it off (from the booking's page); it holds no places either.
RESERVATION_STATUSES = ("pending", "confirmed", "rejected", "expired", "cancelled")
# Where a booking came from: the public form, or staff taking it by phone or at the door.
RESERVATION_SOURCES = ("web", "phone", "walk_in")
# How many guests beyond the booked party the door may let in (friends they bring along).
ARRIVALS_OVER_MAX = 10


class Reservation(UUIDPrimaryKey, Base):
    __tablename__ = "reservations"
    __table_args__ = (
        CheckConstraint(_one_of("status", RESERVATION_STATUSES), name="status"),
        CheckConstraint("guests BETWEEN 1 AND 20", name="guests_range"),
        CheckConstraint(_one_of("source", RESERVATION_SOURCES), name="source"),
        CheckConstraint(
            f"arrived BETWEEN 0 AND guests + {ARRIVALS_OVER_MAX}", name="arrived_range"
        ),
        # A booking counts its night's load and looks for the guest's earlier request: each from
        # an index alone, however many requests the night holds (reservations/booking_rules.py).
        # Both begin with the date, so they also serve every read of one night.
        Index("ix_reservations_night_load", "date", "status", "guests"),
        Index("ix_reservations_night_guest", "date", text("lower(email)")),
    )

    name: Mapped[str] = mapped_column(Text)
    # Null for a booking staff took by phone or at the door without one.
    email: Mapped[str | None] = mapped_column(String(320))
    date: Mapped[date] = mapped_column(Date)
    time: Mapped[str] = mapped_column(String(5))
    guests: Mapped[int] = mapped_column(Integer)
    occasion: Mapped[str | None] = mapped_column(String(32))
    requests: Mapped[str | None] = mapped_column(Text)
    phone: Mapped[str | None] = mapped_column(String(32))
    # The package the guest chose; its name is kept too, for when the package is gone.
    package_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid(), ForeignKey("packages.id", ondelete="SET NULL"), index=True
    )
    package_name: Mapped[str | None] = mapped_column(Text)
    # The area the guest chose (Main Floor, VIP Room...); its name is kept too, like a package's.
    area_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid(), ForeignKey("areas.id", ondelete="SET NULL"), index=True
    )
    area_name: Mapped[str | None] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(16), default="pending", index=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, index=True)
    # Staff only: the guest never sees these.
    table_label: Mapped[str | None] = mapped_column(String(140))
    staff_notes: Mapped[str | None] = mapped_column(Text)
    source: Mapped[str] = mapped_column(String(16), default="web", server_default="web")
    # The door: how many of the party have come in, or that nobody came.
    arrived: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    no_show: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    # When staff confirmed or declined it (undone: null again), and the reason the guest is told.
    decided_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    decline_reason: Mapped[str | None] = mapped_column(Text)
    cancelled_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    # When the day's reminder was stored to be mailed (reservations/reminders.py): once.
    reminded_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    # The guest's profile, found by the address or phone number (guests/matching.py); null
    # until the booking is matched, which a staff read does first.
    guest_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid(), ForeignKey("guests.id", ondelete="SET NULL"), index=True
    )

    def audit_label(self) -> str:
        """How the audit log names it: the guest, the night and the party."""
        night = self.date
        return f"{self.name}, {night:%a} {night.day} {night:%b %Y}, {self.guests} guests"


class ReservationLinkUse(Base):
    """A signed Confirm or Decline link from a staff mail that has been used: each works once."""

    __tablename__ = "reservation_link_uses"

    token_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    used_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class BookingRules(UUIDPrimaryKey, Base):
    """The club's booking rules (one row; without it the defaults apply). The table keeps the
    name it was created with."""

    __tablename__ = "reservation_settings"

    # Weekdays a night can be booked, Monday = 0; null: every night (never saved).
    opening_weekdays: Mapped[list[int] | None] = mapped_column(JSONColumn)
    max_guests_per_night: Mapped[int | None] = mapped_column(Integer)
    max_bookings_per_night: Mapped[int | None] = mapped_column(Integer)
    # Bookings for a package per night, by package id.
    package_limits: Mapped[dict[str, Any]] = mapped_column(JSONColumn, default=dict)
    # Booking for tonight closes at this local time ("HH:MM"); null: open until the night ends.
    same_day_cutoff: Mapped[str | None] = mapped_column(String(5))
    booking_window_days: Mapped[int] = mapped_column(Integer)
    phone_required: Mapped[bool] = mapped_column(Boolean)
    assign_table_on_confirm: Mapped[bool] = mapped_column(
        Boolean, default=False, server_default=false()
    )
    # A request is taken only while a table the club sells online seats the party that night.
    requests_need_table: Mapped[bool] = mapped_column(
        Boolean, default=False, server_default=false()
    )
    # What the guest reads before cancelling a booking; null: the product's own words.
    cancellation_policy: Mapped[str | None] = mapped_column(Text)
    # When a confirmed guest is mailed a reminder on the day, club time ("HH:MM"); null: never.
    reminder_time: Mapped[str | None] = mapped_column(String(5), server_default="15:00")
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)


class BlackoutDate(Base):
    """A night the club takes no bookings for (a private hire, a holiday)."""

    __tablename__ = "blackout_dates"

    date: Mapped[date] = mapped_column(Date, primary_key=True)
    reason: Mapped[str | None] = mapped_column(Text)


class ReservationNight(Base):
    """One row per night that has bookings, written first by every booking for that night: the
    write makes concurrent bookings of one night take turns (a row lock on PostgreSQL, the write
    lock on SQLite), so capacity and duplicates are checked against a settled count.

    It also keeps the night's load: the guests and bookings that hold places (pending or
    confirmed). The database keeps those two right, by triggers on `reservations` (migration
    0016): every write to a reservation, whatever makes it, moves them."""

    __tablename__ = "reservation_nights"

    date: Mapped[date] = mapped_column(Date, primary_key=True)
    # Bookings that took the night's turn, refused ones included.
    bookings: Mapped[int] = mapped_column(Integer, default=0)
    held_guests: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    held_bookings: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
