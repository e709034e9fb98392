"""Compression (http/compression.py): brotli, else gzip, else none, by the client's
Accept-Encoding with its q values; a streamed answer compressed as it goes."""

import gzip
from collections.abc import AsyncIterator

import brotli  # type: ignore[import-untyped]
import pytest
from httpx import ASGITransport, AsyncClient
from starlette.responses import StreamingResponse
from starlette.types import Receive, Scope, Send

from nocturne.http.compression import Compression

PART = b"Three levels of sound. " * 100


async def streamed(scope: Scope, receive: Receive, send: Send) -> None:
    async def parts() -> AsyncIterator[bytes]:
        for _ in range(5):
            yield PART

    await StreamingResponse(parts(), media_type="text/plain")(scope, receive, send)


@pytest.mark.parametrize(
    ("accept_encoding", "coding"),
    [("gzip, deflate, br, zstd", "br"), ("br;q=0, gzip", "gzip"), ("gzip;q=0", None)],
)
async def test_a_streamed_answer_is_compressed_as_it_goes(
    accept_encoding: str, coding: str | None
) -> None:
    app = Compression(streamed, minimum_size=1024)
    transport = ASGITransport(app=app)
    async with (
        AsyncClient(transport=transport, base_url="http://testserver") as client,
        client.stream("GET", "/", headers={"Accept-Encoding": accept_encoding}) as answer,
    ):
        raw = b"".join([chunk async for chunk in answer.aiter_raw()])
    assert answer.headers.get("content-encoding") == coding
    assert answer.headers["vary"] == "Accept-Encoding"
    decode = {"br": brotli.decompress, "gzip": gzip.decompress, None: bytes}[coding]
    assert decode(raw) == PART * 5
    if coding is not None:
        assert len(raw) < len(PART)


async def test_a_staff_answer_is_compressed_too(staff_client: AsyncClient) -> None:
    answer = await staff_client.get("/api/openapi.json", headers={"Accept-Encoding": "br"})
    assert answer.status_code == 200
    assert answer.headers["content-encoding"] == "br"
    assert answer.json()["info"]["title"] == "Nocturne"
