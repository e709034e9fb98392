"""Guest profiles as staff see and keep them: the list and its search, one profile with its
bookings, what staff write on it, and merging two profiles or splitting a wrong match.

A merge keeps the profile that joined (`merged_into_id`) with a record of what it gave: its
bookings, and what the other profile took of it. Undoing the merge gives those back, except
what staff changed since. A split moves some bookings to a new profile; merging it back undoes
it. Each is one entry in the audit log, in the words staff use.
"""

import uuid
from collections.abc import Sequence
from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy import Text, case, cast, func, or_, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.core import audit
from nocturne.core.errors import ApiError
from nocturne.guests.phones import phone_key
from nocturne.guests.schemas import (
    TAGS,
    GuestBadge,
    GuestBooking,
    GuestInput,
    GuestListed,
    GuestMerged,
    GuestProfile,
    GuestsPublic,
)
from nocturne.live.changes import Change, Publisher
from nocturne.models import Guest, Reservation

HOLDING = ("pending", "confirmed")
PAGE = 50
# What a merge may fill in or add to on the profile that stays, and undoing it gives back.
MERGED_FIELDS = (
    "email", "phone", "phone_key", "phone_unreadable", "tags", "notes", "preferences",
    "birthday", "marketing_consent", "consent_at", "consent_source", "blocked_reason",
)  # fmt: skip
_JOINED = ("notes", "preferences", "blocked_reason")

_STATS = (
    select(
        Reservation.guest_id.label("guest_id"),
        func.count().label("bookings"),
        func.sum(case((Reservation.arrived > 0, 1), else_=0)).label("visits"),
        func.sum(case((Reservation.no_show, 1), else_=0)).label("no_shows"),
        func.max(case((Reservation.arrived > 0, Reservation.date))).label("last_visit"),
    )
    .where(Reservation.guest_id.is_not(None))
    .group_by(Reservation.guest_id)
    .subquery()
)


# A profile with its counts: the row every read of profiles starts from.
_WITH_STATS = select(
    Guest, _STATS.c.bookings, _STATS.c.visits, _STATS.c.no_shows, _STATS.c.last_visit
).outerjoin(_STATS, _STATS.c.guest_id == Guest.id)


def _like(text: str) -> str:
    escaped = text.lower().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def _listing(search: str | None, tag: str | None) -> Any:
    statement = _WITH_STATS.where(Guest.merged_into_id.is_(None))
    if search and search.strip():
        words = search.strip()
        found = [
            func.lower(Guest.name).like(_like(words), escape="\\"),
            func.lower(Guest.email).like(_like(words), escape="\\"),
        ]
        digits = "".join(c for c in words if c.isdigit())
        if len(digits) >= 3:
            found.append(Guest.phone_key.like(f"%{digits}%"))
        statement = statement.where(or_(*found))
    if tag:
        quoted = f'"{tag}"'.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        statement = statement.where(cast(Guest.tags, Text).like(f"%{quoted}%", escape="\\"))
    return statement


def _listed(row: Any) -> dict[str, Any]:
    guest: Guest = row[0]
    return {
        "id": guest.id,
        "name": guest.name,
        "email": guest.email,
        "phone": guest.phone,
        "phone_unreadable": guest.phone_unreadable,
        "tags": guest.tags,
        "notes": guest.notes,
        "birthday": guest.birthday,
        "blocked_reason": guest.blocked_reason,
        "marketing_consent": guest.marketing_consent,
        "bookings": int(row.bookings or 0),
        "visits": int(row.visits or 0),
        "no_shows": int(row.no_shows or 0),
        "last_visit": row.last_visit,
    }


# Latest visit first; those who never came last, the newest first.
_ORDER = (
    case((_STATS.c.last_visit.is_(None), 1), else_=0),
    _STATS.c.last_visit.desc(),
    Guest.created_at.desc(),
)


async def list_guests(
    session: AsyncSession,
    search: str | None,
    tag: str | None,
    offset: int = 0,
    limit: int | None = PAGE,
) -> GuestsPublic:
    """The profiles in use, found by name, email or phone digits and by tag, latest visit
    first; `limit` None: all of them (the CSV)."""
    listing = _listing(search, tag)
    count = await session.scalar(select(func.count()).select_from(listing.subquery()))
    statement = listing.order_by(*_ORDER).offset(offset)
    if limit is not None:
        statement = statement.limit(limit)
    rows = (await session.execute(statement)).all()
    return GuestsPublic(
        data=[GuestListed(**_listed(row)) for row in rows],
        count=int(count or 0),
        tags=await all_tags(session),
    )


async def all_tags(session: AsyncSession) -> list[str]:
    """The usual tags, then the club's own in use, A to Z."""
    own: set[str] = set()
    for tags in await session.scalars(
        select(Guest.tags).where(Guest.merged_into_id.is_(None), cast(Guest.tags, Text) != "[]")
    ):
        own.update(tag for tag in tags if tag not in TAGS)
    return [*TAGS, *sorted(own, key=str.lower)]


async def badges(
    session: AsyncSession, guest_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, GuestBadge]:
    """What the bookings of these profiles show of them."""
    wanted = sorted(set(guest_ids))
    if not wanted:
        return {}
    rows = (await session.execute(_WITH_STATS.where(Guest.id.in_(wanted)))).all()
    return {row[0].id: GuestBadge(**_listed(row)) for row in rows}


async def _guest(session: AsyncSession, guest_id: uuid.UUID, *, in_use: bool = True) -> Guest:
    guest = await session.get(Guest, guest_id, populate_existing=True)
    if guest is None:
        raise ApiError(404, messages.NOT_FOUND)
    if in_use and guest.merged_into_id is not None:
        raise ApiError(409, messages.GUEST_MERGED_ALREADY)
    return guest


async def profile(session: AsyncSession, guest_id: uuid.UUID) -> GuestProfile:
    """One profile with its bookings, latest night first, and the profiles merged into it."""
    guest = await _guest(session, guest_id, in_use=False)
    row = (await session.execute(_WITH_STATS.where(Guest.id == guest_id))).one()
    bookings = await session.scalars(
        select(Reservation)
        .where(Reservation.guest_id == guest_id)
        .order_by(Reservation.date.desc(), Reservation.time.desc())
    )
    merged = await session.scalars(
        select(Guest).where(Guest.merged_into_id == guest_id).order_by(Guest.updated_at.desc())
    )
    return GuestProfile(
        **_listed(row),
        preferences=guest.preferences,
        consent_at=guest.consent_at,
        consent_source=guest.consent_source,
        created_at=guest.created_at,
        merged_into_id=guest.merged_into_id,
        merged=[
            GuestMerged(
                id=other.id,
                name=other.name,
                email=other.email,
                phone=other.phone,
                merged_at=_merged_at(other),
            )
            for other in merged
        ],
        reservations=[GuestBooking.model_validate(r, from_attributes=True) for r in bookings],
    )


def _merged_at(guest: Guest) -> datetime | None:
    at = (guest.merge_record or {}).get("at")
    return datetime.fromisoformat(at) if at else None


async def _taken(session: AsyncSession, guest_id: uuid.UUID | None, where: Any) -> Guest | None:
    """Another profile in use matching `where`."""
    statement = select(Guest).where(Guest.merged_into_id.is_(None), where)
    if guest_id is not None:
        statement = statement.where(Guest.id != guest_id)
    return (await session.scalars(statement.limit(1))).first()


async def save_guest(
    session: AsyncSession,
    changes: Publisher,
    guest_id: uuid.UUID,
    data: GuestInput,
    country: str,
) -> GuestProfile:
    """Write the profile as staff have it. Its address and phone stay its own: one another
    profile has is refused, naming that guest (merge the two instead)."""
    guest = await _guest(session, guest_id)
    values = data.model_dump()
    key = phone_key(data.phone, country) if data.phone else None
    if data.email and (
        other := await _taken(session, guest_id, func.lower(Guest.email) == func.lower(data.email))
    ):
        message = messages.GUEST_EMAIL_TAKEN.format(name=other.name)
        raise ApiError(409, message, fields={"email": message})
    if key and (other := await _taken(session, guest_id, Guest.phone_key == key.key)):
        message = messages.GUEST_PHONE_TAKEN.format(name=other.name)
        raise ApiError(409, message, fields={"phone": message})
    values["phone_key"] = key.key if key else None
    values["phone_unreadable"] = bool(key and not key.readable)
    if data.marketing_consent != guest.marketing_consent:
        values["consent_at"] = datetime.now(UTC)
    for name, value in values.items():
        if getattr(guest, name) != value:
            setattr(guest, name, value)
    await session.flush()
    changes.publish(Change("guests", "UPDATE", guest_id))
    return await profile(session, guest_id)


def _night(day: date) -> str:
    return f"{day:%a} {day.day} {day:%b %Y}"


async def merge(
    session: AsyncSession, changes: Publisher, guest_id: uuid.UUID, other_id: uuid.UUID
) -> GuestProfile:
    """`other_id` joins `guest_id`: its bookings move over, and this profile takes what it
    lacks (address, phone, birthday...), the other's tags and its notes after its own."""
    if other_id == guest_id:
        message = messages.GUEST_MERGE_SELF
        raise ApiError(422, message, fields={"other_id": message})
    guest = await _guest(session, guest_id)
    other = await _guest(session, other_id)
    mine = select(Reservation.date).where(
        Reservation.guest_id == guest_id, Reservation.status.in_(HOLDING)
    )
    clash = await session.scalar(
        select(Reservation.date)
        .where(
            Reservation.guest_id == other_id,
            Reservation.status.in_(HOLDING),
            Reservation.date.in_(mine),
        )
        .order_by(Reservation.date)
        .limit(1)
    )
    if clash is not None:
        raise ApiError(409, messages.GUEST_MERGE_SAME_NIGHT.format(night=_night(clash)))
    moved = [str(i) for i in await session.scalars(
        select(Reservation.id).where(Reservation.guest_id == other_id)
    )]  # fmt: skip
    before = {name: getattr(guest, name) for name in MERGED_FIELDS}
    after = _joined(guest, other)
    # The other profile leaves the ones in use first: its address and phone are free to take.
    other.merged_into_id = guest_id
    other.merge_record = {
        "at": datetime.now(UTC).isoformat(),
        "reservations": moved,
        "before": _stored(before),
        "after": _stored(after),
    }
    await session.flush()
    for name, value in after.items():
        setattr(guest, name, value)
    await session.flush()
    await session.execute(
        update(Reservation)
        .where(Reservation.guest_id == other_id)
        .values(guest_id=guest_id)
        .execution_options(synchronize_session=False)
    )
    audit.describe(
        session,
        "update",
        "guests",
        str(guest_id),
        f"{other.name!r} merged into {guest.name!r} ({len(moved)} bookings)",
        instead_of=("guests", "reservations"),
    )
    changes.publish(Change("guests", "UPDATE", guest_id))
    changes.publish(Change("reservations", "UPDATE", None))
    return await profile(session, guest_id)


def _joined(guest: Guest, other: Guest) -> dict[str, Any]:
    """What `guest` becomes taking in `other`: only the fields that change."""
    after: dict[str, Any] = {}
    if guest.email is None and other.email:
        after["email"] = other.email
    if guest.phone_key is None and other.phone_key:
        after.update(
            phone=other.phone,
            phone_key=other.phone_key,
            phone_unreadable=other.phone_unreadable,
        )
    if guest.birthday is None and other.birthday:
        after["birthday"] = other.birthday
    tags = list(dict.fromkeys([*guest.tags, *other.tags]))
    if tags != guest.tags:
        after["tags"] = tags
    for name in _JOINED:
        mine, theirs = getattr(guest, name), getattr(other, name)
        if theirs and mine != theirs:
            after[name] = f"{mine}\n\n{theirs}" if mine else theirs
    if other.marketing_consent and not guest.marketing_consent:
        after.update(
            marketing_consent=True,
            consent_at=other.consent_at,
            consent_source=other.consent_source,
        )
    return after


def _stored(values: dict[str, Any]) -> dict[str, Any]:
    return {
        name: value.isoformat() if isinstance(value, datetime) else value
        for name, value in values.items()
    }


def _loaded(name: str, value: Any) -> Any:
    return datetime.fromisoformat(value) if name == "consent_at" and value else value


async def unmerge(session: AsyncSession, changes: Publisher, guest_id: uuid.UUID) -> GuestProfile:
    """Undo the merge of `guest_id` into another: its bookings go back, and the other gives
    back what it took of it, where staff have not changed it since."""
    merged = await _guest(session, guest_id, in_use=False)
    if merged.merged_into_id is None:
        raise ApiError(409, messages.GUEST_UNMERGE_NOTHING)
    guest = await _guest(session, merged.merged_into_id, in_use=False)
    if guest.merged_into_id is not None:
        raise ApiError(409, messages.GUEST_UNMERGE_LATER_MERGE)
    record = merged.merge_record or {}
    before, after = record.get("before", {}), record.get("after", {})
    for name, value in after.items():
        if _stored({name: getattr(guest, name)})[name] == value:
            setattr(guest, name, _loaded(name, before.get(name)))
    await session.flush()
    merged.merged_into_id = None
    merged.merge_record = None
    try:
        async with session.begin_nested():
            await session.flush()
    except IntegrityError:
        message = messages.GUEST_EMAIL_TAKEN.format(name=guest.name)
        raise ApiError(409, message) from None
    moved = [uuid.UUID(i) for i in record.get("reservations", [])]
    if moved:
        await session.execute(
            update(Reservation)
            .where(Reservation.guest_id == guest.id, Reservation.id.in_(moved))
            .values(guest_id=merged.id)
            .execution_options(synchronize_session=False)
        )
    audit.describe(
        session,
        "update",
        "guests",
        str(merged.id),
        f"{merged.name!r} taken out of {guest.name!r} again ({len(moved)} bookings)",
        instead_of=("guests", "reservations"),
    )
    changes.publish(Change("guests", "UPDATE", merged.id))
    changes.publish(Change("reservations", "UPDATE", None))
    return await profile(session, merged.id)


async def split(
    session: AsyncSession,
    changes: Publisher,
    guest_id: uuid.UUID,
    reservation_ids: Sequence[uuid.UUID],
    country: str,
) -> GuestProfile:
    """Some of a profile's bookings belong to someone else: they move to a new profile, named
    as the latest of them; it takes their address and phone where no other profile has them.
    Merging it back undoes the split."""
    guest = await _guest(session, guest_id)
    chosen = set(reservation_ids)
    theirs = list(
        await session.scalars(
            select(Reservation)
            .where(Reservation.guest_id == guest_id)
            .order_by(Reservation.date.desc(), Reservation.created_at.desc())
        )
    )
    moving = [r for r in theirs if r.id in chosen]
    if len(moving) != len(chosen) or len(moving) == len(theirs):
        message = messages.GUEST_SPLIT_CHOOSE
        raise ApiError(422, message, fields={"reservation_ids": message})
    latest = moving[0]
    email = next((r.email for r in moving if r.email), None)
    phone = next((r.phone for r in moving if r.phone), None)
    key = phone_key(phone, country) if phone else None
    if email and await _taken(session, None, func.lower(Guest.email) == func.lower(email)):
        email = None
    if key and await _taken(session, None, Guest.phone_key == key.key):
        phone, key = None, None
    made = Guest(
        name=latest.name,
        email=email,
        phone=phone,
        phone_key=key.key if key else None,
        phone_unreadable=bool(key and not key.readable),
        tags=[],
    )
    session.add(made)
    await session.flush()
    await session.execute(
        update(Reservation)
        .where(Reservation.guest_id == guest_id, Reservation.id.in_([r.id for r in moving]))
        .values(guest_id=made.id)
        .execution_options(synchronize_session=False)
    )
    audit.describe(
        session,
        "update",
        "guests",
        str(made.id),
        f"{len(moving)} bookings of {guest.name!r} split off to a new profile, {made.name!r}",
        instead_of=("guests", "reservations"),
    )
    changes.publish(Change("guests", "INSERT", made.id))
    changes.publish(Change("reservations", "UPDATE", None))
    return await profile(session, made.id)
