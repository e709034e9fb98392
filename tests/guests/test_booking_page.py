"""The guest's own page for a booking, from the link in every mail about it: the booking, a
change within the club's rules (or why not), cancelling once, the calendar event; a link
tampered with, of another kind, or past its night opens nothing."""

import re
import uuid
from datetime import timedelta
from decimal import Decimal
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
from nocturne.models import Reservation
from nocturne.reservations import mail_links
from tests.support.factories import next_week, reservation
from tests.support.mail_server import Inbox, html_of, over_smtp, text_of
from tests.support.tables import tables

STAFF_MAIL = "door@nocturne.club"
PAGE = "/api/booking"
LINK = re.compile(r"https?://\S+/booking#([\w.-]+)")


@pytest.fixture
def settings(settings: Settings, smtp: tuple[Inbox, int]) -> Settings:
    return over_smtp(settings, smtp[1], staff_notification_emails=[STAFF_MAIL])


@pytest.fixture
def inbox(smtp: tuple[Inbox, int]) -> Inbox:
    return smtp[0]


async def mailed(app: FastAPI, inbox: Inbox, to: str) -> list[Message]:
    await app.state.notifier.drain()
    return [m for m in inbox.messages if m["To"] == to]


def token_in(message: Message) -> str:
    found = LINK.search(text_of(message))
    assert found, text_of(message)
    return found.group(1)


async def booked_with_link(
    app: FastAPI, client: AsyncClient, inbox: Inbox, **fields: Any
) -> tuple[dict[str, Any], str]:
    """A request from the form, and the booking's link from the guest's receipt."""
    sent = reservation(**({"guests": 4} | fields))
    answer = await client.post("/api/reservations", json=sent)
    assert answer.status_code == 201, answer.text
    (receipt,) = await mailed(app, inbox, sent["email"])
    return answer.json(), token_in(receipt)


async def test_the_guest_sees_the_booking_changes_the_party_and_cancels_it_once(
    app: FastAPI, client: AsyncClient, staff_client: AsyncClient, inbox: Inbox
) -> None:
    booking, token = await booked_with_link(app, client, inbox, email="mara@example.com")
    seen = await client.post(PAGE, json={"token": token})
    assert seen.status_code == 200, seen.text
    page = seen.json()
    assert (page["guests"], page["status"], page["can_change"]) == (4, "pending", True)
    assert page["cancellation_policy"] == messages.CANCELLATION_POLICY_DEFAULT
    assert page["club"]["name"] == "Nocturne"

    changed = await client.post(
        f"{PAGE}/change", json={"token": token, "guests": 6, "time": "23:00"}
    )
    assert changed.status_code == 200, changed.text
    assert (changed.json()["guests"], changed.json()["time"]) == (6, "23:00")
    rows = (await staff_client.get("/api/admin/reservations")).json()["data"]
    assert [(r["guests"], r["time"]) for r in rows if r["id"] == booking["id"]] == [(6, "23:00")]
    guest_mail = (await mailed(app, inbox, "mara@example.com"))[-1]
    assert "You have changed your reservation" in text_of(guest_mail)
    assert "Guests: 4 \u2192 6" in text_of(guest_mail)
    assert token_in(guest_mail)  # the change's mail carries the link too
    staff_mail = (await mailed(app, inbox, STAFF_MAIL))[-1]
    assert staff_mail["Subject"].startswith("Reservation changed: ")
    assert "Guests: 4 \u2192 6" in text_of(staff_mail)

    same = await client.post(f"{PAGE}/change", json={"token": token, "guests": 6, "time": "23:00"})
    assert same.status_code == 422
    assert same.json()["error"]["message"] == messages.MANAGE_NOTHING_CHANGED

    cancelled = await client.post(f"{PAGE}/cancel", json={"token": token})
    assert cancelled.status_code == 200, cancelled.text
    assert (cancelled.json()["status"], cancelled.json()["can_change"]) == ("cancelled", False)
    assert (await mailed(app, inbox, "mara@example.com"))[-1]["Subject"] == (
        messages.RESERVATION_CANCELLED_SUBJECT.format(club="Nocturne")
    )
    assert (await mailed(app, inbox, STAFF_MAIL))[-1]["Subject"].startswith("Reservation cancelled")
    # The same link again: the booking is cancelled, once.
    for path, body in (("/cancel", {}), ("/change", {"guests": 2, "time": "22:00"})):
        again = await client.post(f"{PAGE}{path}", json={"token": token} | body)
        assert (again.status_code, again.json()["error"]["message"]) == (
            409,
            messages.MANAGE_CANCELLED,
        )
    assert (await client.post(PAGE, json={"token": token})).json()["status"] == "cancelled"
    staff_rows = (await staff_client.get("/api/admin/reservations?status=cancelled")).json()["data"]
    assert [r["id"] for r in staff_rows] == [booking["id"]]


async def test_a_change_only_staff_can_make_is_refused_with_why_and_changes_nothing(
    app: FastAPI,
    client: AsyncClient,
    staff_client: AsyncClient,
    session: AsyncSession,
    inbox: Inbox,
) -> None:
    small = await tables(session, "B1", seats=(2, 4), minimum_spend=Decimal(300))
    booking, token = await booked_with_link(app, client, inbox)
    seated = await staff_client.put(
        f"/api/admin/reservations/{booking['id']}/tables", json={"table_ids": [str(small["B1"])]}
    )
    assert seated.status_code == 200, seated.text
    bigger = await client.post(
        f"{PAGE}/change", json={"token": token, "guests": 6, "time": "22:30"}
    )
    assert bigger.status_code == 422
    assert bigger.json()["error"]["fields"]["guests"] == messages.MANAGE_NEEDS_STAFF.format(
        guests=6
    )
    # Smaller fits the table: taken.
    smaller = await client.post(
        f"{PAGE}/change", json={"token": token, "guests": 3, "time": "22:30"}
    )
    assert smaller.status_code == 200, smaller.text

    await staff_client.put(
        "/api/admin/reservation-settings",
        json={"max_guests_per_night": 5, "booking_window_days": 366, "phone_required": True},
    )
    unseated = await staff_client.put(
        f"/api/admin/reservations/{booking['id']}/tables", json={"table_ids": []}
    )
    assert unseated.status_code == 200, unseated.text
    full = await client.post(f"{PAGE}/change", json={"token": token, "guests": 6, "time": "22:30"})
    assert full.status_code == 422, full.text
    assert full.json()["error"]["fields"]["guests"] == messages.MANAGE_NIGHT_FULL.format(guests=6)
    assert (await client.post(PAGE, json={"token": token})).json()["guests"] == 3


async def test_a_link_tampered_of_another_kind_or_past_its_night_opens_nothing(
    app: FastAPI,
    client: AsyncClient,
    session: AsyncSession,
    settings: Settings,
    inbox: Inbox,
) -> None:
    booking, token = await booked_with_link(app, client, inbox)
    head, body, signature = token.split(".")
    tampered = f"{head}.{body}.{signature[:-2]}{'AA' if signature[-2:] != 'AA' else 'BB'}"
    claims = {"sub": str(uuid.uuid4()), "typ": "booking", "exp": 4102444800}
    other_booking = jwt.encode(claims, "not-the-key-the-club-signs-with-at-all", "HS256")
    staff_link = mail_links.issue(settings.resolved_secret_key, uuid.UUID(booking["id"]), "confirm")
    for bad in (tampered, other_booking, staff_link, "nonsense"):
        answer = await client.post(PAGE, json={"token": bad})
        assert (answer.status_code, answer.json()["error"]["message"]) == (
            404,
            messages.MANAGE_LINK_INVALID,
        ), bad
    # The night is over: the link no longer opens the booking.
    past = club_today(ZoneInfo(settings.timezone)) - timedelta(days=1)
    await session.execute(
        update(Reservation).where(Reservation.id == uuid.UUID(booking["id"])).values(date=past)
    )
    await session.commit()
    over = await client.post(f"{PAGE}/cancel", json={"token": token})
    assert (over.status_code, over.json()["error"]["message"]) == (410, messages.MANAGE_NIGHT_OVER)


async def test_the_booking_is_added_to_the_guests_calendar(
    app: FastAPI, client: AsyncClient, inbox: Inbox
) -> None:
    night = next_week()
    _, token = await booked_with_link(app, client, inbox, date=night.isoformat(), time="23:30")
    answer = await client.post(f"{PAGE}/calendar", json={"token": token})
    assert answer.status_code == 200, answer.text
    assert answer.headers["content-type"].startswith("text/calendar")
    text = answer.text
    assert text.startswith("BEGIN:VCALENDAR\r\n")
    assert text.endswith("END:VCALENDAR\r\n")
    assert "SUMMARY:Nocturne: table for 4" in text
    assert f"DTSTART:{night:%Y%m%d}T" in text
    assert all(len(line.encode()) <= 75 for line in text.split("\r\n"))


async def test_the_booking_page_is_limited_like_the_public_forms(
    app: FastAPI, client: AsyncClient, settings: Settings, inbox: Inbox
) -> None:
    _, token = await booked_with_link(app, client, inbox)
    answers = [
        (await client.post(PAGE, json={"token": token})).status_code
        for _ in range(settings.public_write_limit + 1)
    ]
    assert answers[-1] == 429
    assert set(answers[:-2]) == {200}


async def test_staff_cancel_a_booking_and_the_guest_is_told_unless_staff_say_not(
    app: FastAPI,
    client: AsyncClient,
    staff_client: AsyncClient,
    session: AsyncSession,
    inbox: Inbox,
) -> None:
    small = await tables(session, "B1", seats=(2, 4), minimum_spend=Decimal(300))
    booking, token = await booked_with_link(app, client, inbox, email="ana@example.com")
    admin = f"/api/admin/reservations/{booking['id']}"
    await staff_client.put(f"{admin}/tables", json={"table_ids": [str(small["B1"])]})
    await staff_client.patch(admin, json={"status": "confirmed"})
    cancelled = await staff_client.post(f"{admin}/cancel", json={})
    assert cancelled.status_code == 200, cancelled.text
    assert (cancelled.json()["status"], cancelled.json()["table_label"]) == ("cancelled", None)
    told = (await mailed(app, inbox, "ana@example.com"))[-1]
    assert told["Subject"] == messages.RESERVATION_CANCELLED_SUBJECT.format(club="Nocturne")
    assert "We are sorry: the club has cancelled your reservation" in text_of(told)
    again = await staff_client.post(f"{admin}/cancel", json={})
    assert (again.status_code, again.json()["error"]["message"]) == (
        409,
        messages.CANCEL_NOT_HOLDING,
    )
    # The guest's page says so too.
    assert (await client.post(PAGE, json={"token": token})).json()["status"] == "cancelled"

    quiet, _ = await booked_with_link(app, client, inbox, email="bo@example.com")
    before = len(await mailed(app, inbox, "bo@example.com"))
    done = await staff_client.post(
        f"/api/admin/reservations/{quiet['id']}/cancel", json={"notify_guest": False}
    )
    assert done.status_code == 200
    assert len(await mailed(app, inbox, "bo@example.com")) == before


async def test_the_confirmation_carries_the_night_for_the_guests_calendar(
    app: FastAPI, client: AsyncClient, staff_client: AsyncClient, inbox: Inbox
) -> None:
    booking, token = await booked_with_link(app, client, inbox, email="lou@example.com")
    await staff_client.patch(
        f"/api/admin/reservations/{booking['id']}", json={"status": "confirmed"}
    )
    confirmation = (await mailed(app, inbox, "lou@example.com"))[-1]
    assert confirmation["Subject"] == "Your reservation at Nocturne is confirmed"
    (attached,) = list(confirmation.iter_attachments())  # type: ignore[attr-defined]
    assert attached.get_content_type() == "text/calendar"
    assert attached.get_filename() == "reservation.ics"
    event = attached.get_content()
    assert "SUMMARY:Nocturne: table for 4" in event
    assert f"UID:reservation-{booking['id']}@" in event
    # The same event as the booking's page gives.
    page = await client.post(f"{PAGE}/calendar", json={"token": token})
    assert f"UID:reservation-{booking['id']}@" in page.text
    # The text and the HTML are still there for every mail reader.
    assert "Your reservation is confirmed" in html_of(confirmation)
    assert token_in(confirmation)


async def test_once_the_party_is_in_the_booking_page_changes_nothing(
    app: FastAPI,
    client: AsyncClient,
    session: AsyncSession,
    settings: Settings,
    inbox: Inbox,
) -> None:
    booking, token = await booked_with_link(app, client, inbox)
    await session.execute(
        update(Reservation)
        .where(Reservation.id == uuid.UUID(booking["id"]))
        .values(status="confirmed", arrived=2)
    )
    await session.commit()
    for path, body in (("/cancel", {}), ("/change", {"guests": 2, "time": "22:00"})):
        refused = await client.post(f"{PAGE}{path}", json={"token": token} | body)
        assert (refused.status_code, refused.json()["error"]["message"]) == (
            409,
            messages.MANAGE_CLOSED,
        )
