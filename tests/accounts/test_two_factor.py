"""Two-factor sign-in: set up with an authenticator app, enabled by a first code, then asked for
at every password sign-in; a wrong or replayed code fails, a recovery code works once; owners
may require it for a role."""

import asyncio
from typing import Any

from httpx import AsyncClient
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.accounts import totp
from nocturne.config import Settings
from nocturne.models import User
from tests.support.auth import PASSWORD, make_staff, sign_in
from tests.support.clients import client_from, started

TWO_FACTOR = "/api/auth/2fa"
# Changes to how an account signs in ask for its password.
OWN = {"current_password": PASSWORD}


async def signed_in(client: AsyncClient, email: str) -> dict[str, str]:
    token = (await sign_in(client, email)).json()["access_token"]
    return {"Authorization": f"Bearer {token}"}


async def sign_in_with(client: AsyncClient, email: str, code: str | None) -> Any:
    body = {"email": email, "password": PASSWORD, **({"code": code} if code else {})}
    return await client.post("/api/auth/token", params={"grant_type": "password"}, json=body)


async def turn_on(client: AsyncClient, headers: dict[str, str]) -> tuple[str, list[str]]:
    setup = (await client.post(f"{TWO_FACTOR}/setup", json=OWN, headers=headers)).json()
    assert setup["otpauth_uri"].startswith("otpauth://totp/Nocturne:")
    secret = setup["secret"]
    wrong = await client.post(
        f"{TWO_FACTOR}/enable", json={"code": "000000"} | OWN, headers=headers
    )
    if totp.code_at(secret, totp.current_step()) != "000000":
        assert wrong.json()["error"]["fields"]["code"] == messages.TWO_FACTOR_INVALID
    code = totp.code_at(secret, totp.current_step())
    enabled = await client.post(f"{TWO_FACTOR}/enable", json={"code": code} | OWN, headers=headers)
    assert enabled.status_code == 200, enabled.text
    codes: list[str] = enabled.json()["recovery_codes"]
    return secret, codes


async def test_an_owner_turns_on_two_factor_and_each_code_works_once(
    client: AsyncClient, session: AsyncSession
) -> None:
    email = await make_staff(session, "owner@nocturne.club")
    headers = await signed_in(client, email)
    secret, recovery = await turn_on(client, headers)
    assert len(recovery) == 10
    assert (await client.get(TWO_FACTOR, headers=headers)).json() == {
        "enabled": True,
        "required": False,
        "recovery_codes_left": 10,
    }

    missing = await sign_in_with(client, email, None)
    assert (missing.status_code, missing.json()["error"]["code"]) == (401, "two_factor_required")
    assert missing.json()["error"]["message"] == messages.TWO_FACTOR_NEEDED
    wrong = await sign_in_with(client, email, "123456")
    assert (wrong.status_code, wrong.json()["error"]["code"]) == (401, "two_factor_invalid")
    # The code that turned it on was spent; the next one works, once. (Its step is the one the
    # server recorded: the clock may have moved on to the next step meanwhile.)
    enabled_step = await session.scalar(select(User.totp_last_step).where(User.email == email))
    await session.commit()
    assert enabled_step is not None
    used = await sign_in_with(client, email, totp.code_at(secret, enabled_step))
    assert used.status_code == 401
    following = totp.code_at(secret, enabled_step + 1)
    assert (await sign_in_with(client, email, following)).status_code == 200
    replayed = await sign_in_with(client, email, following)
    assert (replayed.status_code, replayed.json()["error"]["code"]) == (401, "two_factor_invalid")

    assert (await sign_in_with(client, email, recovery[0].upper())).status_code == 200
    assert (await sign_in_with(client, email, recovery[0])).status_code == 401
    assert (await client.get(TWO_FACTOR, headers=headers)).json()["recovery_codes_left"] == 9
    again = await client.post(f"{TWO_FACTOR}/setup", json=OWN, headers=headers)
    assert again.json()["error"]["message"] == messages.TWO_FACTOR_ALREADY_ON


async def test_turning_it_off_takes_a_code(client: AsyncClient, session: AsyncSession) -> None:
    email = await make_staff(session, "manager@nocturne.club", "manager")
    headers = await signed_in(client, email)
    _, recovery = await turn_on(client, headers)
    refused = await client.post(
        f"{TWO_FACTOR}/disable", json={"code": "654321"} | OWN, headers=headers
    )
    assert refused.status_code == 422
    off = await client.post(
        f"{TWO_FACTOR}/disable", json={"code": recovery[3]} | OWN, headers=headers
    )
    assert off.json()["enabled"] is False
    assert (await sign_in_with(client, email, None)).status_code == 200


async def test_owners_require_it_for_a_role(client: AsyncClient, session: AsyncSession) -> None:
    owner = await signed_in(client, await make_staff(session, "owner@nocturne.club"))
    host_email = await make_staff(session, "door@nocturne.club", "host")
    host = await signed_in(client, host_email)
    assert (await client.get("/api/admin/door", headers=host)).status_code == 200

    required = await client.put(
        "/api/admin/users/security-settings", json={"two_factor_roles": ["host"]}, headers=owner
    )
    assert required.json() == {"two_factor_roles": ["host"]}
    blocked = await client.get("/api/admin/door", headers=host)
    assert (blocked.status_code, blocked.json()["error"]["code"]) == (
        403,
        "two_factor_setup_required",
    )
    assert (await client.get(TWO_FACTOR, headers=host)).json()["required"] is True
    _, recovery = await turn_on(client, host)
    assert (await client.get("/api/admin/door", headers=host)).status_code == 200
    off = await client.post(f"{TWO_FACTOR}/disable", json={"code": recovery[0]} | OWN, headers=host)
    assert off.json()["error"]["message"] == messages.TWO_FACTOR_REQUIRED_FOR_ROLE
    # The owner, not required, still works without it.
    assert (await client.get("/api/admin/door", headers=owner)).status_code == 200
    bad = await client.put(
        "/api/admin/users/security-settings", json={"two_factor_roles": ["king"]}, headers=owner
    )
    assert bad.status_code == 422


def test_the_codes_are_the_rfc_s() -> None:
    """RFC 6238's SHA-1 test vector (secret "12345678901234567890", T = 59 s)."""
    import base64

    secret = base64.b32encode(b"12345678901234567890").decode()
    assert totp.code_at(secret, totp.current_step(59)) == "287082"
    assert totp.matching_step(secret, "287082", None, now=59) == 1
    assert totp.matching_step(secret, "287082", 1, now=59) is None


async def test_one_code_sent_twice_at_once_signs_in_once(
    client: AsyncClient, session: AsyncSession
) -> None:
    email = await make_staff(session, "owner@nocturne.club")
    secret, _ = await turn_on(client, await signed_in(client, email))
    following = totp.code_at(secret, totp.current_step() + 1)
    answers = await asyncio.gather(*(sign_in_with(client, email, following) for _ in range(2)))
    assert sorted(a.status_code for a in answers) == [200, 401]


async def test_wrong_codes_are_capped_per_account_per_day(
    settings: Settings, session: AsyncSession
) -> None:
    """Past the sign-in limits (raised here), at most 20 wrong codes an account a day."""
    roomy = settings.model_copy(
        update={"signin_failures_per_email": 1000, "signin_hourly_failures_per_email": 1000}
    )
    async with started(roomy) as app, client_from(app, "198.51.100.90") as client:
        async with app.state.sessionmaker() as own:
            email = await make_staff(own, "guarded@nocturne.club")
        secret, _ = await turn_on(client, await signed_in(client, email))
        now = totp.current_step()
        right = {totp.code_at(secret, step) for step in range(now - 2, now + 3)}
        wrong = next(c for c in ("000001", "000002", "000003") if c not in right)
        codes = [await sign_in_with(client, email, wrong) for _ in range(21)]
    assert [c.status_code for c in codes[:20]] == [401] * 20
    assert codes[20].status_code == 429
