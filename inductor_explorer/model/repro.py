"""What the minifier leaves behind (TORCHDYNAMO_REPRO_AFTER): launchers, checkpoints and minified repros.

Each of these files is a Python script holding a `Repro(torch.nn.Module)` whose forward() is the FX graph
dynamo or AOT autograd handed the compiler; the explorer reads them as text and never runs them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from inductor_explorer.model.artifacts import FxNode, Problem


@dataclass
class ReproScript:
    """One minifier script: minifier_launcher.py, repro.py, checkpoints/<N>.py or isolate/<id>.py."""

    path: Path
    role: str  # "launcher", "repro", "checkpoint" or "query" (one isolated step of the minifier)
    ops: list[FxNode] = field(default_factory=list)  # the call nodes of Repro.forward, in graph order
    inputs: list[str] = field(default_factory=list)  # forward()'s parameters
    command: str | None = None  # run_repro(command=...): minify, run, minifier-query, analyze
    accuracy: str | None = None  # run_repro(accuracy=...) as written: False, True, 'accuracy'
    save_dir: str | None = None
    run_repro_line: int | None = None
    torch_version: str | None = None
    configs: list[str] = field(default_factory=list)  # `torch._inductor.config.x = y` lines as written
    environment: list[str] = field(default_factory=list)  # `os.environ[...] = ...` lines as written
    problems: list[Problem] = field(default_factory=list)

    @property
    def checks_accuracy(self) -> bool:
        """The script looks for a wrong result (TORCHDYNAMO_REPRO_LEVEL=4), not a crash."""
        return self.accuracy not in (None, "False", "''", '""')

    def user_command(self) -> str:
        """What a user types to run it (from the folder they ran their program in)."""
        return f"python {self.path}"


@dataclass
class MinifierCase:
    """One failure the minifier worked on: its launcher, the checkpoints it saved, the repro it minified to.

    RUN / GRAPH: the run folder that wrote the launcher and the graph folder (by name) whose compile failed.
    """

    launcher: ReproScript | None
    repros: list[ReproScript] = field(default_factory=list)
    checkpoints: list[ReproScript] = field(default_factory=list)
    queries: list[ReproScript] = field(default_factory=list)
    run_path: Path | None = None
    graph: str | None = None

    @property
    def minified(self) -> ReproScript | None:
        """The smallest repro found: repro.py when the minifier finished, else the smallest checkpoint. None
        when none is smaller than the launcher's graph: with TORCHDYNAMO_REPRO_LEVEL=4 the failing run itself
        writes repro.py and a checkpoint holding the whole graph, before any minifier ran."""
        whole = len(self.launcher.ops) if self.launcher is not None and self.launcher.ops else None

        def smaller(scripts: list[ReproScript]) -> list[ReproScript]:
            return [s for s in scripts if whole is None or len(s.ops) < whole]

        candidates = smaller(self.repros) or smaller(self.checkpoints)
        return min(candidates, key=lambda s: len(s.ops)) if candidates else None

    @property
    def failing_ops(self) -> list[FxNode]:
        """The ops of the minified repro: the minifier removed every op that the failure did not need."""
        minified = self.minified
        return minified.ops if minified is not None else []

    def scripts(self) -> list[ReproScript]:
        return [*([self.launcher] if self.launcher else []), *self.repros, *self.checkpoints, *self.queries]


@dataclass
class MinifierArtifacts:
    """Every minifier case found under the PATH explored, and what could not be read."""

    cases: list[MinifierCase] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
