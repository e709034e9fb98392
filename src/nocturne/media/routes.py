"""Uploads and deletions of stored media: the bucket rules are in media/buckets.py."""

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request, Response, status

from nocturne import messages
from nocturne.core import audit
from nocturne.core.errors import ApiError
from nocturne.core.schemas import ErrorResponse
from nocturne.deps import (
    ChangesDep,
    CurrentStaff,
    MediaDep,
    SessionDep,
    StorageDep,
    staff_router,
)
from nocturne.media import library, uploads
from nocturne.media import references as media_refs
from nocturne.media.addresses import is_rendition
from nocturne.media.schemas import FocusInput, MediaInfo, StoredFilePublic

router = APIRouter(prefix="/api/storage", tags=["storage"])

ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": ErrorResponse} for code in (400, 401, 403, 404, 409, 413, 415, 422)
}
MISSING: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorResponse},
    422: {"model": ErrorResponse},
}
MULTIPART_BODY = {
    "requestBody": {
        "required": True,
        "content": {
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "required": ["file"],
                    "properties": {"file": {"type": "string", "format": "binary"}},
                }
            }
        },
    }
}


@router.post(
    "/{bucket}",
    operation_id="upload_file",
    status_code=status.HTTP_201_CREATED,
    responses={**ERRORS, 503: {"model": ErrorResponse}, 507: {"model": ErrorResponse}},
    openapi_extra=MULTIPART_BODY,
)
async def upload_file(
    bucket: str,
    request: Request,
    storage: StorageDep,
    media: MediaDep,
    session: SessionDep,
    _staff: CurrentStaff,
) -> StoredFilePublic:
    """Store one file under a fresh random name that keeps its extension.

    Buckets: logos and menu-images take images (2 MB and 10 MB); the others images and videos
    up to 100 MB. The type is read from the file's bytes and must match its extension. A picture
    gets WebP renditions shortly after (listed in the site payload's `media`). A file no content
    refers to is removed after a grace period.
    """
    stored = await uploads.receive(request, storage, bucket)
    session.add(library.new_row(bucket, stored.name, stored.content_type, stored.size))
    audit.note(session, "create", "storage", stored.path, f"uploaded a file to {bucket}")
    await session.commit()
    media.wake()
    return StoredFilePublic(url=stored.url, path=stored.path)


@router.delete(
    "",
    operation_id="delete_file",
    status_code=status.HTTP_204_NO_CONTENT,
    responses=ERRORS,
)
async def delete_file(
    url: Annotated[str, Query(max_length=2048)],
    storage: StorageDep,
    session: SessionDep,
    _staff: CurrentStaff,
) -> Response:
    """Remove a stored file by its public address, with its renditions (refused while the
    site, an older version of its content or the trash still uses it, and for a rendition's
    own address: a rendition goes with its picture)."""
    located = storage.locate(url)
    if located is None:
        # No stored file of ours can be at an address that is not ours.
        raise ApiError(
            404,
            messages.INVALID_FILE_URL,
            code="invalid_file_url",
            fields={"url": messages.INVALID_FILE_URL},
        )
    if is_rendition(located[1]):
        raise ApiError(409, messages.FILE_IS_RENDITION, code="file_is_rendition")
    if await media_refs.is_referenced(session, *located):
        raise ApiError(409, messages.FILE_IN_USE, code="file_in_use")
    if not await library.remove_file(session, storage, *located):
        raise ApiError(404, messages.NOT_FOUND)
    audit.note(session, "delete", "storage", "/".join(located), "deleted a file")
    await session.commit()
    return Response(status_code=status.HTTP_204_NO_CONTENT)


admin_router = staff_router(tags=["admin: media"])


@admin_router.get("/media", operation_id="read_media_info", responses=MISSING)
async def read_media_info(
    url: Annotated[str, Query(max_length=2048)], session: SessionDep, storage: StorageDep
) -> MediaInfo:
    """A stored picture's size, focal point and renditions."""
    described = await library.describe(session, storage, [url])
    if url not in described:
        raise ApiError(404, messages.NOT_FOUND)
    return described[url]


@admin_router.put("/media/focus", operation_id="set_media_focus", responses=MISSING)
async def set_media_focus(
    data: FocusInput, session: SessionDep, storage: StorageDep, changes: ChangesDep
) -> MediaInfo:
    """Choose the point of a stored picture that stays in view wherever it is cropped."""
    await library.set_focus(session, storage, changes, data.url, data.focus_x, data.focus_y)
    return (await library.describe(session, storage, [data.url]))[data.url]
