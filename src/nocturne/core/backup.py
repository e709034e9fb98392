"""Backups: a consistent copy of the database and the local media folder in one archive.

SQLite is copied with its online backup API (consistent while the site runs); PostgreSQL with
pg_dump. Restoring needs an empty instance, so a restore never mixes two clubs' data.
"""

import io
import json
import shutil
import sqlite3
import subprocess
import tarfile
import tempfile
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy.engine import make_url

from nocturne import __version__
from nocturne.config import Settings

MANIFEST = "manifest.json"
SQLITE_FILE = "database.sqlite3"
POSTGRES_FILE = "database.pgdump"
MEDIA = "media"


class BackupError(Exception):
    """A backup or restore that cannot be done, with the reason to show."""


def _sqlite_path(settings: Settings) -> Path:
    database = make_url(settings.resolved_database_url).database
    if not database:
        raise BackupError("in-memory SQLite databases cannot be backed up")
    return Path(database)


def _postgres_dsn(settings: Settings) -> str:
    url = make_url(settings.resolved_database_url).set(drivername="postgresql")
    return url.render_as_string(hide_password=False)


def _run(command: list[str]) -> None:
    try:
        subprocess.run(command, check=True, capture_output=True)  # noqa: S603 - fixed tools
    except FileNotFoundError:
        raise BackupError(
            f"{command[0]} is not installed (it comes with PostgreSQL's client)"
        ) from None
    except subprocess.CalledProcessError as error:
        raise BackupError(f"{command[0]} failed: {error.stderr.decode().strip()}") from None


def is_postgres(settings: Settings) -> bool:
    return settings.resolved_database_url.startswith("postgresql")


def backup(settings: Settings, archive: Path) -> Path:
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        if is_postgres(settings):
            database = POSTGRES_FILE
            _run(["pg_dump", "--format=custom", "--no-owner", f"--file={work / database}",
                  _postgres_dsn(settings)])  # fmt: skip
        else:
            database = SQLITE_FILE
            source = sqlite3.connect(_sqlite_path(settings))
            target = sqlite3.connect(work / database)
            try:
                source.backup(target)
            finally:
                target.close()
                source.close()
        manifest = {
            "nocturne": __version__,
            "created_at": datetime.now(UTC).isoformat(),
            "database": database,
            "media": settings.storage_backend == "local",
        }
        archive.parent.mkdir(parents=True, exist_ok=True)
        with tarfile.open(archive, "w:gz") as tar:
            data = json.dumps(manifest, indent=2).encode()
            info = tarfile.TarInfo(MANIFEST)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
            tar.add(work / database, arcname=database)
            if settings.storage_backend == "local" and settings.media_dir.is_dir():
                tar.add(
                    settings.media_dir,
                    arcname=MEDIA,
                    filter=lambda item: None if ".uploads" in Path(item.name).parts else item,
                )
    return archive


def restore(settings: Settings, archive: Path, *, database_is_empty: bool) -> None:
    if not database_is_empty:
        raise BackupError("the database already has content; restore into an empty instance")
    with tempfile.TemporaryDirectory() as folder, tarfile.open(archive, "r:gz") as tar:
        work = Path(folder)
        tar.extractall(work, filter="data")
        manifest = json.loads((work / MANIFEST).read_text())
        if manifest["database"] == POSTGRES_FILE:
            if not is_postgres(settings):
                raise BackupError("this backup is of a PostgreSQL database; configure one")
            _run(["pg_restore", "--no-owner", "--clean", "--if-exists",
                  f"--dbname={_postgres_dsn(settings)}", str(work / POSTGRES_FILE)])  # fmt: skip
        else:
            if is_postgres(settings):
                raise BackupError("this backup is of a SQLite database; restore it on SQLite")
            target = _sqlite_path(settings)
            target.parent.mkdir(parents=True, exist_ok=True)
            for suffix in ("-wal", "-shm"):
                Path(f"{target}{suffix}").unlink(missing_ok=True)
            source = sqlite3.connect(work / SQLITE_FILE)
            destination = sqlite3.connect(target)
            try:
                source.backup(destination)
            finally:
                destination.close()
                source.close()
        media = work / MEDIA
        if media.is_dir():
            shutil.copytree(media, settings.media_dir, dirs_exist_ok=True)
