"""SQLite calls made on the event loop's own thread.

aiosqlite runs every call on a worker thread and wakes the event loop when it is done. With one
connection for the whole process (db.py), each request holds that connection across several of
these round trips, and under load each one waits for the busy event loop and the GIL: a burst
of reservations then queues for the connection, not for SQLite. A statement on a local SQLite
file in WAL mode takes microseconds, far less than the hop, so this connection runs each call
directly instead.

SQLite's own waiting is the exception: when another process holds the write lock, the call
fails at once (busy timeout 0 on this thread) and is run again on the worker thread with the
usual busy timeout, so the event loop never sleeps in SQLite's busy handler.
"""

import sqlite3
from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path
from typing import Any

import aiosqlite

BUSY_MESSAGES = ("database is locked", "database is busy", "database table is locked")
ITER_CHUNK_SIZE = 64


def is_busy(error: sqlite3.OperationalError) -> bool:
    message = str(error).lower()
    return any(text in message for text in BUSY_MESSAGES)


class InlineConnection(aiosqlite.Connection):
    def __init__(self, database: str, busy_timeout_ms: int, read_only: bool = False) -> None:
        super().__init__(partial(self._open, database, read_only), ITER_CHUNK_SIZE)
        self._busy_timeout_ms = busy_timeout_ms
        self._thread.daemon = True

    @staticmethod
    def _open(database: str, read_only: bool) -> sqlite3.Connection:
        # Opened on the worker thread, used from the event loop's: never at the same time.
        if read_only:
            # SQLite itself refuses this connection any write, checkpoints included (closing
            # the last connection to a WAL file checkpoints it): the writer stays the only one.
            uri = f"{Path(database).resolve().as_uri()}?mode=ro"
            connection = sqlite3.connect(uri, uri=True, check_same_thread=False)
        else:
            connection = sqlite3.connect(database, check_same_thread=False)
        connection.execute("PRAGMA busy_timeout=0")
        return connection

    async def _execute(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        if not self._running or not self._connection:
            raise ValueError("Connection closed")
        try:
            return fn(*args, **kwargs)
        except sqlite3.OperationalError as error:
            if not is_busy(error):
                raise
        # A statement refused as busy did nothing; wait for the lock off the event loop.
        return await super()._execute(  # type: ignore[no-untyped-call]
            self._patiently, partial(fn, *args, **kwargs)
        )

    def _patiently(self, call: Callable[[], Any]) -> Any:
        self._conn.execute(f"PRAGMA busy_timeout={int(self._busy_timeout_ms)}")
        try:
            return call()
        finally:
            self._conn.execute("PRAGMA busy_timeout=0")


def creator(
    database: str, busy_timeout_ms: int, read_only: bool = False
) -> Callable[[], Awaitable[aiosqlite.Connection]]:
    """For create_async_engine(async_creator=...)."""

    async def connect() -> aiosqlite.Connection:
        return await InlineConnection(database, busy_timeout_ms, read_only)

    return connect
