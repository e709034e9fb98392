"""The club's inventory: areas, floor plans and tables, each rule with its message, and what a
deletion may not take away."""

from datetime import date, timedelta
from typing import Any

import pytest
from httpx import AsyncClient
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.models import Area, ClubTable, TableAssignment
from tests.support import media_files
from tests.support.auth import staff_token
from tests.support.factories import next_week, reservation

ADMIN = "/api/admin"


async def an_area(staff: AsyncClient, name: str = "Mezzanine", **fields: Any) -> dict[str, Any]:
    answer = await staff.post(f"{ADMIN}/areas", json={"name": name, **fields})
    assert answer.status_code == 201, answer.text
    body: dict[str, Any] = answer.json()
    return body


def table(area_id: str, label: str = "M1", **fields: Any) -> dict[str, Any]:
    return {"label": label, "area_id": area_id, "seats_min": 2, "seats_max": 6, **fields}


async def a_table(staff: AsyncClient, area_id: str, label: str = "M1", **fields: Any) -> Any:
    answer = await staff.post(f"{ADMIN}/tables", json=table(area_id, label, **fields))
    assert answer.status_code == 201, answer.text
    return answer.json()


async def test_a_manager_builds_the_floor_and_everyone_on_staff_reads_it(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    manager = {"Authorization": f"Bearer {await staff_token(client, session, 'manager')}"}
    host = {"Authorization": f"Bearer {await staff_token(client, session, 'host')}"}
    vip = (await client.post(f"{ADMIN}/areas", json={"name": "VIP Room", "position": 2,
           "description": "Behind the velvet rope.", "guests_pick_table": True},
           headers=manager)).json()  # fmt: skip
    floor_area = (
        await client.post(f"{ADMIN}/areas", json={"name": "Main Floor"}, headers=manager)
    ).json()
    plan = await client.post(f"{ADMIN}/floor-plans", json={"name": "Ground"}, headers=manager)
    assert plan.status_code == 201, plan.text
    placed = table(vip["id"], "V1", minimum_spend=1500.5, plan_id=plan.json()["id"], shape="rect",
                   x=420, y=300, width=120, height=80, online=False)  # fmt: skip
    made = await client.post(f"{ADMIN}/tables", json=placed, headers=manager)
    assert made.status_code == 201, made.text
    assert (
        await client.post(f"{ADMIN}/tables", json=table(floor_area["id"], "F1"), headers=manager)
    ).status_code == 201

    shown = await client.get(f"{ADMIN}/floor", headers=host)
    assert shown.status_code == 200
    body = shown.json()
    assert [a["name"] for a in body["areas"]] == ["Main Floor", "VIP Room"]
    assert body["areas"][1]["guests_pick_table"] is True
    assert [p["name"] for p in body["plans"]] == ["Ground"]
    assert [t["label"] for t in body["tables"]] == ["F1", "V1"]
    v1 = body["tables"][1]
    assert {k: v1[k] for k in placed} == placed
    assert body["currency"] == "USD"
    # A host reads the floor but does not change it.
    refused = await client.post(f"{ADMIN}/areas", json={"name": "Terrace"}, headers=host)
    assert refused.status_code == 403


@pytest.mark.parametrize(
    ("fields", "field", "message"),
    [
        ({"seats_min": 8, "seats_max": 4}, "seats_max", messages.SEATS_MIN_OVER_MAX),
        ({"seats_min": 0}, "seats_min", messages.SEATS_INVALID),
        ({"seats_max": 51}, "seats_max", messages.SEATS_INVALID),
        ({"minimum_spend": -1}, "minimum_spend", messages.MINIMUM_SPEND_INVALID),
        ({"minimum_spend": 10.005}, "minimum_spend", messages.MINIMUM_SPEND_INVALID),
        ({"minimum_spend": True}, "minimum_spend", messages.MINIMUM_SPEND_INVALID),
        ({"x": 1001}, "x", messages.TABLE_OFF_THE_PLAN),
        ({"y": -5}, "y", messages.TABLE_OFF_THE_PLAN),
        ({"width": 10}, "width", messages.TABLE_SIZE_INVALID),
        ({"label": ""}, "label", messages.TABLE_LABEL_REQUIRED),
        ({"label": "A" * 33}, "label", messages.TABLE_LABEL_REQUIRED),
        ({"label": "V1 + V2"}, "label", messages.TABLE_LABEL_REQUIRED),
        ({"shape": "star"}, "shape", messages.FIELD_INVALID),
        (
            {"area_id": "7b0b5a3e-51c5-4f0e-9d8a-3c1d2f7b9e10"},
            "area_id",
            messages.TABLE_AREA_UNKNOWN,
        ),
        (
            {"plan_id": "7b0b5a3e-51c5-4f0e-9d8a-3c1d2f7b9e10"},
            "plan_id",
            messages.TABLE_PLAN_UNKNOWN,
        ),
    ],
)
async def test_a_bad_table_is_refused_with_its_field_s_message_and_nothing_is_stored(
    staff_client: AsyncClient,
    session: AsyncSession,
    fields: dict[str, Any],
    field: str,
    message: str,
) -> None:
    area = await an_area(staff_client)
    answer = await staff_client.post(f"{ADMIN}/tables", json=table(area["id"]) | fields)
    assert answer.status_code == 422, answer.text
    assert answer.json()["error"]["fields"][field] == message
    assert await session.scalar(select(func.count()).select_from(ClubTable)) == 0


async def test_a_label_or_a_name_is_used_once_however_it_is_written(
    staff_client: AsyncClient, session: AsyncSession
) -> None:
    area = await an_area(staff_client)
    first = await a_table(staff_client, area["id"], "VIP 1")
    again = await staff_client.post(f"{ADMIN}/tables", json=table(area["id"], "vip  1"))
    assert again.status_code == 409
    assert again.json()["error"]["fields"]["label"] == messages.TABLE_LABEL_TAKEN.format(
        label="vip 1"
    )
    # Saving a table under its own label is no clash.
    kept = await staff_client.put(f"{ADMIN}/tables/{first['id']}", json=table(area["id"], "VIP 1"))
    assert kept.status_code == 200, kept.text
    twin = await staff_client.post(f"{ADMIN}/areas", json={"name": "MEZZANINE"})
    assert twin.status_code == 409
    assert twin.json()["error"]["fields"]["name"] == messages.AREA_NAME_TAKEN
    # Beyond ASCII too (SQLite's lower() knows only ASCII).
    assert (
        await staff_client.post(f"{ADMIN}/areas", json={"name": "Salon Ébène"})
    ).status_code == 201
    again = await staff_client.post(f"{ADMIN}/areas", json={"name": "salon ébène"})
    assert again.status_code == 409
    await staff_client.post(f"{ADMIN}/floor-plans", json={"name": "Ground"})
    plan = await staff_client.post(f"{ADMIN}/floor-plans", json={"name": "ground"})
    assert plan.json()["error"]["fields"]["name"] == messages.PLAN_NAME_TAKEN
    assert await session.scalar(select(func.count()).select_from(ClubTable)) == 1
    assert await session.scalar(select(func.count()).select_from(Area)) == 2


async def test_a_table_holding_a_booking_to_come_cannot_be_deleted(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    area = await an_area(staff_client)
    vip = await a_table(staff_client, area["id"], "VIP 1", seats_max=8)
    booked = (await client.post("/api/reservations", json=reservation(guests=4))).json()
    put = await staff_client.put(
        f"{ADMIN}/reservations/{booked['id']}/tables", json={"table_ids": [vip["id"]]}
    )
    assert put.status_code == 200, put.text

    refused = await staff_client.delete(f"{ADMIN}/tables/{vip['id']}")
    assert refused.status_code == 409
    night = next_week()
    assert refused.json()["error"]["message"] == messages.TABLE_HOLDS_BOOKINGS.format(
        bookings=f"Sophia Reyes on {night:%a %-d %b}"
    )
    area_refused = await staff_client.delete(f"{ADMIN}/areas/{area['id']}")
    assert area_refused.status_code == 409
    assert area_refused.json()["error"]["message"] == messages.AREA_HAS_TABLES.format(
        tables="VIP 1"
    )
    assert await session.scalar(select(func.count()).select_from(TableAssignment)) == 1
    await session.commit()  # the read ends

    # Renamed, the booking shows its new label; once its night is past the table may go, and
    # the booking keeps the label it had.
    renamed = await staff_client.put(
        f"{ADMIN}/tables/{vip['id']}", json=table(area["id"], "VIP One", seats_max=8)
    )
    assert renamed.status_code == 200, renamed.text
    rows = (await staff_client.get(f"{ADMIN}/reservations")).json()["data"]
    assert rows[0]["table_label"] == "VIP One"
    await session.execute(
        TableAssignment.__table__.update().values(date=date.today() - timedelta(days=3))
    )
    await session.commit()
    assert (await staff_client.delete(f"{ADMIN}/tables/{vip['id']}")).status_code == 204
    assert (await staff_client.get(f"{ADMIN}/reservations")).json()["data"][0][
        "table_label"
    ] == "VIP One"
    assert (await staff_client.delete(f"{ADMIN}/areas/{area['id']}")).status_code == 204


async def test_a_deleted_plan_leaves_its_tables_in_the_inventory(
    staff_client: AsyncClient,
) -> None:
    area = await an_area(staff_client)
    plan = (await staff_client.post(f"{ADMIN}/floor-plans", json={"name": "Roof"})).json()
    placed = await a_table(staff_client, area["id"], "R1", plan_id=plan["id"], x=500, y=350)
    assert (await staff_client.delete(f"{ADMIN}/floor-plans/{plan['id']}")).status_code == 204
    [kept] = (await staff_client.get(f"{ADMIN}/floor")).json()["tables"]
    assert (kept["id"], kept["plan_id"]) == (placed["id"], None)


async def test_a_floor_plan_s_picture_is_kept_while_the_plan_shows_it(
    staff_client: AsyncClient,
) -> None:
    """Uploaded to the floor-plans bucket, it cannot be deleted while a plan is drawn on it."""
    uploaded = await staff_client.post(
        "/api/storage/floor-plans", files={"file": ("ground.png", media_files.png())}
    )
    assert uploaded.status_code == 201, uploaded.text
    url = uploaded.json()["url"]
    plan = await staff_client.post(f"{ADMIN}/floor-plans", json={"name": "Ground", "image": url})
    assert plan.status_code == 201, plan.text
    refused = await staff_client.delete("/api/storage", params={"url": url})
    assert refused.status_code == 409
    assert refused.json()["error"]["message"] == messages.FILE_IN_USE
    assert (
        await staff_client.delete(f"{ADMIN}/floor-plans/{plan.json()['id']}")
    ).status_code == 204
    assert (await staff_client.delete("/api/storage", params={"url": url})).status_code == 204
