"""The `inductor-explore` command: thin argument parsing; work happens in loader/report/export/tui.

The TUI (and with it Textual) is imported only when the explorer is opened, so `--help` and the
text subcommands start fast.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import traceback
from pathlib import Path

from inductor_explorer import __version__

ISSUES_URL = "https://github.com/inductor-explore/inductor-explore/issues"
DEFAULT_PATH = Path("torch_compile_debug")
DEMO_RUN = Path(__file__).resolve().parent.parent / "sample_runs" / "training_cpp" / "torch_compile_debug"


class UsageError(Exception):
    """A problem with what the user asked for: one line on stderr, exit status 2."""


COMMANDS = {
    "summary": "counts per run and compiled graph: kernels, fusion, extern calls, problems",
    "breaks": "graph breaks from the trace log: where, why, and what to change",
}


def _open_parser() -> argparse.ArgumentParser:
    listing = "\n".join(f"  {name:<9} {text}" for name, text in COMMANDS.items())
    parser = argparse.ArgumentParser(
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
    parser.add_argument("--version", action="version", version=f"inductor-explore {__version__}")
    return parser


def _summary_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="inductor-explore summary", description=COMMANDS["summary"])
    parser.add_argument("path", type=Path, help="debug folder, run, graph folder or artifact")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    parser.add_argument("--trace", action="append", type=Path, default=[], metavar="FILE",
                        help="also read this structured trace log (repeatable)")
    return parser


def _breaks_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="inductor-explore breaks", description=COMMANDS["breaks"])
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
    from inductor_explorer.loader.session import load_everything
    from inductor_explorer.report.summary import render_summary_text, summary_json

    loaded = load_everything(args.path, extra_traces=args.trace, progress=_progress())
    data = summary_json(loaded.run_entries(), loaded.all_problems())
    if args.json:
        json.dump(data, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(render_summary_text(data))
    return 0


def cmd_breaks(args: argparse.Namespace) -> int:
    from inductor_explorer.loader.session import load_traces_only
    from inductor_explorer.report.breaks import breaks_to_json, render_breaks_text

    traces = load_traces_only(args.path, extra_traces=args.trace)
    if args.json:
        json.dump(breaks_to_json(traces), sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(render_breaks_text(traces))
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
    from inductor_explorer.loader.discover import discover

    session = discover(path)
    from inductor_explorer.tui.app import run_app

    return run_app(session, extra_traces=args.trace)


HANDLERS = {"summary": (_summary_parser, cmd_summary), "breaks": (_breaks_parser, cmd_breaks)}


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
    except Exception:  # noqa: BLE001 - the last line of defence: no traceback reaches a user
        return _internal_error(argv)


def _internal_error(argv: list[str]) -> int:
    fd, name = tempfile.mkstemp(prefix="inductor-explore-crash-", suffix=".txt")
    with os.fdopen(fd, "w") as fh:
        fh.write(f"inductor-explore {__version__}\nargv: {argv}\npython: {sys.version}\n\n")
        fh.write(traceback.format_exc())
    print(f"inductor-explore: internal error; details saved to {name}; please report it at {ISSUES_URL}",
          file=sys.stderr)
    return 1
