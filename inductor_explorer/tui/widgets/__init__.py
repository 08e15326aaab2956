"""Widgets of the explorer, one per module."""
