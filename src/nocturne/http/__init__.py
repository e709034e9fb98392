"""The HTTP plumbing: the response cache of the public reads, compression, the SPA shell,
media files, body limit, request log, security headers, health checks.
"""
