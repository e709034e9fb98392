"""Real, small media files of every accepted format, and hostile ones that pretend to be media."""

import io
import struct

from PIL import Image


def image(fmt: str, size: tuple[int, int] = (32, 24)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, (120, 30, 160)).save(buffer, format=fmt)
    return buffer.getvalue()


def jpeg_claiming(size: tuple[int, int], *, progressive: bool = False, cut: bool = False) -> bytes:
    """A JPEG of a few hundred bytes whose header claims `size`: what a decoder sizes its memory
    by, whatever the file holds. Cut, it stops in the middle of its data (a truncated file)."""
    buffer = io.BytesIO()
    Image.new("RGB", (64, 48), (120, 30, 160)).save(buffer, "JPEG", progressive=progressive)
    data = bytearray(buffer.getvalue())
    frame = data.index(b"\xff\xc2" if progressive else b"\xff\xc0")
    data[frame + 5 : frame + 9] = struct.pack(">HH", size[1], size[0])
    if cut:
        data = data[: (data.rindex(b"\xff\xda") + len(data)) // 2]
    return bytes(data)


def bilevel_png(size: tuple[int, int]) -> bytes:
    """A PNG of one bit a pixel: a picture of 7000 x 7000 pixels is a file of a few kilobytes."""
    buffer = io.BytesIO()
    Image.new("1", size).save(buffer, "PNG")
    return buffer.getvalue()


def jpeg() -> bytes:
    return image("JPEG")


def png() -> bytes:
    return image("PNG")


def gif() -> bytes:
    return image("GIF")


def webp() -> bytes:
    return image("WEBP")


def mp4(brand: bytes = b"isom", payload: int = 4096) -> bytes:
    ftyp = struct.pack(">I", 24) + b"ftyp" + brand + b"\x00\x00\x02\x00" + b"isommp41"
    mdat = struct.pack(">I", 8 + payload) + b"mdat" + bytes(i % 251 for i in range(payload))
    return ftyp + mdat


def webm(payload: int = 4096) -> bytes:
    ebml = b"\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\xf7\x81\x01\x42\x82\x84webm\x42\x87\x81\x04"
    return ebml + bytes(i % 241 for i in range(payload))


def ogg(payload: int = 4096) -> bytes:
    return b"OggS\x00\x02" + bytes(26) + bytes(i % 239 for i in range(payload))


VALID_IMAGES = {"photo.jpg": jpeg, "photo.JPEG": jpeg, "photo.png": png, "photo.gif": gif,
                "photo.webp": webp}  # fmt: skip
VALID_VIDEOS = {"clip.mp4": mp4, "clip.webm": webm, "clip.ogg": ogg}


def _png_with_text(text: bytes) -> bytes:
    data = png()
    chunk = b"tEXt" + b"Comment\x00" + text
    import zlib

    crc = struct.pack(">I", zlib.crc32(chunk) & 0xFFFFFFFF)
    text_chunk = struct.pack(">I", len(chunk) - 4) + chunk + crc
    return data[:33] + text_chunk + data[33:]


# name, bytes: each must be refused by every bucket.
HOSTILE: dict[str, tuple[str, bytes]] = {
    "svg image": (
        "logo.svg",
        b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ),
    "svg renamed png": (
        "logo.png",
        b'<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
    ),
    "html renamed jpg": ("photo.jpg", b"<!DOCTYPE html><html><body>hi</body></html>"),
    "php renamed jpg": ("photo.jpg", b"<?php system($_GET['c']); ?>"),
    "script renamed gif": ("photo.gif", b"alert(document.cookie)//"),
    "elf executable renamed jpg": ("photo.jpg", b"\x7fELF\x02\x01\x01" + bytes(120)),
    "windows executable renamed png": ("photo.png", b"MZ\x90\x00\x03" + bytes(120)),
    "gif with script (polyglot)": ("photo.gif", gif() + b"<script>alert(1)</script>"),
    "jpeg with html after its end": ("photo.jpg", jpeg() + b"<html><script>x()</script></html>"),
    "png with php in a text chunk": ("photo.png", _png_with_text(b"<?php echo 1; ?>")),
    "gif header then html": ("photo.gif", b"GIF89a<html><body onload=alert(1)>"),
    "empty file": ("photo.jpg", b""),
    "png named jpg": ("photo.jpg", png()),
    "jpeg named webm": ("clip.webm", jpeg()),
    "zip renamed jpg": ("photo.jpg", b"PK\x03\x04" + bytes(60)),
    "pdf renamed jpg": ("photo.jpg", b"%PDF-1.7\n" + bytes(60)),
    "quicktime named mp4": ("clip.mp4", mp4(brand=b"qt  ")),
    "double extension": ("photo.jpg.php", jpeg()),
    "no extension": ("photo", jpeg()),
    "truncated jpeg": ("photo.jpg", b"\xff\xd8\xff\xe0" + b"garbage" * 10),
    "webm with an uppercase script tag": ("clip.webm", webm() + b"<SCRIPT src=//x></SCRIPT>"),
    "text file": ("notes.txt", b"just some notes"),
}
