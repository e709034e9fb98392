"""arrivals beyond the party

Revision ID: 0014
Revises: 0013
Create Date: 2026-11-26

The door may let in up to 10 guests beyond a booked party (friends it brought along), so a
party's arrivals run from 0 to its size plus 10.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0014"
down_revision: str | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

CONSTRAINT = "ck_reservations_arrived_range"
# SQLite rebuilds the table to change a constraint, and cannot read an index on an expression
# back: that one is made again afterwards.
GUEST_INDEX = "ix_reservations_night_guest"


def _arrivals_range(rule: str) -> None:
    op.drop_index(GUEST_INDEX, table_name="reservations")
    with op.batch_alter_table("reservations", schema=None) as batch_op:
        batch_op.drop_constraint(op.f(CONSTRAINT), type_="check")
        batch_op.create_check_constraint(op.f(CONSTRAINT), rule)
    op.create_index(GUEST_INDEX, "reservations", ["date", sa.text("lower(email)")])


def upgrade() -> None:
    _arrivals_range("arrived BETWEEN 0 AND guests + 10")


def downgrade() -> None:
    # Guests beyond the party are counted as the party, which is all the old rule can hold.
    op.execute("UPDATE reservations SET arrived = guests WHERE arrived > guests")
    _arrivals_range("arrived BETWEEN 0 AND guests")
