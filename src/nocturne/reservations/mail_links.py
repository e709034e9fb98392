"""Signed one-click Confirm and Decline links in the staff's mail about a new request.

A link names the reservation, the action and an id of its own, and expires after
`LINK_LIFETIME`. It works once: using it records its id (a primary key, so two clicks at the
same moment cannot both act). The web page it opens shows the request and asks before acting;
the token travels in the address's fragment, which browsers never send to a server, so it does
not end up in access logs.
"""

import secrets
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Literal

import jwt
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.core.errors import ApiError
from nocturne.models import ReservationLinkUse

ALGORITHM = "HS256"
KIND = "reservation-link"
LINK_LIFETIME = timedelta(days=3)
LINK_PAGE = "/reservation-link"

LinkAction = Literal["confirm", "decline"]
ACTIONS: tuple[LinkAction, ...] = ("confirm", "decline")


@dataclass(frozen=True)
class LinkClaims:
    reservation_id: uuid.UUID
    action: LinkAction
    token_id: str
    expires_at: datetime


def issue(
    secret: str, reservation_id: uuid.UUID, action: LinkAction, now: datetime | None = None
) -> str:
    expires_at = (now or datetime.now(UTC)) + LINK_LIFETIME
    claims = {
        "sub": str(reservation_id),
        "act": action,
        "jti": secrets.token_urlsafe(16),
        "typ": KIND,
        "exp": int(expires_at.timestamp()),
    }
    return jwt.encode(claims, secret, algorithm=ALGORITHM)


def url(public_url: str, token: str) -> str:
    return f"{public_url.rstrip('/')}{LINK_PAGE}#{token}"


def read(secret: str, token: str) -> LinkClaims:
    """The link's claims, or 404 for a link that was not signed here (or altered) and 410 for
    an expired one."""
    try:
        claims = jwt.decode(
            token,
            secret,
            algorithms=[ALGORITHM],
            options={"require": ["exp", "sub", "typ", "act", "jti"]},
        )
        if claims["typ"] != KIND or claims["act"] not in ACTIONS:
            raise ValueError(claims["typ"])
        return LinkClaims(
            reservation_id=uuid.UUID(claims["sub"]),
            action=claims["act"],
            token_id=str(claims["jti"])[:64],
            expires_at=datetime.fromtimestamp(claims["exp"], UTC),
        )
    except jwt.ExpiredSignatureError:
        raise ApiError(410, messages.RESERVATION_LINK_EXPIRED) from None
    except (jwt.PyJWTError, KeyError, ValueError, TypeError):
        raise ApiError(404, messages.RESERVATION_LINK_INVALID) from None


async def was_used(session: AsyncSession, claims: LinkClaims) -> bool:
    return await session.get(ReservationLinkUse, claims.token_id) is not None


async def use(session: AsyncSession, claims: LinkClaims) -> None:
    """Record the link as used in the caller's transaction, or 409 when it already was."""
    session.add(ReservationLinkUse(token_id=claims.token_id))
    try:
        await session.flush()
    except IntegrityError:
        await session.rollback()
        raise ApiError(409, messages.RESERVATION_LINK_USED) from None
