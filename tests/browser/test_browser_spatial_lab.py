"""notebooks/spatial_delivery.ipynb in real JupyterLab: the first round played again by clicks.

After Run All, the notebook's guided widget ``w`` (built from an exact scenario) has played a first
round from Python. The test sends it back to step 0 and plays the same round with the mouse only:
the card draft with a challenge and the challenged player's answer, a branch explored from Earth,
a paid step, two deliveries and the end of the round. The clicks must make exactly the choices
the notebook made, and the kernel's match is checked after.
"""

from __future__ import annotations

import pytest

import browser_harness as h
from widget_page import WidgetOnPage

pytestmark = pytest.mark.browser

NOTEBOOK = "spatial_delivery.ipynb"
ROOT = ".dw-root[data-game=spatial]"
_w = WidgetOnPage(ROOT)
root, cursor, wait_cursor, click_target, choose, prompt = _w.root, _w.cursor, _w.wait_cursor, _w.click_target, _w.choose, _w.prompt


# Element ids of the scenario (deltawidgets.games.spatial.board): the spoke between hexes (1,0)
# and (1,-1) is e17, the border between (1,0) and (2,-1) is e16, and v13 is the corner where
# (1,0), (2,-1) and (2,0) meet.
SPOKE, A_X, STATION = "e17", "e16", "v13"
#: what the page calls v13 (deltawidgets.games.spatial.words): hexes are named as drawn, A3 is (1,0)
STATION_NAME = "the corner of A3, B4 and B5"
RED_WORLD, BLUE_WORLD, FAR_WORLD = "h1,0", "h2,-1", "h0,-1"

STATE = """{
    "cursor": w.match.cursor, "round": s.round, "phase": s.phase, "start": s.start,
    "station": s.station[13], "segments": [s.segment[16], s.segment[17]],
    "scores": w.match.scores(), "first_delivery": [list(f) for f in s.fdt],
    "ships": list(s.ship), "error": w.error, "actions": [list(a) for a in w.match.actions],
}"""


def kernel_state(kernel) -> dict:
    return kernel.eval_json(STATE, setup="s = w.match.state")


# -- the page -------------------------------------------------------------------------------------


def hover_hint(page, target: str) -> str:
    """Hover board element ``target`` and return what the tip beside the pointer says it does
    (or why not), once Python's answer arrived."""
    root(page).locator(f'[data-role=board] [data-target="{target}"]').first.hover()
    hint = root(page).locator("[data-role=tip] .dw-tip-text")
    page.wait_for_function(
        "([sel]) => { const t = document.querySelector(sel + ' [data-role=tip] .dw-tip-text'); return !!t && !!t.textContent && t.textContent !== '…'; }",
        arg=[ROOT],
    )
    return hint.inner_text()


# -- the test -------------------------------------------------------------------------------------


@pytest.fixture
def lab_round(lab, shared_page, kernels):
    """spatial_delivery.ipynb opened and Run All done; the guided widget back at step 0."""
    page = shared_page  # the worker's JupyterLab page (conftest.py)
    if not (lab.root / NOTEBOOK).exists():
        pytest.fail(f"notebooks/{NOTEBOOK} is missing.", pytrace=False)
    h.lab_close_sessions(lab)  # a fresh kernel
    h.open_in_lab(page, lab, NOTEBOOK)
    h.run_all(page)
    root(page).wait_for()
    kernel = kernels(h.lab_connection_file(lab, h.lab_kernel_id(lab, NOTEBOOK)))
    played = kernel_state(kernel)
    assert played["round"] == 2 and played["error"] == "", "the notebook should have played round 1"
    kernel.run("w.goto(0)")
    wait_cursor(page, 0)
    return page, kernel, played["actions"]


def test_first_round_by_clicks(lab_round, artifacts):
    """ "1. Card Draft" with a challenge answered by the challenged player, then "2. Explore and
    Deliver": "About Exploration" (a branch of two segments from Earth, its cost shown before the
    station is built, paid card by card), "Moving Your Spaceship" (a paid step), "Deliveries"
    (two sales, one with a fee) and "3. End of Round"; hidden hands and screens in the page."""
    page, kernel, notebook_actions = lab_round

    # 1. Card Draft: Player 1 takes red; Player 2 challenges for it; Player 1 answers by giving it
    click_target(page, "g0")
    assert root(page).locator('[data-target="d0-0"]').count() == 1, "the taken card lies face up"
    click_target(page, "d0-0")
    assert "challenges you for a red Goods card" in prompt(page)
    assert root(page).locator("[data-role=challenge]").inner_text().startswith("Player 2 challenges Player 1")
    # hot-seat view of the challenged Player 1: no trace of Player 2's hand in the page
    assert root(page).locator('[data-role=hand][data-seat="1"]').count() == 0
    assert root(page).locator('[data-role=hand-size][data-seat="1"]').count() == 1
    click_target(page, "d0-0")  # clicking the challenged card gives it
    for slot in ("g2", "g1", "g0", "g3", "g1", "g0", "g3"):
        click_target(page, slot)
    assert "Explore, move your spaceship, deliver" in prompt(page)

    # About Exploration: from Earth along two borders; the cost is on the board before building
    click_target(page, "h0,0")
    click_target(page, SPOKE)
    click_target(page, A_X)
    cost = root(page).locator("[data-role=branch-cost]").inner_text()
    assert "A station here costs 4 cards" in cost and "scores 3 MSP" in cost, cost
    assert root(page).locator(f'[data-role=board] [data-target="{STATION}"].dw-target').count() == 1
    assert hover_hint(page, STATION) == (f"Build a station at {STATION_NAME}: pay 2 cards + red + blue (one of the goods may be any kind); +3 MSP")
    page.screenshot(path=str(artifacts / "spatial_lab_branch.png"), full_page=True)
    click_target(page, STATION)
    for card in ("Pay an Exploration card", "Pay an Exploration card", "Pay a red Goods card", "Pay a blue Goods card"):
        choose(page, card)
    st = kernel_state(kernel)
    assert st["station"] == 0 and st["segments"] == [0, 0] and st["scores"][0] == 3
    # the log names the station by the hexes drawn around it; hovering the line lights it
    built = root(page).locator("[data-role=log] li", has_text="built a route")
    assert f"a station at {STATION_NAME}" in built.inner_text()
    built.hover()
    assert root(page).locator(f'[data-role=board] [data-target="{STATION}"].dw-lit').count() == 1
    page.mouse.move(0, 0)

    # Player 2's view: Player 1's MSP are behind the screen; a world out of reach says why
    assert "MSP hidden" in root(page).locator('[data-role=player][data-seat="0"] [data-role=msp]').inner_text()
    assert root(page).locator('[data-role=hand][data-seat="0"]').count() == 0
    assert hover_hint(page, FAR_WORLD) == "Deliveries: your spaceship must be at a Trade Station to sell."

    # Moving Your Spaceship, then Deliveries: Player 2 steps to Player 1's station and sells blue
    assert root(page).locator(f'[data-role=board] [data-target="{STATION}"].dw-target').count() == 1
    assert hover_hint(page, STATION) == f"Move to Player 1's station at {STATION_NAME} (step 1: 1 card)"
    click_target(page, STATION)
    choose(page, "Pay an Exploration card")
    click_target(page, BLUE_WORLD)
    click_target(page, RED_WORLD)  # Player 1 sells red from their own station
    page.screenshot(path=str(artifacts / "spatial_lab_deliveries.png"), full_page=True)
    st = kernel_state(kernel)
    assert st["scores"] == [5, 2], "3 for the station + 1 fee + 1 for red; 2 for blue in ring 2"
    assert st["first_delivery"] == [[0, 1, 0, 0, 0], [0, 0, 1, 0, 0]]

    # 3. End of Round
    choose(page, "Done for this round")
    choose(page, "Done for this round")
    st = kernel_state(kernel)
    assert (st["round"], st["phase"], st["start"]) == (2, "draft", 1)
    assert st["ships"] == [96, 96], "spaceships are back at Earth"
    assert st["actions"] == notebook_actions, "the clicks made exactly the notebook's choices"
    assert st["error"] == "" and not page.page_errors
    assert root(page).locator("[data-role=map-status]").inner_text().startswith("Round 2 of 5")
    page.screenshot(path=str(artifacts / "spatial_lab_round_two.png"), full_page=True)
