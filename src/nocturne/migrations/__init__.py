"""Alembic migrations, run with `nocturne migrate` on SQLite and PostgreSQL alike."""
