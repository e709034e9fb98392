"""History, restore and trash: every save keeps a revision, any version comes back in one call,
deleted rows wait 30 days, and files stay stored while anything still shows them."""

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
import time_machine
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.config import Settings
from nocturne.content import history
from nocturne.media.library import MediaLibrary
from nocturne.models import ContentRevision, MediaFile
from tests.content.test_catalog import EVENT, GALLERY_IMAGE, MENU, PACKAGE, upload
from tests.support import media_files
from tests.support.clock import TravellingClock
from tests.support.factories import contact_section, make_section

HERO = {
    "title": "Nocturne",
    "subtitle": "Nights",
    "content": {
        "title": "Nocturne",
        "subtitle": "Where the night comes alive",
        "primary_button_text": "Reserve",
        "primary_button_link": "#bottle-service",
        "secondary_button_text": "Events",
        "secondary_button_link": "#events",
    },
}
NAVIGATION = {"logo_url": None, "links": [{"text": "Events", "url": "#events", "isButton": False}]}
LIST_RESOURCES = [
    ("/api/admin/events", "events", EVENT, {"title": "Midnight Gala II"}),
    ("/api/admin/gallery-items", "gallery_items", GALLERY_IMAGE, {"title": "Lights Down"}),
    ("/api/admin/packages", "packages", PACKAGE, {"name": "Platinum"}),
    ("/api/admin/menu-images", "menu_images", MENU, {"title": "Late Menu"}),
]


async def revisions(client: AsyncClient, entity: str, entity_id: str) -> list[dict[str, Any]]:
    response = await client.get(f"/api/admin/history/{entity}/{entity_id}")
    assert response.status_code == 200, response.text
    data: list[dict[str, Any]] = response.json()["data"]
    return data


async def restore(client: AsyncClient, revision_id: str) -> dict[str, Any]:
    response = await client.post(f"/api/admin/revisions/{revision_id}/restore")
    assert response.status_code == 200, response.text
    restored: dict[str, Any] = response.json()
    return restored


async def hero_of_site(client: AsyncClient) -> dict[str, Any]:
    hero: dict[str, Any] = (await client.get("/api/site")).json()["hero"]
    return hero


@pytest.mark.parametrize(("path", "entity", "body", "change"), LIST_RESOURCES)
async def test_every_save_of_a_list_row_keeps_a_revision_and_any_version_comes_back(
    staff_client: AsyncClient, path: str, entity: str, body: dict[str, Any], change: dict[str, Any]
) -> None:
    created = (await staff_client.post(path, json=body)).json()
    await staff_client.put(f"{path}/{created['id']}", json=body | change)
    field, value = next(iter(change.items()))

    saved = await revisions(staff_client, entity, created["id"])
    assert [r["action"] for r in saved] == ["update", "create"]
    newest, first = saved
    assert newest["actor"].startswith("staff-")
    assert newest["actor"].endswith("@nocturne.club")
    assert newest["changed"] == [field]
    assert newest["before"] == first["after"]
    assert newest["after"][field] == value

    # Restoring the first version is itself a revision, and the row is as it was.
    restored = await restore(staff_client, first["id"])
    assert restored["action"] == "restore"
    assert restored["changed"] == [field]
    row = next(r for r in (await staff_client.get(path)).json()["data"] if r["id"] == created["id"])
    assert row[field] == created[field]
    assert [r["action"] for r in await revisions(staff_client, entity, created["id"])] == [
        "restore",
        "update",
        "create",
    ]


async def test_sections_navigation_and_contact_keep_revisions_too(
    staff_client: AsyncClient,
) -> None:
    section = (await staff_client.put("/api/admin/sections/hero", json=HERO)).json()
    changed = HERO | {"content": HERO["content"] | {"title": "Nocturne Rooftop"}}
    await staff_client.put("/api/admin/sections/hero", json=changed)
    navigation = (await staff_client.put("/api/admin/navigation", json=NAVIGATION)).json()
    contact = (await staff_client.put("/api/admin/contact", json=contact_section())).json()

    hero_history = await revisions(staff_client, "content_sections", section["id"])
    assert [r["action"] for r in hero_history] == ["update", "create"]
    assert hero_history[0]["before"]["content"]["title"] == "Nocturne"
    assert hero_history[0]["after"]["content"]["title"] == "Nocturne Rooftop"
    assert hero_history[0]["changed"] == ["content"]
    assert hero_history[0]["label"] == "hero"
    for entity, row in (("navigation_settings", navigation), ("contact_sections", contact)):
        assert [r["action"] for r in await revisions(staff_client, entity, row["id"])] == ["create"]


async def test_a_row_saved_outside_the_admin_area_keeps_its_original(
    staff_client: AsyncClient, session: AsyncSession
) -> None:
    """The demo club's hero was never saved through the API: its first change keeps it."""
    seeded = await make_section(
        session, section_name="hero", title="Seeded", content=HERO["content"]
    )
    await session.commit()
    await staff_client.put("/api/admin/sections/hero", json=HERO | {"title": "Changed"})

    change, original = await revisions(staff_client, "content_sections", str(seeded.id))
    assert change["action"] == "update"
    assert original["action"] == "original"
    assert original["after"]["title"] == "Seeded"
    assert original["actor"] == "system"
    await restore(staff_client, original["id"])
    section = (await staff_client.get("/api/admin/sections")).json()["data"][0]
    assert section["title"] == "Seeded"


async def test_a_restore_brings_back_a_picture_a_later_save_replaced(
    staff_client: AsyncClient, app: FastAPI, settings: Settings
) -> None:
    old = await upload(staff_client, "hero-images", "old.jpg", media_files.jpeg())
    new = await upload(staff_client, "hero-images", "new.jpg", media_files.jpeg())
    with_old = HERO | {"content": HERO["content"] | {"background_image": old["url"]}}
    with_new = HERO | {
        "title": "New",
        "content": HERO["content"] | {"title": "New title", "background_image": new["url"]},
    }
    await staff_client.put("/api/admin/sections/hero", json=with_old)
    section = (await staff_client.put("/api/admin/sections/hero", json=with_new)).json()

    # Even a sweep with no grace at all keeps the replaced picture: a revision shows it.
    library: MediaLibrary = app.state.media
    await age_uploads(app)
    assert await library.sweep() == []
    assert (settings.media_dir / old["path"]).is_file()

    previous = (await revisions(staff_client, "content_sections", section["id"]))[1]
    await restore(staff_client, previous["id"])
    hero = await hero_of_site(staff_client)
    assert hero["title"] == "Nocturne"
    assert hero["background_image"] == old["url"]
    assert (await staff_client.get(old["url"])).status_code == 200


async def test_deleted_rows_wait_in_the_trash_and_come_back_with_their_id(
    staff_client: AsyncClient,
) -> None:
    event = (await staff_client.post("/api/admin/events", json=EVENT)).json()
    package = (await staff_client.post("/api/admin/packages", json=PACKAGE)).json()
    await staff_client.delete(f"/api/admin/events/{event['id']}")
    await staff_client.delete(f"/api/admin/packages/{package['id']}")

    trash = (await staff_client.get("/api/admin/trash")).json()
    assert [(t["entity"], t["label"]) for t in trash["data"]] == [
        ("packages", "Gold"),
        ("events", "Midnight Gala"),
    ]
    deleted_event = trash["data"][1]
    assert deleted_event["after"] is None
    assert deleted_event["before"]["title"] == "Midnight Gala"
    purge_at = datetime.fromisoformat(deleted_event["purge_at"])
    assert purge_at - datetime.fromisoformat(deleted_event["at"]) == timedelta(days=30)

    await restore(staff_client, deleted_event["id"])
    events = (await staff_client.get("/api/events")).json()["data"]
    assert [(e["id"], e["title"]) for e in events] == [(event["id"], "Midnight Gala")]
    assert [t["entity"] for t in (await staff_client.get("/api/admin/trash")).json()["data"]] == [
        "packages"
    ]
    actions = [r["action"] for r in await revisions(staff_client, "events", event["id"])]
    assert actions == ["restore", "delete", "create"]


async def test_a_row_leaves_the_trash_after_30_days_and_then_its_files_go(
    staff_client: AsyncClient, app: FastAPI, settings: Settings, session: AsyncSession
) -> None:
    poster = await upload(staff_client, "events-images", "poster.jpg", media_files.jpeg())
    event = (
        await staff_client.post("/api/admin/events", json=EVENT | {"image": poster["url"]})
    ).json()
    await staff_client.delete(f"/api/admin/events/{event['id']}")
    await age_uploads(app)
    library: MediaLibrary = app.state.media

    assert await library.sweep() == []
    later = datetime.now(UTC) + timedelta(days=history.TRASH_DAYS, hours=1)
    assert await library.sweep(later) == [poster["path"]]
    assert not (settings.media_dir / poster["path"]).exists()
    assert (await staff_client.get("/api/admin/trash")).json()["count"] == 0
    # Both are in the activity log, as the server's own doing.
    log = (await staff_client.get("/api/admin/audit-log", params={"entity": "events"})).json()
    [emptied] = [entry for entry in log["data"] if entry["actor"] == "media sweep"]
    assert (emptied["action"], emptied["entity_id"]) == ("delete", event["id"])
    assert emptied["summary"] == "emptied from the trash, 30 days after it was deleted"
    log = (await staff_client.get("/api/admin/audit-log", params={"entity": "storage"})).json()
    [removed] = [entry for entry in log["data"] if entry["actor"] == "media sweep"]
    assert (removed["action"], removed["entity_id"]) == ("delete", poster["path"])
    assert removed["actor_id"] is None
    left = await session.scalar(select(func.count()).select_from(ContentRevision))
    assert left == 0


async def test_the_sweep_removes_only_unreferenced_files_past_the_grace_period(
    staff_client: AsyncClient, app: FastAPI, settings: Settings
) -> None:
    used = await upload(staff_client, "gallery-media", "used.jpg", media_files.jpeg())
    forgotten = await upload(staff_client, "gallery-media", "forgotten.jpg", big_jpeg())
    await staff_client.post("/api/admin/gallery-items", json=GALLERY_IMAGE | {"url": used["url"]})
    library: MediaLibrary = app.state.media
    await library.render_pending()

    # Inside the grace period an upload nobody saved yet is kept (the form may be still open).
    assert await library.sweep() == []
    await age_uploads(app)
    fresh = await upload(staff_client, "gallery-media", "fresh.jpg", media_files.jpeg())

    assert await library.sweep() == [forgotten["path"]]
    media = settings.media_dir
    assert not (media / forgotten["path"]).exists()
    assert not list((media / "gallery-media").glob(forgotten["path"].split("/")[1][:-4] + "-w*"))
    assert (media / used["path"]).is_file()
    assert (media / fresh["path"]).is_file()


async def test_history_of_a_row_keeps_its_newest_revisions(staff_client: AsyncClient) -> None:
    event = (await staff_client.post("/api/admin/events", json=EVENT)).json()
    for n in range(history.KEEP_PER_ROW + 2):
        await staff_client.put(f"/api/admin/events/{event['id']}", json=EVENT | {"title": f"V{n}"})
    kept = await revisions(staff_client, "events", event["id"])
    assert len(kept) == history.KEEP_PER_ROW
    assert kept[0]["after"]["title"] == f"V{history.KEEP_PER_ROW + 1}"


async def test_restoring_an_unknown_revision_is_404(staff_client: AsyncClient) -> None:
    response = await staff_client.post(
        "/api/admin/revisions/00000000-0000-4000-8000-000000000000/restore"
    )
    assert response.status_code == 404


async def test_a_scheduled_event_appears_at_its_time_and_not_before(
    app: FastAPI, staff_client: AsyncClient, client: AsyncClient
) -> None:
    """The publication clock, and everything else in this process that reads the time, follow
    the test's clock: the event's time comes when the test moves it there."""
    with time_machine.travel(datetime.now(UTC), tick=True) as traveller:
        clock = TravellingClock(traveller)
        app.state.publication.clock = clock  # from its next wait on, which the saves below start
        await a_scheduled_event_appears(staff_client, client, clock)


async def a_scheduled_event_appears(
    staff_client: AsyncClient, client: AsyncClient, clock: TravellingClock
) -> None:
    now = clock.now()
    # However slow the machine, the reads below come before it: the test moves the clock there.
    soon = now + timedelta(minutes=10)
    later = (now + timedelta(days=2)).isoformat()
    await staff_client.post("/api/admin/events", json=EVENT | {"title": "Now"})
    await staff_client.post(
        "/api/admin/events", json=EVENT | {"title": "Soon", "publish_at": soon.isoformat()}
    )
    later_event = (
        await staff_client.post(
            "/api/admin/events", json=EVENT | {"title": "Later", "publish_at": later}
        )
    ).json()

    async def titles() -> tuple[list[str], list[str], str]:
        site = (await client.get("/api/site")).json()
        listed = (await client.get("/api/events")).json()
        calendar = (await client.get("/events.ics")).text
        return (
            [e["title"] for e in site["events"]],
            [e["title"] for e in listed["data"]],
            calendar,
        )

    site, listed, calendar = await titles()
    assert site == listed == ["Now"]
    assert "Soon" not in calendar
    assert (await client.get(f"/events/{later_event['id']}.ics")).status_code == 404
    # Staff see every event, with its time.
    staff_titles = [
        e["title"] for e in (await staff_client.get("/api/admin/events")).json()["data"]
    ]
    assert sorted(staff_titles) == ["Later", "Now", "Soon"]

    await clock.waiting(ending=soon)  # the publication clock sleeps until its time
    clock.advance_to(soon - timedelta(seconds=2))
    site, listed, calendar = await titles()  # not before
    assert site == listed == ["Now"]
    assert "Soon" not in calendar
    clock.advance_to(soon + timedelta(seconds=1))
    await clock.waiting()  # the publication clock told this process's pages, and sleeps again
    site, listed, calendar = await titles()
    assert sorted(site) == sorted(listed) == ["Now", "Soon"]
    assert "Soon" in calendar


async def test_a_schedule_is_a_moment_with_its_offset(staff_client: AsyncClient) -> None:
    for bad in (0, "2026-12-01T22:00:00", "tomorrow"):
        refused = await staff_client.post("/api/admin/events", json=EVENT | {"publish_at": bad})
        assert refused.status_code == 422
        assert refused.json()["error"]["fields"] == {"publish_at": messages.MOMENT_FORMAT}
    assert (await staff_client.get("/api/admin/events")).json()["count"] == 0


async def age_uploads(app: FastAPI) -> None:
    """Make every stored file older than the grace period."""
    async with app.state.sessionmaker() as session:
        old = datetime.now(UTC) - timedelta(days=2)
        await session.execute(update(MediaFile).values(created_at=old))
        await session.commit()


def big_jpeg() -> bytes:
    return media_files.image("JPEG", (2000, 1000))


async def test_the_sweep_keeps_a_file_named_anywhere_in_the_content(
    staff_client: AsyncClient, app: FastAPI, settings: Settings
) -> None:
    """However its address is written (another host, inside a Markdown link), a file a page
    still shows stays."""
    linked = await upload(staff_client, "gallery-media", "linked.jpg", media_files.jpeg())
    body = f"See [the floor](https://www.club.example{linked['url']})."
    saved = await staff_client.put(
        "/api/admin/sections/privacy", json={"content": {"title": "Privacy", "body": body}}
    )
    assert saved.status_code == 200, saved.text
    await age_uploads(app)
    library: MediaLibrary = app.state.media
    assert await library.sweep() == []
    assert (settings.media_dir / linked["path"]).is_file()


async def test_a_version_that_breaks_todays_rules_is_not_restored(
    staff_client: AsyncClient, session: AsyncSession
) -> None:
    event = (await staff_client.post("/api/admin/events", json=EVENT)).json()
    await staff_client.put(f"/api/admin/events/{event['id']}", json=EVENT | {"title": "New"})
    first = (await revisions(staff_client, "events", event["id"]))[-1]
    # A version written outside the admin area with a date no event may have.
    broken = first["after"] | {"date": "1999-12-31"}
    await session.execute(
        update(ContentRevision)
        .where(ContentRevision.id == uuid.UUID(first["id"]))
        .values(after=broken)
    )
    await session.commit()
    refused = await staff_client.post(f"/api/admin/revisions/{first['id']}/restore")
    assert refused.status_code == 422
    assert refused.json()["error"]["fields"] == {"date": messages.EVENT_DATE_RANGE}
    events = (await staff_client.get("/api/admin/events")).json()["data"]
    assert [e["title"] for e in events] == ["New"]


async def test_a_schedule_out_of_range_is_refused(staff_client: AsyncClient) -> None:
    for far in ("0001-01-01T00:00:00+01:00", "9999-12-31T23:00:00-05:00"):
        refused = await staff_client.post("/api/admin/events", json=EVENT | {"publish_at": far})
        assert refused.status_code == 422
        assert refused.json()["error"]["fields"] == {"publish_at": messages.PUBLISH_AT_RANGE}


async def test_a_logo_from_a_media_website_since_removed_is_not_restored(
    staff_client: AsyncClient, settings: Settings
) -> None:
    """Red team: a restored navigation kept a logo the page's policy no longer lets it show."""
    settings.media_origins = ["https://images.example.com"]
    logo = "https://images.example.com/logo.png"
    saved = await staff_client.put("/api/admin/navigation", json=NAVIGATION | {"logo_url": logo})
    assert saved.status_code == 200, saved.text
    await staff_client.put("/api/admin/navigation", json=NAVIGATION)
    settings.media_origins = []
    with_logo = (await revisions(staff_client, "navigation_settings", saved.json()["id"]))[-1]
    assert with_logo["after"]["logo_url"] == logo

    refused = await staff_client.post(f"/api/admin/revisions/{with_logo['id']}/restore")
    assert refused.status_code == 422
    assert refused.json()["error"] == {
        "code": "validation_error",
        "message": messages.MEDIA_ORIGIN_NOT_ALLOWED,
        "fields": {"logo_url": messages.MEDIA_ORIGIN_NOT_ALLOWED},
    }
    assert (await staff_client.get("/api/admin/navigation")).json()["logo_url"] is None
    history_now = await revisions(staff_client, "navigation_settings", saved.json()["id"])
    assert [r["action"] for r in history_now] == ["update", "create"]


async def test_a_contact_version_whose_map_breaks_todays_rule_is_not_restored(
    staff_client: AsyncClient, session: AsyncSession
) -> None:
    embed = "https://www.google.com/maps/embed?pb=1"
    saved = await staff_client.put("/api/admin/contact", json=contact_section(map_url=embed))
    await staff_client.put("/api/admin/contact", json=contact_section(title="Find Us"))
    first = (await revisions(staff_client, "contact_sections", saved.json()["id"]))[-1]
    # A map address an older, looser rule let through: another host before the "@".
    lure = "https://evil.example\\@www.google.com/maps/embed?pb=1"
    await session.execute(
        update(ContentRevision)
        .where(ContentRevision.id == uuid.UUID(first["id"]))
        .values(after=first["after"] | {"map_url": lure})
    )
    await session.commit()

    refused = await staff_client.post(f"/api/admin/revisions/{first['id']}/restore")
    assert refused.status_code == 422
    assert refused.json()["error"]["fields"] == {"map_url": messages.MAP_URL_INVALID}
    contact = (await staff_client.get("/api/admin/contact")).json()
    assert (contact["title"], contact["map_url"]) == ("Find Us", None)
