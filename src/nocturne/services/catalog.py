"""Create, update and delete of the list resources staff manage (events, gallery items,
packages, menu images). Each write commits, announces itself on the change feed, and lets go of
media the row no longer uses."""

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from nocturne import messages
from nocturne.errors import ApiError
from nocturne.models import Base
from nocturne.services import media_refs
from nocturne.services.changes import Change, ChangeFeed
from nocturne.services.storage import Storage

Row = TypeVar("Row", bound=Base)


@dataclass(frozen=True)
class Resource(Generic[Row]):
    model: type[Row]
    table: str
    order_by: Sequence[InstrumentedAttribute[Any]]
    media_fields: tuple[str, ...]
    fixed: dict[str, Any]

    async def read_all(self, session: AsyncSession) -> Sequence[Row]:
        return (await session.scalars(select(self.model).order_by(*self.order_by))).all()

    async def get(self, session: AsyncSession, row_id: uuid.UUID) -> Row:
        row = await session.get(self.model, row_id)
        if row is None:
            raise ApiError(404, messages.NOT_FOUND)
        return row

    async def create(
        self, session: AsyncSession, changes: ChangeFeed, values: dict[str, Any]
    ) -> Row:
        row = self.model(**values, **self.fixed)
        session.add(row)
        await session.commit()
        changes.publish(Change(self.table, "INSERT", _id(row)))
        return row

    async def update(
        self,
        session: AsyncSession,
        changes: ChangeFeed,
        storage: Storage,
        row_id: uuid.UUID,
        values: dict[str, Any],
    ) -> Row:
        row = await self.get(session, row_id)
        before = self._media(row)
        for name, value in (values | self.fixed).items():
            setattr(row, name, value)
        await session.commit()
        changes.publish(Change(self.table, "UPDATE", row_id))
        await media_refs.release(session, storage, before - self._media(row))
        return row

    async def delete(
        self, session: AsyncSession, changes: ChangeFeed, storage: Storage, row_id: uuid.UUID
    ) -> None:
        row = await self.get(session, row_id)
        media = self._media(row)
        await session.delete(row)
        await session.commit()
        changes.publish(Change(self.table, "DELETE", row_id))
        await media_refs.release(session, storage, media)

    def _media(self, row: Row) -> set[str]:
        return {value for name in self.media_fields if (value := getattr(row, name))}


def _id(row: Base) -> uuid.UUID:
    row_id: uuid.UUID = row.id  # type: ignore[attr-defined]
    return row_id
