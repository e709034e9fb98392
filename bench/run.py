"""`make bench`: run every benchmark in this folder, each printing its own figures."""

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
BENCHMARKS = [
    "load.py", "lighthouse.py", "upload.py", "realtime.py", "pocketbase.py", "floor.py",
    "ticket_drop.py",
]  # fmt: skip


def main() -> int:
    failed = 0
    for name in BENCHMARKS:
        print(f"\n=== {name} ===", flush=True)
        failed += subprocess.run([sys.executable, str(HERE / name)], cwd=HERE).returncode != 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
