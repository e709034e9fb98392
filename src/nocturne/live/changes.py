"""The change feed: every committed insert, update or delete is announced here.

Write paths call `publish` after their commit. Listeners in this process (the site payload cache,
the WebSocket hub) hear about it:

- On SQLite, directly. Another process writing the same file (a CLI command, a second worker) is
  noticed through SQLite's data_version, and announced as a change to every table.
- On PostgreSQL, also through LISTEN/NOTIFY: `publish` sends a NOTIFY, and every server process,
  the others dispatch what they hear (a process skips its own), so a write on one machine reaches
  sockets on all. When the database restarts, the listening connection notices (asyncpg reports
  the closed socket; a quiet one is also checked every KEEPALIVE_SECONDS), reconnects every
  RECONNECT_SECONDS until it is back, and then announces every table as changed, since the
  notifications sent meanwhile are lost.
"""

import asyncio
import contextlib
import json
import logging
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Literal, Protocol

import asyncpg
from sqlalchemy import text
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncEngine

log = logging.getLogger(__name__)

ChangeEvent = Literal["INSERT", "UPDATE", "DELETE"]
CHANNEL = "nocturne_changes"
# The tables the feed announces: what visitors may follow, and what only staff may.
PUBLIC_TABLES = frozenset(
    {
        "navigation_settings",
        "content_sections",
        "events",
        "gallery_items",
        "packages",
        "contact_sections",
        "menu_images",
    }
)
STAFF_TABLES = frozenset(
    {"club_settings", "club_tables", "contact_submissions", "reservations", "users"}
)
# Announced for the processes' own answers (the reservation form's nights), followed by no socket.
RULES_TABLES = frozenset({"reservation_settings", "blackout_dates"})
TABLES = tuple(sorted(PUBLIC_TABLES | STAFF_TABLES | RULES_TABLES))
SQLITE_POLL_SECONDS = 1.0
RECONNECT_SECONDS = 2.0
CONNECT_TIMEOUT_SECONDS = 5.0
# A silent LISTEN connection is checked this often, so a dead one is noticed and replaced.
KEEPALIVE_SECONDS = 10.0
# Changes waiting for the connection to come back, bounded so a long outage cannot eat memory.
OUTGOING_LIMIT = 10_000


@dataclass(frozen=True)
class Change:
    table: str
    event: ChangeEvent
    id: uuid.UUID | None
    # For content_sections: which section changed, so subscribers to one section can filter.
    section: str | None = None
    # A change to rows visitors cannot see, before or after it (an event scheduled for later):
    # only staff sockets hear of it; visitors hear when it shows (the publication clock).
    staff_only: bool = False

    def to_json(self) -> str:
        return json.dumps(
            {
                "table": self.table,
                "event": self.event,
                "id": str(self.id) if self.id else None,
                "section": self.section,
                "staff_only": self.staff_only,
            }
        )

    @classmethod
    def from_json(cls, payload: str) -> "Change":
        data: dict[str, Any] = json.loads(payload)
        return cls(
            table=str(data["table"]),
            event=data["event"],
            id=uuid.UUID(data["id"]) if data.get("id") else None,
            section=data.get("section"),
            staff_only=bool(data.get("staff_only")),
        )


def everything_changed() -> list[Change]:
    """What to announce when changes may have been missed: every table, no particular row."""
    return [Change(table, "UPDATE", None) for table in TABLES]


Listener = Callable[[Change], None]


class Publisher(Protocol):
    """What a service announces its changes to: the feed itself (a worker that owns its
    transaction publishes once it committed), or a request's Announcements."""

    def publish(self, change: Change) -> None: ...


class Announcements:
    """The changes one request's unit of work made (deps.py), published on the feed once
    it committed, and dropped when it rolls back: nobody hears of a write that did not land,
    and nobody reads the old rows after hearing of a change."""

    def __init__(self, feed: "ChangeFeed") -> None:
        self._feed = feed
        self._waiting: list[Change] = []

    def publish(self, change: Change) -> None:
        self._waiting.append(change)

    def committed(self) -> None:
        waiting, self._waiting = self._waiting, []
        for change in waiting:
            self._feed.publish(change)


class ChangeFeed:
    """In-process by default; `start` connects the cross-process transport for the database."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []
        self._bridge: _PostgresBridge | _SqliteWatcher | None = None

    def listen(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def publish(self, change: Change) -> None:
        # This process first, so its next read already sees the change; then the others.
        self.dispatch(change)
        if isinstance(self._bridge, _PostgresBridge):
            self._bridge.send(change)

    def dispatch(self, change: Change) -> None:
        for listener in list(self._listeners):
            try:
                listener(change)
            except Exception:
                # One broken listener must not stop the others, nor fail a write that committed.
                log.exception("change listener failed for %s", change)

    async def start(self, engine: AsyncEngine) -> None:
        if engine.dialect.name == "postgresql":
            self._bridge = _PostgresBridge(self, asyncpg_dsn(engine))
        else:
            self._bridge = _SqliteWatcher(self, engine)
        await self._bridge.start()

    async def stop(self) -> None:
        if self._bridge is not None:
            await self._bridge.stop()
            self._bridge = None


def asyncpg_dsn(engine: AsyncEngine) -> str:
    return engine.url.set(drivername="postgresql").render_as_string(hide_password=False)


class _PostgresBridge:
    def __init__(self, feed: ChangeFeed, dsn: str) -> None:
        self._feed = feed
        self._dsn = dsn
        self._outgoing: asyncio.Queue[Change] = asyncio.Queue(maxsize=OUTGOING_LIMIT)
        self._connection: asyncpg.Connection[Any] | None = None
        self._task: asyncio.Task[None] | None = None
        self._connected = asyncio.Event()
        self._server_pid: int | None = None

    def send(self, change: Change) -> None:
        # Queued even while the connection is down: a write committed just after a database
        # restart, before this bridge has reconnected, still reaches the other processes.
        try:
            self._outgoing.put_nowait(change)
        except asyncio.QueueFull:
            log.warning("change feed queue full; %s not sent to other processes", change)

    async def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="change-feed-postgres")
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._connected.wait(), timeout=10)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        if self._connection is not None and not self._connection.is_closed():
            await self._connection.close()

    def _heard(self, _connection: object, pid: int, _channel: str, payload: object) -> None:
        if pid == self._server_pid:
            return  # our own NOTIFY: already dispatched when it was published
        try:
            change = Change.from_json(str(payload))
        except (ValueError, KeyError, TypeError):
            log.warning("ignoring a malformed change notification: %r", payload)
            return
        self._feed.dispatch(change)

    async def _run(self) -> None:
        first = True
        failures = 0
        while True:
            try:
                connection = await asyncpg.connect(self._dsn, timeout=CONNECT_TIMEOUT_SECONDS)
                self._connection = connection
                lost = asyncio.Event()
                # Fires when the server goes away (restart, failover), even with nothing to send.
                connection.add_termination_listener(_setter(lost))
                self._server_pid = connection.get_server_pid()
                await connection.add_listener(CHANNEL, self._heard)
                self._connected.set()
                if not first:
                    log.info("change feed reconnected to PostgreSQL")
                    # Notifications sent while we were away are lost: tell everyone to re-read.
                    for change in everything_changed():
                        self._feed.dispatch(change)
                first = False
                failures = 0
                await self._pump(connection, lost)
            except asyncio.CancelledError:
                raise
            except Exception as error:
                # Logged once per outage, not every RECONNECT_SECONDS while the database is down.
                if failures == 0:
                    log.warning("change feed lost PostgreSQL (%s); reconnecting", error)
                failures += 1
            if self._connection is not None and not self._connection.is_closed():
                self._connection.terminate()
            self._connection = None
            await asyncio.sleep(RECONNECT_SECONDS)

    async def _pump(self, connection: "asyncpg.Connection[Any]", lost: asyncio.Event) -> None:
        """Send queued NOTIFYs until the connection is lost; then raise."""
        lost_wait = asyncio.create_task(lost.wait())
        next_change: asyncio.Task[Change] | None = None
        try:
            while True:
                next_change = asyncio.create_task(self._outgoing.get())
                done, _ = await asyncio.wait(
                    {next_change, lost_wait},
                    timeout=KEEPALIVE_SECONDS,
                    return_when=asyncio.FIRST_COMPLETED,
                )
                if next_change not in done:
                    next_change.cancel()
                if lost_wait in done:
                    raise ConnectionError("the connection to PostgreSQL was closed")
                if next_change in done:
                    change = next_change.result()
                    await connection.execute("SELECT pg_notify($1, $2)", CHANNEL, change.to_json())
                else:
                    # A quiet connection may have died without a word (a dropped network).
                    await connection.execute("SELECT 1", timeout=KEEPALIVE_SECONDS)
        finally:
            # Stopped or lost while waiting: neither wait may outlive the pump.
            lost_wait.cancel()
            if next_change is not None:
                next_change.cancel()


def _setter(event: asyncio.Event) -> Callable[[object], None]:
    return lambda _connection: event.set()


class _SqliteWatcher:
    """Notices commits made by other processes to the same SQLite file."""

    def __init__(self, feed: ChangeFeed, engine: AsyncEngine) -> None:
        self._feed = feed
        self._engine = engine
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        # The version to compare with is read before start returns: a commit another process
        # makes right after is then noticed, not taken for the starting point.
        last = await self._version()
        self._task = asyncio.create_task(self._run(last), name="change-feed-sqlite")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _version(self) -> int:
        async with self._engine.connect() as connection:
            return int((await connection.execute(text("PRAGMA data_version"))).scalar_one())

    async def _run(self, last: int) -> None:
        # data_version is per connection; the engine keeps one, so our own commits don't move it.
        while True:
            await asyncio.sleep(SQLITE_POLL_SECONDS)
            try:
                version = await self._version()
            except Exception:
                log.exception("could not read SQLite's data_version")
                continue
            if version != last:
                last = version
                for change in everything_changed():
                    self._feed.dispatch(change)


async def announce(database_url: str, changes: Iterable[Change]) -> None:
    """For commands run outside the server: tell running servers what changed.

    On PostgreSQL this sends the NOTIFY; on SQLite the servers notice by themselves.
    """
    url = make_url(database_url)
    if not url.drivername.startswith("postgresql"):
        return
    connection = await asyncpg.connect(
        url.set(drivername="postgresql").render_as_string(hide_password=False)
    )
    try:
        for change in changes:
            await connection.execute("SELECT pg_notify($1, $2)", CHANNEL, change.to_json())
    finally:
        await connection.close()
