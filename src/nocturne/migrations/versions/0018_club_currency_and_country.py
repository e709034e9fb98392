"""the club's currency and country

Revision ID: 0018
Revises: 0017
Create Date: 2026-11-28

The club names its currency (ISO 4217) and its country (ISO 3166-1 alpha-2, the default region
of phone numbers). Both are new columns of the one row, null until staff save them: the club is
then in US dollars and in the United States, as it was before either could be set.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0018"
down_revision: str | None = "0017"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("club_settings", schema=None) as batch_op:
        batch_op.add_column(sa.Column("currency", sa.String(length=3), nullable=True))
        batch_op.add_column(sa.Column("country", sa.String(length=2), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("club_settings", schema=None) as batch_op:
        batch_op.drop_column("country")
        batch_op.drop_column("currency")
