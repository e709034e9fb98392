"""Two-factor sign-in for an account: set up with an authenticator app, enabled by a first
code, then asked for at every password sign-in; ten single-use recovery codes stand in for a
lost phone. A code works once (its time step is recorded), and owners may require two-factor
sign-in for a role (`Settings.two_factor_roles`): an account of such a role without it may
sign in only to set it up."""

from datetime import UTC, datetime

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.accounts import totp
from nocturne.accounts.schemas import TwoFactorPublic, TwoFactorSetupPublic
from nocturne.config import Settings
from nocturne.core.errors import ApiError
from nocturne.models import User


def status(settings: Settings, user: User) -> TwoFactorPublic:
    return TwoFactorPublic(
        enabled=user.totp_enabled_at is not None,
        required=user.role in settings.two_factor_roles,
        recovery_codes_left=len(user.recovery_codes or []),
    )


async def set_up(session: AsyncSession, settings: Settings, user: User) -> TwoFactorSetupPublic:
    """A new secret for the app; nothing changes at sign-in until a first code enables it."""
    if user.totp_enabled_at is not None:
        raise ApiError(409, messages.TWO_FACTOR_ALREADY_ON)
    user.totp_secret = totp.new_secret()
    await session.commit()
    return TwoFactorSetupPublic(
        secret=user.totp_secret,
        otpauth_uri=totp.provisioning_uri(user.totp_secret, user.email, settings.club_name),
    )


async def enable(session: AsyncSession, user: User, code: str) -> list[str]:
    """Turn it on with a first code from the app; returns the recovery codes (shown once)."""
    if user.totp_enabled_at is not None:
        raise ApiError(409, messages.TWO_FACTOR_ALREADY_ON)
    step = totp.matching_step(user.totp_secret, code, None) if user.totp_secret else None
    if step is None:
        raise ApiError(
            422, messages.TWO_FACTOR_INVALID, fields={"code": messages.TWO_FACTOR_INVALID}
        )
    codes = totp.new_recovery_codes()
    user.totp_enabled_at = datetime.now(UTC)
    user.totp_last_step = step
    user.recovery_codes = [totp.hash_recovery_code(c) for c in codes]
    await session.commit()
    return codes


async def disable(session: AsyncSession, settings: Settings, user: User, code: str) -> None:
    if user.role in settings.two_factor_roles:
        raise ApiError(409, messages.TWO_FACTOR_REQUIRED_FOR_ROLE)
    if user.totp_enabled_at is None:
        return
    if not await accept_code(session, user, code):
        raise ApiError(
            422, messages.TWO_FACTOR_INVALID, fields={"code": messages.TWO_FACTOR_INVALID}
        )
    user.totp_secret = None
    user.totp_enabled_at = None
    user.totp_last_step = None
    user.recovery_codes = None
    await session.commit()


async def accept_code(session: AsyncSession, user: User, code: str) -> bool:
    """Whether `code` is the app's current code (not used before) or an unused recovery code;
    either is then spent."""
    # The account's row is locked first: two sign-ins with one code at once cannot both pass.
    await session.refresh(user, with_for_update=True)
    if user.totp_secret is None:
        await session.commit()
        return False
    step = totp.matching_step(user.totp_secret, code, user.totp_last_step)
    if step is not None:
        user.totp_last_step = step
        await session.commit()
        return True
    hashed = totp.hash_recovery_code(code)
    left = list(user.recovery_codes or [])
    if hashed in left:
        left.remove(hashed)
        user.recovery_codes = left
        await session.commit()
        return True
    await session.commit()
    return False


def _wrong_code() -> ApiError:
    return ApiError(422, messages.TWO_FACTOR_INVALID, fields={"code": messages.TWO_FACTOR_INVALID})
