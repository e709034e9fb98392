"""Password rules and hashing with argon2id. Hashing is slow on purpose, so it runs off the event
loop.

The rules follow OWASP ASVS (V2.1): at least 8 characters, long passphrases welcome (up to 256;
nothing is truncated), and no password from a list of common ones.
"""

import secrets
from functools import cache
from importlib.resources import files

import anyio.to_thread
from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from nocturne import messages
from nocturne.core.errors import ApiError

MIN_LENGTH = 8
MAX_LENGTH = 256
# Lowercased, one a line; where it comes from is in common-passwords-LICENSE.txt beside it.
COMMON_PASSWORDS = files("nocturne") / "data" / "common-passwords.txt"

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
    if password.lower() in common_passwords():
        raise ApiError(
            422,
            messages.PASSWORD_TOO_COMMON,
            code="weak_password",
            fields={"password": messages.PASSWORD_TOO_COMMON},
        )


@cache
def common_passwords() -> frozenset[str]:
    text = COMMON_PASSWORDS.read_text(encoding="utf-8")
    return frozenset(line.strip() for line in text.splitlines() if line.strip())


async def hash_password(password: str) -> str:
    return await anyio.to_thread.run_sync(_hasher.hash, password)


UNUSABLE = "!"


def unusable_hash() -> str:
    """A stored password no password matches (and whose stamp is new each time): the account
    opens only once its owner chooses one through a mailed link."""
    return UNUSABLE + secrets.token_hex(32)


async def verify_password(password_hash: str | None, password: str) -> bool:
    """Whether the password matches. An account without a usable password still costs one
    argon2 verification, so the time of the answer tells nothing."""
    stored = password_hash if password_hash and not password_hash.startswith(UNUSABLE) else None

    def verify() -> bool:
        try:
            return _hasher.verify(stored or _DUMMY_HASH, password) and stored is not None
        except (VerificationError, InvalidHashError):
            return False

    return await anyio.to_thread.run_sync(verify)
