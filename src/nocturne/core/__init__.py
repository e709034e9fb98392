"""The server's foundations: database and SQLite connection, errors, OpenAPI, migrations, typed
dependencies, backups, rate limits, shared schema pieces.
"""
