"""PostgreSQL restarted under running servers: while it is down, requests that need it get 503
with Retry-After (never 500), the public reads already kept keep answering, readiness says
not ready;
once it is back, the same requests succeed and the change feed reaches sockets again.

The database is a throwaway cluster this test starts on a free port and stops at will (never the
machine's shared server). Two server processes share it, so the change feed is proven across
processes, through the restarted server's LISTEN/NOTIFY.
"""

import asyncio
import json
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import httpx
import pytest
import websockets
from httpx import ASGITransport

from nocturne import messages
from nocturne.app import create_app
from nocturne.config import Settings, normalise_database_url
from nocturne.content.site_cache import SiteCache
from nocturne.core.db import create_engine, create_sessionmaker, is_unavailable
from nocturne.core.errors import RETRY_AFTER_SECONDS
from nocturne.core.migrate import upgrade
from nocturne.live.changes import Change
from nocturne.media.storage import LocalStorage
from nocturne.models import NavigationSettings
from tests.support.factories import reservation
from tests.support.live_server import run_cli, server_process
from tests.support.pg_cluster import Cluster, server_binaries, throwaway_cluster
from tests.support.polling import eventually

EMAIL, PASSWORD = "night@nocturne.club", "night-manager-1"
# Requests that need the database, as (method, path, needs the staff token, body); each
# reservation is a new guest's (a guest holds one pending request a night).
NEEDS_DATABASE: list[tuple[str, str, bool, Callable[[], dict[str, Any]] | None]] = [
    ("POST", "/api/reservations", False, reservation),
    ("GET", "/api/admin/reservations", True, None),
    ("GET", "/api/admin/events", True, None),
]
# Kept by the response cache once read, so they keep answering while the database is away.
CACHED = ["/api/site", "/", "/api/events", "/api/navigation", "/api/packages"]


@pytest.fixture
def cluster() -> Iterator[Cluster]:
    binaries = server_binaries()
    if binaries is None:
        # The only reason to skip: CI images carry the server binaries.
        print("PostgreSQL server binaries (initdb, pg_ctl) are not installed")
        pytest.skip("PostgreSQL server binaries (initdb, pg_ctl) are not installed")
    with throwaway_cluster(binaries) as cluster:
        yield cluster


async def call(
    client: httpx.AsyncClient,
    method: str,
    path: str,
    token: str | None,
    body: Callable[[], dict[str, Any]] | None,
) -> httpx.Response:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return await client.request(method, path, headers=headers, json=body and body())


async def next_change(socket: websockets.ClientConnection, seconds: float) -> dict[str, Any]:
    deadline = time.monotonic() + seconds
    while True:
        left = deadline - time.monotonic()
        frame: dict[str, Any] = json.loads(await asyncio.wait_for(socket.recv(), max(left, 0.01)))
        if frame["type"] == "change":
            return frame


def hammer(url: str, token: str, stop: threading.Event, seen: Counter[int]) -> None:
    """Requests without pause from another thread, for as long as the restart takes."""
    with httpx.Client(base_url=url, timeout=15) as client:
        while not stop.is_set():
            for method, path, staff, body in NEEDS_DATABASE:
                headers = {"Authorization": f"Bearer {token}"} if staff else {}
                sent = client.request(method, path, headers=headers, json=body and body())
                seen[sent.status_code] += 1


async def test_a_database_restart_gives_503_then_recovers(
    cluster: Cluster, tmp_path: Path, web_dist: Path
) -> None:
    started = time.monotonic()
    env = {
        "NOCTURNE_DATABASE_URL": cluster.url,
        "NOCTURNE_DATA_DIR": str(tmp_path / "data"),
        "NOCTURNE_SECRET_KEY": "restart-secret-" + "k" * 40,
        "NOCTURNE_WEB_DIST": str(web_dist),
        "NOCTURNE_PUBLIC_WRITE_LIMIT": "100000",
    }
    run_cli(env, "migrate")
    run_cli(env, "create-admin", EMAIL, "--password", PASSWORD)
    with server_process(env) as first, server_process(env) as second:
        async with (
            httpx.AsyncClient(base_url=first, timeout=15) as one,
            httpx.AsyncClient(base_url=second, timeout=15) as two,
            websockets.connect(f"ws://{second.removeprefix('http://')}/api/realtime") as socket,
        ):
            signed_in = await one.post(
                "/api/auth/token?grant_type=password", json={"email": EMAIL, "password": PASSWORD}
            )
            token = signed_in.json()["access_token"]
            await socket.send(json.dumps({"type": "subscribe", "table": "events"}))
            assert json.loads(await socket.recv())["type"] == "subscribed"
            for method, path, staff, body in NEEDS_DATABASE:
                response = await call(one, method, path, token if staff else None, body)
                assert response.status_code in (200, 201), (path, response.text)
            cached_before = {path: (await one.get(path)).content for path in CACHED}
            for path in CACHED:
                assert (await two.get(path)).status_code == 200, path

            # Stop the database while another thread keeps sending requests.
            seen: Counter[int] = Counter()
            stop = threading.Event()
            load = threading.Thread(target=hammer, args=(first, token, stop, seen))
            load.start()
            try:
                await eventually(lambda: sum(seen.values()), what="the load's first answers")
                await asyncio.to_thread(cluster.stop)

                for client in (one, two):
                    for method, path, staff, body in NEEDS_DATABASE:
                        response = await call(client, method, path, token if staff else None, body)
                        assert response.status_code == 503, (path, response.text)
                        assert response.headers["Retry-After"] == str(RETRY_AFTER_SECONDS)
                        assert response.json() == {
                            "error": {
                                "code": "service_unavailable",
                                "message": messages.SERVICE_UNAVAILABLE,
                            }
                        }
                    for path in CACHED:
                        response = await client.get(path)
                        assert response.status_code == 200, path
                        if client is one:
                            assert response.content == cached_before[path]
                    ready = await client.get("/api/health/ready")
                    assert ready.status_code == 503
                    assert ready.json() == {"status": "unavailable"}
                    assert ready.headers["Retry-After"] == str(RETRY_AFTER_SECONDS)

                # A socket stays open; signing it in waits for the database, with a clear frame.
                await socket.send(json.dumps({"type": "auth", "access_token": token}))
                while (frame := json.loads(await socket.recv()))["type"] == "heartbeat":
                    pass
                assert frame == {
                    "type": "error",
                    "code": "unavailable",
                    "message": messages.SERVICE_UNAVAILABLE,
                }

                await asyncio.to_thread(cluster.start)
                deadline = time.monotonic() + 15
                while (await one.get("/api/health/ready")).status_code != 200:
                    assert time.monotonic() < deadline, "not ready again after the restart"
                    await asyncio.sleep(0.1)
                # The load runs into the database that is back, too.
                answered = seen[200] + seen[201]
                await eventually(
                    lambda: seen[200] + seen[201],
                    lambda now: now > answered,
                    what="the load's answers after the restart",
                )
            finally:
                stop.set()
                await asyncio.to_thread(load.join, 20)
            assert seen[500] == 0, seen
            assert set(seen) <= {200, 201, 503}, seen
            assert seen[503] > 0, seen  # the load did run into the outage

            # Back: every request succeeds again, on both processes.
            for client in (one, two):
                for method, path, staff, body in NEEDS_DATABASE:
                    response = await call(client, method, path, token if staff else None, body)
                    assert response.status_code in (200, 201), (path, response.text)
                assert (await client.get("/api/health/ready")).status_code == 200

            # The second process's feed reconnected and told its socket to re-read...
            resync = await next_change(socket, 10)
            assert (resync["table"], resync["id"]) == ("events", None)
            # Signing the socket in works again (a staff socket is told which row changed)...
            await socket.send(json.dumps({"type": "auth", "access_token": token}))
            while (frame := json.loads(await socket.recv()))["type"] != "auth_ok":
                assert frame["type"] in ("heartbeat", "change"), frame
            # ...and a change made through the first process crosses the restarted database.
            created = await one.post(
                "/api/admin/events",
                headers={"Authorization": f"Bearer {token}"},
                json={"title": "After the restart", "description": "x", "date": "2030-01-01",
                      "time": "22:00", "location": "Main Room"},
            )  # fmt: skip
            assert created.status_code == 201, created.text
            while (frame := await next_change(socket, 15))["id"] is None:
                pass
            assert (frame["table"], frame["id"]) == ("events", created.json()["id"])
    assert time.monotonic() - started < 60


async def test_the_landing_payload_outlives_an_outage_that_begins_after_a_change(
    cluster: Cluster, tmp_path: Path
) -> None:
    engine = create_engine(normalise_database_url(cluster.url))
    try:
        await upgrade(engine)
        store = LocalStorage(tmp_path, "http://testserver")
        utc = lambda: ZoneInfo("UTC")  # noqa: E731
        empty = SiteCache(create_sessionmaker(engine), store, "Nocturne", utc)
        cache = SiteCache(create_sessionmaker(engine), store, "Nocturne", utc)
        before = await cache.get()

        await asyncio.to_thread(cluster.stop)
        await engine.dispose()
        # A change (or a new night) makes the payload stale just as the database goes away:
        # the last payload is served rather than an error.
        cache.on_change(Change("events", "INSERT", None))
        assert (await cache.get()).body == before.body
        # With nothing built yet there is nothing to serve: the outage shows (a 503 upstream).
        with pytest.raises(ConnectionRefusedError) as refused:
            await empty.get()
        assert is_unavailable(refused.value)

        await asyncio.to_thread(cluster.start)
        async with create_sessionmaker(engine)() as session:
            session.add(NavigationSettings(logo_url="/media/logo.png", links=[]))
            await session.commit()
        cache.on_change(Change("navigation_settings", "INSERT", None))
        assert (await cache.get()).site.navigation is not None
    finally:
        await engine.dispose()


async def test_the_landing_payload_with_nothing_cached_is_503_during_an_outage(
    cluster: Cluster, tmp_path: Path, web_dist: Path
) -> None:
    settings = Settings(
        database_url=cluster.url,
        data_dir=tmp_path / "data",
        web_dist=web_dist,
        secret_key="restart-secret-" + "k" * 40,
    )
    app = create_app(settings)
    await upgrade(app.state.engine)
    async with app.router.lifespan_context(app):
        await asyncio.to_thread(cluster.stop)
        # Whatever layer answers /api/site, an outage before anything was cached is a 503.
        transport = ASGITransport(app=app, raise_app_exceptions=False)
        async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
            response = await client.get("/api/site")
            assert response.status_code == 503
            assert response.json()["error"]["code"] == "service_unavailable"
            assert response.headers["Retry-After"] == str(RETRY_AFTER_SECONDS)
        await asyncio.to_thread(cluster.start)


async def test_a_kept_answer_outlives_an_outage_that_begins_after_a_change(
    cluster: Cluster, tmp_path: Path, web_dist: Path
) -> None:
    """The response cache gives the last answer it kept, though a change has ended it, while
    the database is away (the route answers 503); with nothing kept the outage shows."""
    settings = Settings(
        database_url=cluster.url,
        data_dir=tmp_path / "data",
        web_dist=web_dist,
        secret_key="restart-secret-" + "k" * 40,
    )
    app = create_app(settings)
    await upgrade(app.state.engine)
    async with app.router.lifespan_context(app):
        transport = ASGITransport(app=app, raise_app_exceptions=False)
        async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
            before = {path: await client.get(path) for path in ("/api/events", "/")}
            await asyncio.to_thread(cluster.stop)
            app.state.changes.publish(Change("events", "UPDATE", None))
            for path, kept in before.items():
                during = await client.get(path)
                assert (during.status_code, during.content) == (200, kept.content), path
                assert during.headers["etag"] == kept.headers["etag"]
            never_kept = await client.get("/api/packages")
            assert never_kept.status_code == 503
            await asyncio.to_thread(cluster.start)
