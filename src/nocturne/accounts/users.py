"""The club's accounts as owners manage them: the list, approval (with its mail), roles (the
club keeps at least one owner), and the first owner made from the command line.
"""

import uuid
from datetime import UTC, datetime

from sqlalchemy import and_, case, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.accounts import addresses, passwords, roles, security, two_factor
from nocturne.config import Settings
from nocturne.core.errors import ApiError
from nocturne.live.changes import Change, Publisher
from nocturne.mail.letters import accounts as letters
from nocturne.mail.outbox import SendLater
from nocturne.models import User


async def list_users(session: AsyncSession) -> list[User]:
    """Those waiting for approval (address confirmed, not approved) first, then newest first."""
    waiting = case(
        (and_(User.email_confirmed_at.is_not(None), User.approved_at.is_(None)), 0), else_=1
    )
    rows = await session.scalars(select(User).order_by(waiting, User.created_at.desc()))
    return list(rows.all())


async def _keep_an_owner(session: AsyncSession, user: User) -> None:
    """Refuse (409) to take away the last approved owner. The owners' rows are locked first, so
    two owners demoting each other at once cannot both succeed."""
    if user.role != roles.OWNER or user.approved_at is None:
        return
    owners = await session.scalars(
        select(User.id)
        .where(User.role == roles.OWNER, User.approved_at.is_not(None))
        .with_for_update()
    )
    if set(owners.all()) <= {user.id}:
        await session.rollback()
        raise ApiError(409, messages.LAST_OWNER)


async def set_role(
    session: AsyncSession,
    changes: Publisher,
    user_id: uuid.UUID,
    role: str,
    keep_session: uuid.UUID | None = None,
) -> User:
    """A new role; the account's sessions end (but `keep_session`, the asking owner's own when
    the owner changes their own role), so every browser signs in again under it."""
    user = await session.get(User, user_id, populate_existing=True)
    if user is None:
        raise ApiError(404, messages.USER_NOT_FOUND)
    if role != user.role:
        await _keep_an_owner(session, user)
        user.role = role
        await session.flush()
        await security.revoke_user_sessions(session, user.id, keep=keep_session)
        changes.publish(Change("users", "UPDATE", user.id))
    return user


async def tell_owners_someone_waits(
    session: AsyncSession, settings: Settings, send_later: SendLater, user: User
) -> None:
    """The account now waits for approval: every owner hears of it."""
    for owner in await security.owner_addresses(session):
        await send_later(
            letters.waiting_for_approval(owner, user.email, settings.club_name, settings.public_url)
        )


async def set_approval(
    session: AsyncSession,
    changes: Publisher,
    user_id: uuid.UUID,
    approved: bool,
    tell: SendLater | None = None,
    settings: Settings | None = None,
) -> User:
    """Approve an account, or take its access away. Someone who was waiting hears either way."""
    user = await session.get(User, user_id, populate_existing=True)
    if user is None:
        raise ApiError(404, messages.USER_NOT_FOUND)
    was_waiting = user.approved_at is None and user.email_confirmed_at is not None
    if approved:
        # Approval gives the admin area to whoever holds the account's password. Until the address
        # is confirmed that may be anyone who typed the address at sign-up, not its owner.
        if user.email_confirmed_at is None:
            raise ApiError(409, messages.APPROVE_UNCONFIRMED)
        user.approved_at = user.approved_at or datetime.now(UTC)
    else:
        await _keep_an_owner(session, user)
        user.approved_at = None
        # Approved again later, the account starts as a host: its old role is not given back.
        user.role = "host"
    # The mail is stored with the change.
    if was_waiting and tell is not None and settings is not None:
        await tell(
            letters.approved(user.email, settings.club_name, settings.public_url)
            if approved
            else letters.refused(user.email, settings.club_name)
        )
    await session.flush()
    if not approved:
        await security.revoke_user_sessions(session, user.id)
    changes.publish(Change("users", "UPDATE", user.id))
    return user


async def create_admin(session: AsyncSession, email: str, password: str) -> User:
    """Create a confirmed, approved owner account, or make an existing one that.

    This is the operator's way back in (it needs the server's shell and database): for an
    existing account it also turns two-factor sign-in off, for an owner who lost both the phone
    and the recovery codes, and ends the account's sessions, as any new password does. A
    password reset through a mailed link keeps two-factor on: a second factor is there for the
    day someone else reads the mailbox."""
    passwords.check_strength(password)
    now = datetime.now(UTC)
    user = await addresses.find_user(session, email)
    password_hash = await passwords.hash_password(password)
    if user is None:
        user = User(email=email.lower(), password_hash=password_hash)
        session.add(user)
    user.password_hash = password_hash
    user.email_confirmed_at = user.email_confirmed_at or now
    user.approved_at = user.approved_at or now
    user.role = roles.OWNER
    two_factor.clear(user)
    await session.flush()
    await security.revoke_user_sessions(session, user.id)
    return user


async def count_users(session: AsyncSession) -> int:
    return int(await session.scalar(select(func.count()).select_from(User)) or 0)
