"""The media library: renditions for every uploaded picture (local and S3 alike), made off the
request path and after a restart, listed in the site payload with the focal point staff chose."""

import io
from datetime import UTC, datetime, timedelta

import pytest
from fastapi import FastAPI
from httpx import AsyncClient
from PIL import Image
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.app import create_app
from nocturne.config import Settings
from nocturne.live.changes import Change
from nocturne.media import library as library_module
from nocturne.media.library import RENDITION_WIDTHS, MediaLibrary, rendition_name
from nocturne.models import MediaFile
from tests.media.test_storage import backend, fetch, staff, storage_app, upload
from tests.support import media_files
from tests.support.html_tags import image_preloads, tags
from tests.support.media_library import settle

pytestmark = pytest.mark.web_build

__all__ = ["backend", "staff", "storage_app"]  # fixtures shared with the storage tests

HERO_CONTENT = {
    "title": "Nocturne",
    "subtitle": "Nights",
    "primary_button_text": "Reserve",
    "primary_button_link": "#bottle-service",
    "secondary_button_text": "Events",
    "secondary_button_link": "#events",
}


def picture(size: tuple[int, int], fmt: str = "JPEG") -> bytes:
    return media_files.image(fmt, size)


async def media_row(app: FastAPI, path: str) -> MediaFile:
    bucket, name = path.split("/")
    async with app.state.sessionmaker() as session:
        row = await session.get(MediaFile, (bucket, name))
        assert row is not None
        return row


async def test_an_uploaded_picture_gets_a_webp_rendition_at_each_narrower_width(
    staff: AsyncClient, storage_app: FastAPI
) -> None:
    response = await upload(staff, "hero-images", "wide.png", picture((2000, 1000), "PNG"))
    assert response.status_code == 201
    stored = response.json()
    await settle(storage_app)

    row = await media_row(storage_app, stored["path"])
    assert (row.state, row.width, row.height) == ("ready", 2000, 1000)
    assert row.widths == list(RENDITION_WIDTHS)
    bucket, name = stored["path"].split("/")
    public = storage_app.state.storage.public_url
    for width in RENDITION_WIDTHS:
        served = await fetch(staff, public(bucket, rendition_name(name, width)))
        assert served.status_code == 200
        assert served.headers["content-type"] == "image/webp"
        with Image.open(io.BytesIO(served.content)) as image:
            assert image.format == "WEBP"
            assert image.size == (width, width // 2)
    # The original stays as it was uploaded.
    original = await fetch(staff, stored["url"])
    assert original.content == picture((2000, 1000), "PNG")

    await staff.put(
        "/api/admin/sections/hero",
        json={"title": "Nocturne", "subtitle": "Nights",
              "content": HERO_CONTENT | {"background_image": stored["url"]}},
    )  # fmt: skip
    site = (await staff.get("/api/site")).json()
    described = site["media"][stored["url"]]
    assert described["width"] == 2000
    assert described["height"] == 1000
    assert [(r["width"], r["url"]) for r in described["renditions"]] == [
        (w, public(bucket, rendition_name(name, w))) for w in RENDITION_WIDTHS
    ]


async def test_a_small_picture_needs_no_rendition_and_a_video_none_at_all(
    staff: AsyncClient, storage_app: FastAPI
) -> None:
    small = (await upload(staff, "gallery-media", "small.jpg", picture((300, 200)))).json()
    video = (await upload(staff, "gallery-media", "clip.mp4", media_files.mp4())).json()
    await settle(storage_app)
    assert (await media_row(storage_app, small["path"])).widths == []
    assert (await media_row(storage_app, video["path"])).state == "none"
    for url in (small["url"], video["url"]):
        await staff.post(
            "/api/admin/gallery-items",
            json={"type": "image", "title": "A", "url": url, "category": "dj"},
        )
    media = (await staff.get("/api/site")).json()["media"]
    assert media[small["url"]]["renditions"] == []
    assert media[small["url"]]["width"] == 300
    assert video["url"] not in media


async def test_the_menu_boards_come_with_their_renditions(
    staff: AsyncClient, storage_app: FastAPI
) -> None:
    board = (await upload(staff, "menu-images", "club.png", picture((1200, 1600), "PNG"))).json()
    await settle(storage_app)
    saved = await staff.post(
        "/api/admin/menu-images", json={"type": "club", "image_url": board["url"]}
    )
    assert saved.status_code == 201, saved.text
    public = (await staff.get("/api/menu-images", params={"type": "club"})).json()
    assert public["data"][0]["image_url"] == board["url"]
    described = public["media"][board["url"]]
    assert (described["width"], described["height"]) == (1200, 1600)
    assert [r["width"] for r in described["renditions"]] == [480, 960]
    assert described["srcset"].endswith(f"{board['url']} 1200w")


async def test_the_focal_point_staff_choose_reaches_the_site(
    staff: AsyncClient, storage_app: FastAPI
) -> None:
    flyer = (await upload(staff, "events-images", "flyer.jpg", picture((1080, 1350)))).json()
    await settle(storage_app)
    chosen = await staff.put(
        "/api/admin/media/focus", json={"url": flyer["url"], "focus_x": 0.5, "focus_y": 0.2}
    )
    assert chosen.status_code == 200, chosen.text
    assert (chosen.json()["focus_x"], chosen.json()["focus_y"]) == (0.5, 0.2)
    read = (await staff.get("/api/admin/media", params={"url": flyer["url"]})).json()
    assert read["focus_y"] == 0.2
    assert read["width"] == 1080
    await staff.post(
        "/api/admin/events",
        json={"title": "Flyer night", "description": "D", "image": flyer["url"],
              "date": (datetime.now(UTC) + timedelta(days=7)).date().isoformat(),
              "time": "10:00 PM", "location": "Main Room"},
    )  # fmt: skip
    assert (await staff.get("/api/site")).json()["media"][flyer["url"]]["focus_y"] == 0.2

    outside = await staff.put(
        "/api/admin/media/focus", json={"url": flyer["url"], "focus_x": 1.5, "focus_y": 0}
    )
    assert outside.status_code == 422
    unknown = await staff.put(
        "/api/admin/media/focus",
        json={"url": "/media/events-images/nothing.jpg", "focus_x": 0, "focus_y": 0},
    )
    assert unknown.status_code == 404
    assert unknown.json()["error"]["message"] == messages.NOT_FOUND


@pytest.mark.parametrize("backend", ["local"], indirect=True)
async def test_files_stored_before_the_library_get_registered_and_rendered(
    storage_app: FastAPI, backend: object
) -> None:
    settings = storage_app.state.settings
    folder = settings.media_dir / "gallery-media"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "old-photo.jpg").write_bytes(picture((1000, 500)))
    library: MediaLibrary = storage_app.state.media
    # The worker registers what it finds when it starts, and again on every call.
    await library.register_stored()
    await settle(storage_app)
    row = await media_row(storage_app, "gallery-media/old-photo.jpg")
    assert (row.state, row.widths) == ("ready", [480, 960])
    assert (folder / "old-photo-w960.webp").is_file()
    # A rendition is not itself registered as a file of its own.
    assert await library.register_stored() == 0


@pytest.mark.parametrize("backend", ["local"], indirect=True)
async def test_a_round_of_renditions_is_announced_once(
    backend: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each announcement ends the kept public answers: three pictures found and rendered in
    one round are announced together, once the queue is empty."""
    monkeypatch.setattr(library_module, "ANNOUNCE_SECONDS", 600.0)
    folder = backend.media_dir / "gallery-media"
    folder.mkdir(parents=True, exist_ok=True)
    for index in range(3):
        (folder / f"night-{index}.jpg").write_bytes(picture((1000, 500)))
    app = create_app(backend)  # not started: no worker of its own, the test drives the library
    heard: list[Change] = []
    app.state.changes.listen(heard.append)
    library: MediaLibrary = app.state.media
    try:
        assert await library.register_stored() == 3
        assert await library.render_pending() == 3
        for index in range(3):
            row = await media_row(app, f"gallery-media/night-{index}.jpg")
            assert row.state == "ready"
    finally:
        await app.state.engine.dispose()
    assert [change.table for change in heard] == ["media_files"]


@pytest.mark.parametrize("backend", ["local"], indirect=True)
async def test_work_a_stopped_process_left_half_done_is_taken_up_again(
    staff: AsyncClient, storage_app: FastAPI, session: AsyncSession
) -> None:
    """A worker killed after writing one rendition leaves its lease; once that runs out, the
    next worker (after a restart too) makes the renditions, keeping the one already written."""
    library: MediaLibrary = storage_app.state.media
    stored = (await upload(staff, "gallery-media", "crash.jpg", picture((1200, 600)))).json()
    await settle(storage_app)
    bucket, name = stored["path"].split("/")
    media_dir = storage_app.state.settings.media_dir
    (media_dir / bucket / rendition_name(name, 960)).unlink()
    await session.execute(
        update(MediaFile)
        .where(MediaFile.name == name)
        .values(state="pending", widths=[], attempts=1,
                lease_until=datetime.now(UTC) + timedelta(minutes=5))
    )  # fmt: skip
    await session.commit()
    # Still leased by the process that stopped: nobody takes it yet.
    assert await library.render_pending() == 0
    await session.execute(
        update(MediaFile)
        .where(MediaFile.name == name)
        .values(lease_until=datetime.now(UTC) - timedelta(seconds=1))
    )
    await session.commit()
    assert await library.render_pending() == 1
    row = await media_row(storage_app, stored["path"])
    assert (row.state, row.widths, row.attempts) == ("ready", [480, 960], 2)
    assert (media_dir / bucket / rendition_name(name, 960)).is_file()


@pytest.mark.parametrize("backend", ["local"], indirect=True)
async def test_a_picture_that_cannot_be_rendered_is_served_as_it_is(
    staff: AsyncClient, storage_app: FastAPI, session: AsyncSession
) -> None:
    library: MediaLibrary = storage_app.state.media
    stored = (await upload(staff, "gallery-media", "gone.jpg", picture((1200, 600)))).json()
    await settle(storage_app)
    bucket, name = stored["path"].split("/")
    (storage_app.state.settings.media_dir / bucket / name).unlink()
    await session.execute(
        update(MediaFile).where(MediaFile.name == name).values(state="pending", attempts=0)
    )
    await session.commit()
    for _attempt in range(3):
        await library.render_pending()
        await session.execute(
            update(MediaFile)
            .where(MediaFile.name == name)
            .values(lease_until=datetime.now(UTC) - timedelta(seconds=1))
        )
        await session.commit()
    row = await media_row(storage_app, stored["path"])
    assert (row.state, row.attempts) == ("failed", 3)
    assert row.error


@pytest.mark.parametrize("backend", ["local"], indirect=True)
async def test_the_first_paint_crops_the_hero_around_its_focal_point(
    staff: AsyncClient, storage_app: FastAPI
) -> None:
    stored = (await upload(staff, "hero-images", "stage.jpg", picture((2000, 1000)))).json()
    await settle(storage_app)
    await staff.put(
        "/api/admin/media/focus", json={"url": stored["url"], "focus_x": 0.3, "focus_y": 0.6}
    )
    await staff.put(
        "/api/admin/sections/hero",
        json={"content": HERO_CONTENT | {"background_image": stored["url"]}},
    )
    srcset = (await staff.get("/api/site")).json()["media"][stored["url"]]["srcset"]
    assert srcset.endswith(f"{stored['url']} 2000w")
    assert srcset.startswith(stored["url"].replace(".jpg", "-w480.webp 480w, "))
    page = (await staff.get("/")).text
    head, body = page.split("</head>")
    # The head asks for the file the first screen will show: the browser picks from one srcset.
    assert image_preloads(head) == [
        {"rel": "preload", "as": "image", "imagesrcset": srcset, "imagesizes": "100vw",
         "fetchpriority": "high"}
    ]  # fmt: skip
    [hero] = [image for image in tags(body, "img") if image.get("src") == stored["url"]]
    assert (hero["srcset"], hero["sizes"]) == (srcset, "100vw")
    assert hero["style"].rstrip(";") == "object-position:30% 60%"
    # The other pages do not paint the hero, so they do not ask for it.
    menu = (await staff.get("/menu")).text
    assert image_preloads(menu.split("</head>")[0]) == []


@pytest.mark.parametrize("backend", ["local"], indirect=True)
async def test_a_file_that_used_up_its_attempts_is_served_as_it_is(
    staff: AsyncClient, storage_app: FastAPI, session: AsyncSession
) -> None:
    """Its process may have died rendering it every time: it is not tried after every restart."""
    library: MediaLibrary = storage_app.state.media
    stored = (await upload(staff, "gallery-media", "heavy.jpg", picture((1200, 600)))).json()
    await settle(storage_app)
    name = stored["path"].split("/")[1]
    await session.execute(
        update(MediaFile)
        .where(MediaFile.name == name)
        .values(state="pending", attempts=3, lease_until=datetime.now(UTC) - timedelta(seconds=1))
    )
    await session.commit()
    assert await library.render_pending() == 0
    assert (await media_row(storage_app, stored["path"])).state == "failed"
