"""The response cache: a public read's answer, as the whole stack produced it, given again.

A route declares that its answer is public and which tables it is made of (`public_answer` in
deps.py, a route dependency). Its first answer to a GET (status, every header, the body in
the coding the compression layer chose, and an ETag made here from the content) is kept whole,
and given again to the next request with the same path, query and coding (identity, gzip or
brotli, as kit/accept_encoding.py reads Accept-Encoding), or a 304 when its If-None-Match
matches. A HEAD is answered from a kept GET's headers. The answer is kept until the change feed
reports a write to one of its tables (in this process, or in another through the feed's
LISTEN/NOTIFY or SQLite polling) or its declared moment passes (the club's next night, the
form's same-day cut-off).

It sits inside the request log and the security headers, so every answer, kept or not, gets its
own X-Request-ID, log line and security headers; and outside compression and routing, so it
keeps what they made. Nothing is kept or given for a request that carries credentials
(Authorization, a cookie), for an answer that sets a cookie, says private or no-store, or varies
on anything but Accept-Encoding, nor for any status but 200 and a declared route's own 404.

An answer made while a write to one of its tables was announced is given but not kept. An
answer no longer fresh is kept a while as stale: requests for it that arrive while one of them
makes it anew wait for that one, and while the database is unreachable (the route answers 503)
the stale answer is given instead. Memory is bounded by a count of answers and of bytes, the
least recently used going first.
"""

import asyncio
import gzip
import hashlib
import time
from collections import OrderedDict
from dataclasses import dataclass, field

import brotli  # type: ignore[import-untyped]
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from nocturne.deps import PUBLIC_ANSWER, PublicAnswer
from nocturne.kit.accept_encoding import best_encoding
from nocturne.live.changes import Change

RawHeaders = list[tuple[bytes, bytes]]
# Path, query string, and the coding the compression layer gives this request.
Key = tuple[str, bytes, str]

MAX_ENTRIES = 4096
MAX_BYTES = 64 * 1024 * 1024
MAX_ENTRY_BYTES = 2 * 1024 * 1024
KEPT_STATUSES = frozenset({200, 404})
# What a 304 repeats of the 200 it stands for.
NOT_MODIFIED_HEADERS = frozenset({b"etag", b"cache-control", b"vary", b"expires"})
DECODERS = {b"gzip": gzip.decompress, b"br": brotli.decompress}


@dataclass(eq=False)
class Entry:
    key: Key
    status: int
    headers: RawHeaders
    body: bytes
    etag: bytes | None
    not_modified: RawHeaders
    tables: frozenset[str]
    until: float
    size: int
    fresh: bool = field(default=True)


class ResponseCache:
    """The kept answers, emptied by the change feed (`on_change`)."""

    def __init__(
        self,
        max_entries: int = MAX_ENTRIES,
        max_bytes: int = MAX_BYTES,
        max_entry_bytes: int = MAX_ENTRY_BYTES,
    ) -> None:
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self.max_entry_bytes = max_entry_bytes
        self._entries: OrderedDict[Key, Entry] = OrderedDict()
        self._bytes = 0
        self._by_table: dict[str, set[Key]] = {}
        # Changes heard so far, and the number of the last change to each table: an answer made
        # while one of its tables changed is not kept.
        self.heard = 0
        self._changed: dict[str, int] = {}
        # Answers being made anew, for the requests that wait for them.
        self.making: dict[Key, asyncio.Event] = {}

    @property
    def size(self) -> tuple[int, int]:
        """How many answers are kept, and their bytes."""
        return len(self._entries), self._bytes

    def on_change(self, change: Change) -> None:
        self.heard += 1
        self._changed[change.table] = self.heard
        for key in self._by_table.pop(change.table, ()):
            entry = self._entries.get(key)
            if entry is not None:
                entry.fresh = False

    def fresh(self, key: Key) -> Entry | None:
        entry = self._entries.get(key)
        if entry is None or not entry.fresh:
            return None
        if time.time() >= entry.until:
            entry.fresh = False
            return None
        self._entries.move_to_end(key)
        return entry

    def stale(self, key: Key) -> Entry | None:
        return self._entries.get(key)

    def keep(self, entry: Entry, heard: int) -> bool:
        """Keep `entry`, made from what the database held once `heard` changes were heard,
        unless one of its tables changed since."""
        if any(self._changed.get(table, 0) > heard for table in entry.tables):
            return False
        if entry.size > self.max_entry_bytes or entry.until <= time.time():
            return False
        self._drop(entry.key)
        self._entries[entry.key] = entry
        self._bytes += entry.size
        for table in entry.tables:
            self._by_table.setdefault(table, set()).add(entry.key)
        while len(self._entries) > self.max_entries or self._bytes > self.max_bytes:
            self._drop(next(iter(self._entries)))
        return True

    def _drop(self, key: Key) -> None:
        entry = self._entries.pop(key, None)
        if entry is None:
            return
        self._bytes -= entry.size
        for table in entry.tables:
            keys = self._by_table.get(table)
            if keys is not None:
                keys.discard(key)


class CachedAnswers:
    """The ASGI layer that gives kept answers and keeps declared ones."""

    def __init__(self, app: ASGIApp, cache: ResponseCache) -> None:
        self.app = app
        self.cache = cache

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] not in ("GET", "HEAD"):
            await self.app(scope, receive, send)
            return
        accept_encoding = if_none_match = b""
        for name, value in scope["headers"]:
            if name == b"accept-encoding":
                accept_encoding = value
            elif name == b"if-none-match":
                if_none_match = value
            elif name == b"authorization" or name == b"cookie":
                await self.app(scope, receive, send)  # an answer for whoever this is
                return
        coding = best_encoding(accept_encoding.decode("latin-1")) if accept_encoding else ""
        key = (scope["path"], scope["query_string"], coding)
        head = scope["method"] == "HEAD"
        cache = self.cache
        entry = cache.fresh(key)
        if entry is None and not head:
            making = cache.making.get(key)
            if making is not None:
                await making.wait()
                entry = cache.fresh(key)
        if entry is not None:
            await give(entry, if_none_match, head, send)
        elif head:
            await self.app(scope, receive, send)
        else:
            await self._make(scope, receive, send, key, if_none_match)

    async def _make(
        self, scope: Scope, receive: Receive, send: Send, key: Key, if_none_match: bytes
    ) -> None:
        cache = self.cache
        heard = cache.heard
        stale = cache.stale(key)
        making: asyncio.Event | None = None
        if stale is not None and key not in cache.making:
            # Known to be kept: the requests for it that arrive meanwhile wait for this one.
            making = cache.making[key] = asyncio.Event()
        start: Message | None = None
        chunks: list[bytes] = []
        passing = replaced = False

        async def keeping(message: Message) -> None:
            nonlocal start, passing, replaced
            if passing:
                await send(message)
                return
            if replaced:
                return
            kind = message["type"]
            if kind == "http.response.start":
                declared: PublicAnswer | None = scope.get(PUBLIC_ANSWER)
                status = message["status"]
                if declared is not None and status in KEPT_STATUSES and keepable(message):
                    start = message
                elif status == 503 and stale is not None:
                    replaced = True  # the database is away: the last answer beats an error
                    await give(stale, if_none_match, False, send)
                else:
                    passing = True
                    await send(message)
                return
            if kind != "http.response.body" or start is None:
                return  # nothing else is part of an answer kept whole
            chunks.append(message.get("body", b""))
            if message.get("more_body", False):
                if sum(map(len, chunks)) > cache.max_entry_bytes:
                    passing = True  # too large to keep: sent on as it comes
                    await send(start)
                    await send({"type": "http.response.body", "body": b"".join(chunks)})
                    chunks.clear()
                    await send({**message, "body": b""})
                return
            declared = scope[PUBLIC_ANSWER]
            entry = entry_of(key, start, b"".join(chunks), declared)
            cache.keep(entry, heard)
            await give(entry, if_none_match, False, send)

        try:
            await self.app(scope, receive, keeping)
        finally:
            if making is not None:
                del cache.making[key]
                making.set()


def keepable(start: Message) -> bool:
    for name, value in start.get("headers", []):
        lowered = name.lower()
        if lowered == b"set-cookie":
            return False
        if lowered == b"cache-control" and (b"private" in value or b"no-store" in value):
            return False
        if lowered == b"vary" and value.lower().replace(b" ", b"") != b"accept-encoding":
            return False
    return True


def entry_of(key: Key, start: Message, body: bytes, declared: PublicAnswer) -> Entry:
    headers: RawHeaders = [(name.lower(), value) for name, value in start.get("headers", [])]
    status: int = start["status"]
    etag = next((value for name, value in headers if name == b"etag"), None)
    if etag is None and status == 200:
        etag = etag_of(body, dict(headers).get(b"content-encoding"))
        headers.append((b"etag", etag))
    not_modified = [(name, value) for name, value in headers if name in NOT_MODIFIED_HEADERS]
    size = len(body) + sum(len(name) + len(value) for name, value in headers) + 256
    return Entry(
        key, status, headers, body, etag, not_modified, declared.tables,
        declared.until.timestamp(), size,
    )  # fmt: skip


def etag_of(body: bytes, coding: bytes | None) -> bytes:
    """Named after the content, whatever its coding: the same in every process and for every
    coding, so a client that changes its Accept-Encoding still revalidates."""
    decode = DECODERS.get(coding or b"")
    content = decode(body) if decode is not None else body
    return b'"' + hashlib.sha256(content).hexdigest()[:32].encode() + b'"'


def matches(if_none_match: bytes, etag: bytes) -> bool:
    if if_none_match == etag:
        return True
    tags = {tag.strip().removeprefix(b"W/") for tag in if_none_match.split(b",")}
    return etag in tags or b"*" in tags


async def give(entry: Entry, if_none_match: bytes, head: bool, send: Send) -> None:
    if if_none_match and entry.etag is not None and matches(if_none_match, entry.etag):
        await send({"type": "http.response.start", "status": 304, "headers": entry.not_modified})
        await send({"type": "http.response.body", "body": b""})
        return
    await send({"type": "http.response.start", "status": entry.status, "headers": entry.headers})
    await send({"type": "http.response.body", "body": b"" if head else entry.body})
