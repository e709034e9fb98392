"""Rows written out as JSON by the database itself, in the bytes a response model would give.

A list of a thousand rows costs Python far more to read, check and write out (a value object per
cell, a model per row) than it costs the database to write the JSON. `json_object` is one
column holding each row as a JSON object: its keys are the model's fields, in the model's order,
and each value is written as Pydantic writes it:

- a UUID in its hyphenated form (SQLite keeps the 32 hex digits);
- a timestamp in UTC as `2026-11-28T23:30:00.250000Z`, without the fraction when it is zero
  (SQLite keeps `2026-11-28 23:30:00.250000`; PostgreSQL's JSON would give the session's offset);
- a boolean as `true`/`false` (SQLite keeps 0 and 1);
- a date, an integer or text as the database holds it;
- with no space between keys and values (PostgreSQL's json_build_object puts `" : "`).

A column of any other type is refused when the statement is built, so a new field cannot slip
out in another form. tests/core/test_json_rows.py holds both databases' answers against the
model's.
"""

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import Boolean, Date, Integer, String, Text, Uuid, case, cast, func
from sqlalchemy.sql.elements import ColumnElement, KeyedColumnElement, literal_column

from nocturne.models.base import UTCDateTime

_AS_HELD = (Date, Integer, String, Text)


def json_object(
    model: type[BaseModel], columns: Sequence[KeyedColumnElement[Any]], dialect: str
) -> ColumnElement[str]:
    """One row of `columns` (one per field of `model`, in its order) as a JSON object's text."""
    fields = list(model.model_fields)
    names = [column.name for column in columns]
    if names != fields:
        raise ValueError(f"the columns {names} are not the fields of {model.__name__}: {fields}")
    if dialect == "sqlite":
        pairs: list[Any] = []
        for column in columns:
            pairs += [_sql(f"'{_name(column)}'"), _value(column, dialect)]
        return func.json_object(*pairs, type_=Text)
    if dialect == "postgresql":
        # json_build_object writes `"key" : value, ...`: the object is put together from each
        # value's own JSON instead, as compact as Pydantic's.
        parts: list[Any] = []
        for place, column in enumerate(columns):
            parts.append(_sql(f"""'{"{" if place == 0 else ","}"{_name(column)}":'"""))
            value = cast(func.to_json(_value(column, dialect)), Text)
            parts.append(func.coalesce(value, _sql("'null'")))
        parts.append(_sql("'}'"))
        return func.concat(*parts, type_=Text)
    raise ValueError(f"no JSON rows for the {dialect} dialect")


def list_answer(rows: Sequence[str], count: int, **more: bytes) -> bytes:
    """`{"data": [...], "count": n}` around rows written by `json_object`, with `more` members
    already written as JSON."""
    extra = "".join(f',"{name}":{value.decode()}' for name, value in more.items())
    return f'{{"data":[{",".join(rows)}],"count":{count}{extra}}}'.encode()


def _value(column: KeyedColumnElement[Any], dialect: str) -> Any:
    kind = column.type
    if isinstance(kind, UTCDateTime):
        return _sqlite_timestamp(column) if dialect == "sqlite" else _postgres_timestamp(column)
    if isinstance(kind, Uuid):
        return _sqlite_uuid(column) if dialect == "sqlite" else column
    if isinstance(kind, Boolean):
        if dialect != "sqlite":
            return column
        return case((column, func.json(_sql("'true'"))), (~column, func.json(_sql("'false'"))))
    if isinstance(kind, _AS_HELD):
        return column
    raise TypeError(f"{column} is a {kind!r}: say how its value is written as JSON")


def _sqlite_uuid(column: KeyedColumnElement[Any]) -> Any:
    # 32 hex digits, cut 8-4-4-4-12 (a missing value stays NULL: substr of NULL is NULL).
    cuts = ((1, 8), (9, 4), (13, 4), (17, 4), (21, 12))
    parts = [func.substr(column, _sql(str(a)), _sql(str(n))) for a, n in cuts]
    joined: Any = parts[0]
    for part in parts[1:]:
        joined = joined.op("||")(_sql("'-'")).op("||")(part)
    return func.lower(joined)


def _sqlite_timestamp(column: KeyedColumnElement[Any]) -> Any:
    # Stored as `YYYY-MM-DD HH:MM:SS.ffffff`, always with six digits.
    seconds = func.replace(func.substr(column, _sql("1"), _sql("19")), _sql("' '"), _sql("'T'"))
    fraction = func.substr(column, _sql("20"))
    return case(
        (fraction == _sql("'.000000'"), seconds.op("||")(_sql("'Z'"))),
        else_=seconds.op("||")(fraction).op("||")(_sql("'Z'")),
    )


def _postgres_timestamp(column: KeyedColumnElement[Any]) -> Any:
    utc = func.timezone(_sql("'UTC'"), column)
    seconds = func.to_char(utc, _sql("'YYYY-MM-DD\"T\"HH24:MI:SS'"))
    micro = func.to_char(utc, _sql("'US'"))
    fraction = case(
        (micro == _sql("'000000'"), _sql("''")),
        else_=_sql("'.'").op("||")(micro),
    )
    return seconds.op("||")(fraction).op("||")(_sql("'Z'"))


def _sql(text: str) -> Any:
    """A constant written into the statement (it then holds no parameter but the filters')."""
    return literal_column(text)


def _name(column: KeyedColumnElement[Any]) -> str:
    """The column's name, to be written into the statement as it is."""
    name: str = column.name
    if not name.isidentifier():
        raise ValueError(f"{name!r} is not a plain field name")
    return name
