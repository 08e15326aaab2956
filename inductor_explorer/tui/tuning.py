"""Transitional: the tunings of Textual's drawing are gone (one code path, public Textual API only).

`TUNED` stays False only until the widgets that still read it (source view, link list, tree, scrollbars)
drop their `if TUNED` branches; this module is then deleted.
"""

from __future__ import annotations

TUNED = False
