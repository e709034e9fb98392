"""event pages

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-25

Each event has its own page at /events/{slug}: the slug is made from the title and the date,
unique, and never changed by an edit. Existing events get theirs here, earliest first.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from nocturne.kit.slugs import event_slug

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

EVENTS = sa.table(
    "events",
    sa.column("id", sa.Uuid()),
    sa.column("title", sa.Text()),
    sa.column("date", sa.Date()),
    sa.column("time", sa.String()),
    sa.column("slug", sa.String()),
)


def upgrade() -> None:
    with op.batch_alter_table("events", schema=None) as batch_op:
        batch_op.add_column(sa.Column("slug", sa.String(length=120), nullable=True))
    connection = op.get_bind()
    rows = connection.execute(
        sa.select(EVENTS.c.id, EVENTS.c.title, EVENTS.c.date).order_by(
            EVENTS.c.date, EVENTS.c.time, EVENTS.c.id
        )
    ).all()
    taken: set[str] = set()
    for row in rows:
        slug = event_slug(row.title, row.date, taken)
        taken.add(slug)
        connection.execute(EVENTS.update().where(EVENTS.c.id == row.id).values(slug=slug))
    with op.batch_alter_table("events", schema=None) as batch_op:
        batch_op.alter_column("slug", existing_type=sa.String(length=120), nullable=False)
        batch_op.create_unique_constraint(batch_op.f("uq_events_slug"), ["slug"])


def downgrade() -> None:
    with op.batch_alter_table("events", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("uq_events_slug"), type_="unique")
        batch_op.drop_column("slug")
