"""Every user error is one line on stderr with exit status 2; unreadable artifacts are problems, not
errors; an internal error says where to report it and saves the details to a file."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

import inductor_explorer.loader.files as files
from tests.support.reliability import copy_sample, run_cli, sample


def assert_usage_error(argv: list[str], *expected: str) -> str:
    status, out, err = run_cli(argv)
    assert status == 2, (argv, status, err)
    assert err.count("\n") == 1 and err.startswith("inductor-explore: "), err
    assert "Traceback" not in err
    for text in expected:
        assert text in err, err
    return err


def test_user_errors(tmp_path):
    run = str(sample("training_triton"))
    empty = tmp_path / "empty"
    empty.mkdir()
    not_a_trace = tmp_path / "notes.txt"
    not_a_trace.write_text("nothing about compiling here\n")
    assert_usage_error(["summary", str(tmp_path / "missing")], "no such file or folder")
    assert_usage_error([str(tmp_path / "missing")], "no such file or folder")
    assert_usage_error(["summary", str(empty)], "not a torch_compile_debug folder")
    assert_usage_error(["breaks", str(empty)], "not a torch_compile_debug folder")
    assert_usage_error(["summary", str(not_a_trace)], "not a debug artifact or trace log")
    assert_usage_error(["summary", "--trace", str(tmp_path / "missing.log"), run], "no such trace file")
    assert_usage_error(["breaks", "--trace", str(not_a_trace), run], "not a trace log")
    assert_usage_error(["summary", "--trace", str(empty), run], "not a tlparse report")
    assert_usage_error(["diff", run, str(tmp_path / "missing")], "no such file or folder")
    err = assert_usage_error(["dot", "--graph", "nope", run], "no graph named 'nope'")
    assert "model__0_forward_1.0" in err and "model__0_backward_3.1" in err


def test_a_path_the_system_cannot_look_up_is_a_usage_error(tmp_path):
    # A name longer than a file name may be, and a link to itself: stat fails with neither "not found"
    # error, which each command used to meet first deep inside (an internal error).
    run = str(sample("mlp_cpp"))
    long = str(tmp_path / ("x" * 300))
    loop = tmp_path / "loop"
    loop.symlink_to(loop)
    for argv in (
        ["summary", long],
        [long],
        ["diff", run, long],
        ["costs", long],
        ["costs", "--profile", long, run],
        ["check", "--baseline", long, run],
        ["breaks", "--trace", long, run],
        ["dot", run, "-o", f"{long}/out.dot"],
        ["run", "--out", long, "--", "true"],
    ):
        assert_usage_error(argv, "File name too long")
    assert_usage_error(["summary", str(loop)], "Too many levels of symbolic links")


def test_unreadable_trace_file_is_an_error(tmp_path, monkeypatch):
    log = next(sample("training_triton").glob("tlparse/*.log"))
    copy = tmp_path / log.name
    copy.write_bytes(log.read_bytes())
    copy.chmod(0)
    if os.geteuid() == 0:  # root reads through chmod 000: make the open fail as it would for a user
        real = files.read_bytes

        def denied(path, limit=None):
            if Path(path) == copy:
                raise PermissionError(13, "Permission denied")
            return real(path, limit)

        monkeypatch.setattr(files, "read_bytes", denied)
    assert_usage_error(["summary", "--trace", str(copy), str(sample("mlp_cpp"))], "cannot be read")


def test_unreadable_artifact_is_a_problem_not_an_error(tmp_path, monkeypatch):
    root = copy_sample("training_triton", tmp_path / "run")
    target = next(root.rglob("ir_post_fusion.txt"))
    target.chmod(0)
    if os.geteuid() == 0:
        real = files.read_bytes

        def denied(path, limit=None):
            if Path(path) == target:
                raise PermissionError(13, "Permission denied")
            return real(path, limit)

        monkeypatch.setattr(files, "read_bytes", denied)
    status, out, err = run_cli(["summary", str(root)])
    assert status == 0, err
    assert re.search(re.escape(str(target)) + r": file is not readable \(permission denied\)", out)
    assert "scheduler nodes" in out


def test_internal_error_is_reported_with_details_saved(tmp_path, monkeypatch):
    import inductor_explorer.loader.load as load

    def explode(folder, **kwargs):
        raise ZeroDivisionError("a bug in the loader")

    monkeypatch.setattr(load, "load_graph", explode)
    monkeypatch.setattr("inductor_explorer.session.parse.load_graph", explode)
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", None)
    status, out, err = run_cli(["summary", str(sample("mlp_cpp"))])
    assert status == 1
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "internal error" in err and "please report it at https://" in err
    saved = Path(re.search(r"details saved to (\S+);", err).group(1))
    assert saved.parent == tmp_path
    details = saved.read_text()
    assert "Traceback" in details and "ZeroDivisionError: a bug in the loader" in details


@pytest.mark.parametrize(
    "argv", [["summary", "--bogus", "x"], ["summary"], ["dot", "--level", "nope", "x"], ["--bogus"]]
)
def test_argument_errors_are_one_line(argv):
    assert_usage_error(argv, "--help")
