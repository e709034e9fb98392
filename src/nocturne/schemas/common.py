"""Shared pieces of the request and response models."""

from typing import Annotated

from email_validator import EmailNotValidError, validate_email
from pydantic import BaseModel, ConfigDict, StringConstraints

from nocturne import messages


class PublicModel(BaseModel):
    """A response model read straight from a table row."""

    model_config = ConfigDict(from_attributes=True)


class InputModel(BaseModel):
    """A request body: unknown fields are refused, so nobody can set a status by sending it."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


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
