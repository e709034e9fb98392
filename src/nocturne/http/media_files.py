"""Serves stored media from the local data folder at /media/{bucket}/{name}, in front of FastAPI.

`NocturneApp` (app.py) hands every /media/ request to `MediaFiles` before any middleware,
routing or dependency runs: these are static bytes on disk, not a second router. A picture in a
gallery is requested as often as the page, and what an answer needs is known without the
database:

- what may be served: a file of a known bucket under a name the storage makes (the name rule of
  media/storage.py); nothing else in the folder (the upload scratch folder, hidden files) is;
- its type: from the extension, by the same table that let the upload in;
- its ETag and Last-Modified: from one `stat` of the file, so a file replaced or deleted on disk
  is noticed at once.

Small files (pictures, up to 1 MB) are kept in a bounded LRU cache with their complete header
lists, checked against the file's stat on each request: an answer is one `stat`, a dictionary
look-up and one send. Larger files (videos) are read in 256 KB chunks on a worker thread.

Not zero-copy: uvicorn implements no ASGI `http.response.zerocopysend` and gives the app no
socket to `os.sendfile` to, so the bytes always pass through Python once (from the cache, or from
the page cache through `read`). A proxy in front that serves the folder itself (nginx, Caddy:
docs/deployment.md) is what sends them with `sendfile`.

Answers: 200, 304 on If-None-Match / If-Modified-Since, 206 for one byte range (If-Range
honoured; several ranges, or a header that cannot be read, get the whole file, as HTTP allows),
416 for a range past the end, 404 and 405 in the error envelope. They carry the storage's cache
rule, no content sniffing, the media's sandboxing policy, an X-Request-ID and a log line.
"""

import asyncio
import hashlib
import json
import os
import re
import stat
import time
from collections import OrderedDict
from dataclasses import dataclass
from email.utils import formatdate, parsedate_to_datetime
from pathlib import Path
from typing import BinaryIO

import anyio.to_thread
from starlette.types import Receive, Scope, Send

from nocturne import messages
from nocturne.http.request_log import log_request, request_id
from nocturne.media.buckets import BUCKETS
from nocturne.media.sniffing import CONTENT_TYPES
from nocturne.media.storage import CACHE_CONTROL, is_stored_name

RawHeaders = list[tuple[bytes, bytes]]
PREFIX = "/media/"
CACHED_FILE_MAX = 1024 * 1024
CACHE_BYTES = 64 * 1024 * 1024
CACHE_ENTRIES = 8192
CHUNK = 256 * 1024
ALLOW = "GET, HEAD"

# What a Range header must look like to be read (RFC 9110, 14.1.1): bytes, one or more ranges.
RANGE = re.compile(r"bytes=\s*(?:\d+-\d*|-\d+)(?:\s*,\s*(?:\d+-\d*|-\d+))*\s*")
ONE_RANGE = re.compile(r"bytes=\s*(\d*)-(\d*)\s*")


@dataclass(frozen=True)
class Entry:
    """One file as last seen on disk, with its answers' headers ready."""

    version: tuple[int, int, int]  # mtime_ns, size, inode
    size: int
    etag: str
    last_modified: str
    mtime: float
    ok: RawHeaders  # 200, with Content-Length
    not_modified: RawHeaders  # 304
    ranged: RawHeaders  # 206, without Content-Range and Content-Length
    body: bytes | None  # the bytes of a small file; None for one read from disk each time


class MediaFiles:
    """The raw ASGI answer for /media/... (local storage)."""

    def __init__(
        self,
        directory: str | os.PathLike[str],
        security: RawHeaders,
        *,
        cached_file_max: int = CACHED_FILE_MAX,
        cache_bytes: int = CACHE_BYTES,
    ) -> None:
        self.root = Path(directory)
        self.security = security
        self.cached_file_max = cached_file_max
        self.cache_bytes = cache_bytes
        self.cache: OrderedDict[str, Entry] = OrderedDict()
        self.cached = 0  # bytes of bodies in the cache
        self.errors = {
            status: (
                json.dumps(
                    {"error": {"code": code, "message": message}}, separators=(",", ":")
                ).encode()
            )
            for status, code, message in (
                (404, "not_found", messages.NOT_FOUND),
                (405, "method_not_allowed", messages.METHOD_NOT_ALLOWED),
            )
        }

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        start = time.perf_counter()
        rid = request_id(scope["headers"])
        status = 500
        try:
            status = await self.answer(scope, receive, send, rid.encode())
        finally:
            log_request(scope, status, start, rid)

    async def answer(self, scope: Scope, receive: Receive, send: Send, rid: bytes) -> int:
        method = scope["method"]
        if method != "GET" and method != "HEAD":
            return await self.error(send, 405, rid, [(b"allow", ALLOW.encode())])
        entry, path = self.find(scope["path"])
        if entry is None:
            return await self.error(send, 404, rid)
        if_none_match = if_modified_since = range_header = if_range = None
        for name, value in scope["headers"]:
            if name == b"if-none-match":
                if_none_match = value.decode("latin-1")
            elif name == b"if-modified-since":
                if_modified_since = value.decode("latin-1")
            elif name == b"range":
                range_header = value.decode("latin-1")
            elif name == b"if-range":
                if_range = value.decode("latin-1")
        if not_modified(entry, if_none_match, if_modified_since):
            await send_all(send, 304, [*entry.not_modified, (b"x-request-id", rid)], b"")
            return 304
        span = None
        if range_header is not None and method == "GET" and range_applies(entry, if_range):
            span = byte_range(range_header, entry.size)
        if span == "unsatisfiable":
            headers = [
                *self.security,
                (b"content-range", f"bytes */{entry.size}".encode()),
                (b"content-length", b"0"),
                (b"x-request-id", rid),
            ]
            await send_all(send, 416, headers, b"")
            return 416
        if isinstance(span, tuple):
            first, last = span
            length = last - first + 1
            headers = [
                *entry.ranged,
                (b"content-range", f"bytes {first}-{last}/{entry.size}".encode()),
                (b"content-length", str(length).encode()),
                (b"x-request-id", rid),
            ]
            status = 206
        else:
            first, length = 0, entry.size
            headers = [*entry.ok, (b"x-request-id", rid)]
            status = 200
        if method == "HEAD":
            await send_all(send, status, headers, b"")
        elif entry.body is not None:
            body = entry.body if length == entry.size else entry.body[first : first + length]
            await send_all(send, status, headers, body)
        else:
            try:
                file = open(path, "rb")  # noqa: ASYNC230, SIM115 - quick; closed by stream()
            except OSError:
                return await self.error(send, 404, rid)  # deleted since its stat
            await stream(file, first, length, status, headers, receive, send)
        return status

    def find(self, url_path: str) -> tuple[Entry | None, str]:
        """The file a /media/ path names, if it is one that may be served."""
        bucket, slash, name = url_path[len(PREFIX) :].partition("/")
        if not slash or bucket not in BUCKETS or not is_stored_name(name):
            return None, ""
        path = os.path.join(self.root, bucket, name)
        try:
            found = os.stat(path)
        except (OSError, ValueError):
            return None, path
        if not stat.S_ISREG(found.st_mode):
            return None, path
        version = (found.st_mtime_ns, found.st_size, found.st_ino)
        entry = self.cache.get(path)
        if entry is not None and entry.version == version:
            self.cache.move_to_end(path)
            return entry, path
        return self.remember(path, name, found, version), path

    def remember(
        self, path: str, name: str, found: os.stat_result, version: tuple[int, int, int]
    ) -> Entry:
        body = None
        if found.st_size <= self.cached_file_max:
            try:
                with open(path, "rb") as file:
                    body = file.read(self.cached_file_max + 1)
            except OSError:
                body = None
            if body is not None and len(body) != found.st_size:
                body = None  # changed while read: read from disk when answering
        entry = new_entry(name, found, version, body, self.security)
        previous = self.cache.pop(path, None)
        if previous is not None and previous.body is not None:
            self.cached -= len(previous.body)
        self.cache[path] = entry
        if body is not None:
            self.cached += len(body)
        while self.cached > self.cache_bytes or len(self.cache) > CACHE_ENTRIES:
            _, dropped = self.cache.popitem(last=False)
            if dropped.body is not None:
                self.cached -= len(dropped.body)
        return entry

    async def error(
        self, send: Send, status: int, rid: bytes, extra: RawHeaders | None = None
    ) -> int:
        body = self.errors[status]
        headers = [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
            *(extra or []),
            *self.security,
            (b"x-request-id", rid),
        ]
        await send_all(send, status, headers, body)
        return status


def new_entry(
    name: str,
    found: os.stat_result,
    version: tuple[int, int, int],
    body: bytes | None,
    security: RawHeaders,
) -> Entry:
    # The ETag Starlette's file responses gave, so browsers' cached copies stay valid.
    tag = hashlib.md5(f"{found.st_mtime}-{found.st_size}".encode(), usedforsecurity=False)
    etag = f'"{tag.hexdigest()}"'
    last_modified = formatdate(found.st_mtime, usegmt=True)
    content_type = CONTENT_TYPES[name.rsplit(".", 1)[-1]]
    validators: RawHeaders = [
        (b"etag", etag.encode()),
        (b"last-modified", last_modified.encode()),
        (b"cache-control", CACHE_CONTROL.encode()),
    ]
    typed: RawHeaders = [
        (b"content-type", content_type.encode()),
        (b"accept-ranges", b"bytes"),
        *validators,
    ]
    return Entry(
        version=version,
        size=found.st_size,
        etag=etag,
        last_modified=last_modified,
        mtime=found.st_mtime,
        ok=[*typed, (b"content-length", str(found.st_size).encode()), *security],
        not_modified=[*validators, *security],
        ranged=[*typed, *security],
        body=body,
    )


def not_modified(entry: Entry, if_none_match: str | None, if_modified_since: str | None) -> bool:
    """RFC 9110 13.1: If-None-Match (weak comparison) wins over If-Modified-Since."""
    if if_none_match is not None:
        if if_none_match.strip() == "*":
            return True
        tags = (tag.strip().removeprefix("W/") for tag in if_none_match.split(","))
        return entry.etag in tags
    if if_modified_since is not None:
        try:
            since = parsedate_to_datetime(if_modified_since).timestamp()
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        return int(entry.mtime) <= since
    return False


def range_applies(entry: Entry, if_range: str | None) -> bool:
    """If-Range: the range is for this very file (strong ETag or exact date), else send it all."""
    if if_range is None:
        return True
    return if_range.strip() in (entry.etag, entry.last_modified)


def byte_range(header: str, size: int) -> tuple[int, int] | str | None:
    """(first, last) for one satisfiable range, "unsatisfiable", or None for the whole file
    (a header that cannot be read, or several ranges)."""
    if not RANGE.fullmatch(header):
        return None
    one = ONE_RANGE.fullmatch(header)
    if one is None:
        return None  # several ranges: the whole file, rather than a multipart answer
    start, end = one.groups()
    if not start:  # the last `end` bytes
        suffix = int(end)
        if suffix == 0 or size == 0:
            return "unsatisfiable"
        return max(0, size - suffix), size - 1
    first = int(start)
    if end and int(end) < first:
        return None  # not a valid range: ignored
    if first >= size:
        return "unsatisfiable"
    return first, min(int(end), size - 1) if end else size - 1


async def send_all(send: Send, status: int, headers: RawHeaders, body: bytes) -> None:
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def stream(
    file: BinaryIO,
    first: int,
    length: int,
    status: int,
    headers: RawHeaders,
    receive: Receive,
    send: Send,
) -> None:
    """A large file in chunks read on a worker thread, until done or the client goes away."""
    gone = asyncio.Event()

    async def watch() -> None:
        while (await receive())["type"] != "http.disconnect":
            pass
        gone.set()

    watcher = asyncio.create_task(watch())
    try:
        file.seek(first)
        await send({"type": "http.response.start", "status": status, "headers": headers})
        left = length
        while left > 0 and not gone.is_set():
            chunk = await anyio.to_thread.run_sync(file.read, min(CHUNK, left))
            if not chunk:
                break  # the file shrank: the server closes the short answer
            left -= len(chunk)
            await send({"type": "http.response.body", "body": chunk, "more_body": left > 0})
    finally:
        watcher.cancel()
        file.close()
