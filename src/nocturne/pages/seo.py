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
    tagline = str(content.get("subtitle") or content.get("title") or "Premium Nightclub")
    title = f"{site.club_name} | {tagline}"
    description = tagline if len(tagline) > 60 else f"{tagline}. {DEFAULT_DESCRIPTION}"
    image = _absolute(public_url, content.get("background_image"))
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
# The app's defaults (web/src/messages.ts, web/src/config/paths.ts).
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


# The top bar: it mirrors TopNav in web/src/features/site/components/top-nav.tsx (with Brand and
# ThemeToggle), classes included, closed, so the page has its navigation before the script runs
# (and without it) and nothing moves when the app takes over.
NAV_HEADER = "fixed inset-x-0 top-0 z-50 border-b border-line bg-canvas/85 backdrop-blur-md"
NAV_BAR = "mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
NAV_BRAND = (
    "flex shrink-0 items-center rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 "
    "focus-visible:outline-accent"
)
NAV_LOGO = "h-9 w-auto max-w-48 object-contain"
NAV_TEXT_BRAND = "font-display text-2xl font-semibold uppercase tracking-[0.3em] text-accent"
NAV_FOCUS_RING = (
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
)
NAV_BUTTON_LINK = (
    "inline-flex items-center justify-center rounded-full bg-accent-solid px-5 py-2 text-sm "
    "font-semibold uppercase tracking-widest text-on-accent shadow-[0_0_24px_-6px] "
    "shadow-gold-400/60 transition hover:bg-gold-300"
)
NAV_PLAIN_LINK = (
    "block rounded-md px-3 py-2 text-sm font-medium uppercase tracking-widest text-ink-muted "
    "transition-colors hover:text-accent"
)
NAV_ADMIN_LINK = (
    "group inline-flex items-center rounded-full px-2.5 py-2 text-sm font-medium uppercase "
    "tracking-widest text-ink-muted transition-colors hover:text-accent"
)
NAV_ADMIN_LABEL = (
    "max-w-0 overflow-hidden whitespace-nowrap opacity-0 transition-all duration-300 "
    "group-hover:ml-2 group-hover:max-w-24 group-hover:opacity-100 group-focus-visible:ml-2 "
    "group-focus-visible:max-w-24 group-focus-visible:opacity-100"
)
NAV_MOBILE_ADMIN_LINK = (
    "flex items-center gap-2 rounded-md px-3 py-3 text-base font-medium uppercase "
    "tracking-widest text-ink-muted hover:text-accent"
)
THEME_TOGGLE = (
    "inline-flex size-10 items-center justify-center rounded-full text-ink-muted "
    "transition-colors hover:bg-ink/5 hover:text-accent focus-visible:outline-2 "
    "focus-visible:outline-offset-2 focus-visible:outline-accent"
)
NAV_MENU_TOGGLE = (
    "inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-ink/5 md:hidden"
)
NAV_MOBILE_MENU = "border-t border-line bg-canvas px-4 pt-2 pb-6 md:hidden"
MOBILE_MENU_ID = "mobile-menu"
# web/src/messages.ts
NAV_MAIN_LABEL = "Main"
NAV_ADMIN = "Admin"
NAV_TOGGLE_MENU = "Toggle menu"
THEME_TOGGLE_LABEL = "Toggle theme"
NAV_BOTTLE_SERVICE = "Bottle Service"
NAV_MENU = "Menu"
# DEFAULT_NAV_LINKS in web/src/features/site/utils/navigation.ts: (text, url, is_button).
DEFAULT_NAV_LINKS = (
    ("Events", "#events", False),
    ("Gallery", "#gallery", False),
    ("About", "#about", False),
    ("Contact", "#contact", False),
    (NAV_BOTTLE_SERVICE, "#bottle-service", True),
)
_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" '
    'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" '
    'stroke-linejoin="round" class="lucide lucide-{name} {classes}" aria-hidden="true">'
    "{paths}</svg>"
)
_ICON_PATHS = {
    "shield": '<path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 '
    "0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 "
    '1z"></path>',
    "menu": '<path d="M4 5h16"></path><path d="M4 12h16"></path><path d="M4 19h16"></path>',
    "moon": '<path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 '
    '8.268 8.268c.344-.215.825-.004.803.401"></path>',
}


def _icon(name: str, classes: str) -> str:
    return _SVG.format(name=name, classes=classes, paths=_ICON_PATHS[name])


def nav_links(site: SitePublic) -> list[tuple[str, str, bool]]:
    """The top bar's links as buildNavLinks makes them: the settings' links (or the defaults),
    with the menu page after Events (or before the first button) unless staff added it."""
    navigation = site.navigation
    links = (
        [(link.text, link.url, link.isButton) for link in navigation.links]
        if navigation and navigation.links
        else list(DEFAULT_NAV_LINKS)
    )
    if any(url == "/menu" for _, url, _ in links):
        return links
    events = next((i for i, (_, url, _) in enumerate(links) if url == "#events"), -1)
    button = next((i for i, (_, _, is_button) in enumerate(links) if is_button), -1)
    at = events + 1 if events >= 0 else button if button >= 0 else len(links)
    links.insert(at, (NAV_MENU, "/menu", False))
    return links


def _nav_list(links: list[tuple[str, str, bool]], mobile: bool) -> str:
    items = []
    for text, url, is_button in links:
        base = NAV_BUTTON_LINK if is_button else NAV_PLAIN_LINK
        extra = ("mt-2 w-full py-3" if is_button else "py-3 text-base") if mobile else ""
        label = NAV_BOTTLE_SERVICE if mobile and is_button and url == "#bottle-service" else text
        items.append(
            f'<li><a href="{attr(_link(url))}" class="{base} {extra} {NAV_FOCUS_RING}">'
            f"{html.escape(label)}</a></li>"
        )
    classes = "flex flex-col gap-1" if mobile else "flex items-center gap-1 lg:gap-2"
    return f'<ul class="{classes}">{"".join(items)}</ul>'


def nav_markup(site: SitePublic) -> str:
    """The fixed top bar as the app first renders it on a public page: brand, links, the admin
    link, the theme and menu toggles, and the closed mobile menu."""
    navigation = site.navigation
    logo = navigation.logo_url if navigation else None
    brand = (
        f'<img src="{attr(logo)}" alt="{attr(site.club_name)}" class="{NAV_LOGO}">'
        if logo
        else f'<span class="{NAV_TEXT_BRAND}">{html.escape(site.club_name)}</span>'
    )
    links = nav_links(site)
    mobile = _nav_list(links, mobile=True) + (
        f'<a href="/admin" class="{NAV_MOBILE_ADMIN_LINK} {NAV_FOCUS_RING}">'
        f"{_icon('shield', 'size-4')}{NAV_ADMIN}</a>"
    )
    return "".join(
        [
            f'<header class="{NAV_HEADER}">',
            f'<nav aria-label="{NAV_MAIN_LABEL}" class="{NAV_BAR}">',
            f'<a href="/" class="{NAV_BRAND}">{brand}</a>',
            '<div class="flex items-center gap-1">',
            '<div class="hidden items-center gap-1 md:flex">',
            _nav_list(links, mobile=False),
            f'<a href="/admin" class="{NAV_ADMIN_LINK} {NAV_FOCUS_RING}">',
            _icon("shield", "size-4 shrink-0"),
            f'<span class="{NAV_ADMIN_LABEL}">{NAV_ADMIN}</span></a>',
            "</div>",
            # data-prerendered: web/index.html's script works these until the app takes over.
            f'<button type="button" data-prerendered="theme" aria-label="{THEME_TOGGLE_LABEL}" '
            f'class="{THEME_TOGGLE}">',
            _icon("moon", "size-5"),
            "</button>",
            f'<button type="button" data-prerendered="menu" aria-label="{NAV_TOGGLE_MENU}" '
            'aria-expanded="false" '
            f'aria-controls="{MOBILE_MENU_ID}" class="{NAV_MENU_TOGGLE} {NAV_FOCUS_RING}">',
            _icon("menu", "size-6"),
            "</button>",
            "</div></nav>",
            f'<div id="{MOBILE_MENU_ID}" data-prerendered="menu-panel" hidden '
            f'class="{NAV_MOBILE_MENU}">{mobile}</div>',
            # The menu toggle needs the script: without one, a narrow screen shows the links.
            f'<noscript><div class="{NAV_MOBILE_MENU}">{mobile}</div></noscript>',
            "</header>",
        ]
    )


def hero_markup(site: SitePublic) -> str:
    """The landing page's skip link, top bar and <main> with the hero filled in, as the app
    first renders them."""
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
        nav_markup(site),
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
