"""`inductor-explore serve`: refusals on the command line, which requests the server answers, and the
explorer in a real browser (Debian's chromium, headless, through chromedriver): the page loads, a key
changes the view.

The browser test reads the screen from the page itself: xterm.js's buffer, through its public API
(`buffer.active.getLine(y).translateToString()`). textual-serve's page keeps its Terminal in a closure, so
a script that runs before the page's own catches each Terminal as its constructor stores its add-on
manager (a property set once, only there).
"""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from inductor_explorer.cli import DEMO_RUN, main

CHROMIUM = shutil.which("chromium")
CHROMEDRIVER = shutil.which("chromedriver")

CATCH_TERMINALS = """
Object.defineProperty(Object.prototype, "_addonManager", {
  configurable: true,
  set(value) {
    Object.defineProperty(this, "_addonManager", {value, writable: true, configurable: true});
    (window.__terminals = window.__terminals || []).push(this);
  },
});
"""
SCREEN_TEXT = """
const term = (window.__terminals || [])[0];
if (!term) { return null; }
const buffer = term.buffer.active, lines = [];
for (let y = 0; y < term.rows; y++) { lines.push(buffer.getLine(y).translateToString(true)); }
return lines.join("\\n");
"""


def live_members(pgid: int) -> list[int]:
    """The processes of process group PGID that are still running (zombies, already ended, left out)."""
    members = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # ended while listed
        if int(fields[2]) == pgid and fields[0] != "Z":
            members.append(int(stat.parent.name))
    return members


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_host_others_can_reach_is_refused_without_allow_remote(capsys):
    pytest.importorskip("textual_serve")
    assert main(["serve", "--demo", "--host", "0.0.0.0"]) == 2
    err = capsys.readouterr().err
    assert "--allow-remote" in err and "read the artifacts" in err and err.count("\n") == 1


@pytest.mark.parametrize(
    "argv", [["serve"], ["serve", "--demo", str(DEMO_RUN)], ["serve", "--demo", "--port", "0"]]
)
def test_serve_usage_errors_are_one_line(argv, capsys):
    assert main(argv) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_a_folder_that_cannot_be_explored_is_refused_before_serving(tmp_path, capsys):
    pytest.importorskip("textual_serve")
    assert main(["serve", str(tmp_path), "--port", str(free_port())]) == 2
    assert str(tmp_path) in capsys.readouterr().err


def test_only_requests_to_the_server_by_its_own_name_are_answered():
    serve = pytest.importorskip("inductor_explorer.serve")
    allowed = serve.request_allowed
    assert allowed({"Host": "127.0.0.1:8000"}, loopback_only=True)
    assert allowed({"Host": "localhost:9000", "Origin": "http://localhost:9000"}, loopback_only=True)
    assert allowed({"Host": "[::1]:8000", "Origin": "http://[::1]:8000"}, loopback_only=True)
    # another web site's page, open in the same browser, opening the WebSocket
    assert not allowed({"Host": "127.0.0.1:8000", "Origin": "https://example.org"}, loopback_only=True)
    # a web site's name rebound to 127.0.0.1
    assert not allowed(
        {"Host": "rebound.example.org:8000", "Origin": "http://rebound.example.org:8000"}, loopback_only=True
    )
    assert allowed({"Host": "gpu-box:8000", "Origin": "http://gpu-box:8000"}, loopback_only=False)
    assert not allowed({"Host": "gpu-box:8000", "Origin": "http://example.org"}, loopback_only=False)
    assert serve.is_loopback("localhost") and serve.is_loopback("127.0.0.2") and serve.is_loopback("[::1]")
    assert not serve.is_loopback("0.0.0.0") and not serve.is_loopback("gpu-box")


@pytest.fixture(scope="module")
def served_demo(tmp_path_factory):
    """`inductor-explore serve --demo` on a free port of 127.0.0.1; the server and every explorer it
    started (its process group) are stopped afterwards."""
    pytest.importorskip("textual_serve")
    port = free_port()
    env = dict(os.environ, INDUCTOR_EXPLORER_CACHE=str(tmp_path_factory.mktemp("serve-cache")))
    log = tmp_path_factory.mktemp("serve-log") / "serve.log"
    with log.open("wb") as out:
        server = subprocess.Popen(
            [sys.executable, "-m", "inductor_explorer", "serve", "--demo", "--port", str(port)],
            stdout=out,
            stderr=subprocess.STDOUT,
            env=env,
            start_new_session=True,
        )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"serve did not start: {log.read_text(errors='replace')}")
                time.sleep(0.2)
        yield port, log
    finally:
        if server.poll() is None:
            server.send_signal(signal.SIGTERM)  # textual-serve stops its explorers and exits
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        deadline = time.monotonic() + 20
        while live_members(server.pid) and time.monotonic() < deadline:
            time.sleep(0.2)
        left = live_members(server.pid)
        if left:
            os.killpg(server.pid, signal.SIGKILL)
        assert not left, f"explorers left running after the server stopped: {left}"


def test_serving_says_who_can_read_the_artifacts(served_demo):
    _, log = served_demo
    text = log.read_text(errors="replace")
    assert f"serving {DEMO_RUN} on http://127.0.0.1:" in text
    assert (
        "Anyone who can reach the port (anyone who can log in to this machine) can read these artifacts"
        in text
    )


def test_a_websocket_from_another_site_is_refused(served_demo):
    aiohttp = pytest.importorskip("aiohttp")
    port, _ = served_demo

    async def status(origin: str) -> int:
        async with aiohttp.ClientSession() as client:
            try:
                async with client.ws_connect(f"http://127.0.0.1:{port}/ws", origin=origin) as ws:
                    await ws.close()
                    return 101
            except aiohttp.WSServerHandshakeError as exc:
                return exc.status

    assert asyncio.run(status("https://example.org")) == 403
    assert asyncio.run(status(f"http://127.0.0.1:{port}")) == 101


def _screen(driver, wanted: str, timeout: float = 120) -> str:
    """The page's terminal text once it contains WANTED (the last text seen in the failure message)."""
    deadline = time.monotonic() + timeout
    text = None
    while time.monotonic() < deadline:
        text = driver.execute_script(SCREEN_TEXT)
        if text is not None and wanted in text:
            return text
        time.sleep(0.25)
    pytest.fail(f"{wanted!r} never appeared in the browser's terminal; last screen:\n{text}")


@pytest.mark.skipif(not (CHROMIUM and CHROMEDRIVER), reason="chromium and chromedriver are not installed")
def test_the_explorer_in_chromium_loads_and_follows_a_key(served_demo, tmp_path):
    webdriver = pytest.importorskip("selenium.webdriver")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--window-size=1400,900",
        f"--user-data-dir={tmp_path / 'profile'}",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path=CHROMEDRIVER))
    try:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": CATCH_TERMINALS})
        driver.get(f"http://127.0.0.1:{served_demo[0]}/")
        graph = sorted(p.name for p in Path(DEMO_RUN).glob("run_*/torchinductor/*_forward_*"))[0]
        first = _screen(driver, graph)
        assert "Overview" in first.splitlines()[0] and "Kernel" not in first.splitlines()[0]
        driver.find_element("css selector", "textarea.xterm-helper-textarea").send_keys("2")
        kernel = _screen(driver, "Triton source")
        assert "Kernel" in kernel.splitlines()[0]
        assert "triton_" in kernel
    finally:
        driver.quit()


def test_without_the_serve_extra_serve_says_how_to_install_it(monkeypatch, capsys):
    for name in ("textual_serve", "textual_serve.server"):
        monkeypatch.setitem(sys.modules, name, None)  # as if textual-serve were not installed
    monkeypatch.delitem(sys.modules, "inductor_explorer.serve", raising=False)
    with socket.socket() as taken:  # were the import to succeed, serving would stop here, not block
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        assert main(["serve", "--demo", "--port", str(taken.getsockname()[1])]) == 2
    assert "pip install 'inductor-explore[serve]'" in capsys.readouterr().err
