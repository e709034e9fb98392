"""The landing page's first screen as a visitor sees it: the hero with its defaults filled in, and
the top bar's links in the order shown.

The server works them out once, into the site payload, so the web app, the HTML the server sends
before the app has started (http/first_screen.py) and the admin's defaults all read one source.
"""

from typing import Any

from nocturne import messages
from nocturne.content.schemas import (
    ContentSectionPublic,
    HeroButton,
    HeroPublic,
    NavigationPublic,
    NavLink,
    TopNavLink,
)

EVENTS_ANCHOR = "#events"
BOTTLE_SERVICE_ANCHOR = "#bottle-service"
MENU_PAGE = "/menu"

# The links shown when no navigation settings exist (or they hold no links). The menu page's
# link is one of them, an ordinary link staff move, rename or remove like any other.
DEFAULT_NAV_LINKS = (
    NavLink(text=messages.NAV_EVENTS, url=EVENTS_ANCHOR),
    NavLink(text=messages.NAV_MENU, url=MENU_PAGE),
    NavLink(text=messages.NAV_GALLERY, url="#gallery"),
    NavLink(text=messages.NAV_ABOUT, url="#about"),
    NavLink(text=messages.NAV_CONTACT, url="#contact"),
    NavLink(text=messages.NAV_BOTTLE_SERVICE, url=BOTTLE_SERVICE_ANCHOR, isButton=True),
)
HERO_PRIMARY_BUTTON = HeroButton(text=messages.HERO_PRIMARY_BUTTON_TEXT, link=BOTTLE_SERVICE_ANCHOR)
HERO_SECONDARY_BUTTON = HeroButton(text=messages.HERO_SECONDARY_BUTTON_TEXT, link=EVENTS_ANCHOR)


def _mobile_text(link: NavLink) -> str:
    # On a phone the highlighted link to the bottle-service section always reads its full name.
    if link.isButton and link.url == BOTTLE_SERVICE_ANCHOR:
        return messages.NAV_BOTTLE_SERVICE
    return link.text


def top_nav(navigation: NavigationPublic | None) -> list[TopNavLink]:
    """The settings' links as staff saved them, in their order, or the defaults when there are
    none."""
    links = navigation.links if navigation and navigation.links else DEFAULT_NAV_LINKS
    return [
        TopNavLink(
            text=link.text, url=link.url, isButton=link.isButton, mobile_text=_mobile_text(link)
        )
        for link in links
    ]


def _text(content: dict[str, Any], key: str) -> str | None:
    value = content.get(key)
    return value if isinstance(value, str) and value.strip() else None


def hero(club_name: str, section: ContentSectionPublic | None) -> HeroPublic:
    """The hero's fields with the defaults filled in; without a title the club's name stands in."""
    content = section.content if section else {}
    title = _text(content, "title") or (section.title if section else None) or club_name
    subtitle = _text(content, "subtitle") or (section.subtitle if section else None)
    return HeroPublic(
        title=title,
        subtitle=subtitle or None,
        background_image=_text(content, "background_image"),
        background_video=_text(content, "background_video"),
        primary_button=HeroButton(
            text=_text(content, "primary_button_text") or HERO_PRIMARY_BUTTON.text,
            link=_text(content, "primary_button_link") or HERO_PRIMARY_BUTTON.link,
        ),
        secondary_button=HeroButton(
            text=_text(content, "secondary_button_text") or HERO_SECONDARY_BUTTON.text,
            link=_text(content, "secondary_button_link") or HERO_SECONDARY_BUTTON.link,
        ),
    )
