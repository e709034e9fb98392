"""The change feed's own lifetime: what it starts, it stops."""

import asyncio

from nocturne.core.db import create_engine
from nocturne.live.changes import ChangeFeed


async def test_stopping_the_feed_leaves_no_task_of_its_own_running(migrated: str) -> None:
    engine = create_engine(migrated)
    feed = ChangeFeed()
    before = asyncio.all_tasks()
    try:
        await feed.start(engine)
        # The cross-process transport is now waiting for a change to send, or for a commit.
        await asyncio.sleep(0.2)
        await feed.stop()
    finally:
        await engine.dispose()
    await asyncio.sleep(0)  # a task cancelled by stop() finishes on the loop's next turn
    left = [task for task in asyncio.all_tasks() - before if not task.done()]
    assert left == [], f"still running after stop(): {left}"
