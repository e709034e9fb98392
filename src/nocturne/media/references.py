"""Stored media that nothing uses any more is removed, so deleting an item leaves no orphan.

A file is kept while any row still points at it (the demo club shares some pictures between
rows, and staff may reuse an upload), so removal checks every place media can be referenced.
"""

import logging
from collections.abc import Iterable
from typing import Any

from sqlalchemy import String, cast, exists, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import models
from nocturne.media.storage import Storage

log = logging.getLogger(__name__)

MEDIA_COLUMNS = (
    models.Event.image,
    models.GalleryItem.url,
    models.GalleryItem.thumbnail,
    models.Package.image,
    models.MenuImage.image_url,
    models.NavigationSettings.logo_url,
)


def urls_in(value: Any) -> set[str]:
    """Every string inside a JSON value (content sections hold media in nested lists)."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(urls_in(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(urls_in(v) for v in value)) if value else set()
    return set()


async def is_referenced(session: AsyncSession, bucket: str, name: str) -> bool:
    """Whether any row points at the stored file `bucket/name`, however its address is written
    (relative, absolute with our host, in a section's content): the comparison is on what the
    address points at, never on the exact text. Stored names are unique, so the path's tail
    identifies the file; at worst an unrelated text holding it keeps a file."""
    tail = f"/{bucket}/{name}"
    in_content = cast(models.ContentSection.content, String).contains(tail, autoescape=True)
    conditions = [column.contains(tail, autoescape=True) for column in MEDIA_COLUMNS]
    query = select(
        or_(
            *(exists().where(condition) for condition in conditions),
            exists().where(in_content),
        )
    )
    return bool(await session.scalar(query))


async def release(session: AsyncSession, storage: Storage, urls: Iterable[str | None]) -> None:
    """Delete the stored files behind `urls` that no row references any more."""
    for url in {u for u in urls if u}:
        located = storage.locate(url)
        if located is None or await is_referenced(session, *located):
            continue
        try:
            await storage.delete(*located)
        except Exception:
            # The row change is already committed; a file left behind is not worth failing it.
            log.exception("could not remove %s", url)
