"""The `inductor-explore` command: thin argument parsing; the work is asked of the Session (session/: what
is found, parsed, summarised, diffed), report/export (text, JSON, DOT) and tui.

The TUI (and with it Textual) is imported only when the explorer is opened, so `--help` and the
text subcommands start fast.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import shlex
import sys
import textwrap
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, NoReturn, TextIO

from inductor_explorer import __version__

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence

    from inductor_explorer.model.ids import GraphKey
    from inductor_explorer.session import Progress, Session

DEFAULT_PATH = Path("torch_compile_debug")
# The demo ships inside the package (package data; in a checkout, inductor_explorer/demo links to
# sample_runs/training_triton), so it is there however the package was installed. It is only read.
DEMO_RUN = Path(__file__).resolve().parent / "demo" / "torch_compile_debug"
#: The name under which the explorer's own arguments (no command named) are a subparser of the one parser.
#: It is never typed: parse_args puts it first when the command line does not start with a command's name.
EXPLORER = "explore"


class UsageError(Exception):
    """A problem with what the user asked for: one line on stderr, exit status 2."""


class _ArgumentParser(argparse.ArgumentParser):
    """argparse, with its usage errors as one line (UsageError) instead of usage text and an exit.

    A command's parser is made with the function that adds its arguments (ARGUMENTS), and calls it when it
    is the one parsing: the command list costs no import of what another command's arguments need (check's
    measures, costs' devices). An argument it does not know is its own usage error, naming its --help."""

    def __init__(
        self, *args: Any, arguments: Callable[[argparse.ArgumentParser], None] | None = None, **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
        self._pending_arguments = arguments

    def parse_known_args(
        self, args: Iterable[str] | None = None, namespace: Any = None
    ) -> tuple[Any, list[str]]:
        if self._pending_arguments is not None:
            add, self._pending_arguments = self._pending_arguments, None
            add(self)
        parsed, unknown = super().parse_known_args(args, namespace)
        if unknown:
            self.error(f"unrecognized arguments: {' '.join(unknown)}")
        return parsed, unknown

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see {self.prog} --help)")


def _path(value: str) -> Path:
    """A path argument: one that does not exist is each command's to report, but a name the system cannot
    look up at all (too long, a loop of links) is a usage error here, not a crash later."""
    path = Path(value)
    try:
        path.stat()
    except (FileNotFoundError, NotADirectoryError):
        pass
    except OSError as exc:
        raise argparse.ArgumentTypeError(f"{value}: {exc.strerror or exc}") from None
    return path


def _examples(*lines: str) -> str:
    """A parser's epilog: example command lines (each `--help` shows at least one)."""
    return "examples:\n" + "\n".join(f"  {line}" for line in lines)


# The arguments several commands take, each defined once.


def _path_argument(parser: argparse.ArgumentParser, name: str, help: str, *, optional: bool = False) -> None:
    """A positional path, checked by _path; OPTIONAL: it may be left out."""
    parser.add_argument(name, nargs="?" if optional else None, type=_path, help=help)


def _trace_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--trace",
        action="append",
        type=_path,
        default=[],
        metavar="FILE",
        help="also read this structured trace log, tlparse report folder or TORCH_LOGS text (repeatable)",
    )


def _no_cache_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--no-cache",
        action="store_true",
        help="parse every file again, without reading or writing the cache of earlier parses (kept in "
        "$INDUCTOR_EXPLORER_CACHE, else $XDG_CACHE_HOME/inductor-explorer or ~/.cache/inductor-explorer; "
        "used only for files unchanged since)",
    )


def _json_option(parser: argparse.ArgumentParser, instead_of: str = "text") -> None:
    parser.add_argument("--json", action="store_true", help=f"print JSON instead of {instead_of}")


def _profile_option(parser: argparse.ArgumentParser, use: str) -> None:
    """--profile FILE, a torch.profiler trace; USE: what it is used for."""
    parser.add_argument(
        "--profile",
        type=_path,
        metavar="FILE",
        help="a torch.profiler Chrome trace (export_chrome_trace, or the compiled_module_profile.json "
        f"of output_code.py -p): {use}",
    )


def _demo_option(parser: argparse.ArgumentParser, verb: str) -> None:
    parser.add_argument("--demo", action="store_true", help=f"{verb} the bundled sample run")


def _explorer_arguments(parser: argparse.ArgumentParser) -> None:
    listing = "\n".join(f"  {name:<9} {command.description}" for name, command in COMMANDS.items())
    parser.epilog = (
        f"commands:\n{listing}\n\nRun `inductor-explore COMMAND --help` for a command's options. "
        "In the explorer press ? for every key.\n\n"
        + _examples(
            "inductor-explore --demo",
            "inductor-explore ./torch_compile_debug --compare ../before/torch_compile_debug",
        )
    )
    _path_argument(parser, "path", "debug folder to open (default: ./torch_compile_debug)", optional=True)
    _demo_option(parser, "open")
    _trace_option(parser)
    parser.add_argument(
        "--compare",
        type=_path,
        metavar="OTHER",
        help="the debug folder of the run before the change, PATH being the run after: the Diff view, key 0",
    )
    _no_cache_option(parser)
    _profile_option(parser, "the Costs view (key c) ranks kernels by measured time")
    parser.add_argument("--version", action="version", version=f"inductor-explore {__version__}")


def _summary_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = _examples("inductor-explore summary ./torch_compile_debug --json")
    _path_argument(parser, "path", "debug folder, run, graph folder or artifact")
    _json_option(parser)
    parser.add_argument(
        "--coverage",
        action="store_true",
        help="also show, per artifact, how much was understood (headers, kernels, lines)",
    )
    _trace_option(parser)
    _no_cache_option(parser)


def _breaks_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = _examples(
        "inductor-explore breaks ./torch_compile_debug --json",
        "inductor-explore breaks ./torch_compile_debug --follow",
    )
    _path_argument(
        parser, "path", "debug folder, trace log, tlparse report folder, or pasted TORCH_LOGS text"
    )
    _json_option(parser)
    _trace_option(parser)
    parser.add_argument(
        "--follow",
        action="store_true",
        help="print each graph break and recompile as a line as it is logged, the ones already logged "
        "first, and keep following the structured trace logs (PATH, or the *.log files in PATH, PATH/tlparse "
        "and PATH/torch_compile_debug/tlparse, new ones included) until interrupted; with --json, one JSON "
        "object a line",
    )


def _print_json(data: object) -> None:
    """DATA as JSON on stdout: indented for a person at a terminal, else on one line, which json's C
    encoder writes (an indented dump goes through its pure-Python encoder, many times slower)."""
    sys.stdout.write(json.dumps(data, indent=1 if sys.stdout.isatty() else None))
    sys.stdout.write("\n")


def _keeps_what_it_loads(handler: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """HANDLER, run with the cyclic garbage collector paused: it keeps what it loads until it returns. The
    loading pauses the collector anyway (session.memory.paused); let back on before the report is made,
    its next young collections walk every object loaded, to free nothing."""

    @functools.wraps(handler)
    def run(args: argparse.Namespace) -> int:
        from inductor_explorer.session.memory import paused

        with paused():
            return handler(args)

    return run


def _progress(stream: TextIO = sys.stderr) -> Progress | None:
    """A progress callback that rewrites one stderr line, only when stderr is a terminal."""
    if not stream.isatty():
        return None

    def report(done: int, total: int, what: str) -> None:
        stream.write(f"\r\x1b[2Kloading {done}/{total} {what[:60]}")
        if done == total:
            stream.write("\r\x1b[2K")
        stream.flush()

    return report


@_keeps_what_it_loads
def cmd_summary(args: argparse.Namespace) -> int:
    from inductor_explorer.report.summary import render_summary_report
    from inductor_explorer.session import SessionOptions, open_session

    session = open_session(args.path, SessionOptions(extra_traces=args.trace, parse_cache=not args.no_cache))
    summary = session.summary(coverage=args.coverage, progress=_progress())
    if args.json:
        _print_json(summary.data)
    else:
        sys.stdout.write(render_summary_report(summary.data, summary.coverage))
    return 0


@_keeps_what_it_loads
def cmd_breaks(args: argparse.Namespace) -> int:
    from inductor_explorer.report.breaks import breaks_to_json, render_breaks_text
    from inductor_explorer.session import SessionOptions, open_session

    if args.follow:
        return _follow_breaks(args)

    # Only the trace logs are read, each parsed again (no parse cache).
    session = open_session(args.path, SessionOptions(extra_traces=args.trace, parse_cache=False))
    found = session.breaks()
    if args.json:
        _print_json(breaks_to_json(found.traces, found.registry, found.problems, found.read_source))
    else:
        sys.stdout.write(render_breaks_text(found.traces, found.registry, found.problems, found.read_source))
    return 0


#: Seconds between two looks at the followed logs: a stat each, a read only when one grew.
FOLLOW_INTERVAL_S = 0.5


def _follow_breaks(args: argparse.Namespace) -> int:
    """`breaks --follow`: each event a line, as it is logged, until interrupted (exit status 130)."""
    from inductor_explorer.report.breaks import event_json, event_line
    from inductor_explorer.session.follow import TraceFollow

    if args.trace:
        raise UsageError(
            "--follow follows PATH's trace logs; pass the log to follow as PATH, not with --trace"
        )
    follow = TraceFollow(args.path)
    announced = False
    while True:
        events = follow.poll()
        if not announced:
            announced = True
            looked = ", ".join(str(p) for p in follow.folders) or str(args.path)
            found = (
                f"{len(follow.logs)} trace log(s)"
                if follow.logs
                else f"no trace log yet (looked in {looked})"
            )
            print(
                f"inductor-explore: following {found}; new records as they are logged; ctrl+c stops",
                file=sys.stderr,
            )
        for event in events:
            if args.json:
                sys.stdout.write(json.dumps(event_json(event, follow.registry, follow.read_source)) + "\n")
            else:
                sys.stdout.write(event_line(event, follow.registry, follow.read_source) + "\n")
        sys.stdout.flush()
        time.sleep(FOLLOW_INTERVAL_S)


def _demo_run() -> Path:
    if not DEMO_RUN.is_dir():
        raise UsageError(f"the bundled sample run is missing ({DEMO_RUN}); reinstall inductor-explore")
    return DEMO_RUN


def cmd_open(args: argparse.Namespace) -> int:
    if args.demo:
        path = _demo_run()
    elif args.path is not None:
        path = args.path
    elif DEFAULT_PATH.is_dir():
        path = DEFAULT_PATH
    else:
        raise UsageError(
            "no ./torch_compile_debug here; pass a debug folder: inductor-explore PATH "
            "(or try inductor-explore --demo)"
        )
    from inductor_explorer.session import SessionOptions, open_session

    options = SessionOptions(
        extra_traces=args.trace,
        parse_cache=not args.no_cache,
        profile=args.profile,
        compare=args.compare,
        threads=True,  # the explorer's workers
        index_later=True,  # a huge trace log's graphs: after the first frame
    )
    session = open_session(path, options)
    if args.compare is not None and not args.compare.exists():
        raise UsageError(f"{args.compare}: no such folder to compare with")
    if args.profile is not None and not args.profile.is_file():
        raise UsageError(f"{args.profile}: no such profile file")
    # TEXTUAL_DRIVER: Textual draws elsewhere than the terminal (`serve` runs the explorer so, textual-serve
    # setting it to its web driver and talking to it through pipes).
    if not (sys.stdin.isatty() and sys.stdout.isatty()) and "TEXTUAL_DRIVER" not in os.environ:
        raise UsageError(
            "the explorer needs a terminal (stdin and stdout are not a TTY); "
            f"for text output use: inductor-explore summary {path}"
        )
    from inductor_explorer.tui.app import run_app

    return run_app(session)


def _dot_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = _examples(
        "inductor-explore dot ./torch_compile_debug --graph model__0_forward_1.0 -o fwd.dot",
        "inductor-explore dot ./torch_compile_debug --graph model__0_forward_1.0 --around buf3 --depth 2",
    )
    _path_argument(parser, "path", "debug folder, run, or graph folder")
    parser.add_argument(
        "--graph", metavar="NAME", help="graph folder name (required when PATH holds several)"
    )
    parser.add_argument(
        "--level",
        choices=("fx", "pre", "post", "kernels"),
        help="fx nodes, pre-fusion scheduler nodes clustered by kernel, post-fusion nodes, or "
        "kernels only (default: pre, or the most detailed level small enough for `dot` to lay "
        "out quickly)",
    )
    parser.add_argument(
        "--around",
        metavar="NODE",
        help="only the neighbourhood of this kernel, buffer, scheduler node or FX node",
    )
    parser.add_argument(
        "--depth", type=int, default=1, metavar="N", help="hops kept around --around (default 1)"
    )
    parser.add_argument(
        "--max-nodes",
        type=int,
        default=60,
        metavar="N",
        help="the most nodes drawn around --around (default 60); what is cut is said on stderr and in the "
        "graph's title",
    )
    parser.add_argument("-o", "--output", type=_path, metavar="FILE", help="write here instead of stdout")
    parser.add_argument("--force", action="store_true", help="overwrite an existing -o FILE")


def _diff_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = _examples(
        "inductor-explore diff before/torch_compile_debug after/torch_compile_debug --json"
    )
    _path_argument(parser, "before", "debug folder of the run before the change")
    _path_argument(parser, "after", "debug folder of the run after the change")
    _json_option(parser)
    _no_cache_option(parser)


def _check_arguments(parser: argparse.ArgumentParser) -> None:
    from inductor_explorer.analysis.health import MEASURES

    parser.epilog = (
        textwrap.fill(
            "Exit status: 0 when no measure got worse than its limit allows, 1 when one did (or "
            "the baseline has a measure the run lacks), 2 on a usage error or unreadable input. A "
            "limit is +N (absolute), +N% (of the baseline), +N%,+M (of the baseline, and at least +M) "
            "or off (reported, not judged).",
            100,
        )
        + "\n\n"
        + _examples(
            "inductor-explore check ./torch_trace --baseline baseline.json",
            "inductor-explore check run.log --baseline old.log --max-compile-time +25% --json",
        )
    )
    _path_argument(
        parser,
        "run",
        "the run to check (after the change): a trace log, a run or debug folder, or a summary --json file",
    )
    parser.add_argument(
        "--baseline",
        type=_path,
        required=True,
        metavar="OLD",
        help="the run before the change, RUN being the run after: a trace log, a run or debug folder, or a "
        "summary --json file",
    )
    _json_option(parser, "a Markdown table")
    for m in MEASURES:
        parser.add_argument(
            f"--max-{m.name}",
            metavar="LIMIT",
            default=m.default,
            help=f"how much the {m.title} may grow (default {m.default})".replace("%", "%%"),
        )


def _health_source(path: Path) -> dict:
    """PATH as a summary --json object: read as one when it is a JSON file, else summarised."""
    if not path.exists():
        raise UsageError(f"{path}: no such file or folder")
    if path.is_file() and path.suffix == ".json":
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            raise UsageError(f"{path}: not a readable summary --json file ({exc})") from None
        if not isinstance(data, dict) or not isinstance(data.get("runs"), list):
            raise UsageError(f"{path}: not a summary --json file (no runs list)")
        from inductor_explorer.analysis.health import health

        if all(value is None for value in health(data).values()):
            raise UsageError(f"{path}: a summary with nothing to measure (no run with graphs or a trace log)")
        return data
    from inductor_explorer.session import open_session

    data = open_session(path).health(progress=_progress())
    if not any(run.get("graphs") or "graph_breaks" in run for run in data["runs"]):
        raise UsageError(f"{path}: holds no compiled graph and no trace log to measure")
    return data


@_keeps_what_it_loads
def cmd_check(args: argparse.Namespace) -> int:
    from inductor_explorer.analysis.health import MEASURES, check_health, parse_limit
    from inductor_explorer.report.health import health_json, render_health_markdown

    limits = {}
    for m in MEASURES:
        text = getattr(args, f"max_{m.name.replace('-', '_')}")
        try:
            limits[m.name] = parse_limit(text)
        except ValueError as exc:
            raise UsageError(f"--max-{m.name}: {exc}") from None
    result = check_health(_health_source(args.run), _health_source(args.baseline), limits)
    if args.json:
        _print_json(health_json(result, str(args.run), str(args.baseline)))
    else:
        sys.stdout.write(render_health_markdown(result, str(args.run), str(args.baseline)))
    return 1 if result.worse else 0


def _run_arguments(parser: argparse.ArgumentParser) -> None:
    parser.usage = "inductor-explore run [--out DIR] [--no-tui] [--profile] -- COMMAND [ARGS...]"
    parser.epilog = (
        "COMMAND runs in a subprocess with TORCH_COMPILE_DEBUG=1, TORCH_TRACE and\n"
        'TORCH_LOGS="graph_breaks,recompiles,fusion" (Inductor caches off); its output is kept in\n'
        "DIR/capture/. In a terminal the explorer opens as soon as the script writes its first trace\n"
        "record and follows it (the script's output is then only kept, not echoed); the status line says\n"
        "when it ends, and with what status. With --no-tui (or --profile, or output not to a terminal)\n"
        "the output is echoed and a summary printed when the script ends. Exits with the script's status\n"
        "when that is not 0.\n\n" + _examples("inductor-explore run -- python train.py --steps 1")
    )
    parser.add_argument(
        "--out",
        type=_path,
        metavar="DIR",
        help="new or empty folder for the run (default: ./inductor_explore_runs/<timestamp>)",
    )
    parser.add_argument(
        "--no-tui", action="store_true", help="print a summary instead of opening the explorer"
    )
    parser.add_argument(
        "--profile",
        action="store_true",
        help="also record a torch.profiler trace of the script (DIR/profile.json, C++ kernels named "
        "in it); the explorer's Costs view (key c) then ranks kernels by measured time",
    )
    parser.add_argument("command", nargs=argparse.REMAINDER, help="the command to run, after --")


def _serve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = (
        "Each browser tab gets its own explorer. "
        "Anyone who can reach the port can read the artifacts:\n"
        "the server listens on 127.0.0.1 unless --host names another address and --allow-remote is given.\n"
        "From a remote machine, forward the port: ssh -L 8000:127.0.0.1:8000 gpu-box\n\n"
        + _examples("inductor-explore serve ./torch_compile_debug --port 8000")
    )
    _path_argument(parser, "path", "debug folder, run, graph folder or trace log to serve", optional=True)
    _demo_option(parser, "serve")
    parser.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)"
    )
    parser.add_argument(
        "--port", type=int, default=8000, metavar="N", help="port to listen on (default 8000)"
    )
    parser.add_argument(
        "--allow-remote",
        action="store_true",
        help="allow a --host other machines can reach (they can then read every artifact served)",
    )
    _trace_option(parser)
    _no_cache_option(parser)


def cmd_serve(args: argparse.Namespace) -> int:
    if args.demo == (args.path is not None):
        raise UsageError("serve needs a PATH to serve, or --demo (not both)")
    path = _demo_run() if args.demo else args.path
    if not 0 < args.port < 65536:
        raise UsageError(f"--port {args.port}: not a port number (1-65535)")
    try:
        from inductor_explorer.serve import check_port, is_loopback, serve
    except ImportError as exc:
        raise UsageError(
            f"serve needs textual-serve ({exc}); install it: pip install 'inductor-explore[serve]'"
        ) from None
    loopback = is_loopback(args.host)
    if not loopback and not args.allow_remote:
        raise UsageError(
            f"--host {args.host} can be reached from other machines, and anyone who reaches the port can "
            "read the artifacts; pass --allow-remote to serve there anyway"
        )
    from inductor_explorer.session import SessionOptions, open_session

    # A folder that cannot be explored is refused here, not in each browser tab.
    open_session(path, SessionOptions(extra_traces=args.trace))
    try:
        check_port(args.host, args.port)
    except OSError as exc:
        raise UsageError(f"cannot listen on {args.host}:{args.port}: {exc.strerror or exc}") from None
    command = [sys.executable, "-m", "inductor_explorer", str(path.resolve())]
    for trace in args.trace:
        command += ["--trace", str(trace.resolve())]
    if args.no_cache:
        command.append("--no-cache")
    who = "anyone who can log in to this machine" if loopback else "anyone who can reach this machine"
    print(
        f"inductor-explore: serving {path} on http://{args.host}:{args.port}/ (Ctrl+C stops). Anyone who can "
        f"reach the port ({who}) can read these artifacts.",
        file=sys.stderr,
        flush=True,
    )
    return serve(
        shlex.join(command), args.host, args.port, title=f"inductor-explore {path}", loopback_only=loopback
    )


def _pick_graph(session: Session, name: str | None) -> GraphKey:
    """The key of the one graph folder of SESSION that NAME picks (the only one when NAME is None)."""
    path = session.path
    named = [(key, session.runs[key[0]].name, folder.name) for key, folder in session.folders.items()]
    if not named:
        raise UsageError(f"{path}: holds no compiled graph folder")
    names = [graph for _, _, graph in named]

    def listing() -> str:
        shown = ", ".join(names[:20])
        return shown + (f", ... ({len(names) - 20} more)" if len(names) > 20 else "")

    if name is None:
        if len(named) == 1:
            return named[0][0]
        raise UsageError(f"{path} holds {len(named)} graphs; pick one with --graph: {listing()}")
    matches = [key for key, run, graph in named if name in (graph, f"{run}/{graph}")]
    if not matches:
        raise UsageError(f"no graph named {name!r} in {path}; valid names: {listing()}")
    if len(matches) > 1:
        qualified = ", ".join(f"{run}/{graph}" for _, run, graph in named if graph == name)
        raise UsageError(f"{name!r} names graphs in several runs; use one of: {qualified}")
    return matches[0]


def cmd_dot(args: argparse.Namespace) -> int:
    from inductor_explorer.export.dot import (
        DotError,
        auto_level,
        available_levels,
        fusion_dot_cut,
        size_warning,
    )
    from inductor_explorer.session import SessionOptions, open_session

    if args.output is not None and args.output.exists() and not args.force:
        raise UsageError(f"{args.output} exists; pass --force to overwrite it")
    if args.output is not None and args.output.is_dir():
        raise UsageError(f"{args.output} is a folder; give a file name")
    if args.depth < 0:
        raise UsageError(f"--depth must be 0 or more, not {args.depth}")
    if args.max_nodes < 1:
        raise UsageError(f"--max-nodes must be 1 or more, not {args.max_nodes}")
    session = open_session(args.path, SessionOptions(parse_cache=False))
    loaded = session.graph(_pick_graph(session, args.graph))
    graph = loaded.graph
    if graph is None:  # the parser itself failed (a defect, not bad input): reported as an internal error
        raise RuntimeError(loaded.problems[0].message)
    try:
        level = args.level or ("pre" if args.around else auto_level(graph))
        if args.level is None and level != "pre":
            why = (
                size_warning(graph, "pre")
                if "pre" in available_levels(graph)
                else f"{graph.name} has no ir_pre_fusion.txt"
            )
            print(f"{why}\nwriting level {level} instead (--level chooses)", file=sys.stderr)
        if args.around is None and (warning := size_warning(graph, level)):
            print(f"warning: {warning}", file=sys.stderr)
        text, cut = fusion_dot_cut(graph, level, args.around, args.depth, args.max_nodes)
    except DotError as exc:
        raise UsageError(str(exc)) from None
    if cut:
        print(f"around {args.around}: {cut}", file=sys.stderr)
    if args.output is None:
        sys.stdout.write(text)
    else:
        args.output.write_text(text, encoding="utf-8")
    return 0


def cmd_diff(args: argparse.Namespace) -> int:
    from inductor_explorer.report.diff import diff_to_json, render_diff_text
    from inductor_explorer.session import SessionOptions, open_session

    options = SessionOptions(parse_cache=not args.no_cache)
    before = open_session(args.before, options)
    diff = before.diff(open_session(args.after, options), progress=lambda side: _progress())
    if args.json:
        _print_json(diff_to_json(diff))
    else:
        sys.stdout.write(render_diff_text(diff))
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    from inductor_explorer.capture import CaptureError, capture_run, default_out, summarise_capture

    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        raise UsageError(
            "nothing to run; usage: inductor-explore run [--out DIR] [--no-tui] -- python script.py ARGS..."
        )
    out = args.out or default_out()
    if not (args.no_tui or args.profile or not sys.stdout.isatty()):
        return _run_live(command, out)
    try:
        result = capture_run(command, out, profile=args.profile)
    except CaptureError as exc:
        raise UsageError(str(exc)) from None
    if result.returncode != 0 or args.no_tui or not sys.stdout.isatty():
        sys.stdout.write(summarise_capture(result))
        return result.exit_code
    from inductor_explorer.model.run import NotADebugFolder
    from inductor_explorer.session import SessionOptions, open_session

    try:
        session = open_session(result.out, SessionOptions(profile=result.profile, threads=True))
    except NotADebugFolder:
        sys.stdout.write(summarise_capture(result))
        return 0
    from inductor_explorer.tui.app import run_app

    return run_app(session)


#: Seconds between two looks for the first trace record of a script `run` started.
FIRST_RECORD_EVERY_S = 0.2


def _run_live(command: list[str], out: Path) -> int:
    """`run` in a terminal: the script runs in the background (its output kept, not echoed); the explorer
    opens on its first trace record and follows it; the script's exit status is returned once it ends."""
    from inductor_explorer.capture import (
        CaptureError,
        CaptureResult,
        capture_run,
        first_trace_record,
        shown_command,
        summarise_capture,
    )

    done: list[CaptureResult | CaptureError] = []  # the result, or why the script could not start

    def ended() -> CaptureResult:
        job.join()
        result = done[0]
        if isinstance(result, CaptureError):
            raise UsageError(str(result))
        return result

    def capture() -> None:
        try:
            done.append(capture_run(command, out, echo=False, progress=False))
        except CaptureError as exc:
            done.append(exc)

    job = threading.Thread(target=capture, name="run")
    job.start()
    started = time.monotonic()
    shown = sys.stderr.isatty()
    while job.is_alive() and not first_trace_record(out):
        if shown:
            waited = time.monotonic() - started
            sys.stderr.write(
                f"\r\x1b[2Krunning {shown_command(command)}: waiting for its first trace record "
                f"({waited:.0f}s; ctrl+c stops it)"
            )
            sys.stderr.flush()
        time.sleep(FIRST_RECORD_EVERY_S)
    if shown:
        sys.stderr.write("\r\x1b[2K")
    if not job.is_alive():
        result = ended()
        sys.stdout.write(summarise_capture(result))
        return result.exit_code
    from inductor_explorer.session import SessionOptions, open_session
    from inductor_explorer.tui.app import make_app, run_explorer

    app = make_app(open_session(out, SessionOptions(threads=True)))
    app.job_started(shown_command(command))

    def report_end() -> None:
        job.join()
        result = done[0]
        text, code = (
            (str(result), 1) if isinstance(result, CaptureError) else (result.status_text, result.returncode)
        )
        with contextlib.suppress(RuntimeError):  # the explorer was closed first
            app.call_from_thread(app.job_ended, text, code)

    threading.Thread(target=report_end, name="run end", daemon=True).start()
    code = run_explorer(app)
    if job.is_alive():
        print(
            "inductor-explore: the script is still running; waiting for it (ctrl+c stops it)", file=sys.stderr
        )
    return code or ended().exit_code


def _costs_arguments(parser: argparse.ArgumentParser) -> None:
    from inductor_explorer.analysis.costs import DEVICE_KEYS, DEVICES

    parser.epilog = (
        textwrap.fill(
            "Bytes come from the scheduler IR (or a Triton kernel's kernel_num_gb), FLOPs of mm/"
            "addmm/bmm/baddbmm/convolution/attention extern calls from their shapes; estimated time"
            " per launch = the device's fixed cost of a launch or call + max(bytes / bandwidth, FLOPs /"
            " peak), times the launches. Devices: "
            + "; ".join(f"{d.name}: {d.description}" for d in DEVICES.values())
            + ".",
            100,
        )
        + "\n\n"
        + _examples(
            "inductor-explore costs ./torch_compile_debug --top 20",
            "inductor-explore costs ./torch_compile_debug --profile profile.json --json",
        )
    )
    _path_argument(parser, "path", "debug folder, run, graph folder or artifact")
    _profile_option(parser, "measured time per kernel")
    parser.add_argument(
        "--device",
        metavar="NAME[:KEY=VALUE,...]",
        help=f"device model for the estimate: {', '.join(DEVICES)} (default: cpu when every graph runs on "
        "the CPU, for the threads the run recorded, else h100), its figures set with "
        + ", ".join(f"{key} ({what})" for key, what in DEVICE_KEYS.items())
        + "; e.g. cpu:cores=8,gbps=40",
    )
    parser.add_argument("--top", type=int, metavar="N", help="only the N costliest kernels and extern calls")
    _json_option(parser)
    _trace_option(parser)
    _no_cache_option(parser)


@_keeps_what_it_loads
def cmd_costs(args: argparse.Namespace) -> int:
    from inductor_explorer.analysis.costs import DeviceSpecError, parse_device
    from inductor_explorer.loader.profile import NotAProfile
    from inductor_explorer.report.costs import costs_json, costs_text
    from inductor_explorer.session import SessionOptions, open_session

    if args.top is not None and args.top < 1:
        raise UsageError("--top needs a positive number")
    if args.profile is not None and not args.profile.is_file():
        raise UsageError(f"{args.profile}: no such profile file")
    if args.device is not None:
        try:
            parse_device(args.device)
        except DeviceSpecError as exc:
            raise UsageError(str(exc)) from None
    options = SessionOptions(
        extra_traces=args.trace, parse_cache=not args.no_cache, profile=args.profile, device=args.device
    )
    session = open_session(args.path, options)
    graphs = session.costs(progress=_progress())
    device = session.cost_device(graphs)
    join = None
    try:
        joined = session.profile_join(graphs)
    except NotAProfile as exc:
        raise UsageError(str(exc)) from None
    if joined is not None:
        join, problems = joined
        for problem in problems:
            print(f"inductor-explore: {problem.file}: {problem.message}", file=sys.stderr)
    if args.json:
        _print_json(costs_json(graphs, device, join, args.top))
    else:
        sys.stdout.write(costs_text(graphs, device, join, args.top) + "\n")
    return 0


def _fusion_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = (
        textwrap.fill(
            "Each post-fusion node: its pre-fusion members, the kernel it became and, for a node left alone, "
            "why, with the evidence: `log` (the scheduler's words in the fusion log `inductor-explore run` "
            "captures, or TORCH_LOGS=fusion), `ir` (the scheduler IR proves it: an extern call, a "
            "MultiOutput, another device, no memory access in common) or `not recorded`.",
            100,
        )
        + "\n\n"
        + _examples(
            "inductor-explore fusion ./torch_compile_debug --graph model__0_forward_1.0",
            "inductor-explore fusion ./torch_compile_debug --graph model__0_forward_1.0 --json",
        )
    )
    _path_argument(parser, "path", "debug folder, run, or graph folder")
    parser.add_argument(
        "--graph", metavar="NAME", help="graph folder name (required when PATH holds several)"
    )
    _json_option(parser)


def cmd_fusion(args: argparse.Namespace) -> int:
    from inductor_explorer.report.fusion import fusion_json, fusion_text
    from inductor_explorer.session import SessionOptions, open_session

    session = open_session(args.path, SessionOptions(parse_cache=False))
    key = _pick_graph(session, args.graph)
    fusion = session.fusion(key)
    if fusion is None:  # the parser itself failed (a defect, not bad input): reported as an internal error
        raise RuntimeError(session.graph(key).problems[0].message)
    if args.json:
        _print_json(fusion_json(fusion))
    else:
        sys.stdout.write(fusion_text(fusion))
    return 0


class Command(NamedTuple):
    """A subcommand: its line in the command list (and its --help's description), the function adding its
    arguments and epilog, and the function running it."""

    description: str
    arguments: Callable[[argparse.ArgumentParser], None]
    handler: Callable[[argparse.Namespace], int]


#: The subcommands, in the order the command list shows them.
COMMANDS = {
    "summary": Command(
        "counts per run and compiled graph: kernels, fusion, extern calls, problems",
        _summary_arguments,
        cmd_summary,
    ),
    "breaks": Command(
        "graph breaks from the trace log: where, why, and what to change", _breaks_arguments, cmd_breaks
    ),
    "fusion": Command(
        "what the scheduler fused in one graph, and why each node stayed alone (log, IR or not recorded)",
        _fusion_arguments,
        cmd_fusion,
    ),
    "dot": Command("the fusion graph of one compiled graph as Graphviz DOT", _dot_arguments, cmd_dot),
    "diff": Command(
        "compare two runs: graphs, graph breaks, kernels, fusion, compile time", _diff_arguments, cmd_diff
    ),
    "run": Command(
        "run a script with every torch.compile debug output on, then explore it", _run_arguments, cmd_run
    ),
    "check": Command(
        "CI gate: compare compile health with a baseline; exit 1 when worse", _check_arguments, cmd_check
    ),
    "costs": Command(
        "which kernels cost the time: bytes, FLOPs and estimated time per kernel, measured with --profile",
        _costs_arguments,
        cmd_costs,
    ),
    "serve": Command(
        "serve the explorer to a web browser (needs the serve extra: textual-serve)",
        _serve_arguments,
        cmd_serve,
    ),
}


def build_parser() -> argparse.ArgumentParser:
    """The command line's one parser: a subparser per command, and the explorer's (EXPLORER), whose help
    is the program's --help. Each subparser adds its arguments only when it parses."""
    parser = _ArgumentParser(prog="inductor-explore", add_help=False)
    subparsers = parser.add_subparsers()
    explorer = subparsers.add_parser(
        EXPLORER,
        prog=parser.prog,
        description="Explore what torch.compile left behind: open a torch_compile_debug/ folder "
        "(or a run, a torchinductor/ folder, one graph folder, or a folder with output_code.py) "
        "in a terminal UI.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        arguments=_explorer_arguments,
    )
    explorer.set_defaults(handler=cmd_open)
    for name, command in COMMANDS.items():
        subparser = subparsers.add_parser(
            name,
            description=command.description,
            formatter_class=argparse.RawDescriptionHelpFormatter,
            arguments=command.arguments,
        )
        subparser.set_defaults(handler=command.handler)
    return parser


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """ARGV (the arguments after the program's name) parsed: as a command's when it starts with a command's
    name, else as the explorer's (so a debug folder named like a command is opened as ./NAME). The result's
    `handler` runs it."""
    argv = list(argv)
    if not (argv and argv[0] in COMMANDS):
        argv.insert(0, EXPLORER)
    return build_parser().parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    from inductor_explorer.model.run import NotADebugFolder

    try:
        args = parse_args(argv)
        handler: Callable[[argparse.Namespace], int] = args.handler
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
    except Exception as exc:  # noqa: BLE001 - any other error is a bug: the crash report, not a traceback
        return _internal_error(exc, argv)


def _internal_error(error: Exception, argv: list[str]) -> int:
    from inductor_explorer.crash import report_crash

    return report_crash(error, argv)
