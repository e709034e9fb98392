"""Clocks a test moves by hand (kit/clock.py's seam): a backoff, a lease or a scheduled moment
runs out when the test says, not when the machine gets round to it.

`ManualClock` keeps its own time. `TravellingClock` is the process's wall clock under
time-machine, for code that also reads `datetime.now()` or `time.time()` directly (the public
routes, the caches): moving it moves them too. A wait on either ends when its event is set or
when the test moves the clock to its end; the event loop's own timers are never involved.
"""

import asyncio
from collections.abc import Awaitable
from datetime import UTC, datetime, timedelta
from typing import TypeVar

import time_machine

from nocturne.kit.clock import Clock

T = TypeVar("T")


class ManualClock(Clock):
    def __init__(self, start: datetime | None = None) -> None:
        self._now = start or datetime.now(UTC)
        # (end, future) of each wait under way.
        self._timers: list[tuple[datetime, asyncio.Future[None]]] = []
        self._registered = asyncio.Event()

    def now(self) -> datetime:
        return self._now

    def _move(self, by: timedelta) -> None:
        self._now += by

    def advance(self, seconds: float) -> None:
        """Move the time on by `seconds` and end the waits whose end it reached."""
        self._move(timedelta(seconds=seconds))
        now = self.now()
        for timer in list(self._timers):
            end, future = timer
            if end <= now:
                self._timers.remove(timer)
                if not future.done():
                    future.set_result(None)

    def advance_to(self, moment: datetime) -> None:
        self.advance(max(0.0, (moment - self.now()).total_seconds()))

    # -- the seam ---------------------------------------------------------------------------

    async def sleep(self, seconds: float) -> None:
        if seconds <= 0:
            await asyncio.sleep(0)
            return
        timer = self._timer(seconds)
        try:
            await timer[1]
        finally:
            self._forget(timer)

    async def wait(self, event: asyncio.Event, seconds: float) -> bool:
        if event.is_set():
            return True
        if seconds <= 0:
            return False
        timer = self._timer(seconds)
        waiter = asyncio.ensure_future(event.wait())
        try:
            await asyncio.wait({waiter, timer[1]}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            self._forget(timer)
            waiter.cancel()
        return event.is_set()

    def _timer(self, seconds: float) -> tuple[datetime, asyncio.Future[None]]:
        timer = (
            self.now() + timedelta(seconds=seconds),
            asyncio.get_running_loop().create_future(),
        )
        self._timers.append(timer)
        self._registered.set()
        return timer

    def _forget(self, timer: tuple[datetime, asyncio.Future[None]]) -> None:
        if timer in self._timers:
            self._timers.remove(timer)
        timer[1].cancel()

    # -- what the test waits for ------------------------------------------------------------

    def waits(self) -> list[float]:
        """The waits under way, as the seconds each has left."""
        now = self.now()
        return sorted((end - now).total_seconds() for end, _ in self._timers)

    async def waiting(
        self,
        seconds: float | None = None,
        *,
        ending: datetime | None = None,
        within: float = 10.0,
    ) -> None:
        """Return once something waits on this clock: the worker has reached its wait. With
        `seconds`, a wait of exactly that long from now; with `ending`, one that ends then (give
        or take a second: a wall clock ticks while the waiter works its wait out). Fails after
        `within` real seconds."""

        def found() -> bool:
            now = self.now()
            for end, _ in self._timers:
                if seconds is not None and end - now != timedelta(seconds=seconds):
                    continue
                if ending is not None and abs(end - ending) >= timedelta(seconds=1):
                    continue
                return True
            return False

        try:
            async with asyncio.timeout(within):
                while not found():
                    self._registered.clear()
                    await self._registered.wait()
        except TimeoutError:
            raise AssertionError(
                f"nothing waited on the clock for {seconds} s or until {ending} "
                f"(waits, in seconds: {self.waits()})"
            ) from None

    async def jumping(self, work: Awaitable[T], *, within: float = 10.0) -> T:
        """Run `work`, moving the clock to the end of its earliest wait each time it waits on
        the clock (as the time would pass for it, at once). Fails after `within` real seconds."""
        task = asyncio.ensure_future(work)
        try:
            async with asyncio.timeout(within):
                while not task.done():
                    if self._timers:
                        self.advance_to(min(end for end, _ in self._timers))
                    self._registered.clear()
                    registered = asyncio.ensure_future(self._registered.wait())
                    await asyncio.wait({task, registered}, return_when=asyncio.FIRST_COMPLETED)
                    registered.cancel()
        finally:
            task.cancel()
        return task.result()


class TravellingClock(ManualClock):
    """The wall clock under time-machine's `traveller` (time ticks on by itself; `advance`
    jumps it, for everything in this process that reads the time)."""

    def __init__(self, traveller: time_machine.Traveller) -> None:
        super().__init__()
        self._traveller = traveller

    def now(self) -> datetime:
        return datetime.now(UTC)

    def _move(self, by: timedelta) -> None:
        self._traveller.shift(by)
