"""The demo club that `make run` seeds into an empty database."""
