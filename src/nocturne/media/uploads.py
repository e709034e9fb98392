"""Receiving an upload: the multipart body is parsed as it streams in, written straight to a
scratch file, and checked on the way (size, type, markup), so a 100 MB video never sits in memory
and an oversized one is cut off as soon as it passes its bucket's limit."""

import errno
import logging
import os
import tempfile
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import anyio.to_thread
from PIL import Image
from python_multipart.multipart import MultipartParser, parse_options_header
from starlette.requests import Request

from nocturne import messages
from nocturne.core.errors import ApiError
from nocturne.media import pictures
from nocturne.media import sniffing as media_types
from nocturne.media.buckets import RULES, BucketRule
from nocturne.media.storage import Storage

log = logging.getLogger(__name__)

MAX_FILE_NAME = 255
MAX_HEADER_BYTES = 2048

# Room for the multipart framing and small form fields around the file itself.
ENVELOPE_BYTES = 64 * 1024


@dataclass(frozen=True)
class StoredFile:
    bucket: str
    name: str
    url: str
    content_type: str
    size: int

    @property
    def path(self) -> str:
        return f"{self.bucket}/{self.name}"


def rule_for(bucket: str) -> BucketRule:
    rule = RULES.get(bucket)
    if rule is None:
        raise ApiError(400, messages.INVALID_BUCKET, code="invalid_bucket")
    return rule


@dataclass
class _Receiver:
    """multipart callbacks: the first part named "file" goes to the scratch file."""

    rule: BucketRule
    scratch_dir: Path
    path: Path | None = None
    filename: str | None = None
    size: int = 0
    head: bytes = b""
    markup: bool = False
    _fd: int | None = None
    _tail: bytes = b""
    _headers: dict[bytes, bytes] = field(default_factory=dict)
    _field: bytes = b""
    _value: bytes = b""
    _in_file: bool = False
    _done: bool = False

    def on_part_begin(self) -> None:
        self._headers = {}
        self._in_file = False

    def on_header_field(self, data: bytes, start: int, end: int) -> None:
        self._field += data[start:end]

    def on_header_value(self, data: bytes, start: int, end: int) -> None:
        self._value += data[start:end]
        # A part's header this long holds a file name no file system keeps.
        if len(self._value) > MAX_HEADER_BYTES:
            raise file_name_too_long()

    def on_header_end(self) -> None:
        self._headers[self._field.lower()] = self._value
        self._field = self._value = b""

    def on_headers_finished(self) -> None:
        disposition = self._headers.get(b"content-disposition", b"")
        _, params = parse_options_header(disposition)
        if params.get(b"name") == b"file" and b"filename" in params and not self._done:
            self.filename = params[b"filename"].decode("utf-8", "replace")
            if len(self.filename) > MAX_FILE_NAME:
                raise file_name_too_long()
            self.scratch_dir.mkdir(parents=True, exist_ok=True)
            fd, name = tempfile.mkstemp(dir=self.scratch_dir, prefix="upload-")
            self._fd, self.path, self._in_file = fd, Path(name), True

    def on_part_data(self, data: bytes, start: int, end: int) -> None:
        if not self._in_file or self._fd is None:
            return
        chunk = data[start:end]
        self.size += len(chunk)
        if self.size > self.rule.max_bytes:
            raise too_large(self.rule)
        if len(self.head) < media_types.SNIFF_BYTES:
            self.head += chunk[: media_types.SNIFF_BYTES - len(self.head)]
        window = self._tail + chunk
        if media_types.contains_markup(window):
            self.markup = True
        self._tail = window[-media_types.DANGEROUS_OVERLAP :]
        # Written in place: page-cache writes are quick, and a thread hop per chunk costs more.
        os.write(self._fd, chunk)

    def on_part_end(self) -> None:
        if self._in_file:
            self._close()
            self._in_file, self._done = False, True

    def _close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def discard(self) -> None:
        self._close()
        if self.path is not None:
            self.path.unlink(missing_ok=True)


def too_large(rule: BucketRule) -> ApiError:
    message = messages.file_too_large(rule.megabytes)
    return ApiError(413, message, fields={"file": message})


def _invalid_type(rule: BucketRule) -> ApiError:
    return ApiError(415, rule.invalid_type_message, fields={"file": rule.invalid_type_message})


async def receive(request: Request, storage: Storage, bucket: str) -> StoredFile:
    rule = rule_for(bucket)
    content_type, params = parse_options_header(request.headers.get("content-type", ""))
    boundary = params.get(b"boundary")
    if content_type != b"multipart/form-data" or not boundary:
        raise ApiError(415, messages.UPLOAD_NOT_MULTIPART)
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > rule.max_bytes + ENVELOPE_BYTES:
        raise too_large(rule)

    receiver = _Receiver(rule, storage.scratch_dir)
    parser = MultipartParser(
        boundary,
        {
            "on_part_begin": receiver.on_part_begin,
            "on_header_field": receiver.on_header_field,
            "on_header_value": receiver.on_header_value,
            "on_header_end": receiver.on_header_end,
            "on_headers_finished": receiver.on_headers_finished,
            "on_part_data": receiver.on_part_data,
            "on_part_end": receiver.on_part_end,
        },
    )
    received = 0
    try:
        async for chunk in request.stream():
            received += len(chunk)
            if received > rule.max_bytes + ENVELOPE_BYTES:
                raise too_large(rule)
            parser.write(chunk)
        parser.finalize()
        return await _check_and_store(receiver, rule, storage, bucket)
    except ValueError as error:  # the multipart parser's errors
        if "header size" in str(error):
            # The parser stops at a part header over 4 KB before we see it: in an upload, that
            # is the file's name.
            raise file_name_too_long() from None
        raise ApiError(422, messages.UPLOAD_NOT_MULTIPART) from None
    except OSError as error:
        raise store_unwritable(error) from error
    finally:
        receiver.discard()


def file_name_too_long() -> ApiError:
    return ApiError(422, messages.FILE_NAME_TOO_LONG, fields={"file": messages.FILE_NAME_TOO_LONG})


def store_unwritable(error: OSError) -> ApiError:
    """The media store's disk said no: full (507) or not writable (503), never a bare 500."""
    log.error("the media store cannot take an upload: %s", error)
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return ApiError(507, messages.MEDIA_STORE_FULL)
    return ApiError(503, messages.MEDIA_STORE_UNWRITABLE, headers={"Retry-After": "60"})


async def _check_and_store(
    receiver: _Receiver, rule: BucketRule, storage: Storage, bucket: str
) -> StoredFile:
    if receiver.path is None or receiver.filename is None:
        raise ApiError(422, messages.NO_FILE, fields={"file": messages.NO_FILE})
    if receiver.size == 0:
        raise ApiError(422, messages.EMPTY_FILE, fields={"file": messages.EMPTY_FILE})
    extension = media_types.extension_of(receiver.filename)
    kind = media_types.sniff(receiver.head)
    if (
        extension is None
        or kind is None
        or kind not in rule.types
        or extension not in kind.extensions
        or receiver.markup
    ):
        raise _invalid_type(rule)
    if not kind.is_video:
        await _check_picture(receiver.path, rule)
    for _attempt in range(3):
        name = f"{uuid.uuid4().hex}.{extension}"
        try:
            await storage.save(bucket, name, receiver.path, kind.content_type)
        except FileExistsError:
            continue
        url = storage.public_url(bucket, name)
        return StoredFile(bucket, name, url, kind.content_type, receiver.size)
    raise RuntimeError("could not find a free name for an upload")


async def _check_picture(path: Path, rule: BucketRule) -> None:
    """A picture is decoded once here (a JPEG at a reduced scale: `media/pictures.py`), so a
    file cut short or broken is refused now rather than failing in the media worker, and so is
    a picture too large to decode."""

    def check() -> None:
        try:
            # Checks what decoding does not (the PNG chunks' checksums); the picture it has
            # checked cannot be decoded any more, so it is opened again for that.
            with pictures.open_picture(path) as image:
                image.verify()
            with Image.open(path) as image:
                pictures.decode(image)
        except pictures.PictureTooLargeError:
            raise ApiError(
                422, messages.PICTURE_TOO_LARGE, fields={"file": messages.PICTURE_TOO_LARGE}
            ) from None
        except Exception:
            raise _invalid_type(rule) from None

    await anyio.to_thread.run_sync(check)
