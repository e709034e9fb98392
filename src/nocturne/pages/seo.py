"""What crawlers and link previews read in the HTML of every page: title, description, Open Graph
and schema.org NightClub / Event data, made from the same payload the page renders."""

import html
import json
from typing import Any
from zoneinfo import ZoneInfo

from nocturne.content.schemas import SitePublic
from nocturne.kit.nights import placeable, starts_at

DEFAULT_DESCRIPTION = (
    "Premium nightclub with world-class DJs, three levels of sound and light, and luxury bottle "
    "service. See upcoming events and reserve your table."
)


def _absolute(public_url: str, url: str | None) -> str | None:
    if not url:
        return None
    return url if url.startswith(("http://", "https://")) else public_url.rstrip("/") + url


def _json_ld(data: dict[str, Any]) -> str:
    # "<" is escaped so no text in the content can close the script element.
    text = json.dumps(data, ensure_ascii=False).replace("<", "\\u003c")
    return f'<script type="application/ld+json">{text}</script>'


def attr(value: str) -> str:
    return html.escape(value, quote=True)


def head_tags(site: SitePublic, public_url: str, zone: ZoneInfo) -> tuple[str, str]:
    """The page title and the tags for the head."""
    hero = site.sections.get("hero")
    content = hero.content if hero else {}
    seo_section = site.sections.get("seo")
    seo = seo_section.content if seo_section else {}
    # Staff's own title and description when given; otherwise they follow the hero.
    tagline = str(content.get("subtitle") or content.get("title") or "Premium Nightclub")
    title = str(seo.get("title") or f"{site.club_name} | {tagline}")
    description = str(
        seo.get("description")
        or (tagline if len(tagline) > 60 else f"{tagline}. {DEFAULT_DESCRIPTION}")
    )
    image = _absolute(public_url, seo.get("image") or content.get("background_image"))
    base = public_url.rstrip("/") + "/"
    tags = [
        f'<meta name="description" content="{attr(description)}" />',
        f'<link rel="canonical" href="{attr(base)}" />',
        '<meta property="og:type" content="website" />',
        # The app's brand, about heading and footer read it when the site data cannot be loaded.
        f'<meta name="application-name" content="{attr(site.club_name)}" />',
        f'<meta property="og:site_name" content="{attr(site.club_name)}" />',
        f'<meta property="og:title" content="{attr(title)}" />',
        f'<meta property="og:description" content="{attr(description)}" />',
        f'<meta property="og:url" content="{attr(base)}" />',
        '<meta name="twitter:card" content="summary_large_image" />',
    ]
    if image:
        tags.append(f'<meta property="og:image" content="{attr(image)}" />')
    tags.append(_json_ld(_night_club(site, base, image, zone)))
    return title, "\n    ".join(tags)


def _night_club(site: SitePublic, base: str, image: str | None, zone: ZoneInfo) -> dict[str, Any]:
    club: dict[str, Any] = {
        "@context": "https://schema.org",
        "@type": "NightClub",
        "name": site.club_name,
        "url": base,
    }
    if image:
        club["image"] = image
    contact = site.contact
    place: dict[str, Any] = {"@type": "Place", "name": site.club_name}
    if contact and contact.location:
        address = {
            "@type": "PostalAddress",
            "streetAddress": contact.location.address,
            "addressLocality": contact.location.city,
            "addressRegion": contact.location.state,
            "postalCode": contact.location.zip,
        }
        club["address"] = place["address"] = address
    if contact and contact.contact:
        if contact.contact.phone:
            club["telephone"] = contact.contact.phone
        if contact.contact.email:
            club["email"] = contact.contact.email
    events = []
    for event in site.events:
        if not placeable(event.date):
            continue
        item: dict[str, Any] = {
            "@type": "Event",
            "name": event.title,
            "description": event.description,
            "location": place,
            "eventStatus": "https://schema.org/EventScheduled",
            "eventAttendanceMode": "https://schema.org/OfflineEventAttendanceMode",
            "url": base + "#events",
        }
        start = starts_at(event.date, event.time, zone)
        item["startDate"] = start.isoformat() if start else event.date.isoformat()
        picture = _absolute(base, event.image)
        if picture:
            item["image"] = picture
        events.append(item)
    if events:
        club["event"] = events
    return club
