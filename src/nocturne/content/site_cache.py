"""The landing page's one payload, built once and kept until the content changes.

`GET /api/site`, the landing page and every page of the app (which inline it) are made from it:
it is kept, with its JSON, until the change feed reports a write to one of the tables it is built
from (`PAYLOAD_TABLES`), the club's night changes or a scheduled event is due; so the pages
made anew after a change read the database once between them. While the database cannot be
reached, the last payload built keeps being used.
"""

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from nocturne.club.nights import club_today
from nocturne.content import drafts, landing
from nocturne.content import service as content
from nocturne.content.page_titles import page_titles
from nocturne.content.schemas import (
    ContactSectionPublic,
    ContentSectionPublic,
    EventPublic,
    GalleryItemPublic,
    NavigationPublic,
    PackagePublic,
    SitePublic,
)
from nocturne.core.db import is_unavailable, session_scope
from nocturne.live.changes import PUBLIC_TABLES, Change
from nocturne.media import library
from nocturne.media.references import urls_in
from nocturne.media.storage import Storage

# The tables /api/site is built from (menu images live on their own page); with the club's
# settings (its time zone: which events are to come) and the media library (the pictures'
# renditions), what the payload is made of.
SITE_TABLES = PUBLIC_TABLES - {"menu_images"}
PAYLOAD_TABLES = SITE_TABLES | {"club_settings", library.TABLE}


async def build_site(
    session: AsyncSession,
    storage: Storage,
    club_name: str,
    today: date,
    now: datetime,
    with_drafts: bool = False,
) -> SitePublic:
    """The public payload at `now`; events from tonight on (past ones drop off by themselves,
    scheduled ones appear at their time). `with_drafts` builds the staff preview instead: the
    page as it would be with every draft published."""
    navigation = await content.read_navigation(session)
    navigation_public = NavigationPublic.model_validate(navigation) if navigation else None
    contact = await content.read_contact(session)
    section_rows = await content.read_sections(session)
    event_rows = [e for e in await content.read_published_events(session, now) if e.date >= today]
    package_rows = list(await content.PACKAGES.read_all(session))
    if with_drafts:
        section_rows, event_rows, package_rows = drafts.preview_rows(
            await drafts.read_drafts(session), section_rows, event_rows, package_rows, today
        )
    sections = {
        section.section_name: ContentSectionPublic.model_validate(section)
        for section in sorted(section_rows, key=lambda s: s.section_name)
    }
    site = SitePublic(
        club_name=club_name,
        hero=landing.hero(club_name, sections.get("hero")),
        top_nav=landing.top_nav(navigation_public),
        navigation=navigation_public,
        sections=sections,
        events=[EventPublic.model_validate(e) for e in event_rows],
        gallery_items=[
            GalleryItemPublic.model_validate(g)
            for g in await content.GALLERY_ITEMS.read_all(session)
        ],
        packages=[PackagePublic.model_validate(p) for p in package_rows],
        contact=ContactSectionPublic.model_validate(contact) if contact else None,
        page_titles=page_titles(club_name, sections),
    )
    site.media = await library.describe(session, storage, urls_in(site.model_dump(mode="json")))
    return site


@dataclass(frozen=True)
class SiteSnapshot:
    site: SitePublic
    day: date
    # The payload as JSON, as /api/site answers it and the pages inline it.
    body: bytes
    # When a scheduled event appears and the payload must be built again.
    until: datetime | None = None

    def is_current(self, today: date, now: datetime) -> bool:
        return self.day == today and (self.until is None or now < self.until)


class SiteCache:
    def __init__(
        self,
        sessionmaker: async_sessionmaker[AsyncSession],
        storage: Storage,
        club_name: str,
        zone: Callable[[], ZoneInfo],
    ) -> None:
        """`zone` reads the club's time zone, which staff may change while the server runs."""
        self._sessionmaker = sessionmaker
        self._storage = storage
        self._club_name = club_name
        self._zone = zone
        self._snapshot: SiteSnapshot | None = None
        # The newest payload built, kept even when a change or a new night has made it stale.
        self._last: SiteSnapshot | None = None
        self._generation = 0
        self._lock = asyncio.Lock()

    def on_change(self, change: Change) -> None:
        if change.table in PAYLOAD_TABLES:
            self._generation += 1
            self._snapshot = None

    async def get(self) -> SiteSnapshot:
        today = club_today(self._zone())
        now = datetime.now(UTC)
        snapshot = self._snapshot
        if snapshot is not None and snapshot.is_current(today, now):
            return snapshot
        async with self._lock:
            if self._snapshot is not None and self._snapshot.is_current(today, now):
                return self._snapshot
            generation = self._generation
            try:
                async with session_scope(self._sessionmaker) as session:
                    site = await build_site(session, self._storage, self._club_name, today, now)
                    until = await content.next_publication(session, now)
            except Exception as error:
                # While the database is away, the last page built beats an error page.
                if self._last is None or not is_unavailable(error):
                    raise
                return self._last
            snapshot = SiteSnapshot(
                site=site,
                day=today,
                body=site.model_dump_json().encode(),
                until=until,
            )
            # A change that landed while we read must not be hidden behind an older snapshot.
            if generation == self._generation:
                self._snapshot = snapshot
            self._last = snapshot
            return snapshot
