"""The OpenAPI document, made truthful about the error shape every failure uses."""

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

ERROR_REF = {"$ref": "#/components/schemas/ErrorResponse"}
ERROR_JSON = {"application/json": {"schema": ERROR_REF}}
FASTAPI_VALIDATION_SCHEMAS = ("HTTPValidationError", "ValidationError")


def install(app: FastAPI) -> None:
    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            app.openapi_schema = _truthful(
                get_openapi(
                    title=app.title,
                    version=app.version,
                    summary=app.summary,
                    routes=app.routes,
                )
            )
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]


def _truthful(document: dict[str, Any]) -> dict[str, Any]:
    """Our handlers answer validation failures with ErrorResponse, not FastAPI's default."""
    for path in document.get("paths", {}).values():
        for operation in path.values():
            if "requestBody" in operation:
                operation["responses"].setdefault(
                    "400", {"description": "The body could not be read.", "content": ERROR_JSON}
                )
            response = operation.get("responses", {}).get("422")
            if response is not None:
                response["content"] = {"application/json": {"schema": ERROR_REF}}
                response.setdefault("description", "Validation Error")
    schemas = document.setdefault("components", {}).setdefault("schemas", {})
    for name in FASTAPI_VALIDATION_SCHEMAS:
        schemas.pop(name, None)
    return document
