"""The day's reminder: a confirmed guest is mailed on the night, from the club's reminder time,
once; across two server processes, one of them killed, each booking's reminder is stored and
mailed exactly once."""

import asyncio
import os
import signal
import tempfile
import time
import uuid
from collections.abc import Iterator
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy import func, insert, select

from nocturne import messages
from nocturne.club.nights import club_today
from nocturne.config import Settings
from nocturne.core.db import create_engine
from nocturne.models import BookingRules, OutboxMail, Reservation
from tests.support.databases import fresh_database
from tests.support.live_server import run_cli, serving_process
from tests.support.mail_server import Inbox, over_smtp, text_of

RULES = "/api/admin/reservation-settings"
BASE_RULES = {"booking_window_days": 366, "phone_required": True}
# Always passed on the night under way (the night starts at 6 AM), and never reached (5:59 AM
# belongs to the next morning).
PASSED, NOT_YET = "06:00", "05:59"


@pytest.fixture
def settings(settings: Settings, smtp: tuple[Inbox, int]) -> Settings:
    return over_smtp(settings, smtp[1])


@pytest.fixture
def inbox(smtp: tuple[Inbox, int]) -> Inbox:
    return smtp[0]


async def take(staff: AsyncClient, night: date, **fields: Any) -> dict[str, Any]:
    body = {"name": "Mara Quinn", "date": night.isoformat(), "time": "23:00", "guests": 4}
    answer = await staff.post("/api/admin/reservations", json=body | {"source": "phone"} | fields)
    assert answer.status_code == 201, answer.text
    taken: dict[str, Any] = answer.json()
    return taken


async def test_a_confirmed_guest_is_reminded_on_the_night_once_with_the_way_there(
    app: FastAPI, staff_client: AsyncClient, settings: Settings, inbox: Inbox
) -> None:
    tonight = club_today(ZoneInfo(settings.timezone))
    await take(staff_client, tonight, email="mara@example.com")
    await take(staff_client, tonight, name="Kai Moss", phone="+1 212 555 0188")  # no address
    walked_in = await take(staff_client, tonight, name="Ivy", email="ivy@example.com",
                           source="walk_in")  # fmt: skip
    assert walked_in["arrived"] == 4  # already in: no reminder
    reminders = app.state.reminders

    saved = await staff_client.put(RULES, json=BASE_RULES | {"reminder_time": NOT_YET})
    assert saved.status_code == 200, saved.text
    assert await reminders.send_due() == 0
    await staff_client.put(RULES, json=BASE_RULES | {"reminder_time": None})
    assert await reminders.send_due() == 0

    await staff_client.put(RULES, json=BASE_RULES | {"reminder_time": PASSED})
    assert await reminders.send_due() == 1
    assert await reminders.send_due() == 0  # once
    await app.state.notifier.drain()
    (mail,) = [m for m in inbox.messages if m["To"] == "mara@example.com"]
    assert mail["Subject"] == messages.RESERVATION_REMINDER_SUBJECT.format(club="Nocturne")
    assert "We look forward to seeing you tonight." in text_of(mail)
    assert "/booking#" in text_of(mail)
    assert [m["To"] for m in inbox.messages] == ["mara@example.com"]


async def test_the_reminder_time_is_checked(staff_client: AsyncClient) -> None:
    for wrong in ("3pm", "25:00", "15"):
        answer = await staff_client.put(RULES, json=BASE_RULES | {"reminder_time": wrong})
        assert answer.status_code == 422
        assert answer.json()["error"]["fields"]["reminder_time"] == messages.REMINDER_TIME_INVALID
    shown = (await staff_client.get(RULES)).json()
    assert shown["reminder_time"] == "15:00"  # the club's default, until it says otherwise


BOOKINGS = 200


async def _stored_nights(url: str) -> tuple[int, int, int]:
    engine = create_engine(url)
    try:
        async with engine.connect() as connection:
            reminded = await connection.scalar(
                select(func.count()).where(Reservation.reminded_at.is_not(None))
            )
            rows = await connection.scalar(
                select(func.count()).where(OutboxMail.kind == "reservation_reminder")
            )
            about = await connection.scalar(
                select(func.count(func.distinct(OutboxMail.about))).where(
                    OutboxMail.kind == "reservation_reminder", OutboxMail.status == "sent"
                )
            )
            return int(reminded or 0), int(rows or 0), int(about or 0)
    finally:
        await engine.dispose()


async def _booked_tonight(url: str, zone: str) -> None:
    engine = create_engine(url)
    tonight = club_today(ZoneInfo(zone))
    try:
        async with engine.begin() as connection:
            await connection.execute(
                insert(BookingRules).values(
                    id=uuid.uuid4(),
                    package_limits={},
                    booking_window_days=366,
                    phone_required=True,
                    reminder_time=PASSED,
                    updated_at=datetime.now(UTC),
                )
            )
            await connection.execute(
                insert(Reservation),
                [
                    {
                        "id": uuid.uuid4(),
                        "name": f"Guest {n}",
                        "email": f"guest-{n}@example.com",
                        "date": tonight,
                        "time": "23:00",
                        "guests": 2,
                        "status": "confirmed",
                        "created_at": datetime.now(UTC),
                    }
                    for n in range(BOOKINGS)
                ],
            )
    finally:
        await engine.dispose()


@pytest.fixture
def empty_database(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with fresh_database(os.environ.get("NOCTURNE_TEST_DATABASE_URL"), tmp_path_factory) as url:
        yield url


async def test_two_processes_one_killed_remind_each_booking_exactly_once(
    empty_database: str, tmp_path: Path
) -> None:
    url = empty_database
    env = {
        "NOCTURNE_DATABASE_URL": url,
        "NOCTURNE_DATA_DIR": str(tmp_path / "data"),
        "NOCTURNE_SECRET_KEY": "reminders-" + "k" * 40,
        "NOCTURNE_REMINDER_POLL_SECONDS": "0.05",
        "NOCTURNE_MAIL_POLL_SECONDS": "0.1",
        # Mails the killed process had claimed are the other's to send once their lease ends.
        "NOCTURNE_MAIL_LEASE_SECONDS": "3",
    }
    run_cli(env, "migrate")
    with (
        tempfile.TemporaryFile() as log_one,
        tempfile.TemporaryFile() as log_two,
        serving_process(env, log_one) as (_, first),
        serving_process(env, log_two),
    ):
        # The night's bookings arrive with both processes up and looking every 50 ms; one
        # process is killed without warning while the round is under way.
        await _booked_tonight(url, "UTC")
        await asyncio.sleep(0.15)
        os.kill(first.pid, signal.SIGKILL)
        first.wait()
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            reminded, rows, sent = await _stored_nights(url)
            if reminded == BOOKINGS and sent == BOOKINGS:
                break
            await asyncio.sleep(0.2)
    reminded, rows, sent = await _stored_nights(url)
    assert (reminded, rows, sent) == (BOOKINGS, BOOKINGS, BOOKINGS)
    # Each guest's mailbox (the outbox folder both processes write to) holds one reminder.
    mails = [p.read_text() for p in (tmp_path / "data" / "outbox").glob("*.eml")]
    reminded_to = [
        line for mail in mails for line in mail.splitlines() if line.startswith("To: guest-")
    ]
    assert len(reminded_to) == BOOKINGS
    assert len(set(reminded_to)) == BOOKINGS
