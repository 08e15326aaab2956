"""One number, one value: every count the explorer shows, read off its screen, equals the field of
`summary --json` (or `breaks --json`) it corresponds to, on every sample run and every corpus folder.

The explorer runs headless (Textual's run_test); each graph is opened and its Overview, navigator branch,
Fusion, Wrapper and Buffers titles are read as a user sees them, then the session's Overview, Breaks,
Compile and Ranks views. Each row of GRAPH_ROWS / SESSION_ROWS / RUN_ROWS is one number on screen and
the JSON field it must equal. A new number on screen gets a row here.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from inductor_explorer.cli import main
from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.location import Location
from inductor_explorer.tui.widgets.link_list import LinkList
from inductor_explorer.tui.widgets.navigator import Navigator
from tests.support.tui import run_async, settle

# ---------------------------------------------------------------------------------------------- reading

#: Where conftest's fixtures look, read here at collection time: every session is a parameter of its own.
ROOT = Path(__file__).resolve().parents[1]
SAMPLE_RUNS, CORPUS = ROOT / "sample_runs", ROOT.parent / "shared" / "corpus" / "external"

COUNT_ROW = re.compile(r"^  ( *)(\S.*?) {2,}(\d+)$")
FUSION = re.compile(
    r"(\d+) pre-fusion nodes? → (\d+) post-fusion nodes? \((\d+) fused, (\d+) alone\) → "
    r"(\d+) kernels?, (\d+) extern calls?"
)
PROBLEMS = re.compile(r"Problems found while loading \((\d+)(.*?)\)")
WRAPPER = re.compile(r"^call\(\): (\d+) steps \((.*)\) · enter")
BUFFERS = re.compile(r"^(\d+) of (\d+) buffers")
# "No graph breaks" reads as 0 breaks, 0 distinct.
BREAKS = re.compile(r"^(?:(\d+) graph break\(s\), (\d+) distinct, .*|No graph breaks) · (\d+) recompile\(s\)")
COMPILES = re.compile(r"^(\d+) compiles?(?: \((\d+) attempts incl\. restarts\))?")
BRANCH = re.compile(r"^(.*?) \((\d+)(?: of (\d+): top-level graph)?(?: steps)?\)$")
RANK = re.compile(r"^  rank (\d+) · (\d+) compiles? · ")


def overview_counts(text: str) -> list[tuple[str, str, int]]:
    """The Counts section's rows: (parent row's label, label, number); a top-level row is its own parent."""
    section = text.split("\nCounts\n", 1)[1].split("\nFiles\n", 1)[0] if "\nCounts\n" in text else ""
    rows, parent = [], ""
    for line in section.splitlines():
        m = COUNT_ROW.match(line)
        if m is None:
            continue
        if not m.group(1):
            parent = m.group(2)
        rows.append((parent, m.group(2), int(m.group(3))))
    return rows


@dataclass
class GraphScreens:
    """What the explorer shows of one graph."""

    overview: str = ""
    label: str = ""  # its navigator line
    branches: dict[str, tuple[int, int | None]] = field(default_factory=dict)  # navigator branch -> (n, of)
    fusion_title: str = ""
    wrapper_title: str = ""
    buffer_title: str = ""

    def count(self, label: str, parent: str | None = None) -> int | None:
        """The Overview's number on LABEL's row (under PARENT); None: no such row."""
        return next(
            (
                n
                for p, lab, n in overview_counts(self.overview)
                if lab == label and (parent is None or p == parent)
            ),
            None,
        )

    def fusion(self, group: int) -> int | None:
        m = FUSION.search(self.overview)
        return int(m.group(group) or 0) if m else None


@dataclass
class SessionScreens:
    graphs: list[list[GraphScreens]]
    run_labels: list[str]
    run_branches: list[dict[str, int]]  # per run: navigator "Graph breaks (N)", "Compiles (N)"
    overview: str
    breaks_title: str
    compile_title: str
    ranks_title: str
    ranks_lines: list[str]


def _children(node) -> dict[str, tuple[int, int | None]]:
    out = {}
    for child in node.children:
        m = BRANCH.match(child.label.plain)
        if m:
            out[m.group(1)] = (int(m.group(2)), int(m.group(3)) if m.group(3) else None)
    return out


async def read_screens(path: Path) -> SessionScreens:
    """Open PATH in the explorer, open every graph and view, and read what they show."""
    session = open_session(path)
    app = make_app(session)
    async with app.run_test(size=(200, 60)) as pilot:
        await settle(app, pilot)
        navigator = app.query_one(Navigator)
        graphs: list[list[GraphScreens]] = []
        for r, run in enumerate(session.runs):
            graphs.append([])
            for g in range(len(run.graphs)):
                screens = GraphScreens()
                for view in ("overview", "fusion", "wrapper", "buffers"):
                    app.go(Location((r, g), view))
                    await settle(app, pilot)
                    if view == "overview":
                        screens.overview = app.query_one("#overview-text").render().plain
                    else:
                        title = {
                            "fusion": "#fusion-title",
                            "wrapper": "#wrapper-title",
                            "buffers": "#buffer-title",
                        }
                        setattr(
                            screens,
                            f"{'buffer' if view == 'buffers' else view}_title",
                            app.query_one(title[view]).render().plain,
                        )
                node = navigator.graph_node((r, g))
                screens.label = node.label.plain
                screens.branches = _children(node)
                graphs[-1].append(screens)
        app.go(Location(None, "overview"))
        await settle(app, pilot)
        overview = app.query_one("#overview-text").render().plain
        run_labels = [node.label.plain for node in navigator.root.children]
        run_branches = [
            {name: n for name, (n, _) in _children(node).items()} for node in navigator.root.children
        ]
        titles = {}
        for view, widget in (
            ("breaks", "#breaks-title"),
            ("compile", "#compile-title"),
            ("ranks", "#ranks-title"),
        ):
            app.go(Location(None, view))
            await settle(app, pilot)
            titles[view] = app.query_one(widget).render().plain
        links = app.query_one("#ranks-links", LinkList)
        ranks_lines = [str(links.get_option_at_index(i).prompt) for i in range(links.option_count)]
    return SessionScreens(
        graphs,
        run_labels,
        run_branches,
        overview,
        titles["breaks"],
        titles["compile"],
        titles["ranks"],
        ranks_lines,
    )


def read_json(path: Path, capsys) -> tuple[dict, dict]:
    """`summary --json` and `breaks --json` of PATH (the breaks document is {} without a trace log)."""
    assert main(["summary", str(path), "--json", "--no-cache"]) == 0
    summary = json.loads(capsys.readouterr().out)
    breaks = {}
    if main(["breaks", str(path), "--json"]) == 0:
        breaks = json.loads(capsys.readouterr().out)
    else:
        capsys.readouterr()
    return summary, breaks


# ---------------------------------------------------------------------------------------------- the table


@dataclass(frozen=True)
class Row:
    """One number on screen (SCREEN reads it, None: not shown here) and the JSON field it must equal."""

    where: str
    screen: Callable
    field: Callable


def _kinds(s: GraphScreens) -> dict[str, int]:
    kinds: Counter[str] = Counter()
    for parent, label, n in overview_counts(s.overview):
        if parent == "kernels" and label != "kernels":
            kinds[label.split()[0]] += n
    return dict(kinds)


def _wrapper_kinds(s: GraphScreens) -> dict[str, int]:
    m = WRAPPER.match(s.wrapper_title)
    return {kind: int(n) for n, kind in re.findall(r"(\d+) (\w+)", m.group(2))} if m else {}


def _fusion_title(group: int) -> Callable[[GraphScreens], int | None]:
    def read(s: GraphScreens) -> int | None:
        m = FUSION.search(s.fusion_title)
        return int(m.group(group) or 0) if m else None

    return read


def _or0(value: int | None) -> int:
    return value or 0


def _has_ir(g: dict) -> bool:
    return g["post_fusion_nodes"] is not None


#: Per graph: (where on screen, the number read there, the `summary --json` graphs[] field).
GRAPH_ROWS = [
    Row("Overview: FX nodes", lambda s: s.count("FX nodes"), lambda g: _or0(g["fx_nodes"])),
    Row(
        "Overview: FX nodes without placeholders/output",
        lambda s: s.count("without placeholders/output", "FX nodes"),
        lambda g: g["fx_nodes_without_placeholders_output"] if g["fx_nodes"] else None,
    ),
    Row(
        "Overview: FX nodes in the top-level graph",
        lambda s: s.count("in the top-level graph", "FX nodes"),
        lambda g: (
            g["fx_top_level_nodes"] if g["fx_nodes"] and g["fx_top_level_nodes"] != g["fx_nodes"] else None
        ),
    ),
    Row("Overview: kernels", lambda s: s.count("kernels"), lambda g: len(g["kernels"])),
    Row("Overview: kernels by kind", _kinds, lambda g: dict(Counter(k["kind"] for k in g["kernels"]))),
    Row("Overview: extern calls", lambda s: s.count("extern calls"), lambda g: _or0(g["extern_calls"])),
    Row(
        "Overview: of which fallbacks",
        lambda s: s.count("of which fallbacks", "extern calls"),
        lambda g: g["fallback_calls"] or None,
    ),
    Row("Overview: call() steps", lambda s: s.count("call() steps"), lambda g: _or0(g["call_steps"])),
    Row("Overview: problems", lambda s: int(PROBLEMS.search(s.overview).group(1)), lambda g: g["problems"]),
    Row(
        "Overview fusion: pre-fusion nodes",
        lambda s: s.fusion(1),
        lambda g: g["pre_fusion_nodes"] or 0 if _has_ir(g) else None,
    ),
    Row("Overview fusion: post-fusion nodes", lambda s: s.fusion(2), lambda g: g["post_fusion_nodes"]),
    Row("Overview fusion: fused", lambda s: s.fusion(3), lambda g: g["fused_nodes"]),
    Row(
        "Overview fusion: alone",
        lambda s: s.fusion(4),
        lambda g: g["post_fusion_nodes"] - g["fused_nodes"] if _has_ir(g) else None,
    ),
    Row(
        "Overview fusion: kernels", lambda s: s.fusion(5), lambda g: len(g["kernels"]) if _has_ir(g) else None
    ),
    Row(
        "Overview fusion: extern calls",
        lambda s: s.fusion(6),
        lambda g: _or0(g["extern_calls"]) if _has_ir(g) else None,
    ),
    Row(
        "Fusion title: pre-fusion nodes",
        _fusion_title(1),
        lambda g: g["pre_fusion_nodes"] or 0 if _has_ir(g) else None,
    ),
    Row("Fusion title: post-fusion nodes", _fusion_title(2), lambda g: g["post_fusion_nodes"]),
    Row("Fusion title: fused", _fusion_title(3), lambda g: g["fused_nodes"]),
    Row("Fusion title: kernels", _fusion_title(5), lambda g: len(g["kernels"]) if _has_ir(g) else None),
    Row(
        "Fusion title: extern calls",
        _fusion_title(6),
        lambda g: _or0(g["extern_calls"]) if _has_ir(g) else None,
    ),
    Row(
        "navigator: graph line's kernels",
        lambda s: int(m.group(1)) if (m := re.search(r"· (\d+) kernels?$", s.label)) else None,
        lambda g: len(g["kernels"]),
    ),
    Row(
        "navigator: Kernels (N)", lambda s: s.branches.get("Kernels", (None,))[0], lambda g: len(g["kernels"])
    ),
    Row(
        "navigator: Fused nodes (N)",
        lambda s: s.branches.get("Fused nodes", (None,))[0],
        lambda g: _or0(g["fused_nodes"]),
    ),
    Row(
        "navigator: FX nodes listed (top-level graph)",
        lambda s: s.branches.get("FX nodes", (None,))[0],
        lambda g: _or0(g["fx_top_level_nodes"]),
    ),
    Row(
        "navigator: FX nodes in all",
        lambda s: s.branches.get("FX nodes", (None, None))[1] or s.branches.get("FX nodes", (None,))[0],
        lambda g: _or0(g["fx_nodes"]),
    ),
    Row(
        "navigator: Wrapper call() (N steps)",
        lambda s: s.branches.get("Wrapper call()", (None,))[0],
        lambda g: _or0(g["call_steps"]),
    ),
    Row(
        "Wrapper title: steps",
        lambda s: int(m.group(1)) if (m := WRAPPER.match(s.wrapper_title)) else None,
        lambda g: _or0(g["call_steps"]),
    ),
    Row(
        "Wrapper title: extern + fallback steps",
        lambda s: _wrapper_kinds(s).get("extern", 0) + _wrapper_kinds(s).get("fallback", 0),
        lambda g: _or0(g["extern_calls"]),
    ),
    Row(
        "Wrapper title: fallback steps",
        lambda s: _wrapper_kinds(s).get("fallback", 0),
        lambda g: _or0(g["fallback_calls"]),
    ),
]

#: Per graph, numbers that summary's cheap parse cannot give (the buffer table needs the linked graph):
#: each screen showing one must show the Overview's.
BUFFER_ROWS = [
    ("navigator: Buffers (N)", lambda s: s.branches.get("Buffers", (None,))[0]),
    (
        "Buffers title: N of N buffers",
        lambda s: int(m.group(2)) if (m := BUFFERS.match(s.buffer_title)) else 0,
    ),
]


def _breaks(group: int) -> Callable[[SessionScreens], int | None]:
    def read(s: SessionScreens) -> int | None:
        m = BREAKS.match(s.breaks_title)
        return int(m.group(group) or 0) if m else None

    return read


def _compiles(s: SessionScreens) -> tuple[int, int] | None:
    m = COMPILES.match(s.compile_title)
    return (int(m.group(1)), int(m.group(2)) if m.group(2) else None) if m else None


def _json_compiles(summary: dict) -> tuple[int, int | None] | None:
    compiles = sum(len(r.get("compiles", [])) for r in summary["runs"])
    attempts = sum(len(r.get("compile_ids", [])) for r in summary["runs"])
    return (compiles, attempts if attempts > compiles else None) if compiles else None


def _traced(runs: list[dict]) -> bool:
    return any("graph_breaks" in r for r in runs)


#: Per session: (where, the number on screen, the field of (summary --json, breaks --json)).
SESSION_ROWS = [
    Row(
        "session Overview: problems (every graph read)",
        lambda s: (int(m.group(1)), m.group(2)) if (m := PROBLEMS.search(s.overview)) else None,
        lambda j, b: (len(j["problems"]), ""),
    ),
    Row(
        "Breaks title: graph breaks",
        _breaks(1),
        lambda j, b: b["summary"]["graph_breaks"] if b and b["traces"] else None,
    ),
    Row(
        "Breaks title: graph breaks (summary)",
        _breaks(1),
        lambda j, b: (
            sum(len(r["graph_breaks"]) for r in j["runs"] if "graph_breaks" in r)
            if _traced(j["runs"]) and b["traces"]
            else None
        ),
    ),
    Row(
        "Breaks title: distinct",
        _breaks(2),
        lambda j, b: b["summary"]["distinct"] if b and b["traces"] else None,
    ),
    Row(
        "Breaks title: recompiles",
        _breaks(3),
        lambda j, b: b["summary"]["recompiles"] if b and b["traces"] else None,
    ),
    Row(
        "Compile title: compiles (attempts, shown when restarts add some)",
        _compiles,
        lambda j, b: _json_compiles(j),
    ),
    Row(
        "Ranks title: verdict",
        lambda s: s.ranks_title if s.ranks_title != "No ranks to compare" else None,
        lambda j, b: j["ranks"]["verdict"] if "ranks" in j else None,
    ),
    Row(
        "Ranks: Ranks (N)",
        lambda s: next(
            (int(n) for n in re.findall(r"^Ranks \((\d+)\)$", "\n".join(s.ranks_lines), re.M)), None
        ),
        lambda j, b: len(j["ranks"]["runs"]) if "ranks" in j else None,
    ),
    Row(
        "Ranks: compiles per rank",
        lambda s: (
            [(int(r), int(n)) for line in s.ranks_lines if (m := RANK.match(line)) for r, n in [m.groups()]]
            or None
        ),
        lambda j, b: [(r["rank"], r["compiles"]) for r in j["ranks"]["runs"]] if "ranks" in j else None,
    ),
    Row(
        "Ranks: Where they diverge (N)",
        lambda s: next(
            (int(n) for n in re.findall(r"^Where they diverge \((\d+)\)$", "\n".join(s.ranks_lines), re.M)),
            0 if s.ranks_lines and "Ranks (" in s.ranks_lines[0] else None,
        ),
        lambda j, b: len(j["ranks"]["divergences"]) if "ranks" in j else None,
    ),
]

#: Per run: (where, the number on its navigator line or branch, the `summary --json` runs[] field).
RUN_ROWS = [
    Row(
        "navigator: run's (N graphs)",
        lambda label, branches: int(re.search(r"\((\d+) graphs\)$", label).group(1)),
        lambda r: len(r["graphs"]),
    ),
    Row(
        "navigator: Graph breaks (N)",
        lambda label, branches: branches.get("Graph breaks"),
        lambda r: len(r["graph_breaks"]) if "graph_breaks" in r else None,
    ),
    Row(
        "navigator: Compiles (N)",
        lambda label, branches: branches.get("Compiles"),
        lambda r: len(r["compiles"]) or None if "compiles" in r else None,
    ),
]


def check(screens: SessionScreens, summary: dict, breaks: dict) -> list[str]:
    """Every row's disagreement, as `where: screen N, json M` lines."""
    wrong = []
    runs = summary["runs"]
    assert len(runs) == len(screens.graphs)
    for r, (run, graphs) in enumerate(zip(runs, screens.graphs, strict=True)):
        assert [g["name"] for g in run["graphs"]] == [s.label.split("  ")[0] for s in graphs]
        for graph, shown in zip(run["graphs"], graphs, strict=True):
            for row in GRAPH_ROWS:
                on_screen, in_json = row.screen(shown), row.field(graph)
                if on_screen != in_json:
                    wrong.append(f"{graph['name']}: {row.where}: screen {on_screen}, json {in_json}")
            buffers = shown.count("buffers")
            for where, read in BUFFER_ROWS:
                if read(shown) != buffers:
                    wrong.append(f"{graph['name']}: {where}: {read(shown)}, Overview {buffers}")
        for row in RUN_ROWS:
            on_screen = row.screen(screens.run_labels[r], screens.run_branches[r])
            if on_screen != row.field(run):
                wrong.append(f"run {r}: {row.where}: screen {on_screen}, json {row.field(run)}")
    for row in SESSION_ROWS:
        on_screen, in_json = row.screen(screens), row.field(summary, breaks)
        if on_screen != in_json:
            wrong.append(f"session: {row.where}: screen {on_screen}, json {in_json}")
    return wrong


# ---------------------------------------------------------------------------------------------- the runs


def _sessions() -> list[Path]:
    samples = sorted(p for p in SAMPLE_RUNS.glob("*/torch_compile_debug"))
    corpus = sorted(p for p in CORPUS.iterdir() if p.is_dir()) if CORPUS.is_dir() else []
    ranks = CORPUS / "tlparse_tests_torch_trace" / "multi_rank_schedule"
    return samples + corpus + ([ranks] if ranks.is_dir() else [])


def _id(path: Path) -> str:
    return path.parent.name if path.name == "torch_compile_debug" else path.name


@pytest.mark.parametrize("path", _sessions(), ids=_id)
@run_async
async def test_every_number_on_screen_is_the_json_field(path: Path, capsys):
    summary, breaks = read_json(path, capsys)
    screens = await read_screens(path)
    assert check(screens, summary, breaks) == []
