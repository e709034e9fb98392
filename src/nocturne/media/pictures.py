"""How large a picture may be, and decoding one without holding more of it than needed.

A picture's file can be tiny while the picture is huge (a 47 KB PNG of 7000 x 7000 pixels, a
4 KB JPEG whose header claims 9000 x 5000): what costs memory is the decoded picture, width x
height x bands x bytes per band (three bands for RGB, four with transparency or in CMYK; two or
four bytes a band in the 16- and 32-bit modes). A progressive JPEG costs twice that, as its
decoder keeps every 16-bit coefficient of the whole picture until the last scan. A picture over
either limit is refused at upload and never decoded by the media worker:

- `MAX_PIXELS`, 40 megapixels (8000 x 5000: more than a phone camera takes by default);
- `MAX_DECODED_BYTES`, 128 MiB decoded (a 40-megapixel RGB picture; about 33 megapixels with
  transparency or in CMYK, 22 for a progressive RGB JPEG).

Within them a JPEG is decoded at a reduced scale (libjpeg's DCT scaling, `Image.draft`), which
still reads every byte: the upload check decodes it at an eighth of its size, so a truncated
file is found for a sixty-fourth of the memory, and the worker at the smallest scale still as
wide as the largest rendition it makes. Other formats have no such scale: they are decoded
whole, within the limits.
"""

import math
from pathlib import Path

from PIL import ExifTags, Image, ImageMode

MAX_PIXELS = 40_000_000
MAX_DECODED_BYTES = 128 * 1024 * 1024
# EXIF orientations that turn the picture a quarter: its width on screen is its stored height.
QUARTER_TURNS = frozenset({5, 6, 7, 8})


class PictureTooLargeError(ValueError):
    """The picture is over the limits: it is never decoded."""


def decoded_bytes(image: Image.Image) -> int:
    """What decoding the whole picture takes: width x height x bands x bytes per band, twice
    that for a progressive JPEG."""
    width, height = image.size
    mode = ImageMode.getmode(image.mode)
    size = width * height * len(mode.bands) * int(mode.typestr[-1])
    progressive = image.format == "JPEG" and bool(image.info.get("progressive"))
    return size * 2 if progressive else size


def open_picture(path: Path) -> Image.Image:
    """The picture at `path`, with only its header read; PictureTooLargeError when it is over the
    limits, and Pillow's own errors for a file that is not a picture."""
    try:
        image = Image.open(path)
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as error:
        # Past Pillow's own limits (a warning only when warnings are errors), far past ours.
        raise PictureTooLargeError(str(error)) from error
    width, height = image.size
    if width * height > MAX_PIXELS or decoded_bytes(image) > MAX_DECODED_BYTES:
        image.close()
        raise PictureTooLargeError(f"{width}x{height} {image.mode} is too large to decode")
    return image


def displayed_size(image: Image.Image) -> tuple[int, int]:
    """The picture's size on screen, once its EXIF orientation is applied."""
    width, height = image.size
    turned = image.getexif().get(ExifTags.Base.Orientation) in QUARTER_TURNS
    return (height, width) if turned else (width, height)


def decode(image: Image.Image, width: int = 1) -> Image.Image:
    """Decode an opened picture: a JPEG at the smallest scale still `width` pixels wide on
    screen (by default the smallest it has), other formats whole. Raises if the file is cut
    short or broken."""
    shown_width, _ = displayed_size(image)
    scale = min(1.0, width / shown_width)
    stored_width, stored_height = image.size
    image.draft(None, (math.ceil(stored_width * scale), math.ceil(stored_height * scale)))
    image.load()
    return image
