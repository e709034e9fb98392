"""A guest books an area: the form offers the areas with a table for the party ("from $X
minimum spend"), and never a full one; the last table of an area goes to one guest only."""

import asyncio
import uuid
from datetime import timedelta
from decimal import Decimal
from typing import Any

from httpx import AsyncClient
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.models import Area, ClubTable
from tests.support.factories import next_week, reservation
from tests.support.tables import area, tables

FORM = "/api/reservation-availability"


async def book(client: AsyncClient, area_id: uuid.UUID, **fields: Any) -> Any:
    return await client.post("/api/reservations", json=reservation(area_id=str(area_id), **fields))


async def test_the_form_offers_each_area_with_its_minimum_spend_and_its_tables(
    client: AsyncClient, session: AsyncSession
) -> None:
    await tables(session, "B1", "B2", seats=(2, 6), minimum_spend=Decimal(400))
    await tables(session, "M1", seats=(4, 10), area_name="Mezzanine", minimum_spend=Decimal(800))
    hidden = await tables(session, "X1", area_name="Back Office")
    await session.execute(
        update(ClubTable).where(ClubTable.id == hidden["X1"]).values(online=False)
    )
    await session.commit()
    offered = (await client.get(FORM)).json()
    assert [(a["name"], a["minimum_spend_from"], a["seats"]) for a in offered["areas"]] == [
        ("Main Floor", 400.0, [[2, 6]]),
        ("Mezzanine", 800.0, [[4, 10]]),
    ]
    assert offered["areas_left"] == {}


async def test_a_guest_books_an_area_and_its_last_table_is_not_offered_again(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    mezzanine = await area(session, "Mezzanine")
    await tables(session, "M1", seats=(4, 10), area_name="Mezzanine")
    night = next_week().isoformat()
    booked = await book(client, mezzanine, guests=6)
    assert booked.status_code == 201, booked.text
    assert (booked.json()["area_id"], booked.json()["area_name"]) == (str(mezzanine), "Mezzanine")
    staff_row = (await staff_client.get("/api/admin/reservations")).json()["data"][0]
    assert staff_row["area_name"] == "Mezzanine"
    # The night now shows the Mezzanine with nothing left, and a second party is refused.
    offered = (await client.get(FORM)).json()
    assert offered["areas_left"] == {night: {str(mezzanine): []}}
    refused = await book(client, mezzanine, guests=4)
    assert refused.status_code == 422
    assert refused.json()["error"]["fields"]["area_id"] == messages.AREA_FULL.format(
        area="Mezzanine", guests=4
    )
    # The night after is free; a party bigger than any table there is refused on any night.
    other_night = (next_week() + timedelta(days=1)).isoformat()
    assert (await book(client, mezzanine, guests=4, date=other_night)).status_code == 201
    too_big = await book(client, mezzanine, guests=12, date=other_night)
    assert too_big.json()["error"]["fields"]["area_id"] == messages.AREA_FULL.format(
        area="Mezzanine", guests=12
    )


async def test_a_declined_request_gives_its_area_s_table_back(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    mezzanine = await area(session, "Mezzanine")
    await tables(session, "M1", seats=(4, 10), area_name="Mezzanine")
    first = (await book(client, mezzanine, guests=6)).json()
    assert (await book(client, mezzanine, guests=5)).status_code == 422
    await staff_client.patch(f"/api/admin/reservations/{first['id']}", json={"status": "rejected"})
    assert (await book(client, mezzanine, guests=5)).status_code == 201


async def test_a_seated_request_holds_its_table_and_no_other(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    """A request given a table holds that table, not one more of its area."""
    mezzanine = await area(session, "Mezzanine")
    ids = await tables(session, "M1", "M2", seats=(4, 10), area_name="Mezzanine")
    first = (await book(client, mezzanine, guests=6)).json()
    put = await staff_client.put(
        f"/api/admin/reservations/{first['id']}/tables", json={"table_ids": [str(ids["M2"])]}
    )
    assert put.status_code == 200, put.text
    assert (await book(client, mezzanine, guests=6)).status_code == 201
    assert (await book(client, mezzanine, guests=6)).status_code == 422


async def test_two_guests_after_an_area_s_last_table_at_once_one_gets_it(
    client: AsyncClient, session: AsyncSession
) -> None:
    mezzanine = await area(session, "Mezzanine")
    await tables(session, "M1", seats=(2, 10), area_name="Mezzanine")
    answers = await asyncio.gather(*(book(client, mezzanine, guests=4) for _ in range(6)))
    assert sorted(a.status_code for a in answers) == [201, 422, 422, 422, 422, 422]


async def test_an_unknown_area_is_refused_on_its_field(client: AsyncClient) -> None:
    refused = await book(client, uuid.uuid4())
    assert refused.status_code == 422
    assert refused.json()["error"]["fields"]["area_id"] == messages.TABLE_AREA_UNKNOWN


async def test_confirming_a_request_for_an_area_seats_it_when_the_club_chooses_so(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    """The smallest free table of the area that seats the party; without the setting, none."""
    mezzanine = await area(session, "Mezzanine")
    await tables(session, "M1", seats=(6, 10), area_name="Mezzanine")
    await tables(session, "M2", seats=(2, 4), area_name="Mezzanine")
    await tables(session, "B1", seats=(2, 4))
    first = (await book(client, mezzanine, guests=8)).json()
    confirmed = await staff_client.patch(
        f"/api/admin/reservations/{first['id']}", json={"status": "confirmed"}
    )
    assert confirmed.json()["table_label"] is None
    rules = (await staff_client.get("/api/admin/reservation-settings")).json()
    saved = {key: value for key, value in rules.items() if key != "time_zone"}
    put = await staff_client.put(
        "/api/admin/reservation-settings", json=saved | {"assign_table_on_confirm": True}
    )
    assert put.status_code == 200, put.text
    second = (await book(client, mezzanine, guests=3)).json()
    seated = await staff_client.patch(
        f"/api/admin/reservations/{second['id']}", json={"status": "confirmed"}
    )
    assert seated.status_code == 200, seated.text
    assert seated.json()["table_label"] == "M2"


async def test_the_csv_carries_the_area_and_the_table(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    mezzanine = await area(session, "Mezzanine")
    await tables(session, "M1", seats=(2, 10), area_name="Mezzanine")
    booked = (await book(client, mezzanine, guests=4)).json()
    await staff_client.put(
        f"/api/admin/reservations/{booked['id']}/note", json={"table_label": "m1"}
    )
    exported = await staff_client.get("/api/admin/reservations.csv")
    header, row = (line.split(",") for line in exported.text.splitlines()[:2])
    assert (row[header.index("Area")], row[header.index("Table")]) == ("Mezzanine", "M1")


async def test_the_list_and_its_csv_show_one_area_or_one_table(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    mezzanine = await area(session, "Mezzanine")
    seats = await tables(session, "M1", "M2", seats=(2, 10), area_name="Mezzanine")
    floor = await tables(session, "B1", seats=(2, 10))
    await book(client, mezzanine, guests=4, name="Asked Mezzanine")
    seated = (await client.post("/api/reservations", json=reservation(name="Seated Up"))).json()
    elsewhere = (await client.post("/api/reservations", json=reservation(name="Main Floor"))).json()
    for row, label in ((seated, "M2"), (elsewhere, "B1")):
        answer = await staff_client.put(
            f"/api/admin/reservations/{row['id']}/note", json={"table_label": label}
        )
        assert answer.status_code == 200, answer.text

    async def names(**query: Any) -> list[str]:
        answer = await staff_client.get("/api/admin/reservations", params=query)
        assert answer.status_code == 200, answer.text
        return sorted(row["name"] for row in answer.json()["data"])

    everyone = ["Asked Mezzanine", "Main Floor", "Seated Up"]
    assert await names() == everyone
    # An area: those who asked for it and those seated at its tables.
    assert await names(area=str(mezzanine)) == ["Asked Mezzanine", "Seated Up"]
    assert await names(table=str(seats["M2"])) == ["Seated Up"]
    assert await names(table=str(floor["B1"])) == ["Main Floor"]
    assert await names(table=str(seats["M1"])) == []
    exported = await staff_client.get("/api/admin/reservations.csv", params={"area": mezzanine})
    assert sorted(line.split(",")[2] for line in exported.text.splitlines()[1:]) == [
        "Asked Mezzanine",
        "Seated Up",
    ]
    refused = await staff_client.get("/api/admin/reservations", params={"area": "mezzanine"})
    assert refused.status_code == 422


PACKAGE = {"name": "Platinum", "price": 3000, "description": "The VIP Room's own.",
           "includes": ["A magnum", "A host"], "image": None}  # fmt: skip


async def test_a_package_is_sold_in_the_areas_staff_tick_and_booked_only_there(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    vip = await area(session, "VIP Room")
    mezzanine = await area(session, "Mezzanine")
    await tables(session, "V1", seats=(2, 12), area_name="VIP Room")
    await tables(session, "M1", seats=(2, 12), area_name="Mezzanine")
    # An area that is not the club's is refused at the field, and nothing is stored.
    for bad in ([str(uuid.uuid4())], ["vip"]):
        refused = await staff_client.post("/api/admin/packages", json=PACKAGE | {"area_ids": bad})
        assert refused.status_code == 422, refused.text
        assert refused.json()["error"]["fields"] == {"area_ids": messages.TABLE_AREA_UNKNOWN}, bad
    assert (await client.get("/api/packages")).json()["count"] == 0
    created = await staff_client.post(
        "/api/admin/packages", json=PACKAGE | {"area_ids": [str(vip)]}
    )
    assert created.status_code == 201, created.text
    platinum = created.json()
    assert platinum["area_ids"] == [str(vip)]
    # Guests read where it is sold.
    assert (await client.get("/api/packages")).json()["data"][0]["area_ids"] == [str(vip)]

    # Booked with another area: refused at the package, in words naming both.
    wrong = await book(client, mezzanine, guests=4, package_id=platinum["id"])
    assert wrong.status_code == 422
    assert wrong.json()["error"]["fields"]["package_id"] == messages.PACKAGE_NOT_IN_AREA.format(
        package="Platinum", area="Mezzanine"
    )
    # Booked with no area, it books the one area it is sold in.
    booked = await client.post(
        "/api/reservations", json=reservation(guests=4, package_id=platinum["id"])
    )
    assert booked.status_code == 201, booked.text
    assert (booked.json()["area_id"], booked.json()["area_name"]) == (str(vip), "VIP Room")

    # A package sold in every area goes with any.
    anywhere = await staff_client.post("/api/admin/packages", json=PACKAGE | {"name": "Gold"})
    assert anywhere.json()["area_ids"] == []
    with_mezzanine = await book(
        client, mezzanine, guests=4, package_id=anywhere.json()["id"], email="g@example.com"
    )
    assert with_mezzanine.status_code == 201, with_mezzanine.text

    # An area without tables deleted: the packages sold in it no longer name it.
    terrace = await area(session, "Terrace")
    await staff_client.put(
        f"/api/admin/packages/{platinum['id']}",
        json=PACKAGE | {"area_ids": [str(vip), str(terrace)]},
    )
    assert (await staff_client.delete(f"/api/admin/areas/{terrace}")).status_code == 204
    listed = (await staff_client.get("/api/admin/packages")).json()["data"]
    assert {row["name"]: row["area_ids"] for row in listed} == {
        "Platinum": [str(vip)],
        "Gold": [],
    }


async def test_where_the_club_lets_guests_pick_a_table_they_book_it_and_nobody_else_can(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    vip = await area(session, "VIP Room")
    await session.execute(update(Area).where(Area.id == vip).values(guests_pick_table=True))
    await session.commit()
    picks = await tables(
        session, "V2", "V1", seats=(4, 8), area_name="VIP Room", minimum_spend=Decimal(1500)
    )
    floor = await tables(session, "B1", seats=(2, 8))
    offered = (await client.get(FORM)).json()
    by_name = {a["name"]: a for a in offered["areas"]}
    # The picking area names its tables, by label; the other names none.
    vip_tables = by_name["VIP Room"]["tables"]
    assert [(t["label"], t["seats_max"], t["minimum_spend"]) for t in vip_tables] == [
        ("V1", 8, 1500.0),
        ("V2", 8, 1500.0),
    ]
    assert by_name["Main Floor"]["tables"] == []

    night = next_week().isoformat()
    booked = await client.post(
        "/api/reservations", json=reservation(guests=6, date=night, table_id=str(picks["V2"]))
    )
    assert booked.status_code == 201, booked.text
    assert (booked.json()["area_id"], booked.json()["area_name"]) == (str(vip), "VIP Room")
    staff_view = (await staff_client.get("/api/admin/reservations")).json()["data"]
    assert [row["table_label"] for row in staff_view] == ["V2"]
    night_floor = (await staff_client.get(f"/api/admin/floor/nights/{night}")).json()
    states = {t["table_id"]: t["state"] for t in night_floor["tables"]}
    assert states[str(picks["V2"])] == "requested"
    # The form no longer offers V2 that night.
    assert (await client.get(FORM)).json()["tables_left"] == {night: [str(picks["V1"])]}

    async def refused(**fields: Any) -> dict[str, str]:
        answer = await client.post(
            "/api/reservations", json=reservation(date=night, email="x@example.com", **fields)
        )
        assert answer.status_code == 422, answer.text
        body: dict[str, str] = answer.json()["error"]["fields"]
        return body

    taken = messages.TABLE_PICK_TAKEN.format(label="V2")
    assert await refused(guests=4, table_id=str(picks["V2"])) == {"table_id": taken}
    # A table where guests do not pick, one of another area than the one chosen, an unknown one.
    unknown = {"table_id": messages.TABLE_PICK_UNKNOWN}
    assert await refused(guests=4, table_id=str(floor["B1"])) == unknown
    main = await area(session, "Main Floor")
    assert await refused(guests=4, table_id=str(picks["V1"]), area_id=str(main)) == unknown
    assert await refused(guests=4, table_id=str(uuid.uuid4())) == unknown
    too_small = messages.TABLE_TOO_SMALL.format(tables="V1", seats=8, guests=12)
    assert await refused(guests=12, table_id=str(picks["V1"])) == {"table_id": too_small}
    assert len((await staff_client.get("/api/admin/reservations")).json()["data"]) == 1


async def test_where_requests_need_a_table_a_night_with_none_for_the_party_is_refused(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    """Two tables for six: an area's request waits for one, a request for any area takes the
    other in thought, and the third party is told the night has no table for it; a party of two
    still finds the small table, and a request to the Mezzanine, when full, is told so there."""
    await tables(session, "B1", seats=(4, 6))
    await tables(session, "M1", seats=(4, 6), area_name="Mezzanine")
    await tables(session, "S1", seats=(1, 2), area_name="Snug")
    mezzanine = await area(session, "Mezzanine")
    night = next_week().isoformat()
    # Off (as it starts): the tables do not limit requests without an area.
    for _ in range(3):
        loose = await client.post("/api/reservations", json=reservation(guests=6, date=night))
        assert loose.status_code == 201, loose.text
        await staff_client.patch(
            f"/api/admin/reservations/{loose.json()['id']}", json={"status": "rejected"}
        )
    saved = (await staff_client.get("/api/admin/reservation-settings")).json()
    del saved["time_zone"]
    answer = await staff_client.put(
        "/api/admin/reservation-settings", json=saved | {"requests_need_table": True}
    )
    assert answer.status_code == 200, answer.text
    offered = (await client.get(FORM)).json()
    assert offered["requests_need_table"] is True
    assert offered["tables_anywhere"] == {}

    assert (await book(client, mezzanine, guests=6, date=night)).status_code == 201
    anywhere = await client.post("/api/reservations", json=reservation(guests=6, date=night))
    assert anywhere.status_code == 201, anywhere.text
    # B1 and M1 are each waited for: the night has nothing left for six, but a table for two.
    assert (await client.get(FORM)).json()["tables_anywhere"] == {night: [[1, 2]]}
    refused = await client.post("/api/reservations", json=reservation(guests=6, date=night))
    assert refused.status_code == 422
    assert refused.json()["error"]["fields"] == {"date": messages.NO_TABLE_LEFT.format(guests=6)}
    small = await client.post("/api/reservations", json=reservation(guests=2, date=night))
    assert small.status_code == 201, small.text
    full = await book(client, mezzanine, guests=4, date=night)
    assert full.json()["error"]["fields"] == {
        "area_id": messages.AREA_FULL.format(area="Mezzanine", guests=4)
    }
    # The night after is untouched.
    after = (next_week() + timedelta(days=1)).isoformat()
    free = await client.post("/api/reservations", json=reservation(guests=6, date=after))
    assert free.status_code == 201, free.text
