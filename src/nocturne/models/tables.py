"""The club's tables: the areas they stand in, the floor plans they are drawn on, the nights one
is held back or priced higher, and which party holds which table on a night."""

import uuid
from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    Date,
    ForeignKey,
    Integer,
    Numeric,
    String,
    Text,
    Uuid,
    false,
    true,
)
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.models.base import Base, UTCDateTime, UUIDPrimaryKey, utcnow
from nocturne.models.content import _one_of

TABLE_SHAPES = ("round", "rect")
# A plan's drawing space: every table's place and size on it is in these units, whatever the
# size of the picture behind it or of the screen that shows it.
PLAN_WIDTH = 1000
PLAN_HEIGHT = 700
MAX_SEATS = 50


class FloorPlan(UUIDPrimaryKey, Base):
    """One room or floor of the club as staff draw it: a picture behind, tables on top."""

    __tablename__ = "floor_plans"

    name: Mapped[str] = mapped_column(Text, unique=True)
    position: Mapped[int] = mapped_column(Integer, default=0)
    # The floor plan's picture (from the media library); null: a plain dark floor.
    image: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class Area(UUIDPrimaryKey, Base):
    """What a guest books: a kind of table (Main Floor, Mezzanine, VIP Room...)."""

    __tablename__ = "areas"

    name: Mapped[str] = mapped_column(Text, unique=True)
    description: Mapped[str | None] = mapped_column(Text)
    position: Mapped[int] = mapped_column(Integer, default=0)
    # Whether a guest booking online may pick the exact table here (otherwise staff assign it).
    guests_pick_table: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class ClubTable(UUIDPrimaryKey, Base):
    """A table of the club's inventory; its label is what staff and the door call it."""

    __tablename__ = "club_tables"
    __table_args__ = (
        CheckConstraint(f"seats_min BETWEEN 1 AND {MAX_SEATS}", name="seats_min_range"),
        CheckConstraint(f"seats_max BETWEEN seats_min AND {MAX_SEATS}", name="seats_max_range"),
        CheckConstraint("minimum_spend >= 0", name="minimum_spend_not_negative"),
        CheckConstraint(_one_of("shape", TABLE_SHAPES), name="shape"),
        CheckConstraint(
            f"x BETWEEN 0 AND {PLAN_WIDTH} AND y BETWEEN 0 AND {PLAN_HEIGHT}", name="on_the_plan"
        ),
    )

    label: Mapped[str] = mapped_column(String(32), unique=True)
    area_id: Mapped[uuid.UUID] = mapped_column(
        Uuid(), ForeignKey("areas.id", ondelete="RESTRICT"), index=True
    )
    seats_min: Mapped[int] = mapped_column(Integer)
    seats_max: Mapped[int] = mapped_column(Integer)
    # Per night, in the club's currency; a night may raise it (TableNight).
    minimum_spend: Mapped[Decimal] = mapped_column(Numeric(10, 2), default=Decimal(0))
    # Whether the online form may offer it; staff can assign any table.
    online: Mapped[bool] = mapped_column(Boolean, default=True, server_default=true())
    # Where it is drawn: its plan (null: not placed yet), its centre and size in plan units.
    plan_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid(), ForeignKey("floor_plans.id", ondelete="SET NULL"), index=True
    )
    shape: Mapped[str] = mapped_column(String(8), default="round", server_default="round")
    x: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    y: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    width: Mapped[int] = mapped_column(Integer, default=60, server_default="60")
    height: Mapped[int] = mapped_column(Integer, default=60, server_default="60")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class TableNight(Base):
    """One night's exception for a table: held back from everyone, or a higher minimum spend
    (an event night)."""

    __tablename__ = "table_nights"
    __table_args__ = (
        CheckConstraint("minimum_spend IS NULL OR minimum_spend >= 0", name="minimum_spend"),
    )

    table_id: Mapped[uuid.UUID] = mapped_column(
        Uuid(), ForeignKey("club_tables.id", ondelete="CASCADE"), primary_key=True
    )
    date: Mapped[date] = mapped_column(Date, primary_key=True)
    held: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    minimum_spend: Mapped[Decimal | None] = mapped_column(Numeric(10, 2))


class TableAssignment(Base):
    """A party holds a table for a night. The primary key is the rule: one table, one party a
    night, on both databases, however many staff assign at once. A party on two tables (combined
    for a big group) has a row for each."""

    __tablename__ = "table_assignments"

    table_id: Mapped[uuid.UUID] = mapped_column(
        Uuid(), ForeignKey("club_tables.id", ondelete="CASCADE"), primary_key=True
    )
    date: Mapped[date] = mapped_column(Date, primary_key=True)
    reservation_id: Mapped[uuid.UUID] = mapped_column(
        Uuid(), ForeignKey("reservations.id", ondelete="CASCADE"), index=True
    )
    assigned_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
