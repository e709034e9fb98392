"""reservation rules

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-24

The club's booking rules (opening nights, capacity, package limits, cut-off, window, phone),
blackout dates, the per-night row that makes bookings of one night take turns, a booking's
phone and package, and the "expired" status of a request whose night passed undecided.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

TIMESTAMP = sa.DateTime(timezone=True)
JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "reservation_settings",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("opening_weekdays", JSON, nullable=True),
        sa.Column("max_guests_per_night", sa.Integer(), nullable=True),
        sa.Column("max_bookings_per_night", sa.Integer(), nullable=True),
        sa.Column("package_limits", JSON, nullable=False),
        sa.Column("same_day_cutoff", sa.String(length=5), nullable=True),
        sa.Column("booking_window_days", sa.Integer(), nullable=False),
        sa.Column("phone_required", sa.Boolean(), nullable=False),
        sa.Column("updated_at", TIMESTAMP, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_reservation_settings")),
    )
    op.create_table(
        "blackout_dates",
        sa.Column("date", sa.Date(), nullable=False),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("date", name=op.f("pk_blackout_dates")),
    )
    op.create_table(
        "reservation_nights",
        sa.Column("date", sa.Date(), nullable=False),
        sa.Column("bookings", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("date", name=op.f("pk_reservation_nights")),
    )
    with op.batch_alter_table("reservations", schema=None) as batch_op:
        batch_op.drop_constraint(op.f("ck_reservations_status"), type_="check")
        batch_op.create_check_constraint(
            op.f("ck_reservations_status"),
            "status IN ('pending', 'confirmed', 'rejected', 'expired')",
        )
        batch_op.add_column(sa.Column("phone", sa.String(length=32), nullable=True))
        batch_op.add_column(sa.Column("package_id", sa.Uuid(), nullable=True))
        batch_op.add_column(sa.Column("package_name", sa.Text(), nullable=True))
        batch_op.create_index(batch_op.f("ix_reservations_package_id"), ["package_id"])
        batch_op.create_foreign_key(
            batch_op.f("fk_reservations_package_id_packages"),
            "packages",
            ["package_id"],
            ["id"],
            ondelete="SET NULL",
        )


def downgrade() -> None:
    # An expired request was a pending one whose night passed.
    op.execute("UPDATE reservations SET status = 'pending' WHERE status = 'expired'")
    with op.batch_alter_table("reservations", schema=None) as batch_op:
        batch_op.drop_constraint(op.f("ck_reservations_status"), type_="check")
        batch_op.create_check_constraint(
            op.f("ck_reservations_status"), "status IN ('pending', 'confirmed', 'rejected')"
        )
        batch_op.drop_constraint(
            batch_op.f("fk_reservations_package_id_packages"), type_="foreignkey"
        )
        batch_op.drop_index(batch_op.f("ix_reservations_package_id"))
        batch_op.drop_column("package_name")
        batch_op.drop_column("package_id")
        batch_op.drop_column("phone")
    op.drop_table("reservation_nights")
    op.drop_table("blackout_dates")
    op.drop_table("reservation_settings")
