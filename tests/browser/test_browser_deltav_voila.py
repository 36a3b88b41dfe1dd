"""notebooks/delta_v.ipynb served by Voila as an app: the widget takes clicks and plays a turn."""

from __future__ import annotations

import shutil

import pytest

import browser_harness as h
import deltav_page as dv

pytestmark = pytest.mark.browser

NOTEBOOK = "delta_v.ipynb"


def test_voila_app_plays_a_turn(voila_app, browser_workdir, page, kernels, artifacts):
    """Rulebook "Play": in the Voila app, Player 1 buys a rocket ("Action: Buy a Rocket") and
    fulfils contract #1 ("2) Try to Fulfill a Contract"; Player 2 passes "Bribe: Bidding Up");
    the turn passes to Player 2."""
    src = h.REPO / "notebooks" / NOTEBOOK
    if not src.exists():
        pytest.fail(f"notebooks/{NOTEBOOK} is missing.", pytrace=False)
    app_dir = browser_workdir / "voila-app"
    app_dir.mkdir(exist_ok=True)
    nb = shutil.copy(src, app_dir / NOTEBOOK)
    srv = voila_app(nb)
    page.goto(srv.base + "/")
    dv.root(page).wait_for(timeout=60_000)
    kernel_id = page.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
    kernel = kernels(h.voila_connection_file(srv, kernel_id))
    st = dv.play_first_turn(page, kernel, artifacts / "deltav_voila_after_turn.png")
    dv.assert_first_turn_played(page, st)
    assert not page.page_errors
