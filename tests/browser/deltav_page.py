"""Playing the Delta V widget by clicks, and asking its kernel what happened.

The page is driven only through what a person uses: panel controls (``data-action``) and board
elements (``data-target``). After every click we wait for the widget root's ``data-cursor`` to
reach the expected step, so no test relies on sleeping.
"""

from __future__ import annotations

import json

#: An exact position (rulebook "Setting Up the Game" laid out by hand), two players, seat 0 first.
#: Values 7 to 9 are not in the default tile set, so those faces' hover titles ("Deltamite 7")
#: can come from nowhere else on the page.
SCENARIO = {
    "tiles": {
        "0,0": "alphatite:3",  # c0: Player 1 fulfils contract #1 (Alphatite) with it
        "0,1": "rocket_acquisition",  # c1: never seen by anyone
        "0,2": "gammatite:4",  # c2: Player 2 reveals it for contract #2 (Betamite): a mismatch
        "1,0": "deltamite:7",  # c7: seen by Player 2 only
        "2,0": "alphatite:1",  # c14: seen by Player 1 only
        "6,6": "betamite:8",  # c48: Player 2 moves a rocket onto it
    },
    "memory": [["2,0"], ["1,0"]],
}
PARAMS = {"players": 2, "first_player": 0}
#: hover titles of faces seat 0 has never seen, unique on the page
HIDDEN_FROM_SEAT0 = {"c7": "Deltamite 7", "c48": "Betamite 8"}

#: the notebook's first widget, the one the guided game plays (notebooks/delta_v.ipynb)
WIDGET = "w"
FIND_WIDGET = f"""
def _dw_widget():
    from deltawidgets.widgets import GameWidget
    if not isinstance(globals().get({WIDGET!r}), GameWidget):
        raise RuntimeError('the notebook defines no GameWidget called {WIDGET}')
    return {WIDGET}
"""

# A small JSON summary of the match behind the widget.
STATE = """{
    "cursor": _w.match.cursor, "length": _w.match.length,
    "players": _w.match.params.players, "turn": _w.match.state.turn,
    "current": _w.match.state.current, "phase": _w.match.state.phase,
    "contract_owner": _w.match.state.contract_owner,
    "faceup": sorted(_w.match.state.faceup),
    "rockets": [{str(k): v for k, v in d.items()} for d in _w.match.state.rockets],
    "shipyard": _w.match.state.shipyard,
    "collected": [[_w.match.state.cat.mineral[t] for t, _m in c] for c in _w.match.state.collected],
    "bribe_spent": _w.match.state.bribe_spent,
    "viewer": _w.viewer, "error": _w.error, "actions": [list(a) for a in _w.match.actions],
}"""


def match_state(kernel) -> dict:
    return kernel.eval_json(STATE, setup=FIND_WIDGET + "\n_w = _dw_widget()")


def load_scenario(kernel, scenario: dict = SCENARIO, params: dict = PARAMS, seed: int = 1) -> None:
    """Put the widget on an exact position through its public ``load`` (a record with a scenario)."""
    record = {
        "format": "deltawidgets.record",
        "version": 1,
        "game": "deltav",
        "rules_version": 1,
        "params": params,
        "seed": seed,
        "scenario": scenario,
        "actions": [],
    }
    kernel.run(FIND_WIDGET + f"\n_dw_widget().load(__import__('json').loads({json.dumps(json.dumps(record))}))")


def hidden_faces(kernel, viewer) -> dict[str, dict]:
    """Face-down tiles whose face ``viewer`` may not know, with the faces (from the "all" view)."""
    code = """{c["id"]: c["face"] for c in _w.match.observation("all")["cells"]
       if c["tile"] == "down" and "face" not in _w.match.observation(%r)["cells"][int(c["id"][1:])]}"""
    return kernel.eval_json(code % (viewer,), setup=FIND_WIDGET + "\n_w = _dw_widget()")


# -- the page ---------------------------------------------------------------------------------------

ROOT = ".dw-root[data-game=deltav]"


def root(page):
    """The widget ``w``: the first Delta V widget of the notebook (a second one plays vs bots)."""
    return page.locator(ROOT).first


def cursor(page) -> int:
    return int(root(page).get_attribute("data-cursor"))


def wait_cursor(page, step: int, timeout: float = 15_000) -> None:
    page.wait_for_selector(f'{ROOT}[data-cursor="{step}"]', timeout=timeout)


def prompt(page) -> str:
    return root(page).locator("[data-role=prompt]").inner_text()


def choose(page, label: str) -> None:
    """Click the choice button labelled ``label`` (exactly) and wait for the next step."""
    step = cursor(page)
    root(page).locator("[data-action=choice]:not([hidden])", has_text=label).filter(
        has=page.locator(f"xpath=self::*[normalize-space(.)={json.dumps(label)}]")
    ).click()
    wait_cursor(page, step + 1)


def click_target(page, target: str, label: str | None = None) -> None:
    """Click board element ``target`` (a highlighted one); pick ``label`` if a chooser opens."""
    step = cursor(page)
    el = root(page).locator(f'[data-target="{target}"].dw-target')
    el.wait_for()
    el.click()
    if label is not None:
        root(page).locator("[data-role=chooser] [data-action=choose]", has_text=label).click()
    wait_cursor(page, step + 1)


def press(page, action: str) -> None:
    """Click a panel control by its data-action (undo, redo, new-game, bot-step, ...)."""
    root(page).locator(f'[data-action="{action}"]').click()


def board_html(page) -> str:
    return root(page).locator("[data-role=board]").inner_html()


def cell_html(page, target: str) -> str:
    return root(page).locator(f'[data-role=board] [data-target="{target}"]').first.inner_html()


def play_first_turn(page, kernel, screenshot) -> dict:
    """Load the scenario, then by clicks: Player 1 buys a rocket, declares contract #1, reveals
    its Alphatite at A1, and Player 2 passes the bid-up. Saves ``screenshot``; returns the match."""
    load_scenario(kernel)
    root(page).locator("[data-target=c3].dv-none").wait_for()  # the scenario leaves D1 empty
    choose(page, "Buy a rocket")
    click_target(page, "k0")
    click_target(page, "c0")
    choose(page, "Pass")
    root(page).screenshot(path=str(screenshot))
    return match_state(kernel)


def assert_first_turn_played(page, st: dict) -> None:
    """What :func:`play_first_turn` must leave: contract #1 Player 1's, Player 2 to act."""
    assert st["actions"] == [["buy"], ["declare", 0], ["reveal", 0], ["pass"]]
    assert st["contract_owner"][0] == 0 and st["collected"][0] == ["alphatite"]
    assert (st["turn"], st["current"], st["phase"]) == (2, 1, "action")
    assert "Player 2" in prompt(page)
