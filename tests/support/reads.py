"""Reading the public site as the response cache sees it: the statements a read runs, and an
answer made afresh by its route."""

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from fastapi import FastAPI
from httpx import AsyncClient, Response
from sqlalchemy import event

# Any credentials make a request its own: the response cache neither gives it a kept answer nor
# keeps its answer, so it reaches the route (a public route reads none of them).
AFRESH = {"Authorization": "Bearer made-afresh"}


async def afresh(client: AsyncClient, path: str) -> Response:
    """The route's answer to `path` made now, whatever the response cache keeps."""
    return await client.get(path, headers=AFRESH)


@contextmanager
def counted_queries(app: FastAPI) -> Iterator[list[str]]:
    """The SQL statements run while inside, on either engine."""
    statements: list[str] = []

    def seen(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        statements.append(statement)

    engines = {app.state.engine.sync_engine, app.state.read_engine.sync_engine}
    for engine in engines:
        event.listen(engine, "before_cursor_execute", seen)
    try:
        yield statements
    finally:
        for engine in engines:
            event.remove(engine, "before_cursor_execute", seen)
