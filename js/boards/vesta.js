// Vesta Gold Rush board: the asteroid belt as SVG, then the turn in progress, the Space Saloon
// and one card per player as HTML. It draws doc.view only.
//
// The belt's places are fixed (pointy-top hexes from the axial coordinates q, r; q grows from the
// entry edge, where tiles come in, to the exit edge, where they leave). Three SVG layers:
// - tiles, keyed by their identity: a push moves every tile one column on, so a tile seen at
//   column q after p pushes is the tile at column q - p before them. A tile keeps its element,
//   and its element's CSS transform moves it, so the push slides the belt; a tile that leaves
//   (pushed out, destroyed) fades, a new one slides in from beyond the entry edge;
// - places: the clickable hexes (data-target h<n>, the ids game.targets() returns), with the
//   reach of the player acting (every place the actions left can get to) and the place names;
// - prospectors, keyed by seat, sliding the same way; each carries its place's id as its
//   data-target, so a click on a prospector is a click on the place it stands on.
// Face-down tiles show only a back: the view holds a face only for what the viewer may know.
import { h, keyed, refill, s, setAttr } from "../dom.js";
import { SQRT3, hexCentre, hexPoints } from "./hex.js";
import { mount } from "./mount.js";
import { icon, legend as pieceLegend, piece } from "./pieces.js";
import { plural } from "./text.js";

const SIZE = 30; // hex radius in SVG units
const PHASES = {
  act: "3.1 Actions", scan2: "3.1 Actions (Hyperscanner)", peek: "3.1 Actions (Gold Detector)",
  place: "5. Equipment cards (a displaced prospector)", trade: "3.2 Trading", draft: "3.2 Trading (an offer)",
  reply: "3.2 Trading (an offer)", bid: "3.2.1 Space Saloon (auction)", over: "Game over",
};
const FADE_MS = 650;

/** Pixel centre of the axial hex (q, r), pointy-top. */
const centre = (q, r) => hexCentre(q, r, SIZE);

const HEX = hexPoints(SIZE - 1);
const HALO = hexPoints(SIZE - 0.2);
const REACH = hexPoints(SIZE - 5);
const move = (el, x, y) => setAttr(el, "style", `transform: translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)`);

/** Draw the Vesta Gold Rush position into container (built once, then updated in place). */
export function drawVesta(container, doc, side) {
  const v = doc.view;
  const ui = mount(container, `${v.length}x${v.width}:${v.start.touches.join(",")}`, () => skeleton(v), side);
  update(ui, v, doc.status);
}

// -- the belt ------------------------------------------------------------------------------------

function skeleton(v) {
  const ui = {
    tiles: s("g", { class: "vg-tiles" }),
    places: s("g", { class: "vg-places" }),
    pros: s("g", { class: "vg-prospectors" }),
    status: h("div", { class: "vg-status", "data-role": "belt-status" }),
    turn: h("div", { class: "vg-turn-slot", "data-role": "turn-slot" }),
    saloon: h("div", { class: "vg-section", "data-role": "saloon" }),
    players: h("div", { class: "vg-players" }),
    live: new Map(), // tile key -> {el, sig}
  };
  const edges = edgeMarks(v);
  ui.startAt = edges.startAt;
  const box = viewBox(v);
  ui.belt = s("svg", { class: "vg-belt dw-drawing", viewBox: box, role: "img", "aria-label": "The asteroid belt" },
    s("rect", { class: "dw-backdrop vg-backdrop", ...Object.fromEntries(box.split(" ").map((n, i) => [["x", "y", "width", "height"][i], n])) }),
    edges.back, ui.tiles, ui.places, edges.front, ui.pros);
  keyed(ui.places, v.places, (p) => p.id, place, (p) => p.id);
  ui.placeEls = new Map(Array.from(ui.places.children, (el) => [el.getAttribute("data-target"), el]));
  ui.root = h("div", { class: "vg-board" }, h("div", { class: "vg-belt-box" }, ui.belt), ui.status, legend());
  ui.info = h("div", { class: "vg-info" }, ui.turn, ui.saloon,
    h("div", { class: "vg-section" }, h("div", { class: "vg-section-title" }, "Players"), ui.players));
  return ui;
}

function viewBox(v) {
  const xs = [];
  const ys = [];
  for (const p of v.places) {
    const [x, y] = centre(p.q, p.r);
    xs.push(x);
    ys.push(y);
  }
  // the edges' words lie in the belt's empty corners (edgeMarks): only the edges and the start
  // band need room round the hexes
  const half = (SIZE * SQRT3) / 2;
  const minX = Math.min(...xs) - half - 12;
  const minY = Math.min(...ys) - SIZE - 24;
  const w = Math.max(...xs) - Math.min(...xs) + 2 * half + 24;
  const hgt = Math.max(...ys) - Math.min(...ys) + 2 * SIZE + 30;
  return `${minX.toFixed(1)} ${minY.toFixed(1)} ${w.toFixed(1)} ${hgt.toFixed(1)}`;
}

/** The start area (a band along the places it touches), the entry edge (blue, where tiles
 * come in) and the exit edge (red, where they leave), with words saying so. */
function edgeMarks(v) {
  const at = new Map(v.places.map((p) => [p.id, p]));
  const half = (SIZE * SQRT3) / 2;
  const side = (ids, dx, dy) => ids.map((id) => {
    const p = at.get(id);
    const [x, y] = centre(p.q, p.r);
    return [x + dx, y + dy];
  });
  const line = (pts) => pts.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
  const entry = side(v.entry, -half - 3, 0);
  const exit = side(v.exit, half + 3, 0);
  const alongRow = v.start.touches.some((id) => at.get(id).q > 0);
  const band = alongRow ? side(v.start.touches, 0, -SIZE - 9) : side(v.start.touches, -half - 16, 0);
  // the words sit in the belt's empty corners, beside the edge they name: left of the entry
  // edge two thirds down it, right of the exit edge a quarter down
  const [ex, ey] = entry[Math.floor((entry.length * 2) / 3)];
  const [xx, xy] = exit[Math.floor(exit.length / 4)];
  const back = s("g", { class: "vg-edges" },
    s("polyline", { class: "vg-entry-edge", points: line(entry), "data-role": "entry-edge" },
      s("title", {}, "The entry edge: at each push a new column of tiles comes in here, face down")),
    s("polyline", { class: "vg-exit-edge", points: line(exit), "data-role": "exit-edge" },
      s("title", {}, "The exit edge: at each push the column here leaves the belt")),
    s("text", { class: "vg-edge-label vg-entry-label", x: ex - 8, y: ey + 4, "text-anchor": "end" }, "tiles enter →"),
    s("text", { class: "vg-edge-label vg-exit-label", x: xx + 8, y: xy + 4, "text-anchor": "start" }, "→ tiles leave"));
  // the label sits at the band's first end; prospectors waiting there spread along the rest
  const [sx, sy] = [band[0][0] + (alongRow ? 30 : 0), band[0][1] + (alongRow ? 0 : 30)];
  // the band is a thick line: a transparent box round it takes its clicks (32 units: 24 px on a belt at its least, 0.75 px a unit)
  const bx = band.map(([x]) => x);
  const by = band.map(([, y]) => y);
  const front = s("g", { class: "vg-start", "data-target": "start" },
    s("rect", { class: "dw-hit", x: Math.min(...bx) - 16, y: Math.min(...by) - 16, width: Math.max(...bx) - Math.min(...bx) + 32, height: Math.max(...by) - Math.min(...by) + 32 }),
    s("polyline", { class: "dw-halo vg-start-edge", points: line(band) }),
    s("polyline", { class: "dw-shape vg-start-band", points: line(band) }),
    s("rect", { class: "vg-start-plate", x: sx - 38, y: sy - 8.5, width: 76, height: 17, rx: 8 }),
    s("text", { class: "vg-start-label", x: sx, y: sy + 4.2, "text-anchor": "middle" }, "start area"));
  return { back, front, startAt: band };
}

/** A place: the fixed, clickable hex, with its name (names are on the board, tiles move). */
function place(p) {
  const [x, y] = centre(p.q, p.r);
  // the name sits on a light plate, so that it reads on every tile; the inner ring marks the reach
  return s("g", { class: "vg-place", "data-target": p.id, transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})` },
    s("polygon", { class: "dw-shape vg-place-shape", points: HEX }),
    s("polygon", { class: "vg-reach-ring", points: REACH }),
    s("rect", { class: "vg-name-plate", x: -12, y: -SIZE + 6, width: 24, height: 13.5, rx: 2 }),
    s("text", { class: "vg-name", x: 0, y: -SIZE + 17, "text-anchor": "middle" }, p.name));
}

function update(ui, v, status) {
  drawTiles(ui, v, v.pushes); // how far the belt has moved: Python counts it (view.py)
  markPlaces(ui, v);
  drawProspectors(ui, v);
  const line = statusLine(v, status);
  refill(ui.status, line, () => line);
  refill(ui.turn, JSON.stringify([v.offer, v.auction, v.phase, v.final, v.over, v.peeked, v.scanned, v.destroyed, v.end_reason]),
    () => turnBox(v));
  refill(ui.saloon, JSON.stringify([v.saloon, v.places.find((p) => p.id === v.saloon.place)?.name]), () => saloonBox(v));
  const cards = keyed(ui.players, v.players, (p) => p.seat, () => h("div", {}), (p) => String(p.seat));
  v.players.forEach((p, i) => {
    const args = [p, v.current === p.seat && !v.over, status.decider === p.seat, v.winners.includes(p.seat), v.order.indexOf(p.seat)];
    refill(cards[i], JSON.stringify(args), () => playerCard(cards[i], v, ...args));
  });
}

// -- tiles, keyed by identity -------------------------------------------------------------------

function drawTiles(ui, v, pushes) {
  const first = ui.live.size === 0; // the first drawing is laid out at once, not animated
  const seen = new Set();
  const entering = [];
  for (const p of v.places) {
    if (p.tile === "none") continue;
    const key = `${p.q - pushes}:${p.r}`;
    seen.add(key);
    const [x, y] = centre(p.q, p.r);
    const sig = JSON.stringify([p.tile, p.face]);
    let t = ui.live.get(key);
    if (!t) {
      const el = s("g", { class: first ? "vg-tile" : "vg-tile vg-entering", "data-tile": key });
      // a tile first seen at the entry edge after a push slides in from beyond it
      const [x0, y0] = !first && p.q === 0 && pushes > 0 ? centre(-1, p.r) : [x, y];
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
    t.toX = x;
    t.toY = y;
  }
  // the entering tiles' starting places are laid out (one layout for all) before they move
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
    // a face-down tile fades as a bare back: the view now shown may be another seat's, which
    // must not see, even for a moment, a face the last one had looked at
    if (t.down) t.el.replaceChildren(...tileFace({ tile: "down" }));
    t.el.classList.add("vg-leaving");
    setTimeout(() => t.el.remove(), FADE_MS);
  }
}

/** What a tile shows: a face-up tile its kind and symbols; a face-down one its back (and, for a
 * viewer who looked at it with the Gold Detector, or the teaching view, its face in small). */
function tileFace(p) {
  if (p.tile === "down") {
    const out = [s("polygon", { class: "dw-halo vg-tile-halo", points: HALO }), s("polygon", { class: "dw-shape vg-tile-shape vg-back", points: HEX })];
    if (p.face) {
      // the face a viewer knows, on the back; a mark when they looked at it themselves
      const f = p.face;
      if (f.symbols) out.push(...symbols(f.kind, f.symbols));
      else out.push(s("text", { class: "vg-seen-text", x: 0, y: 9, "text-anchor": "middle" }, SHORT[f.kind]));
      if (p.seen) out.push(s("text", { class: "vg-seen-mark", x: 15, y: -4, "text-anchor": "middle" }, "◉", s("title", {}, "You looked at this tile")));
    } else {
      out.push(s("text", { class: "vg-back-mark", x: 0, y: 6, "text-anchor": "middle" }, "?"));
    }
    return out;
  }
  const f = p.face;
  const out = [s("polygon", { class: "dw-halo vg-tile-halo", points: HALO }), s("polygon", { class: `dw-shape vg-tile-shape vg-k-${f.kind}`, points: HEX })];
  if (f.kind === "empty_space") {
    for (const [x, y] of [[-12, -4], [9, -9], [4, 8], [-5, 12], [15, 5]]) out.push(s("circle", { class: "vg-star", cx: x, cy: y, r: 1.1 }));
  } else if (f.kind === "empty_asteroid") {
    out.push(s("circle", { class: "vg-crater", cx: -6, cy: -2, r: 5 }), s("circle", { class: "vg-crater", cx: 7, cy: 4, r: 3 }));
  } else if (f.kind === "saloon") {
    // the word above the lower half, where prospectors stand
    out.push(s("text", { class: "vg-saloon-text", x: 0, y: 3, "text-anchor": "middle" }, "Saloon"));
  } else {
    // the raw material's pieces say its kind and its count (the legend names them)
    out.push(...symbols(f.kind, f.symbols));
  }
  return out;
}

/** One piece per symbol: gold nuggets, water drops, titanium (pieces.js), side by side under
 * the place's name, a third one below the first two. */
function symbols(kind, n) {
  const out = [];
  const top = Math.min(n, 2);
  for (let i = 0; i < n; i += 1) {
    const row = i < top ? 0 : 1;
    const inRow = row ? n - top : top;
    const k = row ? i - top : i;
    out.push(piece(kind, { x: (k - (inRow - 1) / 2) * 17, y: row ? 17 : 2, scale: 0.8 }));
  }
  return out;
}

/** A face without symbols in a word, to fit inside a tile: "space", "asteroid", "saloon". */
const SHORT = { empty_space: "space", empty_asteroid: "asteroid", saloon: "saloon" };

// -- places: the reach and the marks of the step ------------------------------------------------

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
    if (el.classList.contains("dw-target")) cls.push("dw-target"); // targets.js owns this one
    setAttr(el, "class", cls.join(" "));
    setAttr(el, "data-steps", moves[p.id] || null);
  }
}

// -- prospectors --------------------------------------------------------------------------------

function drawProspectors(ui, v) {
  const at = new Map(v.places.map((p) => [p.id, p]));
  const groups = new Map();
  for (const p of v.players) {
    if (p.out) continue;
    if (!groups.has(p.at)) groups.set(p.at, []);
    groups.get(p.at).push(p.seat);
  }
  const spots = [];
  for (const [id, seats] of groups) {
    seats.forEach((seat, i) => {
      let x;
      let y;
      if (id === "start") {
        // spread along the start band past its label, in seat order
        const band = ui.startAt;
        const k = band.length > 1 ? 1.5 + ((i + 0.5) / seats.length) * (band.length - 2.5) : 0;
        const j = Math.min(band.length - 2, Math.floor(k));
        const f = band.length > 1 ? k - j : 0;
        const a = band[Math.max(0, j)];
        const b = band[Math.max(0, Math.min(band.length - 1, j + 1))];
        x = a[0] + (b[0] - a[0]) * f;
        y = a[1] + (b[1] - a[1]) * f;
      } else {
        const p = at.get(id);
        [x, y] = centre(p.q, p.r);
        // up to three side by side in the lower half of the place, the rest a row higher
        const row = Math.floor(i / 3);
        const inRow = Math.min(3, seats.length - row * 3);
        x += ((i % 3) - (inRow - 1) / 2) * 17;
        y += SIZE - 14 - row * 17;
      }
      spots.push({ seat, x, y, id });
    });
  }
  const els = keyed(ui.pros, spots, (sp) => sp.seat, (sp) => prospector(sp.seat, v.seats[sp.seat]), (sp) => String(sp.seat));
  spots.forEach((sp, i) => {
    move(els[i], sp.x, sp.y);
    // a prospector stands for its place: clicking it, or hovering it, is clicking its place
    setAttr(els[i], "data-target", sp.id);
    els[i].classList.toggle("vg-acting", sp.seat === v.current && !v.over);
  });
}

function prospector(seat, name) {
  // a 26-unit hit disc round the figure (24 px on a belt drawn at 0.92 px a unit): a prospector
  // is clicked as the place it stands on; its seat's number on a badge beside it
  return s("g", { class: `vg-prospector dw-seat-${seat}`, "data-role": "prospector", "data-seat": seat },
    s("circle", { class: "dw-hit", cx: 0, cy: 0, r: 13 }),
    s("circle", { class: "vg-pro-edge", cx: 0, cy: 0, r: 10.5 }),
    piece("prospector", { scale: 0.8, cls: `dw-seat-${seat}` }),
    s("circle", { class: "vg-pro-plate", cx: 9, cy: 7, r: 6.5 }),
    s("text", { class: "vg-pro-text", x: 9, y: 11, "text-anchor": "middle" }, String(seat + 1)),
    s("title", {}, `${name}'s prospector`));
}

// -- the side: status, the turn, the saloon, the players --------------------------------------------

function statusLine(v, status) {
  const parts = [`Game turn ${v.round}${v.final ? " (final)" : ""}`, PHASES[v.phase] || v.phase];
  if (!v.over && v.phase === "act") parts.push(`${v.seats[v.current]}: ${plural(v.actions_left, "action")} left`);
  parts.push(`tile pile ${v.pile} · removed ${v.discards} · equipment deck ${v.deck}`);
  parts.push(`next to the board: ${v.supply.gold} gold, ${v.supply.water} water, ${v.supply.titanium} titanium`);
  if (v.over) parts.push(`the game ended: ${v.end_reason}`);
  else if (status.decider !== undefined && status.decider !== v.current) parts.push(`${v.seats[status.decider]} to answer`);
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
    boxes.push(h("div", { class: "vg-box vg-offer", "data-role": "offer" },
      h("div", { class: "vg-box-title" }, verb, o.counters ? ` (counter-offer ${o.counters})` : ""),
      h("div", {}, h("span", { class: "vg-label" }, "gives: "), terms(v, o.give, o.give_cards)),
      h("div", {}, h("span", { class: "vg-label" }, "asks: "), terms(v, o.ask, o.ask_cards))));
  }
  if (v.auction) {
    const a = v.auction;
    boxes.push(h("div", { class: "vg-box vg-auction", "data-role": "auction" },
      h("div", { class: "vg-box-title" }, `Auction at the saloon: ${a.name}`),
      h("div", {}, `High bid ${a.high} gold by ${v.seats[a.leader]}; still bidding: ${a.bidders.map((b) => v.seats[b]).join(", ")}.`)));
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
  const title = h("div", { class: "vg-section-title" }, "Space Saloon");
  if (!sal.place) {
    return [title, h("div", { class: "vg-muted" }, "Closed: it opens when its tile is turned face up (3.2.1).")];
  }
  const name = v.places.find((p) => p.id === sal.place).name;
  return [title,
    h("div", {}, `Open at ${name}: buy while standing on it, in the trading phase.`),
    h("div", { class: "vg-stock" },
      sal.stock.length
        ? sal.stock.map((c) => h("span", { class: "vg-card vg-for-sale", "data-target": c.id, "data-kind": c.kind }, `${c.name} · ${c.price} gold`))
        : h("span", { class: "vg-muted" }, "no cards left"),
      h("span", { class: "vg-card vg-water-stock", "data-target": sal.water_id }, icon("water"), `${sal.water} water (${sal.water_per_gold} per gold)`))];
}

function playerCard(el, v, p, current, deciding, winner, place) {
  el.className = ["vg-player", `dw-seat-${p.seat}`, current ? "vg-current" : "", deciding ? "vg-deciding" : "",
    winner ? "vg-winner" : "", p.out ? "vg-out" : "",
    el.classList.contains("dw-target") ? "dw-target" : ""].join(" "); // targets.js owns dw-target
  setAttr(el, "data-target", p.id);
  setAttr(el, "data-role", "player");
  setAttr(el, "data-seat", p.seat);
  const where = p.out ? "forced out: back to the start area after a lost turn" : `at ${p.at_name}`;
  // three short rows: who, with the points; where, with the raw materials; the equipment
  return [
    h("div", { class: "vg-player-head" }, h("span", { class: "dw-swatch" }), h("strong", {}, p.name),
      place === 0 ? h("span", { class: "dw-tag", title: "Acts first this game turn (least gold)" }, "first") : null,
      current ? h("span", { class: "dw-tag" }, "turn") : null,
      p.thirsty ? h("span", { class: "dw-tag vg-dry", title: "No water at the last water check: one action per turn until water is got (3.3.2)" }, "dry") : null,
      p.out ? h("span", { class: "dw-tag" }, "out") : null,
      winner ? h("span", { class: "dw-tag" }, "winner") : null,
      h("span", { class: "vg-score", title: pointsText(v.points) }, plural(p.score, "point"))),
    h("div", { class: "vg-row vg-markers" },
      h("span", { class: "vg-muted vg-where" }, where),
      h("span", { class: "vg-chip vg-m-gold" }, icon("gold"), `${p.gold} gold`),
      h("span", { class: "vg-chip vg-m-water" }, icon("water"), `${p.water} water`),
      h("span", { class: "vg-chip vg-m-titanium" }, icon("titanium"), `${p.titanium} titanium`)),
    p.cards.length ? h("div", { class: "vg-row" }, h("span", { class: "vg-label" }, "Equipment "),
      p.cards.map((c) => h("span", { class: "vg-card", "data-target": c.id, "data-kind": c.kind }, c.name))) : null,
  ];
}

/** "Points: gold 1 each, titanium 2 each, each equipment card 1" from the rule options Python sends. */
function pointsText(points) {
  return `Points: gold ${points.gold} each, titanium ${points.titanium} each, each equipment card ${points.card}`;
}

function legend() {
  const key = (cls) => h("span", { class: `vg-key ${cls}` });
  return pieceLegend([
    ["gold", "", "gold"], ["water", "", "water"], ["titanium", "", "titanium"],
    [null, "", [key("vg-k-empty_asteroid"), " empty asteroid"]], [null, "", [key("vg-k-empty_space"), " empty space"]],
    [null, "", [key("vg-back"), " face down"]], ["prospector", "dw-seat-0", "prospector"],
    [null, "", [h("span", { class: "vg-reach-key" }), " reachable with the actions left (solid: may end there)"]],
    [null, "", "one piece per symbol"]], "vg-legend");
}

// -- what an element is (the tip on hovering it) -------------------------------------------------

/** One sentence saying what the element ``id`` shows, from the document alone. */
export function describeVesta(doc, id) {
  const v = doc.view;
  if (id === "start") {
    const on = v.start.prospectors.map((q) => v.seats[q]);
    return `The start area (2.6.1): not a tile, never pushed out; it touches ${v.start.touches.length} places.` +
      `${on.length ? ` Here: ${on.join(", ")}.` : ""}`;
  }
  const p = v.places.find((x) => x.id === id);
  if (p) return placeText(v, p);
  const player = v.players.find((x) => x.id === id);
  if (player) {
    const cards = player.cards.map((c) => c.name).join(", ") || "no equipment";
    return `${player.name}, ${player.out ? "forced out" : `at ${player.at_name}`}: ${player.gold} gold, ${player.water} water, ` +
      `${player.titanium} titanium, ${cards}; ${player.score} points${player.thirsty ? "; dry (one action per turn)" : ""}.`;
  }
  const stock = v.saloon.stock.find((c) => c.id === id);
  if (stock) return `For sale at the saloon for ${stock.price} gold. ${v.card_text[stock.kind]}.`;
  if (id === v.saloon.water_id) return `The saloon's water: ${v.saloon.water} left, ${v.saloon.water_per_gold} water for each gold (3.2.1).`;
  for (const q of v.players) {
    const c = q.cards.find((x) => x.id === id);
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
