"""The four boards as a class sees them (issue 20, items 8 and 9, "The pieces"): every clickable
thing at least 24 x 24 px (WCAG 2.5.8 Target Size, minimum), every piece's drawing at least 3:1
and every text at least 4.5:1 against what it lies on (WCAG 1.4.11 Non-text Contrast and 1.4.3
Contrast, minimum), in JupyterLab's light and dark themes, plain and dimmed by a lesson.

One notebook holds a game of each under way; the page is opened and run once, at 1280 x 800,
and each test measures every element of every board in one evaluation. Screenshots of the four
boards in both themes go to ``artifacts/boards/`` (git-ignored) for people to look at.
"""

from __future__ import annotations

import functools

import pytest

import browser_harness as h
import ux_checks as ux

pytestmark = pytest.mark.browser

NOTEBOOK = "_boards_look.ipynb"
GAMES = ("deltav", "spatial", "vesta", "delta")
CELLS = [
    """\
import random
from deltawidgets.widgets import DeltaVWidget, DeltaWidget, SpatialWidget, VestaWidget

def play(w, steps, seed):
    rng = random.Random(seed)
    while w.cursor < steps and not w.match.is_over():
        w.act(rng.randrange(len(w.match.legal())))

# games well under way, seen in the teaching view (every face drawn: the most to measure)
dv = DeltaVWidget(seed=1, params={"players": 3, "first_player": 0}, viewer="all")
play(dv, 40, 1)
sd = SpatialWidget(seed=2, params={"players": 3}, viewer="all")
play(sd, 70, 2)
vg = VestaWidget(seed=3, viewer="all")
play(vg, 30, 3)
dl = DeltaWidget(seed=4, viewer="all")
play(dl, 30, 4)
""",
    "dv",
    "sd",
    "vg",
    "dl",
]
ARTIFACTS = h.ARTIFACTS / "boards"
THEMES = {"light": "JupyterLab Light", "dark": "JupyterLab Dark"}

# The colours are composited as ux_checks.COLOURS says (the same arithmetic as every contrast check).
MEASURE = (
    "(root) => {\n"
    + ux.COLOURS
    + """
  const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility === "visible"; };
  const board = root.querySelector("[data-role=board]");
  const targets = [];
  const graphics = [];
  for (const el of board.querySelectorAll("[data-target]")) {
    if (!shown(el)) continue;
    const r = el.getBoundingClientRect();
    const id = el.getAttribute("data-target");
    targets.push({ id, w: Math.round(r.width * 10) / 10, h: Math.round(r.height * 10) / 10 });
    // what shows the element: its drawn marks (SVG), or its own edge and fill (HTML)
    const svg = el instanceof SVGElement;
    const marks = svg ? [...el.querySelectorAll(".dw-shape, .dw-halo")] : [el];
    if (!marks.length) continue;
    const bg = svg ? backdrop(el.ownerSVGElement) : htmlBg(up(el));
    if (!bg) continue;
    let best = 0;
    for (const m of marks) {
      const cs = getComputedStyle(m);
      const colours = [];
      if (svg) {
        const f = m.tagName === "line" ? null : parse(cs.fill); // a line has no inside to fill
        if (f) colours.push(paint(m, f, Number(cs.fillOpacity)));
        const s = parse(cs.stroke);
        if (s && parseFloat(cs.strokeWidth) >= 1) colours.push(paint(m, s, Number(cs.strokeOpacity)));
      } else {
        const f = parse(cs.backgroundColor);
        if (f && cs.backgroundImage === "none") colours.push(paint(m, f));
        const b = parse(cs.borderTopColor);
        if (b && cs.borderTopStyle !== "none" && parseFloat(cs.borderTopWidth) >= 1) colours.push(paint(m, b));
      }
      for (const c of colours) best = Math.max(best, ratio(over(c, bg), bg));
    }
    if (best === 0) continue; // drawn with nothing visible (an open border nobody may use now)
    graphics.push({ id, cls: String(el.getAttribute("class")), ratio: Math.round(best * 100) / 100 });
  }
  // what lies under a text is found by hit-testing: for the time of the measurement every
  // painted shape answers it, those that let clicks through to what is below them too
  const probe = document.createElement("style");
  probe.textContent = "[data-role=board] svg * { pointer-events: visiblePainted !important; }";
  document.head.append(probe);
  const texts = [];
  let inView = null;
  for (const el of board.querySelectorAll("*")) {
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.data.trim());
    if (!own || ["title", "style"].includes(el.tagName) || !shown(el)) continue;
    const svg = el instanceof SVGElement;
    // hit-testing sees only the window: each drawing is brought into it before its texts
    if (svg && el.ownerSVGElement !== inView) {
      inView = el.ownerSVGElement;
      inView.scrollIntoView({ block: "center", inline: "center" });
    }
    const cs = getComputedStyle(el);
    const fg = parse(svg ? cs.fill : cs.color);
    const bg = svg ? underText(el) : htmlBg(el);
    if (!fg || !bg) continue;
    const r = el.getBoundingClientRect();
    const big = r.height >= 24 * 1.15 || (Number(cs.fontWeight) >= 700 && r.height >= 18.66 * 1.15);
    const value = ratio(over(paint(el, fg, svg ? Number(cs.fillOpacity) : 1), bg), bg);
    texts.push({ text: el.textContent.trim().slice(0, 30), cls: String(el.getAttribute("class") || el.tagName),
                 ratio: Math.round(value * 100) / 100, need: big ? 3.0 : 4.5, on: svg ? lastUnder : "html",
                 fg: svg ? cs.fill : cs.color });
  }
  probe.remove();
  return { targets, graphics, texts };
}"""
)

# A click lands on the topmost element under the pointer that takes clicks; js/targets.js
# decides which board element it means (the pointer's mouseover tells it the same, and it notes
# that as board.dwPointing). At the centre of every piece (a rocket, a prospector, a ship, a
# station) and of every playable element: if anything under that point is playable now, the
# pointer there must mean a playable element, not a piece or a neighbour stacked over it.
STACKS = """(root) => {
  const board = root.querySelector("[data-role=board]");
  const target = (el) => el && el.closest && el.closest("[data-target]");
  const out = { looked: 0, wrong: [] };
  const svgs = [...board.querySelectorAll("svg:not(.dw-icon)")];
  for (const svg of [...svgs, null]) {
    if (svg) svg.scrollIntoView({ block: "center", inline: "center" });
    const els = svg ? svg.querySelectorAll(".dw-piece, .dw-target") : board.querySelectorAll(".dw-target:not(svg *)");
    for (const el of els) {
      if (!svg) el.scrollIntoView({ block: "center", inline: "nearest" });
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const stack = document.elementsFromPoint(x, y).filter((e) => board.contains(e));
      const under = stack.map(target).filter(Boolean);
      if (!under.some((t) => t.classList.contains("dw-target"))) continue;
      out.looked += 1;
      // the page's own handler, as the pointer arriving there calls it
      stack[0].dispatchEvent(new MouseEvent("mouseover", { bubbles: true, clientX: x, clientY: y }));
      const id = board.dwPointing;
      const top = id ? board.querySelector(`[data-target="${CSS.escape(id)}"].dw-target`) : null;
      if (!top) {
        out.wrong.push({ at: String(el.getAttribute("class")).slice(0, 40), reaches: id,
                         playable: under.filter((t) => t.classList.contains("dw-target")).map((t) => t.getAttribute("data-target")).slice(0, 3) });
      }
    }
  }
  return out;
}"""

#: what js/lesson.js does to a board while a step asks for nothing on it: every element dimmed
DIM = """(root, on) => {
  root.querySelector(".dw-panel").classList.toggle("dw-lesson-on", on);
  for (const el of root.querySelectorAll("[data-role=board] [data-target]")) el.classList.toggle("dw-lesson-dim", on);
}"""


menu, set_theme = h.menu, h.set_theme  # JupyterLab's menu bar and theme (browser_harness.py)


@pytest.fixture(scope="module")
def boards_page(lab, lab_page, tools):
    """The notebook opened and run once at 1280 x 800; the page."""
    h.write_notebook(lab.root / NOTEBOOK, CELLS)
    page = lab_page
    h.open_in_lab(page, lab, NOTEBOOK, size=(1280, 800))
    h.run_all(page)
    for game in GAMES:
        page.locator(f".dw-root[data-game={game}] [data-role=board] [data-target]").first.wait_for()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    yield page


@pytest.fixture(scope="module")
def measured(boards_page):
    """``measured(theme, dimmed)`` -> :func:`measure`'s readings of every board, taken once for
    the module: the target size test and the contrast test read the same undimmed boards in each
    theme, and the page does not change between them."""
    return functools.cache(lambda theme, dimmed: measure(boards_page, theme, dimmed))


def measure(page, theme: str, dimmed: bool) -> dict[str, dict]:
    set_theme(page, THEMES[theme])
    out = {}
    for game in GAMES:
        root = page.locator(f".dw-root[data-game={game}]").first
        root.scroll_into_view_if_needed()
        root.evaluate(DIM, dimmed)
        try:
            out[game] = root.evaluate(MEASURE)
            if not dimmed:
                path = ARTIFACTS / f"{game}-{theme}.png"
                # the board's first screen, as a person sees it
                root.locator("[data-role=board]").evaluate("el => el.scrollIntoView({block: 'start'})")
                page.screenshot(path=str(path))
                print(f"screenshot: {path}")
        finally:
            root.evaluate(DIM, False)
    assert page.page_errors == [], page.page_errors
    return out


@pytest.mark.parametrize("theme", list(THEMES))
def test_every_board_target_is_at_least_24_px(measured, theme):
    """WCAG 2.5.8 Target Size (minimum): every element a click can play or ask about (every
    data-target) is at least 24 x 24 CSS pixels, on every board: route segments and station
    corners, prospectors, tiles, cards, chips and track spaces."""
    seen = measured(theme, False)  # positional, as the contrast test asks: one cache key
    for game, m in seen.items():
        assert len(m["targets"]) > 10, f"{game}: too few board elements to measure"
        small = [t for t in m["targets"] if t["w"] < 24 or t["h"] < 24]
        assert small == [], f"{game} ({theme}): {len(small)} targets under 24 x 24 px: {small[:8]}"


@pytest.mark.parametrize("dimmed", [False, True], ids=["plain", "dimmed"])
@pytest.mark.parametrize("theme", list(THEMES))
def test_board_graphics_and_text_keep_their_contrast(measured, theme, dimmed):
    """WCAG 1.4.11 Non-text Contrast: the drawing of every board element (its outline or fill)
    at least 3:1 against the board behind it; WCAG 1.4.3 Contrast (minimum): every text on a
    board at least 4.5:1 (3:1 when large) against what it is written on: in both themes, and
    with every element dimmed as a lesson dims what its step does not ask for."""
    seen = measured(theme, dimmed)
    for game, m in seen.items():
        assert len(m["graphics"]) > 10 and len(m["texts"]) > 10, f"{game}: too little measured"
        faint = [g for g in m["graphics"] if g["ratio"] < 3.0]
        assert faint == [], f"{game} ({theme}, dimmed={dimmed}): {len(faint)} elements under 3:1: {faint[:8]}"
        low = [t for t in m["texts"] if t["ratio"] < t["need"]]
        assert low == [], f"{game} ({theme}, dimmed={dimmed}): {len(low)} texts under AA: {low[:8]}"


def test_a_click_on_a_stack_plays_what_is_playable(boards_page):
    """WCAG 2.5.8 and the prompt: a click at the centre of any piece or playable element of a
    board, where something under it is playable now, reaches a playable element (pieces let
    clicks through to the space, corner or place they stand on)."""
    page = boards_page
    set_theme(page, THEMES["light"])
    looked = 0
    for game in GAMES:
        root = page.locator(f".dw-root[data-game={game}]").first
        got = root.evaluate(STACKS)
        looked += got["looked"]
        assert got["wrong"] == [], f"{game}: a click on a stack misses what is playable: {got['wrong'][:6]}"
    assert looked > 20, "too few playable places were looked at"
