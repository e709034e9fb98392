"""The link in every mail to a guest about a booking, to the booking's own page: no account,
no password. The link names the booking and is signed with the server's key, so it cannot be
guessed or altered; it works until the booking's night is over (checked against the booking as
it stands, so a booking moved to a later night keeps its link). The token travels in the
address's fragment, which browsers never send to a server, and in request bodies: it stays out
of access logs.
"""

import uuid
from datetime import UTC, datetime, timedelta

import jwt

from nocturne import messages
from nocturne.core.errors import ApiError

ALGORITHM = "HS256"
KIND = "booking"
PAGE = "/booking"
# Long enough for the farthest night the club books, and for a booking moved later: the
# booking's own night ends the link (manage.py).
LIFETIME = timedelta(days=400)


def issue(secret: str, reservation_id: uuid.UUID, now: datetime | None = None) -> str:
    expires_at = (now or datetime.now(UTC)) + LIFETIME
    claims = {"sub": str(reservation_id), "typ": KIND, "exp": int(expires_at.timestamp())}
    return jwt.encode(claims, secret, algorithm=ALGORITHM)


def url(public_url: str, token: str) -> str:
    return f"{public_url.rstrip('/')}{PAGE}#{token}"


def read(secret: str, token: str) -> uuid.UUID:
    """The booking the link names, or 404 for a link not signed here (or altered) and 410 for
    one past its lifetime."""
    try:
        claims = jwt.decode(
            token, secret, algorithms=[ALGORITHM], options={"require": ["exp", "sub", "typ"]}
        )
        if claims["typ"] != KIND:
            raise ValueError(claims["typ"])
        return uuid.UUID(claims["sub"])
    except jwt.ExpiredSignatureError:
        raise ApiError(410, messages.MANAGE_NIGHT_OVER) from None
    except (jwt.PyJWTError, KeyError, ValueError, TypeError):
        raise ApiError(404, messages.MANAGE_LINK_INVALID) from None
