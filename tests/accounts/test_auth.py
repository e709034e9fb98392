"""Accounts: sign-up, the mailed link, approval, sign-in, refresh rotation, sign-out."""

import re
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from urllib.parse import urlsplit

import pytest
from fastapi import FastAPI
from httpx import AsyncClient, Response
from sqlalchemy import delete, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.accounts import addresses, tokens
from nocturne.app import create_app
from nocturne.config import Settings
from nocturne.models import RateLimit, RefreshToken, User
from tests.support.auth import PASSWORD, WEB, make_staff, sign_in, verification_link
from tests.support.clients import client_from, started
from tests.support.mail_server import Inbox, text_of


@pytest.fixture
async def mail_app(
    app: FastAPI, settings: Settings, smtp: tuple[Inbox, int]
) -> AsyncIterator[FastAPI]:
    """The app with mail going over SMTP to the local test server."""
    _, port = smtp
    configured = settings.model_copy(
        update={
            "mail_transport": "smtp",
            "smtp_port": port,
            "public_url": "http://testserver",
            "admin_emails": ["owner@nocturne.club"],
        }
    )
    async with started(configured) as mail_app:
        yield mail_app


@pytest.fixture
async def web(mail_app: FastAPI) -> AsyncIterator[AsyncClient]:
    async with client_from(mail_app, "192.0.2.10", 50000) as client:
        yield client


async def sign_up(client: AsyncClient, email: str, password: str = PASSWORD) -> None:
    response = await client.post("/api/auth/signup", json={"email": email, "password": password})
    assert response.status_code == 200, response.text
    assert response.json() == {"message": messages.VERIFICATION_SENT}


async def refresh_with(client: AsyncClient, refresh_token: str) -> Response:
    """A refresh grant with the token in the body, as a client without cookies sends it."""
    return await client.post(
        "/api/auth/token?grant_type=refresh_token", json={"refresh_token": refresh_token}
    )


async def follow(client: AsyncClient, link: str) -> str:
    parts = urlsplit(link)
    response = await client.get(f"{parts.path}?{parts.query}")
    assert response.status_code == 303
    location: str = response.headers["location"]
    return location


async def confirmed_sign_up(client: AsyncClient, inbox: Inbox, email: str) -> None:
    """Signs up and follows the link mailed to the address."""
    await sign_up(client, email)
    await follow(client, verification_link(inbox.last_to(email)))


async def test_sign_up_mails_a_link_that_confirms_and_opens_the_admin_area(
    web: AsyncClient, smtp: tuple[Inbox, int], session: AsyncSession
) -> None:
    inbox, _ = smtp
    await sign_up(web, "Newcomer@Example.com")
    message = inbox.last_to("newcomer@example.com")
    assert message["Subject"] == messages.VERIFICATION_MAIL_SUBJECT
    assert await follow(web, verification_link(message)) == "/admin?email_confirmed=1"
    user = await session.scalar(select(User).where(User.email == "newcomer@example.com"))
    assert user is not None
    assert user.email_confirmed_at is not None
    assert user.approved_at is None


@pytest.mark.parametrize(
    ("confirmed", "message"),
    [(False, messages.EMAIL_NOT_CONFIRMED), (True, messages.ACCOUNT_NOT_APPROVED)],
    ids=["unconfirmed", "confirmed but unapproved"],
)
async def test_an_account_not_yet_let_in_gets_a_clear_403(
    web: AsyncClient, smtp: tuple[Inbox, int], confirmed: bool, message: str
) -> None:
    if confirmed:
        await confirmed_sign_up(web, smtp[0], "pending@example.com")
    else:
        await sign_up(web, "pending@example.com")
    response = await sign_in(web, "pending@example.com")
    assert response.status_code == 403
    assert response.json()["error"]["message"] == message


async def test_configured_admin_email_is_approved_when_confirmed(
    web: AsyncClient, smtp: tuple[Inbox, int]
) -> None:
    await confirmed_sign_up(web, smtp[0], "owner@nocturne.club")
    response = await sign_in(web, "owner@nocturne.club")
    assert response.status_code == 200
    assert response.json()["user"]["approved_at"] is not None


async def test_an_approved_admin_approves_a_new_account(
    web: AsyncClient, smtp: tuple[Inbox, int], session: AsyncSession
) -> None:
    await confirmed_sign_up(web, smtp[0], "bartender@example.com")
    admin = (await sign_in(web, await make_staff(session))).json()["access_token"]
    users = (await web.get("/api/admin/users", headers={"Authorization": f"Bearer {admin}"})).json()
    newcomer = next(u for u in users["data"] if u["email"] == "bartender@example.com")
    approved = await web.post(
        f"/api/admin/users/{newcomer['id']}/approve", headers={"Authorization": f"Bearer {admin}"}
    )
    assert approved.status_code == 200
    assert (await sign_in(web, "bartender@example.com")).status_code == 200


async def test_invalid_verification_link_goes_back_to_the_login_form(web: AsyncClient) -> None:
    location = await follow(web, "http://testserver/api/auth/verify?token=forged")
    assert location == "/admin/login?error=verification_link_invalid"


async def test_sign_in_returns_a_session_and_an_http_only_cookie(
    client: AsyncClient, session: AsyncSession
) -> None:
    response = await sign_in(client, await make_staff(session))
    assert response.status_code == 200
    body = response.json()
    assert body["token_type"] == "bearer"
    assert body["expires_in"] == 15 * 60
    assert body["user"]["email"] == "staff@nocturne.club"
    claims = tokens.read_access_token(
        client._transport.app.state.settings.resolved_secret_key,  # type: ignore[attr-defined]
        body["access_token"],
    )
    assert claims.expires_at - datetime.now(UTC) <= timedelta(minutes=15)
    cookies = {
        header.split("=", 1)[0]: header for header in response.headers.get_list("set-cookie")
    }
    # The refresh token, and the device cookie that gives this browser sign-in budgets of its own.
    assert set(cookies) == {"nocturne_refresh", "nocturne_device"}
    for cookie in cookies.values():
        for attribute in ("HttpOnly", "Path=/api/auth", "SameSite=strict"):
            assert attribute.lower() in cookie.lower()
    user = await client.get(
        "/api/auth/user", headers={"Authorization": f"Bearer {body['access_token']}"}
    )
    assert user.json()["email"] == "staff@nocturne.club"


async def test_unknown_email_and_wrong_password_look_the_same(
    client: AsyncClient, session: AsyncSession
) -> None:
    await make_staff(session)
    unknown = await sign_in(client, "nobody@example.com")
    wrong = await sign_in(client, "staff@nocturne.club", "wrong password")
    assert unknown.status_code == wrong.status_code == 400
    assert unknown.json() == wrong.json()
    assert wrong.json()["error"]["message"] == messages.INVALID_CREDENTIALS


async def test_sign_in_without_credentials_is_refused(client: AsyncClient) -> None:
    response = await client.post("/api/auth/token", params={"grant_type": "password"}, json={})
    assert response.status_code == 422
    assert response.json()["error"]["message"] == messages.CREDENTIALS_REQUIRED


async def test_short_password_is_refused_at_sign_up(client: AsyncClient) -> None:
    response = await client.post(
        "/api/auth/signup", json={"email": "a@example.com", "password": "short"}
    )
    assert response.status_code == 422
    assert response.json()["error"]["fields"] == {"password": messages.PASSWORD_TOO_SHORT}


async def test_refresh_rotates_and_reuse_revokes_the_whole_family(
    client: AsyncClient, session: AsyncSession
) -> None:
    first = (await sign_in(client, await make_staff(session))).json()
    await age_rotations(session)
    second = await client.post("/api/auth/token?grant_type=refresh_token", headers=WEB)
    assert second.status_code == 200
    rotated = second.json()
    # The web app's refresh (X-Requested-With) gets its new token in the cookie only.
    rotated_token = second.cookies["nocturne_refresh"]
    assert rotated_token != first["refresh_token"]
    await age_rotations(session)
    reused = await refresh_with(client, first["refresh_token"])
    assert reused.status_code == 401
    after_theft = await refresh_with(client, rotated_token)
    assert after_theft.status_code == 401
    user = await client.get(
        "/api/auth/user", headers={"Authorization": f"Bearer {rotated['access_token']}"}
    )
    assert user.status_code == 401


async def age_rotations(session: AsyncSession) -> None:
    """Move past the reuse grace: rotations happened a minute ago."""
    await session.execute(
        update(RefreshToken)
        .where(RefreshToken.rotated_at.is_not(None))
        .values(rotated_at=datetime.now(UTC) - timedelta(minutes=1))
    )
    await session.commit()


async def test_a_reload_that_reuses_a_just_rotated_token_keeps_the_session(
    client: AsyncClient, session: AsyncSession
) -> None:
    first = (await sign_in(client, await make_staff(session))).json()
    grant = {"refresh_token": first["refresh_token"]}
    rotated = await client.post("/api/auth/token?grant_type=refresh_token", json=grant)
    again = await client.post("/api/auth/token?grant_type=refresh_token", json=grant)
    assert (rotated.status_code, again.status_code) == (200, 200)
    for session_body in (rotated.json(), again.json()):
        bearer = {"Authorization": f"Bearer {session_body['access_token']}"}
        assert (await client.get("/api/auth/user", headers=bearer)).status_code == 200


async def test_refreshes_do_not_use_up_the_sign_in_attempts(
    settings: Settings, app: FastAPI, session: AsyncSession
) -> None:
    limited = create_app(settings.model_copy(update={"signin_attempts_per_client": 2}))
    async with (
        limited.router.lifespan_context(limited),
        client_from(limited, "192.0.2.77", 1) as client,
    ):
        await sign_in(client, await make_staff(session))
        for _ in range(5):
            response = await client.post("/api/auth/token?grant_type=refresh_token", headers=WEB)
            assert response.status_code == 200
        assert (await sign_in(client, "staff@nocturne.club")).status_code == 200


async def test_refresh_with_the_cookie_needs_the_web_app_header(
    client: AsyncClient, session: AsyncSession
) -> None:
    await sign_in(client, await make_staff(session))
    bare = await client.post("/api/auth/token?grant_type=refresh_token")
    assert bare.status_code == 403
    assert bare.json()["error"]["message"] == messages.CROSS_SITE_REFUSED
    foreign = await client.post(
        "/api/auth/token?grant_type=refresh_token",
        headers={**WEB, "Origin": "https://evil.example"},
    )
    assert foreign.status_code == 403
    same = await client.post(
        "/api/auth/token?grant_type=refresh_token",
        headers={**WEB, "Origin": "http://testserver"},
    )
    assert same.status_code == 200


async def test_sign_out_kills_the_refresh_token_and_the_access_token(
    client: AsyncClient, session: AsyncSession
) -> None:
    signed_in = (await sign_in(client, await make_staff(session))).json()
    bearer = {"Authorization": f"Bearer {signed_in['access_token']}"}
    out = await client.post("/api/auth/logout", headers={**WEB, **bearer})
    assert out.status_code == 204
    assert "nocturne_refresh=" in out.headers["set-cookie"]
    assert (await client.get("/api/auth/user", headers=bearer)).status_code == 401
    again = await refresh_with(client, signed_in["refresh_token"])
    assert again.status_code == 401


async def test_revoking_an_account_signs_it_out_everywhere(
    client: AsyncClient, session: AsyncSession
) -> None:
    admin = (await sign_in(client, await make_staff(session))).json()["access_token"]
    other = (await sign_in(client, await make_staff(session, "door@nocturne.club"))).json()
    other_id = other["user"]["id"]
    revoked = await client.post(
        f"/api/admin/users/{other_id}/revoke", headers={"Authorization": f"Bearer {admin}"}
    )
    assert revoked.status_code == 200
    assert revoked.json()["approved_at"] is None
    bearer = {"Authorization": f"Bearer {other['access_token']}"}
    assert (await client.get("/api/auth/user", headers=bearer)).status_code == 401


async def test_an_admin_cannot_revoke_themselves(
    client: AsyncClient, session: AsyncSession
) -> None:
    signed_in = (await sign_in(client, await make_staff(session))).json()
    response = await client.post(
        f"/api/admin/users/{signed_in['user']['id']}/revoke",
        headers={"Authorization": f"Bearer {signed_in['access_token']}"},
    )
    assert response.status_code == 409
    assert response.json()["error"]["message"] == messages.CANNOT_REVOKE_SELF


async def test_failed_sign_ins_per_email_are_limited(
    client: AsyncClient, session: AsyncSession
) -> None:
    email = await make_staff(session)
    for _ in range(10):
        assert (await sign_in(client, email, "wrong password")).status_code == 400
    blocked = await sign_in(client, email)
    assert blocked.status_code == 429
    assert blocked.json()["error"]["message"] == messages.TOO_MANY_REQUESTS
    assert int(blocked.headers["retry-after"]) >= 1


async def test_sign_in_attempts_per_client_address_are_limited(
    settings: Settings, app: FastAPI
) -> None:
    limited = create_app(settings.model_copy(update={"signin_attempts_per_client": 5}))
    async with (
        limited.router.lifespan_context(limited),
        client_from(limited, "192.0.2.99", 1) as client,
    ):
        statuses = [
            (await sign_in(client, f"guess{n}@example.com", "password1")).status_code
            for n in range(6)
        ]
    assert statuses == [400] * 5 + [429]


async def test_expired_refresh_token_is_refused(client: AsyncClient, session: AsyncSession) -> None:
    signed_in = (await sign_in(client, await make_staff(session))).json()
    await session.execute(
        update(RefreshToken).values(expires_at=datetime.now(UTC) - timedelta(seconds=1))
    )
    await session.commit()
    response = await refresh_with(client, signed_in["refresh_token"])
    assert response.status_code == 401


async def test_outbox_transport_keeps_the_mail_for_the_person_running_the_site(
    client: AsyncClient, settings: Settings
) -> None:
    response = await client.post(
        "/api/auth/signup", json={"email": "local@example.com", "password": PASSWORD}
    )
    assert response.status_code == 200
    [mail] = list(settings.outbox_dir.glob("*.eml"))
    assert "/api/auth/verify?token=" in mail.read_text()


async def wait_out_mail_interval(session: AsyncSession, email: str) -> None:
    """As if the minute between two mails to one address had gone by."""
    await session.execute(
        delete(RateLimit).where(RateLimit.key == addresses.address_key("account-mail", email))
    )
    await session.commit()


async def test_a_second_sign_up_keeps_no_typed_password_and_mails_a_link_to_choose_one(
    web: AsyncClient, smtp: tuple[Inbox, int], session: AsyncSession
) -> None:
    """Red team: whoever signs up an unconfirmed address, first or second, must not get an
    account that opens with the password they typed. A second sign-up keeps neither password
    (it used to replace the first one silently): every earlier link stops working, and the
    mailbox gets a link to choose the password, which also confirms the address."""
    inbox, _ = smtp
    await sign_up(web, "victim@example.com", "attacker's passphrase")
    first_link = verification_link(inbox.last_to("victim@example.com"))
    await wait_out_mail_interval(session, "victim@example.com")
    await sign_up(web, "victim@example.com", "victim's own passphrase")
    text = text_of(inbox.last_to("victim@example.com"))
    assert "no password typed at sign-up is kept" in text

    assert await follow(web, first_link) == "/admin/login?error=verification_link_invalid"
    for password in ("attacker's passphrase", "victim's own passphrase"):
        refused = await sign_in(web, "victim@example.com", password)
        assert refused.json()["error"]["message"] == messages.INVALID_CREDENTIALS

    found = re.search(r"/admin/reset-password#(\S+)", text)
    assert found is not None
    chosen = await web.post(
        "/api/auth/password-reset/confirm",
        json={"token": found.group(1), "password": "the victim's chosen passphrase"},
    )
    assert chosen.status_code == 200
    waiting = await sign_in(web, "victim@example.com", "the victim's chosen passphrase")
    assert waiting.json()["error"]["message"] == messages.ACCOUNT_NOT_APPROVED


async def test_following_a_link_again_does_not_approve_a_revoked_admin_address(
    web: AsyncClient, smtp: tuple[Inbox, int], session: AsyncSession
) -> None:
    await sign_up(web, "owner@nocturne.club")
    link = verification_link(smtp[0].last_to("owner@nocturne.club"))
    await follow(web, link)
    owner = await addresses.find_user(session, "owner@nocturne.club")
    assert owner is not None
    assert owner.approved_at is not None
    admin = (await sign_in(web, await make_staff(session))).json()["access_token"]
    revoked = await web.post(
        f"/api/admin/users/{owner.id}/revoke", headers={"Authorization": f"Bearer {admin}"}
    )
    assert revoked.status_code == 200

    assert await follow(web, link) == "/admin?email_confirmed=1"
    session.expire_all()
    owner = await addresses.find_user(session, "owner@nocturne.club")
    assert owner is not None
    assert owner.approved_at is None
    assert (await sign_in(web, "owner@nocturne.club")).status_code == 403


async def test_an_account_whose_address_is_not_confirmed_cannot_be_approved(
    web: AsyncClient, session: AsyncSession
) -> None:
    await sign_up(web, "typed-by-anyone@example.com")
    user = await addresses.find_user(session, "typed-by-anyone@example.com")
    assert user is not None
    admin = (await sign_in(web, await make_staff(session))).json()["access_token"]
    refused = await web.post(
        f"/api/admin/users/{user.id}/approve", headers={"Authorization": f"Bearer {admin}"}
    )
    assert refused.status_code == 409
    assert refused.json()["error"]["message"] == messages.APPROVE_UNCONFIRMED
    session.expire_all()
    user = await addresses.find_user(session, "typed-by-anyone@example.com")
    assert user is not None
    assert user.email_confirmed_at is None
    assert user.approved_at is None


async def test_the_web_app_gets_its_refresh_token_only_in_the_http_only_cookie(
    client: AsyncClient, session: AsyncSession
) -> None:
    """Red team: the session body returned the 30-day refresh token to scripts despite the
    HttpOnly cookie (a script injected into the page could have read it)."""
    email = await make_staff(session)
    from_web = await client.post(
        "/api/auth/token",
        params={"grant_type": "password"},
        json={"email": email, "password": PASSWORD},
        headers=WEB,
    )
    assert from_web.status_code == 200
    assert from_web.json()["refresh_token"] is None
    assert "nocturne_refresh" in from_web.cookies
    refreshed = await client.post("/api/auth/token?grant_type=refresh_token", headers=WEB)
    assert refreshed.status_code == 200
    assert refreshed.json()["refresh_token"] is None
    # An API client without the web app's header still gets it in the body.
    assert isinstance((await sign_in(client, email)).json()["refresh_token"], str)
