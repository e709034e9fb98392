"""Events, gallery items, packages and menu images: create, update, delete and every refusal."""

import re
import uuid
from datetime import time
from typing import Any

import pytest
from fastapi import FastAPI
from httpx import ASGITransport, AsyncClient
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.app import create_app
from nocturne.club.nights import EVENT_TIME_PATTERN, format_time, parse_time
from nocturne.config import Settings
from tests.support import media_files
from tests.support.auth import staff_token
from tests.support.factories import make_event, next_week

EVENT = {
    "title": "Midnight Gala",
    "description": "Black tie.",
    "image": "/media/events-images/gala.jpg",
    "date": next_week().isoformat(),
    "time": "10:00 PM",
    "location": "Main Room",
}
GALLERY_IMAGE = {"type": "image", "title": "Peak", "url": "/media/gallery-media/a.jpg",
                 "category": "dance floor"}  # fmt: skip
GALLERY_VIDEO = {"type": "video", "title": "Lasers", "url": "/media/gallery-media/a.mp4",
                 "thumbnail": "/media/gallery-media/a.jpg", "category": "dj"}  # fmt: skip
PACKAGE = {"name": "Gold", "price": 1200.5, "description": "Close to the action.",
           "includes": "2 bottles\n\n  VIP booth  \n", "image": None}  # fmt: skip
MENU = {"type": "club", "image_url": "/media/menu-images/club.jpg", "title": "Club Menu"}

RESOURCES = [
    ("/api/admin/events", EVENT, {"title": "Midnight Gala II"}),
    ("/api/admin/gallery-items", GALLERY_IMAGE, {"title": "Lights Down"}),
    ("/api/admin/gallery-items", GALLERY_VIDEO, {"category": "vip lounge"}),
    ("/api/admin/packages", PACKAGE, {"price": 1300}),
    ("/api/admin/menu-images", MENU, {"title": "Late Menu"}),
]


@pytest.mark.parametrize(("path", "body", "change"), RESOURCES)
async def test_create_read_update_delete(
    staff_client: AsyncClient, path: str, body: dict[str, Any], change: dict[str, Any]
) -> None:
    created = await staff_client.post(path, json=body)
    assert created.status_code == 201, created.text
    row = created.json()
    listed = (await staff_client.get(path)).json()
    assert [r["id"] for r in listed["data"]] == [row["id"]]
    updated = await staff_client.put(f"{path}/{row['id']}", json=body | change)
    assert updated.status_code == 200, updated.text
    for key, value in change.items():
        assert updated.json()[key] == value
    assert (await staff_client.delete(f"{path}/{row['id']}")).status_code == 204
    assert (await staff_client.get(path)).json()["count"] == 0
    missing = await staff_client.delete(f"{path}/{row['id']}")
    assert missing.status_code == 404


async def test_created_event_shows_on_the_public_site(
    client: AsyncClient, staff_client: AsyncClient
) -> None:
    before = await client.get("/api/site")
    await staff_client.post("/api/admin/events", json=EVENT)
    after = await client.get("/api/site")
    assert after.headers["etag"] != before.headers["etag"]
    assert [e["title"] for e in after.json()["events"]] == ["Midnight Gala"]


async def test_package_includes_are_one_per_line_without_blanks_and_price_is_decimal(
    staff_client: AsyncClient,
) -> None:
    package = (await staff_client.post("/api/admin/packages", json=PACKAGE)).json()
    assert package["includes"] == ["2 bottles", "VIP booth"]
    assert package["price"] == 1200.5


async def test_an_image_is_its_own_thumbnail(staff_client: AsyncClient) -> None:
    item = (await staff_client.post("/api/admin/gallery-items", json=GALLERY_IMAGE)).json()
    assert item["thumbnail"] == GALLERY_IMAGE["url"]


async def test_menu_uploads_add_rows_with_category_food(staff_client: AsyncClient) -> None:
    first = (await staff_client.post("/api/admin/menu-images", json=MENU)).json()
    second = (await staff_client.post("/api/admin/menu-images", json=MENU)).json()
    assert first["id"] != second["id"]
    assert first["category"] == second["category"] == "food"
    public = (await staff_client.get("/api/menu-images", params={"type": "club"})).json()
    assert public["data"][0]["id"] == second["id"]


@pytest.mark.parametrize(
    ("typed", "stored"),
    [("22:00", "10:00 PM"), ("10:00 PM", "10:00 PM"), ("22:30:00", "10:30 PM"),
     ("11pm", "11:00 PM"), ("00:00", "12:00 AM"), ("1:05 am", "1:05 AM"), ("12:00", "12:00 PM")],
)  # fmt: skip
async def test_an_event_time_is_stored_and_shown_in_one_form(
    staff_client: AsyncClient, client: AsyncClient, typed: str, stored: str
) -> None:
    created = await staff_client.post("/api/admin/events", json=EVENT | {"time": typed})
    assert created.status_code == 201, created.text
    assert created.json()["time"] == stored
    [public] = (await client.get("/api/site")).json()["events"]
    assert public["time"] == stored
    updated = await staff_client.put(
        f"/api/admin/events/{created.json()['id']}", json=EVENT | {"time": typed}
    )
    assert updated.json()["time"] == stored


async def test_an_event_time_saved_before_the_rule_is_still_shown(
    client: AsyncClient, session: AsyncSession
) -> None:
    await make_event(session, time="11pm-ish", title="Odd")
    await make_event(session, time="9:30pm", title="Readable")
    events = {e["title"]: e["time"] for e in (await client.get("/api/events")).json()["data"]}
    assert events == {"Odd": "11pm-ish", "Readable": "9:30 PM"}


def test_the_one_form_of_an_event_time_matches_the_pattern_the_web_app_reads() -> None:
    for hour in range(24):
        for minute in (0, 5, 30, 59):
            shown = format_time(time(hour, minute))
            assert re.match(EVENT_TIME_PATTERN, shown), shown
            assert parse_time(shown) == time(hour, minute)


@pytest.mark.parametrize(
    ("path", "body", "field", "message"),
    [
        ("/api/admin/events", EVENT | {"title": ""}, "title", messages.FIELD_REQUIRED),
        ("/api/admin/events", EVENT | {"location": "  "}, "location", messages.FIELD_REQUIRED),
        ("/api/admin/events", EVENT | {"description": ""}, "description", messages.FIELD_REQUIRED),
        ("/api/admin/events", EVENT | {"time": ""}, "time", messages.FIELD_REQUIRED),
        ("/api/admin/events", EVENT | {"time": "11pm-ish"}, "time", messages.EVENT_TIME_INVALID),
        ("/api/admin/events", EVENT | {"time": "25:00"}, "time", messages.EVENT_TIME_INVALID),
        ("/api/admin/events", EVENT | {"date": "9999-12-31"}, "date", messages.EVENT_DATE_RANGE),
        ("/api/admin/events", EVENT | {"date": "1999-12-31"}, "date", messages.EVENT_DATE_RANGE),
        ("/api/admin/events", EVENT | {"title": "NUL \x00"}, "title", messages.TEXT_UNSAVEABLE),
        ("/api/admin/events", EVENT | {"image": "javascript:alert(1)"}, "image",
         messages.MEDIA_URL_INVALID),
        ("/api/admin/gallery-items", GALLERY_IMAGE | {"title": ""}, "title",
         messages.FIELD_REQUIRED),
        ("/api/admin/gallery-items", GALLERY_IMAGE | {"category": ""}, "category",
         messages.FIELD_REQUIRED),
        ("/api/admin/gallery-items", GALLERY_VIDEO | {"thumbnail": ""}, "thumbnail",
         messages.THUMBNAIL_REQUIRED),
        ("/api/admin/gallery-items", GALLERY_VIDEO | {"thumbnail": None}, "thumbnail",
         messages.THUMBNAIL_REQUIRED),
        ("/api/admin/gallery-items", GALLERY_IMAGE | {"url": "data:image/png;base64,AA"}, "url",
         messages.MEDIA_URL_INVALID),
        ("/api/admin/packages", PACKAGE | {"price": -1}, "price", messages.PRICE_INVALID),
        ("/api/admin/packages", PACKAGE | {"price": 10.005}, "price", messages.PRICE_INVALID),
        ("/api/admin/packages", PACKAGE | {"price": True}, "price", messages.PRICE_INVALID),
        ("/api/admin/packages", PACKAGE | {"price": "abc"}, "price", messages.PRICE_INVALID),
        ("/api/admin/packages", PACKAGE | {"includes": "\n \n"}, "includes",
         messages.INCLUDES_REQUIRED),
        ("/api/admin/packages", PACKAGE | {"includes": []}, "includes",
         messages.INCLUDES_REQUIRED),
        ("/api/admin/packages", PACKAGE | {"name": ""}, "name", messages.FIELD_REQUIRED),
        ("/api/admin/menu-images", MENU | {"type": "bar"}, "type", None),
        ("/api/admin/menu-images", MENU | {"image_url": ""}, "image_url",
         messages.FIELD_REQUIRED),
        ("/api/admin/menu-images", MENU | {"category": "drinks"}, "category",
         messages.FIELD_UNEXPECTED),
    ],
)  # fmt: skip
async def test_bad_input_is_refused_and_nothing_changes(
    staff_client: AsyncClient, path: str, body: dict[str, Any], field: str, message: str | None
) -> None:
    response = await staff_client.post(path, json=body)
    assert response.status_code == 422, response.text
    fields = response.json()["error"]["fields"]
    assert field in fields
    if message is not None:
        assert fields[field] == message
    assert (await staff_client.get(path)).json()["count"] == 0


async def test_update_of_a_missing_row_is_404(staff_client: AsyncClient) -> None:
    response = await staff_client.put(f"/api/admin/events/{uuid.uuid4()}", json=EVENT)
    assert response.status_code == 404


async def upload(client: AsyncClient, bucket: str, name: str, content: bytes) -> dict[str, str]:
    """Stores a file through the API; its public address and its path under the media folder."""
    response = await client.post(f"/api/storage/{bucket}", files={"file": (name, content)})
    stored: dict[str, str] = response.json()
    return stored


async def assert_delete_refused_as_in_use(client: AsyncClient, url: str) -> None:
    refused = await client.delete("/api/storage", params={"url": url})
    assert refused.status_code == 409
    assert refused.json()["error"]["message"] == messages.FILE_IN_USE


async def test_a_deleted_event_keeps_its_poster_while_it_is_in_the_trash(
    staff_client: AsyncClient, settings: Settings
) -> None:
    uploaded = await upload(staff_client, "events-images", "poster.jpg", media_files.jpeg())
    event = (
        await staff_client.post("/api/admin/events", json=EVENT | {"image": uploaded["url"]})
    ).json()
    stored = settings.media_dir / uploaded["path"]
    await staff_client.delete(f"/api/admin/events/{event['id']}")
    assert stored.exists()
    await assert_delete_refused_as_in_use(staff_client, uploaded["url"])


async def test_a_file_still_used_elsewhere_is_kept(
    staff_client: AsyncClient, settings: Settings
) -> None:
    uploaded = await upload(staff_client, "gallery-media", "a.jpg", media_files.jpeg())
    url = uploaded["url"]
    first = (
        await staff_client.post("/api/admin/gallery-items", json=GALLERY_IMAGE | {"url": url})
    ).json()
    await staff_client.post("/api/admin/events", json=EVENT | {"image": url})
    await staff_client.delete(f"/api/admin/gallery-items/{first['id']}")
    assert (settings.media_dir / uploaded["path"]).exists()


async def test_replacing_a_package_image_keeps_the_old_file_for_its_history(
    staff_client: AsyncClient, settings: Settings, app: FastAPI
) -> None:
    old = await upload(staff_client, "bottle-service-images", "a.png", media_files.png())
    new = await upload(staff_client, "bottle-service-images", "b.png", media_files.png())
    package = (
        await staff_client.post("/api/admin/packages", json=PACKAGE | {"image": old["url"]})
    ).json()
    await staff_client.put(
        f"/api/admin/packages/{package['id']}", json=PACKAGE | {"image": new["url"]}
    )
    assert (settings.media_dir / old["path"]).exists()
    assert (settings.media_dir / new["path"]).exists()
    await assert_delete_refused_as_in_use(staff_client, old["url"])


async def test_a_stored_file_still_in_use_cannot_be_deleted(
    staff_client: AsyncClient, settings: Settings
) -> None:
    uploaded = await upload(staff_client, "events-images", "poster.jpg", media_files.jpeg())
    await staff_client.post("/api/admin/events", json=EVENT | {"image": uploaded["url"]})
    await assert_delete_refused_as_in_use(staff_client, uploaded["url"])
    assert (settings.media_dir / uploaded["path"]).exists()


async def test_a_file_in_use_is_kept_whichever_way_its_address_is_written(
    staff_client: AsyncClient, settings: Settings
) -> None:
    """Red team: the in-use check compared exact address texts, so deleting the absolute address
    removed a file that rows use by its relative one, and so did the clean-up after an edit."""
    uploaded = await upload(staff_client, "events-images", "poster.jpg", media_files.jpeg())
    relative = uploaded["url"]
    absolute = settings.public_url.rstrip("/") + relative
    stored = settings.media_dir / uploaded["path"]
    await staff_client.post("/api/admin/events", json=EVENT | {"image": relative})

    await assert_delete_refused_as_in_use(staff_client, absolute)
    assert stored.exists()

    # A second row uses it by its absolute address; editing that row away keeps the file.
    other = (await staff_client.post("/api/admin/events", json=EVENT | {"image": absolute})).json()
    await staff_client.put(f"/api/admin/events/{other['id']}", json=EVENT | {"image": None})
    assert stored.exists()


async def test_media_from_a_website_the_page_cannot_show_is_refused(
    staff_client: AsyncClient, settings: Settings
) -> None:
    """Red team: external media addresses were accepted on save, then blocked by the page's
    Content-Security-Policy (broken images)."""
    foreign = "https://elsewhere.example/poster.jpg"
    refused = await staff_client.post("/api/admin/events", json=EVENT | {"image": foreign})
    assert refused.status_code == 422
    assert refused.json()["error"]["fields"] == {"image": messages.MEDIA_ORIGIN_NOT_ALLOWED}
    icon = {"id": "1", "icon": "https://elsewhere.example/star.png", "title": "Booth"}
    section = await staff_client.put(
        "/api/admin/sections/bottle-service", json={"content": {"features": [icon]}}
    )
    assert section.status_code == 422
    assert list(section.json()["error"]["fields"]) == ["content.features.0.icon"]
    own = settings.public_url.rstrip("/") + "/media/events-images/poster.jpg"
    assert (await staff_client.post("/api/admin/events", json=EVENT | {"image": own})).is_success


async def test_a_configured_media_website_is_accepted_and_named_in_the_page_policy(
    settings: Settings, session: AsyncSession
) -> None:
    configured = create_app(
        settings.model_copy(update={"media_origins": ["https://images.example.com"]})
    )
    async with configured.router.lifespan_context(configured):
        transport = ASGITransport(app=configured)
        async with AsyncClient(transport=transport, base_url="http://testserver") as client:
            client.headers["Authorization"] = f"Bearer {await staff_token(client, session)}"
            image = "https://images.example.com/poster.jpg"
            saved = await client.post("/api/admin/events", json=EVENT | {"image": image})
            assert saved.status_code == 201, saved.text
            policy = (await client.get("/")).headers["content-security-policy"]
    img_src = next(part for part in policy.split("; ") if part.startswith("img-src"))
    assert "https://images.example.com" in img_src.split()
