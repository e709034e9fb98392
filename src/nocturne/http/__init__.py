"""The HTTP plumbing: the front door that answers the hot paths, prepared answers, the SPA shell,
media files, body limit, request log, security headers, health checks.
"""
