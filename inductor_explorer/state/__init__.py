"""The explorer's state, without its screen: what is loaded of a session, in plain Python.

`SessionState` owns the graphs parsed so far (and those being parsed), the name index ctrl+p searches, the
trace logs linked to the graphs, the fusion logs, the minifier's output, the `--compare` diff and the parse
cache. Its methods do the work; the app (tui/app.py) runs the slow ones in its workers, hands their results
back here and renders. Nothing here imports Textual or Rich (import-linter holds it to that).
"""

from inductor_explorer.state.session_state import SessionState, open_state

__all__ = ["SessionState", "open_state"]
