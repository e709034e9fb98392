"""staff roles

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-24

Each account gets a role (owner, manager, host). Accounts approved before roles existed could do
everything: they become owners.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("role", sa.String(length=16), nullable=False, server_default="host")
        )
        batch_op.create_check_constraint(
            op.f("ck_users_role"), "role IN ('owner', 'manager', 'host')"
        )
    op.execute("UPDATE users SET role = 'owner' WHERE approved_at IS NOT NULL")


def downgrade() -> None:
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.drop_constraint(op.f("ck_users_role"), type_="check")
        batch_op.drop_column("role")
