"""The Vesta Gold Rush lesson (notebooks/learn_vesta_gold_rush.ipynb) taken by clicks: the whole
lesson in real JupyterLab with one deliberate misplay answered by the rule that forbids it, and
its first step in the notebook's Voila app."""

from __future__ import annotations

import pytest

import lesson_page as lp
from test_browser_lesson_lab import open_lesson

pytestmark = pytest.mark.browser

NOTEBOOK = "learn_vesta_gold_rush.ipynb"
D3 = "h21"  # place (column 3, row D): column * 9 + row
BLOCKED = "3.1 Movement: another prospector is on D3; only the Space Saloon holds several."


def test_the_vesta_lesson_is_completed_by_clicks(lab, shared_page, kernels, artifacts):
    """Every section of Vesta Gold Rush, from "2.6.1 Starting positions" to "4. Game ending and
    victory", by clicks on the lit places, cards, players and buttons. Crossing the empty space
    E3 (3.1 Movement), a click on D3, where Player 2 stands, is answered with that rule (the
    engine's explain) and the step's hint, and the position stays; the last step ends the game
    by the titanium running out."""
    page = shared_page  # the worker's JupyterLab page (conftest.py)
    kernel = open_lesson(lab, page, kernels, NOTEBOOK)
    # the first step lights A3, next to the start area, and dims the other places
    assert lp.root(page).locator("[data-role=board] .dw-lesson-focus").first.get_attribute("data-target") == "h18"
    assert lp.root(page).locator("[data-role=board] .vg-place.dw-lesson-dim").count() == 44
    shown = lp.take_lesson(page, kernel, "vesta", misplay_at="through-space", target=D3)
    assert len(shown) == 1
    assert BLOCKED in shown[0] and 'Hint: Click E3, then E4, then press "Stop".' in shown[0]
    lp.root(page).screenshot(path=str(artifacts / "lesson_vesta_lab_end.png"))
    st = lp.state(kernel)
    assert st["over"] and st["lesson"]["index"] == st["lesson"]["count"] - 1
    assert st["lesson"]["feedback"] == "Well done. The lesson is complete."
    assert st["log"][-1] == "Game over: the titanium markers ran out and every player had one more game turn."
    assert not page.page_errors


def test_the_vesta_lesson_in_voila(voila_app, browser_workdir, page, kernels):
    """The lesson notebook as a Voila app: step 1 ("2.6.1 Starting positions") by clicks, after a
    click on B1, which is not next to the start area, that the rule "3.1 Movement" refuses with
    the position unchanged."""
    kernel = lp.open_in_voila(voila_app, browser_workdir, page, kernels, NOTEBOOK)
    assert lp.root(page).locator("[data-role=lesson-title]").inner_text() == "Fly from the start area into the belt"
    said = lp.misplay(page, kernel, "h1")  # B1
    assert "3.1 Movement: one action moves one tile, to a neighbouring one; B1 is not next to you." in said
    lp.play_lit(page, kernel)  # A3
    lp.play_lit(page, kernel)  # Stop
    lp.root(page).locator('[data-role=lesson-feedback][data-kind="ok"]').wait_for()
    assert lp.state(kernel)["log"][-2:] == ["Player 1 ended the action phase.", "Player 2's action phase (3 actions)."]
    assert not page.page_errors
