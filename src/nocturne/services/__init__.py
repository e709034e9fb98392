"""Business rules below the route handlers: data access, site payload, limits, change feed."""
