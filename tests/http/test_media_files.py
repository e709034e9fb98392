"""Stored media is served from the data folder, in front of the framework, with the storage cache
rule, validators, Range support and the media's security headers."""

import os
import re
from pathlib import Path

import httpx
from fastapi import FastAPI
from httpx import AsyncClient

from nocturne.config import Settings
from nocturne.http.media_files import MediaFiles
from nocturne.media.storage import CACHE_CONTROL
from tests.support.live_server import serve_in_loop

# Over the in-memory limit (1 MB): read from disk on each request.
BIG = bytes(range(256)) * (6 * 1024)


def put(settings: Settings, bucket: str, name: str, content: bytes) -> Path:
    folder = settings.media_dir / bucket
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(content)
    return folder / name


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


async def test_a_picture_carries_its_validators_and_the_media_headers(
    client: AsyncClient, settings: Settings
) -> None:
    picture = b"\xff\xd8\xff" + bytes(range(256)) * 40
    path = put(settings, "gallery-media", "0a1b2c.jpg", picture)
    response = await client.get("/media/gallery-media/0a1b2c.jpg")
    assert response.status_code == 200
    assert response.content == picture
    headers = response.headers
    assert headers["content-length"] == str(len(picture))
    assert headers["content-type"] == "image/jpeg"
    assert headers["accept-ranges"] == "bytes"
    assert headers["cache-control"] == CACHE_CONTROL
    assert re.fullmatch(r'"[0-9a-f]{32}"', headers["etag"])
    assert headers["last-modified"].endswith(" GMT")
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["content-security-policy"].endswith("sandbox")
    assert headers["content-disposition"] == "inline"
    assert headers["x-frame-options"] == "DENY"
    assert headers["x-request-id"]
    assert "content-encoding" not in headers
    # The same file twice: the same validators (from memory the second time).
    again = await client.get("/media/gallery-media/0a1b2c.jpg")
    assert (again.headers["etag"], again.content) == (headers["etag"], picture)
    os.utime(path, (1_700_000_000, 1_700_000_000))
    touched = await client.get("/media/gallery-media/0a1b2c.jpg")
    assert touched.headers["etag"] != headers["etag"]
    assert touched.headers["last-modified"] == "Tue, 14 Nov 2023 22:13:20 GMT"


async def test_revalidation_answers_304(client: AsyncClient, settings: Settings) -> None:
    put(settings, "logos", "logo.png", b"\x89PNG\r\n\x1a\n" + bytes(64))
    first = await client.get("/media/logos/logo.png")
    etag, modified = first.headers["etag"], first.headers["last-modified"]
    for headers in (
        {"If-None-Match": etag},
        {"If-None-Match": f'"other", W/{etag}'},
        {"If-None-Match": "*"},
        {"If-Modified-Since": modified},
        {"If-Modified-Since": "Fri, 01 Jan 2100 00:00:00 GMT"},
    ):
        response = await client.get("/media/logos/logo.png", headers=headers)
        assert response.status_code == 304, headers
        assert response.content == b""
        assert response.headers["etag"] == etag
        assert response.headers["cache-control"] == CACHE_CONTROL
        assert response.headers["x-content-type-options"] == "nosniff"
    for headers in (
        {"If-None-Match": '"other"'},
        {"If-Modified-Since": "Thu, 01 Jan 2015 00:00:00 GMT"},
        {"If-Modified-Since": "not a date"},
        # If-None-Match wins over If-Modified-Since (RFC 9110 13.2.2).
        {"If-None-Match": '"other"', "If-Modified-Since": modified},
    ):
        response = await client.get("/media/logos/logo.png", headers=headers)
        assert response.status_code == 200, headers
        assert response.content == first.content
    head = await client.head("/media/logos/logo.png", headers={"If-None-Match": etag})
    assert head.status_code == 304


async def test_ranges_of_small_and_large_files(client: AsyncClient, settings: Settings) -> None:
    put(settings, "gallery-media", "small.jpg", b"\xff\xd8\xff" + bytes(range(200)))
    put(settings, "hero-images", "big.mp4", BIG)
    for url, content in (
        ("/media/gallery-media/small.jpg", b"\xff\xd8\xff" + bytes(range(200))),
        ("/media/hero-images/big.mp4", BIG),
    ):
        size = len(content)
        for header, first, last in (
            ("bytes=10-19", 10, 19),
            ("bytes=100-", 100, size - 1),
            ("bytes=-7", size - 7, size - 1),
            ("bytes=5-999999999", 5, size - 1),
        ):
            response = await client.get(url, headers={"Range": header})
            assert response.status_code == 206, (url, header)
            assert response.content == content[first : last + 1]
            assert response.headers["content-range"] == f"bytes {first}-{last}/{size}"
            assert response.headers["content-length"] == str(last - first + 1)
            assert response.headers["cache-control"] == CACHE_CONTROL
        etag = (await client.head(url)).headers["etag"]
        same = await client.get(url, headers={"Range": "bytes=0-3", "If-Range": etag})
        assert (same.status_code, same.content) == (206, content[:4])
        # The file changed since the client's copy (another validator): all of it, 200.
        other = await client.get(url, headers={"Range": "bytes=0-3", "If-Range": '"old"'})
        assert (other.status_code, other.content) == (200, content)
        # Several ranges: the whole file rather than a multipart answer, as HTTP allows.
        several = await client.get(url, headers={"Range": "bytes=0-1, 4-5"})
        assert (several.status_code, several.content) == (200, content)
        past = await client.get(url, headers={"Range": f"bytes={size}-"})
        assert past.status_code == 416
        assert past.headers["content-range"] == f"bytes */{size}"
        # HEAD answers the whole file's headers: ranges are for GET.
        assert (await client.head(url, headers={"Range": "bytes=0-1"})).status_code == 200


async def test_a_large_file_is_streamed_whole(client: AsyncClient, settings: Settings) -> None:
    put(settings, "hero-images", "big.mp4", BIG)
    response = await client.get("/media/hero-images/big.mp4")
    assert response.status_code == 200
    assert response.headers["content-type"] == "video/mp4"
    assert response.headers["content-length"] == str(len(BIG))
    assert response.content == BIG


async def test_head_answers_headers_without_a_body(client: AsyncClient, settings: Settings) -> None:
    put(settings, "logos", "logo.png", b"\x89PNG\r\n\x1a\n" + bytes(64))
    put(settings, "hero-images", "big.mp4", BIG)
    for url, size in (("/media/logos/logo.png", 72), ("/media/hero-images/big.mp4", len(BIG))):
        get = await client.get(url)
        head = await client.head(url)
        assert head.status_code == 200
        assert head.content == b""
        assert head.headers["content-length"] == str(size)
        assert head.headers["etag"] == get.headers["etag"]
        assert head.headers["content-type"] == get.headers["content-type"]
    assert (await client.head("/media/logos/none.png")).status_code == 404


async def test_only_stored_files_of_known_buckets_are_served(
    client: AsyncClient, settings: Settings
) -> None:
    """The folder also holds uploads still being checked (.uploads/) and could hold anything an
    operator put there: only `{bucket}/{stored name}` is public."""
    put(settings, "secrets", "photo.jpg", b"\xff\xd8\xff")
    put(settings, ".uploads", "tmpabc123", b"<script>alert(1)</script>")
    put(settings, "logos", "notes.txt", b"plain")
    put(settings, "logos", ".hidden.png", b"\x89PNG")
    put(settings, "logos", "Logo.PNG", b"\x89PNG")
    put(settings, "logos/deeper", "logo.png", b"\x89PNG")
    (settings.media_dir / "logos" / "folder.png").mkdir()
    for url in (
        "/media/secrets/photo.jpg",
        "/media/.uploads/tmpabc123",
        "/media/logos/notes.txt",
        "/media/logos/.hidden.png",
        "/media/logos/Logo.PNG",
        "/media/logos/deeper/logo.png",
        "/media/logos/folder.png",
        "/media/logos/",
        "/media/logos/..%2Fsecrets%2Fphoto.jpg",
        "/media/gallery-media/missing.jpg",
    ):
        response = await client.get(url)
        assert response.status_code == 404, url
        assert response.json()["error"]["code"] == "not_found", url
        assert response.headers["x-content-type-options"] == "nosniff", url
        assert "sandbox" in response.headers["content-security-policy"], url


async def test_through_uvicorn(app: FastAPI, settings: Settings) -> None:
    """The answers as a browser gets them over a socket, one kept-alive connection for all."""
    picture = b"\xff\xd8\xff" + bytes(range(256)) * 400
    put(settings, "gallery-media", "abc.jpg", picture)
    put(settings, "hero-images", "big.mp4", BIG)
    async with serve_in_loop(app) as address, httpx.AsyncClient() as http:
        base = f"http://{address}"
        for url, content in (
            (f"{base}/media/gallery-media/abc.jpg", picture),
            (f"{base}/media/hero-images/big.mp4", BIG),
        ):
            response = await http.get(url)
            assert (response.status_code, response.content) == (200, content)
            head = await http.head(url)
            assert (head.status_code, head.headers["content-length"]) == (200, str(len(content)))
            part = await http.get(url, headers={"Range": "bytes=1000-1999"})
            assert (part.status_code, part.content) == (206, content[1000:2000])
            etag = response.headers["etag"]
            assert (await http.get(url, headers={"If-None-Match": etag})).status_code == 304
        assert (await http.get(f"{base}/media/logos/none.png")).status_code == 404


def test_the_memory_cache_is_bounded(tmp_path: Path) -> None:
    files = MediaFiles(tmp_path, [], cached_file_max=100, cache_bytes=250)
    (tmp_path / "logos").mkdir()
    for name in ("a", "b", "c", "big"):
        (tmp_path / "logos" / f"{name}.png").write_bytes(
            name.encode() * (200 if name == "big" else 100)
        )
    for name in ("a", "b", "c", "big"):
        entry, _ = files.find(f"/media/logos/{name}.png")
        assert entry is not None
        assert (entry.body is None) == (name == "big")  # over the per-file limit: from disk
    assert files.cached <= 250
    assert [(Path(p).stem, e.body is not None) for p, e in files.cache.items()] == [
        ("b", True),
        ("c", True),
        ("big", False),
    ]
