"""A real SMTP server (aiosmtpd) on 127.0.0.1 that keeps each mail it receives as an .eml file
in a folder: the browser tests point the server's SMTP transport at it and read what arrived.

    python scripts/mail_catcher.py --port 2525 --folder /tmp/outbox

Runs until stopped (SIGTERM or SIGINT).
"""

import argparse
import signal
import threading
import uuid
from datetime import UTC, datetime
from pathlib import Path

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import SMTP, Envelope, Session


class Folder:
    def __init__(self, folder: Path) -> None:
        self._folder = folder
        folder.mkdir(parents=True, exist_ok=True)

    async def handle_DATA(self, server: SMTP, session: Session, envelope: Envelope) -> str:  # noqa: N802
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
        path = self._folder / f"{stamp}-{uuid.uuid4().hex[:8]}.eml"
        partial = path.with_suffix(".part")
        partial.write_bytes(envelope.original_content or b"")
        partial.rename(path)  # whole files only: a reader never sees half a mail
        return "250 Message accepted for delivery"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--folder", type=Path, required=True)
    args = parser.parse_args()
    controller = Controller(Folder(args.folder), hostname="127.0.0.1", port=args.port)
    controller.start()
    print(f"mail catcher on 127.0.0.1:{args.port}, writing to {args.folder}", flush=True)
    stop = threading.Event()
    for sign in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sign, lambda *_: stop.set())
    stop.wait()
    controller.stop()


if __name__ == "__main__":
    main()
