"""The club's settings as staff edit them: its time zone, currency and country, the staff told of
each new request, and the roles that must sign in with a second factor."""

from collections.abc import Callable
from typing import Annotated, ClassVar

from pydantic import BaseModel, BeforeValidator, Field

from nocturne import messages
from nocturne.accounts.roles import Role
from nocturne.club.codes import known_country, known_currency
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


def _code(known: Callable[[str], bool], refusal: str) -> Callable[[object], object]:
    """An ISO code as typed ("eur" is EUR), or the field's refusal when the list lacks it."""

    def check(value: object) -> object:
        if value is None:
            return None
        if not isinstance(value, str) or not known(value.strip().upper()):
            raise ValueError(refusal)
        return value.strip().upper()

    return check


class ClubSettingsUpdate(InputModel):
    field_messages: ClassVar[dict[str, str]] = {
        "time_zone": messages.TIME_ZONE_UNKNOWN,
        "notification_emails": messages.NOTIFICATION_EMAILS_INVALID,
        "currency": messages.CURRENCY_UNKNOWN,
        "country": messages.COUNTRY_UNKNOWN,
    }

    time_zone: str = Field(
        min_length=1, max_length=64, description="An IANA name, e.g. America/New_York."
    )
    notification_emails: Annotated[list[str], BeforeValidator(_addresses)] = Field(
        description="Staff told of each new message and reservation request."
    )
    # Left out (or null): kept as saved (a client that knows only the fields above changes neither).
    currency: Annotated[
        str | None, BeforeValidator(_code(known_currency, messages.CURRENCY_UNKNOWN))
    ] = Field(default=None, description="An ISO 4217 code, e.g. USD or EUR.")
    country: Annotated[
        str | None, BeforeValidator(_code(known_country, messages.COUNTRY_UNKNOWN))
    ] = Field(default=None, description="An ISO 3166-1 alpha-2 code, e.g. US or FR.")


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
    currency: str = Field(description="ISO 4217: as saved, or USD until saved.")
    country: str = Field(
        description="ISO 3166-1 alpha-2: as saved, or US until saved; the default region of "
        "phone numbers."
    )


class SecuritySettings(InputModel):
    field_messages: ClassVar[dict[str, str]] = {"two_factor_roles": messages.ROLE_INVALID}

    two_factor_roles: list[Role] = Field(
        max_length=3, description="Roles whose accounts must sign in with a second factor."
    )
