"""Shared pieces of the request and response models."""

import re
from datetime import date, datetime
from typing import Annotated, Any, ClassVar, Self

from email_validator import EmailNotValidError, validate_email
from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    ModelWrapValidatorHandler,
    StringConstraints,
    ValidationError,
    model_validator,
)
from pydantic_core import ErrorDetails, InitErrorDetails, PydanticCustomError

from nocturne import messages

# The error type of a failure whose message is already the one to show.
EXPLAINED = "explained"


class PublicModel(BaseModel):
    """A response model read straight from a table row."""

    model_config = ConfigDict(from_attributes=True)


# Text no database or mail can carry: C0 control characters other than tab and line breaks
# (PostgreSQL refuses NUL), DEL, and halves of a surrogate pair (a broken emoji cannot be encoded
# as UTF-8, so a row holding one could be stored but never sent back).
_UNSAVEABLE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff]")


def unsaveable_text(data: Any) -> list[tuple[str | int, ...]]:
    """Where in a decoded JSON body a text (value or key) holds a character that cannot be saved.

    Walked with a stack of its own: a body nested hundreds of levels deep is answered, not crashed.
    """
    found: list[tuple[str | int, ...]] = []
    pending: list[tuple[tuple[str | int, ...], Any]] = [((), data)]
    while pending:
        loc, value = pending.pop()
        if isinstance(value, str):
            if _UNSAVEABLE.search(value):
                found.append(loc)
        elif isinstance(value, dict):
            for key, item in value.items():
                if isinstance(key, str) and _UNSAVEABLE.search(key):
                    found.append((*loc, key))
                else:
                    pending.append(((*loc, key), item))
        elif isinstance(value, list):
            pending.extend(((*loc, index), item) for index, item in enumerate(value))
    return sorted(found, key=str)


class InputModel(BaseModel):
    """A request body: unknown fields are refused, so nobody can set a status by sending it.

    Every failure gets a message a person can act on: a model names its own in `field_messages`
    (used for any failure of that field) and `too_long_messages`.
    """

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)
    field_messages: ClassVar[dict[str, str]] = {}
    too_long_messages: ClassVar[dict[str, str]] = {}

    @model_validator(mode="wrap")
    @classmethod
    def _explain(cls, data: Any, handler: ModelWrapValidatorHandler[Self]) -> Self:
        unsaveable: list[InitErrorDetails] = [
            {
                "type": PydanticCustomError(EXPLAINED, messages.TEXT_UNSAVEABLE),
                "loc": loc,
                "input": None,
            }
            for loc in unsaveable_text(data)
        ]
        if unsaveable:
            raise ValidationError.from_exception_data(cls.__name__, unsaveable)
        try:
            return handler(data)
        except ValidationError as error:
            details: list[InitErrorDetails] = [
                {
                    "type": PydanticCustomError(EXPLAINED, cls._message(detail)),
                    "loc": detail["loc"],
                    "input": detail.get("input"),
                }
                for detail in error.errors()
            ]
            raise ValidationError.from_exception_data(cls.__name__, details) from None

    @classmethod
    def _message(cls, detail: ErrorDetails) -> str:
        kind = detail["type"]
        field = str(detail["loc"][0]) if detail["loc"] else ""
        if kind == EXPLAINED:
            return detail["msg"]
        if kind in ("value_error", "assertion_error") and "error" in detail.get("ctx", {}):
            return str(detail["ctx"]["error"])
        if kind == "extra_forbidden":
            return messages.FIELD_UNEXPECTED
        if len(detail["loc"]) == 1:
            if kind == "string_too_long" and field in cls.too_long_messages:
                return cls.too_long_messages[field]
            if field in cls.field_messages:
                return cls.field_messages[field]
        if kind == "missing" or (
            kind == "string_too_short" and detail.get("ctx", {}).get("min_length") == 1
        ):
            return messages.FIELD_REQUIRED
        return detail["msg"]


class ErrorDetail(BaseModel):
    code: str
    message: str
    fields: dict[str, str] | None = None


class ErrorResponse(BaseModel):
    error: ErrorDetail


Text = Annotated[str, StringConstraints(strip_whitespace=True)]


def blank_to_none(value: object) -> object:
    """Optional form fields arrive as '' when left empty; they are stored as null."""
    if isinstance(value, str) and not value.strip():
        return None
    return value


def normalise_email(value: str) -> str:
    try:
        return validate_email(value.strip(), check_deliverability=False).normalized
    except EmailNotValidError:
        raise ValueError(messages.EMAIL_INVALID) from None


def _iso_date(value: object) -> object:
    """Only YYYY-MM-DD: a bare number is not a date (pydantic would read 0 as 1970-01-01)."""
    if isinstance(value, str):
        try:
            return date.fromisoformat(value)
        except ValueError:
            raise ValueError(messages.DATE_FORMAT) from None
    if isinstance(value, date):
        return value
    raise ValueError(messages.DATE_FORMAT)


IsoDate = Annotated[date, BeforeValidator(_iso_date)]


def _iso_moment(value: object) -> object:
    """Only an ISO 8601 date and time with its offset: a bare number is not a moment."""
    if isinstance(value, str):
        try:
            moment = datetime.fromisoformat(value)
        except ValueError:
            raise ValueError(messages.MOMENT_FORMAT) from None
        if moment.tzinfo is None:
            raise ValueError(messages.MOMENT_FORMAT)
        return moment
    if isinstance(value, datetime) and value.tzinfo is not None:
        return value
    raise ValueError(messages.MOMENT_FORMAT)


IsoMoment = Annotated[datetime, BeforeValidator(_iso_moment)]


# A person's name on a visitor's form or a staff booking.
MAX_NAME = 200
MAX_PHONE = 32
PHONE_DIGITS = (6, 20)
PHONE_CHARACTERS = re.compile(r"[0-9+()\-. /]+")


def phone_as_typed(value: str | None) -> str | None:
    """A phone number as the guest wrote it, trimmed: 6 to 20 digits, with the usual signs."""
    if value is None:
        return None
    digits = sum(character.isdigit() for character in value)
    if not PHONE_CHARACTERS.fullmatch(value) or not PHONE_DIGITS[0] <= digits <= PHONE_DIGITS[1]:
        raise ValueError(messages.PHONE_INVALID)
    return value


# The hidden field of the public forms: a bot that fills it in is answered as usual and nothing
# is kept.
HONEYPOT_DESCRIPTION = "Leave empty. A hidden field that only bots fill in."


def person_name(value: str) -> str:
    if not value:
        raise ValueError(messages.NAME_REQUIRED)
    if len(value) > MAX_NAME:
        raise ValueError(messages.NAME_TOO_LONG)
    return value
