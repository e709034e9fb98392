"""Sign-in abuse and account rules (the hardening issue, point 2; OWASP ASVS V2): limits per client
address and per account, spacing between mails to one address, password rules and hashing.

Every limit is exercised with its default figure, through the real API and the real database."""

import re
import tomllib
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path

import pytest
from fastapi import FastAPI
from httpx import AsyncClient, Response
from sqlalchemy import delete, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.accounts import addresses, passwords
from nocturne.accounts import users as accounts_users
from nocturne.app import create_app
from nocturne.config import Settings
from nocturne.core import rate_limit
from nocturne.core.errors import ApiError
from nocturne.models import RateLimit, User
from tests.support.auth import PASSWORD, WEB, make_staff, sign_in
from tests.support.clients import client_from, started
from tests.support.mail_server import Inbox

DEFAULTS = Settings()


@pytest.fixture
def inbox(smtp: tuple[Inbox, int]) -> Inbox:
    return smtp[0]


@pytest.fixture
async def mail_app(
    app: FastAPI, settings: Settings, smtp: tuple[Inbox, int]
) -> AsyncIterator[FastAPI]:
    """The app with its default limits, mailing over SMTP to the local test server."""
    configured = settings.model_copy(update={"mail_transport": "smtp", "smtp_port": smtp[1]})
    async with started(configured) as mail_app:
        yield mail_app


async def count_hourly_failures(session: AsyncSession, email: str, failures: int) -> None:
    """Counts failed sign-ins against the account's hourly limit as the API does, without the
    argon2 verification each real one costs."""
    key = addresses.address_key("signin-email-hourly", email)
    for _ in range(failures):
        await rate_limit.hit(session, key, limit=2**31, window_seconds=3600)


async def sign_up(client: AsyncClient, email: str, password: str = PASSWORD) -> Response:
    return await client.post("/api/auth/signup", json={"email": email, "password": password})


async def age(session: AsyncSession, key: str, seconds: int) -> None:
    """Move a rate-limit window `seconds` into the past, as if that time had gone by."""
    row = await session.get(RateLimit, key)
    assert row is not None, key
    await session.execute(
        update(RateLimit)
        .where(RateLimit.key == key)
        .values(window_start=row.window_start - timedelta(seconds=seconds))
    )
    await session.commit()
    session.expire_all()


def retry_after(response: Response) -> int:
    assert response.status_code == 429, response.text
    return int(response.headers["retry-after"])


def test_the_defaults_are_the_hardening_figures() -> None:
    assert (
        DEFAULTS.signin_attempts_per_client,
        DEFAULTS.signin_attempts_per_client_window_seconds,
    ) == (30, 300)
    assert (
        DEFAULTS.signin_failures_per_email,
        DEFAULTS.signin_failures_per_email_window_seconds,
    ) == (10, 60)
    assert (
        DEFAULTS.signin_hourly_failures_per_email,
        DEFAULTS.signin_hourly_failures_per_email_window_seconds,
    ) == (100, 3600)
    assert DEFAULTS.account_mail_interval_seconds == 60


def test_the_mail_interval_is_a_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NOCTURNE_ACCOUNT_MAIL_INTERVAL_SECONDS", "90")
    assert Settings().account_mail_interval_seconds == 90


# Per client address.


async def test_a_client_gets_30_sign_in_attempts_then_429(app: FastAPI) -> None:
    async with client_from(app, "198.51.100.30") as client:
        statuses = [
            (await sign_in(client, f"guess{n}@example.com", "a-guessed-password")).status_code
            for n in range(30)
        ]
        refused = await sign_in(client, "guess30@example.com", "a-guessed-password")
    assert statuses == [400] * 30
    assert refused.json()["error"]["message"] == messages.TOO_MANY_REQUESTS
    assert 1 <= retry_after(refused) <= 300
    async with client_from(app, "198.51.100.31") as other:
        assert (
            await sign_in(other, "guess30@example.com", "a-guessed-password")
        ).status_code == 400


async def test_refreshes_per_client_address_are_limited(settings: Settings, app: FastAPI) -> None:
    limited = create_app(settings.model_copy(update={"refreshes_per_client": 3}))
    async with (
        limited.router.lifespan_context(limited),
        client_from(limited, "198.51.100.32") as client,
    ):
        statuses = [
            (await client.post("/api/auth/token?grant_type=refresh_token", headers=WEB)).status_code
            for _ in range(4)
        ]
        refused = await client.post("/api/auth/token?grant_type=refresh_token", headers=WEB)
    assert statuses == [401, 401, 401, 429]
    assert retry_after(refused) >= 1


async def test_a_client_gets_30_refreshes_in_a_burst_then_429(
    settings: Settings, app: FastAPI
) -> None:
    async with client_from(app, "198.51.100.34") as client:
        statuses = [
            (await client.post("/api/auth/token?grant_type=refresh_token", headers=WEB)).status_code
            for _ in range(30)
        ]
        refused = await client.post("/api/auth/token?grant_type=refresh_token", headers=WEB)
    assert settings.refreshes_per_client > 30  # the burst limit, not the 5-minute one, refuses
    assert statuses == [401] * 30
    assert refused.status_code == 429
    assert 1 <= retry_after(refused) <= settings.refresh_burst_window_seconds


async def test_a_client_gets_10_sign_ups_an_hour_then_429(mail_app: FastAPI, inbox: Inbox) -> None:
    async with client_from(mail_app, "198.51.100.33") as client:
        statuses = [(await sign_up(client, f"new{n}@example.com")).status_code for n in range(10)]
        refused = await sign_up(client, "new10@example.com")
    assert statuses == [200] * 10
    assert 1 <= retry_after(refused) <= 3600
    assert refused.json()["error"]["message"] == messages.TOO_MANY_REQUESTS
    assert len(inbox.messages) == 10


# Per account.


@pytest.fixture
async def three_failures_app(settings: Settings) -> AsyncIterator[FastAPI]:
    """Three failures a minute per account, so a test reaches that limit with few slow hashes
    (tests/api/test_auth.py proves the default 10)."""
    limited = create_app(settings.model_copy(update={"signin_failures_per_email": 3}))
    async with limited.router.lifespan_context(limited):
        yield limited


async def test_changing_the_case_of_the_address_buys_no_new_attempts(
    app: FastAPI, three_failures_app: FastAPI, session: AsyncSession
) -> None:
    await make_staff(session)
    variants = ["staff@nocturne.club", "Staff@nocturne.club", "STAFF@NOCTURNE.CLUB"]
    statuses = []
    for n in range(4):
        async with client_from(three_failures_app, f"198.51.100.{40 + n}") as client:
            statuses.append((await sign_in(client, variants[n % 3], "wrong password")).status_code)
    assert statuses == [400] * 3 + [429]


async def test_an_account_takes_100_failures_an_hour_even_from_many_addresses(
    app: FastAPI, session: AsyncSession
) -> None:
    email = await make_staff(session)
    minute = addresses.address_key("signin-email", email)
    hour = addresses.address_key("signin-email-hourly", email)
    # Two rounds through the API, from two addresses, each waiting out the minute limit...
    for round_ in range(2):
        async with client_from(app, f"198.51.101.{round_}") as client:
            for _ in range(10):
                assert (await sign_in(client, email, "wrong password")).status_code == 400
            assert retry_after(await sign_in(client, email, "wrong password")) <= 60
        await age(session, minute, 61)
    assert await rate_limit.peek(session, hour, window_seconds=3600) == 20
    # ...then the next eight rounds counted directly (80 more sign-ins would add half a minute).
    await count_hourly_failures(session, email, 80)
    async with client_from(app, "198.51.101.100") as client:
        refused = await sign_in(client, email)  # even the right password
        assert refused.json()["error"]["message"] == messages.TOO_MANY_REQUESTS
        assert 60 < retry_after(refused) <= 3600
        await age(session, hour, 3601)
        assert (await sign_in(client, email)).status_code == 200


async def test_one_failure_short_of_the_hourly_limit_still_signs_in(
    app: FastAPI, session: AsyncSession
) -> None:
    email = await make_staff(session)
    await count_hourly_failures(session, email, 99)
    async with client_from(app, "198.51.101.101") as client:
        assert (await sign_in(client, email, "wrong password")).status_code == 400
        assert retry_after(await sign_in(client, email)) > 60


async def test_the_longest_addresses_are_counted_too(three_failures_app: FastAPI) -> None:
    """Keys are hashed: a 254-character address fits the key column on PostgreSQL."""
    email = f"{'a' * 64}@{'b' * 63}.{'c' * 63}.{'d' * 57}.com"
    assert len(email) == 254
    async with client_from(three_failures_app, "198.51.100.60") as client:
        statuses = [(await sign_in(client, email, "wrong password")).status_code for _ in range(4)]
    assert statuses == [400] * 3 + [429]


async def test_unknown_email_wrong_password_and_unconfirmed_account_look_the_same(
    mail_app: FastAPI, session: AsyncSession
) -> None:
    await make_staff(session)
    async with client_from(mail_app, "198.51.100.61") as client:
        assert (await sign_up(client, "unconfirmed@example.com")).status_code == 200
        answers = [
            await sign_in(client, "nobody@example.com", "wrong password"),
            await sign_in(client, "staff@nocturne.club", "wrong password"),
            await sign_in(client, "unconfirmed@example.com", "wrong password"),
        ]
    assert {answer.status_code for answer in answers} == {400}
    assert all(answer.content == answers[0].content for answer in answers)
    assert answers[0].json()["error"]["message"] == messages.INVALID_CREDENTIALS


# Spacing of mails to one address.


async def test_a_second_sign_up_within_60_seconds_sends_no_second_mail(
    mail_app: FastAPI, inbox: Inbox, session: AsyncSession
) -> None:
    async with client_from(mail_app, "198.51.100.70") as client:
        assert (await sign_up(client, "again@example.com")).status_code == 200
        stored = await session.scalar(
            select(User.password_hash).where(User.email == "again@example.com")
        )
        refused = await sign_up(client, "Again@example.com", "another-password-1")
    seconds = retry_after(refused)
    assert 1 <= seconds <= 60
    assert refused.json()["error"] == {
        "code": "too_many_requests",
        "message": messages.mail_too_soon(seconds),
    }
    assert re.fullmatch(
        r"Please wait \d+ seconds? before asking for another mail to this address\.",
        messages.mail_too_soon(seconds),
    )
    assert [m["To"] for m in inbox.messages] == ["again@example.com"]
    session.expire_all()
    assert (
        await session.scalar(select(User.password_hash).where(User.email == "again@example.com"))
        == stored
    )


async def test_after_60_seconds_the_link_is_mailed_again(
    mail_app: FastAPI, inbox: Inbox, session: AsyncSession
) -> None:
    async with client_from(mail_app, "198.51.100.71") as client:
        assert (await sign_up(client, "resend@example.com")).status_code == 200
        await age(session, addresses.address_key("account-mail", "resend@example.com"), 60)
        assert (await sign_up(client, "resend@example.com")).status_code == 200
    assert [m["To"] for m in inbox.messages] == ["resend@example.com"] * 2


async def test_the_mail_interval_answers_alike_whether_or_not_an_account_exists(
    mail_app: FastAPI, inbox: Inbox, session: AsyncSession
) -> None:
    await make_staff(session)
    answers = {}
    async with client_from(mail_app, "198.51.100.72") as client:
        for email in ("staff@nocturne.club", "stranger@example.com"):
            first = await sign_up(client, email)
            second = await sign_up(client, email)
            answers[email] = (
                first.status_code,
                first.json(),
                second.status_code,
                second.json()["error"]["code"],
                re.sub(r"\d+", "N", second.json()["error"]["message"]),
                "retry-after" in second.headers,
            )
    assert answers["staff@nocturne.club"] == answers["stranger@example.com"]
    assert answers["stranger@example.com"][:3] == (
        200,
        {"message": messages.VERIFICATION_SENT},
        429,
    )
    # Each address gets one mail: a link for the new one, a notice for the existing account.
    assert [(m["To"], m["Subject"]) for m in inbox.messages] == [
        ("staff@nocturne.club", messages.ACCOUNT_EXISTS_MAIL_SUBJECT),
        ("stranger@example.com", messages.VERIFICATION_MAIL_SUBJECT),
    ]


async def test_a_sign_up_for_a_confirmed_address_costs_the_same_work_and_changes_nothing(
    mail_app: FastAPI, inbox: Inbox, session: AsyncSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Red team: sign-up answered in 6 ms for a confirmed account and 140 ms otherwise (no
    password hashing, no mail), which told who works at the club. Both paths now hash the password
    and send one mail; the existing account keeps its password."""
    await make_staff(session)
    hashed: list[str] = []
    real_hash = passwords.hash_password

    async def counting_hash(password: str) -> str:
        hashed.append(password)
        return await real_hash(password)

    monkeypatch.setattr(passwords, "hash_password", counting_hash)
    async with client_from(mail_app, "198.51.100.73") as client:
        for email in ("staff@nocturne.club", "stranger@example.com"):
            assert (await sign_up(client, email, "another passphrase")).status_code == 200
        assert (await sign_in(client, "staff@nocturne.club")).status_code == 200
        refused = await sign_in(client, "staff@nocturne.club", "another passphrase")
        assert refused.json()["error"]["message"] == messages.INVALID_CREDENTIALS
    assert hashed == ["another passphrase"] * 2
    notice = inbox.last_to("staff@nocturne.club")
    assert notice["Subject"] == messages.ACCOUNT_EXISTS_MAIL_SUBJECT
    body = notice.get_payload(decode=True)
    assert isinstance(body, bytes)
    assert "/api/auth/verify" not in body.decode()


async def test_an_interval_of_0_turns_the_spacing_off(
    app: FastAPI, settings: Settings, smtp: tuple[Inbox, int]
) -> None:
    inbox, port = smtp
    configured = settings.model_copy(
        update={"mail_transport": "smtp", "smtp_port": port, "account_mail_interval_seconds": 0}
    )
    unspaced = create_app(configured)
    async with (
        unspaced.router.lifespan_context(unspaced),
        client_from(unspaced, "198.51.100.73") as client,
    ):
        for _ in range(2):
            assert (await sign_up(client, "often@example.com")).status_code == 200
    assert [m["To"] for m in inbox.messages] == ["often@example.com"] * 2


# Passwords.


async def test_passwords_from_8_to_256_characters_are_accepted(
    mail_app: FastAPI, session: AsyncSession
) -> None:
    async with client_from(mail_app, "198.51.100.80") as client:
        too_short = await sign_up(client, "short@example.com", "x7!kq2z")
        too_long = await sign_up(client, "long@example.com", "k" * 257)
        assert too_short.status_code == too_long.status_code == 422
        assert too_short.json()["error"]["fields"] == {"password": messages.PASSWORD_TOO_SHORT}
        assert too_long.json()["error"]["fields"] == {"password": messages.PASSWORD_TOO_LONG}
        for length in (8, 64, 128, 256):
            email = f"length{length}@example.com"
            password = ("Nocturne-" * 30)[: length - 1] + "!"
            assert (await sign_up(client, email, password)).status_code == 200
            # The password matched: only the unconfirmed address stands in the way.
            confirmed = await sign_in(client, email, password)
            assert confirmed.json()["error"]["message"] == messages.EMAIL_NOT_CONFIRMED
            # Nothing is truncated (bcrypt would ignore everything past 72 bytes).
            if length > 72:
                assert (await sign_in(client, email, password[:72])).status_code == 400
    assert (
        await session.scalar(
            select(User).where(User.email.in_(["short@example.com", "long@example.com"]))
        )
        is None
    )


@pytest.mark.parametrize("password", ["password123", "PassWord123", "ILOVEYOU1", "Qwerty123"])
async def test_common_passwords_are_refused_with_a_clear_message(
    mail_app: FastAPI, inbox: Inbox, session: AsyncSession, password: str
) -> None:
    async with client_from(mail_app, "198.51.100.81") as client:
        refused = await sign_up(client, "common@example.com", password)
    assert refused.status_code == 422
    assert refused.json()["error"] == {
        "code": "weak_password",
        "message": messages.PASSWORD_TOO_COMMON,
        "fields": {"password": messages.PASSWORD_TOO_COMMON},
    }
    assert await addresses.find_user(session, "common@example.com") is None
    assert inbox.messages == []
    # A refused password does not use up the address's mail interval.
    async with client_from(mail_app, "198.51.100.81") as client:
        assert (await sign_up(client, "common@example.com")).status_code == 200


async def test_create_admin_refuses_a_common_password_too(session: AsyncSession) -> None:
    with pytest.raises(ApiError, match=re.escape(messages.PASSWORD_TOO_COMMON)):
        await accounts_users.create_admin(session, "owner@nocturne.club", "Sunshine1")
    assert await addresses.find_user(session, "owner@nocturne.club") is None


def test_the_common_password_list_ships_with_the_package() -> None:
    listed = passwords.common_passwords()
    assert len(listed) >= 5000
    assert {"password123", "iloveyou1", "qwerty123"} <= listed
    assert all(entry == entry.lower() and len(entry) >= 8 for entry in listed)
    licence = passwords.COMMON_PASSWORDS.parent / "common-passwords-LICENSE.txt"
    assert "Django Software Foundation" in licence.read_text()


def test_the_installed_package_carries_the_list() -> None:
    """An editable install reads src/, so check what a wheel takes: pyproject's package data."""
    root = Path(__file__).resolve().parents[2]
    config = tomllib.loads((root / "pyproject.toml").read_text())
    patterns = config["tool"]["setuptools"]["package-data"]["nocturne"]
    package = root / "src" / "nocturne"
    shipped = {path for pattern in patterns for path in package.glob(pattern)}
    assert set((package / "data").iterdir()) <= shipped


async def test_passwords_are_stored_as_argon2id(mail_app: FastAPI, session: AsyncSession) -> None:
    async with client_from(mail_app, "198.51.100.82") as client:
        assert (await sign_up(client, "hashed@example.com")).status_code == 200
    stored = await addresses.find_user(session, "hashed@example.com")
    assert stored is not None
    assert stored.password_hash is not None
    assert stored.password_hash.startswith("$argon2id$")
    assert PASSWORD not in stored.password_hash
    admin = await accounts_users.create_admin(session, "owner@nocturne.club", "an-owner-password")
    assert admin.password_hash is not None
    assert admin.password_hash.startswith("$argon2id$")


async def test_a_stranger_who_spends_an_account_s_budget_cannot_lock_its_owner_out(
    app: FastAPI, session: AsyncSession
) -> None:
    """Red team: ten wrong passwords a minute from one stranger's address locked the owner out
    even with the right password, and the hourly limit kept it locked. A browser that signed in to
    the account before has budgets of its own; any other one still meets the account's limits."""
    email = await make_staff(session)
    async with client_from(app, "198.51.102.1") as owner:
        assert (await sign_in(owner, email)).status_code == 200
        assert "nocturne_device" in owner.cookies
        async with client_from(app, "198.51.102.66") as stranger:
            for _ in range(10):
                assert (await sign_in(stranger, email, "wrong password")).status_code == 400
            await count_hourly_failures(session, email, 90)
            assert retry_after(await sign_in(stranger, email)) >= 1
        async with client_from(app, "198.51.102.2") as new_browser:
            assert retry_after(await sign_in(new_browser, email)) >= 1
        assert (await sign_in(owner, email)).status_code == 200
        # The owner's browser has a minute budget of its own too.
        for _ in range(10):
            assert (await sign_in(owner, email, "wrong password")).status_code == 400
        assert retry_after(await sign_in(owner, email)) <= 60


async def test_a_device_cookie_opens_no_budget_for_another_account(
    app: FastAPI, session: AsyncSession
) -> None:
    first = await make_staff(session, "first@nocturne.club")
    second = await make_staff(session, "second@nocturne.club")
    async with client_from(app, "198.51.102.3") as client:
        assert (await sign_in(client, first)).status_code == 200
        for _ in range(10):
            assert (await sign_in(client, second, "wrong password")).status_code == 400
    async with client_from(app, "198.51.102.4") as other:
        assert retry_after(await sign_in(other, second)) <= 60


async def test_every_sign_up_path_hashes_once_and_mails_once(
    mail_app: FastAPI, inbox: Inbox, session: AsyncSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The time of a sign-up must not tell whether the address has an account, confirmed or
    not: each path costs one argon2 hash and one mail (the hash is counted, not replaced)."""
    hashed: list[str] = []
    real = passwords.hash_password

    async def counted(password: str) -> str:
        hashed.append(password)
        return await real(password)

    monkeypatch.setattr(passwords, "hash_password", counted)
    await make_staff(session, "known@nocturne.club")
    async with client_from(mail_app, "198.51.100.80") as client:
        assert (await sign_up(client, "pending@example.com")).status_code == 200
        await session.execute(delete(RateLimit))
        await session.commit()
        for email in ("known@nocturne.club", "pending@example.com", "new@example.com"):
            before = (len(hashed), len(inbox.messages))
            assert (await sign_up(client, email)).status_code == 200
            assert (len(hashed) - before[0], len(inbox.messages) - before[1]) == (1, 1), email
