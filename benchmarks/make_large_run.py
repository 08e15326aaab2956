"""Build a large torch_compile_debug run by replicating real artifacts (for the benchmark only).

    .venv/bin/python benchmarks/make_large_run.py [--out benchmarks/.data/large]

The result (git-ignored, never committed) is one run folder holding

* 500 graph folders copied from the torch 2.13 sample runs (plus, once each, the corpus' torch 2.4 ResNet-18
  fwd/bwd folders when /work/shared/corpus is present); each copy repeats its kernels, wrapper calls and
  scheduler nodes K times with renamed kernels (`..._3` -> `..._103`), buffers (`buf3` -> `buf203`) and
  scheduler nodes (`op3`), so the files stay consistent with each other; K is chosen to reach 20,000
  kernels in all;
* one graph folder whose output_code.py is repeated up to 100,000 lines;
* a 200 MB structured trace log: the graph_breaks sample's log repeated with new frame ids.

Building takes about a minute; a finished build is reused (see MANIFEST.json) unless --force.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import re
import shutil
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_runs"
CORPUS_RESNET = Path("/work/shared/corpus/external/ahbpp_resnet18_gpu_2.4.0/torch_compile_debug")
DEFAULT_OUT = ROOT / "benchmarks" / ".data" / "large"
TRACE_SOURCE = "graph_breaks_triton"  # the largest sample trace log; its pid names the run folder
BIG_CODE_SOURCE = ("training_triton", "model__0_backward_3.1")
VERSION = 1  # bump when the layout of the generated run changes

KERNEL_DEF = re.compile(r"^\w+ = async_compile\.\w+\(", re.M)
KERNEL_NAME = re.compile(r"\b((?:triton_[a-z]+|cpp)_fused(?:_\w*?)?_)(\d+)\b")
NODE_NAME = re.compile(r"(?<![A-Za-z0-9])(buf|op)(\d+)(?!\d)")  # also inside `op0_op1`, `op0_loop_body`
#: Frame ids in envelopes and compile ids (`"0/1"`, `[0/1]`) in payloads.
FRAME_ID = re.compile(r'("frame_id": )(\d+)|("compile_id": "|\[)(\d+)(?=/\d)')


@dataclass
class Source:
    """A real graph folder to copy, with the numbering strides its copies shift names by."""

    folder: Path
    kind: str
    kernels: int
    kernel_stride: int
    node_stride: int


def _max_number(pattern: re.Pattern, text: str) -> int:
    return max((int(m.group(2)) for m in pattern.finditer(text)), default=-1)


def _source(folder: Path) -> Source:
    texts = [p.read_text("utf-8", "replace") for p in folder.iterdir() if p.is_file()]
    code = (folder / "output_code.py").read_text("utf-8", "replace")
    kind = next((k for k in ("forward", "backward", "inference") if f"_{k}_" in folder.name), "inference")
    return Source(
        folder=folder,
        kind=kind,
        kernels=len(KERNEL_DEF.findall(code)),
        kernel_stride=max(_max_number(KERNEL_NAME, t) for t in texts) + 1,
        node_stride=max(_max_number(NODE_NAME, t) for t in texts) + 1,
    )


def find_sources() -> tuple[list[Source], list[Source]]:
    """The graph folders (with output_code.py) of the sample runs, and of the corpus ResNet run when
    present."""
    samples = sorted(
        p.parent for p in SAMPLES.glob("*/torch_compile_debug/run_*/torchinductor/*/output_code.py")
    )
    corpus = (
        sorted(p.parent for p in CORPUS_RESNET.glob("run_*/torchinductor/*/output_code.py"))
        if CORPUS_RESNET.is_dir()
        else []
    )
    return [_source(f) for f in samples], [_source(f) for f in corpus]


def _renamer(source: Source, copy: int):
    """A function renaming kernels, buffers and scheduler nodes of SOURCE for its COPY-th repeat."""
    if copy == 0:
        return lambda text: text
    k_shift, n_shift = copy * source.kernel_stride, copy * source.node_stride

    def rename(text: str) -> str:
        text = KERNEL_NAME.sub(lambda m: f"{m.group(1)}{int(m.group(2)) + k_shift}", text)
        return NODE_NAME.sub(lambda m: f"{m.group(1)}{int(m.group(2)) + n_shift}", text)

    return rename


def _split_output_code(lines: list[str]) -> tuple[int, int, int, int] | None:
    """(kernels start, kernels end, call body start, call body end) line indexes, None when unsure."""
    start = next(
        (i for i, line in enumerate(lines) if line.startswith("# kernel path:") or KERNEL_DEF.match(line)),
        None,
    )
    end = next((i for i, line in enumerate(lines) if line.startswith("async_compile.wait(")), None)
    call = next((i for i, line in enumerate(lines) if re.match(r"^\s*def call\(", line)), None)
    if start is None or end is None or call is None or not start < end < call:
        return None
    body = call + 1
    clear = next((i for i in range(call + 1, min(call + 4, len(lines))) if "args.clear()" in lines[i]), None)
    if clear is not None:
        body = clear + 1
    indent = len(lines[body]) - len(lines[body].lstrip())
    body_end = next(
        (
            i
            for i in range(body, len(lines))
            if lines[i].startswith(" " * indent + "return ")
            and len(lines[i]) - len(lines[i].lstrip()) == indent
        ),
        None,
    )
    if body_end is None:
        return None
    return start, end, body, body_end


def repeated_output_code(source: Source, copies: int) -> str:
    """output_code.py with its kernel definitions and the call() body repeated COPIES times."""
    lines = (source.folder / "output_code.py").read_text("utf-8").splitlines(keepends=True)
    split = _split_output_code(lines)
    if split is None:
        return "".join(lines)
    start, end, body, body_end = split
    kernels, calls = "".join(lines[start:end]), "".join(lines[body:body_end])
    out = ["".join(lines[:start])]
    out += [_renamer(source, j)(kernels) for j in range(copies)]
    out.append("".join(lines[end:body]))
    out += [_renamer(source, j)(calls) for j in range(copies)]
    out.append("".join(lines[body_end:]))
    return "".join(out)


def _merge_json(into, more):
    if isinstance(into, dict) and isinstance(more, dict):
        for key, value in more.items():
            into[key] = _merge_json(into[key], value) if key in into else value
        return into
    if isinstance(into, list) and isinstance(more, list):
        return into + [v for v in more if v not in into]
    return into


def repeated_provenance(source: Source, copies: int) -> str:
    text = (source.folder / "inductor_provenance_tracking_node_mappings.json").read_text("utf-8")
    data = json.loads(text)
    for j in range(1, copies):
        data = _merge_json(data, json.loads(_renamer(source, j)(text)))
    return json.dumps(data)


def write_graph_folder(source: Source, dest: Path, copies: int) -> int:
    """Copy SOURCE into DEST with everything repeated COPIES times; returns the kernels written."""
    dest.mkdir(parents=True)
    for path in sorted(source.folder.iterdir()):
        if not path.is_file():
            continue
        target = dest / path.name
        if path.name == "output_code.py":
            target.write_text(repeated_output_code(source, copies), "utf-8")
        elif path.name in ("ir_pre_fusion.txt", "ir_post_fusion.txt"):
            text = path.read_text("utf-8")
            target.write_text("".join(_renamer(source, j)(text) for j in range(copies)), "utf-8")
        elif path.name == "inductor_provenance_tracking_node_mappings.json":
            target.write_text(repeated_provenance(source, copies), "utf-8")
        else:
            shutil.copyfile(path, target)
    return len(KERNEL_DEF.findall((dest / "output_code.py").read_text("utf-8")))


def _shift_frame(match: re.Match[str], shift: int) -> str:
    return f"{match.group(1) or match.group(3)}{int(match.group(2) or match.group(4)) + shift}"


def write_trace(source_log: Path, dest: Path, target_bytes: int) -> int:
    """Repeat SOURCE_LOG until DEST holds TARGET_BYTES, shifting frame ids so each repeat is new compiles."""
    text = source_log.read_text("utf-8")
    frames = max((int(m.group(2) or m.group(4)) for m in FRAME_ID.finditer(text)), default=0) + 1
    size, copy = 0, 0
    with dest.open("w", encoding="utf-8") as fh:
        while size < target_bytes:
            shift = copy * frames
            chunk = text if copy == 0 else FRAME_ID.sub(functools.partial(_shift_frame, shift=shift), text)
            fh.write(chunk)
            size += len(chunk.encode("utf-8"))
            copy += 1
    return size


def build(out: Path, graphs: int, kernels: int, code_lines: int, trace_mb: int) -> dict:
    sources, corpus = find_sources()
    trace_log = next((SAMPLES / TRACE_SOURCE / "torch_compile_debug" / "tlparse").glob("*.log"))
    run_name = next((SAMPLES / TRACE_SOURCE / "torch_compile_debug").glob("run_*")).name
    run = out / "torch_compile_debug" / run_name
    inductor = run / "torchinductor"
    inductor.mkdir(parents=True)
    (run / "torchdynamo").mkdir()
    (run / "torchdynamo" / "debug.log").write_text("", "utf-8")

    big = next(
        s for s in sources if s.folder.name == BIG_CODE_SOURCE[1] and BIG_CODE_SOURCE[0] in str(s.folder)
    )
    one = repeated_output_code(big, 1).count("\n")
    two = repeated_output_code(big, 2).count("\n")
    big_copies = math.ceil((code_lines - one) / (two - one)) + 1

    # The corpus folders are megabytes each already: they go in once, unrepeated, at fixed places.
    big_index = graphs // 2
    spots = [p for p in range(graphs // 8, graphs, max(1, graphs // 4)) if p != big_index]
    special = {big_index: (big, big_copies)}
    special.update({spot: (s, 1) for spot, s in zip(spots, corpus)})
    plain = [i for i in range(graphs) if i not in special]
    base = sum(sources[i % len(sources)].kernels for i in plain)
    fixed = sum(s.kernels * n for s, n in special.values())
    copies = max(1, math.ceil((kernels - fixed) / base))

    written = 0
    big_folder = None
    for i in range(graphs):
        source, n = special.get(i, (sources[i % len(sources)], copies))
        name = f"model__{i}_{source.kind}_{i}.{i}"
        written += write_graph_folder(source, inductor / name, n)
        if i == big_index:
            big_folder = inductor / name
        (inductor / f"aot_model___{i}_debug.log").write_text("", "utf-8")
    tlparse = out / "torch_compile_debug" / "tlparse"
    tlparse.mkdir()
    trace_bytes = write_trace(trace_log, tlparse / trace_log.name, trace_mb * 1_000_000)
    folder_bytes = sum(p.stat().st_size for p in inductor.rglob("*") if p.is_file())
    return {
        "version": VERSION,
        "graphs": graphs,
        "kernels_requested": kernels,
        "kernels": written,
        "copies_per_folder": copies,
        "big_output_code": str(big_folder / "output_code.py"),
        "big_output_code_lines": (big_folder / "output_code.py").read_text("utf-8").count("\n"),
        "graph_folder_bytes": folder_bytes,
        "trace_log_bytes": trace_bytes,
        "sources": [str(s.folder) for s in sources + corpus],
        "run": str(run),
        "trace_log": str(tlparse / trace_log.name),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--graphs", type=int, default=500)
    parser.add_argument("--kernels", type=int, default=20_000)
    parser.add_argument("--code-lines", type=int, default=100_000)
    parser.add_argument("--trace-mb", type=int, default=200)
    parser.add_argument("--force", action="store_true", help="rebuild even when a finished build is there")
    args = parser.parse_args(argv)
    manifest = args.out / "MANIFEST.json"
    wanted = {"version": VERSION, "graphs": args.graphs, "kernels_requested": args.kernels}
    if manifest.is_file() and not args.force:
        try:
            done = json.loads(manifest.read_text("utf-8"))
            if all(done.get(k) == v for k, v in wanted.items()):
                print(f"reusing {args.out} ({done['kernels']} kernels)")
                return 0
        except (ValueError, KeyError):
            pass
    if args.out.exists():
        shutil.rmtree(args.out)
    started = time.perf_counter()
    info = build(args.out, args.graphs, args.kernels, args.code_lines, args.trace_mb)
    info["build_seconds"] = round(time.perf_counter() - started, 1)
    manifest.write_text(json.dumps(info, indent=1), "utf-8")
    print(json.dumps({k: v for k, v in info.items() if k != "sources"}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
