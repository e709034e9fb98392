"""two factor

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-24

Two-factor sign-in: each account's authenticator secret, when it was enabled, the last code's
time step and the recovery codes' hashes; and the roles that must use it.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

TIMESTAMP = sa.DateTime(timezone=True)
JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.add_column(sa.Column("totp_secret", sa.String(length=64), nullable=True))
        batch_op.add_column(sa.Column("totp_enabled_at", TIMESTAMP, nullable=True))
        batch_op.add_column(sa.Column("totp_last_step", sa.BigInteger(), nullable=True))
        batch_op.add_column(sa.Column("recovery_codes", JSON, nullable=True))
    with op.batch_alter_table("reservation_settings", schema=None) as batch_op:
        batch_op.add_column(sa.Column("two_factor_roles", JSON, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("reservation_settings", schema=None) as batch_op:
        batch_op.drop_column("two_factor_roles")
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.drop_column("recovery_codes")
        batch_op.drop_column("totp_last_step")
        batch_op.drop_column("totp_enabled_at")
        batch_op.drop_column("totp_secret")
