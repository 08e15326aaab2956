"""Presenters: what the views say, as Rich `Text`, strings and table rows, made from the model and analysis
objects; one module per view. They import Rich but not Textual, so they are plain functions a test calls
without an app; the views (tui/views/) keep the widgets, their composition, events and keys."""
