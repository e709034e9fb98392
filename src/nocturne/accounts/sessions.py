"""Signing in (with a second factor where the account has one), refresh-token rotation, and
who a request's access token is: the account, and whether it may act as staff.
"""

import logging
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from sqlalchemy import exists, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.accounts import addresses, passwords, security, tokens, totp, two_factor
from nocturne.config import Settings
from nocturne.core import rate_limit
from nocturne.core.errors import ApiError
from nocturne.models import RefreshToken, User

log = logging.getLogger(__name__)


WRONG_CODES_A_DAY = 20


@dataclass(frozen=True)
class IssuedSession:
    access_token: str
    expires_at: datetime
    refresh_token: str
    user: User


async def sign_in(
    session: AsyncSession,
    settings: Settings,
    email: str,
    password: str,
    code: str | None = None,
    device: str | None = None,
) -> IssuedSession:
    """A password sign-in (and its second factor). `device` names the browser when it signed in
    to this account before: it then spends wrong codes from a budget of its own."""
    user = await addresses.find_user(session, email)
    if not await passwords.verify_password(user.password_hash if user else None, password):
        raise ApiError(400, messages.INVALID_CREDENTIALS, code="invalid_credentials")
    assert user is not None
    if user.email_confirmed_at is None:
        raise ApiError(403, messages.EMAIL_NOT_CONFIRMED, code="email_not_confirmed")
    if user.approved_at is None:
        raise ApiError(403, messages.ACCOUNT_NOT_APPROVED, code="not_approved")
    if user.totp_enabled_at is not None:
        if not code:
            raise ApiError(401, messages.TWO_FACTOR_NEEDED, code="two_factor_required")
        await _second_factor(session, user, code, device)
    return await start_session(session, settings, user)


async def _second_factor(session: AsyncSession, user: User, code: str, device: str | None) -> None:
    """Beyond the sign-in limits: at most WRONG_CODES_A_DAY wrong codes a day, whatever the
    password, so six digits cannot be worn down over weeks. A browser that signed in to the
    account before has a budget of its own (as it has for passwords), so whoever knows only the
    password cannot lock the owner out of it. The attempt is counted before the code is checked,
    so codes sent at once cannot all slip under the limit; a right code is given back. Once the
    day's budget is spent, a recovery code (64 random bits, not guessable) is still accepted."""
    key = f"two-factor-wrong-device:{device}" if device else f"two-factor-wrong:{user.id}"
    counted = True
    try:
        await rate_limit.hit(session, key, limit=WRONG_CODES_A_DAY, window_seconds=86400)
    except ApiError as spent:
        if spent.status_code != 429 or not totp.is_recovery_code(code):
            raise
        counted = False
    if not await two_factor.accept_code(session, user, code, app_codes=counted):
        raise ApiError(401, messages.TWO_FACTOR_INVALID, code="two_factor_invalid")
    if counted:
        await rate_limit.give_back(session, key)


async def refresh(session: AsyncSession, settings: Settings, refresh_token: str) -> IssuedSession:
    """Rotate a refresh token. A token used twice means it was stolen: its family is revoked."""
    now = datetime.now(UTC)
    stored = await session.scalar(
        select(RefreshToken).where(
            RefreshToken.token_hash == tokens.hash_refresh_token(refresh_token)
        )
    )
    if stored is None or stored.revoked_at is not None or stored.expires_at <= now:
        raise ApiError(401, messages.REFRESH_TOKEN_INVALID)
    if stored.rotated_at is not None:
        grace = timedelta(seconds=settings.refresh_reuse_grace_seconds)
        if now - stored.rotated_at <= grace:
            user = await session.get(User, stored.user_id)
            if user is not None and user.approved_at is not None:
                return await start_session(session, settings, user, family_id=stored.family_id)
        log.warning("refresh token reused; revoking session family %s", stored.family_id)
        await security.revoke_family(session, stored.family_id)
        raise ApiError(401, messages.REFRESH_TOKEN_INVALID)
    # Of two racing requests one rotates the token; the other is a reuse within the grace.
    await session.execute(
        update(RefreshToken)
        .where(RefreshToken.id == stored.id, RefreshToken.rotated_at.is_(None))
        .values(rotated_at=now)
    )
    user = await session.get(User, stored.user_id)
    if user is None or user.approved_at is None:
        await session.commit()
        raise ApiError(403, messages.ACCOUNT_NOT_APPROVED, code="not_approved")
    return await start_session(session, settings, user, family_id=stored.family_id)


async def start_session(
    session: AsyncSession, settings: Settings, user: User, *, family_id: uuid.UUID | None = None
) -> IssuedSession:
    """Issue an access token and a refresh token; a new sign-in starts a new family."""
    family_id = family_id or uuid.uuid4()
    refresh_token = tokens.new_refresh_token()
    session.add(
        RefreshToken(
            user_id=user.id,
            family_id=family_id,
            token_hash=tokens.hash_refresh_token(refresh_token),
            expires_at=datetime.now(UTC) + timedelta(days=settings.refresh_token_days),
        )
    )
    await session.commit()
    access_token, expires_at = tokens.issue_access_token(
        settings.resolved_secret_key,
        user.id,
        family_id,
        timedelta(minutes=settings.access_token_minutes),
    )
    return IssuedSession(access_token, expires_at, refresh_token, user)


async def user_of_family(session: AsyncSession, family_id: uuid.UUID) -> uuid.UUID | None:
    return await session.scalar(
        select(RefreshToken.user_id).where(RefreshToken.family_id == family_id).limit(1)
    )


async def family_of(session: AsyncSession, refresh_token: str) -> uuid.UUID | None:
    return await session.scalar(
        select(RefreshToken.family_id).where(
            RefreshToken.token_hash == tokens.hash_refresh_token(refresh_token)
        )
    )


async def authenticate(session: AsyncSession, settings: Settings, access_token: str) -> User:
    """The user behind a bearer token whose session has not been signed out."""
    try:
        claims = tokens.read_access_token(settings.resolved_secret_key, access_token)
    except tokens.InvalidTokenError:
        raise ApiError(
            401, messages.SESSION_EXPIRED, headers={"WWW-Authenticate": "Bearer"}
        ) from None
    live = await session.scalar(
        select(
            exists().where(
                RefreshToken.family_id == claims.session_id,
                RefreshToken.user_id == claims.user_id,
                RefreshToken.revoked_at.is_(None),
            )
        )
    )
    user = await session.get(User, claims.user_id) if live else None
    if user is None:
        raise ApiError(401, messages.SESSION_EXPIRED, headers={"WWW-Authenticate": "Bearer"})
    return user


def staff_refusal(user: User, two_factor_roles: frozenset[str]) -> ApiError | None:
    """Why this account may not act as staff now, or None: its address is unconfirmed, it is not
    approved, or its role must sign in with a second factor it has not set up. The API asks it of
    every staff request and the live feed of every staff socket, so both refuse alike.
    `two_factor_roles`: the club's roles that must sign in with a second factor."""
    if user.email_confirmed_at is None:
        return ApiError(403, messages.EMAIL_NOT_CONFIRMED, code="email_not_confirmed")
    if user.approved_at is None:
        return ApiError(403, messages.ACCOUNT_NOT_APPROVED, code="not_approved")
    if user.role in two_factor_roles and user.totp_enabled_at is None:
        return ApiError(403, messages.TWO_FACTOR_SETUP_NEEDED, code="two_factor_setup_required")
    return None
