"""the menu page's link is an ordinary navigation link

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-24

The top bar used to add the menu page's link to the saved navigation by itself; it now shows the
saved links as they are. Saved navigation without that link gets it where the top bar showed it
(after Events, else before the first button, else last), so visitors see the same bar and staff
can now move, rename or remove it.
"""

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
MENU_LINK = {"text": "Menu", "url": "/menu", "isButton": False}

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def with_menu_link(links: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The links with the menu page's placed as the top bar placed it (unchanged when empty,
    which shows the defaults, or when staff placed it themselves)."""
    if not links or any(link.get("url") == "/menu" for link in links):
        return links
    events = next((i for i, link in enumerate(links) if link.get("url") == "#events"), None)
    button = next((i for i, link in enumerate(links) if link.get("isButton")), None)
    at = events + 1 if events is not None else button if button is not None else len(links)
    return [*links[:at], dict(MENU_LINK), *links[at:]]


def upgrade() -> None:
    bind = op.get_bind()
    navigation = sa.table(
        "navigation_settings", sa.column("id", sa.Uuid()), sa.column("links", JSON)
    )
    for row_id, saved in bind.execute(sa.select(navigation.c.id, navigation.c.links)).all():
        links: list[dict[str, Any]] = list(saved) if isinstance(saved, list) else []
        placed = with_menu_link(links)
        if placed != links:
            bind.execute(navigation.update().where(navigation.c.id == row_id).values(links=placed))


def downgrade() -> None:
    # The links stay as they are: the earlier top bar adds no second menu link to a list that
    # holds one.
    pass
