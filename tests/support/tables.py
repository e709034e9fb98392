"""The club's tables in a test's database, written straight to it (the API that edits them has
tests of its own: tests/tables)."""

import uuid
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.models import Area, ClubTable


async def area(session: AsyncSession, name: str = "Main Floor") -> uuid.UUID:
    found = await session.scalar(select(Area.id).where(Area.name == name))
    if found is None:
        row = Area(name=name)
        session.add(row)
        await session.flush()
        found = row.id
    await session.commit()
    return found


async def tables(
    session: AsyncSession,
    *labels: str,
    seats: tuple[int, int] = (1, 10),
    area_name: str = "Main Floor",
    minimum_spend: Decimal = Decimal(500),
) -> dict[str, uuid.UUID]:
    """Tables with these labels in one area: their ids by label."""
    in_area = await area(session, area_name)
    rows = [
        ClubTable(
            label=label,
            area_id=in_area,
            seats_min=seats[0],
            seats_max=seats[1],
            minimum_spend=minimum_spend,
        )
        for label in labels
    ]
    session.add_all(rows)
    await session.commit()
    return {row.label: row.id for row in rows}
