"""Where uploaded media lives: the local data folder (default) or an S3-compatible store.

Both keep a file under `{bucket}/{name}`; names are made here (random hex plus a known extension),
so no name a client sends can reach the file system or the key space.
"""

import os
import re
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol
from urllib.parse import urlsplit

import anyio.to_thread

from nocturne.config import Settings
from nocturne.media.addresses import normalised_path
from nocturne.media.buckets import BUCKETS
from nocturne.media.sniffing import CONTENT_TYPES

if TYPE_CHECKING:
    from mypy_boto3_s3 import S3Client

CACHE_CONTROL = "public, max-age=3600"
# Our own names: random hex, or the demo media's readable names; always a known extension.
STORED_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,100}\.(?:" + "|".join(CONTENT_TYPES) + r")$")


def is_stored_name(name: str) -> bool:
    return STORED_NAME.fullmatch(name) is not None


class Storage(Protocol):
    def public_url(self, bucket: str, name: str) -> str: ...

    def locate(self, url: str) -> tuple[str, str] | None:
        """The (bucket, name) a public URL of ours points at, or None."""
        ...

    async def save(self, bucket: str, name: str, source: Path, content_type: str) -> None:
        """Move `source` in as `bucket/name`; raise FileExistsError rather than overwrite."""
        ...

    async def delete(self, bucket: str, name: str) -> bool: ...

    async def download(self, bucket: str, name: str, target: Path) -> None:
        """Copy the stored file to the local file `target` (FileNotFoundError if absent)."""
        ...

    async def list_files(self) -> list[tuple[str, str, int]]:
        """Every stored file of a known bucket: (bucket, name, size in bytes)."""
        ...

    async def check(self) -> None:
        """Raise if the store cannot be reached."""
        ...

    @property
    def scratch_dir(self) -> Path:
        """Where uploads are streamed to before they are checked and saved."""
        ...


def _split(path: str, prefix: str) -> tuple[str, str] | None:
    """The (bucket, name) a path under `prefix` points at, read as the browser and the server
    read it (`addresses.normalised_path`)."""
    path = normalised_path(path)
    if not path.startswith(prefix):
        return None
    parts = path[len(prefix) :].split("/")
    if len(parts) != 2:
        return None
    bucket, name = parts
    if bucket not in BUCKETS or not is_stored_name(name):
        return None
    return bucket, name


class _Store:
    """What every store keeps: where uploads wait, and the address its files are served under."""

    def __init__(self, scratch: Path, public: str) -> None:
        self._scratch = scratch
        self._public = public

    @property
    def scratch_dir(self) -> Path:
        return self._scratch

    def public_url(self, bucket: str, name: str) -> str:
        return f"{self._public}/{bucket}/{name}"


class LocalStorage(_Store):
    def __init__(self, root: Path, public_url: str) -> None:
        super().__init__(root / ".uploads", "/media")
        self._root = root
        self._origin = urlsplit(public_url).netloc

    def locate(self, url: str) -> tuple[str, str] | None:
        parts = urlsplit(url)
        if parts.netloc and parts.netloc != self._origin:
            return None
        return _split(parts.path, "/media/")

    def path_of(self, bucket: str, name: str) -> Path:
        return self._root / bucket / name

    async def save(self, bucket: str, name: str, source: Path, content_type: str) -> None:
        target = self.path_of(bucket, name)

        def move() -> None:
            target.parent.mkdir(parents=True, exist_ok=True)
            os.link(source, target)  # fails with FileExistsError instead of overwriting
            source.unlink()

        await anyio.to_thread.run_sync(move)

    async def delete(self, bucket: str, name: str) -> bool:
        target = self.path_of(bucket, name)

        def remove() -> bool:
            try:
                target.unlink()
            except FileNotFoundError:
                return False
            return True

        return await anyio.to_thread.run_sync(remove)

    async def download(self, bucket: str, name: str, target: Path) -> None:
        source = self.path_of(bucket, name)
        await anyio.to_thread.run_sync(shutil.copyfile, source, target)

    async def list_files(self) -> list[tuple[str, str, int]]:
        def scan() -> list[tuple[str, str, int]]:
            found = []
            for bucket in BUCKETS:
                folder = self._root / bucket
                if not folder.is_dir():
                    continue
                for entry in os.scandir(folder):
                    if entry.is_file() and is_stored_name(entry.name):
                        found.append((bucket, entry.name, entry.stat().st_size))
            return found

        return await anyio.to_thread.run_sync(scan)

    async def check(self) -> None:
        await anyio.to_thread.run_sync(lambda: self._root.mkdir(parents=True, exist_ok=True))


class S3Storage(_Store):
    """Objects are keyed `{bucket}/{name}` in one configured S3 bucket."""

    def __init__(self, settings: Settings) -> None:
        import boto3

        if not settings.s3_public_url:
            raise ValueError("NOCTURNE_S3_PUBLIC_URL must be set when NOCTURNE_STORAGE_BACKEND=s3")
        super().__init__(settings.data_dir / "uploads", settings.s3_public_url.rstrip("/"))
        self._bucket = settings.s3_bucket
        self._client: S3Client = boto3.client(
            "s3",
            endpoint_url=settings.s3_endpoint_url,
            region_name=settings.s3_region,
            aws_access_key_id=settings.s3_access_key_id,
            aws_secret_access_key=settings.s3_secret_access_key,
        )

    def locate(self, url: str) -> tuple[str, str] | None:
        base = urlsplit(self._public)
        parts = urlsplit(url)
        if (parts.scheme, parts.netloc) != (base.scheme, base.netloc):
            return None
        return _split(parts.path, base.path.rstrip("/") + "/")

    async def save(self, bucket: str, name: str, source: Path, content_type: str) -> None:
        key = f"{bucket}/{name}"

        def upload() -> None:
            if self._exists(key):
                raise FileExistsError(key)
            extra: dict[str, Any] = {"ContentType": content_type, "CacheControl": CACHE_CONTROL}
            self._client.upload_file(str(source), self._bucket, key, ExtraArgs=extra)
            source.unlink()

        await anyio.to_thread.run_sync(upload)

    def _exists(self, key: str) -> bool:
        from botocore.exceptions import ClientError

        try:
            self._client.head_object(Bucket=self._bucket, Key=key)
        except ClientError as error:
            if error.response.get("Error", {}).get("Code") in ("404", "NoSuchKey", "NotFound"):
                return False
            raise
        return True

    async def delete(self, bucket: str, name: str) -> bool:
        key = f"{bucket}/{name}"

        def remove() -> bool:
            existed = self._exists(key)
            self._client.delete_object(Bucket=self._bucket, Key=key)
            return existed

        return await anyio.to_thread.run_sync(remove)

    async def download(self, bucket: str, name: str, target: Path) -> None:
        from botocore.exceptions import ClientError

        def fetch() -> None:
            try:
                self._client.download_file(self._bucket, f"{bucket}/{name}", str(target))
            except ClientError as error:
                raise FileNotFoundError(f"{bucket}/{name}") from error

        await anyio.to_thread.run_sync(fetch)

    async def list_files(self) -> list[tuple[str, str, int]]:
        def scan() -> list[tuple[str, str, int]]:
            found = []
            pages = self._client.get_paginator("list_objects_v2").paginate(Bucket=self._bucket)
            for page in pages:
                for item in page.get("Contents", []):
                    bucket, _, name = item.get("Key", "").partition("/")
                    if bucket in BUCKETS and is_stored_name(name):
                        found.append((bucket, name, int(item.get("Size", 0))))
            return found

        return await anyio.to_thread.run_sync(scan)

    async def check(self) -> None:
        await anyio.to_thread.run_sync(lambda: self._client.head_bucket(Bucket=self._bucket))


def create_storage(settings: Settings) -> Storage:
    if settings.storage_backend == "s3":
        return S3Storage(settings)
    return LocalStorage(settings.media_dir, settings.public_url)
