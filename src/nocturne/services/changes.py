"""The change feed: every committed insert, update or delete is announced here.

Write paths call `publish` after their commit. In one process the feed is a plain list of
listeners; the site payload cache is one of them.
"""

import logging
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

log = logging.getLogger(__name__)

ChangeEvent = Literal["INSERT", "UPDATE", "DELETE"]


@dataclass(frozen=True)
class Change:
    table: str
    event: ChangeEvent
    id: uuid.UUID | None


Listener = Callable[[Change], None]


class ChangeFeed:
    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    def listen(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def publish(self, change: Change) -> None:
        for listener in list(self._listeners):
            try:
                listener(change)
            except Exception:
                # One broken listener must not stop the others, nor fail the write that committed.
                log.exception("change listener failed for %s", change)
