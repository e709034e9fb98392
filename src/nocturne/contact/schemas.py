"""A visitor's message to the club, as the contact form sends it (with the rules that count; the
browser checks the same rules, generated from these), and as staff read and decide it."""

import uuid
from datetime import datetime
from typing import ClassVar, Literal

from pydantic import BaseModel, Field, field_validator

from nocturne import messages
from nocturne.core.schemas import (
    HONEYPOT_DESCRIPTION,
    MAX_NAME,
    InputModel,
    PublicModel,
    normalise_email,
    person_name,
)

MAX_MESSAGE = 5000
ContactSubject = Literal["General Inquiry", "Private Event", "Feedback", "Other"]


class ContactSubmissionCreate(InputModel):
    field_messages: ClassVar[dict[str, str]] = {
        "name": messages.NAME_REQUIRED,
        "email": messages.EMAIL_INVALID,
        "subject": messages.SUBJECT_INVALID,
        "message": messages.MESSAGE_REQUIRED,
    }
    too_long_messages: ClassVar[dict[str, str]] = {
        "name": messages.NAME_TOO_LONG,
        "message": messages.MESSAGE_TOO_LONG,
    }

    name: str = Field(max_length=MAX_NAME, pattern=r"\S")
    email: str = Field(max_length=320, json_schema_extra={"format": "email"})
    subject: ContactSubject
    message: str = Field(max_length=MAX_MESSAGE, pattern=r"\S")
    website: str | None = Field(default=None, max_length=500, description=HONEYPOT_DESCRIPTION)

    _check_name = field_validator("name")(person_name)
    _check_email = field_validator("email")(normalise_email)

    @field_validator("message")
    @classmethod
    def _check_message(cls, value: str) -> str:
        if not value:
            raise ValueError(messages.MESSAGE_REQUIRED)
        return value


class ContactSubmissionPublic(PublicModel):
    id: uuid.UUID
    name: str
    email: str
    subject: str
    message: str
    status: Literal["pending", "completed", "rejected"]
    created_at: datetime
    completion_time: datetime | None


class ContactSubmissionsPublic(BaseModel):
    data: list[ContactSubmissionPublic]
    count: int


class SubmissionStatusUpdate(InputModel):
    status: Literal["completed", "rejected"]
