"""Responses made once and served as ready bytes: the site payload and the app's HTML.

`answer` decides, for one request, between 200 (plain or gzip) and 304, from the ETag and the
request's headers; both the raw ASGI fast path and the documented FastAPI route use it.
"""

import gzip
import hashlib
from dataclasses import dataclass


@dataclass(frozen=True)
class Prepared:
    body: bytes
    gzipped: bytes
    etag: str
    content_type: str
    cache_control: str

    @classmethod
    def of(cls, body: bytes, content_type: str, cache_control: str, tag: str = "") -> "Prepared":
        return cls(
            body=body,
            gzipped=gzip.compress(body, compresslevel=9, mtime=0),
            etag=f'"{tag}{hashlib.sha256(body).hexdigest()[:32]}"',
            content_type=content_type,
            cache_control=cache_control,
        )


def etag_matches(if_none_match: str | None, etag: str) -> bool:
    if not if_none_match:
        return False
    candidates = {tag.strip().removeprefix("W/") for tag in if_none_match.split(",")}
    return "*" in candidates or etag in candidates


def answer(
    prepared: Prepared, if_none_match: str | None, accept_encoding: str | None
) -> tuple[int, list[tuple[str, str]], bytes]:
    """Status, headers and body for one request."""
    headers = [
        ("etag", prepared.etag),
        ("cache-control", prepared.cache_control),
        ("vary", "Accept-Encoding"),
    ]
    if etag_matches(if_none_match, prepared.etag):
        return 304, headers, b""
    body = prepared.body
    if accept_encoding and "gzip" in accept_encoding:
        body = prepared.gzipped
        headers.append(("content-encoding", "gzip"))
    headers += [("content-type", prepared.content_type), ("content-length", str(len(body)))]
    return 200, headers, body
