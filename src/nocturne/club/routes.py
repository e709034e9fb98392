"""The club's settings (owners and managers read them; owners save them) and its security
policy (owners)."""

from typing import Any

from nocturne.club.schemas import ClubSettingsPublic, ClubSettingsUpdate, SecuritySettings
from nocturne.core.schemas import ErrorResponse
from nocturne.deps import ChangesDep, ClubDep, SessionDep, staff_router

router = staff_router(tags=["admin: club"])
REFUSED: dict[int | str, dict[str, Any]] = {422: {"model": ErrorResponse}}


@router.get("/club-settings", operation_id="read_club_settings")
async def read_club_settings(session: SessionDep, club: ClubDep) -> ClubSettingsPublic:
    """The club's time zone, currency and country and the staff told of each new request: as
    saved, as in force, and whether the environment fixes them."""
    return await club.read(session)


@router.put("/club-settings", operation_id="update_club_settings", responses=REFUSED)
async def update_club_settings(
    data: ClubSettingsUpdate, session: SessionDep, changes: ChangesDep, club: ClubDep
) -> ClubSettingsPublic:
    """Save them; every server process applies them at once (where the environment does not
    fix them)."""
    return await club.save(session, changes, data)


@router.get("/users/security-settings", operation_id="read_security_settings")
async def read_security_settings(club: ClubDep) -> SecuritySettings:
    """The roles that must sign in with a second factor."""
    return SecuritySettings(two_factor_roles=sorted(club.two_factor_roles))


@router.put("/users/security-settings", operation_id="update_security_settings", responses=REFUSED)
async def update_security_settings(
    data: SecuritySettings, session: SessionDep, changes: ChangesDep, club: ClubDep
) -> SecuritySettings:
    """Require two-factor sign-in for these roles; every server process applies it at once."""
    in_force = await club.require_two_factor(session, changes, list(data.two_factor_roles))
    return SecuritySettings.model_validate({"two_factor_roles": in_force})
