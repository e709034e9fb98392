"""Staff accounts: sign-up, verification, approval, sign-in, tokens and passwords."""
