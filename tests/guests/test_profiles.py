"""Guest profiles: bookings from the form, by phone and at the door meet in one profile by
address or phone number; staff keep the profile, merge two and split a wrong match (each
undone); every booking shows what its guest's profile says."""

import asyncio
import csv
import io
import itertools
import uuid
from datetime import date, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy import select, text, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.club.nights import club_today
from nocturne.config import Settings
from nocturne.models import AuditEntry, Guest, Reservation
from nocturne.reservations import mail_links
from tests.support.auth import staff_token
from tests.support.factories import next_week, reservation

ADMIN = "/api/admin"


def tonight(settings: Settings) -> date:
    return club_today(ZoneInfo(settings.timezone))


_phones = itertools.count(100)


async def book(client: AsyncClient, **fields: Any) -> dict[str, Any]:
    """A request from the form, each with a number of its own unless `phone` is given."""
    phone = f"+1 646 555 {next(_phones):04d}"
    answer = await client.post("/api/reservations", json=reservation(**({"phone": phone} | fields)))
    assert answer.status_code == 201, answer.text
    body: dict[str, Any] = answer.json()
    return body


async def take(staff: AsyncClient, **fields: Any) -> dict[str, Any]:
    """A booking staff take (by phone unless `source` says a walk-in)."""
    body = {"name": "Marcus Lee", "date": next_week().isoformat(), "time": "23:00", "guests": 4}
    answer = await staff.post(f"{ADMIN}/reservations", json=body | {"source": "phone"} | fields)
    assert answer.status_code == 201, answer.text
    taken: dict[str, Any] = answer.json()
    return taken


async def listed(staff: AsyncClient, query: str = "") -> dict[str, Any]:
    answer = await staff.get(f"{ADMIN}/guests{query}")
    assert answer.status_code == 200, answer.text
    body: dict[str, Any] = answer.json()
    return body


async def guest_of(staff: AsyncClient, booking: dict[str, Any]) -> str:
    rows = (await staff.get(f"{ADMIN}/reservations")).json()["data"]
    guest_id: str = next(row["guest_id"] for row in rows if row["id"] == booking["id"])
    return guest_id


async def came(
    session: AsyncSession, booking: dict[str, Any], days_ago: int, **values: Any
) -> None:
    """The booking was for a night `days_ago` and its party came (or, with no_show, did not)."""
    night = club_today(ZoneInfo("UTC")) - timedelta(days=days_ago)
    await session.execute(
        update(Reservation)
        .where(Reservation.id == uuid.UUID(booking["id"]))
        .values(date=night, status="confirmed", **({"arrived": 2} | values))
    )
    await session.commit()


def profile_payload(profile: dict[str, Any], **changes: Any) -> dict[str, Any]:
    fields = (
        "name", "email", "phone", "tags", "notes", "preferences", "birthday",
        "marketing_consent", "consent_source", "blocked_reason",
    )  # fmt: skip
    return {name: profile[name] for name in fields} | changes


async def test_bookings_online_by_phone_and_at_the_door_meet_in_one_profile(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession, settings: Settings
) -> None:
    online = await book(
        client, name="Marcus Lee", email="Marcus.Lee@Example.com", phone="(212) 555-0199"
    )
    # By phone, the number written another way: the same number in E.164.
    by_phone = await take(
        staff_client, phone="+1 212-555-0199", date=(next_week() + timedelta(days=1)).isoformat()
    )
    # At the door, the address in another case.
    walk_in = await take(
        staff_client,
        source="walk_in",
        date=tonight(settings).isoformat(),
        email="marcus.lee@example.com",
    )
    stranger = await book(client, name="Ana Ruiz", phone="+44 20 7946 0958")
    ids = {await guest_of(staff_client, b) for b in (online, by_phone, walk_in)}
    assert len(ids) == 1
    (marcus,) = ids
    assert await guest_of(staff_client, stranger) != marcus

    profile = (await staff_client.get(f"{ADMIN}/guests/{marcus}")).json()
    assert (profile["name"], profile["email"], profile["phone"]) == (
        "Marcus Lee",
        "Marcus.Lee@example.com",
        "(212) 555-0199",
    )
    assert profile["phone_unreadable"] is False
    assert {r["id"] for r in profile["reservations"]} == {
        online["id"],
        by_phone["id"],
        walk_in["id"],
    }
    assert (profile["bookings"], profile["visits"], profile["no_shows"]) == (3, 1, 0)
    assert profile["last_visit"] == tonight(settings).isoformat()

    # Found by a part of the name, the address, or the phone's digits however written.
    for query in ("?q=marcus", "?q=LEE@EXAMPLE", "?q=555 0199", "?q=2125550199"):
        assert [g["id"] for g in (await listed(staff_client, query))["data"]] == [marcus], query
    assert (await listed(staff_client, "?q=nobody"))["data"] == []


async def test_a_phone_that_cannot_be_read_is_kept_as_typed_matched_on_digits_and_flagged(
    staff_client: AsyncClient,
) -> None:
    first = await take(staff_client, name="Dee Vance", phone="0044 12")
    second = await take(
        staff_client,
        name="Dee V.",
        phone="004412",
        date=(next_week() + timedelta(days=3)).isoformat(),
    )
    guest = await guest_of(staff_client, first)
    assert await guest_of(staff_client, second) == guest
    profile = (await staff_client.get(f"{ADMIN}/guests/{guest}")).json()
    assert (profile["phone"], profile["phone_unreadable"]) == ("0044 12", True)


async def test_staff_keep_the_profile_and_the_list_sorts_filters_and_exports_it(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    regular = await book(
        client, name="Lena Ortiz", email="lena@example.com", phone="+1 212 555 0147"
    )
    newcomer = await book(client, name="Ben Okafor", email="ben@example.com")
    never = await book(client, name="Ivy Chen", email="ivy@example.com")
    await came(session, regular, days_ago=3)
    await came(session, newcomer, days_ago=20)
    lena = await guest_of(staff_client, regular)
    profile = (await staff_client.get(f"{ADMIN}/guests/{lena}")).json()
    saved = await staff_client.put(
        f"{ADMIN}/guests/{lena}",
        json=profile_payload(
            profile,
            tags=[" vip ", "Birthday", "Tequila club", "VIP"],
            notes="Prefers the booth by the DJ.",
            preferences="Don Julio 1942",
            birthday="12-04",
            marketing_consent=True,
            consent_source="Asked at the door",
        ),
    )
    assert saved.status_code == 200, saved.text
    kept = saved.json()
    assert kept["tags"] == ["VIP", "Birthday", "Tequila club"]
    assert (kept["birthday"], kept["preferences"]) == ("12-04", "Don Julio 1942")
    assert kept["marketing_consent"] is True
    assert kept["consent_at"] is not None

    everyone = await listed(staff_client)
    # Latest visit first; those who never came after.
    assert [g["name"] for g in everyone["data"]] == ["Lena Ortiz", "Ben Okafor", "Ivy Chen"]
    assert everyone["count"] == 3
    assert everyone["tags"] == ["VIP", "Regular", "Birthday", "Industry", "Blocked", "Tequila club"]
    assert [g["name"] for g in (await listed(staff_client, "?tag=VIP"))["data"]] == ["Lena Ortiz"]
    assert (await listed(staff_client, "?tag=Regular"))["data"] == []

    exported = await staff_client.get(f"{ADMIN}/guests.csv?tag=VIP")
    assert exported.status_code == 200
    assert 'filename="guests-vip.csv"' in exported.headers["content-disposition"]
    rows = list(csv.reader(io.StringIO(exported.content.decode("utf-8-sig"))))
    assert rows[0][:4] == ["Name", "Email", "Phone", "Tags"]
    assert rows[1][:5] == [
        "Lena Ortiz",
        "lena@example.com",
        "+1 212 555 0147",
        "VIP, Birthday, Tequila club",
        "1",
    ]
    assert len(rows) == 2
    assert never["id"]


async def test_bad_profile_input_is_refused_with_why_and_changes_nothing(
    client: AsyncClient, staff_client: AsyncClient
) -> None:
    first = await book(client, name="Ana Ruiz", email="ana@example.com", phone="+1 212 555 0101")
    other = await book(client, name="Tom Hale", email="tom@example.com", phone="+1 212 555 0102")
    ana = await guest_of(staff_client, first)
    profile = (await staff_client.get(f"{ADMIN}/guests/{ana}")).json()
    tom_name = "Tom Hale"
    cases = [
        (
            {"email": "TOM@example.com"},
            409,
            "email",
            messages.GUEST_EMAIL_TAKEN.format(name=tom_name),
        ),
        ({"phone": "212.555.0102"}, 409, "phone", messages.GUEST_PHONE_TAKEN.format(name=tom_name)),
        ({"tags": ['say "hi"']}, 422, "tags", messages.GUEST_TAGS_INVALID),
        ({"tags": [f"tag {n}" for n in range(21)]}, 422, "tags", messages.GUEST_TAGS_INVALID),
        ({"birthday": "02-30"}, 422, "birthday", messages.GUEST_BIRTHDAY_INVALID),
        ({"birthday": "1990-07-14"}, 422, "birthday", messages.GUEST_BIRTHDAY_INVALID),
        ({"phone": "call me"}, 422, "phone", messages.PHONE_INVALID),
        ({"name": ""}, 422, "name", messages.GUEST_NAME_REQUIRED),
        ({"email": ""}, 422, "email", messages.EMAIL_INVALID),  # no address is null
    ]
    for changes, status, field, message in cases:
        answer = await staff_client.put(
            f"{ADMIN}/guests/{ana}", json=profile_payload(profile, **changes)
        )
        assert answer.status_code == status, (changes, answer.text)
        assert answer.json()["error"]["fields"][field] == message
    assert (await staff_client.get(f"{ADMIN}/guests/{ana}")).json() == profile
    assert other["id"]


async def test_merging_two_profiles_moves_the_bookings_and_is_undone(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    by_mail = await book(
        client, name="Marcus Lee", email="marcus@example.com", phone="+1 212 555 0199"
    )
    # The same man, booked by phone under another number and without an address.
    by_phone = await take(
        staff_client,
        name="Marcus",
        phone="+1 917 555 0123",
        date=(next_week() + timedelta(days=2)).isoformat(),
    )
    await came(session, by_phone, days_ago=5)
    keep, other = await guest_of(staff_client, by_mail), await guest_of(staff_client, by_phone)
    assert keep != other
    kept_profile = (await staff_client.get(f"{ADMIN}/guests/{keep}")).json()
    other_profile = (await staff_client.get(f"{ADMIN}/guests/{other}")).json()
    await staff_client.put(
        f"{ADMIN}/guests/{keep}",
        json=profile_payload(kept_profile, tags=["VIP"], notes="Tips well."),
    )
    await staff_client.put(
        f"{ADMIN}/guests/{other}",
        json=profile_payload(
            other_profile, tags=["Regular"], notes="Likes the mezzanine.", birthday="03-09"
        ),
    )

    merged = await staff_client.post(f"{ADMIN}/guests/{keep}/merge", json={"other_id": other})
    assert merged.status_code == 200, merged.text
    body = merged.json()
    assert {r["id"] for r in body["reservations"]} == {by_mail["id"], by_phone["id"]}
    assert body["tags"] == ["VIP", "Regular"]
    assert body["notes"] == "Tips well.\n\nLikes the mezzanine."
    assert (body["birthday"], body["visits"]) == ("03-09", 1)
    assert [m["id"] for m in body["merged"]] == [other]
    gone = (await staff_client.get(f"{ADMIN}/guests/{other}")).json()
    assert gone["merged_into_id"] == keep
    assert [g["id"] for g in (await listed(staff_client))["data"]] == [keep]
    # The merged profile's phone now leads to the one it joined.
    again = await take(
        staff_client,
        name="M. Lee",
        phone="(917) 555-0123",
        date=(next_week() + timedelta(days=4)).isoformat(),
    )
    assert await guest_of(staff_client, again) == keep
    # A merged profile is not written, nor merged again.
    refused = await staff_client.post(f"{ADMIN}/guests/{keep}/merge", json={"other_id": other})
    assert (refused.status_code, refused.json()["error"]["message"]) == (
        409,
        messages.GUEST_MERGED_ALREADY,
    )
    summary = await session.scalar(
        select(AuditEntry.summary)
        .where(AuditEntry.entity == "guests")
        .order_by(AuditEntry.at.desc())
    )
    await session.commit()
    assert summary == "'Marcus' merged into 'Marcus Lee' (1 bookings)"

    undone = await staff_client.post(f"{ADMIN}/guests/{other}/unmerge")
    assert undone.status_code == 200, undone.text
    back = undone.json()
    assert (back["merged_into_id"], back["tags"], back["birthday"]) == (None, ["Regular"], "03-09")
    assert [r["id"] for r in back["reservations"]] == [by_phone["id"]]
    restored = (await staff_client.get(f"{ADMIN}/guests/{keep}")).json()
    assert (restored["tags"], restored["notes"], restored["birthday"]) == (
        ["VIP"],
        "Tips well.",
        None,
    )
    # The booking made after the merge stays where it was made.
    assert {r["id"] for r in restored["reservations"]} == {by_mail["id"], again["id"]}
    nothing = await staff_client.post(f"{ADMIN}/guests/{other}/unmerge")
    assert (nothing.status_code, nothing.json()["error"]["message"]) == (
        409,
        messages.GUEST_UNMERGE_NOTHING,
    )


async def test_a_merge_of_two_guests_booked_the_same_night_is_refused_with_the_night(
    client: AsyncClient, staff_client: AsyncClient
) -> None:
    night = next_week()
    one = await book(client, name="Sam Hart", email="sam@example.com", date=night.isoformat())
    two = await take(staff_client, name="Sam Hart", phone="+1 917 555 0111", date=night.isoformat())
    first, second = await guest_of(staff_client, one), await guest_of(staff_client, two)
    answer = await staff_client.post(f"{ADMIN}/guests/{first}/merge", json={"other_id": second})
    assert answer.status_code == 409
    assert answer.json()["error"]["message"] == messages.GUEST_MERGE_SAME_NIGHT.format(
        night=f"{night:%a} {night.day} {night:%b %Y}"
    )
    self_merge = await staff_client.post(f"{ADMIN}/guests/{first}/merge", json={"other_id": first})
    assert self_merge.status_code == 422
    assert len((await listed(staff_client))["data"]) == 2


async def test_a_wrong_match_is_split_off_and_merged_back(
    client: AsyncClient, staff_client: AsyncClient
) -> None:
    # Two people booked with the same house phone: one profile.
    hers = await book(client, name="Nina Park", email="nina@example.com", phone="+1 212 555 0177")
    his = await take(
        staff_client, name="Leo Park", email="leo@example.com", phone="+1 212 555 0177",
        date=(next_week() + timedelta(days=1)).isoformat(),
    )  # fmt: skip
    shared = await guest_of(staff_client, hers)
    assert await guest_of(staff_client, his) == shared
    for chosen in ([hers["id"], his["id"]], [str(uuid.uuid4())]):
        refused = await staff_client.post(
            f"{ADMIN}/guests/{shared}/split", json={"reservation_ids": chosen}
        )
        assert refused.status_code == 422
        assert refused.json()["error"]["fields"]["reservation_ids"] == messages.GUEST_SPLIT_CHOOSE
    split = await staff_client.post(
        f"{ADMIN}/guests/{shared}/split", json={"reservation_ids": [his["id"]]}
    )
    assert split.status_code == 200, split.text
    leo = split.json()
    # His own address comes along; the phone stays with the profile that has it.
    assert (leo["name"], leo["email"], leo["phone"]) == ("Leo Park", "leo@example.com", None)
    assert [r["id"] for r in leo["reservations"]] == [his["id"]]
    assert await guest_of(staff_client, his) == leo["id"]
    # His next booking by address finds his profile.
    later = await take(
        staff_client,
        name="Leo",
        email="LEO@example.com",
        date=(next_week() + timedelta(days=5)).isoformat(),
    )
    assert await guest_of(staff_client, later) == leo["id"]
    back = await staff_client.post(f"{ADMIN}/guests/{shared}/merge", json={"other_id": leo["id"]})
    assert back.status_code == 200
    assert len(back.json()["reservations"]) == 3


async def test_correcting_a_bookings_address_moves_it_to_that_guests_profile(
    client: AsyncClient, staff_client: AsyncClient
) -> None:
    ana = await book(client, name="Ana Ruiz", email="ana@example.com", phone="+1 212 555 0131")
    typo = await take(
        staff_client,
        name="Ana Ruiz",
        email="anna@example.com",
        date=(next_week() + timedelta(days=2)).isoformat(),
    )
    assert await guest_of(staff_client, typo) != await guest_of(staff_client, ana)
    fields = {
        k: typo[k]
        for k in (
            "name",
            "date",
            "time",
            "guests",
            "occasion",
            "requests",
            "package_id",
            "phone",
            "table_label",
            "staff_notes",
        )
    }
    fixed = await staff_client.put(
        f"{ADMIN}/reservations/{typo['id']}", json=fields | {"email": "ana@example.com"}
    )
    assert fixed.status_code == 200, fixed.text
    assert await guest_of(staff_client, typo) == await guest_of(staff_client, ana)


async def test_every_booking_shows_its_guests_tags_visits_no_shows_and_notes(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession, settings: Settings
) -> None:
    past = [
        await book(
            client,
            name="Marcus Lee",
            email="marcus@example.com",
            date=(next_week() + timedelta(days=n)).isoformat(),
        )
        for n in range(3)
    ]
    await came(session, past[0], days_ago=30)
    await came(session, past[1], days_ago=20)
    await came(session, past[2], days_ago=10, arrived=0, no_show=True)
    tonight_row = await take(
        staff_client, email="marcus@example.com", date=tonight(settings).isoformat()
    )
    marcus = await guest_of(staff_client, tonight_row)
    profile = (await staff_client.get(f"{ADMIN}/guests/{marcus}")).json()
    await staff_client.put(
        f"{ADMIN}/guests/{marcus}",
        json=profile_payload(profile, tags=["VIP"], notes="Knows the owner.", birthday="07-14"),
    )
    expected = {
        "tags": ["VIP"],
        "visits": 2,
        "no_shows": 1,
        "notes": "Knows the owner.",
        "birthday": "07-14",
    }
    answer = (
        await staff_client.get(f"{ADMIN}/reservations?date={tonight(settings).isoformat()}")
    ).json()
    badge = answer["guests"][marcus]
    assert {k: badge[k] for k in expected} == expected
    door = (await staff_client.get(f"{ADMIN}/door")).json()
    assert [row["guest_id"] for row in door["data"]] == [marcus]
    assert {k: door["guests"][marcus][k] for k in expected} == expected


async def test_a_blocked_guests_request_is_held_for_staff_with_why_and_the_guest_told_nothing(
    client: AsyncClient, staff_client: AsyncClient, settings: Settings
) -> None:
    first = await book(client, name="Rex Stone", email="rex@example.com")
    rex = await guest_of(staff_client, first)
    profile = (await staff_client.get(f"{ADMIN}/guests/{rex}")).json()
    reason = "Fought with security on 3 Oct."
    await staff_client.put(
        f"{ADMIN}/guests/{rex}",
        json=profile_payload(profile, tags=["Blocked"], blocked_reason=reason),
    )
    answer = await client.post(
        "/api/reservations",
        json=reservation(
            name="Rex Stone",
            email="REX@example.com",
            date=(next_week() + timedelta(days=1)).isoformat(),
        ),
    )
    # The guest's answer is every guest's.
    assert answer.status_code == 201
    assert set(answer.json()) == set(first)
    assert answer.json()["status"] == "pending"
    rows = (await staff_client.get(f"{ADMIN}/reservations?status=pending")).json()
    row = next(r for r in rows["data"] if r["id"] == answer.json()["id"])
    assert rows["guests"][row["guest_id"]]["blocked_reason"] == reason
    assert "Blocked" in rows["guests"][row["guest_id"]]["tags"]
    # The Confirm link in the staff's mail opens on the reason too.
    token = mail_links.issue(settings.resolved_secret_key, uuid.UUID(row["id"]), "confirm")
    preview = await client.post("/api/reservation-link/preview", json={"token": token})
    assert preview.json()["guest"]["blocked_reason"] == reason


async def test_hosts_read_profiles_and_only_managers_write_them(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    booked = await book(client, name="Ivy Chen", email="ivy@example.com")
    ivy = await guest_of(staff_client, booked)
    profile = (await staff_client.get(f"{ADMIN}/guests/{ivy}")).json()
    host = {"Authorization": f"Bearer {await staff_token(client, session, 'host')}"}
    assert (await client.get(f"{ADMIN}/guests/{ivy}", headers=host)).status_code == 200
    assert (await client.get(f"{ADMIN}/guests", headers=host)).status_code == 200
    written = await client.put(
        f"{ADMIN}/guests/{ivy}", headers=host, json=profile_payload(profile, tags=["VIP"])
    )
    assert written.status_code == 403
    assert (await client.get(f"{ADMIN}/guests.csv", headers=host)).status_code == 403


async def test_two_reads_matching_at_once_make_one_profile(
    app: FastAPI, client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    for n in range(6):
        await book(
            client,
            name="Zoe Park",
            email="zoe@example.com",
            date=(next_week() + timedelta(days=n)).isoformat(),
        )
    answers = await asyncio.gather(*(staff_client.get(f"{ADMIN}/guests") for _ in range(4)))
    assert {a.status_code for a in answers} == {200}
    count = await session.scalar(text("SELECT count(*) FROM guests"))
    await session.commit()
    assert count == 1
    assert (await listed(staff_client))["data"][0]["bookings"] == 6


async def test_a_profile_removed_leaves_its_bookings_unmatched_not_lost(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    booked = await book(client, name="Kai Moss", email="kai@example.com")
    guest = uuid.UUID(await guest_of(staff_client, booked))
    await session.execute(Guest.__table__.delete().where(Guest.id == guest))
    await session.commit()
    kept = await session.scalar(
        select(Reservation.guest_id).where(Reservation.id == uuid.UUID(booked["id"]))
    )
    assert kept is None  # ON DELETE SET NULL, on both databases


async def test_an_address_beyond_ascii_meets_its_profile_and_never_fails_a_read(
    client: AsyncClient, staff_client: AsyncClient
) -> None:
    first = await book(client, name="Émile Roux", email="Émile.Roux@example.com")
    second = await book(
        client,
        name="Émile Roux",
        email="Émile.Roux@example.com",
        date=(next_week() + timedelta(days=1)).isoformat(),
    )
    assert await guest_of(staff_client, first) == await guest_of(staff_client, second)
