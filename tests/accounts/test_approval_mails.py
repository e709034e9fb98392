"""The approval flow by mail: owners hear that someone confirmed their address and waits; the
Users list shows the waiting first; approving or refusing mails the person."""

from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from tests.accounts.test_auth import confirmed_sign_up, mail_app, web  # noqa: F401
from tests.support.auth import make_staff, sign_in
from tests.support.mail_server import Inbox


async def test_owners_hear_of_a_waiting_account_and_it_hears_the_decision(
    mail_app: FastAPI,  # noqa: F811
    web: AsyncClient,  # noqa: F811
    smtp: tuple[Inbox, int],
    session: AsyncSession,
) -> None:
    inbox, _ = smtp
    owner = await make_staff(session, "boss@nocturne.club", "owner")
    await make_staff(session, "floor@nocturne.club", "manager")
    await confirmed_sign_up(web, inbox, "bartender@example.com")
    await confirmed_sign_up(web, inbox, "stranger@example.com")
    await mail_app.state.notifier.drain()

    told = [m for m in inbox.messages if m["To"] == "boss@nocturne.club"]
    assert [m["Subject"] for m in told] == [
        messages.WAITING_MAIL_SUBJECT.format(email="bartender@example.com"),
        messages.WAITING_MAIL_SUBJECT.format(email="stranger@example.com"),
    ]
    assert "/admin/users" in str(told[0].get_payload(decode=True))
    assert not [m for m in inbox.messages if m["To"] == "floor@nocturne.club"]  # owners only

    token = (await sign_in(web, owner)).json()["access_token"]
    as_owner = {"Authorization": f"Bearer {token}"}
    listed = (await web.get("/api/admin/users", headers=as_owner)).json()["data"]
    assert [u["email"] for u in listed[:2]] == ["stranger@example.com", "bartender@example.com"]

    by_email = {u["email"]: u["id"] for u in listed}
    approved = await web.post(
        f"/api/admin/users/{by_email['bartender@example.com']}/approve", headers=as_owner
    )
    assert approved.status_code == 200
    refused = await web.post(
        f"/api/admin/users/{by_email['stranger@example.com']}/revoke", headers=as_owner
    )
    assert refused.status_code == 200
    await mail_app.state.notifier.drain()
    assert inbox.last_to("bartender@example.com")["Subject"] == messages.APPROVED_MAIL_SUBJECT
    assert inbox.last_to("stranger@example.com")["Subject"] == messages.REFUSED_MAIL_SUBJECT
    # A new account waits as a host until an owner gives it another role.
    assert approved.json()["role"] == "host"
