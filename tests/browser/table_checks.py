"""Measurements of the game table for issue 20 (the page's layout), taken in the page.

Each is a JavaScript function Playwright runs on a widget root; the tests in
``test_browser_table_*.py`` assert on what they return. "The first screen" is what the window
shows once the widget's top is scrolled to the top of its notebook (or app): the part of the
widget a person sees without moving the page.
"""

from __future__ import annotations

#: every element's box in the widget, but the hover tip and the hint line's own text (which are
#: what a hover changes, in room kept for them), kept in the page: ``KEEP_BOXES`` reads them and
#: keeps them on the root; ``AFTER_HOVER`` reads them again and returns only the elements whose
#: box changed ("path: [x, y, w, h] -> [...]"). The readings stay in the page, so a check costs one
#: short answer however many elements the board draws.
#: The walk goes from the root down, so a subtree is left out where its top is: the tip and the
#: chooser whole, the hint line's children (the line's own box is kept). One ``matches`` per element,
#: no ``closest`` up to the root for each of the thousands a board draws.
_READ_BOXES = """const readBoxes = (root) => {
  const out = new Map();
  const walk = (el, path) => {
    if (el.matches("[data-role=tip], [data-role=chooser]")) return;
    const r = el.getBoundingClientRect();
    out.set(path, [Math.round(r.left * 10) / 10, Math.round(r.top * 10) / 10, Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10]);
    if (el.matches("[data-role=hint]")) return;
    const kids = el.children;
    for (let i = 0; i < kids.length; i++) walk(kids[i], path + "/" + i);
  };
  walk(root, "root");
  return out;
};"""
#: a move's own motion is no hover's doing: tiles and pieces sliding to a new position (their CSS
#: transitions, 0.6 s) and leaving tiles fading out (at most 3 s) finish before the boxes are kept
KEEP_BOXES = (
    """async (root) => { """
    + _READ_BOXES
    + """
  const moving = root.getAnimations({ subtree: true }).filter((a) => a.effect?.getTiming().iterations !== Infinity);
  await Promise.all(moving.map((a) => a.finished.catch(() => null)));
  const until = performance.now() + 3000;
  while (root.querySelector(".vg-leaving") && performance.now() < until) await new Promise((done) => setTimeout(done, 50));
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  root.dwBoxes = readBoxes(root);
  // where the page last saw the pointer (for AFTER_HOVER: whether a move has reached the page)
  if (!window.dwPointer) {
    window.dwPointer = [NaN, NaN];
    document.addEventListener("mousemove", (e) => { window.dwPointer = [e.clientX, e.clientY]; }, true);
  }
  return root.dwBoxes.size;
}"""
)
#: after a hover at ``at`` (x, y): wait (up to a second) for the tip where a board element was
#: hovered, let the page lay out and paint twice, then read which boxes moved since
#: ``KEEP_BOXES``. The tip is shown or hidden by the mouseover's own handler (with "…" while
#: Python's hint for the element is asked, its sentence once back); an element with nothing to say
#: shows none. So the wait for it ends once the page has had the move (its mousemove at ``at`` seen,
#: which comes after the mouseover): the tip is then as this hover leaves it, and no second is
#: spent waiting for a tip that cannot come. One round trip per hover, the waiting done in the
#: page. Returns {tip: shown or not, moved: [...]}.
AFTER_HOVER = (
    """async (root, [board, tol, at]) => { """
    + _READ_BOXES
    + """
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  const tip = root.querySelector("[data-role=tip]");
  const until = performance.now() + 1000;
  const arrived = () => !!at && Math.abs(window.dwPointer[0] - at[0]) <= 1 && Math.abs(window.dwPointer[1] - at[1]) <= 1;
  let shown = !board;
  while (!shown) {
    const visible = !!tip && !tip.hidden;
    if (arrived() || performance.now() >= until) { shown = visible; break; }
    await frame();
  }
  await frame(); await frame();
  const now = readBoxes(root), out = [];
  for (const [key, a] of root.dwBoxes) {
    const b = now.get(key);
    if (b && a.some((x, i) => Math.abs(x - b[i]) > tol)) out.push(`${key}: [${a}] -> [${b}]`);
  }
  return { tip: shown, moved: out };
}"""
)

#: elements to hover, each once: board elements (playable or not), the prompt, a choice, a log
#: line. Returns CSS-pixel centres of those that are on the first screen.
HOVER_SPOTS = """([root, limit]) => {
  const onScreen = (el) => { const r = el.getBoundingClientRect(); const x = r.left + r.width / 2, y = r.top + r.height / 2;
    return r.width > 0 && r.height > 0 && y > 0 && y < innerHeight - 30 && x > 0 && x < innerWidth && root.contains(document.elementFromPoint(x, y)); };
  const pick = (els, n) => { const list = [...els].filter(onScreen); const step = Math.max(1, Math.floor(list.length / n));
    return list.filter((_, i) => i % step === 0).slice(0, n); };
  const board = root.querySelector("[data-role=board]");
  const spots = [...pick(board.querySelectorAll(".dw-target"), limit), ...pick(board.querySelectorAll("[data-target]:not(.dw-target)"), limit),
    ...pick(root.querySelectorAll("[data-role=prompt], [data-action=choice]:not([hidden]), [data-role=log] li"), 3)];
  return spots.map((el) => { const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2,
             what: el.getAttribute("data-target") || el.getAttribute("data-role") || el.tagName, board: board.contains(el) }; });
}"""

#: where each legal choice can be clicked on the first screen (a box of ``display: contents``, the
#: narrow layout's column, draws no box and clips nothing, whatever its overflow says). A choice
#: is there if one element that plays it (its button beside the prompt, its stepper if it is a
#: counted amount, or a board element it targets) is visible on the screen, uncovered; or lies in
#: a box that scrolls on its own (the choices list) and that box is on the screen: the page itself
#: need not move. Returns the prompt's visibility and the choices that are not there.
FIRST_SCREEN = """([root, legal]) => {
  const clipOf = (el) => {
    const r = el.getBoundingClientRect();
    let box = [r.left, r.top, r.right, r.bottom];
    let scroller = null;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if ((cs.overflowX === "visible" && cs.overflowY === "visible") || cs.display === "contents") continue;
      const q = a.getBoundingClientRect();
      if (!scroller && root.contains(a) && a.scrollHeight > a.clientHeight + 1) scroller = a;
      box = [Math.max(box[0], q.left), Math.max(box[1], q.top), Math.min(box[2], q.right), Math.min(box[3], q.bottom)];
      if (a === document.fullscreenElement) break; // in full screen nothing around it clips it
    }
    box = [Math.max(box[0], 0), Math.max(box[1], 0), Math.min(box[2], innerWidth), Math.min(box[3], innerHeight)];
    return { r, box, scroller };
  };
  const seen = (el) => {
    const { r, box } = clipOf(el);
    const w = box[2] - box[0], h = box[3] - box[1];
    if (w < Math.min(6, r.width) || h < Math.min(6, r.height) || w <= 0 || h <= 0) return false;
    const hit = document.elementFromPoint((box[0] + box[2]) / 2, (box[1] + box[3]) / 2);
    return !!hit && (el.contains(hit) || hit.contains(el) || (hit.closest && hit.closest("[data-target]") === el.closest("[data-target]")));
  };
  const reachable = (el) => {
    if (seen(el)) return true;
    const { scroller } = clipOf(el);
    return !!scroller && seen(scroller);
  };
  const board = root.querySelector("[data-role=board]");
  const missing = [];
  for (const c of legal) {
    const els = [...root.querySelectorAll(`[data-action=choice][data-index="${c.index}"]:not([hidden])`)];
    for (const id of c.targets) els.push(...board.querySelectorAll(`[data-target="${CSS.escape(id)}"].dw-target`));
    // a counted choice (give 3 gold) is played by its stepper: the stepper is what must be there
    if (c.amount) els.push(...root.querySelectorAll(`[data-role=amount][data-group="${CSS.escape(c.amount[0])}"]`));
    if (!els.some(reachable)) {
      const why = els.map((el) => { const { r, box } = clipOf(el); const hit = document.elementFromPoint((box[0] + box[2]) / 2, (box[1] + box[3]) / 2);
        const under = hit ? hit.tagName + "." + hit.getAttribute("class") : "nothing";
        return `${el.tagName}.${el.getAttribute("class")} at ${Math.round(r.top)}..${Math.round(r.bottom)}, seen ${box.map(Math.round)}, under ${under}`; });
      missing.push(`${c.label} (${why.join("; ") || "no element plays it"})`);
    }
  }
  const prompt = root.querySelector("[data-role=prompt]");
  const onBoard = legal.filter((c) => c.targets.some((id) => [...board.querySelectorAll(`[data-target="${CSS.escape(id)}"].dw-target`)].some(seen))).length;
  return { prompt: seen(prompt), missing, onBoard, count: legal.length };
}"""

#: the log's newest line is inside the log's box, and the log's box is on the screen
LOG_END = """(root) => {
  const ol = root.querySelector("[data-role=log]");
  const last = ol.lastElementChild;
  if (!last) return { lines: 0 };
  const r = ol.getBoundingClientRect(), l = last.getBoundingClientRect();
  return { lines: ol.children.length, inLog: l.bottom <= r.bottom + 1 && l.top >= r.top - 1,
           onScreen: r.top >= 0 && l.bottom <= innerHeight && r.height > 0, text: last.textContent };
}"""

# -- issue 35: the table at 1280 px and on a projector -------------------------------------------

#: where an element is seen: its box cut by every box between it and the window that clips what
#: overflows it (scrolling or hidden), and by the window; the element's drawing (an SVG's
#: viewBox) clips its shapes too
_CLIP = """const clipped = (el) => {
  const r = el.getBoundingClientRect();
  let box = [r.left, r.top, r.right, r.bottom];
  for (let a = el.parentElement || el.parentNode; a && a !== document.body && a.nodeType === 1; a = a.parentElement || a.parentNode) {
    const cs = getComputedStyle(a);
    const svgRoot = a.tagName === "svg" && a.parentElement && !(a.parentElement instanceof SVGElement);
    if (!svgRoot && ((cs.overflowX === "visible" && cs.overflowY === "visible") || cs.display === "contents") && a !== document.fullscreenElement) continue;
    const q = a.getBoundingClientRect();
    box = [Math.max(box[0], q.left), Math.max(box[1], q.top), Math.min(box[2], q.right), Math.min(box[3], q.bottom)];
    if (a === document.fullscreenElement) break; // in full screen nothing around it clips it
  }
  return { r, box: [Math.max(box[0], 0), Math.max(box[1], 0), Math.min(box[2], innerWidth), Math.min(box[3], innerHeight)] };
};
const whole = (el, tol = 1) => { const { r, box } = clipped(el);
  return box[0] <= r.left + tol && box[1] <= r.top + tol && box[2] >= r.right - tol && box[3] >= r.bottom - tol; };
const where = (el) => { const r = el.getBoundingClientRect(); return `${el.tagName.toLowerCase()}.${String(el.getAttribute("class") || "").split(" ")[0]}` +
  `[${el.getAttribute("data-target") || el.getAttribute("data-index") || (el.textContent || "").trim().slice(0, 24)}]` +
  ` at ${[r.left, r.top, r.right, r.bottom].map(Math.round)}`; };
"""

#: the decision in the first screen (issue 35): every lit board element (a playable target) and
#: every choice button the decision offers is whole on the window, on the widget's first screen
#: (nothing of it outside the window or cut by a box that scrolls), and a click at its centre
#: reaches it; every legal choice has such an element. Returns what is not.
DECISION_SEEN = (
    "async ([root, legal]) => {\n"
    + _CLIP
    + """
  // a move's own motion first ends: a prospector sliding to its new place covers another for
  // a moment
  await Promise.all(root.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => null)));
  const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility === "visible"; };
  const reaches = (el) => { const r = el.getBoundingClientRect(); const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const id = el.getAttribute("data-target");
    return !!hit && (el.contains(hit) || hit.contains(el) || (!!id && !!hit.closest && hit.closest("[data-target]")?.getAttribute("data-target") === id)); };
  const bad = [];
  const offered = [...root.querySelectorAll(
    "[data-role=board] .dw-target, [data-action=choice], [data-action=plan], [data-action=plan-more], [data-action=plan-less]")];
  for (const el of offered) {
    if (el.closest("[hidden]") || (el.closest("details") && !el.closest("details").open && !el.matches("summary, summary *"))) continue;
    if (!shown(el)) { if (el.classList.contains("dw-target")) bad.push(`${where(el)}: lit but not shown`); continue; }
    if (!whole(el)) bad.push(`${where(el)}: not whole on the first screen`);
    else if (!reaches(el)) bad.push(`${where(el)}: covered`);
  }
  const board = root.querySelector("[data-role=board]");
  for (const c of legal) {
    const els = [...root.querySelectorAll(`[data-action=choice][data-index="${c.index}"]`)];
    for (const id of c.targets) els.push(...board.querySelectorAll(`[data-target="${CSS.escape(id)}"].dw-target`));
    if (!els.some((el) => shown(el) && whole(el))) bad.push(`${c.label}: no element of the first screen plays it`);
  }
  return { bad, lit: offered.length };
}"""
)

#: nothing cut off (issue 35): every element of the board's drawing (the SVG and the blocks
#: around it) lies whole inside the widget's visible box and its own drawing; what the board
#: keeps in the column beside it is cut neither left nor right (it may scroll up and down, and
#: brings what the decision lights into view); nothing of the widget sticks out sideways.
#: ``screen``: whether the drawing must also lie inside the window (full screen). Returns what
#: is cut.
NOTHING_CUT = (
    "async ([root, screen]) => {\n"
    + _CLIP
    + """
  // a move's own motion is not the layout: tiles sliding in from beyond an edge finish first
  await Promise.all(root.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => null)));
  const bad = [];
  const rr = root.getBoundingClientRect();
  const draw = root.querySelector(".dw-draw");
  const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  for (const el of draw.querySelectorAll("*")) {
    // an SVG group is as large as its parts, a hit area included: its parts are looked at instead
    if (el.matches(".dw-hit, title, g, .dw-tip, .dw-tip *") || el.closest(".dw-icon") || !shown(el)) continue;
    const r = el.getBoundingClientRect();
    const svg = el.ownerSVGElement;
    const cut = [];
    if (svg) {
      const s = svg.getBoundingClientRect();
      if (r.left < s.left - 1 || r.right > s.right + 1 || r.top < s.top - 1 || r.bottom > s.bottom + 1) cut.push("its drawing");
    }
    if (r.left < rr.left - 1 || r.right > rr.right + 1) cut.push("the widget");
    const { box } = clipped(el);
    const sideways = box[0] > r.left + 1 || box[2] < r.right - 1;
    if (sideways || (screen && (box[1] > r.top + 1 || box[3] < r.bottom - 1))) cut.push(screen ? "the window" : "a box that clips");
    if (cut.length) bad.push(`${where(el)} cut by ${cut.join(", ")}`);
    if (bad.length > 12) break;
  }
  const info = root.querySelector("[data-role=info]");
  const ib = info.getBoundingClientRect();
  for (const el of info.querySelectorAll("*")) {
    if (!shown(el) || el.closest(".dw-icon")) continue;
    const r = el.getBoundingClientRect();
    if (r.left < ib.left - 1 || r.right > ib.right + 1) bad.push(`${where(el)} sticks out of the column`);
    if (bad.length > 12) break;
  }
  if (root.scrollWidth > root.clientWidth + 1) bad.push(`the widget overflows sideways by ${root.scrollWidth - root.clientWidth} px`);
  // no box cuts what it holds (a status box, the message line), but the parts that scroll on
  // their own: what lies beside the drawing, the log, the board's choices as buttons, and a
  // lesson's explanation, question and task
  const SCROLLS = "[data-role=info], [data-role=log], .dw-choice-list, .dw-lesson-explain, .dw-lesson-question, .dw-lesson-task";
  for (const el of root.querySelectorAll("*")) {
    if (el.matches(SCROLLS) || el instanceof SVGElement || !el.checkVisibility({ visibilityProperty: true })) continue;
    const cs = getComputedStyle(el);
    if (cs.overflowX === "visible" && cs.overflowY === "visible") continue;
    if (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1) {
      bad.push(`${where(el)} cuts what it holds (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`);
    }
  }
  for (const el of root.querySelectorAll(".dw-toolbar > *")) {
    if (shown(el) && el.getBoundingClientRect().right > rr.right + 1) bad.push(`${where(el)} sticks out of the toolbar`);
  }
  return bad;
}"""
)

#: the sizes a class reads from afar (issue 35): every text of a board's drawing drawn at its
#: size on the page (its font size times the drawing's scale), and every piece on it (a rocket,
#: a prospector, a ship, a station: .dw-piece; a symbol printed on a tile or an island,
#: .dw-print, is part of that print, not a piece) at its larger side. Returns the smallest of each.
DRAWN_SIZES = """(root) => {
  const texts = [], pieces = [];
  for (const svg of root.querySelectorAll(".dw-draw svg.dw-drawing")) {
    for (const t of svg.querySelectorAll("text")) {
      const r = t.getBoundingClientRect();
      if (!r.width || getComputedStyle(t).visibility !== "visible") continue;
      texts.push([+(parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a).toFixed(1), t.textContent.trim().slice(0, 16)]);
    }
    for (const p of svg.querySelectorAll(".dw-piece:not(.dw-print)")) {
      const r = p.getBoundingClientRect();
      if (r.width) pieces.push([Math.round(Math.max(r.width, r.height) * 10) / 10, String(p.getAttribute("class")).replace("dw-piece ", "").slice(0, 30)]);
    }
  }
  texts.sort((a, b) => a[0] - b[0]);
  pieces.sort((a, b) => a[0] - b[0]);
  return { texts: texts.slice(0, 5), pieces: pieces.slice(0, 5), nTexts: texts.length, nPieces: pieces.length };
}"""

#: what the widget says, read as a class would read it aloud (issue 35): its visible text, the
#: chosen option of each menu and whether that option's words fit the menu's width (a menu cut
#: to "bot: greedy (on" reads wrong)
WORDS = """(root) => {
  const out = [], cut = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || !n.data.trim() || el.closest("title, option, script, style, textarea, [hidden]")) continue;
    if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
    out.push(n.data.trim());
  }
  const ctx = document.createElement("canvas").getContext("2d");
  for (const sel of root.querySelectorAll("select")) {
    if (!sel.checkVisibility({ visibilityProperty: true })) continue;
    const cs = getComputedStyle(sel);
    ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    const text = sel.selectedOptions[0] ? sel.selectedOptions[0].text : "";
    out.push(text);
    // the words, the menu's padding and its arrow (about 20 px) inside its width
    const room = sel.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20;
    if (ctx.measureText(text).width > room + 1) cut.push(`${text} (${Math.round(ctx.measureText(text).width)} px in ${Math.round(room)})`);
  }
  return { texts: out, cut };
}"""

#: words that must not follow the number 1, and codes that are no words (issue 35, "Words")
PLURALS = (
    r"(?<![\w.,#])1 (crystals|flasks|cogs|cards|points|pts|tiles|segments|stations|Sale Markers|markers|tokens|rockets"
    r"|actions|moves|airships|symbols|bribes|contracts|steps|choices|islands|dragonflies|looks ahead|waters)\b"
)
CODES = r"\b[a-z]+_[a-z_]+\b|\bismcts\b"

#: the controls a learner sees in a lesson (issue 35: only those a learner uses, each at least
#: 24 x 24 px): every visible button, menu, link-like summary and input of the widget, with its
#: box, that is not a board element or a choice
CONTROLS = """(root) => [...root.querySelectorAll("button, select, input, summary")].filter((el) => {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility === "visible" && !el.closest("[hidden]");
}).map((el) => { const r = el.getBoundingClientRect();
  return { what: el.getAttribute("data-action") || el.getAttribute("data-role") || el.tagName.toLowerCase(), w: Math.round(r.width * 10) / 10,
           h: Math.round(r.height * 10) / 10, text: (el.textContent || "").trim().slice(0, 30), choice: el.matches("[data-action=choice]") }; })"""


#: the visible elements whose own text holds ``sentence`` (the innermost of them), each with
#: whether all of it shows: not cut by its own box (a scroll) or a box around it
COPIES = (
    "([root, sentence]) => {\n"
    + _CLIP
    + """
  const out = [];
  const norm = (t) => t.replace(/\\s+/g, " ").trim();
  const want = norm(sentence);
  for (const el of root.querySelectorAll("*")) {
    if (!el.checkVisibility({ visibilityProperty: true }) || el.matches("title, option, script, style")) continue;
    if (!norm(el.textContent).includes(want)) continue;
    if ([...el.children].some((c) => norm(c.textContent).includes(want))) continue;
    out.push({ where: where(el), whole: whole(el) && el.scrollHeight <= el.clientHeight + 1 });
  }
  return out;
}"""
)


#: what a lesson shows of the game's controls (issue 35): the learner's own and Full screen only
LEARNER = {
    *("lesson-steps", "lesson-back", "lesson-retry", "lesson-show", "lesson-next", "lesson-answer", "lesson-goto"),
    *("full-screen", "choice", "choice-list-summary", "summary", "advise"),
}


def check_lesson_controls(lesson, where: str) -> None:
    """Issue 35 "Lessons": every control the lesson shows is one a learner uses, and at least
    24 x 24 px."""
    controls = lesson.evaluate(CONTROLS)
    others = sorted({c["what"] for c in controls} - LEARNER)
    assert others == [], f"{where}: controls no learner uses: {others}"
    small = [c for c in controls if c["w"] < 24 or c["h"] < 24]
    assert small == [], f"{where}: controls under 24 x 24 px: {small[:5]}"


#: a lesson on the first screen of its notebook, the notebook at its top (issue 35): the task,
#: the lesson's buttons and what the step lights to click (a board element, else a choice
#: button) each whole on the window and reached by a click at its centre. Returns what is not.
LESSON_AT_TOP = (
    "async (root) => {\n"
    + _CLIP
    + """
  await Promise.all(root.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => null)));
  const bad = [];
  const reaches = (el) => { const r = el.getBoundingClientRect(); const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const id = el.getAttribute("data-target");
    return !!hit && (el.contains(hit) || (!!id && hit.closest && hit.closest("[data-target]")?.getAttribute("data-target") === id)); };
  const parts = ["[data-role=lesson-task]", "[data-action=lesson-back]", "[data-action=lesson-retry]",
    "[data-action=lesson-show]", "[data-action=lesson-next]"];
  for (const sel of parts) {
    const el = root.querySelector(sel);
    if (!el || !whole(el) || !reaches(el)) bad.push(`${sel}: ${el ? where(el) : "missing"}`);
  }
  // what to click: the lit piece, or, while the step's question waits for its answer, the answers
  const lit = [...root.querySelectorAll("[data-role=board] .dw-lesson-focus.dw-target, [data-action=choice].dw-lesson-focus")]
    .filter((el) => el.getBoundingClientRect().width > 0);
  const answers = [...root.querySelectorAll("[data-action=lesson-answer]:not(:disabled)")];
  if (!lit.length && !answers.length) bad.push("nothing lit to click");
  for (const el of lit.length ? lit.slice(0, 1) : answers) if (!whole(el) || !reaches(el)) bad.push(`to click: ${where(el)}`);
  return bad;
}"""
)
