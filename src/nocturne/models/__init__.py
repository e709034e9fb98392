"""SQLAlchemy tables; the same table and field names are used in the API and the web app."""

from nocturne.models.accounts import RefreshToken, User
from nocturne.models.audit import AuditEntry
from nocturne.models.base import Base
from nocturne.models.club import ClubSettings
from nocturne.models.contact import SUBMISSION_STATUSES, ContactSubmission
from nocturne.models.content import (
    GALLERY_TYPES,
    MENU_TYPES,
    ContactSection,
    ContentSection,
    Event,
    GalleryItem,
    MenuImage,
    NavigationSettings,
    Package,
)
from nocturne.models.guests import Guest
from nocturne.models.history import (
    DRAFT_ENTITIES,
    MEDIA_STATES,
    REVISION_ACTIONS,
    ContentDraft,
    ContentRevision,
    MediaFile,
)
from nocturne.models.idempotency import IdempotencyKey
from nocturne.models.limits import RateLimit
from nocturne.models.mail import MAIL_STATUSES, OutboxMail
from nocturne.models.reservations import (
    ARRIVALS_OVER_MAX,
    RESERVATION_SOURCES,
    RESERVATION_STATUSES,
    BlackoutDate,
    BookingRules,
    Reservation,
    ReservationLinkUse,
    ReservationNight,
)
from nocturne.models.tables import (
    MAX_SEATS,
    PLAN_HEIGHT,
    PLAN_WIDTH,
    TABLE_SHAPES,
    Area,
    ClubTable,
    FloorPlan,
    TableAssignment,
    TableNight,
)

__all__ = [
    "ARRIVALS_OVER_MAX",
    "DRAFT_ENTITIES",
    "GALLERY_TYPES",
    "MAIL_STATUSES",
    "MAX_SEATS",
    "MEDIA_STATES",
    "MENU_TYPES",
    "PLAN_HEIGHT",
    "PLAN_WIDTH",
    "RESERVATION_SOURCES",
    "RESERVATION_STATUSES",
    "REVISION_ACTIONS",
    "SUBMISSION_STATUSES",
    "TABLE_SHAPES",
    "Area",
    "AuditEntry",
    "Base",
    "BlackoutDate",
    "BookingRules",
    "ClubSettings",
    "ClubTable",
    "ContactSection",
    "ContactSubmission",
    "ContentDraft",
    "ContentRevision",
    "ContentSection",
    "Event",
    "FloorPlan",
    "GalleryItem",
    "Guest",
    "IdempotencyKey",
    "MediaFile",
    "MenuImage",
    "NavigationSettings",
    "OutboxMail",
    "Package",
    "RateLimit",
    "RefreshToken",
    "Reservation",
    "ReservationLinkUse",
    "ReservationNight",
    "TableAssignment",
    "TableNight",
    "User",
]
