"""A visitor's message to the club: the contact form's write (stored by the booking desk, like a
reservation request, with the staff's notices), and the staff's Contact Submissions screen."""
