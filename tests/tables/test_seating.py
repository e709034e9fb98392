"""Which party holds which table: one table holds one party a night, enforced by the database;
every refusal says why and changes nothing; the night's floor shows who is where."""

import asyncio
import uuid
from datetime import UTC, datetime, timedelta
from decimal import Decimal
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
from nocturne.core.db import create_engine
from nocturne.models import Reservation, TableAssignment
from tests.support.auth import staff_token
from tests.support.factories import next_week, reservation
from tests.support.tables import tables

ADMIN = "/api/admin"


async def book(client: AsyncClient, **fields: Any) -> dict[str, Any]:
    answer = await client.post("/api/reservations", json=reservation(**fields))
    assert answer.status_code == 201, answer.text
    body: dict[str, Any] = answer.json()
    return body


async def assign(staff: AsyncClient, row: dict[str, Any], *table_ids: uuid.UUID) -> Any:
    return await staff.put(
        f"{ADMIN}/reservations/{row['id']}/tables", json={"table_ids": [str(t) for t in table_ids]}
    )


async def shown(staff: AsyncClient) -> dict[str, str | None]:
    rows = (await staff.get(f"{ADMIN}/reservations")).json()["data"]
    return {row["id"]: row["table_label"] for row in rows}


async def assignments(session: AsyncSession) -> int:
    count = await session.scalar(select(func.count()).select_from(TableAssignment))
    await session.commit()
    return count or 0


async def test_a_party_is_given_the_smallest_table_that_seats_it_and_the_night_shows_it(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    small = await tables(session, "B1", "B2", seats=(2, 4), minimum_spend=Decimal(300))
    large = await tables(session, "VIP 1", seats=(6, 12), area_name="VIP Room")
    party = await book(client, guests=4)
    suggested = (
        await staff_client.get(f"{ADMIN}/reservations/{party['id']}/table-suggestion")
    ).json()["table"]
    assert suggested["label"] == "B1"
    answer = await assign(staff_client, party, small["B1"])
    assert answer.status_code == 200, answer.text
    assert (await shown(staff_client))[party["id"]] == "B1"
    # The next party of four is offered the next free one; a party of ten the VIP table.
    second = await book(client, guests=4)
    big = await book(client, guests=10)
    for row, label in ((second, "B2"), (big, "VIP 1")):
        url = f"{ADMIN}/reservations/{row['id']}/table-suggestion"
        assert (await staff_client.get(url)).json()["table"]["label"] == label
    # An event night raises VIP 1's minimum spend.
    night = party["date"]
    raised = await staff_client.put(
        f"{ADMIN}/tables/{large['VIP 1']}/nights/{night}", json={"minimum_spend": 2500}
    )
    assert raised.status_code == 204, raised.text
    assert (await assign(staff_client, big, large["VIP 1"])).status_code == 200
    await staff_client.patch(f"{ADMIN}/reservations/{big['id']}", json={"status": "confirmed"})

    floor = (await staff_client.get(f"{ADMIN}/floor/nights/{night}")).json()
    by_table = {t["table_id"]: t for t in floor["tables"]}
    assert by_table[str(small["B1"])]["state"] == "requested"
    assert by_table[str(small["B1"])]["party"]["name"] == "Sophia Reyes"
    assert by_table[str(small["B2"])] == {
        "table_id": str(small["B2"]), "state": "free", "minimum_spend": 300.0, "held": False,
        "night_minimum_spend": None, "party": None,
    }  # fmt: skip
    assert by_table[str(large["VIP 1"])]["state"] == "confirmed"
    assert by_table[str(large["VIP 1"])]["minimum_spend"] == 2500.0
    assert by_table[str(large["VIP 1"])]["night_minimum_spend"] == 2500.0
    # Held by a party, VIP 1 cannot be held back that night: the party is named.
    refused = await staff_client.put(
        f"{ADMIN}/tables/{large['VIP 1']}/nights/{night}", json={"held": True}
    )
    assert refused.status_code == 409
    assert refused.json()["error"]["fields"]["held"] == messages.TABLE_TAKEN.format(
        label="VIP 1", name=big["name"]
    )
    assert (floor["booked"], floor["total"], floor["minimum_spend_booked"]) == (2, 3, 2800.0)
    # The night after, nothing is taken and VIP 1 is at its own price.
    after = (datetime.fromisoformat(night) + timedelta(days=1)).date().isoformat()
    later = (await staff_client.get(f"{ADMIN}/floor/nights/{after}")).json()
    assert later["booked"] == 0
    assert {t["minimum_spend"] for t in later["tables"]} == {300.0, 500.0}


async def test_two_staff_giving_one_table_to_two_parties_at_once_one_wins(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    """Eight phones, one table, one night: exactly one assignment stands, and each of the others
    is told who holds the table (on PostgreSQL, eight transactions on eight connections)."""
    vip = (await tables(session, "VIP 1"))["VIP 1"]
    parties = [await book(client, guests=4, name=f"Guest {n}") for n in range(8)]
    answers = await asyncio.gather(*(assign(staff_client, p, vip) for p in parties))
    won = [p for p, a in zip(parties, answers, strict=True) if a.status_code == 200]
    assert len(won) == 1, [a.text for a in answers]
    holder = won[0]["name"]
    for answer in answers:
        if answer.status_code != 200:
            assert answer.status_code == 409, answer.text
            assert answer.json()["error"]["fields"]["table_ids"] == messages.TABLE_TAKEN.format(
                label="VIP 1", name=holder
            )
    assert await assignments(session) == 1
    labels = await shown(staff_client)
    assert sorted(label for label in labels.values() if label) == ["VIP 1"]
    assert labels[won[0]["id"]] == "VIP 1"


async def test_the_database_itself_refuses_one_table_twice_a_night(
    client: AsyncClient, session: AsyncSession, settings: Settings
) -> None:
    """Not a check the service makes before writing: a second row written past the service, on
    a connection of its own, is refused by the database."""
    vip = (await tables(session, "VIP 1"))["VIP 1"]
    first, second = await book(client), await book(client)
    night = next_week()
    engine = create_engine(settings.database_url)
    try:
        async with engine.begin() as connection:
            await connection.execute(
                TableAssignment.__table__.insert().values(
                    table_id=vip, date=night, reservation_id=uuid.UUID(first["id"]),
                    assigned_at=datetime.now(UTC),
                )
            )  # fmt: skip
        with pytest.raises(Exception, match=r"(?i)unique|duplicate"):
            async with engine.begin() as connection:
                await connection.execute(
                    TableAssignment.__table__.insert().values(
                        table_id=vip, date=night, reservation_id=uuid.UUID(second["id"]),
                        assigned_at=datetime.now(UTC),
                    )
                )  # fmt: skip
    finally:
        await engine.dispose()
    assert await assignments(session) == 1


async def test_a_big_party_combines_tables_and_a_table_too_small_is_refused(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    booths = await tables(session, "B1", "B2", seats=(2, 6))
    party = await book(client, guests=10)
    alone = await assign(staff_client, party, booths["B1"])
    assert alone.status_code == 422
    assert alone.json()["error"]["fields"]["table_ids"] == messages.TABLE_TOO_SMALL.format(
        tables="B1", seats=6, guests=10
    )
    assert await assignments(session) == 0
    combined = await assign(staff_client, party, booths["B2"], booths["B1"])
    assert combined.status_code == 200, combined.text
    assert (await shown(staff_client))[party["id"]] == "B1 + B2"
    assert await assignments(session) == 2
    # Moved to one larger table (a combined pair given back), then given back altogether.
    vip = (await tables(session, "VIP 1", seats=(8, 12)))["VIP 1"]
    assert (await assign(staff_client, party, vip)).status_code == 200
    assert (await shown(staff_client))[party["id"]] == "VIP 1"
    assert (await assign(staff_client, party, *[])).status_code == 200
    assert (await shown(staff_client))[party["id"]] is None
    assert await assignments(session) == 0


async def test_refusals_name_the_reason_and_change_nothing(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    vip = (await tables(session, "VIP 1"))["VIP 1"]
    party = await book(client, guests=4)
    night = party["date"]
    await staff_client.put(f"{ADMIN}/tables/{vip}/nights/{night}", json={"held": True})
    held = await assign(staff_client, party, vip)
    assert held.status_code == 409
    assert held.json()["error"]["message"] == messages.TABLE_HELD_BACK.format(label="VIP 1")
    unknown = await assign(staff_client, party, uuid.uuid4())
    assert unknown.status_code == 422
    assert unknown.json()["error"]["fields"]["table_ids"] == messages.TABLE_CHOOSE
    # Neither held back nor priced: the night's exception goes, and the table can be given.
    await staff_client.put(f"{ADMIN}/tables/{vip}/nights/{night}", json={})
    assert (await assign(staff_client, party, vip)).status_code == 200
    # A declined party gives its table back, and a declined booking cannot take one.
    declined = await staff_client.patch(
        f"{ADMIN}/reservations/{party['id']}", json={"status": "rejected"}
    )
    assert declined.json()["table_label"] is None
    assert await assignments(session) == 0
    again = await assign(staff_client, party, vip)
    assert (again.status_code, again.json()["error"]["message"]) == (
        409,
        messages.TABLE_NOT_HOLDING,
    )
    assert (await staff_client.put(f"{ADMIN}/reservations/{uuid.uuid4()}/tables",
            json={"table_ids": []})).status_code == 404  # fmt: skip


async def test_the_table_field_names_tables_of_the_inventory(
    app: FastAPI, client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    """What staff type in a booking's Table field: labels of the inventory, any case, several
    joined by +; an unknown one or a taken one is refused on the field."""
    await tables(session, "VIP 1", "VIP 2", seats=(2, 6))
    host = {"Authorization": f"Bearer {await staff_token(client, session, 'host')}"}
    first, second = await book(client, guests=8), await book(client, guests=4)
    note = f"{ADMIN}/reservations/{first['id']}/note"
    unknown = await client.put(note, json={"table_label": "VIP 9"}, headers=host)
    assert unknown.status_code == 422
    assert unknown.json()["error"]["fields"]["table_label"] == messages.TABLE_UNKNOWN.format(
        label="VIP 9"
    )
    typed = await client.put(note, json={"table_label": "vip 2 + VIP  1"}, headers=host)
    assert typed.status_code == 200, typed.text
    assert typed.json()["table_label"] == "VIP 1 + VIP 2"
    taken = await client.put(
        f"{ADMIN}/reservations/{second['id']}/note", json={"table_label": "VIP 2"}, headers=host
    )
    assert taken.status_code == 409
    assert taken.json()["error"]["fields"]["table_label"] == messages.TABLE_TAKEN.format(
        label="VIP 2", name="Sophia Reyes"
    )
    # Moving the first party to tonight takes its tables along, free there too.
    edit = {key: first[key] for key in ("name", "email", "time", "guests", "phone")}
    tonight = club_today(ZoneInfo(app.state.club.zone.key)).isoformat()
    moved = await staff_client.put(
        f"{ADMIN}/reservations/{first['id']}",
        json=edit | {"date": tonight, "table_label": "VIP 1 + VIP 2"},
    )
    assert moved.status_code == 200, moved.text
    rows = (await session.execute(select(TableAssignment.date).distinct())).scalars().all()
    await session.commit()
    assert [night.isoformat() for night in rows] == [tonight]
    # The second party now gets VIP 2 on its night; a party grown past its tables is refused.
    assert (
        await client.put(
            f"{ADMIN}/reservations/{second['id']}/note",
            json={"table_label": "VIP 2"},
            headers=host,
        )
    ).status_code == 200
    grown = await staff_client.put(
        f"{ADMIN}/reservations/{second['id']}",
        json={key: second[key] for key in ("name", "email", "date", "time", "phone")}
        | {"guests": 9, "table_label": "VIP 2"},
    )
    assert grown.status_code == 422
    assert grown.json()["error"]["fields"]["table_label"] == messages.TABLE_TOO_SMALL.format(
        tables="VIP 2", seats=6, guests=9
    )
    kept = await session.get(Reservation, uuid.UUID(second["id"]))
    assert kept is not None
    assert (kept.guests, kept.table_label) == (4, "VIP 2")
    await session.commit()


async def test_a_booking_staff_take_by_phone_can_be_given_its_table_at_once(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    await tables(session, "T4")
    taken = await staff_client.post(
        f"{ADMIN}/reservations",
        json={"name": "Ana Ruiz", "phone": "+1 212 555 0199", "date": next_week().isoformat(),
              "time": "23:00", "guests": 4, "source": "phone", "table_label": "t4"},
    )  # fmt: skip
    assert taken.status_code == 201, taken.text
    assert taken.json()["table_label"] == "T4"
    assert await assignments(session) == 1


async def test_the_dashboard_counts_tonight_s_tables_and_their_minimum_spend(
    app: FastAPI, client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    assert (await staff_client.get(f"{ADMIN}/dashboard")).json()["tables_tonight"] is None
    ids = await tables(session, "B1", "B2", "B3", minimum_spend=Decimal(750))
    tonight = club_today(app.state.club.zone).isoformat()
    party = await book(client, guests=4, date=tonight)
    assert (await assign(staff_client, party, ids["B2"])).status_code == 200
    shown = (await staff_client.get(f"{ADMIN}/dashboard")).json()["tables_tonight"]
    assert shown == {"booked": 1, "total": 3, "minimum_spend_booked": 750.0, "currency": "USD"}


async def test_a_party_seated_in_one_area_is_listed_in_that_area(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    """The door and the lists show a party under the area of its tables, whatever it asked."""
    vip = await tables(session, "VIP 1", "VIP 2", area_name="VIP Room")
    floor = await tables(session, "B1")
    party = await book(client, guests=4)
    assert party["area_name"] is None
    assert (await assign(staff_client, party, vip["VIP 1"])).status_code == 200
    rows = {
        row["id"]: row for row in (await staff_client.get(f"{ADMIN}/reservations")).json()["data"]
    }
    assert (rows[party["id"]]["area_name"], rows[party["id"]]["table_label"]) == (
        "VIP Room",
        "VIP 1",
    )
    # Moved by its Table field to the main floor, it follows; combined across areas, it keeps it.
    moved = await staff_client.put(
        f"{ADMIN}/reservations/{party['id']}/note", json={"table_label": "B1"}
    )
    assert moved.json()["area_name"] == "Main Floor"
    combined = await assign(staff_client, party, vip["VIP 2"], floor["B1"])
    assert combined.status_code == 200, combined.text
    rows = {
        row["id"]: row for row in (await staff_client.get(f"{ADMIN}/reservations")).json()["data"]
    }
    assert rows[party["id"]]["area_name"] == "Main Floor"


async def test_the_night_names_the_parties_still_without_a_table_by_arrival(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    seats = await tables(session, "B1")
    night = next_week().isoformat()
    late = await book(client, guests=4, date=night, time="00:00", name="Late Lou")
    early = await book(client, guests=2, date=night, time="22:00", name="Early Eve")
    seated = await book(client, guests=6, date=night, time="23:00", name="Seated Sam")
    declined = await book(client, guests=3, date=night, name="Gone Gus")
    await staff_client.patch(f"{ADMIN}/reservations/{declined['id']}", json={"status": "rejected"})
    assert (await assign(staff_client, seated, seats["B1"])).status_code == 200
    floor = (await staff_client.get(f"{ADMIN}/floor/nights/{night}")).json()
    assert [(p["name"], p["time"], p["guests"]) for p in floor["unseated"]] == [
        ("Early Eve", "22:00", 2),
        ("Late Lou", "00:00", 4),
    ]
    assert {p["reservation_id"] for p in floor["unseated"]} == {early["id"], late["id"]}
