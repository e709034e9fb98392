"""requests need a table

Revision ID: 0021
Revises: 0020
Create Date: 2026-11-28

A club that sells every night by the table may take a request only while a table seats the
party: a setting of the booking rules, off as it was before.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0021"
down_revision: str | None = "0020"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("reservation_settings", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column(
                "requests_need_table", sa.Boolean(), server_default=sa.false(), nullable=False
            )
        )


def downgrade() -> None:
    with op.batch_alter_table("reservation_settings", schema=None) as batch_op:
        batch_op.drop_column("requests_need_table")
