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
    kernel_id = page.evaluate(
        "JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
    kernel = kernels(h.voila_connection_file(srv, kernel_id))
    dv.load_scenario(kernel)
    dv.root(page).locator("[data-target=c3].dv-none").wait_for()  # the scenario leaves D1 empty

    dv.choose(page, "Buy a rocket")
    dv.click_target(page, "k0")
    dv.click_target(page, "c0")
    dv.choose(page, "Pass")
    dv.root(page).screenshot(path=str(artifacts / "deltav_voila_after_turn.png"))

    st = dv.match_state(kernel)
    assert st["actions"] == [["buy"], ["declare", 0], ["reveal", 0], ["pass"]]
    assert st["contract_owner"][0] == 0 and st["collected"][0] == ["alphatite"]
    assert (st["turn"], st["current"], st["phase"]) == (2, 1, "action")
    assert "Player 2" in dv.prompt(page)
    assert not page.page_errors
