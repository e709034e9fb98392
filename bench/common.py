"""Shared by the benchmarks: start a real Nocturne server on 127.0.0.1 and sign in to it."""

import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
NOCTURNE = str(ROOT / ".venv" / "bin" / "nocturne")
ADMIN_EMAIL = "bench@nocturne.club"
ADMIN_PASSWORD = "bench-password-123"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@dataclass
class Server:
    url: str
    pid: int
    data_dir: Path

    def token(self) -> str:
        response = httpx.post(
            f"{self.url}/api/auth/token?grant_type=password",
            json={"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD},
        )
        response.raise_for_status()
        token: str = response.json()["access_token"]
        return token


def rss_bytes(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise RuntimeError(f"no VmRSS for {pid}")


@contextmanager
def running_server(
    *, workers: int = 1, seed: bool = True, env: dict[str, str] | None = None
) -> Iterator[Server]:
    with tempfile.TemporaryDirectory(prefix="nocturne-bench-") as data:
        environment = {
            **os.environ,
            "NOCTURNE_DATA_DIR": data,
            "NOCTURNE_PUBLIC_WRITE_LIMIT": "100000000",
            **(env or {}),
        }

        def run(*args: str) -> None:
            subprocess.run(
                [NOCTURNE, *args],
                env=environment,
                check=True,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )

        run("migrate")
        if seed:
            run("seed-demo", "--if-empty")
        run("create-admin", ADMIN_EMAIL, "--password", ADMIN_PASSWORD)
        port = free_port()
        process = subprocess.Popen(
            [NOCTURNE, "serve", "--port", str(port), "--workers", str(workers)],
            env=environment,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        url = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 30
            while True:
                try:
                    if httpx.get(f"{url}/api/site", timeout=1).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                if time.monotonic() > deadline or process.poll() is not None:
                    raise RuntimeError("the server did not start")
                time.sleep(0.2)
            yield Server(url=url, pid=process.pid, data_dir=Path(data))
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()


def say(*parts: object) -> None:
    print(*parts, flush=True, file=sys.stdout)
