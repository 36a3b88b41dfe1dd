"""The lab widget's Tune tab in real JupyterLab (issue 24, "Rules tuned by search"), by clicks:
tick a rule option, give its range, set the budget, press Tune; the trials show as they finish,
Stop keeps what finished, and a short run to its end shows the best setting with its interval and
the search's plot. A search Python refuses (a range the rules refuse) is said on the error line
and nothing is played."""

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


def test_the_tune_tab_searches_stops_and_shows_the_best(lab, shared_page, kernels, artifacts):
    page = shared_page  # the worker's JupyterLab page (conftest.py)
    h.write_notebook(lab.root / NOTEBOOK, CELLS)
    h.lab_close_sessions(lab)
    h.open_in_lab(page, lab, NOTEBOOK)
    h.run_all(page)
    kernel = kernels(h.lab_connection_file(lab, h.lab_kernel_id(lab, NOTEBOOK)))
    r = page.locator(ROOT).first
    tab = r.locator("[data-role=lab-tune]")
    tab.locator("summary").click()
    tab.locator('[data-role=tune-pick][data-option=alien_limit]').check()

    # a range the rules refuse: Python's sentence, no trial played
    tab.locator('[data-role=tune-lo][data-option=alien_limit]').fill("0")
    tab.locator('[data-role=tune-hi][data-option=alien_limit]').fill("4")
    tab.locator("[data-role=tune-trials]").fill("3")
    tab.locator("[data-role=tune-games]").fill("8")
    tab.locator("[data-action=tune-run]").click()
    r.locator("[data-role=error]", has_text="alien_limit").wait_for(timeout=30_000)
    assert kernel.eval_json("len(lw.tuning.get('trials', []))") == 0

    # a long search, stopped after its first trial: what finished is kept
    tab.locator('[data-role=tune-lo][data-option=alien_limit]').fill("1")
    tab.locator("[data-role=tune-trials]").fill("60")
    tab.locator("[data-role=tune-games]").fill("40")
    tab.locator("[data-action=tune-run]").click()
    tab.locator("[data-role=tune-trial]").first.wait_for(timeout=60_000)
    tab.locator("[data-action=tune-stop]").click()
    page.wait_for_function("el => el.getAttribute('data-running') === 'false'", arg=tab.element_handle(), timeout=60_000)
    kept = kernel.eval_json("len(lw.tuning['trials'])")
    assert 1 <= kept < 60 and "Stopped" in tab.locator("[data-role=tune-status]").inner_text()
    assert tab.locator("[data-role=tune-trial]").count() == kept

    # a short search to its end: the best setting, its interval and the plot
    tab.locator("[data-role=tune-trials]").fill("3")
    tab.locator("[data-role=tune-games]").fill("8")
    tab.locator("[data-action=tune-run]").click()
    page.wait_for_function("el => el.getAttribute('data-running') === 'true'", arg=tab.element_handle(), timeout=30_000)
    page.wait_for_function("el => el.getAttribute('data-running') === 'false'", arg=tab.element_handle(), timeout=120_000)
    best = tab.locator("[data-role=tune-best]").inner_text()
    assert best.startswith("Best: alien_limit = ") and "95 % interval" in best
    assert tab.locator("[data-role=tune-plot]").is_visible()
    assert kernel.eval_json("lw.error") == ""
    page.screenshot(path=str(artifacts / "lab_tune.png"), full_page=False)
    assert not page.page_errors
