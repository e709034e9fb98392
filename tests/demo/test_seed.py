"""The demo club fills every table with believable content whose media this server holds."""

import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from httpx import AsyncClient
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import models
from nocturne.club import service as club_service
from nocturne.demo.seed import DEMO_ADMIN_EMAIL, is_empty, seed_demo
from nocturne.reservations import booking_rules


@pytest.fixture(scope="session")
def demo_media(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Rendered once per run; write_all skips files that exist."""
    return tmp_path_factory.mktemp("demo-media")


async def count(session: AsyncSession, model: type[Any]) -> int:
    return int(await session.scalar(select(func.count()).select_from(model)) or 0)


async def test_seed_fills_every_table(session: AsyncSession, demo_media: Path) -> None:
    assert await is_empty(session)
    await seed_demo(session, demo_media, "Nocturne")
    assert not await is_empty(session)
    assert await count(session, models.NavigationSettings) == 1
    assert await count(session, models.ContactSection) == 1
    assert await count(session, models.Package) == 3
    assert await count(session, models.Event) >= 6
    assert await count(session, models.ContactSubmission) >= 1
    assert await count(session, models.Reservation) >= 1
    sections = set((await session.scalars(select(models.ContentSection.section_name))).all())
    assert sections == {"hero", "events", "gallery", "bottle-service", "footer"}
    categories = set((await session.scalars(select(models.GalleryItem.category))).all())
    assert len(categories) >= 3
    menu_types = set((await session.scalars(select(models.MenuImage.type))).all())
    assert menu_types == {"outdoor", "club", "kitchen"}


async def test_the_demo_club_has_a_floor_of_three_areas_and_twenty_placed_tables(
    session: AsyncSession, demo_media: Path
) -> None:
    """Each table on a plan whose picture was drawn, inside the plan, one label each."""
    await seed_demo(session, demo_media, "Nocturne")
    areas = (await session.scalars(select(models.Area.name).order_by(models.Area.position))).all()
    assert areas == ["Main Floor", "Mezzanine", "VIP Room"]
    plans = (await session.scalars(select(models.FloorPlan))).all()
    assert [plan.name for plan in plans] == ["Ground Floor", "Mezzanine"]
    for plan in plans:
        assert plan.image is not None
        assert (demo_media / plan.image.removeprefix("/media/")).is_file()
    tables = (await session.scalars(select(models.ClubTable))).all()
    assert len(tables) == 20
    assert len({table.label for table in tables}) == 20
    assert all(table.plan_id is not None for table in tables)
    assert all(0 < table.x < 1000 and 0 < table.y < 700 for table in tables)
    assert all(table.seats_min <= table.seats_max for table in tables)
    # Platinum is sold in the VIP Room only; the other packages in every area.
    vip = await session.scalar(select(models.Area.id).where(models.Area.name == "VIP Room"))
    sold = {p.name: p.area_ids for p in (await session.scalars(select(models.Package))).all()}
    assert sold == {"Silver": [], "Gold": [], "Platinum": [str(vip)]}


async def test_the_demo_club_keeps_new_york_time_and_tells_its_admin_of_requests(
    session: AsyncSession, demo_media: Path
) -> None:
    """Its contact details say New York: its nights and mails are New York's, not UTC, and its
    admin hears of every new request out of the box."""
    await seed_demo(session, demo_media, "Nocturne")
    saved = await club_service.read_saved(session)
    assert saved is not None
    assert (saved.time_zone, saved.notification_emails) == ("America/New_York", [DEMO_ADMIN_EMAIL])


async def test_the_demo_club_takes_bookings_for_the_nights_its_hours_show(
    session: AsyncSession, demo_media: Path
) -> None:
    """Its contact hours read Thursday - Saturday; its booking rules open those nights (the
    hours are text and open none by themselves)."""
    await seed_demo(session, demo_media, "Nocturne")
    contact = await session.scalar(select(models.ContactSection))
    saved = await booking_rules.read_saved(session)
    assert contact is not None
    assert saved is not None
    assert contact.hours[0]["day"] == "Thursday - Saturday"
    assert saved.opening_weekdays == [3, 4, 5]


async def test_seeded_bottle_service_has_features_statistics_and_experience(
    session: AsyncSession, demo_media: Path
) -> None:
    await seed_demo(session, demo_media, "Nocturne")
    section = await session.scalar(
        select(models.ContentSection).where(models.ContentSection.section_name == "bottle-service")
    )
    assert section is not None
    assert len(section.content["features"]) == 4
    assert len(section.content["statistics"]) == 4
    assert len(section.content["experience"]["images"]) == 4


async def test_every_seeded_picture_is_served_by_this_server(
    client: AsyncClient, session: AsyncSession, demo_media: Path, settings: Any
) -> None:
    await seed_demo(session, demo_media, "Nocturne")
    shutil.copytree(demo_media, settings.media_dir, dirs_exist_ok=True)
    site = (await client.get("/api/site")).json()
    urls = {e["image"] for e in site["events"]}
    urls |= {g["url"] for g in site["gallery_items"]} | {
        g["thumbnail"] for g in site["gallery_items"]
    }
    urls |= {p["image"] for p in site["packages"]}
    urls |= set(site["sections"]["bottle-service"]["content"]["experience"]["images"])
    urls.add(site["sections"]["hero"]["content"]["background_image"])
    menus = (await client.get("/api/menu-images")).json()["data"]
    urls |= {m["image_url"] for m in menus}
    assert all(url.startswith("/media/") for url in urls), urls
    for url in sorted(urls):
        response = await client.get(url)
        assert response.status_code == 200, url
        assert response.headers["content-type"].startswith("image/"), url


async def test_seeded_events_are_all_in_the_coming_weeks(
    client: AsyncClient, session: AsyncSession, demo_media: Path
) -> None:
    await seed_demo(session, demo_media, "Nocturne")
    today = datetime.now(UTC).date()
    for event in (await client.get("/api/events")).json()["data"]:
        day = datetime.fromisoformat(event["date"]).date()
        assert today <= day <= today + timedelta(weeks=5)


async def test_seed_uses_the_club_name(session: AsyncSession, demo_media: Path) -> None:
    await seed_demo(session, demo_media, "Velvet Room")
    gallery = await session.scalar(
        select(models.ContentSection).where(models.ContentSection.section_name == "gallery")
    )
    assert gallery is not None
    assert gallery.subtitle == (
        "Step into the world of Velvet Room through our curated collection of moments"
    )


async def test_the_demo_footer_says_this_year_and_its_messages_read_like_a_guest_s(
    session: AsyncSession, demo_media: Path
) -> None:
    await seed_demo(session, demo_media, "Nocturne")
    footer = await session.scalar(
        select(models.ContentSection).where(models.ContentSection.section_name == "footer")
    )
    assert footer is not None
    year = datetime.now(UTC).year
    assert footer.content["legal"]["copyright"] == f"© {year} Nocturne. All rights reserved."
    subjects = set((await session.scalars(select(models.ContactSubmission.subject))).all())
    assert subjects == {"Private Event", "General Inquiry"}
