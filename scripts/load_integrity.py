"""Integrity under load: at the highest read rate the machine sustains, the public API answers no
error and stores every write.

Starts the server with the demo club on 127.0.0.1 the way the benchmarks do (bench/common.py):
SQLite with one worker, then a fresh PostgreSQL database on 127.0.0.1:5432 with two workers
(dropped after). Runs one bounded wrk load (2 threads, 64 connections, 10 s by default) that
cycles through GET /api/site and the other public reads, and at the same time a stream of
reservations from 8 concurrent httpx clients, each with a unique marker and an Idempotency-Key.
Then it checks:

- wrk saw no error: no answer outside 2xx/3xx, no socket error (connect, read, write, timeout);
- every reservation was answered 201, and the number stored equals the number sent, each with
  the id its answer gave.

Prints one row per database; exits 1 on any error or loss.
Run with `make faults` or `.venv/bin/python scripts/load_integrity.py [--duration 10s]`.
"""

import argparse
import asyncio
import re
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

import load  # noqa: E402 - bench/load.py: wrk and a throwaway PostgreSQL database
from common import bookable_nights, running_server, say  # noqa: E402
from fault_kill9 import _uuid, read_stored, reservation_body, verdict  # noqa: E402

READS = [
    "/api/site",
    "/api/events",
    "/api/packages",
    "/api/gallery-items",
    "/api/contact",
    "/api/navigation",
    "/api/sections/hero",
    "/api/menu-images",
    "/",
]
# Each wrk thread walks the list of public reads, one request after the other, and counts the
# answers outside 2xx/3xx by status; `done` prints them as "bad <status> <count>".
READS_LUA = """
local threads = {{}}
function setup(thread)
  table.insert(threads, thread)
end

local paths = {{{paths}}}
local i = 0
bad = {{}}
function init(args)
  bad = {{}}
end
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
response = function(status, headers, body)
  if status >= 400 then
    bad[status] = (bad[status] or 0) + 1
  end
end
function done(summary, latency, requests)
  local total = {{}}
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get("bad")) do
      total[status] = (total[status] or 0) + n
    end
  end
  for status, n in pairs(total) do
    io.write("bad " .. status .. " " .. n .. "\\n")
  end
end
"""


@dataclass
class Reads:
    rate: float
    p50: float
    p99: float
    requests: int
    # Answers outside 2xx/3xx by status, and socket errors by kind (connect, read, write, timeout).
    bad: dict[str, int]

    @property
    def errors(self) -> int:
        return sum(self.bad.values())


def run_wrk(url: str, script: Path, duration: str, timeout: str) -> Reads:
    """The bench's wrk run (bench/load.py: 2 threads, 64 connections), with its error detail."""
    out = subprocess.run(
        ["wrk", "-t2", f"-c{load.CONNECTIONS}", f"-d{duration}", "--latency",
         "--timeout", timeout, "-s", str(script), url],
        capture_output=True, text=True, check=True, timeout=600,
    ).stdout  # fmt: skip

    def number(pattern: str) -> float:
        match = re.search(pattern, out)
        if match is None:
            raise RuntimeError(f"unexpected wrk output:\n{out}")
        value, *unit = match.groups()
        scale = {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit[0]] if unit else 1.0
        return float(value) * scale

    bad = {f"HTTP {status}": int(n) for status, n in re.findall(r"^bad (\d+) (\d+)$", out, re.M)}
    sockets = r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)"
    if match := re.search(sockets, out):
        for kind, n in zip(("connect", "read", "write", "timeout"), match.groups(), strict=True):
            if int(n):
                bad[f"socket {kind}"] = int(n)
    non_2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    counted = sum(n for name, n in bad.items() if name.startswith("HTTP"))
    if non_2xx and int(non_2xx.group(1)) > counted:
        bad["HTTP other"] = int(non_2xx.group(1)) - counted
    return Reads(
        rate=number(r"Requests/sec:\s+([\d.]+)"),
        p50=number(r"\s50%\s+([\d.]+)(us|ms|s)"),
        p99=number(r"\s99%\s+([\d.]+)(us|ms|s)"),
        requests=int(number(r"(\d+) requests in")),
        bad=bad,
    )


@dataclass
class Writes:
    sent: int = 0
    acknowledged: dict[str, str] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)


async def write_stream(
    url: str, night: str, name: str, writes: Writes, stop: asyncio.Event
) -> None:
    """One client: reservations back to back until wrk is done; any failure is an error."""
    async with httpx.AsyncClient(timeout=30) as client:
        number = 0
        while not stop.is_set():
            marker = f"load-{name}-{number}"
            number += 1
            writes.sent += 1
            try:
                response = await client.post(
                    f"{url}/api/reservations",
                    json=reservation_body(marker, night),
                    headers={"Idempotency-Key": uuid.uuid4().hex},
                )
            except httpx.HTTPError as error:
                writes.errors.append(f"{type(error).__name__}: {error}")
                continue
            if response.status_code == 201:
                writes.acknowledged[marker] = response.json()["id"]
            else:
                writes.errors.append(f"{response.status_code} {response.text[:200]}")


@dataclass
class Result:
    database: str
    workers: int
    reads: Reads
    sent: int
    acknowledged: int
    stored: int
    lost: int
    duplicates: int
    write_errors: int
    samples: list[str]

    @property
    def ok(self) -> bool:
        return (
            self.reads.errors == 0
            and self.write_errors == 0
            and self.lost == 0
            and self.duplicates == 0
            and self.sent == self.acknowledged == self.stored
            and self.sent > 0
        )


async def measure(
    label: str, database_url: str | None, workers: int, args: argparse.Namespace
) -> Result:
    env = {"NOCTURNE_DATABASE_URL": database_url} if database_url else {}
    with (
        tempfile.TemporaryDirectory() as folder,
        running_server(workers=workers, env=env) as server,
    ):
        script = Path(folder) / "reads.lua"
        script.write_text(READS_LUA.format(paths=", ".join(f'"{p}"' for p in READS)))
        async with httpx.AsyncClient(timeout=10) as client:
            for path in READS:  # every read answers before the load starts
                (await client.get(f"{server.url}{path}")).raise_for_status()
        # A night the demo club takes bookings for (its opening nights are its rules).
        (night,) = await asyncio.to_thread(bookable_nights, server.url, 1)
        writes = Writes()
        stop = asyncio.Event()
        streams = [
            asyncio.create_task(write_stream(server.url, night, f"{label}-{n}", writes, stop))
            for n in range(args.clients)
        ]
        try:
            reads = await asyncio.to_thread(
                run_wrk, server.url, script, args.duration, args.timeout
            )
        finally:
            stop.set()
            await asyncio.gather(*streams)
        stored_url = database_url or f"sqlite:///{server.data_dir / 'nocturne.db'}"
        stored = await read_stored(stored_url)
    ids = stored.ids_by_marker
    mine = {m: i for m, i in ids.items() if m.startswith(f"load-{label}-")}
    lost = sum(1 for m, i in writes.acknowledged.items() if _uuid(i) not in mine.get(m, []))
    return Result(
        database=label,
        workers=workers,
        reads=reads,
        sent=writes.sent,
        acknowledged=len(writes.acknowledged),
        stored=sum(len(i) for i in mine.values()),
        lost=lost,
        duplicates=sum(len(i) - 1 for i in mine.values()),
        write_errors=len(writes.errors),
        samples=writes.errors[:5],
    )


HEADER = (
    f"{'database':<11} {'workers':>7} {'reads':>8} {'reads/s':>8} {'p50 ms':>7} {'p99 ms':>7} "
    f"{'read err':>8} {'writes':>6} {'201':>5} {'stored':>6} {'lost':>4} {'dupl.':>5} "
    f"{'write err':>9}"
)


def row(r: Result) -> str:
    return (
        f"{r.database:<11} {r.workers:>7} {r.reads.requests:>8} {r.reads.rate:>8,.0f} "
        f"{r.reads.p50:>7.1f} {r.reads.p99:>7.1f} {r.reads.errors:>8} {r.sent:>6} "
        f"{r.acknowledged:>5} {r.stored:>6} {r.lost:>4} {r.duplicates:>5} {r.write_errors:>9}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--duration", default="10s", help="wrk duration per database (10s)")
    parser.add_argument(
        "--timeout",
        default="10s",
        help="wrk counts an answer slower than this as a socket timeout error (default 10s; "
        "wrk's own 2s default counts slow answers on a busy shared machine as errors)",
    )
    parser.add_argument("--clients", type=int, default=8, help="concurrent writers (default 8)")
    parser.add_argument(
        "--databases", nargs="+", choices=["sqlite", "postgresql"], default=["sqlite", "postgresql"]
    )
    args = parser.parse_args(argv)
    if args.clients < 1:
        parser.error("--clients must be at least 1")
    say(
        f"wrk: 2 threads, {load.CONNECTIONS} connections, {args.duration}, timeout "
        f"{args.timeout}, over {len(READS)} public reads; meanwhile {args.clients} clients post "
        "reservations"
    )
    say(HEADER)
    results: list[Result] = []
    started = time.monotonic()
    for label in args.databases:
        if label == "sqlite":
            results.append(asyncio.run(measure("SQLite", None, 1, args)))
            say(row(results[-1]))
            continue
        with load.postgres_database() as url:
            if url is None:
                continue
            results.append(asyncio.run(measure("PostgreSQL", url, 2, args)))
            say(row(results[-1]))
    say(f"({time.monotonic() - started:.0f} s)")
    for r in results:
        if r.reads.bad:
            say(f"  {r.database} read errors: {r.reads.bad}")
        if r.samples:
            say(f"  {r.database} write errors (first {len(r.samples)}): {r.samples}")
    return verdict([r.database for r in results if not r.ok], tested=len(results))


if __name__ == "__main__":
    sys.exit(main())
