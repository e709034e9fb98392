"""The response cache (http/response_cache.py): a public read's answer kept whole and given
again (same bytes and headers, its own request id, no query), 304 on its ETag, each coding
apart; emptied by a write to one of its tables (through the staff API, in this process and in
another), or when its moment passes; never for a request with credentials; bounded."""

import asyncio
import gzip
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import brotli  # type: ignore[import-untyped]
import httpx
import pytest
import time_machine
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import deps, messages
from nocturne.content import public_routes
from nocturne.content import service as content
from nocturne.http.response_cache import ResponseCache, keepable
from nocturne.live.changes import Change
from tests.content.test_catalog import EVENT
from tests.reservations.test_booking_rules import DEFAULTS, RULES
from tests.support.clock import TravellingClock
from tests.support.factories import (
    make_contact,
    make_event,
    make_gallery_item,
    make_menu_image,
    make_navigation,
    make_package,
    make_section,
    next_week,
)
from tests.support.live_server import run_cli, server_process
from tests.support.polling import eventually
from tests.support.reads import AFRESH, afresh, counted_queries


async def seed(session: AsyncSession) -> dict[str, Any]:
    await make_navigation(session, logo_url="/media/logos/logo.png", links=[])
    await make_contact(session)
    await make_section(session, section_name="hero", content={"title": "Tonight"})
    await make_gallery_item(session, title="Peak")
    await make_package(session, name="Gold")
    await make_menu_image(session, type="club", title="Club menu")
    await make_menu_image(session, type="kitchen", title="Kitchen menu")
    shown = await make_event(session, title="Shown", date=next_week())
    past = await make_event(session, title="Gone", date=next_week() - timedelta(days=30))
    scheduled = await make_event(
        session, title="Later", publish_at=datetime.now(UTC) + timedelta(days=1)
    )
    return {"shown": shown.slug, "past": past.slug, "scheduled": scheduled.slug}


READS = [
    "/api/site",
    "/",
    "/menu",
    "/api/events",
    "/api/navigation",
    "/api/contact",
    "/api/sections/hero",
    "/api/sections/footer",
    "/api/sections/no-such-section",
    "/api/gallery-items",
    "/api/packages",
    "/api/menu-images",
    "/api/menu-images?type=club",
    "/api/menu-images?type=outdoor",
    "/api/reservation-availability",
    "/api/events/no-such-night",
    "/events/no-such-night",
]


def reads_of(slugs: dict[str, str]) -> list[str]:
    pages = [f"/api/events/{slug}" for slug in slugs.values()]
    return READS + pages + [f"/events/{slug}" for slug in slugs.values()]


def same_answer(first: httpx.Response, again: httpx.Response) -> None:
    assert (again.status_code, again.content) == (first.status_code, first.content)
    assert {**again.headers, "x-request-id": ""} == {**first.headers, "x-request-id": ""}
    assert again.headers["x-request-id"] != first.headers["x-request-id"]


async def test_a_kept_answer_is_the_same_bytes_and_headers_with_its_own_request_id(
    app: FastAPI, client: AsyncClient, session: AsyncSession
) -> None:
    paths = reads_of(await seed(session))
    made = {path: await client.get(path) for path in paths}
    with counted_queries(app) as statements:
        given = {path: await client.get(path) for path in paths}
    assert statements == []  # every one given again, none made
    for path in paths:
        same_answer(made[path], given[path])
        assert given[path].headers["x-content-type-options"] == "nosniff", path
        assert "content-security-policy" in given[path].headers, path
        # What the route makes now is what was kept.
        route = await afresh(client, path)
        assert (route.status_code, route.content) == (made[path].status_code, made[path].content)


async def test_the_reads_answer_what_their_routes_define(
    client: AsyncClient, session: AsyncSession
) -> None:
    slugs = await seed(session)
    answers = {path: await client.get(path) for path in reads_of(slugs)}
    assert answers[f"/api/events/{slugs['shown']}"].json()["past"] is False
    assert answers[f"/api/events/{slugs['past']}"].json()["past"] is True
    for path in (f"/api/events/{slugs['scheduled']}", "/api/events/no-such-night"):
        assert answers[path].status_code == 404
        assert answers[path].json() == {
            "error": {"code": "not_found", "message": messages.NOT_FOUND}
        }
        assert "etag" not in answers[path].headers
    for path in (f"/events/{slugs['scheduled']}", "/events/no-such-night"):
        assert answers[path].status_code == 404
        assert '<div id="root">' in answers[path].text
    assert [e["title"] for e in answers["/api/events"].json()["data"]] == ["Gone", "Shown"]
    assert answers["/api/sections/no-such-section"].json() is None
    assert [m["title"] for m in answers["/api/menu-images?type=club"].json()["data"]] == [
        "Club menu"
    ]
    for path, answer in answers.items():
        if answer.status_code == 200:
            assert answer.headers["etag"].startswith('"'), path
            # The pages and the form's nights are asked for afresh each time (a 304 is cheap).
            asked_afresh = not path.startswith("/api/") or path == "/api/reservation-availability"
            expected = "no-cache" if asked_afresh else "public, max-age=0, must-revalidate"
            assert answer.headers["cache-control"] == expected, path


async def test_a_kept_answer_is_304_to_its_etag_and_a_head_is_answered_from_it(
    client: AsyncClient, session: AsyncSession
) -> None:
    slugs = await seed(session)
    for path in ("/api/events", f"/api/events/{slugs['shown']}", f"/events/{slugs['shown']}"):
        first = await client.get(path)
        etag = first.headers["etag"]
        again = await client.get(path, headers={"If-None-Match": etag})
        assert (again.status_code, again.content, again.headers["etag"]) == (304, b"", etag)
        assert again.headers["cache-control"] == first.headers["cache-control"]
        assert "content-length" not in again.headers
        weak = await client.get(path, headers={"If-None-Match": f'"other", W/{etag}'})
        assert weak.status_code == 304
        assert (await client.get(path, headers={"If-None-Match": '"other"'})).status_code == 200
        head = await client.head(path)
        assert (head.status_code, head.content) == (200, b"")
        assert head.headers["content-length"] == first.headers["content-length"]
        assert head.headers["etag"] == etag


async def test_a_read_made_anew_is_304_to_an_etag_it_still_has(
    app: FastAPI, client: AsyncClient
) -> None:
    first = await client.get("/api/packages")
    app.state.changes.publish(Change("packages", "UPDATE", None))  # nothing really changed
    again = await client.get("/api/packages", headers={"If-None-Match": first.headers["etag"]})
    assert again.status_code == 304


@pytest.mark.parametrize("path", ["/api/site", "/"])
async def test_each_coding_is_kept_apart_and_carries_the_same_content(
    app: FastAPI, client: AsyncClient, session: AsyncSession, path: str
) -> None:
    await seed(session)  # over 1 KB: compressed
    raw: dict[str, tuple[httpx.Response, bytes]] = {}
    for coding in ("identity", "gzip", "br", "identity", "gzip", "br"):
        async with client.stream("GET", path, headers={"Accept-Encoding": coding}) as answer:
            raw[coding] = (answer, b"".join([chunk async for chunk in answer.aiter_raw()]))
    plain, plain_body = raw["identity"]
    assert "content-encoding" not in plain.headers
    assert gzip.decompress(raw["gzip"][1]) == plain_body
    assert raw["gzip"][0].headers["content-encoding"] == "gzip"
    assert brotli.decompress(raw["br"][1]) == plain_body
    assert raw["br"][0].headers["content-encoding"] == "br"
    for answer, body in raw.values():
        assert answer.headers["etag"] == plain.headers["etag"]
        assert answer.headers["vary"] == "Accept-Encoding"
        assert answer.headers["content-length"] == str(len(body))
    cache: ResponseCache = app.state.response_cache
    assert cache.size[0] == 3


async def test_a_staff_write_empties_what_it_changes(
    client: AsyncClient, staff_client: AsyncClient
) -> None:
    created = await staff_client.post("/api/admin/events", json=EVENT)
    assert created.status_code == 201, created.text
    slug, row_id = created.json()["slug"], created.json()["id"]
    paths = ("/api/events", f"/api/events/{slug}", f"/events/{slug}", "/api/site", "/")
    before = {path: await client.get(path) for path in paths}
    assert all(answer.status_code == 200 for answer in before.values())
    packages = await client.get("/api/packages")

    edited = await staff_client.put(f"/api/admin/events/{row_id}", json=EVENT | {"title": "Edited"})
    assert edited.status_code == 200, edited.text

    for path, old in before.items():
        new = await client.get(path, headers={"If-None-Match": old.headers["etag"]})
        assert new.status_code == 200, path
        assert new.headers["etag"] != old.headers["etag"], path
        assert "Edited" in new.text, path
        assert "Edited" not in old.text, path
    # A read made of other tables is still kept.
    unchanged = await client.get(
        "/api/packages", headers={"If-None-Match": packages.headers["etag"]}
    )
    assert unchanged.status_code == 304

    assert (await staff_client.delete(f"/api/admin/events/{row_id}")).status_code == 204
    assert (await client.get(f"/api/events/{slug}")).status_code == 404
    assert (await client.get(f"/events/{slug}")).status_code == 404
    assert (await client.get("/api/events")).json()["count"] == 0


async def test_a_staff_write_of_the_booking_rules_empties_the_form_s_nights(
    client: AsyncClient, staff_client: AsyncClient
) -> None:
    before = (await client.get("/api/reservation-availability")).json()
    saved = await staff_client.put(RULES, json=DEFAULTS | {"booking_window_days": 30})
    assert saved.status_code == 200, saved.text
    after = (await client.get("/api/reservation-availability")).json()
    assert after["last_date"] != before["last_date"]
    assert (
        after["last_date"]
        == (await afresh(client, "/api/reservation-availability")).json()["last_date"]
    )


async def test_a_signed_in_request_is_never_given_a_kept_answer_nor_kept(
    app: FastAPI, client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    cache: ResponseCache = app.state.response_cache
    assert (await client.get("/api/events")).json()["count"] == 0
    await make_event(session, title="Unannounced")  # written where the feed hears nothing
    assert (await client.get("/api/events")).json()["count"] == 0  # the kept answer
    kept = cache.size
    for path in ("/api/events", "/api/site", "/api/packages", "/"):
        signed_in = await staff_client.get(path)
        assert signed_in.status_code == 200, path
        assert "etag" not in signed_in.headers, path
    assert (await staff_client.get("/api/events")).json()["count"] == 1
    with_cookie = await client.get("/api/events", headers={"Cookie": "nocturne_refresh=x"})
    assert with_cookie.json()["count"] == 1
    assert cache.size == kept
    assert (await client.get("/api/events")).json()["count"] == 0


async def test_what_is_not_a_declared_200_or_404_is_not_kept(
    app: FastAPI, client: AsyncClient
) -> None:
    cache: ResponseCache = app.state.response_cache
    await client.get("/api/events/no-such-night")
    assert cache.size[0] == 1  # a declared route's own 404
    for path in ("/api/nothing-here", "/nope", "/api/menu-images?type=bar", "/api/health"):
        for _ in range(2):
            assert (await client.get(path)).status_code in (200, 404, 422), path
    assert cache.size[0] == 1
    reservation = await client.post("/api/reservations", json={})
    assert reservation.status_code == 422
    assert cache.size[0] == 1


def test_an_answer_that_sets_a_cookie_is_private_or_varies_is_not_kept() -> None:
    def start(*headers: tuple[bytes, bytes]) -> dict[str, Any]:
        return {"type": "http.response.start", "status": 200, "headers": list(headers)}

    assert keepable(start((b"content-type", b"application/json"), (b"vary", b"Accept-Encoding")))
    assert not keepable(start((b"set-cookie", b"a=b")))
    assert not keepable(start((b"cache-control", b"private, max-age=0")))
    assert not keepable(start((b"cache-control", b"no-store")))
    assert not keepable(start((b"vary", b"Accept-Encoding, Authorization")))


async def test_the_bound_on_memory_evicts_the_least_recently_used(
    app: FastAPI, client: AsyncClient
) -> None:
    cache: ResponseCache = app.state.response_cache
    cache.max_entries = 2
    for path in ("/api/events", "/api/packages", "/api/gallery-items"):
        await client.get(path)
    assert cache.size[0] == 2
    with counted_queries(app) as statements:
        await client.get("/api/gallery-items")
        await client.get("/api/packages")
    assert statements == []
    with counted_queries(app) as statements:
        await client.get("/api/events")  # the oldest went first: made again
    assert statements != []
    assert cache.size[0] == 2

    cache.max_entries = 100
    one = cache.size[1] // 2
    cache.max_bytes = cache.size[1] + one // 2
    await client.get("/api/contact")  # one more does not fit: the least recently used goes
    assert cache.size[0] == 2
    assert cache.size[1] <= cache.max_bytes


async def test_an_answer_made_while_its_table_changed_is_given_but_not_kept(
    app: FastAPI, client: AsyncClient, session: AsyncSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = content.read_published_events
    raced = False

    async def racing(*args: Any) -> Any:
        nonlocal raced
        rows = await original(*args)
        if not raced:
            raced = True
            await make_event(session, title="Raced")
            app.state.changes.publish(Change("events", "INSERT", None))
        return rows

    monkeypatch.setattr(content, "read_published_events", racing)
    first = await client.get("/api/events")
    assert raced
    assert first.json()["count"] == 0
    assert (await client.get("/api/events")).json()["count"] == 1


async def test_requests_for_an_answer_being_made_anew_wait_for_it(
    app: FastAPI, client: AsyncClient, session: AsyncSession
) -> None:
    await make_event(session, title="Tonight", date=next_week())
    first = await client.get("/api/events")
    app.state.changes.publish(Change("events", "UPDATE", None))
    with counted_queries(app) as statements:
        answers = await asyncio.gather(*(client.get("/api/events") for _ in range(8)))
    # The route's one read, once for all eight (the publication clock reads the events too).
    reads = [s for s in statements if "ORDER BY events.date" in s]
    assert len(reads) == 1, statements
    for answer in answers:
        assert (answer.status_code, answer.content) == (200, first.content)


async def test_a_kept_answer_ends_when_the_club_s_night_changes(
    client: AsyncClient, session: AsyncSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    tonight = await make_event(session, title="Tonight", date=next_week())
    soon = datetime.now(UTC) + timedelta(minutes=10)
    monkeypatch.setattr(deps, "next_night_starts", lambda *_: soon)
    assert (await client.get(f"/api/events/{tonight.slug}")).json()["past"] is False
    later = next_week() + timedelta(days=1)
    monkeypatch.setattr(public_routes, "club_today", lambda *_: later)
    assert (await client.get(f"/api/events/{tonight.slug}")).json()["past"] is False  # kept
    with time_machine.travel(soon, tick=True):  # the clock reaches the night's end
        assert (await client.get(f"/api/events/{tonight.slug}")).json()["past"] is True


async def test_a_scheduled_event_appears_when_the_publication_clock_fires(
    app: FastAPI, client: AsyncClient, staff_client: AsyncClient
) -> None:
    with time_machine.travel(datetime.now(UTC), tick=True) as traveller:
        clock = TravellingClock(traveller)
        app.state.publication.clock = clock  # from its next wait on, which the save below starts
        await scheduled_event_appears(app, client, staff_client, clock)


async def scheduled_event_appears(
    app: FastAPI, client: AsyncClient, staff_client: AsyncClient, clock: TravellingClock
) -> None:
    due = clock.now() + timedelta(minutes=10)
    created = await staff_client.post(
        "/api/admin/events", json=EVENT | {"title": "Soon", "publish_at": due.isoformat()}
    )
    assert created.status_code == 201, created.text
    slug = created.json()["slug"]
    fired = asyncio.Event()

    def on_change(change: Change) -> None:
        if (change.table, change.event, change.id) == ("events", "UPDATE", None):
            fired.set()

    app.state.changes.listen(on_change)

    assert (await client.get("/api/events")).json()["data"] == []
    assert (await client.get(f"/api/events/{slug}")).status_code == 404
    assert (await client.get(f"/events/{slug}")).status_code == 404
    assert "Soon" not in (await client.get("/")).text
    await clock.waiting(ending=due)  # the publication clock sleeps until the event's time
    clock.advance_to(due - timedelta(seconds=2))
    assert not fired.is_set()
    assert (await client.get("/api/events")).json()["data"] == []
    clock.advance_to(due + timedelta(seconds=1))
    await asyncio.wait_for(fired.wait(), timeout=10)  # the clock announced it is due
    assert datetime.now(UTC) >= due

    assert [e["title"] for e in (await client.get("/api/events")).json()["data"]] == ["Soon"]
    assert (await client.get(f"/api/events/{slug}")).json()["event"]["title"] == "Soon"
    assert (await client.get(f"/events/{slug}")).status_code == 200
    assert "Soon" in (await client.get("/")).text


@asynccontextmanager
async def signed_in(url: str, email: str, password: str) -> AsyncIterator[AsyncClient]:
    async with httpx.AsyncClient(base_url=url) as api:
        token = await api.post(
            "/api/auth/token?grant_type=password", json={"email": email, "password": password}
        )
        api.headers["Authorization"] = f"Bearer {token.json()['access_token']}"
        yield api


async def test_a_staff_write_in_one_process_empties_another_process_s_kept_answers(
    migrated: str, tmp_path: Path, app: FastAPI, web_dist: Path
) -> None:
    """Two `nocturne serve` processes on one database (PostgreSQL: LISTEN/NOTIFY; SQLite: the
    file's data_version)."""
    env = {
        "NOCTURNE_DATABASE_URL": migrated,
        "NOCTURNE_DATA_DIR": str(tmp_path / "data"),
        "NOCTURNE_SECRET_KEY": "shared-secret-" + "k" * 40,
        "NOCTURNE_WEB_DIST": str(web_dist),
    }
    run_cli(env, "create-admin", "door@nocturne.club", "--password", "door-password-1")
    with server_process(env) as first, server_process(env) as second:
        async with (
            signed_in(first, "door@nocturne.club", "door-password-1") as staff,
            httpx.AsyncClient(base_url=second) as visitor,
        ):
            created = await staff.post("/api/admin/events", json=EVENT)
            assert created.status_code == 201, created.text
            slug, row_id = created.json()["slug"], created.json()["id"]

            async def read_title() -> str:
                events = (await visitor.get("/api/events")).json()["data"]
                return str(events[0]["title"]) if events else ""

            await eventually(read_title, lambda seen: seen == EVENT["title"], seconds=20, every=0.1)
            old_page = await visitor.get(f"/api/events/{slug}")
            old_html = await visitor.get(f"/events/{slug}")
            assert (await visitor.get(f"/api/events/{slug}")).content == old_page.content
            edited = await staff.put(
                f"/api/admin/events/{row_id}", json=EVENT | {"title": "Edited"}
            )
            assert edited.status_code == 200, edited.text

            # The list alone proves nothing: an answer made while a change was being heard is
            # not kept, so it may read the edit from the database before this process hears of
            # it. The page was kept, and only the change feed can empty it.
            async def read_page_title() -> str:
                return str((await visitor.get(f"/api/events/{slug}")).json()["event"]["title"])

            await eventually(read_page_title, lambda seen: seen == "Edited", seconds=20, every=0.1)
            await eventually(read_title, lambda seen: seen == "Edited", seconds=20, every=0.1)
            page = await visitor.get(f"/api/events/{slug}")
            assert page.json()["event"]["title"] == "Edited"
            assert page.headers["etag"] != old_page.headers["etag"]
            html = await visitor.get(f"/events/{slug}")
            assert "Edited" in html.text
            assert html.headers["etag"] != old_html.headers["etag"]


async def test_credentials_reach_the_route_for_the_tests_that_need_an_answer_made_afresh(
    client: AsyncClient,
) -> None:
    """tests/support/reads.py leans on this: a public route reads no credentials."""
    answer = await client.get("/api/events", headers=AFRESH)
    assert answer.status_code == 200
