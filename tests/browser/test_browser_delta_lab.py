"""notebooks/delta.ipynb in real JupyterLab: the first round played again by clicks.

After Run All, the notebook's guided widget ``w`` has played the first round of a two-player game
from Python. The test sends it back to step 0 and plays the same round with the mouse: each
choice is a click on the board element it is drawn on (a turn order space, a card in hand, a
section, a bonus tile, an invention, an island, a card on display, a discard pile), or on its
button when it has none ("End the turn"). The clicks must make exactly the notebook's choices;
the kernel's match is checked after. Then a seat's page holds no card of another seat's hand, and
the board reads in the light and dark themes (contrast, layout, hit boxes).
"""

from __future__ import annotations

import json

import pytest

import ux_checks as ux
from test_browser_ux import presentation, set_theme
from widget_page import WidgetOnPage, open_and_run

pytestmark = pytest.mark.browser

NOTEBOOK = "delta.ipynb"
ROOT = ".dw-root[data-game=delta]"
_w = WidgetOnPage(ROOT)
root, cursor, wait_cursor = _w.root, _w.cursor, _w.wait_cursor


STATE = """{
    "cursor": w.match.cursor, "round": s.round, "error": w.error, "actions": [list(a) for a in w.match.actions],
    "explored": [list(x) for x in s.explored], "inventions": [len(x) for x in s.inventions],
    "hands": [len(x) for x in s.hand], "removed": len(s.box),
}"""


def kernel_state(kernel) -> dict:
    return kernel.eval_json(STATE, setup="s = w.match.state")


def play_by_click(page, choice: dict, shared: int) -> str:
    """Make ``choice`` (an entry of w.legal) the way a person would: click its board element
    (and, when ``shared`` choices share that element, its line in the chooser), or its button."""
    step = cursor(page)
    label = json.dumps(choice["label"])
    if choice["targets"]:
        root(page).locator(f'[data-role=board] [data-target="{choice["targets"][0]}"].dw-target').first.click()
        if shared > 1:
            chooser = root(page).locator("[data-role=chooser] [data-action=choose]")
            chooser.filter(has=page.locator(f"xpath=self::*[normalize-space(.)={label}]")).click()
        how = "board"
    else:
        buttons = root(page).locator("[data-action=choice]:not([hidden])")
        buttons.filter(has=page.locator(f"xpath=self::*[normalize-space(.)={label}]")).click()
        how = "button"
    wait_cursor(page, step + 1)
    return how


@pytest.fixture(scope="module")
def opened(lab, module_page):
    """delta.ipynb opened and Run All done, once for the module: (page, kernel, what it played)."""
    kernel = open_and_run(lab, module_page, NOTEBOOK, ROOT)
    played = kernel_state(kernel)
    assert (played["round"], played["cursor"], played["error"]) == (2, 35, ""), "the notebook should have played round 1"
    yield module_page, kernel, played
    kernel.close()


@pytest.fixture
def lab_round(opened, shared_page):
    """The notebook's guided widget back at step 0, in the default view."""
    _w.restart(*opened[:2])
    return opened


def test_first_round_by_clicks(lab_round, artifacts):
    """Setup ("Turn order and engineering track"), "Phase 2: Actions" (three cards each: a card
    in hand, then its section, a bonus tile, an invention, an island explored, knowledge gained),
    "Phase 3: Resolution" (cards on display taken by initiative), "Phase 4: Upkeep" (a discard
    pile taken back): all by clicks, making exactly the notebook's choices."""
    page, kernel, notebook = lab_round
    ways = {"board": 0, "button": 0}
    kinds = []
    for action in notebook["actions"]:
        legal = kernel.eval_json("w.legal")
        choice = next(c for c in legal if c["action"] == action)
        shared = sum(1 for c in legal if choice["targets"] and c["targets"] == choice["targets"])
        if action[0] == "explore":
            # Explore: the islands offered are the ones lit on the map, and the tip names the cost
            lit = set(root(page).locator("[data-role=board] .dl-island.dw-target").evaluate_all("els => els.map(el => el.getAttribute('data-target'))"))
            assert lit == {c["targets"][0] for c in legal if c["action"][0] == "explore"}
            root(page).locator("[data-role=map]").evaluate("el => el.scrollIntoView({block: 'center'})")
            boxes = root(page).evaluate(ux.HIT_BOXES)
            assert {b["id"] for b in boxes} == lit and all(b["w"] >= 12 and b["h"] >= 12 and b["reaches"] == b["id"] for b in boxes), boxes
            root(page).locator('[data-target="island:Terapa"]').hover()
            tip = root(page).locator(".dw-tip")
            tip.wait_for()
            page.wait_for_function("(sel) => !document.querySelector(sel + ' .dw-tip').textContent.includes('…')", arg=ROOT)
            text = tip.inner_text()
            assert "costs 2 crystals to explore" in text and "you have 0" in text, text
        ways[play_by_click(page, choice, shared)] += 1
        kinds.append(action[0])
    st = kernel_state(kernel)
    assert st["actions"] == notebook["actions"], "the clicks made exactly the notebook's choices"
    assert (st["round"], st["cursor"], st["error"]) == (2, 35, "")
    assert st["explored"] == [["Boduka", "Sorel"], ["Boduka", "Bruma"]] and st["inventions"] == [1, 1]
    assert kinds.count("card") == 6 and kinds.count("explore") == 2 and kinds.count("take") == 6
    assert ways["button"] == kinds.count("end") and ways["board"] == len(kinds) - ways["button"]
    assert not page.page_errors
    for role in ("sections", "players"):
        root(page).locator(f"[data-role={role}]").evaluate("el => el.scrollIntoView({block: 'start'})")
        page.screenshot(path=str(artifacts / f"delta_lab_after_round_{role}.png"))


def test_a_seat_s_page_holds_no_hidden_card(lab_round):
    """Hidden hands (Game Materials): with the page showing Player 1's view, the other hand is a
    count and the word "hidden"; no element of the page is one of Player 2's cards in hand."""
    page, kernel, _ = lab_round
    hidden = kernel.eval_json("[c for c in w.match.state.hand[1]]")
    kernel.run("w.viewer = 0")
    page.wait_for_function("(sel) => document.querySelectorAll(sel + ' [data-role=hand]')[1].textContent.includes('hidden')", arg=ROOT)
    hands = root(page).locator("[data-role=hand]")
    assert "hidden" in hands.nth(1).text_content() and "hidden" not in hands.nth(0).text_content()
    html = root(page).evaluate("el => el.innerHTML")
    for c in hidden:
        assert f'data-target="card:{c}"' not in html
    kernel.run("w.viewer = 'auto'")


def test_board_reads_in_light_and_dark(lab_round, artifacts):
    """The board in the light and dark themes, in a 900 px window and projected (JupyterLab's
    Presentation Mode): all text keeps WCAG AA contrast, the board fits the window, and every
    playable element has a hit box of 12 px or more that a click reaches."""
    page, kernel, _ = lab_round
    try:
        for theme, width, projected in (
            ("JupyterLab Light", 1400, False),
            ("JupyterLab Dark", 1400, False),
            ("JupyterLab Light", 900, False),
            ("JupyterLab Light", 1400, True),
        ):
            set_theme(page, theme)
            presentation(page, projected)
            page.set_viewport_size({"width": width, "height": 900})
            r = root(page)
            r.locator("[data-role=prompt]").evaluate("el => el.scrollIntoView({block: 'start'})")
            page.wait_for_timeout(100)
            page.screenshot(path=str(artifacts / f"delta_lab_{theme.split()[-1].lower()}_{width}{'_projected' if projected else ''}.png"))
            low = ux.low_contrast(r)
            assert low == [], f"{theme}: text below WCAG AA: {low[:8]}"
            lay = r.evaluate(ux.LAYOUT)
            assert lay["root"]["right"] <= lay["viewport"]["w"] and lay["scrollWidth"] <= lay["clientWidth"] + 1
            # the turn order track in view (a click lands only on what the window shows)
            r.locator('[data-target="order:1"]').evaluate("el => el.scrollIntoView({block: 'center'})")
            page.wait_for_timeout(100)
            boxes = r.evaluate(ux.HIT_BOXES)
            assert len(boxes) == 5, "the start of the game offers the five turn order spaces"
            assert [b for b in boxes if b["w"] < 12 or b["h"] < 12] == []
            assert [b for b in boxes if b["reaches"] != b["id"]] == []
    finally:
        presentation(page, False)
        set_theme(page, "JupyterLab Light")
        page.set_viewport_size({"width": 1400, "height": 1000})
