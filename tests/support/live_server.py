"""Real servers for tests that need sockets: uvicorn in the test's own event loop, or separate
`nocturne serve` processes (to show what crosses between processes)."""

import asyncio
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import IO

import httpx
import uvicorn
from fastapi import FastAPI

from nocturne.live.routes import MAX_FRAME_BYTES
from tests.support.mail_server import free_port

NOCTURNE = str(Path(sys.executable).parent / "nocturne")


@asynccontextmanager
async def serve_in_loop(app: FastAPI) -> AsyncIterator[str]:
    """Serve an app (whose lifespan the caller already runs) on a free port in this loop."""
    port = free_port()
    config = uvicorn.Config(
        app, host="127.0.0.1", port=port, lifespan="off", log_level="warning",
        ws_per_message_deflate=False, ws_max_size=MAX_FRAME_BYTES,
    )  # fmt: skip
    server = uvicorn.Server(config)
    task = asyncio.create_task(server.serve())
    deadline = asyncio.get_running_loop().time() + 30
    while not server.started:
        if task.done():
            task.result()
        if asyncio.get_running_loop().time() > deadline:
            server.should_exit = True
            raise ServerDidNotStartError(f"uvicorn on port {port} did not start within 30 s")
        await asyncio.sleep(0.01)
    try:
        yield f"127.0.0.1:{port}"
    finally:
        server.should_exit = True
        await task


class ServerDidNotStartError(RuntimeError):
    pass


@contextmanager
def serving_process(
    env: dict[str, str], stderr: IO[bytes] | int, workers: int = 1
) -> Iterator[tuple[str, "subprocess.Popen[bytes]"]]:
    """`nocturne serve` on a free port as its own process; yields its base URL and the process
    once it answers, and stops it after."""
    port = free_port()
    process = subprocess.Popen(  # noqa: S603 - our own command with fixed arguments
        [NOCTURNE, "serve", "--port", str(port), "--workers", str(workers)],
        env={**os.environ, **env},
        stdin=subprocess.DEVNULL,  # never a terminal: serve asks nothing
        stdout=subprocess.DEVNULL,
        stderr=stderr,
    )
    url = f"http://127.0.0.1:{port}"
    with stopped_after(process):
        wait_until_up(f"{url}/api/site", process)
        yield url, process


@contextmanager
def stopped_after(process: "subprocess.Popen[bytes]") -> Iterator[None]:
    """Stops `process` when the block ends: SIGTERM, then SIGKILL after 10 s."""
    try:
        yield
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def wait_until_up(address: str, process: "subprocess.Popen[bytes]") -> None:
    """Returns once `address` answers 200; raises if `process` ends or 30 s pass first."""
    deadline = time.monotonic() + 30
    while True:
        try:
            if httpx.get(address, timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            raise ServerDidNotStartError(f"the server behind {address} did not start")
        time.sleep(0.1)


@contextmanager
def server_process(env: dict[str, str], log_path: Path | None = None) -> Iterator[str]:
    """`nocturne serve` as its own process; yields its base URL once it answers.

    Its log (one line per request) goes to `log_path` when given, else to a temporary file.
    """
    # A file, not a pipe: one log line per request would fill a pipe nobody reads and stall it.
    # Closed in the finally below.
    log = log_path.open("w+b") if log_path else tempfile.TemporaryFile()  # noqa: SIM115
    try:
        with serving_process(env, log) as (url, _):
            yield url
    except ServerDidNotStartError:
        log.seek(0)
        raise RuntimeError(f"server did not start: {log.read().decode()[-2000:]}") from None
    finally:
        log.close()


def run_cli(env: dict[str, str], *args: str) -> None:
    subprocess.run(  # noqa: S603 - our own command with fixed arguments
        [NOCTURNE, *args], env={**os.environ, **env}, check=True, capture_output=True
    )
