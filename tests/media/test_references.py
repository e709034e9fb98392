"""A stored file is kept while anything points at it, whichever way the address is written: with
`.` or `..` segments, percent-encoded, on any host, or as the address of one of its renditions.
A rendition is never deleted on its own: it goes with its picture."""

from datetime import UTC, datetime, timedelta

import pytest
from fastapi import FastAPI
from httpx import AsyncClient

from nocturne import messages
from nocturne.config import Settings
from nocturne.media.library import MediaLibrary, rendition_name
from tests.content.test_catalog import EVENT, GALLERY_IMAGE, assert_delete_refused_as_in_use, upload
from tests.support import media_files
from tests.support.media_library import settle


def big_jpeg() -> bytes:
    return media_files.image("JPEG", (2000, 1000))


def encoded(text: str) -> str:
    """Every character percent-encoded: the name never appears as it is."""
    return "".join(f"%{ord(character):02X}" for character in text)


def past_the_grace(settings: Settings) -> datetime:
    """A moment when every file uploaded so far is older than the sweep's grace period."""
    return datetime.now(UTC) + timedelta(hours=settings.media_grace_hours + 1)


def ways_of_writing(url: str, public_url: str) -> dict[str, str]:
    """The same stored file, `/media/{bucket}/{name}`, addressed in ways a browser and the server
    resolve to it."""
    _, media, bucket, name = url.split("/")
    stem, extension = name.rsplit(".", 1)
    return {
        "dot segment": f"/{media}/{bucket}/./{name}",
        "encoded dot segment": f"/{media}/{bucket}/%2e/{name}",
        "encoded dot-dot segment": f"/{media}/{bucket}/other/%2E%2e/{name}",
        "dot-dot through another folder": f"/{media}/{bucket}/other/../{name}",
        "dot-dot through another bucket": f"/{media}/logos/../{bucket}/{name}",
        "encoded name": f"/{media}/{bucket}/{encoded(stem)}.{extension}",
        "encoded slash": f"/{media}/{bucket}%2F{name}",
        "absolute with dot segments": f"{public_url.rstrip('/')}/{media}/./{bucket}/{name}",
    }


WAYS = list(ways_of_writing("/media/b/n.jpg", "http://x"))


@pytest.mark.parametrize("way", WAYS)
async def test_a_file_saved_under_another_spelling_of_its_address_is_kept(
    staff_client: AsyncClient, app: FastAPI, settings: Settings, way: str
) -> None:
    """Red team: `/media/gallery-media/./x.jpg` saved in a gallery item did not keep `x.jpg`: a
    delete of the plain address removed the picture the gallery shows."""
    uploaded = await upload(staff_client, "gallery-media", "floor.jpg", media_files.jpeg())
    written = ways_of_writing(uploaded["url"], settings.public_url)[way]
    saved = await staff_client.post(
        "/api/admin/gallery-items", json=GALLERY_IMAGE | {"url": written}
    )
    assert saved.status_code == 201, saved.text
    stored = settings.media_dir / uploaded["path"]

    await assert_delete_refused_as_in_use(staff_client, uploaded["url"])
    # The address as it was saved points at the same file, and is refused the same way.
    await assert_delete_refused_as_in_use(staff_client, written)
    library: MediaLibrary = app.state.media
    assert await library.sweep(past_the_grace(settings)) == []
    assert stored.is_file()


async def test_a_file_named_encoded_in_a_page_text_is_kept(
    staff_client: AsyncClient, app: FastAPI, settings: Settings
) -> None:
    uploaded = await upload(staff_client, "gallery-media", "linked.jpg", media_files.jpeg())
    bucket, name = uploaded["path"].split("/")
    body = f"See [the floor](/media/{bucket}/{encoded(name)}) and [us](/contact)."
    saved = await staff_client.put(
        "/api/admin/sections/privacy", json={"content": {"title": "Privacy", "body": body}}
    )
    assert saved.status_code == 200, saved.text
    await assert_delete_refused_as_in_use(staff_client, uploaded["url"])
    library: MediaLibrary = app.state.media
    assert await library.sweep(past_the_grace(settings)) == []
    assert (settings.media_dir / uploaded["path"]).is_file()


async def test_a_rendition_is_never_deleted_on_its_own(
    staff_client: AsyncClient, app: FastAPI, settings: Settings
) -> None:
    """Red team: a DELETE of a rendition the public srcset lists answered 204 and removed it."""
    uploaded = await upload(staff_client, "gallery-media", "wide.jpg", big_jpeg())
    await settle(app)
    await staff_client.post(
        "/api/admin/gallery-items", json=GALLERY_IMAGE | {"url": uploaded["url"]}
    )
    bucket, name = uploaded["path"].split("/")
    rendition = f"/media/{bucket}/{rendition_name(name, 960)}"
    assert (
        f"{rendition} 960w"
        in (await staff_client.get("/api/site")).json()["media"][uploaded["url"]]["srcset"]
    )

    for address in (rendition, settings.public_url.rstrip("/") + rendition,
                    f"/media/{bucket}/./{rendition_name(name, 960)}"):  # fmt: skip
        refused = await staff_client.delete("/api/storage", params={"url": address})
        assert refused.status_code == 409, refused.text
        assert refused.json()["error"]["message"] == messages.FILE_IS_RENDITION
    assert (settings.media_dir / bucket / rendition_name(name, 960)).is_file()

    # Not even once nothing uses its picture: it goes with the picture, all renditions at once.
    unused = await upload(staff_client, "gallery-media", "spare.jpg", big_jpeg())
    await settle(app)
    spare_bucket, spare = unused["path"].split("/")
    spare_rendition = f"/media/{spare_bucket}/{rendition_name(spare, 480)}"
    refused = await staff_client.delete("/api/storage", params={"url": spare_rendition})
    assert refused.status_code == 409
    deleted = await staff_client.delete("/api/storage", params={"url": unused["url"]})
    assert deleted.status_code == 204
    assert list((settings.media_dir / spare_bucket).glob(spare.rsplit(".", 1)[0] + "*")) == []


@pytest.mark.parametrize("field", ["event image", "page text"])
async def test_content_showing_a_rendition_keeps_its_picture_through_the_sweep(
    staff_client: AsyncClient, app: FastAPI, settings: Settings, field: str
) -> None:
    """Red team: content saved with a rendition's address (what "Copy image address" gives) did
    not keep the original; past the grace period the sweep removed the picture and the
    rendition the page shows."""
    uploaded = await upload(staff_client, "events-images", "flyer.jpg", big_jpeg())
    await settle(app)
    bucket, name = uploaded["path"].split("/")
    copied = settings.public_url.rstrip("/") + f"/media/{bucket}/{rendition_name(name, 960)}"
    if field == "event image":
        saved = await staff_client.post("/api/admin/events", json=EVENT | {"image": copied})
    else:
        body = f"Our flyer: ![flyer]({copied})"
        saved = await staff_client.put(
            "/api/admin/sections/terms", json={"content": {"title": "Terms", "body": body}}
        )
    assert saved.is_success, saved.text

    library: MediaLibrary = app.state.media
    assert await library.sweep(past_the_grace(settings)) == []
    folder = settings.media_dir / bucket
    assert (folder / name).is_file()
    assert (folder / rendition_name(name, 960)).is_file()
    await assert_delete_refused_as_in_use(staff_client, uploaded["url"])
