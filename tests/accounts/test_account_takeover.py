"""Taking an account over with less than its password and its second factor: a session alone
cannot change how the account signs in, an old link cannot bring an old address back, sessions
begun before a change end with it, wrong codes cannot lock the owner out, attempts sent at once
cannot slip past the limits, and nobody learns which addresses have an account."""

import asyncio
import re
from typing import Any
from urllib.parse import urlsplit

import pytest
from fastapi import FastAPI
from httpx import AsyncClient, Response
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.accounts import sessions, totp
from nocturne.accounts import users as accounts_users
from nocturne.config import Settings
from nocturne.models import User
from tests.accounts.test_two_factor import OWN, TWO_FACTOR, sign_in_with, turn_on
from tests.support.auth import PASSWORD, make_staff, sign_in
from tests.support.clients import client_from, started
from tests.support.mail_server import Inbox, over_smtp, text_of

NEW_PASSWORD = "another long passphrase"
ROOMY = {"signin_failures_per_email": 1000, "signin_hourly_failures_per_email": 1000}


@pytest.fixture
def settings(settings: Settings, smtp: tuple[Inbox, int]) -> Settings:
    return over_smtp(settings, smtp[1])


def bearer(answer: Response) -> dict[str, str]:
    assert answer.status_code == 200, answer.text
    return {"Authorization": f"Bearer {answer.json()['access_token']}"}


async def works(client: AsyncClient, headers: dict[str, str]) -> bool:
    return (await client.get("/api/auth/user", headers=headers)).status_code == 200


async def refreshes(client: AsyncClient, refresh_token: str) -> bool:
    answer = await client.post(
        "/api/auth/token",
        params={"grant_type": "refresh_token"},
        json={"refresh_token": refresh_token},
    )
    return answer.status_code == 200


async def log_of(client: AsyncClient, headers: dict[str, str], entity: str) -> list[Any]:
    answer = await client.get("/api/admin/audit-log", params={"entity": entity}, headers=headers)
    assert answer.status_code == 200, answer.text
    return list(answer.json()["data"])


async def account(session: AsyncSession, email: str) -> User:
    """The account's row as it is now (the test's session lets its connection go at once: the
    app shares it on SQLite)."""
    user = await session.scalar(
        select(User).where(User.email == email).execution_options(populate_existing=True)
    )
    await session.commit()
    assert user is not None
    return user


def link_in(inbox: Inbox, to: str, path: str) -> str:
    match = re.search(rf"https?://\S+{re.escape(path)}\?token=\S+", text_of(inbox.last_to(to)))
    assert match is not None
    parts = urlsplit(match.group(0))
    return f"{parts.path}?{parts.query}"


# A session alone cannot turn two-factor sign-in on, off, or set it up.


async def test_two_factor_cannot_be_set_up_turned_on_or_off_with_a_session_alone(
    client: AsyncClient, session: AsyncSession
) -> None:
    email = await make_staff(session, "owner@nocturne.club")
    stolen = bearer(await sign_in(client, email))
    for body in ({}, {"current_password": "a guess at it"}):
        refused = await client.post(f"{TWO_FACTOR}/setup", json=body, headers=stolen)
        assert refused.status_code == 422, refused.text
    wrong = await client.post(
        f"{TWO_FACTOR}/setup", json={"current_password": "a guess at it"}, headers=stolen
    )
    assert wrong.json()["error"]["fields"]["current_password"] == messages.CURRENT_PASSWORD_WRONG
    assert (await account(session, email)).totp_secret is None

    # With the password, the owner sets it up; a first code without the password is refused.
    setup = (await client.post(f"{TWO_FACTOR}/setup", json=OWN, headers=stolen)).json()
    code = totp.code_at(setup["secret"], totp.current_step())
    for body in ({"code": code}, {"code": code, "current_password": "a guess at it"}):
        refused = await client.post(f"{TWO_FACTOR}/enable", json=body, headers=stolen)
        assert refused.status_code == 422, refused.text
    assert (await client.get(TWO_FACTOR, headers=stolen)).json()["enabled"] is False

    _, recovery = await turn_on(client, bearer(await sign_in_with(client, email, None)))
    here = bearer(await sign_in_with(client, email, recovery[0]))
    refused = await client.post(f"{TWO_FACTOR}/disable", json={"code": recovery[1]}, headers=here)
    assert refused.status_code == 422
    assert (await client.get(TWO_FACTOR, headers=here)).json()["enabled"] is True
    assert (await client.get(TWO_FACTOR, headers=here)).json()["recovery_codes_left"] == 9


async def test_an_owner_turns_two_factor_off_for_an_account_that_lost_it(
    app: FastAPI, client: AsyncClient, session: AsyncSession, smtp: tuple[Inbox, int]
) -> None:
    owner_email = await make_staff(session, "owner@nocturne.club")
    owner = bearer(await sign_in(client, owner_email))
    manager_email = await make_staff(session, "manager@nocturne.club", "manager")
    still_signed_in = bearer(await sign_in(client, manager_email))
    await turn_on(client, still_signed_in)
    manager = await account(session, manager_email)
    url = f"/api/admin/users/{manager.id}/two-factor/reset"

    # Only owners, never for their own account.
    assert (await client.post(url, headers=still_signed_in)).status_code == 403
    owner_row = await account(session, owner_email)
    own = await client.post(f"/api/admin/users/{owner_row.id}/two-factor/reset", headers=owner)
    assert (own.status_code, own.json()["error"]["message"]) == (
        409,
        messages.TWO_FACTOR_RESET_SELF,
    )

    done = await client.post(url, headers=owner)
    assert done.status_code == 200, done.text
    assert done.json()["two_factor_enabled"] is False
    assert not await works(client, still_signed_in)
    assert (await sign_in(client, manager_email)).status_code == 200
    again = await client.post(url, headers=owner)
    assert (again.status_code, again.json()["error"]["message"]) == (
        409,
        messages.TWO_FACTOR_ALREADY_OFF,
    )

    await app.state.notifier.drain()
    mail = smtp[0].last_to(manager_email)
    assert mail["Subject"] == messages.TWO_FACTOR_RESET_MAIL_SUBJECT
    assert owner_email in text_of(mail)
    entry, turned_on = await log_of(client, owner, "account_security")
    assert (entry["operation"], turned_on["operation"]) == (
        "reset_user_two_factor",
        "enable_two_factor",
    )
    assert entry["actor"] == owner_email
    assert entry["summary"] == (f"two-factor sign-in turned off by {owner_email} ({manager_email})")


async def test_create_admin_clears_two_factor_and_a_mailed_reset_keeps_it(
    app: FastAPI, client: AsyncClient, session: AsyncSession, smtp: tuple[Inbox, int]
) -> None:
    """The operator's command is the way back in for an owner who lost phone and codes; a reset
    link only proves the mailbox, which is what a second factor is there to outlast."""
    email = await make_staff(session, "owner@nocturne.club")
    await turn_on(client, bearer(await sign_in(client, email)))
    assert (await client.post("/api/auth/password-reset", json={"email": email})).status_code == 200
    await app.state.notifier.drain()
    token = text_of(smtp[0].last_to(email)).split("#", 1)[1].split()[0]
    reset = await client.post(
        "/api/auth/password-reset/confirm", json={"token": token, "password": NEW_PASSWORD}
    )
    assert reset.status_code == 200, reset.text
    needs_code = await sign_in(client, email, NEW_PASSWORD)
    assert needs_code.json()["error"]["code"] == "two_factor_required"

    await accounts_users.create_admin(session, email, PASSWORD)
    row = await account(session, email)
    assert (row.totp_enabled_at, row.totp_secret, row.recovery_codes) == (None, None, None)
    assert (await sign_in(client, email)).status_code == 200


# An old link cannot bring an old address back.


async def test_an_address_link_works_once_and_only_from_the_address_it_was_asked_from(
    app: FastAPI, client: AsyncClient, session: AsyncSession, smtp: tuple[Inbox, int]
) -> None:
    inbox = smtp[0]
    await make_staff(session, "boss@nocturne.club")
    email = await make_staff(session, "a1@nocturne.club", "manager")
    here = bearer(await sign_in(client, email))

    async def move(to: str, headers: dict[str, str]) -> str:
        asked = await client.post(
            "/api/auth/email", json={"email": to, "current_password": PASSWORD}, headers=headers
        )
        assert asked.status_code == 200, asked.text
        await app.state.notifier.drain()
        return link_in(inbox, to, "/api/auth/email/confirm")

    async def opened(link: str) -> str:
        # In a mail reader's browser: no session cookie comes with the link.
        async with client_from(app, "198.51.103.30") as reader:
            return (await reader.get(link)).headers["location"]

    first = await move("a2@nocturne.club", here)
    assert await opened(first) == "/admin/profile?email_change=done"
    await app.state.notifier.drain()
    # The old address is told, with whom to tell if it was not its owner.
    told = inbox.last_to("a1@nocturne.club")
    assert told["Subject"] == messages.EMAIL_CHANGED_MAIL_SUBJECT
    assert "a2@nocturne.club" in text_of(told)
    assert "boss@nocturne.club" in text_of(told)
    # Confirming ended every other session (this test's link came with no session cookie).
    assert not await works(client, here)

    here = bearer(await sign_in(client, "a2@nocturne.club"))
    second = await move("a3@nocturne.club", here)
    assert await opened(second) == "/admin/profile?email_change=done"
    for used in (first, second):
        assert await opened(used) == "/admin/profile?email_change=invalid"
    assert (await sign_in(client, "a3@nocturne.club")).status_code == 200
    assert (await sign_in(client, "a2@nocturne.club")).status_code == 400

    # Back to the first address, then the first link once more: still used.
    here = bearer(await sign_in(client, "a3@nocturne.club"))
    back = await move("a1@nocturne.club", here)
    assert await opened(back) == "/admin/profile?email_change=done"
    assert await opened(first) == "/admin/profile?email_change=invalid"
    assert (await sign_in(client, "a1@nocturne.club")).status_code == 200


async def test_an_address_change_to_a_taken_address_answers_as_any_other(
    app: FastAPI, client: AsyncClient, session: AsyncSession, smtp: tuple[Inbox, int]
) -> None:
    """Nobody signed in learns which addresses have an account; the taken address's owner is
    told instead, and nothing changes."""
    await make_staff(session, "boss@nocturne.club")
    host = bearer(await sign_in(client, await make_staff(session, "door@nocturne.club", "host")))
    answers = []
    for to in ("boss@nocturne.club", "nobody@example.com"):
        answer = await client.post(
            "/api/auth/email", json={"email": to, "current_password": PASSWORD}, headers=host
        )
        answers.append((answer.status_code, answer.json()["message"].replace(to, "…")))
    assert answers[0] == answers[1] == (200, messages.EMAIL_CHANGE_SENT.format(email="…"))
    await app.state.notifier.drain()
    told = text_of(smtp[0].last_to("boss@nocturne.club"))
    assert "already has an account" in told
    assert "/api/auth/email/confirm" not in told
    assert (await sign_in(client, "door@nocturne.club")).status_code == 200
    assert (await sign_in(client, "boss@nocturne.club")).status_code == 200


# Sessions begun before a change end with it.


async def test_turning_two_factor_on_ends_the_sessions_begun_without_it(
    client: AsyncClient, session: AsyncSession
) -> None:
    email = await make_staff(session, "owner@nocturne.club")
    here = bearer(await sign_in(client, email))
    stolen = await sign_in(client, email)
    stolen_refresh = stolen.json()["refresh_token"]
    await turn_on(client, here)
    assert await works(client, here)
    assert not await works(client, bearer(stolen))
    assert not await refreshes(client, stolen_refresh)


async def test_a_new_role_signs_the_account_in_again(
    client: AsyncClient, session: AsyncSession
) -> None:
    owner_email = await make_staff(session, "owner@nocturne.club")
    owner = bearer(await sign_in(client, owner_email))
    other_owner_browser = bearer(await sign_in(client, owner_email))
    await make_staff(session, "second@nocturne.club")
    host_email = await make_staff(session, "door@nocturne.club", "host")
    host_answer = await sign_in(client, host_email)
    host = await account(session, host_email)
    me = await account(session, owner_email)

    promoted = await client.put(
        f"/api/admin/users/{host.id}/role", json={"role": "manager"}, headers=owner
    )
    assert promoted.status_code == 200, promoted.text
    assert not await works(client, bearer(host_answer))
    assert not await refreshes(client, host_answer.json()["refresh_token"])
    # An owner who changes their own role stays signed in here, and only here.
    demoted = await client.put(
        f"/api/admin/users/{me.id}/role", json={"role": "manager"}, headers=owner
    )
    assert demoted.status_code == 200, demoted.text
    assert await works(client, owner)
    assert not await works(client, other_owner_browser)


# Whoever knows only the password cannot lock the owner out with wrong codes.


async def guarded_owner(app: FastAPI, owner: AsyncClient) -> tuple[str, str, list[str], str]:
    """An owner who turned two-factor on in the browser `owner`: the address, the app's secret,
    the recovery codes, and a code the app shows at no step near now."""
    async with app.state.sessionmaker() as own:
        email = await make_staff(own, "owner@nocturne.club")
    secret, recovery = await turn_on(owner, bearer(await sign_in(owner, email)))
    now = totp.current_step()
    right = {totp.code_at(secret, step) for step in range(now - 2, now + 4)}
    wrong = next(c for c in ("000001", "000002", "000003") if c not in right)
    return email, secret, recovery, wrong


async def test_wrong_codes_from_a_stranger_leave_the_owner_s_browser_and_recovery_codes(
    settings: Settings, session: AsyncSession
) -> None:
    roomy = settings.model_copy(update=ROOMY)
    async with started(roomy) as app:
        async with client_from(app, "198.51.103.1") as owner:
            email, secret, recovery, wrong = await guarded_owner(app, owner)
            async with client_from(app, "198.51.103.66") as stranger:
                answers = [await sign_in_with(stranger, email, wrong) for _ in range(22)]
            assert [a.status_code for a in answers] == [401] * 20 + [429, 429]

            # The owner's own browser has its own budget for codes, as for passwords.
            signed = await sign_in_with(owner, email, totp.code_at(secret, totp.current_step() + 1))
            assert signed.status_code == 200, signed.text
        # A new browser, the account's budget spent: a recovery code still opens it.
        async with client_from(app, "198.51.103.2") as new_browser:
            spent = await sign_in_with(new_browser, email, wrong)
            assert spent.status_code == 429
            assert (await sign_in_with(new_browser, email, recovery[0])).status_code == 200


# Attempts sent at once cannot slip past the limits (both databases).


async def test_wrong_passwords_sent_at_once_are_checked_at_most_the_limit(
    settings: Settings, session: AsyncSession
) -> None:
    async with started(settings) as app:
        async with app.state.sessionmaker() as own:
            email = await make_staff(own, "owner@nocturne.club")
        async with client_from(app, "198.51.103.10") as client:
            answers = await asyncio.gather(
                *(sign_in(client, email, f"wrong password {n}") for n in range(40))
            )
    codes = sorted(a.status_code for a in answers)
    assert codes.count(400) == settings.signin_failures_per_email
    assert codes.count(429) == 40 - settings.signin_failures_per_email


async def test_wrong_codes_sent_at_once_are_checked_at_most_the_day_s_budget(
    settings: Settings, session: AsyncSession
) -> None:
    roomy = settings.model_copy(update=ROOMY)
    async with started(roomy) as app:
        async with client_from(app, "198.51.103.11") as client:
            email, _, _, wrong = await guarded_owner(app, client)
        async with client_from(app, "198.51.103.12") as stranger:
            answers = await asyncio.gather(
                *(sign_in_with(stranger, email, wrong) for _ in range(40))
            )
    codes = sorted(a.status_code for a in answers)
    assert codes.count(401) == sessions.WRONG_CODES_A_DAY
    assert codes.count(429) == 40 - sessions.WRONG_CODES_A_DAY


# Every change to how an account signs in reaches the audit log, named as such.


async def test_changes_to_an_account_s_sign_in_and_the_club_s_settings_are_recorded(
    app: FastAPI, client: AsyncClient, session: AsyncSession, smtp: tuple[Inbox, int]
) -> None:
    email = await make_staff(session, "owner@nocturne.club")
    here = bearer(await sign_in(client, email))
    _, recovery = await turn_on(client, here)
    off = await client.post(f"{TWO_FACTOR}/disable", json={"code": recovery[0]} | OWN, headers=here)
    assert off.status_code == 200, off.text
    changed = await client.post(
        "/api/auth/password",
        json={"current_password": PASSWORD, "new_password": NEW_PASSWORD},
        headers=here,
    )
    assert changed.status_code == 200, changed.text
    asked = await client.post(
        "/api/auth/email",
        json={"email": "boss@nocturne.club", "current_password": NEW_PASSWORD},
        headers=here,
    )
    assert asked.status_code == 200, asked.text
    await app.state.notifier.drain()
    link = link_in(smtp[0], "boss@nocturne.club", "/api/auth/email/confirm")
    # Opened in the browser that asked (its session cookie comes along): that session stays.
    assert (await client.get(link)).headers["location"] == "/admin/profile?email_change=done"
    security = await client.put(
        "/api/admin/users/security-settings", json={"two_factor_roles": ["host"]}, headers=here
    )
    assert security.status_code == 200, security.text
    club = await client.put(
        "/api/admin/club-settings",
        json={
            "time_zone": "America/New_York",
            "notification_emails": ["boss@nocturne.club"],
            "currency": "CAD",
            "country": "CA",
        },
        headers=here,
    )
    assert club.status_code == 200, club.text

    log = await log_of(client, here, "account_security")
    assert [(e["operation"], e["summary"]) for e in reversed(log)] == [
        ("enable_two_factor", f"two-factor sign-in turned on ({email})"),
        ("disable_two_factor", f"two-factor sign-in turned off ({email})"),
        ("change_password", f"password changed ({email})"),
        ("request_email_change", f"asked to sign in with boss@nocturne.club ({email})"),
        ("confirm_email_change", f"sign-in address changed from {email} (boss@nocturne.club)"),
    ]
    assert {e["actor"] for e in log} == {email}
    [policy] = await log_of(client, here, "security_settings")
    assert policy["summary"] == "two-factor sign-in required for: host"
    [settings_entry] = await log_of(client, here, "club_settings")
    assert settings_entry["summary"] == (
        "time zone America/New_York; currency CAD; country CA; "
        "new requests told to boss@nocturne.club"
    )
    # Named as what they are, not as the rows they happen to be kept in.
    assert await log_of(client, here, "users") == []
    assert await log_of(client, here, "reservation_settings") == []
