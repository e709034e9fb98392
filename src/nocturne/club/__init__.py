"""What the club is and how it runs: its time zone and the night's boundary in it, its currency
and country, the staff told of each new request, and the roles that must sign in with a second
factor.

Other domains read these through `Club` (service.py), the values in force in this process,
never through the configuration."""
