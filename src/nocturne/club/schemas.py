"""The club's settings as staff edit them: its time zone, the staff told of each new request,
and the roles that must sign in with a second factor."""

from typing import Annotated, ClassVar

from pydantic import BaseModel, BeforeValidator, Field

from nocturne import messages
from nocturne.accounts.roles import Role
from nocturne.core.schemas import InputModel, normalise_email

MAX_NOTIFICATION_EMAILS = 20


def _addresses(value: object) -> object:
    if not isinstance(value, list) or len(value) > MAX_NOTIFICATION_EMAILS:
        raise ValueError(messages.NOTIFICATION_EMAILS_INVALID)
    if not all(isinstance(item, str) and len(item) <= 320 for item in value):
        raise ValueError(messages.NOTIFICATION_EMAILS_INVALID)
    cleaned: list[str] = []
    for item in value:
        try:
            address = normalise_email(item)
        except ValueError:
            raise ValueError(messages.NOTIFICATION_EMAILS_INVALID) from None
        if address.lower() not in (seen.lower() for seen in cleaned):
            cleaned.append(address)
    return cleaned


class ClubSettingsUpdate(InputModel):
    field_messages: ClassVar[dict[str, str]] = {
        "time_zone": messages.TIME_ZONE_UNKNOWN,
        "notification_emails": messages.NOTIFICATION_EMAILS_INVALID,
    }

    time_zone: str = Field(
        min_length=1, max_length=64, description="An IANA name, e.g. America/New_York."
    )
    notification_emails: Annotated[list[str], BeforeValidator(_addresses)] = Field(
        description="Staff told of each new message and reservation request."
    )


class ClubSettingsPublic(BaseModel):
    time_zone: str | None = Field(description="As saved; null: the default.")
    notification_emails: list[str] | None = Field(description="As saved; null: the default.")
    time_zone_in_force: str
    notification_emails_in_force: list[str]
    time_zone_from_environment: bool = Field(
        description="NOCTURNE_TIMEZONE is set: it wins over the saved value."
    )
    notification_emails_from_environment: bool = Field(
        description="NOCTURNE_STAFF_NOTIFICATION_EMAILS is set: it wins over the saved value."
    )


class SecuritySettings(InputModel):
    field_messages: ClassVar[dict[str, str]] = {"two_factor_roles": messages.ROLE_INVALID}

    two_factor_roles: list[Role] = Field(
        max_length=3, description="Roles whose accounts must sign in with a second factor."
    )
