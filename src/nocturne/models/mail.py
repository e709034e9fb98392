"""Mails waiting to go out, stored in the transaction of the change that caused them
(mail/outbox.py)."""

import uuid
from datetime import datetime

from sqlalchemy import CheckConstraint, Index, Integer, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.models.base import Base, UTCDateTime, UUIDPrimaryKey, utcnow
from nocturne.models.content import _one_of

MAIL_STATUSES = ("pending", "sent", "failed")


class OutboxMail(UUIDPrimaryKey, Base):
    __tablename__ = "outbox_mails"
    __table_args__ = (
        CheckConstraint(_one_of("status", MAIL_STATUSES), name="status"),
        # The worker's claim (due pending rows) and the count of failed ones.
        Index("ix_outbox_mails_status_due", "status", "next_attempt_at"),
        Index("ix_outbox_mails_about", "about"),
    )

    # What the mail is (reservation_receipt, reservation_staff, decision...) and the row it is
    # about (a reservation, a message, an account), for staff and for the checks.
    kind: Mapped[str] = mapped_column(String(40))
    about: Mapped[uuid.UUID | None] = mapped_column(Uuid(), nullable=True)
    # Made when the row is stored: a re-send carries the same one.
    message_id: Mapped[str] = mapped_column(String(255), unique=True)
    to_address: Mapped[str] = mapped_column(String(320))
    subject: Mapped[str] = mapped_column(Text)
    text: Mapped[str] = mapped_column(Text)
    html: Mapped[str | None] = mapped_column(Text, nullable=True)
    reply_to: Mapped[str | None] = mapped_column(String(320), nullable=True)
    # An iCalendar file sent attached (the confirmation's "add to calendar").
    calendar: Mapped[str | None] = mapped_column(Text, nullable=True)
    status: Mapped[str] = mapped_column(String(10), default="pending")
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    next_attempt_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    # A worker's lease: until then no other process takes the row.
    claimed_until: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    claimed_by: Mapped[str | None] = mapped_column(String(80), nullable=True)
    last_error: Mapped[str | None] = mapped_column(Text, nullable=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    sent_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
