"""Stored media is served from the data folder with the storage cache rule and Range support."""

from httpx import AsyncClient

from nocturne.config import Settings


async def test_media_is_served_with_cache_and_nosniff(
    client: AsyncClient, settings: Settings
) -> None:
    folder = settings.media_dir / "gallery-media"
    folder.mkdir(parents=True)
    (folder / "photo.jpg").write_bytes(b"\xff\xd8\xff" + bytes(range(256)) * 40)
    response = await client.get("/media/gallery-media/photo.jpg")
    assert response.status_code == 200
    assert response.headers["content-type"] == "image/jpeg"
    assert response.headers["cache-control"] == "public, max-age=3600"
    assert response.headers["x-content-type-options"] == "nosniff"
    assert "etag" in response.headers
    assert "last-modified" in response.headers


async def test_media_answers_range_requests(client: AsyncClient, settings: Settings) -> None:
    folder = settings.media_dir / "hero-images"
    folder.mkdir(parents=True)
    (folder / "clip.mp4").write_bytes(bytes(range(256)) * 8)
    response = await client.get("/media/hero-images/clip.mp4", headers={"Range": "bytes=10-19"})
    assert response.status_code == 206
    assert response.content == bytes(range(10, 20))
    assert response.headers["content-range"] == "bytes 10-19/2048"


async def test_missing_media_is_404(client: AsyncClient) -> None:
    response = await client.get("/media/logos/none.png")
    assert response.status_code == 404
