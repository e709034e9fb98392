"""The change feed's own lifetime: what it starts, it stops."""

import asyncio

from nocturne.core.db import create_engine
from nocturne.live.changes import ChangeFeed
from tests.support.polling import eventually


async def test_stopping_the_feed_leaves_no_task_of_its_own_running(migrated: str) -> None:
    engine = create_engine(migrated)
    feed = ChangeFeed()
    before = asyncio.all_tasks()
    try:
        await feed.start(engine)
        # The cross-process transport's tasks: its loop; on PostgreSQL, also its waits for a
        # change to send and for the connection's loss (started once it is connected).
        expected = 3 if engine.dialect.name == "postgresql" else 1
        await eventually(
            lambda: len([task for task in asyncio.all_tasks() - before if not task.done()]),
            lambda running: running >= expected,
            what="the feed's tasks waiting",
        )
        await feed.stop()
    finally:
        await engine.dispose()
    await asyncio.sleep(0)  # a task cancelled by stop() finishes on the loop's next turn
    left = [task for task in asyncio.all_tasks() - before if not task.done()]
    assert left == [], f"still running after stop(): {left}"
