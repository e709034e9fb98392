"""The club's booking rules: each refusal with its message on the field, the duplicate request,
the race for the last places, and the nights the form is offered."""

import asyncio
from datetime import UTC, date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy import event, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.club.nights import club_today
from nocturne.config import Settings
from nocturne.models import Reservation
from nocturne.reservations import booking_rules
from nocturne.reservations.booking_rules import Rules, closed_reason
from tests.support.factories import contact_section, make_package, reservation

NEW_YORK = ZoneInfo("America/New_York")
RULES = "/api/admin/reservation-settings"
NIGHT_LIMIT = messages.NIGHT_LIMIT_INVALID
EVERY_NIGHT = [0, 1, 2, 3, 4, 5, 6]
DEFAULTS: dict[str, Any] = {
    "opening_weekdays": EVERY_NIGHT,
    "max_guests_per_night": None,
    "max_bookings_per_night": None,
    "package_limits": {},
    "same_day_cutoff": None,
    "booking_window_days": 366,
    "phone_required": True,
    "assign_table_on_confirm": False,
    "requests_need_table": False,
    "reminder_time": "15:00",
    "cancellation_policy": None,
}


def tonight(settings: Settings) -> date:
    return club_today(ZoneInfo(settings.timezone))


def next_weekday(settings: Settings, weekday: int, weeks: int = 1) -> date:
    """The club's next night on that weekday, at least a day ahead, in `weeks` weeks' time."""
    first = tonight(settings) + timedelta(days=1)
    return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (weeks - 1))


async def book(client: AsyncClient, **fields: Any) -> tuple[int, dict[str, Any]]:
    response = await client.post("/api/reservations", json=reservation(**fields))
    body: dict[str, Any] = response.json()
    return response.status_code, body


def refusal(body: dict[str, Any]) -> dict[str, str]:
    fields: dict[str, str] = body["error"]["fields"]
    return fields


async def save_rules(staff_client: AsyncClient, **changes: Any) -> dict[str, Any]:
    response = await staff_client.put(RULES, json=DEFAULTS | changes)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


async def count_reservations(session: AsyncSession) -> int:
    counted = await session.scalar(select(func.count()).select_from(Reservation))
    await session.commit()  # ends the read, so the app may have the SQLite connection
    return int(counted or 0)


def test_the_night_is_the_clubs_in_its_time_zone() -> None:
    # 03:00 UTC on the 27th is 10 PM on the 26th in New York: tonight is the 26th there.
    now = datetime(2026, 11, 27, 3, 0, tzinfo=UTC)
    rules = Rules()
    assert closed_reason(date(2026, 11, 26), rules, {}, NEW_YORK, now) is None
    assert closed_reason(date(2026, 11, 25), rules, {}, NEW_YORK, now) == messages.DATE_IN_PAST
    assert closed_reason(date(2026, 11, 25), rules, {}, ZoneInfo("UTC"), now) == (
        messages.DATE_IN_PAST
    )


def test_tonight_closes_at_the_same_day_cut_off() -> None:
    rules = Rules(same_day_cutoff="20:30")
    before = datetime(2026, 11, 27, 1, 29, tzinfo=UTC)  # 8:29 PM in New York, the 26th
    after = datetime(2026, 11, 27, 1, 30, tzinfo=UTC)
    night = date(2026, 11, 26)
    assert closed_reason(night, rules, {}, NEW_YORK, before) is None
    assert closed_reason(night, rules, {}, NEW_YORK, after) == messages.NIGHT_CUT_OFF.format(
        time="8:30 PM"
    )
    assert closed_reason(night + timedelta(days=1), rules, {}, NEW_YORK, after) is None


def test_a_cut_off_after_midnight_closes_tonight_in_the_small_hours() -> None:
    """The night runs until 6 AM: a cut-off at 1:00 AM is the next morning's, not the evening
    before's (which would close tonight all evening)."""
    rules = Rules(same_day_cutoff="01:00")
    night = date(2026, 11, 26)
    evening = datetime(2026, 11, 26, 20, 0, tzinfo=NEW_YORK)
    before = datetime(2026, 11, 27, 0, 59, tzinfo=NEW_YORK)
    after = datetime(2026, 11, 27, 1, 0, tzinfo=NEW_YORK)
    assert closed_reason(night, rules, {}, NEW_YORK, evening) is None
    assert closed_reason(night, rules, {}, NEW_YORK, before) is None
    assert closed_reason(night, rules, {}, NEW_YORK, after) == messages.NIGHT_CUT_OFF.format(
        time="1:00 AM"
    )


async def test_a_night_the_club_is_closed_is_refused_with_its_open_nights(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession, settings: Settings
) -> None:
    saved = await save_rules(staff_client, opening_weekdays=[5, 3, 4])
    assert saved["opening_weekdays"] == [3, 4, 5]
    status, body = await book(client, date=next_weekday(settings, 0).isoformat())
    assert status == 422
    message = messages.NIGHT_CLOSED_WEEKDAY.format(open_nights="Thursday, Friday and Saturday")
    assert refusal(body) == {"date": message}
    assert await count_reservations(session) == 0
    status, _ = await book(client, date=next_weekday(settings, 4).isoformat())
    assert status == 201
    await save_rules(staff_client, opening_weekdays=[])
    _, body = await book(client, date=next_weekday(settings, 4, weeks=2).isoformat())
    assert refusal(body) == {"date": messages.NIGHT_CLOSED_NEVER}


@pytest.mark.parametrize("rules_saved", [False, True], ids=["no rules saved", "rules saved"])
async def test_the_contact_hours_are_text_and_never_change_the_opening_nights(
    client: AsyncClient, staff_client: AsyncClient, settings: Settings, rules_saved: bool
) -> None:
    """Whatever the contact hours say, readable as days or not, they are saved as written and
    the nights that can be booked stay those of the rules."""
    if rules_saved:
        await save_rules(staff_client, opening_weekdays=[3, 4, 5])
    before = (await staff_client.get(RULES)).json()
    for hours in (
        [{"day": "Weekends", "time": "10 PM - 4 AM"}],
        [{"day": "Monday", "time": "10 PM - 4 AM"}],
        [{"day": "Daily", "time": "9 PM - 2 AM"}],
        [{"day": "Friday", "time": "Private events only"}],
    ):
        saved = await staff_client.put("/api/admin/contact", json=contact_section(hours=hours))
        assert saved.status_code == 200, saved.text
        assert saved.json()["hours"] == hours
        assert (await staff_client.get(RULES)).json() == before
        monday = next_weekday(settings, 0).isoformat()
        closed = (await client.get("/api/reservation-availability")).json()["closed"]
        if rules_saved:
            assert closed[monday] == messages.NIGHT_CLOSED_WEEKDAY.format(
                open_nights="Thursday, Friday and Saturday"
            )
        else:
            assert monday not in closed


async def test_an_event_opens_its_night_whatever_its_weekday(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession, settings: Settings
) -> None:
    """A club that puts an event on a night it is usually closed takes table requests for that
    night (the event's Reserve link leads to an open night); not for the same weekday after."""
    await save_rules(staff_client, opening_weekdays=[4, 5])
    monday = next_weekday(settings, 0)
    week_after = monday + timedelta(days=7)
    created = await staff_client.post(
        "/api/admin/events",
        json={"title": "Monday Takeover", "description": "One night only.", "image": None,
              "date": monday.isoformat(), "time": "10:00 PM", "location": "Main Room"},
    )  # fmt: skip
    assert created.status_code == 201, created.text
    closed = (await client.get("/api/reservation-availability")).json()["closed"]
    assert monday.isoformat() not in closed
    assert week_after.isoformat() in closed
    assert (await book(client, date=monday.isoformat()))[0] == 201
    _, body = await book(client, date=week_after.isoformat())
    assert refusal(body) == {
        "date": messages.NIGHT_CLOSED_WEEKDAY.format(open_nights="Friday and Saturday")
    }
    # Blacked out, the night is closed, event or not.
    await staff_client.put(f"/api/admin/blackout-dates/{monday.isoformat()}", json={})
    _, body = await book(client, date=monday.isoformat(), email="late@example.com")
    assert refusal(body) == {"date": messages.NIGHT_BLACKED_OUT}
    await staff_client.delete(f"/api/admin/blackout-dates/{monday.isoformat()}")
    # Taken off the calendar, the event no longer opens its night.
    deleted = await staff_client.delete(f"/api/admin/events/{created.json()['id']}")
    assert deleted.status_code in (200, 204), deleted.text
    closed = (await client.get("/api/reservation-availability")).json()["closed"]
    assert closed[monday.isoformat()] == messages.NIGHT_CLOSED_WEEKDAY.format(
        open_nights="Friday and Saturday"
    )
    _, body = await book(client, date=monday.isoformat(), email="later@example.com")
    assert "date" in refusal(body)
    assert await count_reservations(session) == 1


async def test_a_blackout_date_refuses_bookings_with_its_reason_until_removed(
    client: AsyncClient, staff_client: AsyncClient, settings: Settings
) -> None:
    night = (tonight(settings) + timedelta(days=10)).isoformat()
    put = await staff_client.put(
        f"/api/admin/blackout-dates/{night}", json={"reason": "Private hire."}
    )
    assert put.status_code == 200
    assert put.json() == {"date": night, "reason": "Private hire."}
    listed = (await staff_client.get("/api/admin/blackout-dates")).json()
    assert listed == {"data": [{"date": night, "reason": "Private hire."}], "count": 1}
    status, body = await book(client, date=night)
    assert (status, refusal(body)) == (422, {"date": "We are closed that night. Private hire."})
    assert (await staff_client.delete(f"/api/admin/blackout-dates/{night}")).status_code == 204
    assert (await staff_client.delete(f"/api/admin/blackout-dates/{night}")).status_code == 404
    assert (await book(client, date=night))[0] == 201


async def test_last_night_and_nights_past_the_window_are_refused(
    client: AsyncClient, staff_client: AsyncClient, settings: Settings
) -> None:
    yesterday = tonight(settings) - timedelta(days=1)
    _, body = await book(client, date=yesterday.isoformat())
    assert refusal(body) == {"date": messages.DATE_IN_PAST}
    assert (await book(client, date=tonight(settings).isoformat()))[0] == 201
    far = tonight(settings) + timedelta(days=367)
    assert refusal((await book(client, date=far.isoformat()))[1]) == {"date": messages.DATE_TOO_FAR}
    await save_rules(staff_client, booking_window_days=30)
    day_31 = tonight(settings) + timedelta(days=31)
    assert refusal((await book(client, date=day_31.isoformat()))[1]) == {
        "date": messages.DATE_TOO_FAR_DAYS.format(days=30)
    }
    assert (await book(client, date=(day_31 - timedelta(days=1)).isoformat()))[0] == 201


async def test_one_pending_request_per_guest_and_night(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession, settings: Settings
) -> None:
    night = (tonight(settings) + timedelta(days=5)).isoformat()
    status, first = await book(client, email="ana@example.com", date=night)
    assert status == 201
    status, body = await book(client, email="ANA@example.com", date=night, guests=2)
    assert (status, refusal(body)) == (422, {"date": messages.ALREADY_REQUESTED})
    other_night = (tonight(settings) + timedelta(days=6)).isoformat()
    assert (await book(client, email="ana@example.com", date=other_night))[0] == 201
    assert await count_reservations(session) == 2
    # Once staff have decided, the guest may ask again for that night.
    decided = await staff_client.patch(
        f"/api/admin/reservations/{first['id']}", json={"status": "rejected"}
    )
    assert decided.status_code == 200
    assert (await book(client, email="ana@example.com", date=night))[0] == 201


async def test_the_night_takes_guests_and_bookings_up_to_its_limits(
    client: AsyncClient, staff_client: AsyncClient, settings: Settings
) -> None:
    await save_rules(staff_client, max_guests_per_night=10, max_bookings_per_night=3)
    night = (tonight(settings) + timedelta(days=3)).isoformat()
    status, first = await book(client, date=night, guests=8)
    assert status == 201
    status, body = await book(client, date=night, guests=4)
    assert refusal(body) == {"guests": messages.NIGHT_PLACES_LEFT.format(places=2)}
    assert (await book(client, date=night, guests=2))[0] == 201
    status, body = await book(client, date=night, guests=1)
    assert refusal(body) == {"date": messages.NIGHT_FULL}
    # A declined request gives its places back.
    await staff_client.patch(f"/api/admin/reservations/{first['id']}", json={"status": "rejected"})
    assert (await book(client, date=night, guests=1))[0] == 201
    assert (await book(client, date=night, guests=1))[0] == 201
    status, body = await book(client, date=night, guests=1)
    assert refusal(body) == {"date": messages.NIGHT_FULL}  # three bookings hold the night


async def test_a_package_takes_bookings_up_to_its_nightly_limit(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession, settings: Settings
) -> None:
    gold = await make_package(session, name="Gold")
    await save_rules(staff_client, package_limits={str(gold.id): 1})
    night = (tonight(settings) + timedelta(days=4)).isoformat()
    status, first = await book(client, date=night, package_id=str(gold.id))
    assert status == 201
    assert (first["package_id"], first["package_name"]) == (str(gold.id), "Gold")
    status, body = await book(client, date=night, package_id=str(gold.id))
    assert refusal(body) == {"package_id": messages.PACKAGE_FULL.format(package="Gold")}
    assert (await book(client, date=night))[0] == 201
    unknown = "00000000-0000-4000-8000-000000000000"
    assert refusal((await book(client, date=night, package_id=unknown))[1]) == {
        "package_id": messages.PACKAGE_UNKNOWN
    }


async def test_the_phone_is_required_unless_the_club_says_otherwise(
    client: AsyncClient, staff_client: AsyncClient
) -> None:
    assert refusal((await book(client, phone=""))[1]) == {"phone": messages.PHONE_REQUIRED}
    assert refusal((await book(client, phone="call me"))[1]) == {"phone": messages.PHONE_INVALID}
    assert refusal((await book(client, phone="12345"))[1]) == {"phone": messages.PHONE_INVALID}
    status, body = await book(client, phone=" +44 (0)20 7946-0958 ")
    assert (status, body["phone"]) == (201, "+44 (0)20 7946-0958")
    await save_rules(staff_client, phone_required=False)
    status, body = await book(client, phone=None)
    assert (status, body["phone"]) == (201, None)


async def test_two_bookings_for_the_last_places_one_wins(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession, settings: Settings
) -> None:
    await save_rules(staff_client, max_guests_per_night=8)
    night = (tonight(settings) + timedelta(days=2)).isoformat()
    answers = await asyncio.gather(*(book(client, date=night, guests=6) for _ in range(4)))
    assert sorted(status for status, _ in answers) == [201, 422, 422, 422]
    held = await session.scalar(
        select(func.sum(Reservation.guests)).where(Reservation.date == date.fromisoformat(night))
    )
    assert held == 6


async def test_more_bookings_for_one_night_at_once_than_the_pool_has_connections_all_go_through(
    client: AsyncClient, session: AsyncSession, settings: Settings
) -> None:
    """Each booking holds the night's turn while it counts the guest's receipts. Were that count
    to ask the request's own pool for a second connection, the pool's connections would all be
    held by bookings waiting for that turn, and the one holding it would wait for a connection
    until the pool's timeout (PostgreSQL)."""
    night = (tonight(settings) + timedelta(days=3)).isoformat()
    at_once = 40  # more than the PostgreSQL pool's 10 + 10
    answers = await asyncio.gather(
        *(book(client, date=night, email=f"guest-{index}@example.com") for index in range(at_once))
    )
    assert [status for status, _ in answers] == [201] * at_once
    stored = await session.scalar(
        select(func.count())
        .select_from(Reservation)
        .where(Reservation.date == date.fromisoformat(night))
    )
    assert stored == at_once


async def test_the_form_is_offered_the_open_nights_and_told_why_others_are_closed(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession, settings: Settings
) -> None:
    gold = await make_package(session, name="Gold")
    await save_rules(
        staff_client,
        opening_weekdays=[4, 5],
        max_guests_per_night=10,
        package_limits={str(gold.id): 1},
        booking_window_days=21,
    )
    friday = next_weekday(settings, 4)
    saturday = friday + timedelta(days=1)
    await staff_client.put(f"/api/admin/blackout-dates/{saturday.isoformat()}", json={})
    await book(client, date=friday.isoformat(), guests=4, package_id=str(gold.id))
    body = (await client.get("/api/reservation-availability")).json()
    assert body["first_date"] == tonight(settings).isoformat()
    assert body["last_date"] == (tonight(settings) + timedelta(days=21)).isoformat()
    assert body["phone_required"] is True
    assert body["after_last_date"] == messages.DATE_TOO_FAR_DAYS.format(days=21)
    closed = body["closed"]
    assert friday.isoformat() not in closed
    assert closed[saturday.isoformat()] == messages.NIGHT_BLACKED_OUT
    sunday = (saturday + timedelta(days=1)).isoformat()
    assert closed[sunday] == messages.NIGHT_CLOSED_WEEKDAY.format(open_nights="Friday and Saturday")
    assert len(closed) + len(body["places_left"]) == 22
    assert body["places_left"][friday.isoformat()] == 6
    assert body["packages_full"] == {str(gold.id): [friday.isoformat()]}


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"opening_weekdays": [1, 1]}, "opening_weekdays", messages.WEEKDAYS_INVALID),
        ({"opening_weekdays": [7]}, "opening_weekdays", messages.WEEKDAYS_INVALID),
        ({"opening_weekdays": None}, "opening_weekdays", messages.WEEKDAYS_INVALID),
        ({"max_guests_per_night": 0}, "max_guests_per_night", messages.NIGHT_LIMIT_INVALID),
        (
            {"max_bookings_per_night": 10_001},
            "max_bookings_per_night",
            messages.NIGHT_LIMIT_INVALID,
        ),
        ({"package_limits": {"gold": 1}}, "package_limits", messages.PACKAGE_UNKNOWN),
        ({"same_day_cutoff": "25:00"}, "same_day_cutoff", messages.CUTOFF_INVALID),
        ({"booking_window_days": 0}, "booking_window_days", messages.WINDOW_INVALID),
        ({"booking_window_days": "30"}, "booking_window_days", messages.WINDOW_INVALID),
        ({"max_guests_per_night": 2.5}, "max_guests_per_night", messages.NIGHT_LIMIT_INVALID),
        ({"max_guests_per_night": True}, "max_guests_per_night", messages.NIGHT_LIMIT_INVALID),
        ({"phone_required": 0}, "phone_required", messages.PHONE_RULE_INVALID),
    ],
)
async def test_bad_rules_are_refused_and_nothing_changes(
    staff_client: AsyncClient, changes: dict[str, Any], field: str, message: str
) -> None:
    response = await staff_client.put(RULES, json=DEFAULTS | changes)
    assert response.status_code == 422
    assert response.json()["error"]["fields"] == {field: message}
    assert (await staff_client.get(RULES)).json()["opening_weekdays"] == EVERY_NIGHT


async def test_the_rules_default_to_every_night_with_the_phone_required(
    staff_client: AsyncClient, settings: Settings
) -> None:
    body = (await staff_client.get(RULES)).json()
    assert body == DEFAULTS | {"time_zone": settings.timezone}


async def test_rules_are_for_staff_only(client: AsyncClient) -> None:
    assert (await client.get(RULES)).status_code == 401
    assert (await client.put(RULES, json=DEFAULTS)).status_code == 401
    assert (await client.get("/api/admin/blackout-dates")).status_code == 401


async def test_the_availability_window_follows_the_settings(
    session: AsyncSession, settings: Settings
) -> None:
    shown = await booking_rules.availability_public(session, ZoneInfo(settings.timezone))
    assert (shown.last_date - shown.first_date).days == 366
    assert shown.closed == {}


async def _stored(session: AsyncSession, night: date, status: str, guests: int = 4) -> Reservation:
    row = Reservation(
        name="Late Larry",
        email=f"larry.{night.isoformat()}.{status}@example.com",
        date=night,
        time="22:00",
        guests=guests,
        status=status,
    )
    session.add(row)
    await session.commit()
    return row


async def test_requests_for_past_nights_expire_and_leave_pending(
    staff_client: AsyncClient, session: AsyncSession, settings: Settings
) -> None:
    last_night = tonight(settings) - timedelta(days=1)
    stale = await _stored(session, last_night, "pending")
    kept = await _stored(session, last_night, "confirmed")
    upcoming = await _stored(session, tonight(settings), "pending")
    stale_id, kept_id, upcoming_id = str(stale.id), str(kept.id), str(upcoming.id)
    await session.commit()

    dashboard = (await staff_client.get("/api/admin/dashboard")).json()
    assert dashboard["counts"]["pending_reservations"] == 1
    pending = (await staff_client.get("/api/admin/reservations?status=pending")).json()
    assert [row["id"] for row in pending["data"]] == [upcoming_id]
    expired = (await staff_client.get("/api/admin/reservations?status=expired")).json()
    assert [row["id"] for row in expired["data"]] == [stale_id]
    everyone = {row["id"]: row["status"] for row in (await staff_client.get(
        "/api/admin/reservations")).json()["data"]}  # fmt: skip
    assert everyone == {stale_id: "expired", kept_id: "confirmed", upcoming_id: "pending"}
    # An expired request can no longer be decided.
    late = await staff_client.patch(
        f"/api/admin/reservations/{stale_id}", json={"status": "confirmed"}
    )
    assert late.status_code == 409


async def test_the_reservations_list_expires_past_requests_and_writes_nothing_when_none_is_left(
    app: FastAPI, staff_client: AsyncClient, session: AsyncSession, settings: Settings
) -> None:
    stale = await _stored(session, tonight(settings) - timedelta(days=2), "pending")
    upcoming = await _stored(session, tonight(settings) + timedelta(days=2), "pending")
    stale_id, upcoming_id = str(stale.id), str(upcoming.id)
    writes: list[str] = []

    def count_writes(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        if statement.startswith("UPDATE reservations"):
            writes.append(statement)

    engine = app.state.engine.sync_engine
    event.listen(engine, "before_cursor_execute", count_writes)
    try:
        pending = (await staff_client.get("/api/admin/reservations?status=pending")).json()
        assert [row["id"] for row in pending["data"]] == [upcoming_id]
        # One UPDATE expired the stale request (the others gave each booking its profile).
        assert sum(w.startswith("UPDATE reservations SET status") for w in writes) == 1
        first = len(writes)
        everyone = (await staff_client.get("/api/admin/reservations")).json()
        assert {row["id"]: row["status"] for row in everyone["data"]} == {
            stale_id: "expired",
            upcoming_id: "pending",
        }
        assert everyone["count"] == 2
        assert len(writes) == first  # nothing was left to expire or match: no write
    finally:
        event.remove(engine, "before_cursor_execute", count_writes)


async def test_only_pending_and_confirmed_requests_hold_places(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession, settings: Settings
) -> None:
    await save_rules(staff_client, max_guests_per_night=10)
    night = tonight(settings) + timedelta(days=8)
    for status in ("rejected", "expired"):
        await _stored(session, night, status, guests=10)
    await _stored(session, night, "confirmed", guests=4)
    body = (await client.get("/api/reservation-availability")).json()
    assert body["places_left"][night.isoformat()] == 6
    dashboard = (await staff_client.get("/api/admin/dashboard")).json()
    load = next(n for n in dashboard["nights"] if n["date"] == night.isoformat())
    assert (load["reservations"], load["guests"]) == (1, 4)
