"""Stored media is served from the data folder with the storage cache rule and Range support."""

from pathlib import Path

from httpx import AsyncClient

from nocturne.config import Settings
from nocturne.http.media_files import MediaFiles


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


async def test_a_range_that_cannot_be_read_is_ignored(
    client: AsyncClient, settings: Settings
) -> None:
    """Red team: an invalid Range answered 400 in text/plain instead of being ignored."""
    folder = settings.media_dir / "hero-images"
    folder.mkdir(parents=True)
    (folder / "clip.mp4").write_bytes(bytes(range(256)) * 8)
    for malformed in ("bytes=abc", "items=0-10", "bytes=10-5-", "bytes="):
        response = await client.get("/media/hero-images/clip.mp4", headers={"Range": malformed})
        assert response.status_code == 200, malformed
        assert len(response.content) == 2048
    unsatisfiable = await client.get(
        "/media/hero-images/clip.mp4", headers={"Range": "bytes=5000-6000"}
    )
    assert unsatisfiable.status_code == 416


async def test_media_names_the_methods_it_allows(client: AsyncClient) -> None:
    """Red team: 405 on /media had an empty Allow."""
    response = await client.post("/media/logos/logo.png")
    assert response.status_code == 405
    assert response.headers["allow"] == "GET, HEAD"
    assert response.json()["error"]["code"]


async def test_missing_media_is_404(client: AsyncClient) -> None:
    response = await client.get("/media/logos/none.png")
    assert response.status_code == 404


async def test_small_media_from_memory_follows_the_file_on_disk(
    client: AsyncClient, settings: Settings
) -> None:
    folder = settings.media_dir / "gallery-media"
    folder.mkdir(parents=True)
    photo = folder / "swap.png"
    photo.write_bytes(b"\x89PNG first version")
    first = await client.get("/media/gallery-media/swap.png")
    assert first.content == b"\x89PNG first version"
    again = await client.get(
        "/media/gallery-media/swap.png", headers={"If-None-Match": first.headers["etag"]}
    )
    assert again.status_code == 304
    assert again.headers["cache-control"] == "public, max-age=3600"
    photo.write_bytes(b"\x89PNG the second, longer version")
    second = await client.get(
        "/media/gallery-media/swap.png", headers={"If-None-Match": first.headers["etag"]}
    )
    assert second.status_code == 200
    assert second.content == b"\x89PNG the second, longer version"
    assert second.headers["etag"] != first.headers["etag"]
    assert second.headers["content-length"] == str(len(second.content))
    photo.unlink()
    assert (await client.get("/media/gallery-media/swap.png")).status_code == 404


def test_the_memory_cache_is_bounded(tmp_path: Path) -> None:
    files = MediaFiles(directory=tmp_path, cached_file_max=100, cache_bytes=250)
    for name in ("a", "b", "c", "big"):
        (tmp_path / f"{name}.png").write_bytes(name.encode() * (200 if name == "big" else 100))
    scope = {"type": "http", "method": "GET", "headers": [], "path": "/"}
    for name in ("a", "b", "c", "big"):
        response = files._from_memory(f"{name}.png", scope)
        assert (response is None) == (name == "big")  # over the per-file limit: streamed
    assert files._cached <= 250
    assert [Path(p).stem for p in files._cache] == ["b", "c"]
    ranged = {**scope, "headers": [(b"range", b"bytes=0-1")]}
    assert files._from_memory("b.png", ranged) is None  # ranges are streamed from disk
