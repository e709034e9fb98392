"""Sign-up with a mailed verification link, and confirming the address.

Sign-up sends its mail before answering, so its answer takes the same time on every path.
"""

import logging
from datetime import timedelta
from urllib.parse import urlencode

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.accounts import addresses, passwords, tokens, users
from nocturne.config import Settings
from nocturne.core.errors import ApiError
from nocturne.live.changes import Change, Publisher
from nocturne.mail.letters import accounts as letters
from nocturne.mail.mailer import Mailer
from nocturne.mail.outbox import SendLater
from nocturne.models import User

log = logging.getLogger(__name__)


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
    await addresses.space_account_mails(session, settings, email)
    user = await addresses.find_user(session, email)
    # Every path hashes the password and sends one mail, so the time of the answer does not tell
    # an address with a confirmed account from one without.
    password_hash = await passwords.hash_password(password)
    if user is not None and user.email_confirmed_at is not None:
        log.info("sign-up for an existing account %s: told by mail", user.email)
        await mailer.send(
            letters.account_exists(user.email, settings.club_name, settings.public_url)
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
        link = addresses.reset_link(settings, user)
        await mailer.send(letters.signed_up_again(user.email, settings.club_name, link))
        return
    user = User(email=email.lower(), password_hash=password_hash)
    session.add(user)
    await session.commit()
    changes.publish(Change("users", "INSERT", user.id))
    link = verification_link(settings, user)
    await mailer.send(
        letters.verification(user.email, settings.club_name, link, settings.verification_hours)
    )


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
    addresses.confirm(settings, user)
    if user.approved_at is None and send_later is not None:
        await users.tell_owners_someone_waits(session, settings, send_later, user)
    await session.flush()
    changes.publish(Change("users", "UPDATE", user.id))
    return user
