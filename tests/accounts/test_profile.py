"""One's own account: a new password (the other sessions end, this one stays) and a new
sign-in address, confirmed by a link mailed to it."""

import re
from urllib.parse import urlsplit

import pytest
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.config import Settings
from tests.support.auth import PASSWORD, make_staff, sign_in
from tests.support.mail_server import Inbox, over_smtp, text_of

NEW = "another long passphrase"


@pytest.fixture
def settings(settings: Settings, smtp: tuple[Inbox, int]) -> Settings:
    return over_smtp(settings, smtp[1])


def bearer(answer: object) -> dict[str, str]:
    token = answer.json()["access_token"]  # type: ignore[attr-defined]
    return {"Authorization": f"Bearer {token}"}


async def test_a_new_password_ends_the_other_sessions_only(
    client: AsyncClient, session: AsyncSession
) -> None:
    email = await make_staff(session, "owner@nocturne.club")
    here = bearer(await sign_in(client, email))
    elsewhere = bearer(await sign_in(client, email))
    wrong = await client.post(
        "/api/auth/password",
        json={"current_password": "not it at all", "new_password": NEW},
        headers=here,
    )
    assert wrong.json()["error"]["fields"]["current_password"] == messages.CURRENT_PASSWORD_WRONG
    done = await client.post(
        "/api/auth/password", json={"current_password": PASSWORD, "new_password": NEW}, headers=here
    )
    assert done.json() == {"message": messages.PASSWORD_CHANGED}
    assert (await client.get("/api/auth/user", headers=here)).status_code == 200
    assert (await client.get("/api/auth/user", headers=elsewhere)).status_code == 401
    assert (await sign_in(client, email, NEW)).status_code == 200


async def test_a_new_address_is_confirmed_by_a_link_mailed_to_it(
    app: FastAPI, client: AsyncClient, session: AsyncSession, smtp: tuple[Inbox, int]
) -> None:
    email = await make_staff(session, "owner@nocturne.club")
    here = bearer(await sign_in(client, email))
    asked = await client.post(
        "/api/auth/email",
        json={"email": "Boss@Nocturne.club", "current_password": PASSWORD},
        headers=here,
    )
    assert asked.status_code == 200, asked.text
    assert (await sign_in(client, email)).status_code == 200  # nothing changed yet

    await app.state.notifier.drain()
    mail = smtp[0].last_to("Boss@nocturne.club")
    link = re.search(r"https?://\S+/api/auth/email/confirm\?token=\S+", text_of(mail))
    assert link is not None
    parts = urlsplit(link.group(0))
    opened = await client.get(f"{parts.path}?{parts.query}")
    assert opened.headers["location"] == "/admin/profile?email_change=done"
    assert (await sign_in(client, "boss@nocturne.club")).status_code == 200
    assert (await sign_in(client, email)).status_code == 400
    again = await client.get(f"{parts.path}?{parts.query}")
    assert again.headers["location"] == "/admin/profile?email_change=invalid"
