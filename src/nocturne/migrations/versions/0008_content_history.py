"""content history, media files, scheduled events

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-24

Every content save keeps a revision; drafts wait to be published; every stored file is known
with its renditions and focal point; an event may be scheduled to appear at a given time.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

TIMESTAMP = sa.DateTime(timezone=True)
JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "content_revisions",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("entity", sa.String(length=64), nullable=False),
        sa.Column("entity_id", sa.String(length=64), nullable=False),
        sa.Column("label", sa.Text(), nullable=False),
        sa.Column("action", sa.String(length=16), nullable=False),
        sa.Column("at", TIMESTAMP, nullable=False),
        sa.Column("actor_id", sa.Uuid(), nullable=True),
        sa.Column("actor", sa.String(length=320), nullable=False),
        sa.Column("before", JSON, nullable=True),
        sa.Column("after", JSON, nullable=True),
        sa.ForeignKeyConstraint(
            ["actor_id"],
            ["users.id"],
            name=op.f("fk_content_revisions_actor_id_users"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_content_revisions")),
    )
    op.create_index(op.f("ix_content_revisions_at"), "content_revisions", ["at"])
    op.create_index(
        "ix_content_revisions_entity", "content_revisions", ["entity", "entity_id", "at"]
    )
    op.create_table(
        "content_drafts",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("entity", sa.String(length=64), nullable=False),
        sa.Column("target", sa.String(length=64), nullable=True),
        sa.Column("label", sa.Text(), nullable=False),
        sa.Column("values", JSON, nullable=False),
        sa.Column("saved_at", TIMESTAMP, nullable=False),
        sa.Column("actor_id", sa.Uuid(), nullable=True),
        sa.Column("actor", sa.String(length=320), nullable=False),
        sa.ForeignKeyConstraint(
            ["actor_id"],
            ["users.id"],
            name=op.f("fk_content_drafts_actor_id_users"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_content_drafts")),
        sa.UniqueConstraint("entity", "target", name=op.f("uq_content_drafts_entity_target")),
    )
    op.create_table(
        "media_files",
        sa.Column("bucket", sa.String(length=64), nullable=False),
        sa.Column("name", sa.String(length=128), nullable=False),
        sa.Column("content_type", sa.String(length=64), nullable=False),
        sa.Column("size", sa.Integer(), nullable=False),
        sa.Column("width", sa.Integer(), nullable=True),
        sa.Column("height", sa.Integer(), nullable=True),
        sa.Column("focus_x", sa.Float(), nullable=False),
        sa.Column("focus_y", sa.Float(), nullable=False),
        sa.Column("widths", JSON, nullable=False),
        sa.Column("state", sa.String(length=16), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("lease_until", TIMESTAMP, nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        sa.Column("created_at", TIMESTAMP, nullable=False),
        sa.PrimaryKeyConstraint("bucket", "name", name=op.f("pk_media_files")),
    )
    op.create_index(op.f("ix_media_files_state"), "media_files", ["state"])
    op.create_index(op.f("ix_media_files_created_at"), "media_files", ["created_at"])
    op.add_column("events", sa.Column("publish_at", TIMESTAMP, nullable=True))
    op.create_index(op.f("ix_events_publish_at"), "events", ["publish_at"])


def downgrade() -> None:
    op.drop_index(op.f("ix_events_publish_at"), table_name="events")
    op.drop_column("events", "publish_at")
    op.drop_index(op.f("ix_media_files_created_at"), table_name="media_files")
    op.drop_index(op.f("ix_media_files_state"), table_name="media_files")
    op.drop_table("media_files")
    op.drop_table("content_drafts")
    op.drop_index("ix_content_revisions_entity", table_name="content_revisions")
    op.drop_index(op.f("ix_content_revisions_at"), table_name="content_revisions")
    op.drop_table("content_revisions")
