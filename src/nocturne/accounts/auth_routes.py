"""Accounts over HTTP: /api/auth (sign-up, verification, sign-in, refresh, sign-out).

The browser keeps the access token in memory and the refresh token in an HttpOnly, SameSite=Strict
cookie scoped to /api/auth. Requests that act on that cookie must carry the X-Requested-With
header (which a cross-site form cannot send without a CORS preflight we never grant) and, when the
browser sends an Origin, come from our own origin.
"""

import uuid
from datetime import timedelta
from typing import Annotated, Literal
from urllib.parse import urlencode

from fastapi import APIRouter, Body, Query, Request, Response, status
from fastapi.responses import RedirectResponse

from nocturne import messages
from nocturne.accounts import addresses, credentials, security, sessions, signup, tokens, two_factor
from nocturne.accounts.schemas import (
    Credentials,
    CurrentPassword,
    EmailChange,
    MessagePublic,
    PasswordChange,
    PasswordReset,
    RecoveryCodesPublic,
    ResetRequest,
    SessionPublic,
    TokenRequest,
    TwoFactorCode,
    TwoFactorPublic,
    TwoFactorSetupPublic,
    UserPublic,
)
from nocturne.config import Settings
from nocturne.core import rate_limit
from nocturne.core.errors import ApiError
from nocturne.core.schemas import ErrorResponse
from nocturne.deps import (
    ChangesDep,
    ClubDep,
    CurrentUser,
    MailerDep,
    NotifierDep,
    SessionDep,
    SettingsDep,
    client_address,
    session_of,
)
from nocturne.kit.same_origin import is_same_origin
from nocturne.live.changes import Change
from nocturne.models import User

router = APIRouter(prefix="/api/auth", tags=["auth"])

REFRESH_COOKIE = "nocturne_refresh"
# Set at a password sign-in: this browser has opened the account before (see _sign_in).
DEVICE_COOKIE = "nocturne_device"
DEVICE_DAYS = 365
COOKIE_PATH = "/api/auth"
# The errors the sign-in page shows from its address (?error=<code>), by code.
VERIFICATION_LINK_INVALID = "verification_link_invalid"
LOGIN_PAGE_ERRORS = {VERIFICATION_LINK_INVALID: messages.VERIFICATION_LINK_INVALID}
CLIENT_HEADER = "x-requested-with"

ERRORS: dict[int | str, dict[str, object]] = {
    code: {"model": ErrorResponse} for code in (400, 401, 403, 422, 429)
}


def _require_same_site(request: Request, settings: Settings) -> None:
    origin = request.headers.get("origin")
    if origin is not None:
        reached_at = f"{request.url.scheme}://{request.url.netloc}"
        if not is_same_origin(origin, reached_at, settings.public_url):
            raise ApiError(403, messages.CROSS_SITE_REFUSED, code="cross_site")
    if CLIENT_HEADER not in request.headers:
        raise ApiError(403, messages.CROSS_SITE_REFUSED, code="cross_site")


def _session_response(
    request: Request, response: Response, settings: Settings, issued: sessions.IssuedSession
) -> SessionPublic:
    response.set_cookie(
        REFRESH_COOKIE,
        issued.refresh_token,
        max_age=settings.refresh_token_days * 86400,
        path=COOKIE_PATH,
        httponly=True,
        samesite="strict",
        secure=settings.public_url.startswith("https://"),
    )
    response.headers["Cache-Control"] = "no-store"
    expires_at = int(issued.expires_at.timestamp())
    return SessionPublic(
        access_token=issued.access_token,
        expires_in=settings.access_token_minutes * 60,
        expires_at=expires_at,
        refresh_token=None if CLIENT_HEADER in request.headers else issued.refresh_token,
        user=UserPublic.model_validate(issued.user),
    )


async def _limit_attempts(
    request: Request, session: SessionDep, settings: Settings, grant_type: str
) -> None:
    if grant_type == "password":
        key, limit = "signin-client", settings.signin_attempts_per_client
        window = settings.signin_attempts_per_client_window_seconds
    else:
        key, limit = "refresh-client", settings.refreshes_per_client
        window = settings.refreshes_per_client_window_seconds
        await _limit_client(
            session,
            request,
            "refresh-burst",
            settings.refresh_burst_per_client,
            settings.refresh_burst_window_seconds,
        )
    await _limit_client(session, request, key, limit, window)


async def _limit_client(
    session: SessionDep, request: Request, name: str, limit: int, window_seconds: int
) -> None:
    """Counts one more request of this kind from the caller's address; refused past the limit."""
    await rate_limit.hit(
        session, f"{name}:{client_address(request)}", limit=limit, window_seconds=window_seconds
    )


async def _limit_account_mails_from(
    request: Request, session: SessionDep, settings: Settings
) -> None:
    """Sign-ups and password resets mail an address: limited per client address together."""
    await _limit_client(
        session,
        request,
        "signup-client",
        settings.signups_per_client,
        settings.signups_per_client_window_seconds,
    )


@router.post("/signup", operation_id="sign_up", responses=ERRORS)
async def sign_up(
    credentials: Credentials,
    request: Request,
    session: SessionDep,
    settings: SettingsDep,
    mailer: MailerDep,
    changes: ChangesDep,
) -> MessagePublic:
    """Create an account; a link to confirm the address is mailed to it."""
    await _limit_account_mails_from(request, session, settings)
    await signup.sign_up(
        session, settings, mailer, changes, credentials.email, credentials.password
    )
    return MessagePublic(message=messages.VERIFICATION_SENT)


@router.post("/password-reset", operation_id="request_password_reset", responses=ERRORS)
async def request_password_reset(
    data: ResetRequest,
    request: Request,
    session: SessionDep,
    settings: SettingsDep,
    notifier: NotifierDep,
) -> MessagePublic:
    """Forgot the password: a link to set a new one is mailed if the address has an account
    (the answer is the same either way). The link works once, for an hour."""
    await _limit_account_mails_from(request, session, settings)
    await credentials.request_password_reset(
        session, settings, notifier.send_later(session), data.email
    )
    return MessagePublic(message=messages.RESET_SENT)


@router.post("/password-reset/confirm", operation_id="reset_password", responses=ERRORS)
async def reset_password(
    data: PasswordReset,
    request: Request,
    session: SessionDep,
    settings: SettingsDep,
    changes: ChangesDep,
    notifier: NotifierDep,
) -> MessagePublic:
    """Set the new password from a mailed link; every session of the account is signed out."""
    await credentials.reset_password(
        session,
        settings,
        changes,
        data.token,
        data.password,
        notifier.send_later(session),
        client_address(request),
    )
    return MessagePublic(message=messages.NEW_PASSWORD_SET)


@router.get(
    "/verify",
    operation_id="verify_email",
    status_code=status.HTTP_303_SEE_OTHER,
    response_class=RedirectResponse,
    responses={303: {"description": "To /admin, or to /admin/login with the error."}},
)
async def verify_email(
    token: Annotated[str, Query(max_length=2048)],
    session: SessionDep,
    settings: SettingsDep,
    changes: ChangesDep,
    notifier: NotifierDep,
) -> RedirectResponse:
    """The link mailed at sign-up: confirms the address, then opens the admin area (owners are
    mailed that the account waits for approval)."""
    try:
        await signup.verify_email(session, settings, changes, token, notifier.send_later(session))
    except ApiError:
        # A code the sign-in page knows, never a text: a link cannot make the page say anything.
        query = urlencode({"error": VERIFICATION_LINK_INVALID})
        return RedirectResponse(f"/admin/login?{query}", status_code=status.HTTP_303_SEE_OTHER)
    # The flag lets the sign-in page say the address is confirmed and approval comes next.
    return RedirectResponse("/admin?email_confirmed=1", status_code=status.HTTP_303_SEE_OTHER)


@router.post("/token", operation_id="create_session", responses=ERRORS)
async def create_session(
    grant_type: Annotated[Literal["password", "refresh_token"], Query()],
    request: Request,
    response: Response,
    session: SessionDep,
    settings: SettingsDep,
    body: Annotated[TokenRequest | None, Body()] = None,
) -> SessionPublic:
    """Sign in with a password, or exchange a refresh token for a new session."""
    await _limit_attempts(request, session, settings, grant_type)
    body = body or TokenRequest()
    if grant_type == "password":
        issued = await _sign_in(request, session, settings, body)
        response.set_cookie(
            DEVICE_COOKIE,
            tokens.issue_device_token(
                settings.resolved_secret_key,
                addresses.address_key("device", issued.user.email),
                timedelta(days=DEVICE_DAYS),
            ),
            max_age=DEVICE_DAYS * 86400,
            path=COOKIE_PATH,
            httponly=True,
            samesite="strict",
            secure=settings.public_url.startswith("https://"),
        )
    else:
        token = body.refresh_token
        if token is None:
            _require_same_site(request, settings)
            token = request.cookies.get(REFRESH_COOKIE)
        if not token:
            raise ApiError(401, messages.REFRESH_TOKEN_INVALID)
        issued = await sessions.refresh(session, settings, token)
    return _session_response(request, response, settings, issued)


def _known_device(request: Request, settings: Settings, email: str) -> str | None:
    token = request.cookies.get(DEVICE_COOKIE)
    if not token:
        return None
    return tokens.read_device_token(
        settings.resolved_secret_key, token, addresses.address_key("device", email)
    )


async def _sign_in(
    request: Request, session: SessionDep, settings: Settings, body: TokenRequest
) -> sessions.IssuedSession:
    missing = {
        name: messages.FIELD_REQUIRED
        for name, value in (("email", body.email), ("password", body.password))
        if not value
    }
    if missing:
        raise ApiError(422, messages.CREDENTIALS_REQUIRED, fields=missing)
    assert body.email is not None
    assert body.password is not None
    # Failures are counted per account, so nobody can try password after password on one account:
    # a burst limit per minute and an hourly one. The key ignores case, so changing the case of
    # the address's letters does not buy new attempts. A browser that signed in to the account
    # before (its device cookie) has budgets of its own: a stranger who spends the account's
    # cannot lock its owner out of the browsers the owner uses.
    device = _known_device(request, settings, body.email)
    minute, hour = (
        (f"signin-device:{device}", f"signin-device-hourly:{device}")
        if device
        else (
            addresses.address_key("signin-email", body.email),
            addresses.address_key("signin-email-hourly", body.email),
        )
    )
    limits = [
        (
            minute,
            settings.signin_failures_per_email,
            settings.signin_failures_per_email_window_seconds,
        ),
        (
            hour,
            settings.signin_hourly_failures_per_email,
            settings.signin_hourly_failures_per_email_window_seconds,
        ),
    ]
    # Each attempt is counted before the password (and code) is checked, atomically, so
    # attempts sent at once cannot all slip under the limit; one that signs in, or that a right
    # password only takes a step further, is given back.
    for key, limit, window in limits:
        await rate_limit.hit(session, key, limit=limit, window_seconds=window)
    try:
        issued = await sessions.sign_in(
            session, settings, body.email, body.password, body.code, device
        )
    except ApiError as error:
        # A wrong second-factor code counts like a wrong password: the limits cover both.
        if error.code not in ("invalid_credentials", "two_factor_invalid"):
            await _give_back(session, limits)
        raise
    await _give_back(session, limits)
    return issued


async def _give_back(session: SessionDep, limits: list[tuple[str, int, int]]) -> None:
    for key, _, _ in limits:
        await rate_limit.give_back(session, key)


@router.post(
    "/logout",
    operation_id="sign_out",
    status_code=status.HTTP_204_NO_CONTENT,
    responses=ERRORS,
)
async def sign_out(
    request: Request, session: SessionDep, settings: SettingsDep, changes: ChangesDep
) -> Response:
    """End this browser's session on the server and forget its cookie."""
    _require_same_site(request, settings)
    families: set[uuid.UUID] = set()
    token = request.cookies.get(REFRESH_COOKIE)
    family = await sessions.family_of(session, token) if token else None
    if family is not None:
        families.add(family)
    authorization = request.headers.get("authorization", "")
    if authorization.lower().startswith("bearer "):
        try:
            claims = tokens.read_access_token(settings.resolved_secret_key, authorization[7:])
            families.add(claims.session_id)
        except tokens.InvalidTokenError:
            pass
    for revoked in families:
        user_id = await sessions.user_of_family(session, revoked)
        await security.revoke_family(session, revoked)
        if user_id is not None:
            # Live-feed sockets of this session stop hearing staff tables.
            changes.publish(Change("users", "UPDATE", user_id))
    response = Response(status_code=status.HTTP_204_NO_CONTENT)
    response.delete_cookie(REFRESH_COOKIE, path=COOKIE_PATH, httponly=True, samesite="strict")
    return response


@router.get("/user", operation_id="read_current_user", responses=ERRORS)
async def read_current_user(user: CurrentUser) -> UserPublic:
    """The signed-in account."""
    return UserPublic.model_validate(user)


async def _limit_codes(session: SessionDep, user: User) -> None:
    """Six digits are guessable: at most 10 code attempts per account per 5 minutes."""
    await rate_limit.hit(session, f"two-factor:{user.id}", limit=10, window_seconds=300)


@router.get("/2fa", operation_id="read_two_factor", responses=ERRORS)
async def read_two_factor(user: CurrentUser, club: ClubDep) -> TwoFactorPublic:
    """Whether the signed-in account signs in with a second factor, and must."""
    return two_factor.status(club.two_factor_roles, user)


@router.post("/2fa/setup", operation_id="set_up_two_factor", responses=ERRORS)
async def set_up_two_factor(
    data: CurrentPassword, user: CurrentUser, session: SessionDep, settings: SettingsDep
) -> TwoFactorSetupPublic:
    """A new secret for an authenticator app (its QR code's address, and the text); asks for
    the account's password."""
    await _limit_codes(session, user)
    return await two_factor.set_up(session, settings, user, data.current_password)


@router.post("/2fa/enable", operation_id="enable_two_factor", responses=ERRORS)
async def enable_two_factor(
    data: TwoFactorCode,
    request: Request,
    user: CurrentUser,
    session: SessionDep,
    settings: SettingsDep,
    changes: ChangesDep,
) -> RecoveryCodesPublic:
    """Turn two-factor sign-in on with a first code from the app and the account's password;
    the answer holds the ten recovery codes, shown only now. The account's other sessions are
    signed out."""
    await _limit_codes(session, user)
    codes = await two_factor.enable(
        session, changes, user, data.code, data.current_password, session_of(request, settings)
    )
    return RecoveryCodesPublic(recovery_codes=codes)


@router.post("/2fa/disable", operation_id="disable_two_factor", responses=ERRORS)
async def disable_two_factor(
    data: TwoFactorCode, user: CurrentUser, session: SessionDep, club: ClubDep
) -> TwoFactorPublic:
    """Turn it off with the account's password and a current code or a recovery code (not when
    the role requires it)."""
    await _limit_codes(session, user)
    await two_factor.disable(session, club.two_factor_roles, user, data.code, data.current_password)
    return two_factor.status(club.two_factor_roles, user)


@router.post("/password", operation_id="change_password", responses=ERRORS)
async def change_password(
    data: PasswordChange,
    request: Request,
    user: CurrentUser,
    session: SessionDep,
    settings: SettingsDep,
    changes: ChangesDep,
) -> MessagePublic:
    """Change the signed-in account's password; its other sessions are signed out."""
    await _limit_codes(session, user)
    await credentials.change_password(
        session, user, data.current_password, data.new_password, session_of(request, settings)
    )
    changes.publish(Change("users", "UPDATE", user.id))
    return MessagePublic(message=messages.PASSWORD_CHANGED)


@router.post("/email", operation_id="request_email_change", responses=ERRORS)
async def request_email_change(
    data: EmailChange,
    user: CurrentUser,
    session: SessionDep,
    settings: SettingsDep,
    notifier: NotifierDep,
) -> MessagePublic:
    """Ask to sign in with another address: a link is mailed to it, and nothing changes until
    it is opened."""
    await _limit_codes(session, user)
    await credentials.request_email_change(
        session, settings, notifier.send_later(session), user, data.email, data.current_password
    )
    return MessagePublic(message=messages.EMAIL_CHANGE_SENT.format(email=data.email))


@router.get(
    "/email/confirm",
    operation_id="confirm_email_change",
    status_code=status.HTTP_303_SEE_OTHER,
    response_class=RedirectResponse,
    responses={303: {"description": "To /admin/profile, with the outcome."}},
)
async def confirm_email_change(
    token: Annotated[str, Query(max_length=2048)],
    request: Request,
    session: SessionDep,
    settings: SettingsDep,
    changes: ChangesDep,
    notifier: NotifierDep,
) -> RedirectResponse:
    """The link mailed to the new address: it becomes the account's sign-in address, the old
    address is told, and the account's other sessions are signed out."""
    cookie = request.cookies.get(REFRESH_COOKIE)
    here = await sessions.family_of(session, cookie) if cookie else None
    try:
        await credentials.confirm_email_change(
            session,
            settings,
            changes,
            token,
            notifier.send_later(session),
            client_address(request),
            keep_session=here,
        )
    except ApiError:
        return RedirectResponse(
            "/admin/profile?email_change=invalid", status_code=status.HTTP_303_SEE_OTHER
        )
    return RedirectResponse(
        "/admin/profile?email_change=done", status_code=status.HTTP_303_SEE_OTHER
    )
