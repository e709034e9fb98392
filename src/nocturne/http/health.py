"""Health checks for load balancers and orchestrators; cheap enough to poll every second.

Anyone may ask whether the process is alive and ready (a status and its code, nothing more).
What was found, including how many mails the outbox gave up on, is for owners only.
"""

import asyncio
from collections.abc import Awaitable
from typing import Literal

from fastapi import APIRouter, Request, Response, status
from pydantic import BaseModel
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession

from nocturne.core.errors import RETRY_AFTER_SECONDS
from nocturne.deps import SessionDep, staff_router

router = APIRouter(prefix="/api/health", tags=["public"])
staff = staff_router(tags=["admin: health"])
# A check that hangs longer than this counts as a failure: the balancer asks again soon.
CHECK_TIMEOUT_SECONDS = 3


class HealthPublic(BaseModel):
    status: Literal["ok"]


class ReadinessPublic(BaseModel):
    status: Literal["ok", "unavailable"]


class ReadinessDetails(ReadinessPublic):
    database: bool
    storage: bool
    # Mails the outbox gave up on (kept as failed rows, with their error); null when the
    # database could not be asked. Not a readiness failure: the process serves.
    mail_failed: int | None = None


@router.get("", operation_id="read_liveness")
async def read_liveness() -> HealthPublic:
    """The process answers."""
    return HealthPublic(status="ok")


@router.get(
    "/ready",
    operation_id="read_readiness",
    responses={503: {"model": ReadinessPublic, "description": "A dependency is unreachable."}},
)
async def read_readiness(request: Request, response: Response) -> ReadinessPublic:
    """The database and the media store can be reached (200), or not (503). Which one failed
    is told to owners (`GET /api/admin/health`)."""
    return ReadinessPublic(status=(await _check(request, response, _ping_database(request))).status)


@staff.get(
    "/health",
    operation_id="read_service_health",
    responses={503: {"model": ReadinessDetails, "description": "A dependency is unreachable."}},
)
async def read_service_health(
    request: Request, response: Response, session: SessionDep
) -> ReadinessDetails:
    """The readiness check in full: the database, the media store, and how many mails finally
    failed."""
    # On the connection that signed the owner in (on SQLite, the one writing connection).
    return await _check(request, response, _failed_mails(session))


async def _check(
    request: Request, response: Response, failed_mails: Awaitable[int]
) -> ReadinessDetails:
    database = storage = True
    mail_failed: int | None = None
    try:
        mail_failed = await asyncio.wait_for(failed_mails, CHECK_TIMEOUT_SECONDS)
    except Exception:
        database = False
    try:
        await request.app.state.storage.check()
    except Exception:
        storage = False
    ready = database and storage
    if not ready:
        response.status_code = status.HTTP_503_SERVICE_UNAVAILABLE
        response.headers["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return ReadinessDetails(
        status="ok" if ready else "unavailable",
        database=database,
        storage=storage,
        mail_failed=mail_failed,
    )


async def _ping_database(request: Request) -> int:
    async with request.app.state.engine.connect() as connection:
        return await _failed_mails(connection)


async def _failed_mails(connection: AsyncConnection | AsyncSession) -> int:
    """The count of failed mails, which also proves the database answers."""
    failed = await connection.scalar(
        text("SELECT count(*) FROM outbox_mails WHERE status = 'failed'")
    )
    return int(failed or 0)
