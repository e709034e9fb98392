"""guest profiles

Revision ID: 0022
Revises: 0021
Create Date: 2026-11-28

Guest profiles, and the profile each booking belongs to. Bookings made before are matched to
their profiles by the server the first time staff read them (guests/matching.py), as new ones
are: no data is moved here. On SQLite the column is added in place (ALTER TABLE ADD COLUMN),
so `reservations` keeps its triggers and indexes.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from nocturne.models.base import JSONColumn, UTCDateTime

revision: str = "0022"
down_revision: str | None = "0021"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

IN_USE = sa.text("merged_into_id IS NULL")


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
        "ux_guests_email",
        "guests",
        [sa.text("lower(email)")],
        unique=True,
        sqlite_where=IN_USE,
        postgresql_where=IN_USE,
    )
    op.create_index(
        "ux_guests_phone_key",
        "guests",
        ["phone_key"],
        unique=True,
        sqlite_where=IN_USE,
        postgresql_where=IN_USE,
    )
    if op.get_bind().dialect.name == "sqlite":
        # SQLite adds a column with its reference in place; alembic would rebuild the table.
        op.execute(
            "ALTER TABLE reservations ADD COLUMN guest_id CHAR(32) CONSTRAINT "
            "fk_reservations_guest_id_guests REFERENCES guests (id) ON DELETE SET NULL"
        )
    else:
        op.add_column("reservations", sa.Column("guest_id", sa.Uuid(), nullable=True))
        op.create_foreign_key(
            "fk_reservations_guest_id_guests",
            "reservations",
            "guests",
            ["guest_id"],
            ["id"],
            ondelete="SET NULL",
        )
    op.create_index(op.f("ix_reservations_guest_id"), "reservations", ["guest_id"])


def downgrade() -> None:
    op.drop_index(op.f("ix_reservations_guest_id"), table_name="reservations")
    if op.get_bind().dialect.name == "sqlite":
        op.execute("ALTER TABLE reservations DROP COLUMN guest_id")  # in place, as it came
    else:
        op.drop_constraint("fk_reservations_guest_id_guests", "reservations", type_="foreignkey")
        op.drop_column("reservations", "guest_id")
    op.drop_table("guests")
