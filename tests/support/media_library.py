"""Waiting for the media worker: the renditions of every upload made, nothing half-done."""

import asyncio

from fastapi import FastAPI
from sqlalchemy import func, select

from nocturne.core.db import session_scope
from nocturne.media.library import MediaLibrary
from nocturne.models import MediaFile


async def settle(app: FastAPI) -> None:
    """Return once no stored file waits for renditions (this process makes what it can)."""
    media: MediaLibrary = app.state.media
    async with asyncio.timeout(30):
        while True:
            await media.render_pending()
            async with session_scope(app.state.sessionmaker) as session:
                waiting = await session.scalar(
                    select(func.count()).select_from(MediaFile).where(MediaFile.state == "pending")
                )
            if not waiting:
                return
            await asyncio.sleep(0.05)
