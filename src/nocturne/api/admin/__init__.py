"""The admin API: every route here requires an approved staff account."""

from fastapi import APIRouter, Depends

from nocturne.api.admin import catalog, operations, site_content, users
from nocturne.api.deps import require_staff
from nocturne.schemas.common import ErrorResponse

router = APIRouter(
    prefix="/api/admin",
    dependencies=[Depends(require_staff)],
    responses={
        401: {"model": ErrorResponse, "description": "No valid access token."},
        403: {"model": ErrorResponse, "description": "The account is not approved."},
    },
)
router.include_router(users.router)
router.include_router(site_content.router)
router.include_router(operations.router)
for resource_router in (
    catalog.events,
    catalog.gallery_items,
    catalog.packages,
    catalog.menu_images,
):
    router.include_router(resource_router)
