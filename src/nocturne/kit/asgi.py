"""The frame of the application's own ASGI layers: each sees HTTP requests, and anything else
(the lifespan, the realtime socket) passes through it untouched."""

from starlette.types import ASGIApp, Receive, Scope, Send


class HttpLayer:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        await self.handle(scope, receive, send)

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        raise NotImplementedError
