"""The game table in JupyterLab, measured (issues 20 and 35): for every game, at 1280x800 and
900x700 (the file browser open), in the light and the dark theme, and in full screen at 1920x1080.

- No element's box moves when an element is hovered or its hint appears: the boxes of every
  element of the widget are read before and after each hover (the tip excepted: it is what a
  hover shows, floating).
- For seeded random positions of different decision kinds, and after random clicks: at 1280x800
  every lit board element and every choice button is whole on the widget's first screen (its top
  at the top of the notebook), and each legal choice has one; at 900x700 the prompt and something
  that plays each legal choice are there.
- Nothing is cut off: every element of the drawing lies whole in the widget and its drawing, and
  what lies beside it in the column is not cut sideways.
- At 1280x800 every text of a board's drawing is drawn at 11 px or more and every piece at 14 px
  or more; in full screen the side column's text is 18 px or more and no empty column is left
  between the drawing and the column.
- The log shows its newest line, after clicks, a bot's move and undos.
- Every message once and whole: a misplay's sentence, in each game and each lesson, and a refused
  Keep, are shown in one place, not cut.
- Words: no "1" before a plural, no code for a word, no menu cut short.
- A lesson's task, feedback and buttons are on the first screen; the widget's zoom at 200 %
  keeps the board inside the widget.

One notebook holds a game of each kind, played at random to a seeded position, and each game's
lesson; it is opened and run once for the module. Screenshots of every game at 1280x800, 900x700
and in full screen at 1920x1080, and of the lessons, go to ``table/`` in the artifacts folder
(tests/browser/README.md).
"""

from __future__ import annotations

import random
import re

import pytest

import browser_harness as h
import table_checks as tc
from widget_page import set_menu

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
SHOTS = h.ARTIFACTS / "table"


@pytest.fixture(scope="module")
def table(lab, lab_page, tools):
    """The notebook opened and run once: (page, kernel, positions by game)."""
    h.write_notebook(lab.root / NOTEBOOK, CELLS)
    page = lab_page
    h.open_in_lab(page, lab, NOTEBOOK, size=(1280, 800))
    h.run_all(page, timeout=180_000)
    for g in GAMES:
        game_root(page, g).wait_for()
        lesson_root(page, g).wait_for()
    kernel = h.Kernel(h.lab_connection_file(lab, h.lab_kernel_id(lab, NOTEBOOK)))
    kinds = kernel.eval_json("kinds")
    positions = {g: sorted(kinds[g].values())[:KINDS] for g in GAMES}
    SHOTS.mkdir(parents=True, exist_ok=True)
    yield page, kernel, positions
    kernel.close()


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


menu, set_theme = h.menu, h.set_theme


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


def legal_of(kernel, game: str) -> list[dict]:
    return kernel.eval_json(f"[{{k: c.get(k) for k in ('index', 'label', 'targets', 'amount')}} for c in games[{game!r}].legal]")


def check_decision(page, root, kernel, game: str, where: str) -> None:
    """Issue 35 "The decision in the first screen": every lit element and choice button whole on
    the window, each legal choice with one; the prompt there too."""
    legal = legal_of(kernel, game)
    seen = page.evaluate(tc.DECISION_SEEN, [root.element_handle(), legal])
    assert seen["bad"] == [], f"{game}, {where}: the decision is not whole on the first screen: {seen['bad'][:6]}"
    prompt = page.evaluate(tc.FIRST_SCREEN, [root.element_handle(), []])["prompt"]
    assert prompt, f"{game}, {where}: the prompt is not on the first screen"


def check_log(root, kernel, game: str, where: str) -> None:
    """Issue 35 "The log follows the newest entry": the newest line is in the log's view."""
    log = root.evaluate(tc.LOG_END)
    assert log["lines"] > 0 and log["inLog"] and log["onScreen"], f"{game}, {where}: the log's newest line is not in view: {log}"
    assert log["text"] == kernel.eval_json(f"games[{game!r}].log_lines[-1]")


def check_sizes(root, game: str, where: str, text: float = 11, piece: float = 14) -> None:
    """Issue 35 "Projection": a board's texts at ``text`` px or more, its pieces at ``piece``."""
    got = root.evaluate(tc.DRAWN_SIZES)
    assert got["nTexts"] > 5, f"{game}: too few texts on the drawing to measure"
    small = [t for t in got["texts"] if t[0] < text]
    assert small == [], f"{game}, {where}: texts of the board under {text} px: {small}"
    small = [p for p in got["pieces"] if p[0] < piece]
    assert small == [], f"{game}, {where}: pieces of the board under {piece} px: {small}"


def check_words(root, game: str, where: str) -> None:
    """Issue 35 "Words": no "1" before a plural, no code for a word, no menu cut short."""
    got = root.evaluate(tc.WORDS)
    text = "\n".join(got["texts"])
    assert re.findall(tc.PLURALS, text) == [], f"{game}, {where}: a plural after 1: {[m for m in re.finditer(tc.PLURALS, text)][:3]}"
    assert re.findall(tc.CODES, text) == [], f"{game}, {where}: codes in the words shown: {re.findall(tc.CODES, text)[:5]}"
    assert got["cut"] == [], f"{game}, {where}: menus cut short: {got['cut']}"


def check_uncut(page, root, game: str, where: str, screen: bool = False) -> None:
    """Issue 35 "Nothing cut off"."""
    cut = page.evaluate(tc.NOTHING_CUT, [root.element_handle(), screen])
    assert cut == [], f"{game}, {where}: cut off: {cut[:6]}"


@pytest.mark.parametrize("mode", list(MODES))
def test_the_table_in_each_setting(table, mode):
    """Every game in one setting (issues 20 and 35): nothing cut off; the decision on the first
    screen (at 1280x800 every lit element and choice whole; at 900x700 something that plays each
    choice); the board's texts and pieces large enough (1280x800); words that read right; the
    log ends on its newest line; hovering moves nothing; a lesson's task, feedback and buttons
    are on its first screen."""
    page, kernel, positions = table
    width, height, theme = MODES[mode]
    wide = width >= 1280
    page.set_viewport_size({"width": width, "height": height})
    set_theme(page, theme)
    for game in GAMES:
        root = game_root(page, game)
        assert len(positions[game]) >= 2, f"{game}: the seeded game met fewer than two decision kinds"
        for i, step in enumerate(positions[game]):
            goto(page, kernel, game, step)
            to_top(page, root)
            kind = kernel.eval_json(f"games[{game!r}].status['kind']")
            where = f"step {step} ({kind}), {mode}"
            if wide:
                check_decision(page, root, kernel, game, where)
                check_sizes(root, game, where)
            else:
                seen = page.evaluate(tc.FIRST_SCREEN, [root.element_handle(), legal_of(kernel, game)])
                assert seen["prompt"], f"{game} at {where}: the prompt is not on the first screen"
                assert seen["missing"] == [], f"{game} at {where}: choices off the first screen: {seen['missing'][:6]}"
            check_uncut(page, root, game, where)
            check_words(root, game, where)
            check_log(root, kernel, game, where)
            if i == 0:
                page.screenshot(path=str(SHOTS / f"{game}-{mode}.png"))
        # the seat menus read whole, each bot by its words (issue 35 "the bot menu reads right")
        set_menu(root, True)
        check_words(root, game, f"the Game menu, {mode}")
        seats = root.locator("[data-action=seat]").first.locator("option").all_inner_texts()
        assert seats[:3] == ["human", "random bot (any legal move)", "greedy bot (the default)"] and any("medium" in x for x in seats), seats
        set_menu(root, False)
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
        tc.check_lesson_controls(lesson, f"{game}'s lesson, {mode}")
        hover_moves_nothing(page, lesson, f"{game}'s lesson")
        page.screenshot(path=str(SHOTS / f"{game}-lesson-{mode}.png"))


#: the gap a full-screen table may leave between the drawing and the column beside it, in px
FULL_GAP = 48


def test_full_screen_scales_the_whole_table(table):
    """Full screen at 1920 x 1080, each game (issue 35 "Projection"): the drawing is as large as
    the screen allows and whole on it; the column beside it takes the rest, its text at 18 px or
    more, with no empty column between them; the decision is whole on the screen."""
    page, kernel, positions = table
    page.set_viewport_size({"width": 1920, "height": 1080})
    set_theme(page, "JupyterLab Light")
    try:
        for game in GAMES:
            root = game_root(page, game)
            goto(page, kernel, game, positions[game][-1])
            to_top(page, root)
            root.locator("[data-action=full-screen]").click()
            page.wait_for_function("() => document.fullscreenElement && document.fullscreenElement.matches('.dw-root')")
            frames(page, 3)
            try:
                got = root.evaluate(FULL_SCREEN, game in DRAWING_IS_COLUMN)
                assert got["share"] >= 0.8, f"{game}: in full screen the drawing fills {got['share']:.0%} of the screen's height or width: {got}"
                assert got["gap"] <= FULL_GAP and got["right"] <= FULL_GAP, f"{game}: an empty column in full screen: {got}"
                assert got["smallest"][0] >= 18, f"{game}: side text under 18 px in full screen: {got['smallest']}"
                check_decision(page, root, kernel, game, "full screen")
                check_uncut(page, root, game, "full screen", screen=True)
                page.screenshot(path=str(SHOTS / f"{game}-1920x1080-full-screen.png"))
            finally:
                root.locator("[data-action=full-screen]").click()
                page.wait_for_function("() => !document.fullscreenElement")
    finally:
        page.set_viewport_size({"width": 1280, "height": 800})


#: in full screen: the share of the screen the drawing's own shapes fill (its drawn box: an SVG
#: keeps its shape, and may be wider than what it draws), the gap between them and the column
#: beside them, the room left right of the column, and the smallest text in the column
#: boards whose drawing is the whole column, not one picture: Delta's tracks, sections and map
DRAWING_IS_COLUMN = {"delta"}
FULL_SCREEN = """(root, column) => {
  const svg = root.querySelector(".dw-draw svg.dw-drawing");
  const vb = svg.viewBox.baseVal, box = svg.getBoundingClientRect();
  const scale = Math.min(box.width / vb.width, box.height / vb.height);
  const drawn = [box.left + (box.width - vb.width * scale) / 2, box.right - (box.width - vb.width * scale) / 2];
  const side = root.querySelector(".dw-side").getBoundingClientRect();
  const sizes = [];
  const walker = document.createTreeWalker(root.querySelector(".dw-side"), NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!n.data.trim() || !el.checkVisibility({ visibilityProperty: true }) || el.closest(".dw-offscreen")) continue;
    sizes.push([parseFloat(getComputedStyle(el).fontSize), n.data.trim().slice(0, 20)]);
  }
  sizes.sort((a, b) => a[0] - b[0]);
  // a board drawn as a column of blocks (Delta) fills the column: its right edge is the column's
  const whole = root.querySelector(".dw-draw").getBoundingClientRect();
  if (column) drawn[1] = whole.right;
  const [w, h] = column ? [whole.width, Math.min(whole.bottom, innerHeight) - whole.top] : [vb.width * scale, vb.height * scale];
  return { share: Math.max(w / innerWidth, h / innerHeight),
           gap: Math.round(side.left - drawn[1]), right: Math.round(innerWidth - side.right), smallest: sizes[0] || [0, ""] };
}"""


def click_choice(page, root, legal: list[dict], rng: random.Random) -> str:
    """Click one legal choice at random as a person would: its lit board element, its button, or
    its option in the small chooser a board element opens; a whole gesture (a payment) by its
    button. Returns what was clicked."""
    plan = root.locator("[data-action=plan]")
    if plan.count() and plan.is_enabled():
        plan.click()
        return "plan"
    for c in rng.sample(legal, len(legal)):
        els = root.locator(f'[data-action=choice][data-index="{c["index"]}"]:visible')
        if els.count():
            els.first.click()
            return c["label"]
        for t in c["targets"]:
            el = root.locator(f'[data-role=board] [data-target="{t}"].dw-target')
            if el.count():
                el.first.click()
                chooser = root.locator(f'[data-role=chooser] [data-action=choose][data-index="{c["index"]}"]')
                if chooser.count():
                    chooser.click()
                return c["label"]
    raise AssertionError(f"no element of the page plays any of {[c['label'] for c in legal]}")


CLICKS = 10


def test_the_decision_and_the_log_stay_in_view_through_play(table):
    """Issue 35, 1280 x 800: from the start of each game, after each of ten random legal clicks,
    a bot's move and two undos, every lit element and choice button is whole on the first screen,
    nothing is cut off and the log shows its newest line."""
    page, kernel, positions = table
    page.set_viewport_size({"width": 1280, "height": 800})
    set_theme(page, "JupyterLab Light")
    rng = random.Random(35)
    for game in GAMES:
        root = game_root(page, game)
        goto(page, kernel, game, 0)
        to_top(page, root)
        check_decision(page, root, kernel, game, "at the start")
        for n in range(CLICKS):
            step = int(root.get_attribute("data-cursor"))
            what = click_choice(page, root, legal_of(kernel, game), rng)
            page.wait_for_function("([el, s]) => el.getAttribute('data-cursor') !== s", arg=[root.element_handle(), str(step)], timeout=15_000)
            to_top(page, root)  # the first screen: JupyterLab may lay out the cells above late
            check_decision(page, root, kernel, game, f"after click {n + 1} ({what})")
            check_uncut(page, root, game, f"after click {n + 1} ({what})")
            check_log(root, kernel, game, f"after click {n + 1} ({what})")
        # a bot's move (the seat deciding handed to the random bot, Bot step pressed), two undos
        kernel.run(f"_w = games[{game!r}]; _s = list(_w.seats); _k = list(_s); _k[_w.status['decider']] = 'random'; _w.seats = _k")
        step = int(root.get_attribute("data-cursor"))
        root.locator("[data-action=bot-step]").click()
        page.wait_for_function("([el, s]) => el.getAttribute('data-cursor') === s", arg=[root.element_handle(), str(step + 1)], timeout=15_000)
        to_top(page, root)
        check_log(root, kernel, game, "after a bot's move")
        kernel.run(f"games[{game!r}].seats = _s")
        for n in range(2):
            step = int(root.get_attribute("data-cursor"))
            root.locator("[data-action=undo]").click()
            page.wait_for_function("([el, s]) => el.getAttribute('data-cursor') === s", arg=[root.element_handle(), str(step - 1)], timeout=15_000)
            to_top(page, root)
            check_log(root, kernel, game, f"after undo {n + 1}")
            check_decision(page, root, kernel, game, f"after undo {n + 1}")


def misplay_spots(root) -> list[dict]:
    """The board elements (of the drawing and beside it) that are no choice now, on the first
    screen, each with the point a click on it lands."""
    return root.evaluate("""(root) => {
      const out = [];
      for (const el of root.querySelectorAll("[data-role=board] [data-target]:not(.dw-target)")) {
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2, y = r.top + r.height / 2;
        if (r.width < 8 || y < 0 || y > innerHeight - 20) continue;
        const hit = document.elementFromPoint(x, y);
        const t = hit && hit.closest && hit.closest("[data-target]");
        if (t && !t.classList.contains("dw-target") && root.contains(t)) out.push({ id: t.getAttribute("data-target"), x, y });
      }
      return out;
    }""")


def test_every_message_is_said_once_and_whole(table):
    """Issue 35 "Every message once, whole": a click on a board element that is no choice (a
    misplay) in each game and in each game's lesson, and a refused Keep, put their sentence in one
    place beside the prompt (a lesson's beside its task), all of it in view."""
    page, kernel, positions = table
    page.set_viewport_size({"width": 1280, "height": 800})
    set_theme(page, "JupyterLab Light")
    for game in GAMES:
        root = game_root(page, game)
        spot = None
        # the first position where a board element says why it is no choice (the first step of
        # each kind of decision the seeded game met)
        for step in sorted(kernel.eval_json(f"kinds[{game!r}]").values()):
            goto(page, kernel, game, step)
            to_top(page, root)
            spots = misplay_spots(root)
            said = kernel.eval_json(f"{{t: games[{game!r}].hint(t) for t in {sorted({x['id'] for x in spots})!r}}}")
            spot = next((x for x in spots if said[x["id"]]), None)
            if spot:
                break
        assert spot, f"{game}: at no position is there a board element on the first screen that is no choice and says why"
        sentence = said[spot["id"]]
        page.mouse.click(spot["x"], spot["y"])
        root.locator("[data-role=error]", has_text=sentence[:40]).wait_for(timeout=15_000)
        copies = page.evaluate(tc.COPIES, [root.element_handle(), sentence])
        assert len(copies) == 1 and copies[0]["whole"], f"{game}: a misplay's sentence is shown {len(copies)} times: {copies}"
        page.mouse.move(0, 0)
        # Keep without an archive: refused in one sentence, said once, whole
        kernel.run(f"games[{game!r}].send_from_frontend({{'type': 'keep'}})")
        said = kernel.eval_json(f"games[{game!r}].error")
        root.locator("[data-role=error]", has_text=said[:40]).wait_for(timeout=15_000)
        copies = page.evaluate(tc.COPIES, [root.element_handle(), said])
        assert len(copies) == 1 and copies[0]["whole"], f"{game}: a refused Keep is shown {len(copies)} times: {copies}"
        goto(page, kernel, game, positions[game][0])

        lesson = lesson_root(page, game)
        to_top(page, lesson)
        spots = misplay_spots(lesson)
        assert spots, f"{game}'s lesson: no board element that is no choice on the first screen"
        spot = spots[0]
        page.mouse.click(spot["x"], spot["y"])
        feedback = lesson.locator('[data-role=lesson-feedback][data-kind="wrong"]')
        feedback.wait_for(timeout=15_000)
        said = kernel.eval_json(f"lessons[{game!r}].lesson_state['feedback']")
        copies = page.evaluate(tc.COPIES, [lesson.element_handle(), said])
        assert len(copies) == 1 and copies[0]["whole"], f"{game}'s lesson: a misplay's answer is shown {len(copies)} times: {copies}"
        page.mouse.move(0, 0)
        kernel.run(f"lessons[{game!r}].lesson_do('retry')")


def test_zoom_at_200_percent_keeps_the_board_in_the_widget(table):
    """The widget's zoom at its largest (200 %) scales every size of it, and the board still
    fits its width: nothing of the widget overflows sideways."""
    page, kernel, positions = table
    page.set_viewport_size({"width": 1280, "height": 800})
    for game in GAMES:
        root = game_root(page, game)
        to_top(page, root)
        base = root.locator(".dw-panel").evaluate("el => parseFloat(getComputedStyle(el).fontSize)")
        set_menu(root, True)  # the zoom is in the menu of the table's settings
        zoom_in = root.locator("[data-action=zoom-in]")
        while zoom_in.is_enabled():
            zoom_in.click()
        assert root.locator("[data-role=zoom]").inner_text() == "200%"
        set_menu(root, False)
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
            set_menu(root, True)
            zoom_out = root.locator("[data-action=zoom-out]")
            while root.locator("[data-role=zoom]").inner_text() != "100%":
                zoom_out.click()
            set_menu(root, False)


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
