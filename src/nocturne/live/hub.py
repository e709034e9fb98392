"""The WebSocket hub: who follows which table, and fan-out of each change to them.

Each change is serialised once. It is written to the subscribers in chunks, each chunk by one
task, socket after socket: a write to a healthy socket only fills its buffer and returns, so a
chunk goes out at memory speed, and a socket whose buffer is full (a stuck browser) can delay only
its own chunk until the protocol's ping timeout drops it. Idle sockets cost no task of their own.
"""

import asyncio
import json
import logging
import time
import uuid
from collections import defaultdict
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any

from nocturne.accounts import roles
from nocturne.live.changes import STAFF_TABLES, Change

log = logging.getLogger(__name__)

CHUNK = 500

Send = Callable[[str], Awaitable[None]]


@dataclass(frozen=True)
class StaffGrant:
    """What a socket's staff token proved: whose it is, its session, and until when."""

    user_id: uuid.UUID
    session_id: uuid.UUID
    expires_at: float  # epoch seconds: the access token's expiry
    token: str
    role: str = "host"


@dataclass(eq=False)
class Connection:
    """One browser's socket, as the hub sees it."""

    send: Send
    staff: StaffGrant | None = None
    # Checks the staff token again against the database (the route sets it).
    recheck: Callable[[], Coroutine[Any, Any, None]] | None = None
    # table -> the sections followed (None in the set means every row of the table).
    subscriptions: dict[str, set[str | None]] = field(default_factory=dict)

    @property
    def is_staff(self) -> bool:
        """Staff tables are delivered only while the token shown is valid: its expiry ends the
        grant (the browser shows the refreshed token as it gets it)."""
        return self.staff is not None and time.time() < self.staff.expires_at

    def may_follow(self, table: str) -> bool:
        """A staff table reaches a socket whose token is valid and whose role may read it."""
        return self.staff is not None and self.is_staff and roles.may_follow(self.staff.role, table)

    def wants(self, change: Change) -> bool:
        sections = self.subscriptions.get(change.table)
        if sections is None:
            return False
        if change.table in STAFF_TABLES and not self.may_follow(change.table):
            return False
        if change.staff_only and not self.is_staff:
            return False
        return None in sections or change.section is None or change.section in sections


class Hub:
    def __init__(self) -> None:
        self._by_table: dict[str, set[Connection]] = defaultdict(set)
        self.connections: set[Connection] = set()
        self._sending: set[asyncio.Task[None]] = set()

    def join(self, connection: Connection) -> None:
        self.connections.add(connection)

    def leave(self, connection: Connection) -> None:
        self.connections.discard(connection)
        for table in connection.subscriptions:
            self._by_table[table].discard(connection)

    def subscribe(self, connection: Connection, table: str, section: str | None) -> None:
        connection.subscriptions.setdefault(table, set()).add(section)
        self._by_table[table].add(connection)

    def unsubscribe(self, connection: Connection, table: str, section: str | None) -> None:
        sections = connection.subscriptions.get(table)
        if sections is None:
            return
        sections.discard(section)
        if not sections:
            del connection.subscriptions[table]
            self._by_table[table].discard(connection)

    def on_change(self, change: Change) -> None:
        if change.table == "users" and change.id is not None:
            self.recheck_staff(change.id)
        subscribers = self._by_table.get(change.table)
        if not subscribers:
            return
        frame = {
            "type": "change",
            "table": change.table,
            "event": change.event,
            "id": None,
            **({"section": change.section} if change.section else {}),
        }
        targets = [c for c in subscribers if c.wants(change)]
        # A visitor's page reads the table again whatever row changed, so it is not told which:
        # a row it may not see yet (an event scheduled for later) keeps its id to itself.
        visitors = [c for c in targets if not c.is_staff]
        staff = [c for c in targets if c.is_staff]
        if visitors:
            self._fan_out(visitors, json.dumps(frame))
        if staff:
            frame["id"] = str(change.id) if change.id else None
            self._fan_out(staff, json.dumps(frame))

    def recheck_staff(self, user_id: uuid.UUID | None = None) -> None:
        """An account changed (revoked, signed out), or with no `user_id` a rule every account
        is held to (the roles that must use a second factor): the sockets concerned hear no staff
        table until their token has been checked again, and keep hearing them only if it still
        holds."""
        for connection in self.connections:
            if connection.staff is None:
                continue
            if user_id is not None and connection.staff.user_id != user_id:
                continue
            grant, connection.staff = connection.staff, None
            if connection.recheck is not None:
                task = asyncio.create_task(connection.recheck())
                self._sending.add(task)
                task.add_done_callback(self._sending.discard)
            log.info("live feed: staff grant of session %s suspended for a check", grant.session_id)

    def broadcast(self, frame: str) -> None:
        self._fan_out(list(self.connections), frame)

    def _fan_out(self, targets: list[Connection], frame: str) -> None:
        for start in range(0, len(targets), CHUNK):
            task = asyncio.create_task(_send_each(targets[start : start + CHUNK], frame))
            self._sending.add(task)
            task.add_done_callback(self._sending.discard)


async def _send_each(connections: list[Connection], frame: str) -> None:
    for connection in connections:
        try:
            await connection.send(frame)
        except Exception:
            # A socket closing as we write: its own receive loop takes it out of the hub.
            log.debug("could not send to a closing socket", exc_info=True)
