"""Which stored files are in use: by a content row, by a draft, or by a revision of one (an older
version a restore may bring back, a row in the trash).

A file is kept while anything points at it (the demo club shares some pictures between rows,
and staff may reuse an upload), so every place media can be referenced is checked.
"""

from collections.abc import Sequence
from typing import Any

from sqlalchemy import String, cast, exists, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import models
from nocturne.media.storage import Storage

MEDIA_COLUMNS = (
    models.Event.image,
    models.GalleryItem.url,
    models.GalleryItem.thumbnail,
    models.Package.image,
    models.MenuImage.image_url,
    models.NavigationSettings.logo_url,
)
# JSON values that may hold addresses anywhere inside them.
JSON_COLUMNS = (
    models.ContentSection.content,
    models.ContentRevision.before,
    models.ContentRevision.after,
    models.ContentDraft.values,
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
    conditions = [
        *(column.contains(tail, autoescape=True) for column in MEDIA_COLUMNS),
        *(cast(column, String).contains(tail, autoescape=True) for column in JSON_COLUMNS),
    ]
    query = select(or_(*(exists().where(condition) for condition in conditions)))
    return bool(await session.scalar(query))


async def referenced_files(session: AsyncSession, storage: Storage) -> set[tuple[str, str]]:
    """Every stored file (bucket, name) that a row or a revision points at."""
    texts: set[str] = set()
    for column in MEDIA_COLUMNS:
        texts |= {value for value in await session.scalars(select(column)) if value}
    for json_column in JSON_COLUMNS:
        values: Sequence[Any] = (await session.scalars(select(json_column))).all()
        for value in values:
            texts |= urls_in(value)
    return {located for text in texts if (located := storage.locate(text)) is not None}
