from __future__ import annotations

import os
from pathlib import Path

import pytest

from inductor_explorer.loader.discover import classify_trace_file, discover
from inductor_explorer.model.run import TRACE_LOG, NotADebugFolder


def _graph(folder: Path, *files: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name in files:
        (folder / name).write_text("# x\n")
    return folder


def test_root_with_runs_and_trace_logs(tmp_path: Path):
    root = tmp_path / "torch_compile_debug"
    run = root / "run_2026_11_29_06_19_07_383815-pid_7768"
    _graph(run / "torchinductor" / "model__0_backward_3.1", "output_code.py")
    _graph(run / "torchinductor" / "model__0_forward_1.0", "output_code.py", "ir_pre_fusion.txt")
    (root / "tlparse").mkdir()
    (root / "tlparse" / "dedicated_log_torch_trace_x.log").write_text(
        'V1129 06:19:14.571000 7768 torch/_dynamo/convert_frame.py:1] {"dynamo_start": {}}\n'
    )
    session = discover(root)
    assert [r.pid for r in session.runs] == [7768]
    # compile order: the `.N` counter, not the name
    assert [g.name for g in session.runs[0].graphs] == ["model__0_forward_1.0", "model__0_backward_3.1"]
    assert [t.path.name for t in session.runs[0].trace_logs] == ["dedicated_log_torch_trace_x.log"]
    assert session.runs[0].graphs[0].kind == "forward"


def test_renamed_run_folder_and_its_sibling_trace(tmp_path: Path):
    root = tmp_path / "torch_compile_debug"
    run = root / "mymodel_run_2024_01_16_10_49_29_339697-pid_42373"
    _graph(run / "torchinductor" / "model___9.0", "ir_post_fusion.txt")
    (root / "tlparse").mkdir()
    (root / "tlparse" / "t.log").write_text('V0116 10:49:30.000000 42373 a.py:1] {"str": ["x", 0]}\n')
    session = discover(run)
    assert session.runs[0].pid == 42373
    assert [g.name for g in session.runs[0].graphs] == ["model___9.0"]
    assert len(session.runs[0].trace_logs) == 1


@pytest.mark.parametrize("layer", ["torchinductor", "aot_torchinductor"])
def test_inductor_folder_and_single_graph_folder(tmp_path: Path, layer: str):
    inductor = tmp_path / layer
    graph = _graph(inductor / "AlbertForQuestionAnswering__0_forward_1.0", "output_code.py")
    assert [g.name for g in discover(inductor).runs[0].graphs] == [graph.name]
    assert [g.name for g in discover(graph).runs[0].graphs] == [graph.name]


def test_flat_copy_and_single_file(tmp_path: Path):
    flat = _graph(tmp_path / "copied", "output_code.py", "ir_pre_fusion.txt", "notes.md")
    session = discover(flat)
    assert set(session.runs[0].graphs[0].files) == {"output_code.py", "ir_pre_fusion.txt"}
    single = discover(flat / "output_code.py")
    assert list(single.runs[0].graphs[0].files) == ["output_code.py"]


def test_nothing_recognisable_is_one_clear_error(tmp_path: Path):
    (tmp_path / "readme.md").write_text("hello")
    with pytest.raises(NotADebugFolder) as err:
        discover(tmp_path)
    message = str(err.value)
    assert str(tmp_path) in message and "output_code.py" in message and "\n" not in message
    with pytest.raises(NotADebugFolder, match="no such file"):
        discover(tmp_path / "missing")


def test_symlink_loop_is_a_problem_not_a_hang(tmp_path: Path):
    _graph(tmp_path / "g", "output_code.py")
    os.symlink(tmp_path, tmp_path / "g" / "loop")
    session = discover(tmp_path)
    assert len(session.runs[0].graphs) == 1
    assert any("loop" in p.message for p in session.problems)


def test_trace_classification(tmp_path: Path):
    structured = tmp_path / "a.log"
    structured.write_text(
        'V1206 15:18:15.925000 1500233 torch/_dynamo/utils.py:1288] {"chromium_event": {}}\n'
    )
    pasted = tmp_path / "b.txt"
    pasted.write_text("[0/0] [__graph_breaks] Graph break: from user code at:\n")
    other = tmp_path / "c.txt"
    other.write_text("nothing to see")
    assert classify_trace_file(structured) == "structured"
    assert classify_trace_file(pasted) == "pasted"
    assert classify_trace_file(other) is None


EXPECTED_GRAPHS = {
    "ahbpp_resnet18_gpu_2.4.0": 2,
    "dnnfusion_lenet_gpu": 1,
    "dwarez_softmax_cpu_2.4.1": 1,
    "htang_tcapp_cpu_2.5.1": 5,
    "ngimel_albert_gpu_2.0a0": 3,
    "ngimel_gernet_l_gpu_2.0a0": 5,
    "ngimel_timm_vit_dynamic_gpu_2.0a0": 1,
    "sqcu_logsnrcat_gpu_windows_2.9.1": 3,
    "vfdev_gridsampler_cpu_2.1a0": 1,
    "vfdev_gridsampler_cuda_2.1a0": 2,
    "vfdev_upsample_aa_cuda_2.2a0": 1,
    "vfdev_upsample_bilinear_cpu_dynamic_2.2a0": 1,
    "vfdev_upsample_nearest_cpu_2.3a0": 1,
}


def test_every_corpus_folder_is_recognised(corpus: Path):
    for folder in sorted(p for p in corpus.iterdir() if p.is_dir()):
        session = discover(folder)
        # graph folders only (a trace log's compiles are graphs too, counted in test_trace_graphs.py)
        graphs = sum(1 for r in session.runs for g in r.graphs if set(g.files) - {TRACE_LOG})
        # independent count: folders holding output_code.py or IR files, plus cache wrapper modules
        expected = EXPECTED_GRAPHS.get(folder.name, 0)
        assert graphs == expected, folder.name
        if expected == 0:
            assert session.trace_logs, f"{folder.name}: neither graphs nor trace logs found"
