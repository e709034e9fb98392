"""An account's address: the account it names, how often it may be mailed, confirming it,
and the link that lets its owner choose a password."""

import hashlib
from datetime import UTC, datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.accounts import roles, tokens
from nocturne.config import Settings
from nocturne.core import rate_limit
from nocturne.core.errors import ApiError
from nocturne.models import User

RESET_LIFETIME = timedelta(hours=1)


RESET_PAGE = "/admin/reset-password"


async def find_user(session: AsyncSession, email: str) -> User | None:
    return await session.scalar(select(User).where(User.email == email.lower()))


def address_key(kind: str, email: str) -> str:
    """A rate-limit key for one email address: case does not matter, and the address is hashed,
    so the key always fits its column and the table holds no addresses of strangers."""
    digest = hashlib.sha256(email.lower().encode()).hexdigest()
    return f"{kind}:{digest}"


async def space_account_mails(session: AsyncSession, settings: Settings, email: str) -> None:
    """At most one mail about an account to an address per `account_mail_interval_seconds`.

    Signing up again with an unconfirmed address is how a visitor asks for the link once more, so
    this also spaces resends. A request too soon gets 429 with Retry-After and a clear message, and
    changes nothing (the password is not replaced). That answer reveals nothing about accounts: the
    interval is counted for the address asked about, before we look it up, so an address with a
    confirmed account (to which nothing is mailed) and one without any account answer exactly
    alike, the first time (200) and the second (429). Counting only real sends would answer 429
    for new or unconfirmed addresses and 200 for confirmed ones, which would tell who has an
    account. The interval starts before the mail goes out, so two racing requests cannot both send.
    """
    interval = settings.account_mail_interval_seconds
    try:
        await rate_limit.hit(
            session, address_key("account-mail", email), limit=1, window_seconds=interval
        )
    except ApiError as error:
        if error.status_code != 429:
            raise
        retry_after = int((error.headers or {}).get("Retry-After", interval))
        raise ApiError(
            429, messages.mail_too_soon(retry_after), headers={"Retry-After": str(retry_after)}
        ) from None


def confirm(settings: Settings, user: User) -> None:
    """The address is confirmed; the configured admin addresses become owners."""
    now = datetime.now(UTC)
    user.email_confirmed_at = now
    if user.approved_at is None and settings.is_admin_email(user.email):
        user.approved_at = now
        user.role = roles.OWNER


def reset_link(settings: Settings, user: User) -> str:
    """A link to choose the account's password, good once and for RESET_LIFETIME."""
    token = tokens.issue_reset_token(
        settings.resolved_secret_key, user.id, user.password_hash, RESET_LIFETIME
    )
    return f"{settings.public_url.rstrip('/')}{RESET_PAGE}#{token}"
