"""The club's tables: areas, floor plans, the inventory and who holds which table a night."""
