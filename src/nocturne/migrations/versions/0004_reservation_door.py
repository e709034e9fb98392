"""reservation door

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-24

What the door and the staff need on a booking (no email needed when staff take it, table,
internal notes, where it came from, who has arrived, no-show, when and why it was decided), the
signed mail links already used, and the club's time zone and staff notification addresses as
staff settings.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

TIMESTAMP = sa.DateTime(timezone=True)
JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("reservations", schema=None) as batch_op:
        batch_op.alter_column("email", existing_type=sa.String(length=320), nullable=True)
        batch_op.add_column(sa.Column("table_label", sa.String(length=32), nullable=True))
        batch_op.add_column(sa.Column("staff_notes", sa.Text(), nullable=True))
        batch_op.add_column(
            sa.Column("source", sa.String(length=16), nullable=False, server_default="web")
        )
        batch_op.add_column(sa.Column("arrived", sa.Integer(), nullable=False, server_default="0"))
        batch_op.add_column(
            sa.Column("no_show", sa.Boolean(), nullable=False, server_default=sa.false())
        )
        batch_op.add_column(sa.Column("decided_at", TIMESTAMP, nullable=True))
        batch_op.add_column(sa.Column("decline_reason", sa.Text(), nullable=True))
        batch_op.create_check_constraint(
            op.f("ck_reservations_source"), "source IN ('web', 'phone', 'walk_in')"
        )
        batch_op.create_check_constraint(
            op.f("ck_reservations_arrived_range"), "arrived BETWEEN 0 AND guests"
        )
    op.create_table(
        "reservation_link_uses",
        sa.Column("token_id", sa.String(length=64), nullable=False),
        sa.Column("used_at", TIMESTAMP, nullable=False),
        sa.PrimaryKeyConstraint("token_id", name=op.f("pk_reservation_link_uses")),
    )
    with op.batch_alter_table("reservation_settings", schema=None) as batch_op:
        batch_op.add_column(sa.Column("time_zone", sa.String(length=64), nullable=True))
        batch_op.add_column(sa.Column("notification_emails", JSON, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("reservation_settings", schema=None) as batch_op:
        batch_op.drop_column("notification_emails")
        batch_op.drop_column("time_zone")
    op.drop_table("reservation_link_uses")
    with op.batch_alter_table("reservations", schema=None) as batch_op:
        batch_op.drop_constraint(op.f("ck_reservations_arrived_range"), type_="check")
        batch_op.drop_constraint(op.f("ck_reservations_source"), type_="check")
        batch_op.drop_column("decline_reason")
        batch_op.drop_column("decided_at")
        batch_op.drop_column("no_show")
        batch_op.drop_column("arrived")
        batch_op.drop_column("source")
        batch_op.drop_column("staff_notes")
        batch_op.drop_column("table_label")
    # A booking without an address (taken by phone or at the door) keeps an empty one.
    op.execute("UPDATE reservations SET email = '' WHERE email IS NULL")
    with op.batch_alter_table("reservations", schema=None) as batch_op:
        batch_op.alter_column("email", existing_type=sa.String(length=320), nullable=False)
