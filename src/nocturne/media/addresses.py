"""What a media address points to, read the one way every comparison of addresses uses.

An address names a stored file however it is written: `/media/gallery-media/./x.jpg`,
`/media/gallery-media/other/%2e%2e/x.jpg` and `/media/gallery-media/%78.jpg` all fetch `x.jpg`,
since a browser resolves the dot segments (`%2e` is a dot to it) and the server decodes the
percent-encoding. `normalised_path` reads a path that way. A rendition (`x-w960.webp`, a smaller
WebP copy of `x.jpg` the media worker makes) is part of its picture: an address of a rendition
keeps the picture, and a rendition is only ever removed with it.
"""

import re
from urllib.parse import unquote

from nocturne.media.sniffing import CONTENT_TYPES

# The formats that get WebP renditions (animated GIFs would stop moving: they are served as
# they are).
RENDERED_TYPES = frozenset({"image/jpeg", "image/png", "image/webp"})
RENDERED_EXTENSIONS = tuple(ext for ext, kind in CONTENT_TYPES.items() if kind in RENDERED_TYPES)
RENDITION_NAME = re.compile(r"^(.+)-w\d+\.webp$")

# A path segment a browser reads as `.` or `..`, written plainly or percent-encoded.
SINGLE_DOT = re.compile(r"\.|%2e", re.IGNORECASE)
DOUBLE_DOT = re.compile(r"(?:\.|%2e){2}", re.IGNORECASE)


def rendition_name(name: str, width: int) -> str:
    return f"{name.rsplit('.', 1)[0]}-w{width}.webp"


def is_rendition(name: str) -> bool:
    return RENDITION_NAME.fullmatch(name) is not None


def originals_of(name: str) -> set[str]:
    """The stored names a name stands for: itself, or for a rendition every name its picture
    may have (the rendition does not say which format the picture was uploaded in)."""
    rendition = RENDITION_NAME.fullmatch(name)
    if rendition is None:
        return {name}
    return {f"{rendition.group(1)}.{extension}" for extension in RENDERED_EXTENSIONS}


def normalised_path(path: str) -> str:
    """The path a browser asks for and the server reads: dot segments resolved (`.`, `..` and
    their percent-encoded forms), then the percent-encoding decoded, then any dot segment the
    decoding made (from an encoded `/`) resolved too."""
    return _without_dot_segments(unquote(_without_dot_segments(path)))


def _without_dot_segments(path: str) -> str:
    """RFC 3986's remove_dot_segments, with the dots a browser also reads in `%2e`."""
    segments = path.split("/")
    kept: list[str] = []
    for index, segment in enumerate(segments):
        last = index == len(segments) - 1
        if DOUBLE_DOT.fullmatch(segment):
            # Never above the root: `/..` is `/`.
            if kept and kept != [""]:
                kept.pop()
        elif not SINGLE_DOT.fullmatch(segment):
            kept.append(segment)
            continue
        if last:
            # `/a/.` and `/a/b/..` both name the folder `/a/`.
            kept.append("")
    return "/".join(kept)
