"""A staff request is one transaction: the services it calls write and announce, none commits;
the request commits once after its route returned, and only then are the changes published.
A route that fails after a service wrote leaves nothing, and nobody hears of it."""

from typing import Any

import pytest
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.live.changes import Change
from nocturne.models import AuditEntry, Reservation
from nocturne.reservations import staff_service
from tests.support.factories import next_week

ADMIN = "/api/admin/reservations"


def booking() -> dict[str, Any]:
    return {"name": "Kai Moss", "date": next_week().isoformat(), "time": "23:00", "guests": 2,
            "source": "phone", "phone": "5550199123"}  # fmt: skip


async def stored(session: AsyncSession) -> tuple[int, int]:
    reservations = await session.scalar(select(func.count()).select_from(Reservation))
    entries = await session.scalar(select(func.count()).select_from(AuditEntry))
    await session.rollback()
    return int(reservations or 0), int(entries or 0)


async def test_a_route_that_fails_after_its_service_wrote_leaves_nothing(
    app: FastAPI,
    staff_client: AsyncClient,
    session: AsyncSession,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    heard: list[Change] = []
    app.state.changes.listen(heard.append)
    before = await stored(session)
    written = staff_service.create_staff_reservation

    async def writes_then_fails(*args: Any, **kwargs: Any) -> Any:
        await written(*args, **kwargs)
        raise RuntimeError("a defect after the write")

    monkeypatch.setattr(staff_service, "create_staff_reservation", writes_then_fails)
    answer = await staff_client.post(ADMIN, json=booking())
    assert answer.status_code == 500
    assert await stored(session) == before  # no row, no audit entry
    assert [change for change in heard if change.table == "reservations"] == []
