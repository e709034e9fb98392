"""Alembic environment: runs on the connection `nocturne.core.migrate` hands over."""

from alembic import context
from sqlalchemy.engine import Connection

from nocturne.models import Base

connection: Connection = context.config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=connection.dialect.name == "sqlite",
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()
