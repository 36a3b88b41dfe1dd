"""notebooks/vesta_gold_rush.ipynb in real JupyterLab: the first game turn played again by clicks.

After Run All, the notebook's guided widget ``w`` (built from an exact scenario) has played its
first game turn from Python. The test sends it back to step 0 and plays the same turn with the
mouse only: both action phases on the belt (moves out of the start area, mining, a scan that
opens the Space Saloon), a trade between the two seats and a saloon purchase through the panel,
and the belt push that follows. The clicks must make exactly the notebook's choices; the kernel's
match is checked after, then the page: the push slid the tiles and faded the column that left,
and a seat's page holds no face of a face-down tile, not even one another seat looked at.
A second test checks the board in the light and dark themes (contrast, layout, hit boxes).
"""

from __future__ import annotations

import pytest

import ux_checks as ux
from test_browser_ux import set_theme
from widget_page import WidgetOnPage, open_and_run

pytestmark = pytest.mark.browser

NOTEBOOK = "vesta_gold_rush.ipynb"
ROOT = ".dw-root[data-game=vesta]"
_w = WidgetOnPage(ROOT)
root, cursor, wait_cursor, click_target, choose, click_in_chooser = _w.root, _w.cursor, _w.wait_cursor, _w.click_target, _w.choose, _w.click_in_chooser

# places of the scenario (element ids h<column * 9 + row>, rows A.. from 0, columns from 0)
A2, A3, A4, B2 = "h9", "h18", "h27", "h10"

STATE = """{
    "cursor": w.match.cursor, "round": s.round, "phase": s.phase, "current": s.current,
    "at": [w.view["players"][p]["at_name"] for p in range(2)], "gold": list(s.gold), "water": list(s.water),
    "cards": [list(c) for c in s.cards], "error": w.error, "actions": [list(a) for a in w.match.actions],
}"""


def kernel_state(kernel) -> dict:
    return kernel.eval_json(STATE, setup="s = w.match.state")


# -- the page -------------------------------------------------------------------------------------


def classed(page, cls: str) -> set[str]:
    return set(root(page).locator(f"[data-role=board] .vg-place.{cls}").evaluate_all("els => els.map(el => el.getAttribute('data-target'))"))


#: every tile drawn face down: what its back shows ("?" unless its viewer knows its face: then
#: the pieces of its symbols, or its kind in a word, and "◉" if this viewer looked at it)
BACKS = """(root) => [...root.querySelectorAll('.vg-tile')].filter((t) => t.querySelector('.vg-back'))
  .map((t) => ({ key: t.getAttribute('data-tile'),
                 text: [...t.querySelectorAll('.vg-back-mark, .vg-seen-text, .vg-seen-mark')].map((e) => e.firstChild.data).join(''),
                 pieces: [...t.querySelectorAll('.dw-piece')].map((p) => p.getAttribute('class').split(' ')[1].replace('dw-pc-', '')) }))"""


def settled(page) -> None:
    """Wait until no tile or prospector is sliding or fading (CSS transitions)."""
    page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running')")


@pytest.fixture(scope="module")
def opened(lab, module_page):
    """vesta_gold_rush.ipynb opened and Run All done, once for the module: (page, kernel, the
    actions it played)."""
    kernel = open_and_run(lab, module_page, NOTEBOOK, ROOT)
    played = kernel_state(kernel)
    assert (played["round"], played["cursor"], played["error"]) == (2, 14, ""), "the notebook should have played game turn 1"
    yield module_page, kernel, played["actions"]
    kernel.close()


@pytest.fixture
def lab_turn(opened, shared_page):
    """The notebook's guided widget back at step 0, in the default view."""
    _w.restart(*opened[:2])
    return opened


def test_first_turn_trade_and_push_by_clicks(lab_turn, artifacts):
    """ "3.1 Actions" (2.6.1: out of the start area; Movement with the reach of the actions left
    shown; Mining; Scan opening the saloon), "3.2 Trading" (an offer between the two seats,
    accepted), "3.2.1 Space Saloon" (a purchase), "3.3.1 Moving the asteroid belt" (animated),
    "3.3.2 Water check"; then hidden information in each seat's page (a Gold Detector look)."""
    page, kernel, notebook_actions = lab_turn

    # 3.1 Movement: every place the three actions reach is ringed, those a phase may end on solidly
    reach = kernel.eval_json("w.view['reach']")
    assert classed(page, "vg-reach-end") == set(reach["ends"])
    assert classed(page, "vg-reach") == set(reach["moves"]) - set(reach["ends"])
    assert classed(page, "dw-target") >= {A2, A3}
    click_target(page, A3)
    click_target(page, A3)  # Mining: the only choice drawn at Player 1's own place
    click_target(page, A3)
    # Player 2: out of the start area, a scan turns up the saloon, then onto it
    click_target(page, A2)
    click_target(page, B2)
    assert root(page).locator('[data-role=saloon] [data-target="s1"]').count() == 1, "the saloon opened with its stock"
    click_target(page, B2)

    # 3.2 Trading: Player 1 clicks Player 2's card to make an offer, drafts it in the panel
    click_target(page, "p1")
    # each raw material's amount is one click: the button of that amount in its row
    for group, label in (("Give gold", "Give 3 gold"), ("Ask for water", "Ask for 3 water")):
        amount = root(page).locator(f'[data-role=amount][data-group="{group}"] [data-action=choice][data-label="{label}"]')
        assert amount.inner_text() == "3"
        step = cursor(page)
        amount.click()
        wait_cursor(page, step + 1)
    choose(page, "Send the offer")
    assert root(page).locator("[data-role=offer]").inner_text().startswith("Player 1 offers Player 2")
    choose(page, "Accept the trade")
    choose(page, "Finish trading")
    click_target(page, "s1")  # 3.2.1: the Gold Detector, bought on the saloon
    st = kernel_state(kernel)
    assert st["gold"] == [1, 0] and st["water"] == [9, 3] and st["cards"] == [[], ["detector"]]

    # 3.3.1 the push: the tile under Player 1 keeps its element and slides one column on; the
    # exit column's nine tiles fade out
    page.evaluate(
        """(sel) => {
        const belt = document.querySelector(sel + ' .vg-belt');
        window.__vgLeft = [];
        window.__vgWatch = new MutationObserver((records) => { for (const r of records) {
            if (r.target.classList.contains('vg-leaving') && !window.__vgLeft.includes(r.target)) window.__vgLeft.push(r.target); } });
        window.__vgWatch.observe(belt, { attributes: true, subtree: true, attributeFilter: ['class'] });
        belt.querySelector('.vg-tile[data-tile="2:0"]').dataset.mark = 'under-player-1';
    }""",
        ROOT,
    )
    choose(page, "Finish trading")
    left = page.evaluate("() => { window.__vgWatch.disconnect(); return window.__vgLeft.map((t) => t.getAttribute('data-tile')); }")
    assert sorted(left) == sorted(f"4:{r}" for r in range(9)), left
    tile = root(page).locator('.vg-tile[data-mark="under-player-1"]')
    assert tile.count() == 1 and tile.get_attribute("data-tile") == "2:0"
    place = root(page).locator(f'.vg-place[data-target="{A4}"]').get_attribute("transform")
    x, y = place.removeprefix("translate(").rstrip(")").split()
    assert f"translate({float(x):.1f}px, {float(y):.1f}px)" in tile.get_attribute("style")
    page.wait_for_function("(sel) => !document.querySelector(sel + ' .vg-leaving')", arg=ROOT)
    assert root(page).locator(".vg-tile").count() == 45

    # 3.3.2 Water check, and the next game turn: least gold first
    st = kernel_state(kernel)
    assert (st["round"], st["phase"], st["current"], st["cursor"]) == (2, "act", 1, 14)
    assert st["at"] == ["A4", "B3"] and st["water"] == [8, 2], "both rode their tiles; each paid one water"
    assert st["actions"] == notebook_actions, "the clicks made exactly the notebook's choices"
    assert st["error"] == "" and not page.page_errors
    page.screenshot(path=str(artifacts / "vesta_lab_after_push.png"), full_page=True)

    # hidden information: the backs show nothing; Player 2 looks at B2 with the Gold Detector
    backs = root(page).evaluate(BACKS)
    assert backs and all(b["text"] == "?" for b in backs), backs
    click_in_chooser(page, B2, "Gold Detector: look at B2")  # B2 may be scanned too: a chooser asks
    seen = root(page).evaluate(BACKS)
    assert [(b["text"], b["pieces"]) for b in seen if b["text"] != "?"] == [("◉", ["gold"])], "the looker sees the face"
    assert root(page).locator("[data-action=viewer]").input_value() == "auto"
    kernel.run("w.viewer = 0")
    page.wait_for_function("(sel) => !document.querySelector(sel + ' .vg-seen-mark')", arg=ROOT)
    others = root(page).evaluate(BACKS)
    assert others and all(b["text"] == "?" and not b["pieces"] for b in others), "Player 1's page holds no face-down face"
    assert root(page).locator(".vg-seen-text, .vg-seen-mark").count() == 0
    kernel.run("w.viewer = 'auto'")


def test_board_reads_in_light_and_dark(lab_turn, artifacts):
    """The board in the light and dark themes and in a 900 px window: all text keeps WCAG AA
    contrast (tile ink, place names on their plates, the start area's label), the board fits the
    window beside the choices, and every playable place has a hit box of 12 px or more that a
    click reaches."""
    page, kernel, _ = lab_turn
    try:
        for theme, width in (("JupyterLab Light", 1400), ("JupyterLab Dark", 1400), ("JupyterLab Light", 900)):
            set_theme(page, theme)
            page.set_viewport_size({"width": width, "height": 900})
            r = root(page)
            r.locator("[data-role=prompt]").evaluate("el => el.scrollIntoView({block: 'start'})")
            page.wait_for_timeout(100)
            settled(page)  # the jump back to step 0 slid the tiles; measure them where they rest
            page.screenshot(path=str(artifacts / f"vesta_lab_{theme.split()[-1].lower()}_{width}.png"))
            low = ux.low_contrast(r)
            assert low == [], f"{theme}: text below WCAG AA: {low[:8]}"
            lay = r.evaluate(ux.LAYOUT)
            assert lay["root"]["right"] <= lay["viewport"]["w"] and lay["scrollWidth"] <= lay["clientWidth"] + 1
            assert lay["promptOnTop"] and lay["side"]["x"] >= lay["board"]["right"] - 1
            boxes = r.evaluate(ux.HIT_BOXES)
            assert len(boxes) >= 4, "the start of the game offers moves into the field"
            assert [b for b in boxes if b["w"] < 12 or b["h"] < 12] == []
            assert [b for b in boxes if b["reaches"] != b["id"]] == []
    finally:
        set_theme(page, "JupyterLab Light")
        page.set_viewport_size({"width": 1400, "height": 1000})
