"""One set of FastAPI route contexts per test process, as a served process has.

FastAPI (0.16x) works out each route's dependencies, parameters and response model for an app
the first time a request is matched against that route's router: some 2 ms a route, about 190 ms
for the whole API. A served process does it once. The test suite starts a new app for nearly
every test, and that work was about half of the suite's time in Python.

Every app `create_app` builds includes the same module-level routers the same way, so the
contexts it would compute are equal for each app. Here they are computed once per process and
reused: for a route, a router and an include context equal in everything but the app the context
points back to for dependency overrides (which Nocturne never sets). Anything else is computed
afresh. A FastAPI without this internal step keeps its own behaviour, only slower.
"""

import dataclasses
from typing import Any

from fastapi import routing

_IncludedRouter: Any = getattr(routing, "_IncludedRouter", None)
_build = getattr(_IncludedRouter, "_build_effective_context", None)


def _without_app(context: Any) -> Any:
    return dataclasses.replace(context, dependency_overrides_provider=None)


def install() -> None:
    if _build is None or not dataclasses.is_dataclass(getattr(routing, "_RouterIncludeContext", 0)):
        return
    known: dict[tuple[int, int], tuple[Any, Any, Any, Any]] = {}

    def build_once(self: Any, route: Any) -> Any:
        if not isinstance(route, routing.APIRoute):
            return _build(self, route)
        key = (id(route), id(self.original_router))
        include = _without_app(self.include_context)
        entry = known.get(key)
        # The route and router are kept in the entry, so their ids cannot be reused by others.
        if entry is not None and entry[2] == include:
            return entry[3]
        context = _build(self, route)
        known[key] = (route, self.original_router, include, context)
        return context

    _IncludedRouter._build_effective_context = build_once
