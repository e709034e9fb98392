"""The `nocturne` command: serve, migrate, seed-demo, create-admin, backup, restore, openapi,
shared-rules."""

import argparse
import asyncio
import getpass
import json
import logging
import secrets
import sys
from collections.abc import Sequence
from datetime import UTC, datetime

from nocturne.config import Settings
from nocturne.core.db import create_engine, create_sessionmaker

log = logging.getLogger("nocturne")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="nocturne", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)

    serve = commands.add_parser("serve", help="serve the site, the API and the media")
    serve.add_argument("--host", help="address to listen on (default: NOCTURNE_HOST)")
    serve.add_argument("--port", type=int, help="port to listen on (default: NOCTURNE_PORT)")
    serve.add_argument("--workers", type=int, default=1, help="worker processes (default: 1)")

    commands.add_parser("migrate", help="bring the database schema up to date")

    seed = commands.add_parser("seed-demo", help="fill the database with the demo club")
    seed.add_argument(
        "--if-empty", action="store_true", help="do nothing when the site already has content"
    )

    create_admin = commands.add_parser(
        "create-admin",
        help="create an approved owner account, or make an existing one that (a new password, "
        "two-factor sign-in off, signed out everywhere: the way back in for a locked-out owner)",
    )
    create_admin.add_argument("email")
    create_admin.add_argument("--password", help="the password (asked for when left out)")

    backup = commands.add_parser("backup", help="copy the database and media into an archive")
    backup.add_argument("archive", nargs="?", help="where to write (default: backups/...tar.gz)")
    restore = commands.add_parser("restore", help="restore an archive into an empty instance")
    restore.add_argument("archive")

    commands.add_parser("openapi", help="print the OpenAPI document")
    shared = commands.add_parser(
        "shared-rules", help="print the rules the web app checks, as a TypeScript module"
    )
    shared.add_argument(
        "--staff",
        action="store_true",
        help="the values only staff screens use (kept out of the public pages' code)",
    )

    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    logging.getLogger("alembic").setLevel(logging.WARNING)
    settings = Settings()
    if args.command == "serve":
        return _serve(settings, args.host, args.port, args.workers)
    if args.command == "migrate":
        asyncio.run(_migrate(settings))
        return 0
    if args.command == "seed-demo":
        return asyncio.run(_seed_demo(settings, only_if_empty=args.if_empty))
    if args.command == "create-admin":
        password = args.password or _ask_password()
        if password is None:
            return 1
        return asyncio.run(_create_admin(settings, args.email, password))
    if args.command == "backup":
        return _backup(settings, args.archive)
    if args.command == "restore":
        return asyncio.run(_restore(settings, args.archive))
    if args.command == "shared-rules":
        from nocturne.shared_rules import typescript, typescript_staff

        sys.stdout.write(typescript_staff() if args.staff else typescript())
        return 0
    if args.command == "openapi":
        from nocturne.app import create_app

        json.dump(create_app(settings).openapi(), sys.stdout, indent=2, sort_keys=True)
        sys.stdout.write("\n")
        return 0
    parser.error(f"unknown command {args.command}")
    return 2


def _serve(settings: Settings, host: str | None, port: int | None, workers: int) -> int:
    import uvicorn

    from nocturne.live.routes import MAX_FRAME_BYTES

    problems = settings.serving_problems(workers)
    for problem in problems:
        print(f"nocturne: {problem}", file=sys.stderr)
    if problems:
        return 2

    for warning in settings.serving_warnings(host or settings.host):
        print(f"nocturne: warning: {warning}", file=sys.stderr)

    settings.resolved_secret_key  # noqa: B018 - create the key once, before workers race for it
    if sys.stdin.isatty():
        from nocturne.club.service import ask_time_zone_on_first_run

        asyncio.run(ask_time_zone_on_first_run(settings, input, print))
    uvicorn.run(
        "nocturne.app:create_served_app",
        factory=True,
        host=host or settings.host,
        port=port or settings.port,
        workers=workers,
        # Forwarded headers are believed only from the configured proxies (uvicorn would
        # otherwise believe any sent from 127.0.0.1, and none from a balancer elsewhere).
        proxy_headers=bool(settings.trusted_proxies),
        forwarded_allow_ips=settings.trusted_proxies or None,
        log_level="info",
        # Protocol pings find dead sockets; no per-message deflate and short frames keep each
        # socket small.
        ws_ping_interval=30,
        ws_ping_timeout=30,
        ws_per_message_deflate=False,
        ws_max_size=MAX_FRAME_BYTES,
        ws=settings.websocket_protocol,
        # On SIGTERM: stop accepting, finish requests under way (up to 30 s), close sockets.
        timeout_graceful_shutdown=30,
        access_log=False,  # nocturne.requests logs one structured line per request
    )
    return 0


async def _migrate(settings: Settings) -> None:
    from nocturne.core.migrate import upgrade

    settings.data_dir.mkdir(parents=True, exist_ok=True)
    engine = create_engine(settings.resolved_database_url)
    try:
        await upgrade(engine)
    finally:
        await engine.dispose()
    log.info("database is up to date")


def _backup(settings: Settings, archive: str | None) -> int:
    from pathlib import Path

    from nocturne.core.backup import BackupError, backup

    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    target = Path(archive) if archive else Path("backups") / f"nocturne-{stamp}.tar.gz"
    try:
        backup(settings, target)
    except BackupError as error:
        print(f"nocturne: {error}", file=sys.stderr)
        return 1
    print(f"backup written to {target}")
    return 0


async def _restore(settings: Settings, archive: str) -> int:
    from pathlib import Path

    from nocturne.core.backup import BackupError, restore
    from nocturne.core.migrate import upgrade
    from nocturne.demo.seed import is_empty
    from nocturne.live.changes import announce, everything_changed

    engine = create_engine(settings.resolved_database_url)
    try:
        await upgrade(engine)
        async with create_sessionmaker(engine)() as session:
            empty = await is_empty(session)
    finally:
        await engine.dispose()
    try:
        restore(settings, Path(archive), database_is_empty=empty)
    except BackupError as error:
        print(f"nocturne: {error}", file=sys.stderr)
        return 1
    await _migrate(settings)
    await announce(settings.resolved_database_url, everything_changed())
    print(f"restored {archive}")
    return 0


def _ask_password() -> str | None:
    password = getpass.getpass("Password (at least 8 characters): ")
    if password != getpass.getpass("Repeat the password: "):
        print("Passwords do not match", file=sys.stderr)
        return None
    return password


async def _create_admin(settings: Settings, email: str, password: str) -> int:
    from nocturne.accounts import users as accounts_users
    from nocturne.core.errors import ApiError
    from nocturne.core.schemas import normalise_email
    from nocturne.live.changes import Change, announce

    try:
        address = normalise_email(email)
    except ValueError as error:
        print(error, file=sys.stderr)
        return 1
    engine = create_engine(settings.resolved_database_url)
    try:
        async with create_sessionmaker(engine)() as session:
            user = await accounts_users.create_admin(session, address, password)
            await session.commit()
        await announce(settings.resolved_database_url, [Change("users", "UPDATE", user.id)])
    except ApiError as error:
        print(error.message, file=sys.stderr)
        return 1
    finally:
        await engine.dispose()
    print(f"{address} can now sign in at {settings.public_url.rstrip('/')}/admin/login")
    print("Two-factor sign-in is off for it and its other sessions were signed out: turn it on")
    print("again on the profile page.")
    return 0


async def _seed_demo(settings: Settings, *, only_if_empty: bool) -> int:
    from nocturne.accounts import users as accounts_users
    from nocturne.demo.seed import DEMO_ADMIN_EMAIL, DEMO_TIME_ZONE, is_empty, seed_demo
    from nocturne.live.changes import announce, everything_changed

    engine = create_engine(settings.resolved_database_url)
    try:
        async with create_sessionmaker(engine)() as session:
            if not await is_empty(session):
                if only_if_empty:
                    log.info("the site already has content; demo club not seeded")
                    return 0
                log.error("the site already has content; seed-demo only fills an empty site")
                return 1
            await seed_demo(session, settings.media_dir, settings.club_name)
            password = secrets.token_urlsafe(12)
            await accounts_users.create_admin(session, DEMO_ADMIN_EMAIL, password)
            await session.commit()
        await announce(settings.resolved_database_url, everything_changed())
    finally:
        await engine.dispose()
    log.info("demo club seeded")
    # Shown once: the password is stored only as its hash.
    print(
        "\nDemo admin account (shown only now; `nocturne create-admin` sets a new password):\n"
        f"  sign in at {settings.public_url.rstrip('/')}/admin/login\n"
        f"  email:     {DEMO_ADMIN_EMAIL}\n"
        f"  password:  {password}\n"
        f"The demo club's nights are in {DEMO_TIME_ZONE} and new requests are mailed to "
        f"{DEMO_ADMIN_EMAIL}: change either on the Club screen.\n",
        flush=True,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
