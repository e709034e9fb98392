"""The title of each public page, worked out once on the server: the HTML it sends carries it
(crawlers read it there) and the site payload carries every one, so the app names the page the
same way when a visitor moves between pages without a new load.

A page is found by its path; a kind of page added later (one per event, say) adds its paths and
titles to `page_titles` and is then listed, titled and given its canonical address like the rest.
"""

from collections.abc import Mapping
from typing import Any

from nocturne import messages
from nocturne.content.schemas import ContentSectionPublic

LANDING = "/"
MENU = "/menu"
PRIVACY = "/privacy"
TERMS = "/terms"
# The pages crawlers may index, in the sitemap's order.
PUBLIC_PAGES = (LANDING, MENU, PRIVACY, TERMS)
SEPARATOR = " | "
DEFAULT_TAGLINE = "Premium Nightclub"


def _text(content: Mapping[str, Any], key: str) -> str | None:
    value = content.get(key)
    return value.strip() if isinstance(value, str) and value.strip() else None


def _content(sections: Mapping[str, ContentSectionPublic], name: str) -> Mapping[str, Any]:
    section = sections.get(name)
    return section.content if section else {}


def tagline(sections: Mapping[str, ContentSectionPublic]) -> str:
    """The hero's subtitle, or its title: what the landing page's title and description say."""
    hero = _content(sections, "hero")
    return _text(hero, "subtitle") or _text(hero, "title") or DEFAULT_TAGLINE


def named(label: str, club_name: str) -> str:
    return f"{label}{SEPARATOR}{club_name}"


def page_titles(club_name: str, sections: Mapping[str, ContentSectionPublic]) -> dict[str, str]:
    """Every public page's title, by path. Staff's own title (Search & Sharing) names the landing
    page; a legal page is named by the title staff gave it, or by its default name."""
    landing = _text(_content(sections, "seo"), "title") or named(club_name, tagline(sections))
    privacy = _text(_content(sections, "privacy"), "title") or messages.PRIVACY_POLICY
    terms = _text(_content(sections, "terms"), "title") or messages.TERMS_OF_SERVICE
    return {
        LANDING: landing,
        MENU: named(messages.PAGE_TITLE_MENU, club_name),
        PRIVACY: named(privacy, club_name),
        TERMS: named(terms, club_name),
    }


def admin_title(club_name: str) -> str:
    """The admin area's pages before the app names each one after its side navigation entry."""
    return named(messages.PAGE_TITLE_ADMIN, club_name)


def not_found_title(club_name: str) -> str:
    return named(messages.PAGE_TITLE_NOT_FOUND, club_name)
