"""The shapes of the content JSON of the known sections (content_sections.content).

A save whose content does not match its section's shape is refused, so an admin cannot break the
public site from the Content manager.
"""

import re
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, Field, ValidationError

from nocturne import messages
from nocturne.core.errors import ApiError
from nocturne.core.schemas import InputModel
from nocturne.kit.links import Link, MediaUrl, OptionalMediaUrl, check_media_url

Required = Annotated[str, Field(min_length=1, max_length=500)]
Optional = Annotated[str | None, Field(max_length=2000)]
Text = Annotated[str, Field(max_length=2000)]
SECTION_NAME = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")


def _icon(value: str) -> str:
    """An icon is a name from the icon set (e.g. "crown") or an uploaded image."""
    if "/" in value or ":" in value:
        return check_media_url(value)
    return value


Icon = Annotated[str, Field(max_length=2048), AfterValidator(_icon)]


class HeroContent(InputModel):
    title: Required
    subtitle: Required
    background_image: OptionalMediaUrl = None
    background_video: OptionalMediaUrl = None
    primary_button_text: Required
    primary_button_link: Link
    secondary_button_text: Required
    secondary_button_link: Link


class TitledContent(InputModel):
    title: Optional = None
    subtitle: Optional = None


class Feature(InputModel):
    id: Required
    icon: Icon = ""
    title: Required
    description: Text = ""


class Statistic(InputModel):
    id: Required
    icon: Icon = ""
    label: Required
    value: Required


class Experience(InputModel):
    title: Text = ""
    description: Annotated[str, Field(max_length=5000)] = ""
    images: list[MediaUrl] = Field(default_factory=list, max_length=12)


class BottleServiceContent(InputModel):
    title: Optional = None
    subtitle: Optional = None
    features: list[Feature] = Field(default_factory=list, max_length=24)
    statistics: list[Statistic] = Field(default_factory=list, max_length=24)
    experience: Experience | None = None


class SocialLink(InputModel):
    platform: Required
    url: Link
    icon: Icon = ""


class TextLink(InputModel):
    text: Required
    url: Link


def _email_or_empty(value: str) -> str:
    if value and not re.fullmatch(r"[^@\s]+@[^@\s]+\.[^@\s]+", value):
        raise ValueError(messages.EMAIL_OR_EMPTY)
    return value


class FooterCompany(InputModel):
    description: Annotated[str, Field(max_length=2000)] = ""
    social_links: list[SocialLink] = Field(default_factory=list, max_length=12)


class FooterContact(InputModel):
    address: Text = ""
    phone: Text = ""
    email: Annotated[str, Field(max_length=320), AfterValidator(_email_or_empty)] = ""


class Hours(InputModel):
    day: Required
    time: Required


class FooterLegal(InputModel):
    copyright: Text = ""
    links: list[TextLink] = Field(default_factory=list, max_length=12)


class FooterContent(InputModel):
    company: FooterCompany = Field(default_factory=FooterCompany)
    quick_links: list[TextLink] = Field(default_factory=list, max_length=24)
    contact_info: FooterContact = Field(default_factory=FooterContact)
    hours: list[Hours] = Field(default_factory=list, max_length=14)
    legal: FooterLegal = Field(default_factory=FooterLegal)


SCHEMAS: dict[str, type[BaseModel]] = {
    "hero": HeroContent,
    "events": TitledContent,
    "gallery": TitledContent,
    "bottle-service": BottleServiceContent,
    "footer": FooterContent,
}


def check_section_name(name: str) -> str:
    if not SECTION_NAME.fullmatch(name):
        raise ApiError(
            422,
            messages.SECTION_NAME_INVALID,
            fields={"section_name": messages.SECTION_NAME_INVALID},
        )
    return name


def validate_content(section_name: str, content: dict[str, Any]) -> dict[str, Any]:
    """The content as it will be stored: checked against its section's shape, if it has one."""
    schema = SCHEMAS.get(section_name)
    if schema is None:
        return content
    try:
        model = schema.model_validate(content)
    except ValidationError as error:
        fields = {
            ".".join(["content", *(str(part) for part in detail["loc"])]): detail["msg"]
            for detail in error.errors()
        }
        first_field, first_message = next(iter(fields.items()))
        message = (
            f"{first_field}: {first_message}" if len(fields) == 1 else messages.VALIDATION_FAILED
        )
        raise ApiError(422, message, fields=fields) from None
    return model.model_dump(mode="json")
