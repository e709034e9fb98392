"""Idempotency keys for the public writes (POST /api/reservations, POST /api/contact-submissions).

A client that got no answer (a dropped connection, a server restarted mid-request) sends the same
request again with the same key (the `Idempotency-Key` header, read in inbox/public_routes.py) and
gets the first answer back, never a second row, mail or change event.

- The key and its answer are written in the same transaction as the row the request created, so
  a crash leaves both or neither: a key without its row, or a row without its key, cannot exist.
- Two requests racing with one key meet at the table's primary key (scope, key): the loser rolls
  back its row (to its savepoint) and answers with the winner's stored answer (or 409 when it
  cannot see it yet). Two with one key in one batch of the booking desk: the second finds the
  first's key in the same transaction and replays its answer.
- The same key with another body is refused (422): the key names one submission.
- Keys are kept for 24 hours; older ones are deleted at most once every few minutes per process,
  by a range scan of the created_at index inside a write that already takes place.
"""

import hashlib
import json
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, TypeVar

from pydantic import BaseModel
from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.core import outbox
from nocturne.core.errors import ApiError
from nocturne.models import IdempotencyKey

MIN_LENGTH, MAX_LENGTH = 8, 200
# Printable ASCII: what a client puts in a header without encoding (a UUID, a random token).
KEY_PATTERN = f"^[\\x20-\\x7E]{{{MIN_LENGTH},{MAX_LENGTH}}}$"
KEEP = timedelta(hours=24)
PRUNE_EVERY_SECONDS = 300.0

Row = TypeVar("Row")
# Called by the service that creates the row, after the row is flushed and before the commit:
# it adds the key and its answer to the same transaction.
BeforeCommit = Callable[[Any], Awaitable[None]]

_next_prune = 0.0


def fingerprint(data: BaseModel) -> str:
    """The validated body, canonically: a retry that differs only in spacing is the same body."""
    canonical = json.dumps(data.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


@dataclass(frozen=True)
class Answer:
    """What the request is answered with: a fresh 201, or the stored answer of the first
    request with the same key (`replayed`)."""

    status_code: int
    body: bytes
    replayed: bool = False


async def create_once(
    session: AsyncSession,
    scope: str,
    key: str | None,
    data: BaseModel,
    public: type[BaseModel],
    create: Callable[[BeforeCommit | None], Awaitable[Row]],
) -> tuple[Answer, Row | None]:
    """Create a row with `create` at most once per (scope, key).

    Returns the answer (status 201 and `public` of the row, or the stored answer of an earlier
    request with this key) and the row when this call created it, so the caller tells staff
    about new rows only.
    """
    if key is None:
        row = await create(None)
        return Answer(201, public.model_validate(row).model_dump_json().encode()), row

    digest = fingerprint(data)
    stored = await _stored(session, scope, key)
    if stored is not None:
        return _replay(stored, digest), None

    answers: list[bytes] = []

    async def remember(created: Any) -> None:
        await session.flush()  # fills the row's id and created_at, which the answer shows
        body = public.model_validate(created).model_dump_json().encode()
        await _prune(session)
        session.add(
            IdempotencyKey(scope=scope, key=key, fingerprint=digest, status_code=201, body=body)
        )
        answers.append(body)

    try:
        # A savepoint: undone, the attempt leaves the rest of the transaction as it was (the
        # other requests of the booking desk's batch).
        async with session.begin_nested():
            row = await create(remember)
    except ApiError:
        # Refused (a booking rule); but if another request with this key has meanwhile been
        # answered, that answer stands, as for any retry.
        outbox.forget_staged(session)
        stored = await _stored(session, scope, key)
        if stored is None:
            raise
        return _replay(stored, digest), None
    except IntegrityError as error:
        outbox.forget_staged(session)
        if "idempotency_keys" not in str(error.orig):
            raise
        # Another request with this key committed first: its answer is the answer.
        stored = await _stored(session, scope, key)
        if stored is None:
            raise ApiError(
                409, messages.IDEMPOTENCY_KEY_IN_PROGRESS, code="idempotency_key_in_progress"
            ) from None
        return _replay(stored, digest), None
    # A trapped bot's row is never stored, and neither is its key (remember was not called).
    body = answers[0] if answers else public.model_validate(row).model_dump_json().encode()
    return Answer(201, body), row


async def _stored(session: AsyncSession, scope: str, key: str) -> tuple[str, int, bytes] | None:
    found = (
        await session.execute(
            select(
                IdempotencyKey.fingerprint,
                IdempotencyKey.status_code,
                IdempotencyKey.body,
                IdempotencyKey.created_at,
            ).where(IdempotencyKey.scope == scope, IdempotencyKey.key == key)
        )
    ).one_or_none()
    if found is None:
        return None
    digest, status_code, body, created_at = found
    if created_at <= datetime.now(UTC) - KEEP:
        await _prune(session, force=True)  # expired: the key may be used afresh
        return None
    return digest, status_code, bytes(body)


def _replay(stored: tuple[str, int, bytes], digest: str) -> Answer:
    stored_digest, status_code, body = stored
    if stored_digest != digest:
        raise ApiError(422, messages.IDEMPOTENCY_KEY_REUSED, code="idempotency_key_reused")
    return Answer(status_code, body, replayed=True)


async def _prune(session: AsyncSession, *, force: bool = False) -> None:
    """Delete expired keys, at most once every PRUNE_EVERY_SECONDS per process."""
    global _next_prune
    now = time.monotonic()
    if not force and now < _next_prune:
        return
    _next_prune = now + PRUNE_EVERY_SECONDS
    await session.execute(
        delete(IdempotencyKey)
        .where(IdempotencyKey.created_at <= datetime.now(UTC) - KEEP)
        .execution_options(synchronize_session=False)
    )
