"""History, restore and trash for everything staff edit on the site.

Every save of a content row writes a revision in the same transaction: who, when, and the whole
value before and after (`record`). Restoring a revision brings its value back through the same
path, checked by the save's own rules, and is itself a revision (`restore`); a deleted row comes
back with its id from its last value. Deleted rows stay in the trash for `TRASH_DAYS`; a row
keeps its newest `KEEP_PER_ROW` revisions. Files are never removed by a save: the media sweep
removes a file once no row, no revision and no trashed row refers to it (`media/sweep.py`).
"""

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from typing import Any, Literal

from sqlalchemy import Date, DateTime, Numeric, Uuid, delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages, models
from nocturne.content import inputs
from nocturne.content.sections import check_section_name, validate_content
from nocturne.core import audit
from nocturne.core.errors import ApiError
from nocturne.core.schemas import InputModel
from nocturne.live.changes import Change, ChangeEvent, Publisher
from nocturne.models import Base, ContentRevision

Entity = Literal[
    "navigation_settings",
    "content_sections",
    "contact_sections",
    "events",
    "gallery_items",
    "packages",
    "menu_images",
]
MODELS: dict[str, type[Base]] = {
    "navigation_settings": models.NavigationSettings,
    "content_sections": models.ContentSection,
    "contact_sections": models.ContactSection,
    "events": models.Event,
    "gallery_items": models.GalleryItem,
    "packages": models.Package,
    "menu_images": models.MenuImage,
}
TRASH_DAYS = 30
KEEP_PER_ROW = 50
# Kept as they are by a restore: the row's identity and its own clock.
NOT_RESTORED = frozenset({"id", "updated_at"})
LABEL_FIELDS = ("section_name", "title", "name", "type")
SYSTEM = "system"


def snapshot(row: Base) -> dict[str, Any]:
    """The row's whole value as JSON: every column, dates and decimals as text."""
    return {column.key: _to_json(getattr(row, column.key)) for column in row.__table__.columns}


def _to_json(value: Any) -> Any:
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, Decimal):
        # One text per amount, however it was read or typed (1200.50 and 1200.5 alike).
        return format(value.normalize(), "f")
    if isinstance(value, uuid.UUID):
        return str(value)
    return value


def _from_json(column: Any, value: Any) -> Any:
    if value is None:
        return None
    kind = getattr(column.type, "impl", column.type)
    if isinstance(kind, DateTime):
        return datetime.fromisoformat(value)
    if isinstance(kind, Date):
        return date.fromisoformat(value)
    if isinstance(kind, Numeric):
        return Decimal(value)
    if isinstance(kind, Uuid):
        return uuid.UUID(value)
    return value


def apply(row: Base, values: dict[str, Any]) -> None:
    """Set the row's columns from a snapshot (a column the snapshot lacks keeps its value)."""
    for column in row.__table__.columns:
        if column.key in NOT_RESTORED or column.key not in values:
            continue
        setattr(row, column.key, _from_json(column, values[column.key]))


def public_now(row: Base) -> bool:
    """Whether visitors see the row now: any row but an event scheduled for later. A change to
    a row they see neither before nor after it is announced to staff only."""
    return not isinstance(row, models.Event) or row.is_public(datetime.now(UTC))


def label_of(row: Base) -> str:
    for name in LABEL_FIELDS:
        value = getattr(row, name, None)
        if value:
            return str(value)[:200]
    return ""


def _entity_of(row: Base) -> tuple[str, str]:
    return row.__tablename__, str(row.id)  # type: ignore[attr-defined]


async def record(
    session: AsyncSession,
    row: Base,
    action: Literal["create", "update", "delete", "restore"],
    before: dict[str, Any] | None,
) -> ContentRevision:
    """Add the revision of a save to the session's transaction (flushes, so ids and defaults
    are known) and return it. `before` is the row's snapshot taken before the change."""
    await session.flush()
    entity, entity_id = _entity_of(row)
    actor: audit.Actor | None = session.info.get(audit.ACTOR)
    now = datetime.now(UTC)
    if before is not None and not await _has_history(session, entity, entity_id):
        # The first change of a row saved outside the admin area: keep what it was.
        original = now - timedelta(microseconds=1)
        # Who wrote it is not known.
        session.add(_revision(entity, entity_id, row, "original", None, before, None, original))
    after = None if action == "delete" else snapshot(row)
    revision = _revision(entity, entity_id, row, action, before, after, actor, now)
    session.add(revision)
    await session.flush()
    await _keep_newest(session, entity, entity_id)
    return revision


def _revision(
    entity: str,
    entity_id: str,
    row: Base,
    action: str,
    before: dict[str, Any] | None,
    after: dict[str, Any] | None,
    actor: audit.Actor | None,
    at: datetime,
) -> ContentRevision:
    return ContentRevision(
        entity=entity,
        entity_id=entity_id,
        label=label_of(row),
        action=action,
        at=at,
        actor_id=actor.user_id if actor else None,
        actor=actor.name if actor else SYSTEM,
        before=before,
        after=after,
    )


async def _has_history(session: AsyncSession, entity: str, entity_id: str) -> bool:
    found = await session.scalar(
        select(ContentRevision.id)
        .where(ContentRevision.entity == entity, ContentRevision.entity_id == entity_id)
        .limit(1)
    )
    return found is not None


async def _keep_newest(session: AsyncSession, entity: str, entity_id: str) -> None:
    older = (
        await session.scalars(
            select(ContentRevision.id)
            .where(ContentRevision.entity == entity, ContentRevision.entity_id == entity_id)
            .order_by(ContentRevision.at.desc())
            .offset(KEEP_PER_ROW)
        )
    ).all()
    if older:
        await session.execute(delete(ContentRevision).where(ContentRevision.id.in_(older)))


async def read_history(
    session: AsyncSession, entity: str, entity_id: str
) -> Sequence[ContentRevision]:
    """A row's revisions, newest first."""
    return (
        await session.scalars(
            select(ContentRevision)
            .where(ContentRevision.entity == entity, ContentRevision.entity_id == entity_id)
            .order_by(ContentRevision.at.desc())
        )
    ).all()


@dataclass(frozen=True)
class Trashed:
    revision: ContentRevision
    purge_at: datetime


async def read_trash(session: AsyncSession) -> list[Trashed]:
    """Rows deleted in the last TRASH_DAYS that have not come back, newest first."""
    since = datetime.now(UTC) - timedelta(days=TRASH_DAYS)
    deletions = (
        await session.scalars(
            select(ContentRevision)
            .where(ContentRevision.action == "delete", ContentRevision.at >= since)
            .order_by(ContentRevision.at.desc())
        )
    ).all()
    existing: set[tuple[str, str]] = set()
    for entity in {d.entity for d in deletions}:
        model: Any = MODELS[entity]
        ids = [uuid.UUID(d.entity_id) for d in deletions if d.entity == entity]
        found: Sequence[Any] = (
            await session.scalars(select(model.id).where(model.id.in_(ids)))
        ).all()
        existing |= {(entity, str(row_id)) for row_id in found}
    seen: set[tuple[str, str]] = set()
    trashed = []
    for deletion in deletions:
        key = (deletion.entity, deletion.entity_id)
        if key in existing or key in seen:
            continue
        seen.add(key)
        trashed.append(Trashed(deletion, deletion.at + timedelta(days=TRASH_DAYS)))
    return trashed


# The input model each kind of row is saved through (a section's content is checked by its
# shape as well, in `_checked`).
SAVE_INPUTS: dict[str, type[InputModel]] = {
    "navigation_settings": inputs.NavigationUpdate,
    "content_sections": inputs.SectionUpdate,
    "contact_sections": inputs.ContactSectionUpdate,
    "events": inputs.EventInput,
    "gallery_items": inputs.GalleryItemInput,
    "packages": inputs.PackageInput,
    "menu_images": inputs.MenuImageInput,
}


def _checked(entity: str, values: dict[str, Any]) -> dict[str, Any]:
    """The version to bring back, if a save would take it today: through the save's own input
    model and checks, refused with the save's messages otherwise (a media origin since removed,
    a map address an older rule let through, a row written outside the admin area that never
    met them). A section's content comes back in the form a save stores."""
    schema = SAVE_INPUTS[entity]
    # A column left empty is a field left out: the save's default stands for it.
    inputs.stored_input(
        schema, {k: v for k, v in values.items() if k in schema.model_fields and v is not None}
    )
    if entity != "content_sections":
        return values
    name = str(values.get("section_name", ""))
    check_section_name(name)
    return values | {"content": validate_content(name, values.get("content") or {})}


async def restore(
    session: AsyncSession, changes: Publisher, revision_id: uuid.UUID
) -> ContentRevision:
    """Bring back the value a revision holds (a deletion's: the row as it was deleted).

    Returns the new revision the restore wrote."""
    revision = await session.get(ContentRevision, revision_id)
    if revision is None:
        raise ApiError(404, messages.NOT_FOUND)
    values = revision.after if revision.after is not None else revision.before
    if values is None:
        raise ApiError(404, messages.NOT_FOUND)
    values = _checked(revision.entity, values)
    model: Any = MODELS[revision.entity]
    row_id = uuid.UUID(revision.entity_id)
    row = await session.get(model, row_id)
    if row is None and revision.entity == "content_sections":
        taken = await session.scalar(
            select(models.ContentSection.id).where(
                models.ContentSection.section_name == values.get("section_name")
            )
        )
        if taken is not None:
            raise ApiError(409, messages.SECTION_TAKEN, code="section_taken")
    was_public = row is not None and public_now(row)
    if row is None:
        row = model(id=row_id)
        apply(row, values)
        session.add(row)
        before = None
        event: ChangeEvent = "INSERT"
    else:
        before = snapshot(row)
        apply(row, values)
        event = "UPDATE"
    restored = await record(session, row, "restore", before)
    # Named as the person did it: back from the trash, or an earlier version brought back.
    which = "from the trash" if before is None else "an earlier version"
    audit.describe(
        session,
        "restore",
        revision.entity,
        str(row_id),
        f"{audit.label_of(row)}: {which}",
        instead_of=(revision.entity,),
    )
    await session.flush()
    section = getattr(row, "section_name", None)
    staff_only = not (was_public or public_now(row))
    changes.publish(Change(revision.entity, event, row_id, section, staff_only=staff_only))
    return restored


async def purge(session: AsyncSession, now: datetime | None = None) -> int:
    """Forget rows that left the trash: the revisions of rows deleted more than TRASH_DAYS ago
    that never came back. Returns how many revisions were dropped."""
    cutoff = (now or datetime.now(UTC)) - timedelta(days=TRASH_DAYS)
    gone = (
        await session.execute(
            select(ContentRevision.entity, ContentRevision.entity_id)
            .where(ContentRevision.action == "delete", ContentRevision.at < cutoff)
            .distinct()
        )
    ).all()
    dropped = 0
    for entity, entity_id in gone:
        model: Any = MODELS.get(entity)
        if model is None or await session.get(model, uuid.UUID(entity_id)) is not None:
            continue
        latest = await session.scalar(
            select(ContentRevision.at)
            .where(ContentRevision.entity == entity, ContentRevision.entity_id == entity_id)
            .order_by(ContentRevision.at.desc())
            .limit(1)
        )
        if latest is not None and latest >= cutoff:
            continue
        result = await session.execute(
            delete(ContentRevision).where(
                ContentRevision.entity == entity, ContentRevision.entity_id == entity_id
            )
        )
        dropped += int(result.rowcount)  # type: ignore[attr-defined]
        audit.note(
            session, "delete", entity, entity_id,
            f"emptied from the trash, {TRASH_DAYS} days after it was deleted",
        )  # fmt: skip
    await session.commit()
    return dropped
