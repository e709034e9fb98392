"""Accounts: sign-up with a mailed verification link, approval, sign-in, refresh-token rotation
and sign-out (docs/architecture.md, Accounts).

A `send_later` given to a function here adds a mail to the session (core/outbox.py): the
function commits it with the change it is about, and the outbox worker sends it after. Sign-up
sends its mail before answering instead, so its answer takes the same time on every path.
"""

import hashlib
import logging
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from urllib.parse import urlencode

from sqlalchemy import and_, case, exists, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.accounts import passwords, roles, security, tokens, totp, two_factor
from nocturne.config import Settings
from nocturne.core import audit, rate_limit
from nocturne.core.errors import ApiError
from nocturne.core.mail import Mailer, Outgoing
from nocturne.core.outbox import SendLater
from nocturne.live.changes import Change, Publisher
from nocturne.models import RefreshToken, User

log = logging.getLogger(__name__)

RESET_LIFETIME = timedelta(hours=1)
WRONG_CODES_A_DAY = 20
RESET_PAGE = "/admin/reset-password"


@dataclass(frozen=True)
class IssuedSession:
    access_token: str
    expires_at: datetime
    refresh_token: str
    user: User


async def find_user(session: AsyncSession, email: str) -> User | None:
    return await session.scalar(select(User).where(User.email == email.lower()))


def address_key(kind: str, email: str) -> str:
    """A rate-limit key for one email address: case does not matter, and the address is hashed,
    so the key always fits its column and the table holds no addresses of strangers."""
    digest = hashlib.sha256(email.lower().encode()).hexdigest()
    return f"{kind}:{digest}"


def verification_link(settings: Settings, user: User) -> str:
    token = tokens.issue_verification_token(
        settings.resolved_secret_key,
        user.id,
        user.password_hash,
        timedelta(hours=settings.verification_hours),
    )
    return f"{settings.public_url.rstrip('/')}/api/auth/verify?{urlencode({'token': token})}"


async def sign_up(
    session: AsyncSession,
    settings: Settings,
    mailer: Mailer,
    changes: Publisher,
    email: str,
    password: str,
) -> None:
    """Create the account (or find the unconfirmed one) and mail it a verification link.

    The answer is the same whether or not the address already has an account, so sign-up cannot
    be used to learn who works at the club: a confirmed account gets a mail saying it exists.
    Signing up again before the address is confirmed (at most once per
    `account_mail_interval_seconds`) keeps neither password: the mailbox gets a link to choose
    one, which confirms the address. Nobody can set an unconfirmed account's password with the
    address alone, and the mail says what happened.
    """
    passwords.check_strength(password)
    await space_account_mails(session, settings, email)
    user = await find_user(session, email)
    # Every path hashes the password and sends one mail, so the time of the answer does not tell
    # an address with a confirmed account from one without.
    password_hash = await passwords.hash_password(password)
    if user is not None and user.email_confirmed_at is not None:
        log.info("sign-up for an existing account %s: told by mail", user.email)
        await mailer.send(
            user.email,
            messages.ACCOUNT_EXISTS_MAIL_SUBJECT,
            f"Someone asked to create an account at {settings.club_name} with this address, "
            "which already has one. Nothing has changed.\n\n"
            f"To sign in: {settings.public_url.rstrip('/')}/admin/login\n\n"
            "If it was not you, ignore this mail.\n",
        )
        return
    if user is not None:
        # Signed up again before confirming: whoever typed either password may not be the
        # address's owner, so neither is kept. The account gets an unusable password (every
        # earlier link stops working: it carries the old password's stamp) and the mailbox gets
        # a link to choose one, which also confirms the address.
        # No second argon2 hash here: this path takes the time of the others (one hash, one mail).
        user.password_hash = passwords.unusable_hash()
        await session.commit()
        token = tokens.issue_reset_token(
            settings.resolved_secret_key, user.id, user.password_hash, RESET_LIFETIME
        )
        await mailer.send(
            user.email,
            messages.VERIFICATION_MAIL_SUBJECT,
            f"This address signed up again at {settings.club_name} before it was confirmed. "
            "For safety no password typed at sign-up is kept, and earlier links no longer "
            "work.\n\nOpen this link to choose the account's password; it also confirms your "
            f"address:\n\n{settings.public_url.rstrip('/')}{RESET_PAGE}#{token}\n\n"
            "The link works once, for 1 hour. If you did not sign up, ignore this mail.\n",
        )
        return
    user = User(email=email.lower(), password_hash=password_hash)
    session.add(user)
    await session.commit()
    changes.publish(Change("users", "INSERT", user.id))
    await mailer.send(
        user.email,
        messages.VERIFICATION_MAIL_SUBJECT,
        f"Welcome to {settings.club_name}.\n\n"
        f"Open this link to confirm your email address:\n\n{verification_link(settings, user)}\n\n"
        f"The link works for {settings.verification_hours} hours. If you did not sign up, "
        "ignore this mail.\n",
    )


async def space_account_mails(session: AsyncSession, settings: Settings, email: str) -> None:
    """At most one mail about an account to an address per `account_mail_interval_seconds`.

    Signing up again with an unconfirmed address is how a visitor asks for the link once more, so
    this also spaces resends. A request too soon gets 429 with Retry-After and a clear message, and
    changes nothing (the password is not replaced). That answer reveals nothing about accounts: the
    interval is counted for the address asked about, before we look it up, so an address with a
    confirmed account (to which nothing is mailed) and one without any account answer exactly
    alike, the first time (200) and the second (429). Counting only real sends would answer 429
    for new or unconfirmed addresses and 200 for confirmed ones, which would tell who has an
    account. The interval starts before the mail goes out, so two racing requests cannot both send.
    """
    interval = settings.account_mail_interval_seconds
    try:
        await rate_limit.hit(
            session, address_key("account-mail", email), limit=1, window_seconds=interval
        )
    except ApiError as error:
        if error.status_code != 429:
            raise
        retry_after = int((error.headers or {}).get("Retry-After", interval))
        raise ApiError(
            429, messages.mail_too_soon(retry_after), headers={"Retry-After": str(retry_after)}
        ) from None


async def verify_email(
    session: AsyncSession,
    settings: Settings,
    changes: Publisher,
    token: str,
    send_later: SendLater | None = None,
) -> User:
    """Confirm the address a link was mailed to.

    A link confirms the account only with the password it was mailed for: signing up again with
    the same unconfirmed address gives the account an unusable password and voids the links sent
    before, so no link can confirm an account that opens with a password somebody else typed.
    Once the address is confirmed, following a link again changes nothing: in particular
    it does not approve again an account of the configured admin addresses that staff revoked.
    """
    try:
        claims = tokens.read_verification_token(settings.resolved_secret_key, token)
    except tokens.InvalidTokenError:
        raise ApiError(400, messages.VERIFICATION_LINK_INVALID) from None
    user = await session.get(User, claims.user_id)
    if user is None or tokens.password_stamp(user.password_hash) != claims.password_stamp:
        raise ApiError(400, messages.VERIFICATION_LINK_INVALID)
    if user.email_confirmed_at is not None:
        return user
    _confirm(settings, user)
    if user.approved_at is None and send_later is not None:
        await tell_owners_someone_waits(session, settings, send_later, user)
    await session.flush()
    changes.publish(Change("users", "UPDATE", user.id))
    return user


async def sign_in(
    session: AsyncSession,
    settings: Settings,
    email: str,
    password: str,
    code: str | None = None,
    device: str | None = None,
) -> IssuedSession:
    """A password sign-in (and its second factor). `device` names the browser when it signed in
    to this account before: it then spends wrong codes from a budget of its own."""
    user = await find_user(session, email)
    if not await passwords.verify_password(user.password_hash if user else None, password):
        raise ApiError(400, messages.INVALID_CREDENTIALS, code="invalid_credentials")
    assert user is not None
    if user.email_confirmed_at is None:
        raise ApiError(403, messages.EMAIL_NOT_CONFIRMED, code="email_not_confirmed")
    if user.approved_at is None:
        raise ApiError(403, messages.ACCOUNT_NOT_APPROVED, code="not_approved")
    if user.totp_enabled_at is not None:
        if not code:
            raise ApiError(401, messages.TWO_FACTOR_NEEDED, code="two_factor_required")
        await _second_factor(session, user, code, device)
    return await start_session(session, settings, user)


async def _second_factor(session: AsyncSession, user: User, code: str, device: str | None) -> None:
    """Beyond the sign-in limits: at most WRONG_CODES_A_DAY wrong codes a day, whatever the
    password, so six digits cannot be worn down over weeks. A browser that signed in to the
    account before has a budget of its own (as it has for passwords), so whoever knows only the
    password cannot lock the owner out of it. The attempt is counted before the code is checked,
    so codes sent at once cannot all slip under the limit; a right code is given back. Once the
    day's budget is spent, a recovery code (64 random bits, not guessable) is still accepted."""
    key = f"two-factor-wrong-device:{device}" if device else f"two-factor-wrong:{user.id}"
    counted = True
    try:
        await rate_limit.hit(session, key, limit=WRONG_CODES_A_DAY, window_seconds=86400)
    except ApiError as spent:
        if spent.status_code != 429 or not totp.is_recovery_code(code):
            raise
        counted = False
    if not await two_factor.accept_code(session, user, code, app_codes=counted):
        raise ApiError(401, messages.TWO_FACTOR_INVALID, code="two_factor_invalid")
    if counted:
        await rate_limit.give_back(session, key)


async def refresh(session: AsyncSession, settings: Settings, refresh_token: str) -> IssuedSession:
    """Rotate a refresh token. A token used twice means it was stolen: its family is revoked."""
    now = datetime.now(UTC)
    stored = await session.scalar(
        select(RefreshToken).where(
            RefreshToken.token_hash == tokens.hash_refresh_token(refresh_token)
        )
    )
    if stored is None or stored.revoked_at is not None or stored.expires_at <= now:
        raise ApiError(401, messages.REFRESH_TOKEN_INVALID)
    if stored.rotated_at is not None:
        grace = timedelta(seconds=settings.refresh_reuse_grace_seconds)
        if now - stored.rotated_at <= grace:
            user = await session.get(User, stored.user_id)
            if user is not None and user.approved_at is not None:
                return await start_session(session, settings, user, family_id=stored.family_id)
        log.warning("refresh token reused; revoking session family %s", stored.family_id)
        await security.revoke_family(session, stored.family_id)
        raise ApiError(401, messages.REFRESH_TOKEN_INVALID)
    # Of two racing requests one rotates the token; the other is a reuse within the grace.
    await session.execute(
        update(RefreshToken)
        .where(RefreshToken.id == stored.id, RefreshToken.rotated_at.is_(None))
        .values(rotated_at=now)
    )
    user = await session.get(User, stored.user_id)
    if user is None or user.approved_at is None:
        await session.commit()
        raise ApiError(403, messages.ACCOUNT_NOT_APPROVED, code="not_approved")
    return await start_session(session, settings, user, family_id=stored.family_id)


async def start_session(
    session: AsyncSession, settings: Settings, user: User, *, family_id: uuid.UUID | None = None
) -> IssuedSession:
    """Issue an access token and a refresh token; a new sign-in starts a new family."""
    family_id = family_id or uuid.uuid4()
    refresh_token = tokens.new_refresh_token()
    session.add(
        RefreshToken(
            user_id=user.id,
            family_id=family_id,
            token_hash=tokens.hash_refresh_token(refresh_token),
            expires_at=datetime.now(UTC) + timedelta(days=settings.refresh_token_days),
        )
    )
    await session.commit()
    access_token, expires_at = tokens.issue_access_token(
        settings.resolved_secret_key,
        user.id,
        family_id,
        timedelta(minutes=settings.access_token_minutes),
    )
    return IssuedSession(access_token, expires_at, refresh_token, user)


async def user_of_family(session: AsyncSession, family_id: uuid.UUID) -> uuid.UUID | None:
    return await session.scalar(
        select(RefreshToken.user_id).where(RefreshToken.family_id == family_id).limit(1)
    )


async def family_of(session: AsyncSession, refresh_token: str) -> uuid.UUID | None:
    return await session.scalar(
        select(RefreshToken.family_id).where(
            RefreshToken.token_hash == tokens.hash_refresh_token(refresh_token)
        )
    )


async def authenticate(session: AsyncSession, settings: Settings, access_token: str) -> User:
    """The user behind a bearer token whose session has not been signed out."""
    try:
        claims = tokens.read_access_token(settings.resolved_secret_key, access_token)
    except tokens.InvalidTokenError:
        raise ApiError(
            401, messages.SESSION_EXPIRED, headers={"WWW-Authenticate": "Bearer"}
        ) from None
    live = await session.scalar(
        select(
            exists().where(
                RefreshToken.family_id == claims.session_id,
                RefreshToken.user_id == claims.user_id,
                RefreshToken.revoked_at.is_(None),
            )
        )
    )
    user = await session.get(User, claims.user_id) if live else None
    if user is None:
        raise ApiError(401, messages.SESSION_EXPIRED, headers={"WWW-Authenticate": "Bearer"})
    return user


def staff_refusal(user: User, settings: Settings) -> ApiError | None:
    """Why this account may not act as staff now, or None: its address is unconfirmed, it is not
    approved, or its role must sign in with a second factor it has not set up. The API asks it of
    every staff request and the live feed of every staff socket, so both refuse alike."""
    if user.email_confirmed_at is None:
        return ApiError(403, messages.EMAIL_NOT_CONFIRMED, code="email_not_confirmed")
    if user.approved_at is None:
        return ApiError(403, messages.ACCOUNT_NOT_APPROVED, code="not_approved")
    if user.role in settings.two_factor_roles and user.totp_enabled_at is None:
        return ApiError(403, messages.TWO_FACTOR_SETUP_NEEDED, code="two_factor_setup_required")
    return None


async def list_users(session: AsyncSession) -> list[User]:
    """Those waiting for approval (address confirmed, not approved) first, then newest first."""
    waiting = case(
        (and_(User.email_confirmed_at.is_not(None), User.approved_at.is_(None)), 0), else_=1
    )
    rows = await session.scalars(select(User).order_by(waiting, User.created_at.desc()))
    return list(rows.all())


async def _keep_an_owner(session: AsyncSession, user: User) -> None:
    """Refuse (409) to take away the last approved owner. The owners' rows are locked first, so
    two owners demoting each other at once cannot both succeed."""
    if user.role != roles.OWNER or user.approved_at is None:
        return
    owners = await session.scalars(
        select(User.id)
        .where(User.role == roles.OWNER, User.approved_at.is_not(None))
        .with_for_update()
    )
    if set(owners.all()) <= {user.id}:
        await session.rollback()
        raise ApiError(409, messages.LAST_OWNER)


async def set_role(
    session: AsyncSession,
    changes: Publisher,
    user_id: uuid.UUID,
    role: str,
    keep_session: uuid.UUID | None = None,
) -> User:
    """A new role; the account's sessions end (but `keep_session`, the asking owner's own when
    the owner changes their own role), so every browser signs in again under it."""
    user = await session.get(User, user_id, populate_existing=True)
    if user is None:
        raise ApiError(404, messages.USER_NOT_FOUND)
    if role != user.role:
        await _keep_an_owner(session, user)
        user.role = role
        await session.flush()
        await security.revoke_user_sessions(session, user.id, keep=keep_session)
        changes.publish(Change("users", "UPDATE", user.id))
    return user


async def tell_owners_someone_waits(
    session: AsyncSession, settings: Settings, send_later: SendLater, user: User
) -> None:
    """The account now waits for approval: every owner hears of it."""
    owners = await session.scalars(
        select(User.email).where(User.role == roles.OWNER, User.approved_at.is_not(None))
    )
    users_page = f"{settings.public_url.rstrip('/')}/admin/users"
    for owner in owners.all():
        await send_later(
            Outgoing(
                owner,
                messages.WAITING_MAIL_SUBJECT.format(email=user.email),
                f"{user.email} confirmed their address and waits for approval to open the "
                f"{settings.club_name} admin area.\n\n"
                f"Approve them with a role, or refuse them, on the Users screen: {users_page}\n",
            )
        )


def _approval_mail(settings: Settings, user: User, approved: bool) -> Outgoing:
    if approved:
        return Outgoing(
            user.email,
            messages.APPROVED_MAIL_SUBJECT,
            f"Your account for the {settings.club_name} admin area is approved.\n\n"
            f"Sign in: {settings.public_url.rstrip('/')}/admin/login\n",
        )
    return Outgoing(
        user.email,
        messages.REFUSED_MAIL_SUBJECT,
        f"Your request to open the {settings.club_name} admin area was not approved. If you "
        "think this is a mistake, ask the club's manager.\n",
    )


async def set_approval(
    session: AsyncSession,
    changes: Publisher,
    user_id: uuid.UUID,
    approved: bool,
    tell: SendLater | None = None,
    settings: Settings | None = None,
) -> User:
    """Approve an account, or take its access away. Someone who was waiting hears either way."""
    user = await session.get(User, user_id, populate_existing=True)
    if user is None:
        raise ApiError(404, messages.USER_NOT_FOUND)
    was_waiting = user.approved_at is None and user.email_confirmed_at is not None
    if approved:
        # Approval gives the admin area to whoever holds the account's password. Until the address
        # is confirmed that may be anyone who typed the address at sign-up, not its owner.
        if user.email_confirmed_at is None:
            raise ApiError(409, messages.APPROVE_UNCONFIRMED)
        user.approved_at = user.approved_at or datetime.now(UTC)
    else:
        await _keep_an_owner(session, user)
        user.approved_at = None
        # Approved again later, the account starts as a host: its old role is not given back.
        user.role = "host"
    # The mail is stored with the change.
    if was_waiting and tell is not None and settings is not None:
        await tell(_approval_mail(settings, user, approved))
    await session.flush()
    if not approved:
        await security.revoke_user_sessions(session, user.id)
    changes.publish(Change("users", "UPDATE", user.id))
    return user


async def create_admin(session: AsyncSession, email: str, password: str) -> User:
    """Create a confirmed, approved owner account, or make an existing one that.

    This is the operator's way back in (it needs the server's shell and database): for an
    existing account it also turns two-factor sign-in off, for an owner who lost both the phone
    and the recovery codes, and ends the account's sessions, as any new password does. A
    password reset through a mailed link keeps two-factor on: a second factor is there for the
    day someone else reads the mailbox."""
    passwords.check_strength(password)
    now = datetime.now(UTC)
    user = await find_user(session, email)
    password_hash = await passwords.hash_password(password)
    if user is None:
        user = User(email=email.lower(), password_hash=password_hash)
        session.add(user)
    user.password_hash = password_hash
    user.email_confirmed_at = user.email_confirmed_at or now
    user.approved_at = user.approved_at or now
    user.role = roles.OWNER
    two_factor.clear(user)
    await session.flush()
    await security.revoke_user_sessions(session, user.id)
    return user


async def count_users(session: AsyncSession) -> int:
    return int(await session.scalar(select(func.count()).select_from(User)) or 0)


async def request_password_reset(
    session: AsyncSession, settings: Settings, send_later: SendLater, email: str
) -> None:
    """Mail a link to set a new password when the address has an account. The caller answers
    alike either way, and the mail is stored to be sent after the answer, not sent on the way,
    so the time of the answer does not tell either (storing it is one small insert). At most
    one account mail per address per `account_mail_interval_seconds`."""
    await space_account_mails(session, settings, email)
    user = await find_user(session, email)
    if user is None:
        return
    token = tokens.issue_reset_token(
        settings.resolved_secret_key, user.id, user.password_hash, RESET_LIFETIME
    )
    link = f"{settings.public_url.rstrip('/')}{RESET_PAGE}#{token}"
    await send_later(
        Outgoing(
            user.email,
            messages.RESET_MAIL_SUBJECT,
            f"Someone asked to set a new password for your {settings.club_name} admin account.\n\n"
            f"Open this link to choose it:\n\n{link}\n\n"
            "The link works once, for 1 hour. If it was not you, ignore this mail: your "
            "password stays as it is.\n",
        )
    )
    await session.flush()


async def reset_password(
    session: AsyncSession,
    settings: Settings,
    changes: Publisher,
    token: str,
    password: str,
    send_later: SendLater | None = None,
    address: str = "",
) -> User:
    """Set the password a reset link was mailed for; every session of the account ends. The
    link reached the mailbox, so an unconfirmed address is confirmed as by its sign-up link."""
    try:
        claims = tokens.read_reset_token(settings.resolved_secret_key, token)
    except tokens.InvalidTokenError:
        raise ApiError(400, messages.RESET_LINK_INVALID) from None
    user = await session.get(User, claims.user_id)
    if user is None or tokens.password_stamp(user.password_hash) != claims.password_stamp:
        raise ApiError(400, messages.RESET_LINK_INVALID)
    passwords.check_strength(password)
    user.password_hash = await passwords.hash_password(password)
    # The link stands for the account: the change is recorded as its own.
    audit.act_as(session, audit.Actor(user.id, user.email, address, "reset_password"))
    security.describe(session, user, "password set through a mailed reset link")
    confirming = user.email_confirmed_at is None
    if confirming:
        _confirm(settings, user)
        if user.approved_at is None and send_later is not None:
            await tell_owners_someone_waits(session, settings, send_later, user)
    await session.flush()
    await security.revoke_user_sessions(session, user.id)
    changes.publish(Change("users", "UPDATE", user.id))
    return user


def _confirm(settings: Settings, user: User) -> None:
    """The address is confirmed; the configured admin addresses become owners."""
    now = datetime.now(UTC)
    user.email_confirmed_at = now
    if user.approved_at is None and settings.is_admin_email(user.email):
        user.approved_at = now
        user.role = roles.OWNER


EMAIL_CHANGE_LIFETIME = timedelta(hours=24)


async def change_password(
    session: AsyncSession,
    user: User,
    current: str,
    new: str,
    keep_session: uuid.UUID,
) -> None:
    """The signed-in account's new password; its other sessions end, this one stays."""
    await security.check_current_password(user, current)
    passwords.check_strength(new)
    user.password_hash = await passwords.hash_password(new)
    security.describe(session, user, "password changed")
    await session.flush()
    await security.revoke_user_sessions(session, user.id, keep=keep_session)


def _account_stamp(user: User) -> str:
    return tokens.account_stamp(user.password_hash, user.email, user.email_confirmed_at)


async def request_email_change(
    session: AsyncSession,
    settings: Settings,
    send_later: SendLater,
    user: User,
    new_email: str,
    current_password: str,
) -> None:
    """Mail a confirmation link to the new address; nothing changes until it is opened.

    The answer is the same whether or not the address already has an account (so nobody learns
    who works at the club by trying addresses): an address that has one gets a mail saying
    someone asked to move an account to it, and nothing else happens."""
    await security.check_current_password(user, current_password)
    await space_account_mails(session, settings, new_email)
    if await find_user(session, new_email) is not None:
        await send_later(
            Outgoing(
                new_email,
                messages.EMAIL_CHANGE_MAIL_SUBJECT,
                f"Someone signed in to another {settings.club_name} admin account asked to "
                "make this address its sign-in address. This address already has an account, "
                "so nothing has changed.\n\n" + await security.owners_contact(session, settings),
            )
        )
        await session.flush()
        return
    stamp = _account_stamp(user)
    token = tokens.issue_email_change_token(
        settings.resolved_secret_key, user.id, new_email.lower(), stamp, EMAIL_CHANGE_LIFETIME
    )
    link = f"{settings.public_url.rstrip('/')}/api/auth/email/confirm?{urlencode({'token': token})}"
    await send_later(
        Outgoing(
            new_email,
            messages.EMAIL_CHANGE_MAIL_SUBJECT,
            f"Open this link to make {new_email} the sign-in address of your "
            f"{settings.club_name} admin account:\n\n{link}\n\n"
            "The link works once, for 24 hours, and only while the account still signs in with "
            "the address it was asked from. If you did not ask for this, ignore this mail.\n",
        )
    )
    security.describe(session, user, f"asked to sign in with {new_email.lower()}")
    await session.flush()


async def confirm_email_change(
    session: AsyncSession,
    settings: Settings,
    changes: Publisher,
    token: str,
    send_later: SendLater,
    address: str,
    keep_session: uuid.UUID | None = None,
) -> User:
    """Open the link mailed to a new address: it becomes the sign-in address. The link works
    once and only while the account has the address and password it was asked from; the old
    address is told, and every other session of the account ends."""
    try:
        claims, new_email = tokens.read_email_change_token(settings.resolved_secret_key, token)
    except tokens.InvalidTokenError:
        raise ApiError(400, messages.EMAIL_CHANGE_LINK_INVALID) from None
    user = await session.get(User, claims.user_id, with_for_update=True)
    if user is None or _account_stamp(user) != claims.password_stamp:
        raise ApiError(400, messages.EMAIL_CHANGE_LINK_INVALID)
    if await find_user(session, new_email) is not None:
        raise ApiError(400, messages.EMAIL_CHANGE_LINK_INVALID)
    old_email = user.email
    audit.act_as(session, audit.Actor(user.id, old_email, address, "confirm_email_change"))
    user.email = new_email
    user.email_confirmed_at = datetime.now(UTC)
    await send_later(
        Outgoing(
            old_email,
            messages.EMAIL_CHANGED_MAIL_SUBJECT,
            f"The sign-in address of your {settings.club_name} admin account is now "
            f"{new_email}; this address no longer signs in. Every other session of the account "
            "was signed out.\n\n" + await security.owners_contact(session, settings),
        )
    )
    security.describe(session, user, f"sign-in address changed from {old_email}")
    await session.flush()
    await security.revoke_user_sessions(session, user.id, keep=keep_session)
    changes.publish(Change("users", "UPDATE", user.id))
    return user
