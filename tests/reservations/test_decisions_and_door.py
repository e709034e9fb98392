"""What follows a request: the guest's mail when staff decide, the signed Confirm and Decline
links in the staff's mail, undo within the night, staff edits and bookings, search, and the door
(check-in, partial arrivals, no-show, the night's headcount)."""

import asyncio
import html
import re
import uuid
from datetime import UTC, date, datetime, time, timedelta
from email.message import Message
from typing import Any
from zoneinfo import ZoneInfo

import jwt
import pytest
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.club.nights import club_today
from nocturne.config import Settings
from nocturne.deps import system_clock
from nocturne.mail.letters.reservations import MAPS_SEARCH
from nocturne.models import Reservation
from nocturne.models.reservations import ARRIVALS_OVER_MAX
from nocturne.reservations import mail_links
from tests.support.factories import make_contact, make_package, next_week, reservation
from tests.support.mail_server import Inbox, html_of, over_smtp, text_of
from tests.support.tables import tables

NEW_YORK = "America/New_York"
STAFF_MAIL = "door@nocturne.club"
ADMIN = "/api/admin/reservations"


@pytest.fixture
def settings(settings: Settings, smtp: tuple[Inbox, int]) -> Settings:
    """The suite's settings, mailing over real SMTP, with one staff address, in New York."""
    return over_smtp(settings, smtp[1], staff_notification_emails=[STAFF_MAIL], timezone=NEW_YORK)


@pytest.fixture
def inbox(smtp: tuple[Inbox, int]) -> Inbox:
    return smtp[0]


async def mailed(app: FastAPI, inbox: Inbox, to: str) -> list[Message]:
    await app.state.notifier.drain()
    return [m for m in inbox.messages if m["To"] == to]


async def request(client: AsyncClient, **fields: Any) -> dict[str, Any]:
    response = await client.post("/api/reservations", json=reservation(**fields))
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


async def decide(staff: AsyncClient, row_id: str, status: str, **extra: Any) -> Any:
    return await staff.patch(f"{ADMIN}/{row_id}", json={"status": status, **extra})


def links_in(message: Message) -> dict[str, str]:
    """The tokens of the Confirm and Decline links in a staff mail's text."""
    text = text_of(message)
    found = dict(re.findall(r"(Confirm|Decline) it: \S+/reservation-link#(\S+)", text))
    return {"confirm": found["Confirm"], "decline": found["Decline"]}


# The guest's receipt.


async def test_the_receipt_tells_the_night_the_package_and_how_to_change_it(
    app: FastAPI, client: AsyncClient, session: AsyncSession, inbox: Inbox
) -> None:
    await make_contact(session)
    package = await make_package(session, name="VIP Table")
    await session.commit()
    night = next_week() + timedelta(days=(4 - next_week().weekday()) % 7)
    typed = "Call me at +1 555 0199 about pills.example"
    await request(
        client, email="ava@example.com", name="Ava Stone", date=night.isoformat(),
        time="23:00", guests=6, package_id=str(package.id), requests=typed,
    )  # fmt: skip

    [receipt] = await mailed(app, inbox, "ava@example.com")
    assert receipt["Subject"] == "We received your reservation request at Nocturne"
    assert receipt["Reply-To"] == "info@example.com"
    words = f"{night:%A, %B} {night.day}, {night.year}"
    text, page = text_of(receipt), html_of(receipt)
    for shown in (
        "Hello Ava,",
        f"Night: {words}",
        "Arrival: 11:00 PM, New York time",
        "Guests: 6",
        "Package: VIP Table",
        "Occasion: Birthday",
        "Address: 1 Main St, New York, NY 10001",
        "To change or cancel, open your booking: http",
        "Or call +1 555 0100.",
        "This is a receipt, not yet a confirmation.",
    ):
        assert shown in text
    assert "/booking#" in text
    assert "Change or cancel your booking" in page
    for shown in ("Hello Ava,", words, "11:00 PM, New York time", "VIP Table", ">6<"):
        assert shown in page
    # Only the name, and of it only the first name: nothing else the visitor typed.
    for typed_text in ("pills", "0199", "Stone", "+1 212 555 0147"):
        assert typed_text not in text
        assert typed_text not in page


@pytest.mark.parametrize(
    ("name", "greeting"),
    [
        ("O'Brien <img src=x onerror=alert(1)>", "Hello O'Brien,"),
        ("<b>Leo</b> Park", "Hello,"),
        ("www.pills.example", "Hello,"),
        ("Zo\u00eb\u202eetis.live Hart", "Hello,"),
        ("Jean-Luc" + "x" * 60, "Hello,"),
        ("Jean-Luc\r\nBcc: victim@example.com", "Hello Jean-Luc,"),
    ],
)
async def test_the_receipt_greets_by_a_plain_first_name_only(
    app: FastAPI, client: AsyncClient, inbox: Inbox, name: str, greeting: str
) -> None:
    await request(client, email="guest@example.com", name=name)
    [receipt] = await mailed(app, inbox, "guest@example.com")
    text, page = text_of(receipt), html_of(receipt)
    assert text.splitlines()[0] == greeting
    assert html.escape(greeting) in page
    for hostile in ("<img", "onerror", "<b>", "pills", "\u202e", "etis", "Bcc", "victim"):
        assert hostile not in text
        assert hostile not in page
    assert receipt["Bcc"] is None


# The guest's mail when staff decide.


async def test_confirming_mails_the_guest_the_night_in_local_time_with_the_way_there(
    app: FastAPI, client: AsyncClient, staff_client: AsyncClient, session: AsyncSession,
    inbox: Inbox,
) -> None:  # fmt: skip
    await make_contact(session)
    await session.commit()
    package = await make_package(session, name="VIP Table")
    await session.commit()
    night = next_week() + timedelta(days=(4 - next_week().weekday()) % 7)  # open Thu-Sat
    row = await request(
        client, email="ava@example.com", name="Ava Stone", date=night.isoformat(),
        time="00:00", guests=6, package_id=str(package.id),
    )  # fmt: skip
    answer = await decide(staff_client, row["id"], "confirmed")
    assert answer.status_code == 200
    assert answer.json()["decided_at"] is not None

    [receipt, confirmation] = await mailed(app, inbox, "ava@example.com")
    assert confirmation["Subject"] == "Your reservation at Nocturne is confirmed"
    assert confirmation["Reply-To"] == "info@example.com"
    text = text_of(confirmation)
    words = f"{night:%A, %B} {night.day}, {night.year}"
    assert f"Night: {words}" in text
    assert "Arrival: midnight, New York time" in text
    assert "Guests: 6" in text
    assert "Package: VIP Table" in text
    assert "Address: 1 Main St, New York, NY 10001" in text
    assert f"Map: {MAPS_SEARCH}1+Main+St%2C+New+York%2C+NY+10001" in text
    assert "call +1 555 0100" in text
    page = html_of(confirmation)
    assert words in page
    # The address was never verified: no text the visitor typed goes to it.
    assert "Ava Stone" not in page
    assert "Ava Stone" not in text
    map_href = html.escape(f"{MAPS_SEARCH}1+Main+St%2C+New+York%2C+NY+10001")
    assert f'href="{map_href}"' in page
    assert "This is a receipt, not yet a confirmation" in text_of(receipt)


async def test_declining_mails_the_reason_staff_typed_and_escapes_it_in_html(
    app: FastAPI, client: AsyncClient, staff_client: AsyncClient, inbox: Inbox
) -> None:
    row = await request(client, email="leo@example.com", name="Leo <b>Park</b>")
    reason = "We are closed for a <private> event that night."
    answer = await decide(staff_client, row["id"], "rejected", reason=reason)
    assert answer.status_code == 200
    assert answer.json()["decline_reason"] == reason

    [_, decline] = await mailed(app, inbox, "leo@example.com")
    assert decline["Subject"] == "Your reservation request at Nocturne"
    assert f"A note from the club: {reason}" in text_of(decline)
    page = html_of(decline)
    assert "&lt;private&gt;" in page
    assert "<private>" not in page
    assert "Park" not in page
    assert "/#reservation-form" in page


async def test_a_confirmation_keeps_no_reason_and_a_too_long_reason_changes_nothing(
    client: AsyncClient, staff_client: AsyncClient
) -> None:
    row = await request(client)
    too_long = await decide(staff_client, row["id"], "rejected", reason="x" * 501)
    assert too_long.status_code == 422
    assert too_long.json()["error"]["fields"]["reason"] == messages.REASON_TOO_LONG
    confirmed = await decide(staff_client, row["id"], "confirmed", reason="ignored")
    assert confirmed.json()["status"] == "confirmed"
    assert confirmed.json()["decline_reason"] is None


# The signed links in the staff's mail.


async def test_the_staff_mail_links_confirm_once_after_asking(
    app: FastAPI, client: AsyncClient, inbox: Inbox
) -> None:
    row = await request(client, email="mia@example.com", name="Mia Chen", guests=4)
    [staff_mail] = await mailed(app, inbox, STAFF_MAIL)
    links = links_in(staff_mail)
    assert 'href="http://127.0.0.1:8000/reservation-link#' in html_of(staff_mail)

    preview = await client.post("/api/reservation-link/preview", json={"token": links["confirm"]})
    assert preview.status_code == 200
    assert preview.json()["action"] == "confirm"
    assert preview.json()["used"] is False
    assert preview.json()["reservation"]["name"] == "Mia Chen"
    assert preview.json()["reservation"]["status"] == "pending"  # asking changed nothing

    acted = await client.post("/api/reservation-link/act", json={"token": links["confirm"]})
    assert acted.status_code == 200
    assert acted.json()["status"] == "confirmed"
    [_, confirmation] = await mailed(app, inbox, "mia@example.com")
    assert "is confirmed" in confirmation["Subject"]

    again = await client.post("/api/reservation-link/act", json={"token": links["confirm"]})
    assert (again.status_code, again.json()["error"]["message"]) == (
        409,
        messages.RESERVATION_LINK_USED,
    )
    seen = await client.post("/api/reservation-link/preview", json={"token": links["confirm"]})
    assert seen.json()["used"] is True
    other = await client.post("/api/reservation-link/act", json={"token": links["decline"]})
    assert (other.status_code, other.json()["error"]["message"]) == (
        409,
        messages.ALREADY_DECIDED,
    )
    assert len(await mailed(app, inbox, "mia@example.com")) == 2
    assert row["id"] == acted.json()["id"]


async def test_the_decline_link_carries_the_reason(
    app: FastAPI, client: AsyncClient, inbox: Inbox
) -> None:
    await request(client, email="noah@example.com")
    links = links_in((await mailed(app, inbox, STAFF_MAIL))[0])
    acted = await client.post(
        "/api/reservation-link/act", json={"token": links["decline"], "reason": "Fully booked."}
    )
    assert acted.json()["status"] == "rejected"
    [_, decline] = await mailed(app, inbox, "noah@example.com")
    assert "A note from the club: Fully booked." in text_of(decline)


async def test_an_expired_a_tampered_or_a_foreign_link_acts_on_nothing(
    app: FastAPI, settings: Settings, client: AsyncClient, inbox: Inbox
) -> None:
    row = await request(client)
    secret = settings.resolved_secret_key
    four_days_ago = datetime.now(UTC) - timedelta(days=4)
    expired = mail_links.issue(secret, row["id"], "confirm", now=four_days_ago)
    valid = links_in((await mailed(app, inbox, STAFF_MAIL))[0])["confirm"]
    head, claims, signature = valid.split(".")
    tampered = f"{head}.{claims}.{signature[:-2]}{'AA' if signature[-2:] != 'AA' else 'BB'}"
    foreign = jwt.encode(
        {"sub": row["id"], "act": "confirm", "jti": "x", "typ": "reservation-link",
         "exp": int((datetime.now(UTC) + timedelta(days=1)).timestamp())},
        "another-club-secret-key-of-32-characters", algorithm="HS256",
    )  # fmt: skip
    wrong_kind = jwt.encode(
        {"sub": row["id"], "act": "confirm", "jti": "x", "typ": "access",
         "exp": int((datetime.now(UTC) + timedelta(days=1)).timestamp())},
        secret, algorithm="HS256",
    )  # fmt: skip
    cases = [
        (expired, 410, messages.RESERVATION_LINK_EXPIRED),
        (tampered, 404, messages.RESERVATION_LINK_INVALID),
        (foreign, 404, messages.RESERVATION_LINK_INVALID),
        (wrong_kind, 404, messages.RESERVATION_LINK_INVALID),
        ("not-a-token", 404, messages.RESERVATION_LINK_INVALID),
    ]
    for token, status, message in cases:
        for step in ("preview", "act"):
            answer = await client.post(f"/api/reservation-link/{step}", json={"token": token})
            assert (answer.status_code, answer.json()["error"]["message"]) == (status, message)
    assert (await client.post("/api/reservation-link/act", json={})).status_code == 422
    staff_status = await client.post("/api/reservation-link/preview", json={"token": valid})
    assert staff_status.json()["reservation"]["status"] == "pending"


# Undo within the night.


async def test_undo_returns_to_pending_silently_and_the_next_decision_is_mailed(
    app: FastAPI, client: AsyncClient, staff_client: AsyncClient, inbox: Inbox
) -> None:
    row = await request(client, email="zoe@example.com")
    await decide(staff_client, row["id"], "rejected", reason="Full.")
    undone = await staff_client.post(f"{ADMIN}/{row['id']}/undo")
    assert undone.status_code == 200
    body = undone.json()
    assert (body["status"], body["decided_at"], body["decline_reason"]) == ("pending", None, None)
    assert len(await mailed(app, inbox, "zoe@example.com")) == 2  # receipt, decline: not undo
    await decide(staff_client, row["id"], "confirmed")
    mails = await mailed(app, inbox, "zoe@example.com")
    assert len(mails) == 3
    assert "is confirmed" in mails[-1]["Subject"]


async def test_undo_is_refused_with_a_reason_when_it_cannot_be(
    settings: Settings, client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    pending = await request(client, date=club_today(ZoneInfo(settings.timezone)).isoformat())
    nothing = await staff_client.post(f"{ADMIN}/{pending['id']}/undo")
    assert (nothing.status_code, nothing.json()["error"]["message"]) == (
        409,
        messages.UNDO_NOTHING,
    )
    await decide(staff_client, pending["id"], "confirmed")
    await staff_client.put(f"{ADMIN}/{pending['id']}/arrival", json={"arrived": 2})
    arrived = await staff_client.post(f"{ADMIN}/{pending['id']}/undo")
    assert (arrived.status_code, arrived.json()["error"]["message"]) == (
        409,
        messages.UNDO_ARRIVED,
    )

    past = await request(client)
    await decide(staff_client, past["id"], "confirmed")
    last_night = club_today(ZoneInfo(settings.timezone)) - timedelta(days=1)
    await session.execute(
        update(Reservation).where(Reservation.id == uuid.UUID(past["id"])).values(date=last_night)
    )
    await session.commit()
    late = await staff_client.post(f"{ADMIN}/{past['id']}/undo")
    assert (late.status_code, late.json()["error"]["message"]) == (409, messages.UNDO_TOO_LATE)
    missing = await staff_client.post(f"{ADMIN}/00000000-0000-0000-0000-000000000000/undo")
    assert missing.status_code == 404


# The door.


async def test_the_door_checks_in_four_of_six_and_every_count_agrees(
    settings: Settings, client: AsyncClient, staff_client: AsyncClient
) -> None:
    tonight = club_today(ZoneInfo(settings.timezone)).isoformat()
    six = await request(client, date=tonight, guests=6, name="Ava Stone")
    two = await request(client, date=tonight, guests=2, name="Ben Ode")
    await decide(staff_client, six["id"], "confirmed")
    await decide(staff_client, two["id"], "confirmed")
    rejected = await request(client, date=tonight, guests=9)
    await decide(staff_client, rejected["id"], "rejected")
    await request(client, date=tonight, guests=3)  # pending: not on the door's list

    checked = await staff_client.put(f"{ADMIN}/{six['id']}/arrival", json={"arrived": 4})
    assert checked.status_code == 200
    assert checked.json()["arrived"] == 4
    no_show = await staff_client.put(
        f"{ADMIN}/{two['id']}/arrival", json={"arrived": 0, "no_show": True}
    )
    assert no_show.json()["no_show"] is True

    door = (await staff_client.get("/api/admin/door")).json()
    assert door["date"] == tonight
    assert door["tonight"] is True
    assert door["counts"] == {
        "parties": 2,
        "guests_expected": 8,
        "guests_arrived": 4,
        "parties_arrived": 1,
        "no_shows": 1,
    }
    assert [r["name"] for r in door["data"]] == ["Ava Stone", "Ben Ode"]
    # The dashboard and the list count the guests who hold places: 6 + 2 confirmed + 3 pending.
    dashboard = (await staff_client.get("/api/admin/dashboard")).json()
    assert dashboard["nights"][0]["guests"] == 11
    assert dashboard["nights"][0]["reservations"] == 3


async def test_the_door_refuses_what_cannot_be(
    settings: Settings, client: AsyncClient, staff_client: AsyncClient
) -> None:
    row = await request(client, date=club_today(ZoneInfo(settings.timezone)).isoformat(), guests=6)
    pending = await staff_client.put(f"{ADMIN}/{row['id']}/arrival", json={"arrived": 1})
    assert (pending.status_code, pending.json()["error"]["message"]) == (
        409,
        messages.DOOR_NOT_CONFIRMED,
    )
    await decide(staff_client, row["id"], "confirmed")
    cases = [
        ({"arrived": 6 + ARRIVALS_OVER_MAX + 1}, "arrived", messages.ARRIVED_TOO_MANY),
        ({"arrived": -1}, "arrived", messages.ARRIVED_TOO_MANY),
        ({"arrived": "4"}, "arrived", messages.ARRIVED_TOO_MANY),
        ({"arrived": 2, "no_show": True}, "no_show", messages.NO_SHOW_WITH_ARRIVALS),
    ]
    for body, field, message in cases:
        answer = await staff_client.put(f"{ADMIN}/{row['id']}/arrival", json=body)
        assert answer.status_code == 422, body
        assert answer.json()["error"]["fields"][field] == message
    listed = (await staff_client.get(ADMIN)).json()["data"][0]
    assert (listed["arrived"], listed["no_show"]) == (0, False)


async def test_the_door_checks_in_guests_beyond_the_party_up_to_a_ceiling(
    settings: Settings, client: AsyncClient, staff_client: AsyncClient
) -> None:
    """Friends the party brings along are let in and counted in the night's headcount, up to
    ARRIVALS_OVER_MAX beyond the booking; the booking can still be edited meanwhile."""
    tonight = club_today(ZoneInfo(settings.timezone)).isoformat()
    row = await request(client, date=tonight, guests=4)
    await decide(staff_client, row["id"], "confirmed")
    arrival = f"{ADMIN}/{row['id']}/arrival"

    two_over = await staff_client.put(arrival, json={"arrived": 6})
    assert (two_over.status_code, two_over.json()["arrived"]) == (200, 6), two_over.text
    counts = (await staff_client.get("/api/admin/door")).json()["counts"]
    assert (counts["guests_expected"], counts["guests_arrived"]) == (4, 6)

    ceiling = 4 + ARRIVALS_OVER_MAX
    assert (await staff_client.put(arrival, json={"arrived": ceiling})).status_code == 200
    beyond = await staff_client.put(arrival, json={"arrived": ceiling + 1})
    assert beyond.status_code == 422
    assert beyond.json()["error"]["fields"]["arrived"] == messages.ARRIVED_TOO_MANY
    assert str(ARRIVALS_OVER_MAX) in messages.ARRIVED_TOO_MANY
    listed = (await staff_client.get("/api/admin/door")).json()["data"][0]
    assert listed["arrived"] == ceiling

    # A party with extra guests in is still edited like any other, and grows to take them in.
    edit = {"name": row["name"], "email": row["email"], "phone": row["phone"], "date": tonight}
    moved = await staff_client.put(
        f"{ADMIN}/{row['id']}", json=edit | {"time": "23:00", "guests": 4}
    )
    assert (moved.status_code, moved.json()["time"]) == (200, "23:00"), moved.text
    grown = await staff_client.put(
        f"{ADMIN}/{row['id']}", json=edit | {"time": "23:00", "guests": 6}
    )
    assert (grown.status_code, grown.json()["arrived"]) == (200, ceiling)
    shrunk = await staff_client.put(
        f"{ADMIN}/{row['id']}", json=edit | {"time": "23:00", "guests": 5}
    )
    assert shrunk.json()["error"]["fields"]["guests"] == messages.GUESTS_BELOW_ARRIVED.format(
        arrived=ceiling
    )


async def test_the_door_records_arrivals_on_the_night_itself_only(
    app: FastAPI, settings: Settings, client: AsyncClient, staff_client: AsyncClient
) -> None:
    """Until 6 AM in the club's time zone the night under way is the one before; any other
    night's arrivals are refused, and the door's list says which night it may record."""
    row = await request(client, guests=6)
    assert (await decide(staff_client, row["id"], "confirmed")).status_code == 200
    night = date.fromisoformat(row["date"])
    arrival = f"{ADMIN}/{row['id']}/arrival"

    def at(days: int, hour: int, minute: int = 0) -> datetime:
        """The club's local clock, `days` after the night's date."""
        return datetime.combine(
            night + timedelta(days=days), time(hour, minute), ZoneInfo(settings.timezone)
        )

    async def door_at(moment: datetime, body: dict[str, Any]) -> tuple[Any, bool]:
        app.state.clock = lambda: moment
        try:
            answer = await staff_client.put(arrival, json=body)
            door = await staff_client.get("/api/admin/door", params={"date": night.isoformat()})
        finally:
            app.state.clock = system_clock
        return answer, door.json()["tonight"]

    months_ahead, the_evening_before, five_in_the_morning = at(-90, 22), at(-1, 22), at(0, 5)
    after_six, days_later = at(1, 6), at(3, 23)
    for moment in (months_ahead, the_evening_before, five_in_the_morning, after_six, days_later):
        for body in ({"arrived": 2}, {"arrived": 0, "no_show": True}):
            refused, tonight = await door_at(moment, body)
            assert (refused.status_code, refused.json()["error"]["message"]) == (
                409,
                messages.DOOR_NOT_TONIGHT,
            ), moment
            assert tonight is False
    stored = (await staff_client.get(ADMIN)).json()["data"][0]
    assert (stored["arrived"], stored["no_show"]) == (0, False)
    # Nothing recorded, so the decision can still be taken back.
    assert (await staff_client.post(f"{ADMIN}/{row['id']}/undo")).status_code == 200
    assert (await decide(staff_client, row["id"], "confirmed")).status_code == 200

    for moment, arrived in ((at(0, 6), 1), (at(0, 22), 4), (at(1, 3), 5), (at(1, 5, 59), 6)):
        recorded, tonight = await door_at(moment, {"arrived": arrived})
        assert (recorded.status_code, recorded.json()["arrived"]) == (200, arrived), moment
        assert tonight is True


# Staff edits, bookings taken by staff, search.


async def test_staff_edit_a_booking_and_cannot_shrink_it_below_its_arrivals(
    settings: Settings, client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    package = await make_package(session, name="Gold")
    await session.commit()
    await tables(session, "VIP 3")
    row = await request(client, guests=6)
    edit = {  # moved to tonight, where the door checks the party in
        "name": row["name"],
        "email": row["email"],
        "date": club_today(ZoneInfo(settings.timezone)).isoformat(),
        "time": "23:30",
        "guests": 5,
        "package_id": str(package.id),
        "phone": "+1 212 555 0100",
        "table_label": "VIP 3",
        "staff_notes": "Regular; likes the booth by the DJ.",
    }
    answer = await staff_client.put(f"{ADMIN}/{row['id']}", json=edit)
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert {k: body[k] for k in edit} == edit
    assert body["package_name"] == "Gold"
    # The guest's own view of what was stored holds none of the staff's notes.
    assert "staff_notes" not in row
    assert "table_label" not in row

    await decide(staff_client, row["id"], "confirmed")
    await staff_client.put(f"{ADMIN}/{row['id']}/arrival", json={"arrived": 4})
    shrink = await staff_client.put(f"{ADMIN}/{row['id']}", json=edit | {"guests": 3})
    assert shrink.status_code == 422
    assert shrink.json()["error"]["fields"]["guests"] == messages.GUESTS_BELOW_ARRIVED.format(
        arrived=4
    )
    unknown = await staff_client.put(
        f"{ADMIN}/{row['id']}",
        json=edit | {"package_id": "00000000-0000-0000-0000-000000000000"},
    )
    assert unknown.json()["error"]["fields"]["package_id"] == messages.PACKAGE_UNKNOWN
    long_notes = await staff_client.put(
        f"{ADMIN}/{row['id']}", json=edit | {"staff_notes": "x" * 2001}
    )
    assert long_notes.json()["error"]["fields"]["staff_notes"] == messages.NOTES_TOO_LONG
    kept = (await staff_client.get(ADMIN)).json()["data"][0]
    assert (kept["guests"], kept["package_name"]) == (5, "Gold")


async def test_staff_take_phone_and_walk_in_bookings_that_mail_nobody(
    app: FastAPI, settings: Settings, staff_client: AsyncClient, inbox: Inbox
) -> None:
    tonight = club_today(ZoneInfo(settings.timezone)).isoformat()
    base = {"name": "Kai Moss", "date": next_week().isoformat(), "time": "23:00", "guests": 4}
    phone = await staff_client.post(
        ADMIN, json=base | {"source": "phone", "phone": "+1 917 555 0199"}
    )
    assert phone.status_code == 201, phone.text
    assert (phone.json()["status"], phone.json()["source"], phone.json()["email"]) == (
        "confirmed",
        "phone",
        None,
    )
    walk_in = await staff_client.post(
        ADMIN, json=base | {"source": "walk_in", "date": tonight, "email": "kai@example.com"}
    )
    assert walk_in.status_code == 201, walk_in.text
    assert (walk_in.json()["arrived"], walk_in.json()["status"]) == (4, "confirmed")

    refusals = [
        (base | {"source": "phone"}, "phone", messages.CONTACT_REQUIRED),
        (base | {"source": "walk_in", "phone": "5550199123"}, "date", messages.WALK_IN_TONIGHT),
        (base | {"source": "web", "phone": "5550199123"}, "source", messages.FIELD_INVALID),
        (base | {"source": "phone", "name": " ", "phone": "5550199123"}, "name",
         messages.NAME_REQUIRED),
    ]  # fmt: skip
    for body, field, message in refusals:
        answer = await staff_client.post(ADMIN, json=body)
        assert answer.status_code == 422, body
        assert answer.json()["error"]["fields"][field] == message
    assert len((await staff_client.get(ADMIN)).json()["data"]) == 2
    await app.state.notifier.drain()
    assert inbox.messages == []


async def test_staff_book_any_time_of_the_night_and_no_time_outside_it(
    settings: Settings, client: AsyncClient, staff_client: AsyncClient
) -> None:
    """Staff are not held to the form's slots: any time from 6 PM until the night ends at 6 AM,
    listed in the night's order (the small hours after the evening)."""
    night = next_week().isoformat()
    base = {
        "name": "Kai Moss",
        "date": night,
        "guests": 2,
        "source": "phone",
        "phone": "5550199123",
    }
    for at in ("18:00", "21:15", "00:30", "01:30", "05:59", "23:00"):
        booked = await staff_client.post(ADMIN, json=base | {"time": at, "name": f"At {at}"})
        assert (booked.status_code, booked.json().get("time")) == (201, at), booked.text
    for at in ("06:00", "14:00", "17:59", "24:00", "9:30", "10:00 PM", "22:00:00", ""):
        refused = await staff_client.post(ADMIN, json=base | {"time": at})
        assert refused.status_code == 422, at
        assert refused.json()["error"]["fields"]["time"] == messages.STAFF_TIME_INVALID, at
    listed = (await staff_client.get(ADMIN, params={"date": night})).json()["data"]
    assert [r["time"] for r in listed] == ["18:00", "21:15", "23:00", "00:30", "01:30", "05:59"]

    # An edit takes any time of the night too; the guest's form keeps its own slots.
    row = await request(client, date=night)
    edit = {"name": row["name"], "email": row["email"], "date": night, "guests": 2}
    moved = await staff_client.put(f"{ADMIN}/{row['id']}", json=edit | {"time": "02:45"})
    assert (moved.status_code, moved.json()["time"]) == (200, "02:45"), moved.text
    noon = await staff_client.put(f"{ADMIN}/{row['id']}", json=edit | {"time": "12:00"})
    assert noon.json()["error"]["fields"]["time"] == messages.STAFF_TIME_INVALID
    guest = await client.post("/api/reservations", json=reservation(time="02:45"))
    assert guest.json()["error"]["fields"]["time"] == messages.TIME_INVALID


async def test_staff_bookings_and_edits_keep_the_occasion_and_requests(
    client: AsyncClient, staff_client: AsyncClient
) -> None:
    base = {
        "name": "Kai Moss",
        "date": next_week().isoformat(),
        "time": "23:00",
        "guests": 4,
        "source": "phone",
        "phone": "+1 917 555 0199",
    }
    booked = await staff_client.post(
        ADMIN, json=base | {"occasion": "anniversary", "requests": "Champagne on arrival."}
    )
    assert booked.status_code == 201, booked.text
    assert (booked.json()["occasion"], booked.json()["requests"]) == (
        "anniversary",
        "Champagne on arrival.",
    )
    blank = await staff_client.post(ADMIN, json=base | {"occasion": "", "requests": "  "})
    assert (blank.json()["occasion"], blank.json()["requests"]) == (None, None)
    refusals = [
        ({"occasion": "wedding"}, "occasion", messages.OCCASION_INVALID),
        ({"requests": "x" * 2001}, "requests", messages.REQUESTS_TOO_LONG),
    ]
    for extra, field, message in refusals:
        answer = await staff_client.post(ADMIN, json=base | extra)
        assert answer.status_code == 422, extra
        assert answer.json()["error"]["fields"][field] == message

    row = await request(client)
    edit = {"name": row["name"], "email": row["email"], "date": row["date"], "time": "23:00"}
    edited = await staff_client.put(
        f"{ADMIN}/{row['id']}",
        json=edit | {"guests": 8, "occasion": "corporate", "requests": "A quiet booth."},
    )
    assert edited.status_code == 200, edited.text
    assert (edited.json()["occasion"], edited.json()["requests"]) == ("corporate", "A quiet booth.")
    wrong = await staff_client.put(
        f"{ADMIN}/{row['id']}", json=edit | {"guests": 8, "occasion": "prom"}
    )
    assert wrong.json()["error"]["fields"]["occasion"] == messages.OCCASION_INVALID


async def test_staff_correct_a_guest_s_name_and_email_and_the_log_names_the_fields(
    client: AsyncClient, staff_client: AsyncClient
) -> None:
    row = await request(client, name="Sofia Reyez", email="sofia@exmaple.com", guests=4)
    fields = ("date", "time", "guests", "occasion", "requests", "phone")
    kept = {key: row[key] for key in fields}
    url = f"{ADMIN}/{row['id']}"
    corrected = await staff_client.put(
        url, json=kept | {"name": "Sofia Reyes", "email": "Sofia@Example.com"}
    )
    assert corrected.status_code == 200, corrected.text
    assert (corrected.json()["name"], corrected.json()["email"]) == (
        "Sofia Reyes",
        "Sofia@example.com",
    )
    log = await staff_client.get("/api/admin/audit-log", params={"entity": "reservations"})
    entry = log.json()["data"][0]
    assert (entry["operation"], entry["entity_id"]) == ("edit_reservation", row["id"])
    night = date.fromisoformat(row["date"])
    assert entry["summary"] == (
        f"Sofia Reyes, {night:%a} {night.day} {night:%b %Y}, 4 guests: "
        "email: 'sofia@exmaple.com' → 'Sofia@example.com', name: 'Sofia Reyez' → 'Sofia Reyes'"
    )

    refusals = [
        ({"name": " "}, "name", messages.NAME_REQUIRED),
        ({"name": "x" * 201}, "name", messages.NAME_TOO_LONG),
        ({"email": "sofia@"}, "email", messages.EMAIL_INVALID),
        ({"email": None, "phone": None}, "phone", messages.CONTACT_REQUIRED),
    ]
    for extra, field, message in refusals:
        answer = await staff_client.put(
            url, json=kept | {"name": "Sofia Reyes", "email": "sofia@example.com"} | extra
        )
        assert answer.status_code == 422, extra
        assert answer.json()["error"]["fields"][field] == message
    stored = (await staff_client.get(ADMIN)).json()["data"][0]
    assert (stored["name"], stored["email"]) == ("Sofia Reyes", "Sofia@example.com")


async def test_staff_find_a_booking_by_name_email_or_phone(
    client: AsyncClient, staff_client: AsyncClient
) -> None:
    await request(client, name="Ava Stone", email="ava@example.com", phone="+1 (212) 555-0147")
    await request(client, name="Ben O'Dea", email="ben@sample.org", phone="917.555.0100")
    await request(client, name="100% Cara_", email="cara@example.com", phone="+44 20 7946 0000")

    async def found(q: str) -> list[str]:
        answer = await staff_client.get(ADMIN, params={"q": q})
        return sorted(r["name"] for r in answer.json()["data"])

    assert await found("ava") == ["Ava Stone"]
    assert await found("STONE") == ["Ava Stone"]
    assert await found("sample.org") == ["Ben O'Dea"]
    assert await found("212 555 0147") == ["Ava Stone"]
    assert await found("5550100") == ["Ben O'Dea"]
    assert await found("% cara") == ["100% Cara_"]
    assert await found("a_") == ["100% Cara_"]
    assert await found("example.com") == ["100% Cara_", "Ava Stone"]
    assert await found("nobody") == []
    csv = await staff_client.get("/api/admin/reservations.csv", params={"q": "ava"})
    assert csv.text.count("\n") == 2  # the header and Ava


async def test_two_clicks_on_one_link_at_once_act_once(
    app: FastAPI, client: AsyncClient, inbox: Inbox
) -> None:
    await request(client, email="twice@example.com")
    token = links_in((await mailed(app, inbox, STAFF_MAIL))[0])["confirm"]
    answers = await asyncio.gather(
        *(client.post("/api/reservation-link/act", json={"token": token}) for _ in range(2))
    )
    assert sorted(a.status_code for a in answers) == [200, 409]
    assert len(await mailed(app, inbox, "twice@example.com")) == 2  # the receipt, one decision


async def test_a_request_whose_night_has_passed_is_neither_confirmed_nor_declined(
    app: FastAPI,
    settings: Settings,
    client: AsyncClient,
    staff_client: AsyncClient,
    session: AsyncSession,
    inbox: Inbox,
) -> None:
    """A link clicked, or a button pressed, after the night would mail the guest about a past
    night: refused with the reason."""
    row = await request(client, email="late@example.com")
    token = links_in((await mailed(app, inbox, STAFF_MAIL))[0])["confirm"]
    last_night = club_today(ZoneInfo(settings.timezone)) - timedelta(days=1)
    await session.execute(
        update(Reservation).where(Reservation.id == uuid.UUID(row["id"])).values(date=last_night)
    )
    await session.commit()
    by_link = await client.post("/api/reservation-link/act", json={"token": token})
    assert (by_link.status_code, by_link.json()["error"]["message"]) == (
        409,
        messages.NIGHT_PASSED,
    )
    by_button = await decide(staff_client, row["id"], "confirmed")
    assert (by_button.status_code, by_button.json()["error"]["message"]) == (
        409,
        messages.NIGHT_PASSED,
    )
    assert len(await mailed(app, inbox, "late@example.com")) == 1  # the receipt only


def _edit(row: dict[str, Any], **changes: Any) -> dict[str, Any]:
    """Every field of a booking as the edit form sends it, with `changes`."""
    fields = ("name", "email", "date", "time", "guests", "occasion", "requests", "package_id",
              "phone", "table_label", "staff_notes")  # fmt: skip
    return {name: row.get(name) for name in fields} | changes


async def test_moving_a_confirmed_booking_mails_the_guest_what_changed_before_and_after(
    app: FastAPI, client: AsyncClient, staff_client: AsyncClient, session: AsyncSession,
    inbox: Inbox,
) -> None:  # fmt: skip
    """Friday 10:30 PM for 4 becomes Saturday midnight for 6 in the VIP Room: the guest is told
    each, before and after; a change of the table or the notes, or of a pending request, tells
    nobody; and "don't notify" is kept in the audit log."""
    await make_contact(session)
    await session.commit()
    await tables(session, "V1", seats=(2, 10), area_name="VIP Room")
    friday = next_week() + timedelta(days=(4 - next_week().weekday()) % 7)
    saturday = friday + timedelta(days=1)
    row = await request(
        client, email="marcus@example.com", name="Marcus Lee", date=friday.isoformat(),
        time="22:30", guests=4,
    )  # fmt: skip
    assert (await decide(staff_client, row["id"], "confirmed")).status_code == 200
    url = f"/api/admin/reservations/{row['id']}"
    moved = await staff_client.put(
        url,
        json=_edit(row, date=saturday.isoformat(), time="00:00", guests=6, table_label="V1"),
    )
    assert moved.status_code == 200, moved.text
    assert (moved.json()["area_name"], moved.json()["table_label"]) == ("VIP Room", "V1")
    [_, _, notice] = await mailed(app, inbox, "marcus@example.com")
    assert notice["Subject"] == "Your reservation at Nocturne has changed"
    text = text_of(notice)
    was, now = (f"{d:%A, %B} {d.day}, {d.year}" for d in (friday, saturday))
    assert f"Night: {was} \u2192 {now}" in text
    assert "Arrival: 10:30 PM, New York time \u2192 midnight, New York time" in text
    assert "Guests: 4 \u2192 6" in text
    assert "Area: Any \u2192 VIP Room" in text
    assert "Area: VIP Room" in text.split("Your reservation now:")[1]
    assert "Package:" not in text.split("Your reservation now:")[0]
    assert "V1" not in text  # the table is the club's own business
    assert "Marcus Lee" not in text
    assert "Marcus Lee" not in html_of(notice)
    assert f"{was} \u2192 {now}" in html.unescape(html_of(notice))

    # Internal fields tell nobody; nor does a change staff choose not to tell, which is logged.
    current = moved.json()
    noted = await staff_client.put(url, json=_edit(current, staff_notes="Prefers the booth."))
    assert noted.status_code == 200
    quiet = await staff_client.put(url, json=_edit(current, time="23:00", notify_guest=False))
    assert quiet.status_code == 200
    assert len(await mailed(app, inbox, "marcus@example.com")) == 3
    log = (await staff_client.get("/api/admin/audit-log")).json()["data"]
    assert any("the guest was not told" in entry["summary"] for entry in log), log[:3]

    # A pending request is not told either: the guest hears of the decision.
    pending = await request(client, email="ana@example.com", date=friday.isoformat())
    await staff_client.put(
        f"/api/admin/reservations/{pending['id']}", json=_edit(pending, guests=2)
    )
    assert len(await mailed(app, inbox, "ana@example.com")) == 1  # the receipt
