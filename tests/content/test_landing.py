"""The landing page's first screen as the site payload carries it: the hero with its defaults and
the top bar's links in order."""

from datetime import UTC, datetime
from typing import Any
from uuid import uuid4

import pytest

from nocturne import messages
from nocturne.content import landing
from nocturne.content.schemas import ContentSectionPublic, NavigationPublic, NavLink

pytestmark = pytest.mark.web_build


def _hero_section(content: dict[str, Any], **fields: Any) -> ContentSectionPublic:
    return ContentSectionPublic(
        id=uuid4(),
        section_name="hero",
        title=fields.get("title"),
        subtitle=fields.get("subtitle"),
        content=content,
        updated_at=datetime.now(UTC),
    )


def _navigation(*links: tuple[str, str, bool]) -> NavigationPublic:
    return NavigationPublic(
        id=uuid4(),
        logo_url=None,
        links=[NavLink(text=text, url=url, isButton=button) for text, url, button in links],
        updated_at=datetime.now(UTC),
    )


def _summary(navigation: NavigationPublic | None) -> list[str]:
    return [
        f"{link.text} {link.url}{' (button)' if link.isButton else ''}"
        for link in landing.top_nav(navigation)
    ]


def test_the_hero_buttons_default_to_reserve_now_and_view_events() -> None:
    hero = landing.hero("Nocturne", _hero_section({}))
    assert (hero.primary_button.text, hero.primary_button.link) == (
        "Reserve Now",
        "#bottle-service",
    )
    assert (hero.secondary_button.text, hero.secondary_button.link) == ("View Events", "#events")


def test_without_a_hero_section_the_club_name_is_the_title() -> None:
    hero = landing.hero("Velvet", None)
    assert hero.title == "Velvet"
    assert hero.subtitle is None
    assert hero.primary_button.text == messages.HERO_PRIMARY_BUTTON_TEXT


def test_blank_or_non_text_fields_count_as_absent() -> None:
    hero = landing.hero(
        "Nocturne", _hero_section({"primary_button_text": "  ", "secondary_button_link": 7})
    )
    assert hero.primary_button.text == "Reserve Now"
    assert hero.secondary_button.link == "#events"


def test_the_section_title_and_subtitle_stand_in_for_the_content() -> None:
    hero = landing.hero("Nocturne", _hero_section({}, title="Old title", subtitle="Old sub"))
    assert (hero.title, hero.subtitle) == ("Old title", "Old sub")


def test_every_field_comes_from_the_hero_content_when_set() -> None:
    content = {
        "title": "Where the night begins",
        "subtitle": "Three floors. One night.",
        "background_image": "/media/hero-images/a.jpg",
        "background_video": "/media/hero-images/a.mp4",
        "primary_button_text": "Book a table",
        "primary_button_link": "#bottle-service",
        "secondary_button_text": "Our menu",
        "secondary_button_link": "/menu",
    }
    hero = landing.hero("Nocturne", _hero_section(content))
    assert hero.model_dump() == {
        "title": "Where the night begins",
        "subtitle": "Three floors. One night.",
        "background_image": "/media/hero-images/a.jpg",
        "background_video": "/media/hero-images/a.mp4",
        "primary_button": {"text": "Book a table", "link": "#bottle-service"},
        "secondary_button": {"text": "Our menu", "link": "/menu"},
    }


def test_the_default_links_with_menu_after_events_when_there_are_no_settings() -> None:
    assert _summary(None) == [
        "Events #events",
        "Menu /menu",
        "Gallery #gallery",
        "About #about",
        "Contact #contact",
        "Bottle Service #bottle-service (button)",
    ]
    assert _summary(_navigation()) == _summary(None)
    # The menu page's link is one of the defaults, as staff see them in the editor.
    assert [link.url for link in landing.DEFAULT_NAV_LINKS][:2] == ["#events", "/menu"]


@pytest.mark.parametrize(
    ("links", "shown"),
    [
        pytest.param(
            [("Book", "#bottle-service", True), ("Nights", "#events", False)],
            ["Book #bottle-service (button)", "Nights #events"],
            id="without the menu page, as staff removed it",
        ),
        pytest.param(
            [("Drinks", "/menu", False), ("Nights", "#events", False)],
            ["Drinks /menu", "Nights #events"],
            id="the menu page renamed and moved first",
        ),
        pytest.param(
            [("About", "#about", False), ("Late Menu", "/menu", True)],
            ["About #about", "Late Menu /menu (button)"],
            id="the menu page as a button, last",
        ),
    ],
)
def test_the_top_bar_shows_the_saved_links_as_staff_ordered_and_named_them(
    links: list[tuple[str, str, bool]], shown: list[str]
) -> None:
    assert _summary(_navigation(*links)) == shown


def test_the_bottle_service_button_reads_bottle_service_on_a_phone() -> None:
    links = landing.top_nav(
        _navigation(("Service", "#bottle-service", True), ("Gallery", "#gallery", False))
    )
    assert [(link.text, link.mobile_text) for link in links] == [
        ("Service", "Bottle Service"),
        ("Gallery", "Gallery"),
    ]
