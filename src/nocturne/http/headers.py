"""Security headers on every response (a raw ASGI middleware, cheap on every answer).

- Content-Security-Policy for the app: scripts only from this origin plus the one inline theme
  script (allowed by its hash, read from the build), media from this origin and the bucket store,
  frames only from Google Maps' embed, and the page itself never framed.
- Stored media is sandboxed: even if a file were read as a document it could run nothing.
"""

import base64
import hashlib
import re
from pathlib import Path

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from nocturne.config import Settings, origin_of
from nocturne.kit.asgi import HttpLayer

INLINE_SCRIPT = re.compile(
    r"<script(?![^>]*\bsrc=)(?![^>]*\btype=\"application/)[^>]*>(.*?)</script>", re.S
)
MAPS_ORIGIN = "https://www.google.com"
MEDIA_POLICY = (
    "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox"
)


def inline_script_hashes(index_html: Path) -> list[str]:
    if not index_html.is_file():
        return []
    return [
        "'sha256-" + base64.b64encode(hashlib.sha256(body.encode()).digest()).decode() + "'"
        for body in INLINE_SCRIPT.findall(index_html.read_text())
    ]


def app_policy(settings: Settings, script_hashes: list[str]) -> str:
    own = origin_of(settings.public_url)
    others = sorted(origin for origin in settings.allowed_media_origins if origin != own)
    sources = " ".join(["'self'", "data:", "blob:", *others])
    return "; ".join(
        [
            "default-src 'self'",
            " ".join(["script-src", "'self'", *script_hashes]),
            "style-src 'self' 'unsafe-inline'",
            f"img-src {sources}",
            f"media-src {sources}",
            "font-src 'self'",
            "connect-src 'self'",
            f"frame-src {MAPS_ORIGIN}",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
            "frame-ancestors 'none'",
        ]
    )


def header_sets(settings: Settings) -> tuple[list[tuple[bytes, bytes]], list[tuple[bytes, bytes]]]:
    """The raw headers added to the app's answers and to stored media's."""
    common = [
        ("x-content-type-options", "nosniff"),
        ("referrer-policy", "strict-origin-when-cross-origin"),
        ("x-frame-options", "DENY"),
        ("cross-origin-opener-policy", "same-origin"),
        ("permissions-policy", "camera=(), microphone=(), geolocation=()"),
    ]
    if settings.public_url.startswith("https://"):
        common.append(("strict-transport-security", "max-age=31536000; includeSubDomains"))
    policy = app_policy(settings, inline_script_hashes(settings.resolved_web_dist / "index.html"))
    app_headers = _raw([*common, ("content-security-policy", policy)])
    media_headers = _raw(
        [*common, ("content-security-policy", MEDIA_POLICY), ("content-disposition", "inline")]
    )
    return app_headers, media_headers


class SecurityHeaders(HttpLayer):
    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        super().__init__(app)
        self.app_headers, self.media_headers = header_sets(settings)

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        extra = self.media_headers if scope["path"].startswith("/media/") else self.app_headers

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                present = {name.lower() for name, _ in message.get("headers", [])}
                message["headers"] = [
                    *message.get("headers", []),
                    *(header for header in extra if header[0] not in present),
                ]
            await send(message)

        await self.app(scope, receive, send_with_headers)


def _raw(headers: list[tuple[str, str]]) -> list[tuple[bytes, bytes]]:
    return [(name.encode(), value.encode()) for name, value in headers]
