"""Plain factory functions: a valid row with every field overridable."""

import itertools
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from typing import Any, TypeVar

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import models

T = TypeVar("T")


async def _add(session: AsyncSession, row: T) -> T:
    session.add(row)
    await session.commit()
    return row


def next_week() -> date:
    return datetime.now(UTC).date() + timedelta(days=7)


async def make_event(session: AsyncSession, **fields: Any) -> models.Event:
    values: dict[str, Any] = {
        "title": "Midnight Gala",
        "description": "Black tie and gold confetti.",
        "image": "/media/events-images/gala.jpg",
        "date": next_week(),
        "time": "10:00 PM",
        "location": "Main Room",
    }
    return await _add(session, models.Event(**(values | fields)))


async def make_gallery_item(session: AsyncSession, **fields: Any) -> models.GalleryItem:
    values: dict[str, Any] = {
        "title": "Saturday Peak",
        "type": "image",
        "url": "/media/gallery-media/peak.jpg",
        "thumbnail": "/media/gallery-media/peak.jpg",
        "category": "dance floor",
    }
    return await _add(session, models.GalleryItem(**(values | fields)))


async def make_package(session: AsyncSession, **fields: Any) -> models.Package:
    values: dict[str, Any] = {
        "name": "Gold",
        "price": Decimal("1200.00"),
        "description": "Our most popular table.",
        "image": None,
        "includes": ["2 premium bottles", "VIP booth"],
    }
    return await _add(session, models.Package(**(values | fields)))


async def make_section(session: AsyncSession, **fields: Any) -> models.ContentSection:
    values: dict[str, Any] = {
        "section_name": "hero",
        "title": "Where the Night Comes Alive",
        "subtitle": "Three levels of sound",
        "content": {"title": "Where the Night Comes Alive"},
    }
    return await _add(session, models.ContentSection(**(values | fields)))


async def make_navigation(session: AsyncSession, **fields: Any) -> models.NavigationSettings:
    values: dict[str, Any] = {
        "logo_url": None,
        "links": [{"text": "Events", "url": "#events", "isButton": False}],
    }
    return await _add(session, models.NavigationSettings(**(values | fields)))


def contact_section(**fields: Any) -> dict[str, Any]:
    values: dict[str, Any] = {
        "title": "Contact Us",
        "location": {"address": "1 Main St", "city": "New York", "state": "NY", "zip": "10001"},
        "hours": [{"day": "Thursday - Saturday", "time": "10:00 PM - 3:00 AM"}],
        "contact": {"phone": "+1 555 0100", "email": "info@example.com"},
        "map_url": None,
    }
    return values | fields


async def make_contact(session: AsyncSession, **fields: Any) -> models.ContactSection:
    return await _add(session, models.ContactSection(**contact_section(**fields)))


async def make_menu_image(session: AsyncSession, **fields: Any) -> models.MenuImage:
    values: dict[str, Any] = {
        "type": "outdoor",
        "image_url": "/media/menu-images/outdoor.jpg",
        "title": "Outdoor Menu",
        "category": "food",
        "description": None,
    }
    return await _add(session, models.MenuImage(**(values | fields)))


def contact_submission(**fields: Any) -> dict[str, Any]:
    values: dict[str, Any] = {
        "name": "Olivia Hart",
        "email": "olivia@example.com",
        "subject": "Private Event",
        "message": "Could we book the rooftop for 60 guests?",
    }
    return values | fields


_guests = itertools.count(1)


def reservation(**fields: Any) -> dict[str, Any]:
    """A request from a new guest each call (one guest may hold one pending request a night)."""
    values: dict[str, Any] = {
        "name": "Sophia Reyes",
        "email": f"sophia.{next(_guests)}@example.com",
        "date": next_week().isoformat(),
        "time": "22:30",
        "guests": 8,
        "occasion": "birthday",
        "requests": "A cake at midnight, please.",
        "phone": "+1 212 555 0147",
    }
    return values | fields
