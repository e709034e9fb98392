"""The booking desk: requests that arrive together are stored in one transaction, each in a
savepoint of its own, and answered once it is committed; a full desk turns new requests away."""

import asyncio
from datetime import timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.club.nights import club_today
from nocturne.config import Settings
from nocturne.contact.schemas import ContactSubmissionCreate
from nocturne.contact.service import create_contact_submission
from nocturne.core.statements import Transaction
from nocturne.models import ContactSubmission, Reservation
from nocturne.reservations import booking_desk
from nocturne.reservations.booking_desk import BookingDesk, DeskBusyError, Filed
from tests.support.factories import contact_submission, reservation

RULES = "/api/admin/reservation-settings"


async def test_requests_that_arrive_together_share_a_batch_and_a_refusal_fails_only_its_own(
    app: FastAPI,
    client: AsyncClient,
    staff_client: AsyncClient,
    session: AsyncSession,
    settings: Settings,
) -> None:
    saved = await staff_client.put(
        RULES,
        json={"opening_weekdays": list(range(7)), "max_guests_per_night": None,
              "max_bookings_per_night": 5, "package_limits": {}, "same_day_cutoff": None,
              "booking_window_days": 366, "phone_required": True},
    )  # fmt: skip
    assert saved.status_code == 200
    night = (club_today(ZoneInfo(settings.timezone)) + timedelta(days=3)).isoformat()
    past = (club_today(ZoneInfo(settings.timezone)) - timedelta(days=3)).isoformat()
    desk: BookingDesk = app.state.desk
    before = desk.batches
    answers = await asyncio.gather(
        *(client.post("/api/reservations", json=reservation(date=night)) for _ in range(8)),
        client.post("/api/reservations", json=reservation(date=past)),
        client.post("/api/contact-submissions", json=contact_submission()),
    )
    statuses = [answer.status_code for answer in answers]
    # The night takes five bookings: exactly five of the eight, whichever they are.
    assert sorted(statuses[:8]) == [201] * 5 + [422] * 3
    refused = [
        answer.json()["error"]["fields"] for answer in answers[:8] if answer.status_code == 422
    ]
    assert refused == [{"date": messages.NIGHT_FULL}] * 3
    assert answers[8].json()["error"]["fields"] == {"date": messages.DATE_IN_PAST}
    assert answers[9].status_code == 201
    assert await session.scalar(select(func.count()).select_from(Reservation)) == 5
    assert await session.scalar(select(func.count()).select_from(ContactSubmission)) == 1
    # Fewer transactions than requests (each request's count and its work go through the desk).
    assert desk.batches - before < 2 * len(answers)
    assert desk.largest > 1


async def test_a_full_desk_turns_a_new_request_away_at_once(
    app: FastAPI, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """When the work already waiting would take the writer longer than the bound at its recent
    pace, a new request gets 503 with Retry-After instead of a place in the queue; the requests
    already taken are all answered."""
    monkeypatch.setattr(booking_desk, "ALWAYS_TAKEN", 1)
    desk = BookingDesk(
        app.state.engine, app.state.changes, None, settings, app.state.notifier.outbox
    )
    started = asyncio.Event()
    release = asyncio.Event()

    async def slow(_tx: Transaction) -> Filed:
        started.set()
        await release.wait()  # the writer holds the batch until the test lets it go
        return Filed("slow")

    async def quick(_tx: Transaction) -> Filed:
        return Filed("quick")

    first = asyncio.create_task(desk.file(slow))
    await started.wait()  # the writer holds the first request's batch
    desk._pace = 0.2  # a fifth of a second a request, as a slow disk would make it
    second = asyncio.create_task(desk.file(quick))  # behind one: within the bound
    await asyncio.sleep(0)  # the second is waiting on the desk
    with pytest.raises(DeskBusyError) as refused:
        await desk.file(quick)
    assert refused.value.status_code == 503
    assert refused.value.headers == {"Retry-After": "1"}
    release.set()
    assert await asyncio.gather(first, second) == ["slow", "quick"]
    await desk.stop()


async def test_the_requests_of_the_batch_under_way_count_against_the_bound(
    app: FastAPI, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nothing waits on the desk while the writer runs a batch, but a new request would wait for
    that batch all the same: at a slow pace it is turned away too."""
    monkeypatch.setattr(booking_desk, "ALWAYS_TAKEN", 1)
    desk = BookingDesk(
        app.state.engine, app.state.changes, None, settings, app.state.notifier.outbox
    )
    started = asyncio.Event()
    release = asyncio.Event()

    async def slow(_tx: Transaction) -> Filed:
        started.set()
        await release.wait()  # the writer holds the batch until the test lets it go
        return Filed("slow")

    first = asyncio.create_task(desk.file(slow))
    await started.wait()  # taken into the batch: nothing is left waiting
    desk._pace = 1.0
    with pytest.raises(DeskBusyError):
        await desk.file(slow)
    release.set()
    assert await first == "slow"
    desk._pace = 0.0  # answered, the desk is free again
    assert await desk.file(slow) == "slow"
    await desk.stop()


async def test_an_error_in_one_request_leaves_the_others_of_its_batch_stored(
    app: FastAPI, settings: Settings, session: AsyncSession
) -> None:
    desk = BookingDesk(
        app.state.engine, app.state.changes, None, settings, app.state.notifier.outbox
    )

    def storing(name: str) -> Any:
        async def work(tx: Transaction) -> Filed:
            await create_contact_submission(
                tx, ContactSubmissionCreate(**contact_submission(name=name))
            )
            return Filed(name)

        return work

    async def broken(tx: Transaction) -> Filed:
        await create_contact_submission(
            tx, ContactSubmissionCreate(**contact_submission(name="Never"))
        )
        raise RuntimeError("a defect")

    answers = await asyncio.gather(
        desk.file(storing("Ada")), desk.file(broken), desk.file(storing("Grace")),
        return_exceptions=True,
    )  # fmt: skip
    assert answers[0] == "Ada"
    assert isinstance(answers[1], RuntimeError)
    assert answers[2] == "Grace"
    assert desk.largest == 3
    names = set((await session.scalars(select(ContactSubmission.name))).all())
    assert names == {"Ada", "Grace"}
    await desk.stop()
