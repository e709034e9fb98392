"""Signing in from tests, through the real API."""

import re
from email.message import Message

from httpx import AsyncClient, Response
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.services import accounts

PASSWORD = "correct horse battery"
WEB = {"X-Requested-With": "nocturne"}


async def make_staff(session: AsyncSession, email: str = "staff@nocturne.club") -> str:
    await accounts.create_admin(session, email, PASSWORD)
    return email


async def sign_in(client: AsyncClient, email: str, password: str = PASSWORD) -> Response:
    return await client.post(
        "/api/auth/token",
        params={"grant_type": "password"},
        json={"email": email, "password": password},
    )


async def staff_token(client: AsyncClient, session: AsyncSession) -> str:
    response = await sign_in(client, await make_staff(session))
    assert response.status_code == 200, response.text
    token: str = response.json()["access_token"]
    return token


def verification_link(message: Message) -> str:
    body = message.get_payload(decode=True)
    assert isinstance(body, bytes)
    match = re.search(r"https?://\S+/api/auth/verify\?token=\S+", body.decode())
    assert match is not None, body
    return match.group(0)
