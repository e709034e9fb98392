"""The signed Confirm and Decline links from the staff's mail: the page they open reads the
request first, then acts when the staff member says so. The token is the authority (no sign-in:
the mail may be opened on a phone that never signed in) and travels in the body, never the
address, so it stays out of logs."""

from typing import Any

from fastapi import APIRouter, Request
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.core import audit
from nocturne.core.errors import ApiError
from nocturne.core.schemas import ErrorResponse
from nocturne.deps import (
    ChangesDep,
    ClubDep,
    NotifierDep,
    ReadSessionDep,
    SessionDep,
    SettingsDep,
    client_address,
)
from nocturne.guests import matching
from nocturne.guests import service as guests_service
from nocturne.models import Reservation
from nocturne.reservations import mail_links, staff_service
from nocturne.reservations.notifications import load_club
from nocturne.reservations.schemas import LinkAct, LinkPreview, LinkRequest, ReservationPublic

router = APIRouter(prefix="/api/reservation-link", tags=["public"])
LINK_ERRORS: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorResponse, "description": "Not a link signed here, or altered."},
    409: {"model": ErrorResponse, "description": "Used already, or the request was decided."},
    410: {"model": ErrorResponse, "description": "The link has expired."},
    422: {"model": ErrorResponse},
}


@router.post("/preview", operation_id="preview_reservation_link", responses=LINK_ERRORS)
async def preview_reservation_link(
    data: LinkRequest,
    session: SessionDep,
    reader: ReadSessionDep,
    settings: SettingsDep,
    club: ClubDep,
) -> LinkPreview:
    """What the link would do, to which request, and what the guest's profile says (a Blocked
    guest's reason among it); nothing of the request changes."""
    claims = mail_links.read(settings.resolved_secret_key, data.token)
    await matching.match_new_bookings(session, reader, club.country)
    row = await session.get(Reservation, claims.reservation_id)
    if row is None:
        raise ApiError(404, messages.RESERVATION_LINK_INVALID)
    badges = await guests_service.badges(session, [row.guest_id] if row.guest_id else [])
    return LinkPreview(
        action=claims.action,
        expires_at=claims.expires_at,
        used=await mail_links.was_used(session, claims),
        reservation=ReservationPublic.model_validate(row),
        guest=badges.get(row.guest_id) if row.guest_id else None,
    )


@router.post("/act", operation_id="use_reservation_link", responses=LINK_ERRORS)
async def use_reservation_link(
    data: LinkAct,
    request: Request,
    session: SessionDep,
    settings: SettingsDep,
    club: ClubDep,
    changes: ChangesDep,
    notifier: NotifierDep,
) -> ReservationPublic:
    """Confirm or decline the pending request, once; the guest is mailed the decision."""
    claims = mail_links.read(settings.resolved_secret_key, data.token)
    audit.act_as(
        session,
        audit.Actor(None, "mail link", client_address(request), "use_reservation_link"),
    )
    await mail_links.use(session, claims)
    status = "confirmed" if claims.action == "confirm" else "rejected"
    try:
        row = await staff_service.decide_reservation(
            session, changes, club.zone, claims.reservation_id, status, data.reason
        )
    except ApiError as refused:
        raise await _link_refusal(session, claims, refused) from None
    # The guest's mail is stored with the decision.
    signed = await load_club(session, settings.club_name, settings.public_url)
    await notifier.reservation_decided(session, row, signed)
    return ReservationPublic.model_validate(row)


async def _link_refusal(
    session: AsyncSession, claims: mail_links.LinkClaims, refused: ApiError
) -> ApiError:
    """A link names a request it can no longer decide: gone (the link is as good as invalid),
    its night over (pending or expired by then), or decided already."""
    row = await session.get(Reservation, claims.reservation_id, populate_existing=True)
    if row is None:
        return ApiError(404, messages.RESERVATION_LINK_INVALID)
    if refused.status_code != 409:
        return refused
    if row.status in ("pending", "expired"):
        return ApiError(409, messages.NIGHT_PASSED)
    return ApiError(409, messages.ALREADY_DECIDED)
