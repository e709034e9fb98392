"""SEO metadata in the HTML, robots.txt, sitemap.xml and the calendar files."""

import json
import re
from datetime import UTC, date, datetime, timedelta

import pytest
from httpx import AsyncClient
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.club.nights import club_today, parse_time, starts_at
from nocturne.pages.calendar import calendar
from tests.support.factories import make_contact, make_event, make_section, next_week
from tests.support.html_tags import image_preloads


async def test_home_page_carries_title_description_open_graph_and_json_ld(
    client: AsyncClient, session: AsyncSession
) -> None:
    await make_section(
        session,
        section_name="hero",
        content={"title": "Tonight", "subtitle": "Three levels of sound & light",
                 "background_image": "/media/hero-images/hero-main.jpg"},
    )  # fmt: skip
    await make_contact(session)
    await make_event(session, title="Midnight <Gala>", time="10:00 PM")
    page = (await client.get("/")).text
    assert "<title>Nocturne | Three levels of sound &amp; light</title>" in page
    hero_image = "http://127.0.0.1:8000/media/hero-images/hero-main.jpg"
    assert f'<meta property="og:image" content="{hero_image}" />' in page
    assert '<meta name="description"' in page
    # The hero (no renditions in this test) is asked for before the body is read.
    head = page.split("</head>")[0]
    assert image_preloads(head) == [
        {"rel": "preload", "as": "image", "href": "/media/hero-images/hero-main.jpg",
         "fetchpriority": "high"}
    ]  # fmt: skip
    match = re.search(r'<script type="application/ld\+json">(.*?)</script>', page)
    assert match is not None
    club = json.loads(match.group(1))
    assert club["@type"] == "NightClub"
    assert club["address"]["addressLocality"] == "New York"
    [event] = club["event"]
    assert event["name"] == "Midnight <Gala>"
    assert event["startDate"].startswith(next_week().isoformat() + "T22:00")
    assert "<Gala>" not in match.group(1)


async def test_the_title_and_description_staff_set_stay_when_the_hero_changes(
    staff_client: AsyncClient, client: AsyncClient
) -> None:
    hero = {"title": "Tonight", "subtitle": "Three levels", "primary_button_text": "Reserve",
            "primary_button_link": "#bottle-service", "secondary_button_text": "Events",
            "secondary_button_link": "#events",
            "background_image": "/media/hero-images/hero-main.jpg"}  # fmt: skip
    await staff_client.put("/api/admin/sections/hero", json={"content": hero})
    seo = {"title": "Nocturne, rooftop club in New York", "description": "Book a table.",
           "image": "/media/hero-images/share.jpg"}  # fmt: skip
    saved = await staff_client.put("/api/admin/sections/seo", json={"content": seo})
    assert saved.status_code == 200, saved.text
    await staff_client.put(
        "/api/admin/sections/hero", json={"content": hero | {"subtitle": "A new subtitle"}}
    )
    page = (await client.get("/")).text
    assert "<title>Nocturne, rooftop club in New York</title>" in page
    assert '<meta name="description" content="Book a table." />' in page
    assert 'content="http://127.0.0.1:8000/media/hero-images/share.jpg"' in page
    assert '<meta property="og:title" content="Nocturne, rooftop club in New York" />' in page

    # Emptied, they follow the hero again.
    await staff_client.put("/api/admin/sections/seo", json={"content": {}})
    page = (await client.get("/")).text
    assert "<title>Nocturne | A new subtitle</title>" in page


def head_of(page: str) -> str:
    return page.split("</head>")[0]


@pytest.mark.parametrize(
    ("path", "title", "canonical"),
    [
        ("/", "Nocturne | Premium Nightclub", "http://127.0.0.1:8000/"),
        ("/menu", "Menu | Nocturne", "http://127.0.0.1:8000/menu"),
        ("/menu/", "Menu | Nocturne", "http://127.0.0.1:8000/menu"),
        ("/privacy", "Privacy Policy | Nocturne", "http://127.0.0.1:8000/privacy"),
        ("/terms", "Terms of Service | Nocturne", "http://127.0.0.1:8000/terms"),
    ],
)
async def test_each_public_page_has_its_own_title_and_canonical_address(
    client: AsyncClient, path: str, title: str, canonical: str
) -> None:
    head = head_of((await client.get(path)).text)
    assert re.findall(r"<title>(.*?)</title>", head) == [title]
    assert re.findall(r'<link rel="canonical" href="([^"]*)" />', head) == [canonical]
    assert f'<meta property="og:title" content="{title}" />' in head
    assert f'<meta property="og:url" content="{canonical}" />' in head
    assert "noindex" not in head


async def test_the_sitemap_lists_exactly_the_pages_with_a_canonical_address_of_their_own(
    client: AsyncClient,
) -> None:
    sitemap = (await client.get("/sitemap.xml")).text
    for url in re.findall(r"<loc>(.*?)</loc>", sitemap):
        page = (await client.get(url.removeprefix("http://127.0.0.1:8000"))).text
        assert f'<link rel="canonical" href="{url}" />' in head_of(page)


async def test_a_legal_page_is_titled_as_staff_named_it(
    client: AsyncClient, session: AsyncSession
) -> None:
    await make_section(session, section_name="privacy", content={"title": "Your Data", "body": "x"})
    head = head_of((await client.get("/privacy")).text)
    assert "<title>Your Data | Nocturne</title>" in head
    site = (await client.get("/api/site")).json()
    assert site["page_titles"]["/privacy"] == "Your Data | Nocturne"
    assert site["page_titles"]["/menu"] == "Menu | Nocturne"


@pytest.mark.parametrize(
    ("path", "title", "status"),
    [
        ("/admin", "Admin | Nocturne", 200),
        ("/admin/reservations", "Admin | Nocturne", 200),
        ("/admin/login", "Admin | Nocturne", 200),
        ("/reservation-link", "Nocturne", 200),
        ("/nope", "Page not found | Nocturne", 404),
    ],
)
async def test_pages_that_are_not_public_are_not_indexed_and_have_no_canonical(
    client: AsyncClient, path: str, title: str, status: int
) -> None:
    response = await client.get(path)
    assert response.status_code == status
    head = head_of(response.text)
    assert f"<title>{title}</title>" in head
    assert '<meta name="robots" content="noindex" />' in head
    assert 'rel="canonical"' not in head
    assert "og:url" not in head


async def test_past_events_drop_off_the_public_site_but_staff_see_them(
    client: AsyncClient, session: AsyncSession
) -> None:
    await make_event(
        session, title="Last Month", date=datetime.now(UTC).date() - timedelta(days=30)
    )
    await make_event(session, title="Next Week")
    site = (await client.get("/api/site")).json()
    assert [e["title"] for e in site["events"]] == ["Next Week"]
    assert (await client.get("/api/events")).json()["count"] == 2


def test_the_night_runs_until_six_in_the_morning() -> None:
    from zoneinfo import ZoneInfo

    zone = ZoneInfo("Europe/Paris")
    two_am = datetime(2026, 11, 28, 2, 0, tzinfo=zone)
    assert club_today(zone, two_am).isoformat() == "2026-11-27"
    eight_am = datetime(2026, 11, 28, 8, 0, tzinfo=zone)
    assert club_today(zone, eight_am).isoformat() == "2026-11-28"


def test_event_times_as_staff_type_them() -> None:
    assert [str(parse_time(t)) for t in ("22:00", "10:00 PM", "10 pm", "9:30pm")] == [
        "22:00:00", "22:00:00", "22:00:00", "21:30:00",
    ]  # fmt: skip
    assert parse_time("late") is None
    from zoneinfo import ZoneInfo

    start = starts_at(next_week(), "00:30", ZoneInfo("UTC"))
    assert start is not None
    assert start.date() == next_week() + timedelta(days=1)


async def test_robots_and_sitemap(client: AsyncClient) -> None:
    robots = await client.get("/robots.txt")
    assert "Disallow: /admin" in robots.text
    assert "Sitemap: http://127.0.0.1:8000/sitemap.xml" in robots.text
    sitemap = await client.get("/sitemap.xml")
    assert sitemap.headers["content-type"].startswith("application/xml")
    for page in ("/", "/menu", "/privacy", "/terms"):
        assert f"<loc>http://127.0.0.1:8000{page}</loc>" in sitemap.text


async def test_event_calendar_file(client: AsyncClient, session: AsyncSession) -> None:
    event = await make_event(session, title="Gala, with; commas", time="10:00 PM")
    response = await client.get(f"/events/{event.id}.ics")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/calendar")
    text = response.text
    assert text.startswith("BEGIN:VCALENDAR\r\n")
    assert "SUMMARY:Gala\\, with\\; commas\r\n" in text
    assert f"DTSTART:{next_week().strftime('%Y%m%d')}T220000Z" in text
    assert (await client.get("/events/00000000-0000-0000-0000-000000000000.ics")).status_code == 404


@pytest.mark.parametrize(
    ("title", "filename"),
    [
        (
            "Gala, with; commas",
            "filename=\"gala-with-commas.ics\"; filename*=UTF-8''gala-with-commas.ics",
        ),
        ("Año Nuevo", "filename=\"ano-nuevo.ics\"; filename*=UTF-8''a%C3%B1o-nuevo.ics"),
        ("東京 Night\r\n", "filename=\"night.ics\"; filename*=UTF-8''%E6%9D%B1%E4%BA%AC-night.ics"),
        ("杶", "filename=\"event.ics\"; filename*=UTF-8''%E6%9D%B6.ics"),
        ("!!!", "filename=\"event.ics\"; filename*=UTF-8''event.ics"),
    ],
)
async def test_a_calendar_file_is_named_after_its_event_in_any_script(
    client: AsyncClient, session: AsyncSession, title: str, filename: str
) -> None:
    event = await make_event(session, title=title)
    response = await client.get(f"/events/{event.id}.ics")
    assert response.status_code == 200
    assert response.headers["content-disposition"] == f"attachment; {filename}"


async def test_calendar_feed_lists_only_coming_events(
    client: AsyncClient, session: AsyncSession
) -> None:
    await make_event(session, title="Gone", date=datetime.now(UTC).date() - timedelta(days=3))
    await make_event(session, title="Coming", time="late")
    text = (await client.get("/events.ics")).text
    assert text.count("BEGIN:VEVENT") == 1
    assert "SUMMARY:Coming" in text
    assert f"DTSTART;VALUE=DATE:{next_week().strftime('%Y%m%d')}" in text


def test_long_calendar_lines_are_folded() -> None:
    from types import SimpleNamespace
    from zoneinfo import ZoneInfo

    event = SimpleNamespace(
        id="x", title="T" * 200, description="é" * 100, location="Main", date=next_week(),
        time="22:00",
    )  # fmt: skip
    body = calendar([event], "Club", "http://club.example", ZoneInfo("UTC"))  # type: ignore[list-item]
    assert all(len(line.encode()) <= 75 for line in body.decode().split("\r\n"))


async def test_an_event_no_calendar_can_hold_costs_no_page(
    client: AsyncClient, session: AsyncSession
) -> None:
    """Red team: an event on 9999-12-31 at 1:00 AM (the next morning does not exist) made the
    calendar feed and, through the search-engine data, every HTML page answer 500."""
    await make_event(session, title="Typo night", date=date(9999, 12, 31), time="1:00 AM")
    await make_event(session, title="Saturday", date=next_week(), time="10:00 PM")
    feed = await client.get("/events.ics")
    assert feed.status_code == 200
    assert "SUMMARY:Saturday" in feed.text
    assert "Typo night" not in feed.text
    for page in ("/", "/menu", "/admin/login", "/admin/content", "/sitemap.xml"):
        assert (await client.get(page)).status_code == 200, page


async def test_a_lone_carriage_return_cannot_start_a_calendar_property(
    client: AsyncClient, session: AsyncSession
) -> None:
    """Red team: a lone CR passed into .ics lines unescaped (lenient readers start a new
    property there)."""
    event = await make_event(session, title="Gala\rX-INJECTED:1", description="a\rb\r\nc\nd")
    feed = await client.get(f"/events/{event.id}.ics")
    assert feed.status_code == 200
    assert "\r" not in feed.text.replace("\r\n", "")
    assert "SUMMARY:Gala\\nX-INJECTED:1" in feed.text
    assert "DESCRIPTION:a\\nb\\nc\\nd" in feed.text
