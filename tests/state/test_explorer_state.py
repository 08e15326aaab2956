"""The explorer's state without Textual: each trace log indexed once, loads that never hang."""

from __future__ import annotations

from inductor_explorer.loader.trace import graphs as trace_graphs
from inductor_explorer.session import SessionOptions, follow, open_session
from inductor_explorer.state import ExplorerState, explorer_state
from tests.support.tui import graph_breaks_run


def _opened(sample_runs) -> ExplorerState:
    return ExplorerState(open_session(graph_breaks_run(sample_runs), SessionOptions(parse_cache=False)))


def test_opening_a_session_indexes_each_trace_log_once(sample_runs, monkeypatch):
    indexed = []
    index = trace_graphs.index_trace_log

    def counting(log, workers=None):
        indexed.append(log)
        return index(log, workers)

    monkeypatch.setattr(trace_graphs, "index_trace_log", counting)
    state = ExplorerState(open_session(graph_breaks_run(sample_runs)))
    logs = [s.path for run in state.session.runs for s in run.trace_logs if s.kind == "structured"]
    assert logs and sorted(indexed) == sorted(logs)
    # What the index found is attached: the trace log's compiles are graphs of the run.
    assert any(folder.trace is not None for run in state.session.runs for folder in run.graphs)


def test_a_superseded_load_that_never_began_is_dropped_and_can_be_asked_for_again(sample_runs):
    state = _opened(sample_runs)
    first, second, third = state.graph_keys[:3]
    assert state.want(first)
    first_loaded = state.parse_graph(first)
    assert first_loaded is not None
    state.keep_graph(first_loaded)
    assert state.loading_status() is None
    # `]` `]` faster than a parse begins: the first load is superseded before it began.
    assert state.want(second) and state.want(third)
    assert state.parse_graph(second) is None  # its worker, if it still runs, parses nothing
    status = state.loading_status()
    assert status is not None and state.folders[third].name in status
    assert state.folders[second].name not in status
    loaded = state.parse_graph(third)
    assert loaded is not None and loaded.graph is not None
    state.keep_graph(loaded)
    assert state.loading_status() is None
    # Asked for again, the dropped graph loads.
    assert state.want(second)
    again = state.parse_graph(second)
    assert again is not None and again.graph is not None
    state.keep_graph(again)
    assert set(state.loaded) == {first, second, third} and state.loading_status() is None


def test_a_load_whose_parse_began_is_not_dropped(sample_runs):
    state = _opened(sample_runs)
    first, second = state.graph_keys[:2]
    assert state.want(first)
    begun = state.parse_graph(first)  # parsed while the user moved on
    assert state.want(second)
    assert state.loading(first) and state.loading(second)
    assert begun is not None
    state.keep_graph(begun)
    assert not state.loading(first) and state.loading(second)


def test_the_state_reads_traces_and_names(sample_runs):
    state = _opened(sample_runs)
    runs, fusion_logs = state.read_traces()
    state.keep_traces(runs, fusion_logs)
    assert state.run_traces is runs and any(run.distinct for run in runs)
    delivered: list = []
    state.scan_names(delivered.extend, cancelled=lambda: False, every_s=60)
    assert state.keep_names(delivered) and state.name_index.complete


def test_the_status_line_says_how_far_the_trace_logs_are_read(sample_runs, monkeypatch):
    monkeypatch.setattr(explorer_state, "READ_STATUS_BYTES", 0)  # the sample's log counts as huge
    state = ExplorerState(
        open_session(graph_breaks_run(sample_runs), SessionOptions(parse_cache=False, threads=True))
    )
    assert state.loading_status() is None  # nothing read yet
    said: list[str | None] = []
    read = follow.followed_traces

    def reading(*args, **kwargs):
        logs = read(*args, **kwargs)  # the progress told, the traces not yet linked
        said.append(state.loading_status())
        return logs

    monkeypatch.setattr(follow, "followed_traces", reading)
    runs, fusion_logs = state.read_traces()
    assert said == ["reading 1 MiB of trace logs: 100%… (the views work meanwhile)"]
    state.keep_traces(runs, fusion_logs)
    assert state.loading_status() is None
