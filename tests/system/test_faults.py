"""Crash safety: `kill -9` of the server under concurrent reservations loses no acknowledged
reservation, stores none twice, and mails each stored one's receipt and staff notice once. A
short run of scripts/fault_kill9.py (`make faults` runs the full one), on the database of this
test run: SQLite, or PostgreSQL with two workers."""

import os
import random
from collections.abc import Iterator

import pytest
from scripts.fault_kill9 import run_database

from tests.support.databases import fresh_database


@pytest.fixture
def faults_database(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with fresh_database(os.environ.get("NOCTURNE_TEST_DATABASE_URL"), tmp_path_factory) as url:
        yield url


async def test_kill9_under_concurrent_reservations_loses_and_duplicates_nothing(
    faults_database: str,
) -> None:
    postgres = faults_database.startswith("postgresql")
    outcome = await run_database(
        "PostgreSQL" if postgres else "SQLite",
        faults_database,
        cycles=3,
        clients=12,
        workers=2 if postgres else 1,
        rng=random.Random(20261122),  # noqa: S311 - kill moments, not secrets
    )
    assert outcome.cycles == 3
    assert outcome.acknowledged > 0
    assert outcome.errors == 0, outcome.error_samples
    assert outcome.unanswered == 0
    assert outcome.lost == 0
    assert outcome.duplicates == 0
    assert outcome.orphans == 0
    assert outcome.integrity == "ok"
    # Every stored reservation's receipt and staff notice were mailed exactly once.
    assert outcome.mail_pending == 0
    assert outcome.mail_lost == 0
    assert outcome.mail_duplicated == 0
    assert outcome.mails == 2 * outcome.stored
    assert outcome.stored == outcome.acknowledged
    assert outcome.ok
