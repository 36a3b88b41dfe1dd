// Delta V board: the asteroid field as SVG, then contracts and one card per player as HTML.
// It draws doc.view only; every clickable element carries, as data-target, the "id" the
// observation gives it (spaces c<cell>, contracts k<n>, players p<seat>, bribe counters and
// incident tiles as view.py names them): the same ids game.targets() returns.
// The board is built once per container and then updated in place: a space is redrawn only when
// its data changed (keyed by its id, compared by its JSON); contract rows and player cards stay,
// with their marks as classes and each part refilled only when what it shows changed.
// A tile keeps its face in the middle band and every marker (name, seen mark, alien, rockets)
// in the bands above and below it, so that in the teaching view no marker covers a face.
import { h, keyed, refill, s, setAttr } from "../dom.js";

const CELL = 60;
const SHORT = { alphatite: "A", betamite: "B", gammatite: "G", deltamite: "D", omnidium: "Ω" };
const INCIDENT_SHORT = {
  mineral_scan: "Scan", sabotage: "Sabotage", rocket_acquisition: "Rocket+",
  pirate_attack: "Pirates", meteor_storm: "Storm", alien_encounter: "Alien",
};

const title = (word) => word.charAt(0).toUpperCase() + word.slice(1);

const BOARDS = new WeakMap();

/** Draw the Delta V position into container (built on the first call, then updated in place). */
export function drawDeltaV(container, doc) {
  let ui = BOARDS.get(container);
  if (!ui || ui.root.parentNode !== container) {
    ui = skeleton();
    container.replaceChildren(ui.root);
    BOARDS.set(container, ui);
  }
  update(ui, doc.view, doc.status);
}

function skeleton() {
  const ui = {
    cells: s("g", { class: "dv-cells" }),
    status: h("div", { class: "dv-field-status" }),
    attempt: h("div", { class: "dv-attempt-slot" }),
    contracts: h("div", { class: "dv-contracts" }),
    players: h("div", { class: "dv-players" }),
  };
  ui.field = s("svg", { class: "dv-field", role: "img", "aria-label": "Asteroid field" }, ui.cells);
  ui.wrap = h("div", { class: "dv-field-wrap" }, ui.field, ui.status);
  ui.root = h("div", { class: "dv-board" }, ui.wrap,
    h("div", { class: "dv-info" }, ui.attempt,
      h("div", { class: "dv-section" }, h("div", { class: "dv-section-title" }, "Contracts"), ui.contracts),
      h("div", { class: "dv-section" }, h("div", { class: "dv-section-title" }, "Players"), ui.players)));
  return ui;
}

function update(ui, v, status) {
  const size = v.n * CELL;
  setAttr(ui.field, "viewBox", `-4 -4 ${size + 8} ${size + 8}`);
  // the field's width follows its number of columns (style.css), so a large grid stays legible
  setAttr(ui.wrap, "style", `--dv-n: ${v.n}`);
  // the tiles picked so far in a choice of several tiles (a survey's three, say), if the
  // observation lists them: a picked cell is a new object, so only those cells redraw
  const picks = new Set(v.picks || []);
  const cells = picks.size ? v.cells.map((c, i) => (picks.has(i) ? { ...c, picked: true } : c)) : v.cells;
  keyed(ui.cells, cells, (c) => c.id, cell);
  const where = v.alien >= 0 ? v.cells[v.alien].name : "beside the field";
  const line = [v.turn, where, v.aliens_revealed, v.alien_limit, v.over, v.end_reason];
  refill(ui.status, JSON.stringify(line), () => fieldStatus(...line));
  const a = v.attempt;
  const needs = a ? v.contracts[a.contract].needs : null;
  refill(ui.attempt, JSON.stringify([a, needs, v.seats]), () => attemptBox(a, needs, v.seats));
  // a contract row and a player card stay; their marks are classes, their parts refilled alone
  const active = a ? a.contract : -1;
  const rows = keyed(ui.contracts, v.contracts, (k) => k.id, () => h("div", { class: "dv-contract" }), (k) => k.id);
  v.contracts.forEach((k, i) => unlessSame(rows[i], [k, k.index === active, k.owner >= 0 ? v.seats[k.owner] : ""], updateContract));
  const cards = keyed(ui.players, v.players, (p) => p.seat, playerCard, (p) => String(p.seat));
  v.players.forEach((p, i) => unlessSame(cards[i], [p, p.seat === v.current, status.decider === p.seat, v.winners.includes(p.seat)], updatePlayer));
}

/** What each contract row and player card was last drawn from. */
const DRAWN = new WeakMap();

/** update(el, ...args) unless el was drawn from the very same arguments (a part of the
 * document that did not change is the same object from step to step). */
function unlessSame(el, args, update) {
  const last = DRAWN.get(el);
  if (last && last.length === args.length && last.every((a, i) => a === args[i])) return;
  DRAWN.set(el, args);
  update(el, ...args);
}

// -- the asteroid field -------------------------------------------------------------------------

function cell(c) {
  const classes = ["dv-cell", `dv-${c.tile}`];
  if (c.seen) classes.push("dv-seen");
  if (c.tile === "down" && c.face && !c.seen) classes.push("dv-peek");
  if (c.attempt) classes.push("dv-attempt");
  if (c.picked) classes.push("dv-picked");
  const station = c.tile === "station";
  const g = s("g", { class: classes.join(" "), "data-target": c.id, "data-name": c.name, transform: `translate(${c.c * CELL},${c.r * CELL})` },
    s("rect", { class: "dv-tile", x: 2, y: 2, width: CELL - 4, height: CELL - 4, rx: 7 }));
  if (station) {
    // the docking ring runs inside the tile's edge, so the rockets inside it have the room
    g.append(s("rect", { class: "dv-station-ring", x: 6, y: 6, width: CELL - 12, height: CELL - 12, rx: 12 }),
      s("text", { class: "dv-station-label", x: CELL / 2, y: 18, "text-anchor": "middle" }, "Station"));
  }
  if (c.face) g.append(faceMark(c.face, c.tile === "down"));
  if (c.seen) g.append(s("text", { class: "dv-seen-mark", x: CELL - 5, y: 13, "text-anchor": "end" }, "◉", s("title", {}, "You have seen this face")));
  if (c.picked) g.append(s("text", { class: "dv-picked-mark", "data-role": "picked", x: CELL - 5, y: CELL - 5, "text-anchor": "end" }, "✓", s("title", {}, "Picked")));
  if (!station) g.append(s("text", { class: "dv-name", x: 5, y: 13 }, c.name));
  g.append(rockets(c.rockets || [], station));
  if (c.alien) g.append(alien());
  return g;
}

/** The face band: between the name (top) and the rockets (bottom). */
const FACE_TOP = 16;
const FACE_BOTTOM = 41;

function faceMark(face, hidden) {
  // a face-down tile whose face this viewer knows is drawn a little smaller and dashed
  const inset = hidden ? 9 : 7;
  const w = CELL - 2 * inset;
  const top = FACE_TOP + (hidden ? 1 : 0);
  const height = FACE_BOTTOM - FACE_TOP - (hidden ? 2 : 0);
  const cls = face.kind === "mineral" ? `dv-face dv-m-${face.mineral}` : `dv-face dv-inc dv-inc-${face.kind}`;
  const g = s("g", { class: hidden ? "dv-face-known" : "dv-face-up" },
    s("rect", { class: cls, x: inset, y: top, width: w, height, rx: 5 }));
  const middle = (FACE_TOP + FACE_BOTTOM) / 2;
  if (face.kind === "mineral") {
    g.append(s("text", { class: "dv-face-text", x: CELL / 2, y: middle + 5, "text-anchor": "middle" },
      `${SHORT[face.mineral] || "?"}${face.value}`));
    g.append(s("title", {}, `${title(face.mineral)} ${face.value}`));
  } else {
    const word = INCIDENT_SHORT[face.kind] || face.name;
    g.append(s("text", { class: "dv-face-text dv-inc-text", x: CELL / 2, y: middle + 3.5, "text-anchor": "middle", ...fitText(word, w - 4) }, word));
    g.append(s("title", {}, face.name));
  }
  return g;
}

/** SVG text attributes that squeeze a word into `room` units when its natural width (about
 * 0.62 em per letter of the 9-unit incident font) would overflow the face box. */
function fitText(word, room) {
  return word.length * 9 * 0.62 > room ? { textLength: room, lengthAdjust: "spacingAndGlyphs" } : {};
}

function rockets(counts, station) {
  const g = s("g", { class: "dv-rockets" });
  const fleets = counts.map((k, p) => [p, k]).filter(([, k]) => k);
  fleets.forEach(([p, k], slot) => {
    // on the station the fleets sit centred inside the ring, the count below each rocket;
    // elsewhere in the band below the face, the count beside each rocket (four fit)
    const wide = station ? 8 : 7;
    const step = station ? 10 : 13.5;
    const x = station ? (CELL - (fleets.length * step - (step - wide))) / 2 + slot * step : 3 + slot * step;
    const top = station ? 23 : 44;
    const body = station ? `M${x} ${top + 9} l${wide / 2} -9 l${wide / 2} 9 v9 h${-wide} z` : `M${x} ${top + 5} l${wide / 2} -5 l${wide / 2} 5 v7 h${-wide} z`;
    const count = station ? { x: x + wide / 2, y: top + 27, "text-anchor": "middle" } : { x: x + wide + 0.5, y: top + 12 };
    g.append(s("g", { class: `dv-rocket dw-seat-${p}`, "data-seat": p, "data-count": k },
      s("path", { class: "dv-rocket-body", d: body }),
      s("title", {}, `${k} rocket${k > 1 ? "s" : ""} of Player ${p + 1}`),
      s("text", { class: "dv-rocket-count", ...count }, String(k))));
  });
  return g;
}

function alien() {
  // in the top band, between the name and the seen mark
  return s("g", { class: "dv-alien", "data-role": "alien" },
    s("ellipse", { cx: 37, cy: 8.5, rx: 7, ry: 5.5 }),
    s("circle", { class: "dv-alien-eye", cx: 34.5, cy: 7.5, r: 1.4 }),
    s("circle", { class: "dv-alien-eye", cx: 39.5, cy: 7.5, r: 1.4 }),
    s("title", {}, "The alien: rockets here cannot move; the tile cannot be revealed or surveyed"));
}

function fieldStatus(turn, where, revealed, limit, over, reason) {
  return [`Turn ${turn} · Alien ${where} · Alien Encounters revealed ${revealed} of ${limit}`,
    over ? h("strong", {}, ` · Game over: ${reason}`) : null];
}

// -- contracts and the attempt in progress -------------------------------------------------------

function mineralChip(mineral, extra = "", attrs = {}) {
  return h("span", { class: `dv-chip dv-m-${mineral} ${extra}`, title: title(mineral), ...attrs }, SHORT[mineral] || mineral);
}

function updateContract(row, k, active, ownerName) {
  setAttr(row, "data-target", k.id);
  row.classList.toggle("dv-done", k.owner >= 0);
  row.classList.toggle("dv-active", active);
  refill(row, JSON.stringify([k.index, k.needs, k.owner, ownerName]), () => [
    h("span", { class: "dv-k" }, `#${k.index + 1}`),
    k.needs.map((m) => mineralChip(m)),
    k.owner >= 0 ? h("span", { class: `dv-owner dw-seat-${k.owner}`, title: `Fulfilled by ${ownerName}` },
      h("span", { class: "dw-swatch" }), `✓ ${ownerName}`) : null]);
}

function attemptBox(a, need, seats) {
  if (!a) return h("div", { class: "dv-attempt-none" }, "No contract attempt under way.");
  return h("div", { class: "dv-section dv-attempt-box", "data-role": "attempt" },
    h("div", { class: "dv-section-title" }, `${seats[a.player]} is trying contract #${a.contract + 1}`),
    h("div", {}, "Needs ", need.map((m) => mineralChip(m)), " · matched ",
      a.matched.length ? a.matched.map((m) => mineralChip(m)) : "nothing yet"),
    a.bid ? h("div", {}, `${seats[a.bid.player]} bid up with `, mineralChip(a.bid.mineral), ": reveal a matching tile.") : null);
}

// -- the players ----------------------------------------------------------------------------------

function playerCard(p) {
  const part = (cls) => h("div", { class: cls });
  const card = h("div", { class: `dv-player dw-seat-${p.seat}`, "data-target": `p${p.seat}` },
    part("dv-player-head"), part("dv-row"), part("dv-row"), part("dv-row"), part("dv-row"), part("dv-row"));
  return card;
}

/** Bring a player card up to date, one part at a time (a score change redraws the head only). */
function updatePlayer(card, p, current, deciding, winner) {
  card.classList.toggle("dv-current", current);
  card.classList.toggle("dv-deciding", deciding);
  card.classList.toggle("dv-winner", winner);
  const [head, pieces, bribes, incidents, tiles, contracts] = card.children;
  refill(head, JSON.stringify([p.name, p.score, current, winner]), () => [
    h("span", { class: "dw-swatch" }), h("strong", {}, p.name),
    current ? h("span", { class: "dw-tag" }, "turn") : null, winner ? h("span", { class: "dw-tag" }, "winner") : null,
    h("span", { class: "dv-score", title: "Collected values minus the penalty for spent bribes" }, `${p.score} pts`)]);
  refill(pieces, JSON.stringify([p.shipyard, p.in_play, p.spent]), () =>
    `Shipyard ${p.shipyard} · in play ${p.in_play} · spent bribes ${p.spent}`);
  refill(bribes, JSON.stringify(p.bribes), () => [h("span", { class: "dv-label" }, "Bribes "),
    p.bribes.length ? p.bribes.map((b) => mineralChip(b.mineral, b.spent ? "dv-spent" : "", { "data-target": b.id, title: `${title(b.mineral)} bribe${b.spent ? " (spent)" : ""}` })) : "none"]);
  refill(incidents, JSON.stringify(p.incidents), () => [h("span", { class: "dv-label" }, "Incidents "),
    p.incidents.length ? p.incidents.map((i) => h("span", {
      class: `dv-chip dv-inc-chip dv-inc-${i.kind} ${i.fresh ? "dv-fresh" : ""}`, "data-target": i.id,
      title: i.fresh ? `${i.name} (gained this turn: usable from a later turn)` : i.name,
    }, INCIDENT_SHORT[i.kind] || i.name)) : "none"]);
  refill(tiles, JSON.stringify(p.tiles), () => [h("span", { class: "dv-label" }, "Tiles "),
    p.tiles.length ? p.tiles.map((t) => h("span", { class: `dv-chip dv-m-${t.counted_as}`, title: `${title(t.mineral)} ${t.value}, counted as ${title(t.counted_as)}` },
      `${SHORT[t.mineral] || "?"}${t.value}`)) : "none"]);
  refill(contracts, JSON.stringify(p.contracts), () => [h("span", { class: "dv-label" }, "Contracts "),
    p.contracts.length ? p.contracts.map((k) => `#${k + 1}`).join(" ") : "none"]);
}

// -- what an element is (the tip on hovering it) -------------------------------------------------

/** One sentence saying what the element ``id`` shows, from the document alone. */
export function describeDeltaV(doc, id) {
  const v = doc.view;
  const kind = id.charAt(0);
  if (kind === "c") {
    const i = Number(id.slice(1));
    return describeCell(v, v.cells[i], (v.picks || []).includes(i));
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
    return `${p.name}: ${p.score} points; ${p.shipyard} rockets in the shipyard, ${p.in_play} in play; ` +
      `${unspent} of ${p.bribes.length} bribe counters unspent; ${p.contracts.length} contracts fulfilled.`;
  }
  for (const p of v.players) {
    const b = p.bribes.find((x) => x.id === id);
    if (b) return `${p.name}'s ${title(b.mineral)} bribe counter, ${b.spent ? "spent" : "not spent"}.`;
    const i = p.incidents.find((x) => x.id === id);
    if (i) return `${p.name}'s ${i.name} incident tile${i.fresh ? ", gained this turn (usable from a later turn)" : ""}.`;
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
  const fleets = (c.rockets || []).map((k, p) => (k ? `${v.seats[p]} ${k}` : null)).filter(Boolean);
  return `${c.name}: ${what}` + (fleets.length ? `; rockets: ${fleets.join(", ")}` : "") +
    (c.alien ? "; the alien is here" : "") + (picked ? "; picked" : "") + ".";
}

function faceName(face) {
  return face.kind === "mineral" ? `${title(face.mineral)} ${face.value}` : face.name;
}
