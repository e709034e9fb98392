"""Dashboard, messages and reservations: transitions, the race between two staff, CSV exports,
the honeypot, and the notification mails."""

import asyncio
import csv
import io
import uuid
from collections.abc import AsyncIterator
from datetime import timedelta
from email.message import Message

import pytest
from fastapi import FastAPI
from httpx import ASGITransport, AsyncClient, Response
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.app import create_app
from nocturne.config import Settings
from nocturne.mail.mailer import Mailer, Outgoing
from nocturne.models import ContactSubmission, OutboxMail, Reservation
from nocturne.reservations.notifications import Notifier
from nocturne.reservations.staff_routes import RESERVATION_CSV_COLUMNS
from tests.support.auth import staff_token
from tests.support.factories import (
    contact_submission,
    make_package,
    make_section,
    next_week,
    reservation,
)
from tests.support.mail_server import smtp_server, text_of


async def submit(client: AsyncClient, **fields: object) -> dict[str, object]:
    response = await client.post("/api/contact-submissions", json=contact_submission(**fields))
    assert response.status_code == 201
    body: dict[str, object] = response.json()
    return body


async def book(client: AsyncClient, **fields: object) -> dict[str, object]:
    response = await client.post("/api/reservations", json=reservation(**fields))
    assert response.status_code == 201
    body: dict[str, object] = response.json()
    return body


async def test_completing_a_message_records_when(staff_client: AsyncClient) -> None:
    sent = await submit(staff_client)
    response = await staff_client.patch(
        f"/api/admin/contact-submissions/{sent['id']}", json={"status": "completed"}
    )
    assert response.status_code == 200
    assert response.json()["status"] == "completed"
    assert response.json()["completion_time"] is not None


async def test_rejecting_a_message(staff_client: AsyncClient) -> None:
    sent = await submit(staff_client)
    response = await staff_client.patch(
        f"/api/admin/contact-submissions/{sent['id']}", json={"status": "rejected"}
    )
    assert (response.json()["status"], response.json()["completion_time"]) == ("rejected", None)


@pytest.mark.parametrize("decision", ["confirmed", "rejected"])
async def test_a_reservation_leaves_pending_once(staff_client: AsyncClient, decision: str) -> None:
    booked = await book(staff_client)
    path = f"/api/admin/reservations/{booked['id']}"
    assert (await staff_client.patch(path, json={"status": decision})).json()["status"] == decision
    again = await staff_client.patch(path, json={"status": "rejected"})
    assert again.status_code == 409
    assert again.json()["error"]["message"] == messages.ALREADY_DECIDED
    pending = (await staff_client.get("/api/admin/reservations?status=pending")).json()
    assert pending["count"] == 0
    kept = (await staff_client.get(f"/api/admin/reservations?status={decision}")).json()
    assert [r["id"] for r in kept["data"]] == [booked["id"]]


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/api/admin/contact-submissions/{id}", "pending"),
        ("/api/admin/contact-submissions/{id}", "confirmed"),
        ("/api/admin/reservations/{id}", "pending"),
        ("/api/admin/reservations/{id}", "completed"),
    ],
)
async def test_only_the_decisions_of_each_kind_are_accepted(
    staff_client: AsyncClient, path: str, status: str
) -> None:
    item = await (submit if "contact" in path else book)(staff_client)
    response = await staff_client.patch(path.format(id=item["id"]), json={"status": status})
    assert response.status_code == 422


async def test_deciding_an_unknown_item_is_404(staff_client: AsyncClient) -> None:
    response = await staff_client.patch(
        f"/api/admin/reservations/{uuid.uuid4()}", json={"status": "confirmed"}
    )
    assert response.status_code == 404


async def test_two_staff_deciding_at_once_one_wins_the_other_gets_409(
    settings: Settings, app: FastAPI, session: AsyncSession
) -> None:
    """Two server processes' worth of clients, racing on one pending reservation."""
    other = create_app(settings)
    async with other.router.lifespan_context(other):
        clients = []
        for target in (app, other):
            client = AsyncClient(transport=ASGITransport(app=target), base_url="http://testserver")
            client.headers["Authorization"] = f"Bearer {await staff_token(client, session)}"
            clients.append(client)
        booked = await book(clients[0])
        path = f"/api/admin/reservations/{booked['id']}"
        results = await asyncio.gather(
            clients[0].patch(path, json={"status": "confirmed"}),
            clients[1].patch(path, json={"status": "rejected"}),
        )
        for client in clients:
            await client.aclose()
    assert sorted(r.status_code for r in results) == [200, 409]
    winner = next(r for r in results if r.status_code == 200).json()["status"]
    stored = await session.scalar(
        select(Reservation.status).execution_options(populate_existing=True)
    )
    assert stored == winner


async def test_reservations_are_listed_by_night_and_filtered_by_date(
    staff_client: AsyncClient,
) -> None:
    night = next_week()
    await book(staff_client, date=(night + timedelta(days=1)).isoformat(), name="Later")
    await book(staff_client, date=night.isoformat(), time="00:00", name="Midnight")
    await book(staff_client, date=night.isoformat(), time="22:00", name="Early")
    listed = (await staff_client.get("/api/admin/reservations")).json()
    assert [r["name"] for r in listed["data"]] == ["Early", "Midnight", "Later"]
    tonight = (
        await staff_client.get("/api/admin/reservations", params={"date": night.isoformat()})
    ).json()
    assert [r["name"] for r in tonight["data"]] == ["Early", "Midnight"]


async def test_a_reservation_can_be_deleted(staff_client: AsyncClient) -> None:
    booked = await book(staff_client)
    assert (await staff_client.delete(f"/api/admin/reservations/{booked['id']}")).status_code == 204
    assert (await staff_client.get("/api/admin/reservations")).json()["count"] == 0


async def test_messages_are_listed_newest_first(staff_client: AsyncClient) -> None:
    await submit(staff_client, name="First")
    await submit(staff_client, name="Second")
    listed = (await staff_client.get("/api/admin/contact-submissions")).json()
    assert [s["name"] for s in listed["data"]] == ["Second", "First"]


def read_csv(body: bytes) -> list[list[str]]:
    assert body.startswith(b"\xef\xbb\xbf")
    return list(csv.reader(io.StringIO(body[3:].decode())))


async def test_csv_export_neutralises_formulas(staff_client: AsyncClient) -> None:
    await submit(staff_client, name='=HYPERLINK("http://evil")', message="+1 call me")
    await submit(staff_client, name="@SUM(A1)", message="-2")
    await submit(staff_client, name="Plain Name", message='Hello, "friend"\nsecond line')
    response = await staff_client.get("/api/admin/contact-submissions.csv")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/csv")
    assert "attachment" in response.headers["content-disposition"]
    rows = read_csv(response.content)
    assert rows[0] == ["Received", "Name", "Email", "Subject", "Message", "Status", "Completed"]
    names = [row[1] for row in rows[1:]]
    assert names == ["Plain Name", "'@SUM(A1)", '\'=HYPERLINK("http://evil")']
    assert rows[1][4] == 'Hello, "friend"\nsecond line'
    assert {rows[2][4], rows[3][4]} == {"'-2", "'+1 call me"}


async def test_csv_export_neutralises_disguised_formulas(staff_client: AsyncClient) -> None:
    """Red team: `|calc!A0`, a full-width equals sign and a zero-width-prefixed = got through."""
    for name in ("|calc!A0", "\uff1d1+1", "\u200b=1+1", "\ufeff@SUM(A1)"):
        await submit(staff_client, name=name)
    rows = read_csv((await staff_client.get("/api/admin/contact-submissions.csv")).content)
    assert sorted(row[1] for row in rows[1:]) == sorted(
        ["'|calc!A0", "'\uff1d1+1", "'\u200b=1+1", "'\ufeff@SUM(A1)"]
    )


async def test_reservation_csv_follows_the_filter(
    staff_client: AsyncClient, session: AsyncSession
) -> None:
    gold = await make_package(session, name="Gold")
    kept = await book(staff_client, name="Kept", package_id=str(gold.id), phone="+1 212 555 0199")
    await book(staff_client, name="Other")
    await staff_client.patch(f"/api/admin/reservations/{kept['id']}", json={"status": "confirmed"})
    response = await staff_client.get("/api/admin/reservations.csv", params={"status": "confirmed"})
    rows = read_csv(response.content)
    assert rows[0] == RESERVATION_CSV_COLUMNS
    name, phone, package = (rows[0].index(column) for column in ("Name", "Phone", "Package"))
    assert [(row[name], row[phone], row[package]) for row in rows[1:]] == [
        ("Kept", "+1 212 555 0199", "Gold")
    ]


async def test_csv_export_leaves_plain_phone_numbers_as_they_are(
    staff_client: AsyncClient,
) -> None:
    phones = {
        "Spaced": ("+1 212 555 0199", "+1 212 555 0199"),
        "Bare": ("+12125550147", "+12125550147"),
        "Bracketed": ("+44 (0) 20 7946 0958", "+44 (0) 20 7946 0958"),
        # A minus a spreadsheet would work out as a sum: still quoted.
        "Dashed": ("+1-555-010-9999", "'+1-555-010-9999"),
        "American": ("+1 (555) 010-9999", "'+1 (555) 010-9999"),
    }
    for guest, (typed, _) in phones.items():
        await book(staff_client, name=guest, phone=typed)
    rows = read_csv((await staff_client.get("/api/admin/reservations.csv")).content)
    name, phone = rows[0].index("Name"), rows[0].index("Phone")
    assert {row[name]: row[phone] for row in rows[1:]} == {
        guest: exported for guest, (_, exported) in phones.items()
    }


async def test_csv_export_still_quotes_what_only_looks_like_a_phone_number(
    staff_client: AsyncClient,
) -> None:
    hostile = [
        "+1+cmd|' /C calc'!A0",
        '+1 212 555 0147\n=HYPERLINK("http://evil")',
        "+1 212 555 0147 +SUM(A1)",
        "\uff0b1 212 555 0147",
        "\u200b+1 212 555 0147",
        "+\u0661\u0662\u0663\u0664\u0665\u0666",
        "+A1",
        "+",
    ]
    for text in hostile:
        await submit(staff_client, name=text)
    await submit(staff_client, name="+1 212 555 0147")
    rows = read_csv((await staff_client.get("/api/admin/contact-submissions.csv")).content)
    assert sorted(row[1] for row in rows[1:]) == sorted(
        ["'" + text for text in hostile] + ["+1 212 555 0147"]
    )


def downloaded_name(response: Response) -> str:
    disposition = response.headers["content-disposition"]
    assert disposition.startswith('attachment; filename="'), disposition
    return disposition.removeprefix('attachment; filename="').removesuffix('"')


@pytest.mark.parametrize(
    ("params", "name"),
    [
        ({"date": "2026-12-05", "status": "confirmed"}, "reservations-2026-12-05-confirmed.csv"),
        ({"date": "2026-12-05"}, "reservations-2026-12-05.csv"),
        ({"status": "pending"}, "reservations-all-nights-pending.csv"),
        ({}, "reservations-all-nights.csv"),
        ({"q": "Zoë O'Hara / VIP"}, "reservations-all-nights-zoe-o-hara-vip.csv"),
        ({"q": '"; filename=evil.sh'}, "reservations-all-nights-filename-evil-sh.csv"),
    ],
)
async def test_a_reservation_export_is_named_after_the_night_and_filter_it_holds(
    staff_client: AsyncClient, params: dict[str, str], name: str
) -> None:
    response = await staff_client.get("/api/admin/reservations.csv", params=params)
    assert response.status_code == 200
    assert downloaded_name(response) == name


@pytest.mark.parametrize(
    ("params", "name"),
    [
        ({"status": "pending"}, "contact-submissions-pending.csv"),
        ({}, "contact-submissions-all.csv"),
    ],
)
async def test_a_message_export_is_named_after_the_filter_it_holds(
    staff_client: AsyncClient, params: dict[str, str], name: str
) -> None:
    response = await staff_client.get("/api/admin/contact-submissions.csv", params=params)
    assert response.status_code == 200
    assert downloaded_name(response) == name


async def test_the_honeypot_drops_bots_silently(
    staff_client: AsyncClient, session: AsyncSession
) -> None:
    trapped = await staff_client.post(
        "/api/contact-submissions", json=contact_submission(website="http://spam.example")
    )
    assert trapped.status_code == 201
    assert trapped.json()["status"] == "pending"
    booked = await staff_client.post("/api/reservations", json=reservation(website="x"))
    assert booked.status_code == 201
    for model in (ContactSubmission, Reservation):
        assert await session.scalar(select(func.count()).select_from(model)) == 0


async def test_dashboard_counts_and_recent_activity(
    staff_client: AsyncClient, session: AsyncSession
) -> None:
    await make_section(session, section_name="bottle-service")
    await submit(staff_client, name="Olivia", subject="Feedback")
    await book(staff_client, name="Sophia", date=next_week().isoformat(), guests=6)
    board = (await staff_client.get("/api/admin/dashboard")).json()
    assert board["counts"] == {
        "content_sections": 1,
        "gallery_items": 0,
        "events": 0,
        "packages": 0,
        "pending_contact_submissions": 1,
        "pending_reservations": 1,
    }
    kinds = [(item["kind"], item.get("name"), item.get("section_name")) for item in board["recent"]]
    assert kinds == [
        ("reservation", "Sophia", None),
        ("contact", "Olivia", None),
        ("content", None, "bottle-service"),
    ]
    assert len(board["nights"]) == 14
    night = next(n for n in board["nights"] if n["date"] == next_week().isoformat())
    assert (night["reservations"], night["guests"]) == (1, 6)


async def test_recent_activity_shows_at_most_ten(staff_client: AsyncClient) -> None:
    for n in range(7):
        await submit(staff_client, name=f"Guest {n}")
        await book(staff_client, name=f"Guest {n}")
    board = (await staff_client.get("/api/admin/dashboard")).json()
    assert len(board["recent"]) == 10
    times = [item["at"] for item in board["recent"]]
    assert times == sorted(times, reverse=True)


@pytest.fixture
async def mailing_app(app: FastAPI, settings: Settings) -> AsyncIterator[tuple[FastAPI, object]]:
    with smtp_server() as (inbox, port):
        configured = settings.model_copy(
            update={
                "mail_transport": "smtp",
                "smtp_port": port,
                "staff_notification_emails": ["door@nocturne.club", "owner@nocturne.club"],
            }
        )
        mailing = create_app(configured)
        async with mailing.router.lifespan_context(mailing):
            yield mailing, inbox


async def book_and_send_a_message(mailing: FastAPI, guest_name: str) -> None:
    """Sophia books under `guest_name` and Olivia sends a message; returns once all is mailed."""
    async with AsyncClient(
        transport=ASGITransport(app=mailing), base_url="http://testserver"
    ) as client:
        await book(client, name=guest_name, email="sophia@example.com")
        await submit(client, name="Olivia Hart", subject="Private Event")
    notifier: Notifier = mailing.state.notifier
    await notifier.drain()


def assert_guest_and_staff_were_mailed(
    messages_: list[Message], reservation_subject_start: str
) -> None:
    received = {(m["To"], m["Subject"]) for m in messages_}
    assert ("sophia@example.com", "We received your reservation request at Nocturne") in received
    for staff in ("door@nocturne.club", "owner@nocturne.club"):
        assert any(to == staff and subject.startswith(reservation_subject_start)
                   for to, subject in received)  # fmt: skip
        assert (staff, "New message: Private Event from Olivia Hart") in received


async def test_staff_and_guest_are_mailed_about_a_reservation(
    mailing_app: tuple[FastAPI, object],
) -> None:
    mailing, inbox = mailing_app
    await book_and_send_a_message(mailing, "Sophia Reyes")
    assert_guest_and_staff_were_mailed(
        inbox.messages,  # type: ignore[attr-defined]
        "New reservation: Sophia Reyes",
    )


async def test_a_failing_mail_server_never_fails_the_visitor(
    app: FastAPI, settings: Settings, session: AsyncSession
) -> None:
    broken = create_app(
        settings.model_copy(
            update={
                "mail_transport": "smtp",
                "smtp_port": 9,  # nothing listens on the discard port here
                "smtp_timeout_seconds": 1,
                "staff_notification_emails": ["door@nocturne.club"],
                "mail_retry_seconds": [0.01],
            }
        )
    )
    async with broken.router.lifespan_context(broken):
        transport = ASGITransport(app=broken)
        async with AsyncClient(transport=transport, base_url="http://testserver") as client:
            response = await client.post("/api/reservations", json=reservation())
        assert response.status_code == 201
        await broken.state.notifier.drain()
    assert await session.scalar(select(func.count()).select_from(Reservation)) == 1
    # Tried again after the wait, then kept as failed: nothing vanished.
    failed = (await session.execute(select(OutboxMail.status, OutboxMail.attempts))).all()
    assert sorted(failed) == [("failed", 2), ("failed", 2)]


async def test_a_line_break_in_a_visitor_s_name_fails_no_mail(
    mailing_app: tuple[FastAPI, object],
) -> None:
    """Red team: a line break in a name made the staff notification and the guest receipt fail,
    with every other mail built in the same batch."""
    mailing, inbox = mailing_app
    await book_and_send_a_message(mailing, "Sophia\r\nBcc: victim@example.com")
    messages_ = inbox.messages  # type: ignore[attr-defined]
    assert_guest_and_staff_were_mailed(messages_, "New reservation: Sophia Bcc:")
    assert all(m["Bcc"] is None for m in messages_)


async def test_a_mail_that_cannot_be_built_fails_alone(settings: Settings) -> None:
    with smtp_server() as (inbox, port):
        mailer = Mailer(settings.model_copy(update={"mail_transport": "smtp", "smtp_port": port}))
        outcomes = await mailer.send_many(
            [
                Outgoing("first@example.com", "One", "Hello"),
                Outgoing("broken\n@example.com", "Two", "Hello"),
                Outgoing("third@example.com", "Three", "Hello"),
            ]
        )
    assert outcomes[0] is None
    assert isinstance(outcomes[1], ValueError)
    assert outcomes[2] is None
    assert [m["To"] for m in inbox.messages] == ["first@example.com", "third@example.com"]


async def test_the_receipt_carries_no_visitor_text_and_an_address_gets_three_a_day(
    mailing_app: tuple[FastAPI, object],
) -> None:
    """Red team: the receipt mailed any address with text of the sender's choosing, as often as
    asked: a relay for spam in the club's name."""
    mailing, inbox = mailing_app
    spam = "Cheap pills at pills.example"
    transport = ASGITransport(app=mailing)
    async with AsyncClient(transport=transport, base_url="http://testserver") as client:
        for night in range(5):
            await book(
                client,
                name=spam,
                email="stranger@example.com",
                requests=spam,
                date=(next_week() + timedelta(days=night)).isoformat(),
            )
    notifier: Notifier = mailing.state.notifier
    await notifier.drain()
    messages_ = inbox.messages  # type: ignore[attr-defined]
    receipts = [m for m in messages_ if m["To"] == "stranger@example.com"]
    assert len(receipts) == 3
    for receipt in receipts:
        assert "pills" not in text_of(receipt)
        assert "pills" not in receipt["Subject"]
    # Staff hear of every request, with the visitor's text.
    to_door = [m for m in messages_ if m["To"] == "door@nocturne.club"]
    assert len(to_door) == 5
    assert spam in text_of(to_door[0])
