"""Serves stored media from the local data folder at /media/{bucket}/{name}."""

from starlette.responses import Response
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

from nocturne.services.media_types import CONTENT_TYPES

MEDIA_CACHE_CONTROL = "public, max-age=3600"


class MediaFiles(StaticFiles):
    """Static files with the storage cache rule (spec: 3600 s) and no content sniffing.

    Starlette's file responses already give ETag, Last-Modified and Range (206) answers.
    """

    async def get_response(self, path: str, scope: Scope) -> Response:
        response = await super().get_response(path, scope)
        response.headers["X-Content-Type-Options"] = "nosniff"
        extension = path.rsplit(".", 1)[-1].lower()
        if response.status_code in (200, 206) and extension in CONTENT_TYPES:
            # Our types, not the platform's guess (which calls .ogg audio).
            response.headers["Content-Type"] = CONTENT_TYPES[extension]
        if response.status_code in (200, 206, 304):
            response.headers["Cache-Control"] = MEDIA_CACHE_CONTROL
        return response
