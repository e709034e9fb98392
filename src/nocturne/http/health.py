"""Health checks for load balancers and orchestrators; cheap enough to poll every second."""

import asyncio
from typing import Literal

from fastapi import APIRouter, Request, Response, status
from pydantic import BaseModel
from sqlalchemy import text

from nocturne.core.errors import RETRY_AFTER_SECONDS

router = APIRouter(prefix="/api/health", tags=["public"])
# A check that hangs longer than this counts as a failure: the balancer asks again soon.
CHECK_TIMEOUT_SECONDS = 3


class HealthPublic(BaseModel):
    status: Literal["ok"]


class ReadinessPublic(BaseModel):
    status: Literal["ok", "unavailable"]
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
    """The database and the media store can be reached; how many mails finally failed."""
    database = storage = True
    mail_failed: int | None = None
    try:
        mail_failed = await asyncio.wait_for(_ping_database(request), CHECK_TIMEOUT_SECONDS)
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
    return ReadinessPublic(
        status="ok" if ready else "unavailable",
        database=database,
        storage=storage,
        mail_failed=mail_failed,
    )


async def _ping_database(request: Request) -> int:
    """The count of failed mails, which also proves the database answers."""
    async with request.app.state.engine.connect() as connection:
        failed = await connection.scalar(
            text("SELECT count(*) FROM outbox_mails WHERE status = 'failed'")
        )
        return int(failed or 0)
