"""Drafts: changes to a section (the hero included), an event or a package saved without going
live, previewed as the public page would look with them, then published or discarded.

A draft holds what the editor's form would have saved, checked by the same rules when it is
saved and again when it is published (a rule may have changed meanwhile). One draft per section
or row; a new event or package is a draft with no row yet. Publishing saves it through the
ordinary path, so it is a revision like any save, and removes the draft in the same
transaction. Visitors never see a draft: the public payload is built without them, the staff
preview (`preview_rows`) with all of them.
"""

import uuid
from collections.abc import Sequence
from datetime import UTC, date, datetime
from typing import Any, Literal, TypeVar

from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.content import service
from nocturne.content.inputs import EventInput, PackageInput, SectionUpdate, stored_input
from nocturne.content.sections import check_section_name, validate_content
from nocturne.core import audit
from nocturne.core.errors import ApiError
from nocturne.core.schemas import InputModel
from nocturne.kit.slugs import event_slug
from nocturne.live.changes import Publisher
from nocturne.models import ContentDraft, ContentSection, Event, Package

DraftEntity = Literal["content_sections", "events", "packages"]
ROWS: dict[str, tuple[service.Resource[Any], type[InputModel]]] = {
    "events": (service.EVENTS, EventInput),
    "packages": (service.PACKAGES, PackageInput),
}
SYSTEM = "system"
Row = TypeVar("Row", ContentSection, Event, Package)


async def read_drafts(session: AsyncSession) -> Sequence[ContentDraft]:
    return (await session.scalars(select(ContentDraft).order_by(ContentDraft.saved_at))).all()


async def _keep(
    session: AsyncSession, entity: str, target: str | None, label: str, values: dict[str, Any]
) -> ContentDraft:
    draft = None
    if target is not None:
        draft = await session.scalar(
            select(ContentDraft)
            .where(ContentDraft.entity == entity, ContentDraft.target == target)
            .with_for_update()
        )
    if draft is None:
        draft = ContentDraft(entity=entity, target=target)
        session.add(draft)
    actor: audit.Actor | None = session.info.get(audit.ACTOR)
    draft.label = label[:200]
    draft.values = values
    draft.saved_at = datetime.now(UTC)
    draft.actor_id = actor.user_id if actor else None
    draft.actor = actor.name if actor else SYSTEM
    await session.flush()
    return draft


async def save_section_draft(
    session: AsyncSession,
    section_name: str,
    title: str | None,
    subtitle: str | None,
    content: dict[str, Any],
) -> ContentDraft:
    check_section_name(section_name)
    checked = validate_content(section_name, content)
    values = {"title": title, "subtitle": subtitle, "content": checked}
    return await _keep(session, "content_sections", section_name, section_name, values)


async def save_row_draft(
    session: AsyncSession, entity: str, row_id: uuid.UUID | None, data: BaseModel
) -> ContentDraft:
    """A draft of a change to the row `row_id`, or of a new row when it is None."""
    resource, _schema = ROWS[entity]
    if row_id is not None:
        await resource.get(session, row_id)  # 404 for a row that is gone
    values = data.model_dump(mode="json")
    label = str(values.get("title") or values.get("name") or "")
    return await _keep(session, entity, str(row_id) if row_id else None, label, values)


async def _get(session: AsyncSession, draft_id: uuid.UUID) -> ContentDraft:
    draft = await session.get(ContentDraft, draft_id, with_for_update=True)
    if draft is None:
        raise ApiError(404, messages.NOT_FOUND)
    return draft


async def discard(session: AsyncSession, draft_id: uuid.UUID) -> None:
    await session.delete(await _get(session, draft_id))
    await session.flush()


async def publish(
    session: AsyncSession, changes: Publisher, draft_id: uuid.UUID
) -> tuple[str, uuid.UUID]:
    """Save the draft the ordinary way (a revision, the change feed) and let it go; returns the
    table and id of the row it wrote."""
    draft = await _get(session, draft_id)
    entity, target, values = draft.entity, draft.target, draft.values
    await session.delete(draft)
    # One entry, "Published", in place of the save it makes and the draft it lets go.
    name = target if entity == "content_sections" else values.get("title") or values.get("name")
    audit.describe(
        session,
        "publish",
        entity,
        target,
        repr(str(name or "")[:80]),
        instead_of=(entity, ContentDraft.__tablename__),
    )
    if entity == "content_sections":
        assert target is not None
        section_input = stored_input(SectionUpdate, values)
        section = await service.save_section(
            session, changes, target, section_input.title, section_input.subtitle,
            section_input.content,
        )  # fmt: skip
        return entity, section.id
    resource, schema = ROWS[entity]
    checked = stored_input(schema, values).model_dump()
    if target is None:
        row = await resource.create(session, changes, checked)
    else:
        row = await resource.update(session, changes, uuid.UUID(target), checked)
    row_id: uuid.UUID = row.id
    return entity, row_id


def preview_rows(
    drafts: Sequence[ContentDraft],
    sections: Sequence[ContentSection],
    events: Sequence[Event],
    packages: Sequence[Package],
    today: date,
) -> tuple[list[ContentSection], list[Event], list[Package]]:
    """The rows the public page would show with every draft published. Copies: the session's
    own rows are never changed, so nothing of a preview can be written back."""
    by_name = {s.section_name: _copy(ContentSection, s) for s in sections}
    by_event = {e.id: _copy(Event, e) for e in events}
    by_package = {p.id: _copy(Package, p) for p in packages}
    for draft in drafts:
        if draft.entity == "content_sections" and draft.target:
            section = by_name.get(draft.target) or ContentSection(
                id=uuid.uuid4(), section_name=draft.target
            )
            section.title = draft.values.get("title")
            section.subtitle = draft.values.get("subtitle")
            section.content = draft.values.get("content") or {}
            section.updated_at = draft.saved_at
            by_name[draft.target] = section
        elif draft.entity in ROWS:
            model: Any = Event if draft.entity == "events" else Package
            rows: dict[uuid.UUID, Any] = by_event if draft.entity == "events" else by_package
            _resource, schema = ROWS[draft.entity]
            try:
                checked = schema.model_validate(draft.values).model_dump()
            except ValueError:
                continue  # a rule it no longer meets: publishing would say so
            row_id = uuid.UUID(draft.target) if draft.target else draft.id
            if model is Event:
                # An event keeps its address; a new one shows the address it would get.
                known = rows.get(row_id)
                checked["slug"] = (
                    known.slug if known else event_slug(checked["title"], checked["date"], ())
                )
            rows[row_id] = model(id=row_id, **checked)
    shown_events = sorted(
        (e for e in by_event.values() if e.date >= today), key=lambda e: (e.date, e.time)
    )
    shown_packages = sorted(by_package.values(), key=lambda p: (p.price, p.name))
    return list(by_name.values()), shown_events, shown_packages


def _copy(model: type[Row], row: Row) -> Row:
    return model(**{c.key: getattr(row, c.key) for c in row.__table__.columns})
