"""Each event's own page, /events/{slug}: its head tags, its first screen and inlined data, its
slug for life, 404 for what visitors may not see, and the sitemap."""

import json
import re
import uuid
from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest
from httpx import AsyncClient
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.content import landing
from nocturne.content.schemas import EventPagePublic, EventPublic, SitePublic
from nocturne.http.first_screen import FirstScreen, date_label
from nocturne.kit.slugs import event_slug
from nocturne.media.schemas import MediaInfo
from nocturne.models import Event
from tests.conftest import BUILT_FIRST_SCREEN
from tests.support.factories import make_contact, make_event, next_week
from tests.support.html_tags import tags

pytestmark = pytest.mark.web_build

BASE = "http://127.0.0.1:8000"
EVENT = {
    "title": "Neon Nights",
    "description": "Lasers & bass.",
    "date": (date.today() + timedelta(days=10)).isoformat(),
    "time": "10:00 PM",
    "location": "Main Room",
}


def meta(page: str, key: str) -> str | None:
    for tag in tags(page, "meta"):
        if tag.get("property") == key or tag.get("name") == key:
            return tag.get("content")
    return None


def json_ld(page: str) -> dict[str, Any]:
    match = re.search(r'<script type="application/ld\+json">(.*?)</script>', page)
    assert match is not None
    data: dict[str, Any] = json.loads(match.group(1))
    return data


def root(page: str) -> str:
    """What the page shows before its script has run: the markup inside #root."""
    return page.split('<div id="root">', 1)[1].split("</div>\n", 1)[0]


def links(markup: str) -> dict[str, str]:
    """Each link's text (its last words, after any icon) and where it points."""
    return {
        text: href
        for href, text in re.findall(
            r'<a [^>]*?href="([^"]*)"[^>]*>(?:<svg.*?</svg>)?([^<]*)</a>', markup
        )
    }


def inlined_event(page: str) -> dict[str, Any]:
    match = re.search(r'<script id="event-data" type="application/json">(.*?)</script>', page)
    assert match is not None
    data: dict[str, Any] = json.loads(match.group(1))
    return data


async def test_an_event_page_previews_that_night(
    client: AsyncClient, session: AsyncSession
) -> None:
    await make_contact(session)
    event = await make_event(
        session, title="Midnight <Gala>", description="Black tie.\nGold confetti " + "x" * 200
    )
    assert event.slug == f"midnight-gala-{next_week().isoformat()}"
    url = f"{BASE}/events/{event.slug}"

    response = await client.get(f"/events/{event.slug}")
    assert response.status_code == 200
    page = response.text
    assert "<title>Midnight &lt;Gala&gt; | Nocturne</title>" in page
    assert {"rel": "canonical", "href": url} in tags(page, "link")
    assert meta(page, "og:title") == "Midnight <Gala> | Nocturne"
    assert meta(page, "og:url") == url
    assert meta(page, "og:image") == f"{BASE}/media/events-images/gala.jpg"
    assert meta(page, "twitter:card") == "summary_large_image"
    description = meta(page, "description")
    assert description is not None
    assert description.startswith("Black tie. Gold confetti")
    assert len(description) <= 160
    assert description == meta(page, "og:description")

    data = json_ld(page)
    assert data["@context"] == "https://schema.org"
    assert data["@type"] == "Event"
    assert data["name"] == "Midnight <Gala>"
    assert data["url"] == url
    assert data["image"] == f"{BASE}/media/events-images/gala.jpg"
    assert data["startDate"].startswith(next_week().isoformat() + "T22:00")
    assert data["location"]["address"]["addressLocality"] == "New York"
    assert data["organizer"]["name"] == "Nocturne"
    # No text of the event can open a tag in the head.
    assert "<Gala>" not in page.split("</head>")[0]

    inlined = inlined_event(page)
    assert inlined["event"]["slug"] == event.slug
    assert inlined["past"] is False
    assert inlined["calendar_url"] == f"/events/{event.id}.ics"
    assert inlined["directions_url"].startswith("https://www.google.com/maps/search/?api=1&query=")
    assert "Main%20Room%2C%20" in inlined["directions_url"]
    # The landing page's events point at their pages too.
    landing = json_ld((await client.get("/")).text)
    assert [e["url"] for e in landing["event"]] == [url]


async def test_the_page_arrives_painted_before_its_script_runs(
    client: AsyncClient, session: AsyncSession
) -> None:
    await make_contact(session)
    event = await make_event(
        session, title="Midnight <Gala>", description="Black tie & gold.\nDoors at ten."
    )
    last_month = date.today() - timedelta(days=30)
    gone = await make_event(session, title="Last Month", date=last_month, image=None)
    page = root((await client.get(f"/events/{event.slug}")).text)
    # The top bar, then the night itself, its text escaped.
    assert page.index("<header ") < page.index("<main ") < page.index("<article ")
    assert ">Midnight &lt;Gala&gt;</h1>" in page
    assert "Black tie &amp; gold.\nDoors at ten.</p>" in page
    assert f'<time datetime="{event.date.isoformat()}">{date_label(event.date)}</time>' in page
    assert "10:00 PM</li>" in page
    assert "Main Room</li>" in page
    hrefs = links(page)
    assert hrefs["Reserve"] == f"/?night={event.date.isoformat()}#reservation-form"
    assert hrefs["Add to calendar"] == f"/events/{event.id}.ics"
    assert hrefs["Get directions"].startswith(
        "https://www.google.com/maps/search/?api=1&amp;query="
    )
    assert hrefs["All events"] == "/#events"
    assert "This night has passed" not in page
    # A flyer the library does not describe keeps a flyer's usual proportions.
    (flyer,) = tags(page, "img")[-1:]
    assert flyer["src"] == "/media/events-images/gala.jpg"
    assert flyer["alt"] == "Midnight <Gala>"
    assert (flyer["width"], flyer["height"]) == ("1200", "1600")
    assert "srcset" not in flyer

    past = root((await client.get(f"/events/{gone.slug}")).text)
    assert "This night has passed" in past
    assert "Reserve" not in links(past)
    assert "Add to calendar" in links(past)
    assert "<img" not in past.split("<main ", 1)[1]


def _event_page(image: str | None, media: dict[str, MediaInfo]) -> EventPagePublic:
    event = EventPublic(
        id=uuid.uuid4(), title="Neon", description="Bass.", image=image, date=date(2026, 12, 5),
        time="10:00 PM", location="Main Room", slug="neon-2026-12-05",
    )  # fmt: skip
    return EventPagePublic(
        event=event, past=False, directions_url="https://maps.example/?q=x",
        calendar_url=f"/events/{event.id}.ics", media=media,
    )  # fmt: skip


def test_the_flyer_is_painted_as_the_app_shows_it() -> None:
    screen = FirstScreen(json.loads(BUILT_FIRST_SCREEN.read_text()))
    site = SitePublic(
        club_name="Nocturne", hero=landing.hero("Nocturne", None),
        top_nav=landing.top_nav(None), navigation=None, sections={}, events=[],
        gallery_items=[], packages=[], contact=None,
    )  # fmt: skip
    flyer = "/media/events-images/neon.jpg"
    described = MediaInfo(
        width=1200, height=1500, focus_x=0.5, focus_y=0.5, renditions=[],
        srcset="/media/events-images/neon-w480.webp 480w, /media/events-images/neon.jpg 1200w",
    )  # fmt: skip
    picture = tags(screen.render_event(site, _event_page(flyer, {flyer: described})), "img")[-1]
    assert picture["srcset"] == described.srcset
    assert picture["sizes"].endswith("calc(100vw - 2rem)")
    assert (picture["width"], picture["height"]) == ("1200", "1500")
    assert picture["fetchpriority"] == "high"
    unready = described.model_copy(update={"srcset": ""})
    plain = tags(screen.render_event(site, _event_page(flyer, {flyer: unready})), "img")[-1]
    assert "srcset" not in plain
    assert plain["src"] == flyer
    video = screen.render_event(site, _event_page("/media/events-images/neon.mp4", {}))
    assert tags(video, "video")[0]["src"] == "/media/events-images/neon.mp4"
    assert tags(video, "video")[0]["aria-label"] == "Neon"
    assert "<article " in screen.render_event(site, _event_page(None, {}))
    assert date_label(date(2026, 12, 5)) == "Sat, December 5, 2026"


async def test_the_api_answers_what_the_page_inlines(
    client: AsyncClient, session: AsyncSession
) -> None:
    event = await make_event(session)
    answer = await client.get(f"/api/events/{event.slug}")
    assert answer.status_code == 200
    page = (await client.get(f"/events/{event.slug}")).text
    assert answer.json() == inlined_event(page)


async def test_unknown_and_scheduled_events_are_not_found(
    client: AsyncClient, session: AsyncSession
) -> None:
    soon = datetime.now(UTC) + timedelta(hours=2)
    scheduled = await make_event(session, title="Secret Show", publish_at=soon)
    released = await make_event(
        session, title="Open Show", publish_at=datetime.now(UTC) - timedelta(minutes=1)
    )
    for path in ("/events/no-such-night", f"/events/{scheduled.slug}", "/events/%00bad"):
        response = await client.get(path)
        assert response.status_code == 404, path
        assert '<div id="root">' in response.text
        assert '<script id="event-data"' not in response.text
    api = await client.get(f"/api/events/{scheduled.slug}")
    assert api.status_code == 404
    assert api.json()["error"]["message"] == messages.NOT_FOUND
    assert (await client.get(f"/events/{released.slug}")).status_code == 200
    assert (await client.get(f"/events/{released.slug}/")).status_code == 200


async def test_a_past_event_keeps_its_page_marked_past(
    client: AsyncClient, session: AsyncSession
) -> None:
    last_month = date.today() - timedelta(days=30)
    event = await make_event(session, title="Last Month", date=last_month)
    response = await client.get(f"/events/{event.slug}")
    assert response.status_code == 200
    assert inlined_event(response.text)["past"] is True
    assert (await client.get(f"/api/events/{event.slug}")).json()["past"] is True
    # Not on the landing page any more, but its link still works.
    assert event.slug not in (await client.get("/api/site")).text


async def test_the_sitemap_lists_published_event_pages(
    client: AsyncClient, session: AsyncSession
) -> None:
    coming = await make_event(session, title="Coming")
    past = await make_event(session, title="Past", date=date.today() - timedelta(days=40))
    hidden = await make_event(
        session, title="Hidden", publish_at=datetime.now(UTC) + timedelta(days=1)
    )
    sitemap = (await client.get("/sitemap.xml")).text
    assert f"<loc>{BASE}/events/{coming.slug}</loc>" in sitemap
    assert f"<loc>{BASE}/events/{past.slug}</loc>" in sitemap
    assert hidden.slug not in sitemap


async def test_the_slug_outlives_a_rename_and_a_trip_through_the_trash(
    staff_client: AsyncClient, client: AsyncClient
) -> None:
    created = (await staff_client.post("/api/admin/events", json=EVENT)).json()
    slug = created["slug"]
    assert slug == f"neon-nights-{EVENT['date']}"
    twin = (await staff_client.post("/api/admin/events", json=EVENT)).json()
    assert twin["slug"] == f"{slug}-2"

    renamed = await staff_client.put(
        f"/api/admin/events/{created['id']}", json=EVENT | {"title": "Neon Nights: Reloaded"}
    )
    assert renamed.json()["slug"] == slug
    page = await client.get(f"/events/{slug}")
    assert page.status_code == 200
    assert "<title>Neon Nights: Reloaded | Nocturne</title>" in page.text

    await staff_client.delete(f"/api/admin/events/{created['id']}")
    assert (await client.get(f"/events/{slug}")).status_code == 404
    trash = (await staff_client.get("/api/admin/trash")).json()["data"]
    restored = await staff_client.post(f"/api/admin/revisions/{trash[0]['id']}/restore")
    assert restored.status_code == 200, restored.text
    assert (await client.get(f"/events/{slug}")).status_code == 200


async def test_a_restored_event_whose_slug_was_taken_gets_a_new_one(
    staff_client: AsyncClient, session: AsyncSession
) -> None:
    first = (await staff_client.post("/api/admin/events", json=EVENT)).json()
    await staff_client.delete(f"/api/admin/events/{first['id']}")
    # While it is in the trash, a new event of the same name and night takes its address.
    second = (await staff_client.post("/api/admin/events", json=EVENT)).json()
    assert second["slug"] == first["slug"]
    trash = (await staff_client.get("/api/admin/trash")).json()["data"]
    restored = await staff_client.post(f"/api/admin/revisions/{trash[0]['id']}/restore")
    assert restored.status_code == 200, restored.text
    rows = (await staff_client.get("/api/admin/events")).json()["data"]
    assert sorted(e["slug"] for e in rows) == [first["slug"], f"{first['slug']}-2"]
    row = await session.get(Event, uuid.UUID(second["id"]))
    assert row is not None
    assert row.slug == first["slug"]


def test_the_slug_rule() -> None:
    day = date(2026, 6, 13)
    assert (
        event_slug("Neon Nights: Café Édition!", day, ()) == "neon-nights-cafe-edition-2026-06-13"
    )
    assert event_slug("夜", day, ()) == "event-2026-06-13"
    taken = {"gala-2026-06-13", "gala-2026-06-13-2"}
    assert event_slug("Gala", day, taken) == "gala-2026-06-13-3"
    long = event_slug("word " * 40, day, ())
    assert long.endswith("-2026-06-13")
    assert len(long) <= 60 + 11
    assert "--" not in long
