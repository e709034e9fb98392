"""Accounts: sign-up, sign-in and the session the browser keeps."""

import uuid
from datetime import datetime
from typing import ClassVar, Literal

from pydantic import BaseModel, Field, field_validator

from nocturne import messages
from nocturne.accounts.roles import Role
from nocturne.core.schemas import InputModel, PublicModel, normalise_email


class Credentials(InputModel):
    email: str = Field(max_length=320, json_schema_extra={"format": "email"})
    password: str = Field(min_length=8, max_length=256)

    field_messages: ClassVar[dict[str, str]] = {"password": messages.PASSWORD_TOO_SHORT}
    too_long_messages: ClassVar[dict[str, str]] = {"password": messages.PASSWORD_TOO_LONG}

    _check_email = field_validator("email")(normalise_email)


class TokenRequest(InputModel):
    """email and password for grant_type=password; for grant_type=refresh_token either the
    refresh_token here or, from the browser, nothing (its token travels in the HttpOnly cookie)."""

    email: str | None = Field(default=None, max_length=320, json_schema_extra={"format": "email"})
    password: str | None = Field(default=None, max_length=256)
    refresh_token: str | None = Field(default=None, max_length=256)
    code: str | None = Field(
        default=None, max_length=32, description="The authenticator's code or a recovery code."
    )

    @field_validator("email")
    @classmethod
    def _check_email(cls, value: str | None) -> str | None:
        return None if value is None else normalise_email(value)


class UserPublic(PublicModel):
    id: uuid.UUID
    email: str
    email_confirmed_at: datetime | None
    approved_at: datetime | None
    role: Role = Field(description="What the account may do: accounts/roles.py.")
    two_factor_enabled: bool = Field(description="Signs in with a second factor.")
    created_at: datetime


class RoleUpdate(InputModel):
    field_messages: ClassVar[dict[str, str]] = {"role": messages.ROLE_INVALID}

    role: Role


class UsersPublic(BaseModel):
    data: list[UserPublic]
    count: int


class SessionPublic(BaseModel):
    access_token: str
    token_type: Literal["bearer"] = "bearer"  # noqa: S105 - the scheme's name
    expires_in: int = Field(description="Seconds until the access token expires.")
    expires_at: int = Field(description="When the access token expires, in Unix seconds.")
    refresh_token: str | None = Field(
        description="For API clients. Null for the web app (it sends X-Requested-With): its "
        "refresh token travels only in the HttpOnly cookie, out of reach of scripts."
    )
    user: UserPublic


class MessagePublic(BaseModel):
    message: str


class ResetRequest(InputModel):
    email: str = Field(max_length=320, json_schema_extra={"format": "email"})

    _check_email = field_validator("email")(normalise_email)


class PasswordReset(InputModel):
    """The token from the mailed link (its address's fragment) and the new password."""

    token: str = Field(min_length=1, max_length=2048)
    password: str = Field(min_length=8, max_length=256)

    field_messages: ClassVar[dict[str, str]] = {
        "password": messages.PASSWORD_TOO_SHORT,
        "token": messages.RESET_LINK_INVALID,
    }
    too_long_messages: ClassVar[dict[str, str]] = {"password": messages.PASSWORD_TOO_LONG}


class TwoFactorPublic(BaseModel):
    enabled: bool
    required: bool = Field(description="The account's role must use it (owners decide).")
    recovery_codes_left: int


class TwoFactorSetupPublic(BaseModel):
    secret: str = Field(description="For typing into the app, in groups of four.")
    otpauth_uri: str = Field(description="For the app's QR code.")


class CurrentPassword(InputModel):
    """A change to how the account signs in asks for its password, not only its session."""

    field_messages: ClassVar[dict[str, str]] = {"current_password": messages.CURRENT_PASSWORD_WRONG}

    current_password: str = Field(min_length=1, max_length=256)


class TwoFactorCode(CurrentPassword):
    field_messages: ClassVar[dict[str, str]] = {
        **CurrentPassword.field_messages,
        "code": messages.TWO_FACTOR_INVALID,
    }

    code: str = Field(min_length=6, max_length=32)


class RecoveryCodesPublic(BaseModel):
    recovery_codes: list[str] = Field(description="Shown once: each signs in once.")


class PasswordChange(InputModel):
    field_messages: ClassVar[dict[str, str]] = {"new_password": messages.PASSWORD_TOO_SHORT}
    too_long_messages: ClassVar[dict[str, str]] = {"new_password": messages.PASSWORD_TOO_LONG}

    current_password: str = Field(min_length=1, max_length=256)
    new_password: str = Field(min_length=8, max_length=256)


class EmailChange(InputModel):
    email: str = Field(max_length=320, json_schema_extra={"format": "email"})
    current_password: str = Field(min_length=1, max_length=256)

    _check_email = field_validator("email")(normalise_email)
