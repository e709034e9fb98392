"""GET /api/site: one payload for the landing page, with ETag revalidation."""

from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest
import time_machine
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.content.site_cache import SiteCache
from nocturne.live.changes import Change
from tests.support.factories import (
    make_contact,
    make_event,
    make_gallery_item,
    make_navigation,
    make_package,
    make_section,
    next_week,
)


async def test_site_of_an_empty_club_has_every_key(client: AsyncClient) -> None:
    response = await client.get("/api/site")
    assert response.status_code == 200
    assert response.json() == {
        "club_name": "Nocturne",
        "hero": {
            "title": "Nocturne",
            "subtitle": None,
            "background_image": None,
            "background_video": None,
            "primary_button": {"text": "Reserve Now", "link": "#bottle-service"},
            "secondary_button": {"text": "View Events", "link": "#events"},
        },
        "top_nav": [
            {"text": "Events", "url": "#events", "isButton": False, "mobile_text": "Events"},
            {"text": "Menu", "url": "/menu", "isButton": False, "mobile_text": "Menu"},
            {"text": "Gallery", "url": "#gallery", "isButton": False, "mobile_text": "Gallery"},
            {"text": "About", "url": "#about", "isButton": False, "mobile_text": "About"},
            {"text": "Contact", "url": "#contact", "isButton": False, "mobile_text": "Contact"},
            {
                "text": "Bottle Service",
                "url": "#bottle-service",
                "isButton": True,
                "mobile_text": "Bottle Service",
            },
        ],
        "navigation": None,
        "sections": {},
        "events": [],
        "gallery_items": [],
        "packages": [],
        "contact": None,
        "page_titles": {
            "/": "Nocturne | Premium Nightclub",
            "/menu": "Menu | Nocturne",
            "/privacy": "Privacy Policy | Nocturne",
            "/terms": "Terms of Service | Nocturne",
        },
        "media": {},
    }


async def test_site_gathers_every_public_table_in_order(
    client: AsyncClient, session: AsyncSession
) -> None:
    await make_navigation(session)
    await make_section(session, section_name="hero")
    await make_section(session, section_name="footer", content={})
    await make_event(session, title="B", date=next_week() + timedelta(days=1))
    await make_event(session, title="A", date=next_week())
    await make_gallery_item(session)
    await make_package(session, name="Gold", price=Decimal("1200"))
    await make_package(session, name="Silver", price=Decimal("500"))
    await make_contact(session)
    body = (await client.get("/api/site")).json()
    assert body["navigation"]["links"][0]["text"] == "Events"
    assert set(body["sections"]) == {"hero", "footer"}
    assert [e["title"] for e in body["events"]] == ["A", "B"]
    assert len(body["gallery_items"]) == 1
    assert [p["name"] for p in body["packages"]] == ["Silver", "Gold"]
    assert body["contact"]["title"] == "Contact Us"


async def test_site_answers_304_to_its_own_etag(client: AsyncClient) -> None:
    first = await client.get("/api/site")
    etag = first.headers["etag"]
    again = await client.get("/api/site", headers={"If-None-Match": etag})
    assert again.status_code == 304
    assert again.content == b""
    assert again.headers["etag"] == etag
    weak = await client.get("/api/site", headers={"If-None-Match": f'"other", W/{etag}'})
    assert weak.status_code == 304
    stale = await client.get("/api/site", headers={"If-None-Match": '"stale"'})
    assert stale.status_code == 200


async def over_a_kilobyte(session: AsyncSession) -> None:
    """A payload long enough to be compressed (answers under 1 KB are sent as they are)."""
    await make_section(session, section_name="hero", subtitle="Three levels of sound. " * 60)


async def test_a_short_site_is_sent_plain(client: AsyncClient) -> None:
    short = await client.get("/api/site", headers={"Accept-Encoding": "gzip, br"})
    assert len(short.content) < 1024
    assert "content-encoding" not in short.headers


async def test_site_is_sent_gzipped_when_the_client_accepts_it(
    client: AsyncClient, session: AsyncSession
) -> None:
    await over_a_kilobyte(session)
    plain = await client.get("/api/site", headers={"Accept-Encoding": "identity"})
    assert "content-encoding" not in plain.headers
    raw = await client.get("/api/site", headers={"Accept-Encoding": "gzip"})
    assert raw.headers["content-encoding"] == "gzip"
    assert raw.json() == plain.json()


@pytest.mark.parametrize(
    ("accept_encoding", "expected"),
    [
        ("gzip, deflate, br, zstd", "br"),
        ("br;q=0, gzip", "gzip"),
        ("gzip;q=0", None),
        ("*", "br"),
        ("*;q=0, gzip;q=0.5", "gzip"),
        ("deflate", None),
    ],
)
async def test_site_is_sent_in_the_best_encoding_the_client_accepts(
    client: AsyncClient, session: AsyncSession, accept_encoding: str, expected: str | None
) -> None:
    await over_a_kilobyte(session)
    plain = await client.get("/api/site", headers={"Accept-Encoding": "identity"})
    sent = await client.get("/api/site", headers={"Accept-Encoding": accept_encoding})
    assert sent.headers.get("content-encoding") == expected
    assert sent.headers["vary"] == "Accept-Encoding"
    assert sent.headers["etag"] == plain.headers["etag"]
    assert sent.json() == plain.json()


async def test_every_public_read_answers_with_the_security_headers_and_a_request_id(
    client: AsyncClient,
) -> None:
    for path in ("/api/site", "/api/events"):
        response = await client.get(path, headers={"X-Request-ID": "door-7"})
        assert response.headers["x-request-id"] == "door-7"
        assert response.headers["x-content-type-options"] == "nosniff"
        assert response.headers["x-frame-options"] == "DENY"
        assert "content-security-policy" in response.headers


async def test_site_changes_after_a_published_change(
    app: FastAPI, client: AsyncClient, session: AsyncSession
) -> None:
    before = await client.get("/api/site")
    event = await make_event(session, title="New Night")
    app.state.changes.publish(Change("events", "INSERT", event.id))
    after = await client.get("/api/site", headers={"If-None-Match": before.headers["etag"]})
    assert after.status_code == 200
    assert after.headers["etag"] != before.headers["etag"]
    assert [e["title"] for e in after.json()["events"]] == ["New Night"]


async def test_site_is_not_rebuilt_for_changes_to_private_tables(
    app: FastAPI, client: AsyncClient
) -> None:
    before = await client.get("/api/site")
    app.state.changes.publish(Change("reservations", "INSERT", None))
    after = await client.get("/api/site", headers={"If-None-Match": before.headers["etag"]})
    assert after.status_code == 304


async def test_the_payload_is_built_again_when_a_scheduled_event_is_due(
    app: FastAPI, session: AsyncSession
) -> None:
    """Even where no change is heard (the publication clock announces it to the pages), the
    payload the pages are made from shows a scheduled event from its time."""
    cache: SiteCache = app.state.site_cache
    soon = await make_event(
        session,
        title="Soon",
        date=next_week(),
        publish_at=datetime.now(UTC) + timedelta(minutes=10),
    )
    assert (await cache.get()).site.events == []
    assert soon.publish_at is not None
    with time_machine.travel(soon.publish_at - timedelta(seconds=1), tick=False):
        assert (await cache.get()).site.events == []  # a second before, still hidden
    with time_machine.travel(soon.publish_at, tick=True):  # the clock reaches its time
        assert [event.title for event in (await cache.get()).site.events] == ["Soon"]
