"""Forgot password: a mailed link that works once, for an hour, for its own account only; the
answer is the same whether or not the address has an account; setting the new password ends
every session of the account."""

import re
from datetime import timedelta

import pytest
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.accounts import addresses, tokens
from nocturne.config import Settings
from tests.support.auth import WEB, make_staff, sign_in
from tests.support.mail_server import Inbox, over_smtp, text_of

RESET = "/api/auth/password-reset"
NEW = "a brand new passphrase"


@pytest.fixture
def settings(settings: Settings, smtp: tuple[Inbox, int]) -> Settings:
    return over_smtp(settings, smtp[1], account_mail_interval_seconds=0)


async def reset_token(app: FastAPI, inbox: Inbox, email: str) -> str:
    await app.state.notifier.drain()
    mails = [m for m in inbox.messages if m["To"] == email]
    assert mails, f"no mail to {email}"
    assert mails[-1]["Subject"] == messages.RESET_MAIL_SUBJECT
    found = re.search(r"/admin/reset-password#(\S+)", text_of(mails[-1]))
    assert found is not None
    return found.group(1)


async def test_a_forgotten_password_is_reset_once_and_every_session_ends(
    app: FastAPI, client: AsyncClient, session: AsyncSession, smtp: tuple[Inbox, int]
) -> None:
    email = await make_staff(session, "owner@nocturne.club")
    signed_in = (await sign_in(client, email)).json()["access_token"]
    asked = await client.post(RESET, json={"email": "OWNER@nocturne.club"})
    assert (asked.status_code, asked.json()["message"]) == (200, messages.RESET_SENT)
    token = await reset_token(app, smtp[0], email)

    done = await client.post(f"{RESET}/confirm", json={"token": token, "password": NEW})
    assert (done.status_code, done.json()["message"]) == (200, messages.NEW_PASSWORD_SET)
    me = await client.get("/api/auth/user", headers={"Authorization": f"Bearer {signed_in}"})
    assert me.status_code == 401  # the session open before the reset is over
    assert (await sign_in(client, email, NEW)).status_code == 200
    assert (await sign_in(client, email)).status_code == 400  # the old password is gone

    again = await client.post(f"{RESET}/confirm", json={"token": token, "password": NEW + "!"})
    assert (again.status_code, again.json()["error"]["message"]) == (
        400,
        messages.RESET_LINK_INVALID,
    )


async def test_an_unknown_address_gets_the_same_answer_and_no_mail(
    app: FastAPI, client: AsyncClient, smtp: tuple[Inbox, int]
) -> None:
    asked = await client.post(RESET, json={"email": "nobody@nocturne.club"}, headers=WEB)
    assert (asked.status_code, asked.json()) == (200, {"message": messages.RESET_SENT})
    await app.state.notifier.drain()
    assert smtp[0].messages == []


async def test_an_expired_a_foreign_or_a_tampered_link_sets_nothing(
    app: FastAPI, settings: Settings, client: AsyncClient, session: AsyncSession
) -> None:
    email = await make_staff(session, "host@nocturne.club", "host")
    other = await make_staff(session, "other@nocturne.club", "host")
    user = await addresses.find_user(session, email)
    someone = await addresses.find_user(session, other)
    assert user is not None
    assert someone is not None
    await session.commit()
    secret = settings.resolved_secret_key
    expired = tokens.issue_reset_token(secret, user.id, user.password_hash, timedelta(seconds=-1))
    # A link for this account that carries another password's stamp (another account's link
    # names that account; this one cannot be bent to this account's password).
    wrong_account = tokens.issue_reset_token(
        secret, user.id, someone.password_hash + "x", timedelta(hours=1)
    )
    verification = tokens.issue_verification_token(
        secret, user.id, user.password_hash, timedelta(hours=1)
    )
    good = tokens.issue_reset_token(secret, user.id, user.password_hash, timedelta(hours=1))
    tampered = good[:-3] + ("abc" if good[-3:] != "abc" else "xyz")
    for token in (expired, wrong_account, verification, tampered, "nonsense"):
        answer = await client.post(f"{RESET}/confirm", json={"token": token, "password": NEW})
        assert (answer.status_code, answer.json()["error"]["message"]) == (
            400,
            messages.RESET_LINK_INVALID,
        ), token
    weak = await client.post(f"{RESET}/confirm", json={"token": good, "password": "short"})
    assert weak.status_code == 422
    assert (await sign_in(client, email)).status_code == 200  # the old password still works
    # The other account's own link sets only the other account's password.
    theirs = tokens.issue_reset_token(secret, someone.id, someone.password_hash, timedelta(hours=1))
    done = await client.post(f"{RESET}/confirm", json={"token": theirs, "password": NEW})
    assert done.status_code == 200
    assert (await sign_in(client, email, NEW)).status_code == 400
    assert (await sign_in(client, other, NEW)).status_code == 200
