"""What the product's mails say, one module per audience: `reservations.py` (the staff's note
about a request, the guest's receipt and decision), `contact.py` (the staff's notice of a
visitor's message), `accounts.py` (sign-up, approval, password and address changes, two-factor
sign-in), and `layout.py` (the HTML frame and pieces the mails with an HTML part share).

A letter takes plain values or rows of `nocturne.models` and returns an `Outgoing`; looking
things up and choosing whom to write to is the domain's part.
"""
