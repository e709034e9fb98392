"""Uploads: the bucket rules, types decided by bytes, streamed size limits, both backends."""

import shutil
from collections.abc import AsyncIterator, Callable, Iterator

import httpx
import pytest
from fastapi import FastAPI
from httpx import ASGITransport, AsyncClient
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.app import create_app
from nocturne.config import Settings
from tests.support import media_files
from tests.support.auth import staff_token
from tests.support.media_library import settle
from tests.support.s3 import public_bucket, s3_client, s3_settings

IMAGE_BUCKETS = ("logos", "menu-images")
MEDIA_BUCKETS = (
    "events-images",
    "gallery-media",
    "experience-images",
    "bottle-service-images",
    "hero-images",
    "social-icons",
)
S3_BUCKET = "nocturne-test-media"


@pytest.fixture(params=["local", "s3"])
def backend(request: pytest.FixtureRequest, settings: Settings) -> Iterator[Settings]:
    if request.param == "local":
        yield settings
        return
    endpoint: str = request.getfixturevalue("moto_endpoint")
    with public_bucket(endpoint, S3_BUCKET):
        yield settings.model_copy(update=s3_settings(endpoint, S3_BUCKET))


@pytest.fixture
async def storage_app(app: FastAPI, backend: Settings) -> AsyncIterator[FastAPI]:
    storage_app = create_app(backend)
    async with storage_app.router.lifespan_context(storage_app):
        yield storage_app


@pytest.fixture
async def staff(storage_app: FastAPI, session: AsyncSession) -> AsyncIterator[AsyncClient]:
    transport = ASGITransport(app=storage_app)
    async with AsyncClient(transport=transport, base_url="http://testserver") as client:
        token = await staff_token(client, session)
        client.headers["Authorization"] = f"Bearer {token}"
        yield client


async def upload(client: AsyncClient, bucket: str, name: str, content: bytes) -> httpx.Response:
    return await client.post(f"/api/storage/{bucket}", files={"file": (name, content)})


async def fetch(client: AsyncClient, url: str, **kwargs: object) -> httpx.Response:
    if url.startswith("/"):
        return await client.get(url, **kwargs)  # type: ignore[arg-type]
    async with AsyncClient() as outside:
        return await outside.get(url, **kwargs)  # type: ignore[arg-type]


async def stored_objects(app: FastAPI) -> list[str]:
    """What the store holds once the media worker is done with it."""
    await settle(app)
    settings: Settings = app.state.settings
    if settings.storage_backend == "local":
        return sorted(
            str(p.relative_to(settings.media_dir))
            for p in settings.media_dir.rglob("*")
            if p.is_file()
        )
    assert settings.s3_endpoint_url is not None
    listed = s3_client(settings.s3_endpoint_url).list_objects_v2(Bucket=S3_BUCKET)
    return sorted(item["Key"] for item in listed.get("Contents", []))


@pytest.mark.parametrize("bucket", IMAGE_BUCKETS + MEDIA_BUCKETS)
@pytest.mark.parametrize("name", sorted(media_files.VALID_IMAGES))
async def test_every_bucket_accepts_each_image_type(
    staff: AsyncClient, storage_app: FastAPI, bucket: str, name: str
) -> None:
    content = media_files.VALID_IMAGES[name]()
    response = await upload(staff, bucket, name, content)
    assert response.status_code == 201, response.text
    body = response.json()
    extension = name.rsplit(".", 1)[1].lower()
    stored_bucket, stored_name = body["path"].split("/")
    assert stored_bucket == bucket
    assert stored_name.endswith("." + extension)
    assert len(stored_name) == 32 + 1 + len(extension)
    served = await fetch(staff, body["url"])
    assert served.status_code == 200
    assert served.content == content
    assert served.headers["content-type"].startswith("image/")
    assert served.headers["cache-control"] == "public, max-age=3600"


@pytest.mark.parametrize("bucket", MEDIA_BUCKETS)
@pytest.mark.parametrize("name", sorted(media_files.VALID_VIDEOS))
async def test_media_buckets_accept_each_video_type(
    staff: AsyncClient, bucket: str, name: str
) -> None:
    content = media_files.VALID_VIDEOS[name]()
    response = await upload(staff, bucket, name, content)
    assert response.status_code == 201, response.text
    served = await fetch(staff, response.json()["url"])
    assert served.content == content
    assert served.headers["content-type"].startswith("video/")


@pytest.mark.parametrize("bucket", IMAGE_BUCKETS)
@pytest.mark.parametrize("name", sorted(media_files.VALID_VIDEOS))
async def test_image_buckets_refuse_videos_with_the_spec_message(
    staff: AsyncClient, storage_app: FastAPI, bucket: str, name: str
) -> None:
    response = await upload(staff, bucket, name, media_files.VALID_VIDEOS[name]())
    assert response.status_code == 415
    assert response.json()["error"]["message"] == messages.INVALID_IMAGE_TYPE
    assert (await stored_objects(storage_app)) == []


@pytest.mark.parametrize("case", sorted(media_files.HOSTILE))
@pytest.mark.parametrize("bucket", ["logos", "gallery-media"])
async def test_hostile_files_are_refused_and_nothing_is_kept(
    staff: AsyncClient, storage_app: FastAPI, case: str, bucket: str
) -> None:
    name, content = media_files.HOSTILE[case]
    response = await upload(staff, bucket, name, content)
    assert response.status_code in (415, 422), response.text
    expected = {
        messages.INVALID_IMAGE_TYPE if bucket == "logos" else messages.INVALID_MEDIA_TYPE,
        messages.EMPTY_FILE,
    }
    assert response.json()["error"]["message"] in expected
    assert (await stored_objects(storage_app)) == []
    assert not any(storage_app.state.storage.scratch_dir.glob("*"))


async def test_a_client_file_name_never_reaches_the_file_system(
    staff: AsyncClient, storage_app: FastAPI
) -> None:
    response = await upload(
        staff, "gallery-media", "../../../../etc/passwd.jpg", media_files.jpeg()
    )
    assert response.status_code == 201
    bucket, name = response.json()["path"].split("/")
    assert bucket == "gallery-media"
    assert ".." not in name
    assert (await stored_objects(storage_app)) == [f"gallery-media/{name}"]


async def test_two_uploads_of_one_file_never_overwrite(staff: AsyncClient) -> None:
    first = await upload(staff, "logos", "logo.png", media_files.png())
    second = await upload(staff, "logos", "logo.png", media_files.png())
    assert first.json()["url"] != second.json()["url"]


async def test_unknown_bucket_is_refused(staff: AsyncClient) -> None:
    response = await upload(staff, "secrets", "photo.jpg", media_files.jpeg())
    assert response.status_code == 400
    assert response.json()["error"]["message"] == messages.INVALID_BUCKET


async def test_an_upload_without_a_file_is_refused(staff: AsyncClient) -> None:
    response = await staff.post("/api/storage/logos", files={"other": ("x.jpg", b"x")})
    assert response.status_code == 422
    assert response.json()["error"]["message"] == messages.NO_FILE
    not_multipart = await staff.post("/api/storage/logos", json={"file": "x"})
    assert not_multipart.status_code == 415


def streamed(total: int, chunk: int = 256 * 1024) -> Callable[[], AsyncIterator[bytes]]:
    """A multipart body of a JPEG-looking file of `total` bytes, sent without Content-Length."""

    async def body() -> AsyncIterator[bytes]:
        yield b'--xyz\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\n\r\n'
        yield b"\xff\xd8\xff"
        sent = 3
        while sent < total:
            size = min(chunk, total - sent)
            yield bytes(size)
            sent += size
        yield b"\r\n--xyz--\r\n"

    return body


@pytest.mark.parametrize(("bucket", "megabytes"), [("logos", 2), ("menu-images", 10)])
async def test_oversized_upload_is_cut_off_with_413_and_nothing_is_left(
    staff: AsyncClient, storage_app: FastAPI, bucket: str, megabytes: int
) -> None:
    response = await staff.post(
        f"/api/storage/{bucket}",
        content=streamed(megabytes * 1024 * 1024 + 1)(),
        headers={"Content-Type": "multipart/form-data; boundary=xyz"},
    )
    assert response.status_code == 413
    assert response.json()["error"]["message"] == f"File size must be less than {megabytes}MB"
    assert (await stored_objects(storage_app)) == []
    assert not any(storage_app.state.storage.scratch_dir.glob("*"))


@pytest.mark.parametrize(("bucket", "megabytes"), [("logos", 2), ("menu-images", 10)])
async def test_a_file_of_exactly_the_limit_is_stored_and_one_byte_more_is_refused(
    staff: AsyncClient, storage_app: FastAPI, bucket: str, megabytes: int
) -> None:
    limit = megabytes * 1024 * 1024
    picture = media_files.jpeg()
    exact = picture + bytes(limit - len(picture))  # a JPEG with padding after its end marker
    accepted = await upload(staff, bucket, "exact.jpg", exact)
    assert accepted.status_code == 201, accepted.text
    refused = await upload(staff, bucket, "over.jpg", exact + b"\x00")
    assert refused.status_code == 413
    assert refused.json()["error"]["message"] == messages.file_too_large(megabytes)
    assert (await stored_objects(storage_app)) == [accepted.json()["path"]]


async def test_a_100mb_video_bucket_cuts_off_at_100mb(
    staff: AsyncClient, storage_app: FastAPI
) -> None:
    response = await staff.post(
        "/api/storage/hero-images",
        content=streamed(100 * 1024 * 1024 + 1, chunk=1024 * 1024)(),
        headers={"Content-Type": "multipart/form-data; boundary=xyz"},
    )
    assert response.status_code == 413
    assert response.json()["error"]["message"] == messages.file_too_large(100)
    assert (await stored_objects(storage_app)) == []


async def test_declared_length_over_the_limit_is_refused_before_reading(
    staff: AsyncClient,
) -> None:
    response = await staff.post(
        "/api/storage/logos",
        content=b"--xyz--\r\n",
        headers={
            "Content-Type": "multipart/form-data; boundary=xyz",
            "Content-Length": str(50 * 1024 * 1024),
        },
    )
    assert response.status_code == 413
    assert response.json()["error"]["message"] == messages.file_too_large(2)


async def test_stored_video_answers_range_requests(staff: AsyncClient) -> None:
    content = media_files.mp4(payload=100_000)
    url = (await upload(staff, "hero-images", "clip.mp4", content)).json()["url"]
    partial = await fetch(staff, url, headers={"Range": "bytes=1000-1999"})
    assert partial.status_code == 206
    assert partial.content == content[1000:2000]
    assert partial.headers["content-range"] == f"bytes 1000-1999/{len(content)}"


async def test_delete_removes_the_file_by_its_address(
    staff: AsyncClient, storage_app: FastAPI
) -> None:
    url = (await upload(staff, "events-images", "poster.jpg", media_files.jpeg())).json()["url"]
    deleted = await staff.delete("/api/storage", params={"url": url})
    assert deleted.status_code == 204
    assert (await stored_objects(storage_app)) == []
    assert (await fetch(staff, url)).status_code in (403, 404)
    again = await staff.delete("/api/storage", params={"url": url})
    assert again.status_code == 404


@pytest.mark.parametrize(
    "url",
    [
        "",
        "not a url",
        "https://elsewhere.example/media/logos/x.png",
        "/media/logos/../../secret_key",
        "/media/unknown-bucket/x.png",
        "/media/logos/",
        "/media/logos/x.exe",
    ],
)
async def test_delete_refuses_an_address_that_is_not_ours(
    staff: AsyncClient, storage_app: FastAPI, url: str
) -> None:
    await upload(staff, "logos", "logo.png", media_files.png())
    response = await staff.delete("/api/storage", params={"url": url})
    assert response.status_code == 404
    assert response.json()["error"]["message"] == messages.INVALID_FILE_URL
    assert len(await stored_objects(storage_app)) == 1


def test_s3_backend_needs_a_public_url(settings: Settings) -> None:
    with pytest.raises(ValueError, match="NOCTURNE_S3_PUBLIC_URL"):
        create_app(settings.model_copy(update={"storage_backend": "s3", "s3_public_url": None}))


async def test_an_unwritable_media_folder_answers_503_with_a_clear_message(
    staff_client: AsyncClient, settings: Settings
) -> None:
    """Red team: an unwritable media folder gave a generic 500. (The tests run as root, whom
    permissions do not stop: a file where the folder should be stops everyone.)"""
    shutil.rmtree(settings.media_dir, ignore_errors=True)
    settings.media_dir.parent.mkdir(parents=True, exist_ok=True)
    settings.media_dir.write_bytes(b"not a folder")
    response = await staff_client.post(
        "/api/storage/logos", files={"file": ("logo.png", media_files.png())}
    )
    assert response.status_code == 503
    assert response.json()["error"]["message"] == messages.MEDIA_STORE_UNWRITABLE
    assert response.headers["retry-after"] == "60"


async def test_a_file_name_too_long_gets_its_own_message(staff: AsyncClient) -> None:
    """Red team: a 5,000-character file name got the message about multipart bodies."""
    for length in (300, 5000):
        response = await upload(staff, "logos", "a" * (length - 4) + ".png", media_files.png())
        assert response.status_code == 422
        assert response.json()["error"]["fields"] == {"file": messages.FILE_NAME_TOO_LONG}
    assert (await upload(staff, "logos", "a" * 251 + ".png", media_files.png())).status_code == 201
