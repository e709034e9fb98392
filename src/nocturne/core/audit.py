"""The audit log: every staff write, recorded in the same transaction as the write itself.

A staff request names its actor on its database session (`deps.py`, and the signed mail
links). From then on each row the session inserts, changes or deletes, through the ORM or an
UPDATE or DELETE statement, is described, and the descriptions are written as audit rows just
before the transaction commits, inside it: a change that fails or is rolled back leaves no
record, and no committed change goes unrecorded. A conditional UPDATE that matched no row
records nothing. Writes outside the database (a stored file) are noted explicitly (`note`).
"""

import uuid
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

from sqlalchemy import delete, event, func, inspect, or_, select
from sqlalchemy.engine import CursorResult
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import ORMExecuteState, Session

from nocturne.models import AuditEntry

# Bookkeeping tables, not staff's work.
NOT_AUDITED = frozenset(
    {
        "audit_log",
        "rate_limits",
        "idempotency_keys",
        "reservation_nights",
        "refresh_tokens",
        "reservation_link_uses",
        # The content history is itself a record of the writes the log already describes, and
        # the media library's rows follow uploads (noted) and the worker's renditions.
        "content_revisions",
        "media_files",
        # Mails waiting to go out: the change that caused them is what the log describes.
        "outbox_mails",
        # Which party holds which table: described on the booking, as its table's label.
        "table_assignments",
    }
)
ACTOR = "audit_actor"
PENDING = "audit_pending"
NAMED = "audit_named"
LABELS = ("name", "label", "title", "email", "section_name", "date", "type")
MAX_SUMMARY = 500
# What an entry's action may be: the three writes, and what people call some of them.
Action = Literal[
    "create", "update", "delete",
    "confirm", "decline", "reopen", "check_in", "no_show", "restore", "publish",
]  # fmt: skip


@dataclass(frozen=True)
class Actor:
    user_id: uuid.UUID | None
    name: str  # the account's address, or what acted for nobody signed in ("mail link")
    address: str
    operation: str


@dataclass(frozen=True)
class Written:
    action: str
    entity: str
    entity_id: str | None
    summary: str
    # Described by the service in the words people use, not read off a row.
    named: bool = False


def act_as(session: AsyncSession, actor: Actor) -> None:
    """From now on, what this session writes is recorded as done by `actor`."""
    session.info[ACTOR] = actor


@contextmanager
def unattributed(session: AsyncSession) -> Iterator[None]:
    """What the session writes meanwhile is the system's own (expiring old requests on a
    staff read), not the signed-in person's."""
    actor = session.info.pop(ACTOR, None)
    try:
        yield
    finally:
        if actor is not None:
            session.info[ACTOR] = actor


def note(session: AsyncSession, action: str, entity: str, entity_id: str, summary: str) -> None:
    """A staff write outside the database (a file), recorded with the session's next commit."""
    if ACTOR in session.info:
        session.info.setdefault(PENDING, []).append(Written(action, entity, entity_id, summary))


def describe(
    session: AsyncSession,
    action: Action,
    entity: str,
    entity_id: str | None,
    summary: str,
    *,
    instead_of: Iterable[str] = (),
) -> None:
    """Record a change as people know it ("password changed", "two-factor sign-in required
    for hosts") with the session's next commit. The rows of the `instead_of` tables that commit
    writes are then not described one by one: this entry says what they mean."""
    if ACTOR not in session.info:
        return
    written = Written(action, entity, entity_id, summary[:MAX_SUMMARY], named=True)
    session.info.setdefault(PENDING, []).append(written)
    session.info.setdefault(NAMED, set()).update(instead_of)


SHORT = 40


def label_of(row: Any) -> str:
    """The name a person knows a row by: a reservation's guest and night (`audit_label`), an
    event's title, a section's name."""
    own = getattr(row, "audit_label", None)
    if callable(own):
        return str(own())[:120]
    for name in LABELS:
        value = getattr(row, name, None)
        if value:
            return repr(str(value)[:80])
    return ""


def _label(row: Any) -> str:
    label = label_of(row)
    return f" {label}" if label else ""


def _shown(value: Any) -> str:
    return repr(value) if isinstance(value, str) else str(value)


def changes(before: dict[str, Any], after: dict[str, Any]) -> str:
    """Only the fields whose value changed, short values as before → after: "guests: 6 → 8,
    notes"."""
    parts = []
    for name in sorted(after):
        old, new = before.get(name), after[name]
        if old == new:
            continue
        short = all(len(_shown(v)) <= SHORT for v in (old, new))
        parts.append(f"{name}: {_shown(old)} → {_shown(new)}" if short else name)
    return ", ".join(parts)


def _row_id(row: Any) -> str | None:
    state = inspect(row)
    key = state.mapper.primary_key_from_instance(row)
    return "/".join(str(part) for part in key if part is not None) or None


@event.listens_for(Session, "after_flush")
def _after_flush(session: Session, _context: Any) -> None:
    if ACTOR not in session.info:
        return
    pending: list[Written] = session.info.setdefault(PENDING, [])
    for row, action in (
        *((row, "create") for row in session.new),
        *((row, "update") for row in session.dirty),
        *((row, "delete") for row in session.deleted),
    ):
        table = getattr(row, "__tablename__", "")
        if not table or table in NOT_AUDITED:
            continue
        if action == "update":
            changed = [a for a in inspect(row).attrs if a.history.has_changes()]
            if not changed:
                continue
            before = {a.key: (a.history.deleted or (None,))[0] for a in changed}
            after = {a.key: (a.history.added or (None,))[0] for a in changed}
            described = changes(before, after)
            if not described:
                continue
            label = _label(row)
            # A label the change itself shows (a new title) is not said twice.
            summary = f"changed {described}{'' if label.strip() in described else label}"
        else:
            summary = f"{'created' if action == 'create' else 'deleted'}{_label(row)}"
        pending.append(Written(action, table, _row_id(row), summary[:MAX_SUMMARY]))


@event.listens_for(Session, "do_orm_execute")
def _on_statement(state: ORMExecuteState) -> Any:
    if ACTOR not in state.session.info or not (state.is_update or state.is_delete):
        return None
    statement: Any = state.statement
    table = getattr(statement, "table", None)
    name = getattr(table, "name", "")
    if not name or name in NOT_AUDITED:
        return None
    result = state.invoke_statement()
    count = result.rowcount if isinstance(result, CursorResult) else 1
    if count:
        params = statement.compile().params
        columns = set(table.columns.keys()) if table is not None else set()
        fields = sorted(key for key in params if key in columns)
        ids = [str(v) for k, v in params.items() if isinstance(v, uuid.UUID) and k not in columns]
        action = "update" if state.is_update else "delete"
        summary = f"changed {', '.join(fields)}" if fields else f"{action}d {count} row(s)"
        state.session.info.setdefault(PENDING, []).append(
            Written(action, name, ",".join(ids) or None, summary[:MAX_SUMMARY])
        )
    return result


@event.listens_for(Session, "before_commit")
def _before_commit(session: Session) -> None:
    actor: Actor | None = session.info.get(ACTOR)
    if actor is None:
        return
    # The commit's own flush comes after this hook: flush now, so its changes are described.
    session.flush()
    named: set[str] = session.info.pop(NAMED, set())
    pending: list[Written] = [
        written
        for written in session.info.pop(PENDING, [])
        if written.named or written.entity not in named
    ]
    if not pending:
        return
    now = datetime.now(UTC)
    session.add_all(
        AuditEntry(
            at=now,
            actor_id=actor.user_id,
            actor=actor.name,
            address=actor.address[:64],
            operation=actor.operation[:64],
            action=written.action,
            entity=written.entity,
            entity_id=written.entity_id,
            summary=written.summary,
        )
        for written in pending
    )


@event.listens_for(Session, "after_soft_rollback")
def _after_rollback(session: Session, _transaction: Any) -> None:
    session.info.pop(PENDING, None)
    session.info.pop(NAMED, None)


async def entries(
    session: AsyncSession,
    *,
    entity: str | None,
    actor: str | None,
    before: datetime | None,
    before_id: uuid.UUID | None,
    limit: int,
) -> list[AuditEntry]:
    """Entries newest first, of one kind of thing (`entity`, a table) or by one person (part of
    an address), older than `before` (the next page)."""
    statement = select(AuditEntry).order_by(AuditEntry.at.desc(), AuditEntry.id)
    if entity:
        statement = statement.where(AuditEntry.entity == entity)
    if actor:
        statement = statement.where(func.lower(AuditEntry.actor).contains(actor.lower()))
    if before:
        # One commit writes its entries with one `at`: the id orders them, so a page that ends
        # inside a commit continues where it stopped.
        later_twin = (AuditEntry.at == before) & (AuditEntry.id > before_id) if before_id else None
        statement = statement.where(
            or_(AuditEntry.at < before, later_twin)
            if later_twin is not None
            else AuditEntry.at < before
        )
    return list((await session.scalars(statement.limit(limit))).all())


async def prune(session: AsyncSession, keep_days: int) -> int:
    """Drop entries older than `keep_days`; returns how many."""
    cutoff = datetime.now(UTC) - timedelta(days=keep_days)
    result = await session.execute(delete(AuditEntry).where(AuditEntry.at < cutoff))
    await session.flush()
    return int(result.rowcount)  # type: ignore[attr-defined]
