"""Signing in from tests, through the real API."""

import re
import uuid
from datetime import UTC, datetime, timedelta
from email.message import Message

from argon2 import PasswordHasher
from httpx import AsyncClient, Response
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.accounts import addresses, sessions, tokens
from nocturne.config import Settings
from nocturne.models import User

PASSWORD = "correct horse battery"
WEB = {"X-Requested-With": "nocturne"}
# Hashed once per run: argon2 is slow on purpose, and most tests only need an account.
PASSWORD_HASH = PasswordHasher().hash(PASSWORD)


async def make_staff(
    session: AsyncSession, email: str = "staff@nocturne.club", role: str = "owner"
) -> str:
    now = datetime.now(UTC)
    session.add(
        User(
            email=email,
            password_hash=PASSWORD_HASH,
            email_confirmed_at=now,
            approved_at=now,
            role=role,
        )
    )
    await session.commit()
    return email


async def sign_in(client: AsyncClient, email: str, password: str = PASSWORD) -> Response:
    return await client.post(
        "/api/auth/token",
        params={"grant_type": "password"},
        json={"email": email, "password": password},
    )


async def staff_token(client: AsyncClient, session: AsyncSession, role: str = "owner") -> str:
    """A new approved staff member's access token (an owner unless `role` says otherwise),
    without the cost of a password sign-in."""
    email = f"staff-{uuid.uuid4().hex[:8]}@nocturne.club"
    user = await addresses.find_user(session, await make_staff(session, email, role))
    assert user is not None
    settings: Settings = client._transport.app.state.settings  # type: ignore[attr-defined]
    return (await sessions.start_session(session, settings, user)).access_token


def reissued(settings: Settings, token: str, lifetime: timedelta) -> str:
    """The same session's access token again, living `lifetime` from now."""
    claims = tokens.read_access_token(settings.resolved_secret_key, token)
    return tokens.issue_access_token(
        settings.resolved_secret_key, claims.user_id, claims.session_id, lifetime
    )[0]


def verification_link(message: Message) -> str:
    body = message.get_payload(decode=True)
    assert isinstance(body, bytes)
    match = re.search(r"https?://\S+/api/auth/verify\?token=\S+", body.decode())
    assert match is not None, body
    return match.group(0)
