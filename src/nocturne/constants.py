"""Business constants of the spec's section 9, used by validation and the demo data."""

CONTACT_SUBJECTS = ("General Inquiry", "Private Event", "Feedback", "Other")
RESERVATION_TIMES = ("22:00", "22:30", "23:00", "23:30", "00:00")
OCCASIONS = ("birthday", "anniversary", "corporate", "other")
MIN_GUESTS = 1
MAX_GUESTS = 20
SECTION_NAMES = ("hero", "events", "gallery", "bottle-service", "footer")
