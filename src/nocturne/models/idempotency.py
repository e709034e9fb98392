"""Answers to public writes, kept under the client's Idempotency-Key so a retry gets the same
answer instead of a second row (services/idempotency.py)."""

from datetime import datetime

from sqlalchemy import Integer, LargeBinary, String
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.models.base import Base, UTCDateTime, utcnow


class IdempotencyKey(Base):
    __tablename__ = "idempotency_keys"

    # Which endpoint the key belongs to: the same key on another endpoint is another key.
    scope: Mapped[str] = mapped_column(String(64), primary_key=True)
    key: Mapped[str] = mapped_column(String(200), primary_key=True)
    # SHA-256 of the validated request body: a reused key with another body is refused.
    fingerprint: Mapped[str] = mapped_column(String(64))
    status_code: Mapped[int] = mapped_column(Integer)
    body: Mapped[bytes] = mapped_column(LargeBinary)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, index=True)
