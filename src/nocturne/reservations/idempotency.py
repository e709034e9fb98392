"""Idempotency keys for the public writes (POST /api/reservations, POST /api/contact-submissions).

A client that got no answer (a dropped connection, a server restarted mid-request) sends the same
request again with the same key (the `Idempotency-Key` header, read in public_writes.py) and
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

import contextlib
import hashlib
import json
import time
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from pydantic import BaseModel
from sqlalchemy import bindparam, delete, insert, select

from nocturne import messages
from nocturne.core.errors import ApiError
from nocturne.core.statements import Statement, Transaction, is_unique_violation
from nocturne.models import IdempotencyKey

MIN_LENGTH, MAX_LENGTH = 8, 200
# Printable ASCII: what a client puts in a header without encoding (a UUID, a random token).
KEY_PATTERN = f"^[\\x20-\\x7E]{{{MIN_LENGTH},{MAX_LENGTH}}}$"
KEEP = timedelta(hours=24)
PRUNE_EVERY_SECONDS = 300.0

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


@dataclass(frozen=True)
class Claim:
    """A request's key, in its scope (the route), with its body's fingerprint."""

    scope: str
    key: str
    digest: str


def claim(scope: str, key: str | None, data: BaseModel) -> Claim | None:
    return None if key is None else Claim(scope, key, fingerprint(data))


async def earlier_answer(tx: Transaction, claim: Claim | None) -> Answer | None:
    """The answer of an earlier request with this key, to replay (422 when its body was
    another); None when the key is new."""
    if claim is None:
        return None
    stored = await _stored(tx, claim.scope, claim.key)
    return None if stored is None else _replay(stored, claim.digest)


def attempt(tx: Transaction, claim: Claim | None) -> AbstractAsyncContextManager[Any]:
    """Where a request with a key does its writes: a savepoint, so that when it is refused or
    loses its key's race its writes are undone and the transaction goes on (to replay the
    winner's answer, and for the other requests of the booking desk's batch)."""
    return tx.savepoint() if claim is not None else contextlib.nullcontext()


async def remember(tx: Transaction, claim: Claim | None, body: bytes) -> None:
    """Store the key and its answer, in the transaction of the row the request created."""
    if claim is None:
        return
    await _prune(tx)
    values = {
        "scope": claim.scope,
        "key": claim.key,
        "fingerprint": claim.digest,
        "status_code": 201,
        "body": body,
        "created_at": datetime.now(UTC),
    }
    await tx.run(_INSERT_KEY, values)


_INSERT_KEY = Statement(insert(IdempotencyKey))


async def answer_after_losing(tx: Transaction, claim: Claim | None, error: Exception) -> Answer:
    """The request was refused (a booking rule) or lost its key's race (another request with
    the key committed first): the answer another request with this key has meanwhile been
    given stands, as for any retry. Otherwise the refusal is raised (or 409 while the winner
    is not yet visible)."""
    lost_the_race = is_unique_violation(error, IdempotencyKey.__tablename__)
    if claim is None or not (isinstance(error, ApiError) or lost_the_race):
        raise error
    stored = await _stored(tx, claim.scope, claim.key)
    if stored is not None:
        return _replay(stored, claim.digest)
    if lost_the_race:
        raise ApiError(
            409, messages.IDEMPOTENCY_KEY_IN_PROGRESS, code="idempotency_key_in_progress"
        ) from None
    raise error


_STORED = Statement(
    select(
        IdempotencyKey.fingerprint,
        IdempotencyKey.status_code,
        IdempotencyKey.body,
        IdempotencyKey.created_at,
    ).where(IdempotencyKey.scope == bindparam("scope"), IdempotencyKey.key == bindparam("key"))
)


async def _stored(tx: Transaction, scope: str, key: str) -> tuple[str, int, bytes] | None:
    found = await tx.one(_STORED, {"scope": scope, "key": key})
    if found is None:
        return None
    digest, status_code, body, created_at = found
    if created_at <= datetime.now(UTC) - KEEP:
        await _prune(tx, force=True)  # expired: the key may be used afresh
        return None
    return digest, status_code, bytes(body)


def _replay(stored: tuple[str, int, bytes], digest: str) -> Answer:
    stored_digest, status_code, body = stored
    if stored_digest != digest:
        raise ApiError(422, messages.IDEMPOTENCY_KEY_REUSED, code="idempotency_key_reused")
    return Answer(status_code, body, replayed=True)


_PRUNE = Statement(
    delete(IdempotencyKey).where(IdempotencyKey.created_at <= bindparam("expired_before"))
)


async def _prune(tx: Transaction, *, force: bool = False) -> None:
    """Delete expired keys, at most once every PRUNE_EVERY_SECONDS per process."""
    global _next_prune
    now = time.monotonic()
    if not force and now < _next_prune:
        return
    _next_prune = now + PRUNE_EVERY_SECONDS
    await tx.run(_PRUNE, {"expired_before": datetime.now(UTC) - KEEP})
