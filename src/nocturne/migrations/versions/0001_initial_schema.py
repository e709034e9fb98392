"""initial schema

Revision ID: 0001
Revises:
Create Date: 2026-11-22

Every table of the site and the inbox, plus users, refresh tokens and rate-limit counters.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

# Timestamps are UTC with a zone; JSON is JSONB on PostgreSQL.
TIMESTAMP = sa.DateTime(timezone=True)
JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "contact_sections",
        sa.Column("title", sa.Text(), nullable=True),
        sa.Column("location", JSON, nullable=True),
        sa.Column("hours", JSON, nullable=False),
        sa.Column("contact", JSON, nullable=True),
        sa.Column("map_url", sa.Text(), nullable=True),
        sa.Column("updated_at", TIMESTAMP, nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_contact_sections")),
    )
    op.create_table(
        "contact_submissions",
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("email", sa.String(length=320), nullable=False),
        sa.Column("subject", sa.String(length=64), nullable=False),
        sa.Column("message", sa.Text(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("created_at", TIMESTAMP, nullable=False),
        sa.Column("completion_time", TIMESTAMP, nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.CheckConstraint(
            "status IN ('pending', 'completed', 'rejected')",
            name=op.f("ck_contact_submissions_status"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_contact_submissions")),
    )
    with op.batch_alter_table("contact_submissions", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_contact_submissions_created_at"), ["created_at"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_contact_submissions_status"), ["status"], unique=False)

    op.create_table(
        "content_sections",
        sa.Column("section_name", sa.String(length=64), nullable=False),
        sa.Column("title", sa.Text(), nullable=True),
        sa.Column("subtitle", sa.Text(), nullable=True),
        sa.Column("content", JSON, nullable=False),
        sa.Column("updated_at", TIMESTAMP, nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_content_sections")),
        sa.UniqueConstraint("section_name", name=op.f("uq_content_sections_section_name")),
    )
    with op.batch_alter_table("content_sections", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_content_sections_updated_at"), ["updated_at"], unique=False
        )

    op.create_table(
        "events",
        sa.Column("title", sa.Text(), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("image", sa.Text(), nullable=True),
        sa.Column("date", sa.Date(), nullable=False),
        sa.Column("time", sa.String(length=32), nullable=False),
        sa.Column("location", sa.Text(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_events")),
    )
    with op.batch_alter_table("events", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_events_date"), ["date"], unique=False)

    op.create_table(
        "gallery_items",
        sa.Column("title", sa.Text(), nullable=False),
        sa.Column("type", sa.String(length=16), nullable=False),
        sa.Column("url", sa.Text(), nullable=False),
        sa.Column("thumbnail", sa.Text(), nullable=True),
        sa.Column("category", sa.String(length=64), nullable=False),
        sa.Column("created_at", TIMESTAMP, nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.CheckConstraint("type IN ('image', 'video')", name=op.f("ck_gallery_items_type")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_gallery_items")),
    )
    with op.batch_alter_table("gallery_items", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_gallery_items_created_at"), ["created_at"], unique=False
        )

    op.create_table(
        "menu_images",
        sa.Column("type", sa.String(length=16), nullable=False),
        sa.Column("image_url", sa.Text(), nullable=False),
        sa.Column("title", sa.Text(), nullable=True),
        sa.Column("category", sa.String(length=64), nullable=True),
        sa.Column("description", sa.Text(), nullable=True),
        sa.Column("created_at", TIMESTAMP, nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.CheckConstraint(
            "type IN ('outdoor', 'club', 'kitchen')", name=op.f("ck_menu_images_type")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_menu_images")),
    )
    with op.batch_alter_table("menu_images", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_menu_images_type"), ["type"], unique=False)

    op.create_table(
        "navigation_settings",
        sa.Column("logo_url", sa.Text(), nullable=True),
        sa.Column("links", JSON, nullable=False),
        sa.Column("updated_at", TIMESTAMP, nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_navigation_settings")),
    )
    op.create_table(
        "packages",
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("price", sa.Numeric(precision=10, scale=2), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("image", sa.Text(), nullable=True),
        sa.Column("includes", JSON, nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.CheckConstraint("price >= 0", name=op.f("ck_packages_price_not_negative")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_packages")),
    )
    with op.batch_alter_table("packages", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_packages_price"), ["price"], unique=False)

    op.create_table(
        "rate_limits",
        sa.Column("key", sa.String(length=255), nullable=False),
        sa.Column("window_start", TIMESTAMP, nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_rate_limits")),
    )
    op.create_table(
        "reservations",
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("email", sa.String(length=320), nullable=False),
        sa.Column("date", sa.Date(), nullable=False),
        sa.Column("time", sa.String(length=5), nullable=False),
        sa.Column("guests", sa.Integer(), nullable=False),
        sa.Column("occasion", sa.String(length=32), nullable=True),
        sa.Column("requests", sa.Text(), nullable=True),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("created_at", TIMESTAMP, nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.CheckConstraint(
            "status IN ('pending', 'confirmed', 'rejected')", name=op.f("ck_reservations_status")
        ),
        sa.CheckConstraint("guests BETWEEN 1 AND 20", name=op.f("ck_reservations_guests_range")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_reservations")),
    )
    with op.batch_alter_table("reservations", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_reservations_created_at"), ["created_at"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_reservations_date"), ["date"], unique=False)
        batch_op.create_index(batch_op.f("ix_reservations_status"), ["status"], unique=False)

    op.create_table(
        "users",
        sa.Column("email", sa.String(length=320), nullable=False),
        sa.Column("password_hash", sa.String(length=255), nullable=False),
        sa.Column("email_confirmed_at", TIMESTAMP, nullable=True),
        sa.Column("approved_at", TIMESTAMP, nullable=True),
        sa.Column("created_at", TIMESTAMP, nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_users")),
        sa.UniqueConstraint("email", name=op.f("uq_users_email")),
    )
    op.create_table(
        "refresh_tokens",
        sa.Column("user_id", sa.Uuid(), nullable=False),
        sa.Column("family_id", sa.Uuid(), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("created_at", TIMESTAMP, nullable=False),
        sa.Column("expires_at", TIMESTAMP, nullable=False),
        sa.Column("rotated_at", TIMESTAMP, nullable=True),
        sa.Column("revoked_at", TIMESTAMP, nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_refresh_tokens_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_refresh_tokens")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_refresh_tokens_token_hash")),
    )
    with op.batch_alter_table("refresh_tokens", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_refresh_tokens_family_id"), ["family_id"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_refresh_tokens_user_id"), ["user_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("refresh_tokens", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_refresh_tokens_user_id"))
        batch_op.drop_index(batch_op.f("ix_refresh_tokens_family_id"))

    op.drop_table("refresh_tokens")
    op.drop_table("users")
    with op.batch_alter_table("reservations", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_reservations_status"))
        batch_op.drop_index(batch_op.f("ix_reservations_date"))
        batch_op.drop_index(batch_op.f("ix_reservations_created_at"))

    op.drop_table("reservations")
    op.drop_table("rate_limits")
    with op.batch_alter_table("packages", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_packages_price"))

    op.drop_table("packages")
    op.drop_table("navigation_settings")
    with op.batch_alter_table("menu_images", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_menu_images_type"))

    op.drop_table("menu_images")
    with op.batch_alter_table("gallery_items", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_gallery_items_created_at"))

    op.drop_table("gallery_items")
    with op.batch_alter_table("events", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_events_date"))

    op.drop_table("events")
    with op.batch_alter_table("content_sections", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_content_sections_updated_at"))

    op.drop_table("content_sections")
    with op.batch_alter_table("contact_submissions", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_contact_submissions_status"))
        batch_op.drop_index(batch_op.f("ix_contact_submissions_created_at"))

    op.drop_table("contact_submissions")
    op.drop_table("contact_sections")
