"""The Textual explorer: the only package that imports textual.

`app.make_app()` builds the app (used by the CLI, Pilot tests and snapshot tests alike);
views are registered in `views.VIEWS`; each widget lives in its own module under `widgets/`.
"""
