"""The time a worker reads and the waits it makes, as one object a test can replace.

A worker that decides by the time (a mail's next attempt, a claim's lease, a scheduled event's
moment) and waits for it takes a `Clock` (the real one, `SYSTEM_CLOCK`, unless told otherwise):
it reads `now()` and waits with `sleep()` or `wait()`, never with the loop's own timers. A test
gives it a clock it moves by hand (tests/support/clock.py), so a backoff or a lease runs out when
the test says, however slow the machine.
"""

import asyncio
from datetime import UTC, datetime


class Clock:
    """The real clock: the wall-clock time, and the event loop's timers for the waits."""

    def now(self) -> datetime:
        return datetime.now(UTC)

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(seconds)

    async def wait(self, event: asyncio.Event, seconds: float) -> bool:
        """Wait until `event` is set or `seconds` have passed; whether it was set."""
        try:
            await asyncio.wait_for(event.wait(), seconds)
        except TimeoutError:
            return False
        return True


SYSTEM_CLOCK = Clock()
