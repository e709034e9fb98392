"""CSV exports that open cleanly in a spreadsheet and cannot smuggle in a formula."""

import csv
import io
from collections.abc import Iterable, Sequence

# A cell starting with one of these is read as a formula by spreadsheets (CWE-1236).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def neutralise(value: object) -> str:
    text = "" if value is None else str(value)
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def to_csv(header: Sequence[str], rows: Iterable[Sequence[object]]) -> bytes:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(header)
    for row in rows:
        writer.writerow([neutralise(value) for value in row])
    # The byte-order mark makes Excel read the file as UTF-8.
    return b"\xef\xbb\xbf" + buffer.getvalue().encode()
