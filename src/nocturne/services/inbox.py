"""Storing what visitors send. Nothing a visitor submitted is ever lost: the row is committed
before anything else (notifications, feeds) is attempted."""

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.models import ContactSubmission, Reservation
from nocturne.schemas.inbox import ContactSubmissionCreate, ReservationCreate


async def create_contact_submission(
    session: AsyncSession, data: ContactSubmissionCreate
) -> ContactSubmission:
    submission = ContactSubmission(**data.model_dump(), status="pending")
    session.add(submission)
    await session.commit()
    return submission


async def create_reservation(session: AsyncSession, data: ReservationCreate) -> Reservation:
    reservation = Reservation(**data.model_dump(), status="pending")
    session.add(reservation)
    await session.commit()
    return reservation
