"""packages sold in areas

Revision ID: 0020
Revises: 0019
Create Date: 2026-11-28

A package may be sold in some of the club's areas only (the VIP Magnum in the VIP Room): the ids
of those areas, as a list; an empty list, as every package had before, is every area.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB

revision: str = "0020"
down_revision: str | None = "0019"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("packages", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column(
                "area_ids",
                sa.JSON().with_variant(JSONB(), "postgresql"),
                nullable=False,
                server_default="[]",
            )
        )


def downgrade() -> None:
    with op.batch_alter_table("packages", schema=None) as batch_op:
        batch_op.drop_column("area_ids")
