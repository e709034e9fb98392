"""How the club runs, as staff set it in the back-office (one row)."""

from datetime import datetime

from sqlalchemy import CheckConstraint, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.models.base import Base, JSONColumn, UTCDateTime, utcnow

# The one row's key: a second row cannot be written, even by two first saves at once.
CLUB_ROW = 1


class ClubSettings(Base):
    """The club's time zone, currency (ISO 4217) and country (ISO 3166-1 alpha-2), the staff told
    of each new request and the roles that must sign in with a second factor. Without the row (or
    with a null), the environment's value or the default applies; a value set in the environment
    always wins (club/service.py)."""

    __tablename__ = "club_settings"
    __table_args__ = (CheckConstraint(f"id = {CLUB_ROW}", name="one_row"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, default=CLUB_ROW)
    time_zone: Mapped[str | None] = mapped_column(String(64))
    notification_emails: Mapped[list[str] | None] = mapped_column(JSONColumn)
    two_factor_roles: Mapped[list[str] | None] = mapped_column(JSONColumn)
    currency: Mapped[str | None] = mapped_column(String(3))
    country: Mapped[str | None] = mapped_column(String(2))
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)
