"""A throwaway PostgreSQL cluster on a free port, owned by the test that starts it: it may be
stopped and started again at will, unlike the machine's shared server."""

import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.support.mail_server import free_port

BIN_DIRS = [Path(f"/usr/lib/postgresql/{v}/bin") for v in (17, 16, 15, 14, 13)]


def server_binaries() -> Path | None:
    """The folder holding initdb and pg_ctl, or None when the server is not installed."""
    for folder in BIN_DIRS:
        if (folder / "initdb").exists() and (folder / "pg_ctl").exists():
            return folder
    return None


@dataclass
class Cluster:
    bin_dir: Path
    data_dir: Path
    socket_dir: Path
    port: int
    as_postgres: bool

    @property
    def url(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def _run(self, *args: str) -> None:
        command = [str(self.bin_dir / args[0]), *args[1:]]
        if self.as_postgres:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, check=True, capture_output=True, timeout=60)  # noqa: S603

    def start(self) -> None:
        options = f"-c listen_addresses=127.0.0.1 -p {self.port} -k {self.socket_dir} -c fsync=off"
        log = str(self.data_dir / "server.log")
        self._run("pg_ctl", "-D", str(self.data_dir), "-l", log, "-o", options, "-w", "start")

    def stop(self) -> None:
        self._run("pg_ctl", "-D", str(self.data_dir), "-m", "fast", "-w", "stop")


@contextmanager
def throwaway_cluster(bin_dir: Path) -> Iterator[Cluster]:
    as_postgres = os.geteuid() == 0  # initdb refuses to run as root
    root = Path(tempfile.mkdtemp(prefix="nocturne-pg-"))
    data_dir, socket_dir = root / "data", root / "sockets"
    for folder in (data_dir, socket_dir):
        if as_postgres:
            subprocess.run(  # noqa: S603
                ["install", "-d", "-o", "postgres", "-g", "postgres", "-m", "700", str(folder)],  # noqa: S607
                check=True,
            )
        else:
            folder.mkdir(mode=0o700)
    if as_postgres:
        shutil.chown(root, "postgres", "postgres")
    cluster = Cluster(bin_dir, data_dir, socket_dir, free_port(), as_postgres)
    try:
        cluster._run(
            "initdb", "-D", str(data_dir), "-U", "postgres", "--auth=trust", "--no-sync",
            "--no-instructions",
        )  # fmt: skip
        cluster.start()
        yield cluster
    finally:
        try:
            if (data_dir / "postmaster.pid").exists():
                cluster.stop()
        finally:
            deadline = time.monotonic() + 10
            while (data_dir / "postmaster.pid").exists() and time.monotonic() < deadline:
                time.sleep(0.1)
            shutil.rmtree(root, ignore_errors=True)
