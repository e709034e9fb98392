"""Fuzz every API operation with schemathesis against a real server (part of `make test`).

Starts `nocturne serve` on 127.0.0.1 with the demo club and a staff account, then runs the
schemathesis CLI on /api/openapi.json with a staff token, at least 100 generated cases per
operation, with every check except one: positive_data_acceptance assumes that any request
matching the schema must be accepted, but some of the product's rules cannot be written as JSON
schema (a reservation date from today on, a known bucket, a section's content shape chosen by its
name, email and password required only for grant_type=password), so a correct refusal of those
would count as a failure. Limits are raised so the fuzzer measures the API, not the rate limits.

Requiring two-factor sign-in for the owner role (a valid request the fuzzer will send) would
lock its own owner account out of every staff operation for the rest of the run, so that one
operation is fuzzed in a second run, after everything else.
"""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
BIN = ROOT / ".venv" / "bin"
EMAIL, PASSWORD = "fuzz@nocturne.club", "fuzz-password-1"
EXAMPLES = os.environ.get("FUZZ_EXAMPLES", "100")
LOCKS_OUT = "update_security_settings"


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from tests.support.live_server import run_cli, server_process

    with tempfile.TemporaryDirectory(prefix="nocturne-fuzz-") as data:
        env = {
            "NOCTURNE_DATA_DIR": data,
            "NOCTURNE_PUBLIC_WRITE_LIMIT": "100000000",
            "NOCTURNE_SIGNIN_ATTEMPTS_PER_CLIENT": "100000000",
            "NOCTURNE_SIGNIN_FAILURES_PER_EMAIL": "100000000",
            "NOCTURNE_SIGNIN_HOURLY_FAILURES_PER_EMAIL": "100000000",
            "NOCTURNE_ACCOUNT_MAIL_INTERVAL_SECONDS": "0",
            "NOCTURNE_SIGNUPS_PER_CLIENT": "100000000",
            "NOCTURNE_REFRESHES_PER_CLIENT": "100000000",
            "NOCTURNE_REFRESH_BURST_PER_CLIENT": "100000000",
        }
        if os.environ.get("FUZZ_DATABASE_URL"):
            env["NOCTURNE_DATABASE_URL"] = os.environ["FUZZ_DATABASE_URL"]
        for args in (["migrate"], ["seed-demo"], ["create-admin", EMAIL, "--password", PASSWORD]):
            run_cli(env, *args)
        with server_process(env) as base:
            token = httpx.post(
                f"{base}/api/auth/token?grant_type=password",
                json={"email": EMAIL, "password": PASSWORD},
            ).json()["access_token"]
            command = [
                str(BIN / "schemathesis"), "run", f"{base}/api/openapi.json",
                "--header", f"Authorization: Bearer {token}",
                "--max-examples", EXAMPLES,
                "--checks", "all",
                "--exclude-checks", "positive_data_acceptance",
                "--seed", os.environ.get("FUZZ_SEED", "20261122"),
                "--no-color",
            ]  # fmt: skip
            outcome = 0
            for part in (
                ["--exclude-operation-id", LOCKS_OUT],
                ["--include-operation-id", LOCKS_OUT],
            ):
                run = command + part
                print("$ " + " ".join(c if "Bearer" not in c else "Authorization: Bearer ..."
                                      for c in run), flush=True)  # fmt: skip
                outcome = outcome or subprocess.run(run, env={**os.environ, **env}).returncode
            return outcome


if __name__ == "__main__":
    sys.exit(main())
