"""The Textual explorer: the only package that imports textual.

`app.make_app()` builds the app (used by the CLI and the Pilot tests alike);
views are registered in `views.VIEWS`; each widget lives in its own module under `widgets/`.
"""
