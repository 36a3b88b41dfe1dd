"""The lab widget's Tune tab in real JupyterLab (issue 24, "Rules tuned by search"; issue 34,
"Tuning that says when it cannot tell"), by clicks: the tab offers only the rule options a
designer tunes, each with the range the rules accept; tick one, give its range, set the budget,
press Tune; the trials show as they finish, Stop keeps what finished, and a short run to its end
shows the verdict of the finalists played again on fresh seeds, the best setting with its
interval and the search's plot. A search Python refuses (a range the rules refuse) is said beside
the Tune button, in the game's title, and nothing is played."""

from __future__ import annotations

import pytest

import browser_harness as h

pytestmark = pytest.mark.browser

NOTEBOOK = "_lab_tune.ipynb"
CELLS = [
    """\
from deltawidgets.widgets import LabWidget
lw = LabWidget("deltav", options={"players": 2, "alien_limit": 1}, games=5, seed=0)
""",
    "lw",
]
ROOT = ".dw-lab"


def test_the_tune_tab_searches_stops_and_shows_the_verdict(lab, shared_page, kernels, artifacts):
    page = shared_page  # the worker's JupyterLab page (conftest.py)
    h.write_notebook(lab.root / NOTEBOOK, CELLS)
    h.lab_close_sessions(lab)
    h.open_in_lab(page, lab, NOTEBOOK)
    h.run_all(page)
    kernel = kernels(h.lab_connection_file(lab, h.lab_kernel_id(lab, NOTEBOOK)))
    r = page.locator(ROOT).first
    tab = r.locator("[data-role=lab-tune]")
    tab.locator("summary").click()

    # only what a designer tunes: no player count, seat or safety guard; the range the rules accept
    offered = tab.locator("[data-role=tune-pick]").evaluate_all("els => els.map(e => e.dataset.option)")
    assert "alien_limit" in offered and not {"players", "first_player", "turn_limit"} & set(offered)
    assert tab.locator('[data-role=tune-hi][data-option=alien_limit]').input_value() == "5"  # the Alien Encounters, not 20
    tab.locator('[data-role=tune-pick][data-option=alien_limit]').check()

    # a range the rules refuse: Python's sentence beside the Tune button, not on the lab's line; no trial played
    tab.locator('[data-role=tune-lo][data-option=alien_limit]').fill("1")
    tab.locator('[data-role=tune-hi][data-option=alien_limit]').fill("9")
    tab.locator("[data-role=tune-trials]").fill("3")
    tab.locator("[data-role=tune-games]").fill("8")
    tab.locator("[data-action=tune-run]").click()
    said = tab.locator("[data-role=tune-error]", has_text="alien_limit")
    said.wait_for(timeout=30_000)
    assert "Alien Encounter" in said.inner_text() and r.locator("[data-role=error]").first.inner_text() == ""
    controls = tab.locator("[data-role=tune-controls]").bounding_box()
    beside = said.bounding_box()
    assert 0 <= beside["y"] - (controls["y"] + controls["height"]) < 40  # right under the Tune button's row
    assert kernel.eval_json("len(lw.tuning.get('trials', []))") == 0

    # a long search, stopped after its first trial: what finished is kept; the status names the game
    tab.locator('[data-role=tune-hi][data-option=alien_limit]').fill("5")
    tab.locator("[data-role=tune-pick][data-option=contract_attempt]").check()  # 10 settings
    tab.locator("[data-role=tune-trials]").fill("10")
    tab.locator("[data-role=tune-games]").fill("40")
    tab.locator("[data-action=tune-run]").click()
    tab.locator("[data-role=tune-trial]").first.wait_for(timeout=60_000)
    status = tab.locator("[data-role=tune-status]").inner_text()
    assert status.startswith("Tuning Delta V: ") and status.rstrip().endswith(" s") and "deltav" not in status
    assert tab.locator("[data-role=tune-error]").inner_text() == ""
    tab.locator("[data-action=tune-stop]").click()
    page.wait_for_function("el => el.getAttribute('data-running') === 'false'", arg=tab.element_handle(), timeout=60_000)
    kept = kernel.eval_json("len(lw.tuning['trials'])")
    assert 1 <= kept < 10 and "Stopped" in tab.locator("[data-role=tune-status]").inner_text()
    assert tab.locator("[data-role=tune-trial]").count() == kept

    # a short search to its end: every setting once, the finalists again on fresh seeds, the verdict
    tab.locator("[data-role=tune-pick][data-option=contract_attempt]").uncheck()
    tab.locator('[data-role=tune-lo][data-option=alien_limit]').fill("3")
    tab.locator("[data-role=tune-trials]").fill("6")
    tab.locator("[data-role=tune-games]").fill("8")
    tab.locator("[data-action=tune-run]").click()
    page.wait_for_function("el => el.getAttribute('data-running') === 'true'", arg=tab.element_handle(), timeout=30_000)
    page.wait_for_function("el => el.getAttribute('data-running') === 'false'", arg=tab.element_handle(), timeout=120_000)
    assert tab.locator("[data-role=tune-trial]").count() == 3  # 3, 4 and 5: each tried once
    verdict = tab.locator("[data-role=tune-verdict]").inner_text()
    assert verdict.startswith("alien_limit ") and "the rulebook's 5" in verdict and "95 % interval" in verdict
    assert tab.locator("[data-role=tune-verdict] code").first.inner_text() == "alien_limit"
    assert tab.locator("[data-role=tune-replayed]").count() == 3
    best = tab.locator("[data-role=tune-best]").inner_text()
    assert best.startswith("Best on the search's seeds: alien_limit = ") and "95 % interval" in best
    assert tab.locator("[data-role=tune-plot]").is_visible()
    assert tab.locator("[data-role=tune-status]").inner_text().startswith("Tuned Delta V in ")
    assert kernel.eval_json("lw.error") == ""
    page.screenshot(path=str(artifacts / "lab_tune.png"), full_page=False)
    assert not page.page_errors
