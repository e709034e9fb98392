"""Query parameters follow the rule request bodies follow: text no database can store (a NUL, other
control characters, DEL) is refused with a message on the parameter before anything runs.

The operations are read from the OpenAPI document, so a parameter added later is covered without
editing this file.
"""

import re
import uuid
from typing import Any

import pytest
from httpx import AsyncClient

from nocturne import messages
from nocturne.app import create_app
from nocturne.config import Settings


def _takes_text(schema: dict[str, Any]) -> bool:
    return schema.get("type") == "string" or any(_takes_text(s) for s in schema.get("anyOf", []))


def text_query_parameters() -> list[tuple[str, str, str]]:
    document = create_app(Settings(secret_key="x" * 32)).openapi()
    return sorted(
        (method.upper(), path, parameter["name"])
        for path, methods in document["paths"].items()
        for method, operation in methods.items()
        for parameter in operation.get("parameters", [])
        if parameter["in"] == "query" and _takes_text(parameter["schema"])
    )


TEXT_QUERY_PARAMETERS = text_query_parameters()


def test_the_staff_searches_are_among_the_parameters_walked() -> None:
    walked = {(path, name) for _method, path, name in TEXT_QUERY_PARAMETERS}
    assert {
        ("/api/admin/reservations", "q"),
        ("/api/admin/reservations.csv", "q"),
        ("/api/admin/audit-log", "actor"),
        ("/api/admin/audit-log", "entity"),
    } <= walked


def concrete(path: str) -> str:
    """Path parameters filled with a value the route matches."""
    return re.sub(r"\{[^}]+\}", lambda _: str(uuid.uuid4()), path)


@pytest.mark.parametrize("text", ["a\x00b", "bell \x07", "del \x7f"], ids=["NUL", "BEL", "DEL"])
@pytest.mark.parametrize(("method", "path", "name"), TEXT_QUERY_PARAMETERS)
async def test_a_query_parameter_no_database_can_store_gets_a_field_message(
    staff_client: AsyncClient, method: str, path: str, name: str, text: str
) -> None:
    """Red team: a NUL in a staff search answered 500 on PostgreSQL."""
    response = await staff_client.request(method, concrete(path), params={name: text}, json={})
    assert response.status_code == 422, response.text
    assert response.json()["error"] == {
        "code": "validation_error",
        "message": messages.TEXT_UNSAVEABLE,
        "fields": {name: messages.TEXT_UNSAVEABLE},
    }


async def test_ordinary_text_in_a_query_parameter_is_still_searched(
    staff_client: AsyncClient,
) -> None:
    for path, params in (
        ("/api/admin/reservations", {"q": "Olivia\tHart"}),
        ("/api/admin/reservations.csv", {"q": "Olivia"}),
        ("/api/admin/audit-log", {"actor": "staff", "entity": "events"}),
    ):
        assert (await staff_client.get(path, params=params)).status_code == 200, path
