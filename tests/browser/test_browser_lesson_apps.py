"""The lesson notebooks as a Voila app and in Notebook 7: the lesson pane renders, steps are
played by clicks, a wrong click is answered with the rule, and the buttons every lesson has
(progress bar, prediction, Show me, Retry, Back, Skip) work by clicks."""

from __future__ import annotations

import pytest

import browser_harness as h
import lesson_page as lp
from test_browser_deltav_notebook7 import notebook7  # noqa: F401 (a fixture)

pytestmark = pytest.mark.browser

DELTAV = "learn_delta_v.ipynb"
SPATIAL = "learn_spatial_delivery.ipynb"
MOVE_RULE = "Action: Move Rockets"


def check_first_step(page, kernel):
    assert lp.root(page).locator("[data-role=lesson-title]").inner_text() == "Fly out from the station"
    # the sections step 1 only explains are said, with why no click can show them, under
    # "More about this step"
    lp.root(page).locator("[data-role=lesson-about] > summary").click()
    told = lp.root(page).locator("[data-role=lesson-explains]").inner_text()
    assert "Explained, not played: Setting Up the Game (the field is laid before anyone moves" in told
    said = lp.first_step_with_a_misplay(page, kernel)
    assert MOVE_RULE in said and 'Hint: Press "Move rockets", click the station, then click A1.' in said


def open_notebook7(notebook7, page, kernels, notebook):  # noqa: F811 (the fixture)
    page.goto(f"{notebook7.base}/notebooks/{notebook}?token={h.TOKEN}")
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.wait_for(timeout=60_000)
    h.wait_notebook7(page)
    kernel = kernels(h.lab_connection_file(notebook7, kernel_id_of(page, notebook7, notebook)))
    kernel.run("1")
    before = list(page.page_errors)
    h.run_all(page)
    lp.root(page).locator("[data-role=lesson]").wait_for(timeout=60_000)
    lp.wait_lit_if_any(page, kernel)
    lp.first_screen_at_the_top(page, f"{notebook} in Notebook 7")
    return kernel, before


def test_delta_v_lesson_in_voila(voila_app, browser_workdir, page, kernels, artifacts):
    """Rulebook "Action: Move Rockets" played in the Voila app of the lesson notebook; then the
    buttons at "Bribe: Bidding Up" (three moves, a prediction)."""
    kernel = lp.open_in_voila(voila_app, browser_workdir, page, kernels, DELTAV)
    lp.root(page).screenshot(path=str(artifacts / "lesson_voila_first_step.png"))
    check_first_step(page, kernel)
    lp.generic_buttons(page, kernel, "deltav", "bid")
    assert "Player 1 failed contract #4" in " ".join(lp.state(kernel)["log"])
    assert not page.page_errors


def test_spatial_delivery_lesson_in_voila(voila_app, browser_workdir, page, kernels):
    """Spatial Delivery in Voila: at "Deliveries" (one sale a turn, a marked world is closed) a
    click on A3, which holds Player 2's Sale Marker, is answered with that rule and the hint and
    nothing moves; then the buttons at the challenge step ("1. Card Draft": two moves, a
    prediction)."""
    kernel = lp.open_in_voila(voila_app, browser_workdir, page, kernels, SPATIAL)
    from deltawidgets.lessons import load_lesson

    lesson = load_lesson("spatial")
    i = lesson.step_index("own-station")
    lp.jump(page, i, len(lesson.steps))
    lp.answer(page, lesson.steps[i].predict.choices.index(lesson.steps[i].predict.answer))
    said = lp.misplay(page, kernel, "h1,0")  # A3
    assert "Deliveries: that world already has a Sale Marker this round." in said and "Hint: Click B4 to sell red" in said
    lp.generic_buttons(page, kernel, "spatial", "challenge")
    assert "Player 1 refused" in " ".join(lp.state(kernel)["log"])
    assert not page.page_errors


def test_delta_v_lesson_in_notebook7(notebook7, page, kernels):  # noqa: F811 (the fixture)
    """Rulebook "Action: Move Rockets", in Jupyter Notebook 7."""
    kernel, before = open_notebook7(notebook7, page, kernels, DELTAV)
    check_first_step(page, kernel)
    assert page.page_errors == before


def test_spatial_delivery_lesson_in_notebook7(notebook7, page, kernels):  # noqa: F811 (the fixture)
    """Spatial Delivery in Notebook 7: "1. Card Draft" by clicks, then the three-player step
    ("Ending the Game") reached by the progress bar, with three seats, played by clicks."""
    kernel, before = open_notebook7(notebook7, page, kernels, SPATIAL)
    from deltawidgets.lessons import load_lesson

    lesson = load_lesson("spatial")
    lp.play_lit(page, kernel)
    lp.root(page).locator('[data-role=lesson-feedback][data-kind="ok"]').wait_for()
    assert "Player 1 took the red Goods card from the pool." in lp.state(kernel)["log"]
    i = lesson.step_index("six-rounds")
    lp.jump(page, i, len(lesson.steps))
    assert kernel.eval_json("lesson.players") == 3
    lp.answer(page, lesson.steps[i].predict.choices.index(lesson.steps[i].predict.answer))
    lp.play_lit(page, kernel)
    assert "Round 6 begins; Player 2 is the Starting Player." in kernel.eval_json("lesson.log_lines")
    assert page.page_errors == before


def kernel_id_of(page, srv, notebook, timeout_s: float = 60) -> str:
    for _ in range(int(timeout_s / 0.5)):
        try:
            return h.lab_kernel_id(srv, notebook, timeout=0.1)
        except h.HarnessError:
            page.wait_for_timeout(500)
    raise h.HarnessError(f"Notebook 7 started no kernel for {notebook} within {timeout_s:.0f} s.")
