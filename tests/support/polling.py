"""Waiting for something another task or process does (a change heard, a mail sent): a poll with
a deadline and a message that says what never happened. Waiting for time to pass is not this:
move a clock instead (tests/support/clock.py)."""

import asyncio
import inspect
from collections.abc import Awaitable, Callable
from typing import TypeVar

T = TypeVar("T")


async def eventually(
    probe: Callable[[], Awaitable[T] | T],
    until: Callable[[T], object] = bool,
    *,
    what: str = "",
    seconds: float = 10.0,
    every: float = 0.05,
) -> T:
    """Call `probe` (a function, or a coroutine function) until `until` holds for what it
    returns, and return that; fail with the last value seen once `seconds` have passed."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while True:
        seen = probe()
        if inspect.isawaitable(seen):
            seen = await seen
        if until(seen):  # type: ignore[arg-type]
            return seen  # type: ignore[return-value]
        if loop.time() >= deadline:
            raise AssertionError(
                f"{what or getattr(probe, '__name__', 'the probe')}: still {seen!r} "
                f"after {seconds} s"
            )
        await asyncio.sleep(every)
