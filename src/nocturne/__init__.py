"""Nocturne: the public website of a premium nightclub and its staff back-office."""

__version__ = "0.1.0"
