"""Uploaded files: bucket rules, type sniffing, streamed uploads, storage backends, references."""
