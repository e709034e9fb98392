"""guest profiles and cancellations

Revision ID: 0022
Revises: 0021
Create Date: 2026-11-28

Guest profiles, and the profile each booking belongs to. Bookings made before are matched to
their profiles by the server the first time staff read them (guests/matching.py), as new ones
are: no data is moved here. A guest may cancel a booking (a status of its own, and when), under
the club's cancellation policy (a booking rule). A confirmed guest is reminded on the day, once
(when, a booking rule: 3 PM unless the club says otherwise). A mail may carry a calendar file
(the confirmation does). Going down, a cancelled booking becomes a declined one.
"""

import importlib
from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

from nocturne.models.base import JSONColumn, UTCDateTime

revision: str = "0022"
down_revision: str | None = "0021"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

IN_USE = sa.text("merged_into_id IS NULL")
STATUSES_BEFORE = ("pending", "confirmed", "rejected", "expired")
STATUSES = (*STATUSES_BEFORE, "cancelled")
# How 0019 changes `reservations` (on SQLite a rebuild that keeps its index and triggers).
_TABLES = importlib.import_module("nocturne.migrations.versions.0019_tables")


def upgrade() -> None:
    op.create_table(
        "guests",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("email", sa.String(length=320), nullable=True),
        sa.Column("phone", sa.String(length=32), nullable=True),
        sa.Column("phone_key", sa.String(length=32), nullable=True),
        sa.Column("phone_unreadable", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.Column("tags", JSONColumn, nullable=False),
        sa.Column("notes", sa.Text(), nullable=True),
        sa.Column("preferences", sa.Text(), nullable=True),
        sa.Column("birthday", sa.String(length=5), nullable=True),
        sa.Column("marketing_consent", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.Column("consent_at", UTCDateTime(), nullable=True),
        sa.Column("consent_source", sa.Text(), nullable=True),
        sa.Column("blocked_reason", sa.Text(), nullable=True),
        sa.Column("merged_into_id", sa.Uuid(), nullable=True),
        sa.Column("merge_record", JSONColumn, nullable=True),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("updated_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["merged_into_id"],
            ["guests.id"],
            name=op.f("fk_guests_merged_into_id_guests"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_guests")),
    )
    op.create_index(op.f("ix_guests_merged_into_id"), "guests", ["merged_into_id"])
    op.create_index(
        "ux_guests_phone_key",
        "guests",
        ["phone_key"],
        unique=True,
        sqlite_where=IN_USE,
        postgresql_where=IN_USE,
    )
    _rebuilt(_guests_and_cancellations)
    # After the rebuild of `reservations`, which reads `guests` on SQLite (whose reflection
    # cannot read an index on an expression).
    op.create_index(
        "ux_guests_email",
        "guests",
        [sa.text("lower(email)")],
        unique=True,
        sqlite_where=IN_USE,
        postgresql_where=IN_USE,
    )
    op.add_column("outbox_mails", sa.Column("calendar", sa.Text(), nullable=True))
    with op.batch_alter_table("reservation_settings", schema=None) as batch_op:
        batch_op.add_column(sa.Column("cancellation_policy", sa.Text(), nullable=True))
        batch_op.add_column(
            sa.Column("reminder_time", sa.String(length=5), server_default="15:00", nullable=True)
        )


def downgrade() -> None:
    with op.batch_alter_table("outbox_mails", schema=None) as batch_op:
        batch_op.drop_column("calendar")
    with op.batch_alter_table("reservation_settings", schema=None) as batch_op:
        batch_op.drop_column("reminder_time")
        batch_op.drop_column("cancellation_policy")
    op.execute("UPDATE reservations SET status = 'rejected' WHERE status = 'cancelled'")
    op.drop_index("ux_guests_email", table_name="guests")
    _rebuilt(_no_guests_nor_cancellations)
    op.drop_table("guests")


def _rebuilt(change: Any) -> None:
    """`change` made to `reservations`. On SQLite the table is rebuilt, and dropping the old one
    would delete the rows that refer to it (each party's tables, ON DELETE CASCADE): they are
    kept aside and put back."""
    sqlite = op.get_bind().dialect.name == "sqlite"
    if sqlite:
        op.execute("CREATE TEMP TABLE kept_table_assignments AS SELECT * FROM table_assignments")
    _TABLES._reservations_change(change)
    if sqlite:
        op.execute("INSERT INTO table_assignments SELECT * FROM kept_table_assignments")
        op.execute("DROP TABLE kept_table_assignments")


def _status_check(ops: Any, statuses: tuple[str, ...]) -> None:
    table = {"table_name": "reservations"} if ops is op else {}
    ops.drop_constraint(op.f("ck_reservations_status"), type_="check", **table)
    ops.create_check_constraint(
        op.f("ck_reservations_status"),
        condition=f"status IN ({', '.join(repr(s) for s in statuses)})",
        **table,
    )


def _guests_and_cancellations(ops: Any) -> None:
    table = {"table_name": "reservations"} if ops is op else {}
    ops.add_column(column=sa.Column("guest_id", sa.Uuid(), nullable=True), **table)
    ops.add_column(column=sa.Column("cancelled_at", UTCDateTime(), nullable=True), **table)
    ops.add_column(column=sa.Column("reminded_at", UTCDateTime(), nullable=True), **table)
    ops.create_index(op.f("ix_reservations_guest_id"), columns=["guest_id"], **table)
    ops.create_foreign_key(
        op.f("fk_reservations_guest_id_guests"),
        referent_table="guests",
        local_cols=["guest_id"],
        remote_cols=["id"],
        ondelete="SET NULL",
        **({"source_table": "reservations"} if ops is op else {}),
    )
    _status_check(ops, STATUSES)


def _no_guests_nor_cancellations(ops: Any) -> None:
    table = {"table_name": "reservations"} if ops is op else {}
    _status_check(ops, STATUSES_BEFORE)
    ops.drop_constraint(op.f("fk_reservations_guest_id_guests"), type_="foreignkey", **table)
    ops.drop_index(op.f("ix_reservations_guest_id"), **table)
    ops.drop_column(column_name="reminded_at", **table)
    ops.drop_column(column_name="cancelled_at", **table)
    ops.drop_column(column_name="guest_id", **table)
