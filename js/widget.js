// anywidget entry point: the shared panel plus the board renderer the widget names.
// The widget knows no game rule: it draws what Python sends and sends back clicks.
import { createAdvice } from "./advice.js";
import { BOARDS, DESCRIBE, NAMED, TOUCH_SCALE } from "./boards/index.js";
import { openStore, takeDelta } from "./doc.js";
import { h, setAttr } from "./dom.js";
import { renderLab } from "./lab.js";
import { createLesson } from "./lesson.js";
import { createPanel } from "./panel.js";
import { wireTargets } from "./targets.js";

const WATCHED = ["delta", "cursor", "length", "shown_seed", "viewer", "lock", "page_allowed", "seats", "autoplay", "speed", "params", "params_schema", "error", "error_fields", "title", "renderer", "advice_on", "can_keep"];

/**
 * A view's document store (doc.js), kept up to date with every delta while the view lives. A
 * view that opens late starts from the snapshot and the catch-up; if deltas came since, the
 * latest does not follow on and Python is asked for a new snapshot (a view per widget is the
 * usual case; a second view of the same widget costs one resync).
 */
function openViewStore(model) {
  const store = openStore(model.get("snapshot"), model.get("catchup"));
  const take = () => {
    if (!takeDelta(store, model.get("snapshot"), model.get("delta"))) model.send({ type: "resync" });
  };
  // the model may have taken updates before this view opened: the latest delta is one of them
  take();
  model.on("change:delta", take);
  return { store, close: () => model.off("change:delta", take) };
}

function render({ model, el }) {
  // a LabWidget draws the lab pane (js/lab.js), not a board
  if (model.get("kind") === "lab") return renderLab({ model, el });
  const send = (msg) => model.send(msg);
  const panel = createPanel(model, send);
  const root = h("div", { class: "dw-root", "data-widget": "deltawidgets" }, panel.el);
  el.replaceChildren(root);
  // a LessonWidget's pane (js/lesson.js); null for a plain game widget
  const lesson = createLesson(model, send, panel);
  // the hint on demand: its button by the choices, its box over the log (js/advice.js)
  const advice = createAdvice(model, send, panel);
  panel.el.querySelector("[data-role=advice-slot]").append(advice.button);
  panel.el.querySelector("[data-role=side]").append(advice.box);

  // hover hints come from Python on request, cached for the current step
  let hints = new Map();
  let hintStep = -1;
  const api = {
    hovered: null,
    tip: panel.tip,
    say: panel.say,
    onHint: null,
    autoplay: () => model.get("autoplay"),
    describe: (id) => {
      const about = DESCRIBE[model.get("renderer")];
      const doc = currentDoc();
      return about && doc ? about(doc, id) : "";
    },
    pick: (c) => send({ type: "act", index: c.index, step: model.get("cursor") }),
    cachedHint: (id) => (hintStep === model.get("cursor") ? hints.get(id) : undefined),
    askHint: (id) => send({ type: "hint", target: id, step: model.get("cursor") }),
    onMiss: lesson ? lesson.miss : null,
  };
  const onCustom = (msg) => {
    if (advice.onMessage(msg)) return;
    if (msg && msg.type === "kept") { panel.kept(msg); return; }
    if (!msg || msg.type !== "hint" || msg.step !== model.get("cursor")) return;
    if (hintStep !== msg.step) { hints = new Map(); hintStep = msg.step; }
    hints.set(msg.target, msg.text);
    if (api.onHint) api.onHint(msg.target);
  };
  model.on("msg:custom", onCustom);

  // a new document object whenever a delta was taken (see doc.js)
  const view = openViewStore(model);
  let shown = null;
  const currentDoc = () => view.store.doc;

  let pending = false;
  let drawnRatio = "";
  let revealFrame = 0;
  let revealFresh = false;
  const revealNext = (fresh) => {
    revealFresh = revealFresh || fresh;
    if (revealFrame) return;
    revealFrame = requestAnimationFrame(() => {
      revealFrame = 0;
      revealLit(panel.info, lesson ? ".dw-lesson-focus" : ".dw-target", revealFresh);
      revealFresh = false;
    });
  };
  const redraw = () => {
    pending = false;
    try {
      const doc = currentDoc();
      if (!doc) return;
      setAttr(root, "data-game", model.get("game_name"));
      setAttr(root, "data-cursor", String(model.get("cursor")));
      const fresh = doc !== shown;
      if (fresh) {
        shown = doc;
        hints = new Map();
        hintStep = model.get("cursor");
      }
      panel.update(doc);
      // boards update their elements in place (see js/boards/index.js)
      const draw = BOARDS[model.get("renderer")];
      // the drawing on the left, what the board keeps beside it (players, cards) in the column
      if (draw) draw(panel.drawing, doc, panel.info);
      else panel.drawing.replaceChildren(h("pre", { class: "dw-raw" }, JSON.stringify(doc.view, null, 1)));
      wireTargets(panel.board, doc, api);
      // the drawing's shape, for a full screen to size its column by (style.css)
      const svg = panel.drawing.querySelector("svg.dw-drawing");
      const box = svg && svg.viewBox.baseVal;
      const ratio = box && box.height ? (box.width / box.height).toFixed(4) : "";
      if (ratio && ratio !== drawnRatio) panel.drawing.style.setProperty("--dw-ratio", (drawnRatio = ratio));
      if (svg) fitForTouch(svg, box, TOUCH_SCALE[model.get("renderer")]);
      advice.update(doc);
      if (lesson) lesson.update();
      // what the decision lights in the column beside the drawing is brought into its view; a
      // new position that lights nothing there shows the column from its top. At the next frame,
      // when the page lays itself out anyway: reading boxes here would make the click's redraw
      // wait for a layout of its own
      revealNext(fresh);
    } catch (err) {
      // a drawing bug must be seen, not swallowed
      panel.showClientError(`Front-end error: ${err && err.message ? err.message : err}`);
      console.error(err);
    }
  };
  // several traits change in one sync message: draw once, after all of them
  const schedule = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(redraw);
  };
  const watched = lesson ? [...WATCHED, "lesson_state"] : WATCHED;
  for (const name of watched) model.on(`change:${name}`, schedule);
  lightNamed(panel, () => NAMED[model.get("renderer")], currentDoc);
  // the column changes height with the window (full screen, a resize), and shows more or less of
  // itself as the notebook scrolls: what is lit in it stays in the part that shows
  if (typeof ResizeObserver === "function") new ResizeObserver(() => revealNext(false)).observe(panel.info);
  const onScroll = (event) => {
    if (event.target instanceof Node && event.target.contains(root)) revealNext(false);
  };
  document.addEventListener("scroll", onScroll, true);
  redraw();
  return () => {
    for (const name of watched) model.off(`change:${name}`, schedule);
    model.off("msg:custom", onCustom);
    document.removeEventListener("scroll", onScroll, true);
    view.close();
  };
}

const COARSE = typeof matchMedia === "function" ? matchMedia("(pointer: coarse)") : null;

/** On a touch screen, a drawing no smaller than ``scale`` pixels a unit of its viewBox, in both
 * directions (a minimum beats the first screen's maximum height: a finger needs the size), so
 * that its smallest element is 44 px across; its box pans sideways where the column is
 * narrower (js/touch.css). Written only when it differs: a redraw at every step. */
function fitForTouch(svg, box, scale) {
  const on = !!(COARSE && COARSE.matches && scale && box && box.width);
  const width = on ? `${Math.ceil(box.width * scale)}px` : "";
  const height = on ? `${Math.ceil(box.height * scale)}px` : "";
  if (svg.style.minWidth !== width) svg.style.minWidth = width;
  if (svg.style.minHeight !== height) svg.style.minHeight = height;
}

/** The lit elements of a box that scrolls on its own (the board's part of the column beside the
 * drawing) brought into the part of it that shows (on the window, inside the boxes around it:
 * a lesson's column may reach below the window when its notebook is at its top), the first of
 * them at that part's top, unless all are in it already; with none lit, a ``fresh`` position
 * shows the box from its top. */
function revealLit(box, selector, fresh = false) {
  if (box.scrollHeight <= box.clientHeight + 1) return;
  const lit = box.querySelectorAll(selector);
  if (!lit.length) {
    if (fresh) box.scrollTop = 0;
    return;
  }
  const b = box.getBoundingClientRect();
  let [seenTop, seenBottom] = [Math.max(b.top, 0), Math.min(b.bottom, window.innerHeight)];
  for (let a = box.parentElement; a && a !== document.body; a = a.parentElement) {
    if (a === document.fullscreenElement) break;
    const cs = getComputedStyle(a);
    if (cs.overflowY === "visible") continue;
    const q = a.getBoundingClientRect();
    [seenTop, seenBottom] = [Math.max(seenTop, q.top), Math.min(seenBottom, q.bottom)];
  }
  let top = Infinity;
  let bottom = -Infinity;
  for (const el of lit) {
    const r = el.getBoundingClientRect();
    top = Math.min(top, r.top);
    bottom = Math.max(bottom, r.bottom);
  }
  if (seenBottom <= seenTop || (top >= seenTop && bottom <= seenBottom)) return;
  box.scrollTop += top - seenTop - 4;
}

/** While the pointer is on a log line, the board elements it names are lit (class dw-lit). */
function lightNamed(panel, namer, currentDoc) {
  const unlight = () => panel.board.querySelectorAll(".dw-lit").forEach((el) => el.classList.remove("dw-lit"));
  panel.log.addEventListener("mouseover", (event) => {
    const line = event.target.closest("li");
    const named = namer();
    const doc = currentDoc();
    unlight();
    if (!line || !named || !doc) return;
    for (const id of named(doc, line.textContent)) {
      panel.board.querySelectorAll(`[data-target="${CSS.escape(id)}"]`).forEach((el) => el.classList.add("dw-lit"));
    }
  });
  panel.log.addEventListener("mouseleave", unlight);
}

export default { render };
