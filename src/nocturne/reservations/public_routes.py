"""A guest's reservation request, the public write the reservation form sends.

An ordinary route: FastAPI validates the body and the Idempotency-Key, the per-address limit is
counted (limit_public_writes), and the work is handed to the booking desk
(reservations/booking_desk.py), which stores it in the next batch and answers once it is durable.
"""

from fastapi import APIRouter, Request, Response
from starlette.datastructures import State

from nocturne.core.statements import Transaction
from nocturne.reservations import service as reservations
from nocturne.reservations.booking_desk import Filed
from nocturne.reservations.public_writes import IdempotencyKeyDep, public_write, respond
from nocturne.reservations.schemas import (
    ReservationCreate,
    ReservationPublic,
)

router = APIRouter(prefix="/api", tags=["public"])


@public_write(router, "/reservations", "create_reservation", ReservationPublic)
async def create_reservation(
    request: Request,
    data: ReservationCreate,
    idempotency_key: IdempotencyKeyDep,
) -> Response:
    """Request a bottle-service reservation; staff confirm it later. The club's booking rules
    apply (open nights, capacity, one pending request per guest and night): a refusal is a 422
    with the reason on the field. A retry with the same Idempotency-Key gets the first answer."""
    return await _request_reservation(request.app.state, data, idempotency_key)


# The work handed to the booking desk, with what create_app keeps on app.state.


async def _request_reservation(state: State, data: ReservationCreate, key: str | None) -> Response:
    settings = state.settings
    zone = state.club.zone
    facts = state.booking_facts
    known = await facts.in_force(zone, data.date)
    club = await facts.club(settings.club_name, settings.public_url)

    async def work(tx: Transaction) -> Filed:
        return await reservations.submit_reservation(
            tx, state.notifier, zone, data, key, known=known, club=club
        )

    return respond(await state.desk.file(work))
