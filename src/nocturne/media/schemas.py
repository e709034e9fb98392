"""Answers of the storage API."""

from pydantic import BaseModel, Field


class StoredFilePublic(BaseModel):
    url: str = Field(description="The file's public address.")
    path: str = Field(description="bucket/name of the stored file.")
