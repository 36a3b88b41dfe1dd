"""notebooks/learn_delta_v.ipynb as a Voila app and in Notebook 7: the lesson pane renders, its
first step is played by clicks, and a wrong click is answered with the rule."""
from __future__ import annotations

import pytest

import browser_harness as h
import lesson_page as lp
from test_browser_deltav_notebook7 import notebook7  # noqa: F401 (a fixture)

pytestmark = pytest.mark.browser

NOTEBOOK = "learn_delta_v.ipynb"
MOVE_RULE = "Action: Move Rockets"


def check_first_step(page, kernel):
    assert lp.root(page).locator("[data-role=lesson-title]").inner_text() == "Fly out from the station"
    said = lp.first_step_with_a_misplay(page, kernel)
    assert MOVE_RULE in said and 'Hint: Press "Move rockets", click the station, then click A1.' in said


def test_lesson_in_voila(voila_app, browser_workdir, page, kernels):
    """Rulebook "Action: Move Rockets", in the Voila app of the lesson notebook."""
    check_first_step(page, lp.open_in_voila(voila_app, browser_workdir, page, kernels, NOTEBOOK))
    assert not page.page_errors


def test_lesson_in_notebook7(notebook7, page, kernels):  # noqa: F811 (the fixture)
    """Rulebook "Action: Move Rockets", in Jupyter Notebook 7."""
    page.goto(f"{notebook7.base}/notebooks/{NOTEBOOK}?token={h.TOKEN}")
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.wait_for(timeout=60_000)
    kernel = kernels(h.lab_connection_file(notebook7, kernel_id_of(page, notebook7)))
    kernel.run("1")
    before = list(page.page_errors)
    h.run_all(page)
    lp.root(page).locator("[data-role=lesson]").wait_for(timeout=60_000)
    check_first_step(page, kernel)
    assert page.page_errors == before


def kernel_id_of(page, srv, timeout_s: float = 60) -> str:
    for _ in range(int(timeout_s / 0.5)):
        try:
            return h.lab_kernel_id(srv, NOTEBOOK, timeout=0.1)
        except h.HarnessError:
            page.wait_for_timeout(500)
    raise h.HarnessError(f"Notebook 7 started no kernel for {NOTEBOOK} within {timeout_s:.0f} s.")
