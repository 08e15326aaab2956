"""`inductor-explore run`: run a user's script with every debug output torch.compile offers turned on.

The script always runs in a subprocess (never imported here: this package must not import torch). Its
run folder, by default ``./inductor_explore_runs/<YYYYmmdd-HHMMSS>/``, ends up as::

    <out>/torch_compile_debug/run_*-pid_N/...   TORCH_COMPILE_DEBUG=1, TORCH_COMPILE_DEBUG_DIR=<out>
    <out>/torch_compile_debug/tlparse/*.log     TORCH_TRACE (the structured trace)
    <out>/capture/script.stderr                 the script's stderr, with
                                                TORCH_LOGS="graph_breaks,recompiles,fusion"
    <out>/capture/script.stdout                 the script's stdout
    <out>/capture/command.json                  what ran, where, for how long, and its exit status
    <out>/profile.json                          with --profile: the script's torch.profiler Chrome trace

With --profile, the script's Python starts torch.profiler before the script and writes the trace when it
exits: a `sitecustomize.py` of ours (in <out>/capture/profiler/, put first on PYTHONPATH) does it, in the
first Python process only. C++ kernels then record themselves under their names (cpp.enable_kernel_profile); a
sitecustomize of the user's own environment is shadowed for that run.

Inductor's caches are turned off (TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 unless already set): a cache hit
writes no debug files, so a second run of the same script would otherwise capture nothing.

The capture files carry no `.txt`/`.log` suffix on purpose: discovery would otherwise take the
TORCH_LOGS text for a second (pasted) trace source and count every graph break twice.
"""

from __future__ import annotations

import json
import os
import shlex
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import IO

from inductor_explorer.loader.fusion_log import CAPTURE_DIR, STDERR_NAME

DEFAULT_RUNS_DIR = Path("inductor_explore_runs")
STDOUT_NAME = "script.stdout"
COMMAND_NAME = "command.json"
TORCH_LOGS = ("graph_breaks", "recompiles", "fusion")
#: The fusion logger's lines are kept in the capture file but not echoed: a real model prints
#: thousands of candidate lines per graph, which would bury the script's own output.
_QUIET_TAG = b"[__fusion]"
_TICK_S = 0.5
PROFILE_NAME = "profile.json"
PROFILE_ENV = "INDUCTOR_EXPLORE_PROFILE"
# Run by the script's Python at start-up (never imported here). The variable is removed at once, so the
# processes the script starts are not profiled over the same file.
_PROFILER_SITECUSTOMIZE = f"""\
import atexit
import os

_path = os.environ.pop({PROFILE_ENV!r}, None)
if _path:
    import torch
    from torch.profiler import ProfilerActivity, profile

    _activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if torch.cuda.is_available() else [])
    _profiler = profile(activities=_activities)
    _profiler.start()

    def _write_profile():
        _profiler.stop()
        _profiler.export_chrome_trace(_path)

    atexit.register(_write_profile)
"""


class CaptureError(Exception):
    """The run could not be started (bad output folder, command not found); one line for the user."""


@dataclass
class CaptureResult:
    """What one `run` produced."""

    out: Path
    command: list[str]
    returncode: int
    seconds: float
    stdout_lines: int
    stderr_lines: int
    profile: Path | None = None  # the profile the script wrote (with --profile)

    @property
    def stderr_path(self) -> Path:
        return self.out / CAPTURE_DIR / STDERR_NAME

    @property
    def status_text(self) -> str:
        """`exit status 0`, or `killed by signal 9 (SIGKILL)`."""
        if self.returncode < 0:
            try:
                name = signal.Signals(-self.returncode).name
            except ValueError:
                name = "unknown signal"
            return f"killed by signal {-self.returncode} ({name})"
        return f"exit status {self.returncode}"

    @property
    def exit_code(self) -> int:
        """The status a shell would report for the script (128+N for a signal)."""
        return 128 - self.returncode if self.returncode < 0 else self.returncode


def default_out(base: Path = DEFAULT_RUNS_DIR, now: datetime | None = None) -> Path:
    """`./inductor_explore_runs/<YYYYmmdd-HHMMSS>`, with `-2`, `-3`, ... when that folder exists."""
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    candidate = base / stamp
    n = 2
    while candidate.exists():
        candidate = base / f"{stamp}-{n}"
        n += 1
    return candidate


def check_out(out: Path) -> None:
    """Refuse an output folder that already holds something or lies inside a debug folder."""
    resolved = out.resolve()
    for parent in (resolved, *resolved.parents):
        if parent.name == "torch_compile_debug" or (
            parent.name.startswith("run_") and "-pid_" in parent.name
        ):
            raise CaptureError(f"{out}: inside an existing torch_compile_debug folder; choose another --out")
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise CaptureError(f"{out}: already exists and is not empty; choose another --out")


def capture_env(out: Path, base: dict[str, str] | None = None, profile: bool = False) -> dict[str, str]:
    """The child's environment: the caller's plus the debug switches pointing into OUT (and with PROFILE, the
    profiler started by our sitecustomize, writing OUT/profile.json, and C++ kernels named in it)."""
    env = dict(os.environ if base is None else base)
    out = out.resolve()
    logs = [x for x in env.get("TORCH_LOGS", "").split(",") if x.strip()]
    logs += [x for x in TORCH_LOGS if x not in logs and f"+{x}" not in logs]
    env.update(
        TORCH_COMPILE_DEBUG="1",
        TORCH_COMPILE_DEBUG_DIR=str(out),
        TORCH_TRACE=str(out / "torch_compile_debug" / "tlparse"),
        TORCH_LOGS=",".join(logs),
        # The child's stdout is a pipe; without this Python buffers it and nothing is echoed live.
        PYTHONUNBUFFERED="1",
    )
    # A cache hit skips lowering and with it every debug file; a capture must compile for real.
    env.setdefault("TORCHINDUCTOR_FORCE_DISABLE_CACHES", "1")
    if profile:
        site = str(out / CAPTURE_DIR / "profiler")
        env["PYTHONPATH"] = os.pathsep.join(p for p in (site, env.get("PYTHONPATH", "")) if p)
        env[PROFILE_ENV] = str(out / PROFILE_NAME)
        env.setdefault("TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE", "1")
    return env


class _Tee:
    """Copies one pipe of the child to a capture file and, filtered, to the user's stream."""

    def __init__(self, source: IO[bytes], sink: IO[bytes], echo: IO[bytes] | None, status: _Status | None):
        self.source, self.sink, self.echo, self.status = source, sink, echo, status
        self.lines = 0
        self.thread = threading.Thread(target=self._pump, daemon=True)
        self.thread.start()

    def _pump(self) -> None:
        for line in iter(self.source.readline, b""):
            self.sink.write(line)
            self.lines += 1
            if self.status is not None:
                self.status.lines += 1
            if self.echo is not None and _QUIET_TAG not in line:
                if self.status is not None:
                    self.status.write_above(self.echo, line)
                else:
                    self.echo.write(line)
                    self.echo.flush()
        self.sink.flush()


class _Status:
    """A one-line `running 12s, 3456 lines captured` indicator on a terminal's stderr."""

    def __init__(self, stream: IO[bytes]):
        self.stream = stream
        self.lock = threading.Lock()
        self.start = time.monotonic()
        self.lines = 0
        self.done = threading.Event()

    def _text(self) -> bytes:
        elapsed = time.monotonic() - self.start
        return (
            f"\r\x1b[2K[inductor-explore] running {elapsed:5.1f}s, {self.lines} log lines captured".encode()
        )

    def write_above(self, stream: IO[bytes], line: bytes) -> None:
        with self.lock:
            self.stream.write(b"\r\x1b[2K")
            self.stream.flush()
            stream.write(line if line.endswith(b"\n") else line + b"\n")
            stream.flush()
            self.stream.write(self._text())
            self.stream.flush()

    def tick(self) -> None:
        while not self.done.wait(_TICK_S):
            with self.lock:
                self.stream.write(self._text())
                self.stream.flush()

    def clear(self) -> None:
        self.done.set()
        with self.lock:
            self.stream.write(b"\r\x1b[2K")
            self.stream.flush()


def capture_run(
    command: list[str],
    out: Path,
    echo: bool = True,
    progress: bool | None = None,
    cwd: Path | None = None,
    profile: bool = False,
) -> CaptureResult:
    """Run COMMAND with the debug environment, capturing into OUT (created; must be new or empty).

    ECHO copies the script's output to this process's stdout/stderr as it comes (fusion-log lines
    only go to the capture file). PROGRESS shows an elapsed-time line on stderr; by default only when
    stderr is a terminal. Raises CaptureError when the command cannot be started.
    """
    if not command:
        raise CaptureError(
            "nothing to run; usage: inductor-explore run [--out DIR] -- python script.py ARGS..."
        )
    check_out(out)
    capture = out / CAPTURE_DIR
    capture.mkdir(parents=True, exist_ok=True)
    (out / "torch_compile_debug" / "tlparse").mkdir(parents=True, exist_ok=True)
    if profile:
        (capture / "profiler").mkdir()
        (capture / "profiler" / "sitecustomize.py").write_text(_PROFILER_SITECUSTOMIZE, encoding="utf-8")
    if progress is None:
        progress = echo and sys.stderr.isatty()
    started = datetime.now()
    t0 = time.monotonic()
    record: dict[str, object] = {
        "command": command,
        "shell": shlex.join(command),
        "cwd": str((cwd or Path.cwd()).resolve()),
        "started": started.isoformat(timespec="seconds"),
        "torch_logs": capture_env(out, {})["TORCH_LOGS"],
    }
    with open(capture / STDOUT_NAME, "wb") as out_file, open(capture / STDERR_NAME, "wb") as err_file:
        try:
            child = subprocess.Popen(
                command,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=capture_env(out, profile=profile),
                cwd=cwd,
            )
        except OSError as exc:
            raise CaptureError(f"cannot run {command[0]!r}: {exc.strerror or exc}") from None
        status = _Status(sys.stderr.buffer) if progress else None
        ticker = threading.Thread(target=status.tick, daemon=True) if status else None
        if ticker:
            ticker.start()
        assert child.stdout is not None and child.stderr is not None  # both are pipes
        tees = [
            _Tee(child.stdout, out_file, sys.stdout.buffer if echo else None, status),
            _Tee(child.stderr, err_file, sys.stderr.buffer if echo else None, status),
        ]
        try:
            returncode = child.wait()
        except KeyboardInterrupt:
            # The terminal already sent SIGINT to the child; give it a moment to write its files.
            try:
                returncode = child.wait(timeout=10)
            except subprocess.TimeoutExpired:
                child.kill()
                returncode = child.wait()
        for tee in tees:
            tee.thread.join()
        if status:
            status.clear()
    seconds = time.monotonic() - t0
    record.update(seconds=round(seconds, 3), returncode=returncode)
    (capture / COMMAND_NAME).write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    written = out / PROFILE_NAME
    return CaptureResult(
        out=out,
        command=list(command),
        returncode=returncode,
        seconds=seconds,
        stdout_lines=tees[0].lines,
        stderr_lines=tees[1].lines,
        profile=written if profile and written.is_file() else None,
    )


def shown_command(command: list[str], cwd: Path | None = None) -> str:
    """COMMAND as a status line shows it: the program by its name (`python`, not the venv's whole path) and
    arguments under CWD (default: the current directory) relative to it, so the script's name stays in
    view."""
    here = (cwd or Path.cwd()).resolve()
    shown = [Path(command[0]).name] if command else []
    for argument in command[1:]:
        path = Path(argument)
        if path.is_absolute() and path.is_relative_to(here):
            argument = str(path.relative_to(here))
        shown.append(argument)
    return shlex.join(shown)


def first_trace_record(out: Path) -> bool:
    """Whether the script captured into OUT wrote a trace record yet (a trace log that is not empty)."""
    try:
        return any(log.stat().st_size > 0 for log in (out / "torch_compile_debug" / "tlparse").glob("*.log"))
    except OSError:
        return False


def summarise_capture(result: CaptureResult) -> str:
    """What `run` prints after the script ends: its status, the fusion decisions found in the TORCH_LOGS text,
    and the summary of what was captured (what `summary` prints for it)."""
    from inductor_explorer.loader.files import read_text
    from inductor_explorer.loader.fusion_log import parse_fusion_log
    from inductor_explorer.model.run import NotADebugFolder
    from inductor_explorer.report.summary import render_summary_report
    from inductor_explorer.session import open_session

    lines = [f"script {result.status_text} after {result.seconds:.1f}s; captured into {result.out}"]
    try:
        session = open_session(result.out)
    except NotADebugFolder:
        lines.append("no torch.compile output was captured (did the script call torch.compile and reach it?)")
        return "\n".join(lines) + "\n"
    text, _ = read_text(result.stderr_path)
    if text:
        log, _ = parse_fusion_log(text, str(result.stderr_path))
        refused = len(log.refusals())
        graphs = len({d.graph for d in log.decisions if d.graph})
        lines.append(
            f"fusion log: {len(log.decisions) - refused} fusions, {refused} refusals "
            f"in {graphs} graph(s) ({result.stderr_path})"
        )
    if result.profile is not None:
        lines.append(
            f"profile: {result.profile} (inductor-explore costs {result.out} --profile {result.profile})"
        )
    summary = render_summary_report(session.summary().data)
    return "\n".join(lines) + "\n" + summary
