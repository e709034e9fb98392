"""Time-based one-time passwords (RFC 6238: SHA-1, 30-second steps, 6 digits), as every
authenticator app computes them, and the recovery codes that stand in for a lost phone."""

import base64
import hashlib
import hmac
import re
import secrets
import struct
import time
from urllib.parse import quote, urlencode

STEP_SECONDS = 30
DIGITS = 6
# A code from the step before or after is accepted too: phones' clocks drift.
DRIFT_STEPS = 1
RECOVERY_CODES = 10


def new_secret() -> str:
    return base64.b32encode(secrets.token_bytes(20)).decode().rstrip("=")


def code_at(secret: str, step: int) -> str:
    key = base64.b32decode(secret + "=" * (-len(secret) % 8))
    digest = hmac.new(key, struct.pack(">Q", step), hashlib.sha1).digest()
    offset = digest[-1] & 0x0F
    number = struct.unpack(">I", digest[offset : offset + 4])[0] & 0x7FFFFFFF
    return str(number % 10**DIGITS).zfill(DIGITS)


def current_step(now: float | None = None) -> int:
    return int((time.time() if now is None else now) // STEP_SECONDS)


def matching_step(
    secret: str, code: str, after: int | None, now: float | None = None
) -> int | None:
    """The step whose code this is, within the drift, if later than `after` (a code used once
    cannot be used again); None otherwise."""
    code = "".join(code.split())
    if len(code) != DIGITS or not code.isdigit():
        return None
    step = current_step(now)
    for candidate in range(step - DRIFT_STEPS, step + DRIFT_STEPS + 1):
        if after is not None and candidate <= after:
            continue
        if hmac.compare_digest(code_at(secret, candidate), code):
            return candidate
    return None


def provisioning_uri(secret: str, account: str, issuer: str) -> str:
    """What the authenticator app reads from the QR code (or typed in)."""
    query = urlencode(
        {"secret": secret, "issuer": issuer, "digits": DIGITS, "period": STEP_SECONDS}
    )
    return f"otpauth://totp/{quote(issuer)}:{quote(account)}?{query}"


def new_recovery_codes() -> list[str]:
    return [f"{secrets.token_hex(4)}-{secrets.token_hex(4)}" for _ in range(RECOVERY_CODES)]


def is_recovery_code(code: str) -> bool:
    """Whether `code` has the shape of a recovery code (two groups of eight hex digits), which
    the app's six digits never have."""
    plain = "".join(code.lower().split())
    return re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{8}", plain) is not None


def hash_recovery_code(code: str) -> str:
    return hashlib.sha256("".join(code.lower().split()).encode()).hexdigest()
