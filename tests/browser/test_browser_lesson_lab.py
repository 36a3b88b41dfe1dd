"""The lessons in real JupyterLab: each game's whole lesson taken by clicks, with one deliberate
misplay answered by the rule that forbids it."""

from __future__ import annotations

import pytest

import browser_harness as h
import lesson_page as lp

pytestmark = pytest.mark.browser

NOTEBOOK = "learn_delta_v.ipynb"


def open_lesson(lab, page, kernels, notebook):
    """``notebook`` opened and run in JupyterLab: a client of its kernel. The lesson's first
    screen, the notebook at its top, is checked (issue 35 "Lessons")."""
    if not (lab.root / notebook).exists():
        pytest.fail(f"notebooks/{notebook} is missing.", pytrace=False)
    h.lab_close_sessions(lab)
    h.open_in_lab(page, lab, notebook)
    h.run_all(page)
    lp.root(page).locator("[data-role=lesson]").wait_for()
    kernel = kernels(h.lab_connection_file(lab, h.lab_kernel_id(lab, notebook)))
    lp.wait_lit_if_any(page, kernel)
    lp.first_screen_at_the_top(page, f"{notebook} in JupyterLab")
    return kernel


def test_the_delta_v_lesson_is_completed_by_clicks(lab, shared_page, kernels, artifacts):
    """Every rulebook section of Delta V, step by step ("Action: Move Rockets" to "Game End"); at
    "Action: Satellite Survey" a click on C3, under Player 2's rocket, is answered with that rule
    and the step's hint, and the position stays; the last step ends the game."""
    page = shared_page  # the worker's JupyterLab page (conftest.py)
    kernel = open_lesson(lab, page, kernels, NOTEBOOK)
    # the first step lights the "Move rockets" button and dims the board's tiles
    assert lp.root(page).locator("[data-action=choice].dw-lesson-focus").inner_text() == "Move rockets"
    assert lp.root(page).locator("[data-role=board] .dw-lesson-dim").count() > 40
    shown = lp.take_lesson(page, kernel, "deltav", misplay_at="survey", target="c16")  # C3
    assert len(shown) == 1
    assert "Action: Satellite Survey: you may not look at a tile with an opponent's rocket on it." in shown[0]
    assert "Hint: Press the survey button of your Alphatite bribe" in shown[0]
    lp.root(page).screenshot(path=str(artifacts / "lesson_lab_end.png"))
    st = lp.state(kernel)
    assert st["over"] and st["lesson"]["index"] == st["lesson"]["count"] - 1
    assert st["lesson"]["feedback"] == "Well done. The lesson is complete."
    assert "Game over: the last contract was fulfilled." in st["log"][-1]
    assert not page.page_errors


def test_the_spatial_delivery_lesson_is_completed_by_clicks(lab, shared_page, kernels, artifacts):
    """Every rulebook section of Spatial Delivery, "1. Card Draft" to "Scoring"; while exploring
    from Earth, a click on the border of A2 and A3 is answered with "About Exploration" (only a
    whole branch that can be paid for) and the step's hint, and the position stays; the last
    step ends the game."""
    page = shared_page  # the worker's JupyterLab page (conftest.py)
    kernel = open_lesson(lab, page, kernels, "learn_spatial_delivery.ipynb")
    shown = lp.take_lesson(page, kernel, "spatial", misplay_at="explore", target="e17")  # A2/A3
    assert len(shown) == 1
    assert "About Exploration: from there no whole branch could be finished and paid for (no partial branches)." in shown[0]
    assert "Hint: Click Earth, then the border between A3 and A4" in shown[0]
    lp.root(page).screenshot(path=str(artifacts / "lesson_spatial_lab_end.png"))
    st = lp.state(kernel)
    assert st["over"] and st["lesson"]["feedback"] == "Well done. The lesson is complete."
    assert st["log"][-1].startswith("Game over")
    assert not page.page_errors
