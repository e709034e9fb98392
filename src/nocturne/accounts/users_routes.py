"""Staff accounts: who may open the admin area: an account reaches it only once approved."""

import uuid
from typing import Any

from fastapi import Request

from nocturne import messages
from nocturne.accounts import two_factor
from nocturne.accounts import users as accounts_users
from nocturne.accounts.schemas import RoleUpdate, UserPublic, UsersPublic
from nocturne.core.errors import ApiError
from nocturne.core.schemas import ErrorResponse
from nocturne.deps import (
    ChangesDep,
    CurrentStaff,
    NotifierDep,
    SessionDep,
    SettingsDep,
    session_of,
    staff_router,
)

router = staff_router(prefix="/users", tags=["admin: users"])
NOT_FOUND: dict[int | str, dict[str, Any]] = {404: {"model": ErrorResponse}}


@router.get("", operation_id="read_users")
async def read_users(session: SessionDep) -> UsersPublic:
    """Every account, newest first."""
    users = [UserPublic.model_validate(u) for u in await accounts_users.list_users(session)]
    return UsersPublic(data=users, count=len(users))


@router.post(
    "/{user_id}/approve",
    operation_id="approve_user",
    responses={**NOT_FOUND, 409: {"model": ErrorResponse}},
)
async def approve_user(
    user_id: uuid.UUID,
    session: SessionDep,
    changes: ChangesDep,
    notifier: NotifierDep,
    settings: SettingsDep,
) -> UserPublic:
    """Let an account into the admin area, once its address is confirmed; its owner is mailed."""
    user = await accounts_users.set_approval(
        session,
        changes,
        user_id,
        approved=True,
        tell=notifier.send_later(session),
        settings=settings,
    )
    return UserPublic.model_validate(user)


@router.post(
    "/{user_id}/revoke",
    operation_id="revoke_user",
    responses={**NOT_FOUND, 409: {"model": ErrorResponse}},
)
async def revoke_user(
    user_id: uuid.UUID,
    session: SessionDep,
    changes: ChangesDep,
    staff: CurrentStaff,
    notifier: NotifierDep,
    settings: SettingsDep,
) -> UserPublic:
    """Take an account's access away and sign it out everywhere; refusing someone who waits
    for approval mails them."""
    if user_id == staff.id:
        raise ApiError(409, messages.CANNOT_REVOKE_SELF)
    user = await accounts_users.set_approval(
        session,
        changes,
        user_id,
        approved=False,
        tell=notifier.send_later(session),
        settings=settings,
    )
    return UserPublic.model_validate(user)


@router.put(
    "/{user_id}/role",
    operation_id="set_user_role",
    responses={**NOT_FOUND, 409: {"model": ErrorResponse}, 422: {"model": ErrorResponse}},
)
async def set_user_role(
    user_id: uuid.UUID,
    data: RoleUpdate,
    request: Request,
    session: SessionDep,
    settings: SettingsDep,
    changes: ChangesDep,
) -> UserPublic:
    """Make an account an owner, a manager or a host (the club keeps at least one owner); the
    account is signed out everywhere (an owner changing their own role stays signed in here)."""
    user = await accounts_users.set_role(
        session, changes, user_id, data.role, keep_session=session_of(request, settings)
    )
    return UserPublic.model_validate(user)


@router.post(
    "/{user_id}/two-factor/reset",
    operation_id="reset_user_two_factor",
    responses={**NOT_FOUND, 409: {"model": ErrorResponse}},
)
async def reset_user_two_factor(
    user_id: uuid.UUID,
    session: SessionDep,
    settings: SettingsDep,
    changes: ChangesDep,
    notifier: NotifierDep,
    owner: CurrentStaff,
) -> UserPublic:
    """Turn two-factor sign-in off for another account that lost its phone and its recovery
    codes: the account is mailed and signed out everywhere, and the change is recorded."""
    user = await two_factor.reset_for(
        session, settings, changes, notifier.send_later(session), owner, user_id
    )
    return UserPublic.model_validate(user)
