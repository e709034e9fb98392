"""The WebSocket hub: who follows which table, and fan-out of each change to them.

Each change is serialised once and handed to every matching connection's own small queue, so one
slow browser never holds up the others; a browser too slow to keep up is disconnected, and its
client re-fetches when it reconnects.
"""

import asyncio
import json
import logging
from collections import defaultdict
from dataclasses import dataclass, field

from nocturne.services.changes import Change

log = logging.getLogger(__name__)

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
STAFF_TABLES = frozenset({"contact_submissions", "reservations", "users"})
QUEUE_LIMIT = 256


@dataclass(eq=False)
class Connection:
    """One browser's socket, as the hub sees it."""

    is_staff: bool = False
    # table -> the sections followed (None in the set means every row of the table).
    subscriptions: dict[str, set[str | None]] = field(default_factory=dict)
    outbox: asyncio.Queue[str | None] = field(
        default_factory=lambda: asyncio.Queue(maxsize=QUEUE_LIMIT)
    )
    overflowed: bool = False

    def offer(self, frame: str) -> None:
        try:
            self.outbox.put_nowait(frame)
        except asyncio.QueueFull:
            self.overflowed = True
            self.close()

    def close(self) -> None:
        # Make room for the closing sentinel even when the queue is full.
        while self.outbox.full():
            self.outbox.get_nowait()
        self.outbox.put_nowait(None)

    def wants(self, change: Change) -> bool:
        sections = self.subscriptions.get(change.table)
        if sections is None:
            return False
        if change.table in STAFF_TABLES and not self.is_staff:
            return False
        return None in sections or change.section is None or change.section in sections


class Hub:
    def __init__(self) -> None:
        self._by_table: dict[str, set[Connection]] = defaultdict(set)
        self.connections: set[Connection] = set()

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
        subscribers = self._by_table.get(change.table)
        if not subscribers:
            return
        frame = json.dumps(
            {
                "type": "change",
                "table": change.table,
                "event": change.event,
                "id": str(change.id) if change.id else None,
                **({"section": change.section} if change.section else {}),
            }
        )
        for connection in list(subscribers):
            if connection.wants(change):
                connection.offer(frame)

    def broadcast(self, frame: str) -> None:
        for connection in list(self.connections):
            connection.offer(frame)
