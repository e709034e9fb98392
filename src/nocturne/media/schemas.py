"""Requests and answers of the storage and media API."""

from pydantic import BaseModel, Field

from nocturne.core.schemas import InputModel


class StoredFilePublic(BaseModel):
    url: str = Field(description="The file's public address.")
    path: str = Field(description="bucket/name of the stored file.")


class FocusInput(InputModel):
    url: str = Field(max_length=2048, description="The picture's public address.")
    focus_x: float = Field(ge=0, le=1, description="0 is the left edge, 1 the right.")
    focus_y: float = Field(ge=0, le=1, description="0 is the top edge, 1 the bottom.")


class Rendition(BaseModel):
    width: int
    url: str


class MediaInfo(BaseModel):
    """A stored picture: its size in pixels (null until known), the point to keep in view when
    it is cropped (0 to 1 from the left and the top), and its renditions, narrowest first."""

    width: int | None
    height: int | None
    focus_x: float
    focus_y: float
    renditions: list[Rendition]
    srcset: str = Field(
        default="",
        description="The renditions and the original (at its width) as an HTML srcset, "
        "narrowest first; empty while there are no renditions.",
    )
