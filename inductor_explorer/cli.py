"""The `inductor-explore` command: thin argument parsing; the work is asked of session (load, summarise,
diff), report/export (text, JSON, DOT) and tui.

The TUI (and with it Textual) is imported only when the explorer is opened, so `--help` and the
text subcommands start fast.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from inductor_explorer import __version__

DEFAULT_PATH = Path("torch_compile_debug")
NO_CACHE_HELP = ("parse every file again, without reading or writing the cache of earlier parses (kept in "
                 "$INDUCTOR_EXPLORER_CACHE, else $XDG_CACHE_HOME/inductor-explorer or ~/.cache/inductor-explorer; "
                 "used only for files unchanged since)")
DEMO_RUN = Path(__file__).resolve().parent.parent / "sample_runs" / "training_triton" / "torch_compile_debug"


class UsageError(Exception):
    """A problem with what the user asked for: one line on stderr, exit status 2."""


class _ArgumentParser(argparse.ArgumentParser):
    """argparse, with its usage errors as one line (UsageError) instead of usage text and an exit."""

    def error(self, message: str):
        raise UsageError(f"{message} (see {self.prog} --help)")


COMMANDS = {
    "summary": "counts per run and compiled graph: kernels, fusion, extern calls, problems",
    "breaks": "graph breaks from the trace log: where, why, and what to change",
    "dot": "the fusion graph of one compiled graph as Graphviz DOT",
    "diff": "compare two runs: graphs, graph breaks, kernels, fusion, compile time",
    "run": "run a script with every torch.compile debug output on, then explore it",
}


def _open_parser() -> argparse.ArgumentParser:
    listing = "\n".join(f"  {name:<9} {text}" for name, text in COMMANDS.items())
    parser = _ArgumentParser(
        prog="inductor-explore",
        description="Explore what torch.compile left behind: open a torch_compile_debug/ folder "
        "(or a run, a torchinductor/ folder, one graph folder, or a folder with output_code.py) "
        "in a terminal UI.",
        epilog=f"commands:\n{listing}\n\nRun `inductor-explore COMMAND --help` for a command's options. "
        "In the explorer press ? for every key.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("path", nargs="?", type=Path,
                        help="debug folder to open (default: ./torch_compile_debug)")
    parser.add_argument("--demo", action="store_true", help="open a bundled sample run")
    parser.add_argument("--trace", action="append", type=Path, default=[], metavar="FILE",
                        help="also read this structured trace log / TORCH_LOGS text (repeatable)")
    parser.add_argument("--compare", type=Path, metavar="OTHER",
                        help="compare with this debug folder (after a fix): the Diff view, key 0")
    parser.add_argument("--no-cache", action="store_true", help=NO_CACHE_HELP)
    parser.add_argument("--version", action="version", version=f"inductor-explore {__version__}")
    return parser


def _summary_parser() -> argparse.ArgumentParser:
    parser = _ArgumentParser(prog="inductor-explore summary", description=COMMANDS["summary"])
    parser.add_argument("path", type=Path, help="debug folder, run, graph folder or artifact")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    parser.add_argument("--coverage", action="store_true",
                        help="also show, per artifact, how much was understood (headers, kernels, lines)")
    parser.add_argument("--trace", action="append", type=Path, default=[], metavar="FILE",
                        help="also read this structured trace log (repeatable)")
    parser.add_argument("--no-cache", action="store_true", help=NO_CACHE_HELP)
    return parser


def _breaks_parser() -> argparse.ArgumentParser:
    parser = _ArgumentParser(prog="inductor-explore breaks", description=COMMANDS["breaks"])
    parser.add_argument("path", type=Path,
                        help="debug folder, trace log, tlparse report folder, or pasted TORCH_LOGS text")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    parser.add_argument("--trace", action="append", type=Path, default=[], metavar="FILE",
                        help="also read this trace log (repeatable)")
    return parser


def _progress(stream=sys.stderr):
    """A progress callback that rewrites one stderr line, only when stderr is a terminal."""
    if not stream.isatty():
        return None

    def report(done: int, total: int, what: str) -> None:
        stream.write(f"\r\x1b[2Kloading {done}/{total} {what[:60]}")
        if done == total:
            stream.write("\r\x1b[2K")
        stream.flush()

    return report


def cmd_summary(args: argparse.Namespace) -> int:
    from inductor_explorer.report.minifier import minifier_json, render_minifier_text
    from inductor_explorer.report.summary import problem_json, render_summary_text
    from inductor_explorer.session import add_session_coverage, summarize_session, summary_data
    from inductor_explorer.state import open_state

    state = open_state(args.path, args.trace, parse_cache=not args.no_cache)
    loaded = summarize_session(state.session, progress=_progress(), cache=state.cache())
    data = summary_data(loaded)
    minifier = state.minifier
    data["minifier"] = minifier_json(minifier)
    data["problems"].extend(problem_json(p) for p in minifier.problems)
    coverage = add_session_coverage(data, loaded) if args.coverage else None
    if args.json:
        json.dump(data, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(render_summary_text(data))
        sys.stdout.write(render_minifier_text(data["minifier"]))
        if coverage is not None:
            from inductor_explorer.report.coverage import render_coverage_text

            sys.stdout.write(render_coverage_text(coverage))
    return 0


def cmd_breaks(args: argparse.Namespace) -> int:
    from inductor_explorer.loader.gb_registry import load_registry
    from inductor_explorer.report.breaks import breaks_to_json, render_breaks_text
    from inductor_explorer.session import load_traces_only

    traces, problems = load_traces_only(args.path, extra_traces=args.trace)
    registry, registry_problems = load_registry()
    problems = [*problems, *registry_problems]
    if args.json:
        json.dump(breaks_to_json(traces, registry, problems), sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(render_breaks_text(traces, registry, problems))
    return 0


def cmd_open(args: argparse.Namespace) -> int:
    if args.demo:
        path = DEMO_RUN
        if not path.is_dir():
            raise UsageError(f"the bundled sample run is missing ({path}); reinstall from a source checkout")
    elif args.path is not None:
        path = args.path
    elif DEFAULT_PATH.is_dir():
        path = DEFAULT_PATH
    else:
        raise UsageError("no ./torch_compile_debug here; pass a debug folder: inductor-explore PATH "
                         "(or try inductor-explore --demo)")
    from inductor_explorer.state import open_state

    state = open_state(path, args.trace, compare=args.compare, parse_cache=not args.no_cache)
    if args.compare is not None and not args.compare.exists():
        raise UsageError(f"{args.compare}: no such folder to compare with")
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise UsageError("the explorer needs a terminal (stdin and stdout are not a TTY); "
                         f"for text output use: inductor-explore summary {path}")
    from inductor_explorer.tui.app import run_app

    return run_app(state)


def _dot_parser() -> argparse.ArgumentParser:
    parser = _ArgumentParser(prog="inductor-explore dot", description=COMMANDS["dot"])
    parser.add_argument("path", type=Path, help="debug folder, run, or graph folder")
    parser.add_argument("--graph", metavar="NAME", help="graph folder name (required when PATH holds several)")
    parser.add_argument("--level", choices=("fx", "pre", "post", "kernels"), default="pre",
                        help="fx nodes, pre-fusion scheduler nodes clustered by kernel (default), "
                        "post-fusion nodes, or kernels only")
    parser.add_argument("--around", metavar="NODE", help="only the neighbourhood of this kernel, buffer, "
                        "scheduler node or FX node")
    parser.add_argument("--depth", type=int, default=2, metavar="N", help="hops kept around --around (default 2)")
    parser.add_argument("-o", "--output", type=Path, metavar="FILE", help="write here instead of stdout")
    parser.add_argument("--force", action="store_true", help="overwrite an existing -o FILE")
    return parser


def _diff_parser() -> argparse.ArgumentParser:
    parser = _ArgumentParser(prog="inductor-explore diff", description=COMMANDS["diff"])
    parser.add_argument("before", type=Path, help="debug folder of the run before the change")
    parser.add_argument("after", type=Path, help="debug folder of the run after the change")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    return parser


def _run_parser() -> argparse.ArgumentParser:
    parser = _ArgumentParser(
        prog="inductor-explore run", description=COMMANDS["run"],
        usage="inductor-explore run [--out DIR] [--no-tui] -- COMMAND [ARGS...]",
        epilog="COMMAND runs in a subprocess with TORCH_COMPILE_DEBUG=1, TORCH_TRACE and "
        'TORCH_LOGS="graph_breaks,recompiles,fusion" (Inductor caches off); its output is echoed and kept '
        "in DIR/capture/. Exits with the script's status when that is not 0.")
    parser.add_argument("--out", type=Path, metavar="DIR",
                        help="new or empty folder for the run (default: ./inductor_explore_runs/<timestamp>)")
    parser.add_argument("--no-tui", action="store_true", help="print a summary instead of opening the explorer")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="the command to run, after --")
    return parser


def _pick_graph(path: Path, name: str | None):
    """The one graph folder of PATH that NAME picks (the only one when NAME is None)."""
    from inductor_explorer.session import open_session

    folders = [(run, g) for run in open_session(path).runs for g in run.graphs]
    if not folders:
        raise UsageError(f"{path}: holds no compiled graph folder")
    names = [g.name for _, g in folders]

    def listing() -> str:
        shown = ", ".join(names[:20])
        return shown + (f", ... ({len(names) - 20} more)" if len(names) > 20 else "")

    if name is None:
        if len(folders) == 1:
            return folders[0][1]
        raise UsageError(f"{path} holds {len(folders)} graphs; pick one with --graph: {listing()}")
    matches = [g for run, g in folders if name in (g.name, f"{run.name}/{g.name}")]
    if not matches:
        raise UsageError(f"no graph named {name!r} in {path}; valid names: {listing()}")
    if len(matches) > 1:
        qualified = ", ".join(f"{run.name}/{g.name}" for run, g in folders if g.name == name)
        raise UsageError(f"{name!r} names graphs in several runs; use one of: {qualified}")
    return matches[0]


def cmd_dot(args: argparse.Namespace) -> int:
    from inductor_explorer.export.dot import DotError, fusion_dot
    from inductor_explorer.loader.load import load_graph

    if args.output is not None and args.output.exists() and not args.force:
        raise UsageError(f"{args.output} exists; pass --force to overwrite it")
    if args.output is not None and args.output.is_dir():
        raise UsageError(f"{args.output} is a folder; give a file name")
    graph = load_graph(_pick_graph(args.path, args.graph))
    try:
        text = fusion_dot(graph, level=args.level, around=args.around, depth=args.depth)
    except DotError as exc:
        raise UsageError(str(exc)) from None
    if args.output is None:
        sys.stdout.write(text)
    else:
        args.output.write_text(text, encoding="utf-8")
    return 0


def cmd_diff(args: argparse.Namespace) -> int:
    from inductor_explorer.report.diff import diff_to_json, render_diff_text
    from inductor_explorer.session import diff_paths

    diff = diff_paths(args.before, args.after, progress=lambda side: _progress())
    if args.json:
        json.dump(diff_to_json(diff), sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(render_diff_text(diff))
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    from inductor_explorer.capture import CaptureError, capture_run, default_out, summarise_capture

    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        raise UsageError("nothing to run; usage: inductor-explore run [--out DIR] [--no-tui] -- python script.py ARGS...")
    try:
        result = capture_run(command, args.out or default_out())
    except CaptureError as exc:
        raise UsageError(str(exc)) from None
    if result.returncode != 0 or args.no_tui or not sys.stdout.isatty():
        sys.stdout.write(summarise_capture(result))
        return result.exit_code
    from inductor_explorer.loader.discover import NotADebugFolder
    from inductor_explorer.state import open_state

    try:
        state = open_state(result.out)
    except NotADebugFolder:
        sys.stdout.write(summarise_capture(result))
        return 0
    from inductor_explorer.tui.app import run_app

    return run_app(state)


HANDLERS = {
    "summary": (_summary_parser, cmd_summary),
    "breaks": (_breaks_parser, cmd_breaks),
    "dot": (_dot_parser, cmd_dot),
    "diff": (_diff_parser, cmd_diff),
    "run": (_run_parser, cmd_run),
}


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    from inductor_explorer.loader.discover import NotADebugFolder

    try:
        if argv and argv[0] in HANDLERS:
            make_parser, handler = HANDLERS[argv[0]]
            args = make_parser().parse_args(argv[1:])
        else:
            args = _open_parser().parse_args(argv)
            handler = cmd_open
        return handler(args)
    except (UsageError, NotADebugFolder) as exc:
        print(f"inductor-explore: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("inductor-explore: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # `inductor-explore summary ... | head`: the reader went away; that is not an error.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as exc:
        return _internal_error(exc, argv)


def _internal_error(error: Exception, argv: list[str]) -> int:
    from inductor_explorer.crash import report_crash

    return report_crash(error, argv)
