"""The audit log: each staff write is recorded with who, from where, through which operation,
on what, in the same transaction as the write; a write that fails leaves no record, and
visitors' own submissions are not staff writes."""

import uuid
from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.core import audit
from nocturne.models import AuditEntry, BlackoutDate
from tests.content.test_catalog import EVENT, upload
from tests.content.test_history import HERO
from tests.support import media_files
from tests.support.factories import reservation
from tests.support.tables import tables

LOG = "/api/admin/audit-log"
STAFF_ADDRESS = "203.0.113.8"  # the staff_client fixture's address


async def entries(staff_client: AsyncClient, **filters: Any) -> list[dict[str, Any]]:
    answer = await staff_client.get(LOG, params=filters)
    assert answer.status_code == 200, answer.text
    data: list[dict[str, Any]] = answer.json()["data"]
    return data


async def test_a_staff_write_is_recorded_with_who_where_and_what(
    staff_client: AsyncClient,
) -> None:
    me = (await staff_client.get("/api/auth/user")).json()
    created = (await staff_client.post("/api/admin/events", json=EVENT)).json()
    changed = await staff_client.put(
        f"/api/admin/events/{created['id']}", json=EVENT | {"title": "Masquerade"}
    )
    assert changed.status_code == 200
    deleted = await staff_client.delete(f"/api/admin/events/{created['id']}")
    assert deleted.status_code == 204

    log = await entries(staff_client, entity="events")
    assert [(e["action"], e["operation"]) for e in log] == [
        ("delete", "delete_event"),
        ("update", "update_event"),
        ("create", "create_event"),
    ]
    assert {(e["actor"], e["actor_id"], e["address"]) for e in log} == {
        (me["email"], me["id"], STAFF_ADDRESS)
    }
    assert {e["entity_id"] for e in log} == {created["id"]}
    assert log[2]["summary"] == "created 'Midnight Gala'"
    assert log[1]["summary"] == "changed title: 'Midnight Gala' → 'Masquerade'"


async def test_a_decision_is_recorded_once_and_a_refused_one_not_at_all(
    client: AsyncClient, staff_client: AsyncClient
) -> None:
    row = (await client.post("/api/reservations", json=reservation())).json()
    assert await entries(staff_client) == []  # a visitor's request is not a staff write
    url = f"/api/admin/reservations/{row['id']}"
    assert (await staff_client.patch(url, json={"status": "confirmed"})).status_code == 200
    assert (await staff_client.patch(url, json={"status": "rejected"})).status_code == 409
    assert (await staff_client.patch(url, json={"status": "maybe"})).status_code == 422
    missing = f"/api/admin/reservations/{uuid.uuid4()}"
    assert (await staff_client.delete(missing)).status_code == 404
    log = await entries(staff_client, entity="reservations")
    assert len(log) == 1
    assert log[0]["operation"] == "decide_reservation"
    assert log[0]["entity_id"] == row["id"]
    assert "status" in log[0]["summary"]


async def test_a_write_that_fails_leaves_no_record(
    app: FastAPI, staff_client: AsyncClient, session: AsyncSession
) -> None:
    """A refused write (422) records nothing; a write the database refuses (a second row for one
    blackout night) is rolled back with the record it would have had."""
    night = (datetime.now(UTC) + timedelta(days=30)).date()
    first = await staff_client.put(
        f"/api/admin/blackout-dates/{night.isoformat()}", json={"reason": "Gala"}
    )
    assert first.status_code == 200
    too_long = await staff_client.put(
        f"/api/admin/blackout-dates/{night.isoformat()}", json={"reason": "x" * 201}
    )
    assert too_long.status_code == 422

    async with app.state.sessionmaker() as writer:
        audit.act_as(writer, audit.Actor(None, "test", "127.0.0.1", "set_blackout_date"))
        writer.add(BlackoutDate(date=night, reason="Twice"))
        with pytest.raises(IntegrityError):
            await writer.commit()
        await writer.rollback()
        await writer.commit()  # nothing pending is written later either
    rows = (await session.scalars(select(AuditEntry))).all()
    await session.commit()
    assert [(r.entity, r.operation, r.actor) for r in rows] == [
        ("blackout_dates", "set_blackout_date", rows[0].actor)
    ]
    assert rows[0].actor != "test"


async def test_files_and_mail_link_decisions_are_recorded_too(
    staff_client: AsyncClient,
) -> None:
    uploaded = await upload(staff_client, "events-images", "poster.jpg", media_files.jpeg())
    removed = await staff_client.delete("/api/storage", params={"url": uploaded["url"]})
    assert removed.status_code == 204
    log = await entries(staff_client, entity="storage")
    assert [(e["action"], e["summary"]) for e in log] == [
        ("delete", "deleted a file"),
        ("create", "uploaded a file to events-images"),
    ]


async def test_old_entries_are_dropped_and_filters_apply(
    staff_client: AsyncClient, session: AsyncSession
) -> None:
    old = datetime.now(UTC) - timedelta(days=400)
    session.add(
        AuditEntry(
            at=old, actor="gone@nocturne.club", address="198.51.100.1", operation="save_section",
            action="update", entity="content_sections", summary="changed content",
        )
    )  # fmt: skip
    await session.commit()
    await staff_client.post("/api/admin/events", json=EVENT)
    answer = (await staff_client.get(LOG)).json()
    assert answer["keep_days"] == 365
    assert [e["entity"] for e in answer["data"]] == ["events"]
    assert await entries(staff_client, actor="nobody-like-this") == []
    newest = answer["data"][0]["at"]
    assert await entries(staff_client, before=newest) == []


async def test_pages_continue_inside_one_commit(
    staff_client: AsyncClient, session: AsyncSession
) -> None:
    """Entries written by one commit share their moment: the next page goes on by id."""
    moment = datetime.now(UTC)
    session.add_all(
        AuditEntry(
            at=moment, actor="owner@nocturne.club", address="198.51.100.1",
            operation="save_section",
            action="update", entity="content_sections", summary=f"change {n}",
        )
        for n in range(3)
    )  # fmt: skip
    await session.commit()
    first = await entries(staff_client, limit=2)
    last = first[-1]
    rest = await entries(staff_client, limit=2, before=last["at"], before_id=last["id"])
    assert len(first) == 2
    assert len(rest) == 1
    assert {e["summary"] for e in first + rest} == {"change 0", "change 1", "change 2"}


async def test_a_page_starts_only_at_a_written_moment(staff_client: AsyncClient) -> None:
    """schemathesis found `before=0.5` read as a number of seconds since 1970."""
    for before in ("0.5", "2026-11-24", "2026-11-24T10:00:00"):
        answer = await staff_client.get(LOG, params={"before": before})
        assert answer.status_code == 422, before
    ok = await staff_client.get(LOG, params={"before": "2026-11-24T10:00:00+00:00"})
    assert ok.status_code == 200


async def test_entries_name_the_booking_say_what_was_done_and_only_what_changed(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    """Not "Updated reservation: changed decided_at, decline_reason, status" with no guest, nor
    seven fields for an edit of two, nor "Created gallery item" for a restore from the trash,
    nor "Deleted content drafts" for a draft published."""
    await tables(session, "VIP 3")
    row = (await client.post("/api/reservations", json=reservation(guests=6))).json()
    night = date.fromisoformat(row["date"])
    booking = f"Sophia Reyes, {night:%a} {night.day} {night:%b %Y}, 6 guests"
    url = f"/api/admin/reservations/{row['id']}"
    assert (await staff_client.patch(url, json={"status": "confirmed"})).status_code == 200
    kept = ("name", "email", "date", "time", "guests", "occasion", "requests", "phone")
    edit = {key: row[key] for key in kept} | {"table_label": "VIP 3", "staff_notes": "Regular."}
    assert (await staff_client.put(url, json=edit)).status_code == 200, row
    log = await entries(staff_client, entity="reservations")
    assert [(e["action"], e["summary"]) for e in reversed(log)] == [
        ("confirm", f"{booking}: status: 'pending' → 'confirmed'"),
        ("update", f"{booking}: staff_notes: None → 'Regular.', table_label: None → 'VIP 3'"),
    ]

    event = (await staff_client.post("/api/admin/events", json=EVENT)).json()
    await staff_client.delete(f"/api/admin/events/{event['id']}")
    trash = (await staff_client.get("/api/admin/trash")).json()["data"]
    restored = await staff_client.post(f"/api/admin/revisions/{trash[0]['id']}/restore")
    assert restored.status_code == 200, restored.text
    [back, *_] = await entries(staff_client, entity="events")
    assert (back["action"], back["summary"]) == ("restore", "'Midnight Gala': from the trash")

    hero = HERO | {"content": HERO["content"] | {"title": "Rooftop Season"}}
    draft = (await staff_client.put("/api/admin/drafts/sections/hero", json=hero)).json()
    published = await staff_client.post(f"/api/admin/drafts/{draft['id']}/publish")
    assert published.status_code == 200, published.text
    [entry] = await entries(staff_client, entity="content_sections")
    assert (entry["action"], entry["summary"]) == ("publish", "'hero'")
    # The draft's own save is recorded; its letting go on publishing is not a deletion.
    drafts = await entries(staff_client, entity="content_drafts")
    assert [e["action"] for e in drafts] == ["create"]
