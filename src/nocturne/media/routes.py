"""Uploads and deletions of stored media: the bucket rules are in media/buckets.py."""

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request, Response, status

from nocturne import messages
from nocturne.core import audit
from nocturne.core.deps import CurrentStaff, SessionDep, StorageDep
from nocturne.core.errors import ApiError
from nocturne.core.schemas import ErrorResponse
from nocturne.media import references as media_refs
from nocturne.media import uploads
from nocturne.media.schemas import StoredFilePublic

router = APIRouter(prefix="/api/storage", tags=["storage"])

ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": ErrorResponse} for code in (400, 401, 403, 404, 409, 413, 415, 422)
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
    bucket: str, request: Request, storage: StorageDep, session: SessionDep, _staff: CurrentStaff
) -> StoredFilePublic:
    """Store one file under a fresh random name that keeps its extension.

    Buckets: logos and menu-images take images (2 MB and 10 MB); the others images and videos
    up to 100 MB. The type is read from the file's bytes and must match its extension.
    """
    stored = await uploads.receive(request, storage, bucket)
    audit.note(session, "create", "storage", stored.path, f"uploaded a file to {bucket}")
    await session.commit()
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
    """Remove a stored file by its public address (refused while the site still uses it)."""
    located = storage.locate(url)
    if located is None:
        # No stored file of ours can be at an address that is not ours.
        raise ApiError(
            404,
            messages.INVALID_FILE_URL,
            code="invalid_file_url",
            fields={"url": messages.INVALID_FILE_URL},
        )
    if await media_refs.is_referenced(session, *located):
        raise ApiError(409, messages.FILE_IN_USE, code="file_in_use")
    if not await storage.delete(*located):
        raise ApiError(404, messages.NOT_FOUND)
    audit.note(session, "delete", "storage", "/".join(located), "deleted a file")
    await session.commit()
    return Response(status_code=status.HTTP_204_NO_CONTENT)
