// Delta V board: the asteroid field as SVG, then contracts and one card per player as HTML.
// It draws doc.view only; every clickable element carries, as data-target, the "id" the
// observation gives it (spaces c<cell>, contracts k<n>, players p<seat>, bribe counters and
// incident tiles as view.py names them): the same ids game.targets() returns.
// The board is built once per container and then updated in place: a space is redrawn only when
// its data changed (keyed by its id, compared by its JSON); contract rows and player cards stay,
// with their marks as classes and each part refilled only when what it shows changed.
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
  ui.root = h("div", { class: "dv-board" },
    h("div", { class: "dv-field-wrap" }, ui.field, ui.status),
    h("div", { class: "dv-info" }, ui.attempt,
      h("div", { class: "dv-section" }, h("div", { class: "dv-section-title" }, "Contracts"), ui.contracts),
      h("div", { class: "dv-section" }, h("div", { class: "dv-section-title" }, "Players"), ui.players)));
  return ui;
}

function update(ui, v, status) {
  const size = v.n * CELL;
  setAttr(ui.field, "viewBox", `-4 -4 ${size + 8} ${size + 8}`);
  keyed(ui.cells, v.cells, (c) => c.id, cell);
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
  const station = c.tile === "station";
  const g = s("g", { class: classes.join(" "), "data-target": c.id, "data-name": c.name, transform: `translate(${c.c * CELL},${c.r * CELL})` },
    s("rect", { class: "dv-tile", x: 2, y: 2, width: CELL - 4, height: CELL - 4, rx: 7 }));
  if (station) {
    // the docking ring runs inside the tile's edge, so the rockets inside it have the room
    g.append(s("rect", { class: "dv-station-ring", x: 6, y: 6, width: CELL - 12, height: CELL - 12, rx: 12 }),
      s("text", { class: "dv-station-label", x: CELL / 2, y: 18, "text-anchor": "middle" }, "Station"));
  }
  if (c.face) g.append(faceMark(c.face, c.tile === "down"));
  if (c.seen) g.append(s("text", { class: "dv-seen-mark", x: CELL - 7, y: 14, "text-anchor": "end" }, "◉"));
  if (!station) g.append(s("text", { class: "dv-name", x: 6, y: 13 }, c.name));
  g.append(rockets(c.rockets || [], station));
  if (c.alien) g.append(alien());
  return g;
}

function faceMark(face, hidden) {
  // a face-down tile whose face this viewer knows is drawn smaller and dashed
  const inset = hidden ? 12 : 8;
  const w = CELL - 2 * inset;
  const cls = face.kind === "mineral" ? `dv-face dv-m-${face.mineral}` : `dv-face dv-inc dv-inc-${face.kind}`;
  const g = s("g", { class: hidden ? "dv-face-known" : "dv-face-up" },
    s("rect", { class: cls, x: inset, y: inset + 4, width: w, height: w - 4, rx: 5 }));
  if (face.kind === "mineral") {
    g.append(s("text", { class: "dv-face-text", x: CELL / 2, y: CELL / 2 + 6, "text-anchor": "middle" },
      `${SHORT[face.mineral] || "?"}${face.value}`));
    g.append(s("title", {}, `${title(face.mineral)} ${face.value}`));
  } else {
    const word = INCIDENT_SHORT[face.kind] || face.name;
    g.append(s("text", { class: "dv-face-text dv-inc-text", x: CELL / 2, y: CELL / 2 + 5, "text-anchor": "middle", ...fitText(word, w - 4) }, word));
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
  // on the station the fleets sit centred inside the ring, a little narrower so that four fit
  // with a gap; elsewhere along the tile's bottom left
  const [wide, step] = station ? [8, 10] : [10, 11];
  const x0 = station ? (CELL - (fleets.length * step - (step - wide))) / 2 : 5;
  const top = station ? 23 : 29;
  fleets.forEach(([p, k], slot) => {
    const x = x0 + slot * step;
    g.append(s("g", { class: `dv-rocket dw-seat-${p}`, "data-seat": p, "data-count": k },
      s("path", { class: "dv-rocket-body", d: `M${x} ${top + 9} l${wide / 2} -9 l${wide / 2} 9 v9 h${-wide} z` }),
      s("title", {}, `${k} rocket${k > 1 ? "s" : ""} of seat ${p + 1}`),
      s("text", { class: "dv-rocket-count", x: x + wide / 2, y: top + 27, "text-anchor": "middle" }, String(k))));
  });
  return g;
}

function alien() {
  return s("g", { class: "dv-alien", "data-role": "alien" },
    s("ellipse", { cx: 45, cy: 40, rx: 10, ry: 8 }),
    s("circle", { class: "dv-alien-eye", cx: 41, cy: 38, r: 2 }),
    s("circle", { class: "dv-alien-eye", cx: 49, cy: 38, r: 2 }),
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
  if (!a) return null;
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
