"""The game table in JupyterLab, measured (issue 20): for every game, at 1280x800 and 900x700
(the file browser open), in the light and the dark theme.

- No element's box moves when an element is hovered or its hint appears: the boxes of every
  element of the widget are read before and after each hover (the tip and the hint line's text
  excepted: they are what a hover shows, in room kept for them).
- For seeded random positions of different decision kinds, the prompt and something that plays
  each legal choice are on the widget's first screen (its top at the top of the notebook).
- The log shows its newest line; a lesson's task, feedback and buttons are on the first screen.
- Full screen gives the board's drawing at least 80 % of the screen's width or height, and the
  widget's zoom at 200 % keeps the board inside the widget.

One notebook holds a game of each kind, played at random to a seeded position, and each game's
lesson; it is opened and run once for the module. Screenshots of the boards and the lessons in
each setting go to ``artifacts/table/`` (ignored by git).
"""

from __future__ import annotations

import re

import pytest

import browser_harness as h
import table_checks as tc

pytestmark = pytest.mark.browser

NOTEBOOK = "_table.ipynb"
GAMES = ("deltav", "delta", "spatial", "vesta")
#: how far each seeded game is played; the positions measured are the first step of each kind
#: of decision met on the way (up to KINDS of them)
STEPS = {"deltav": 70, "delta": 60, "spatial": 70, "vesta": 50}
KINDS = 3
SETUP = f"""\
import random
from deltawidgets.widgets import LessonWidget, widget_for

def play(w, seed, steps):
    '''Play at random (seeded) to ``steps``; the first step of each decision kind met.'''
    rng, kinds = random.Random(seed), {{}}
    while w.cursor < steps and not w.match.is_over():
        kinds.setdefault(w.match.decision().kind, w.cursor)
        w.act(rng.randrange(len(w.match.legal())))
    return kinds

games = {{g: widget_for(g, seed=5) for g in {GAMES!r}}}
kinds = {{g: play(w, 5, {STEPS!r}[g]) for g, w in games.items()}}
lessons = {{g: LessonWidget(g) for g in {GAMES!r}}}
"""
CELLS = [SETUP, *[f"games[{g!r}]" for g in GAMES], *[f"lessons[{g!r}]" for g in GAMES]]
MODES = {
    "1280x800-light": (1280, 800, "JupyterLab Light"),
    "1280x800-dark": (1280, 800, "JupyterLab Dark"),
    "900x700-light": (900, 700, "JupyterLab Light"),
    "900x700-dark": (900, 700, "JupyterLab Dark"),
}
SHOTS = h.REPO / "artifacts" / "table"


@pytest.fixture(scope="module")
def table(lab, browser, tools):
    """The notebook opened and run once: (page, kernel, positions by game)."""
    h.write_notebook(lab.root / NOTEBOOK, CELLS)
    h.lab_close_sessions(lab)
    page = h.new_page(browser, 1280, 800)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.page_errors = errors
    h.open_in_lab(page, lab, NOTEBOOK)
    h.run_all(page, timeout=180_000)
    for g in GAMES:
        game_root(page, g).wait_for()
        lesson_root(page, g).wait_for()
    kernel = h.Kernel(h.lab_connection_file(lab, h.lab_kernel_id(lab, NOTEBOOK)))
    kinds = kernel.eval_json("kinds")
    positions = {g: sorted(kinds[g].values())[:KINDS] for g in GAMES}
    SHOTS.mkdir(parents=True, exist_ok=True)
    yield page, kernel, positions
    set_theme(page, "JupyterLab Light")  # a user setting: leave it as it was
    kernel.close()
    page.close()


def game_root(page, game):
    return page.locator(f".dw-root[data-game={game}]:not(:has([data-role=lesson]))").first


def lesson_root(page, game):
    return page.locator(f".dw-root[data-game={game}]:has([data-role=lesson])").first


def frames(page, n: int = 2) -> None:
    """Let the page lay out and paint ``n`` times (after a scroll, a resize, a hover)."""
    page.evaluate("n => new Promise(done => { const f = k => k ? requestAnimationFrame(() => f(k - 1)) : done(); f(n); })", n)


#: scroll, let the page lay out and paint twice, until the top stays put through those frames
#: twice in a row (at most 10 scrolls): the loop runs in the page, one round trip for the whole
TO_TOP = """async (el) => {
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  const top = () => Math.round(el.getBoundingClientRect().top);
  let still = 0;
  for (let i = 0; i < 10 && still < 2; i++) {
    el.scrollIntoView({ block: "start" });
    const now = top();
    await frame(); await frame();
    still = top() === now ? still + 1 : 0;
  }
}"""


def to_top(page, root) -> None:
    """Scroll the widget's top to the top of the notebook: its first screen is then in view.
    JupyterLab lays out cells far from view lazily, so the cells above may change height as
    they come in: scroll again until the widget's top stays put."""
    root.evaluate(TO_TOP)


def menu(page, *path: str) -> None:
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(f"^{path[0]}$")).first.click()
    for label in path[1:-1]:
        page.locator(".lm-Menu-itemLabel", has_text=re.compile(f"^{label}$")).first.hover()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(f"^{path[-1]}$")).first.click()


def set_theme(page, name: str) -> None:
    if page.evaluate("document.body.dataset.jpThemeName") == name:
        return
    menu(page, "Settings", "Theme", name)
    page.wait_for_function("n => document.body.dataset.jpThemeName === n", arg=name, timeout=30_000)


def goto(page, kernel, game: str, step: int) -> None:
    kernel.run(f"games[{game!r}].goto({step})")
    page.wait_for_function("([el, s]) => el.getAttribute('data-cursor') === s", arg=[game_root(page, game).element_handle(), str(step)], timeout=15_000)


def hover_moves_nothing(page, root, game: str) -> int:
    """Hover each spot of HOVER_SPOTS, waiting for its hint where it is a board element; return
    how many were hovered. Fails naming the element hovered and what moved."""
    assert root.evaluate(tc.KEEP_BOXES) > 10
    spots = page.evaluate(tc.HOVER_SPOTS, [root.element_handle(), 6])
    hinted_nothing: list[str] = []
    for spot in spots:
        page.mouse.move(spot["x"], spot["y"])
        after = root.evaluate(tc.AFTER_HOVER, [spot["board"], 0.6, [spot["x"], spot["y"]]])
        if spot["board"] and not after["tip"]:
            hinted_nothing.append(spot["what"])
        shifted = after["moved"]
        assert shifted == [], f"{game}: hovering {spot['what']} moved {len(shifted)} boxes: {shifted[:5]}"
    page.mouse.move(0, 0)
    assert len(hinted_nothing) < len([s for s in spots if s["board"]]), f"{game}: no board element showed a tip: {hinted_nothing}"
    return len(spots)


SEEN = """([root, selectors]) => selectors.map((sel) => {
  const el = root.querySelector(sel);
  if (!el) return [sel, "missing"];
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const ok = r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && !!hit && el.contains(hit);
  const at = `${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},${Math.round(r.bottom)} of ${innerWidth}x${innerHeight}`;
  const under = hit ? hit.tagName + "." + hit.getAttribute("class") : "nothing";
  return [sel, ok ? "seen" : `not on the first screen (${at}; under ${under})`];
})"""
LESSON_PARTS = [
    "[data-role=lesson-task]",
    "[data-role=lesson-feedback]",
    "[data-action=lesson-back]",
    "[data-action=lesson-retry]",
    "[data-action=lesson-show]",
    "[data-action=lesson-next]",
    "[data-role=prompt]",
]


@pytest.mark.parametrize("mode", list(MODES))
def test_the_table_in_each_setting(table, mode):
    """Every game in one setting: the first screen holds the prompt and every choice, for
    positions of several decision kinds; the log ends on its newest line; hovering moves nothing;
    a lesson's task, feedback and buttons are on its first screen."""
    page, kernel, positions = table
    width, height, theme = MODES[mode]
    page.set_viewport_size({"width": width, "height": height})
    set_theme(page, theme)
    for game in GAMES:
        root = game_root(page, game)
        assert len(positions[game]) >= 2, f"{game}: the seeded game met fewer than two decision kinds"
        for i, step in enumerate(positions[game]):
            goto(page, kernel, game, step)
            to_top(page, root)
            legal = kernel.eval_json(f"[{{k: c.get(k) for k in ('index', 'label', 'targets', 'amount')}} for c in games[{game!r}].legal]")
            kind = kernel.eval_json(f"games[{game!r}].status['kind']")
            seen = page.evaluate(tc.FIRST_SCREEN, [root.element_handle(), legal])
            assert seen["prompt"], f"{game} at step {step} ({kind}), {mode}: the prompt is not on the first screen"
            assert seen["missing"] == [], f"{game} at step {step} ({kind}), {mode}: choices off the first screen: {seen['missing'][:6]}"
            log = root.evaluate(tc.LOG_END)
            assert log["lines"] > 0 and log["inLog"] and log["onScreen"], f"{game} at step {step}, {mode}: the log's newest line is not in view: {log}"
            assert log["text"] == kernel.eval_json(f"games[{game!r}].log_lines[-1]")
            if i == 0:
                page.screenshot(path=str(SHOTS / f"{game}-{mode}.png"))
        assert hover_moves_nothing(page, root, game) >= 4, f"{game}: too few elements on the first screen to hover"

        lesson = lesson_root(page, game)
        to_top(page, lesson)
        parts = dict(page.evaluate(SEEN, [lesson.element_handle(), LESSON_PARTS]))
        assert set(parts.values()) == {"seen"}, f"{game}'s lesson, {mode}: {parts}"
        # the task comes first: above the explanation, in larger type than it
        task = lesson.locator("[data-role=lesson-task]")
        text = lesson.locator("[data-role=lesson-text]")
        assert task.bounding_box()["y"] < text.bounding_box()["y"]
        size = lambda loc: loc.evaluate("el => parseFloat(getComputedStyle(el).fontSize)")
        assert size(task) > size(text)
        assert task.inner_text() == kernel.eval_json(f"lessons[{game!r}].step.hint")
        hover_moves_nothing(page, lesson, f"{game}'s lesson")
        page.screenshot(path=str(SHOTS / f"{game}-lesson-{mode}.png"))
    assert not page.page_errors


def test_full_screen_gives_the_board_the_screen(table):
    """Full screen, each game: the board's drawing takes at least 80 % of the screen's width or
    height, and the prompt and every choice are still on the screen beside it."""
    page, kernel, positions = table
    page.set_viewport_size({"width": 1280, "height": 800})
    set_theme(page, "JupyterLab Light")
    for game in GAMES:
        root = game_root(page, game)
        goto(page, kernel, game, positions[game][-1])
        to_top(page, root)
        root.locator("[data-action=full-screen]").click()
        page.wait_for_function("() => document.fullscreenElement && document.fullscreenElement.matches('.dw-root')")
        frames(page, 3)
        try:
            box = root.locator("[data-role=board] svg[role=img]").first.bounding_box()
            screen = page.evaluate("() => [innerWidth, innerHeight]")
            share = max(box["width"] / screen[0], box["height"] / screen[1])
            assert share >= 0.8, f"{game}: in full screen the board's drawing is {box['width']:.0f}x{box['height']:.0f} on {screen}"
            legal = kernel.eval_json(f"[{{k: c.get(k) for k in ('index', 'label', 'targets', 'amount')}} for c in games[{game!r}].legal]")
            seen = page.evaluate(tc.FIRST_SCREEN, [root.element_handle(), legal])
            assert seen["prompt"] and seen["missing"] == [], f"{game} in full screen: {seen}"
            page.screenshot(path=str(SHOTS / f"{game}-full-screen.png"))
        finally:
            root.locator("[data-action=full-screen]").click()
            page.wait_for_function("() => !document.fullscreenElement")


def test_zoom_at_200_percent_keeps_the_board_in_the_widget(table):
    """The widget's zoom at its largest (200 %) scales every size of it, and the board still
    fits its width: nothing of the widget overflows sideways."""
    page, kernel, positions = table
    page.set_viewport_size({"width": 1280, "height": 800})
    for game in GAMES:
        root = game_root(page, game)
        to_top(page, root)
        base = root.locator(".dw-panel").evaluate("el => parseFloat(getComputedStyle(el).fontSize)")
        zoom_in = root.locator("[data-action=zoom-in]")
        while zoom_in.is_enabled():
            zoom_in.click()
        assert root.locator("[data-role=zoom]").inner_text() == "200%"
        frames(page, 3)
        try:
            assert root.locator(".dw-panel").evaluate("el => parseFloat(getComputedStyle(el).fontSize)") == pytest.approx(2 * base, rel=0.01)
            fit = root.evaluate("""root => { const r = root.getBoundingClientRect();
                const b = root.querySelector('[data-role=board] svg[role=img]').getBoundingClientRect();
                return { over: root.scrollWidth - root.clientWidth, board: [b.left, b.right], root: [r.left, r.right] }; }""")
            assert fit["over"] <= 1, f"{game} at 200 %: the widget overflows by {fit['over']} px"
            assert fit["root"][0] - 1 <= fit["board"][0] and fit["board"][1] <= fit["root"][1] + 1, f"{game} at 200 %: {fit}"
            page.screenshot(path=str(SHOTS / f"{game}-zoom-200.png"))
        finally:
            zoom_out = root.locator("[data-action=zoom-out]")
            while root.locator("[data-role=zoom]").inner_text() != "100%":
                zoom_out.click()


def test_a_refused_rule_option_is_said_by_its_field(table):
    """A rule option Python refuses (Delta V, "Object of the Game": two to four players) is said
    next to its field in the rule options, which open to show it, as well as in the error line;
    the next accepted message takes both away."""
    page, kernel, positions = table
    root = game_root(page, "deltav")
    kernel.run("games['deltav'].send_from_frontend({'type': 'set_params', 'params': {'players': 9}})")
    field = root.locator(".dw-field.dw-refused")
    field.wait_for(timeout=15_000)
    assert field.locator("[data-param=players]").count() == 1
    said = field.locator("[data-role=field-refused]").inner_text()
    assert "Rule option 'players'" in said and said == root.locator("[data-role=error]").inner_text()
    assert root.locator("[data-role=rules]").evaluate("el => el.open")
    box, near = field.bounding_box(), field.locator("[data-role=field-refused]").bounding_box()
    assert box["y"] <= near["y"] <= box["y"] + box["height"], "the sentence is inside the field's box"
    kernel.run(f"games['deltav'].goto({positions['deltav'][0]})")
    page.wait_for_function("el => !el.querySelector('.dw-refused')", arg=root.element_handle(), timeout=15_000)
