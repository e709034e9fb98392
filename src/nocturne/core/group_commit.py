"""SQLite group commit: an answered write is on disk, and concurrent writes share one fsync.

The writer commits with `synchronous=NORMAL` (db.py): the commit's frames are in the WAL file
but not yet forced to the disk, so the commit survives the process being killed but not the
machine losing power. Syncing on every commit (`synchronous=FULL`) would stall the event loop,
which runs the SQLite calls (core/sqlite.py), for an fsync per write, one write after another.

Instead, a request that committed waits, before its answer is sent, for an fsync of the WAL file
that began after its commit. One fsync runs at a time, on a worker thread: the commits made while
it runs are all covered by the next one, so a burst of writes is made durable by a few fsyncs,
and the event loop goes on serving meanwhile. What SQLite recovers after a power loss is every
commit up to the last one whose frames were synced, so an answered write is never lost.
Checkpoints sync the WAL and the database file themselves, as in any synchronous mode.
"""

import asyncio
import contextvars
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncEngine
from starlette.types import ASGIApp, Message, Receive, Scope, Send


@dataclass
class _Request:
    # The number of the last commit this request made (0: none).
    commit: int = 0


# The one call that forces a file to the disk (a name of its own, so a test can slow it down).
fsync = os.fsync
_current: contextvars.ContextVar[_Request | None] = contextvars.ContextVar(
    "nocturne_group_commit_request", default=None
)


class GroupCommit:
    def __init__(self, database: Path) -> None:
        self._wal = Path(f"{database}-wal")
        self._directory = database.parent
        self._committed = 0
        self._synced = 0
        self._syncing: asyncio.Task[None] | None = None
        self._directory_synced = False
        # How many fsyncs ran, and for how many commits (for the tests and the bench).
        self.syncs = 0

    def watch(self, engine: AsyncEngine) -> None:
        """Count the commits made through this engine's connections."""
        event.listen(engine.sync_engine, "commit", self._on_commit)

    def _on_commit(self, _connection: Any) -> None:
        number = self.committed()
        request = _current.get()
        if request is not None:
            request.commit = number

    def committed(self) -> int:
        """Count a commit made on this database's writing connection (through the engine, or by
        the booking desk on the driver's connection, core/statements.py): its number, to wait
        for with `durable`."""
        self._committed += 1
        return self._committed

    @contextmanager
    def counting(self) -> Iterator["_Request"]:
        """Notes the number of the last commit made inside the block (by this task), to wait
        for with `durable` before the answer goes out."""
        request = _Request()
        token = _current.set(request)
        try:
            yield request
        finally:
            _current.reset(token)

    async def durable(self, commit: int) -> None:
        """Returns once an fsync that began after commit number `commit` has finished."""
        while self._synced < commit:
            if self._syncing is None:
                self._syncing = asyncio.create_task(self._sync())
            # Shielded: a client that hung up must not cancel the fsync others wait for.
            await asyncio.shield(self._syncing)

    async def _sync(self) -> None:
        covered = self._committed
        try:
            await asyncio.to_thread(self._fsync)
        finally:
            self._syncing = None
        self._synced = max(self._synced, covered)
        self.syncs += 1

    def _fsync(self) -> None:
        # Opened each time: another process closing the database last removes the WAL file.
        if self._wal.exists():
            descriptor = os.open(self._wal, os.O_RDONLY)
            try:
                fsync(descriptor)
            finally:
                os.close(descriptor)
        if not self._directory_synced:
            # The WAL file's own name must survive a power loss too (once per process).
            descriptor = os.open(self._directory, os.O_RDONLY)
            try:
                fsync(descriptor)
            finally:
                os.close(descriptor)
            self._directory_synced = True


class DurableAnswers:
    """Holds back the answer of a request that committed until its commit is on disk. When the
    disk refuses the flush, the request is answered `failed(error)` instead of its own answer:
    what it wrote may not survive a power loss, so it is not confirmed."""

    def __init__(
        self,
        app: ASGIApp,
        group_commit: GroupCommit | None,
        failed: Callable[[Exception], ASGIApp],
    ) -> None:
        self.app = app
        self.group_commit = group_commit
        self.failed = failed

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        group_commit = self.group_commit
        if group_commit is None or scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        replaced = False
        with group_commit.counting() as request:

            async def send_when_durable(message: Message) -> None:
                nonlocal replaced
                if replaced:
                    return  # the rest of the answer the failure replaced
                if message["type"] == "http.response.start" and request.commit:
                    try:
                        await group_commit.durable(request.commit)
                    except Exception as error:
                        replaced = True
                        await self.failed(error)(scope, receive, send)
                        return
                await send(message)

            await self.app(scope, receive, send_when_durable)
