"""What guards a change to how an account signs in: the password asked for beside the session,
the sessions that end after it, the audit entry that names it, and whom the mails about it say
to tell."""

import uuid
from datetime import UTC, datetime

from sqlalchemy import ColumnElement, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.accounts import passwords, roles
from nocturne.core import audit
from nocturne.core.errors import ApiError
from nocturne.models import RefreshToken, User

# The audit log's name for changes to how an account signs in.
ENTITY = "account_security"


async def check_current_password(user: User, current: str) -> None:
    """Changes to how the account signs in ask for its password, not only a session: a stolen
    token alone cannot take the account over."""
    if not await passwords.verify_password(user.password_hash, current):
        message = messages.CURRENT_PASSWORD_WRONG
        raise ApiError(422, message, fields={"current_password": message})


def describe(session: AsyncSession, user: User, summary: str) -> None:
    """The audit entry of a change to how an account signs in, in place of the account row's."""
    summary = f"{summary} ({user.email})"
    audit.describe(session, "update", ENTITY, str(user.id), summary, instead_of=("users",))


async def revoke_family(session: AsyncSession, family_id: uuid.UUID) -> None:
    """End one sign-in's sessions, committed at once: it is followed by a refusal (a reused
    refresh token), which must not undo it."""
    await _revoke_refresh_tokens(session, RefreshToken.family_id == family_id)
    await session.commit()


async def revoke_user_sessions(
    session: AsyncSession, user_id: uuid.UUID, *, keep: uuid.UUID | None = None
) -> None:
    """End every session of the account (but `keep`, the one asking, when given)."""
    which = RefreshToken.user_id == user_id
    if keep is not None:
        which = which & (RefreshToken.family_id != keep)
    await _revoke_refresh_tokens(session, which)


async def _revoke_refresh_tokens(session: AsyncSession, which: ColumnElement[bool]) -> None:
    await session.execute(
        update(RefreshToken)
        .where(which, RefreshToken.revoked_at.is_(None))
        .values(revoked_at=datetime.now(UTC))
    )


async def owner_addresses(session: AsyncSession) -> list[str]:
    """The approved owners' addresses: whom a mail about an account's security says to tell if
    it was not the account's owner, and who hears of an account waiting for approval."""
    owners = await session.scalars(
        select(User.email).where(User.role == roles.OWNER, User.approved_at.is_not(None))
    )
    return list(owners.all())
