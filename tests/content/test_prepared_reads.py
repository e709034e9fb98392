"""The public reads answered at the front door from prepared bytes (content/public_reads.py):
the same answers as their routes, ETags and 304, no query once built, and a new generation
after a staff edit (in this process and in another), a scheduled event's time and a new night."""

import asyncio
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import httpx
import pytest
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.content import public_reads
from nocturne.live.changes import Change
from tests.content.test_catalog import EVENT
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


@contextmanager
def routes_only(app: FastAPI) -> Iterator[None]:
    """The app with its fast path switched off: every request reaches its FastAPI route."""
    hot, app.hot = app.hot, None  # type: ignore[attr-defined]
    try:
        yield
    finally:
        app.hot = hot  # type: ignore[attr-defined]


@contextmanager
def counted_queries(app: FastAPI) -> Iterator[list[str]]:
    """The SQL statements run while inside, on either engine."""
    statements: list[str] = []

    def seen(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        statements.append(statement)

    engines = {app.state.engine.sync_engine, app.state.read_engine.sync_engine}
    for engine in engines:
        event.listen(engine, "before_cursor_execute", seen)
    try:
        yield statements
    finally:
        for engine in engines:
            event.remove(engine, "before_cursor_execute", seen)


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
    "/api/events/no-such-night",
    "/api/events/%00bad",
]
# Queries the fast path leaves to the route (which refuses the first with 422).
DECLINED = ["/api/menu-images?type=drinks", "/api/menu-images?type=club&type=kitchen"]


def slug_reads(slugs: dict[str, str]) -> list[str]:
    return [f"/api/events/{slug}" for slug in slugs.values()]


async def test_each_read_answers_what_its_route_answers(
    app: FastAPI, client: AsyncClient, session: AsyncSession
) -> None:
    empty = {path: await client.get(path) for path in READS + DECLINED}
    with routes_only(app):
        for path, fast in empty.items():
            route = await client.get(path)
            assert (fast.status_code, fast.json()) == (route.status_code, route.json()), path

    slugs = await seed(session)
    app.state.changes.publish(Change("events", "UPDATE", None))  # the factories publish nothing
    paths = READS + DECLINED + slug_reads(slugs)
    fast_answers = {path: await client.get(path) for path in paths}
    with routes_only(app):
        route_answers = {path: await client.get(path) for path in paths}
    for path in paths:
        fast, route = fast_answers[path], route_answers[path]
        assert fast.status_code == route.status_code, path
        assert fast.json() == route.json(), path
        assert fast.headers["content-type"] == route.headers["content-type"], path
        assert fast.headers["x-content-type-options"] == "nosniff", path
        # Answered from prepared bytes, unless declined.
        assert ("etag" in fast.headers) == (fast.status_code == 200 and path not in DECLINED)

    assert fast_answers[f"/api/events/{slugs['shown']}"].json()["past"] is False
    assert fast_answers[f"/api/events/{slugs['past']}"].json()["past"] is True
    for path in (f"/api/events/{slugs['scheduled']}", "/api/events/no-such-night"):
        assert fast_answers[path].status_code == 404
        assert fast_answers[path].json() == {
            "error": {"code": "not_found", "message": messages.NOT_FOUND}
        }
    assert [e["title"] for e in fast_answers["/api/events"].json()["data"]] == ["Gone", "Shown"]
    assert fast_answers["/api/menu-images?type=drinks"].status_code == 422


async def test_a_built_read_runs_no_query(
    app: FastAPI, client: AsyncClient, session: AsyncSession
) -> None:
    slugs = await seed(session)
    paths = READS + slug_reads(slugs)
    paths += [f"/events/{slugs['shown']}", "/api/events/unknown-night"]
    for path in paths:
        await client.get(path)
    with counted_queries(app) as statements:
        for path in paths:
            assert (await client.get(path)).status_code in (200, 404), path
    assert statements == []


async def test_an_unchanged_read_answers_304_and_each_encoding_carries_the_same_json(
    client: AsyncClient, session: AsyncSession
) -> None:
    slugs = await seed(session)
    for path in ("/api/events", f"/api/events/{slugs['shown']}", "/api/menu-images?type=club"):
        first = await client.get(path)
        etag = first.headers["etag"]
        assert first.headers["cache-control"] == "public, max-age=0, must-revalidate"
        again = await client.get(path, headers={"If-None-Match": etag})
        assert (again.status_code, again.content, again.headers["etag"]) == (304, b"", etag)
        for coding in ("br", "gzip"):
            encoded = await client.get(path, headers={"Accept-Encoding": coding})
            assert encoded.headers["content-encoding"] == coding, path
            assert encoded.json() == first.json()
        head = await client.head(path)
        assert (head.status_code, head.content) == (200, b"")
    page = await client.get(f"/events/{slugs['shown']}")
    assert page.status_code == 200
    again = await client.get(
        f"/events/{slugs['shown']}", headers={"If-None-Match": page.headers["etag"]}
    )
    assert again.status_code == 304


async def test_a_staff_edit_starts_a_new_generation(
    client: AsyncClient, staff_client: AsyncClient
) -> None:
    created = await staff_client.post("/api/admin/events", json=EVENT)
    assert created.status_code == 201, created.text
    slug, row_id = created.json()["slug"], created.json()["id"]
    before = {
        path: await client.get(path)
        for path in ("/api/events", f"/api/events/{slug}", f"/events/{slug}")
    }
    assert all(answer.status_code == 200 for answer in before.values())

    edited = await staff_client.put(f"/api/admin/events/{row_id}", json=EVENT | {"title": "Edited"})
    assert edited.status_code == 200, edited.text

    for path, old in before.items():
        new = await client.get(path, headers={"If-None-Match": old.headers["etag"]})
        assert new.status_code == 200, path
        assert new.headers["etag"] != old.headers["etag"], path
        assert "Edited" in new.text, path
        assert "Edited" not in old.text, path
    assert (await staff_client.delete(f"/api/admin/events/{row_id}")).status_code == 204
    assert (await client.get(f"/api/events/{slug}")).status_code == 404
    assert (await client.get(f"/events/{slug}")).status_code == 404
    assert (await client.get("/api/events")).json()["count"] == 0


async def test_a_scheduled_event_appears_when_the_publication_clock_fires(
    app: FastAPI, client: AsyncClient, staff_client: AsyncClient
) -> None:
    due = datetime.now(UTC) + timedelta(seconds=2)
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
    await asyncio.wait_for(fired.wait(), timeout=10)  # the clock announced it is due
    assert datetime.now(UTC) >= due

    assert [e["title"] for e in (await client.get("/api/events")).json()["data"]] == ["Soon"]
    assert (await client.get(f"/api/events/{slug}")).json()["event"]["title"] == "Soon"
    assert (await client.get(f"/events/{slug}")).status_code == 200


async def test_the_due_time_alone_ends_a_generation(app: FastAPI, session: AsyncSession) -> None:
    """Even where no clock has announced it (reads that hear no change at all), a scheduled
    event is answered from its time."""
    reads = public_reads.PublicReads(
        app.state.read_sessionmaker, app.state.storage, lambda: ZoneInfo("UTC")
    )
    soon = await make_event(
        session, title="Soon", publish_at=datetime.now(UTC) + timedelta(seconds=1)
    )
    assert (await reads.get("events")).prepared.body == b'{"data":[],"count":0}'
    assert (await reads.get(f"event:{soon.slug}")).value is None
    await asyncio.sleep(max(0.0, (soon.publish_at - datetime.now(UTC)).total_seconds()) + 0.05)
    assert b'"title":"Soon"' in (await reads.get("events")).prepared.body
    assert (await reads.get(f"event:{soon.slug}")).value is not None


async def test_a_new_night_starts_a_new_generation(
    app: FastAPI, client: AsyncClient, session: AsyncSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    tonight = await make_event(session, title="Tonight", date=next_week())
    app.state.changes.publish(Change("events", "UPDATE", None))
    assert (await client.get(f"/api/events/{tonight.slug}")).json()["past"] is False
    later = next_week() + timedelta(days=1)
    monkeypatch.setattr(public_reads, "club_today", lambda *_: later)
    assert (await client.get(f"/api/events/{tonight.slug}")).json()["past"] is True


async def test_a_change_is_not_hidden_behind_a_read_it_raced(
    app: FastAPI, client: AsyncClient, session: AsyncSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A change announced while a generation was being read leaves that one unkept."""
    reads: public_reads.PublicReads = app.state.public_reads
    original = public_reads.content.next_publication
    raced = False

    async def racing(*args: Any) -> Any:
        nonlocal raced
        if not raced:
            raced = True
            await make_event(session, title="Raced")
            reads.on_change(Change("events", "INSERT", None))
        return await original(*args)

    monkeypatch.setattr(public_reads.content, "next_publication", racing)
    first = await client.get("/api/events")
    assert raced
    assert first.json()["count"] == 0
    assert (await client.get("/api/events")).json()["count"] == 1


@asynccontextmanager
async def signed_in(url: str, email: str, password: str) -> AsyncIterator[AsyncClient]:
    async with httpx.AsyncClient(base_url=url) as api:
        token = await api.post(
            "/api/auth/token?grant_type=password", json={"email": email, "password": password}
        )
        api.headers["Authorization"] = f"Bearer {token.json()['access_token']}"
        yield api


async def test_a_staff_edit_in_one_process_reaches_another_process_s_reads(
    migrated: str, tmp_path: Path, app: FastAPI
) -> None:
    """Two `nocturne serve` processes on one database (PostgreSQL: LISTEN/NOTIFY; SQLite: the
    file's data_version)."""
    env = {
        "NOCTURNE_DATABASE_URL": migrated,
        "NOCTURNE_DATA_DIR": str(tmp_path / "data"),
        "NOCTURNE_SECRET_KEY": "shared-secret-" + "k" * 40,
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

            await eventually(lambda: read_title(), EVENT["title"])
            old_page = await visitor.get(f"/api/events/{slug}")
            edited = await staff.put(
                f"/api/admin/events/{row_id}", json=EVENT | {"title": "Edited"}
            )
            assert edited.status_code == 200, edited.text
            await eventually(lambda: read_title(), "Edited")
            page = await visitor.get(f"/api/events/{slug}")
            assert page.json()["event"]["title"] == "Edited"
            assert page.headers["etag"] != old_page.headers["etag"]


async def eventually(read: Any, expected: str, seconds: float = 10) -> None:
    """`read()` answers `expected` within `seconds` (the other process hears of the change)."""
    deadline = asyncio.get_running_loop().time() + seconds
    while (seen := await read()) != expected:
        assert asyncio.get_running_loop().time() < deadline, f"still {seen!r}"
        await asyncio.sleep(0.1)
