"""Crash safety of the public writes: `kill -9` the server while reservations pour in.

Starts `nocturne serve` on 127.0.0.1 with a fresh SQLite file (one worker), then with a fresh
PostgreSQL database on 127.0.0.1:5432 (two workers; the database is dropped after), runs
concurrent clients that post reservations, each with a unique marker and its own Idempotency-Key,
and kills the server's whole process group with SIGKILL at random moments, restarting it each
time. A client whose request got no answer sends it again, with the same key, once the server is
back. At the end it checks:

- every reservation answered 201 is stored, with the id its answer gave (lost must be 0);
- no marker is stored twice (duplicates must be 0);
- every stored reservation has its idempotency key and every key its reservation (orphans 0);
- the database is sound: SQLite's PRAGMA integrity_check, PostgreSQL's amcheck on the indexes;
- after the last restart the mail outbox drains (no row left pending), and every stored
  reservation's receipt and staff notice were sent exactly once: one .eml file each in the
  outbox folder, with distinct Message-IDs (mail lost and mail duplicated must be 0). The row also
  shows how many claims a kill cut short ("retaken": the row was claimed again once the killed
  process's lease ran out; when the kill came after the file was written, the second send replaced
  the same file).

Prints one row per database; exits 1 on any loss, duplicate, orphan, 5xx answer or failed check.
Run with `make faults` or `.venv/bin/python scripts/fault_kill9.py [--cycles N] [--clients N]`.
"""

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from email.parser import BytesHeaderParser
from pathlib import Path
from typing import IO

import asyncpg
import httpx
from sqlalchemy.engine import make_url

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

from common import NOCTURNE, create_database, database_beside, drop_database, free_port, say  # noqa: E402

POSTGRES_SERVER = os.environ.get(
    "FAULTS_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/postgres"
)
STAFF_ADDRESS = "door@faults.test"
STAFF_SUBJECT = re.compile(r"^New reservation: Fault (?P<marker>[^,]+),")
# How long the outbox may take to send the last mails after the run (a killed process's claims
# are taken over once their lease, MAIL_LEASE_SECONDS, has run out).
DRAIN_SECONDS = 120.0
MAIL_LEASE_SECONDS = 5
# One client's whole submission (first try and every retry) must end within this: a submission
# may have to wait through several restarts of a server that starts slowly on a busy machine.
SUBMISSION_DEADLINE_SECONDS = 300.0


@dataclass
class Outcome:
    database: str
    planned: int = 0  # kills asked for
    cycles: int = 0  # kills done
    sent: int = 0  # distinct submissions (markers)
    attempts: int = 0  # HTTP attempts, retries included
    acknowledged: int = 0  # submissions answered 201
    replayed: int = 0  # ... of which by a replay of the stored answer
    stored: int = 0  # markers found in the database
    lost: int = 0  # answered 201 but not stored with that id
    duplicates: int = 0  # extra rows for one marker
    orphans: int = 0  # a reservation without its key, or a key without its reservation
    errors: int = 0  # answers other than 201 (and 409 "in progress", which is retried)
    unanswered: int = 0  # submissions never answered before their deadline
    integrity: str = "-"
    mails: int = 0  # .eml files in the outbox folder
    mail_lost: int = 0  # a stored reservation's receipt or staff notice not sent
    mail_duplicated: int = 0  # ... sent as more than one file, or Message-ID
    mail_pending: int = 0  # outbox rows still not sent (or failed) after the drain
    retaken: int = 0  # claims a kill cut short, taken over after the lease
    error_samples: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return (
            self.lost == 0
            and self.duplicates == 0
            and self.orphans == 0
            and self.errors == 0
            and self.unanswered == 0
            and self.integrity == "ok"
            and self.acknowledged > 0
            and self.mail_lost == 0
            and self.mail_duplicated == 0
            and self.mail_pending == 0
        )


class Server:
    """`nocturne serve` in its own process group, so one killpg reaches every worker."""

    def __init__(self, env: dict[str, str], workers: int, log: IO[bytes]) -> None:
        self.env = env
        self.workers = workers
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = log
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(
            [NOCTURNE, "serve", "--port", str(self.port), "--workers", str(self.workers)],
            env=self.env,
            stdin=subprocess.DEVNULL,  # never a terminal: serve asks nothing
            stdout=subprocess.DEVNULL,
            stderr=self.log,
            start_new_session=True,
        )

    async def ready(self, within: float = 60.0) -> None:
        assert self.process is not None
        deadline = time.monotonic() + within
        async with httpx.AsyncClient(timeout=1) as client:
            while True:
                with contextlib.suppress(httpx.HTTPError):
                    if (await client.get(f"{self.url}/api/health")).status_code == 200:
                        return
                if self.process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"the server did not start:\n{self._log_tail()}")
                await asyncio.sleep(0.05)

    def kill(self) -> None:
        """SIGKILL to the whole group: no shutdown handler, no flush, nothing runs."""
        assert self.process is not None
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait()
        self._wait_group_gone()

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.kill()
        self._wait_group_gone()

    def _wait_group_gone(self) -> None:
        """Until no process of the group runs (zombies waiting to be reaped hold no socket)."""
        assert self.process is not None
        deadline = time.monotonic() + 5
        while _running_in_group(self.process.pid) and time.monotonic() < deadline:
            time.sleep(0.02)

    def _log_tail(self) -> str:
        self.log.flush()
        self.log.seek(0)
        return self.log.read().decode(errors="replace")[-3000:]


def _running_in_group(group: int) -> bool:
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            # pid (comm) state ppid pgrp ...; comm may hold spaces, so split after its ')'.
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[2]) == group and fields[0] != "Z":
            return True
    return False


def reservation_body(marker: str, night: str | None = None) -> dict[str, object]:
    """A reservation for `night` (a week ahead when not given: this script's club takes every
    night; a club with opening nights needs one it takes, bench/common.py's bookable_nights)."""
    return {
        "name": f"Fault {marker}",
        "email": f"{marker}@example.com",
        "date": night or (datetime.now(UTC).date() + timedelta(days=7)).isoformat(),
        "time": "23:00",
        "guests": 4,
        "requests": f"marker:{marker}",
        "phone": "+1 212 555 0100",
    }


@dataclass
class Ledger:
    """What the clients were told: marker -> the reservation id its 201 answer gave."""

    acknowledged: dict[str, str] = field(default_factory=dict)
    sent: int = 0
    attempts: int = 0
    replayed: int = 0
    errors: list[str] = field(default_factory=list)
    unanswered: int = 0


async def submit(client: httpx.AsyncClient, url: str, marker: str, ledger: Ledger) -> None:
    """Post one reservation until it is answered: after a lost answer, again with the same key."""
    key = uuid.uuid4().hex
    body = reservation_body(marker)
    ledger.sent += 1
    deadline = time.monotonic() + SUBMISSION_DEADLINE_SECONDS
    wait = 0.05
    while time.monotonic() < deadline:
        ledger.attempts += 1
        try:
            response = await client.post(
                f"{url}/api/reservations", json=body, headers={"Idempotency-Key": key}
            )
        except httpx.TransportError:
            # The server is down or was killed mid-answer: try again, backing off a little.
            await asyncio.sleep(wait)
            wait = min(wait * 2, 0.4)
            continue
        if response.status_code == 201:
            ledger.acknowledged[marker] = response.json()["id"]
            if response.headers.get("idempotent-replayed") == "true":
                ledger.replayed += 1
            return
        if response.status_code == 409:  # the first request with this key is still under way
            await asyncio.sleep(0.05)
            continue
        ledger.errors.append(f"{response.status_code} {response.text[:200]}")
        return
    ledger.unanswered += 1


async def client_loop(url: str, name: str, ledger: Ledger, stop: asyncio.Event) -> None:
    # One connection per client, kept alive: a kill cuts it mid-request, as a crash would.
    limits = httpx.Limits(max_connections=1, max_keepalive_connections=1)
    async with httpx.AsyncClient(timeout=10, limits=limits) as client:
        number = 0
        while not stop.is_set():
            await submit(client, url, f"{name}-{number}", ledger)
            number += 1


@dataclass
class Stored:
    ids_by_marker: dict[str, list[str]]
    key_ids: list[str]
    integrity: str


def _marker(requests: str | None) -> str | None:
    if requests and requests.startswith("marker:"):
        return requests.removeprefix("marker:")
    return None


def _uuid(value: object) -> str:
    return str(uuid.UUID(str(value)))


async def read_stored(database_url: str) -> Stored:
    ids: dict[str, list[str]] = {}
    keys: list[str] = []
    if database_url.startswith("sqlite"):
        path = make_url(database_url).database or ""
        with contextlib.closing(sqlite3.connect(path)) as db:
            integrity = "; ".join(row[0] for row in db.execute("PRAGMA integrity_check"))
            for row_id, requests in db.execute("SELECT id, requests FROM reservations"):
                if marker := _marker(requests):
                    ids.setdefault(marker, []).append(_uuid(row_id))
            for (body,) in db.execute(
                "SELECT body FROM idempotency_keys WHERE scope = 'reservations'"
            ):
                keys.append(_uuid(json.loads(body)["id"]))
        return Stored(ids, keys, integrity)
    connection = await asyncpg.connect(plain_postgres(database_url))
    try:
        for record in await connection.fetch("SELECT id, requests FROM reservations"):
            if marker := _marker(record["requests"]):
                ids.setdefault(marker, []).append(_uuid(record["id"]))
        for record in await connection.fetch(
            "SELECT body FROM idempotency_keys WHERE scope = 'reservations'"
        ):
            keys.append(_uuid(json.loads(bytes(record["body"]))["id"]))
        integrity = await postgres_integrity(connection)
    finally:
        await connection.close()
    return Stored(ids, keys, integrity)


async def postgres_integrity(connection: asyncpg.Connection) -> str:
    """amcheck's B-tree check on every index of the two tables the run wrote."""
    try:
        await connection.execute("CREATE EXTENSION IF NOT EXISTS amcheck")
    except asyncpg.PostgresError as error:
        return f"amcheck unavailable ({error})"
    try:
        checked = await connection.fetchval(
            "SELECT count(bt_index_check(i.indexrelid, true)) FROM pg_index i "
            "WHERE i.indrelid IN ('reservations'::regclass, 'idempotency_keys'::regclass)"
        )
    except asyncpg.PostgresError as error:
        return f"amcheck: {error}"
    return "ok" if checked else "no index checked"


@dataclass
class Mails:
    """What the outbox folder holds: per marker, the receipts and the staff notices."""

    files: int = 0
    receipts: Counter[str] = field(default_factory=Counter)
    notices: Counter[str] = field(default_factory=Counter)
    message_ids: Counter[str] = field(default_factory=Counter)


def mails_in(outbox: Path) -> Mails:
    parser = BytesHeaderParser()
    found = Mails()
    for path in outbox.glob("*.eml"):
        with path.open("rb") as file:
            headers = parser.parse(file)
        found.files += 1
        found.message_ids[headers["Message-ID"] or path.name] += 1
        to, subject = headers["To"] or "", " ".join((headers["Subject"] or "").split())
        if to.endswith("@example.com"):
            found.receipts[to.removesuffix("@example.com")] += 1
        elif to == STAFF_ADDRESS and (match := STAFF_SUBJECT.match(subject)):
            found.notices[match["marker"]] += 1
    return found


async def outbox_count(database_url: str, query: str) -> int:
    if database_url.startswith("sqlite"):
        with contextlib.closing(sqlite3.connect(make_url(database_url).database or "")) as db:
            return int(db.execute(query).fetchone()[0] or 0)
    connection = await asyncpg.connect(plain_postgres(database_url))
    try:
        return int(await connection.fetchval(query) or 0)
    finally:
        await connection.close()


async def outbox_pending(database_url: str) -> int:
    """Outbox rows not sent: still pending, or given up on (failed)."""
    return await outbox_count(
        database_url, "SELECT count(*) FROM outbox_mails WHERE status <> 'sent'"
    )


async def wait_for_outbox(database_url: str, within: float = DRAIN_SECONDS) -> int:
    """Until no outbox row is pending (or `within` runs out); returns the rows not sent."""
    deadline = time.monotonic() + within
    while True:
        left = await outbox_pending(database_url)
        if not left or time.monotonic() > deadline:
            return left
        await asyncio.sleep(0.5)  # another process's database: polled


def plain_postgres(url: str) -> str:
    return url.replace("postgresql+asyncpg://", "postgresql://", 1)


@asynccontextmanager
async def postgres_database(server_url: str = POSTGRES_SERVER) -> AsyncIterator[str | None]:
    """A new database on the PostgreSQL server, dropped after; None when none is reachable."""
    name = f"nocturne_faults_{uuid.uuid4().hex[:10]}"
    if not await create_database(server_url, name, "its pass is skipped"):
        yield None
        return
    try:
        yield database_beside(server_url, name)
    finally:
        await drop_database(server_url, name)


@asynccontextmanager
async def instance(
    database_url: str | None, workers: int
) -> AsyncIterator[tuple[Server, dict[str, str]]]:
    """A migrated, empty instance in a temporary folder, its server not yet started."""
    with (
        tempfile.TemporaryDirectory(prefix="nocturne-faults-") as data,
        tempfile.TemporaryFile() as log,
    ):
        env = {
            **os.environ,
            "NOCTURNE_DATA_DIR": data,
            "NOCTURNE_SECRET_KEY": "faults-" + uuid.uuid4().hex * 2,
            "NOCTURNE_PUBLIC_WRITE_LIMIT": "100000000",
            "NOCTURNE_STAFF_NOTIFICATION_EMAILS": json.dumps([STAFF_ADDRESS]),
            # A killed process's claims are taken over soon; the outbox folder writes in
            # milliseconds, far within the lease.
            "NOCTURNE_MAIL_LEASE_SECONDS": str(MAIL_LEASE_SECONDS),
            "NOCTURNE_MAIL_POLL_SECONDS": "1",
        }
        env.pop("NOCTURNE_ENVIRONMENT", None)
        if database_url:
            env["NOCTURNE_DATABASE_URL"] = database_url
        else:
            env.pop("NOCTURNE_DATABASE_URL", None)
        migrate = await asyncio.create_subprocess_exec(
            NOCTURNE, "migrate", env=env,
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE,
        )  # fmt: skip
        _, problem = await migrate.communicate()
        if migrate.returncode != 0:
            raise RuntimeError(f"nocturne migrate failed: {problem.decode()[-2000:]}")
        server = Server(env, workers, log)
        try:
            yield server, env
        finally:
            server.stop()


async def run_database(
    label: str,
    database_url: str | None,
    *,
    cycles: int,
    clients: int,
    workers: int,
    rng: random.Random,
    up_seconds: tuple[float, float] = (0.2, 1.2),
    max_seconds: float = 600.0,
) -> Outcome:
    """Kill and restart the server `cycles` times under `clients` concurrent writers (fewer if
    `max_seconds` run out first: the row then shows how many were done)."""
    started = time.monotonic()
    outcome = Outcome(database=label, planned=cycles)
    ledger = Ledger()
    async with instance(database_url, workers) as (server, env):
        server.start()
        await server.ready()
        stop = asyncio.Event()
        tasks = [
            asyncio.create_task(client_loop(server.url, f"c{n}", ledger, stop))
            for n in range(clients)
        ]
        try:
            deadline = time.monotonic() + max_seconds
            while outcome.cycles < cycles and time.monotonic() < deadline:
                # Let writes flow for a random while, then kill in the middle of them.
                await asyncio.sleep(rng.uniform(*up_seconds))
                server.kill()
                outcome.cycles += 1
                await asyncio.sleep(rng.uniform(0.0, 0.3))  # clients hammer a dead port
                server.start()
                await server.ready()
            await asyncio.sleep(up_seconds[0])
        except BaseException:
            for task in tasks:
                task.cancel()
            raise
        finally:
            stop.set()  # no new submissions; the ones under way finish (with their retries)
            await asyncio.gather(*tasks, return_exceptions=True)
        database = env.get("NOCTURNE_DATABASE_URL") or (
            f"sqlite:///{Path(env['NOCTURNE_DATA_DIR']) / 'nocturne.db'}"
        )
        # The server after its last restart sends what is left, killed processes' claims too.
        outcome.mail_pending = await wait_for_outbox(database)
        server.stop()
        stored = await read_stored(database)
        mails = mails_in(Path(env["NOCTURNE_DATA_DIR"]) / "outbox")
        # The outbox folder cannot fail: an attempt beyond the first is a claim a kill cut short.
        outcome.retaken = await outbox_count(
            database, "SELECT sum(attempts - 1) FROM outbox_mails WHERE status = 'sent'"
        )

    outcome.sent = ledger.sent
    outcome.attempts = ledger.attempts
    outcome.acknowledged = len(ledger.acknowledged)
    outcome.replayed = ledger.replayed
    outcome.errors = len(ledger.errors)
    outcome.error_samples = ledger.errors[:5]
    outcome.unanswered = ledger.unanswered
    outcome.stored = len(stored.ids_by_marker)
    outcome.lost = sum(
        1
        for marker, answered_id in ledger.acknowledged.items()
        if _uuid(answered_id) not in stored.ids_by_marker.get(marker, [])
    )
    outcome.duplicates = sum(len(ids) - 1 for ids in stored.ids_by_marker.values())
    outcome.mails = mails.files
    for marker in stored.ids_by_marker:
        for sent in (mails.receipts[marker], mails.notices[marker]):
            outcome.mail_lost += sent == 0
            outcome.mail_duplicated += max(0, sent - 1)
    outcome.mail_duplicated += sum(n - 1 for n in mails.message_ids.values())
    row_ids = [i for ids in stored.ids_by_marker.values() for i in ids]
    outcome.orphans = len(set(row_ids) ^ set(stored.key_ids))
    outcome.integrity = stored.integrity
    outcome.seconds = time.monotonic() - started
    return outcome


HEADER = (
    f"{'database':<11} {'cycles':>6} {'sent':>6} {'attempts':>8} {'201 acked':>9} {'replayed':>8} "
    f"{'stored':>6} {'lost':>4} {'dupl.':>5} {'orphans':>7} {'errors':>6} {'integrity':<10} "
    f"{'mails':>5} {'m.lost':>6} {'m.dupl.':>7} {'unsent':>6} {'retaken':>7} {'time':>6}"
)


def row(o: Outcome) -> str:
    return (
        f"{o.database:<11} {o.cycles:>6} {o.sent:>6} {o.attempts:>8} {o.acknowledged:>9} "
        f"{o.replayed:>8} {o.stored:>6} {o.lost:>4} {o.duplicates:>5} {o.orphans:>7} "
        f"{o.errors:>6} {o.integrity:<10} {o.mails:>5} {o.mail_lost:>6} "
        f"{o.mail_duplicated:>7} {o.mail_pending:>6} {o.retaken:>7} "
        f"{o.seconds:>5.0f}s"
    )


async def run_all(args: argparse.Namespace) -> list[Outcome]:
    rng = random.Random(args.seed)  # noqa: S311 - kill moments, not secrets
    outcomes: list[Outcome] = []

    async def one(label: str, url: str | None, workers: int) -> None:
        outcome = await run_database(
            label, url, cycles=args.cycles, clients=args.clients, workers=workers, rng=rng,
            max_seconds=args.max_seconds,
        )  # fmt: skip
        outcomes.append(outcome)
        say(row(outcome))
        if outcome.cycles < outcome.planned:
            say(f"  NOTICE: {outcome.cycles} of {outcome.planned} kills fit in --max-seconds")

    for label in args.databases:
        if label == "sqlite":
            await one("SQLite", None, 1)  # SQLite serves one process
            continue
        async with postgres_database() as url:
            if url is not None:
                await one("PostgreSQL", url, 2)
    return outcomes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cycles", type=int, default=30, help="kills per database (default 30)")
    parser.add_argument("--clients", type=int, default=24, help="concurrent writers (default 24)")
    parser.add_argument("--seed", type=int, default=None, help="seed for the kill moments")
    parser.add_argument(
        "--max-seconds",
        type=float,
        default=400.0,
        help="stop killing after this long per database, even with cycles left (default 400)",
    )
    parser.add_argument(
        "--databases", nargs="+", choices=["sqlite", "postgresql"], default=["sqlite", "postgresql"]
    )
    args = parser.parse_args(argv)
    if args.cycles < 1 or args.clients < 1:
        parser.error("--cycles and --clients must be at least 1")
    if args.seed is None:
        args.seed = random.randrange(1_000_000)  # noqa: S311 - not a secret either
    say(
        f"kill -9 of the server's process group at random moments: {args.cycles} cycles, "
        f"{args.clients} concurrent clients, seed {args.seed}"
    )
    say(HEADER)
    outcomes = asyncio.run(run_all(args))
    return verdict([f"{o.database}: {o}" for o in outcomes if not o.ok], tested=len(outcomes))


def verdict(failures: list[str], tested: int) -> int:
    """The exit status: 1 when a database failed, or when none could be tested."""
    for failure in failures:
        say(f"FAILED on {failure}")
    if not tested:
        say("no database could be tested")
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
