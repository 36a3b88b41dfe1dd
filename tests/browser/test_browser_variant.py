"""A rule variant played by clicks in real JupyterLab (issue 37, "a variant plays in the widget by
clicks (a browser test)"). A notebook cell defines Delta V's fuel variant as docs/variants.md
writes it; the next shows its widget (its own class, ``DeltavFuelWidget``, made after
``deltawidgets.widgets`` was imported), drawn by Delta V's board. A few turns are played by the
choice buttons and the board: each player buys a rocket, then Player 1 moves one, which spends the
Move action's one fuel. A click on the other rocket is refused with the variant's sentence, said
once, in the message line; finishing the move plays on. The page logs no console error
(``console_errors`` in conftest.py)."""

from __future__ import annotations

import pytest

import browser_harness as h
from widget_page import WidgetOnPage

pytestmark = pytest.mark.browser

NOTEBOOK = "_variant.ipynb"
CELLS = [
    # the variant as docs/variants.md ("Making a variant") writes it
    '''\
from pydantic import Field
from deltawidgets import get_game
from deltawidgets.games.deltav import actions

def fuel_left(s):
    return s.params.fuel - len(s.picks)

def fuel_legal(s):
    """Once the Move action's fuel is spent, finishing is the only choice left."""
    return [("done",)] if fuel_left(s) <= 0 else actions.move_pick_legal(s)

def fuel_refuse(s, a):
    if a[0] == "rocket" and fuel_left(s) <= 0:
        return f"Moving costs fuel: a Move action has {s.params.fuel} fuel, one for each rocket it moves, and this one's is spent."
    return actions.move_pick_refuse(s, a)

fuel = get_game("deltav").variant(
    "deltav-fuel",
    title="Delta V: moving costs fuel",
    steps={"move_pick": {"legal": fuel_legal, "refuse": fuel_refuse, "prompt": "Pick a rocket to move, or finish moving"}},
    options={"fuel": Field(2, ge=1, le=6, description="Fuel of a Move action: one for each rocket it moves")},
)
''',
    """\
from deltawidgets.widgets import DeltavFuelWidget
w = DeltavFuelWidget(seed=3, params={"players": 2, "first_player": 0, "fuel": 1, "contract_attempt": "optional"})
w
""",
]
FUEL = WidgetOnPage(".dw-root[data-game=deltav-fuel]")
REFUSED = "Moving costs fuel: a Move action has 1 fuel, one for each rocket it moves, and this one's is spent."


def test_a_variant_defined_in_a_cell_plays_by_clicks_and_says_its_refusal_once(lab, shared_page, kernels):
    page = shared_page  # the worker's JupyterLab page (conftest.py)
    h.write_notebook(lab.root / NOTEBOOK, CELLS)
    h.open_in_lab(page, lab, NOTEBOOK)
    h.run_all(page)
    kernel = kernels(h.lab_connection_file(lab, h.lab_kernel_id(lab, NOTEBOOK)))
    root = FUEL.root(page)
    root.wait_for()
    FUEL.wait_cursor(page, 0)
    assert kernel.eval_json("[type(w).__name__, w.game_name, w.renderer, w.title]") == [
        "DeltavFuelWidget",
        "deltav-fuel",
        "deltav",
        "Delta V: moving costs fuel",
    ]
    assert root.locator("[data-role=title]").inner_text().strip() == "Delta V: moving costs fuel"

    for _ in range(2):  # Player 1, then Player 2: buy a rocket, skip the contract attempt
        FUEL.choose(page, "Buy a rocket")
        FUEL.choose(page, "Skip the contract attempt")
    FUEL.choose(page, "Move rockets")
    assert FUEL.prompt(page) == "Player 1: Pick a rocket to move, or finish moving"  # the variant's prompt
    FUEL.click_target(page, "c24")  # a rocket of Player 1's on the station
    FUEL.click_target(page, "c0")  # flown to A1: the Move action's one fuel is spent
    assert [b.inner_text().strip() for b in root.locator("[data-action=choice]:not([hidden])").all()] == ["Finish moving"]

    # the other rocket on the station is no choice now: the variant says why, once, in the message line
    root.locator('[data-role=board] [data-target="c24"]').first.click()
    error = root.locator("[data-role=error]")
    page.wait_for_function("([el, text]) => el.textContent === text", arg=[error.element_handle(), REFUSED])
    assert error.get_attribute("data-kind") == "why"
    assert page.locator("body").inner_text().count(REFUSED) == 1 and root.locator("[data-role=tip]").is_hidden()
    assert FUEL.cursor(page) == 7

    FUEL.choose(page, "Finish moving")
    FUEL.choose(page, "Skip the contract attempt")
    st = kernel.eval_json("{'cursor': w.cursor, 'current': w.match.state.current, 'rockets': [sorted(r) for r in w.match.state.rockets], 'error': w.error}")
    assert st == {"cursor": 9, "current": 1, "rockets": [[0, 24], [24]], "error": ""}
    assert kernel.eval_json("[list(a) for a in w.match.actions][4:8]") == [["move"], ["rocket", 24], ["to", 0], ["done"]]
