"""What visitors send (messages and reservation requests) and the staff's work on it: dashboard,
decisions, exports, idempotent submissions, notification mails.
"""
