"""The change feed and the WebSocket hub that tells browsers what changed."""
