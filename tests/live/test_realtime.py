"""The change feed over WebSocket: subscriptions, staff-only tables, heartbeats, and delivery
across server processes."""

import asyncio
import contextlib
import json
import uuid
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
import time_machine
import websockets
from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.accounts import sessions, tokens
from nocturne.app import create_app
from nocturne.config import Settings
from nocturne.live.changes import Change
from nocturne.live.routes import MAX_FRAME, MAX_FRAME_BYTES
from nocturne.models import User
from tests.content.test_catalog import EVENT
from tests.support.auth import WEB, make_staff, reissued, sign_in, staff_token
from tests.support.clock import TravellingClock
from tests.support.factories import reservation
from tests.support.live_server import run_cli, serve_in_loop, server_process
from tests.support.polling import eventually

Socket = websockets.ClientConnection


@pytest.fixture
async def live(app: FastAPI) -> AsyncIterator[str]:
    async with serve_in_loop(app) as address:
        yield address


async def send(socket: Socket, **frame: Any) -> None:
    await socket.send(json.dumps(frame))


async def receive(socket: Socket, seconds: float = 5) -> dict[str, Any]:
    frame: dict[str, Any] = json.loads(await asyncio.wait_for(socket.recv(), seconds))
    return frame


async def receive_change(socket: Socket, seconds: float = 5) -> dict[str, Any]:
    """The next change frame, skipping heartbeats."""
    while True:
        frame = await receive(socket, seconds)
        if frame["type"] == "change":
            return frame


async def nothing_arrives(socket: Socket, seconds: float = 0.5) -> None:
    with pytest.raises(TimeoutError):
        await receive(socket, seconds)


async def subscribe(socket: Socket, table: str, section: str | None = None) -> dict[str, Any]:
    await send(socket, type="subscribe", table=table, section=section)
    return await receive(socket)


async def test_a_subscriber_hears_each_committed_change_to_its_table(
    app: FastAPI, live: str
) -> None:
    async with websockets.connect(f"ws://{live}/api/realtime") as socket:
        assert (await subscribe(socket, "events"))["type"] == "subscribed"
        event_id = uuid.uuid4()
        app.state.changes.publish(Change("gallery_items", "INSERT", uuid.uuid4()))
        app.state.changes.publish(Change("events", "INSERT", event_id))
        # A visitor's page reads the table again; which row changed is staff's to know.
        assert await receive_change(socket) == {
            "type": "change",
            "table": "events",
            "event": "INSERT",
            "id": None,
        }


async def test_a_section_subscriber_hears_only_its_section(app: FastAPI, live: str) -> None:
    async with websockets.connect(f"ws://{live}/api/realtime") as socket:
        await subscribe(socket, "content_sections", "hero")
        app.state.changes.publish(Change("content_sections", "UPDATE", uuid.uuid4(), "footer"))
        hero = uuid.uuid4()
        app.state.changes.publish(Change("content_sections", "UPDATE", hero, "hero"))
        frame = await receive_change(socket)
        assert (frame["id"], frame["section"]) == (None, "hero")


async def test_a_scheduled_event_reaches_open_pages_at_its_time_and_not_before(
    app: FastAPI, staff_client: httpx.AsyncClient, client: httpx.AsyncClient, live: str
) -> None:
    """The publication clock, and everything else in this process that reads the time, follow
    the test's clock: the event's time comes when the test moves it there."""
    with time_machine.travel(datetime.now(UTC), tick=True) as traveller:
        async with websockets.connect(f"ws://{live}/api/realtime") as visitor:
            clock = TravellingClock(traveller)
            app.state.publication.clock = (
                clock  # from its next wait on, which the save below starts
            )
            await subscribe(visitor, "events")
            due = clock.now() + timedelta(minutes=10)
            created = await staff_client.post(
                "/api/admin/events", json=EVENT | {"title": "Soon", "publish_at": due.isoformat()}
            )
            assert created.status_code == 201, created.text
            assert (await client.get("/api/site")).json()["events"] == []
            await clock.waiting(ending=due)  # the publication clock sleeps until the event's time
            # Not a word while it is hidden; at its time the page is told, with nothing else saved,
            # and the event is there to read.
            clock.advance_to(due - timedelta(seconds=2))
            await nothing_arrives(visitor)
            assert (await client.get("/api/site")).json()["events"] == []
            clock.advance_to(due + timedelta(seconds=1))
            due_frame = await receive_change(visitor, seconds=5)
            assert datetime.now(UTC) >= due
            assert (due_frame["table"], due_frame["event"], due_frame["id"]) == (
                "events",
                "UPDATE",
                None,
            )
            titles = [event["title"] for event in (await client.get("/api/site")).json()["events"]]
            assert titles == ["Soon"]


async def test_a_visitor_hears_nothing_of_an_event_it_cannot_see(
    staff_client: httpx.AsyncClient, client: httpx.AsyncClient, session: AsyncSession, live: str
) -> None:
    """Red team: creating a hidden, scheduled event sent visitors' sockets an events INSERT."""
    later = (datetime.now(UTC) + timedelta(days=2)).isoformat()
    async with (
        websockets.connect(f"ws://{live}/api/realtime") as visitor,
        websockets.connect(f"ws://{live}/api/realtime") as staff,
    ):
        await staff_socket(staff, await staff_token(client, session))
        await subscribe(staff, "events")
        await subscribe(visitor, "events")

        async def only_staff_hear(response: httpx.Response, event: str) -> None:
            assert response.is_success, response.text
            assert (await receive_change(staff))["event"] == event
            await nothing_arrives(visitor)

        hidden = EVENT | {"title": "Secret", "publish_at": later}
        created = await staff_client.post("/api/admin/events", json=hidden)
        await only_staff_hear(created, "INSERT")
        path = f"/api/admin/events/{created.json()['id']}"
        await only_staff_hear(await staff_client.put(path, json=hidden | {"title": "S2"}), "UPDATE")
        await only_staff_hear(await staff_client.delete(path), "DELETE")
        deleted = (await staff_client.get("/api/admin/trash")).json()["data"][0]["id"]
        restore = await staff_client.post(f"/api/admin/revisions/{deleted}/restore")
        await only_staff_hear(restore, "INSERT")

        # What visitors can see, or could until now, reaches them (without an id).
        shown = await staff_client.post("/api/admin/events", json=EVENT | {"title": "Open"})
        assert (await receive_change(visitor))["event"] == "INSERT"
        await staff_client.put(
            f"/api/admin/events/{shown.json()['id']}", json=EVENT | {"publish_at": later}
        )
        assert (await receive_change(visitor)) == {
            "type": "change", "table": "events", "event": "UPDATE", "id": None,
        }  # fmt: skip


async def test_a_staff_socket_is_told_which_row_changed(
    client: httpx.AsyncClient, session: AsyncSession, app: FastAPI, live: str
) -> None:
    token = await staff_token(client, session)
    async with websockets.connect(f"ws://{live}/api/realtime") as socket:
        await send(socket, type="auth", access_token=token)
        assert (await receive(socket))["type"] == "auth_ok"
        await subscribe(socket, "events")
        event_id = uuid.uuid4()
        app.state.changes.publish(Change("events", "DELETE", event_id))
        assert (await receive_change(socket))["id"] == str(event_id)


async def test_unsubscribing_stops_the_changes(app: FastAPI, live: str) -> None:
    async with websockets.connect(f"ws://{live}/api/realtime") as socket:
        await subscribe(socket, "packages")
        await send(socket, type="unsubscribe", table="packages")
        assert (await receive(socket))["type"] == "unsubscribed"
        app.state.changes.publish(Change("packages", "DELETE", uuid.uuid4()))
        await nothing_arrives(socket)


async def test_an_anonymous_socket_never_receives_a_reservation(
    client: httpx.AsyncClient, live: str
) -> None:
    async with websockets.connect(f"ws://{live}/api/realtime") as socket:
        refused = await subscribe(socket, "reservations")
        assert refused == {
            "type": "error",
            "code": "forbidden",
            "message": messages.REALTIME_STAFF_ONLY,
        }
        assert (await client.post("/api/reservations", json=reservation())).status_code == 201
        await nothing_arrives(socket, 1)


async def test_a_staff_socket_hears_new_reservations_and_messages(
    client: httpx.AsyncClient, session: AsyncSession, live: str
) -> None:
    token = await staff_token(client, session)
    async with websockets.connect(f"ws://{live}/api/realtime") as socket:
        await send(socket, type="auth", access_token=token)
        assert (await receive(socket))["type"] == "auth_ok"
        await subscribe(socket, "reservations")
        created = (await client.post("/api/reservations", json=reservation())).json()
        frame = await receive_change(socket)
        assert (frame["table"], frame["event"], frame["id"]) == (
            "reservations",
            "INSERT",
            created["id"],
        )


async def test_a_handshake_from_the_sites_own_origin_is_accepted(live: str) -> None:
    async with websockets.connect(
        f"ws://{live}/api/realtime", origin=websockets.Origin(f"http://{live}")
    ) as socket:
        assert (await subscribe(socket, "events"))["type"] == "subscribed"


async def test_a_handshake_from_the_public_url_is_accepted(settings: Settings, live: str) -> None:
    # Behind a proxy that rewrites Host, the page's origin is the configured public address.
    settings.public_url = "https://club.example/"
    async with websockets.connect(
        f"ws://{live}/api/realtime", origin=websockets.Origin("https://club.example")
    ) as socket:
        assert (await subscribe(socket, "events"))["type"] == "subscribed"


@pytest.mark.parametrize(
    "origin",
    [
        "https://evil.example",
        "null",
        "http://127.0.0.1:1",  # same host, another port
        "https://{live}",  # same host and port, another scheme
        "http://club.example.evil.example",
        "file://",
    ],
)
async def test_a_handshake_from_a_foreign_origin_is_refused(
    app: FastAPI, live: str, origin: str
) -> None:
    app.state.settings.public_url = "http://club.example"
    with pytest.raises(websockets.InvalidStatus) as refused:
        async with websockets.connect(
            f"ws://{live}/api/realtime", origin=websockets.Origin(origin.format(live=live))
        ):
            pass
    assert refused.value.response.status_code == 403
    assert not app.state.hub.connections


async def test_a_bad_token_is_refused_with_an_error_frame(live: str) -> None:
    async with websockets.connect(f"ws://{live}/api/realtime") as socket:
        await send(socket, type="auth", access_token="forged")
        frame = await receive(socket)
        assert (frame["type"], frame["code"]) == ("error", "unauthorized")
        assert (await subscribe(socket, "contact_submissions"))["code"] == "forbidden"


@pytest.mark.parametrize(
    "frame",
    ["not json", "[]", '{"type": "dance"}', '{"type": "subscribe", "table": "secrets"}'],
)
async def test_bad_frames_get_an_error_frame_and_the_socket_stays_open(
    live: str, frame: str
) -> None:
    async with websockets.connect(f"ws://{live}/api/realtime") as socket:
        await socket.send(frame)
        assert (await receive(socket))["type"] == "error"
        await send(socket, type="ping")
        assert (await receive(socket)) == {"type": "pong"}


async def test_the_server_sends_heartbeats(settings: Settings, app: FastAPI) -> None:
    beating = create_app(settings.model_copy(update={"realtime_heartbeat_seconds": 0.2}))
    async with (
        beating.router.lifespan_context(beating),
        serve_in_loop(beating) as address,
        websockets.connect(f"ws://{address}/api/realtime") as socket,
    ):
        assert await receive(socket, 3) == {"type": "heartbeat"}


def served(database_url: str, tmp_path: Path, **more: str) -> dict[str, str]:
    """The environment of `nocturne serve` processes sharing one database and secret key."""
    return {
        "NOCTURNE_DATABASE_URL": database_url,
        "NOCTURNE_DATA_DIR": str(tmp_path / "data"),
        "NOCTURNE_SECRET_KEY": "shared-secret-" + "k" * 40,
        "NOCTURNE_PUBLIC_WRITE_LIMIT": "1000",
        **more,
    }


async def test_a_change_through_one_process_reaches_a_socket_held_by_another(
    migrated: str, tmp_path: Path, app: FastAPI
) -> None:
    """Two `nocturne serve` processes on one database (PostgreSQL: LISTEN/NOTIFY; SQLite: the
    file's data_version)."""
    env = served(migrated, tmp_path)
    run_cli(env, "create-admin", "door@nocturne.club", "--password", "door-password-1")
    with server_process(env) as first, server_process(env) as second:
        async with httpx.AsyncClient(base_url=first) as api:
            signed_in = await api.post(
                "/api/auth/token?grant_type=password",
                json={"email": "door@nocturne.club", "password": "door-password-1"},
            )
            token = signed_in.json()["access_token"]
            address = second.removeprefix("http://")
            async with websockets.connect(f"ws://{address}/api/realtime") as socket:
                await send(socket, type="auth", access_token=token)
                assert (await receive(socket))["type"] == "auth_ok"
                await subscribe(socket, "reservations")
                created = await api.post("/api/reservations", json=reservation())
                assert created.status_code == 201
                frame = await receive_change(socket, seconds=10)
    assert frame["table"] == "reservations"
    if migrated.startswith("postgresql"):
        assert (frame["event"], frame["id"]) == ("INSERT", created.json()["id"])


@pytest.mark.parametrize("protocol", ["websockets", "websockets-sansio"])
async def test_a_frame_over_the_cap_closes_the_socket_of_a_served_process(
    migrated: str, tmp_path: Path, protocol: str
) -> None:
    """`nocturne serve` takes in no frame much longer than a subscription needs: an anonymous
    socket cannot make the process gather a frame of megabytes (uvicorn's default is 16 MiB)."""
    env = served(migrated, tmp_path, NOCTURNE_WEBSOCKET_PROTOCOL=protocol)
    with server_process(env) as url:
        address = url.removeprefix("http://")
        async with websockets.connect(f"ws://{address}/api/realtime") as socket:
            assert (await subscribe(socket, "events"))["type"] == "subscribed"
            # Longer than the route reads, under the cap: an error frame, the socket stays open.
            await socket.send(json.dumps({"type": "subscribe", "pad": "x" * MAX_FRAME}))
            assert (await receive(socket))["code"] == "too_large"
            assert (await subscribe(socket, "packages"))["type"] == "subscribed"
            await socket.send(json.dumps({"type": "subscribe", "pad": "x" * 2**20}))
            with pytest.raises(websockets.ConnectionClosedError) as closed:
                await receive(socket)
            assert closed.value.rcvd is not None
            assert closed.value.rcvd.code == 1009
        # Just past the cap is as much too long, and the next socket is served as ever.
        async with websockets.connect(f"ws://{address}/api/realtime") as socket:
            await socket.send("x" * (MAX_FRAME_BYTES + 1))
            with pytest.raises(websockets.ConnectionClosedError) as closed:
                await receive(socket)
            assert closed.value.rcvd is not None
            assert closed.value.rcvd.code == 1009
        async with websockets.connect(f"ws://{address}/api/realtime") as socket:
            assert (await subscribe(socket, "events"))["type"] == "subscribed"


async def test_what_a_socket_follows_stays_bounded_however_many_subscribes_it_sends(
    app: FastAPI, live: str
) -> None:
    """Red team: 6,000 subscribes with made-up section names held 18 MB that never came back."""
    async with websockets.connect(f"ws://{live}/api/realtime") as socket:
        for n in range(300):
            frame = await subscribe(socket, "content_sections", f"made-up-{n}")
            assert (frame["type"], frame["code"]) == ("error", "unknown_section")
        refused = await subscribe(socket, "events", "hero")
        assert refused["message"] == messages.REALTIME_UNKNOWN_SECTION
        for section in ("hero", "footer", "hero", "privacy"):
            assert (await subscribe(socket, "content_sections", section))["type"] == "subscribed"
        (connection,) = app.state.hub.connections
        assert connection.subscriptions == {"content_sections": {"hero", "footer", "privacy"}}


async def staff_socket(socket: Socket, token: str) -> None:
    await send(socket, type="auth", access_token=token)
    assert (await receive(socket))["type"] == "auth_ok"
    assert (await subscribe(socket, "reservations"))["type"] == "subscribed"


async def hears_a_reservation(
    client: httpx.AsyncClient, socket: Socket, seconds: float = 1
) -> bool:
    assert (await client.post("/api/reservations", json=reservation())).status_code == 201
    try:
        frame = await receive_change(socket, seconds)
    except TimeoutError:
        return False
    return frame["table"] == "reservations"


async def test_a_socket_hears_no_staff_table_after_its_session_signed_out(
    client: httpx.AsyncClient, session: AsyncSession, live: str
) -> None:
    """Red team: staff status was set once, so a socket kept hearing reservations after
    sign-out, revocation and the token's expiry."""
    token = await staff_token(client, session)
    other = await staff_token(client, session)
    async with (
        websockets.connect(f"ws://{live}/api/realtime") as signing_out,
        websockets.connect(f"ws://{live}/api/realtime") as colleague,
    ):
        await staff_socket(signing_out, token)
        await staff_socket(colleague, other)
        signed_out = await client.post(
            "/api/auth/logout", headers={"Authorization": f"Bearer {token}", **WEB}
        )
        assert signed_out.status_code == 204
        assert not await hears_a_reservation(client, signing_out)
        assert await hears_a_reservation(client, colleague)


async def test_another_session_of_the_same_account_signing_out_keeps_this_socket(
    client: httpx.AsyncClient,
    session: AsyncSession,
    app: FastAPI,
    live: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hub = app.state.hub
    suspended: list[uuid.UUID | None] = []
    suspend = hub.recheck_staff

    def recording(user_id: uuid.UUID | None = None) -> None:
        suspended.append(user_id)
        suspend(user_id)

    monkeypatch.setattr(hub, "recheck_staff", recording)
    token = await staff_token(client, session)
    claims = tokens.read_access_token(app.state.settings.resolved_secret_key, token)
    user = await session.get(User, claims.user_id)
    assert user is not None
    phone = await sessions.start_session(session, app.state.settings, user)
    async with websockets.connect(f"ws://{live}/api/realtime") as socket:
        await staff_socket(socket, token)
        signed_out = await client.post(
            "/api/auth/logout",
            headers={"Authorization": f"Bearer {phone.access_token}", **WEB},
        )
        assert signed_out.status_code == 204
        # The grant is suspended once the sign-out is heard, and checked again against the
        # database: it holds.
        await eventually(
            lambda: bool(suspended) and all(c.staff is not None for c in hub.connections),
            what="the grant checked again",
        )
        assert await hears_a_reservation(client, socket)


async def test_a_socket_hears_no_staff_table_once_its_account_is_revoked(
    client: httpx.AsyncClient, session: AsyncSession, live: str
) -> None:
    token = await staff_token(client, session)
    admin = await staff_token(client, session)
    me = (await client.get("/api/auth/user", headers={"Authorization": f"Bearer {token}"})).json()
    async with websockets.connect(f"ws://{live}/api/realtime") as socket:
        await staff_socket(socket, token)
        revoked = await client.post(
            f"/api/admin/users/{me['id']}/revoke", headers={"Authorization": f"Bearer {admin}"}
        )
        assert revoked.status_code == 200
        # The revocation reaches the socket's grant through the change feed: within a moment.
        deadline = asyncio.get_running_loop().time() + 10
        while await hears_a_reservation(client, socket):
            assert asyncio.get_running_loop().time() < deadline, "still a staff socket"


async def test_a_host_socket_hears_no_staff_table_once_owners_require_two_factor_for_hosts(
    client: httpx.AsyncClient, session: AsyncSession, live: str
) -> None:
    """The API refuses such a host at once (403 two_factor_setup_required): its open socket stops
    hearing reservations as soon, while an owner's, not required, keeps hearing them."""
    host = await staff_token(client, session, "host")
    owner = await staff_token(client, session)
    async with (
        websockets.connect(f"ws://{live}/api/realtime") as door,
        websockets.connect(f"ws://{live}/api/realtime") as office,
    ):
        await staff_socket(door, host)
        await staff_socket(office, owner)
        required = await client.put(
            "/api/admin/users/security-settings",
            json={"two_factor_roles": ["host"]},
            headers={"Authorization": f"Bearer {owner}"},
        )
        assert required.status_code == 200
        assert not await hears_a_reservation(client, door)
        assert await hears_a_reservation(client, office)
        await send(door, type="auth", access_token=host)
        assert await receive(door) == {
            "type": "error",
            "code": "two_factor_setup_required",
            "message": messages.TWO_FACTOR_SETUP_NEEDED,
        }


async def test_requiring_two_factor_through_one_process_reaches_a_host_socket_on_another(
    migrated: str, tmp_path: Path, app: FastAPI, session: AsyncSession
) -> None:
    """The other process applies the rule when its settings are read again, and checks its
    staff sockets under the rule then in force."""
    env = served(migrated, tmp_path)
    await make_staff(session, "owner@nocturne.club")
    await make_staff(session, "door@nocturne.club", "host")
    with server_process(env) as first, server_process(env) as second:
        async with httpx.AsyncClient(base_url=first) as api:
            owner, host = [
                (await sign_in(api, email)).json()["access_token"]
                for email in ("owner@nocturne.club", "door@nocturne.club")
            ]
            address = second.removeprefix("http://")
            async with (
                websockets.connect(f"ws://{address}/api/realtime") as door,
                websockets.connect(f"ws://{address}/api/realtime") as office,
            ):
                await staff_socket(door, host)
                await staff_socket(office, owner)
                assert await hears_a_reservation(api, door, seconds=10)
                required = await api.put(
                    "/api/admin/users/security-settings",
                    json={"two_factor_roles": ["host"]},
                    headers={"Authorization": f"Bearer {owner}"},
                )
                assert required.status_code == 200
                deadline = asyncio.get_running_loop().time() + 15
                while await hears_a_reservation(api, door, seconds=2):
                    assert asyncio.get_running_loop().time() < deadline, "still a staff socket"
                with contextlib.suppress(TimeoutError):  # what the owner heard of those
                    while True:
                        await receive(office, 1)
                assert await hears_a_reservation(api, office, seconds=10)


async def test_a_socket_hears_no_staff_table_once_its_token_expired(
    client: httpx.AsyncClient, session: AsyncSession, app: FastAPI, live: str
) -> None:
    token = await staff_token(client, session)
    short = reissued(app.state.settings, token, timedelta(seconds=60))
    async with websockets.connect(f"ws://{live}/api/realtime") as socket:
        await staff_socket(socket, short)
        assert await hears_a_reservation(client, socket)
        with time_machine.travel(datetime.now(UTC) + timedelta(seconds=30), tick=True):
            assert await hears_a_reservation(client, socket)  # halfway through its life
        with time_machine.travel(datetime.now(UTC) + timedelta(seconds=61), tick=True):
            assert not await hears_a_reservation(client, socket)
            # The browser's refreshed token brings the staff tables back.
            await send(socket, type="auth", access_token=token)
            assert (await receive(socket))["type"] == "auth_ok"
            assert await hears_a_reservation(client, socket)


async def test_a_page_that_signs_out_takes_its_socket_s_staff_access_away_at_once(
    client: httpx.AsyncClient, session: AsyncSession, live: str
) -> None:
    """The web app sends a null token when its user signs out (realtime.useToken(null))."""
    token = await staff_token(client, session)
    async with websockets.connect(f"ws://{live}/api/realtime") as socket:
        await staff_socket(socket, token)
        assert await hears_a_reservation(client, socket)
        await send(socket, type="auth", access_token=None)
        assert (await receive(socket)) == {"type": "auth_cleared"}
        assert not await hears_a_reservation(client, socket)
