"""Shared by the benchmarks: start a real Nocturne server on 127.0.0.1 and sign in to it."""

import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
NOCTURNE = str(ROOT / ".venv" / "bin" / "nocturne")
ADMIN_EMAIL = "bench@nocturne.club"
ADMIN_PASSWORD = "bench-password-123"

sys.path.insert(0, str(ROOT))
from tests.support.live_server import serving_process  # noqa: E402
from tests.support.live_server import stopped_after as stopped_after  # noqa: E402 - for the benchmarks
from tests.support.live_server import wait_until_up as wait_until_up  # noqa: E402 - for the benchmarks
from tests.support.mail_server import free_port as free_port  # noqa: E402 - the benchmarks use it


@dataclass
class Server:
    url: str
    pid: int
    data_dir: Path

    def token(self) -> str:
        response = httpx.post(
            f"{self.url}/api/auth/token?grant_type=password",
            json={"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD},
        )
        response.raise_for_status()
        token: str = response.json()["access_token"]
        return token


def bookable_nights(url: str, count: int) -> list[str]:
    """The first `count` nights the club at `url` takes bookings for without a guest limit, a week
    or more ahead (its opening nights, blackout dates and limits are the club's rules, GET
    /api/reservation-availability)."""
    offer = httpx.get(f"{url}/api/reservation-availability").json()
    first = date.fromisoformat(offer["first_date"])
    nights = (first + timedelta(days=offset) for offset in range(7, 7 + 60))
    taken = set(offer["closed"]) | set(offer["places_left"])
    return [night.isoformat() for night in nights if night.isoformat() not in taken][:count]


def rss_bytes(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise RuntimeError(f"no VmRSS for {pid}")


@contextmanager
def running_server(
    *, workers: int = 1, seed: bool = True, env: dict[str, str] | None = None
) -> Iterator[Server]:
    with tempfile.TemporaryDirectory(prefix="nocturne-bench-") as data:
        environment = {
            **os.environ,
            # This checkout's code (and so its web/dist), whichever checkout the virtualenv's
            # editable install points to (a git worktree shares the main checkout's .venv).
            "PYTHONPATH": os.pathsep.join(
                [str(ROOT / "src"), *filter(None, [os.environ.get("PYTHONPATH")])]
            ),
            "NOCTURNE_DATA_DIR": data,
            "NOCTURNE_PUBLIC_WRITE_LIMIT": "100000000",
            **(env or {}),
        }

        def run(*args: str) -> None:
            subprocess.run(
                [NOCTURNE, *args],
                env=environment,
                check=True,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )

        run("migrate")
        if seed:
            run("seed-demo", "--if-empty")
        run("create-admin", ADMIN_EMAIL, "--password", ADMIN_PASSWORD)
        with serving_process(environment, subprocess.DEVNULL, workers) as (url, process):
            settle(process.pid)
            yield Server(url=url, pid=process.pid, data_dir=Path(data))


# A fresh server first makes the demo club's picture renditions (media/library.py), a few
# seconds of one core: the rows measure the club's steady state, not that start.
SETTLE_WINDOW_SECONDS = 0.5
SETTLED_BELOW = 0.05  # of one core, over the window
SETTLE_AT_MOST_SECONDS = 60.0


def settle(pid: int) -> None:
    """Wait until the process `pid` and its children are about idle (or a minute has passed)."""
    deadline = time.monotonic() + SETTLE_AT_MOST_SECONDS
    used = cpu_seconds(pid)
    while time.monotonic() < deadline:
        time.sleep(SETTLE_WINDOW_SECONDS)
        now = cpu_seconds(pid)
        if now - used < SETTLED_BELOW * SETTLE_WINDOW_SECONDS:
            return
        used = now


def cpu_seconds(pid: int) -> float:
    """CPU time used so far by the process `pid` and its living children (Linux /proc)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total, pending = 0.0, [pid]
    while pending:
        current = pending.pop()
        try:
            fields = Path(f"/proc/{current}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / ticks
            for task in Path(f"/proc/{current}/task").iterdir():
                pending += [int(child) for child in (task / "children").read_text().split()]
        except (FileNotFoundError, ProcessLookupError):
            continue  # ended meanwhile
    return total


async def create_database(server_url: str, name: str, skipped: str) -> bool:
    """Whether the database could be created; when no PostgreSQL server answers, says what is
    `skipped` for that."""
    import asyncpg  # only the PostgreSQL runs need it

    try:
        await _execute_alone(server_url, f'CREATE DATABASE "{name}"')
    except (OSError, asyncpg.PostgresError) as error:
        say(f"(PostgreSQL at {server_url} not reachable: {error}; {skipped})")
        return False
    return True


async def drop_database(server_url: str, name: str) -> None:
    await _execute_alone(server_url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


async def _execute_alone(server_url: str, statement: str) -> None:
    import asyncpg  # only the PostgreSQL runs need it

    connection = await asyncpg.connect(server_url, timeout=3)
    try:
        await connection.execute(statement)
    finally:
        await connection.close()


def database_beside(server_url: str, name: str) -> str:
    """The address of the database `name` on the server `server_url` points to."""
    return server_url.rsplit("/", 1)[0] + "/" + name


def say(*parts: object) -> None:
    print(*parts, flush=True, file=sys.stdout)
