"""The fast path for the two requests a traffic spike is made of: GET /api/site and GET /.

Both are answered from ready bytes before FastAPI's routing and dependency injection run: no
database query, no model validation, no per-request serialisation. Everything else goes on to
the application unchanged.
"""

from starlette.types import ASGIApp, Receive, Scope, Send

from nocturne.prepared import Prepared, answer
from nocturne.services.site import SiteCache
from nocturne.web import SpaShell


class HotPaths:
    def __init__(self, app: ASGIApp, site_cache: SiteCache, shell: SpaShell) -> None:
        self.app = app
        self.site_cache = site_cache
        self.shell = shell

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] in ("GET", "HEAD"):
            path = scope["path"]
            if path == "/api/site":
                await self._send(scope, send, (await self.site_cache.get()).json)
                return
            if path == "/" and self.shell.built:
                await self._send(scope, send, await self.shell.page())
                return
        await self.app(scope, receive, send)

    async def _send(self, scope: Scope, send: Send, prepared: Prepared) -> None:
        if_none_match = accept_encoding = None
        for name, value in scope["headers"]:
            if name == b"if-none-match":
                if_none_match = value.decode("latin-1")
            elif name == b"accept-encoding":
                accept_encoding = value.decode("latin-1")
        status, headers, body = answer(prepared, if_none_match, accept_encoding)
        await send(
            {
                "type": "http.response.start",
                "status": status,
                "headers": [(k.encode(), v.encode()) for k, v in headers],
            }
        )
        await send(
            {"type": "http.response.body", "body": b"" if scope["method"] == "HEAD" else body}
        )
