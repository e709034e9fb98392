"""Guest profiles: every staff role reads them (the door knows its regulars); owners and
managers write them, merge and split them, and export them."""

import json
import uuid
from typing import Annotated, Any

from fastapi import Depends, Query, Response, status

from nocturne.core.schemas import ErrorResponse
from nocturne.deps import ChangesDep, ClubDep, ReadSessionDep, SessionDep, staff_router
from nocturne.guests import matching, privacy, service
from nocturne.guests.schemas import (
    GuestInput,
    GuestMerge,
    GuestProfile,
    GuestSplit,
    GuestsPublic,
)
from nocturne.kit import csv as csv_export

router = staff_router(tags=["admin: guests"])
REFUSED: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorResponse},
    409: {"model": ErrorResponse, "description": "Refused as things stand (the message says)."},
    422: {"model": ErrorResponse},
}
GUEST_CSV_COLUMNS = [
    "Name", "Email", "Phone", "Tags", "Visits", "No-shows", "Bookings", "Last visit",
    "Birthday", "Marketing consent", "Notes", "Blocked because",
]  # fmt: skip


async def _matched(session: SessionDep, reader: ReadSessionDep, club: ClubDep) -> None:
    """Every booking has its profile before profiles are read."""
    await matching.match_new_bookings(session, reader, club.country)


Matched = Annotated[None, Depends(_matched)]
Search = Annotated[
    str | None, Query(max_length=200, description="A part of the name or email, or phone digits.")
]
Tag = Annotated[str | None, Query(max_length=32, description="Only guests with this tag.")]


@router.get("/guests", operation_id="read_guests")
async def read_guests(
    _: Matched,
    reader: ReadSessionDep,
    q: Search = None,
    tag: Tag = None,
    offset: Annotated[int, Query(ge=0)] = 0,
) -> GuestsPublic:
    """Guests, latest visit first (those who never came after, newest first), fifty at a
    time from `offset`, with every tag in use."""
    shown = await service.list_guests(reader, q, tag, offset)
    await reader.commit()
    return shown


@csv_export.export_route(router, "/guests.csv", "export_guests", "admin: guests")
async def export_guests(
    _: Matched, reader: ReadSessionDep, q: Search = None, tag: Tag = None
) -> Response:
    """Every guest the list finds, as CSV."""
    shown = await service.list_guests(reader, q, tag, limit=None)
    await reader.commit()
    return csv_export.download(
        csv_export.file_name("guests", tag, q),
        csv_export.to_csv(
            GUEST_CSV_COLUMNS,
            (
                [
                    g.name,
                    g.email or "",
                    g.phone or "",
                    ", ".join(g.tags),
                    g.visits,
                    g.no_shows,
                    g.bookings,
                    g.last_visit.isoformat() if g.last_visit else "",
                    g.birthday or "",
                    "yes" if g.marketing_consent else "no",
                    g.notes or "",
                    g.blocked_reason or "",
                ]
                for g in shown.data
            ),
        ),
    )


@router.get("/guests/{guest_id}", operation_id="read_guest", responses=REFUSED)
async def read_guest(guest_id: uuid.UUID, _: Matched, reader: ReadSessionDep) -> GuestProfile:
    """One guest: the profile, counts, every booking (latest night first) and the profiles
    merged into it. A profile merged into another names it (`merged_into_id`)."""
    shown = await service.profile(reader, guest_id)
    await reader.commit()
    return shown


@router.put("/guests/{guest_id}", operation_id="update_guest", responses=REFUSED)
async def update_guest(
    guest_id: uuid.UUID, data: GuestInput, session: SessionDep, changes: ChangesDep, club: ClubDep
) -> GuestProfile:
    """Write the profile: contact, tags, notes, preferences, birthday, marketing consent and
    why a Blocked guest is not welcome. An address or phone another profile has is refused."""
    return await service.save_guest(session, changes, guest_id, data, club.country)


@router.post("/guests/{guest_id}/merge", operation_id="merge_guests", responses=REFUSED)
async def merge_guests(
    guest_id: uuid.UUID, data: GuestMerge, session: SessionDep, changes: ChangesDep
) -> GuestProfile:
    """Merge another profile into this one (refused while both hold a booking for one night);
    undone with unmerge."""
    return await service.merge(session, changes, guest_id, data.other_id)


@router.post("/guests/{guest_id}/unmerge", operation_id="unmerge_guest", responses=REFUSED)
async def unmerge_guest(
    guest_id: uuid.UUID, session: SessionDep, changes: ChangesDep
) -> GuestProfile:
    """Take a profile merged into another out again, with its bookings; returns it."""
    return await service.unmerge(session, changes, guest_id)


@router.post("/guests/{guest_id}/split", operation_id="split_guest", responses=REFUSED)
async def split_guest(
    guest_id: uuid.UUID, data: GuestSplit, session: SessionDep, changes: ChangesDep, club: ClubDep
) -> GuestProfile:
    """Move some of the guest's bookings to a new profile (a wrong match); returns it."""
    return await service.split(session, changes, guest_id, data.reservation_ids, club.country)


@router.get(
    "/guests/{guest_id}/export",
    operation_id="export_guest",
    responses={**REFUSED, 200: {"description": "The guest's data, as a JSON file."}},
    response_class=Response,
)
async def export_guest(guest_id: uuid.UUID, _: Matched, reader: ReadSessionDep) -> Response:
    """Everything the club keeps of the guest, as a JSON file to hand over on request: the
    profile, the profiles merged into it and every booking as stored."""
    data = await privacy.export(reader, guest_id)
    await reader.commit()
    return Response(
        json.dumps(data, indent=2, ensure_ascii=False).encode(),
        media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="guest-{guest_id}.json"'},
    )


@router.post(
    "/guests/{guest_id}/erase",
    operation_id="erase_guest",
    status_code=status.HTTP_204_NO_CONTENT,
    responses=REFUSED,
)
async def erase_guest(
    guest_id: uuid.UUID, _: Matched, session: SessionDep, changes: ChangesDep, club: ClubDep
) -> Response:
    """Erase the guest on request: the profile goes, its bookings keep their nights and parties
    but lose the name and every way to reach the person. Refused while a booking of theirs
    tonight or later holds its places."""
    await privacy.erase(session, changes, guest_id, club.zone)
    return Response(status_code=status.HTTP_204_NO_CONTENT)
