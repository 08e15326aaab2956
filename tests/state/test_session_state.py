"""The session state without Textual: one way in, each trace log indexed once, loads that never hang."""

from __future__ import annotations

from inductor_explorer.loader.trace import graphs as trace_graphs
from inductor_explorer.state import open_state
from tests.support.tui import graph_breaks_run


def test_opening_a_session_indexes_each_trace_log_once(sample_runs, monkeypatch):
    indexed = []
    index = trace_graphs.index_trace_log

    def counting(log):
        indexed.append(log)
        return index(log)

    monkeypatch.setattr(trace_graphs, "index_trace_log", counting)
    state = open_state(graph_breaks_run(sample_runs))
    logs = [s.path for run in state.session.runs for s in run.trace_logs if s.kind == "structured"]
    assert logs and sorted(indexed) == sorted(logs)
    # What the index found is attached: the trace log's compiles are graphs of the run.
    assert any(folder.trace is not None for run in state.session.runs for folder in run.graphs)


def test_a_superseded_load_that_never_began_is_dropped_and_can_be_asked_for_again(sample_runs):
    state = open_state(graph_breaks_run(sample_runs), parse_cache=False)
    first, second, third = state.graph_keys[:3]
    assert state.want(first)
    first_loaded = state.load_graph(first)
    assert first_loaded is not None
    state.graph_loaded(first_loaded)
    assert state.loading_status() is None
    # `]` `]` faster than a parse begins: the first load is superseded before it began.
    assert state.want(second) and state.want(third)
    assert state.load_graph(second) is None  # its worker, if it still runs, parses nothing
    status = state.loading_status()
    assert status is not None and state.folders[third].name in status
    assert state.folders[second].name not in status
    loaded = state.load_graph(third)
    assert loaded is not None and loaded.graph is not None
    state.graph_loaded(loaded)
    assert state.loading_status() is None
    # Asked for again, the dropped graph loads.
    assert state.want(second)
    again = state.load_graph(second)
    assert again is not None and again.graph is not None
    state.graph_loaded(again)
    assert set(state.loaded) == {first, second, third} and state.loading_status() is None


def test_a_load_whose_parse_began_is_not_dropped(sample_runs):
    state = open_state(graph_breaks_run(sample_runs), parse_cache=False)
    first, second = state.graph_keys[:2]
    assert state.want(first)
    begun = state.load_graph(first)  # parsed while the user moved on
    assert state.want(second)
    assert state.loading(first) and state.loading(second)
    assert begun is not None
    state.graph_loaded(begun)
    assert not state.loading(first) and state.loading(second)


def test_the_state_reads_traces_and_names(sample_runs):
    state = open_state(graph_breaks_run(sample_runs), parse_cache=False)
    runs, fusion_logs = state.read_traces()
    state.traces_read(runs, fusion_logs)
    assert state.run_traces is runs and any(run.distinct for run in runs)
    delivered = []
    state.scan_names(delivered.extend, cancelled=lambda: False, every_s=60)
    assert state.names_read(delivered) and state.name_index.complete
