"""night loads kept by the database

Revision ID: 0016
Revises: 0015
Create Date: 2026-11-28

A booking used to count its night's load (the guests and bookings that hold places) over the
night's reservations, which grows with a busy night. The night's row now keeps that load, and
the database keeps it right: triggers on `reservations` add a booking that holds places (pending
or confirmed) and take away one that stops holding them (declined, moved to another night,
deleted, its party changed), whatever writes it, the server, a script or a person at the psql
prompt. A booking reads one row. The load is written here once for the reservations already
stored.

On SQLite a later revision that rebuilds `reservations` (a batch_alter_table that copies the
table) drops its triggers with the old table: such a revision creates them again (SQLITE_TRIGGERS).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016"
down_revision: str | None = "0015"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# SQLite: one trigger per kind of write. An update is a removal from the old night followed by
# an addition to the new one.
SQLITE_ADD = (
    "INSERT INTO reservation_nights (date, bookings, held_guests, held_bookings) "
    "VALUES (NEW.date, 0, NEW.guests, 1) ON CONFLICT (date) DO UPDATE SET "
    "held_guests = held_guests + excluded.held_guests, held_bookings = held_bookings + 1;"
)
SQLITE_REMOVE = (
    "UPDATE reservation_nights SET held_guests = held_guests - OLD.guests, "
    "held_bookings = held_bookings - 1 WHERE date = OLD.date;"
)
SQLITE_TRIGGERS = (
    f"CREATE TRIGGER reservations_night_load_insert AFTER INSERT ON reservations "
    f"WHEN NEW.status IN ('pending', 'confirmed') BEGIN {SQLITE_ADD} END",
    f"CREATE TRIGGER reservations_night_load_delete AFTER DELETE ON reservations "
    f"WHEN OLD.status IN ('pending', 'confirmed') BEGIN {SQLITE_REMOVE} END",
    f"CREATE TRIGGER reservations_night_load_update_old AFTER UPDATE OF date, guests, status "
    f"ON reservations WHEN OLD.status IN ('pending', 'confirmed') BEGIN {SQLITE_REMOVE} END",
    f"CREATE TRIGGER reservations_night_load_update_new AFTER UPDATE OF date, guests, status "
    f"ON reservations WHEN NEW.status IN ('pending', 'confirmed') BEGIN {SQLITE_ADD} END",
)
SQLITE_TRIGGER_NAMES = (
    "reservations_night_load_insert",
    "reservations_night_load_delete",
    "reservations_night_load_update_old",
    "reservations_night_load_update_new",
)

# PostgreSQL: one function. A booking moved between nights touches the earlier night's row
# first, so two moves in opposite directions lock the two rows in the same order.
POSTGRES_FUNCTION = """
CREATE FUNCTION reservations_night_load() RETURNS trigger AS $$
DECLARE
    old_holds boolean := TG_OP <> 'INSERT' AND OLD.status IN ('pending', 'confirmed');
    new_holds boolean := TG_OP <> 'DELETE' AND NEW.status IN ('pending', 'confirmed');
BEGIN
    IF old_holds AND (NOT new_holds OR OLD.date <= NEW.date) THEN
        UPDATE reservation_nights SET held_guests = held_guests - OLD.guests,
            held_bookings = held_bookings - 1 WHERE date = OLD.date;
        old_holds := false;
    END IF;
    IF new_holds THEN
        INSERT INTO reservation_nights (date, bookings, held_guests, held_bookings)
        VALUES (NEW.date, 0, NEW.guests, 1)
        ON CONFLICT (date) DO UPDATE SET
            held_guests = reservation_nights.held_guests + excluded.held_guests,
            held_bookings = reservation_nights.held_bookings + 1;
    END IF;
    IF old_holds THEN
        UPDATE reservation_nights SET held_guests = held_guests - OLD.guests,
            held_bookings = held_bookings - 1 WHERE date = OLD.date;
    END IF;
    RETURN NULL;
END
$$ LANGUAGE plpgsql
"""
POSTGRES_TRIGGER = (
    "CREATE TRIGGER reservations_night_load AFTER INSERT OR DELETE OR UPDATE OF date, guests, "
    "status ON reservations FOR EACH ROW EXECUTE FUNCTION reservations_night_load()"
)

BACKFILL = (
    "INSERT INTO reservation_nights (date, bookings, held_guests, held_bookings) "
    "SELECT date, 0, sum(guests), count(*) FROM reservations "
    "WHERE status IN ('pending', 'confirmed') GROUP BY date "
    "ON CONFLICT (date) DO UPDATE SET held_guests = excluded.held_guests, "
    "held_bookings = excluded.held_bookings"
)


def upgrade() -> None:
    with op.batch_alter_table("reservation_nights", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("held_guests", sa.Integer(), nullable=False, server_default="0")
        )
        batch_op.add_column(
            sa.Column("held_bookings", sa.Integer(), nullable=False, server_default="0")
        )
    op.execute(BACKFILL)
    if op.get_bind().dialect.name == "postgresql":
        op.execute(POSTGRES_FUNCTION)
        op.execute(POSTGRES_TRIGGER)
    else:
        for statement in SQLITE_TRIGGERS:
            op.execute(statement)


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER reservations_night_load ON reservations")
        op.execute("DROP FUNCTION reservations_night_load()")
    else:
        for name in SQLITE_TRIGGER_NAMES:
            op.execute(f"DROP TRIGGER {name}")
    with op.batch_alter_table("reservation_nights", schema=None) as batch_op:
        batch_op.drop_column("held_bookings")
        batch_op.drop_column("held_guests")
