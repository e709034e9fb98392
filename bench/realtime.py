"""Hold N live-update sockets on one server process, make one change, and time its delivery.

For N = 1,000, 5,000 and 10,000 sockets (all subscribed to `events`), prints the server's resident
memory per connection, and the time from the write's request until each socket has the change
(median and p99). The client runs on the same 2-core machine, so its own reading time is included.
Run with `make bench` (or `.venv/bin/python bench/realtime.py [N ...]`).
"""

import asyncio
import base64
import contextlib
import json
import os
import resource
import statistics
import sys
import time
from dataclasses import dataclass
from urllib.parse import urlsplit

import httpx
from common import rss_bytes, running_server, say

SIZES = (1000, 5000, 10000)
CONNECT_CONCURRENCY = 200
# How a change frame begins (live/hub.py writes its frames with json.dumps).
CHANGE = b'"type": "change"'


def raise_file_limit(wanted: int) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = min(hard, max(soft, wanted))
    resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))


async def read_until(reader: asyncio.StreamReader, marker: bytes) -> float:
    """Read a live stream until `marker` has come: the moment it did."""
    seen = b""
    while marker not in seen:
        chunk = await reader.read(65536)
        if not chunk:
            raise RuntimeError("the server closed a live stream")
        seen = seen[-len(marker) :] + chunk
    return time.perf_counter()


@dataclass
class Subscriber:
    """One live-update socket, read as bytes.

    The bench's subscribers are read the way its PocketBase subscribers are (bench/pocketbase.py):
    the stream's bytes are searched for the change, with no frame parsing or JSON per frame, so
    the client's own reading costs the same per delivery whichever server it measures. A
    WebSocket library's receive costs several times a plain read, and with 1,000 sockets on one
    client process that alone is tens of milliseconds at the tail. The server's frames to a client
    are never masked, so a change's JSON stands in the stream as it was sent. Nothing here answers
    the server's pings: a measure ends well within the server's ping interval and timeout.
    """

    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter

    async def send_text(self, text: str) -> None:
        # A client's frame: FIN and text, masked (RFC 6455 5.3), short payloads only.
        payload = text.encode()
        if len(payload) >= 126:
            raise ValueError("a bench frame is short")
        mask = os.urandom(4)
        masked = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
        self.writer.write(bytes([0x81, 0x80 | len(payload)]) + mask + masked)
        await self.writer.drain()

    async def wait_for(self, marker: bytes) -> float:
        return await read_until(self.reader, marker)

    async def close(self) -> None:
        self.writer.close()
        with contextlib.suppress(OSError):
            await self.writer.wait_closed()


async def subscribe(url: str) -> Subscriber:
    """Open a WebSocket to `url` (http://host:port/path) and follow the events table."""
    parts = urlsplit(url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    reader, writer = await asyncio.open_connection(host, port)
    key = base64.b64encode(os.urandom(16)).decode()
    writer.write(
        f"GET {parts.path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
        "Sec-WebSocket-Version: 13\r\n\r\n".encode()
    )
    answer = await reader.readuntil(b"\r\n\r\n")
    if not answer.startswith(b"HTTP/1.1 101"):
        raise RuntimeError(f"the live-update handshake was refused: {answer[:80]!r}")
    subscriber = Subscriber(reader, writer)
    await subscriber.send_text(json.dumps({"type": "subscribe", "table": "events"}))
    await subscriber.wait_for(b'"type": "subscribed"')
    return subscriber


async def open_sockets(url: str, count: int) -> list[Subscriber]:
    gate = asyncio.Semaphore(CONNECT_CONCURRENCY)

    async def one() -> Subscriber:
        async with gate:
            return await subscribe(url)

    return list(await asyncio.gather(*(one() for _ in range(count))))


async def wait_for_change(subscriber: Subscriber) -> float:
    return await subscriber.wait_for(CHANGE)


async def measure(base: str, pid: int, token: str, count: int) -> None:
    before = rss_bytes(pid)
    sockets = await open_sockets(base + "/api/realtime", count)
    await asyncio.sleep(1)
    held = rss_bytes(pid)
    waiters = [asyncio.create_task(wait_for_change(s)) for s in sockets]
    async with httpx.AsyncClient(base_url=base) as api:
        start = time.perf_counter()
        response = await api.post(
            "/api/admin/events",
            headers={"Authorization": f"Bearer {token}"},
            json={"title": f"Bench {count}", "description": "x", "date": "2030-01-01",
                  "time": "22:00", "location": "Main Room"},
        )  # fmt: skip
        response.raise_for_status()
        arrivals = await asyncio.wait_for(asyncio.gather(*waiters), timeout=60)
    latencies = sorted((arrival - start) * 1000 for arrival in arrivals)
    p99 = latencies[max(0, int(len(latencies) * 0.99) - 1)]
    per_connection = (held - before) / count / 1024
    say(
        f"{count:>7,} sockets  {per_connection:7.1f} KB/connection  "
        f"median {statistics.median(latencies):7.1f} ms  p99 {p99:7.1f} ms  "
        f"max {latencies[-1]:7.1f} ms"
    )
    await asyncio.gather(*(s.close() for s in sockets))
    await asyncio.sleep(1)


async def main(sizes: tuple[int, ...]) -> None:
    raise_file_limit(max(sizes) * 2 + 1000)
    with running_server(seed=False) as server:
        token = server.token()
        say("live updates: one change delivered to N idle sockets (1 server process)")
        say("   goal: 10,000 sockets at <= 30 KB each, p99 <= 1,000 ms")
        for count in sizes:
            await measure(server.url, server.pid, token, count)


if __name__ == "__main__":
    chosen = tuple(int(arg) for arg in sys.argv[1:]) or SIZES
    asyncio.run(main(chosen))
