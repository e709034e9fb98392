"""No admin operation answers an anonymous, expired, tampered or unapproved caller.

The operations are read from the OpenAPI document, so an operation added later is covered
without editing this file. Public operations are the ones tagged "public" or "auth".
"""

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.accounts import tokens
from nocturne.app import create_app
from nocturne.config import Settings
from nocturne.models import User
from tests.support.auth import reissued, staff_token

PUBLIC_TAGS = {"public", "auth"}


def guarded_operations() -> list[tuple[str, str]]:
    document = create_app(Settings(secret_key="x" * 32)).openapi()
    operations = []
    for path, methods in document["paths"].items():
        for method, operation in methods.items():
            if not PUBLIC_TAGS & set(operation.get("tags", [])):
                operations.append((method.upper(), path))
    return sorted(operations)


GUARDED = guarded_operations()


def test_the_admin_api_is_found_in_the_openapi_document() -> None:
    assert ("GET", "/api/admin/users") in GUARDED


def concrete(path: str) -> str:
    """Fill path parameters with values that would be valid, so only the guard can refuse."""
    parts = []
    for part in path.split("/"):
        if part.startswith("{") and part.endswith("}"):
            name = part[1:-1]
            parts.append(str(uuid.uuid4()) if name.endswith("id") else "hero")
        else:
            parts.append(part)
    return "/".join(parts)


async def call(client: AsyncClient, method: str, path: str, token: str | None) -> Any:
    headers = {"Authorization": f"Bearer {token}"} if token is not None else {}
    return await client.request(method, concrete(path), headers=headers, json={})


@pytest.mark.parametrize(("method", "path"), GUARDED)
async def test_anonymous_caller_gets_401(client: AsyncClient, method: str, path: str) -> None:
    response = await call(client, method, path, None)
    assert response.status_code == 401, response.text
    assert response.json()["error"]["code"] == "unauthorized"


@pytest.mark.parametrize(("method", "path"), GUARDED)
async def test_expired_token_gets_401(
    app: FastAPI, client: AsyncClient, session: AsyncSession, method: str, path: str
) -> None:
    token = await staff_token(client, session)
    expired = reissued(app.state.settings, token, timedelta(seconds=-1))
    assert (await call(client, method, path, expired)).status_code == 401


@pytest.mark.parametrize(("method", "path"), GUARDED)
async def test_tampered_token_gets_401(
    client: AsyncClient, session: AsyncSession, method: str, path: str
) -> None:
    token = await staff_token(client, session)
    header, payload, signature = token.split(".")
    tampered = f"{header}.{payload}.{signature[::-1]}"
    forged = tokens.issue_access_token(
        "not-our-secret-" + "x" * 32, uuid.uuid4(), uuid.uuid4(), timedelta(minutes=5)
    )[0]
    assert (await call(client, method, path, tampered)).status_code == 401
    assert (await call(client, method, path, forged)).status_code == 401
    assert (await call(client, method, path, "not-a-jwt")).status_code == 401


@pytest.mark.parametrize(("method", "path"), GUARDED)
async def test_unapproved_account_gets_403(
    client: AsyncClient, session: AsyncSession, method: str, path: str
) -> None:
    token = await staff_token(client, session)
    await session.execute(update(User).values(approved_at=None))
    await session.commit()
    response = await call(client, method, path, token)
    assert response.status_code == 403, response.text
    assert response.json()["error"]["code"] == "not_approved"


async def test_approved_staff_passes_the_guard(client: AsyncClient, session: AsyncSession) -> None:
    token = await staff_token(client, session)
    response = await call(client, "GET", "/api/admin/users", token)
    assert response.status_code == 200
    assert response.json()["count"] == 1
    assert datetime.now(UTC) > datetime.fromisoformat(response.json()["data"][0]["created_at"])
