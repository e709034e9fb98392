"""Serves stored media from the local data folder at /media/{bucket}/{name}.

Small files (images, icons) are answered from memory: a stored file never changes under its name
(names are random), so its bytes are kept in a bounded LRU cache, checked against the file's size
and modification time on each request. That spares the thread hops Starlette's file responses
make for every request, which is what a gallery full of thumbnails costs under a traffic spike.
Large files (videos) and Range requests are streamed from disk as before.
"""

import hashlib
import mimetypes
import re
import stat
from collections import OrderedDict
from email.utils import formatdate
from os import PathLike, stat_result

from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.responses import Response
from starlette.staticfiles import NotModifiedResponse, StaticFiles
from starlette.types import Scope

from nocturne.media.sniffing import CONTENT_TYPES

MEDIA_CACHE_CONTROL = "public, max-age=3600"
CACHED_FILE_MAX = 1024 * 1024
CACHE_BYTES = 64 * 1024 * 1024


class MediaFiles(StaticFiles):
    """Static files with the storage cache rule (an hour) and no content sniffing.

    Answers carry ETag and Last-Modified (and 304 on revalidation); Range requests get 206.
    """

    def __init__(
        self,
        *,
        directory: str | PathLike[str],
        cached_file_max: int = CACHED_FILE_MAX,
        cache_bytes: int = CACHE_BYTES,
    ) -> None:
        super().__init__(directory=directory)
        self._cached_file_max = cached_file_max
        self._cache_bytes = cache_bytes
        self._cache: OrderedDict[str, tuple[tuple[int, int], bytes]] = OrderedDict()
        self._cached = 0

    async def get_response(self, path: str, scope: Scope) -> Response:
        if scope["method"] not in ("GET", "HEAD"):
            raise HTTPException(405, headers={"Allow": "GET, HEAD"})
        scope = _without_malformed_range(scope)
        response = self._from_memory(path, scope) or await super().get_response(path, scope)
        response.headers["X-Content-Type-Options"] = "nosniff"
        extension = path.rsplit(".", 1)[-1].lower()
        if response.status_code in (200, 206) and extension in CONTENT_TYPES:
            # Our types, not the platform's guess (which calls .ogg audio).
            response.headers["Content-Type"] = CONTENT_TYPES[extension]
        if response.status_code in (200, 206, 304):
            response.headers["Cache-Control"] = MEDIA_CACHE_CONTROL
        return response

    def _from_memory(self, path: str, scope: Scope) -> Response | None:
        """The answer for a small file, or None to let Starlette stream it (or refuse it)."""
        if scope["method"] not in ("GET", "HEAD"):
            return None
        request_headers = Headers(scope=scope)
        if "range" in request_headers:
            return None
        try:
            full_path, found = self.lookup_path(path)
        except (OSError, ValueError):
            return None
        if (
            found is None
            or not stat.S_ISREG(found.st_mode)
            or found.st_size > self._cached_file_max
        ):
            return None
        body = self._read(full_path, found)
        if body is None:
            return None
        media_type = mimetypes.guess_type(full_path)[0] or "text/plain"
        response = Response(body, media_type=media_type, headers=stat_headers(found))
        if self.is_not_modified(response.headers, request_headers):
            return NotModifiedResponse(response.headers)
        return response

    def _read(self, full_path: str, found: stat_result) -> bytes | None:
        version = (found.st_mtime_ns, found.st_size)
        cached = self._cache.get(full_path)
        if cached is not None and cached[0] == version:
            self._cache.move_to_end(full_path)
            return cached[1]
        try:
            with open(full_path, "rb") as file:
                body = file.read(self._cached_file_max + 1)
        except OSError:
            return None
        if len(body) != found.st_size:
            return None  # changed while we read: let the streaming path answer
        if cached is not None:
            self._cached -= len(cached[1])
        self._cache[full_path] = (version, body)
        self._cached += len(body)
        while self._cached > self._cache_bytes:
            _, (_, dropped) = self._cache.popitem(last=False)
            self._cached -= len(dropped)
        return body


# What a Range header must look like to be read (RFC 9110, 14.1.1): bytes, one or more ranges.
RANGE = re.compile(r"bytes=\s*(?:\d+-\d*|-\d+)(?:\s*,\s*(?:\d+-\d*|-\d+))*\s*")


def _without_malformed_range(scope: Scope) -> Scope:
    """A Range header that cannot be read is ignored, as HTTP allows: the whole file answers
    (Starlette would answer 400 in plain text)."""
    headers = scope["headers"]
    malformed = [
        value
        for name, value in headers
        if name == b"range" and not RANGE.fullmatch(value.decode("latin-1"))
    ]
    if not malformed:
        return scope
    return {**scope, "headers": [(name, value) for name, value in headers if name != b"range"]}


def stat_headers(found: stat_result) -> dict[str, str]:
    """The same Last-Modified and ETag Starlette's file responses give for the file."""
    etag_base = f"{found.st_mtime}-{found.st_size}"
    return {
        "last-modified": formatdate(found.st_mtime, usegmt=True),
        "etag": f'"{hashlib.md5(etag_base.encode(), usedforsecurity=False).hexdigest()}"',
    }
