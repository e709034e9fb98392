"""Upload a 100 MB video to a real server and compare with a plain disk copy of the same file.

Prints: the upload time and throughput, that throughput as a ratio to `dd` with fdatasync of the
same bytes measured in this run, and the server's peak resident-memory growth during the upload.
Run with `make bench` (or `.venv/bin/python bench/upload.py`).
"""

import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
from common import rss_bytes, running_server, say

SIZE = 100 * 1024 * 1024 - 1024  # just under the 100MB limit
CHUNK = 1024 * 1024


def make_video(path: Path) -> None:
    header = b"\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isommp41"
    with path.open("wb") as out:
        out.write(header)
        block = bytes(range(256)) * (CHUNK // 256)
        written = len(header)
        while written < SIZE:
            piece = block[: min(CHUNK, SIZE - written)]
            out.write(piece)
            written += len(piece)


def disk_copy_seconds(source: Path) -> float:
    target = source.with_suffix(".copy")
    start = time.perf_counter()
    subprocess.run(
        ["dd", f"if={source}", f"of={target}", "bs=1M", "conv=fdatasync", "status=none"],
        check=True,
    )
    elapsed = time.perf_counter() - start
    target.unlink()
    return elapsed


def multipart(path: Path, boundary: str) -> Iterator[bytes]:
    yield (
        f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\n'
        "Content-Type: video/mp4\r\n\r\n"
    ).encode()
    with path.open("rb") as source:
        while chunk := source.read(CHUNK):
            yield chunk
    yield f"\r\n--{boundary}--\r\n".encode()


class PeakMemory:
    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.baseline = rss_bytes(pid)
        self.peak = self.baseline
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, daemon=True)

    def _watch(self) -> None:
        while not self._stop.is_set():
            self.peak = max(self.peak, rss_bytes(self.pid))
            time.sleep(0.005)

    def __enter__(self) -> "PeakMemory":
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        self._thread.join()


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        video = Path(folder) / "clip.mp4"
        make_video(video)
        disk = min(disk_copy_seconds(video) for _ in range(2))
        with running_server(seed=False) as server:
            token = server.token()
            headers = {
                "Authorization": f"Bearer {token}",
                "Content-Type": "multipart/form-data; boundary=benchboundary",
            }
            # Warm the server's code paths with a small upload first.
            httpx.post(
                f"{server.url}/api/storage/hero-images",
                headers={"Authorization": f"Bearer {token}"},
                files={"file": ("warm.mp4", video.read_bytes()[:65536])},
            ).raise_for_status()
            with PeakMemory(server.pid) as memory:
                start = time.perf_counter()
                response = httpx.post(
                    f"{server.url}/api/storage/hero-images",
                    headers=headers,
                    content=multipart(video, "benchboundary"),
                    timeout=120,
                )
                elapsed = time.perf_counter() - start
            response.raise_for_status()
            stored = server.data_dir / "media" / response.json()["path"]
            assert stored.stat().st_size == SIZE, "stored file differs in size"
    mb = SIZE / 1024 / 1024
    upload_rate, disk_rate = mb / elapsed, mb / disk
    say("upload of a 100 MB video (1 server process, local storage)")
    say(f"  upload time              {elapsed:8.2f} s")
    say(f"  upload throughput        {upload_rate:8.1f} MB/s")
    say(f"  disk copy (dd fdatasync) {disk_rate:8.1f} MB/s")
    say(f"  ratio upload/disk copy   {upload_rate / disk_rate:8.2f}   (goal >= 0.25)")
    say(f"  server RSS before        {memory.baseline / 1024 / 1024:8.1f} MB")
    say(
        f"  server RSS peak growth   {(memory.peak - memory.baseline) / 1024 / 1024:8.1f} MB"
        "   (goal <= 32 MB)"
    )


if __name__ == "__main__":
    main()
