"""The reservation form's nights, kept by the response cache: what the route answers, anew
after each booking, each change of the rules, and when the clock alone changes it; and the
booking rules kept between their changes."""

from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
import time_machine
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.config import Settings
from nocturne.models import BlackoutDate, Reservation
from nocturne.reservations import availability_answers, booking_rules
from nocturne.reservations.booking_rules import Rules
from tests.club.test_club_settings import fresh
from tests.reservations.test_booking_rules import DEFAULTS, RULES, book, next_weekday, tonight
from tests.support.clients import client_from, started
from tests.support.factories import reservation
from tests.support.polling import eventually
from tests.support.reads import afresh, counted_queries

PATH = "/api/reservation-availability"
NEW_YORK = ZoneInfo("America/New_York")


async def answers(app: FastAPI, client: AsyncClient) -> tuple[Any, Any]:
    """The answer given (kept or made) and the one the route makes now."""
    given = await client.get(PATH)
    route = await afresh(client, PATH)
    assert given.status_code == route.status_code == 200
    assert "etag" in given.headers
    return given.json(), route.json()


async def test_the_answer_is_the_route_s_and_follows_each_booking(
    app: FastAPI, client: AsyncClient, staff_client: AsyncClient, settings: Settings
) -> None:
    night = next_weekday(settings, 4)
    limits = {"max_guests_per_night": 20, "same_day_cutoff": "23:00"}
    assert (await staff_client.put(RULES, json=DEFAULTS | limits)).status_code == 200
    given, route = await answers(app, client)
    assert given == route
    assert given["places_left"][night.isoformat()] == 20
    before = await client.get(PATH)

    status, _ = await book(client, date=night.isoformat(), guests=8)
    assert status == 201
    after = await client.get(PATH, headers={"If-None-Match": before.headers["etag"]})
    assert after.status_code == 200
    assert after.json()["places_left"][night.isoformat()] == 12
    assert (
        await client.get(PATH, headers={"If-None-Match": after.headers["etag"]})
    ).status_code == 304

    status, _ = await book(client, date=night.isoformat(), guests=12)
    assert status == 201
    given, route = await answers(app, client)
    assert given == route
    assert given["closed"][night.isoformat()] == messages.NIGHT_FULL


async def test_a_staff_decision_blackout_or_rule_change_is_answered_at_once(
    app: FastAPI, client: AsyncClient, staff_client: AsyncClient, settings: Settings
) -> None:
    night = next_weekday(settings, 5)
    await client.get(PATH)
    saved = await staff_client.put(f"/api/admin/blackout-dates/{night}", json={"reason": None})
    assert saved.status_code == 200
    given, route = await answers(app, client)
    assert given == route
    assert given["closed"][night.isoformat()] == messages.NIGHT_BLACKED_OUT

    assert (await staff_client.delete(f"/api/admin/blackout-dates/{night}")).status_code == 204
    assert night.isoformat() not in (await client.get(PATH)).json()["closed"]

    rules = DEFAULTS | {"booking_window_days": 30, "max_guests_per_night": 10}
    assert (await staff_client.put(RULES, json=rules)).status_code == 200
    given, route = await answers(app, client)
    assert given == route
    assert given["last_date"] == (tonight(settings) + timedelta(days=30)).isoformat()

    status, created = await book(client, date=night.isoformat(), guests=10)
    assert status == 201
    assert night.isoformat() in (await client.get(PATH)).json()["closed"]
    declined = await staff_client.patch(
        f"/api/admin/reservations/{created['id']}", json={"status": "rejected"}
    )
    assert declined.status_code == 200, declined.text
    assert (await client.get(PATH)).json()["places_left"][night.isoformat()] == 10


async def test_an_unchanged_answer_runs_no_query(app: FastAPI, client: AsyncClient) -> None:
    await client.get(PATH)
    with counted_queries(app) as statements:
        for _ in range(3):
            assert (await client.get(PATH)).status_code == 200
    assert statements == []


async def test_the_answer_is_made_again_when_the_clock_alone_changes_it(
    app: FastAPI,
    client: AsyncClient,
    staff_client: AsyncClient,
    session: AsyncSession,
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    night = next_weekday(settings, 3)
    assert (await staff_client.put(RULES, json=DEFAULTS | {"max_guests_per_night": 20})).is_success
    soon = datetime.now(UTC) + timedelta(minutes=10)
    monkeypatch.setattr(availability_answers, "changes_by_itself_at", lambda *_: soon)
    assert (await client.get(PATH)).json()["places_left"][night.isoformat()] == 20
    # Written behind the feed's back: only the clock can make the answer anew.
    values = reservation(guests=8)
    del values["date"]
    session.add(Reservation(**values, date=night, status="confirmed"))
    await session.commit()
    assert (await client.get(PATH)).json()["places_left"][night.isoformat()] == 20
    with time_machine.travel(soon, tick=True):  # the clock reaches the moment
        given, route = await answers(app, client)
    assert given == route
    assert given["places_left"][night.isoformat()] == 12


def test_the_clock_changes_the_answer_at_the_cut_off_and_at_the_next_night() -> None:
    rules = Rules(same_day_cutoff="21:00")
    evening = datetime(2026, 7, 3, 18, 0, tzinfo=NEW_YORK)
    assert availability_answers.changes_by_itself_at(rules, NEW_YORK, evening) == datetime(
        2026, 7, 3, 21, 0, tzinfo=NEW_YORK
    )
    late = datetime(2026, 7, 3, 22, 0, tzinfo=NEW_YORK)
    next_night = datetime(2026, 7, 4, 6, 0, tzinfo=NEW_YORK)
    assert availability_answers.changes_by_itself_at(rules, NEW_YORK, late) == next_night
    # Until 6 AM it is still last night; its cut-off has passed.
    small_hours = datetime(2026, 7, 4, 2, 0, tzinfo=NEW_YORK)
    assert availability_answers.changes_by_itself_at(rules, NEW_YORK, small_hours) == next_night
    no_cutoff = Rules()
    assert availability_answers.changes_by_itself_at(no_cutoff, NEW_YORK, evening) == next_night
    # A cut-off after midnight is the next morning's: the answer changes then, not at once.
    after_midnight = Rules(same_day_cutoff="01:00")
    assert availability_answers.changes_by_itself_at(after_midnight, NEW_YORK, evening) == (
        datetime(2026, 7, 4, 1, 0, tzinfo=NEW_YORK)
    )
    assert availability_answers.changes_by_itself_at(after_midnight, NEW_YORK, small_hours) == (
        next_night
    )


@pytest.fixture
def rule_reads(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Each time the booking rules and blackout nights are read from the database for the
    booking path (the real read, counted)."""
    reads: list[object] = []
    real = booking_rules.in_force

    async def counted(session: AsyncSession, since: Any) -> booking_rules.InForce:
        reads.append(since)
        return await real(session, since)

    monkeypatch.setattr(booking_rules, "in_force", counted)
    return reads


async def test_a_booking_reads_the_rules_once_until_they_change(
    client: AsyncClient,
    staff_client: AsyncClient,
    settings: Settings,
    rule_reads: list[object],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The rules and blackout nights a booking is checked against are kept between changes:
    a second booking reads none of them, and every change staff make applies to the next."""
    monkeypatch.setattr(availability_answers, "RULES_KEPT_SECONDS", 60.0)
    night = next_weekday(settings, 3)
    assert (await book(client, date=night.isoformat()))[0] == 201
    assert (await book(client, date=night.isoformat()))[0] == 201
    assert len(rule_reads) == 1

    blackout = f"/api/admin/blackout-dates/{night}"
    assert (await staff_client.put(blackout, json={"reason": None})).status_code == 200
    status, body = await book(client, date=night.isoformat())
    assert (status, body["error"]["fields"]) == (422, {"date": messages.NIGHT_BLACKED_OUT})
    assert (await staff_client.delete(blackout)).status_code == 204
    assert (await book(client, date=night.isoformat()))[0] == 201

    closed = DEFAULTS | {"opening_weekdays": [(night.weekday() + 1) % 7]}
    assert (await staff_client.put(RULES, json=closed)).status_code == 200
    status, body = await book(client, date=night.isoformat())
    assert status == 422
    assert set(body["error"]["fields"]) == {"date"}
    no_phone = DEFAULTS | {"phone_required": False}
    assert (await staff_client.put(RULES, json=no_phone)).status_code == 200
    assert (await book(client, date=night.isoformat(), phone=None))[0] == 201


async def test_another_process_applies_a_blackout_to_its_next_booking(
    app: FastAPI,
    client: AsyncClient,
    staff_client: AsyncClient,
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two apps on one database stand for two processes: a night blacked out through one is
    refused by the other once the change feed has carried the save (not because its kept rules
    grew old)."""
    monkeypatch.setattr(availability_answers, "RULES_KEPT_SECONDS", 60.0)
    night = next_weekday(settings, 2)
    async with started(fresh(settings)) as other, client_from(other, "192.0.2.44") as visitor:
        assert (await book(visitor, date=night.isoformat()))[0] == 201  # its rules, kept
        assert night.isoformat() not in (await visitor.get(PATH)).json()["closed"]  # kept too
        blackout = f"/api/admin/blackout-dates/{night}"
        saved = await staff_client.put(blackout, json={"reason": "Private party"})
        assert saved.status_code == 200

        async def closed() -> list[str]:
            return list((await visitor.get(PATH)).json()["closed"])

        # Until the other process hears of it (its form's nights too).
        await eventually(closed, lambda nights: night.isoformat() in nights)
        status, body = await book(visitor, date=night.isoformat())
    assert status == 422
    assert body["error"]["fields"] == {"date": f"{messages.NIGHT_BLACKED_OUT} Private party"}


async def test_a_change_the_feed_never_announced_applies_within_a_moment(
    app: FastAPI,
    client: AsyncClient,
    settings: Settings,
    session: AsyncSession,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The kept rules are read again at least every RULES_KEPT_SECONDS: a blackout written
    where no change feed reports it (as if the feed had missed it) still applies soon. The
    clock is the test's, so a slow machine cannot let the kept rules expire early."""
    now = [1000.0]
    monkeypatch.setattr(availability_answers, "monotonic", lambda: now[0])
    night = next_weekday(settings, 1)
    assert (await book(client, date=night.isoformat()))[0] == 201
    session.add(BlackoutDate(date=night, reason=None))
    await session.commit()  # straight to the database: the feed hears nothing
    now[0] += availability_answers.RULES_KEPT_SECONDS * 0.9
    assert (await book(client, date=night.isoformat()))[0] == 201  # the kept rules
    now[0] += availability_answers.RULES_KEPT_SECONDS * 0.2
    status, body = await book(client, date=night.isoformat())
    assert (status, body["error"]["fields"]) == (422, {"date": messages.NIGHT_BLACKED_OUT})
