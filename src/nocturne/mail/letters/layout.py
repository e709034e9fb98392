"""The HTML that mails with an HTML part share: one dark card, inline styles (mail clients
ignore style sheets), label and value rows, paragraphs and buttons. Every value is escaped."""

import html


def rows_text(rows: list[tuple[str, str]]) -> str:
    return "".join(f"{label}: {value}\n" for label, value in rows)


def rows_html(rows: list[tuple[str, str]]) -> str:
    return "".join(
        '<tr><td style="padding:4px 16px 4px 0;color:#a1a1aa">'
        f"{html.escape(label)}</td>"
        f'<td style="padding:4px 0;color:#fafafa">{html.escape(value)}</td></tr>'
        for label, value in rows
    )


def page(club: str, heading: str, body: str) -> str:
    """The mail's HTML: one dark card, inline styles (mail clients ignore style sheets)."""
    return (
        '<!doctype html><html><body style="margin:0;background:#09090b;'
        'font-family:Helvetica,Arial,sans-serif">'
        '<table role="presentation" width="100%" cellpadding="0" cellspacing="0">'
        '<tr><td align="center" style="padding:32px 16px">'
        '<table role="presentation" cellpadding="0" cellspacing="0" style="max-width:560px;'
        'width:100%;background:#18181b;border:1px solid #27272a;border-radius:12px">'
        '<tr><td style="padding:28px 32px">'
        '<p style="margin:0 0 4px;color:#d4af37;font-size:13px;letter-spacing:3px;'
        f'text-transform:uppercase">{html.escape(club)}</p>'
        f'<h1 style="margin:0 0 20px;color:#fafafa;font-size:22px">{html.escape(heading)}</h1>'
        f'<div style="color:#d4d4d8;font-size:15px;line-height:1.6">{body}</div>'
        "</td></tr></table></td></tr></table></body></html>"
    )


def paragraph(text: str) -> str:
    return f'<p style="margin:0 0 16px">{html.escape(text)}</p>'


def button(label: str, href: str, colour: str = "#d4af37") -> str:
    return (
        f'<a href="{html.escape(href)}" style="display:inline-block;margin:0 8px 8px 0;'
        f"padding:12px 22px;border-radius:8px;background:{colour};color:#09090b;"
        f'font-weight:bold;text-decoration:none">{html.escape(label)}</a>'
    )
