"""notebooks/delta_v.ipynb in Jupyter Notebook 7 (`python -m notebook`): the widget renders and
plays a turn by clicks."""

from __future__ import annotations

import subprocess
import sys

import pytest

import browser_harness as h
import deltav_page as dv

pytestmark = pytest.mark.browser

NOTEBOOK = "delta_v.ipynb"


@pytest.fixture(scope="module")
def notebook7(browser_workdir):
    """A Notebook 7 server on a free port over a copy of notebooks/, as the JupyterLab fixture."""
    work = browser_workdir / "notebook7"
    root = h.copy_notebooks(work / "notebooks")
    env = h.jupyter_env(work / "jupyter")
    port = h.free_port()
    log = work / "notebook7.log"
    cmd = [
        sys.executable,
        "-m",
        "notebook",
        "--no-browser",
        "--allow-root",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={h.TOKEN}",
        f"--ServerApp.root_dir={root}",
    ]
    proc = subprocess.Popen(cmd, env=env, cwd=root, stdout=log.open("wb"), stderr=subprocess.STDOUT)
    srv = h.Server(proc, port, root, env, log, "notebook7")
    try:
        h.wait_http(f"{srv.base}/api/status?token={h.TOKEN}", proc, log)
        yield srv
    finally:
        srv.stop()


def kernel_id(page, srv, timeout_s: float = 60) -> str:
    """Wait for the notebook's kernel while Playwright keeps serving the page's routed requests
    (a blocking sleep here would stall the page, and no kernel would ever start)."""
    for _ in range(int(timeout_s / 0.5)):
        try:
            return h.lab_kernel_id(srv, NOTEBOOK, timeout=0.1)
        except h.HarnessError:
            page.wait_for_timeout(500)
    raise h.HarnessError(f"Notebook 7 started no kernel for {NOTEBOOK} within {timeout_s:.0f} s.")


def test_notebook7_renders_and_plays_a_turn(notebook7, page, kernels, artifacts):
    """Rulebook "Play": in Notebook 7, Player 1 buys a rocket ("Action: Buy a Rocket"), declares
    contract #1 and reveals its Alphatite ("Reveal the Asteroid Tiles"); Player 2 passes
    ("Bribe: Bidding Up"), and the turn passes to Player 2."""
    page.goto(f"{notebook7.base}/notebooks/{NOTEBOOK}?token={h.TOKEN}")
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.wait_for(timeout=60_000)
    h.wait_notebook7(page)
    kernel = kernels(h.lab_connection_file(notebook7, kernel_id(page, notebook7)))
    kernel.run("1")  # answers once the kernel has started
    before = list(page.page_errors)  # Notebook 7's own start-up may log errors that are not ours
    h.run_all(page)
    dv.root(page).wait_for(timeout=60_000)
    st = dv.play_first_turn(page, kernel, artifacts / "deltav_notebook7_after_turn.png")
    dv.assert_first_turn_played(page, st)
    assert page.page_errors == before
