"""An event's own page: the event found by its slug, with what the page shows worked out here
(whether the night is over, the directions and calendar links, the flyer's renditions).

The same read answers `GET /api/events/{slug}` and fills the HTML the server sends for
`/events/{slug}`, so the page paints without an API call; the response cache keeps both
(http/response_cache.py)."""

from datetime import date, datetime
from urllib.parse import quote

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.content import service as content
from nocturne.content.schemas import EventPagePublic, EventPublic
from nocturne.kit.slugs import is_event_slug
from nocturne.media import library
from nocturne.media.storage import Storage
from nocturne.models import ContactSection, Event

MAPS_SEARCH = "https://www.google.com/maps/search/?api=1&query="


def event_path(slug: str) -> str:
    return f"/events/{quote(slug)}"


def calendar_path(event: Event) -> str:
    return f"/events/{event.id}.ics"


def directions_url(location: str, contact: ContactSection | None) -> str:
    """A map search for the event's location followed by the club's address, so a room name
    ("Main Room") still finds the building."""
    address = contact.location if contact and contact.location else {}
    parts = [location, *(str(address.get(k) or "") for k in ("address", "city", "state", "zip"))]
    seen: list[str] = []
    for part in (p.strip() for p in parts):
        if part and part.lower() not in (s.lower() for s in seen):
            seen.append(part)
    return MAPS_SEARCH + quote(", ".join(seen), safe="")


async def read_event_page(
    session: AsyncSession, storage: Storage, slug: str, now: datetime, today: date
) -> EventPagePublic | None:
    """The page of the event with this slug, or None when there is none or it is not published
    yet at `now` (a scheduled event stays unseen until its time, like every public read)."""
    if not is_event_slug(slug):
        return None
    event = await content.read_published_event_by_slug(session, slug, now)
    if event is None:
        return None
    public = EventPublic.model_validate(event)
    return EventPagePublic(
        event=public,
        past=event.date < today,
        directions_url=directions_url(event.location, await content.read_contact(session)),
        calendar_url=calendar_path(event),
        media=await library.describe(session, storage, [event.image] if event.image else []),
    )
