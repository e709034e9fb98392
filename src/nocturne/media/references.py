"""Which stored files are in use: by a content row, by a draft, or by a revision of one (an older
version a restore may bring back, a row in the trash).

A file is kept while anything points at it (the demo club shares some pictures between rows,
and staff may reuse an upload), so every place media can be referenced is checked.
"""

import re
from collections.abc import Sequence
from typing import Any

from sqlalchemy import ColumnElement, Select, String, Text, cast, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import models
from nocturne.media.addresses import normalised_path, originals_of
from nocturne.media.buckets import BUCKETS

# Every column of what staff edit that may hold an address, and the revisions and drafts of it:
# a file is in use while any of them points at it, however the address is written (relative,
# with any host, inside a JSON value or a Markdown link, with dot segments or percent-encoded,
# or as the address of one of its renditions).
CONTENT_MODELS = (
    models.NavigationSettings,
    models.ContentSection,
    models.ContactSection,
    models.Event,
    models.GalleryItem,
    models.Package,
    models.MenuImage,
    models.FloorPlan,
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
# Where an address ends inside a text: white space, quotes, and the brackets Markdown, HTML and
# CSS put around one. None of them is ever part of a stored file's path.
ADDRESS = re.compile(r"[^\s\"'`<>()\[\]{}]+")


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
    """The stored files (bucket, name) that an address anywhere in `text` points at, as written
    and once normalised (`addresses.normalised_path`); the address of a rendition points at its
    picture."""
    found: set[tuple[str, str]] = set()
    for address in ADDRESS.findall(text):
        if "/" not in address and "%" not in address:
            continue
        for written in {address, normalised_path(address)}:
            for match in STORED_PATH.finditer(written):
                found |= {(match.group(1), name) for name in originals_of(match.group(2))}
    return found


async def _texts(session: AsyncSession, naming: str | None = None) -> list[str]:
    """Every text a row, a revision or a draft holds; with `naming`, only the texts that may
    name it: those holding it as it is, and those with percent-encoding (which may hide it)."""

    def filtered(query: Select[Any], column: ColumnElement[Any]) -> Select[Any]:
        if naming is None:
            return query
        return query.where(
            or_(column.contains(naming, autoescape=True), column.contains("%", autoescape=True))
        )

    found: list[str] = []
    for column in TEXT_COLUMNS:
        texts: Sequence[Any] = (await session.scalars(filtered(select(column), column))).all()
        found.extend(str(text) for text in texts if text)
    for json_column in JSON_COLUMNS:
        query = filtered(select(json_column), cast(json_column, String))
        values: Sequence[Any] = (await session.scalars(query)).all()
        for value in values:
            found.extend(urls_in(value))
    return found


async def is_referenced(session: AsyncSession, bucket: str, name: str) -> bool:
    """Whether any row, revision or draft points at the stored file `bucket/name`, however its
    address is written (relative or on any host, with dot segments or percent-encoded, or as
    the address of one of its renditions). Stored names are unique, so the path identifies the
    file; at worst an unrelated text holding it keeps a file."""
    # Its own name without the extension: what every plain address of it or of its renditions
    # holds.
    stem = name.rsplit(".", 1)[0]
    return any((bucket, name) in paths_in(text) for text in await _texts(session, stem))


async def referenced_files(session: AsyncSession) -> set[tuple[str, str]]:
    """Every stored file (bucket, name) a row, a revision or a draft points at."""
    return set().union(*(paths_in(text) for text in await _texts(session)))
