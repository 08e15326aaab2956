"""The `minifier` entry of summary --json and its text: what the minifier left under PATH."""

from __future__ import annotations

from inductor_explorer.model.repro import MinifierArtifacts, MinifierCase, ReproScript
from inductor_explorer.text import inert_line


def _script(script: ReproScript) -> dict:
    return {
        "path": str(script.path),
        "role": script.role,
        "command": script.command,
        "accuracy": script.checks_accuracy,
        "ops": [n.target for n in script.ops],
        "run": script.user_command(),
    }


def case_json(case: MinifierCase) -> dict:
    minified = case.minified
    return {
        "launcher": _script(case.launcher) if case.launcher else None,
        "run": str(case.run_path) if case.run_path else None,
        "graph": case.graph,
        "accuracy": any(s.checks_accuracy for s in case.scripts()),
        "minified": str(minified.path) if minified else None,
        "failing_ops": [{"name": n.name, "target": n.target, "line": n.line} for n in case.failing_ops],
        "repros": [_script(s) for s in case.repros],
        "checkpoints": [_script(s) for s in sorted(case.checkpoints, key=lambda s: len(s.ops))],
        "queries": len(case.queries),
    }


def minifier_json(artifacts: MinifierArtifacts) -> list[dict]:
    """One entry per minifier case (one per launcher), in path order."""
    return [case_json(case) for case in artifacts.cases]


def render_minifier_text(cases: list[dict]) -> str:
    """`minifier: …` lines for summary's text output ("" without minifier output)."""
    lines = []
    for case in cases:
        what = "accuracy" if case["accuracy"] else "failure"
        ops = ", ".join((op["target"] or "?").removeprefix("torch.ops.") for op in case["failing_ops"])
        found = f"failing op {inert_line(ops)}" if case["minified"] else "not minified yet (run the launcher)"
        lines.append(
            f"minifier ({what}): {found}" + (f"; graph {inert_line(case['graph'])}" if case["graph"] else "")
        )
        for script in ([case["launcher"]] if case["launcher"] else []) + case["repros"]:
            lines.append(
                f"  {script['role']}: {inert_line(script['run'])} ({len(script['ops'])} ops, "
                f"command={script['command']})"
            )
        if case["checkpoints"] or case["queries"]:
            lines.append(f"  {len(case['checkpoints'])} checkpoint(s), {case['queries']} query script(s)")
    return "".join(f"{line}\n" for line in lines)
