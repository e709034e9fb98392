"""Which stored files are in use: by a content row, by a draft, or by a revision of one (an older
version a restore may bring back, a row in the trash).

A file is kept while anything points at it (the demo club shares some pictures between rows,
and staff may reuse an upload), so every place media can be referenced is checked.
"""

import re
from collections.abc import Sequence
from typing import Any

from sqlalchemy import String, Text, cast, exists, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import models
from nocturne.media.buckets import BUCKETS

# Every column of what staff edit that may hold an address, and the revisions and drafts of it:
# a file is in use while any of them holds its path, however the address around it is written
# (relative, with any host, inside a JSON value or a Markdown link).
CONTENT_MODELS = (
    models.NavigationSettings,
    models.ContentSection,
    models.ContactSection,
    models.Event,
    models.GalleryItem,
    models.Package,
    models.MenuImage,
)
TEXT_COLUMNS = tuple(
    column
    for model in CONTENT_MODELS
    for column in model.__table__.columns
    if isinstance(column.type, String | Text)
)
JSON_COLUMNS = (
    *(
        column
        for model in CONTENT_MODELS
        for column in model.__table__.columns
        if column.key in ("links", "content", "location", "hours", "contact", "includes")
    ),
    models.ContentRevision.before,
    models.ContentRevision.after,
    models.ContentDraft.values,
)
STORED_PATH = re.compile(
    r"/("
    + "|".join(re.escape(b) for b in BUCKETS)
    + r")/([a-z0-9][a-z0-9_-]{0,100}\.[a-z0-9]{2,4})"
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


def paths_in(text: str) -> set[tuple[str, str]]:
    """The stored files (bucket, name) whose path appears anywhere in `text`."""
    return {(m.group(1), m.group(2)) for m in STORED_PATH.finditer(text)}


async def is_referenced(session: AsyncSession, bucket: str, name: str) -> bool:
    """Whether any row, revision or draft holds the path of the stored file `bucket/name`,
    however its address is written: the comparison is on the path's tail, never on the exact
    text. Stored names are unique, so the tail identifies the file; at worst an unrelated text
    holding it keeps a file."""
    tail = f"/{bucket}/{name}"
    conditions = [
        *(column.contains(tail, autoescape=True) for column in TEXT_COLUMNS),
        *(cast(column, String).contains(tail, autoescape=True) for column in JSON_COLUMNS),
    ]
    query = select(or_(*(exists().where(condition) for condition in conditions)))
    return bool(await session.scalar(query))


async def referenced_files(session: AsyncSession) -> set[tuple[str, str]]:
    """Every stored file (bucket, name) whose path a row, a revision or a draft holds."""
    found: set[tuple[str, str]] = set()
    for column in TEXT_COLUMNS:
        texts: Sequence[Any] = (await session.scalars(select(column))).all()
        for text in texts:
            if text:
                found |= paths_in(str(text))
    for json_column in JSON_COLUMNS:
        values: Sequence[Any] = (await session.scalars(select(json_column))).all()
        for value in values:
            for text in urls_in(value):
                found |= paths_in(text)
    return found
