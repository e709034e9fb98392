"""outbox mails

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-24

Mails a request causes are stored in its transaction and sent by a worker in every process, so a
server killed after answering still sends them.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

TIMESTAMP = sa.DateTime(timezone=True)

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "outbox_mails",
        sa.Column("kind", sa.String(length=40), nullable=False),
        sa.Column("about", sa.Uuid(), nullable=True),
        sa.Column("message_id", sa.String(length=255), nullable=False),
        sa.Column("to_address", sa.String(length=320), nullable=False),
        sa.Column("subject", sa.Text(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("html", sa.Text(), nullable=True),
        sa.Column("reply_to", sa.String(length=320), nullable=True),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_attempt_at", TIMESTAMP, nullable=False),
        sa.Column("claimed_until", TIMESTAMP, nullable=True),
        sa.Column("claimed_by", sa.String(length=80), nullable=True),
        sa.Column("last_error", sa.Text(), nullable=True),
        sa.Column("created_at", TIMESTAMP, nullable=False),
        sa.Column("sent_at", TIMESTAMP, nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.CheckConstraint(
            "status IN ('pending', 'sent', 'failed')", name=op.f("ck_outbox_mails_status")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_outbox_mails")),
        sa.UniqueConstraint("message_id", name=op.f("uq_outbox_mails_message_id")),
    )
    with op.batch_alter_table("outbox_mails", schema=None) as batch_op:
        batch_op.create_index("ix_outbox_mails_status_due", ["status", "next_attempt_at"])
        batch_op.create_index("ix_outbox_mails_about", ["about"])


def downgrade() -> None:
    with op.batch_alter_table("outbox_mails", schema=None) as batch_op:
        batch_op.drop_index("ix_outbox_mails_about")
        batch_op.drop_index("ix_outbox_mails_status_due")
    op.drop_table("outbox_mails")
