"""Statements run on the database driver's own connection, for the booking desk's batches.

Through SQLAlchemy's async session a statement costs about 150 µs of Python (the session, the
execution context, the greenlet hop, the result object) around the 10-70 µs the database spends
on it; a booking runs half a dozen. Here a SQLAlchemy Core statement is compiled once per
dialect (and per set of columns an INSERT is given), with the type conversions SQLAlchemy itself
would apply (`Uuid`, `UTCDateTime`, dates, booleans, JSON) and the Python-side column defaults
an INSERT would compute, and then each run is the driver's call and those conversions only:
sqlite3 on the event loop's thread (core/sqlite.py; a write lock another process holds is waited
for off the loop), asyncpg on its own connection. The statements stay SQLAlchemy's, written
once for both databases; only their execution is ours.

A `Transaction` is one connection of the engine's pool, in one transaction, with savepoints; it
is what the booking desk hands each request's work (reservations/booking_desk.py).
"""

import contextlib
import sqlite3
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from typing import Any, cast

import asyncpg
from sqlalchemy import exc
from sqlalchemy.engine import Dialect
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine
from sqlalchemy.sql import ClauseElement
from sqlalchemy.sql.compiler import SQLCompiler

Params = Mapping[str, Any]
Row = tuple[Any, ...]


class _Form:
    """A statement compiled for one dialect: its SQL, the order of its parameters with their
    conversions, the defaults to compute, and the conversion of each column of its rows."""

    __slots__ = ("binds", "fixed", "prefetch", "results", "sql")

    def __init__(self, clause: ClauseElement, dialect: Dialect, keys: Sequence[str] | None):
        compiled = clause.compile(dialect=dialect, column_keys=list(keys) if keys else None)
        assert isinstance(compiled, SQLCompiler)
        self.sql = str(compiled)
        processors = cast(dict[str, Callable[[Any], Any]], compiled._bind_processors)
        names = compiled.positiontup or []
        self.binds = tuple((name, processors.get(name)) for name in names)
        # A list bound at run time (`in_`) would be rendered anew for each length: not here.
        if any(bind.expanding for bind in compiled.binds.values()):
            raise ValueError(f"an expanding parameter (in_) in {self.sql!r}: use or_ instead")
        # Values written into the statement itself (a literal compared against).
        self.fixed = {
            name: bind.value
            for name, bind in compiled.binds.items()
            if not bind.required and bind.callable is None and bind.value is not None
        }
        # Columns an INSERT leaves out whose default is computed in Python (an id, a time).
        self.prefetch = tuple(
            (column.key, column.default)
            for column in getattr(compiled, "insert_prefetch", ())
            if column.default is not None
        )
        self.results = tuple(
            column.type._cached_result_processor(dialect, None)
            for column in compiled._result_columns or ()
        )

    def args(self, params: Params | None) -> list[Any]:
        values = dict(self.fixed)
        if params:
            values.update(params)
        for key, default in self.prefetch:
            if key not in values:
                values[key] = default.arg(None) if default.is_callable else default.arg
        return [
            value if convert is None or value is None else convert(value)
            for name, convert in self.binds
            for value in (values[name],)
        ]

    def row(self, raw: Sequence[Any]) -> Row:
        return tuple(
            value if convert is None or value is None else convert(value)
            for value, convert in zip(raw, self.results, strict=False)
        )


class Statement:
    """A SQLAlchemy Core statement, compiled when first run on a dialect."""

    __slots__ = ("_clause", "_forms")

    def __init__(self, clause: ClauseElement) -> None:
        self._clause = clause
        self._forms: dict[tuple[str, tuple[str, ...] | None], _Form] = {}

    def form(self, dialect: Dialect, params: Params | None) -> _Form:
        # An INSERT is compiled for the columns it is given; anything else once.
        keys = tuple(params) if params is not None and _is_insert(self._clause) else None
        found = self._forms.get((dialect.name, keys))
        if found is None:
            found = self._forms[(dialect.name, keys)] = _Form(self._clause, dialect, keys)
        return found


def _is_insert(clause: ClauseElement) -> bool:
    """An INSERT whose columns come from the parameters it is run with (no values of its own)."""
    return getattr(clause, "is_insert", False) is True and not getattr(clause, "_values", None)


class Transaction:
    """One transaction on a driver connection. `rows`, `one`, `scalar` and `run` execute a
    `Statement`; `savepoint` undoes a block's writes when it raises."""

    dialect: Dialect
    _depth = 0
    _finished = False
    # Without a transaction (PostgreSQL): each statement commits on its own.
    autocommit = False
    # A savepoint could not be rolled back: the transaction cannot go on.
    broken = False

    async def commit(self) -> None:
        await self._commit()
        self._finished = True

    async def begin(self) -> None:
        raise NotImplementedError

    async def _commit(self) -> None:
        raise NotImplementedError

    async def _rollback(self) -> None:
        raise NotImplementedError

    async def rows(self, statement: Statement, params: Params | None = None) -> list[Row]:
        form = statement.form(self.dialect, params)
        return [form.row(raw) for raw in await self._fetch(form.sql, form.args(params))]

    async def one(self, statement: Statement, params: Params | None = None) -> Row | None:
        found = await self.rows(statement, params)
        return found[0] if found else None

    async def scalar(self, statement: Statement, params: Params | None = None) -> Any:
        found = await self.one(statement, params)
        return None if found is None else found[0]

    async def run(self, statement: Statement, params: Params | Sequence[Params]) -> None:
        """Execute for one set of parameters, or for each of several (an INSERT of many rows,
        all given the same columns)."""
        if isinstance(params, Mapping):
            form = statement.form(self.dialect, params)
            await self._fetch(form.sql, form.args(params))
            return
        if not params:
            return
        form = statement.form(self.dialect, params[0])
        await self._many(form.sql, [form.args(one) for one in params])

    @asynccontextmanager
    async def savepoint(self) -> AsyncIterator[None]:
        # Named by its depth: the same few statements every time, and a nested one never takes
        # the name of the one it is in.
        self._depth += 1
        name = f"desk_{self._depth}"
        try:
            await self._plain(f"SAVEPOINT {name}")
            try:
                yield
            except BaseException:
                try:
                    await self._plain(f"ROLLBACK TO SAVEPOINT {name}")
                    await self._plain(f"RELEASE SAVEPOINT {name}")
                except BaseException:
                    self.broken = True
                    raise
                raise
            await self._plain(f"RELEASE SAVEPOINT {name}")
        finally:
            self._depth -= 1

    async def _fetch(self, sql: str, args: list[Any]) -> list[Sequence[Any]]:
        raise NotImplementedError

    async def _many(self, sql: str, args: list[list[Any]]) -> None:
        raise NotImplementedError

    async def _plain(self, sql: str) -> None:
        raise NotImplementedError


class _SqliteTransaction(Transaction):
    def __init__(self, driver: Any, dialect: Dialect) -> None:
        # The pool's aiosqlite connection (core/sqlite.py's InlineConnection): its `_execute`
        # runs a call on this thread, and on its worker thread when SQLite is busy.
        self._driver = driver
        self._connection: sqlite3.Connection = driver._connection
        self.dialect = dialect

    async def _call(self, call: Callable[..., Any], *args: Any) -> Any:
        return await self._driver._execute(call, *args)

    async def begin(self) -> None:
        # SQLite's Python driver would begin a transaction only before a first write, and a
        # savepoint coming first would be a transaction of its own: begun here, taking the write
        # lock at once.
        await self._call(self._connection.execute, "BEGIN IMMEDIATE")

    async def _commit(self) -> None:
        await self._call(self._connection.commit)

    async def _rollback(self) -> None:
        await self._call(self._connection.rollback)

    def _fetch_now(self, sql: str, args: list[Any]) -> list[Any]:
        return self._connection.execute(sql, args).fetchall()

    async def _fetch(self, sql: str, args: list[Any]) -> list[Sequence[Any]]:
        rows: list[Sequence[Any]] = await self._call(self._fetch_now, sql, args)
        return rows

    async def _many(self, sql: str, args: list[list[Any]]) -> None:
        await self._call(self._connection.executemany, sql, args)

    async def _plain(self, sql: str) -> None:
        await self._call(self._connection.execute, sql)


class _PostgresTransaction(Transaction):
    def __init__(self, driver: Any, dialect: Dialect) -> None:
        self._driver = driver
        self.dialect = dialect

    async def begin(self) -> None:
        await self._driver.execute("BEGIN")

    async def _commit(self) -> None:
        await self._driver.execute("COMMIT")

    async def _rollback(self) -> None:
        await self._driver.execute("ROLLBACK")

    async def _fetch(self, sql: str, args: list[Any]) -> list[Sequence[Any]]:
        return cast(list[Sequence[Any]], await self._driver.fetch(sql, *args))

    async def _many(self, sql: str, args: list[list[Any]]) -> None:
        await self._driver.executemany(sql, args)

    async def _plain(self, sql: str) -> None:
        await self._driver.execute(sql)


@asynccontextmanager
async def transaction(
    engine: AsyncEngine, *, autocommit: bool = False
) -> AsyncIterator[Transaction]:
    """A connection of `engine`'s pool in a transaction of its own, rolled back unless the
    caller commits it (`Transaction.commit`). A connection the database dropped is thrown away,
    so the pool opens a fresh one. `autocommit` (PostgreSQL): no transaction, each statement
    commits on its own."""
    async with engine.connect() as connection:
        raw = await connection.get_raw_connection()
        driver = raw.driver_connection
        tx: Transaction
        if engine.dialect.name == "sqlite":
            tx = _SqliteTransaction(driver, engine.dialect)
        else:
            tx = _PostgresTransaction(driver, engine.dialect)
        if autocommit:
            tx.autocommit = tx._finished = True
        try:
            if not autocommit:
                await tx.begin()
            yield tx
        finally:
            if not tx._finished:
                await _roll_back(connection, tx)


async def _roll_back(connection: AsyncConnection, tx: Transaction) -> None:
    try:
        await tx._rollback()
    except (exc.DBAPIError, sqlite3.Error, asyncpg.PostgresError, asyncpg.InterfaceError, OSError):
        with contextlib.suppress(Exception):
            await connection.invalidate()


def is_unique_violation(error: BaseException, table: str) -> bool:
    """Whether `error`, raised by the driver, is a unique key of `table` refusing a second row."""
    if isinstance(error, sqlite3.IntegrityError):
        return "UNIQUE" in str(error) and f"{table}." in str(error)
    if isinstance(error, asyncpg.UniqueViolationError):
        return error.table_name == table if error.table_name else table in str(error)
    return False
