"""Roles: every operation of the OpenAPI document answers each role exactly as the role table
says (new operations are covered without editing this file), the club keeps an owner, and a
host's socket follows only what a host may read."""

from collections.abc import AsyncIterator

import pytest
import websockets
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.accounts import roles
from nocturne.club.nights import club_today
from nocturne.models import User
from tests.accounts.test_staff_guard import GUARDED, call
from tests.live.test_realtime import receive, receive_change, send, subscribe
from tests.support.auth import staff_token
from tests.support.factories import reservation
from tests.support.live_server import serve_in_loop
from tests.support.tables import tables


def operation_ids() -> dict[tuple[str, str], str]:
    from nocturne.app import create_app
    from nocturne.config import Settings

    document = create_app(Settings(secret_key="x" * 32)).openapi()
    return {
        (method.upper(), path): operation["operationId"]
        for path, methods in document["paths"].items()
        for method, operation in methods.items()
        if (method.upper(), path) in GUARDED
    }


OPERATIONS = operation_ids()


@pytest.fixture
async def live(app: FastAPI) -> AsyncIterator[str]:
    async with serve_in_loop(app) as address:
        yield address


def test_the_role_table_names_every_staff_operation_and_nothing_else() -> None:
    assert set(roles.PERMISSIONS) == set(OPERATIONS.values())
    assert all(allowed <= set(roles.ROLES) for allowed in roles.PERMISSIONS.values())
    assert all(roles.OWNER in allowed for allowed in roles.PERMISSIONS.values())


@pytest.mark.parametrize("role", roles.ROLES)
async def test_each_role_gets_exactly_what_the_table_says(
    client: AsyncClient, session: AsyncSession, role: str
) -> None:
    token = await staff_token(client, session, role)
    wrong: list[str] = []
    for (method, path), operation_id in sorted(OPERATIONS.items()):
        response = await call(client, method, path, token)
        refused = (
            response.status_code == 403
            and response.json()["error"]["code"] == "role_forbidden"
            and response.json()["error"]["message"] == messages.ROLE_FORBIDDEN
        )
        allowed = role in roles.PERMISSIONS[operation_id]
        if refused == allowed or response.status_code >= 500:
            wrong.append(f"{method} {path} ({operation_id}): {response.status_code}")
    assert wrong == []


async def test_a_host_may_confirm_check_in_and_note_but_not_edit_or_delete(
    app: FastAPI, client: AsyncClient, session: AsyncSession
) -> None:
    host = {"Authorization": f"Bearer {await staff_token(client, session, 'host')}"}
    await tables(session, "B4")
    tonight = club_today(app.state.club.zone).isoformat()
    row = (await client.post("/api/reservations", json=reservation(date=tonight, guests=4))).json()
    base = f"/api/admin/reservations/{row['id']}"
    assert (await client.patch(base, json={"status": "confirmed"}, headers=host)).status_code == 200
    arrived = await client.put(f"{base}/arrival", json={"arrived": 2}, headers=host)
    assert arrived.json()["arrived"] == 2
    noted = await client.put(
        f"{base}/note", json={"table_label": "B4", "staff_notes": "Birthday"}, headers=host
    )
    assert (noted.json()["table_label"], noted.json()["staff_notes"]) == ("B4", "Birthday")
    assert (await client.delete(base, headers=host)).status_code == 403
    edit = {"date": row["date"], "time": "23:00", "guests": 2}
    assert (await client.put(base, json=edit, headers=host)).status_code == 403
    kept = (await client.get("/api/admin/reservations", headers=host)).json()["data"][0]
    assert (kept["guests"], kept["time"], kept["table_label"]) == (4, row["time"], "B4")


async def users(session: AsyncSession) -> dict[str, User]:
    rows = (await session.scalars(select(User))).all()
    await session.commit()
    return {u.email: u for u in rows}


async def test_the_club_keeps_an_owner(client: AsyncClient, session: AsyncSession) -> None:
    first = await staff_token(client, session, "owner")
    second = await staff_token(client, session, "owner")
    me = (await client.get("/api/auth/user", headers={"Authorization": f"Bearer {first}"})).json()
    other = (
        await client.get("/api/auth/user", headers={"Authorization": f"Bearer {second}"})
    ).json()
    as_first = {"Authorization": f"Bearer {first}"}

    demoted = await client.put(
        f"/api/admin/users/{other['id']}/role", json={"role": "manager"}, headers=as_first
    )
    assert (demoted.status_code, demoted.json()["role"]) == (200, "manager")
    last = await client.put(
        f"/api/admin/users/{me['id']}/role", json={"role": "host"}, headers=as_first
    )
    assert (last.status_code, last.json()["error"]["message"]) == (409, messages.LAST_OWNER)
    self_revoke = await client.post(f"/api/admin/users/{me['id']}/revoke", headers=as_first)
    assert self_revoke.status_code == 409
    bad = await client.put(
        f"/api/admin/users/{other['id']}/role", json={"role": "king"}, headers=as_first
    )
    assert bad.json()["error"]["fields"]["role"] == messages.ROLE_INVALID
    assert {u.role for u in (await users(session)).values()} == {"owner", "manager"}


async def test_the_last_owner_cannot_be_revoked_by_a_colleague_either(
    client: AsyncClient, session: AsyncSession
) -> None:
    """Two owners: one revokes the other, then the one left cannot lose the role."""
    first = await staff_token(client, session, "owner")
    second = await staff_token(client, session, "owner")
    me = (await client.get("/api/auth/user", headers={"Authorization": f"Bearer {first}"})).json()
    other = (
        await client.get("/api/auth/user", headers={"Authorization": f"Bearer {second}"})
    ).json()
    revoked = await client.post(
        f"/api/admin/users/{other['id']}/revoke", headers={"Authorization": f"Bearer {first}"}
    )
    assert revoked.status_code == 200
    demote_me = await client.put(
        f"/api/admin/users/{me['id']}/role",
        json={"role": "manager"},
        headers={"Authorization": f"Bearer {first}"},
    )
    assert demote_me.status_code == 409


async def test_a_host_socket_follows_reservations_but_not_accounts(
    client: AsyncClient, session: AsyncSession, live: str
) -> None:
    token = await staff_token(client, session, "host")
    async with websockets.connect(f"ws://{live}/api/realtime") as socket:
        await send(socket, type="auth", access_token=token)
        assert (await receive(socket))["type"] == "auth_ok"
        assert (await subscribe(socket, "reservations"))["type"] == "subscribed"
        for table in ("users", "club_settings"):
            refused = await subscribe(socket, table)
            assert (refused["type"], refused["code"]) == ("error", "forbidden")
        created = (await client.post("/api/reservations", json=reservation())).json()
        frame = await receive_change(socket)
        assert (frame["table"], frame["id"]) == ("reservations", created["id"])


async def test_the_first_account_and_the_admin_addresses_are_owners(
    client: AsyncClient, session: AsyncSession
) -> None:
    from nocturne.accounts import users as accounts_users

    user = await accounts_users.create_admin(
        session, "first@nocturne.club", "a long enough password"
    )
    assert user.role == "owner"
    user.role = "host"
    await session.commit()
    again = await accounts_users.create_admin(
        session, "first@nocturne.club", "another long password"
    )
    assert (again.id, again.role) == (user.id, "owner")
