"""Who may do what in the admin area: the one table that maps every staff operation (by its
OpenAPI operation id) to the roles allowed to call it, and what each role's live socket may
follow. The server checks it on every staff request; the web app hides what a role cannot use.

- **owner**: everything, including accounts and the club's settings.
- **manager**: the site's content and media, messages, reservations, the booking rules, the
  club's tables (areas, floor plans, the inventory) and the guests' profiles (edit, merge,
  split, export, erase on request).
- **host**: the door list and the reservations and messages: read them, confirm, decline, undo,
  cancel, check in, note and give parties their tables; read the guests' profiles; nothing else.

An operation missing from the table is refused to everyone (a test keeps the table and the
OpenAPI document equal).
"""

from typing import Literal

Role = Literal["owner", "manager", "host"]
ROLES: tuple[Role, ...] = ("owner", "manager", "host")
OWNER: Role = "owner"

OWNERS = frozenset({"owner"})
MANAGERS = frozenset({"owner", "manager"})
EVERYONE = frozenset(ROLES)

_CONTENT = [
    "admin_read_sections", "save_section", "admin_read_navigation", "save_navigation",
    "admin_read_contact", "save_contact",
    "admin_read_events", "create_event", "update_event", "delete_event",
    "admin_read_gallery_items", "create_gallery_item", "update_gallery_item",
    "delete_gallery_item",
    "admin_read_packages", "create_package", "update_package", "delete_package",
    "admin_read_menu_images", "create_menu_image", "update_menu_image", "delete_menu_image",
    "upload_file", "delete_file",
    "read_history", "restore_revision", "read_trash", "read_media_info", "set_media_focus",
    "read_drafts", "save_section_draft", "create_event_draft", "save_event_draft",
    "create_package_draft", "save_package_draft", "publish_draft", "discard_draft",
    "preview_site",
]  # fmt: skip
_MANAGING = [
    "export_contact_submissions", "export_reservations", "create_staff_reservation",
    "edit_reservation", "delete_reservation",
    "read_reservation_settings", "update_reservation_settings",
    "read_blackout_dates", "set_blackout_date", "delete_blackout_date", "read_club_settings",
    "create_area", "update_area", "delete_area",
    "create_floor_plan", "update_floor_plan", "delete_floor_plan",
    "create_table", "update_table", "delete_table", "set_table_night",
    "update_guest", "merge_guests", "unmerge_guest", "split_guest", "export_guests",
    "export_guest", "erase_guest",
]  # fmt: skip
_DOOR = [
    "read_dashboard", "read_contact_submissions", "decide_contact_submission",
    "read_reservations", "decide_reservation", "undo_reservation_decision", "cancel_reservation",
    "note_reservation", "read_door_night", "record_arrival",
    "read_floor", "read_floor_night", "assign_tables", "suggest_table",
    "read_guests", "read_guest",
]  # fmt: skip
_OWNING = [
    "read_users", "approve_user", "revoke_user", "set_user_role", "reset_user_two_factor",
    "update_club_settings",
    "read_audit_log", "read_security_settings", "update_security_settings",
    "read_service_health",
]  # fmt: skip

PERMISSIONS: dict[str, frozenset[str]] = {
    **dict.fromkeys(_DOOR, EVERYONE),
    **dict.fromkeys(_CONTENT + _MANAGING, MANAGERS),
    **dict.fromkeys(_OWNING, OWNERS),
}

# The staff tables of the change feed each role's socket may follow (public ones are for all).
LIVE_TABLES: dict[str, frozenset[str]] = {
    "owner": frozenset(
        {"club_settings", "club_tables", "contact_submissions", "guests", "reservations", "users"}
    ),
    "manager": frozenset(
        {"club_settings", "club_tables", "contact_submissions", "guests", "reservations"}
    ),
    "host": frozenset({"club_tables", "contact_submissions", "guests", "reservations"}),
}


def may_call(role: str, operation_id: str | None) -> bool:
    return operation_id is not None and role in PERMISSIONS.get(operation_id, frozenset())


def may_follow(role: str, table: str) -> bool:
    return table in LIVE_TABLES.get(role, frozenset())
