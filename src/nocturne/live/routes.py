"""GET /api/realtime: the change feed over a WebSocket.

Client frames (JSON): {"type": "auth", "access_token": "..."} (null signs the socket out of staff
access), {"type": "subscribe", "table": ..., "section"?: ...}, {"type": "unsubscribe", ...}.
Server frames: {"type": "change", "table", "event", "id", "section"?}, {"type": "subscribed",
...}, {"type": "auth_ok"}, {"type": "auth_cleared"}, {"type": "heartbeat"} every 30 s, and
{"type": "error", "code", "message"} for anything refused.

Browsers send the page's Origin with the handshake, and a WebSocket is not bound by the same-origin
policy: a handshake from another site's page is refused (close code 1008, which the server sends
as HTTP 403) so no other site can hold a socket on a visitor's behalf. Accepted: the origin the
request was addressed to (its own scheme and Host), the configured public URL, and no Origin at
all (not a browser).
"""

import dataclasses
import json
import logging
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect, status

from nocturne import messages
from nocturne.accounts import sessions, tokens
from nocturne.content.sections import SCHEMAS as SECTIONS
from nocturne.core.db import is_unavailable, session_scope
from nocturne.core.errors import ApiError
from nocturne.kit.same_origin import is_same_origin
from nocturne.live.changes import PUBLIC_TABLES, STAFF_TABLES
from nocturne.live.hub import Connection, Hub, StaffGrant

log = logging.getLogger(__name__)
router = APIRouter()
# The longest frame the route reads, in characters. The longest the web app sends is its `auth`
# frame, about 300 (an access token); a subscribe is under 100.
MAX_FRAME = 4096
# The longest frame the server takes in at all, in bytes (uvicorn's `ws_max_size`, set by every
# launcher): a frame the route still reads (MAX_FRAME characters of up to 4 bytes each) passes and
# a longer one gets the route's error frame; anything past this closes the socket (code 1009)
# before the server has gathered it, so no socket makes a process hold megabytes.
MAX_FRAME_BYTES = 4 * MAX_FRAME


def _error(code: str, message: str) -> str:
    return json.dumps({"type": "error", "code": code, "message": message})


def origin_allowed(websocket: WebSocket) -> bool:
    origin = websocket.headers.get("origin")
    if origin is None:
        return True
    scheme = "https" if websocket.url.scheme in ("wss", "https") else "http"
    reached_at = f"{scheme}://{websocket.headers.get('host', '')}"
    return is_same_origin(origin, reached_at, websocket.app.state.settings.public_url)


@router.websocket("/api/realtime")
async def realtime(websocket: WebSocket) -> None:
    if not origin_allowed(websocket):
        log.warning("refused a live-feed handshake from %s", websocket.headers.get("origin"))
        await websocket.close(code=status.WS_1008_POLICY_VIOLATION)
        return
    await websocket.accept()
    hub: Hub = websocket.app.state.hub
    connection = Connection(send=websocket.send_text)
    hub.join(connection)
    try:
        while True:
            raw = await websocket.receive_text()
            reply = await _handle(websocket, hub, connection, raw)
            await websocket.send_text(reply)
    except WebSocketDisconnect:
        pass
    finally:
        hub.leave(connection)


async def _handle(websocket: WebSocket, hub: Hub, connection: Connection, raw: str) -> str:
    if len(raw) > MAX_FRAME:
        return _error("too_large", messages.REALTIME_FRAME_INVALID)
    try:
        frame: dict[str, Any] = json.loads(raw)
        kind = frame["type"]
    except (ValueError, KeyError, TypeError):
        return _error("bad_frame", messages.REALTIME_FRAME_INVALID)
    if kind == "auth":
        return await _authenticate(websocket, connection, frame.get("access_token"))
    if kind in ("subscribe", "unsubscribe"):
        table, section = frame.get("table"), frame.get("section")
        if table not in PUBLIC_TABLES | STAFF_TABLES:
            return _error("unknown_table", messages.REALTIME_UNKNOWN_TABLE)
        # Only content sections are followed one by one, and only those the site has: what a
        # socket follows stays a handful of entries however many frames it sends.
        if section is not None and (table != "content_sections" or section not in SECTIONS):
            return _error("unknown_section", messages.REALTIME_UNKNOWN_SECTION)
        if kind == "unsubscribe":
            hub.unsubscribe(connection, table, section)
            return json.dumps({"type": "unsubscribed", "table": table, "section": section})
        if table in STAFF_TABLES and not connection.may_follow(table):
            return _error("forbidden", messages.REALTIME_STAFF_ONLY)
        hub.subscribe(connection, table, section)
        return json.dumps({"type": "subscribed", "table": table, "section": section})
    if kind == "ping":
        return json.dumps({"type": "pong"})
    return _error("bad_frame", messages.REALTIME_FRAME_INVALID)


async def _authenticate(websocket: WebSocket, connection: Connection, token: object) -> str:
    if token is None:
        # The page signed out: staff tables stop at once, whatever the socket follows.
        connection.staff = None
        connection.recheck = None
        return json.dumps({"type": "auth_cleared"})
    if not isinstance(token, str):
        connection.staff = None
        return _error("unauthorized", messages.NOT_AUTHENTICATED)
    settings = websocket.app.state.settings
    try:
        async with session_scope(websocket.app.state.sessionmaker) as session:
            user = await sessions.authenticate(session, settings, token)
    except ApiError as error:
        connection.staff = None
        return _error("unauthorized", error.message)
    except Exception as error:
        if not is_unavailable(error):
            raise
        # The socket stays open; the client sends its token again once the database is back.
        return _error("unavailable", messages.SERVICE_UNAVAILABLE)
    club = websocket.app.state.club
    refusal = sessions.staff_refusal(user, club.two_factor_roles)
    if refusal is not None:
        connection.staff = None
        return _error(refusal.code, refusal.message)
    claims = tokens.read_access_token(settings.resolved_secret_key, token)
    grant = StaffGrant(
        user.id, claims.session_id, claims.expires_at.timestamp(), token, role=user.role
    )
    connection.staff = grant

    async def recheck() -> None:
        # After a change to the account or to the roles that must use a second factor: the
        # grant comes back only if the token still holds (not signed out) and the account may
        # still act as staff, as the API would judge it. A database outage leaves it off: the
        # browser's next token brings it back.
        try:
            async with session_scope(websocket.app.state.sessionmaker) as session:
                again = await sessions.authenticate(session, settings, token)
        except Exception:
            return
        if (
            sessions.staff_refusal(again, club.two_factor_roles) is None
            and connection.staff is None
        ):
            # With the role as it is now: a demoted host's socket follows a host's tables.
            connection.staff = dataclasses.replace(grant, role=again.role)

    connection.recheck = recheck
    return json.dumps({"type": "auth_ok"})
