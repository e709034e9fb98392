"""The club's time zone, currency, country and staff notification addresses as staff settings:
saved on the Club screen, applied at once by every server process, fixed by the environment where
set (the time zone and the addresses), and the time zone asked for by `nocturne serve` on first
run."""

from typing import Any

from fastapi import FastAPI
from httpx import AsyncClient

from nocturne import messages
from nocturne.club.nights import club_today
from nocturne.club.service import ask_time_zone_on_first_run
from nocturne.config import Settings
from tests.support.clients import client_from, started
from tests.support.factories import reservation
from tests.support.polling import eventually

CLUB = "/api/admin/club-settings"


def fresh(settings: Settings) -> Settings:
    """The same configuration, as another process would read it: nothing applied yet."""
    return Settings(**settings.model_dump(exclude_unset=True))


PARIS = {"time_zone": "Europe/Paris", "notification_emails": ["Door@Nocturne.club"]}


async def test_staff_set_the_time_zone_and_the_addresses_and_they_apply_at_once(
    app: FastAPI, staff_client: AsyncClient
) -> None:
    before = (await staff_client.get(CLUB)).json()
    assert before == {
        "time_zone": None,
        "notification_emails": None,
        "time_zone_in_force": "UTC",
        "notification_emails_in_force": [],
        "time_zone_from_environment": False,
        "notification_emails_from_environment": False,
        "currency": "USD",
        "country": "US",
    }
    saved = await staff_client.put(CLUB, json=PARIS)
    assert saved.status_code == 200, saved.text
    assert saved.json()["time_zone_in_force"] == "Europe/Paris"
    assert saved.json()["notification_emails_in_force"] == ["Door@nocturne.club"]
    assert app.state.club.zone.key == "Europe/Paris"
    rules = (await staff_client.get("/api/admin/reservation-settings")).json()
    assert rules["time_zone"] == "Europe/Paris"


async def test_a_bad_zone_or_address_is_refused_and_changes_nothing(
    staff_client: AsyncClient,
) -> None:
    cases: list[tuple[dict[str, Any], str, str]] = [
        (PARIS | {"time_zone": "Mars/Olympus"}, "time_zone", messages.TIME_ZONE_UNKNOWN),
        (PARIS | {"time_zone": "/etc/passwd"}, "time_zone", messages.TIME_ZONE_UNKNOWN),
        (PARIS | {"time_zone": ""}, "time_zone", messages.TIME_ZONE_UNKNOWN),
        (PARIS | {"notification_emails": ["not-an-address"]}, "notification_emails",
         messages.NOTIFICATION_EMAILS_INVALID),
        (PARIS | {"notification_emails": "door@nocturne.club"}, "notification_emails",
         messages.NOTIFICATION_EMAILS_INVALID),
        (PARIS | {"notification_emails": [f"s{n}@x.com" for n in range(21)]},
         "notification_emails", messages.NOTIFICATION_EMAILS_INVALID),
    ]  # fmt: skip
    for body, field, message in cases:
        answer = await staff_client.put(CLUB, json=body)
        assert answer.status_code == 422, body
        assert answer.json()["error"]["fields"][field] == message
    assert (await staff_client.get(CLUB)).json()["time_zone"] is None


async def test_staff_set_the_currency_and_the_country(
    app: FastAPI, settings: Settings, staff_client: AsyncClient
) -> None:
    """Typed in any case, kept in capitals; left out of a later save, kept as saved; applied in
    every process."""
    saved = await staff_client.put(CLUB, json=PARIS | {"currency": " eur", "country": "fr "})
    assert saved.status_code == 200, saved.text
    assert (saved.json()["currency"], saved.json()["country"]) == ("EUR", "FR")
    assert (app.state.club.currency, app.state.club.country) == ("EUR", "FR")
    again = await staff_client.put(CLUB, json=PARIS | {"time_zone": "Europe/Lisbon"})
    assert again.status_code == 200, again.text
    assert (again.json()["currency"], again.json()["country"]) == ("EUR", "FR")
    read = (await staff_client.get(CLUB)).json()
    assert (read["time_zone"], read["currency"], read["country"]) == ("Europe/Lisbon", "EUR", "FR")
    async with started(fresh(settings)) as later:
        assert (later.state.club.currency, later.state.club.country) == ("EUR", "FR")


async def test_a_bad_currency_or_country_is_refused_and_changes_nothing(
    app: FastAPI, staff_client: AsyncClient
) -> None:
    first = await staff_client.put(CLUB, json=PARIS | {"currency": "GBP", "country": "GB"})
    assert first.status_code == 200, first.text
    cases: list[tuple[dict[str, Any], str, str]] = [
        ({"currency": "XYZ"}, "currency", messages.CURRENCY_UNKNOWN),
        ({"currency": "euro"}, "currency", messages.CURRENCY_UNKNOWN),
        ({"currency": "US"}, "currency", messages.CURRENCY_UNKNOWN),
        ({"currency": ""}, "currency", messages.CURRENCY_UNKNOWN),
        ({"currency": 840}, "currency", messages.CURRENCY_UNKNOWN),
        ({"currency": "XAU"}, "currency", messages.CURRENCY_UNKNOWN),  # gold, not money
        ({"country": "ZZ"}, "country", messages.COUNTRY_UNKNOWN),
        ({"country": "USA"}, "country", messages.COUNTRY_UNKNOWN),
        ({"country": "France"}, "country", messages.COUNTRY_UNKNOWN),
        ({"country": ""}, "country", messages.COUNTRY_UNKNOWN),
        ({"country": ["FR"]}, "country", messages.COUNTRY_UNKNOWN),
    ]
    for change, field, message in cases:
        body = PARIS | {"time_zone": "Asia/Tokyo", "currency": "JPY", "country": "JP"} | change
        answer = await staff_client.put(CLUB, json=body)
        assert answer.status_code == 422, change
        assert answer.json()["error"]["fields"] == {field: message}
    read = (await staff_client.get(CLUB)).json()
    assert (read["time_zone"], read["currency"], read["country"]) == ("Europe/Paris", "GBP", "GB")
    assert (app.state.club.currency, app.state.club.country) == ("GBP", "GB")


async def test_the_environment_wins_and_the_screen_says_so(settings: Settings) -> None:
    pinned = settings.model_copy(update={"timezone": "America/New_York"})
    async with started(pinned) as app, client_from(app, "203.0.113.20") as staff:
        from tests.support.auth import staff_token

        async with app.state.sessionmaker() as session:
            staff.headers["Authorization"] = f"Bearer {await staff_token(staff, session)}"
        answer = (await staff.put(CLUB, json=PARIS)).json()
        assert answer["time_zone"] == "Europe/Paris"  # kept, for when the environment lets go
        assert answer["time_zone_in_force"] == "America/New_York"
        assert answer["time_zone_from_environment"] is True
        assert answer["notification_emails_in_force"] == ["Door@nocturne.club"]
        assert app.state.club.zone.key == "America/New_York"


async def test_another_server_process_applies_what_staff_saved(
    app: FastAPI, settings: Settings, staff_client: AsyncClient
) -> None:
    """Two apps on one database stand for two processes: the change feed carries the save."""
    async with started(fresh(settings)) as other:
        assert other.state.club.zone.key == "UTC"
        await staff_client.put(CLUB, json=PARIS | {"time_zone": "Asia/Tokyo"})
        await eventually(lambda: other.state.club.zone.key, lambda zone: zone == "Asia/Tokyo")
        assert other.state.club.notification_addresses == ["Door@nocturne.club"]
        # And a process started later reads them when it starts.
        async with started(fresh(settings)) as later:
            assert later.state.club.zone.key == "Asia/Tokyo"


async def test_the_nights_follow_the_saved_zone(
    app: FastAPI, client: AsyncClient, staff_client: AsyncClient
) -> None:
    """Tonight is the club's: saving a zone twelve hours away moves the window's first night
    when the two zones' dates differ, and the form's nights always start at the club's tonight."""
    for zone in ("Pacific/Kiritimati", "Pacific/Pago_Pago"):
        await staff_client.put(CLUB, json=PARIS | {"time_zone": zone})
        nights = (await client.get("/api/reservation-availability")).json()
        assert nights["first_date"] == club_today(app.state.club.zone).isoformat()


async def test_first_run_asks_for_the_zone_until_it_is_known_then_never_again(
    settings: Settings, app: FastAPI, client: AsyncClient
) -> None:
    answers = iter(["Mars/Olympus", "Europe/Lisbon"])
    said: list[str] = []
    asked: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        return next(answers)

    await ask_time_zone_on_first_run(settings, ask, said.append)
    assert len(asked) == 2
    assert messages.TIME_ZONE_UNKNOWN in said
    assert said[-1] == "Saved: the club's nights are in Europe/Lisbon."
    await ask_time_zone_on_first_run(settings, ask, said.append)
    assert len(asked) == 2
    # A process started now runs on the saved zone; a booking is judged in it.
    async with started(fresh(settings)) as later:
        assert later.state.club.zone.key == "Europe/Lisbon"
    response = await client.post("/api/reservations", json=reservation())
    assert response.status_code == 201


async def test_first_run_asks_nothing_when_the_environment_sets_the_zone(
    settings: Settings,
) -> None:
    def ask(prompt: str) -> str:
        raise AssertionError(prompt)

    await ask_time_zone_on_first_run(
        settings.model_copy(update={"timezone": "Europe/Paris"}), ask, print
    )


async def test_the_dashboard_says_when_nobody_is_told_of_new_requests(
    staff_client: AsyncClient,
) -> None:
    """Out of the box nobody hears of a request: the dashboard says so until someone is listed."""
    assert (await staff_client.get("/api/admin/dashboard")).json()["staff_notified"] is False
    assert (await staff_client.put(CLUB, json=PARIS)).status_code == 200
    assert (await staff_client.get("/api/admin/dashboard")).json()["staff_notified"] is True
    emptied = await staff_client.put(CLUB, json=PARIS | {"notification_emails": []})
    assert emptied.status_code == 200, emptied.text
    assert (await staff_client.get("/api/admin/dashboard")).json()["staff_notified"] is False
