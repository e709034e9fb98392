"""CSV exports that open cleanly in a spreadsheet and cannot smuggle in a formula."""

import csv
import io
import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from fastapi import APIRouter, Response
from fastapi.types import DecoratedCallable

# A cell starting with one of these is read as a formula by spreadsheets (CWE-1236); `|` starts
# a DDE call in some of them.
FORMULA_STARTS = ("=", "+", "-", "@", "|", "\t", "\r")
# Characters nobody sees, which a spreadsheet may skip before it looks for a formula.
INVISIBLE = "\u200b\u200c\u200d\u2060\ufeff"
# An international phone number as guests write it: a plus, then plain digits in groups split by
# spaces or brackets. Made of numbers alone with no operator between them, it can name no
# function, cell, file or program, and no spreadsheet works it out to anything: it is shown as
# typed. A minus (+1-555-0100) would be worked out as a sum, so such a number stays quoted.
PHONE_NUMBER = re.compile(r"\+[0-9][0-9 ()]*[0-9)]", re.ASCII)


def neutralise(value: object) -> str:
    text = "" if value is None else str(value)
    if PHONE_NUMBER.fullmatch(text):
        return text
    # The first visible character, in its plain form: a full-width equals sign (U+FF1D) reads as =.
    head = unicodedata.normalize("NFKC", text.lstrip(INVISIBLE)[:1])
    return "'" + text if head.startswith(FORMULA_STARTS) else text


def to_csv(header: Sequence[str], rows: Iterable[Sequence[object]]) -> bytes:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(header)
    for row in rows:
        writer.writerow([neutralise(value) for value in row])
    # The byte-order mark makes Excel read the file as UTF-8.
    return b"\xef\xbb\xbf" + buffer.getvalue().encode()


NOT_IN_A_NAME = re.compile(r"[^a-z0-9]+")
NAME_PART_LIMIT = 40


def file_name(*parts: str | None) -> str:
    """A download's file name made of what the file holds, in order (a kind, a night, a filter):
    `file_name("reservations", "2026-12-05", "confirmed")` is reservations-2026-12-05-confirmed.csv.
    Empty parts are left out; each part is cut to plain lowercase letters, digits and dashes, so
    the name is safe in a header and on any disk."""
    words = []
    for part in parts:
        plain = unicodedata.normalize("NFKD", part or "").encode("ascii", "ignore").decode()
        word = NOT_IN_A_NAME.sub("-", plain.lower()).strip("-")[:NAME_PART_LIMIT].strip("-")
        if word:
            words.append(word)
    return "-".join(words) + ".csv"


CSV_RESPONSE: dict[int | str, dict[str, Any]] = {
    200: {"content": {"text/csv": {"schema": {"type": "string"}}}, "description": "CSV file"}
}


def export_route(
    router: APIRouter, path: str, operation_id: str, tag: str
) -> Callable[[DecoratedCallable], DecoratedCallable]:
    """The rows a list shows (same filters), as a CSV file to download."""
    return router.get(
        path, operation_id=operation_id, tags=[tag], response_class=Response, responses=CSV_RESPONSE
    )


def download(name: str, body: bytes) -> Response:
    """`body` as a CSV file called `name`."""
    return Response(
        body,
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{name}"'},
    )
