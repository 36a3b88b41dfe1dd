// The pieces, drawn the same way on every board: each is an SVG symbol centred on (0, 0), about
// 20 units across, a fill of its own colour inside a dark ink outline (so that it reads on a
// light page and on a dark one, and from the back of a room), with a name for its legend.
// piece(kind, attrs) draws one inside a board's SVG; icon(kind) draws one as a small inline
// SVG for HTML (chips, cards, legends); legend(items) is the key under a board.
// Colours are in js/boards/pieces.css (class dw-pc-<kind>); a seat's pieces take --seat-color.
import { h, s } from "../dom.js";

const TAU = Math.PI * 2;

/** Points of a regular star or polygon, as an SVG points list. */
function ring(n, outer, inner = outer, turn = -Math.PI / 2) {
  const pts = [];
  const k = inner === outer ? n : 2 * n;
  for (let i = 0; i < k; i += 1) {
    const r = inner === outer || i % 2 === 0 ? outer : inner;
    const a = turn + (TAU * i) / k;
    pts.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(" ");
}

const shape = (tag, attrs) => s(tag, { class: "dw-shape", ...attrs });
const detail = (tag, attrs) => s(tag, { class: "dw-pc-detail", ...attrs });
const ink = (tag, attrs) => s(tag, { class: "dw-pc-ink", ...attrs });

/** What each piece is drawn with: [name for the legend, () => its SVG parts]. */
export const PIECES = {
  // Delta V's minerals: a cut gem, one colour each (omnidium: every colour)
  mineral: ["mineral", () => [shape("polygon", { points: "-9,-3 -5,-9 5,-9 9,-3 0,10" }),
    detail("polyline", { points: "-9,-3 9,-3" }), detail("polyline", { points: "-5,-9 -2,-3 0,10 2,-3 5,-9" })]],
  asteroid: ["asteroid", () => [shape("polygon", { points: "-9,-6 -3,-10 5,-9 10,-3 9,5 3,10 -5,9 -10,3" }),
    detail("circle", { cx: -3, cy: 2, r: 2.2 }), detail("circle", { cx: 4, cy: -3, r: 1.5 })]],
  rocket: ["rocket", () => [shape("path", { d: "M0 -11 C5 -6 5 1 4 6 L7 10 L-7 10 L-4 6 C-5 1 -5 -6 0 -11 Z" }),
    detail("circle", { cx: 0, cy: -2, r: 2.4 })]],
  alien: ["the alien", () => [ink("path", { d: "M-4 -8 L-7 -12 M4 -8 L7 -12" }),
    shape("path", { d: "M0 -9 C8 -9 10 -2 8 3 C6 8 3 10 0 10 C-3 10 -6 8 -8 3 C-10 -2 -8 -9 0 -9 Z" }),
    s("ellipse", { class: "dw-pc-eye", cx: -3.6, cy: -1, rx: 2.6, ry: 3.4, transform: "rotate(-20 -3.6 -1)" }),
    s("ellipse", { class: "dw-pc-eye", cx: 3.6, cy: -1, rx: 2.6, ry: 3.4, transform: "rotate(20 3.6 -1)" })]],
  // a station: a hub with its docking ring and two solar panels
  station: ["station", () => [s("rect", { class: "dw-shape dw-pc-panel", x: -11, y: -3, width: 6, height: 6 }),
    s("rect", { class: "dw-shape dw-pc-panel", x: 5, y: -3, width: 6, height: 6 }),
    shape("circle", { r: 6.5 }), detail("circle", { r: 2.5 })]],
  ship: ["spaceship", () => [shape("path", { d: "M0 -11 L8 8 L0 4 L-8 8 Z" }), detail("circle", { cx: 0, cy: -2, r: 1.8 })]],
  gold: ["gold", () => [shape("path", { d: "M-8 3 C-9 -3 -4 -8 1 -7 C6 -8 10 -3 8 2 C9 7 3 9 -1 8 C-5 9 -8 7 -8 3 Z" }),
    detail("path", { d: "M-3 -3 C-1 -4 1 -4 3 -2" })]],
  water: ["water", () => [shape("path", { d: "M0 -10 C4 -4 8 0 8 4 C8 8 4 10 0 10 C-4 10 -8 8 -8 4 C-8 0 -4 -4 0 -10 Z" }),
    detail("path", { d: "M-4 4 C-4 6 -2 7 0 7" })]],
  titanium: ["titanium", () => [shape("polygon", { points: "0,-10 9,0 0,10 -9,0" }), detail("path", { d: "M-9 0 L0 -3 L9 0 M0 -3 L0 10" })]],
  prospector: ["prospector", () => [shape("path", { d: "M0 -11 A4.5 4.5 0 1 1 0 -2 A4.5 4.5 0 1 1 0 -11 Z M-8 10 C-8 2 -5 -1 0 -1 C5 -1 8 2 8 10 Z" })]],
  // Delta's character types: a card-like badge with the type's mark
  character: ["character card", () => [shape("rect", { x: -8, y: -10, width: 16, height: 20, rx: 3 }),
    detail("circle", { cx: 0, cy: -3, r: 3.2 }), detail("path", { d: "M-5 7 C-5 2 5 2 5 7" })]],
  turtle: ["turtle", () => [ink("path", { d: "M-9 4 L-11 7 M9 4 L11 7 M-5 7 L-6 10 M5 7 L6 10 M9 -1 L12 -2" }),
    shape("path", { d: "M-9 5 C-9 -6 9 -6 9 5 Z" }), detail("path", { d: "M-4 5 L-2 -3 L2 -3 L4 5 M-7 0 L7 0" })]],
  flamingo: ["flamingo", () => [ink("path", { d: "M1 5 L1 11 M3 5 L5 11" }),
    shape("path", { d: "M-7 2 C-7 -2 -1 -4 4 -1 C6 0 6 4 2 5 C-2 6 -7 5 -7 2 Z M3 -1 C1 -5 1 -9 4 -10 C7 -11 8 -8 6 -7 L8 -5 L5 -6 C3 -6 4 -3 5 -1 Z" })]],
  horse: ["horse", () => [shape("path", { d: "M-6 10 L-4 0 C-6 -3 -4 -9 1 -10 L3 -12 L4 -9 C7 -7 9 -3 9 0 L6 1 L3 -2 L2 3 L4 10 Z" }),
    detail("circle", { cx: 2, cy: -6, r: 1 })]],
  bull: ["bull", () => [ink("path", { d: "M-5 -5 C-10 -6 -10 -11 -7 -12 M5 -5 C10 -6 10 -11 7 -12" }),
    shape("path", { d: "M-6 -6 C-3 -8 3 -8 6 -6 C8 -1 5 6 3 9 L-3 9 C-5 6 -8 -1 -6 -6 Z" }),
    detail("circle", { cx: -2.5, cy: -1, r: 1.1 }), detail("circle", { cx: 2.5, cy: -1, r: 1.1 })]],
  dragonfly: ["dragonfly tile", () => [shape("path", { d: "M-1 -9 L1 -9 L1 10 L-1 10 Z" }),
    s("ellipse", { class: "dw-shape dw-pc-wing", cx: -6, cy: -4, rx: 6, ry: 2.4, transform: "rotate(-12 -6 -4)" }),
    s("ellipse", { class: "dw-shape dw-pc-wing", cx: 6, cy: -4, rx: 6, ry: 2.4, transform: "rotate(12 6 -4)" }),
    s("ellipse", { class: "dw-shape dw-pc-wing", cx: -5, cy: 1, rx: 5, ry: 2, transform: "rotate(10 -5 1)" }),
    s("ellipse", { class: "dw-shape dw-pc-wing", cx: 5, cy: 1, rx: 5, ry: 2, transform: "rotate(-10 5 1)" })]],
  crystal: ["crystal", () => [shape("polygon", { points: "0,-10 6,-2 3,10 -3,10 -6,-2" }), detail("path", { d: "M-6 -2 L0 1 L6 -2 M0 1 L0 -10" })]],
  flask: ["flask", () => [shape("path", { d: "M-3 -10 L3 -10 L3 -3 L9 8 C10 10 9 10 7 10 L-7 10 C-9 10 -10 10 -9 8 L-3 -3 Z" }),
    detail("path", { d: "M-6 4 L6 4" })]],
  cog: ["cog", () => [shape("polygon", { points: ring(8, 10, 7.2, -Math.PI / 2) }), detail("circle", { r: 3 })]],
  vp: ["victory point", () => [shape("polygon", { points: ring(5, 10, 4.2) })]],
  island: ["island", () => [shape("path", { d: "M-10 4 C-10 -4 -3 -8 2 -6 C8 -7 11 -1 9 4 C7 9 -8 9 -10 4 Z" })]],
};

/** The SVG group of piece `kind`, scaled by `scale` and placed at (x, y); `cls` adds classes
 * (a mineral's dw-pc-alphatite, a seat's dw-seat-2). */
export function piece(kind, { x = 0, y = 0, scale = 1, cls = "", title = "" } = {}) {
  const place = scale === 1 ? `translate(${x.toFixed(1)} ${y.toFixed(1)})` : `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale})`;
  return s("g", { class: `dw-piece dw-pc-${kind} ${cls}`.trim(), transform: place }, partsOf(kind), title ? s("title", {}, title) : null);
}

// A board draws the same few pieces again at every step it changes (a card's icon, a seat's
// rocket): each kind's parts are made once and cloned after, which is several times cheaper
// than making them again from their attributes.
const PARTS = new Map();
const ICONS = new Map();

function partsOf(kind) {
  let made = PARTS.get(kind);
  if (!made) PARTS.set(kind, (made = PIECES[kind][1]()));
  return made.map((part) => part.cloneNode(true));
}

/** A piece as a small inline SVG, for HTML (1.25 em high). */
export function icon(kind, cls = "") {
  const key = `${kind} ${cls}`;
  let made = ICONS.get(key);
  if (!made) ICONS.set(key, (made = s("svg", { class: "dw-icon", viewBox: "-12 -12 24 24", "aria-hidden": "true" }, piece(kind, { cls }))));
  return made.cloneNode(true);
}

/** The key under a board: [[kind, cls, words], ...]; a kind of null shows the words alone. */
export function legend(items, extra = "") {
  return h("div", { class: `dw-legend ${extra}`.trim(), "data-role": "legend" },
    items.map(([kind, cls, words]) => h("span", { class: "dw-legend-item" }, kind ? icon(kind, cls) : null, words)));
}
