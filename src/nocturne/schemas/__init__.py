"""Pydantic request and response models."""
