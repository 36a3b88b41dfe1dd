"""notebooks/learn_delta_v.ipynb in real JupyterLab: the whole Delta V lesson taken by clicks,
with one deliberate misplay answered by the rule that forbids it."""
from __future__ import annotations

import pytest

import browser_harness as h
import lesson_page as lp

pytestmark = pytest.mark.browser

NOTEBOOK = "learn_delta_v.ipynb"


def test_the_delta_v_lesson_is_completed_by_clicks(lab, page, kernels, artifacts):
    """Every rulebook section of Delta V, step by step ("Action: Move Rockets" to "Game End"); at
    "Action: Satellite Survey" a click on C3, under Player 2's rocket, is answered with that rule
    and the step's hint, and the position stays; the last step ends the game."""
    if not (lab.root / NOTEBOOK).exists():
        pytest.fail(f"notebooks/{NOTEBOOK} is missing.", pytrace=False)
    h.lab_close_sessions(lab)
    h.open_in_lab(page, lab, NOTEBOOK)
    h.run_all(page)
    lp.root(page).locator("[data-role=lesson]").wait_for()
    kernel = kernels(h.lab_connection_file(lab, h.lab_kernel_id(lab, NOTEBOOK)))
    # the first step lights the "Move rockets" button and dims the board's tiles
    assert lp.root(page).locator("[data-action=choice].dw-lesson-focus").inner_text() == "Move rockets"
    assert lp.root(page).locator("[data-role=board] .dw-lesson-dim").count() > 40
    shown = lp.take_lesson(page, kernel)
    assert len(shown) == 1
    assert "Action: Satellite Survey: you may not look at a tile with an opponent's rocket on it." in shown[0]
    assert "Hint: Press the survey button of your Alphatite bribe" in shown[0]
    lp.root(page).screenshot(path=str(artifacts / "lesson_lab_end.png"))
    st = lp.state(kernel)
    assert st["over"] and st["lesson"]["index"] == st["lesson"]["count"] - 1
    assert st["lesson"]["feedback"] == "Well done. The lesson is complete."
    assert "Game over: the last contract was fulfilled." in st["log"][-1]
    assert not page.page_errors
