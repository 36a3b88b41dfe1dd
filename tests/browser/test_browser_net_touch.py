"""A networked table's seat pages on phones and tablets (issue 38: "Phones (390×844) and tablets get
a layout of their own: the decision on the first screen, touch targets at least 44 px, nothing
moving under a finger").

For each game, one table served on an event loop of its own thread (as in
test_browser_net_table.py); each human seat's page is opened on a touch screen at a phone's size,
and the first deciding seat's also at a tablet's, upright and lying. A few decisions are played by
taps on the deciding seat's phone; before each, on every page of that seat:

- every control and board element the page offers a tap on is at least 44 x 44 CSS px (WCAG 2.5.5),
  and a tap at its centre, where that centre is on the screen, reaches it and no neighbour;
- the prompt, and an element that plays each legal choice, are on the first screen (the page
  scrolled to its top; a list that scrolls on its own counts when it is there);
- the page does not scroll sideways;

and on the phone: at the first decision, its menu and the hint on demand, opened by taps, hold
controls of a finger's size too, the hint on the first screen and moving nothing; hovering a playable element, and tapping an element that is no choice now (its
sentence then fills the message line), moves no box of the widget; the step that a tap plays
keeps the prompt's box and the log's size as they were. Between taps, random choices played from
Python reach decisions on each board's drawing (PLANS), whose elements are the smallest.
"""

from __future__ import annotations

import random

import pytest

import table_checks as tc
from served_table import Served

pytestmark = pytest.mark.browser

PHONE = (390, 844)
TABLETS = [(820, 1180), (1180, 820)]
#: a finger's width, in CSS px (WCAG 2.5.5 Target Size, enhanced)
FINGER = 44
#: each game's table (two seats), and the decisions at which the deciding seat's pages are
#: measured and a choice is tapped on its phone: "" the next decision, a word the first decision
#: (within FORWARD steps, played from Python by random choices of the designer's widget) with a
#: choice on a board element whose id starts with it. So a few taps reach decisions on each
#: board's drawing: Delta V's tiles, Delta's islands, Spatial Delivery's hexes, borders and
#: corners, Vesta's hexes
PLANS = {
    "deltav": ({"players": 2, "first_player": 0}, ("", "", "c")),
    "delta": ({"players": 2}, ("", "", "island:")),
    "spatial": ({"players": 2}, ("", "h", "e", "v")),
    "vesta": ({"players": 2}, ("", "", "h")),
}
FORWARD = 60

#: every element of the widget that takes a tap now: enabled controls, summaries, playable board
#: elements (those a tap falls through, like a prospector standing for its place, are not), each
#: with its size and where a tap at its centre lands: ``reaches`` is null when that centre is off the
#: screen or cut off by a box that scrolls (a tap there needs a scroll first, which is no tap on it)
TAP_TARGETS = """(root) => {
  const clip = (el) => {
    const r = el.getBoundingClientRect();
    let box = [r.left, r.top, r.right, r.bottom];
    for (let a = el.parentElement || el.parentNode; a && a !== document.body && a.nodeType === 1; a = a.parentElement || a.parentNode) {
      const cs = getComputedStyle(a);
      if ((cs.overflowX === "visible" && cs.overflowY === "visible") || cs.display === "contents") continue;
      const q = a.getBoundingClientRect();
      box = [Math.max(box[0], q.left), Math.max(box[1], q.top), Math.min(box[2], q.right), Math.min(box[3], q.bottom)];
    }
    return [Math.max(box[0], 0), Math.max(box[1], 0), Math.min(box[2], innerWidth), Math.min(box[3], innerHeight)];
  };
  const out = [];
  const taps = "button:not(:disabled), select:not(:disabled), input:not(:disabled), summary, [data-role=board] .dw-target, [data-role=chooser] button";
  for (const el of root.querySelectorAll(taps)) {
    if (!el.checkVisibility({ visibilityProperty: true }) || getComputedStyle(el).pointerEvents === "none") continue;
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    const box = clip(el);
    let reaches = null;
    if (x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3]) {
      const hit = document.elementFromPoint(x, y);
      const id = el.getAttribute("data-target");
      reaches = !!hit && (el.contains(hit) || (id !== null && hit.closest("[data-target]")?.getAttribute("data-target") === id));
    }
    const name = el.getAttribute("data-target") || el.getAttribute("data-action") || el.textContent.trim().slice(0, 30);
    const plays = el.matches("[data-action=choice], [data-role=board] .dw-target");
    const board = !!el.closest("[data-role=board] .dw-draw, [data-role=board] [data-role=info]") && el.matches(".dw-target");
    out.push({ name: `${el.tagName.toLowerCase()} ${name}`, w: r.width, h: r.height, x, y, reaches, plays, board, svg: el instanceof SVGElement });
  }
  return { targets: out, scrollWidth: document.documentElement.scrollWidth, width: innerWidth };
}"""

#: every box of the widget (but what floats over it: the hover tip, a board element's chooser, the
#: hint and its badges; and what lies inside the prompt's box and the log, whose own boxes are
#: kept: they fill in room kept for them), kept on the root by KEEP; MOVED reads them again and
#: returns those that differ
_READ = """const read = (root) => {
  const out = new Map();
  const walk = (el, path) => {
    if (el.matches("[data-role=tip], [data-role=chooser], [data-role=advice], [data-role=advice-mark]")) return;
    const r = el.getBoundingClientRect();
    out.set(path, [r.left, r.top, r.width, r.height].map((v) => Math.round(v * 10) / 10));
    if (el.matches("[data-role=say], [data-role=log]")) return;
    for (let i = 0; i < el.children.length; i++) walk(el.children[i], `${path}/${i}.${el.children[i].getAttribute("class") || el.children[i].tagName}`);
  };
  walk(root, "root");
  return out;
};
const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));"""
KEEP = (
    "async (root) => { "
    + _READ
    + """ await Promise.all(root.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => null)));
  await frames(); root.dwKept = read(root); return root.dwKept.size; }"""
)
MOVED = (
    "async (root) => { "
    + _READ
    + """ await frames(); const now = read(root), out = [];
  for (const [key, a] of root.dwKept) { const b = now.get(key); if (b && a.some((v, i) => Math.abs(v - b[i]) > 0.6)) out.push(`${key}: [${a}] -> [${b}]`); }
  return out; }"""
)
#: the boxes a played step keeps: the prompt's (with the message line) and the log's size
STEADY = """(root) => { const say = root.querySelector("[data-role=say]").getBoundingClientRect();
  const log = root.querySelector("[data-role=log]").getBoundingClientRect();
  return [say.left, say.top, say.width, say.height, log.width, log.height].map((v) => Math.round(v)); }"""
#: a board element that is no choice now, whole on the screen, that a tap at its centre reaches
IDLE_SPOT = """(root) => {
  for (const el of root.querySelectorAll("[data-role=board] [data-target]:not(.dw-target)")) {
    if (getComputedStyle(el).pointerEvents === "none") continue;
    const r = el.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    if (r.top < 0 || r.bottom > innerHeight - 10 || r.left < 0 || r.right > innerWidth) continue;
    const hit = document.elementFromPoint(x, y);
    if (hit && hit.closest("[data-target]") === el) return { x, y, id: el.getAttribute("data-target") };
  }
  return null;
}"""


def measure(page, where: str) -> list[dict]:
    """The tap targets of ``page`` (see TAP_TARGETS), asserting the sizes, the reach and the page's
    width; returns them."""
    root = page.locator(".dw-root").first
    got = root.evaluate(TAP_TARGETS)
    assert got["scrollWidth"] <= got["width"], f"{where}: the page scrolls sideways ({got['scrollWidth']} px in a {got['width']} px window)"
    small = [f"{t['name']} {t['w']:.0f}x{t['h']:.0f}" for t in got["targets"] if t["w"] < FINGER - 0.5 or t["h"] < FINGER - 0.5]
    assert small == [], f"{where}: {len(small)} tap targets under {FINGER} x {FINGER} px: {small[:8]}"
    astray = [t["name"] for t in got["targets"] if t["reaches"] is False]
    assert astray == [], f"{where}: a tap at the centre of these lands on something else: {astray[:8]}"
    return got["targets"]


def first_screen(page, legal: list[dict], where: str) -> None:
    page.evaluate("window.scrollTo(0, 0)")
    seen = page.evaluate(tc.FIRST_SCREEN, [page.locator(".dw-root").first.element_handle(), legal])
    assert seen["prompt"], f"{where}: the prompt is not on the first screen"
    assert seen["missing"] == [], f"{where}: choices with nothing on the first screen that plays them: {seen['missing'][:4]}"


def still_when_touched(page, targets: list[dict], where: str) -> None:
    """Tapping an element that is no choice now (its sentence fills the message line), then
    hovering a playable element, moves nothing. In that order: a pointer's move after a tap (a
    mouse where there is none on a phone) would be a hover of its own."""
    root = page.locator(".dw-root").first
    spot = root.evaluate(IDLE_SPOT)
    if spot is not None:
        assert root.evaluate(KEEP) > 20
        page.touchscreen.tap(spot["x"], spot["y"])
        line = page.locator("[data-role=error]").first
        try:
            page.wait_for_function("el => !['', '…'].includes(el.textContent)", arg=line.element_handle(), timeout=5_000)
        except Exception as err:
            raise AssertionError(f"{where}: a tap on {spot['id']}, no choice now, said nothing in the message line ({line.text_content()!r})") from err
        moved = root.evaluate(MOVED)
        assert moved == [], f"{where}: tapping {spot['id']} (no choice now) moved {len(moved)} boxes: {moved[:4]}"
    board = [t for t in targets if t["board"] and t["reaches"]]
    if board:
        assert root.evaluate(KEEP) > 20
        page.mouse.move(board[0]["x"], board[0]["y"])
        moved = root.evaluate(MOVED)
        assert moved == [], f"{where}: hovering {board[0]['name']} moved {len(moved)} boxes: {moved[:4]}"
        # off the board: Chromium moves a resting mouse over what a later step draws under it,
        # which would be a hover between the next tap and its answer (no phone has that mouse)
        page.mouse.move(0, 0)


def hint_opened(page, where: str) -> None:
    """The hint on demand, asked by a tap, floats on the first screen (under the choices, over
    the board's top) and moves nothing; its Close is a finger's size and closes it."""
    root = page.locator(".dw-root").first
    assert root.evaluate(KEEP) > 20
    tap_on(page, page.locator("[data-action=advise]").first)
    box = page.locator("[data-role=advice]").first
    done = "el => !el.hidden && el.textContent.includes('looks ahead)') && !el.textContent.includes('searching')"
    page.wait_for_function(done, arg=box.element_handle(), timeout=30_000)
    moved = root.evaluate(MOVED)
    assert moved == [], f"{where}: the hint moved {len(moved)} boxes: {moved[:4]}"
    shown = box.bounding_box()
    assert 0 <= shown["y"] and shown["y"] + min(shown["height"], 120) <= page.viewport_size["height"], f"{where}: the hint is not on the first screen: {shown}"
    # what the hint covers waits for it to close: its own controls are measured
    close = [t for t in root.evaluate(TAP_TARGETS)["targets"] if t["name"] == "button advise-close"]
    assert close and close[0]["reaches"] and min(close[0]["w"], close[0]["h"]) >= FINGER - 0.5, f"{where}: the hint's Close: {close}"
    tap_on(page, page.locator("[data-action=advise-close]").first)
    box.wait_for(state="hidden")


def tap_on(page, locator) -> None:
    box = locator.bounding_box()
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def menu_opened(page, where: str) -> None:
    """The page's menu (the board's size), opened by a tap: its controls are a finger's size too."""
    summary = page.locator("[data-action=more]").first
    tap_on(page, summary)
    page.locator("[data-action=zoom-in]").first.wait_for(state="visible")
    names = {t["name"] for t in measure(page, f"{where}, its menu open")}
    assert {"button zoom-in", "button zoom-out"} <= names, f"{where}: the menu's zoom buttons were not measured: {sorted(names)}"
    tap_on(page, summary)
    page.locator("[data-action=zoom-in]").first.wait_for(state="hidden")


def legal_of(served: Served, seat: int) -> list[dict]:
    return served.call(lambda t: [{k: c.get(k) for k in ("index", "label", "targets", "amount")} for c in t.seats[seat].widget.legal])


def forward(table, wanted: str, rng: random.Random) -> None:
    """Play random choices from the designer's widget until a choice of the decision is played on
    a board element whose id starts with ``wanted``."""
    for _ in range(FORWARD):
        if any(t.startswith(wanted) for c in table.designer.legal for t in c["targets"]):
            return
        table.designer.act(rng.randrange(len(table.match.legal())))
    raise AssertionError(f"no choice on a board element {wanted}... within {FORWARD} steps")


def wait_step(page, step: int) -> None:
    page.wait_for_function("s => document.querySelector('.dw-root')?.getAttribute('data-cursor') === s", arg=str(step), timeout=15_000)


@pytest.mark.parametrize("game", list(PLANS))
def test_touch_screens_play_a_table(touch_screen, game):
    params, plan = PLANS[game]
    served = Served(game, seed=5, params=params)
    rng = random.Random(1)
    pages: dict[int, list] = {}
    drawn = 0  # playable elements of the board's drawing (SVG) measured
    try:
        first = served.call(lambda t: t.match.decision().player)
        for seat in served.call(lambda t: sorted(t.seats)):
            link = served.call(lambda t, seat=seat: t.link(seat))
            for size in [PHONE, *(TABLETS if seat == first else [])]:
                page = touch_screen.new_page()
                page.set_viewport_size({"width": size[0], "height": size[1]})
                page.goto(link)
                pages.setdefault(seat, []).append(page)
        for wanted in plan:
            if wanted:
                served.call(lambda t, wanted=wanted: forward(t, wanted, rng))
            step = served.call(lambda t: t.match.cursor)
            decider = served.call(lambda t: t.match.decision().player)
            legal = legal_of(served, decider)
            for page in pages[decider]:
                # the page in front: Chromium throttles the frames of the pages behind it
                page.bring_to_front()
                wait_step(page, step)
                size = page.viewport_size
                where = f"{game} step {step}, seat {decider} at {size['width']}x{size['height']}"
                first_screen(page, legal, where)
                targets = measure(page, where)
                drawn += sum(t["svg"] and t["plays"] for t in targets)
            phone = pages[decider][0]
            phone.bring_to_front()
            where = f"{game} step {step}, seat {decider}'s phone"
            targets = measure(phone, where)
            still_when_touched(phone, targets, where)
            if step == 0:
                menu_opened(phone, where)
                hint_opened(phone, where)
            targets = measure(phone, where)  # the tap may have moved a board's chooser away
            steady = phone.locator(".dw-root").first.evaluate(STEADY)
            play = next(t for t in targets if t["plays"] and t["reaches"])
            phone.touchscreen.tap(play["x"], play["y"])
            chooser = phone.locator("[data-role=chooser] button")
            if chooser.count():
                measure(phone, f"{where}, its chooser open")
                tap_on(phone, chooser.first)
            wait_step(phone, step + 1)
            assert phone.locator(".dw-root").first.evaluate(STEADY) == steady, f"{where}: the step played moved the prompt or resized the log"
        assert drawn > 0, f"{game}: no playable element of the board's drawing came at the steps measured {plan}"
    finally:
        for group in pages.values():
            for page in group:
                page.close()
        served.close()
