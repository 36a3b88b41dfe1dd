"""A teacher and a new player in JupyterLab (issue 9): the log, hints next to the pointer,
prompts that offer only what can be done, hidden seeds, the layout on a 900 px window, in the
dark theme and in Presentation Mode, and hit boxes a hand can find on a projector.

One notebook holds a Delta V game well under way (a contract attempt open, bribes spent,
contracts fulfilled), a Spatial Delivery game in its second round with route segments to lay,
and a Delta V game on the largest grid. The page is opened once for the module; each test
leaves the widgets as it found them. Screenshots of both boards in each mode go to
``ux/`` in the artifacts folder (tests/browser/README.md; the path is printed).
"""

from __future__ import annotations

import random
import re

import pytest

import browser_harness as h
import ux_checks as ux
from widget_page import set_menu

pytestmark = pytest.mark.browser

NOTEBOOK = "_ux.ipynb"


def first_step(game: str, params: dict, seed: int, want, start: int) -> int:
    """The first step from ``start`` on at which ``want(match)`` turns true, playing at random
    exactly as the notebook's ``play`` does (so a rules change moves the step, not the test)."""
    from deltawidgets import Match, get_game

    m, rng = Match(get_game(game), params, seed=seed), random.Random(seed)
    before = want(m)
    while not m.is_over():
        now = want(m)
        if m.cursor >= start and now and not before:
            return m.cursor
        before = now
        legal = m.legal()
        m.act(legal[rng.randrange(len(legal))])
    raise AssertionError(f"no such step in the seeded {game} game")


def _attempt_open(m) -> bool:
    return m.state.contract >= 0


def _segments_to_lay(m) -> bool:
    targets = (t for a in m.legal() for t in m.game.targets(m.state, a))
    return bool(m.observation("all").get("branch")) and any(t.startswith("e") for t in targets)


#: steps played at random (seeded) before the page looks: at DV_STEP a contract attempt is
#: open in the Delta V game, well under way (not at DV_NO_ATTEMPT, the step before); at SD_STEP
#: Spatial Delivery's decider may lay route segments (the branch box is shown; at SD_NO_BOX no
#: box is)
DV_STEP = first_step("deltav", {"players": 3, "first_player": 0}, 1, _attempt_open, 200)
SD_STEP = first_step("spatial", {"players": 2}, 2, _segments_to_lay, 60)
DV_NO_ATTEMPT, SD_NO_BOX = DV_STEP - 1, SD_STEP - 1
CELLS = [
    f"""\
import random
from deltawidgets.widgets import DeltaVWidget, SpatialWidget

def play(w, steps, seed):
    rng = random.Random(seed)
    while w.cursor < steps:
        w.act(rng.randrange(len(w.match.legal())))

dv = DeltaVWidget(seed=1, params={{"players": 3, "first_player": 0}}, viewer="all")
play(dv, {DV_STEP}, 1)
sd = SpatialWidget(seed=2, params={{"players": 2}})
play(sd, {SD_STEP}, 2)
big = DeltaVWidget(seed=3, params={{"grid_size": 11}}, viewer="all")
play(big, 12, 3)

# a survey under way: the board marks the spaces picked so far (the view's "picks")
picking = DeltaVWidget(seed=1, params={{"first_player": 0}}, viewer="all")
play(picking, 2, 1)
""",
    "dv",
    "sd",
    "big",
    "picking",
]
SCREENSHOTS = h.ARTIFACTS / "ux"


@pytest.fixture(scope="module")
def ux_page(lab, lab_page, tools):
    """The notebook opened and run once; (page, kernel)."""
    h.write_notebook(lab.root / NOTEBOOK, CELLS)
    page = lab_page
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=lab.base)
    h.open_in_lab(page, lab, NOTEBOOK)
    h.run_all(page)
    for game in ("deltav", "spatial"):
        page.locator(f".dw-root[data-game={game}]").first.wait_for()
    kernel = h.Kernel(h.lab_connection_file(lab, h.lab_kernel_id(lab, NOTEBOOK)))
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    yield page, kernel
    kernel.close()


def dv_root(page):
    return page.locator(".dw-root[data-game=deltav]").nth(0)


def sd_root(page):
    return page.locator(".dw-root[data-game=spatial]").nth(0)


def big_root(page):
    return page.locator(".dw-root[data-game=deltav]").nth(1)


def picking_root(page):
    return page.locator(".dw-root[data-game=deltav]").nth(2)


def wait_text(page, locator, pattern: str, timeout: float = 15_000) -> str:
    """Wait until ``locator``'s text matches the regular expression ``pattern``; return it."""
    page.wait_for_function("([el, p]) => new RegExp(p).test(el.textContent)", arg=[locator.element_handle(), pattern], timeout=timeout)
    return locator.inner_text()


menu, set_theme = h.menu, h.set_theme  # JupyterLab's menu bar and theme (browser_harness.py)


def presentation(page, on: bool) -> None:
    now = page.evaluate("document.querySelector('.jp-LabShell').classList.contains('jp-mod-presentationMode')")
    if now != on:
        menu(page, "View", "Appearance", "Presentation Mode")
        page.wait_for_function("on => document.querySelector('.jp-LabShell').classList.contains('jp-mod-presentationMode') === on", arg=on)


# -- 5. secrets --------------------------------------------------------------------------------------


def test_seed_is_shown_only_in_the_designer_view(ux_page):
    """The seed recreates every hidden tile ("Setting Up the Game" shuffles by it): a seat's
    view, hot-seat view and the spectator's never show it (tests/widgets/test_widget.py checks that the
    synced state carries it only in the designer view)."""
    page, kernel = ux_page
    set_menu(dv_root(page), True)  # the seed is in the menu of the table's settings
    seed = dv_root(page).locator("[data-role=seed]")
    assert seed.inner_text() == "(this game: seed 1)", "the designer view shows the seed"
    assert sd_root(page).locator("[data-role=seed]").text_content() == ""
    for viewer in ("0", "auto", "public"):
        dv_root(page).locator("[data-action=viewer]").select_option(viewer)
        page.wait_for_function("el => el.textContent === ''", arg=seed.element_handle())
    assert "seed 1)" not in dv_root(page).inner_html()
    dv_root(page).locator("[data-action=viewer]").select_option("all")
    wait_text(page, seed, "seed 1")
    set_menu(dv_root(page), False)


#: the panel's controls of what changes the match for every seat, which a locked page hides
LOCKED_AWAY = [
    "[data-action=seed]",
    "[data-action=new-game]",
    "[data-action=undo]",
    "[data-action=redo]",
    "[data-action=timeline]",
    "[data-action=seat]",
    "[data-action=bot-step]",
    "[data-action=autoplay]",
    "[data-action=speed]",
    "[data-role=rules-slot]",
]


def test_a_locked_widget_offers_only_its_view_in_the_menu(ux_page):
    """A notebook pins a shared screen to one seat (``w.lock``): the page's view menu then holds
    that view alone and cannot be changed, and the controls a locked seat may not use (new game,
    seed, undo, redo, timeline, seats, bots, rule options: issue 22) are hidden, but for what
    the notebook allowed (``w.allow``); unlocking gives everything back."""
    page, kernel = ux_page
    root = dv_root(page)
    set_menu(root, True)  # the seed, new game, seats and bots are in the menu of the table's settings
    menu = root.locator("[data-action=viewer]")
    kernel.run("dv.lock = 1")
    page.wait_for_function("el => el.disabled && el.options.length === 1", arg=menu.element_handle())
    assert menu.locator("option").all_inner_texts() == [kernel.eval_json("dv.game.seat_names(dv.match.state)[1]")]
    assert "locked" in menu.get_attribute("title")
    for sel in LOCKED_AWAY:
        for el in root.locator(sel).all():
            el.wait_for(state="hidden")
    kernel.run("dv.allow = ['new_game', 'undo']")
    root.locator("[data-action=undo]").wait_for(state="visible")
    assert root.locator("[data-action=new-game]").is_visible()
    assert not root.locator("[data-action=seed]").is_visible(), "a new game from a typed seed is not allowed"
    assert not root.locator("[data-action=redo]").is_visible()
    kernel.run("dv.allow = []; dv.lock = None; dv.viewer = 'all'")
    page.wait_for_function("el => !el.disabled && el.options.length === 6", arg=menu.element_handle())
    for sel in LOCKED_AWAY:
        for el in root.locator(sel).all():
            el.wait_for(state="visible")
    set_menu(root, False)


# -- 1. the log --------------------------------------------------------------------------------------


def test_the_whole_log_can_be_read_saved_and_ends_in_view(ux_page, tmp_path):
    """Every line of the game can be read (earlier lines on request), the newest is in view,
    and "Save" writes the whole log, as ``w.log_text()`` gives it; "Copy" copies the same."""
    page, kernel = ux_page
    root = dv_root(page)
    log = root.locator("[data-role=log]")
    lines = kernel.eval_json("dv.log_lines")
    assert len(lines) > 200
    drawn = log.locator("li")
    assert drawn.count() < len(lines), "a long log is drawn as a window of its last lines"
    assert drawn.last.inner_text() == lines[-1]
    assert newest_in_view(log)
    earlier = root.locator("[data-action=log-earlier]")
    assert re.fullmatch(r"Show the \d+ earlier lines", earlier.inner_text())
    earlier.click()
    page.wait_for_function("([ol, n]) => ol.children.length === n", arg=[log.element_handle(), len(lines)])
    assert drawn.first.inner_text() == lines[0] and log.get_attribute("start") == "1"

    with page.expect_download() as info:
        root.locator("[data-action=log-save]").click()
    saved = tmp_path / "log.txt"
    info.value.save_as(saved)
    assert saved.read_text(encoding="utf-8") == kernel.eval_json("dv.log_text()")
    root.locator("[data-action=log-copy]").click()
    wait_text(page, root.locator("[data-action=log-copy]"), "^Copied$")
    assert page.evaluate("navigator.clipboard.readText()") == saved.read_text(encoding="utf-8")

    # a step adds its line at the end, and the end stays in view
    kernel.run("dv.act(0)")
    page.wait_for_function("([ol, n]) => ol.children.length > n", arg=[log.element_handle(), len(lines)])
    assert drawn.last.inner_text() == kernel.eval_json("dv.log_lines[-1]")
    page.wait_for_function("ol => ol.scrollTop + ol.clientHeight >= ol.scrollHeight - 4", arg=log.element_handle())
    kernel.run(f"dv.goto({DV_STEP})")


def newest_in_view(log) -> bool:
    return log.evaluate("""ol => { const r = ol.getBoundingClientRect(), last = ol.lastElementChild.getBoundingClientRect();
        return last.bottom <= r.bottom + 1 && last.top >= r.top - 1; }""")


def test_newest_log_line_is_in_view_after_a_reload(ux_page):
    """A view drawn again (the page reloaded) starts with the log scrolled to its newest line."""
    page, kernel = ux_page
    # the outputs (the widget views) come back with the saved notebook; the widgets' state from
    # the kernel
    with page.expect_response(lambda r: "/api/contents/" in r.url and r.request.method == "PUT"):
        page.keyboard.press("Control+s")
    page.reload()
    page.get_by_text(h.KERNEL_IDLE).first.wait_for(timeout=60_000)
    dv_root(page).wait_for()
    log = dv_root(page).locator("[data-role=log]")
    page.wait_for_function("ol => ol.children.length > 0", arg=log.element_handle())
    dv_root(page).scroll_into_view_if_needed()
    page.wait_for_function(
        """ol => { const r = ol.getBoundingClientRect(), last = ol.lastElementChild.getBoundingClientRect();
        return r.height > 0 && last.bottom <= r.bottom + 1 && last.top >= r.top - 1; }""",
        arg=log.element_handle(),
    )
    assert log.locator("li").last.inner_text() == kernel.eval_json("dv.log_lines[-1]")


# -- 2. prompts and hints ----------------------------------------------------------------------------


def hover(page, el):
    """Move the pointer onto ``el`` (at its centre); returns the pointer's page position."""
    el.scroll_into_view_if_needed()
    box = el.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    return x, y


def tip_after_hover(page, root, el, pattern: str) -> tuple[str, dict, tuple]:
    at = hover(page, el)
    tip = root.locator("[data-role=tip]")
    text = wait_text(page, tip, pattern)
    return text, tip.bounding_box(), at


def test_why_not_appears_next_to_the_pointer_with_the_rule(ux_page):
    """Hovering an element that cannot be played says, beside the pointer, the specific reason
    Python gives (explain names the rule), and there only; a player card or a contract says what
    it is."""
    page, kernel = ux_page
    root = dv_root(page)
    cell, reason = kernel.eval_json("next((k, v) for k, v in dv.game.element_hints(dv.match.state, dv._shown).items() if k.startswith('c'))")
    text, box, (x, y) = tip_after_hover(page, root, root.locator(f'[data-role=board] [data-target="{cell}"]'), re.escape(reason[:40]))
    assert reason in text
    assert abs(box["x"] - x) < 60 and 0 < box["y"] - y < 60, "the tip sits just below and beside the pointer"
    # said once (issue 35): a hover's sentence is in the tip only, not in the message line too
    assert reason not in root.locator("[data-role=say]").inner_text()

    # on the card's head: its rows hold bribe counters and incidents, each with a tip of its own
    text, _, _ = tip_after_hover(page, root, root.locator(".dv-player[data-target=p1] .dv-player-head"), "Player 2: ")
    assert re.search(r"Player 2: -?\d+ points; \d+ rockets in the shipyard", text)
    text, _, _ = tip_after_hover(page, root, root.locator(".dv-contract[data-target=k0]"), "Contract #1")
    assert re.search(r"Contract #1: needs [A-Z]", text)

    sroot = sd_root(page)
    text, _, _ = tip_after_hover(page, sroot, sroot.locator('[data-role=pool] [data-target="g0"]'), "card pool")
    assert "card pool" in text
    text, _, _ = tip_after_hover(page, sroot, sroot.locator('[data-role=player][data-seat="1"]'), "Player 2: ")
    assert re.search(r"Player 2: .*\d+ cards in hand", text)
    page.mouse.move(0, 0)


def test_prompt_offers_only_what_can_be_done(ux_page):
    """With autoplay on, the prompt does not ask to press Bot step; with every seat a bot the
    hot-seat view says that it shows everything."""
    page, kernel = ux_page
    root = dv_root(page)
    prompt = root.locator("[data-role=prompt]")
    kernel.run("dv.speed = 10.0; dv.seats = ['bot'] * 3; dv.viewer = 'auto'")
    text = wait_text(page, prompt, "Every seat is a bot")
    assert "shows everything" in text and "press Bot step or turn autoplay on" in text
    kernel.run("dv.autoplay = True")
    text = wait_text(page, prompt, "autoplay plays it")
    assert "press" not in text.lower()
    kernel.run("dv.autoplay = False; dv.seats = ['human'] * 3; dv.viewer = 'all'")
    page.wait_for_function("el => !el.textContent.includes('bot')", arg=prompt.element_handle())
    assert kernel.eval_json("dv.cursor") == DV_STEP, "no bot moved"


def test_survey_picks_so_far_are_marked_on_the_board(ux_page):
    """ "Action: Satellite Survey": while a player picks three tiles, the ones picked so far are
    marked on the board (from the observation's "picks"), and the tip says so."""
    page, kernel = ux_page
    root = picking_root(page)
    picks = kernel.eval_json("picking.view['picks']")
    assert kernel.eval_json("picking.match.state.phase") == "survey_pick" and len(picks) == 1
    cell = root.locator(f'[data-role=board] [data-target="c{picks[0]}"]')
    assert "dv-picked" in cell.get_attribute("class")
    assert root.locator(".dv-picked").count() == 1 and cell.locator("[data-role=picked]").count() == 1
    text, _, _ = tip_after_hover(page, root, cell, "; picked")
    assert "; picked." in text
    page.mouse.move(0, 0)


# -- 3. markers, large grids, layout --------------------------------------------------------------


def test_no_marker_covers_a_face_in_the_teaching_view(ux_page):
    """Teaching view: a tile's name, seen mark, alien and rockets sit around its face, never on it."""
    page, _ = ux_page
    for root in (dv_root(page), big_root(page)):
        assert root.locator(".dv-face").count() > 10
        assert root.evaluate(ux.FACE_COVERED) == []


def test_largest_grid_reads_at_projection_size(ux_page):
    """The largest field (grid_size 11) gets room: a tile at least 54 px wide, so that its
    10-unit name is drawn at 9 px or more, and its face text at 12 px or more."""
    page, _ = ux_page
    field = big_root(page).locator(".dv-field")
    field.scroll_into_view_if_needed()
    field.evaluate("el => el.scrollIntoView({block: 'start'})")
    path = SCREENSHOTS / "deltav-grid11-light.png"
    page.screenshot(path=str(path))
    print(f"screenshot: {path}")
    width = field.bounding_box()["width"]
    tile = width / (11 * 60 + 8) * 60
    assert tile >= 54, f"a tile of the 11 x 11 field is {tile:.0f} px wide ({page.viewport_size})"
    name = big_root(page).locator(".dv-name").first.bounding_box()
    assert name["height"] >= 9


def test_no_layout_jump_when_a_turn_box_or_a_hint_appears(ux_page):
    """The attempt box (Delta V), the branch box (Spatial Delivery), the tip and the prompt keep
    their room: the board, the contracts and the card pool do not move when they fill or empty."""
    page, kernel = ux_page
    root = dv_root(page)
    contracts = root.locator(".dv-contracts")
    root.scroll_into_view_if_needed()
    with_attempt = contracts.bounding_box()["y"]
    assert root.locator("[data-role=attempt]").count() == 1
    kernel.run(f"dv.goto({DV_NO_ATTEMPT})")
    page.wait_for_selector(f'.dw-root[data-game=deltav][data-cursor="{DV_NO_ATTEMPT}"]')
    assert root.locator("[data-role=attempt]").count() == 0
    assert contracts.bounding_box()["y"] == with_attempt
    side = root.locator(".dw-side").bounding_box()
    below = root.locator("[data-role=rules-slot]").bounding_box()["y"]
    hover(page, root.locator('[data-role=board] [data-target="k3"]'))
    wait_text(page, root.locator("[data-role=tip]"), ".")
    assert root.locator("[data-role=rules-slot]").bounding_box()["y"] == below
    assert root.locator(".dw-side").bounding_box() == side
    page.mouse.move(0, 0)
    kernel.run(f"dv.goto({DV_STEP})")
    page.wait_for_selector(f'.dw-root[data-game=deltav][data-cursor="{DV_STEP}"]')

    # Spatial Delivery: the branch box comes and goes, the card pool stays where it is in the
    # column beside the map (the column's top follows the choices above it, which a step changes)
    sroot = sd_root(page)
    pool = sroot.locator("[data-role=pool]")
    sroot.scroll_into_view_if_needed()
    in_column = "el => el.getBoundingClientRect().top - el.closest('[data-role=info]').getBoundingClientRect().top + el.closest('[data-role=info]').scrollTop"
    with_box = pool.evaluate(in_column)
    assert sroot.locator(".sd-box.sd-branch").count() == 1
    kernel.run(f"sd.goto({SD_NO_BOX})")
    page.wait_for_selector(f'.dw-root[data-game=spatial][data-cursor="{SD_NO_BOX}"]')
    assert sroot.locator(".sd-box").count() == 0
    assert pool.evaluate(in_column) == with_box
    kernel.run(f"sd.goto({SD_STEP})")
    page.wait_for_selector(f'.dw-root[data-game=spatial][data-cursor="{SD_STEP}"]')


def test_zoom_and_full_screen(ux_page):
    """The zoom control scales the board; the full-screen button gives the widget the screen."""
    page, _ = ux_page
    root = sd_root(page)
    root.scroll_into_view_if_needed()
    before = root.locator(".sd-map").bounding_box()["width"]
    font = lambda: root.locator(".dw-panel").evaluate("el => parseFloat(getComputedStyle(el).fontSize)")
    small = font()
    set_menu(root, True)  # the zoom is in the menu of the table's settings
    root.locator("[data-action=zoom-in]").click()
    root.locator("[data-action=zoom-in]").click()
    assert root.locator("[data-role=zoom]").inner_text() == "130%"
    assert font() == pytest.approx(small * 1.3, rel=0.01)
    assert root.locator(".sd-map").bounding_box()["width"] >= before
    root.locator("[data-action=zoom-out]").click()
    root.locator("[data-action=zoom-out]").click()
    set_menu(root, False)
    assert font() == small
    root.locator("[data-action=full-screen]").click()
    page.wait_for_function("() => document.fullscreenElement && document.fullscreenElement.matches('.dw-root[data-game=spatial]')")
    assert root.locator("[data-action=full-screen]").inner_text() == "Leave full screen"
    root.locator("[data-action=full-screen]").click()
    page.wait_for_function("() => !document.fullscreenElement")


# -- 3, 4, 6. themes, window sizes, Presentation Mode: screenshots and their checks -------------------

MODES = {
    "light": dict(theme="JupyterLab Light", width=1400, presentation=False),
    "dark": dict(theme="JupyterLab Dark", width=1400, presentation=False),
    "900px": dict(theme="JupyterLab Light", width=900, presentation=False),
    "presentation": dict(theme="JupyterLab Light", width=1400, presentation=True),
}


@pytest.mark.parametrize("mode", list(MODES))
def test_boards_in_each_mode(ux_page, mode):
    """Both boards in the light and dark themes, a 900 px window and Presentation Mode: the
    board fits the window's width, nothing covers the prompt, the choices stay beside the board
    and in view, all text keeps WCAG AA contrast (spent bribes and struck or faded marks too),
    and every playable element has a hit box of 12 px or more each way that a click reaches."""
    page, _ = ux_page
    m = MODES[mode]
    set_theme(page, m["theme"])
    page.set_viewport_size({"width": m["width"], "height": 900})
    presentation(page, m["presentation"])
    try:
        for name, root in (("deltav", dv_root(page)), ("spatial", sd_root(page))):
            root.locator("[data-role=prompt]").evaluate("el => el.scrollIntoView({block: 'start'})")
            page.wait_for_timeout(100)  # one frame for the layout after the scroll
            path = SCREENSHOTS / f"{name}-{mode}.png"
            page.screenshot(path=str(path))  # the window as a person sees it, the prompt at the top
            print(f"screenshot: {path}")
            lay = root.evaluate(ux.LAYOUT)
            assert lay["root"]["right"] <= lay["viewport"]["w"], f"{name} wider than the window"
            assert lay["scrollWidth"] <= lay["clientWidth"] + 1, f"{name}'s content overflows it"
            assert lay["promptOnTop"], f"something covers {name}'s prompt"
            assert lay["side"]["x"] >= lay["board"]["right"] - 1, f"{name}'s choices are not beside the board"
            assert lay["choices"]["y"] < lay["viewport"]["h"], f"{name}'s choices are below the fold"
            low = ux.low_contrast(root)
            assert low == [], f"{name} in {mode}: text below WCAG AA: {low[:8]}"
            if name == "deltav":
                spent = root.locator(".dv-chip.dv-spent")
                assert spent.count() > 0, "the position has spent bribes to check"
            boxes = root.evaluate(ux.HIT_BOXES)
            assert boxes, f"{name} has playable elements to check"
            small = [b for b in boxes if b["w"] < 12 or b["h"] < 12]
            assert small == [], f"{name} in {mode}: hit boxes under 12 px: {small[:8]}"
            missed = [b for b in boxes if b["reaches"] != b["id"]]
            assert missed == [], f"{name} in {mode}: a click at the centre misses: {missed[:8]}"
        if mode == "presentation":
            size = dv_root(page).locator(".dw-panel").evaluate("el => parseFloat(getComputedStyle(el).fontSize)")
            assert size >= 16, "Presentation Mode enlarges the widget"
    finally:
        presentation(page, False)
        page.set_viewport_size({"width": 1400, "height": 1000})


def test_route_segment_targets_can_be_seen_and_clicked(ux_page):
    """ "About Exploration": every border the decider may lay a segment on is drawn bold on a
    halo, and every border, upright ones included, has a hit box a hand can find."""
    page, kernel = ux_page
    root = sd_root(page)
    root.scroll_into_view_if_needed()
    upright = set(kernel.eval_json("[b['id'] for b in sd.view['borders'] if b['hexes'][0][1] == b['hexes'][1][1]]"))
    boxes = root.locator(".sd-border").evaluate_all(
        "els => els.map(el => { const r = el.getBoundingClientRect(); return {id: el.dataset.target, w: r.width, h: r.height}; })"
    )
    assert upright and upright <= {b["id"] for b in boxes}
    small = [b for b in boxes if b["w"] < 12 or b["h"] < 12]
    assert small == [], f"borders with a hit box under 12 px: {small[:6]}"
    playable = root.locator(".sd-border.dw-target")
    assert playable.count() > 0, "the position offers route segments"
    widths = playable.locator(".sd-seg-open").evaluate_all("els => els.map(el => parseFloat(getComputedStyle(el).strokeWidth))")
    assert min(widths) >= 4
    halos = playable.locator(".sd-seg-halo").evaluate_all("els => els.map(el => getComputedStyle(el).stroke)")
    assert "none" not in halos
