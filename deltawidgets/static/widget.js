var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// js/dom.js
var SVG_NS = "http://www.w3.org/2000/svg";
function h(tag, attrs = {}, ...children) {
  return fill(document.createElement(tag), attrs, children);
}
function s(tag, attrs = {}, ...children) {
  return fill(document.createElementNS(SVG_NS, tag), attrs, children);
}
function fill(el, attrs, children) {
  for (const [key, value] of Object.entries(attrs)) {
    if (value === void 0 || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "text") el.textContent = value;
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === void 0 || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}
var present = (c) => c !== null && c !== void 0 && c !== false;
function replaceChildren(el, ...children) {
  el.replaceChildren(...children.flat(Infinity).filter(present));
}
function setText(el, text) {
  const value = String(text);
  const only = el.firstChild;
  if (only && only === el.lastChild && only.nodeType === Node.TEXT_NODE) {
    if (only.data !== value) only.data = value;
  } else if (el.textContent !== value) {
    el.textContent = value;
  }
}
function setAttr(el, name, value) {
  if (value === null || value === void 0 || value === false) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
    return;
  }
  const text = value === true ? "" : String(value);
  if (el.getAttribute(name) !== text) el.setAttribute(name, text);
}
function setProp(el, name, value) {
  if (el[name] !== value) el[name] = value;
}
var SIGNATURES = /* @__PURE__ */ new WeakMap();
function refill(el, sig, build) {
  if (SIGNATURES.get(el) === sig) return false;
  SIGNATURES.set(el, sig);
  replaceChildren(el, build());
  return true;
}
function setChildren(el, children) {
  const want = children.filter(present);
  let at = el.firstChild;
  for (const child of want) {
    if (child === at) at = at.nextSibling;
    else el.insertBefore(child, at);
  }
  while (at) {
    const next = at.nextSibling;
    at.remove();
    at = next;
  }
}
var KEYED = /* @__PURE__ */ new WeakMap();
function keyed(container, items, keyOf, make, sigOf = JSON.stringify) {
  const before2 = KEYED.get(container) || /* @__PURE__ */ new Map();
  const keys = items.map((item) => String(keyOf(item)));
  const wanted = new Set(keys);
  for (const [key, prev] of before2) {
    if (!wanted.has(key) && prev.el.parentNode === container) prev.el.remove();
  }
  const now = /* @__PURE__ */ new Map();
  const els = [];
  let at = container.firstChild;
  items.forEach((item, i2) => {
    const key = keys[i2];
    const prev = now.has(key) ? null : before2.get(key);
    const live = prev && prev.el.parentNode === container;
    const sig = live && prev.item === item ? prev.sig : sigOf(item);
    let el = live && prev.sig === sig ? prev.el : null;
    if (!el) {
      el = make(item);
      if (live) {
        if (prev.el === at) at = el;
        container.replaceChild(el, prev.el);
      }
    }
    if (!now.has(key)) now.set(key, { item, sig, el });
    if (el === at) at = at.nextSibling;
    else container.insertBefore(el, at);
    els.push(el);
  });
  while (at) {
    const next = at.nextSibling;
    at.remove();
    at = next;
  }
  KEYED.set(container, now);
  return els;
}

// js/advice.js
function createAdvice(model, send, panel) {
  const button = h("button", {
    type: "button",
    class: "dw-btn dw-small",
    "data-action": "advise",
    title: "What the strongest bot would play here, from this seat's knowledge only"
  }, "Hint");
  const stop = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "advise-stop" }, "Stop");
  const close = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "advise-close", "aria-label": "Close the hint" }, "Close");
  const head = h("span", { class: "dw-advice-head" });
  const list = h("ol", { class: "dw-advice-list", "data-role": "advice-list" });
  const why = h("p", { class: "dw-advice-why", "data-role": "advice-why" });
  const box = h(
    "div",
    { class: "dw-advice", "data-role": "advice", hidden: true, "aria-live": "polite" },
    h("div", { class: "dw-advice-bar" }, head, stop, close),
    list,
    why
  );
  let shown = null;
  const light = () => {
    for (const el of panel.el.querySelectorAll(".dw-advised")) el.classList.remove("dw-advised");
    for (const el of panel.board.querySelectorAll("[data-role=advice-mark]")) el.remove();
    if (!shown) return;
    const area = panel.board.getBoundingClientRect();
    shown.choices.forEach((c, rank) => {
      const els = [...panel.el.querySelectorAll(`[data-action=choice][data-index="${c.index}"]`)];
      for (const id of c.targets) els.push(...panel.board.querySelectorAll(`[data-target="${CSS.escape(id)}"]`));
      for (const el of els) {
        el.classList.add("dw-advised");
        const r = el.getBoundingClientRect();
        if (!r.width) continue;
        const mark = h("span", { class: "dw-advice-mark", "data-role": "advice-mark", "aria-hidden": "true" }, String(rank + 1));
        mark.style.left = `${r.right - area.left - 9}px`;
        mark.style.top = `${r.top - area.top - 9}px`;
        panel.board.append(mark);
      }
    });
  };
  const hide = () => {
    if (shown && !shown.done) send({ type: "advise_stop" });
    shown = null;
    setProp(box, "hidden", true);
    light();
  };
  button.addEventListener("click", () => {
    shown = { step: model.get("cursor"), choices: [], why: "", done: false, iterations: 0 };
    draw();
    send({ type: "advise", step: model.get("cursor") });
  });
  stop.addEventListener("click", () => send({ type: "advise_stop" }));
  close.addEventListener("click", hide);
  function draw() {
    setProp(box, "hidden", !shown);
    if (!shown) return;
    setText(head, shown.done ? `Hint (${shown.iterations} looks ahead)` : `Hint: searching… (${shown.iterations} looks ahead)`);
    setProp(stop, "hidden", shown.done);
    replaceChildren(list, shown.choices.map((c) => h(
      "li",
      { "data-index": c.index },
      h("span", { class: "dw-advice-label" }, c.label),
      h("span", { class: "dw-advice-share" }, `${Math.round(c.share * 100)} %`)
    )));
    setText(why, shown.why);
    light();
  }
  return {
    button,
    box,
    onMessage(msg) {
      if (!msg || msg.type !== "advice" || !shown || msg.step !== shown.step) return false;
      shown = msg;
      draw();
      return true;
    },
    /** After each redraw: a hint is for one step and a seat that may choose; else it closes. */
    update(doc) {
      const may = Boolean(doc.status.may_act) && Boolean(model.get("advice_on")) && !doc.status.over;
      button.style.visibility = may ? "visible" : "hidden";
      setProp(button, "disabled", !may);
      if (shown && (shown.step !== model.get("cursor") || !may)) hide();
      else light();
    }
  };
}

// js/boards/mount.js
var MOUNTED = /* @__PURE__ */ new WeakMap();
function mount(container, shape2, build, side = null) {
  let ui = MOUNTED.get(container);
  const infoHome = side || container;
  if (!ui || ui.root.parentNode !== container || ui.shape !== shape2 || ui.info && ui.info.parentNode !== infoHome) {
    ui = build();
    ui.shape = shape2;
    container.replaceChildren(ui.root);
    if (side) side.replaceChildren(ui.info || "");
    else if (ui.info) container.append(ui.info);
    MOUNTED.set(container, ui);
  }
  return ui;
}
var DRAWN = /* @__PURE__ */ new WeakMap();
function unlessSame(el, args, update3) {
  const last = DRAWN.get(el);
  if (last && last.length === args.length && last.every((a, i2) => a === args[i2])) return;
  DRAWN.set(el, args);
  update3(el, ...args);
}

// js/boards/pieces.js
var TAU = Math.PI * 2;
function ring(n, outer, inner = outer, turn = -Math.PI / 2) {
  const pts = [];
  const k = inner === outer ? n : 2 * n;
  for (let i2 = 0; i2 < k; i2 += 1) {
    const r = inner === outer || i2 % 2 === 0 ? outer : inner;
    const a = turn + TAU * i2 / k;
    pts.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(" ");
}
var shape = (tag, attrs) => s(tag, { class: "dw-shape", ...attrs });
var detail = (tag, attrs) => s(tag, { class: "dw-pc-detail", ...attrs });
var ink = (tag, attrs) => s(tag, { class: "dw-pc-ink", ...attrs });
var PIECES = {
  // Delta V's minerals: a cut gem, one colour each (omnidium: every colour)
  mineral: ["mineral", () => [
    shape("polygon", { points: "-9,-3 -5,-9 5,-9 9,-3 0,10" }),
    detail("polyline", { points: "-9,-3 9,-3" }),
    detail("polyline", { points: "-5,-9 -2,-3 0,10 2,-3 5,-9" })
  ]],
  asteroid: ["asteroid", () => [
    shape("polygon", { points: "-9,-6 -3,-10 5,-9 10,-3 9,5 3,10 -5,9 -10,3" }),
    detail("circle", { cx: -3, cy: 2, r: 2.2 }),
    detail("circle", { cx: 4, cy: -3, r: 1.5 })
  ]],
  rocket: ["rocket", () => [
    shape("path", { d: "M0 -11 C5 -6 5 1 4 6 L7 10 L-7 10 L-4 6 C-5 1 -5 -6 0 -11 Z" }),
    detail("circle", { cx: 0, cy: -2, r: 2.4 })
  ]],
  alien: ["the alien", () => [
    ink("path", { d: "M-4 -8 L-7 -12 M4 -8 L7 -12" }),
    shape("path", { d: "M0 -9 C8 -9 10 -2 8 3 C6 8 3 10 0 10 C-3 10 -6 8 -8 3 C-10 -2 -8 -9 0 -9 Z" }),
    s("ellipse", { class: "dw-pc-eye", cx: -3.6, cy: -1, rx: 2.6, ry: 3.4, transform: "rotate(-20 -3.6 -1)" }),
    s("ellipse", { class: "dw-pc-eye", cx: 3.6, cy: -1, rx: 2.6, ry: 3.4, transform: "rotate(20 3.6 -1)" })
  ]],
  // a station: a hub with its docking ring and two solar panels
  station: ["station", () => [
    s("rect", { class: "dw-shape dw-pc-panel", x: -11, y: -3, width: 6, height: 6 }),
    s("rect", { class: "dw-shape dw-pc-panel", x: 5, y: -3, width: 6, height: 6 }),
    shape("circle", { r: 6.5 }),
    detail("circle", { r: 2.5 })
  ]],
  ship: ["spaceship", () => [shape("path", { d: "M0 -11 L8 8 L0 4 L-8 8 Z" }), detail("circle", { cx: 0, cy: -2, r: 1.8 })]],
  gold: ["gold", () => [
    shape("path", { d: "M-8 3 C-9 -3 -4 -8 1 -7 C6 -8 10 -3 8 2 C9 7 3 9 -1 8 C-5 9 -8 7 -8 3 Z" }),
    detail("path", { d: "M-3 -3 C-1 -4 1 -4 3 -2" })
  ]],
  water: ["water", () => [
    shape("path", { d: "M0 -10 C4 -4 8 0 8 4 C8 8 4 10 0 10 C-4 10 -8 8 -8 4 C-8 0 -4 -4 0 -10 Z" }),
    detail("path", { d: "M-4 4 C-4 6 -2 7 0 7" })
  ]],
  titanium: ["titanium", () => [shape("polygon", { points: "0,-10 9,0 0,10 -9,0" }), detail("path", { d: "M-9 0 L0 -3 L9 0 M0 -3 L0 10" })]],
  prospector: ["prospector", () => [shape("path", { d: "M0 -11 A4.5 4.5 0 1 1 0 -2 A4.5 4.5 0 1 1 0 -11 Z M-8 10 C-8 2 -5 -1 0 -1 C5 -1 8 2 8 10 Z" })]],
  // Delta's character types: a card-like badge with the type's mark
  character: ["character card", () => [
    shape("rect", { x: -8, y: -10, width: 16, height: 20, rx: 3 }),
    detail("circle", { cx: 0, cy: -3, r: 3.2 }),
    detail("path", { d: "M-5 7 C-5 2 5 2 5 7" })
  ]],
  turtle: ["turtle", () => [
    ink("path", { d: "M-9 4 L-11 7 M9 4 L11 7 M-5 7 L-6 10 M5 7 L6 10 M9 -1 L12 -2" }),
    shape("path", { d: "M-9 5 C-9 -6 9 -6 9 5 Z" }),
    detail("path", { d: "M-4 5 L-2 -3 L2 -3 L4 5 M-7 0 L7 0" })
  ]],
  flamingo: ["flamingo", () => [
    ink("path", { d: "M1 5 L1 11 M3 5 L5 11" }),
    shape("path", { d: "M-7 2 C-7 -2 -1 -4 4 -1 C6 0 6 4 2 5 C-2 6 -7 5 -7 2 Z M3 -1 C1 -5 1 -9 4 -10 C7 -11 8 -8 6 -7 L8 -5 L5 -6 C3 -6 4 -3 5 -1 Z" })
  ]],
  horse: ["horse", () => [
    shape("path", { d: "M-6 10 L-4 0 C-6 -3 -4 -9 1 -10 L3 -12 L4 -9 C7 -7 9 -3 9 0 L6 1 L3 -2 L2 3 L4 10 Z" }),
    detail("circle", { cx: 2, cy: -6, r: 1 })
  ]],
  bull: ["bull", () => [
    ink("path", { d: "M-5 -5 C-10 -6 -10 -11 -7 -12 M5 -5 C10 -6 10 -11 7 -12" }),
    shape("path", { d: "M-6 -6 C-3 -8 3 -8 6 -6 C8 -1 5 6 3 9 L-3 9 C-5 6 -8 -1 -6 -6 Z" }),
    detail("circle", { cx: -2.5, cy: -1, r: 1.1 }),
    detail("circle", { cx: 2.5, cy: -1, r: 1.1 })
  ]],
  dragonfly: ["dragonfly tile", () => [
    shape("path", { d: "M-1 -9 L1 -9 L1 10 L-1 10 Z" }),
    s("ellipse", { class: "dw-shape dw-pc-wing", cx: -6, cy: -4, rx: 6, ry: 2.4, transform: "rotate(-12 -6 -4)" }),
    s("ellipse", { class: "dw-shape dw-pc-wing", cx: 6, cy: -4, rx: 6, ry: 2.4, transform: "rotate(12 6 -4)" }),
    s("ellipse", { class: "dw-shape dw-pc-wing", cx: -5, cy: 1, rx: 5, ry: 2, transform: "rotate(10 -5 1)" }),
    s("ellipse", { class: "dw-shape dw-pc-wing", cx: 5, cy: 1, rx: 5, ry: 2, transform: "rotate(-10 5 1)" })
  ]],
  crystal: ["crystal", () => [shape("polygon", { points: "0,-10 6,-2 3,10 -3,10 -6,-2" }), detail("path", { d: "M-6 -2 L0 1 L6 -2 M0 1 L0 -10" })]],
  flask: ["flask", () => [
    shape("path", { d: "M-3 -10 L3 -10 L3 -3 L9 8 C10 10 9 10 7 10 L-7 10 C-9 10 -10 10 -9 8 L-3 -3 Z" }),
    detail("path", { d: "M-6 4 L6 4" })
  ]],
  cog: ["cog", () => [shape("polygon", { points: ring(8, 10, 7.2, -Math.PI / 2) }), detail("circle", { r: 3 })]],
  vp: ["victory point", () => [shape("polygon", { points: ring(5, 10, 4.2) })]],
  island: ["island", () => [shape("path", { d: "M-10 4 C-10 -4 -3 -8 2 -6 C8 -7 11 -1 9 4 C7 9 -8 9 -10 4 Z" })]]
};
function piece(kind, { x: x2 = 0, y = 0, scale = 1, cls = "", title: title2 = "" } = {}) {
  const place2 = scale === 1 ? `translate(${x2.toFixed(1)} ${y.toFixed(1)})` : `translate(${x2.toFixed(1)} ${y.toFixed(1)}) scale(${scale})`;
  return s("g", { class: `dw-piece dw-pc-${kind} ${cls}`.trim(), transform: place2 }, partsOf(kind), title2 ? s("title", {}, title2) : null);
}
var PARTS = /* @__PURE__ */ new Map();
var ICONS = /* @__PURE__ */ new Map();
function partsOf(kind) {
  let made = PARTS.get(kind);
  if (!made) PARTS.set(kind, made = PIECES[kind][1]());
  return made.map((part) => part.cloneNode(true));
}
function icon(kind, cls = "") {
  const key = `${kind} ${cls}`;
  let made = ICONS.get(key);
  if (!made) ICONS.set(key, made = s("svg", { class: "dw-icon", viewBox: "-12 -12 24 24", "aria-hidden": "true" }, piece(kind, { cls })));
  return made.cloneNode(true);
}
function legend(items, extra = "") {
  return h(
    "div",
    { class: `dw-legend ${extra}`.trim(), "data-role": "legend" },
    items.map(([kind, cls, words]) => h("span", { class: "dw-legend-item" }, kind ? icon(kind, cls) : null, words))
  );
}

// js/boards/text.js
function pluralOf(word) {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}
function plural(n, word) {
  return `${n} ${n === 1 ? word : pluralOf(word)}`;
}
function title(word) {
  const text = String(word);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// js/boards/delta.js
var SECTION_TITLE = { workshop: "Workshop", map: "Map of the Delta", library: "Research Library" };
var DISPLAY_OF = { workshop: "advanced characters", map: "animals", library: "missions" };
var REGION_TITLE = { saltern: "Saltern", swamp: "Swamp", forest: "Forest" };
var STEP = {
  order: "Phase 1: Preparation (turn order)",
  play: "Phase 2: Actions (choose a card)",
  section: "Phase 2: Actions (choose a section)",
  bonus: "Phase 2: Actions (bonus tiles and dragonflies)",
  act: "Phase 2: Actions (the section's actions)",
  take: "Phase 3: Resolution",
  pile: "Phase 4: Upkeep (discard pile)",
  dragonfly: "Dragonfly tiles",
  track: "Knowledge tracks",
  island: "Exploration marker",
  coin: "Missions (a coin)",
  remove: "Knowledge (remove a card)",
  over: "End Game Scoring"
};
var R = 32;
var names = (v, seats) => seats.map((p) => v.players[p].name).join(", ");
function drawDelta(container, doc, side) {
  const ui = mount(container, "delta", () => {
    const parts = {};
    for (const k of ["status", "order", "sections", "rows", "map", "tracks", "players"]) parts[k] = h("div", { class: `dl-${k}-box`, "data-role": k });
    parts.root = h("div", { class: "dl-board" }, parts.order, parts.sections, parts.map, parts.status);
    parts.info = h("div", { class: "dl-info" }, parts.rows, parts.players, parts.tracks);
    return parts;
  }, side);
  const v = doc.view;
  const st = doc.status;
  const line = statusLine(v, st);
  refill(ui.status, line, () => line);
  refill(ui.order, JSON.stringify([v.round, v.bonus_tiles, v.players.map((p) => [p.vp, p.vp_marker, p.turn_order])]), () => orderTracks(v));
  refill(ui.tracks, JSON.stringify([v.engineering_dragonflies, v.players.map((p) => [p.engineering, p.knowledge, p.stack])]), () => tracks(v));
  refill(ui.sections, JSON.stringify([v.sections, v.players.map((p) => p.played), v.section, v.stacks]), () => sections(v));
  refill(ui.rows, JSON.stringify([v.inventions, v.papers, v.stacks]), () => rows(v));
  refill(ui.map, JSON.stringify([v.islands.map((i2) => [i2.markers, i2.dragonflies]), v.links.length]), () => islandMap(v));
  players(ui.players, v, st);
}
function statusLine(v, st) {
  const parts = [`Round ${v.round} of ${v.board.rounds}`, STEP[v.step] || v.step];
  if (v.chosen_card) parts.push(`card chosen: ${v.chosen_card.name}`);
  if (v.section) parts.push(`playing in the ${SECTION_TITLE[v.section]}`);
  if (v.over) parts.push(`the game ended: ${v.end_reason}; winner ${names(v, v.winners)}`);
  else if (st.decider !== void 0 && st.decider !== null && v.players[st.decider]) parts.push(`${v.players[st.decider].name} to choose`);
  parts.push(`supply: ${plural(v.supply.crystals, "crystal")}, ${plural(v.supply.flasks, "flask")}`);
  return parts.join(" · ");
}
function markers(v, seats) {
  return seats.length ? h(
    "span",
    { class: "dl-pawns" },
    seats.map((p) => h("span", { class: `dl-pawn dw-seat-${p}`, title: v.players[p].name }, String(p + 1)))
  ) : null;
}
function orderTracks(v) {
  const b = v.board;
  const round = h(
    "div",
    { class: "dl-track", "data-role": "round-track" },
    h("span", { class: "dl-track-name" }, "Round"),
    Array.from({ length: b.rounds }, (_, i2) => h("span", { class: `dl-space${i2 + 1 === v.round ? " dl-now" : ""}` }, String(i2 + 1)))
  );
  const order = h(
    "div",
    { class: "dl-track", "data-role": "order-track" },
    h("span", { class: "dl-track-name" }, "Turn order"),
    Array.from({ length: b.positions }, (_, i2) => {
      const pos = i2 + 1;
      const row = v.bonus_tiles[String(pos)];
      const who = v.players.filter((p) => p.turn_order === pos).map((p) => p.seat);
      return h(
        "span",
        { class: "dl-order-group" },
        h("span", { class: "dl-space dl-order", "data-target": `order:${pos}` }, h("b", {}, String(pos)), markers(v, who)),
        row ? h("span", { class: "dl-row-tile", "data-target": `row:${pos}` }, `${row.kind} ×${row.left}`) : null
      );
    })
  );
  const vp = h(
    "div",
    { class: "dl-track", "data-role": "vp-track" },
    h("span", { class: "dl-track-name" }, "VP"),
    v.players.map((p) => h("span", { class: `dl-space dw-seat-${p.seat}` }, h(
      "span",
      {},
      h("span", { class: "dw-swatch" }),
      `${p.vp}${p.vp_marker ? ` (${p.vp_marker} marker)` : ""}`
    )))
  );
  return [round, order, vp];
}
function tracks(v) {
  const b = v.board;
  const eng = b.engineering;
  const scoreAt = new Map(eng.scoring);
  const dfAt = new Map(Object.entries(v.engineering_dragonflies).map(([loc, d]) => [d.space, [loc, d]]));
  const engSpaces = [];
  for (let sp = 0; sp <= eng.top; sp += 1) {
    const who = v.players.filter((p) => p.engineering === sp).sort((a, c) => c.stack - a.stack).map((p) => p.seat);
    const df = dfAt.get(sp);
    engSpaces.push(h(
      "span",
      { class: `dl-space${scoreAt.has(sp) ? " dl-threshold" : ""}`, "data-target": df ? `eng:${df[0]}` : null },
      h("b", {}, String(sp)),
      scoreAt.has(sp) ? h("small", {}, `${scoreAt.get(sp)} VP`) : null,
      df ? h("small", { class: "dl-df" }, `dragonflies ${df[1].count}`) : null,
      markers(v, who)
    ));
  }
  const know = Object.keys(v.players[0].knowledge).map((animal) => h(
    "div",
    { class: "dl-track", "data-target": `track:${animal}`, "data-role": "knowledge-track" },
    h("span", { class: "dl-track-name" }, `${title(animal)} knowledge`),
    b.knowledge_vp.map((pts, step) => h(
      "span",
      { class: "dl-space" },
      h("b", {}, String(step)),
      h("small", {}, `${pts} VP`),
      markers(v, v.players.filter((p) => p.knowledge[animal] === step).map((p) => p.seat))
    ))
  ));
  return [
    h("div", { class: "dl-track dl-eng", "data-role": "engineering-track" }, h("span", { class: "dl-track-name" }, "Engineering"), engSpaces),
    know
  ];
}
function cardIcon(c) {
  if (c.kind === "animal") return icon(c.type);
  if (c.kind === "basic" || c.kind === "advanced") return icon("character", `dw-pc-${c.type}`);
  return icon("vp");
}
function cardEl(c, extra = "") {
  return h("span", { class: `dl-card dl-kind-${c.kind || "card"}${extra}`, "data-target": `card:${c.id}` }, cardIcon(c), c.name);
}
function sections(v) {
  return h("div", { class: "dl-sections" }, Object.entries(v.sections).map(([sec, x2]) => (
    // the face-up cards lie above the section, apart from it: a card and the section are each
    // a target of their own
    h(
      "div",
      { class: "dl-section-column", "data-role": `section-${sec}` },
      h(
        "div",
        { class: "dl-display" },
        h("span", { class: "dl-label" }, `${v.round === v.board.rounds ? "Last round cards" : title(DISPLAY_OF[sec])} face up: `),
        x2.display.length ? x2.display.map((c) => cardEl(c)) : h("span", { class: "dl-muted" }, "none")
      ),
      h(
        "div",
        { class: `dl-section${v.section === sec ? " dl-now" : ""}`, "data-target": `section:${sec}` },
        h("div", { class: "dl-title" }, SECTION_TITLE[sec]),
        x2.line.length ? h("ol", { class: "dl-line" }, x2.line.map((p) => played(v, p, sec))) : h("div", { class: "dl-muted" }, "no card played yet")
      )
    )
  )));
}
function played(v, p, sec) {
  const x2 = v.players[p].played[sec];
  if (!x2) return null;
  const what = x2.card ? x2.card.name : "card marker";
  const extras = [...x2.tiles.map((t) => `${t} tile`), ...x2.dragonflies.map((d) => `dragonfly: ${d}`)];
  return h(
    "li",
    { class: `dl-played dw-seat-${p}` },
    h("span", { class: "dw-swatch" }),
    `${v.players[p].name}: ${what}`,
    extras.length ? h("span", { class: "dl-muted" }, ` + ${extras.join(", ")}`) : null,
    h("span", { class: "dl-muted" }, ` · initiative ${x2.initiative}`)
  );
}
function rows(v) {
  return h(
    "div",
    { class: "dl-rows" },
    h(
      "div",
      { "data-role": "inventions" },
      h("span", { class: "dl-label" }, `Inventions (${v.stacks.inventions} in the stack): `),
      v.inventions.map((t, i2) => h("span", { class: "dl-tile", "data-target": `invention:${i2}` }, `${t.name} · ${t.cost} cogs`))
    ),
    h(
      "div",
      { "data-role": "papers" },
      h("span", { class: "dl-label" }, `Papers (${v.stacks.papers} in the stack): `),
      v.papers.map((t, i2) => h("span", { class: "dl-tile", "data-target": `paper:${i2}` }, `${t.name} · ${t.cost} flasks`))
    )
  );
}
function islandMap(v) {
  const at = new Map(v.islands.map((i2) => [i2.name, i2]));
  const xs = v.islands.map((i2) => i2.xy[0]);
  const ys = v.islands.map((i2) => i2.xy[1]);
  const pad = R + 8;
  const box = [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) - Math.min(...xs) + 2 * pad + 8, Math.max(...ys) - Math.min(...ys) + 2 * pad];
  const ends = (l) => l.between.map((n) => at.get(n).xy);
  const links = v.links.map((l) => {
    const [a, b] = ends(l);
    return s("line", { class: `dl-link dl-${l.kind}`, x1: a[0], y1: a[1], x2: b[0], y2: b[1] });
  });
  const counts = v.links.filter((l) => l.kind === "rail").map((l) => {
    const [a, b] = ends(l);
    const [mx, my] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    return [
      s("circle", { class: "dl-rail-plate", cx: mx, cy: my, r: 11 }),
      s("text", { class: "dl-rail-count", x: mx, y: my + 5.5, "text-anchor": "middle" }, String(l.airships))
    ];
  });
  const islands = v.islands.map((i2) => island(v, i2));
  return [
    // below about 30em the map scrolls sideways rather than shrink its names out of reading
    h("div", { class: "dl-map-scroll" }, s("svg", { class: "dl-map dw-drawing", viewBox: box.join(" "), role: "img", "aria-label": "The map of the Delta" }, links, islands, counts)),
    legend([
      ...v.board.regions.map((r) => [null, "", [h("span", { class: `dl-key dl-r-${r}` }), ` ${REGION_TITLE[r] || title(r)}`]]),
      [null, "", "— bridge"],
      [null, "", "- - airship rail (airships needed)"],
      [null, "", "P: Pilot needed"],
      ["crystal", "", "crystals to explore"],
      ["vp", "", "VP"],
      ["dragonfly", "", "dragonfly tiles left (✦)"],
      ["character", "dw-pc-explorer", "character card"],
      ["turtle", "", "turtle"],
      ["flamingo", "", "flamingo"],
      ["horse", "", "horse"],
      ["bull", "", "bull"]
    ], "dl-legend")
  ];
}
function island(v, i2) {
  const [x2, y] = i2.xy;
  const dots = i2.markers.map((p, k) => s("circle", { class: `dl-marker dw-seat-${p}`, cx: x2 - (i2.markers.length - 1) * 10 / 2 + k * 10, cy: y + R - 4, r: 6 }));
  const name = { class: "dl-island-name", x: x2, y: y - 3, "text-anchor": "middle" };
  if (i2.name.length * 9.4 > 2 * R - 6) Object.assign(name, { textLength: 2 * R - 6, lengthAdjust: "spacingAndGlyphs" });
  return s(
    "g",
    { class: `dl-island dl-r-${i2.region || "none"}`, "data-target": `island:${i2.name}` },
    s("circle", { class: "dw-shape dl-island-shape", cx: x2, cy: y, r: R }),
    s("text", name, i2.name),
    i2.name === v.board.start ? s("text", { class: "dl-island-nums", x: x2, y: y + 15, "text-anchor": "middle" }, "start") : [
      piece("crystal", { x: x2 - 21, y: y + 9, scale: 0.55, cls: "dw-print" }),
      s("text", { class: "dl-island-nums", x: x2 - 15, y: y + 15 }, String(i2.crystals)),
      piece("vp", { x: x2 + 1, y: y + 9, scale: 0.55, cls: "dw-print" }),
      s("text", { class: "dl-island-nums", x: x2 + 7, y: y + 15 }, `${i2.vp}${i2.pilot ? "P" : ""}`)
    ],
    i2.dragonflies && i2.dragonflies.count ? [
      s("rect", { class: "dl-df-plate", x: x2 + R - 16, y: y - R - 6, width: 30, height: 19, rx: 4 }),
      s("text", { class: "dl-island-df", x: x2 + R - 1, y: y - R + 8, "text-anchor": "middle" }, `✦${i2.dragonflies.count}`)
    ] : null,
    dots
  );
}
function players(box, v, st) {
  if (!box.firstChild) box.append(h("div", { class: "dl-player-list" }));
  const order = [...v.players].sort((a, b) => Number(b.seat === st.decider) - Number(a.seat === st.decider));
  const cards = order.map((p) => ({ p, deciding: st.decider === p.seat, winner: !!(v.winners && v.winners.includes(p.seat)) }));
  keyed(box.firstChild, cards, (c) => c.p.seat, (c) => player(v, c.p, c.deciding, c.winner));
}
function chips(list, make) {
  return list.length ? list.map(make) : h("span", { class: "dl-muted" }, "none");
}
function player(v, p, deciding, winner) {
  const res = (what, kind, n) => h("span", { class: "dl-chip", "data-target": `coin:${p.seat}:${what}` }, icon(kind), plural(n, kind));
  const row = (label, items, cls = "") => h("div", { class: `dl-row ${cls}`.trim() }, h("span", { class: "dl-label" }, `${label}: `), items);
  const held = [
    row(`Hand (${plural(p.hand_size, "card")})`, p.hand ? chips(p.hand, (c) => cardEl(c)) : h("span", { class: "dl-muted" }, "hidden"), "dl-hand"),
    p.bonus_tiles.length ? row("Bonus tiles", p.bonus_tiles.map((t) => h("span", { class: "dl-tile", "data-target": deciding ? `held:${t}` : null }, `${t} tile`))) : null,
    p.dragonflies.length ? row("Dragonflies", p.dragonflies.map((d) => h("span", { class: `dl-tile${d.used ? " dl-used" : ""}`, "data-target": `dragonfly:${d.id}` }, icon("dragonfly"), `${d.name}${d.used ? " (used)" : ""}`))) : null,
    row("Discard piles", p.discard_piles.map((pile, k) => h(
      "span",
      { class: "dl-pile", "data-target": `pile:${p.seat}:${k}` },
      h("b", {}, `${SECTION_TITLE[Object.keys(v.sections)[k]]}: `),
      pile.length ? pile.map((c) => c.name).join(", ") : "empty"
    )), "dl-piles"),
    p.inventions.length ? row("Inventions", p.inventions.map((t) => h("span", { class: `dl-tile${t.used ? " dl-used" : ""}` }, `${t.name}${t.used ? " (used)" : ""}`))) : null,
    p.papers.length ? row("Papers", p.papers.map((t) => h("span", { class: "dl-tile" }, t))) : null,
    p.animals.length ? row("Animals", p.animals.map((c) => cardEl(c))) : null,
    p.last_round_cards.length ? row("Last round cards", p.last_round_cards.map((c) => cardEl(c))) : null
  ];
  const hand = held[0];
  setAttr(hand, "data-role", "hand");
  return h(
    "div",
    { class: `dl-player dw-seat-${p.seat}${deciding ? " dl-deciding" : ""}${winner ? " dl-winner" : ""}`, "data-role": "player", "data-seat": p.seat },
    h(
      "div",
      { class: "dl-player-head" },
      h("span", { class: "dw-swatch" }),
      h("strong", {}, p.name),
      p.turn_order ? h("span", { class: "dw-tag" }, `turn order ${p.turn_order}`) : null,
      h("span", { class: "dl-score" }, `${p.vp} VP`)
    ),
    h(
      "div",
      { class: "dl-row" },
      h("span", { class: "dl-chip", "data-target": `coin:${p.seat}:cogs` }, icon("cog"), `engineering ${p.engineering}`),
      res("crystals", "crystal", p.crystals),
      res("flasks", "flask", p.flasks),
      p.airships_needed ? h("span", { class: "dl-muted" }, ` · ${plural(p.airships_needed, "airship")} needed`) : null
    ),
    deciding ? held : h("details", { class: "dl-more" }, h("summary", {}, `${plural(p.hand_size, "card")} in hand, ${plural(p.bonus_tiles.length, "bonus tile")}, ${plural(p.dragonflies.length, "dragonfly tile")}`), held)
  );
}
function describeDelta(doc, id) {
  const v = doc.view;
  const [kind, a, b] = id.split(":");
  if (kind === "island") return islandText(v, doc.status, a);
  if (kind === "section") {
    const x2 = v.sections[a];
    return `The ${SECTION_TITLE[a]}: cards played here this round, left to right: ${x2.line.length ? names(v, x2.line) : "none yet"}.`;
  }
  if (kind === "card") return cardText(v, Number(a));
  if (kind === "order") {
    const who = v.players.filter((p) => p.turn_order === Number(a));
    return `Turn order space ${a}${who.length ? `: ${names(v, who.map((p) => p.seat))}` : ", free"}.`;
  }
  if (kind === "row") {
    const r = v.bonus_tiles[a];
    return `Bonus tiles beside turn order space ${a}: ${plural(r.left, `${r.kind} tile`)} left.`;
  }
  if (kind === "held") return `A ${a} bonus tile held, to place on a card played this round.`;
  if (kind === "dragonfly") {
    for (const p of v.players) {
      const d = p.dragonflies.find((x2) => String(x2.id) === a);
      if (d) return `${p.name}'s dragonfly tile: ${d.name}${d.used ? " (used)" : ""}.`;
    }
  }
  if (kind === "invention") {
    const t = v.inventions[Number(a)];
    return `Invention on display: ${t.name}; costs ${t.cost} cogs.`;
  }
  if (kind === "paper") {
    const t = v.papers[Number(a)];
    return `Scientific paper on display: ${t.name}; costs ${t.cost} flasks.`;
  }
  if (kind === "track") {
    return `The ${a} knowledge track: ${v.players.map((p) => `${p.name} ${p.knowledge[a]}`).join(", ")}.`;
  }
  if (kind === "eng") {
    const d = v.engineering_dragonflies[a];
    return `Engineering space ${d.space}: ${plural(d.count, "dragonfly tile")} left for the first to pass it${d.seen.length ? ` (you looked: ${d.seen.join(", ")})` : ""}.`;
  }
  if (kind === "pile") {
    const p = v.players[Number(a)];
    const pile = p.discard_piles[Number(b)];
    return `${p.name}'s discard pile ${Number(b) + 1}: ${pile.length ? pile.map((c) => c.name).join(", ") : "empty"}.`;
  }
  if (kind === "coin") return `${v.players[Number(a)].name}'s ${b}.`;
  return "";
}
function cardText(v, n) {
  for (const [sec, x2] of Object.entries(v.sections)) {
    if (x2.display.some((c) => c.id === n)) return `${x2.display.find((c) => c.id === n).name}: face up above the ${SECTION_TITLE[sec]}.`;
  }
  for (const p of v.players) {
    for (const [where, list] of [["hand", p.hand || []], ["animals", p.animals], ["last round cards", p.last_round_cards]]) {
      const c = list.find((x2) => x2.id === n);
      if (c) return `${c.name}: in ${p.name}'s ${where}.`;
    }
  }
  return "";
}
function islandText(v, st, name) {
  const i2 = v.islands.find((x2) => x2.name === name);
  if (!i2) return "";
  const parts = [`${name}${i2.region ? ` (${REGION_TITLE[i2.region] || i2.region})` : ""}`];
  if (name === v.board.start) parts.push("the start island");
  else parts.push(`costs ${plural(i2.crystals, "crystal")} to explore, worth ${i2.vp} VP${i2.pilot ? ", needs a Pilot" : ""}`);
  if (i2.dragonflies) parts.push(`${plural(i2.dragonflies.count, "dragonfly tile")} left${i2.dragonflies.seen.length ? ` (you looked: ${i2.dragonflies.seen.join(", ")})` : ""}`);
  if (i2.markers.length) parts.push(`explored by ${names(v, i2.markers)}`);
  const p = i2.reach ? v.players[i2.reach.seat] : null;
  if (p) {
    const least = i2.reach.airships;
    if (least === null) parts.push(`not next to an island ${p.name} explored`);
    else parts.push(least ? `${p.name} reaches it by an airship rail needing ${plural(least, "airship")}` : `${p.name} reaches it by a bridge`);
  }
  return `${parts.join("; ")}.`;
}

// js/boards/deltav.js
var CELL = 60;
var SHORT = { alphatite: "A", betamite: "B", gammatite: "G", deltamite: "D", omnidium: "Ω" };
var INCIDENT_SHORT = {
  mineral_scan: "Scan",
  sabotage: "Sabotage",
  rocket_acquisition: "Rocket+",
  pirate_attack: "Pirates",
  meteor_storm: "Storm",
  alien_encounter: "Alien"
};
var MINERALS = ["alphatite", "betamite", "gammatite", "deltamite", "omnidium"];
function drawDeltaV(container, doc, side) {
  const v = doc.view;
  const ui = mount(container, String(v.n), () => skeleton(v.n), side);
  update(ui, v, doc.status);
}
var LARGE_GRID = 10;
function skeleton(n) {
  const ui = {
    cells: s("g", { class: "dv-cells" }),
    status: h("div", { class: "dv-field-status" }),
    attempt: h("div", { class: "dv-attempt-slot" }),
    contracts: h("div", { class: "dv-contracts" }),
    players: h("div", { class: "dv-players" })
  };
  const size = n * CELL;
  ui.field = s(
    "svg",
    { class: "dv-field dw-drawing", role: "img", "aria-label": "Asteroid field", viewBox: `-4 -4 ${size + 8} ${size + 8}` },
    space(size),
    ui.cells
  );
  ui.root = h("div", { class: n >= LARGE_GRID ? "dv-board dv-large" : "dv-board", style: `--dv-n: ${n}` }, ui.field, ui.status, fieldLegend());
  ui.info = h(
    "div",
    { class: "dv-info" },
    ui.attempt,
    h("div", { class: "dv-section" }, h("div", { class: "dv-section-title" }, "Contracts"), ui.contracts),
    h("div", { class: "dv-section" }, h("div", { class: "dv-section-title" }, "Players"), ui.players)
  );
  return ui;
}
function space(size) {
  const stars = [];
  let seed = 7 + size;
  const next = () => {
    seed = seed * 16807 % 2147483647;
    return seed / 2147483647;
  };
  for (let i2 = 0; i2 < Math.round(size / 6); i2 += 1) {
    stars.push(s("circle", { class: "dv-star", cx: (next() * size).toFixed(1), cy: (next() * size).toFixed(1), r: (0.4 + next() * 0.9).toFixed(2) }));
  }
  return s("g", { class: "dv-space" }, s("rect", { class: "dw-backdrop dv-space-fill", x: -4, y: -4, width: size + 8, height: size + 8, rx: 8 }), stars);
}
function fieldLegend() {
  return legend([
    ...MINERALS.map((m) => ["mineral", `dw-pc-${m}`, title(m)]),
    ["asteroid", "", "face-down tile (an asteroid)"],
    ["station", "", "the station"],
    ["rocket", "dw-seat-0", "rocket (its count beside it)"],
    ["alien", "", "the alien"]
  ]);
}
function update(ui, v, status) {
  const picks = new Set(v.picks || []);
  const cells = picks.size ? v.cells.map((c, i2) => picks.has(i2) ? { ...c, picked: true } : c) : v.cells;
  keyed(ui.cells, cells, (c) => c.id, cell);
  const where = v.alien >= 0 ? v.cells[v.alien].name : "beside the field";
  const line = [v.turn, where, v.aliens_revealed, v.alien_limit, v.over, v.end_reason];
  refill(ui.status, JSON.stringify(line), () => fieldStatus(...line));
  const a = v.attempt;
  const needs = a ? v.contracts[a.contract].needs : null;
  refill(ui.attempt, JSON.stringify([a, needs, v.seats]), () => attemptBox(a, needs, v.seats));
  const active = a ? a.contract : -1;
  const rows2 = keyed(ui.contracts, v.contracts, (k) => k.id, () => h("div", { class: "dv-contract" }), (k) => k.id);
  v.contracts.forEach((k, i2) => unlessSame(rows2[i2], [k, k.index === active, k.owner >= 0 ? v.seats[k.owner] : ""], updateContract));
  const cards = keyed(ui.players, v.players, (p) => p.seat, playerCard, (p) => String(p.seat));
  v.players.forEach((p, i2) => unlessSame(cards[i2], [p, p.seat === v.current, status.decider === p.seat, v.winners.includes(p.seat)], updatePlayer));
}
function rockPoints(i2) {
  const pts = [];
  let seed = 97 + i2 * 131;
  for (let k = 0; k < 11; k += 1) {
    seed = seed * 16807 % 2147483647;
    const a = Math.PI * 2 * k / 11;
    const r = 23 + seed / 2147483647 * 4.5;
    pts.push(`${(CELL / 2 + r * Math.cos(a)).toFixed(1)},${(CELL / 2 + 1 + r * 0.93 * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(" ");
}
function cell(c) {
  const classes = ["dv-cell", `dv-${c.tile}`];
  if (c.seen) classes.push("dv-seen");
  if (c.tile === "down" && c.face && !c.seen) classes.push("dv-peek");
  if (c.attempt) classes.push("dv-attempt");
  if (c.picked) classes.push("dv-picked");
  const station = c.tile === "station";
  const g = s(
    "g",
    { class: classes.join(" "), "data-target": c.id, "data-name": c.name, transform: `translate(${c.c * CELL},${c.r * CELL})` },
    // the whole space takes the clicks, and shows when it is playable
    s("rect", { class: "dv-tile", x: 1.5, y: 1.5, width: CELL - 3, height: CELL - 3, rx: 7 })
  );
  const i2 = Number(String(c.id).slice(1));
  if (c.tile === "down") {
    g.append(
      s("polygon", { class: "dw-shape dv-rock", points: rockPoints(i2) }),
      s("circle", { class: "dv-crater", cx: 20, cy: 36, r: 3.5 }),
      s("circle", { class: "dv-crater", cx: 42, cy: 22, r: 2.5 })
    );
  } else if (c.tile === "up") {
    g.append(s("rect", { class: "dw-shape dv-printed", x: 5, y: 5, width: CELL - 10, height: CELL - 10, rx: 5 }));
  } else if (station) {
    g.append(
      s("rect", { class: "dw-shape dv-dock", x: 4, y: 4, width: CELL - 8, height: CELL - 8, rx: 12 }),
      piece("station", { x: CELL / 2, y: 23, scale: 1.35, title: "The station" })
    );
  } else {
    g.append(s("rect", { class: "dw-shape dv-void", x: 6, y: 6, width: CELL - 12, height: CELL - 12, rx: 6 }));
  }
  if (c.face) g.append(faceMark(c.face, c.tile === "down"));
  if (c.seen) g.append(s("text", { class: "dv-seen-mark", x: CELL - 5, y: 13, "text-anchor": "end" }, "◉", s("title", {}, "You have seen this face")));
  if (c.picked) g.append(s("text", { class: "dv-picked-mark", "data-role": "picked", x: CELL - 5, y: CELL - 5, "text-anchor": "end" }, "✓", s("title", {}, "Picked")));
  if (!station) {
    g.append(
      s("rect", { class: "dw-plate", x: 3, y: 3, width: 7 + 6.2 * String(c.name).length, height: 12.5, rx: 2.5 }),
      s("text", { class: "dv-name", x: 6, y: 12.5 }, c.name)
    );
  }
  g.append(rockets(c.rockets || [], station));
  const at = c.face ? { x: 41, y: 9, scale: 0.6 } : { x: 38, y: 24, scale: 0.95 };
  if (c.alien) g.append(piece("alien", { ...at, cls: "dv-alien", title: "The alien: rockets here cannot move; the tile cannot be revealed or surveyed" }));
  return g;
}
var FACE_TOP = 16;
var FACE_BOTTOM = 41;
function faceMark(face, hidden) {
  const inset = hidden ? 9 : 8;
  const w = CELL - 2 * inset;
  const top = FACE_TOP + (hidden ? 1 : 0);
  const height = FACE_BOTTOM - FACE_TOP - (hidden ? 2 : 0);
  const middle = (FACE_TOP + FACE_BOTTOM) / 2;
  const g = s(
    "g",
    { class: hidden ? "dv-face-known" : "dv-face-up", "data-role": "face" },
    s("rect", { class: `dv-face ${face.kind === "mineral" ? `dv-m-${face.mineral}` : `dv-inc dv-inc-${face.kind}`}`, x: inset, y: top, width: w, height, rx: 5 })
  );
  if (face.kind === "mineral") {
    g.append(
      piece("mineral", { x: inset + 11, y: middle, scale: 0.85, cls: `dw-pc-${face.mineral}` }),
      s("text", { class: "dv-face-text", x: inset + w - 4, y: middle + 5, "text-anchor": "end" }, `${SHORT[face.mineral] || "?"}${face.value}`),
      s("title", {}, `${title(face.mineral)} ${face.value}`)
    );
  } else {
    const word = INCIDENT_SHORT[face.kind] || face.name;
    g.append(
      s("text", { class: "dv-face-text dv-inc-text", x: CELL / 2, y: middle + 3.5, "text-anchor": "middle", ...fitText(word, w - 4) }, word),
      s("title", {}, face.name)
    );
  }
  return g;
}
function fitText(word, room) {
  return word.length * 9 * 0.62 > room ? { textLength: room, lengthAdjust: "spacingAndGlyphs" } : {};
}
function rockets(counts, station) {
  const g = s("g", { class: "dv-rockets" });
  const fleets = counts.map((k, p) => [p, k]).filter(([, k]) => k);
  const step = fleets.length > 3 ? 13.5 : 17;
  fleets.forEach(([p, k], slot) => {
    const x2 = (CELL - fleets.length * step) / 2 + slot * step + 5;
    const y = station ? 46 : 49.5;
    g.append(s(
      "g",
      { class: `dv-rocket dw-seat-${p}`, "data-seat": p, "data-count": k },
      piece("rocket", { x: x2, y, scale: 0.72, cls: `dw-seat-${p}` }),
      s("rect", { class: "dw-plate", x: x2 + 4.2, y: y - 1.5, width: 8.4, height: 11, rx: 2 }),
      s("text", { class: "dv-rocket-count", x: x2 + 8.4, y: y + 6.8, "text-anchor": "middle" }, String(k)),
      s("title", {}, `${plural(k, "rocket")} of Player ${p + 1}`)
    ));
  });
  return g;
}
function fieldStatus(turn, where, revealed, limit, over, reason) {
  return [
    `Turn ${turn} · Alien ${where} · Alien Encounters revealed ${revealed} of ${limit}`,
    over ? h("strong", {}, ` · Game over: ${reason}`) : null
  ];
}
function mineralChip(mineral, extra = "", attrs = {}) {
  return h("span", { class: `dv-chip dv-m-${mineral} ${extra}`, title: title(mineral), ...attrs }, icon("mineral", `dw-pc-${mineral}`), SHORT[mineral] || mineral);
}
function updateContract(row, k, active, ownerName) {
  setAttr(row, "data-target", k.id);
  row.classList.toggle("dv-done", k.owner >= 0);
  row.classList.toggle("dv-active", active);
  refill(row, JSON.stringify([k.index, k.needs, k.owner, ownerName]), () => [
    h("span", { class: "dv-k" }, `#${k.index + 1}`),
    k.needs.map((m) => mineralChip(m)),
    k.owner >= 0 ? h(
      "span",
      { class: `dv-owner dw-seat-${k.owner}`, title: `Fulfilled by ${ownerName}` },
      h("span", { class: "dw-swatch" }),
      `✓ ${ownerName}`
    ) : null
  ]);
}
function attemptBox(a, need, seats) {
  if (!a) return h("div", { class: "dv-attempt-none" }, "No contract attempt under way.");
  return h(
    "div",
    { class: "dv-section dv-attempt-box", "data-role": "attempt" },
    h("div", { class: "dv-section-title" }, `${seats[a.player]} is trying contract #${a.contract + 1}`),
    h(
      "div",
      {},
      "Needs ",
      need.map((m) => mineralChip(m)),
      " · matched ",
      a.matched.length ? a.matched.map((m) => mineralChip(m)) : "nothing yet"
    ),
    a.bid ? h("div", {}, `${seats[a.bid.player]} bid up with `, mineralChip(a.bid.mineral), ": reveal a matching tile.") : null
  );
}
function playerCard(p) {
  const part = (cls) => h("div", { class: cls });
  const card = h(
    "div",
    { class: `dv-player dw-seat-${p.seat}`, "data-target": `p${p.seat}` },
    part("dv-player-head"),
    part("dv-row"),
    part("dv-row"),
    part("dv-row"),
    part("dv-row"),
    part("dv-row")
  );
  return card;
}
function updatePlayer(card, p, current, deciding, winner) {
  card.classList.toggle("dv-current", current);
  card.classList.toggle("dv-deciding", deciding);
  card.classList.toggle("dv-winner", winner);
  const [head, pieces, bribes, incidents, tiles, contracts] = card.children;
  refill(head, JSON.stringify([p.name, p.score, current, winner]), () => [
    h("span", { class: "dw-swatch" }),
    h("strong", {}, p.name),
    current ? h("span", { class: "dw-tag" }, "turn") : null,
    winner ? h("span", { class: "dw-tag" }, "winner") : null,
    h("span", { class: "dv-score", title: "Collected values minus the penalty for spent bribes" }, `${p.score} pts`)
  ]);
  refill(pieces, JSON.stringify([p.shipyard, p.in_play, p.spent]), () => `Shipyard ${p.shipyard} · in play ${p.in_play} · spent bribes ${p.spent}`);
  refill(bribes, JSON.stringify(p.bribes), () => [
    h("span", { class: "dv-label" }, "Bribes "),
    p.bribes.length ? p.bribes.map((b) => mineralChip(b.mineral, b.spent ? "dv-spent" : "", { "data-target": b.id, title: `${title(b.mineral)} bribe${b.spent ? " (spent)" : ""}` })) : "none"
  ]);
  refill(incidents, JSON.stringify(p.incidents), () => [
    h("span", { class: "dv-label" }, "Incidents "),
    p.incidents.length ? p.incidents.map((i2) => h("span", {
      class: `dv-chip dv-inc-chip dv-inc-${i2.kind} ${i2.fresh ? "dv-fresh" : ""}`,
      "data-target": i2.id,
      title: i2.fresh ? `${i2.name} (gained this turn: usable from a later turn)` : i2.name
    }, INCIDENT_SHORT[i2.kind] || i2.name)) : "none"
  ]);
  refill(tiles, JSON.stringify(p.tiles), () => [
    h("span", { class: "dv-label" }, "Tiles "),
    p.tiles.length ? p.tiles.map((t) => h(
      "span",
      { class: `dv-chip dv-m-${t.counted_as}`, title: `${title(t.mineral)} ${t.value}, counted as ${title(t.counted_as)}` },
      `${SHORT[t.mineral] || "?"}${t.value}`
    )) : "none"
  ]);
  refill(contracts, JSON.stringify(p.contracts), () => [
    h("span", { class: "dv-label" }, "Contracts "),
    p.contracts.length ? p.contracts.map((k) => `#${k + 1}`).join(" ") : "none"
  ]);
}
function describeDeltaV(doc, id) {
  const v = doc.view;
  const kind = id.charAt(0);
  if (kind === "c") {
    const i2 = Number(id.slice(1));
    return describeCell(v, v.cells[i2], (v.picks || []).includes(i2));
  }
  if (kind === "k") {
    const k = v.contracts[Number(id.slice(1))];
    if (!k) return "";
    const needs = k.needs.map(title).join(", ");
    return `Contract #${k.index + 1}: needs ${needs}; ${k.owner >= 0 ? `fulfilled by ${v.seats[k.owner]}` : "open"}.`;
  }
  if (kind === "p") {
    const p = v.players[Number(id.slice(1))];
    if (!p) return "";
    const unspent = p.bribes.filter((b) => !b.spent).length;
    return `${p.name}: ${p.score} points; ${p.shipyard} rockets in the shipyard, ${p.in_play} in play; ${unspent} of ${p.bribes.length} bribe counters unspent; ${p.contracts.length} contracts fulfilled.`;
  }
  for (const p of v.players) {
    const b = p.bribes.find((x2) => x2.id === id);
    if (b) return `${p.name}'s ${title(b.mineral)} bribe counter, ${b.spent ? "spent" : "not spent"}.`;
    const i2 = p.incidents.find((x2) => x2.id === id);
    if (i2) return `${p.name}'s ${i2.name} incident tile${i2.fresh ? ", gained this turn (usable from a later turn)" : ""}.`;
  }
  return "";
}
function describeCell(v, c, picked) {
  if (!c) return "";
  let what;
  if (c.tile === "station") what = "the station";
  else if (c.tile === "none") what = "an empty space";
  else if (c.tile === "up") what = `a face-up tile, ${faceName(c.face)}`;
  else if (c.face) what = `a face-down tile, ${faceName(c.face)}${c.seen ? " (you have seen its face)" : " (teaching view)"}`;
  else what = "a face-down tile";
  const fleets = (c.rockets || []).map((k, p) => k ? `${v.seats[p]} ${k}` : null).filter(Boolean);
  return (c.tile === "station" ? "The space station" : `${c.name}: ${what}`) + (fleets.length ? `; rockets: ${fleets.join(", ")}` : "") + (c.alien ? "; the alien is here" : "") + (picked ? "; picked" : "") + ".";
}
function faceName(face) {
  return face.kind === "mineral" ? `${title(face.mineral)} ${face.value}` : face.name;
}

// js/boards/hex.js
var SQRT3 = Math.sqrt(3);
function hexCentre(q, r, size) {
  return [size * SQRT3 * (q + r / 2), size * 1.5 * r];
}
function hexPoints(radius, cx = 0, cy = 0) {
  const pts = [];
  for (let i2 = 0; i2 < 6; i2 += 1) {
    const a = Math.PI / 180 * (60 * i2 - 30);
    pts.push(`${(cx + radius * Math.cos(a)).toFixed(2)},${(cy + radius * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(" ");
}
function meanPoint(points) {
  let x2 = 0;
  let y = 0;
  for (const [px, py] of points) {
    x2 += px;
    y += py;
  }
  return [x2 / points.length, y / points.length];
}
function hexViewBox(cells, size, pad = 0) {
  const [pl, pr, pt, pb] = Array.isArray(pad) ? pad : [pad, pad, pad, pad];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [q, r] of cells) {
    const [cx, cy] = hexCentre(q, r, size);
    minX = Math.min(minX, cx - size);
    maxX = Math.max(maxX, cx + size);
    minY = Math.min(minY, cy - size);
    maxY = Math.max(maxY, cy + size);
  }
  const box = [minX - pl, minY - pt, maxX - minX + pl + pr, maxY - minY + pt + pb];
  return box.map((n) => n.toFixed(1)).join(" ");
}
function bandPoints(x1, y1, x2, y2, width, from = 0) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [-dy / len * (width / 2), dx / len * (width / 2)];
  const at = (t) => [x1 + dx * t, y1 + dy * t];
  const [ax, ay] = at(from);
  const [bx, by] = at(1 - from);
  const pts = [[ax + nx, ay + ny], [bx + nx, by + ny], [bx - nx, by - ny], [ax - nx, ay - ny]];
  return pts.map(([x3, y]) => `${x3.toFixed(1)},${y.toFixed(1)}`).join(" ");
}

// js/boards/spatial.js
var SIZE = 30;
var GOODS_LETTER = { red: "R", blue: "B", yellow: "Y", green: "G" };
var PHASES = {
  draft: "1. Card Draft",
  answer: "1. Card Draft (challenge)",
  turn: "2. Explore and Deliver",
  branch: "2. Explore and Deliver (exploring)",
  pay: "2. Explore and Deliver (paying)"
};
var hexCentre2 = (q, r) => hexCentre(q, r, SIZE);
var cornerPoint = (trio) => meanPoint(trio.map(([q, r]) => hexCentre2(q, r)));
function drawSpatial(container, doc, side) {
  const v = doc.view;
  const ui = mount(container, `${v.hexes.length}:${v.corners.length}`, () => {
    const parts = {
      status: h("div", { class: "sd-status", "data-role": "map-status" }),
      map: h("div", { class: "sd-map-box" }),
      turn: h("div", { class: "sd-turn-slot", "data-role": "turn-slot" }),
      pool: h("div", { class: "sd-section" }),
      players: h("div", { class: "sd-section" })
    };
    parts.root = h("div", { class: "sd-board" }, parts.map, parts.status, legend2());
    parts.info = h("div", { class: "sd-info" }, parts.turn, parts.pool, parts.players);
    return parts;
  }, side);
  const status = mapStatus(v);
  refill(ui.status, status, () => status);
  refill(ui.map, JSON.stringify([v.hexes, v.borders, v.corners, v.ships, v.branch, v.current, v.seats]), () => map(v, geometry(v)));
  refill(ui.turn, JSON.stringify([v.challenge, v.branch, v.payment, v.viewer, v.current, v.players.map((p) => p.tokens)]), () => turnSlot(v));
  refill(ui.pool, JSON.stringify([v.pool, v.hidden]), () => pool(v));
  refill(ui.players, JSON.stringify([v.players, v.current, v.over, v.start, v.winners, v.phase, doc.status.decider]), () => players2(v, doc.status));
}
function turnSlot(v) {
  const boxes = [challengeBox(v), branchBox(v), paymentBox(v)].filter(Boolean);
  return boxes.length ? boxes : h("div", { class: "sd-turn-none" }, "No challenge, exploration or payment under way.");
}
function geometry(v) {
  const hexAt = new Map(v.hexes.map((x2) => [x2.id, x2]));
  const corner2 = new Map(v.corners.map((c) => [c.id, cornerPoint(c.hexes)]));
  const place2 = (id) => id === v.earth ? hexCentre2(0, 0) : corner2.get(id);
  return { hexAt, corner: corner2, place: place2 };
}
function viewBox(v) {
  return hexViewBox(v.hexes.map((x2) => [x2.q, x2.r]), SIZE, 14);
}
function map(v, geo) {
  const branch = new Set(v.branch ? v.branch.borders : []);
  const box = viewBox(v);
  return s(
    "svg",
    { class: "sd-map dw-drawing", viewBox: box, role: "img", "aria-label": "Map of Earth and the Settled Worlds" },
    s("rect", { class: "dw-backdrop sd-backdrop", ...Object.fromEntries(box.split(" ").map((n, i2) => [["x", "y", "width", "height"][i2], n])) }),
    s("g", { class: "sd-hexes" }, v.hexes.map((x2) => hexTile(x2, v))),
    s("g", { class: "sd-borders" }, v.borders.map((b) => border(b, geo, branch, v.current))),
    s("g", { class: "sd-corners" }, v.corners.map((c) => corner(c, geo, v))),
    branchEnd(v, geo),
    s("g", { class: "sd-ships" }, ships(v, geo))
  );
}
function hexTile(x2, v) {
  const [cx, cy] = hexCentre2(x2.q, x2.r);
  const classes = ["sd-hex", `sd-${x2.tile}`, `sd-ring-${x2.ring}`];
  if (x2.goods) classes.push(`sd-g-${x2.goods}`);
  const g = s(
    "g",
    { class: classes.join(" "), "data-target": x2.id, "data-ring": x2.ring },
    s("polygon", { class: "dw-shape sd-hex-shape", points: hexPoints(SIZE - 0.8, cx, cy) }),
    s("title", {}, hexTitle(x2))
  );
  if (x2.tile !== "earth") g.append(s("text", { class: "sd-hex-name", x: cx, y: cy - 15, "text-anchor": "middle" }, x2.name));
  if (x2.tile === "earth") {
    g.append(
      s("circle", { class: "sd-earth-globe", cx, cy, r: SIZE * 0.45 }),
      s("path", { class: "sd-earth-land", d: `M${cx - 8} ${cy - 5} q5 -6 10 -2 q3 4 -2 7 q-5 1 -8 -5 z M${cx + 3} ${cy + 4} q5 -2 6 3 q-4 4 -6 -3 z` })
    );
  } else if (x2.tile === "world") {
    g.append(
      s("text", { class: "sd-price", x: cx, y: cy + 8, "text-anchor": "middle" }, String(x2.price)),
      s("text", { class: "sd-goods-letter", x: cx - 13, y: cy - 3, "text-anchor": "middle" }, GOODS_LETTER[x2.goods] || "?")
    );
    if (x2.token) g.append(firstDeliveryToken(cx + 14, cy - 9, x2.goods));
    if (x2.sale >= 0) g.append(saleMarker(cx - 12, cy + 12, x2.sale, v.seats[x2.sale]));
  } else if (x2.tile === "unlaid") {
    g.append(s("text", { class: "sd-unlaid-label", x: cx, y: cy + 3, "text-anchor": "middle" }, `ring ${x2.ring}`));
  }
  return g;
}
function hexTitle(x2) {
  if (x2.tile === "earth") return "Earth";
  if (x2.tile === "world") {
    return `${x2.name}: ${x2.goods} world in ring ${x2.ring}, buys ${x2.goods} goods for ${x2.price} MSP${x2.token ? "; its First Delivery token is still here" : ""}${x2.sale >= 0 ? "; sold to this round" : ""}`;
  }
  if (x2.tile === "unlaid") return `${x2.name}: ring ${x2.ring}, not laid yet (set aside face down)`;
  return `${x2.name}: space, ring ${x2.ring}`;
}
function firstDeliveryToken(x2, y, goods) {
  return s(
    "g",
    { class: `sd-token sd-g-${goods}`, "data-role": "first-delivery" },
    s("circle", { class: "sd-token-disc", cx: x2, cy: y, r: 7 }),
    s("text", { class: "sd-token-text", x: x2, y: y + 3.4, "text-anchor": "middle" }, "1")
  );
}
function saleMarker(x2, y, seat, name) {
  return s(
    "g",
    { class: `sd-sale dw-seat-${seat}`, "data-role": "sale", "data-seat": seat },
    s("circle", { class: "sd-sale-back", cx: x2, cy: y, r: 8 }),
    s("rect", { class: "sd-sale-shape", x: x2 - 5, y: y - 5, width: 10, height: 10, rx: 2, transform: `rotate(45 ${x2} ${y})` }),
    s("title", {}, `Sale Marker of ${name}`)
  );
}
function border(b, geo, branch, current) {
  const [x1, y1] = geo.corner.get(b.ends[0]);
  const [x2, y2] = geo.corner.get(b.ends[1]);
  const classes = ["sd-border"];
  if (b.usable) classes.push("sd-usable");
  if (b.segment >= 0) classes.push("sd-laid", `dw-seat-${b.segment}`);
  if (branch.has(b.id)) classes.push("sd-in-branch", `dw-seat-${current}`);
  const line = (cls) => s("line", { class: cls, x1, y1, x2, y2 });
  const g = s("g", { class: classes.join(" "), "data-target": b.id });
  g.append(hitBand(x1, y1, x2, y2));
  if (b.segment >= 0 || branch.has(b.id)) g.append(line("sd-seg-case"), line("dw-shape sd-seg"));
  else g.append(line("sd-seg-halo"), line("dw-shape sd-seg-open"));
  return g;
}
var HIT_WIDTH = 26;
var HIT_FROM = 0.1;
function hitBand(x1, y1, x2, y2) {
  return s("polygon", { class: "dw-hit sd-hit", points: bandPoints(x1, y1, x2, y2, HIT_WIDTH, HIT_FROM) });
}
function corner(c, geo, v) {
  const [x2, y] = geo.corner.get(c.id);
  const target = c.earth ? c.place : c.id;
  const classes = ["sd-corner"];
  if (c.earth) classes.push("sd-earth-corner");
  if (c.site) classes.push("sd-site");
  if (c.station >= 0) classes.push("sd-station", `dw-seat-${c.station}`);
  const g = s(
    "g",
    { class: classes.join(" "), "data-target": target },
    // a 24-unit hit disc; the corners' discs lie over the borders' bands, so a click near a
    // corner is the corner's
    s("circle", { class: "dw-hit sd-hit", cx: x2, cy: y, r: 12 }),
    s("circle", { class: "sd-target-ring", cx: x2, cy: y, r: 8.5 })
  );
  if (c.station >= 0) {
    g.append(
      piece("station", { x: x2, y, scale: 0.8, cls: `sd-station-piece dw-seat-${c.station}` }),
      s("title", {}, `${v.seats[c.station]}'s Trade Station at ${c.name}`)
    );
  } else if (!c.earth) {
    g.append(
      s("circle", { class: "dw-shape sd-dot", cx: x2, cy: y, r: c.site ? 3 : 1.6 }),
      s("title", {}, c.site ? `${title(c.name)}: a Trade Station could stand here` : title(c.name))
    );
  }
  return g;
}
function branchEnd(v, geo) {
  if (!v.branch) return null;
  const at = geo.place(v.branch.end);
  const from = geo.place(v.branch.start);
  if (!at || !from) return null;
  return s(
    "g",
    { class: `sd-branch-marks dw-seat-${v.current}`, "data-role": "branch" },
    v.branch.start === v.earth ? null : s("circle", { class: "sd-branch-start", cx: from[0], cy: from[1], r: 8 }),
    s("circle", { class: "sd-branch-end", cx: at[0], cy: at[1], r: 9 })
  );
}
function ships(v, geo) {
  const byPlace = /* @__PURE__ */ new Map();
  v.ships.forEach((id, seat) => {
    if (!byPlace.has(id)) byPlace.set(id, []);
    byPlace.get(id).push(seat);
  });
  const out = [];
  for (const [id, seats] of byPlace) {
    const at = geo.place(id);
    if (!at) continue;
    const spread = id === v.earth ? 13 : 11;
    seats.forEach((seat, i2) => {
      const a = 2 * Math.PI * i2 / seats.length - Math.PI / 2;
      const dx = seats.length > 1 ? spread * Math.cos(a) : 0;
      const dy = seats.length > 1 ? spread * Math.sin(a) : id === v.earth ? 0 : -9;
      out.push(ship(at[0] + dx, at[1] + dy, seat, v.seats[seat], v.current === seat));
    });
  }
  return out;
}
function ship(x2, y, seat, name, current) {
  return s(
    "g",
    { class: `sd-ship dw-seat-${seat}${current ? " sd-ship-current" : ""}`, "data-role": "ship", "data-seat": seat },
    piece("ship", { x: x2, y, scale: 0.72, cls: `dw-seat-${seat}` }),
    s("title", {}, `${name}'s spaceship`)
  );
}
function mapStatus(v) {
  const phase = v.over ? "Game over" : PHASES[v.phase] || v.phase;
  const parts = [
    `Round ${v.round} of ${v.rounds}`,
    phase,
    `Starting Player: ${v.seats[v.start]}`,
    `deck ${v.deck} · discard ${v.discard} · Exploration supply ${v.supply}`
  ];
  if (v.phase === "turn" && !v.over) parts.push(`${v.seats[v.current]}'s next step costs ${plural(v.next_step_cost, "card")}`);
  if (v.laid < v.rings) parts.push(`${v.laid === v.rings - 1 ? `ring ${v.rings}` : `rings ${v.laid + 1}-${v.rings}`} not laid yet`);
  return parts.join(" · ");
}
function legend2() {
  return legend([
    ...["red", "blue", "yellow", "green"].map((g) => [null, "", h("span", { class: `sd-chip sd-g-${g}` }, `${GOODS_LETTER[g]} ${g} world`)]),
    [null, "", "number = price (ring)"],
    [null, "", [h("span", { class: "sd-mini-token" }, "1"), " First Delivery token"]],
    ["ship", "dw-seat-0", "spaceship"],
    ["station", "dw-seat-1", "Trade Station"],
    [null, "", [h("span", { class: "sd-key-sale" }), " Sale Marker"]],
    [null, "", [h("span", { class: "sd-key-site" }), " a station could stand here"]]
  ], "sd-legend");
}
function goodsChip(goods, attrs = {}) {
  return h("span", { class: `sd-chip sd-g-${goods || "none"}`, ...attrs }, goods ? `${GOODS_LETTER[goods]} ${goods}` : "empty");
}
function challengeBox(v) {
  const c = v.challenge;
  if (!c) return null;
  const mine = v.viewer === c.challenged;
  const tokens = v.players[c.challenged].tokens;
  return h(
    "div",
    { class: "sd-box sd-challenge", "data-role": "challenge" },
    h("div", { class: "sd-box-title" }, `${v.seats[c.challenger]} challenges ${v.seats[c.challenged]} for a `, goodsChip(c.goods), " card"),
    h("div", {}, mine ? `Your answer: give the card (click it, or the button), or refuse by handing over your ${plural(tokens, "Challenge token")}.` : `${v.seats[c.challenged]} answers: give the card, or refuse by handing over all their own Challenge tokens.`)
  );
}
function branchBox(v) {
  const b = v.branch;
  if (!b) return null;
  const cost = b.cost;
  const rows2 = [
    h("div", { class: "sd-box-title" }, `${v.seats[v.current]} is exploring from ${placeName(v, b.start)}`),
    h("div", {}, `${plural(b.segments, "segment")} laid so far, ending at ${placeName(v, b.end)}.`)
  ];
  if (cost) {
    rows2.push(h(
      "div",
      { "data-role": "branch-cost" },
      "A station here costs ",
      h("strong", {}, plural(cost.total, "card")),
      ": ",
      plural(cost.cards, "card"),
      " of any kind",
      cost.worlds.length ? [" + ", ...cost.worlds.map((g) => goodsChip(g))] : "",
      cost.any_goods ? " (one of these goods may be any kind)" : "",
      `, and scores ${cost.msp} MSP.`
    ));
  } else {
    rows2.push(h("div", { class: "dw-muted" }, "No station can stand here: lay the next segment."));
  }
  return h("div", { class: "sd-box sd-branch", "data-role": "branch" }, rows2);
}
function paymentBox(v) {
  const p = v.payment;
  if (!p) return null;
  const what = p.for === "explore" ? `the new station at ${placeName(v, p.target)}` : `the step to ${placeName(v, p.target)}`;
  return h(
    "div",
    { class: "sd-box sd-payment", "data-role": "payment" },
    h("div", { class: "sd-box-title" }, `${v.seats[v.current]} pays for ${what}`),
    h(
      "div",
      {},
      `${p.paid} of ${plural(p.total, "card")} paid`,
      p.cards ? [": ", ...handChips(p.cards)] : ""
    )
  );
}
function placeName(v, id) {
  if (id === v.earth) return "Earth";
  const c = v.corners.find((x2) => x2.id === id);
  if (!c) return "an unknown place";
  return c.station >= 0 ? `${v.seats[c.station]}'s station at ${c.name}` : c.name;
}
function pool(v) {
  const hidden = v.hidden && v.hidden.deck ? v.hidden.deck.slice(0, 4) : null;
  return [
    h("div", { class: "sd-section-title" }, "Card pool"),
    h("div", { class: "sd-pool", "data-role": "pool" }, v.pool.map((c) => goodsCard(c.goods, { "data-target": c.id, title: c.goods ? `${title(c.goods)} Goods card in the pool` : "Empty slot" }))),
    hidden ? h("div", { class: "sd-row dw-muted", "data-role": "deck-top" }, "Next from the deck (teaching view): ", hidden.map((g) => goodsChip(g))) : null
  ];
}
function goodsCard(goods, attrs) {
  return h("span", { class: `sd-card sd-g-${goods || "none"}`, ...attrs }, goods ? GOODS_LETTER[goods] : "–");
}
function handChips(hand) {
  return Object.entries(hand).filter(([, n]) => n > 0).map(([kind, n]) => h(
    "span",
    { class: `sd-chip sd-g-${kind === "explore" ? "explore" : kind}`, "data-kind": kind, title: plural(n, `${kind === "explore" ? "Exploration" : title(kind)} card`) },
    `${n}× ${kind === "explore" ? "Exploration" : kind}`
  ));
}
function players2(v, status) {
  return [
    h("div", { class: "sd-section-title" }, "Players"),
    h("div", { class: "sd-players" }, v.players.map((p) => playerCard2(v, p, status)))
  ];
}
function playerCard2(v, p, status) {
  const current = p.seat === v.current && !v.over;
  const deciding = status.decider === p.seat;
  const winner = v.winners.includes(p.seat);
  const cls = [
    "sd-player",
    `dw-seat-${p.seat}`,
    current ? "sd-current" : "",
    deciding ? "sd-deciding" : "",
    winner ? "sd-winner" : "",
    p.done ? "sd-done" : ""
  ].join(" ");
  const held = p.holds.map((n, owner) => owner !== p.seat && n > 0 ? `${n} of ${v.seats[owner]}'s` : null).filter(Boolean);
  const hidden = !p.hand;
  const drafting = v.phase === "draft" || v.phase === "answer";
  return h(
    "div",
    { class: cls, "data-role": "player", "data-seat": p.seat, "data-target": `p${p.seat}` },
    h(
      "div",
      { class: "sd-player-head" },
      h("span", { class: "dw-swatch" }),
      h("strong", {}, p.name),
      p.seat === v.start ? h("span", { class: "dw-tag", title: "Starting Player this round" }, "start") : null,
      current ? h("span", { class: "dw-tag" }, "turn") : null,
      p.done ? h("span", { class: "dw-tag" }, "done") : null,
      winner ? h("span", { class: "dw-tag" }, "winner") : null,
      hidden ? h("span", { class: "sd-hand-count", "data-role": "hand-size", "data-seat": p.seat, title: "Cards in another player's hand can be counted, not seen" }, `${plural(p.hand_size, "card")} in hand`) : null,
      msp(p)
    ),
    hidden ? null : h(
      "div",
      { class: "sd-row" },
      h("span", { class: "sd-label" }, "Hand "),
      h("span", { "data-role": "hand", "data-seat": p.seat }, p.hand_size ? handChips(p.hand) : "empty")
    ),
    p.drafted.length || drafting ? h(
      "div",
      { class: "sd-row" },
      h("span", { class: "sd-label" }, "Drafted "),
      p.drafted.length ? p.drafted.map((d) => goodsCard(d.goods, { "data-target": d.id, title: `${title(d.goods)} Goods card taken this draft` })) : "none yet"
    ) : null,
    // the pieces left change only in the second phase: the draft leaves the room to its cards
    drafting ? null : h(
      "div",
      { class: "sd-row sd-details", title: "Pieces left in front of the player's screen" },
      `ship at ${placeName(v, p.ship)} · ${plural(p.stations_left, "station")} · ${plural(p.segments_left, "segment")} · ${plural(p.markers_left, "Sale Marker")} · ${plural(p.tokens, "Challenge token")}${held.length ? ` (holds ${held.join(", ")})` : ""}`
    ),
    p.first_delivery && Object.values(p.first_delivery).some((n) => n > 0) ? h(
      "div",
      { class: "sd-row" },
      h("span", { class: "sd-label" }, "First Delivery "),
      firstDeliveries(p.first_delivery)
    ) : null
  );
}
function msp(p) {
  if (p.msp === null || p.msp === void 0) {
    return h("span", { class: "sd-msp sd-screened", "data-role": "msp", title: "Market Share Points are behind this player's screen" }, "MSP hidden");
  }
  const parts = p.msp_parts ? Object.entries(p.msp_parts).filter(([, n]) => n).map(([k, n]) => `${k} ${n}`).join(", ") : "";
  return h("span", { class: "sd-msp", "data-role": "msp", title: parts ? `Market Share Points: ${parts}` : "Market Share Points" }, `${p.msp} MSP`);
}
function firstDeliveries(tokens) {
  return Object.entries(tokens).filter(([, n]) => n > 0).map(([g, n]) => h("span", { class: `sd-chip sd-g-${g}` }, `${n}× ${g}`));
}
function describeSpatial(doc, id) {
  const v = doc.view;
  const hex = v.hexes.find((x2) => x2.id === id);
  if (hex) return `${hexTitle(hex)}.`;
  const order = (x2) => x2.ring * 1e3 + (Number(x2.name.slice(1)) || 0);
  const hexes = (pairs) => pairs.map(([q, r]) => v.hexes.find((x2) => x2.q === q && x2.r === r)).filter(Boolean).sort((a, b2) => order(a) - order(b2)).map(hexName).join("; ");
  const corner2 = v.corners.find((c) => c.id === id);
  if (corner2) {
    const what = corner2.station >= 0 ? `${v.seats[corner2.station]}'s Trade Station, at ${corner2.name}` : corner2.site ? `A Trade Station could stand at ${corner2.name}` : title(corner2.name);
    return `${what} (${hexes(corner2.hexes)}).`;
  }
  const b = v.borders.find((x2) => x2.id === id);
  if (b) return `${title(b.name)} (${hexes(b.hexes)}): ${b.segment >= 0 ? `a route segment of ${v.seats[b.segment]}` : "no route segment yet"}.`;
  const player2 = id.startsWith("p") ? v.players[Number(id.slice(1))] : null;
  if (player2) {
    const score = player2.msp === null || player2.msp === void 0 ? "Market Share Points behind the screen" : `${player2.msp} MSP`;
    return `${player2.name}: ${score}; ${plural(player2.hand_size, "card")} in hand; ${plural(player2.stations_left, "station")} and ${plural(player2.segments_left, "segment")} left${player2.done ? "; done for this round" : ""}.`;
  }
  const card = v.pool.find((c) => c.id === id);
  if (card) return card.goods ? `${title(card.goods)} Goods card in the card pool.` : "An empty slot of the card pool.";
  for (const p of v.players) {
    const d = p.drafted.find((x2) => x2.id === id);
    if (d) return `${title(d.goods)} Goods card ${p.name} took in this draft.`;
  }
  return "";
}
function hexName(x2) {
  if (x2.tile === "earth") return "Earth";
  if (x2.tile === "world") return `${x2.name} is a ${x2.goods} world`;
  if (x2.tile === "unlaid") return `${x2.name} is not laid yet`;
  return `${x2.name} is space`;
}
function namedInSpatial(doc, text) {
  const v = doc.view;
  const ids = [];
  let rest = text;
  const take = (name, id) => {
    const at = rest.indexOf(name);
    if (at < 0 || /\d/.test(rest.charAt(at + name.length))) return;
    ids.push(id);
    rest = `${rest.slice(0, at)} ${rest.slice(at + name.length)}`;
  };
  for (const c of [...v.corners].sort((a, b) => b.name.length - a.name.length)) if (!c.earth) take(c.name, c.id);
  for (const b of v.borders) take(b.name, b.id);
  const words = new Set(rest.match(/\b[A-D]\d+\b/g) || []);
  for (const x2 of v.hexes) if (words.has(x2.name)) ids.push(x2.id);
  if (/\bEarth\b/.test(rest)) ids.push(v.earth);
  return ids;
}

// js/boards/vesta.js
var SIZE2 = 30;
var PHASES2 = {
  act: "3.1 Actions",
  scan2: "3.1 Actions (Hyperscanner)",
  peek: "3.1 Actions (Gold Detector)",
  place: "5. Equipment cards (a displaced prospector)",
  trade: "3.2 Trading",
  draft: "3.2 Trading (an offer)",
  reply: "3.2 Trading (an offer)",
  bid: "3.2.1 Space Saloon (auction)",
  over: "Game over"
};
var FADE_MS = 650;
var centre = (q, r) => hexCentre(q, r, SIZE2);
var HEX = hexPoints(SIZE2 - 1);
var HALO = hexPoints(SIZE2 - 0.2);
var REACH = hexPoints(SIZE2 - 5);
var move = (el, x2, y) => setAttr(el, "style", `transform: translate(${x2.toFixed(1)}px, ${y.toFixed(1)}px)`);
function drawVesta(container, doc, side) {
  const v = doc.view;
  const ui = mount(container, `${v.length}x${v.width}:${v.start.touches.join(",")}`, () => skeleton2(v), side);
  update2(ui, v, doc.status);
}
function skeleton2(v) {
  const ui = {
    tiles: s("g", { class: "vg-tiles" }),
    places: s("g", { class: "vg-places" }),
    pros: s("g", { class: "vg-prospectors" }),
    status: h("div", { class: "vg-status", "data-role": "belt-status" }),
    turn: h("div", { class: "vg-turn-slot", "data-role": "turn-slot" }),
    saloon: h("div", { class: "vg-section", "data-role": "saloon" }),
    players: h("div", { class: "vg-players" }),
    live: /* @__PURE__ */ new Map()
    // tile key -> {el, sig}
  };
  const edges = edgeMarks(v);
  ui.startAt = edges.startAt;
  const box = viewBox2(v);
  ui.belt = s(
    "svg",
    { class: "vg-belt dw-drawing", viewBox: box, role: "img", "aria-label": "The asteroid belt" },
    s("rect", { class: "dw-backdrop vg-backdrop", ...Object.fromEntries(box.split(" ").map((n, i2) => [["x", "y", "width", "height"][i2], n])) }),
    edges.back,
    ui.tiles,
    ui.places,
    edges.front,
    ui.pros
  );
  keyed(ui.places, v.places, (p) => p.id, place, (p) => p.id);
  ui.placeEls = new Map(Array.from(ui.places.children, (el) => [el.getAttribute("data-target"), el]));
  ui.root = h("div", { class: "vg-board" }, h("div", { class: "vg-belt-box" }, ui.belt), ui.status, legend3());
  ui.info = h(
    "div",
    { class: "vg-info" },
    ui.turn,
    ui.saloon,
    h("div", { class: "vg-section" }, h("div", { class: "vg-section-title" }, "Players"), ui.players)
  );
  return ui;
}
function viewBox2(v) {
  const xs = [];
  const ys = [];
  for (const p of v.places) {
    const [x2, y] = centre(p.q, p.r);
    xs.push(x2);
    ys.push(y);
  }
  const half = SIZE2 * SQRT3 / 2;
  const minX = Math.min(...xs) - half - 12;
  const minY = Math.min(...ys) - SIZE2 - 24;
  const w = Math.max(...xs) - Math.min(...xs) + 2 * half + 24;
  const hgt = Math.max(...ys) - Math.min(...ys) + 2 * SIZE2 + 30;
  return `${minX.toFixed(1)} ${minY.toFixed(1)} ${w.toFixed(1)} ${hgt.toFixed(1)}`;
}
function edgeMarks(v) {
  const at = new Map(v.places.map((p) => [p.id, p]));
  const half = SIZE2 * SQRT3 / 2;
  const side = (ids, dx, dy) => ids.map((id) => {
    const p = at.get(id);
    const [x2, y] = centre(p.q, p.r);
    return [x2 + dx, y + dy];
  });
  const line = (pts) => pts.map(([x2, y]) => `${x2.toFixed(1)},${y.toFixed(1)}`).join(" ");
  const entry = side(v.entry, -half - 3, 0);
  const exit = side(v.exit, half + 3, 0);
  const alongRow = v.start.touches.some((id) => at.get(id).q > 0);
  const band = alongRow ? side(v.start.touches, 0, -SIZE2 - 9) : side(v.start.touches, -half - 16, 0);
  const [ex, ey] = entry[Math.floor(entry.length * 2 / 3)];
  const [xx, xy] = exit[Math.floor(exit.length / 4)];
  const back = s(
    "g",
    { class: "vg-edges" },
    s(
      "polyline",
      { class: "vg-entry-edge", points: line(entry), "data-role": "entry-edge" },
      s("title", {}, "The entry edge: at each push a new column of tiles comes in here, face down")
    ),
    s(
      "polyline",
      { class: "vg-exit-edge", points: line(exit), "data-role": "exit-edge" },
      s("title", {}, "The exit edge: at each push the column here leaves the belt")
    ),
    s("text", { class: "vg-edge-label vg-entry-label", x: ex - 8, y: ey + 4, "text-anchor": "end" }, "tiles enter →"),
    s("text", { class: "vg-edge-label vg-exit-label", x: xx + 8, y: xy + 4, "text-anchor": "start" }, "→ tiles leave")
  );
  const [sx, sy] = [band[0][0] + (alongRow ? 30 : 0), band[0][1] + (alongRow ? 0 : 30)];
  const bx = band.map(([x2]) => x2);
  const by = band.map(([, y]) => y);
  const front = s(
    "g",
    { class: "vg-start", "data-target": "start" },
    s("rect", { class: "dw-hit", x: Math.min(...bx) - 16, y: Math.min(...by) - 16, width: Math.max(...bx) - Math.min(...bx) + 32, height: Math.max(...by) - Math.min(...by) + 32 }),
    s("polyline", { class: "dw-halo vg-start-edge", points: line(band) }),
    s("polyline", { class: "dw-shape vg-start-band", points: line(band) }),
    s("rect", { class: "vg-start-plate", x: sx - 38, y: sy - 8.5, width: 76, height: 17, rx: 8 }),
    s("text", { class: "vg-start-label", x: sx, y: sy + 4.2, "text-anchor": "middle" }, "start area")
  );
  return { back, front, startAt: band };
}
function place(p) {
  const [x2, y] = centre(p.q, p.r);
  return s(
    "g",
    { class: "vg-place", "data-target": p.id, transform: `translate(${x2.toFixed(1)} ${y.toFixed(1)})` },
    s("polygon", { class: "dw-shape vg-place-shape", points: HEX }),
    s("polygon", { class: "vg-reach-ring", points: REACH }),
    s("rect", { class: "vg-name-plate", x: -12, y: -SIZE2 + 6, width: 24, height: 13.5, rx: 2 }),
    s("text", { class: "vg-name", x: 0, y: -SIZE2 + 17, "text-anchor": "middle" }, p.name)
  );
}
function update2(ui, v, status) {
  drawTiles(ui, v, v.pushes);
  markPlaces(ui, v);
  drawProspectors(ui, v);
  const line = statusLine2(v, status);
  refill(ui.status, line, () => line);
  refill(
    ui.turn,
    JSON.stringify([v.offer, v.auction, v.phase, v.final, v.over, v.peeked, v.scanned, v.destroyed, v.end_reason]),
    () => turnBox(v)
  );
  refill(ui.saloon, JSON.stringify([v.saloon, v.places.find((p) => p.id === v.saloon.place)?.name]), () => saloonBox(v));
  const cards = keyed(ui.players, v.players, (p) => p.seat, () => h("div", {}), (p) => String(p.seat));
  v.players.forEach((p, i2) => {
    const args = [p, v.current === p.seat && !v.over, status.decider === p.seat, v.winners.includes(p.seat), v.order.indexOf(p.seat)];
    refill(cards[i2], JSON.stringify(args), () => playerCard3(cards[i2], v, ...args));
  });
}
function drawTiles(ui, v, pushes) {
  const first = ui.live.size === 0;
  const seen = /* @__PURE__ */ new Set();
  const entering = [];
  for (const p of v.places) {
    if (p.tile === "none") continue;
    const key = `${p.q - pushes}:${p.r}`;
    seen.add(key);
    const [x2, y] = centre(p.q, p.r);
    const sig = JSON.stringify([p.tile, p.face]);
    let t = ui.live.get(key);
    if (!t) {
      const el = s("g", { class: first ? "vg-tile" : "vg-tile vg-entering", "data-tile": key });
      const [x0, y0] = !first && p.q === 0 && pushes > 0 ? centre(-1, p.r) : [x2, y];
      move(el, x0, y0);
      ui.tiles.append(el);
      t = { el, sig: null, down: false, x: x0, y: y0 };
      ui.live.set(key, t);
      if (!first) entering.push(t);
    }
    if (t.sig !== sig) {
      t.el.replaceChildren(...tileFace(p));
      t.sig = sig;
      t.down = p.tile === "down";
    }
    t.toX = x2;
    t.toY = y;
  }
  if (entering.length) ui.tiles.getBoundingClientRect();
  for (const t of entering) t.el.classList.remove("vg-entering");
  for (const t of ui.live.values()) {
    if (t.x === t.toX && t.y === t.toY) continue;
    move(t.el, t.toX, t.toY);
    t.x = t.toX;
    t.y = t.toY;
  }
  for (const [key, t] of ui.live) {
    if (seen.has(key)) continue;
    ui.live.delete(key);
    if (t.down) t.el.replaceChildren(...tileFace({ tile: "down" }));
    t.el.classList.add("vg-leaving");
    setTimeout(() => t.el.remove(), FADE_MS);
  }
}
function tileFace(p) {
  if (p.tile === "down") {
    const out2 = [s("polygon", { class: "dw-halo vg-tile-halo", points: HALO }), s("polygon", { class: "dw-shape vg-tile-shape vg-back", points: HEX })];
    if (p.face) {
      const f2 = p.face;
      if (f2.symbols) out2.push(...symbols(f2.kind, f2.symbols));
      else out2.push(s("text", { class: "vg-seen-text", x: 0, y: 9, "text-anchor": "middle" }, SHORT2[f2.kind]));
      if (p.seen) out2.push(s("text", { class: "vg-seen-mark", x: 15, y: -4, "text-anchor": "middle" }, "◉", s("title", {}, "You looked at this tile")));
    } else {
      out2.push(s("text", { class: "vg-back-mark", x: 0, y: 6, "text-anchor": "middle" }, "?"));
    }
    return out2;
  }
  const f = p.face;
  const out = [s("polygon", { class: "dw-halo vg-tile-halo", points: HALO }), s("polygon", { class: `dw-shape vg-tile-shape vg-k-${f.kind}`, points: HEX })];
  if (f.kind === "empty_space") {
    for (const [x2, y] of [[-12, -4], [9, -9], [4, 8], [-5, 12], [15, 5]]) out.push(s("circle", { class: "vg-star", cx: x2, cy: y, r: 1.1 }));
  } else if (f.kind === "empty_asteroid") {
    out.push(s("circle", { class: "vg-crater", cx: -6, cy: -2, r: 5 }), s("circle", { class: "vg-crater", cx: 7, cy: 4, r: 3 }));
  } else if (f.kind === "saloon") {
    out.push(s("text", { class: "vg-saloon-text", x: 0, y: 3, "text-anchor": "middle" }, "Saloon"));
  } else {
    out.push(...symbols(f.kind, f.symbols));
  }
  return out;
}
function symbols(kind, n) {
  const out = [];
  const top = Math.min(n, 2);
  for (let i2 = 0; i2 < n; i2 += 1) {
    const row = i2 < top ? 0 : 1;
    const inRow = row ? n - top : top;
    const k = row ? i2 - top : i2;
    out.push(piece(kind, { x: (k - (inRow - 1) / 2) * 17, y: row ? 17 : 2, scale: 0.8 }));
  }
  return out;
}
var SHORT2 = { empty_space: "space", empty_asteroid: "asteroid", saloon: "saloon" };
function markPlaces(ui, v) {
  const moves = v.reach ? v.reach.moves : {};
  const ends = new Set(v.reach ? v.reach.ends : []);
  for (const p of v.places) {
    const el = ui.placeEls.get(p.id);
    const cls = ["vg-place"];
    if (p.tile === "none") cls.push("vg-hole");
    if (moves[p.id]) cls.push(ends.has(p.id) ? "vg-reach-end" : "vg-reach");
    if (p.id === v.peeked || p.id === v.scanned) cls.push("vg-looked");
    if (p.id === v.destroyed) cls.push("vg-destroyed");
    if (el.classList.contains("dw-target")) cls.push("dw-target");
    setAttr(el, "class", cls.join(" "));
    setAttr(el, "data-steps", moves[p.id] || null);
  }
}
function drawProspectors(ui, v) {
  const at = new Map(v.places.map((p) => [p.id, p]));
  const groups = /* @__PURE__ */ new Map();
  for (const p of v.players) {
    if (p.out) continue;
    if (!groups.has(p.at)) groups.set(p.at, []);
    groups.get(p.at).push(p.seat);
  }
  const spots = [];
  for (const [id, seats] of groups) {
    seats.forEach((seat, i2) => {
      let x2;
      let y;
      if (id === "start") {
        const band = ui.startAt;
        const k = band.length > 1 ? 1.5 + (i2 + 0.5) / seats.length * (band.length - 2.5) : 0;
        const j = Math.min(band.length - 2, Math.floor(k));
        const f = band.length > 1 ? k - j : 0;
        const a = band[Math.max(0, j)];
        const b = band[Math.max(0, Math.min(band.length - 1, j + 1))];
        x2 = a[0] + (b[0] - a[0]) * f;
        y = a[1] + (b[1] - a[1]) * f;
      } else {
        const p = at.get(id);
        [x2, y] = centre(p.q, p.r);
        const row = Math.floor(i2 / 3);
        const inRow = Math.min(3, seats.length - row * 3);
        x2 += (i2 % 3 - (inRow - 1) / 2) * 17;
        y += SIZE2 - 14 - row * 17;
      }
      spots.push({ seat, x: x2, y, id });
    });
  }
  const els = keyed(ui.pros, spots, (sp) => sp.seat, (sp) => prospector(sp.seat, v.seats[sp.seat]), (sp) => String(sp.seat));
  spots.forEach((sp, i2) => {
    move(els[i2], sp.x, sp.y);
    setAttr(els[i2], "data-target", sp.id);
    els[i2].classList.toggle("vg-acting", sp.seat === v.current && !v.over);
  });
}
function prospector(seat, name) {
  return s(
    "g",
    { class: `vg-prospector dw-seat-${seat}`, "data-role": "prospector", "data-seat": seat },
    s("circle", { class: "dw-hit", cx: 0, cy: 0, r: 13 }),
    s("circle", { class: "vg-pro-edge", cx: 0, cy: 0, r: 10.5 }),
    piece("prospector", { scale: 0.8, cls: `dw-seat-${seat}` }),
    s("circle", { class: "vg-pro-plate", cx: 9, cy: 7, r: 6.5 }),
    s("text", { class: "vg-pro-text", x: 9, y: 11, "text-anchor": "middle" }, String(seat + 1)),
    s("title", {}, `${name}'s prospector`)
  );
}
function statusLine2(v, status) {
  const parts = [`Game turn ${v.round}${v.final ? " (final)" : ""}`, PHASES2[v.phase] || v.phase];
  if (!v.over && v.phase === "act") parts.push(`${v.seats[v.current]}: ${plural(v.actions_left, "action")} left`);
  parts.push(`tile pile ${v.pile} · removed ${v.discards} · equipment deck ${v.deck}`);
  parts.push(`next to the board: ${v.supply.gold} gold, ${v.supply.water} water, ${v.supply.titanium} titanium`);
  if (v.over) parts.push(`the game ended: ${v.end_reason}`);
  else if (status.decider !== void 0 && status.decider !== v.current) parts.push(`${v.seats[status.decider]} to answer`);
  return parts.join(" · ");
}
function terms(v, side, cards) {
  const parts = Object.entries(side).filter(([, n]) => n > 0).map(([m, n]) => `${n} ${m}`);
  return [...parts, ...cards.map((k) => v.card_text[k].split(":")[0])].join(", ") || "nothing";
}
function turnBox(v) {
  const boxes = [];
  if (v.offer) {
    const o = v.offer;
    const verb = o.sent ? `${v.seats[o.from]} offers ${v.seats[o.to]}` : `${v.seats[o.from]} is drafting an offer to ${v.seats[o.to]}`;
    boxes.push(h(
      "div",
      { class: "vg-box vg-offer", "data-role": "offer" },
      h("div", { class: "vg-box-title" }, verb, o.counters ? ` (counter-offer ${o.counters})` : ""),
      h("div", {}, h("span", { class: "vg-label" }, "gives: "), terms(v, o.give, o.give_cards)),
      h("div", {}, h("span", { class: "vg-label" }, "asks: "), terms(v, o.ask, o.ask_cards))
    ));
  }
  if (v.auction) {
    const a = v.auction;
    boxes.push(h(
      "div",
      { class: "vg-box vg-auction", "data-role": "auction" },
      h("div", { class: "vg-box-title" }, `Auction at the saloon: ${a.name}`),
      h("div", {}, `High bid ${a.high} gold by ${v.seats[a.leader]}; still bidding: ${a.bidders.map((b) => v.seats[b]).join(", ")}.`)
    ));
  }
  if (v.destroyed) boxes.push(h("div", { class: "vg-box" }, "A tile was destroyed under a prospector: they move to an asteroid next to it."));
  if (v.peeked) boxes.push(h("div", { class: "vg-box" }, "Gold Detector: the tile looked at stays face down unless turned up now."));
  if (v.scanned) boxes.push(h("div", { class: "vg-box" }, "Hyperscanner: a second tile may be turned up in the same scan."));
  if (v.final && !v.over) boxes.push(h("div", { class: "vg-box vg-final" }, "Final game turn (3.3.3): the game ends after it."));
  if (v.over) boxes.push(h("div", { class: "vg-box vg-final", "data-role": "result" }, `Game over: ${v.end_reason}. Winner: ${v.winners.map((w) => v.seats[w]).join(", ")}.`));
  return boxes.length ? boxes : h("div", { class: "vg-turn-none" }, "No offer, auction or special step under way.");
}
function saloonBox(v) {
  const sal = v.saloon;
  const title2 = h("div", { class: "vg-section-title" }, "Space Saloon");
  if (!sal.place) {
    return [title2, h("div", { class: "vg-muted" }, "Closed: it opens when its tile is turned face up (3.2.1).")];
  }
  const name = v.places.find((p) => p.id === sal.place).name;
  return [
    title2,
    h("div", {}, `Open at ${name}: buy while standing on it, in the trading phase.`),
    h(
      "div",
      { class: "vg-stock" },
      sal.stock.length ? sal.stock.map((c) => h("span", { class: "vg-card vg-for-sale", "data-target": c.id, "data-kind": c.kind }, `${c.name} · ${c.price} gold`)) : h("span", { class: "vg-muted" }, "no cards left"),
      h("span", { class: "vg-card vg-water-stock", "data-target": sal.water_id }, icon("water"), `${sal.water} water (${sal.water_per_gold} per gold)`)
    )
  ];
}
function playerCard3(el, v, p, current, deciding, winner, place2) {
  el.className = [
    "vg-player",
    `dw-seat-${p.seat}`,
    current ? "vg-current" : "",
    deciding ? "vg-deciding" : "",
    winner ? "vg-winner" : "",
    p.out ? "vg-out" : "",
    el.classList.contains("dw-target") ? "dw-target" : ""
  ].join(" ");
  setAttr(el, "data-target", p.id);
  setAttr(el, "data-role", "player");
  setAttr(el, "data-seat", p.seat);
  const where = p.out ? "forced out: back to the start area after a lost turn" : `at ${p.at_name}`;
  return [
    h(
      "div",
      { class: "vg-player-head" },
      h("span", { class: "dw-swatch" }),
      h("strong", {}, p.name),
      place2 === 0 ? h("span", { class: "dw-tag", title: "Acts first this game turn (least gold)" }, "first") : null,
      current ? h("span", { class: "dw-tag" }, "turn") : null,
      p.thirsty ? h("span", { class: "dw-tag vg-dry", title: "No water at the last water check: one action per turn until water is got (3.3.2)" }, "dry") : null,
      p.out ? h("span", { class: "dw-tag" }, "out") : null,
      winner ? h("span", { class: "dw-tag" }, "winner") : null,
      h("span", { class: "vg-score", title: pointsText(v.points) }, plural(p.score, "point"))
    ),
    h(
      "div",
      { class: "vg-row vg-markers" },
      h("span", { class: "vg-muted vg-where" }, where),
      h("span", { class: "vg-chip vg-m-gold" }, icon("gold"), `${p.gold} gold`),
      h("span", { class: "vg-chip vg-m-water" }, icon("water"), `${p.water} water`),
      h("span", { class: "vg-chip vg-m-titanium" }, icon("titanium"), `${p.titanium} titanium`)
    ),
    p.cards.length ? h(
      "div",
      { class: "vg-row" },
      h("span", { class: "vg-label" }, "Equipment "),
      p.cards.map((c) => h("span", { class: "vg-card", "data-target": c.id, "data-kind": c.kind }, c.name))
    ) : null
  ];
}
function pointsText(points) {
  return `Points: gold ${points.gold} each, titanium ${points.titanium} each, each equipment card ${points.card}`;
}
function legend3() {
  const key = (cls) => h("span", { class: `vg-key ${cls}` });
  return legend([
    ["gold", "", "gold"],
    ["water", "", "water"],
    ["titanium", "", "titanium"],
    [null, "", [key("vg-k-empty_asteroid"), " empty asteroid"]],
    [null, "", [key("vg-k-empty_space"), " empty space"]],
    [null, "", [key("vg-back"), " face down"]],
    ["prospector", "dw-seat-0", "prospector"],
    [null, "", [h("span", { class: "vg-reach-key" }), " reachable with the actions left (solid: may end there)"]],
    [null, "", "one piece per symbol"]
  ], "vg-legend");
}
function describeVesta(doc, id) {
  const v = doc.view;
  if (id === "start") {
    const on = v.start.prospectors.map((q) => v.seats[q]);
    return `The start area (2.6.1): not a tile, never pushed out; it touches ${v.start.touches.length} places.${on.length ? ` Here: ${on.join(", ")}.` : ""}`;
  }
  const p = v.places.find((x2) => x2.id === id);
  if (p) return placeText(v, p);
  const player2 = v.players.find((x2) => x2.id === id);
  if (player2) {
    const cards = player2.cards.map((c) => c.name).join(", ") || "no equipment";
    return `${player2.name}, ${player2.out ? "forced out" : `at ${player2.at_name}`}: ${player2.gold} gold, ${player2.water} water, ${player2.titanium} titanium, ${cards}; ${player2.score} points${player2.thirsty ? "; dry (one action per turn)" : ""}.`;
  }
  const stock = v.saloon.stock.find((c) => c.id === id);
  if (stock) return `For sale at the saloon for ${stock.price} gold. ${v.card_text[stock.kind]}.`;
  if (id === v.saloon.water_id) return `The saloon's water: ${v.saloon.water} left, ${v.saloon.water_per_gold} water for each gold (3.2.1).`;
  for (const q of v.players) {
    const c = q.cards.find((x2) => x2.id === id);
    if (c) return `${q.name}'s equipment. ${v.card_text[c.kind]}.`;
  }
  return "";
}
function placeText(v, p) {
  let what;
  if (p.tile === "none") what = "no tile (a hole: crossed like empty space, never ended on)";
  else if (p.tile === "down") what = p.face ? `a face-down tile (${p.seen ? "you looked: " : ""}${p.face.text})` : "a face-down tile: scan it to turn it up";
  else what = p.face.text;
  const edge = p.q === 0 ? " Tiles come in here at each push." : p.q === v.length - 1 ? " This column leaves the belt at the next push." : "";
  const who = p.prospectors.length ? ` Here: ${p.prospectors.map((q) => v.seats[q]).join(", ")}.` : "";
  const steps = v.reach && v.reach.moves[p.id] ? ` ${v.seats[v.current]} can get here with ${plural(v.reach.moves[p.id], "move")}.` : "";
  return `${p.name}: ${what}.${edge}${who}${steps}`;
}

// js/boards/index.js
var BOARDS = {
  delta: drawDelta,
  deltav: drawDeltaV,
  spatial: drawSpatial,
  vesta: drawVesta
};
var DESCRIBE = {
  delta: describeDelta,
  deltav: describeDeltaV,
  spatial: describeSpatial,
  vesta: describeVesta
};
var NAMED = {
  spatial: namedInSpatial
};
var TOUCH_SCALE = {
  delta: 44 / 62,
  vesta: 44 / 49,
  spatial: 1.5
};

// node_modules/fast-json-patch/module/core.mjs
var core_exports = {};
__export(core_exports, {
  JsonPatchError: () => JsonPatchError,
  _areEquals: () => _areEquals,
  applyOperation: () => applyOperation,
  applyPatch: () => applyPatch,
  applyReducer: () => applyReducer,
  deepClone: () => deepClone,
  getValueByPointer: () => getValueByPointer,
  validate: () => validate,
  validator: () => validator
});

// node_modules/fast-json-patch/module/helpers.mjs
var __extends = /* @__PURE__ */ (function() {
  var extendStatics = function(d, b) {
    extendStatics = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(d2, b2) {
      d2.__proto__ = b2;
    } || function(d2, b2) {
      for (var p in b2) if (b2.hasOwnProperty(p)) d2[p] = b2[p];
    };
    return extendStatics(d, b);
  };
  return function(d, b) {
    extendStatics(d, b);
    function __() {
      this.constructor = d;
    }
    d.prototype = b === null ? Object.create(b) : (__.prototype = b.prototype, new __());
  };
})();
var _hasOwnProperty = Object.prototype.hasOwnProperty;
function hasOwnProperty(obj, key) {
  return _hasOwnProperty.call(obj, key);
}
function _objectKeys(obj) {
  if (Array.isArray(obj)) {
    var keys_1 = new Array(obj.length);
    for (var k = 0; k < keys_1.length; k++) {
      keys_1[k] = "" + k;
    }
    return keys_1;
  }
  if (Object.keys) {
    return Object.keys(obj);
  }
  var keys = [];
  for (var i2 in obj) {
    if (hasOwnProperty(obj, i2)) {
      keys.push(i2);
    }
  }
  return keys;
}
function _deepClone(obj) {
  switch (typeof obj) {
    case "object":
      return JSON.parse(JSON.stringify(obj));
    //Faster than ES5 clone - http://jsperf.com/deep-cloning-of-objects/5
    case "undefined":
      return null;
    //this is how JSON.stringify behaves for array items
    default:
      return obj;
  }
}
function isInteger(str) {
  var i2 = 0;
  var len = str.length;
  var charCode;
  while (i2 < len) {
    charCode = str.charCodeAt(i2);
    if (charCode >= 48 && charCode <= 57) {
      i2++;
      continue;
    }
    return false;
  }
  return true;
}
function escapePathComponent(path) {
  if (path.indexOf("/") === -1 && path.indexOf("~") === -1)
    return path;
  return path.replace(/~/g, "~0").replace(/\//g, "~1");
}
function unescapePathComponent(path) {
  return path.replace(/~1/g, "/").replace(/~0/g, "~");
}
function hasUndefined(obj) {
  if (obj === void 0) {
    return true;
  }
  if (obj) {
    if (Array.isArray(obj)) {
      for (var i_1 = 0, len = obj.length; i_1 < len; i_1++) {
        if (hasUndefined(obj[i_1])) {
          return true;
        }
      }
    } else if (typeof obj === "object") {
      var objKeys = _objectKeys(obj);
      var objKeysLength = objKeys.length;
      for (var i2 = 0; i2 < objKeysLength; i2++) {
        if (hasUndefined(obj[objKeys[i2]])) {
          return true;
        }
      }
    }
  }
  return false;
}
function patchErrorMessageFormatter(message, args) {
  var messageParts = [message];
  for (var key in args) {
    var value = typeof args[key] === "object" ? JSON.stringify(args[key], null, 2) : args[key];
    if (typeof value !== "undefined") {
      messageParts.push(key + ": " + value);
    }
  }
  return messageParts.join("\n");
}
var PatchError = (
  /** @class */
  (function(_super) {
    __extends(PatchError2, _super);
    function PatchError2(message, name, index, operation, tree) {
      var _newTarget = this.constructor;
      var _this = _super.call(this, patchErrorMessageFormatter(message, { name, index, operation, tree })) || this;
      _this.name = name;
      _this.index = index;
      _this.operation = operation;
      _this.tree = tree;
      Object.setPrototypeOf(_this, _newTarget.prototype);
      _this.message = patchErrorMessageFormatter(message, { name, index, operation, tree });
      return _this;
    }
    return PatchError2;
  })(Error)
);

// node_modules/fast-json-patch/module/core.mjs
var JsonPatchError = PatchError;
var deepClone = _deepClone;
var objOps = {
  add: function(obj, key, document2) {
    obj[key] = this.value;
    return { newDocument: document2 };
  },
  remove: function(obj, key, document2) {
    var removed = obj[key];
    delete obj[key];
    return { newDocument: document2, removed };
  },
  replace: function(obj, key, document2) {
    var removed = obj[key];
    obj[key] = this.value;
    return { newDocument: document2, removed };
  },
  move: function(obj, key, document2) {
    var removed = getValueByPointer(document2, this.path);
    if (removed) {
      removed = _deepClone(removed);
    }
    var originalValue = applyOperation(document2, { op: "remove", path: this.from }).removed;
    applyOperation(document2, { op: "add", path: this.path, value: originalValue });
    return { newDocument: document2, removed };
  },
  copy: function(obj, key, document2) {
    var valueToCopy = getValueByPointer(document2, this.from);
    applyOperation(document2, { op: "add", path: this.path, value: _deepClone(valueToCopy) });
    return { newDocument: document2 };
  },
  test: function(obj, key, document2) {
    return { newDocument: document2, test: _areEquals(obj[key], this.value) };
  },
  _get: function(obj, key, document2) {
    this.value = obj[key];
    return { newDocument: document2 };
  }
};
var arrOps = {
  add: function(arr, i2, document2) {
    if (isInteger(i2)) {
      arr.splice(i2, 0, this.value);
    } else {
      arr[i2] = this.value;
    }
    return { newDocument: document2, index: i2 };
  },
  remove: function(arr, i2, document2) {
    var removedList = arr.splice(i2, 1);
    return { newDocument: document2, removed: removedList[0] };
  },
  replace: function(arr, i2, document2) {
    var removed = arr[i2];
    arr[i2] = this.value;
    return { newDocument: document2, removed };
  },
  move: objOps.move,
  copy: objOps.copy,
  test: objOps.test,
  _get: objOps._get
};
function getValueByPointer(document2, pointer) {
  if (pointer == "") {
    return document2;
  }
  var getOriginalDestination = { op: "_get", path: pointer };
  applyOperation(document2, getOriginalDestination);
  return getOriginalDestination.value;
}
function applyOperation(document2, operation, validateOperation, mutateDocument, banPrototypeModifications, index) {
  if (validateOperation === void 0) {
    validateOperation = false;
  }
  if (mutateDocument === void 0) {
    mutateDocument = true;
  }
  if (banPrototypeModifications === void 0) {
    banPrototypeModifications = true;
  }
  if (index === void 0) {
    index = 0;
  }
  if (validateOperation) {
    if (typeof validateOperation == "function") {
      validateOperation(operation, 0, document2, operation.path);
    } else {
      validator(operation, 0);
    }
  }
  if (operation.path === "") {
    var returnValue = { newDocument: document2 };
    if (operation.op === "add") {
      returnValue.newDocument = operation.value;
      return returnValue;
    } else if (operation.op === "replace") {
      returnValue.newDocument = operation.value;
      returnValue.removed = document2;
      return returnValue;
    } else if (operation.op === "move" || operation.op === "copy") {
      returnValue.newDocument = getValueByPointer(document2, operation.from);
      if (operation.op === "move") {
        returnValue.removed = document2;
      }
      return returnValue;
    } else if (operation.op === "test") {
      returnValue.test = _areEquals(document2, operation.value);
      if (returnValue.test === false) {
        throw new JsonPatchError("Test operation failed", "TEST_OPERATION_FAILED", index, operation, document2);
      }
      returnValue.newDocument = document2;
      return returnValue;
    } else if (operation.op === "remove") {
      returnValue.removed = document2;
      returnValue.newDocument = null;
      return returnValue;
    } else if (operation.op === "_get") {
      operation.value = document2;
      return returnValue;
    } else {
      if (validateOperation) {
        throw new JsonPatchError("Operation `op` property is not one of operations defined in RFC-6902", "OPERATION_OP_INVALID", index, operation, document2);
      } else {
        return returnValue;
      }
    }
  } else {
    if (!mutateDocument) {
      document2 = _deepClone(document2);
    }
    var path = operation.path || "";
    var keys = path.split("/");
    var obj = document2;
    var t = 1;
    var len = keys.length;
    var existingPathFragment = void 0;
    var key = void 0;
    var validateFunction = void 0;
    if (typeof validateOperation == "function") {
      validateFunction = validateOperation;
    } else {
      validateFunction = validator;
    }
    while (true) {
      key = keys[t];
      if (key && key.indexOf("~") != -1) {
        key = unescapePathComponent(key);
      }
      if (banPrototypeModifications && (key == "__proto__" || key == "prototype" && t > 0 && keys[t - 1] == "constructor")) {
        throw new TypeError("JSON-Patch: modifying `__proto__` or `constructor/prototype` prop is banned for security reasons, if this was on purpose, please set `banPrototypeModifications` flag false and pass it to this function. More info in fast-json-patch README");
      }
      if (validateOperation) {
        if (existingPathFragment === void 0) {
          if (obj[key] === void 0) {
            existingPathFragment = keys.slice(0, t).join("/");
          } else if (t == len - 1) {
            existingPathFragment = operation.path;
          }
          if (existingPathFragment !== void 0) {
            validateFunction(operation, 0, document2, existingPathFragment);
          }
        }
      }
      t++;
      if (Array.isArray(obj)) {
        if (key === "-") {
          key = obj.length;
        } else {
          if (validateOperation && !isInteger(key)) {
            throw new JsonPatchError("Expected an unsigned base-10 integer value, making the new referenced value the array element with the zero-based index", "OPERATION_PATH_ILLEGAL_ARRAY_INDEX", index, operation, document2);
          } else if (isInteger(key)) {
            key = ~~key;
          }
        }
        if (t >= len) {
          if (validateOperation && operation.op === "add" && key > obj.length) {
            throw new JsonPatchError("The specified index MUST NOT be greater than the number of elements in the array", "OPERATION_VALUE_OUT_OF_BOUNDS", index, operation, document2);
          }
          var returnValue = arrOps[operation.op].call(operation, obj, key, document2);
          if (returnValue.test === false) {
            throw new JsonPatchError("Test operation failed", "TEST_OPERATION_FAILED", index, operation, document2);
          }
          return returnValue;
        }
      } else {
        if (t >= len) {
          var returnValue = objOps[operation.op].call(operation, obj, key, document2);
          if (returnValue.test === false) {
            throw new JsonPatchError("Test operation failed", "TEST_OPERATION_FAILED", index, operation, document2);
          }
          return returnValue;
        }
      }
      obj = obj[key];
      if (validateOperation && t < len && (!obj || typeof obj !== "object")) {
        throw new JsonPatchError("Cannot perform operation at the desired path", "OPERATION_PATH_UNRESOLVABLE", index, operation, document2);
      }
    }
  }
}
function applyPatch(document2, patch, validateOperation, mutateDocument, banPrototypeModifications) {
  if (mutateDocument === void 0) {
    mutateDocument = true;
  }
  if (banPrototypeModifications === void 0) {
    banPrototypeModifications = true;
  }
  if (validateOperation) {
    if (!Array.isArray(patch)) {
      throw new JsonPatchError("Patch sequence must be an array", "SEQUENCE_NOT_AN_ARRAY");
    }
  }
  if (!mutateDocument) {
    document2 = _deepClone(document2);
  }
  var results = new Array(patch.length);
  for (var i2 = 0, length_1 = patch.length; i2 < length_1; i2++) {
    results[i2] = applyOperation(document2, patch[i2], validateOperation, true, banPrototypeModifications, i2);
    document2 = results[i2].newDocument;
  }
  results.newDocument = document2;
  return results;
}
function applyReducer(document2, operation, index) {
  var operationResult = applyOperation(document2, operation);
  if (operationResult.test === false) {
    throw new JsonPatchError("Test operation failed", "TEST_OPERATION_FAILED", index, operation, document2);
  }
  return operationResult.newDocument;
}
function validator(operation, index, document2, existingPathFragment) {
  if (typeof operation !== "object" || operation === null || Array.isArray(operation)) {
    throw new JsonPatchError("Operation is not an object", "OPERATION_NOT_AN_OBJECT", index, operation, document2);
  } else if (!objOps[operation.op]) {
    throw new JsonPatchError("Operation `op` property is not one of operations defined in RFC-6902", "OPERATION_OP_INVALID", index, operation, document2);
  } else if (typeof operation.path !== "string") {
    throw new JsonPatchError("Operation `path` property is not a string", "OPERATION_PATH_INVALID", index, operation, document2);
  } else if (operation.path.indexOf("/") !== 0 && operation.path.length > 0) {
    throw new JsonPatchError('Operation `path` property must start with "/"', "OPERATION_PATH_INVALID", index, operation, document2);
  } else if ((operation.op === "move" || operation.op === "copy") && typeof operation.from !== "string") {
    throw new JsonPatchError("Operation `from` property is not present (applicable in `move` and `copy` operations)", "OPERATION_FROM_REQUIRED", index, operation, document2);
  } else if ((operation.op === "add" || operation.op === "replace" || operation.op === "test") && operation.value === void 0) {
    throw new JsonPatchError("Operation `value` property is not present (applicable in `add`, `replace` and `test` operations)", "OPERATION_VALUE_REQUIRED", index, operation, document2);
  } else if ((operation.op === "add" || operation.op === "replace" || operation.op === "test") && hasUndefined(operation.value)) {
    throw new JsonPatchError("Operation `value` property is not present (applicable in `add`, `replace` and `test` operations)", "OPERATION_VALUE_CANNOT_CONTAIN_UNDEFINED", index, operation, document2);
  } else if (document2) {
    if (operation.op == "add") {
      var pathLen = operation.path.split("/").length;
      var existingPathLen = existingPathFragment.split("/").length;
      if (pathLen !== existingPathLen + 1 && pathLen !== existingPathLen) {
        throw new JsonPatchError("Cannot perform an `add` operation at the desired path", "OPERATION_PATH_CANNOT_ADD", index, operation, document2);
      }
    } else if (operation.op === "replace" || operation.op === "remove" || operation.op === "_get") {
      if (operation.path !== existingPathFragment) {
        throw new JsonPatchError("Cannot perform the operation at a path that does not exist", "OPERATION_PATH_UNRESOLVABLE", index, operation, document2);
      }
    } else if (operation.op === "move" || operation.op === "copy") {
      var existingValue = { op: "_get", path: operation.from, value: void 0 };
      var error = validate([existingValue], document2);
      if (error && error.name === "OPERATION_PATH_UNRESOLVABLE") {
        throw new JsonPatchError("Cannot perform the operation from a path that does not exist", "OPERATION_FROM_UNRESOLVABLE", index, operation, document2);
      }
    }
  }
}
function validate(sequence, document2, externalValidator) {
  try {
    if (!Array.isArray(sequence)) {
      throw new JsonPatchError("Patch sequence must be an array", "SEQUENCE_NOT_AN_ARRAY");
    }
    if (document2) {
      applyPatch(_deepClone(document2), _deepClone(sequence), externalValidator || true);
    } else {
      externalValidator = externalValidator || validator;
      for (var i2 = 0; i2 < sequence.length; i2++) {
        externalValidator(sequence[i2], i2, document2, void 0);
      }
    }
  } catch (e) {
    if (e instanceof JsonPatchError) {
      return e;
    } else {
      throw e;
    }
  }
}
function _areEquals(a, b) {
  if (a === b)
    return true;
  if (a && b && typeof a == "object" && typeof b == "object") {
    var arrA = Array.isArray(a), arrB = Array.isArray(b), i2, length, key;
    if (arrA && arrB) {
      length = a.length;
      if (length != b.length)
        return false;
      for (i2 = length; i2-- !== 0; )
        if (!_areEquals(a[i2], b[i2]))
          return false;
      return true;
    }
    if (arrA != arrB)
      return false;
    var keys = Object.keys(a);
    length = keys.length;
    if (length !== Object.keys(b).length)
      return false;
    for (i2 = length; i2-- !== 0; )
      if (!b.hasOwnProperty(keys[i2]))
        return false;
    for (i2 = length; i2-- !== 0; ) {
      key = keys[i2];
      if (!_areEquals(a[key], b[key]))
        return false;
    }
    return true;
  }
  return a !== a && b !== b;
}

// node_modules/fast-json-patch/module/duplex.mjs
var duplex_exports = {};
__export(duplex_exports, {
  compare: () => compare,
  generate: () => generate,
  observe: () => observe,
  unobserve: () => unobserve
});
var beforeDict = /* @__PURE__ */ new WeakMap();
var Mirror = (
  /** @class */
  /* @__PURE__ */ (function() {
    function Mirror2(obj) {
      this.observers = /* @__PURE__ */ new Map();
      this.obj = obj;
    }
    return Mirror2;
  })()
);
var ObserverInfo = (
  /** @class */
  /* @__PURE__ */ (function() {
    function ObserverInfo2(callback, observer) {
      this.callback = callback;
      this.observer = observer;
    }
    return ObserverInfo2;
  })()
);
function getMirror(obj) {
  return beforeDict.get(obj);
}
function getObserverFromMirror(mirror, callback) {
  return mirror.observers.get(callback);
}
function removeObserverFromMirror(mirror, observer) {
  mirror.observers.delete(observer.callback);
}
function unobserve(root, observer) {
  observer.unobserve();
}
function observe(obj, callback) {
  var patches = [];
  var observer;
  var mirror = getMirror(obj);
  if (!mirror) {
    mirror = new Mirror(obj);
    beforeDict.set(obj, mirror);
  } else {
    var observerInfo = getObserverFromMirror(mirror, callback);
    observer = observerInfo && observerInfo.observer;
  }
  if (observer) {
    return observer;
  }
  observer = {};
  mirror.value = _deepClone(obj);
  if (callback) {
    observer.callback = callback;
    observer.next = null;
    var dirtyCheck = function() {
      generate(observer);
    };
    var fastCheck = function() {
      clearTimeout(observer.next);
      observer.next = setTimeout(dirtyCheck);
    };
    if (typeof window !== "undefined") {
      window.addEventListener("mouseup", fastCheck);
      window.addEventListener("keyup", fastCheck);
      window.addEventListener("mousedown", fastCheck);
      window.addEventListener("keydown", fastCheck);
      window.addEventListener("change", fastCheck);
    }
  }
  observer.patches = patches;
  observer.object = obj;
  observer.unobserve = function() {
    generate(observer);
    clearTimeout(observer.next);
    removeObserverFromMirror(mirror, observer);
    if (typeof window !== "undefined") {
      window.removeEventListener("mouseup", fastCheck);
      window.removeEventListener("keyup", fastCheck);
      window.removeEventListener("mousedown", fastCheck);
      window.removeEventListener("keydown", fastCheck);
      window.removeEventListener("change", fastCheck);
    }
  };
  mirror.observers.set(callback, new ObserverInfo(callback, observer));
  return observer;
}
function generate(observer, invertible) {
  if (invertible === void 0) {
    invertible = false;
  }
  var mirror = beforeDict.get(observer.object);
  _generate(mirror.value, observer.object, observer.patches, "", invertible);
  if (observer.patches.length) {
    applyPatch(mirror.value, observer.patches);
  }
  var temp = observer.patches;
  if (temp.length > 0) {
    observer.patches = [];
    if (observer.callback) {
      observer.callback(temp);
    }
  }
  return temp;
}
function _generate(mirror, obj, patches, path, invertible) {
  if (obj === mirror) {
    return;
  }
  if (typeof obj.toJSON === "function") {
    obj = obj.toJSON();
  }
  var newKeys = _objectKeys(obj);
  var oldKeys = _objectKeys(mirror);
  var changed = false;
  var deleted = false;
  for (var t = oldKeys.length - 1; t >= 0; t--) {
    var key = oldKeys[t];
    var oldVal = mirror[key];
    if (hasOwnProperty(obj, key) && !(obj[key] === void 0 && oldVal !== void 0 && Array.isArray(obj) === false)) {
      var newVal = obj[key];
      if (typeof oldVal == "object" && oldVal != null && typeof newVal == "object" && newVal != null && Array.isArray(oldVal) === Array.isArray(newVal)) {
        _generate(oldVal, newVal, patches, path + "/" + escapePathComponent(key), invertible);
      } else {
        if (oldVal !== newVal) {
          changed = true;
          if (invertible) {
            patches.push({ op: "test", path: path + "/" + escapePathComponent(key), value: _deepClone(oldVal) });
          }
          patches.push({ op: "replace", path: path + "/" + escapePathComponent(key), value: _deepClone(newVal) });
        }
      }
    } else if (Array.isArray(mirror) === Array.isArray(obj)) {
      if (invertible) {
        patches.push({ op: "test", path: path + "/" + escapePathComponent(key), value: _deepClone(oldVal) });
      }
      patches.push({ op: "remove", path: path + "/" + escapePathComponent(key) });
      deleted = true;
    } else {
      if (invertible) {
        patches.push({ op: "test", path, value: mirror });
      }
      patches.push({ op: "replace", path, value: obj });
      changed = true;
    }
  }
  if (!deleted && newKeys.length == oldKeys.length) {
    return;
  }
  for (var t = 0; t < newKeys.length; t++) {
    var key = newKeys[t];
    if (!hasOwnProperty(mirror, key) && obj[key] !== void 0) {
      patches.push({ op: "add", path: path + "/" + escapePathComponent(key), value: _deepClone(obj[key]) });
    }
  }
}
function compare(tree1, tree2, invertible) {
  if (invertible === void 0) {
    invertible = false;
  }
  var patches = [];
  _generate(tree1, tree2, patches, "", invertible);
  return patches;
}

// node_modules/fast-json-patch/index.mjs
var fast_json_patch_default = Object.assign({}, core_exports, duplex_exports, {
  JsonPatchError: PatchError,
  deepClone: _deepClone,
  escapePathComponent,
  unescapePathComponent
});

// node_modules/fflate/esm/browser.js
var u8 = Uint8Array;
var u16 = Uint16Array;
var i32 = Int32Array;
var fleb = new u8([
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  1,
  1,
  1,
  1,
  2,
  2,
  2,
  2,
  3,
  3,
  3,
  3,
  4,
  4,
  4,
  4,
  5,
  5,
  5,
  5,
  0,
  /* unused */
  0,
  0,
  /* impossible */
  0
]);
var fdeb = new u8([
  0,
  0,
  0,
  0,
  1,
  1,
  2,
  2,
  3,
  3,
  4,
  4,
  5,
  5,
  6,
  6,
  7,
  7,
  8,
  8,
  9,
  9,
  10,
  10,
  11,
  11,
  12,
  12,
  13,
  13,
  /* unused */
  0,
  0
]);
var clim = new u8([16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]);
var freb = function(eb, start) {
  var b = new u16(31);
  for (var i2 = 0; i2 < 31; ++i2) {
    b[i2] = start += 1 << eb[i2 - 1];
  }
  var r = new i32(b[30]);
  for (var i2 = 1; i2 < 30; ++i2) {
    for (var j = b[i2]; j < b[i2 + 1]; ++j) {
      r[j] = j - b[i2] << 5 | i2;
    }
  }
  return { b, r };
};
var _a = freb(fleb, 2);
var fl = _a.b;
var revfl = _a.r;
fl[28] = 258, revfl[258] = 28;
var _b = freb(fdeb, 0);
var fd = _b.b;
var revfd = _b.r;
var rev = new u16(32768);
for (i = 0; i < 32768; ++i) {
  x = (i & 43690) >> 1 | (i & 21845) << 1;
  x = (x & 52428) >> 2 | (x & 13107) << 2;
  x = (x & 61680) >> 4 | (x & 3855) << 4;
  rev[i] = ((x & 65280) >> 8 | (x & 255) << 8) >> 1;
}
var x;
var i;
var hMap = (function(cd, mb, r) {
  var s2 = cd.length;
  var i2 = 0;
  var l = new u16(mb);
  for (; i2 < s2; ++i2) {
    if (cd[i2])
      ++l[cd[i2] - 1];
  }
  var le = new u16(mb);
  for (i2 = 1; i2 < mb; ++i2) {
    le[i2] = le[i2 - 1] + l[i2 - 1] << 1;
  }
  var co;
  if (r) {
    co = new u16(1 << mb);
    var rvb = 15 - mb;
    for (i2 = 0; i2 < s2; ++i2) {
      if (cd[i2]) {
        var sv = i2 << 4 | cd[i2];
        var r_1 = mb - cd[i2];
        var v = le[cd[i2] - 1]++ << r_1;
        for (var m = v | (1 << r_1) - 1; v <= m; ++v) {
          co[rev[v] >> rvb] = sv;
        }
      }
    }
  } else {
    co = new u16(s2);
    for (i2 = 0; i2 < s2; ++i2) {
      if (cd[i2]) {
        co[i2] = rev[le[cd[i2] - 1]++] >> 15 - cd[i2];
      }
    }
  }
  return co;
});
var flt = new u8(288);
for (i = 0; i < 144; ++i)
  flt[i] = 8;
var i;
for (i = 144; i < 256; ++i)
  flt[i] = 9;
var i;
for (i = 256; i < 280; ++i)
  flt[i] = 7;
var i;
for (i = 280; i < 288; ++i)
  flt[i] = 8;
var i;
var fdt = new u8(32);
for (i = 0; i < 32; ++i)
  fdt[i] = 5;
var i;
var flrm = /* @__PURE__ */ hMap(flt, 9, 1);
var fdrm = /* @__PURE__ */ hMap(fdt, 5, 1);
var max = function(a) {
  var m = a[0];
  for (var i2 = 1; i2 < a.length; ++i2) {
    if (a[i2] > m)
      m = a[i2];
  }
  return m;
};
var bits = function(d, p, m) {
  var o = p / 8 | 0;
  return (d[o] | d[o + 1] << 8) >> (p & 7) & m;
};
var bits16 = function(d, p) {
  var o = p / 8 | 0;
  return (d[o] | d[o + 1] << 8 | d[o + 2] << 16) >> (p & 7);
};
var shft = function(p) {
  return (p + 7) / 8 | 0;
};
var slc = function(v, s2, e) {
  if (s2 == null || s2 < 0)
    s2 = 0;
  if (e == null || e > v.length)
    e = v.length;
  return new u8(v.subarray(s2, e));
};
var ec = [
  "unexpected EOF",
  "invalid block type",
  "invalid length/literal",
  "invalid distance",
  "stream finished",
  "no stream handler",
  ,
  // determined by compression function
  "no callback",
  "invalid UTF-8 data",
  "extra field too long",
  "date not in range 1980-2099",
  "filename too long",
  "stream finishing",
  "invalid zip data"
  // determined by unknown compression method
];
var err = function(ind, msg, nt) {
  var e = new Error(msg || ec[ind]);
  e.code = ind;
  if (Error.captureStackTrace)
    Error.captureStackTrace(e, err);
  if (!nt)
    throw e;
  return e;
};
var inflt = function(dat, st, buf, dict) {
  var sl = dat.length, dl = dict ? dict.length : 0;
  if (!sl || st.f && !st.l)
    return buf || new u8(0);
  var noBuf = !buf;
  var resize = noBuf || st.i != 2;
  var noSt = st.i;
  if (noBuf)
    buf = new u8(sl * 3);
  var cbuf = function(l2) {
    var bl = buf.length;
    if (l2 > bl) {
      var nbuf = new u8(Math.max(bl * 2, l2));
      nbuf.set(buf);
      buf = nbuf;
    }
  };
  var final = st.f || 0, pos = st.p || 0, bt = st.b || 0, lm = st.l, dm = st.d, lbt = st.m, dbt = st.n;
  var tbts = sl * 8;
  do {
    if (!lm) {
      final = bits(dat, pos, 1);
      var type = bits(dat, pos + 1, 3);
      pos += 3;
      if (!type) {
        var s2 = shft(pos) + 4, l = dat[s2 - 4] | dat[s2 - 3] << 8, t = s2 + l;
        if (t > sl) {
          if (noSt)
            err(0);
          break;
        }
        if (resize)
          cbuf(bt + l);
        buf.set(dat.subarray(s2, t), bt);
        st.b = bt += l, st.p = pos = t * 8, st.f = final;
        continue;
      } else if (type == 1)
        lm = flrm, dm = fdrm, lbt = 9, dbt = 5;
      else if (type == 2) {
        var hLit = bits(dat, pos, 31) + 257, hcLen = bits(dat, pos + 10, 15) + 4;
        var tl = hLit + bits(dat, pos + 5, 31) + 1;
        pos += 14;
        var ldt = new u8(tl);
        var clt = new u8(19);
        for (var i2 = 0; i2 < hcLen; ++i2) {
          clt[clim[i2]] = bits(dat, pos + i2 * 3, 7);
        }
        pos += hcLen * 3;
        var clb = max(clt), clbmsk = (1 << clb) - 1;
        var clm = hMap(clt, clb, 1);
        for (var i2 = 0; i2 < tl; ) {
          var r = clm[bits(dat, pos, clbmsk)];
          pos += r & 15;
          var s2 = r >> 4;
          if (s2 < 16) {
            ldt[i2++] = s2;
          } else {
            var c = 0, n = 0;
            if (s2 == 16)
              n = 3 + bits(dat, pos, 3), pos += 2, c = ldt[i2 - 1];
            else if (s2 == 17)
              n = 3 + bits(dat, pos, 7), pos += 3;
            else if (s2 == 18)
              n = 11 + bits(dat, pos, 127), pos += 7;
            while (n--)
              ldt[i2++] = c;
          }
        }
        var lt = ldt.subarray(0, hLit), dt = ldt.subarray(hLit);
        lbt = max(lt);
        dbt = max(dt);
        lm = hMap(lt, lbt, 1);
        dm = hMap(dt, dbt, 1);
      } else
        err(1);
      if (pos > tbts) {
        if (noSt)
          err(0);
        break;
      }
    }
    if (resize)
      cbuf(bt + 131072);
    var lms = (1 << lbt) - 1, dms = (1 << dbt) - 1;
    var lpos = pos;
    for (; ; lpos = pos) {
      var c = lm[bits16(dat, pos) & lms], sym = c >> 4;
      pos += c & 15;
      if (pos > tbts) {
        if (noSt)
          err(0);
        break;
      }
      if (!c)
        err(2);
      if (sym < 256)
        buf[bt++] = sym;
      else if (sym == 256) {
        lpos = pos, lm = null;
        break;
      } else {
        var add = sym - 254;
        if (sym > 264) {
          var i2 = sym - 257, b = fleb[i2];
          add = bits(dat, pos, (1 << b) - 1) + fl[i2];
          pos += b;
        }
        var d = dm[bits16(dat, pos) & dms], dsym = d >> 4;
        if (!d)
          err(3);
        pos += d & 15;
        var dt = fd[dsym];
        if (dsym > 3) {
          var b = fdeb[dsym];
          dt += bits16(dat, pos) & (1 << b) - 1, pos += b;
        }
        if (pos > tbts) {
          if (noSt)
            err(0);
          break;
        }
        if (resize)
          cbuf(bt + 131072);
        var end = bt + add;
        if (bt < dt) {
          var shift = dl - dt, dend = Math.min(dt, end);
          if (shift + bt < 0)
            err(3);
          for (; bt < dend; ++bt)
            buf[bt] = dict[shift + bt];
        }
        for (; bt < end; ++bt)
          buf[bt] = buf[bt - dt];
      }
    }
    st.l = lm, st.p = lpos, st.b = bt, st.f = final;
    if (lm)
      final = 1, st.m = lbt, st.d = dm, st.n = dbt;
  } while (!final);
  return bt != buf.length && noBuf ? slc(buf, 0, bt) : buf.subarray(0, bt);
};
var et = /* @__PURE__ */ new u8(0);
var zls = function(d, dict) {
  if ((d[0] & 15) != 8 || d[0] >> 4 > 7 || (d[0] << 8 | d[1]) % 31)
    err(6, "invalid zlib data");
  if ((d[1] >> 5 & 1) == +!dict)
    err(6, "invalid zlib data: " + (d[1] & 32 ? "need" : "unexpected") + " dictionary");
  return (d[1] >> 3 & 4) + 2;
};
function unzlibSync(data, opts) {
  return inflt(data.subarray(zls(data, opts && opts.dictionary), -4), { i: 2 }, opts && opts.out, opts && opts.dictionary);
}
var td = typeof TextDecoder != "undefined" && /* @__PURE__ */ new TextDecoder();
var tds = 0;
try {
  td.decode(et, { stream: true });
  tds = 1;
} catch (e) {
}

// js/doc.js
var UTF8 = new TextDecoder();
var DECODED = /* @__PURE__ */ new WeakMap();
var ZLIB = 120;
function decode(value) {
  if (!(value instanceof ArrayBuffer || ArrayBuffer.isView(value))) return value;
  let out = DECODED.get(value);
  if (out === void 0) {
    const bytes = value instanceof ArrayBuffer ? new Uint8Array(value) : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    out = bytes.length ? JSON.parse(UTF8.decode(bytes[0] === ZLIB ? unzlibSync(bytes) : bytes)) : null;
    DECODED.set(value, out);
  }
  return out;
}
function openStore(snapshot, catchup) {
  const c = decode(catchup);
  const base = decode(snapshot);
  if (!c || !c.version || !base) return { version: 0, doc: null };
  return { version: c.version, doc: patched(base, c.ops) };
}
function takeDelta(store, snapshot, delta) {
  const d = decode(delta);
  if (!d || !d.to || d.to <= store.version) return true;
  let start;
  if (d.from === null) start = decode(snapshot);
  else if (d.from === store.version) start = store.doc;
  else return false;
  if (!start) return false;
  store.doc = patched(start, d.ops);
  store.version = d.to;
  return true;
}
function patched(doc, patch) {
  const holder = { doc };
  const copied = /* @__PURE__ */ new Set();
  for (const op of patch) {
    copyPath(holder, op.path, copied);
    if (typeof op.from === "string") copyPath(holder, op.from, copied);
    holder.doc = applyOperation(holder.doc, op, false, true).newDocument;
  }
  return holder.doc;
}
function copyPath(holder, pointer, copied) {
  const keys = ["doc", ...pointer.split("/").slice(1, -1).map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"))];
  let node = holder;
  for (const key of keys) {
    const child = node[key];
    if (child === null || typeof child !== "object") return;
    if (!copied.has(child)) {
      const copy = Array.isArray(child) ? child.slice() : { ...child };
      copied.add(copy);
      node[key] = copy;
      node = copy;
    } else {
      node = child;
    }
  }
}
function choicesByTarget(legal) {
  const out = /* @__PURE__ */ new Map();
  for (const choice of legal || []) {
    for (const id of choice.targets || []) {
      if (!out.has(id)) out.set(id, []);
      out.get(id).push(choice);
    }
  }
  return out;
}

// js/lab_compare.js
var pct = (x2) => x2 === null || x2 === void 0 || Number.isNaN(x2) ? "–" : `${(100 * x2).toFixed(1)} %`;
var num = (x2) => x2 === null || x2 === void 0 || Number.isNaN(x2) ? "–" : Number(x2).toFixed(1);
function createCompare(model, send) {
  const go = h("button", {
    type: "button",
    class: "dw-btn",
    "data-action": "lab-compare",
    title: "People's games kept in the archive beside the bots' games under the same rule options"
  }, "Compare");
  go.addEventListener("click", () => send({ type: "compare" }));
  const status = h("div", { class: "dw-muted", "data-role": "compare-status" });
  const table = h("div", { class: "dw-lab-table", "data-role": "compare-table" });
  const plot = h("img", { class: "dw-lab-plot", "data-role": "compare-plot", alt: "plot: share of wins by seat, people and bots", hidden: true });
  const el = h(
    "details",
    { class: "dw-lab-tune", "data-role": "lab-compare-box" },
    h("summary", {}, "Playtests: people's games beside the bots'"),
    h("p", { class: "dw-muted" }, "Games kept from game widgets (GameWidget(archive=...), or its Keep button) in this lab's archive."),
    h("div", { class: "dw-toolbar" }, go),
    status,
    plot,
    table
  );
  return {
    el,
    update() {
      const c = model.get("comparison") || {};
      setText(status, c.status || "");
      setProp(plot, "hidden", !c.plot);
      if (c.plot) setAttr(plot, "src", `data:image/svg+xml;charset=utf-8,${encodeURIComponent(c.plot)}`);
      refill(table, JSON.stringify(c.rows || []), () => {
        if (!(c.rows || []).length) return [];
        return h(
          "table",
          {},
          h("caption", {}, "People's games and bot games: each measure with its 95 % interval"),
          h("thead", {}, h("tr", {}, ["Measure", "Of", "Games of", "Games", "Value", "95 % interval"].map((t) => h("th", {}, t)))),
          h("tbody", {}, c.rows.map((r) => {
            const f = r.measure === "decisions" ? num : pct;
            return h(
              "tr",
              { "data-role": "compare-row", "data-group": r.group },
              h("td", {}, r.measure),
              h("td", {}, r.item),
              h("td", {}, r.group),
              h("td", {}, String(r.games)),
              h("td", {}, f(r.value)),
              h("td", {}, `${f(r.lo)} to ${f(r.hi)}`)
            );
          }))
        );
      });
    }
  };
}

// js/lab_metrics.js
function fmt(x2) {
  if (x2 === null || x2 === void 0 || Number.isNaN(x2)) return "–";
  return Math.abs(x2) >= 1e3 ? Math.round(x2).toLocaleString("en") : String(Number(Number(x2).toPrecision(3)));
}
function cellText(c) {
  if (!c) return "no games";
  if (c.lo === null || c.hi === null) return `${fmt(c.value)} (one game: no interval)`;
  return `${fmt(c.value)} (${fmt(c.lo)} to ${fmt(c.hi)})`;
}
function verdictText(v) {
  if (!v) return "–";
  if (v.verdict === "cannot tell apart") return "cannot tell apart";
  return `${v.verdict} by ${fmt(Math.abs(v.difference))} (${fmt(v.lo)} to ${fmt(v.hi)})`;
}
function createBattery(model, send) {
  const go = h("button", {
    type: "button",
    class: "dw-btn",
    "data-action": "lab-metrics",
    title: "Work out the standard battery of game metrics of the table's games"
  }, "Game metrics");
  go.addEventListener("click", () => send({ type: "metrics" }));
  const status = h("span", { class: "dw-muted", "data-role": "battery-status" });
  const plot = h("img", { class: "dw-lab-plot dw-lab-battery-plot", "data-role": "battery-plot", alt: "plot: the game metrics of each setting, with their intervals", hidden: true });
  const table = h("div", { class: "dw-lab-table dw-lab-battery-table", "data-role": "battery-table" });
  const el = h(
    "section",
    { class: "dw-lab-battery", "data-role": "lab-battery" },
    h("div", { class: "dw-toolbar" }, go, status),
    plot,
    table
  );
  return {
    el,
    update() {
      const b = model.get("battery") || {};
      const rows2 = b.rows || [];
      setProp(go, "disabled", model.get("running") || !model.get("plotted"));
      setText(status, rows2.length ? "Each with its 95 % interval; defined in docs/metrics.md (after Ludii, Browne and Jaffe et al.)." : "Completion, ties, length, branching factor, decisiveness, lead changes, drama, uncertainty and more, with intervals.");
      setProp(plot, "hidden", !b.plot);
      if (b.plot) setAttr(plot, "src", `data:image/svg+xml;charset=utf-8,${encodeURIComponent(b.plot)}`);
      refill(table, JSON.stringify([b.by, b.groups, rows2]), () => {
        if (!rows2.length) return [];
        const groups = b.groups || [];
        const named = (g) => b.by ? `${b.by} = ${g}` : String(g);
        let shown = "";
        return h(
          "table",
          {},
          h("caption", {}, `Game metrics, each with its 95 % interval; ${b.bots || ""}`),
          h("thead", {}, h(
            "tr",
            {},
            h("th", {}, "Metric"),
            h("th", {}, "Of"),
            groups.map((g) => h("th", {}, named(g))),
            groups.slice(1).map((g) => h("th", {}, `${named(g)} against ${named(groups[0])}`))
          )),
          h("tbody", {}, rows2.map((r) => {
            const first = r.metric !== shown;
            shown = r.metric;
            return h(
              "tr",
              { "data-role": "battery-row", "data-metric": r.metric, "data-item": r.item },
              h("td", {}, first ? `${r.metric} (${r.unit})` : ""),
              h("td", {}, r.item),
              r.cells.map((c) => h("td", {}, cellText(c))),
              r.against.slice(1).map((v) => h("td", { "data-verdict": v ? v.verdict : "" }, verdictText(v)))
            );
          }))
        );
      });
    }
  };
}

// js/lab_tune.js
var fmt2 = (x2) => x2 === null || x2 === void 0 ? "–" : Number(x2).toFixed(3);
function createTune(model, send) {
  const rows2 = h("div", { class: "dw-lab-tune-rows", "data-role": "tune-options" });
  const objective = h(
    "select",
    { "data-role": "tune-objective", title: "What the search makes as small as it can" },
    h("option", { value: "balance" }, "balance: every seat wins about as often"),
    h("option", { value: "length" }, "length: games of a target number of decisions")
  );
  const target = h("input", {
    type: "number",
    min: 1,
    step: 1,
    value: 120,
    class: "dw-seed",
    "data-role": "tune-length",
    title: "The target game length, in decisions"
  });
  const trials = h("input", { type: "number", min: 1, step: 1, value: 8, class: "dw-seed", "data-role": "tune-trials" });
  const games = h("input", { type: "number", min: 1, step: 1, value: 40, class: "dw-seed", "data-role": "tune-games" });
  const go = h("button", { type: "button", class: "dw-btn dw-primary", "data-action": "tune-run", title: "Search in the background" }, "Tune");
  const stop = h("button", { type: "button", class: "dw-btn", "data-action": "tune-stop", title: "Stop: the finished trials are kept" }, "Stop");
  const progress = h("progress", { class: "dw-lab-progress", "data-role": "tune-progress", max: 1, value: 0 });
  const status = h("span", { class: "dw-muted dw-lab-tune-status", "data-role": "tune-status", "aria-live": "polite" });
  const error = h("div", { class: "dw-error", "data-role": "tune-error", "aria-live": "assertive" });
  const verdict = h("div", { class: "dw-lab-tune-best", "data-role": "tune-verdict" });
  const best = h("div", { class: "dw-muted", "data-role": "tune-best" });
  const replay = h("div", { class: "dw-lab-table", "data-role": "tune-replay-table" });
  const table = h("div", { class: "dw-lab-table", "data-role": "tune-trials-table" });
  const plot = h("img", { class: "dw-lab-plot", "data-role": "tune-plot", alt: "plot: the objective of each trial", hidden: true });
  const el = h(
    "details",
    { class: "dw-lab-tune", "data-role": "lab-tune" },
    h("summary", {}, "Tune rule options (search for a fairer or better-paced game)"),
    h("p", { class: "dw-muted" }, "Tick the options to search and give each a range; every trial plays the same seeds with the bots above, and the best settings are then played again on fresh seeds beside the rulebook's."),
    rows2,
    h(
      "div",
      { class: "dw-toolbar" },
      h("label", { class: "dw-inline" }, "Objective ", objective),
      h("label", { class: "dw-inline" }, "target ", target),
      h("label", { class: "dw-inline" }, "Trials ", trials),
      h("label", { class: "dw-inline" }, "Games a trial ", games)
    ),
    h("div", { class: "dw-toolbar", "data-role": "tune-controls" }, go, stop, progress, status),
    error,
    verdict,
    best,
    plot,
    replay,
    table
  );
  let fields = [];
  const build = () => {
    const values = model.get("options") || {};
    fields = [];
    const out = [];
    for (const o of model.get("tune_options") || []) {
      const on = h("input", { type: "checkbox", "data-role": "tune-pick", "data-option": o.name });
      let inputs;
      if (o.kind === "choice") {
        inputs = { read: () => ({ values: o.values }), parts: [o.values.map(String).join(" / ")] };
      } else {
        const step = o.kind === "int" ? 1 : "any";
        const lo = h("input", {
          type: "number",
          class: "dw-seed",
          "data-role": "tune-lo",
          "data-option": o.name,
          value: o.lo,
          step,
          "aria-label": `${o.title}: lowest`
        });
        const hi = h("input", {
          type: "number",
          class: "dw-seed",
          "data-role": "tune-hi",
          "data-option": o.name,
          value: o.hi,
          step,
          "aria-label": `${o.title}: highest`
        });
        inputs = { read: () => [Number(lo.value), Number(hi.value)], parts: ["from ", lo, " to ", hi, ` (now ${JSON.stringify(values[o.name])})`] };
      }
      fields.push({ name: o.name, on, inputs });
      out.push(h("label", { class: "dw-inline dw-lab-tune-row", "data-option": o.name }, on, ` ${o.title} `, ...inputs.parts));
    }
    replaceChildren(rows2, out);
  };
  go.addEventListener("click", () => {
    const space2 = {};
    for (const f of fields) if (f.on.checked) space2[f.name] = f.inputs.read();
    const goal = objective.value === "length" ? { length: Number(target.value) } : "balance";
    send({ type: "tune", space: space2, objective: goal, trials: Number(trials.value), games_per_trial: Number(games.value) });
  });
  stop.addEventListener("click", () => send({ type: "tune_stop" }));
  let clock = null;
  let since = { elapsed: 0, at: 0 };
  const tick = () => {
    const t = model.get("tuning") || {};
    const seconds2 = since.elapsed + (performance.now() - since.at) / 1e3;
    setText(status, t.running ? `${t.status || ""} · ${seconds2.toFixed(0)} s` : t.status || "");
  };
  let drawnForm = "";
  return {
    el,
    update() {
      const sig = JSON.stringify([model.get("tune_options"), model.get("options")]);
      if (sig !== drawnForm) {
        drawnForm = sig;
        build();
      }
      const t = model.get("tuning") || {};
      const running = Boolean(t.running);
      setAttr(el, "data-running", running ? "true" : "false");
      setProp(go, "disabled", running || model.get("running"));
      setProp(stop, "disabled", !running || Boolean(t.stopping));
      setProp(target, "disabled", objective.value !== "length");
      const [played2, of] = t.replayed || [(t.trials || []).length, t.total || 0];
      setProp(progress, "max", Math.max(of, 1));
      setProp(progress, "value", played2);
      since = { elapsed: t.elapsed || 0, at: performance.now() };
      if (running && clock === null) clock = setInterval(tick, 1e3);
      if (!running && clock !== null) {
        clearInterval(clock);
        clock = null;
      }
      tick();
      setText(error, t.error || "");
      refill(verdict, t.verdict || "", () => (t.verdict || "").split("`").map((part, i2) => i2 % 2 ? h("code", {}, part) : part));
      const b = t.best;
      setText(best, b ? `Best on the search's seeds: ${Object.entries(b.options).map(([k, v]) => `${k} = ${JSON.stringify(v)}`).join(", ")}; objective ${fmt2(b.value)} (95 % interval ${fmt2(b.lo)} to ${fmt2(b.hi)})` : "");
      setProp(plot, "hidden", !t.plot);
      if (t.plot) setAttr(plot, "src", `data:image/svg+xml;charset=utf-8,${encodeURIComponent(t.plot)}`);
      const names2 = t.options || [];
      refill(replay, JSON.stringify([t.replay, names2]), () => {
        if (!(t.replay || []).length) return [];
        return h(
          "table",
          {},
          h("caption", {}, "Played again on fresh seeds: each setting's difference from the first, with a 95 % interval (joint over the finalists)"),
          h("thead", {}, h(
            "tr",
            {},
            names2.map((n) => h("th", {}, n)),
            h("th", {}, "Games"),
            h("th", {}, "Objective"),
            h("th", {}, "Difference"),
            h("th", {}, "95 % interval"),
            h("th", {}, "Verdict")
          )),
          h("tbody", {}, t.replay.map((r) => h(
            "tr",
            { "data-role": "tune-replayed" },
            names2.map((n) => h("td", {}, JSON.stringify(r.params[n]))),
            h("td", {}, String(r.games)),
            h("td", {}, fmt2(r.value)),
            h("td", {}, fmt2(r.difference)),
            h("td", {}, `${fmt2(r.lo)} to ${fmt2(r.hi)}`),
            h("td", {}, r.verdict)
          )))
        );
      });
      refill(table, JSON.stringify([t.trials, names2]), () => {
        if (!(t.trials || []).length) return [];
        return h(
          "table",
          {},
          h("caption", {}, "Trials (objective: smaller is better; a pruned trial stopped once its interval ruled it out)"),
          h("thead", {}, h(
            "tr",
            {},
            h("th", {}, "Trial"),
            h("th", {}, "State"),
            names2.map((n) => h("th", {}, n)),
            h("th", {}, "Objective"),
            h("th", {}, "95 % interval"),
            h("th", {}, "Games")
          )),
          h("tbody", {}, t.trials.map((r) => h(
            "tr",
            { "data-role": "tune-trial" },
            h("td", {}, String(r.number + 1)),
            h("td", {}, r.state),
            names2.map((n) => h("td", {}, JSON.stringify(r.params[n]))),
            h("td", {}, fmt2(r.value)),
            h("td", {}, `${fmt2(r.lo)} to ${fmt2(r.hi)}`),
            h("td", {}, String(r.games))
          )))
        );
      });
    },
    destroy() {
      if (clock !== null) clearInterval(clock);
    }
  };
}

// js/editors/cells.js
function cellKind(schema = {}, sample = void 0) {
  if (Array.isArray(schema.enum)) return "enum";
  switch (schema.type) {
    case "integer":
      return "int";
    case "number":
      return "number";
    case "boolean":
      return "bool";
    case "string":
      return "text";
    case "array":
      return "list";
    default:
      break;
  }
  if (Number.isInteger(sample)) return "int";
  if (typeof sample === "number") return "number";
  if (typeof sample === "boolean") return "bool";
  if (Array.isArray(sample)) return "list";
  return "text";
}
function inferSchema(values) {
  for (const v of values) {
    if (v === void 0 || v === null) continue;
    if (Number.isInteger(v)) return { type: "integer" };
    if (typeof v === "number") return { type: "number" };
    if (typeof v === "boolean") return { type: "boolean" };
    if (Array.isArray(v)) return { type: "array", items: inferSchema(v) };
    return { type: "string" };
  }
  return { type: "string" };
}
function showCell(kind, value) {
  if (value === void 0 || value === null) return "";
  if (kind === "list") return value.join(", ");
  return String(value);
}
function readScalar(kind, raw, schema) {
  const text = String(raw).trim();
  if (kind === "int" || kind === "number") {
    const value = Number(text);
    if (text === "" || !Number.isFinite(value)) return { ok: false, why: "a number is needed" };
    if (kind === "int" && !Number.isInteger(value)) return { ok: false, why: "a whole number is needed" };
    if (schema.minimum !== void 0 && value < schema.minimum) return { ok: false, why: `at least ${schema.minimum}` };
    if (schema.maximum !== void 0 && value > schema.maximum) return { ok: false, why: `at most ${schema.maximum}` };
    return { ok: true, value };
  }
  if (kind === "enum") {
    const hit = schema.enum.find((x2) => String(x2) === text);
    return hit === void 0 ? { ok: false, why: `one of ${schema.enum.join(", ")}` } : { ok: true, value: hit };
  }
  if (kind === "bool") return { ok: true, value: raw === true || text === "true" };
  if (schema.minLength && text.length < schema.minLength) return { ok: false, why: "a name is needed" };
  return { ok: true, value: text };
}
function readCell(kind, raw, schema = {}) {
  if (kind !== "list") return readScalar(kind, raw, schema);
  const items = schema.items || {};
  const itemKind = cellKind(items);
  const parts = String(raw).split(",").map((x2) => x2.trim()).filter((x2) => x2 !== "");
  const value = [];
  for (const part of parts) {
    const r = readScalar(itemKind, part, items);
    if (!r.ok) return { ok: false, why: `"${part}": ${r.why}` };
    value.push(r.value);
  }
  if (schema.minItems !== void 0 && value.length < schema.minItems) return { ok: false, why: `at least ${schema.minItems} entries` };
  if (schema.maxItems !== void 0 && value.length > schema.maxItems) return { ok: false, why: `at most ${schema.maxItems} entries` };
  return { ok: true, value };
}
function columnsOf(itemSchema, rows2) {
  const props = itemSchema && itemSchema.properties || {};
  const keys = [];
  const add = (k) => {
    if (!keys.includes(k)) keys.push(k);
  };
  Object.keys(props).forEach(add);
  for (const row of rows2) if (row && typeof row === "object") Object.keys(row).forEach(add);
  const out = [];
  for (const key of keys) {
    const values = rows2.map((r) => r ? r[key] : void 0);
    const nested = values.find((v) => v && typeof v === "object" && !Array.isArray(v));
    if (nested && !props[key]) {
      const inner = [];
      for (const v of values) if (v && typeof v === "object") {
        for (const k of Object.keys(v)) if (!inner.includes(k)) inner.push(k);
      }
      for (const k of inner) {
        const schema2 = inferSchema(values.map((v) => v ? v[k] : void 0));
        out.push({ key: `${key}.${k}`, path: [key, k], schema: schema2, kind: cellKind(schema2) });
      }
      continue;
    }
    const schema = props[key] || inferSchema(values);
    out.push({ key, path: [key], schema, kind: cellKind(schema) });
  }
  return out;
}
function getPath(row, path) {
  return path.reduce((v, k) => v && typeof v === "object" ? v[k] : void 0, row);
}
function rowFrom(pairs) {
  const row = {};
  for (const [col, value] of pairs) {
    if (value === void 0) continue;
    let at = row;
    col.path.slice(0, -1).forEach((k) => {
      at[k] = at[k] || {};
      at = at[k];
    });
    at[col.path[col.path.length - 1]] = value;
  }
  return row;
}
function dataSetKind(prop, value) {
  if (prop.type === "array" || Array.isArray(value)) {
    const items = prop.items || {};
    const sample = (value || []).find((x2) => x2 !== null && x2 !== void 0);
    if (items.type === "object" || sample && typeof sample === "object" && !Array.isArray(sample)) return "table";
    return "rows";
  }
  if (prop.type === "object" || value && typeof value === "object") {
    const vals = Object.values(value || {});
    if (vals.length && vals.every((v) => Array.isArray(v) && v.every((x2) => x2 && typeof x2 === "object" && !Array.isArray(x2)))) return "groups";
    if (vals.every((v) => v === null || typeof v !== "object" || Array.isArray(v) && v.every((x2) => typeof x2 !== "object"))) return "map";
  }
  return null;
}

// js/editors/table.js
function cellInput(kind, schema, value, label) {
  if (kind === "enum") {
    return h("select", { "aria-label": label }, schema.enum.map((opt) => h("option", { value: opt, selected: String(opt) === String(value) }, String(opt))));
  }
  if (kind === "bool") return h("input", { type: "checkbox", checked: !!value, "aria-label": label });
  const attrs = { type: "text", value: showCell(kind, value), "aria-label": label, size: kind === "list" ? 18 : kind === "text" ? 12 : 5 };
  if (kind === "int" || kind === "number") attrs.inputmode = "numeric";
  if (kind === "list" && schema.items && schema.items.enum) attrs.placeholder = schema.items.enum.join(", ");
  return h("input", attrs);
}
var rawOf = (input) => input.type === "checkbox" ? input.checked : input.value;
function grid(columns, rows2, { minRows = 0, maxRows = Infinity, blank, onChange }) {
  const body = h("tbody");
  const cells = [];
  const note = h("div", { class: "dw-field-error dw-table-note", "data-role": "table-note" });
  const add = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "add-row" }, "+ add a row");
  const sync = () => {
    add.disabled = cells.length >= maxRows;
    for (const r of cells) r.remove.disabled = cells.length <= minRows;
    onChange();
  };
  const addRow = (row) => {
    const entry = { inputs: [] };
    const tr = h("tr");
    for (const col of columns) {
      const input = cellInput(col.kind, col.schema, col.get(row), col.label);
      input.classList.add("dw-cell");
      input.addEventListener("input", onChange);
      input.addEventListener("change", onChange);
      entry.inputs.push({ col, input });
      tr.append(h("td", {}, input));
    }
    entry.remove = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "remove-row", title: "Remove this row" }, "×");
    entry.remove.addEventListener("click", () => {
      cells.splice(cells.indexOf(entry), 1);
      tr.remove();
      sync();
    });
    tr.append(h("td", {}, entry.remove));
    entry.tr = tr;
    cells.push(entry);
    body.append(tr);
  };
  rows2.forEach(addRow);
  add.addEventListener("click", () => {
    addRow(blank());
    sync();
  });
  const el = h(
    "div",
    { class: "dw-table-wrap" },
    h("table", { class: "dw-table" }, h("thead", {}, h("tr", {}, columns.map((c) => h("th", {}, c.label)), h("th"))), body),
    h("div", { class: "dw-table-tools" }, add),
    note
  );
  const read = () => {
    const out = [];
    let why = null;
    cells.forEach((entry, i2) => {
      const pairs = [];
      for (const { col, input } of entry.inputs) {
        const raw = rawOf(input);
        const empty = raw === "" && col.optional;
        const r = empty ? { ok: true, value: void 0 } : readCell(col.kind, raw, col.schema);
        input.classList.toggle("dw-invalid", !r.ok);
        input.title = r.ok ? "" : r.why;
        if (!r.ok && !why) why = `row ${i2 + 1}, ${col.label}: ${r.why}`;
        pairs.push([col, r.value]);
      }
      out.push(pairs);
    });
    if (!why && cells.length < minRows) why = `at least ${minRows} rows`;
    if (!why && cells.length > maxRows) why = `at most ${maxRows} rows`;
    note.textContent = why || "";
    return why ? { ok: false, why } : { ok: true, rows: out };
  };
  sync();
  return { el, read };
}
function dataSetEditor(name, prop, value, onChange) {
  const kind = dataSetKind(prop, value);
  if (!kind) return null;
  if (kind === "map") return mapEditor(name, prop, value || {}, onChange);
  if (kind === "rows") return rowsEditor(name, prop, value || [], onChange);
  if (kind === "table") return tableEditor(name, prop.items || {}, value || [], onChange, prop);
  return groupsEditor(name, value || {}, onChange);
}
function mapEditor(name, prop, value, onChange) {
  const keySchema = prop.propertyNames && prop.propertyNames.enum ? { enum: prop.propertyNames.enum } : { type: "string", minLength: 1 };
  const entries = Object.entries(value);
  const valSchema = typeof prop.additionalProperties === "object" ? prop.additionalProperties : inferSchema(entries.map(([, v]) => v));
  const cols = [
    { label: keySchema.enum ? "kind" : "key", kind: cellKind(keySchema), schema: keySchema, get: (r) => r[0] },
    { label: "value", kind: cellKind(valSchema, entries[0] && entries[0][1]), schema: valSchema, get: (r) => r[1] }
  ];
  const blank = () => [keySchema.enum ? keySchema.enum.find((k) => !(k in value)) ?? keySchema.enum[0] : "", valSchema.minimum ?? 0];
  const g = grid(cols, entries, { blank, onChange, maxRows: keySchema.enum ? keySchema.enum.length : Infinity });
  return {
    el: g.el,
    read: () => {
      const r = g.read();
      if (!r.ok) return r;
      const out = {};
      for (const [[, key], [, v]] of r.rows) {
        if (key in out) return { ok: false, why: `"${key}" is given twice` };
        out[key] = v;
      }
      return { ok: true, value: out };
    }
  };
}
function rowsEditor(name, prop, value, onChange) {
  const items = prop.items && Object.keys(prop.items).length ? prop.items : inferSchema(value);
  const kind = cellKind(items, value[0]);
  const cols = [{ label: kind === "list" ? "entries (with commas)" : "value", kind, schema: items, get: (r) => r }];
  const blank = () => kind === "list" ? [] : kind === "enum" ? items.enum[0] : items.minimum ?? 0;
  const g = grid(cols, value, { blank, onChange, minRows: prop.minItems ?? 0, maxRows: prop.maxItems ?? Infinity });
  return {
    el: g.el,
    read: () => {
      const r = g.read();
      return r.ok ? { ok: true, value: r.rows.map(([[, v]]) => v) } : r;
    }
  };
}
function tableEditor(name, itemSchema, value, onChange, prop = {}) {
  const columns = columnsOf(itemSchema, value).map((c) => ({
    ...c,
    label: c.key,
    get: (row) => getPath(row, c.path),
    // a field some rows leave out may be left empty (a mission's goal has fields of its own)
    optional: value.some((row) => getPath(row, c.path) === void 0)
  }));
  const blank = () => rowFrom(columns.map((c) => [c, c.optional ? void 0 : c.kind === "list" ? [] : c.kind === "enum" ? c.schema.enum[0] : c.kind === "int" || c.kind === "number" ? c.schema.minimum ?? 0 : c.kind === "bool" ? false : ""]));
  const g = grid(columns, value, { blank, onChange, minRows: prop.minItems ?? 0, maxRows: prop.maxItems ?? Infinity });
  return {
    el: g.el,
    read: () => {
      const r = g.read();
      return r.ok ? { ok: true, value: r.rows.map((pairs) => rowFrom(pairs)) } : r;
    }
  };
}
function groupsEditor(name, value, onChange) {
  const parts = Object.entries(value).map(([key, rows2]) => [key, tableEditor(`${name}.${key}`, {}, rows2, onChange)]);
  return {
    el: h("div", { class: "dw-table-groups" }, parts.map(([key, ed]) => h("div", { class: "dw-table-group" }, h("div", { class: "dw-table-title" }, key), ed.el))),
    read: () => {
      const out = {};
      for (const [key, ed] of parts) {
        const r = ed.read();
        if (!r.ok) return { ok: false, why: `${key}: ${r.why}` };
        out[key] = r.value;
      }
      return { ok: true, value: out };
    }
  };
}

// js/params_form.js
function fieldKind(prop, value) {
  if (Array.isArray(prop.enum)) return "enum";
  if (value !== void 0 && dataSetKind(prop, value)) return "table";
  switch (prop.type) {
    case "integer":
      return "int";
    case "number":
      return "number";
    case "boolean":
      return "bool";
    case "string":
      return "text";
    default:
      return "json";
  }
}
function resolve(schema, prop) {
  const ref = prop && prop.$ref;
  if (!ref || !ref.startsWith("#/$defs/")) return prop || {};
  return { ...(schema.$defs || {})[ref.slice(8)], ...prop, $ref: void 0 };
}
function readField(kind, input, prop) {
  if (kind === "table") return input.editor.read();
  if (kind === "bool") return { ok: true, value: input.checked };
  const raw = input.value;
  if (kind === "int" || kind === "number") {
    const value = Number(raw);
    if (raw.trim() === "" || !Number.isFinite(value)) return { ok: false, why: "a number is needed" };
    if (kind === "int" && !Number.isInteger(value)) return { ok: false, why: "a whole number is needed" };
    if (prop.minimum !== void 0 && value < prop.minimum) return { ok: false, why: `at least ${prop.minimum}` };
    if (prop.maximum !== void 0 && value > prop.maximum) return { ok: false, why: `at most ${prop.maximum}` };
    return { ok: true, value };
  }
  if (kind === "json") {
    try {
      return { ok: true, value: JSON.parse(raw) };
    } catch (err2) {
      return { ok: false, why: `not valid JSON (${err2.message})` };
    }
  }
  return { ok: true, value: raw };
}
function inputFor(kind, name, prop, value) {
  const common = { "data-param": name, id: void 0 };
  if (kind === "bool") return h("input", { ...common, type: "checkbox", checked: !!value });
  if (kind === "enum") {
    return h("select", common, prop.enum.map((opt) => h("option", { value: opt, selected: opt === value }, String(opt))));
  }
  if (kind === "int" || kind === "number") {
    return h("input", {
      ...common,
      type: "number",
      value,
      min: prop.minimum,
      max: prop.maximum,
      step: kind === "int" ? 1 : "any"
    });
  }
  if (kind === "json") {
    const text = JSON.stringify(value);
    return h("textarea", { ...common, rows: text.length > 60 ? 3 : 1, spellcheck: "false" }, text);
  }
  return h("input", { ...common, type: "text", value: value ?? "" });
}
function paramsForm(schema, params, onApply) {
  const rows2 = [];
  const fields = [];
  const apply = h("button", { type: "button", class: "dw-btn dw-primary", "data-action": "apply-params" }, "Apply and restart");
  const check = () => {
    let allOk = true;
    for (const f of fields) {
      const r = readField(f.kind, f.input, f.prop);
      f.note.textContent = r.ok ? "" : r.why;
      f.note.removeAttribute("data-from");
      f.input.classList.toggle("dw-invalid", !r.ok);
      allOk = allOk && r.ok;
    }
    apply.disabled = !allOk;
    return allOk;
  };
  for (const [name, raw] of Object.entries(schema.properties || {})) {
    const prop = resolve(schema, raw);
    const kind = fieldKind(prop, params[name]);
    let input;
    if (kind === "table") {
      const editor = dataSetEditor(name, prop, params[name], () => check());
      input = h("div", { class: "dw-table-field", "data-param": name }, editor.el);
      input.editor = editor;
    } else {
      input = inputFor(kind, name, prop, params[name]);
      input.addEventListener("input", check);
      input.addEventListener("change", check);
    }
    const note = h("span", { class: "dw-field-error" });
    fields.push({ name, kind, input, prop, note });
    rows2.push(
      h(
        kind === "table" ? "div" : "label",
        { class: `dw-field dw-field-${kind}`, title: prop.description || "", "data-field": name },
        h("span", { class: "dw-field-name" }, prop.title || name),
        input,
        h("span", { class: "dw-field-doc" }, prop.description || ""),
        note
      )
    );
  }
  apply.addEventListener("click", () => {
    if (!check()) return;
    const out = {};
    for (const f of fields) out[f.name] = readField(f.kind, f.input, f.prop).value;
    onApply(out);
  });
  return h(
    "details",
    { class: "dw-rules", "data-role": "rules" },
    h("summary", {}, "Rule options"),
    h("div", { class: "dw-rules-grid" }, rows2),
    h(
      "div",
      { class: "dw-row" },
      apply,
      h("span", { class: "dw-muted" }, "Starts a new game with the same seed.")
    )
  );
}
function showParamsError(details, text, names2) {
  const refused = new Set(text ? names2 || [] : []);
  let first = null;
  for (const f of details.querySelectorAll("[data-field]")) {
    const note = f.querySelector(":scope > .dw-field-error");
    if (!note) continue;
    if (refused.has(f.getAttribute("data-field"))) {
      note.textContent = text;
      note.setAttribute("data-from", "python");
      note.setAttribute("data-role", "field-refused");
      f.classList.add("dw-refused");
      first = first || f;
    } else if (note.getAttribute("data-from") === "python") {
      note.textContent = "";
      note.removeAttribute("data-from");
      note.removeAttribute("data-role");
      f.classList.remove("dw-refused");
    }
  }
  if (first) details.open = true;
  return first;
}

// js/lab.js
var SWEEPABLE = /* @__PURE__ */ new Set(["int", "number", "bool", "enum", "text"]);
var WATCHED = [
  "game_menu",
  "bot_menu",
  "game_name",
  "title",
  "options_schema",
  "options",
  "sweep_option",
  "sweep_values",
  "bots",
  "games",
  "seed",
  "archive",
  "running",
  "stopping",
  "done",
  "total",
  "elapsed",
  "plots",
  "plotted",
  "tables",
  "status",
  "error",
  "tuning",
  "tune_options",
  "comparison",
  "battery"
];
var pct2 = (x2) => x2 === null || x2 === void 0 ? "–" : `${(100 * x2).toFixed(1)} %`;
function parseValues(text, kind) {
  const raw = text.trim();
  if (raw.startsWith("[")) {
    try {
      return JSON.parse(raw);
    } catch (err2) {
      return [raw];
    }
  }
  return raw.split(",").map((v) => v.trim()).filter((v) => v !== "").map((v) => {
    if (kind === "int" || kind === "number") return Number.isFinite(Number(v)) ? Number(v) : v;
    if (kind === "bool") return { true: true, yes: true, false: false, no: false }[v.toLowerCase()] ?? v;
    return v;
  });
}
function botSpec(name, budget) {
  return budget !== "" && budget !== void 0 ? `${name}:${budget}` : name;
}
function renderLab({ model, el }) {
  const send = (msg) => model.send(msg);
  const button = (action, text, title2, onClick, primary = false) => {
    const b = h("button", { type: "button", class: `dw-btn${primary ? " dw-primary" : ""}`, "data-action": action, title: title2 }, text);
    b.addEventListener("click", onClick);
    return b;
  };
  const gameSelect = h("select", { "data-role": "lab-game", title: "The game to play" });
  gameSelect.addEventListener("change", () => send({ type: "set_game", game: gameSelect.value }));
  const gamesInput = h("input", { type: "number", min: 1, step: 1, class: "dw-seed", "data-role": "lab-games" });
  const seedInput = h("input", { type: "number", min: 0, step: 1, class: "dw-seed", "data-role": "lab-seed" });
  const optionsGrid = h("div", { class: "dw-rules-grid", "data-role": "lab-options" });
  const sweepSelect = h("select", { "data-role": "lab-sweep-option", title: "The rule option to compare several values of" });
  const sweepValues = h("input", {
    type: "text",
    class: "dw-lab-values",
    "data-role": "lab-sweep-values",
    placeholder: "values, e.g. 3, 4, 5",
    title: "The values to compare, separated by commas"
  });
  const seatsBox = h("div", { class: "dw-lab-seats", "data-role": "lab-seats" });
  const fieldset = h(
    "fieldset",
    { class: "dw-lab-form" },
    h(
      "div",
      { class: "dw-toolbar" },
      h("label", { class: "dw-inline" }, "Game ", gameSelect),
      h("label", { class: "dw-inline", title: "Games played for each value of the sweep" }, "Games ", gamesInput),
      h("label", { class: "dw-inline", title: "The first game's seed; the games take the seeds that follow" }, "Seed ", seedInput)
    ),
    h(
      "details",
      { class: "dw-rules", "data-role": "rules", open: true },
      h("summary", {}, "Rule options"),
      optionsGrid
    ),
    h(
      "div",
      { class: "dw-toolbar" },
      h("label", { class: "dw-inline" }, "Sweep ", sweepSelect),
      sweepValues
    ),
    seatsBox
  );
  const run = button("lab-run", "Run", "Play the games in the background", () => send(readForm()), true);
  const stop = button("lab-stop", "Stop", "Start no more games; keep the finished ones", () => send({ type: "stop" }));
  const csv = button("lab-export-csv", "CSV", "The table of games as CSV", () => send({ type: "export", format: "csv" }));
  const parquet = button("lab-export-parquet", "Parquet", "The table of games as Parquet", () => send({ type: "export", format: "parquet" }));
  const progress = h("progress", { class: "dw-lab-progress", "data-role": "lab-progress", max: 1, value: 0 });
  const progressText = h("span", { class: "dw-muted", "data-role": "lab-progress-text" });
  const download = h("span", { "data-role": "lab-download" });
  const status = h("div", { class: "dw-muted", "data-role": "lab-status", "aria-live": "polite" });
  const error = h("div", { class: "dw-error", "data-role": "error", "aria-live": "assertive" });
  const plots = h("div", { class: "dw-lab-plots", "data-role": "lab-plots" });
  const wins = h("div", { class: "dw-lab-table", "data-role": "lab-wins" });
  const ends = h("div", { class: "dw-lab-table", "data-role": "lab-ends" });
  const archive = h("div", { class: "dw-muted", "data-role": "lab-archive" });
  const battery = createBattery(model, send);
  const tune = createTune(model, send);
  const compare2 = createCompare(model, send);
  const root = h(
    "div",
    { class: "dw-root dw-lab", "data-widget": "deltawidgets-lab" },
    h("div", { class: "dw-title" }, "Playtest lab"),
    fieldset,
    h("div", { class: "dw-toolbar" }, run, stop, progress, progressText),
    error,
    status,
    plots,
    h("div", { class: "dw-lab-tables" }, wins, ends),
    battery.el,
    h("div", { class: "dw-toolbar" }, h("span", {}, "Export the table:"), csv, parquet, download),
    archive,
    tune.el,
    compare2.el
  );
  el.replaceChildren(root);
  let fields = [];
  let seats = [];
  const schema = () => model.get("options_schema") || {};
  const fieldOf = (name) => fields.find((f) => f.name === name);
  const buildOptions = () => {
    const s2 = schema();
    const values = model.get("options") || {};
    fields = [];
    const rows2 = [];
    for (const [name, raw] of Object.entries(s2.properties || {})) {
      const prop = resolve(s2, raw);
      const kind = fieldKind(prop);
      const input = inputFor(kind, name, prop, values[name]);
      const note = h("span", { class: "dw-field-error" });
      const f = { name, kind, input, prop, note };
      const check = () => {
        const r = readField(kind, input, prop);
        note.textContent = r.ok ? "" : r.why;
        input.classList.toggle("dw-invalid", !r.ok);
        if (name === "players") drawSeats();
      };
      input.addEventListener("input", check);
      input.addEventListener("change", check);
      fields.push(f);
      rows2.push(h(
        "label",
        { class: `dw-field dw-field-${kind}`, title: prop.description || "", "data-field": name },
        h("span", { class: "dw-field-name" }, prop.title || name),
        input,
        h("span", { class: "dw-field-doc" }, prop.description || ""),
        note
      ));
    }
    replaceChildren(optionsGrid, rows2);
    const swept = model.get("sweep_option");
    replaceChildren(sweepSelect, [
      h("option", { value: "" }, "(none: one setting)"),
      ...fields.filter((f) => SWEEPABLE.has(f.kind)).map((f) => h("option", { value: f.name, selected: f.name === swept }, f.prop.title || f.name))
    ]);
    sweepValues.value = (model.get("sweep_values") || []).join(", ");
    seats = (model.get("bots") || []).map((spec) => {
      const [name, budget] = spec.split(":");
      return { name, budget: budget ?? "" };
    });
    markSwept();
  };
  const markSwept = () => {
    for (const f of fields) {
      const swept = f.name === sweepSelect.value;
      setProp(f.input, "disabled", swept);
      f.input.closest(".dw-field").classList.toggle("dw-lab-swept", swept);
    }
    setProp(sweepValues, "disabled", sweepSelect.value === "");
    drawSeats();
  };
  sweepSelect.addEventListener("change", markSwept);
  const seatCount = () => {
    if (sweepSelect.value === "players") return 1;
    const f = fieldOf("players");
    if (!f) return seats.length || 2;
    const r = readField(f.kind, f.input, f.prop);
    return r.ok && r.value >= 1 && r.value <= 16 ? r.value : null;
  };
  let drawnSeats = "";
  const drawSeats = () => {
    const n = seatCount();
    if (n === null) return;
    while (seats.length < n) seats.push({ ...seats[seats.length - 1] || { name: "random", budget: "" } });
    seats.length = n;
    const menu = model.get("bot_menu") || [];
    const sig = JSON.stringify([n, sweepSelect.value, menu, seats]);
    if (sig === drawnSeats) return;
    drawnSeats = sig;
    replaceChildren(seatsBox, h("span", { class: "dw-field-name" }, "Bots"), seats.map((seat, i2) => {
      const select = h(
        "select",
        { "data-role": "lab-bot", "data-seat": i2 },
        menu.map((b) => h("option", { value: b.name, selected: b.name === seat.name }, b.name))
      );
      const budgeted = (menu.find((b) => b.name === seat.name) || {}).budget;
      const budget = h("input", {
        type: "text",
        class: "dw-lab-budget",
        "data-role": "lab-budget",
        "data-seat": i2,
        value: seat.budget,
        placeholder: "iterations",
        title: "Search budget: iterations a decision (200), or seconds (0.5s)",
        hidden: !budgeted
      });
      select.addEventListener("change", () => {
        seat.name = select.value;
        drawSeats();
      });
      budget.addEventListener("input", () => {
        seat.budget = budget.value.trim();
      });
      const who = n === 1 && sweepSelect.value === "players" ? "Every seat" : `Player ${i2 + 1}`;
      return h("label", { class: "dw-inline dw-lab-seat" }, who, " ", select, budget);
    }));
  };
  const readForm = () => {
    const number = (input) => input.value.trim() !== "" && Number.isFinite(Number(input.value)) ? Number(input.value) : input.value;
    const options = {};
    for (const f of fields) {
      if (f.name === sweepSelect.value) continue;
      const r = readField(f.kind, f.input, f.prop);
      options[f.name] = r.ok ? r.value : f.kind === "int" || f.kind === "number" ? number(f.input) : f.input.value;
    }
    const swept = fieldOf(sweepSelect.value);
    const menu = model.get("bot_menu") || [];
    return {
      type: "run",
      options,
      sweep_option: sweepSelect.value,
      sweep_values: swept ? parseValues(sweepValues.value, swept.kind) : [],
      bots: seats.map((s2) => (menu.find((b) => b.name === s2.name) || {}).budget ? botSpec(s2.name, s2.budget) : s2.name),
      games: number(gamesInput),
      seed: number(seedInput)
    };
  };
  const drawTables = (tables) => {
    const by = tables.by || "";
    refill(wins, JSON.stringify([tables.wins || [], tables.standing || ""]), () => {
      if (!(tables.wins || []).length) return [];
      return h(
        "table",
        {},
        h(
          "caption",
          {},
          `Share of wins by seat (a shared win counts in part), with its 95 % interval; ${tables.bots || ""}`,
          tables.standing ? h("span", { class: "dw-lab-standing" }, ` ${tables.standing}`) : null
        ),
        h("thead", {}, h(
          "tr",
          {},
          by ? h("th", {}, by) : null,
          h("th", {}, "Seat"),
          h("th", {}, "Games"),
          h("th", {}, "Wins"),
          h("th", {}, "95 % interval")
        )),
        h("tbody", {}, tables.wins.map((r) => h(
          "tr",
          {},
          by ? h("td", {}, String(r.value)) : null,
          h("td", {}, r.seat),
          h("td", {}, String(r.games)),
          h("td", {}, pct2(r.rate)),
          h("td", {}, `${pct2(r.lo)} to ${pct2(r.hi)}`)
        )))
      );
    });
    const e = tables.ends || { values: [], rows: [] };
    refill(ends, JSON.stringify(e), () => {
      if (!e.rows.length) return [];
      return h(
        "table",
        {},
        h("caption", {}, `How the games ended (share of games; ${tables.bots || ""})`),
        h("thead", {}, h("tr", {}, h("th", {}, "Ending"), e.values.map((v) => h("th", {}, by ? `${by} = ${v}` : "Games")))),
        h("tbody", {}, e.rows.map((r) => h("tr", {}, h("td", {}, r.text), r.shares.map((x2) => h("td", {}, pct2(x2))))))
      );
    });
  };
  const drawPlots = () => {
    const svgs = model.get("plots") || {};
    setAttr(plots, "data-games", String(model.get("plotted")));
    refill(plots, JSON.stringify(Object.keys(svgs)), () => Object.keys(svgs).map((name) => h("img", { class: "dw-lab-plot", "data-plot": name, alt: `plot: ${name}` })));
    for (const img of plots.querySelectorAll("img")) {
      const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgs[img.dataset.plot] || "")}`;
      setAttr(img, "src", src);
    }
  };
  let drawnForm = "";
  const redraw = () => {
    const formSig = JSON.stringify([
      model.get("game_name"),
      model.get("options_schema"),
      model.get("options"),
      model.get("sweep_option"),
      model.get("sweep_values"),
      model.get("bots")
    ]);
    if (formSig !== drawnForm) {
      drawnForm = formSig;
      refill(gameSelect, JSON.stringify([model.get("game_menu"), model.get("game_name")]), () => (model.get("game_menu") || []).map((g) => h("option", { value: g.name, selected: g.name === model.get("game_name") }, g.title)));
      setProp(gameSelect, "value", model.get("game_name"));
      setProp(gamesInput, "value", String(model.get("games")));
      setProp(seedInput, "value", String(model.get("seed")));
      drawnSeats = "";
      buildOptions();
    }
    const running = model.get("running");
    setAttr(root, "data-running", running ? "true" : "false");
    setAttr(root, "data-game", model.get("game_name"));
    setProp(fieldset, "disabled", running);
    setProp(run, "disabled", running);
    setProp(stop, "disabled", !running || model.get("stopping"));
    for (const b of [csv, parquet]) setProp(b, "disabled", running || !model.get("plotted"));
    const total = model.get("total");
    const done = model.get("done");
    setProp(progress, "max", Math.max(total, 1));
    setProp(progress, "value", done);
    setAttr(progress, "data-done", String(done));
    setText(progressText, total ? `${done} of ${total} games · ${model.get("elapsed").toFixed(1)} s` : "");
    setText(status, model.get("status"));
    setText(error, model.get("error"));
    setText(archive, model.get("archive") ? `Archive: ${model.get("archive")} (games played before are read back, not played again)` : "");
    drawPlots();
    drawTables(model.get("tables") || {});
    battery.update();
    tune.update();
    compare2.update();
  };
  let url = null;
  const onCustom = (msg, buffers) => {
    if (!msg || msg.type !== "export" || !buffers || !buffers.length) return;
    if (url) URL.revokeObjectURL(url);
    const blob = new Blob(buffers, { type: msg.mime });
    url = URL.createObjectURL(blob);
    replaceChildren(download, h(
      "a",
      { href: url, download: msg.name, "data-role": "lab-download-link", "data-format": msg.format },
      `Download ${msg.name} (${msg.rows} games, ${Math.max(1, Math.round(blob.size / 1024))} KB)`
    ));
  };
  model.on("msg:custom", onCustom);
  let pending = false;
  const schedule = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      try {
        redraw();
      } catch (err2) {
        setText(error, `Front-end error: ${err2 && err2.message ? err2.message : err2}`);
        console.error(err2);
      }
    });
  };
  for (const name of WATCHED) model.on(`change:${name}`, schedule);
  redraw();
  return () => {
    tune.destroy();
    for (const name of WATCHED) model.off(`change:${name}`, schedule);
    model.off("msg:custom", onCustom);
    if (url) URL.revokeObjectURL(url);
  };
}

// js/lesson.js
function createLesson(model, send, panel) {
  if (!model.get("lesson_state")) return null;
  const op = (name2, extra = {}) => send({ type: "lesson", op: name2, ...extra });
  const button = (action, text, title3, onClick) => {
    const b = h("button", { type: "button", class: "dw-btn dw-small", "data-action": action, title: title3 }, text);
    b.addEventListener("click", onClick);
    return b;
  };
  const progress = h("div", { class: "dw-lesson-progress", "data-role": "lesson-progress", role: "progressbar" });
  const count = h("span", { class: "dw-muted", "data-role": "lesson-count" });
  const title2 = h("div", { class: "dw-lesson-title", "data-role": "lesson-title" });
  const stepList = h("div", { class: "dw-pop dw-lesson-step-list", "data-role": "lesson-step-list" });
  const steps = h(
    "details",
    { class: "dw-lesson-steps", "data-role": "lesson-steps" },
    h("summary", { class: "dw-btn dw-small", "data-action": "lesson-steps", title: "Go to any step of the lesson" }, "Steps ▾"),
    stepList
  );
  const teaches = h("div", { class: "dw-muted", "data-role": "lesson-teaches" });
  const explains = h("div", { class: "dw-muted dw-lesson-explains", "data-role": "lesson-explains" });
  const task = h("div", { class: "dw-lesson-task", "data-role": "lesson-task" });
  const lead = h("p", { class: "dw-lesson-text", "data-role": "lesson-text" });
  const more = h("p", { class: "dw-lesson-more-text", "data-role": "lesson-more" });
  const about = h(
    "details",
    { class: "dw-lesson-about", "data-role": "lesson-about" },
    h("summary", {}, "More about this step"),
    more,
    teaches,
    explains
  );
  const question = h("div", { class: "dw-lesson-question", "data-role": "lesson-question" });
  const feedback = h("div", { class: "dw-lesson-feedback", "data-role": "lesson-feedback", "aria-live": "polite" });
  const back = button("lesson-back", "◀ Back", "The previous step", () => op("back"));
  const retry = button("lesson-retry", "Retry", "Start this step again", () => op("retry"));
  const show = button("lesson-show", "Show me", "Play the next move of this step for me", () => op("show"));
  const next = button("lesson-next", "Next ▶", "The next step", () => op("next"));
  const name = h("span", { class: "dw-offscreen", "data-role": "lesson-name" });
  const pane = h(
    "div",
    { class: "dw-lesson", "data-role": "lesson" },
    // the step (a menu of every step: the lesson's name is the widget's title already) and where
    // it is in the lesson
    h("div", { class: "dw-lesson-head" }, name, count, steps),
    title2,
    progress,
    task,
    h("div", { class: "dw-lesson-buttons" }, back, retry, show, next),
    // the answer to the last click, said once and whole, beside the task (the page's own
    // message line is not used in a lesson)
    feedback,
    question,
    h("div", { class: "dw-lesson-explain" }, lead, about)
  );
  panel.side.prepend(pane);
  panel.el.classList.add("dw-lesson-on");
  let drawnSteps = "";
  let drawnQuestion = "";
  const update3 = () => {
    const ls = model.get("lesson_state");
    if (!ls || !ls.step) return;
    setAttr(pane, "data-step", String(ls.index));
    setAttr(pane, "data-done", String(ls.done));
    setText(name, ls.title);
    setText(count, ` step ${ls.index + 1} of ${ls.count}`);
    const names2 = ls.steps.join("\n");
    if (names2 !== drawnSteps) {
      drawnSteps = names2;
      replaceChildren(progress, ls.steps.map((name2, i2) => h("span", { class: "dw-lesson-dot", "data-step": i2, title: `${i2 + 1}. ${name2}` })));
      replaceChildren(stepList, ls.steps.map((name2, i2) => {
        const b = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "lesson-goto", "data-step": i2 }, `${i2 + 1}. ${name2}`);
        b.addEventListener("click", () => {
          steps.open = false;
          op("goto", { step: i2 });
        });
        return b;
      }));
    }
    setText(title2, ls.step.title);
    Array.from(progress.children).forEach((b, i2) => {
      b.classList.toggle("dw-lesson-past", i2 < ls.index);
      b.classList.toggle("dw-lesson-now", i2 === ls.index);
    });
    setAttr(progress, "aria-valuenow", String(ls.index + 1));
    setAttr(progress, "aria-valuemax", String(ls.count));
    setText(teaches, `Rulebook, played here: ${ls.step.teaches.join(", ")}`);
    const told = ls.step.explains || [];
    setText(explains, told.map((e) => `Explained, not played: ${e.section} (${e.why})`).join("\n"));
    setProp(explains, "hidden", told.length === 0);
    setText(task, ls.step.task || ls.step.text);
    setText(lead, ls.step.lead || "");
    setText(more, ls.step.more || "");
    drawQuestion(ls.predict);
    const error = model.get("error");
    const other = error && error !== ls.feedback ? error : "";
    setText(feedback, other || ls.feedback || (ls.complete ? "" : `Your move (${ls.done + 1} of ${ls.total}).`));
    setAttr(feedback, "data-kind", other ? "wrong" : ls.feedback_kind || "info");
    setProp(back, "disabled", ls.index === 0);
    setProp(next, "disabled", ls.index + 1 >= ls.count);
    setText(next, ls.complete ? "Next ▶" : "Skip ▶");
    setProp(show, "disabled", ls.complete);
  };
  const drawQuestion = (p) => {
    const key = p ? `${p.question}
${p.choices.join("\n")}
${p.answered}` : "";
    if (key === drawnQuestion) return;
    drawnQuestion = key;
    if (!p) return replaceChildren(question);
    replaceChildren(question, h("div", { class: "dw-lesson-ask" }, p.question), p.choices.map((c, i2) => {
      const b = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "lesson-answer", "data-choice": i2, disabled: p.answered !== null }, c);
      if (p.answered === i2) b.classList.add("dw-lesson-picked");
      b.addEventListener("click", () => op("answer", { choice: i2 }));
      return b;
    }));
  };
  const highlight = () => {
    const ls = model.get("lesson_state");
    const expect = ls && ls.expect || { labels: [], targets: [] };
    const targets = new Set(expect.targets);
    const labels = new Set(expect.labels);
    for (const el of panel.board.querySelectorAll("[data-target]")) {
      const lit = targets.has(el.getAttribute("data-target"));
      el.classList.toggle("dw-lesson-focus", lit);
      el.classList.toggle("dw-lesson-dim", !lit);
    }
    for (const b of panel.el.querySelectorAll("[data-action=choice]")) {
      const lit = labels.has(b.getAttribute("data-label") || b.textContent);
      b.classList.toggle("dw-lesson-focus", lit);
      b.classList.toggle("dw-lesson-dim", !lit);
    }
    const first = panel.board.querySelector(".dw-lesson-focus");
    if (first) revealSideways(first, panel.board);
  };
  return {
    update: () => {
      update3();
      highlight();
    },
    /** A board element clicked that is not a choice now: Python answers with the rule. */
    miss: (id) => op("miss", { target: id })
  };
}
function revealSideways(el, board) {
  for (let box = el.parentElement; box && box !== board; box = box.parentElement) {
    if (box.scrollWidth <= box.clientWidth + 1 || getComputedStyle(box).overflowX === "visible") continue;
    const r = el.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    if (r.left < b.left || r.right > b.right) box.scrollLeft += r.left + r.width / 2 - (b.left + b.width / 2);
    return;
  }
}

// js/plans.js
function nextPlan(options, counts, k, by) {
  const want = counts[k] + by;
  let best = null;
  let bestKey = null;
  for (const o of options) {
    if (o.counts[k] !== want) continue;
    const key = o.counts.map((n, j) => j === k ? 0 : Math.abs(n - counts[j]));
    if (!best || before(key, bestKey)) {
      best = o;
      bestKey = key;
    }
  }
  return best;
}
function before(a, b) {
  for (let j = 0; j < a.length; j += 1) if (a[j] !== b[j]) return a[j] < b[j];
  return false;
}

// js/panel.js
var MAX_SAFE_SEED = Number.MAX_SAFE_INTEGER;
var ZOOMS = [70, 80, 90, 100, 115, 130, 150, 175, 200];
var LOG_WINDOW = 150;
function createPanel(model, send) {
  const seedInput = h("input", { type: "number", min: 0, step: 1, class: "dw-seed", "data-action": "seed", placeholder: "random", title: "Seed of the new game (empty: random)" });
  const seedNow = h("span", { class: "dw-muted", "data-role": "seed" });
  const newGame = h("button", { type: "button", class: "dw-btn", "data-action": "new-game", title: "Start a new game with this seed" }, "New game");
  const undo = h("button", { type: "button", class: "dw-btn", "data-action": "undo", title: "Undo one step", "aria-label": "Undo one step" }, "↶");
  const redo = h("button", { type: "button", class: "dw-btn", "data-action": "redo", title: "Redo one step", "aria-label": "Redo one step" }, "↷");
  const timeline = h("input", { type: "range", min: 0, max: 0, step: 1, value: 0, class: "dw-timeline", "data-action": "timeline", title: "Go to any step" });
  const stepLabel = h("span", { class: "dw-step", "data-role": "step" });
  const viewer = h("select", { "data-action": "viewer", title: "Whose view is shown" });
  const seats = h("span", { class: "dw-seats", "data-role": "seats" });
  const botStep = h("button", { type: "button", class: "dw-btn", "data-action": "bot-step", title: "Let the bot of the deciding seat play one choice" }, "Bot step");
  const autoplay = h("input", { type: "checkbox", "data-action": "autoplay" });
  const speed = h("input", { type: "range", min: 0.05, max: 2, step: 0.05, class: "dw-speed", "data-action": "speed", title: "Seconds between bot moves", "aria-label": "Seconds between bot moves" });
  const speedNow = h("output", { class: "dw-speed-now", "data-role": "speed" });
  const zoomOut = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "zoom-out", title: "Smaller board", "aria-label": "Smaller board" }, "−");
  const zoomIn = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "zoom-in", title: "Larger board", "aria-label": "Larger board" }, "+");
  const zoomLabel = h("span", { class: "dw-zoom", "data-role": "zoom" }, "100%");
  const fullScreen = h("button", { type: "button", class: "dw-btn", "data-action": "full-screen", title: "Show the widget on the whole screen (Esc leaves)" }, "Full screen");
  const keepBtn = h("button", {
    type: "button",
    class: "dw-btn dw-keep",
    "data-action": "keep",
    hidden: true,
    title: "Keep this game in the lab's archive, with who sat where"
  }, "Keep");
  keepBtn.addEventListener("click", () => send({ type: "keep" }));
  const keptSay = h("span", { class: "dw-offscreen", "data-role": "kept", "aria-live": "polite" });
  const prompt = h("div", { class: "dw-prompt", "data-role": "prompt", "aria-live": "polite" });
  const error = h("div", { class: "dw-error", "data-role": "error", role: "alert" });
  const tip = h("div", { class: "dw-tip", "data-role": "tip", role: "tooltip", hidden: true });
  const choices = h("div", { class: "dw-choices", "data-role": "choices" });
  const log = h("ol", { class: "dw-log", "data-role": "log" });
  const logEarlier = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "log-earlier", hidden: true });
  const logCopy = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "log-copy", title: "Copy the whole log as text" }, "Copy");
  const logSave = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "log-save", title: "Save the whole log as a text file" }, "Save");
  const rules = h("div", { "data-role": "rules-slot" });
  const seedBox = h("label", { class: "dw-inline" }, "Seed ", seedInput);
  const autoplayBox = h("label", { class: "dw-inline", title: "Bots play their turns by themselves" }, autoplay, " Autoplay");
  const speedBox = h("label", { class: "dw-inline", title: "Seconds between bot moves" }, "Delay ", speed, speedNow);
  let clientError = "";
  let clientKind = "error";
  const say = (text, kind = "error") => {
    clientError = text;
    clientKind = kind;
    setText(error, text);
    setAttr(error, "data-kind", text ? kind : null);
  };
  const showClientError = (text) => say(text, "error");
  seedInput.addEventListener("keydown", (e) => {
    if (e.key === "Enter") newGame.click();
  });
  newGame.addEventListener("click", () => {
    const raw = seedInput.value.trim();
    const seed = raw === "" ? null : Number(raw);
    if (seed !== null && !(Number.isSafeInteger(seed) && seed >= 0 && seed <= MAX_SAFE_SEED)) {
      showClientError(`The seed must be a whole number from 0 to ${MAX_SAFE_SEED}, or empty for a random one.`);
      return;
    }
    send({ type: "new_game", seed });
  });
  undo.addEventListener("click", () => send({ type: "undo" }));
  redo.addEventListener("click", () => send({ type: "redo" }));
  timeline.addEventListener("input", () => {
    stepLabel.textContent = `step ${timeline.value} / ${model.get("length")}`;
  });
  timeline.addEventListener("change", () => send({ type: "goto", step: Number(timeline.value) }));
  viewer.addEventListener("change", () => {
    const v = viewer.value;
    send({ type: "set_viewer", viewer: /^\d+$/.test(v) ? Number(v) : v });
  });
  botStep.addEventListener("click", () => send({ type: "bot_step" }));
  autoplay.addEventListener("change", () => send({ type: "autoplay", on: autoplay.checked, speed: Number(speed.value) }));
  speed.addEventListener("change", () => send({ type: "autoplay", on: autoplay.checked, speed: Number(speed.value) }));
  speed.addEventListener("input", () => setText(speedNow, seconds(speed.value)));
  let zoom = ZOOMS.indexOf(100);
  const setZoom = (i2) => {
    zoom = Math.max(0, Math.min(ZOOMS.length - 1, i2));
    el.style.setProperty("--dw-zoom", String(ZOOMS[zoom] / 100));
    setText(zoomLabel, `${ZOOMS[zoom]}%`);
    setProp(zoomOut, "disabled", zoom === 0);
    setProp(zoomIn, "disabled", zoom === ZOOMS.length - 1);
    placeMenu();
  };
  function placeMenu() {
    if (!more || !more.open) return;
    const panel = more.lastElementChild;
    panel.style.left = "";
    panel.style.right = "";
    const widget = el.getBoundingClientRect();
    const button = more.getBoundingClientRect();
    if (button.right - panel.offsetWidth < widget.left) panel.style.left = "0";
    else panel.style.right = "0";
  }
  zoomOut.addEventListener("click", () => setZoom(zoom - 1));
  zoomIn.addEventListener("click", () => setZoom(zoom + 1));
  fullScreen.addEventListener("click", () => {
    const root = el.closest(".dw-root") || el;
    if (document.fullscreenElement === root) {
      document.exitFullscreen();
      return;
    }
    root.onfullscreenchange = () => setText(fullScreen, document.fullscreenElement === root ? "Leave full screen" : "Full screen");
    root.requestFullscreen().catch((err2) => showClientError(`Full screen was refused: ${err2.message}`));
  });
  logCopy.addEventListener("click", () => copyText(logText(logLines), logCopy));
  logSave.addEventListener("click", () => saveText(logText(logLines), `${model.get("game_name") || "game"}-log-step-${model.get("cursor")}.txt`));
  logEarlier.addEventListener("click", () => {
    logView.all = true;
    renderLog(log, logView, logLines, logEarlier);
  });
  const more = h(
    "details",
    { class: "dw-more", "data-role": "more" },
    h("summary", { class: "dw-btn", "data-action": "more", title: "Seed, new game, who plays each seat, bots and the board's size" }, "Game ▾"),
    h(
      "div",
      { class: "dw-pop dw-more-panel", "data-role": "more-panel" },
      h("div", { class: "dw-more-row" }, seedBox, newGame, seedNow),
      h("div", { class: "dw-more-row" }, seats),
      h("div", { class: "dw-more-row" }, autoplayBox, speedBox),
      h("div", { class: "dw-more-row" }, h("span", { class: "dw-inline dw-zoom-box", title: "Board size" }, "Zoom ", zoomOut, zoomLabel, zoomIn))
    )
  );
  const info = h("div", { class: "dw-info", "data-role": "info" });
  const drawing = h("div", { class: "dw-draw", "data-role": "drawing" });
  const el = h(
    "div",
    { class: "dw-panel" },
    h(
      "div",
      { class: "dw-toolbar" },
      h("span", { class: "dw-title", "data-role": "title" }),
      undo,
      redo,
      timeline,
      stepLabel,
      h("label", { class: "dw-inline dw-view", title: "Whose view is shown" }, viewer),
      botStep,
      more,
      fullScreen,
      keepBtn,
      keptSay
    ),
    // board first: the drawing on the left; beside it a column one screen high (set by the
    // window and the widget's width, never by what it holds) with the prompt, the message and
    // the choices on top, what the board keeps beside the drawing (players, cards, contracts)
    // under them, and the log at the bottom. Nothing shown in it moves the drawing.
    h(
      "div",
      { class: "dw-main dw-board", "data-role": "board" },
      drawing,
      h(
        "div",
        { class: "dw-side", "data-role": "side" },
        // the prompt and, right under it, the message line share one box of a fixed height
        h(
          "div",
          { class: "dw-turn" },
          h("div", { class: "dw-say", "data-role": "say" }, prompt, error),
          h("div", { class: "dw-side-title dw-choices-head" }, h("span", {}, "Choices"), h("span", { "data-role": "advice-slot" })),
          choices
        ),
        info,
        h(
          "div",
          { class: "dw-log-box" },
          h("div", { class: "dw-side-title dw-log-head" }, h("span", {}, "Log"), h("span", { class: "dw-log-tools" }, logCopy, logSave)),
          logEarlier,
          log
        )
      ),
      tip
    ),
    rules
  );
  const board = el.querySelector(".dw-main");
  setZoom(zoom);
  const bar = el.querySelector(".dw-toolbar");
  if (typeof ResizeObserver === "function") {
    new ResizeObserver(() => el.style.setProperty("--dw-bar", `${Math.ceil(bar.offsetHeight)}px`)).observe(bar);
  }
  document.addEventListener("pointerdown", (event) => {
    if (more.open && !more.contains(event.target)) more.open = false;
  }, true);
  more.addEventListener("toggle", placeMenu);
  const title2 = el.querySelector("[data-role=title]");
  const plain = h("div", { class: "dw-choice-row" });
  const counted = h("div", { class: "dw-amounts", "data-role": "amounts" });
  let countedNow = [];
  const planBox = h("div", { class: "dw-amounts dw-plans", "data-role": "plans" });
  let plansNow = null;
  let planCounts = [];
  const targetedCount = h("summary", { "data-role": "choice-list-summary" });
  const targetedList = h("div", { class: "dw-choice-list" });
  const targeted = h("details", { class: "dw-choice-more", "data-role": "choice-list" }, targetedCount, targetedList);
  let targetedNow = [];
  if (typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches) targeted.open = true;
  targeted.addEventListener("toggle", () => fillButtons(targetedList, targeted.open ? targetedNow : [], "dw-btn dw-small"));
  const noChoice = h("span", { class: "dw-muted" }, "No choice for this view now.");
  let seatSelects = [];
  choices.addEventListener("click", (event) => {
    const b = event.target.closest("[data-action=choice]:not([hidden])");
    if (b && choices.contains(b)) send({ type: "act", index: Number(b.getAttribute("data-index")), step: model.get("cursor") });
  });
  const logView = watchScroll(log);
  let logLines = [];
  let schema = null;
  let params = null;
  let formKey = "";
  let drawn = {};
  let drawnMarks = "";
  let keptAt = null;
  function update3(doc) {
    const st = doc.status;
    const names2 = st.seat_names;
    setText(title2, model.get("title"));
    const cursor = model.get("cursor");
    const length = model.get("length");
    const seed = model.get("shown_seed");
    setText(seedNow, seed === null || seed === void 0 ? "" : `(this game: seed ${seed})`);
    setProp(undo, "disabled", cursor === 0);
    setProp(redo, "disabled", cursor >= length);
    setProp(timeline, "max", String(length));
    setProp(timeline, "value", String(cursor));
    setText(stepLabel, `step ${cursor} / ${length}`);
    const current = String(model.get("viewer"));
    const lock = model.get("lock");
    const locked = lock !== null && lock !== void 0;
    const offers = (v) => !locked || String(lock) === v;
    refill(viewer, JSON.stringify([current, names2, locked ? String(lock) : null]), () => [
      offers("auto") && h("option", { value: "auto", selected: current === "auto" }, "hot seat (auto)"),
      offers("all") && h("option", { value: "all", selected: current === "all" }, "everything (teaching)"),
      offers("public") && h("option", { value: "public", selected: current === "public" }, "spectator"),
      names2.map((n, i2) => offers(String(i2)) && h("option", { value: i2, selected: current === String(i2) }, n))
    ]);
    setProp(viewer, "value", current);
    setProp(viewer, "disabled", locked);
    viewer.title = locked ? "This widget is locked to this view by its notebook" : "Whose view is shown";
    const kinds = model.get("seats");
    refill(seats, JSON.stringify([kinds, names2]), () => {
      seatSelects = kinds.map((kind, i2) => {
        const sel = h(
          "select",
          { "data-action": "seat", "data-seat": i2, title: `Who plays ${names2[i2]}` },
          // the menu's kinds, and the one the seat holds if the menu has it not (set from Python)
          [...model.get("seat_kinds"), ...model.get("seat_kinds").includes(kind) ? [] : [kind]].map((k) => h("option", { value: k, selected: k === kind }, (model.get("seat_labels") || {})[k] || k))
        );
        sel.addEventListener("change", () => {
          const next = model.get("seats").slice();
          next[i2] = sel.value;
          send({ type: "set_seats", seats: next });
        });
        return sel;
      });
      return seatSelects.map((sel, i2) => h("label", { class: `dw-inline dw-seat dw-seat-${i2}` }, h("span", { class: "dw-swatch" }), `${names2[i2]} `, sel));
    });
    seatSelects.forEach((sel, i2) => setProp(sel, "value", kinds[i2]));
    setProp(botStep, "disabled", !st.bot_turn);
    setProp(autoplay, "checked", model.get("autoplay"));
    if (document.activeElement !== speed) {
      setProp(speed, "value", String(model.get("speed")));
      setText(speedNow, seconds(model.get("speed")));
    }
    showAllowed(model.get("page_allowed"), {
      seed: [seedBox],
      new_game: [newGame],
      undo: [undo],
      redo: [redo],
      goto: [timeline],
      set_seats: seatSelects,
      bot_step: [botStep],
      autoplay: [autoplayBox, speedBox],
      set_params: [rules],
      keep: [keepBtn]
    });
    if (!model.get("can_keep")) {
      setProp(keepBtn, "hidden", true);
      keepBtn.style.display = "none";
    } else if (keptAt !== null && keptAt !== model.get("cursor")) {
      keptAt = null;
      setText(keepBtn, "Keep");
    }
    const auto = model.get("autoplay");
    const allBots = model.get("viewer") === "auto" && kinds.every((k) => k !== "human");
    if (st !== drawn.status || auto !== drawn.auto || allBots !== drawn.allBots) {
      refill(prompt, JSON.stringify([st, names2, auto, allBots]), () => promptParts(st, names2, auto, allBots));
    }
    const said = model.get("error") || clientError;
    setText(error, said);
    setAttr(error, "data-kind", said ? model.get("error") ? "error" : clientKind : null);
    clientError = "";
    const refused = said ? model.get("error_fields") || [] : [];
    if (doc.legal !== drawn.legal || doc.plans !== drawn.plans) renderChoices(doc.legal, doc.plans);
    if (doc.log !== drawn.log) {
      logLines = doc.log;
      renderLog(log, logView, logLines, logEarlier);
    }
    drawn = { status: st, legal: doc.legal, plans: doc.plans, log: doc.log, auto, allBots };
    renderRules();
    const marks = JSON.stringify([refused, said, formKey]);
    if (marks !== drawnMarks) {
      drawnMarks = marks;
      const form = rules.querySelector("details");
      const first = form && showParamsError(form, said, refused);
      if (first) first.scrollIntoView({ block: "nearest" });
    }
  }
  function renderChoices(legal, plans) {
    const plainOnes = legal.filter((c) => !c.targets.length && !c.amount);
    const targetedOnes = legal.filter((c) => c.targets.length && !c.amount);
    countedNow = legal.filter((c) => c.amount);
    drawAmounts();
    fillButtons(plain, plainOnes, "dw-btn dw-primary");
    targetedNow = targetedOnes;
    const n = targetedOnes.length;
    setText(targetedCount, n === 1 ? "The choice on the board, also as a button" : `The ${n} choices on the board, also as buttons`);
    if (targeted.open) fillButtons(targetedList, targetedOnes, "dw-btn dw-small");
    const samePlans = JSON.stringify(plans) === JSON.stringify(plansNow);
    plansNow = plans || null;
    if (plansNow && !samePlans) planCounts = plansNow.options[0].counts.slice();
    drawPlans();
    setChildren(choices, [
      plansNow ? planBox : null,
      countedNow.length ? counted : null,
      plainOnes.length ? plain : null,
      targetedOnes.length ? targeted : null,
      legal.length ? null : noChoice
    ]);
  }
  function drawPlans() {
    if (!plansNow) return;
    const { title: title3, parts, options } = plansNow;
    const match = options.find((o) => o.counts.join(",") === planCounts.join(","));
    const sig = JSON.stringify([plansNow, planCounts]);
    refill(planBox, sig, () => {
      const rows2 = parts.map((name, k) => {
        if (Math.max(...options.map((o) => o.counts[k])) === 0) return null;
        const to = (by) => nextPlan(options, planCounts, k, by);
        const step = (by) => () => {
          planCounts = to(by).counts.slice();
          drawPlans();
        };
        const less = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "plan-less", "aria-label": `${name}: fewer`, disabled: !to(-1) }, "−");
        const more2 = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "plan-more", "aria-label": `${name}: more`, disabled: !to(1) }, "+");
        less.addEventListener("click", step(-1));
        more2.addEventListener("click", step(1));
        return h(
          "div",
          { class: "dw-amount dw-plan-part", "data-role": "plan-part", "data-part": name },
          h("span", { class: "dw-amount-name" }, name),
          less,
          h("output", { class: "dw-amount-now" }, String(planCounts[k])),
          more2
        );
      });
      const play = h(
        "button",
        { type: "button", class: "dw-btn dw-primary", "data-action": "plan", disabled: !match },
        match ? match.label : "No option takes these counts: change one"
      );
      if (match) play.addEventListener("click", () => send({ type: "act_plan", index: match.index, step: model.get("cursor") }));
      return [h("div", { class: "dw-side-title" }, title3), ...rows2, play];
    });
  }
  function drawAmounts() {
    const groups = /* @__PURE__ */ new Map();
    for (const c of countedNow) {
      const [what] = c.amount;
      if (!groups.has(what)) groups.set(what, []);
      groups.get(what).push(c);
    }
    for (const list of groups.values()) list.sort((a, b) => a.amount[1] - b.amount[1]);
    const sig = JSON.stringify(countedNow.map((c) => [c.index, c.label, c.amount]));
    refill(counted, sig, () => [...groups].map(([what, list]) => h(
      "div",
      { class: "dw-amount", "data-role": "amount", "data-group": what },
      h("span", { class: "dw-amount-name" }, what),
      h("span", { class: "dw-amount-picks" }, list.map((c) => h("button", {
        type: "button",
        class: "dw-btn dw-small dw-pick",
        "data-action": "choice",
        "data-index": c.index,
        "data-label": c.label,
        title: c.label,
        "aria-label": c.label
      }, String(c.amount[1]))))
    )));
  }
  function renderRules() {
    const nextSchema = model.get("params_schema");
    const nextParams = model.get("params");
    if (nextSchema === schema && nextParams === params) return;
    schema = nextSchema;
    params = nextParams;
    const key = JSON.stringify([schema, params]);
    if (key === formKey) return;
    formKey = key;
    const open = rules.querySelector("details")?.open;
    const form = paramsForm(schema, params, (changes) => send({ type: "set_params", params: changes }));
    form.open = !!open;
    replaceChildren(rules, form);
  }
  const kept = (msg) => {
    keptAt = msg.step;
    setText(keepBtn, "Kept");
    setAttr(keepBtn, "title", msg.text);
    setText(keptSay, msg.text);
  };
  return { el, board, drawing, info, tip, log, error, side: el.querySelector(".dw-side"), update: update3, showClientError, say, kept };
}
function seconds(value) {
  return `${Number(value).toFixed(2)} s`;
}
function showAllowed(allowed, controls) {
  const may = new Set(allowed || []);
  if (may.has("seed")) may.add("new_game");
  for (const [kind, els] of Object.entries(controls)) {
    for (const el of els) {
      setProp(el, "hidden", !may.has(kind));
      el.style.display = may.has(kind) ? "" : "none";
    }
  }
}
var SHOWS = /* @__PURE__ */ new WeakMap();
function fillButtons(box, list, cls) {
  list.forEach((c, i2) => {
    let b = box.children[i2];
    if (!b) {
      b = h("button", { type: "button", class: cls, "data-action": "choice" });
      box.append(b);
    }
    const shows = `${c.index}
${c.label}`;
    if (SHOWS.get(b) !== shows) {
      SHOWS.set(b, shows);
      setAttr(b, "data-index", c.index);
      setText(b, c.label);
    }
    setProp(b, "hidden", false);
  });
  for (let i2 = list.length; i2 < box.children.length; i2++) setProp(box.children[i2], "hidden", true);
}
function promptParts(st, names2, autoplay, allBots) {
  if (st.over) {
    const winners = st.winners.map((p) => names2[p]).join(" and ");
    const scores = (st.scores || []).map((x2, i2) => `${names2[i2]} ${x2}`).join(", ");
    return [h("strong", {}, st.prompt), ` Winner: ${winners}. Scores: ${scores}.`];
  }
  const who = names2[st.decider];
  const parts = [h("strong", { class: `dw-who dw-seat-${st.decider}` }, h("span", { class: "dw-swatch" }), who), `: ${st.prompt}`];
  if (st.reaction) parts.push(h("span", { class: "dw-tag" }, "reaction"));
  if (st.bot_turn) parts.push(h("span", { class: "dw-muted" }, autoplay ? " (a bot: autoplay plays it)" : " (a bot: press Bot step or turn autoplay on)"));
  else if (!st.may_act) parts.push(h("span", { class: "dw-muted" }, ` (waiting for ${who}; this view cannot choose for them)`));
  if (allBots) parts.push(h("div", { class: "dw-note", "data-role": "all-bots" }, "Every seat is a bot, so the hot-seat view shows everything, hidden tiles and hands included."));
  return parts;
}
function watchScroll(ol) {
  const state = { atEnd: true, frame: 0, all: false, from: 0, drawn: [] };
  const toEnd = () => {
    if (state.atEnd && ol.clientHeight > 0) ol.scrollTop = ol.scrollHeight;
  };
  state.toEnd = toEnd;
  let gesture = -Infinity;
  let dragging = false;
  const reader = () => {
    gesture = performance.now();
  };
  for (const kind of ["wheel", "touchmove", "keydown"]) ol.addEventListener(kind, reader, { passive: true });
  ol.addEventListener("pointerdown", () => {
    dragging = true;
    reader();
  });
  document.addEventListener("pointerup", () => {
    if (dragging) {
      dragging = false;
      reader();
    }
  }, true);
  ol.addEventListener("scroll", () => {
    if (ol.clientHeight === 0 || !(dragging || performance.now() - gesture < 1500)) return;
    state.atEnd = ol.scrollTop + ol.clientHeight >= ol.scrollHeight - 4;
  });
  if (typeof ResizeObserver === "function") new ResizeObserver(toEnd).observe(ol);
  if (typeof IntersectionObserver === "function") {
    new IntersectionObserver((seen) => {
      if (seen.some((e) => e.isIntersecting)) toEnd();
    }).observe(ol);
  }
  return state;
}
function renderLog(ol, state, lines, earlier) {
  const drawn = state.drawn;
  const end = state.from + drawn.length;
  const follows = drawn.length > 0 && lines.length >= end && drawn.every((text, i2) => lines[state.from + i2] === text);
  if (follows && (state.all ? state.from === 0 : drawn.length < 2 * LOG_WINDOW)) {
    ol.append(...lines.slice(end).map((text) => h("li", {}, text)));
    state.drawn = drawn.concat(lines.slice(end));
  } else {
    state.from = state.all ? 0 : Math.max(0, lines.length - LOG_WINDOW);
    state.drawn = lines.slice(state.from);
    ol.replaceChildren(...state.drawn.map((text) => h("li", {}, text)));
  }
  setProp(ol, "start", state.from + 1);
  setProp(earlier, "hidden", state.from === 0);
  setText(earlier, `Show the ${state.from} earlier line${state.from === 1 ? "" : "s"}`);
  if (state.atEnd && !state.frame) {
    state.frame = requestAnimationFrame(() => {
      state.frame = 0;
      state.toEnd();
    });
  }
}
function logText(lines) {
  return lines.map((line, i2) => `${i2 + 1}. ${line}
`).join("");
}
function saveText(text, name) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const a = h("a", { href: url, download: name, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1e4);
}
function copyText(text, button) {
  const done = (word) => {
    button.textContent = word;
    setTimeout(() => {
      button.textContent = "Copy";
    }, 1500);
  };
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(text).then(() => done("Copied"), () => done("Copy failed"));
    return;
  }
  const area = h("textarea", { readonly: true, class: "dw-offscreen" });
  area.value = text;
  document.body.append(area);
  area.select();
  const ok = document.execCommand && document.execCommand("copy");
  area.remove();
  done(ok ? "Copied" : "Copy failed");
}

// js/targets.js
var MARKED = /* @__PURE__ */ new WeakMap();
function wireTargets(board, doc, api) {
  const byTarget = choicesByTarget(doc.legal);
  const st = doc.status;
  const idle = st.over ? "The game is over." : st.may_act ? "" : waitingText(st, api.autoplay());
  closeChooser(board);
  if (api.tip && !api.tip.hidden) api.tip.hidden = true;
  for (const [el, id] of targetElements(board)) {
    const legal = byTarget.has(id);
    if (MARKED.get(el) === legal) continue;
    MARKED.set(el, legal);
    el.classList.toggle("dw-target", legal);
  }
  const explain = (id) => {
    const list = byTarget.get(id);
    if (list) return list.map((c) => c.label).join(" / ");
    const known = idle || api.cachedHint(id);
    if (known === void 0) {
      api.askHint(id);
      return "…";
    }
    return known || api.describe(id) || "";
  };
  let at = null;
  let missed = null;
  let clicked = null;
  const show = (id) => {
    const text = id === null || id === missed ? "" : explain(id);
    showTip(api.tip, board, id === null || id === missed ? "" : api.describe(id), text, at);
  };
  api.onHint = (id) => {
    if (clicked === id) api.say(explain(id), "why");
    else if (api.hovered === id) show(id);
  };
  board.onclick = (event) => {
    const el = pointedAt(board, event);
    closeChooser(board);
    if (!el) return;
    const id = el.getAttribute("data-target");
    const list = byTarget.get(id);
    clicked = list ? null : id;
    if (!list) {
      missed = id;
      show(id);
      if (api.onMiss) api.onMiss(id);
      else api.say(explain(id), "why");
      return;
    }
    if (list.length === 1) api.pick(list[0]);
    else openChooser(board, list, event, api.pick);
  };
  board.onmouseover = (event) => {
    const el = pointedAt(board, event);
    at = event;
    const id = el ? el.getAttribute("data-target") : null;
    if (id !== missed) missed = null;
    api.hovered = id;
    board.dwPointing = api.hovered;
    show(api.hovered);
  };
  board.onmouseleave = () => {
    api.hovered = null;
    missed = null;
    show(null);
  };
}
function pointedAt(board, event) {
  const found = event.target.closest ? event.target.closest("[data-target]") : null;
  const top = found && board.contains(found) ? found : null;
  if (top && top.classList.contains("dw-target")) return top;
  if (!board.querySelector(".dw-target")) return top;
  for (const el of document.elementsFromPoint(event.clientX, event.clientY)) {
    const t = el.closest ? el.closest("[data-target]") : null;
    if (t && board.contains(t) && t.classList.contains("dw-target")) return t;
  }
  return top;
}
function showTip(tip, board, about, text, at) {
  if (!tip) return;
  if (!text && !about) {
    tip.hidden = true;
    return;
  }
  tip.replaceChildren(...[
    about && about !== text ? h("div", { class: "dw-tip-about" }, about) : null,
    text ? h("div", { class: "dw-tip-text" }, text) : null
  ].filter(Boolean));
  tip.hidden = false;
  const box = tip.offsetParent ? tip.offsetParent.getBoundingClientRect() : board.getBoundingClientRect();
  const x2 = (at ? at.clientX : box.left) - box.left;
  const y = (at ? at.clientY : box.top) - box.top;
  const room = box.width - x2 - 16;
  tip.style.left = `${room >= tip.offsetWidth ? x2 + 16 : Math.max(0, x2 - 12 - tip.offsetWidth)}px`;
  tip.style.top = `${y + 18}px`;
}
var SCANS = /* @__PURE__ */ new WeakMap();
function targetElements(board) {
  let scan = SCANS.get(board);
  if (!scan) {
    scan = { watch: new MutationObserver(() => {
    }), list: null };
    scan.watch.observe(board, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-target"] });
    SCANS.set(board, scan);
  }
  if (scan.watch.takeRecords().length || !scan.list) {
    scan.list = Array.from(board.querySelectorAll("[data-target]"), (el) => [el, el.getAttribute("data-target")]);
  }
  return scan.list;
}
function waitingText(st, autoplay) {
  const who = st.seat_names[st.decider];
  if (st.bot_turn) return autoplay ? `${who} (a bot) is to decide: autoplay plays it.` : `${who} (a bot) is to decide: press Bot step or turn autoplay on.`;
  return `${who} is to decide; this view cannot choose for them.`;
}
function openChooser(board, list, event, pick) {
  const rect = board.getBoundingClientRect();
  const menu = h(
    "div",
    { class: "dw-pop dw-chooser", "data-role": "chooser", role: "menu" },
    list.map((c) => {
      const b = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "choose", "data-index": c.index, role: "menuitem" }, c.label);
      b.addEventListener("click", (e) => {
        e.stopPropagation();
        closeChooser(board);
        pick(c);
      });
      return b;
    })
  );
  menu.style.left = `${Math.max(0, event.clientX - rect.left)}px`;
  menu.style.top = `${Math.max(0, event.clientY - rect.top)}px`;
  board.append(menu);
}
function closeChooser(board) {
  for (const m of board.querySelectorAll("[data-role=chooser]")) m.remove();
}

// js/widget.js
var WATCHED2 = ["delta", "cursor", "length", "shown_seed", "viewer", "lock", "page_allowed", "seats", "autoplay", "speed", "params", "params_schema", "error", "error_fields", "title", "renderer", "advice_on", "can_keep"];
function openViewStore(model) {
  const store = openStore(model.get("snapshot"), model.get("catchup"));
  const take = () => {
    if (!takeDelta(store, model.get("snapshot"), model.get("delta"))) model.send({ type: "resync" });
  };
  take();
  model.on("change:delta", take);
  return { store, close: () => model.off("change:delta", take) };
}
function render({ model, el }) {
  if (model.get("kind") === "lab") return renderLab({ model, el });
  const send = (msg) => model.send(msg);
  const panel = createPanel(model, send);
  const root = h("div", { class: "dw-root", "data-widget": "deltawidgets" }, panel.el);
  el.replaceChildren(root);
  const lesson = createLesson(model, send, panel);
  const advice = createAdvice(model, send, panel);
  panel.el.querySelector("[data-role=advice-slot]").append(advice.button);
  panel.el.querySelector("[data-role=side]").append(advice.box);
  let hints = /* @__PURE__ */ new Map();
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
    cachedHint: (id) => hintStep === model.get("cursor") ? hints.get(id) : void 0,
    askHint: (id) => send({ type: "hint", target: id, step: model.get("cursor") }),
    onMiss: lesson ? lesson.miss : null
  };
  const onCustom = (msg) => {
    if (advice.onMessage(msg)) return;
    if (msg && msg.type === "kept") {
      panel.kept(msg);
      return;
    }
    if (!msg || msg.type !== "hint" || msg.step !== model.get("cursor")) return;
    if (hintStep !== msg.step) {
      hints = /* @__PURE__ */ new Map();
      hintStep = msg.step;
    }
    hints.set(msg.target, msg.text);
    if (api.onHint) api.onHint(msg.target);
  };
  model.on("msg:custom", onCustom);
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
        hints = /* @__PURE__ */ new Map();
        hintStep = model.get("cursor");
      }
      panel.update(doc);
      const draw = BOARDS[model.get("renderer")];
      if (draw) draw(panel.drawing, doc, panel.info);
      else panel.drawing.replaceChildren(h("pre", { class: "dw-raw" }, JSON.stringify(doc.view, null, 1)));
      wireTargets(panel.board, doc, api);
      const svg = panel.drawing.querySelector("svg.dw-drawing");
      const box = svg && svg.viewBox.baseVal;
      const ratio = box && box.height ? (box.width / box.height).toFixed(4) : "";
      if (ratio && ratio !== drawnRatio) panel.drawing.style.setProperty("--dw-ratio", drawnRatio = ratio);
      if (svg) fitForTouch(svg, box, TOUCH_SCALE[model.get("renderer")]);
      advice.update(doc);
      if (lesson) lesson.update();
      revealNext(fresh);
    } catch (err2) {
      panel.showClientError(`Front-end error: ${err2 && err2.message ? err2.message : err2}`);
      console.error(err2);
    }
  };
  const schedule = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(redraw);
  };
  const watched = lesson ? [...WATCHED2, "lesson_state"] : WATCHED2;
  for (const name of watched) model.on(`change:${name}`, schedule);
  lightNamed(panel, () => NAMED[model.get("renderer")], currentDoc);
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
var COARSE = typeof matchMedia === "function" ? matchMedia("(pointer: coarse)") : null;
function fitForTouch(svg, box, scale) {
  const on = !!(COARSE && COARSE.matches && scale && box && box.width);
  const width = on ? `${Math.ceil(box.width * scale)}px` : "";
  const height = on ? `${Math.ceil(box.height * scale)}px` : "";
  if (svg.style.minWidth !== width) svg.style.minWidth = width;
  if (svg.style.minHeight !== height) svg.style.minHeight = height;
}
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
  if (seenBottom <= seenTop || top >= seenTop && bottom <= seenBottom) return;
  box.scrollTop += top - seenTop - 4;
}
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
var widget_default = { render };
export {
  widget_default as default
};
/*! Bundled license information:

fast-json-patch/module/helpers.mjs:
  (*!
   * https://github.com/Starcounter-Jack/JSON-Patch
   * (c) 2017-2022 Joachim Wester
   * MIT licensed
   *)

fast-json-patch/module/duplex.mjs:
  (*!
   * https://github.com/Starcounter-Jack/JSON-Patch
   * (c) 2017-2021 Joachim Wester
   * MIT license
   *)
*/
