"""the club's settings, their own table

Revision ID: 0017
Revises: 0016
Create Date: 2026-11-28

The club's time zone, the staff told of each new request and the roles that must sign in with a
second factor were kept in the booking rules' row. They describe the club, not its bookings: they
move to `club_settings`, a table of one row (its key is always 1, so two first saves at once
cannot make two). What a club saved comes along; the booking rules' row keeps only the rules.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0017"
down_revision: str | None = "0016"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
TIMESTAMP = sa.DateTime(timezone=True)
MOVED = ("time_zone", "notification_emails", "two_factor_roles")

rules = sa.table(
    "reservation_settings",
    sa.column("time_zone", sa.String()),
    sa.column("notification_emails", JSON),
    sa.column("two_factor_roles", JSON),
    sa.column("updated_at", TIMESTAMP),
)


def upgrade() -> None:
    club = op.create_table(
        "club_settings",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("time_zone", sa.String(length=64), nullable=True),
        sa.Column("notification_emails", JSON, nullable=True),
        sa.Column("two_factor_roles", JSON, nullable=True),
        sa.Column("updated_at", TIMESTAMP, nullable=False),
        sa.CheckConstraint("id = 1", name=op.f("ck_club_settings_one_row")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_club_settings")),
    )
    saved = op.get_bind().execute(sa.select(*(rules.c[name] for name in MOVED), rules.c.updated_at))
    row = saved.first()
    if row is not None and any(value is not None for value in row[:3]):
        op.bulk_insert(
            club, [{"id": 1, **dict(zip(MOVED, row[:3], strict=True)), "updated_at": row[3]}]
        )
    with op.batch_alter_table("reservation_settings", schema=None) as batch_op:
        for name in MOVED:
            batch_op.drop_column(name)


def downgrade() -> None:
    with op.batch_alter_table("reservation_settings", schema=None) as batch_op:
        batch_op.add_column(sa.Column("time_zone", sa.String(length=64), nullable=True))
        batch_op.add_column(sa.Column("notification_emails", JSON, nullable=True))
        batch_op.add_column(sa.Column("two_factor_roles", JSON, nullable=True))
    club = sa.table("club_settings", *(sa.column(name, rules.c[name].type) for name in MOVED))
    row = op.get_bind().execute(sa.select(*(club.c[name] for name in MOVED))).first()
    if row is not None:
        op.execute(rules.update().values(dict(zip(MOVED, row, strict=True))))
    op.drop_table("club_settings")
