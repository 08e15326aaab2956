"""Helpers the tests share (imported as `tests.support.*`; pyproject's pytest `pythonpath` makes the
repository root importable). Test modules import helpers from here, never from each other."""
