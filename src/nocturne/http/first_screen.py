"""The first screen of the landing page and of an event's page as HTML, so they paint before the
app's script has run (and crawlers read them).

The markup is the app's own: the web build renders its skip link, top bar, hero and event page
components into templates with {{slots}} (web/src/first-screen.tsx, written to
dist/first-screen.json). This fills the slots from the site payload and the event's page, text
escaped, and the app's first render replaces the result with the same markup (no hydration).
"""

import html
import json
import re
from datetime import date
from pathlib import Path

from nocturne.content.schemas import EventPagePublic, SitePublic, TopNavLink
from nocturne.kit.links import page_href
from nocturne.media.buckets import is_video_url
from nocturne.media.schemas import MediaInfo

TEMPLATES_FILE = "first-screen.json"
SLOT = re.compile(r"\{\{(\w+)\}\}")


def _text(value: str) -> str:
    return html.escape(value, quote=True)


def fill(template: str, **values: str) -> str:
    """The template with each {{slot}} replaced by its value (already HTML); a slot without a
    value is an error, so the templates and this module cannot drift apart unnoticed."""
    return SLOT.sub(lambda match: values[match.group(1)], template)


def date_label(day: date) -> str:
    """A night's date as the app writes it in English ("Sat, December 5, 2026"); the app writes it
    in the visitor's own language once it has started."""
    return f"{day:%a}, {day:%B} {day.day}, {day.year}"


def focus_position(info: MediaInfo | None) -> str:
    """The CSS object-position keeping a picture's focal point in view."""
    x, y = (info.focus_x, info.focus_y) if info else (0.5, 0.5)
    return f"{round(x * 100, 2):g}% {round(y * 100, 2):g}%"


class FirstScreen:
    def __init__(self, templates: dict[str, str]) -> None:
        self.templates = templates

    @classmethod
    def load(cls, dist: Path) -> "FirstScreen | None":
        """The build's templates, or None for a build without them (the page then paints when
        the app has started)."""
        path = dist / TEMPLATES_FILE
        return cls(json.loads(path.read_text())) if path.is_file() else None

    def _items(self, links: list[TopNavLink], mobile: bool) -> str:
        suffix = "_mobile" if mobile else ""
        return "".join(
            fill(
                self.templates[("nav_button" if link.isButton else "nav_link") + suffix],
                href=_text(page_href(link.url)),
                text=_text(link.mobile_text if mobile else link.text),
            )
            for link in links
        )

    def _hero_picture(self, site: SitePublic) -> tuple[str, dict[str, str]] | None:
        """The hero picture's template and slots: its renditions once they are made."""
        image = site.hero.background_image
        if not image:
            return None
        info = site.media.get(image)
        slots = {"image": _text(image), "position": _text(focus_position(info))}
        if info and info.srcset:
            return "hero_picture", {**slots, "srcset": _text(info.srcset)}
        return "hero_image", slots

    def preload(self, site: SitePublic) -> str:
        """The landing page's hint for its largest paint, the hero picture, for <head>: the
        same file the first screen shows (a video's picture waits for the app)."""
        picture = None if site.hero.background_video else self._hero_picture(site)
        if not picture:
            return ""
        name, slots = picture
        return fill(self.templates[name + "_preload"], **slots)

    def _top_of_page(self, site: SitePublic) -> dict[str, str]:
        """The slots of the skip link and top bar every first screen starts with."""
        t = self.templates
        club_name = _text(site.club_name)
        logo = site.navigation.logo_url if site.navigation else None
        brand = (
            fill(t["brand_logo"], logo=_text(logo), club_name=club_name)
            if logo
            else fill(t["brand_text"], club_name=club_name)
        )
        return {
            "brand": brand,
            "nav_desktop": self._items(site.top_nav, mobile=False),
            "nav_mobile": self._items(site.top_nav, mobile=True),
        }

    def render(self, site: SitePublic) -> str:
        t = self.templates
        hero = site.hero
        # A background video starts with the app; until then its picture (or the gradient) shows,
        # cropped around its focal point, chosen from the srcset the head preloads.
        picture = self._hero_picture(site)
        background = fill(t[picture[0]], **picture[1]) if picture else t["hero_gradient"]
        subtitle = fill(t["hero_subtitle"], subtitle=_text(hero.subtitle)) if hero.subtitle else ""
        return fill(
            t["page"],
            **self._top_of_page(site),
            hero_background=background,
            hero_title=_text(hero.title),
            hero_subtitle=subtitle,
            primary_text=_text(hero.primary_button.text),
            primary_href=_text(page_href(hero.primary_button.link)),
            secondary_text=_text(hero.secondary_button.text),
            secondary_href=_text(page_href(hero.secondary_button.link)),
        )

    def _flyer(self, page: EventPagePublic) -> str:
        t = self.templates
        event = page.event
        if not event.image:
            return ""
        if is_video_url(event.image):
            return fill(t["event_flyer_video"], image=_text(event.image), title=_text(event.title))
        info = page.media.get(event.image)
        slots = {"image": _text(event.image), "title": _text(event.title)}
        if not info or not info.width or not info.height:
            return fill(t["event_flyer_unsized"], **slots)
        slots |= {"width": str(info.width), "height": str(info.height)}
        if info.srcset:
            return fill(t["event_flyer_picture"], **slots, srcset=_text(info.srcset))
        return fill(t["event_flyer_image"], **slots)

    def render_event(self, site: SitePublic, page: EventPagePublic) -> str:
        """An event's page as the app shows it: the top bar, then the flyer, when and where, and
        the night's links."""
        t = self.templates
        event = page.event
        details = fill(
            t["event_details_past" if page.past else "event_details"],
            title=_text(event.title),
            date=event.date.isoformat(),
            date_label=_text(date_label(event.date)),
            time=_text(event.time),
            location=_text(event.location),
            description=_text(event.description),
            calendar_href=_text(page.calendar_url),
            directions_href=_text(page.directions_url),
        )
        article = fill(t["event_article"], flyer=self._flyer(page), details=details)
        return fill(t["event_page"], **self._top_of_page(site), article=article)
