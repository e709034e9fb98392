"""What the staff's operations screens read: the dashboard, lists of messages and reservations."""

import datetime as dt
import uuid
from typing import Literal

from pydantic import BaseModel

from nocturne.schemas.inbox import ContactSubmissionPublic, ReservationPublic


class DashboardCounts(BaseModel):
    content_sections: int
    gallery_items: int
    events: int
    packages: int
    pending_contact_submissions: int
    pending_reservations: int


class RecentActivity(BaseModel):
    """One line of 'Recent Activity'; the web app words it as the spec says."""

    kind: Literal["content", "contact", "reservation"]
    id: uuid.UUID
    at: dt.datetime
    section_name: str | None = None
    name: str | None = None
    subject: str | None = None
    date: dt.date | None = None


class NightLoad(BaseModel):
    date: dt.date
    reservations: int
    guests: int


class DashboardPublic(BaseModel):
    counts: DashboardCounts
    recent: list[RecentActivity]
    nights: list[NightLoad]


class ContactSubmissionsPublic(BaseModel):
    data: list[ContactSubmissionPublic]
    count: int


class ReservationsPublic(BaseModel):
    data: list[ReservationPublic]
    count: int
