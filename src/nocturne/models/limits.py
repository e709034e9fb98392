"""Rate-limit counters, kept in the database so every server process counts together."""

from datetime import datetime

from sqlalchemy import Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.models.base import Base, UTCDateTime


class RateLimit(Base):
    __tablename__ = "rate_limits"

    key: Mapped[str] = mapped_column(String(255), primary_key=True)
    window_start: Mapped[datetime] = mapped_column(UTCDateTime())
    count: Mapped[int] = mapped_column(Integer)
