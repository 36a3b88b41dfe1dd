// Delta V board: the asteroid field as SVG, then contracts and one card per player as HTML.
// It draws doc.view only; every clickable element carries, as data-target, the "id" the
// observation gives it (spaces c<cell>, contracts k<n>, players p<seat>, bribe counters and
// incident tiles as view.py names them): the same ids game.targets() returns.
// The field is drawn as the game looks: dark space, face-down tiles as asteroids, face-up
// tiles as printed tiles with their mineral's gem and value, the station, the players' rockets
// and the alien as the pieces every board shares (pieces.js).
// The board is built once per container and then updated in place (mount.js): a space is
// redrawn only when its data changed (keyed by its id, compared by its JSON); contract rows and
// player cards stay, with their marks as classes and each part refilled only when what it
// shows changed.
// A tile keeps its face in the middle band and every marker (name, seen mark, alien, rockets)
// in the bands above and below it, so that in the teaching view no marker covers a face.
import { h, keyed, refill, s, setAttr } from "../dom.js";
import { mount, unlessSame } from "./mount.js";
import { icon, legend, piece } from "./pieces.js";
import { plural, title } from "./text.js";

const CELL = 60;
const SHORT = { alphatite: "A", betamite: "B", gammatite: "G", deltamite: "D", omnidium: "Ω" };
const INCIDENT_SHORT = {
  mineral_scan: "Scan", sabotage: "Sabotage", rocket_acquisition: "Rocket+",
  pirate_attack: "Pirates", meteor_storm: "Storm", alien_encounter: "Alien",
};
const MINERALS = ["alphatite", "betamite", "gammatite", "deltamite", "omnidium"];

/** Draw the Delta V position into container (built on the first call, then updated in place). */
export function drawDeltaV(container, doc, side) {
  const v = doc.view;
  const ui = mount(container, String(v.n), () => skeleton(v.n), side);
  update(ui, v, doc.status);
}

/** Columns from which a field is a large one. */
const LARGE_GRID = 10;

function skeleton(n) {
  const ui = {
    cells: s("g", { class: "dv-cells" }),
    status: h("div", { class: "dv-field-status" }),
    attempt: h("div", { class: "dv-attempt-slot" }),
    contracts: h("div", { class: "dv-contracts" }),
    players: h("div", { class: "dv-players" }),
  };
  const size = n * CELL;
  ui.field = s("svg", { class: "dv-field dw-drawing", role: "img", "aria-label": "Asteroid field", viewBox: `-4 -4 ${size + 8} ${size + 8}` },
    space(size), ui.cells);
  ui.root = h("div", { class: n >= LARGE_GRID ? "dv-board dv-large" : "dv-board", style: `--dv-n: ${n}` }, ui.field, ui.status, fieldLegend());
  ui.info = h("div", { class: "dv-info" }, ui.attempt,
    h("div", { class: "dv-section" }, h("div", { class: "dv-section-title" }, "Contracts"), ui.contracts),
    h("div", { class: "dv-section" }, h("div", { class: "dv-section-title" }, "Players"), ui.players));
  return ui;
}

/** The field's backdrop: deep space with a scatter of stars (the same for a field of a size). */
function space(size) {
  const stars = [];
  let seed = 7 + size;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < Math.round(size / 6); i += 1) {
    stars.push(s("circle", { class: "dv-star", cx: (next() * size).toFixed(1), cy: (next() * size).toFixed(1), r: (0.4 + next() * 0.9).toFixed(2) }));
  }
  return s("g", { class: "dv-space" }, s("rect", { class: "dw-backdrop dv-space-fill", x: -4, y: -4, width: size + 8, height: size + 8, rx: 8 }), stars);
}

function fieldLegend() {
  return legend([
    ...MINERALS.map((m) => ["mineral", `dw-pc-${m}`, title(m)]),
    ["asteroid", "", "face-down tile (an asteroid)"],
    ["station", "", "the station"], ["rocket", "dw-seat-0", "rocket (its count beside it)"], ["alien", "", "the alien"],
  ]);
}

function update(ui, v, status) {
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

// -- the asteroid field -------------------------------------------------------------------------

/** An asteroid's outline inside a cell: a lumpy rock, its lumps the same for a cell every time. */
function rockPoints(i) {
  const pts = [];
  let seed = 97 + i * 131;
  for (let k = 0; k < 11; k += 1) {
    seed = (seed * 16807) % 2147483647;
    const a = (Math.PI * 2 * k) / 11;
    const r = 23 + (seed / 2147483647) * 4.5;
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
  const g = s("g", { class: classes.join(" "), "data-target": c.id, "data-name": c.name, transform: `translate(${c.c * CELL},${c.r * CELL})` },
    // the whole space takes the clicks, and shows when it is playable
    s("rect", { class: "dv-tile", x: 1.5, y: 1.5, width: CELL - 3, height: CELL - 3, rx: 7 }));
  const i = Number(String(c.id).slice(1));
  if (c.tile === "down") {
    g.append(s("polygon", { class: "dw-shape dv-rock", points: rockPoints(i) }),
      s("circle", { class: "dv-crater", cx: 20, cy: 36, r: 3.5 }), s("circle", { class: "dv-crater", cx: 42, cy: 22, r: 2.5 }));
  } else if (c.tile === "up") {
    g.append(s("rect", { class: "dw-shape dv-printed", x: 5, y: 5, width: CELL - 10, height: CELL - 10, rx: 5 }));
  } else if (station) {
    g.append(s("rect", { class: "dw-shape dv-dock", x: 4, y: 4, width: CELL - 8, height: CELL - 8, rx: 12 }),
      piece("station", { x: CELL / 2, y: 23, scale: 1.35, title: "The station" }));
  } else {
    g.append(s("rect", { class: "dw-shape dv-void", x: 6, y: 6, width: CELL - 12, height: CELL - 12, rx: 6 }));
  }
  if (c.face) g.append(faceMark(c.face, c.tile === "down"));
  if (c.seen) g.append(s("text", { class: "dv-seen-mark", x: CELL - 5, y: 13, "text-anchor": "end" }, "◉", s("title", {}, "You have seen this face")));
  if (c.picked) g.append(s("text", { class: "dv-picked-mark", "data-role": "picked", x: CELL - 5, y: CELL - 5, "text-anchor": "end" }, "✓", s("title", {}, "Picked")));
  if (!station) {
    g.append(s("rect", { class: "dw-plate", x: 3, y: 3, width: 7 + 6.2 * String(c.name).length, height: 12.5, rx: 2.5 }),
      s("text", { class: "dv-name", x: 6, y: 12.5 }, c.name));
  }
  g.append(rockets(c.rockets || [], station));
  // the alien: large on a tile with no face drawn, small in the top band beside the name when
  // a face fills the middle band (no marker covers a face)
  const at = c.face ? { x: 41, y: 9, scale: 0.6 } : { x: 38, y: 24, scale: 0.95 };
  if (c.alien) g.append(piece("alien", { ...at, cls: "dv-alien", title: "The alien: rockets here cannot move; the tile cannot be revealed or surveyed" }));
  return g;
}

/** The face band: between the name (top) and the rockets (bottom). */
const FACE_TOP = 16;
const FACE_BOTTOM = 41;

function faceMark(face, hidden) {
  // a face-down tile whose face this viewer knows shows it on a dashed plate over the rock
  const inset = hidden ? 9 : 8;
  const w = CELL - 2 * inset;
  const top = FACE_TOP + (hidden ? 1 : 0);
  const height = FACE_BOTTOM - FACE_TOP - (hidden ? 2 : 0);
  const middle = (FACE_TOP + FACE_BOTTOM) / 2;
  const g = s("g", { class: hidden ? "dv-face-known" : "dv-face-up", "data-role": "face" },
    s("rect", { class: `dv-face ${face.kind === "mineral" ? `dv-m-${face.mineral}` : `dv-inc dv-inc-${face.kind}`}`, x: inset, y: top, width: w, height, rx: 5 }));
  if (face.kind === "mineral") {
    g.append(piece("mineral", { x: inset + 11, y: middle, scale: 0.85, cls: `dw-pc-${face.mineral}` }),
      s("text", { class: "dv-face-text", x: inset + w - 4, y: middle + 5, "text-anchor": "end" }, `${SHORT[face.mineral] || "?"}${face.value}`),
      s("title", {}, `${title(face.mineral)} ${face.value}`));
  } else {
    const word = INCIDENT_SHORT[face.kind] || face.name;
    g.append(s("text", { class: "dv-face-text dv-inc-text", x: CELL / 2, y: middle + 3.5, "text-anchor": "middle", ...fitText(word, w - 4) }, word),
      s("title", {}, face.name));
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
  const step = fleets.length > 3 ? 13.5 : 17;
  fleets.forEach(([p, k], slot) => {
    // in the band below the face (on the station, below the station), a rocket and its count
    const x = (CELL - fleets.length * step) / 2 + slot * step + 5;
    const y = station ? 46 : 49.5; // below the face band (FACE_BOTTOM), a rocket 16 units high
    g.append(s("g", { class: `dv-rocket dw-seat-${p}`, "data-seat": p, "data-count": k },
      piece("rocket", { x, y, scale: 0.72, cls: `dw-seat-${p}` }),
      s("rect", { class: "dw-plate", x: x + 4.2, y: y - 1.5, width: 8.4, height: 11, rx: 2 }),
      s("text", { class: "dv-rocket-count", x: x + 8.4, y: y + 6.8, "text-anchor": "middle" }, String(k)),
      s("title", {}, `${plural(k, "rocket")} of Player ${p + 1}`)));
  });
  return g;
}

function fieldStatus(turn, where, revealed, limit, over, reason) {
  return [`Turn ${turn} · Alien ${where} · Alien Encounters revealed ${revealed} of ${limit}`,
    over ? h("strong", {}, ` · Game over: ${reason}`) : null];
}

// -- contracts and the attempt in progress -------------------------------------------------------

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
  // the station's name is what it is: say it once ("the station: the station" read badly)
  return (c.tile === "station" ? "The space station" : `${c.name}: ${what}`) + (fleets.length ? `; rockets: ${fleets.join(", ")}` : "") +
    (c.alien ? "; the alien is here" : "") + (picked ? "; picked" : "") + ".";
}

function faceName(face) {
  return face.kind === "mineral" ? `${title(face.mineral)} ${face.value}` : face.name;
}
