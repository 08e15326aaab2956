"""The explorer's state, without its screen: what it wants, shows and has in flight, in plain Python.

`ExplorerState` holds the Session (session/) and what the explorer has of it so far: the graphs parsed and
being parsed, the name index ctrl+p searches, the trace logs linked to the graphs, the fusion logs and the
`--compare` diff. The Session does the work; the app (tui/app.py) asks for it in its workers, hands the
results back here and renders. Nothing here imports Textual or Rich (import-linter holds it to that).
"""

from inductor_explorer.state.explorer_state import ExplorerState

__all__ = ["ExplorerState"]
