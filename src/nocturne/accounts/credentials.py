"""Credentials changed: a forgotten password reset by a mailed link, a password changed, and an
address changed by a link mailed to the new address.

A `send_later` given to a function here adds a mail to the session (mail/outbox.py): the
function commits it with the change it is about, and the outbox worker sends it after.
"""

import uuid
from datetime import UTC, datetime, timedelta
from urllib.parse import urlencode

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.accounts import addresses, passwords, security, tokens, users
from nocturne.config import Settings
from nocturne.core import audit
from nocturne.core.errors import ApiError
from nocturne.live.changes import Change, Publisher
from nocturne.mail.letters import accounts as letters
from nocturne.mail.outbox import SendLater
from nocturne.models import User


async def request_password_reset(
    session: AsyncSession, settings: Settings, send_later: SendLater, email: str
) -> None:
    """Mail a link to set a new password when the address has an account. The caller answers
    alike either way, and the mail is stored to be sent after the answer, not sent on the way,
    so the time of the answer does not tell either (storing it is one small insert). At most
    one account mail per address per `account_mail_interval_seconds`."""
    await addresses.space_account_mails(session, settings, email)
    user = await addresses.find_user(session, email)
    if user is None:
        return
    link = addresses.reset_link(settings, user)
    await send_later(letters.password_reset(user.email, settings.club_name, link))
    await session.flush()


async def reset_password(
    session: AsyncSession,
    settings: Settings,
    changes: Publisher,
    token: str,
    password: str,
    send_later: SendLater | None = None,
    address: str = "",
) -> User:
    """Set the password a reset link was mailed for; every session of the account ends. The
    link reached the mailbox, so an unconfirmed address is confirmed as by its sign-up link."""
    try:
        claims = tokens.read_reset_token(settings.resolved_secret_key, token)
    except tokens.InvalidTokenError:
        raise ApiError(400, messages.RESET_LINK_INVALID) from None
    user = await session.get(User, claims.user_id)
    if user is None or tokens.password_stamp(user.password_hash) != claims.password_stamp:
        raise ApiError(400, messages.RESET_LINK_INVALID)
    passwords.check_strength(password)
    user.password_hash = await passwords.hash_password(password)
    # The link stands for the account: the change is recorded as its own.
    audit.act_as(session, audit.Actor(user.id, user.email, address, "reset_password"))
    security.describe(session, user, "password set through a mailed reset link")
    confirming = user.email_confirmed_at is None
    if confirming:
        addresses.confirm(settings, user)
        if user.approved_at is None and send_later is not None:
            await users.tell_owners_someone_waits(session, settings, send_later, user)
    await session.flush()
    await security.revoke_user_sessions(session, user.id)
    changes.publish(Change("users", "UPDATE", user.id))
    return user


EMAIL_CHANGE_LIFETIME = timedelta(hours=24)


async def change_password(
    session: AsyncSession,
    user: User,
    current: str,
    new: str,
    keep_session: uuid.UUID,
) -> None:
    """The signed-in account's new password; its other sessions end, this one stays."""
    await security.check_current_password(user, current)
    passwords.check_strength(new)
    user.password_hash = await passwords.hash_password(new)
    security.describe(session, user, "password changed")
    await session.flush()
    await security.revoke_user_sessions(session, user.id, keep=keep_session)


def _account_stamp(user: User) -> str:
    return tokens.account_stamp(user.password_hash, user.email, user.email_confirmed_at)


async def request_email_change(
    session: AsyncSession,
    settings: Settings,
    send_later: SendLater,
    user: User,
    new_email: str,
    current_password: str,
) -> None:
    """Mail a confirmation link to the new address; nothing changes until it is opened.

    The answer is the same whether or not the address already has an account (so nobody learns
    who works at the club by trying addresses): an address that has one gets a mail saying
    someone asked to move an account to it, and nothing else happens."""
    await security.check_current_password(user, current_password)
    await addresses.space_account_mails(session, settings, new_email)
    if await addresses.find_user(session, new_email) is not None:
        owners = await security.owner_addresses(session)
        await send_later(letters.address_taken(new_email, settings.club_name, owners))
        await session.flush()
        return
    stamp = _account_stamp(user)
    token = tokens.issue_email_change_token(
        settings.resolved_secret_key, user.id, new_email.lower(), stamp, EMAIL_CHANGE_LIFETIME
    )
    link = f"{settings.public_url.rstrip('/')}/api/auth/email/confirm?{urlencode({'token': token})}"
    await send_later(letters.address_change(new_email, settings.club_name, link))
    security.describe(session, user, f"asked to sign in with {new_email.lower()}")
    await session.flush()


async def confirm_email_change(
    session: AsyncSession,
    settings: Settings,
    changes: Publisher,
    token: str,
    send_later: SendLater,
    address: str,
    keep_session: uuid.UUID | None = None,
) -> User:
    """Open the link mailed to a new address: it becomes the sign-in address. The link works
    once and only while the account has the address and password it was asked from; the old
    address is told, and every other session of the account ends."""
    try:
        claims, new_email = tokens.read_email_change_token(settings.resolved_secret_key, token)
    except tokens.InvalidTokenError:
        raise ApiError(400, messages.EMAIL_CHANGE_LINK_INVALID) from None
    user = await session.get(User, claims.user_id, with_for_update=True)
    if user is None or _account_stamp(user) != claims.password_stamp:
        raise ApiError(400, messages.EMAIL_CHANGE_LINK_INVALID)
    if await addresses.find_user(session, new_email) is not None:
        raise ApiError(400, messages.EMAIL_CHANGE_LINK_INVALID)
    old_email = user.email
    audit.act_as(session, audit.Actor(user.id, old_email, address, "confirm_email_change"))
    user.email = new_email
    user.email_confirmed_at = datetime.now(UTC)
    owners = await security.owner_addresses(session)
    await send_later(letters.address_changed(old_email, new_email, settings.club_name, owners))
    security.describe(session, user, f"sign-in address changed from {old_email}")
    await session.flush()
    await security.revoke_user_sessions(session, user.id, keep=keep_session)
    changes.publish(Change("users", "UPDATE", user.id))
    return user
