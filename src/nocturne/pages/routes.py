"""Files for crawlers and calendars: /robots.txt, /sitemap.xml, /events.ics, /events/{id}.ics."""

import uuid
from datetime import UTC, datetime
from typing import Any
from urllib.parse import quote
from xml.sax.saxutils import escape

from fastapi import APIRouter, Response

from nocturne import messages
from nocturne.club.nights import club_today
from nocturne.content import page_titles
from nocturne.content import service as content
from nocturne.content.event_pages import event_path
from nocturne.core.errors import ApiError
from nocturne.core.schemas import ErrorResponse
from nocturne.deps import ClubDep, SessionDep, SettingsDep, SiteCacheDep
from nocturne.kit.slugs import ascii_slug, slug
from nocturne.pages import calendar

router = APIRouter(tags=["public"])
PUBLIC_PAGES = page_titles.PUBLIC_PAGES
CALENDAR = "text/calendar; charset=utf-8"
ICS_RESPONSE: dict[int | str, dict[str, Any]] = {
    200: {"content": {CALENDAR: {"schema": {"type": "string"}}}}
}


@router.get("/robots.txt", operation_id="read_robots", response_class=Response)
async def read_robots(settings: SettingsDep) -> Response:
    """Crawlers may read the public pages, not the admin area or the API."""
    body = (
        "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n"
        f"Sitemap: {settings.public_url.rstrip('/')}/sitemap.xml\n"
    )
    return Response(body, media_type="text/plain; charset=utf-8")


@router.get("/sitemap.xml", operation_id="read_sitemap", response_class=Response)
async def read_sitemap(session: SessionDep, settings: SettingsDep, cache: SiteCacheDep) -> Response:
    """The public pages, with the site's last change, and every published event's page (past
    ones too: their links stay)."""
    snapshot = await cache.get()
    stamps = [section.updated_at for section in snapshot.site.sections.values()]
    modified = max(stamps, default=datetime.now(UTC)).date().isoformat()
    base = settings.public_url.rstrip("/")
    urls = "".join(
        f"<url><loc>{escape(base + page)}</loc><lastmod>{modified}</lastmod></url>"
        for page in PUBLIC_PAGES
    ) + "".join(
        f"<url><loc>{escape(base + event_path(event.slug))}</loc></url>"
        for event in await content.read_published_events(session, datetime.now(UTC))
    )
    body = (
        '<?xml version="1.0" encoding="UTF-8"?>'
        f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{urls}</urlset>'
    )
    return Response(body, media_type="application/xml")


@router.get(
    "/events.ics", operation_id="read_events_calendar", response_class=Response,
    responses=ICS_RESPONSE,
)  # fmt: skip
async def read_events_calendar(
    session: SessionDep, settings: SettingsDep, club: ClubDep
) -> Response:
    """The coming events as a calendar to subscribe to."""
    today = club_today(club.zone)
    published = await content.read_published_events(session, datetime.now(UTC))
    events = [e for e in published if e.date >= today]
    body = calendar.calendar(events, settings.club_name, settings.public_url, club.zone)
    return Response(body, media_type=CALENDAR, headers={"Cache-Control": "public, max-age=300"})


@router.get(
    "/events/{event_id}.ics",
    operation_id="read_event_calendar",
    response_class=Response,
    responses={**ICS_RESPONSE, 404: {"model": ErrorResponse}},
)
async def read_event_calendar(
    event_id: uuid.UUID, session: SessionDep, settings: SettingsDep, club: ClubDep
) -> Response:
    """One event, to add to a calendar."""
    event = await content.read_published_event(session, event_id, datetime.now(UTC))
    if event is None:
        raise ApiError(404, messages.NOT_FOUND)
    body = calendar.calendar([event], settings.club_name, settings.public_url, club.zone)
    return Response(
        body, media_type=CALENDAR, headers={"Content-Disposition": attachment(event.title)}
    )


def attachment(title: str) -> str:
    """A download named after the event: a plain ASCII name for every client, and the title's
    own letters (any script) in RFC 6266's filename* for those that read it."""
    readable = slug(title) or "event"
    plain = ascii_slug(title)
    return (
        f"attachment; filename=\"{plain or 'event'}.ics\"; filename*=UTF-8''{quote(readable)}.ics"
    )
