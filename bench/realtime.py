"""Hold N live-update sockets on one server process, make one change, and time its delivery.

For N = 1,000, 5,000 and 10,000 sockets (all subscribed to `events`), prints the server's resident
memory per connection, and the time from the write's request until each socket has the change
(median and p99). The client runs on the same 2-core machine, so its own reading time is included.
Run with `make bench` (or `.venv/bin/python bench/realtime.py [N ...]`).
"""

import asyncio
import json
import resource
import statistics
import sys
import time

import httpx
import websockets
from common import rss_bytes, running_server, say

SIZES = (1000, 5000, 10000)
CONNECT_CONCURRENCY = 200


def raise_file_limit(wanted: int) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = min(hard, max(soft, wanted))
    resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))


async def open_sockets(url: str, count: int) -> list[websockets.ClientConnection]:
    sockets: list[websockets.ClientConnection] = []
    gate = asyncio.Semaphore(CONNECT_CONCURRENCY)

    async def one() -> None:
        async with gate:
            socket = await websockets.connect(url, compression=None, max_queue=4)
            await socket.send(json.dumps({"type": "subscribe", "table": "events"}))
            reply = json.loads(await socket.recv())
            while reply["type"] == "heartbeat":
                reply = json.loads(await socket.recv())
            assert reply["type"] == "subscribed", reply
            sockets.append(socket)

    await asyncio.gather(*(one() for _ in range(count)))
    return sockets


async def wait_for_change(socket: websockets.ClientConnection) -> float:
    while True:
        frame = json.loads(await socket.recv())
        if frame.get("type") == "change":
            return time.perf_counter()


async def measure(base: str, pid: int, token: str, count: int) -> None:
    before = rss_bytes(pid)
    sockets = await open_sockets(base.replace("http://", "ws://") + "/api/realtime", count)
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
