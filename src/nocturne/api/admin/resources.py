"""The admin API of a list resource: read all, create, update, delete.

Events, gallery items, packages and menu images follow the same four operations; this builds
their routers from one description so the rules (404, change feed, media release) live once.
"""

import uuid
from typing import Any

from fastapi import APIRouter, Response, status
from pydantic import BaseModel

from nocturne.api.deps import ChangesDep, SessionDep, StorageDep
from nocturne.schemas.common import ErrorResponse, InputModel
from nocturne.services.catalog import Resource

ERRORS: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorResponse},
    422: {"model": ErrorResponse},
}


def list_resource_router(
    *,
    path: str,
    singular: str,
    plural: str,
    resource: Resource[Any],
    input_model: type[InputModel],
    public_model: type[BaseModel],
    list_model: type[BaseModel],
    adjust: Any = None,
) -> APIRouter:
    """`adjust(values)` may fill derived fields (e.g. an image's own thumbnail) before saving."""
    router = APIRouter(prefix=path, tags=[f"admin: {plural.replace('_', ' ')}"])

    def values_of(data: InputModel) -> dict[str, Any]:
        values = data.model_dump()
        return adjust(values) if adjust else values

    async def read_all(session: SessionDep) -> Any:
        rows = [public_model.model_validate(row) for row in await resource.read_all(session)]
        return list_model(data=rows, count=len(rows))

    async def create(data: input_model, session: SessionDep, changes: ChangesDep) -> Any:  # type: ignore[valid-type]
        row = await resource.create(session, changes, values_of(data))
        return public_model.model_validate(row)

    async def update(
        row_id: uuid.UUID,
        data: input_model,  # type: ignore[valid-type]
        session: SessionDep,
        changes: ChangesDep,
        storage: StorageDep,
    ) -> Any:
        row = await resource.update(session, changes, storage, row_id, values_of(data))
        return public_model.model_validate(row)

    async def delete(
        row_id: uuid.UUID, session: SessionDep, changes: ChangesDep, storage: StorageDep
    ) -> Response:
        await resource.delete(session, changes, storage, row_id)
        return Response(status_code=status.HTTP_204_NO_CONTENT)

    router.add_api_route(
        "", read_all, methods=["GET"], operation_id=f"admin_read_{plural}",
        response_model=list_model, summary=f"All {plural.replace('_', ' ')}",
    )  # fmt: skip
    router.add_api_route(
        "", create, methods=["POST"], operation_id=f"create_{singular}",
        response_model=public_model, status_code=status.HTTP_201_CREATED, responses=ERRORS,
        summary=f"Add a {singular.replace('_', ' ')}",
    )  # fmt: skip
    router.add_api_route(
        "/{row_id}", update, methods=["PUT"], operation_id=f"update_{singular}",
        response_model=public_model, responses=ERRORS,
        summary=f"Change a {singular.replace('_', ' ')}",
    )  # fmt: skip
    router.add_api_route(
        "/{row_id}", delete, methods=["DELETE"], operation_id=f"delete_{singular}",
        status_code=status.HTTP_204_NO_CONTENT, responses=ERRORS,
        summary=f"Delete a {singular.replace('_', ' ')} (and its stored media)",
    )  # fmt: skip
    return router
