"""What the mails about staff accounts say: sign-up (the verification link, or why there is
none), approval, a password reset, a change of sign-in address, and two-factor sign-in turned
off by an owner. Plain text. A link that carries a token is made by the account's domain and
given here; the mails about an account's security end with whom to tell (`owners`, the club's
approved owners' addresses) if it was not the account's owner."""

from collections.abc import Iterable

from nocturne import messages
from nocturne.mail.mailer import Outgoing


def _site(public_url: str, path: str) -> str:
    return f"{public_url.rstrip('/')}{path}"


def _with_link(to: str, subject: str, lead: str, link: str, terms: str) -> Outgoing:
    """A mail that carries a link: what it opens, the link on a line of its own, and how long
    and how often it works."""
    return Outgoing(to, subject, f"{lead}\n\n{link}\n\n{terms}\n")


def _about_security(
    to: str, subject: str, what: str, club_name: str, owners: Iterable[str]
) -> Outgoing:
    """A mail about a change to how an account signs in, closing with whom to tell if it was
    not the account's owner."""
    return Outgoing(
        to,
        subject,
        f"{what}\n\nIf this was not you, tell the owners of {club_name} at once: "
        f"{', '.join(sorted(owners))}.\n",
    )


# -- sign-up ---------------------------------------------------------------------------------


def verification(to: str, club_name: str, link: str, hours: int) -> Outgoing:
    """A new account's link to confirm its address, good for `hours`."""
    return _with_link(
        to,
        messages.VERIFICATION_MAIL_SUBJECT,
        f"Welcome to {club_name}.\n\nOpen this link to confirm your email address:",
        link,
        f"The link works for {hours} hours. If you did not sign up, ignore this mail.",
    )


def signed_up_again(to: str, club_name: str, link: str) -> Outgoing:
    """An unconfirmed address signed up again: no typed password is kept, and `link` (a
    password reset link) chooses one and confirms the address."""
    return _with_link(
        to,
        messages.VERIFICATION_MAIL_SUBJECT,
        f"This address signed up again at {club_name} before it was confirmed. "
        "For safety no password typed at sign-up is kept, and earlier links no longer "
        "work.\n\nOpen this link to choose the account's password; it also confirms your "
        "address:",
        link,
        "The link works once, for 1 hour. If you did not sign up, ignore this mail.",
    )


def account_exists(to: str, club_name: str, public_url: str) -> Outgoing:
    """Someone signed up with an address whose account is confirmed: nothing changed."""
    return Outgoing(
        to,
        messages.ACCOUNT_EXISTS_MAIL_SUBJECT,
        f"Someone asked to create an account at {club_name} with this address, "
        "which already has one. Nothing has changed.\n\n"
        f"To sign in: {_site(public_url, '/admin/login')}\n\n"
        "If it was not you, ignore this mail.\n",
    )


# -- approval --------------------------------------------------------------------------------


def waiting_for_approval(to: str, email: str, club_name: str, public_url: str) -> Outgoing:
    """An owner hears that the account `email` confirmed its address and waits for approval."""
    return Outgoing(
        to,
        messages.WAITING_MAIL_SUBJECT.format(email=email),
        f"{email} confirmed their address and waits for approval to open the "
        f"{club_name} admin area.\n\n"
        "Approve them with a role, or refuse them, on the Users screen: "
        f"{_site(public_url, '/admin/users')}\n",
    )


def approved(to: str, club_name: str, public_url: str) -> Outgoing:
    return Outgoing(
        to,
        messages.APPROVED_MAIL_SUBJECT,
        f"Your account for the {club_name} admin area is approved.\n\n"
        f"Sign in: {_site(public_url, '/admin/login')}\n",
    )


def refused(to: str, club_name: str) -> Outgoing:
    return Outgoing(
        to,
        messages.REFUSED_MAIL_SUBJECT,
        f"Your request to open the {club_name} admin area was not approved. If you "
        "think this is a mistake, ask the club's manager.\n",
    )


# -- credentials -----------------------------------------------------------------------------


def password_reset(to: str, club_name: str, link: str) -> Outgoing:
    """The link to set a new password, asked for on the sign-in page."""
    return _with_link(
        to,
        messages.RESET_MAIL_SUBJECT,
        f"Someone asked to set a new password for your {club_name} admin account.\n\n"
        "Open this link to choose it:",
        link,
        "The link works once, for 1 hour. If it was not you, ignore this mail: your password "
        "stays as it is.",
    )


def address_change(to: str, club_name: str, link: str) -> Outgoing:
    """The link, mailed to the new address `to`, that makes it the account's sign-in address."""
    return _with_link(
        to,
        messages.EMAIL_CHANGE_MAIL_SUBJECT,
        f"Open this link to make {to} the sign-in address of your {club_name} admin account:",
        link,
        "The link works once, for 24 hours, and only while the account still signs in with "
        "the address it was asked from. If you did not ask for this, ignore this mail.",
    )


def address_taken(to: str, club_name: str, owners: Iterable[str]) -> Outgoing:
    """Another account asked to move to the address `to`, which has an account: nothing
    changed."""
    what = (
        f"Someone signed in to another {club_name} admin account asked to make this address "
        "its sign-in address. This address already has an account, so nothing has changed."
    )
    return _about_security(to, messages.EMAIL_CHANGE_MAIL_SUBJECT, what, club_name, owners)


def address_changed(to: str, new_email: str, club_name: str, owners: Iterable[str]) -> Outgoing:
    """The account's old address `to` hears that it signs in with `new_email` now."""
    what = (
        f"The sign-in address of your {club_name} admin account is now {new_email}; this "
        "address no longer signs in. Every other session of the account was signed out."
    )
    return _about_security(to, messages.EMAIL_CHANGED_MAIL_SUBJECT, what, club_name, owners)


# -- two-factor sign-in ----------------------------------------------------------------------


def two_factor_turned_off(
    to: str, owner_email: str, club_name: str, owners: Iterable[str]
) -> Outgoing:
    """The owner `owner_email` turned two-factor sign-in off for the account `to`."""
    what = (
        f"{owner_email} turned two-factor sign-in off for your {club_name} admin account, and "
        "every session of it was signed out. Sign in with your password, then set two-factor "
        "sign-in up again on your profile."
    )
    return _about_security(to, messages.TWO_FACTOR_RESET_MAIL_SUBJECT, what, club_name, owners)
