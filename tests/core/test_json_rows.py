"""Rows written out as JSON by the database (core/json_rows.py) give the bytes the response model
gives, on the database the suite runs on: every type a staff reservation holds, empty and set."""

import uuid
from datetime import UTC, date, datetime
from decimal import Decimal

import pytest
from pydantic import BaseModel
from sqlalchemy import JSON, Column, MetaData, Table, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.core import json_rows
from nocturne.models import Package, Reservation
from nocturne.reservations.schemas import ReservationStaffPublic
from nocturne.reservations.staff_service import STAFF_COLUMNS

NIGHT = date(2031, 5, 17)


def guest(number: int, **fields: object) -> Reservation:
    values: dict[str, object] = {
        "name": f"Guest {number}",
        "email": f"guest-{number}@example.com",
        "date": NIGHT,
        "time": "22:00",
        "guests": 4,
    }
    return Reservation(**(values | fields))


async def test_each_row_is_written_as_the_model_writes_it(session: AsyncSession) -> None:
    package = Package(name="Gold", price=Decimal("900.00"), description="Bottles.")
    session.add(package)
    await session.flush()
    rows = [
        # Most fields empty; a timestamp on the whole second (Pydantic then writes no fraction).
        guest(1, email=None, created_at=datetime(2031, 5, 1, 20, 0, tzinfo=UTC), source="phone"),
        # Everything set, with text JSON must escape, and a fraction of a second.
        guest(
            2,
            name='Zoë "Z" O\'Neil \\ 夜 🌙',
            time="00:00",
            occasion="birthday",
            requests="Line one\nLine two\twith a tab\r\nand </script>",
            phone="+1 (212) 555-0147",
            package_id=package.id,
            package_name="Gold",
            status="confirmed",
            created_at=datetime(2031, 5, 2, 9, 30, 15, 250000, tzinfo=UTC),
            table_label="VIP 3",
            staff_notes="Regular — likes the booth\u2028by the stage",
            arrived=4,
            decided_at=datetime(2031, 5, 3, 1, 2, 3, 4, tzinfo=UTC),
            decline_reason=None,
        ),
        guest(3, status="rejected", no_show=True, decline_reason="Full.", guests=20),
    ]
    session.add_all(rows)
    await session.commit()

    dialect = session.get_bind().dialect.name
    statement = select(
        Reservation.id, json_rows.json_object(ReservationStaffPublic, STAFF_COLUMNS, dialect)
    ).where(Reservation.date == NIGHT)
    written = {key: text for key, text in (await session.execute(statement)).all()}
    assert len(written) == len(rows)
    for row in rows:
        await session.refresh(row)
        expected = ReservationStaffPublic.model_validate(row).model_dump_json()
        assert written[row.id] == expected


async def test_the_list_answer_is_the_models_list(session: AsyncSession) -> None:
    session.add_all([guest(10), guest(11, time="23:30")])
    await session.commit()
    dialect = session.get_bind().dialect.name
    statement = select(json_rows.json_object(ReservationStaffPublic, STAFF_COLUMNS, dialect)).where(
        Reservation.date == NIGHT
    )
    rows = list((await session.scalars(statement)).all())

    class Listed(BaseModel):
        data: list[ReservationStaffPublic]
        count: int

    listed = Listed.model_validate_json(json_rows.list_answer(rows, len(rows)))
    assert [r.name for r in listed.data] == ["Guest 10", "Guest 11"]
    assert listed.count == 2
    assert json_rows.list_answer([], 0) == b'{"data":[],"count":0}'


def test_a_column_of_a_type_it_cannot_write_is_refused() -> None:
    table = Table("notes", MetaData(), Column("id", JSON))

    class Note(BaseModel):
        id: uuid.UUID

    with pytest.raises(TypeError, match="say how its value is written as JSON"):
        json_rows.json_object(Note, [table.c.id], "sqlite")


def test_the_columns_must_be_the_models_fields_in_its_order() -> None:
    swapped = [STAFF_COLUMNS[1], STAFF_COLUMNS[0], *STAFF_COLUMNS[2:]]
    with pytest.raises(ValueError, match="are not the fields of ReservationStaffPublic"):
        json_rows.json_object(ReservationStaffPublic, swapped, "sqlite")
