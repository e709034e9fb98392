"""Guest profiles: one per person, the bookings that meet in it, and what staff keep of them."""
