"""Two-factor sign-in for an account: set up with an authenticator app, enabled by a first
code, then asked for at every password sign-in; ten single-use recovery codes stand in for a
lost phone. A code works once (its time step is recorded), and owners may require two-factor
sign-in for a role (`Club.two_factor_roles`, club/service.py): an account of such a role
without it may sign in only to set it up.

Setting it up, turning it on and turning it off ask for the account's password as well as its
session, so a stolen token cannot put an attacker's phone on the account; turning it on ends the
account's other sessions (those begun before it was on). An owner may turn it off for another
account that lost its phone and codes (the account is mailed, and signed out everywhere)."""

import uuid
from datetime import UTC, datetime

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.accounts import security, totp
from nocturne.accounts.schemas import TwoFactorPublic, TwoFactorSetupPublic
from nocturne.config import Settings
from nocturne.core import audit
from nocturne.core.errors import ApiError
from nocturne.live.changes import Change, Publisher
from nocturne.mail.letters import accounts as letters
from nocturne.mail.outbox import SendLater
from nocturne.models import User


def status(two_factor_roles: frozenset[str], user: User) -> TwoFactorPublic:
    return TwoFactorPublic(
        enabled=user.totp_enabled_at is not None,
        required=user.role in two_factor_roles,
        recovery_codes_left=len(user.recovery_codes or []),
    )


def clear(user: User) -> None:
    """Two-factor sign-in off: no secret, no recovery codes."""
    user.totp_secret = None
    user.totp_enabled_at = None
    user.totp_last_step = None
    user.recovery_codes = None


async def set_up(
    session: AsyncSession, settings: Settings, user: User, current_password: str
) -> TwoFactorSetupPublic:
    """A new secret for the app; nothing changes at sign-in until a first code enables it."""
    await security.check_current_password(user, current_password)
    if user.totp_enabled_at is not None:
        raise ApiError(409, messages.TWO_FACTOR_ALREADY_ON)
    user.totp_secret = totp.new_secret()
    with audit.unattributed(session):
        # A secret not yet in use: nothing about the account's sign-in has changed.
        await session.commit()
    return TwoFactorSetupPublic(
        secret=user.totp_secret,
        otpauth_uri=totp.provisioning_uri(user.totp_secret, user.email, settings.club_name),
    )


async def enable(
    session: AsyncSession,
    changes: Publisher,
    user: User,
    code: str,
    current_password: str,
    keep_session: uuid.UUID,
) -> list[str]:
    """Turn it on with a first code from the app; returns the recovery codes (shown once). The
    account's other sessions end: they were begun without the second factor."""
    await security.check_current_password(user, current_password)
    if user.totp_enabled_at is not None:
        raise ApiError(409, messages.TWO_FACTOR_ALREADY_ON)
    step = totp.matching_step(user.totp_secret, code, None) if user.totp_secret else None
    if step is None:
        raise _wrong_code()
    codes = totp.new_recovery_codes()
    user.totp_enabled_at = datetime.now(UTC)
    user.totp_last_step = step
    user.recovery_codes = [totp.hash_recovery_code(c) for c in codes]
    security.describe(session, user, "two-factor sign-in turned on")
    await session.flush()
    await security.revoke_user_sessions(session, user.id, keep=keep_session)
    changes.publish(Change("users", "UPDATE", user.id))
    return codes


async def disable(
    session: AsyncSession,
    two_factor_roles: frozenset[str],
    user: User,
    code: str,
    current_password: str,
) -> None:
    await security.check_current_password(user, current_password)
    if user.role in two_factor_roles:
        raise ApiError(409, messages.TWO_FACTOR_REQUIRED_FOR_ROLE)
    if user.totp_enabled_at is None:
        return
    if not await accept_code(session, user, code):
        raise _wrong_code()
    clear(user)
    security.describe(session, user, "two-factor sign-in turned off")
    await session.flush()


async def reset_for(
    session: AsyncSession,
    settings: Settings,
    changes: Publisher,
    send_later: SendLater,
    owner: User,
    user_id: uuid.UUID,
) -> User:
    """An owner turns two-factor sign-in off for another account (a lost phone and lost
    recovery codes): recorded, mailed to the account, and every session of it ends, so whoever
    may have held one signs in again, with the password."""
    if user_id == owner.id:
        raise ApiError(409, messages.TWO_FACTOR_RESET_SELF)
    user = await session.get(User, user_id, populate_existing=True, with_for_update=True)
    if user is None:
        raise ApiError(404, messages.USER_NOT_FOUND)
    if user.totp_enabled_at is None:
        raise ApiError(409, messages.TWO_FACTOR_ALREADY_OFF)
    clear(user)
    owners = await security.owner_addresses(session)
    await send_later(
        letters.two_factor_turned_off(user.email, owner.email, settings.club_name, owners)
    )
    security.describe(session, user, f"two-factor sign-in turned off by {owner.email}")
    await session.flush()
    await security.revoke_user_sessions(session, user.id)
    changes.publish(Change("users", "UPDATE", user.id))
    return user


async def accept_code(
    session: AsyncSession, user: User, code: str, *, app_codes: bool = True
) -> bool:
    """Whether `code` is the app's current code (not used before; only when `app_codes`) or an
    unused recovery code; either is then spent. Spending a code is bookkeeping, not a change
    the audit log records."""
    with audit.unattributed(session):
        # The account's row is locked first: two sign-ins with one code at once cannot both pass.
        await session.refresh(user, with_for_update=True)
        accepted = _spend(user, code, app_codes)
        await session.commit()
    return accepted


def _spend(user: User, code: str, app_codes: bool) -> bool:
    if user.totp_secret is None:
        return False
    step = totp.matching_step(user.totp_secret, code, user.totp_last_step) if app_codes else None
    if step is not None:
        user.totp_last_step = step
        return True
    hashed = totp.hash_recovery_code(code)
    left = list(user.recovery_codes or [])
    if hashed not in left:
        return False
    left.remove(hashed)
    user.recovery_codes = left
    return True


def _wrong_code() -> ApiError:
    return ApiError(422, messages.TWO_FACTOR_INVALID, fields={"code": messages.TWO_FACTOR_INVALID})
