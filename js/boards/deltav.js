// Delta V board: the asteroid field as SVG, then contracts and one card per player as HTML.
// It draws doc.view only; every clickable element carries, as data-target, the "id" the
// observation gives it (spaces c<cell>, contracts k<n>, players p<seat>, bribe counters and
// incident tiles as view.py names them): the same ids game.targets() returns.
import { h, s } from "../dom.js";

const CELL = 60;
const SHORT = { alphatite: "A", betamite: "B", gammatite: "G", deltamite: "D", omnidium: "Ω" };
const INCIDENT_SHORT = {
  mineral_scan: "Scan", sabotage: "Sabotage", rocket_acquisition: "Rocket+",
  pirate_attack: "Pirates", meteor_storm: "Storm", alien_encounter: "Alien",
};

const title = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/** Draw the whole Delta V position into container. */
export function drawDeltaV(container, doc) {
  const v = doc.view;
  container.replaceChildren(
    h("div", { class: "dv-board" },
      h("div", { class: "dv-field-wrap" }, field(v), fieldStatus(v)),
      h("div", { class: "dv-info" }, attemptBox(v), contracts(v), players(v, doc.status))));
}

// -- the asteroid field -------------------------------------------------------------------------

function field(v) {
  const size = v.n * CELL;
  return s("svg", { class: "dv-field", viewBox: `-4 -4 ${size + 8} ${size + 8}`, role: "img", "aria-label": "Asteroid field" },
    v.cells.map((c) => cell(v, c)));
}

function cell(v, c) {
  const classes = ["dv-cell", `dv-${c.tile}`];
  if (c.seen) classes.push("dv-seen");
  if (c.tile === "down" && c.face && !c.seen) classes.push("dv-peek");
  if (c.attempt) classes.push("dv-attempt");
  const g = s("g", { class: classes.join(" "), "data-target": c.id, "data-name": c.name, transform: `translate(${c.c * CELL},${c.r * CELL})` },
    s("rect", { class: "dv-tile", x: 2, y: 2, width: CELL - 4, height: CELL - 4, rx: 7 }));
  if (c.tile === "station") {
    g.append(s("circle", { class: "dv-station-ring", cx: CELL / 2, cy: CELL / 2, r: 20 }),
      s("text", { class: "dv-station-label", x: CELL / 2, y: 20, "text-anchor": "middle" }, "Station"));
  }
  if (c.face) g.append(faceMark(c.face, c.tile === "down"));
  if (c.seen) g.append(s("text", { class: "dv-seen-mark", x: CELL - 7, y: 14, "text-anchor": "end" }, "◉"));
  g.append(s("text", { class: "dv-name", x: 6, y: 13 }, c.tile === "station" ? "" : c.name));
  g.append(rockets(c.rockets || []));
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
    g.append(s("text", { class: "dv-face-text dv-inc-text", x: CELL / 2, y: CELL / 2 + 5, "text-anchor": "middle" },
      INCIDENT_SHORT[face.kind] || face.name));
    g.append(s("title", {}, face.name));
  }
  return g;
}

function rockets(counts) {
  const g = s("g", { class: "dv-rockets" });
  let slot = 0;
  counts.forEach((k, p) => {
    if (!k) return;
    const x = 5 + slot * 12;
    slot += 1;
    g.append(s("g", { class: `dv-rocket dw-seat-${p}`, "data-seat": p, "data-count": k },
      s("path", { class: "dv-rocket-body", d: `M${x} 38 l5 -9 l5 9 v9 h-10 z` }),
      s("title", {}, `${k} rocket${k > 1 ? "s" : ""} of seat ${p + 1}`),
      s("text", { class: "dv-rocket-count", x: x + 5, y: 56, "text-anchor": "middle" }, String(k))));
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

function fieldStatus(v) {
  const where = v.alien >= 0 ? v.cells[v.alien].name : "beside the field";
  return h("div", { class: "dv-field-status" },
    `Turn ${v.turn} · Alien ${where} · Alien Encounters revealed ${v.aliens_revealed} of ${v.alien_limit}`,
    v.over ? h("strong", {}, ` · Game over: ${v.end_reason}`) : null);
}

// -- contracts and the attempt in progress -------------------------------------------------------

function mineralChip(mineral, extra = "", attrs = {}) {
  return h("span", { class: `dv-chip dv-m-${mineral} ${extra}`, title: title(mineral), ...attrs }, SHORT[mineral] || mineral);
}

function contracts(v) {
  const active = v.attempt ? v.attempt.contract : -1;
  return h("div", { class: "dv-section" },
    h("div", { class: "dv-section-title" }, "Contracts"),
    h("div", { class: "dv-contracts" }, v.contracts.map((k) => {
      const cls = ["dv-contract", k.owner >= 0 ? "dv-done" : "", k.index === active ? "dv-active" : ""].join(" ");
      return h("div", { class: cls, "data-target": k.id },
        h("span", { class: "dv-k" }, `#${k.index + 1}`),
        k.needs.map((m) => mineralChip(m)),
        k.owner >= 0 ? h("span", { class: `dv-owner dw-seat-${k.owner}` }, h("span", { class: "dw-swatch" }), v.seats[k.owner]) : null);
    })));
}

function attemptBox(v) {
  const a = v.attempt;
  if (!a) return null;
  const need = v.contracts[a.contract].needs;
  return h("div", { class: "dv-section dv-attempt-box", "data-role": "attempt" },
    h("div", { class: "dv-section-title" }, `${v.seats[a.player]} is trying contract #${a.contract + 1}`),
    h("div", {}, "Needs ", need.map((m) => mineralChip(m)), " · matched ",
      a.matched.length ? a.matched.map((m) => mineralChip(m)) : "nothing yet"),
    a.bid ? h("div", {}, `${v.seats[a.bid.player]} bid up with `, mineralChip(a.bid.mineral), ": reveal a matching tile.") : null);
}

// -- the players ----------------------------------------------------------------------------------

function players(v, status) {
  return h("div", { class: "dv-section" },
    h("div", { class: "dv-section-title" }, "Players"),
    h("div", { class: "dv-players" }, v.players.map((p) => playerCard(v, p, status))));
}

function playerCard(v, p, status) {
  const current = p.seat === v.current;
  const deciding = status.decider === p.seat;
  const winner = v.winners.includes(p.seat);
  const cls = ["dv-player", `dw-seat-${p.seat}`, current ? "dv-current" : "", deciding ? "dv-deciding" : "", winner ? "dv-winner" : ""].join(" ");
  return h("div", { class: cls, "data-target": `p${p.seat}` },
    h("div", { class: "dv-player-head" }, h("span", { class: "dw-swatch" }), h("strong", {}, p.name),
      current ? h("span", { class: "dw-tag" }, "turn") : null, winner ? h("span", { class: "dw-tag" }, "winner") : null,
      h("span", { class: "dv-score", title: "Collected values minus the penalty for spent bribes" }, `${p.score} pts`)),
    h("div", { class: "dv-row" }, `Shipyard ${p.shipyard} · in play ${p.in_play} · spent bribes ${p.spent}`),
    h("div", { class: "dv-row" }, h("span", { class: "dv-label" }, "Bribes "),
      p.bribes.length ? p.bribes.map((b) => mineralChip(b.mineral, b.spent ? "dv-spent" : "", { "data-target": b.id, title: `${title(b.mineral)} bribe${b.spent ? " (spent)" : ""}` })) : "none"),
    h("div", { class: "dv-row" }, h("span", { class: "dv-label" }, "Incidents "),
      p.incidents.length ? p.incidents.map((i) => h("span", {
        class: `dv-chip dv-inc-chip dv-inc-${i.kind} ${i.fresh ? "dv-fresh" : ""}`, "data-target": i.id,
        title: i.fresh ? `${i.name} (gained this turn: usable from a later turn)` : i.name,
      }, INCIDENT_SHORT[i.kind] || i.name)) : "none"),
    h("div", { class: "dv-row" }, h("span", { class: "dv-label" }, "Tiles "),
      p.tiles.length ? p.tiles.map((t) => h("span", { class: `dv-chip dv-m-${t.counted_as}`, title: `${title(t.mineral)} ${t.value}, counted as ${title(t.counted_as)}` },
        `${SHORT[t.mineral] || "?"}${t.value}`)) : "none"),
    h("div", { class: "dv-row" }, h("span", { class: "dv-label" }, "Contracts "),
      p.contracts.length ? p.contracts.map((k) => `#${k + 1}`).join(" ") : "none"));
}
