"""The public reads besides /api/site, answered from prepared bytes until the content changes.

Each read (`GET /api/events`, `/api/events/{slug}`, `/api/navigation`, `/api/contact`,
`/api/sections/{name}`, `/api/gallery-items`, `/api/packages`, `/api/menu-images`) is built
by the same function its documented route calls, serialised once and kept as a `Prepared`
answer (plain, gzip and brotli, with its ETag) in the current **generation**. A generation ends
when the change feed reports a write to a public table, the club's settings or the media library
(in this process, or through PostgreSQL's LISTEN/NOTIFY from another), when the club's night
changes, or when the next scheduled event is due: the next read starts a new one. A scheduled
event is thus hidden until its time and shown from then on, as the routes do.

A generation opens with the published events, which answer `/api/events` and tell which slugs
have a page: an unknown slug is a 404 without a query. Everything else is built on first asked.
While the database cannot be reached, the last answer built for a read keeps being served.
"""

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from typing import get_args
from urllib.parse import parse_qsl
from zoneinfo import ZoneInfo

from pydantic import BaseModel
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from nocturne import messages
from nocturne.content import event_pages
from nocturne.content import service as content
from nocturne.content.schemas import (
    ContactSectionPublic,
    ContentSectionPublic,
    EventPagePublic,
    EventPublic,
    EventsPublic,
    GalleryItemPublic,
    GalleryItemsPublic,
    MenuImagePublic,
    MenuImagesPublic,
    MenuImageType,
    NavigationPublic,
    PackagePublic,
    PackagesPublic,
)
from nocturne.content.sections import SCHEMAS, shown_sections
from nocturne.content.site_cache import SITE_CACHE_CONTROL
from nocturne.core.db import is_unavailable, session_scope
from nocturne.core.errors import ApiError
from nocturne.http.prepared import Prepared
from nocturne.kit.nights import club_today
from nocturne.live.changes import PUBLIC_TABLES, Change
from nocturne.media import library
from nocturne.media.storage import Storage
from nocturne.models import Event

# What the reads are made of: a write to any of these starts a new generation.
WATCHED_TABLES = PUBLIC_TABLES | {"club_settings", library.TABLE}
MENU_IMAGE_TYPES = frozenset(get_args(MenuImageType))
JSON = "application/json"


# What each read answers, shared by its route and the prepared answer.


def events_public(rows: list[Event]) -> EventsPublic:
    events = [EventPublic.model_validate(e) for e in rows]
    return EventsPublic(data=events, count=len(events))


async def navigation_public(session: AsyncSession) -> NavigationPublic | None:
    navigation = await content.read_navigation(session)
    return NavigationPublic.model_validate(navigation) if navigation else None


async def section_public(session: AsyncSession, name: str) -> ContentSectionPublic | None:
    # A name the site has no section for is never looked up (PostgreSQL refuses some characters).
    section = await content.read_section(session, name) if name in SCHEMAS else None
    shown = shown_sections([section]) if section else []
    return ContentSectionPublic.model_validate(shown[0]) if shown else None


async def contact_public(session: AsyncSession) -> ContactSectionPublic | None:
    contact = await content.read_contact(session)
    return ContactSectionPublic.model_validate(contact) if contact else None


async def gallery_public(session: AsyncSession) -> GalleryItemsPublic:
    items = [
        GalleryItemPublic.model_validate(g) for g in await content.GALLERY_ITEMS.read_all(session)
    ]
    return GalleryItemsPublic(data=items, count=len(items))


async def packages_public(session: AsyncSession) -> PackagesPublic:
    packages = [PackagePublic.model_validate(p) for p in await content.PACKAGES.read_all(session)]
    return PackagesPublic(data=packages, count=len(packages))


async def menu_images_public(
    session: AsyncSession, storage: Storage, type_: str | None
) -> MenuImagesPublic:
    images = [
        MenuImagePublic.model_validate(m) for m in await content.read_menu_images(session, type_)
    ]
    media = await library.describe(session, storage, [image.image_url for image in images])
    return MenuImagesPublic(data=images, count=len(images), media=media)


@dataclass(frozen=True)
class Answer:
    prepared: Prepared
    # What was serialised (the event page's HTML is made from it); None for a 404.
    value: BaseModel | None


def _json(value: BaseModel | None) -> Answer:
    body = value.model_dump_json().encode() if value is not None else b"null"
    return Answer(Prepared.of(body, JSON, SITE_CACHE_CONTROL), value)


NOT_FOUND = Answer(
    Prepared.error(404, bytes(ApiError(404, messages.NOT_FOUND).response().body), JSON), None
)
# What /api/sections/{name} answers for a name the site has no section for.
NO_SECTION = _json(None)


@dataclass
class _Generation:
    number: int
    day: date
    # When the next scheduled event appears, which ends this generation.
    until: datetime | None
    slugs: frozenset[str]
    answers: dict[str, Answer] = field(default_factory=dict)

    def is_current(self, number: int, today: date, now: datetime) -> bool:
        return (
            self.number == number and self.day == today and (self.until is None or now < self.until)
        )


Build = Callable[[AsyncSession, str], Awaitable[Answer]]


class PublicReads:
    def __init__(
        self,
        sessionmaker: async_sessionmaker[AsyncSession],
        storage: Storage,
        zone: Callable[[], ZoneInfo],
    ) -> None:
        """`sessionmaker` should be the read-only one; `zone` reads the club's time zone."""
        self._sessionmaker = sessionmaker
        self._storage = storage
        self._zone = zone
        self._number = 0
        self._current: _Generation | None = None
        # The newest answer built for each read, served while the database is out of reach.
        self._last: dict[str, Answer] = {}
        self._lock = asyncio.Lock()
        self._builds: dict[str, Build] = {
            "navigation": lambda session, _: self._model(navigation_public(session)),
            "contact": lambda session, _: self._model(contact_public(session)),
            "gallery": lambda session, _: self._model(gallery_public(session)),
            "packages": lambda session, _: self._model(packages_public(session)),
            "section": lambda session, name: self._model(section_public(session, name)),
            "menu": lambda session, type_: self._model(
                menu_images_public(session, self._storage, type_ or None)
            ),
            "event": self._event_page,
        }

    def on_change(self, change: Change) -> None:
        if change.table in WATCHED_TABLES:
            self._number += 1
            self._current = None

    @staticmethod
    def key(path: str, query: bytes) -> str | None:
        """Which read a request is, or None when it is not one answered here (then the app's
        route answers it: anything unusual, such as a query it would refuse)."""
        if not path.startswith("/api/"):
            return None
        rest = path[5:]
        if rest in ("events", "navigation", "contact", "packages"):
            return rest
        if rest == "gallery-items":
            return "gallery"
        if rest == "menu-images":
            fields = parse_qsl(query.decode("latin-1"), keep_blank_values=True)
            if not fields:
                return "menu:"
            if len(fields) == 1 and fields[0][0] == "type" and fields[0][1] in MENU_IMAGE_TYPES:
                return "menu:" + fields[0][1]
            return None
        for prefix, kind in (("events/", "event"), ("sections/", "section")):
            if rest.startswith(prefix):
                name = rest[len(prefix) :]
                return f"{kind}:{name}" if name and "/" not in name else None
        return None

    async def answer(self, path: str, query: bytes = b"") -> Answer | None:
        """The prepared answer for this request, or None when the app's route should answer."""
        key = self.key(path, query)
        return None if key is None else await self.get(key)

    async def event_page(self, slug: str) -> Answer | None:
        """An event's page by its slug, or None when it has none (unknown, or not yet due)."""
        answer = await self.get(f"event:{slug}")
        return answer if answer.value is not None else None

    async def get(self, key: str) -> Answer:
        today = club_today(self._zone())
        now = datetime.now(UTC)
        generation = self._current
        if generation is not None and generation.is_current(self._number, today, now):
            found = generation.answers.get(key) or self._without_query(generation, key)
            if found is not None:
                return found
        async with self._lock:
            try:
                return await self._get_locked(key, today, now)
            except Exception as error:
                # While the database is away, the last answer built beats an error.
                if key not in self._last or not is_unavailable(error):
                    raise
                return self._last[key]

    def _without_query(self, generation: _Generation, key: str) -> Answer | None:
        """Answers that need no query: an unknown slug, a name the site has no section for."""
        kind, _, name = key.partition(":")
        if kind == "event" and name not in generation.slugs:
            return NOT_FOUND
        if kind == "section" and name not in SCHEMAS:
            return NO_SECTION
        return None

    async def _get_locked(self, key: str, today: date, now: datetime) -> Answer:
        number = self._number
        generation = self._current
        async with session_scope(self._sessionmaker) as session:
            if generation is None or not generation.is_current(number, today, now):
                rows = list(await content.read_published_events(session, now))
                generation = _Generation(
                    number=number,
                    day=today,
                    until=await content.next_publication(session, now),
                    slugs=frozenset(event.slug for event in rows),
                )
                generation.answers["events"] = _json(events_public(rows))
                self._last["events"] = generation.answers["events"]
                # A change that landed while we read must not be hidden behind an older one.
                if number == self._number:
                    self._current = generation
            found = generation.answers.get(key) or self._without_query(generation, key)
            if found is not None:
                return found
            kind, _, name = key.partition(":")
            answer = await self._builds[kind](session, name)
        if generation.number == self._number:
            generation.answers[key] = answer
        if answer is not NOT_FOUND:
            self._last[key] = answer
        return answer

    async def _model(self, read: Awaitable[BaseModel | None]) -> Answer:
        return _json(await read)

    async def _event_page(self, session: AsyncSession, slug: str) -> Answer:
        now = datetime.now(UTC)
        page: EventPagePublic | None = await event_pages.read_event_page(
            session, self._storage, slug, now, club_today(self._zone(), now)
        )
        return _json(page) if page is not None else NOT_FOUND
