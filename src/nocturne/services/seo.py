"""What crawlers and link previews read in the HTML of every page: title, description, Open Graph
and schema.org NightClub / Event data, made from the same payload the page renders."""

import html
import json
from typing import Any
from zoneinfo import ZoneInfo

from nocturne.schemas.content import SitePublic
from nocturne.services.nights import starts_at

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
    tagline = str(content.get("subtitle") or content.get("title") or "Premium Nightclub")
    title = f"{site.club_name} | {tagline}"
    description = tagline if len(tagline) > 60 else f"{tagline}. {DEFAULT_DESCRIPTION}"
    image = _absolute(public_url, content.get("background_image"))
    base = public_url.rstrip("/") + "/"
    tags = [
        f'<meta name="description" content="{attr(description)}" />',
        f'<link rel="canonical" href="{attr(base)}" />',
        '<meta property="og:type" content="website" />',
        f'<meta property="og:site_name" content="{attr(site.club_name)}" />',
        f'<meta property="og:title" content="{attr(title)}" />',
        f'<meta property="og:description" content="{attr(description)}" />',
        f'<meta property="og:url" content="{attr(base)}" />',
        '<meta name="twitter:card" content="summary_large_image" />',
    ]
    if image:
        tags.append(f'<meta property="og:image" content="{attr(image)}" />')
    background = content.get("background_image")
    if background and not content.get("background_video"):
        # The hero picture is the page's largest paint: fetch it before the script asks for it.
        tags.append(
            f'<link rel="preload" as="image" fetchpriority="high" href="{attr(str(background))}" />'
        )
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


# The landing page's first screen as HTML, so it paints before the script has run (and crawlers
# read it). It mirrors HeroView in web/src/features/site/components/hero.tsx, classes included: the
# app replaces it with its own render of the same markup (createRoot, no hydration).
MAIN_CONTENT_ID = "main-content"
HERO_FRAME = (
    "relative isolate flex min-h-svh items-center justify-center overflow-hidden bg-black "
    "text-white"
)
HERO_COVER = "absolute inset-0 -z-20 size-full object-cover"
HERO_GRADIENT = (
    "absolute inset-0 -z-20 "
    "bg-[radial-gradient(ellipse_at_top,_#3a2c0c_0%,_#0b0b0d_55%,_#000_100%)]"
)
HERO_SHADE = "absolute inset-0 -z-10 bg-linear-to-b from-black/75 via-black/45 to-black/90"
HERO_TITLE = (
    "font-display text-5xl leading-[1.05] font-semibold tracking-tight text-balance sm:text-7xl "
    "lg:text-8xl"
)
HERO_RULE = "mx-auto mt-8 h-px w-24 bg-linear-to-r from-transparent via-gold-400 to-transparent"
HERO_SUBTITLE = (
    "mx-auto mt-8 max-w-2xl text-lg font-light tracking-wide text-pretty text-white/85 sm:text-xl"
)
HERO_PRIMARY = (
    "inline-flex min-w-48 items-center justify-center rounded-full bg-gold-400 px-8 py-4 text-sm "
    "font-semibold tracking-[0.2em] text-black uppercase shadow-[0_0_40px_-8px] "
    "shadow-gold-400/70 transition hover:bg-gold-300 focus-visible:outline-2 "
    "focus-visible:outline-offset-4 focus-visible:outline-gold-300"
)
HERO_SECONDARY = (
    "inline-flex min-w-48 items-center justify-center rounded-full border border-white/40 px-8 "
    "py-4 text-sm font-semibold tracking-[0.2em] text-white uppercase backdrop-blur-sm "
    "transition hover:border-gold-300 hover:text-gold-300 focus-visible:outline-2 "
    "focus-visible:outline-offset-4 focus-visible:outline-gold-300"
)
# web/src/features/site/components/skip-link.tsx
SKIP_LINK = (
    "sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] "
    "focus:rounded-full focus:bg-accent-solid focus:px-5 focus:py-3 focus:text-sm "
    "focus:font-semibold focus:text-on-accent focus:outline-2 focus:outline-offset-2 "
    "focus:outline-accent"
)
SKIP_TO_CONTENT = "Skip to content"
# The spec's defaults (web/src/messages.ts, web/src/config/paths.ts).
HERO_PRIMARY_BUTTON_TEXT = "Reserve Now"
HERO_SECONDARY_BUTTON_TEXT = "View Events"
EXTERNAL_LINK = ("http:", "https:", "mailto:", "tel:", "//")


def _text_field(content: dict[str, Any], key: str) -> str | None:
    value = content.get(key)
    return value if isinstance(value, str) and value.strip() else None


def _link(href: str) -> str:
    """Where a content link points, as the app's AppLink renders it (lib/links.ts)."""
    if href.lower().startswith(EXTERNAL_LINK):
        return href
    if href.startswith("#"):
        return "/" + href
    return href if href.startswith("/") else "/" + href


def hero_markup(site: SitePublic) -> str:
    """The landing page's skip link and <main> with the hero filled in, as the app first renders
    them (the navigation bar, fixed at the top, comes with the app)."""
    section = site.sections.get("hero")
    content = section.content if section else {}
    title = _text_field(content, "title")
    if title is None:
        title = section.title if section and section.title is not None else site.club_name
    subtitle = _text_field(content, "subtitle")
    if subtitle is None and section:
        subtitle = section.subtitle
    image = _text_field(content, "background_image")
    buttons = [
        (
            HERO_PRIMARY,
            _text_field(content, "primary_button_text") or HERO_PRIMARY_BUTTON_TEXT,
            _text_field(content, "primary_button_link") or "#bottle-service",
        ),
        (
            HERO_SECONDARY,
            _text_field(content, "secondary_button_text") or HERO_SECONDARY_BUTTON_TEXT,
            _text_field(content, "secondary_button_link") or "#events",
        ),
    ]
    background = (
        f'<img class="{HERO_COVER}" src="{attr(image)}" alt="" fetchpriority="high">'
        if image
        else f'<div aria-hidden="true" class="{HERO_GRADIENT}"></div>'
    )
    parts = [
        f'<a href="#{MAIN_CONTENT_ID}" class="{SKIP_LINK}">{SKIP_TO_CONTENT}</a>',
        f'<main id="{MAIN_CONTENT_ID}" tabindex="-1" class="outline-none">',
        f'<section aria-labelledby="hero-title" class="{HERO_FRAME}">',
        background,
        f'<div aria-hidden="true" class="{HERO_SHADE}"></div>',
        '<div class="mx-auto max-w-5xl px-6 pt-16 text-center">',
        f'<h1 id="hero-title" class="{HERO_TITLE}">{html.escape(title)}</h1>',
        f'<div aria-hidden="true" class="{HERO_RULE}"></div>',
    ]
    if subtitle:
        parts.append(f'<p class="{HERO_SUBTITLE}">{html.escape(subtitle)}</p>')
    parts.append('<div class="mt-12 flex flex-col items-center justify-center gap-4 sm:flex-row">')
    for classes, text, href in buttons:
        parts.append(f'<a href="{attr(_link(href))}" class="{classes}">{html.escape(text)}</a>')
    parts.append("</div></div></section></main>")
    return "".join(parts)
