"""drop the reservation date index

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-25

The night indexes (0012) begin with the date, so any read by night is served by them; the index
on the date alone only cost every booking one more index to write.
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("reservations", schema=None) as batch_op:
        batch_op.drop_index("ix_reservations_date")


def downgrade() -> None:
    with op.batch_alter_table("reservations", schema=None) as batch_op:
        batch_op.create_index("ix_reservations_date", ["date"], unique=False)
