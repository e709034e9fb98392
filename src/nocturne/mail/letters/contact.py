"""What the staff's notice of a visitor's message says: plain text, the message as it was
typed, and where to answer it."""

from nocturne.mail.mailer import Outgoing
from nocturne.models import ContactSubmission


def new_message(to: str, submission: ContactSubmission, club_name: str, admin_url: str) -> Outgoing:
    """A notice of the new message to one staff notification address; `admin_url` is the staff's
    list of messages."""
    return Outgoing(
        to,
        f"New message: {submission.subject} from {submission.name}",
        f"A new message was sent through the {club_name} website.\n\n"
        f"From: {submission.name} <{submission.email}>\n"
        f"Subject: {submission.subject}\n\n{submission.message}\n\n"
        f"Answer it in the admin area: {admin_url}\n",
    )
