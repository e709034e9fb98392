"""What a file really is, decided from its bytes (magic numbers), never from its name alone.

A file is accepted only when its bytes are one of the product's formats and its extension names that
same format. Markup or script found anywhere in it (a polyglot) refuses it too: nothing uploaded
may ever be read as HTML, SVG or script by a browser or a server.
"""

import re
from dataclasses import dataclass

SNIFF_BYTES = 64


@dataclass(frozen=True)
class MediaType:
    name: str
    content_type: str
    extensions: tuple[str, ...]
    is_video: bool


JPEG = MediaType("jpeg", "image/jpeg", ("jpg", "jpeg"), is_video=False)
PNG = MediaType("png", "image/png", ("png",), is_video=False)
GIF = MediaType("gif", "image/gif", ("gif",), is_video=False)
WEBP = MediaType("webp", "image/webp", ("webp",), is_video=False)
MP4 = MediaType("mp4", "video/mp4", ("mp4", "m4v"), is_video=True)
WEBM = MediaType("webm", "video/webm", ("webm",), is_video=True)
OGG = MediaType("ogg", "video/ogg", ("ogg", "ogv"), is_video=True)

IMAGES = (JPEG, PNG, GIF, WEBP)
VIDEOS = (MP4, WEBM, OGG)
BY_EXTENSION = {ext: kind for kind in IMAGES + VIDEOS for ext in kind.extensions}
CONTENT_TYPES = {ext: kind.content_type for ext, kind in BY_EXTENSION.items()}

# Brands of ISO base media files that browsers play as MP4 (QuickTime "qt  " is not one).
MP4_BRANDS = {
    b"isom", b"iso2", b"iso3", b"iso4", b"iso5", b"iso6", b"mp41", b"mp42", b"avc1",
    b"M4V ", b"M4VH", b"M4VP", b"dash", b"mmp4", b"msnv", b"3gp4", b"3gp5", b"3gp6",
}  # fmt: skip

# Markup and script openers; a file containing any of them could be run as a page or script.
DANGEROUS = re.compile(
    rb"<\s*(?:script|html|svg|iframe|object|embed|body|head|meta|xml|\?php|\?xml|!doctype)\b|<\?=",
    re.IGNORECASE,
)
# A match may straddle two chunks: keep this many bytes of the previous chunk when scanning.
DANGEROUS_OVERLAP = 32


def sniff(head: bytes) -> MediaType | None:
    """The format whose signature starts `head`, if it is one of ours."""
    if head.startswith(b"\xff\xd8\xff"):
        return JPEG
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return PNG
    if head.startswith((b"GIF87a", b"GIF89a")):
        return GIF
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return WEBP
    if head[4:8] == b"ftyp" and head[8:12] in MP4_BRANDS:
        return MP4
    if head.startswith(b"\x1a\x45\xdf\xa3") and b"webm" in head[:SNIFF_BYTES]:
        return WEBM
    if head.startswith(b"OggS"):
        return OGG
    return None


def extension_of(filename: str) -> str | None:
    """The lower-cased last extension of a client's file name, if it is one we store."""
    name = filename.replace("\\", "/").rsplit("/", 1)[-1]
    if "." not in name or "\x00" in name:
        return None
    extension = name.rsplit(".", 1)[1].lower()
    return extension if extension in BY_EXTENSION else None


def contains_markup(chunk: bytes) -> bool:
    return DANGEROUS.search(chunk) is not None
