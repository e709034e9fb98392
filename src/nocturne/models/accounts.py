"""Staff accounts and their refresh tokens."""

import uuid
from datetime import datetime

from sqlalchemy import BigInteger, CheckConstraint, ForeignKey, String, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.models.base import Base, JSONColumn, UTCDateTime, UUIDPrimaryKey, utcnow
from nocturne.models.content import _one_of

# What an account may do in the admin area (accounts/roles.py holds the table).
USER_ROLES = ("owner", "manager", "host")


class User(UUIDPrimaryKey, Base):
    __tablename__ = "users"
    __table_args__ = (CheckConstraint(_one_of("role", USER_ROLES), name="role"),)

    # Stored lower-cased, so the unique index is case-insensitive on both databases.
    email: Mapped[str] = mapped_column(String(320), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))
    email_confirmed_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    approved_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    role: Mapped[str] = mapped_column(String(16), default="host", server_default="host")
    # Two-factor sign-in: the authenticator's secret (set up, then enabled by a first code), the
    # last time step whose code was used (no code works twice), and the recovery codes' hashes.
    totp_secret: Mapped[str | None] = mapped_column(String(64))
    totp_enabled_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    totp_last_step: Mapped[int | None] = mapped_column(BigInteger)
    recovery_codes: Mapped[list[str] | None] = mapped_column(JSONColumn)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)

    @property
    def two_factor_enabled(self) -> bool:
        return self.totp_enabled_at is not None


class RefreshToken(UUIDPrimaryKey, Base):
    """A refresh token, kept only as its SHA-256. `family_id` ties the rotations of one sign-in."""

    __tablename__ = "refresh_tokens"

    user_id: Mapped[uuid.UUID] = mapped_column(
        Uuid(), ForeignKey("users.id", ondelete="CASCADE"), index=True
    )
    family_id: Mapped[uuid.UUID] = mapped_column(Uuid(), index=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    rotated_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    revoked_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
