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
RESET_PASSWORD = "reset-password"  # noqa: S105 - a token kind, not a secret
CHANGE_EMAIL = "change-email"
DEVICE = "device"


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


def password_stamp(password_hash: str) -> str:
    """A short fingerprint of a stored password hash: a verification link carries the stamp of the
    password it was mailed for, so a sign-up that replaces the password voids every earlier link."""
    return hashlib.sha256(password_hash.encode()).hexdigest()[:32]


@dataclass(frozen=True)
class VerificationClaims:
    user_id: uuid.UUID
    password_stamp: str


def issue_verification_token(
    secret: str, user_id: uuid.UUID, password_hash: str, lifetime: timedelta
) -> str:
    return _stamped(secret, VERIFY_EMAIL, user_id, password_hash, lifetime)


def issue_reset_token(
    secret: str, user_id: uuid.UUID, password_hash: str, lifetime: timedelta
) -> str:
    """A forgotten-password link: it carries the stamp of the password it replaces, so it works
    once (setting a password changes the stamp) and dies if the password changes otherwise."""
    return _stamped(secret, RESET_PASSWORD, user_id, password_hash, lifetime)


def read_reset_token(secret: str, token: str) -> VerificationClaims:
    return _read_stamped(secret, token, RESET_PASSWORD)


def _stamped(
    secret: str, kind: str, user_id: uuid.UUID, password_hash: str, lifetime: timedelta
) -> str:
    expires_at = datetime.now(UTC) + lifetime
    claims = {
        "sub": str(user_id),
        "pwd": password_stamp(password_hash),
        "typ": kind,
        "exp": int(expires_at.timestamp()),
    }
    return jwt.encode(claims, secret, algorithm=ALGORITHM)


def read_verification_token(secret: str, token: str) -> VerificationClaims:
    return _read_stamped(secret, token, VERIFY_EMAIL)


def _read_stamped(secret: str, token: str, kind: str) -> VerificationClaims:
    claims = _decode(secret, token, kind)
    try:
        stamp = claims["pwd"]
        if not isinstance(stamp, str):
            raise TypeError(stamp)
        return VerificationClaims(user_id=uuid.UUID(claims["sub"]), password_stamp=stamp)
    except (KeyError, ValueError, TypeError) as exc:
        raise InvalidTokenError from exc


def issue_device_token(secret: str, account: str, lifetime: timedelta) -> str:
    """A browser's proof that it signed in to an account before (`account`: a hash of the
    address); each one names a device of its own."""
    claims = {
        "sub": account,
        "jti": secrets.token_urlsafe(12),
        "typ": DEVICE,
        "exp": int((datetime.now(UTC) + lifetime).timestamp()),
    }
    return jwt.encode(claims, secret, algorithm=ALGORITHM)


def read_device_token(secret: str, token: str, account: str) -> str | None:
    """The device's id when the token is valid and was issued for this account, else None."""
    try:
        claims = _decode(secret, token, DEVICE)
    except InvalidTokenError:
        return None
    device = claims.get("jti")
    if claims.get("sub") != account or not isinstance(device, str):
        return None
    return device


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


def account_stamp(password_hash: str, email: str, confirmed_at: datetime | None) -> str:
    """A fingerprint of an account's password and sign-in address (with the moment the address
    was confirmed): it changes with every new password and every change of address, even back to
    an address the account had before."""
    moment = "" if confirmed_at is None else str(int(confirmed_at.timestamp() * 1_000_000))
    material = f"{password_hash}\n{email}\n{moment}"
    return hashlib.sha256(material.encode()).hexdigest()[:32]


def issue_email_change_token(
    secret: str, user_id: uuid.UUID, new_email: str, stamp: str, lifetime: timedelta
) -> str:
    """A link to the new address. It carries the account's stamp (`account_stamp`), so it works
    once, only while the account still signs in with the address and password it was asked
    from."""
    claims = {
        "sub": str(user_id),
        "email": new_email,
        "pwd": stamp,
        "typ": CHANGE_EMAIL,
        "exp": int((datetime.now(UTC) + lifetime).timestamp()),
    }
    return jwt.encode(claims, secret, algorithm=ALGORITHM)


def read_email_change_token(secret: str, token: str) -> tuple[VerificationClaims, str]:
    claims = _decode(secret, token, CHANGE_EMAIL)
    email = claims.get("email")
    stamp = claims.get("pwd")
    if not isinstance(email, str) or not isinstance(stamp, str):
        raise InvalidTokenError
    try:
        return VerificationClaims(user_id=uuid.UUID(claims["sub"]), password_stamp=stamp), email
    except (KeyError, ValueError) as exc:
        raise InvalidTokenError from exc
