"""The media library: every stored file, its WebP renditions, its focal point, and the sweep.

An upload is registered in `media_files` in the request's transaction, as `pending` when it is a
picture. A worker in every server process then makes its renditions off the request path: it
takes a lease on a pending row (so two processes never render the same file), downloads the
original from the store (the data folder or S3 alike), writes a WebP at each width of
`RENDITION_WIDTHS` narrower than the original, and marks the row `ready`. A process killed
half-way leaves the row pending with its lease running out, and the next worker (after a
restart too) takes it up again; a file that fails `MAX_ATTEMPTS` times is `failed` and is
served as it is, as is at once a picture over the limits of `media/pictures.py` (uploads refuse
those; older files may be). Decoding is bounded by those limits, and a JPEG is decoded only as
large as its widest rendition needs.

Files are never removed when a save stops using them: an older revision or a trashed row may
still show them. The sweep removes, past a grace period, the files that nothing refers to: no
content row, no revision, no trashed row (uploads never saved included), with their renditions.
Files already in the store when this table came (the demo club, older installs) are registered
by the worker's first pass, so they get renditions and are swept like the others.
"""

import asyncio
import contextlib
import logging
import shutil
import tempfile
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import anyio.to_thread
from PIL import Image, ImageOps
from sqlalchemy import or_, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from nocturne import messages
from nocturne.core import audit
from nocturne.core.db import session_scope
from nocturne.core.errors import ApiError
from nocturne.live.changes import Change, ChangeFeed, Publisher
from nocturne.media import pictures, references
from nocturne.media.addresses import (
    RENDERED_EXTENSIONS,
    RENDERED_TYPES,
    is_rendition,
    rendition_name,
)
from nocturne.media.schemas import MediaInfo, Rendition
from nocturne.media.storage import Storage
from nocturne.models import MediaFile

log = logging.getLogger(__name__)

# The activity log's name for the sweep: no one signed in, the server itself.
SWEEPER = audit.Actor(None, "media sweep", "server", "media_sweep")

RENDITION_WIDTHS = (480, 960, 1600)
WEBP_QUALITY = 78
LEASE = timedelta(minutes=5)
MAX_ATTEMPTS = 3
IDLE_SECONDS = 60.0
# Renditions made are announced on the change feed once the queue is empty, or every this many
# seconds while a long queue is worked through: each announcement ends the kept public answers
# (http/response_cache.py), which a page of a hundred uploads would otherwise end a hundred
# times.
ANNOUNCE_SECONDS = 2.0
TABLE = "media_files"


def new_row(bucket: str, name: str, content_type: str, size: int) -> MediaFile:
    return MediaFile(
        bucket=bucket,
        name=name,
        content_type=content_type,
        size=size,
        state="pending" if content_type in RENDERED_TYPES else "none",
        widths=[],
        attempts=0,
        focus_x=0.5,
        focus_y=0.5,
        created_at=datetime.now(UTC),
    )


@dataclass(frozen=True)
class Rendered:
    width: int
    height: int
    files: list[tuple[int, Path]]


def render(source: Path, scratch: Path) -> Rendered:
    """Each rendition narrower than the original, as WebP files in `scratch`. A picture over
    the limits of `media/pictures.py` is never decoded (PictureTooLargeError), and a JPEG is decoded
    only as large as the widest rendition needs."""
    with pictures.open_picture(source) as opened:
        width, height = pictures.displayed_size(opened)
        targets = [target for target in RENDITION_WIDTHS if target < width]
        if getattr(opened, "is_animated", False) or not targets:
            # A still rendition would stop it moving, and a small one needs none: either is
            # served as it is.
            return Rendered(width, height, [])
        image = pictures.decode(opened, targets[-1])
        ImageOps.exif_transpose(image, in_place=True)
        mode = "RGBA" if image.mode in ("RGBA", "LA", "P") else "RGB"
        if image.mode != mode:
            image = image.convert(mode)
        files = []
        for target in targets:
            resized = image.resize(
                (target, max(1, round(height * target / width))), Image.Resampling.LANCZOS
            )
            path = scratch / f"{uuid.uuid4().hex}.webp"
            resized.save(path, "WEBP", quality=WEBP_QUALITY, method=4)
            files.append((target, path))
    return Rendered(width, height, files)


class MediaLibrary:
    def __init__(
        self,
        sessionmaker: async_sessionmaker[AsyncSession],
        storage: Storage,
        changes: ChangeFeed,
        grace: timedelta,
        sweep_every: timedelta,
    ) -> None:
        self._sessionmaker = sessionmaker
        self._storage = storage
        self._changes = changes
        self._grace = grace
        self._sweep_every = sweep_every
        self._wake = asyncio.Event()

    def wake(self) -> None:
        """A file was registered: make its renditions now rather than at the next round."""
        self._wake.set()

    async def run(self) -> None:
        """The worker: register files already stored, then render and sweep for ever."""
        next_sweep = datetime.now(UTC)
        with contextlib.suppress(Exception):
            await self.register_stored()
        while True:
            try:
                await self.render_pending()
                if datetime.now(UTC) >= next_sweep:
                    await self.sweep()
                    next_sweep = datetime.now(UTC) + self._sweep_every
            except asyncio.CancelledError:
                raise
            except Exception:
                # The database or the store is away; the next round tries again.
                log.exception("media worker round failed")
            self._wake.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), IDLE_SECONDS)

    async def register_stored(self) -> int:
        """Register the stored files the table does not know yet; returns how many."""
        stored = await self._storage.list_files()
        async with session_scope(self._sessionmaker) as session:
            known = set((await session.execute(select(MediaFile.bucket, MediaFile.name))).all())
            added = 0
            for bucket, name, size in stored:
                if (bucket, name) in known or is_rendition(name):
                    continue
                row = new_row(bucket, name, _type_of(name.rsplit(".", 1)[-1]), size)
                values = {c.key: getattr(row, c.key) for c in MediaFile.__table__.columns}
                # An upload (or another process) may register the same file meanwhile: its row
                # stands, this one is not inserted.
                insert = sqlite_insert if session.get_bind().dialect.name == "sqlite" else pg_insert
                result = await session.execute(
                    insert(MediaFile).values(**values).on_conflict_do_nothing()
                )
                added += int(result.rowcount or 0)  # type: ignore[attr-defined]
            await session.commit()
        return added

    async def render_pending(self) -> int:
        """Make the renditions of every pending file this process can lease; returns how many
        files were handled."""
        handled = 0
        unannounced = False
        announced_at = asyncio.get_running_loop().time()
        while (claimed := await self._lease()) is not None:
            unannounced = await self._render_one(*claimed) or unannounced
            handled += 1
            now = asyncio.get_running_loop().time()
            if unannounced and now - announced_at >= ANNOUNCE_SECONDS:
                self._changes.publish(Change(TABLE, "UPDATE", None))
                unannounced, announced_at = False, now
        if unannounced:
            self._changes.publish(Change(TABLE, "UPDATE", None))
        return handled

    async def _lease(self) -> tuple[str, str] | None:
        now = datetime.now(UTC)
        async with session_scope(self._sessionmaker) as session:
            # A file whose every attempt ended with its process (it ran out of memory, say) is
            # served as it is rather than tried after every restart.
            await session.execute(
                update(MediaFile)
                .where(
                    MediaFile.state == "pending",
                    MediaFile.attempts >= MAX_ATTEMPTS,
                    or_(MediaFile.lease_until.is_(None), MediaFile.lease_until < now),
                )
                .values(state="failed", lease_until=None)
            )
            await session.commit()
            candidates = (
                await session.execute(
                    select(MediaFile.bucket, MediaFile.name)
                    .where(
                        MediaFile.state == "pending",
                        MediaFile.attempts < MAX_ATTEMPTS,
                        or_(MediaFile.lease_until.is_(None), MediaFile.lease_until < now),
                    )
                    .order_by(MediaFile.created_at)
                    .limit(5)
                )
            ).all()
            for bucket, name in candidates:
                result = await session.execute(
                    update(MediaFile)
                    .where(
                        MediaFile.bucket == bucket,
                        MediaFile.name == name,
                        MediaFile.state == "pending",
                        or_(MediaFile.lease_until.is_(None), MediaFile.lease_until < now),
                    )
                    .values(lease_until=now + LEASE, attempts=MediaFile.attempts + 1)
                )
                await session.commit()
                if result.rowcount == 1:  # type: ignore[attr-defined]
                    return bucket, name
        return None

    async def _render_one(self, bucket: str, name: str) -> bool:
        """Whether the file's renditions were made (to be announced)."""
        root = self._storage.scratch_dir
        await anyio.to_thread.run_sync(lambda: root.mkdir(parents=True, exist_ok=True))
        # One folder per job, removed whatever happens: nothing half-written stays behind.
        scratch = Path(await anyio.to_thread.run_sync(lambda: tempfile.mkdtemp(dir=root)))
        source = scratch / "source"
        rendered: Rendered | None = None
        error: str | None = None
        refused = False
        try:
            await self._storage.download(bucket, name, source)
            rendered = await anyio.to_thread.run_sync(render, source, scratch)
            for width, path in rendered.files:
                try:
                    await self._storage.save(
                        bucket, rendition_name(name, width), path, "image/webp"
                    )
                except FileExistsError:
                    # Made by an earlier attempt that did not get to record it.
                    path.unlink(missing_ok=True)
        except pictures.PictureTooLargeError as failure:
            # Refused every time it would be tried: served as it is from now on.
            log.warning("%s/%s is not rendered: %s", bucket, name, failure)
            error, refused = str(failure)[:500], True
        except Exception as failure:
            log.exception("could not make renditions of %s/%s", bucket, name)
            error = str(failure)[:500] or type(failure).__name__
        finally:
            await anyio.to_thread.run_sync(lambda: shutil.rmtree(scratch, ignore_errors=True))
        async with session_scope(self._sessionmaker) as session:
            row = await session.get(MediaFile, (bucket, name))
            if row is None:
                return False
            row.lease_until = None
            if rendered is not None and error is None:
                row.state, row.error = "ready", None
                row.width, row.height = rendered.width, rendered.height
                row.widths = [width for width, _path in rendered.files]
            else:
                row.error = error
                if refused or row.attempts >= MAX_ATTEMPTS:
                    row.state = "failed"
            await session.commit()
        return rendered is not None and error is None

    async def sweep(self, now: datetime | None = None) -> list[str]:
        """Remove the files nothing refers to that are older than the grace period, with their
        renditions; returns their paths (`bucket/name`)."""
        from nocturne.content import history

        cutoff = (now or datetime.now(UTC)) - self._grace
        async with session_scope(self._sessionmaker) as session:
            # What the sweep removes is in the activity log, as the server's own doing.
            audit.act_as(session, SWEEPER)
            await history.purge(session, now)
            used = await references.referenced_files(session)
            candidates = (
                await session.scalars(select(MediaFile).where(MediaFile.created_at < cutoff))
            ).all()
            unused = [row for row in candidates if (row.bucket, row.name) not in used]
            removed = []
            for row in unused:
                # A save may have come to use it since the scan: ask again, just before.
                if await references.is_referenced(session, row.bucket, row.name):
                    continue
                try:
                    await remove_file(session, self._storage, row.bucket, row.name)
                except Exception:
                    log.exception("could not remove %s/%s", row.bucket, row.name)
                    continue
                removed.append(f"{row.bucket}/{row.name}")
                audit.note(
                    session, "delete", "storage", removed[-1],
                    "removed a file nothing used, past the grace period",
                )  # fmt: skip
            await session.commit()
        if removed:
            log.info("media sweep removed %d unused file(s)", len(removed))
        return removed


async def remove_file(session: AsyncSession, storage: Storage, bucket: str, name: str) -> bool:
    """Remove a stored file with its renditions and its library row (the caller commits);
    returns whether the file was there. A rendition never goes on its own: it is only ever
    removed here, with its picture, and first, so that a removal cut short leaves the picture
    and its row for the next attempt rather than renditions nothing would remove."""
    row = await session.get(MediaFile, (bucket, name))
    widths: set[int] = set()
    if name.rsplit(".", 1)[-1] in RENDERED_EXTENSIONS:
        widths = {*RENDITION_WIDTHS, *(row.widths if row is not None and row.widths else [])}
    for width in sorted(widths):
        await storage.delete(bucket, rendition_name(name, width))
    existed = await storage.delete(bucket, name)
    if row is not None:
        await session.delete(row)
    return existed


def _type_of(extension: str) -> str:
    from nocturne.media.sniffing import CONTENT_TYPES

    return CONTENT_TYPES.get(extension, "application/octet-stream")


async def read_files(
    session: AsyncSession, storage: Storage, urls: Iterable[str]
) -> dict[str, MediaFile]:
    """The library rows behind these addresses (those of our store that it knows)."""
    located = {url: found for url in set(urls) if (found := storage.locate(url)) is not None}
    if not located:
        return {}
    names = {name for _bucket, name in located.values()}
    rows = (await session.scalars(select(MediaFile).where(MediaFile.name.in_(names)))).all()
    by_key = {(row.bucket, row.name): row for row in rows}
    return {url: by_key[key] for url, key in located.items() if key in by_key}


async def describe(
    session: AsyncSession, storage: Storage, urls: Iterable[str]
) -> dict[str, MediaInfo]:
    """What the web app needs to show these pictures well: size, focal point, renditions."""
    described = {}
    for url, row in (await read_files(session, storage, urls)).items():
        if not row.content_type.startswith("image/"):
            continue
        widths = row.widths if row.state == "ready" else []
        renditions = [
            Rendition(width=w, url=storage.public_url(row.bucket, rendition_name(row.name, w)))
            for w in widths
        ]
        candidates = [(r.width, r.url) for r in renditions]
        if renditions and row.width:
            candidates.append((row.width, url))
        described[url] = MediaInfo(
            width=row.width,
            height=row.height,
            focus_x=row.focus_x,
            focus_y=row.focus_y,
            renditions=renditions,
            srcset=", ".join(f"{address} {width}w" for width, address in sorted(candidates)),
        )
    return described


async def set_focus(
    session: AsyncSession, storage: Storage, changes: Publisher, url: str, x: float, y: float
) -> MediaFile:
    """Choose the point of a stored picture to keep in view when it is cropped."""
    row = (await read_files(session, storage, [url])).get(url)
    if row is None or not row.content_type.startswith("image/"):
        raise ApiError(404, messages.NOT_FOUND)
    row.focus_x, row.focus_y = x, y
    summary = f"set the focal point to {x:.2f}, {y:.2f}"
    audit.note(session, "update", "storage", f"{row.bucket}/{row.name}", summary)
    await session.flush()
    changes.publish(Change(TABLE, "UPDATE", None))
    return row
