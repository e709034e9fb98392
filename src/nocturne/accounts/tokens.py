"""Access tokens (short-lived signed JWTs) and the signed links mailed for email verification."""

import hashlib
import secrets
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import jwt

ALGORITHM = "HS256"
ACCESS = "access"
VERIFY_EMAIL = "verify-email"


@dataclass(frozen=True)
class AccessClaims:
    user_id: uuid.UUID
    session_id: uuid.UUID
    expires_at: datetime


class InvalidTokenError(Exception):
    """The token is malformed, tampered with, of the wrong kind, or expired."""


def new_refresh_token() -> str:
    return secrets.token_urlsafe(32)


def hash_refresh_token(token: str) -> str:
    """Refresh tokens are random and long, so a plain SHA-256 is enough to store them safely."""
    return hashlib.sha256(token.encode()).hexdigest()


def issue_access_token(
    secret: str, user_id: uuid.UUID, session_id: uuid.UUID, lifetime: timedelta
) -> tuple[str, datetime]:
    now = datetime.now(UTC)
    expires_at = now + lifetime
    claims = {
        "sub": str(user_id),
        "sid": str(session_id),
        "typ": ACCESS,
        "iat": int(now.timestamp()),
        "exp": int(expires_at.timestamp()),
    }
    return jwt.encode(claims, secret, algorithm=ALGORITHM), expires_at


def read_access_token(secret: str, token: str) -> AccessClaims:
    claims = _decode(secret, token, ACCESS)
    try:
        return AccessClaims(
            user_id=uuid.UUID(claims["sub"]),
            session_id=uuid.UUID(claims["sid"]),
            expires_at=datetime.fromtimestamp(claims["exp"], UTC),
        )
    except (KeyError, ValueError, TypeError) as exc:
        raise InvalidTokenError from exc


def issue_verification_token(secret: str, user_id: uuid.UUID, lifetime: timedelta) -> str:
    expires_at = datetime.now(UTC) + lifetime
    claims = {"sub": str(user_id), "typ": VERIFY_EMAIL, "exp": int(expires_at.timestamp())}
    return jwt.encode(claims, secret, algorithm=ALGORITHM)


def read_verification_token(secret: str, token: str) -> uuid.UUID:
    claims = _decode(secret, token, VERIFY_EMAIL)
    try:
        return uuid.UUID(claims["sub"])
    except (KeyError, ValueError, TypeError) as exc:
        raise InvalidTokenError from exc


def _decode(secret: str, token: str, kind: str) -> dict[str, Any]:
    try:
        claims: dict[str, Any] = jwt.decode(
            token, secret, algorithms=[ALGORITHM], options={"require": ["exp", "sub", "typ"]}
        )
    except jwt.PyJWTError as exc:
        raise InvalidTokenError from exc
    if claims.get("typ") != kind:
        raise InvalidTokenError
    return claims
