"""A ticket drop: the moment a sold-out night goes on sale.

Open-loop load on one Nocturne process (SQLite, the demo club): BENCH_DROP_ATTEMPTS booking
attempts (50,000 by default) sent at an even pace over BENCH_DROP_SECONDS (60), whatever the
answers' speed, over 500 connections, all for one night that takes 300 guests. One attempt in
ten is a guest who already asked for that night (a new request, the same address); one in
twenty is a retry of an earlier attempt with its Idempotency-Key (the same body). Every attempt
is timed from the moment it was due to be sent, so a server that falls behind shows it.

Printed: the answers by status and message, latency percentiles, and the checks: no 5xx, every
201 stored exactly once (its retries answered with the same bytes), the night's 300 guests never
exceeded, every refusal worded by its rule.
Run with `make bench` (or `.venv/bin/python bench/ticket_drop.py`).
"""

import asyncio
import json
import os
import random
import sqlite3
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass, field

import httpx
from common import running_server, say

from nocturne import messages

ATTEMPTS = int(os.environ.get("BENCH_DROP_ATTEMPTS", "50000"))
SECONDS = float(os.environ.get("BENCH_DROP_SECONDS", "60"))
CONNECTIONS = 500
CAPACITY = 300
DUPLICATE_SHARE = 0.10
REPLAY_SHARE = 0.05
# How long an answer may take before the attempt is given up (counted as an error).
TIMEOUT_SECONDS = 30.0
SEED = 1127


@dataclass(frozen=True)
class Attempt:
    body: bytes
    key: str
    kind: str  # "new", "same guest" or "retry"
    of: int | None = None  # the attempt a retry repeats


@dataclass
class Outcome:
    status: int = 0
    body: bytes = b""
    replayed: bool = False
    latency: float = 0.0
    error: str | None = None


@dataclass
class Run:
    attempts: list[Attempt]
    outcomes: list[Outcome] = field(default_factory=list)


def plan(night: str) -> list[Attempt]:
    rng = random.Random(SEED)  # noqa: S311 - a repeatable load, not a secret
    attempts: list[Attempt] = []
    emails: list[str] = []
    for index in range(ATTEMPTS):
        roll = rng.random()
        if index and roll < REPLAY_SHARE:
            earlier = rng.randrange(index)
            first = attempts[earlier]
            attempts.append(
                Attempt(
                    first.body, first.key, "retry", first.of if first.of is not None else earlier
                )
            )
            continue
        if emails and roll < REPLAY_SHARE + DUPLICATE_SHARE:
            email, kind = rng.choice(emails), "same guest"
        else:
            email, kind = f"drop-{index}@example.com", "new"
            emails.append(email)
        body = {
            "name": f"Guest {index}",
            "email": email,
            "phone": "+1 212 555 0147",
            "date": night,
            "time": "23:00",
            "guests": rng.randint(1, 6),
        }
        attempts.append(Attempt(json.dumps(body).encode(), f"drop-key-{index:06d}", kind))
    return attempts


def request_bytes(attempt: Attempt) -> bytes:
    head = (
        "POST /api/reservations HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        "Content-Type: application/json\r\nX-Requested-With: nocturne\r\n"
        f"Idempotency-Key: {attempt.key}\r\nContent-Length: {len(attempt.body)}\r\n\r\n"
    )
    return head.encode() + attempt.body


async def read_answer(reader: asyncio.StreamReader) -> tuple[int, bool, bytes]:
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        if ":" in line:
            name, value = line.split(":", 1)
            headers[name.strip().lower()] = value.strip()
    body = await reader.readexactly(int(headers.get("content-length", "0")))
    return status, headers.get("idempotent-replayed") == "true", body


async def drive(host: str, port: int, run: Run) -> float:
    """Send every attempt when it is due; returns the seconds the sending took."""
    queue: asyncio.Queue[tuple[int, float]] = asyncio.Queue()
    run.outcomes = [Outcome() for _ in run.attempts]
    pace = SECONDS / len(run.attempts)

    async def connection() -> None:
        reader, writer = await asyncio.open_connection(host, port)
        try:
            while True:
                index, due = await queue.get()
                outcome = run.outcomes[index]
                try:
                    writer.write(request_bytes(run.attempts[index]))
                    status, replayed, body = await asyncio.wait_for(
                        read_answer(reader), TIMEOUT_SECONDS
                    )
                    outcome.status, outcome.replayed, outcome.body = status, replayed, body
                except (OSError, asyncio.IncompleteReadError, TimeoutError) as error:
                    outcome.error = type(error).__name__
                    writer.close()
                    reader, writer = await asyncio.open_connection(host, port)
                outcome.latency = time.perf_counter() - due
                queue.task_done()
        finally:
            writer.close()

    workers = [asyncio.create_task(connection()) for _ in range(CONNECTIONS)]
    started = time.perf_counter()
    for index in range(len(run.attempts)):
        due = started + index * pace
        delay = due - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        queue.put_nowait((index, due))
    sent = time.perf_counter() - started
    await queue.join()
    for worker in workers:
        worker.cancel()
    await asyncio.gather(*workers, return_exceptions=True)
    return sent


def open_night(url: str, token: str) -> str:
    headers = {"Authorization": f"Bearer {token}"}
    rules = {
        "opening_weekdays": list(range(7)), "max_guests_per_night": CAPACITY,
        "max_bookings_per_night": None, "package_limits": {}, "same_day_cutoff": None,
        "booking_window_days": 366, "phone_required": True,
    }  # fmt: skip
    httpx.put(
        f"{url}/api/admin/reservation-settings", json=rules, headers=headers
    ).raise_for_status()
    offer = httpx.get(f"{url}/api/reservation-availability").json()
    return next(
        night
        for night, left in offer["places_left"].items()
        if left == CAPACITY and night > offer["first_date"]
    )


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> int:
    with running_server() as server:
        night = open_night(server.url, server.token())
        run = Run(plan(night))
        host, port = server.url.removeprefix("http://").split(":")
        say(f"Ticket drop: {len(run.attempts):,} attempts in {SECONDS:.0f} s "
            f"({len(run.attempts) / SECONDS:,.0f}/s, open loop), {CONNECTIONS} connections, "
            f"one night of {CAPACITY} guests, SQLite, 1 process")  # fmt: skip
        sent = asyncio.run(drive(host, int(port), run))
        database = server.data_dir / "nocturne.db"
        with sqlite3.connect(database) as connection:
            stored = dict(
                connection.execute(
                    "SELECT id, guests FROM reservations WHERE date = ?", (night,)
                ).fetchall()
            )
    report(run, sent, stored)
    return 0


def report(run: Run, sent: float, stored: dict[str, int]) -> None:
    outcomes = run.outcomes
    latencies = [outcome.latency * 1000 for outcome in outcomes]
    by_answer: Counter[str] = Counter()
    refusals_unworded = 0
    created: dict[str, bytes] = {}
    replay_mismatch = 0
    worded = {messages.NIGHT_FULL, messages.ALREADY_REQUESTED}
    for outcome in outcomes:
        if outcome.error:
            by_answer[f"error ({outcome.error})"] += 1
            continue
        if outcome.status == 201:
            answer_id = json.loads(outcome.body)["id"].replace("-", "")
            by_answer["201 replayed" if outcome.replayed else "201 stored"] += 1
            if not outcome.replayed:
                created[answer_id] = outcome.body
            continue
        message = json.loads(outcome.body)["error"]["message"] if outcome.body else ""
        fields = json.loads(outcome.body)["error"].get("fields", {}) if outcome.body else {}
        reason = next(iter(fields.values()), message)
        label = "places left" if reason.startswith("Only ") else reason[:48]
        by_answer[f"{outcome.status} {label}"] += 1
        if outcome.status == 422 and not (reason in worded or reason.startswith("Only ")):
            refusals_unworded += 1
    for attempt, outcome in zip(run.attempts, outcomes, strict=True):
        if attempt.kind == "retry" and outcome.status == 201 and outcome.replayed:
            answer_id = json.loads(outcome.body)["id"].replace("-", "")
            if created.get(answer_id) != outcome.body:
                replay_mismatch += 1
    say(f"  sent in {sent:.1f} s; answered: {len(outcomes):,}")
    say(f"  {'answer':<56} {'count':>8}")
    for label, count in sorted(by_answer.items(), key=lambda item: -item[1]):
        say(f"  {label:<56} {count:>8,}")
    p50, p99 = statistics.median(latencies), percentile(latencies, 0.99)
    say(f"  latency from due time: p50 {p50:.0f} ms, p99 {p99:.0f} ms, "
        f"max {max(latencies):.0f} ms (goal: p99 <= 500 ms)")  # fmt: skip
    server_errors = sum(
        count
        for label, count in by_answer.items()
        if label.startswith("5") or label.startswith("error")
    )
    stored_ids = {key.replace("-", "") for key in stored}
    checks = [
        ("no 5xx and no failed connection", server_errors == 0, f"{server_errors}"),
        ("every 201 stored exactly once", set(created) == stored_ids,
         f"{len(created)} answered, {len(stored_ids)} stored"),
        ("retries answered with the first answer's bytes", replay_mismatch == 0,
         f"{replay_mismatch} differ"),
        (f"the night's {CAPACITY} guests never exceeded", sum(stored.values()) <= CAPACITY,
         f"{sum(stored.values())} guests stored"),
        ("every refusal worded by its rule", refusals_unworded == 0, f"{refusals_unworded} not"),
    ]  # fmt: skip
    for name, ok, detail in checks:
        say(f"  {'yes' if ok else 'NO ':<4} {name} ({detail})")


if __name__ == "__main__":
    sys.exit(main())
