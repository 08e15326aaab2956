"""The Textual explorer: the only package that imports textual.

`app.make_app()` builds the app (used by the CLI and the Pilot tests alike);
each view is a module of `views/` (listed in `views/registry.py`), what it says comes from `presenters/`
(no Textual there), and reusable widgets live under `widgets/`.
"""
