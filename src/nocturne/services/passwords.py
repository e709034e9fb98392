"""Password hashing with argon2id. Hashing is slow on purpose, so it runs off the event loop."""

import anyio.to_thread
from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from nocturne import messages
from nocturne.errors import ApiError

MIN_LENGTH = 8
MAX_LENGTH = 256

_hasher = PasswordHasher()  # argon2id with the library's current recommended parameters
# Verifying against this keeps an unknown email as slow as a wrong password.
_DUMMY_HASH = _hasher.hash("nocturne-dummy-password")


def check_strength(password: str) -> None:
    if len(password) < MIN_LENGTH:
        raise ApiError(
            422, messages.PASSWORD_TOO_SHORT, fields={"password": messages.PASSWORD_TOO_SHORT}
        )
    if len(password) > MAX_LENGTH:
        raise ApiError(
            422, messages.PASSWORD_TOO_LONG, fields={"password": messages.PASSWORD_TOO_LONG}
        )


async def hash_password(password: str) -> str:
    return await anyio.to_thread.run_sync(_hasher.hash, password)


async def verify_password(password_hash: str | None, password: str) -> bool:
    def verify() -> bool:
        try:
            return (
                _hasher.verify(password_hash or _DUMMY_HASH, password) and password_hash is not None
            )
        except (VerificationError, InvalidHashError):
            return False

    return await anyio.to_thread.run_sync(verify)
