"""Screens pushed over the explorer (help)."""
