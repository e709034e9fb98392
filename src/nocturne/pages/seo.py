"""What crawlers and link previews read in the HTML of every page: title, description, Open Graph
and schema.org NightClub / Event data, made from the same payload the page renders."""

import html
import json
from dataclasses import dataclass
from typing import Any
from zoneinfo import ZoneInfo

from nocturne.club.nights import placeable, starts_at
from nocturne.content import page_titles as titles
from nocturne.content.event_pages import event_path
from nocturne.content.schemas import EventPublic, SitePublic
from nocturne.media.buckets import is_video_url

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


def _landing_image(site: SitePublic, public_url: str) -> str | None:
    hero = site.sections.get("hero")
    content = hero.content if hero else {}
    seo_section = site.sections.get("seo")
    seo = seo_section.content if seo_section else {}
    return _absolute(public_url, seo.get("image") or content.get("background_image"))


def _page_tags(
    site: SitePublic, title: str, description: str, url: str | None, image: str | None
) -> list[str]:
    """The tags every page carries: description, canonical address (or, for a page crawlers
    should not index, noindex), Open Graph, Twitter card."""
    tags = [f'<meta name="description" content="{attr(description)}" />']
    if url:
        tags.append(f'<link rel="canonical" href="{attr(url)}" />')
    else:
        tags.append('<meta name="robots" content="noindex" />')
    tags += [
        '<meta property="og:type" content="website" />',
        # The app's brand, about heading and footer read it when the site data cannot be loaded.
        f'<meta name="application-name" content="{attr(site.club_name)}" />',
        f'<meta property="og:site_name" content="{attr(site.club_name)}" />',
        f'<meta property="og:title" content="{attr(title)}" />',
        f'<meta property="og:description" content="{attr(description)}" />',
    ]
    if url:
        tags.append(f'<meta property="og:url" content="{attr(url)}" />')
    tags.append('<meta name="twitter:card" content="summary_large_image" />')
    if image:
        tags.append(f'<meta property="og:image" content="{attr(image)}" />')
    return tags


@dataclass(frozen=True)
class PageHead:
    """What the head of one path's HTML says about the page."""

    title: str
    # The page's own address when crawlers may index it; None for every other page.
    canonical: str | None


def page_head(site: SitePublic, path: str | None, public_url: str) -> PageHead:
    """The title and canonical address of the page at `path` (None: no page is there). A public
    page (one the payload titles) is indexed at its own address; the admin area, the mailed
    links' pages and unknown addresses are not indexed."""
    if path is None:
        return PageHead(title=titles.not_found_title(site.club_name), canonical=None)
    path = path.rstrip("/") or "/"
    base = public_url.rstrip("/")
    title = site.page_titles.get(path)
    if title is not None:
        return PageHead(title=title, canonical=base + path)
    if path == "/admin" or path.startswith("/admin/"):
        return PageHead(title=titles.admin_title(site.club_name), canonical=None)
    return PageHead(title=site.club_name, canonical=None)


def head_tags(
    site: SitePublic, public_url: str, zone: ZoneInfo, path: str | None = "/"
) -> tuple[str, str]:
    """The title of the page at `path` (None: no page is there) and the tags for its head."""
    page = page_head(site, path, public_url)
    seo_section = site.sections.get("seo")
    seo = seo_section.content if seo_section else {}
    # Staff's own description when given; otherwise it follows the hero.
    tagline = titles.tagline(site.sections)
    description = str(
        seo.get("description")
        or (tagline if len(tagline) > 60 else f"{tagline}. {DEFAULT_DESCRIPTION}")
    )
    image = _landing_image(site, public_url)
    base = public_url.rstrip("/") + "/"
    tags = _page_tags(site, page.title, description, page.canonical, image)
    if page.canonical:
        tags.append(_json_ld(_night_club(site, base, image, zone)))
    return page.title, "\n    ".join(tags)


def event_url(public_url: str, slug: str) -> str:
    return public_url.rstrip("/") + event_path(slug)


def summary(text: str, limit: int = 160) -> str:
    """The text on one line, cut at a word to at most `limit` characters (with an ellipsis)."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    cut = flat[: limit - 1].rsplit(" ", 1)[0] if " " in flat[: limit - 1] else flat[: limit - 1]
    return cut.rstrip(" ,.;:") + "\u2026"


def event_head_tags(
    site: SitePublic, event: EventPublic, public_url: str, zone: ZoneInfo
) -> tuple[str, str]:
    """An event page's title and head tags: a shared link previews that night (its flyer, or
    the site's picture when the flyer is a video or missing)."""
    title = f"{event.title} | {site.club_name}"
    description = summary(event.description) or title
    url = event_url(public_url, event.slug)
    flyer = event.image if event.image and not is_video_url(event.image) else None
    image = _absolute(public_url, flyer) or _landing_image(site, public_url)
    tags = _page_tags(site, title, description, url, image)
    item = _event(event, public_url, _place(site), zone)
    item["@context"] = "https://schema.org"
    item["organizer"] = {
        "@type": "NightClub",
        "name": site.club_name,
        "url": public_url.rstrip("/") + "/",
    }
    tags.append(_json_ld(item))
    return title, "\n    ".join(tags)


def _place(site: SitePublic) -> dict[str, Any]:
    contact = site.contact
    place: dict[str, Any] = {"@type": "Place", "name": site.club_name}
    if contact and contact.location:
        place["address"] = {
            "@type": "PostalAddress",
            "streetAddress": contact.location.address,
            "addressLocality": contact.location.city,
            "addressRegion": contact.location.state,
            "postalCode": contact.location.zip,
        }
    return place


def _event(
    event: EventPublic, public_url: str, place: dict[str, Any], zone: ZoneInfo
) -> dict[str, Any]:
    """The schema.org Event of one night, the landing page's and the event page's alike."""
    item: dict[str, Any] = {
        "@type": "Event",
        "name": event.title,
        "description": event.description,
        "location": place,
        "eventStatus": "https://schema.org/EventScheduled",
        "eventAttendanceMode": "https://schema.org/OfflineEventAttendanceMode",
        "url": event_url(public_url, event.slug),
    }
    start = starts_at(event.date, event.time, zone) if placeable(event.date) else None
    item["startDate"] = start.isoformat() if start else event.date.isoformat()
    picture = _absolute(public_url, event.image)
    if picture:
        item["image"] = picture
    return item


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
    place = _place(site)
    if "address" in place:
        club["address"] = place["address"]
    if contact and contact.contact:
        if contact.contact.phone:
            club["telephone"] = contact.contact.phone
        if contact.contact.email:
            club["email"] = contact.contact.email
    events = [_event(e, base, place, zone) for e in site.events if placeable(e.date)]
    if events:
        club["event"] = events
    return club
