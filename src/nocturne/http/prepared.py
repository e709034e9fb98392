"""Responses made once and served as ready bytes: the public reads and the app's HTML.

A `Prepared` response holds its body plain, gzipped and brotli-compressed, its ETag, and the
complete raw header lists of each answer it can give, so serving it is a choice between ready
values. `choose` makes that choice for one request (200 in the best encoding the client takes, or
304 when its ETag still matches); the raw ASGI fast path and the documented FastAPI route both
use it.
"""

import gzip
import hashlib
from dataclasses import dataclass, field

import brotli  # type: ignore[import-untyped]

from nocturne.kit.accept_encoding import best_encoding

RawHeaders = list[tuple[bytes, bytes]]


@dataclass(frozen=True)
class Variant:
    status: int
    headers: RawHeaders
    body: bytes


@dataclass(frozen=True)
class Prepared:
    body: bytes
    etag: str
    content_type: str
    cache_control: str
    variants: dict[str, Variant] = field(repr=False)

    @classmethod
    def of(
        cls,
        body: bytes,
        content_type: str,
        cache_control: str,
        tag: str = "",
        quick: bool = False,
    ) -> "Prepared":
        """`quick` compresses less for an answer made often (brotli's best level takes tens of
        milliseconds for a few dozen kilobytes)."""
        etag = f'"{tag}{hashlib.sha256(body).hexdigest()[:32]}"'
        common = [
            (b"etag", etag.encode()),
            (b"cache-control", cache_control.encode()),
            (b"vary", b"Accept-Encoding"),
        ]

        def variant(encoded: bytes, encoding: str | None) -> Variant:
            headers = [*common, (b"content-type", content_type.encode())]
            if encoding:
                headers.append((b"content-encoding", encoding.encode()))
            headers.append((b"content-length", str(len(encoded)).encode()))
            return Variant(200, headers, encoded)

        variants = {
            "": variant(body, None),
            "gzip": variant(gzip.compress(body, compresslevel=6 if quick else 9, mtime=0), "gzip"),
            "br": variant(brotli.compress(body, quality=5 if quick else 11), "br"),
            "304": Variant(304, common, b""),
        }
        return cls(body, etag, content_type, cache_control, variants)

    @classmethod
    def error(cls, status: int, body: bytes, content_type: str) -> "Prepared":
        """A short error answer: the same plain bytes for every request, with no ETag."""
        headers = [
            (b"content-type", content_type.encode()),
            (b"content-length", str(len(body)).encode()),
        ]
        plain = Variant(status, headers, body)
        return cls(body, "", content_type, "", {"": plain, "gzip": plain, "br": plain})

    def choose(self, if_none_match: str | None, accept_encoding: str | None) -> Variant:
        """The answer for one request's If-None-Match and Accept-Encoding."""
        if self.etag and if_none_match and etag_matches(if_none_match, self.etag):
            return self.variants["304"]
        return self.variants[best_encoding(accept_encoding) if accept_encoding else ""]


def etag_matches(if_none_match: str | None, etag: str) -> bool:
    if not if_none_match:
        return False
    candidates = {tag.strip().removeprefix("W/") for tag in if_none_match.split(",")}
    return "*" in candidates or etag in candidates


def answer(
    prepared: Prepared, if_none_match: str | None, accept_encoding: str | None
) -> tuple[int, list[tuple[str, str]], bytes]:
    """Status, headers and body for one request (for handlers that build a Response)."""
    chosen = prepared.choose(if_none_match, accept_encoding)
    headers = [(name.decode(), value.decode()) for name, value in chosen.headers]
    return chosen.status, headers, chosen.body
