"""A round of work each process runs every so often (the day's reminders, erasing forgotten
guests): at start, then after each wait; a round that fails is logged and tried again after
`retry_seconds` at least. Stopping cancels the round under way, which holds nothing a
cancellation could leave half done (each round's writes are transactions of their own)."""

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from nocturne.kit.clock import Clock

log = logging.getLogger(__name__)

STOP_SECONDS = 5.0


class Periodic:
    def __init__(
        self,
        name: str,
        work: Callable[[], Awaitable[object]],
        every: Callable[[], float],
        clock: Clock,
        retry_seconds: float = 30.0,
    ) -> None:
        self._name = name
        self._work = work
        self._every = every
        self._clock = clock
        self._retry_seconds = retry_seconds
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self.run(), name=self._name)

    async def stop(self) -> None:
        if self._task is None:
            return
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError, TimeoutError):
            await asyncio.wait_for(self._task, STOP_SECONDS)
        self._task = None

    async def run(self) -> None:
        while True:
            wait = self._every()
            try:
                await self._work()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("%s: the round failed; trying again", self._name)
                wait = max(wait, self._retry_seconds)
            await self._clock.sleep(wait)
