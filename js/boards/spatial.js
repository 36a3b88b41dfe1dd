// Spatial Delivery board: the hex map as SVG (pointy-top hexes from axial coordinates), then the
// card pool, the progress of the turn and one card per player as HTML.
// It draws doc.view only. Every clickable element carries, as data-target, the id the observation
// gives it (hexes h<q>,<r>, corners v<n>, borders e<n>, pool cards g<n>, drafted cards d<seat>-<n>):
// the same ids game.targets() returns. Those ids are never shown: what a person reads uses the
// names the observation gives (words.py): each hex's name (A1, B7, ...) is drawn in it, and
// corners and borders are named by the hexes around them. Geometry comes from the axial
// coordinates alone: a corner sits at the mean of its three hex centres, a border runs between its
// two end corners.
import { h, refill, s } from "../dom.js";
import { bandPoints, hexCentre as centreOf, hexPoints, hexViewBox, meanPoint } from "./hex.js";
import { mount } from "./mount.js";
import { legend as pieceLegend, piece } from "./pieces.js";
import { plural, title } from "./text.js";

const SIZE = 30; // hex radius in SVG units
const GOODS_LETTER = { red: "R", blue: "B", yellow: "Y", green: "G" };
const PHASES = {
  draft: "1. Card Draft", answer: "1. Card Draft (challenge)", turn: "2. Explore and Deliver",
  branch: "2. Explore and Deliver (exploring)", pay: "2. Explore and Deliver (paying)",
};

/** Pixel centre of the axial hex (q, r), pointy-top. */
export const hexCentre = (q, r) => centreOf(q, r, SIZE);

/** A corner's position: the mean of the three hex centres meeting there. */
const cornerPoint = (trio) => meanPoint(trio.map(([q, r]) => hexCentre(q, r)));

/** Draw the Spatial Delivery position into container: the frame once (per map), then each part
 * only when what it shows changed (mount.js). */
export function drawSpatial(container, doc, side) {
  const v = doc.view;
  const ui = mount(container, `${v.hexes.length}:${v.corners.length}`, () => {
    const parts = { status: h("div", { class: "sd-status", "data-role": "map-status" }), map: h("div", { class: "sd-map-box" }),
      turn: h("div", { class: "sd-turn-slot", "data-role": "turn-slot" }), pool: h("div", { class: "sd-section" }), players: h("div", { class: "sd-section" }) };
    parts.root = h("div", { class: "sd-board" }, parts.map, parts.status, legend());
    parts.info = h("div", { class: "sd-info" }, parts.turn, parts.pool, parts.players);
    return parts;
  }, side);
  const status = mapStatus(v);
  refill(ui.status, status, () => status);
  refill(ui.map, JSON.stringify([v.hexes, v.borders, v.corners, v.ships, v.branch, v.current, v.seats]), () => map(v, geometry(v)));
  refill(ui.turn, JSON.stringify([v.challenge, v.branch, v.payment, v.viewer, v.current, v.players.map((p) => p.tokens)]), () => turnSlot(v));
  refill(ui.pool, JSON.stringify([v.pool, v.hidden]), () => pool(v));
  refill(ui.players, JSON.stringify([v.players, v.current, v.over, v.start, v.winners, v.phase, doc.status.decider]), () => players(v, doc.status));
}

/** The challenge, the branch being explored and the payment under way, in a slot that keeps
 * its room when they are gone, so that the pool and the players do not jump up and down. */
function turnSlot(v) {
  const boxes = [challengeBox(v), branchBox(v), paymentBox(v)].filter(Boolean);
  return boxes.length ? boxes : h("div", { class: "sd-turn-none" }, "No challenge, exploration or payment under way.");
}

// -- geometry -------------------------------------------------------------------------------------

function geometry(v) {
  const hexAt = new Map(v.hexes.map((x) => [x.id, x]));
  const corner = new Map(v.corners.map((c) => [c.id, cornerPoint(c.hexes)]));
  // a place is a corner id, or Earth: ships and branch ends are drawn at places
  const place = (id) => (id === v.earth ? hexCentre(0, 0) : corner.get(id));
  return { hexAt, corner, place };
}

function viewBox(v) {
  return hexViewBox(v.hexes.map((x) => [x.q, x.r]), SIZE, 14);
}

// -- the map --------------------------------------------------------------------------------------

function map(v, geo) {
  const branch = new Set(v.branch ? v.branch.borders : []);
  const box = viewBox(v);
  return s("svg", { class: "sd-map dw-drawing", viewBox: box, role: "img", "aria-label": "Map of Earth and the Settled Worlds" },
    s("rect", { class: "dw-backdrop sd-backdrop", ...Object.fromEntries(box.split(" ").map((n, i) => [["x", "y", "width", "height"][i], n])) }),
    s("g", { class: "sd-hexes" }, v.hexes.map((x) => hexTile(x, v))),
    s("g", { class: "sd-borders" }, v.borders.map((b) => border(b, geo, branch, v.current))),
    s("g", { class: "sd-corners" }, v.corners.map((c) => corner(c, geo, v))),
    branchEnd(v, geo),
    s("g", { class: "sd-ships" }, ships(v, geo)));
}

function hexTile(x, v) {
  const [cx, cy] = hexCentre(x.q, x.r);
  const classes = ["sd-hex", `sd-${x.tile}`, `sd-ring-${x.ring}`];
  if (x.goods) classes.push(`sd-g-${x.goods}`);
  const g = s("g", { class: classes.join(" "), "data-target": x.id, "data-ring": x.ring },
    s("polygon", { class: "dw-shape sd-hex-shape", points: hexPoints(SIZE - 0.8, cx, cy) }),
    s("title", {}, hexTitle(x)));
  // the hex's name, at the top, clear of the goods letter, the price and the markers
  if (x.tile !== "earth") g.append(s("text", { class: "sd-hex-name", x: cx, y: cy - 15, "text-anchor": "middle" }, x.name));
  if (x.tile === "earth") {
    // no text on Earth: spaceships gather here at the start of every round
    g.append(s("circle", { class: "sd-earth-globe", cx, cy, r: SIZE * 0.45 }),
      s("path", { class: "sd-earth-land", d: `M${cx - 8} ${cy - 5} q5 -6 10 -2 q3 4 -2 7 q-5 1 -8 -5 z M${cx + 3} ${cy + 4} q5 -2 6 3 q-4 4 -6 -3 z` }));
  } else if (x.tile === "world") {
    g.append(s("text", { class: "sd-price", x: cx, y: cy + 8, "text-anchor": "middle" }, String(x.price)),
      s("text", { class: "sd-goods-letter", x: cx - 13, y: cy - 3, "text-anchor": "middle" }, GOODS_LETTER[x.goods] || "?"));
    if (x.token) g.append(firstDeliveryToken(cx + 14, cy - 9, x.goods));
    if (x.sale >= 0) g.append(saleMarker(cx - 12, cy + 12, x.sale, v.seats[x.sale]));
  } else if (x.tile === "unlaid") {
    g.append(s("text", { class: "sd-unlaid-label", x: cx, y: cy + 3, "text-anchor": "middle" }, `ring ${x.ring}`));
  }
  return g;
}

function hexTitle(x) {
  if (x.tile === "earth") return "Earth";
  if (x.tile === "world") {
    return `${x.name}: ${x.goods} world in ring ${x.ring}, buys ${x.goods} goods for ${x.price} MSP` +
      `${x.token ? "; its First Delivery token is still here" : ""}${x.sale >= 0 ? "; sold to this round" : ""}`;
  }
  if (x.tile === "unlaid") return `${x.name}: ring ${x.ring}, not laid yet (set aside face down)`;
  return `${x.name}: space, ring ${x.ring}`;
}

function firstDeliveryToken(x, y, goods) {
  return s("g", { class: `sd-token sd-g-${goods}`, "data-role": "first-delivery" },
    s("circle", { class: "sd-token-disc", cx: x, cy: y, r: 7 }),
    s("text", { class: "sd-token-text", x, y: y + 3.4, "text-anchor": "middle" }, "1"));
}

function saleMarker(x, y, seat, name) {
  // a white disc under the marker keeps it visible on a world of the seat's own colour
  return s("g", { class: `sd-sale dw-seat-${seat}`, "data-role": "sale", "data-seat": seat },
    s("circle", { class: "sd-sale-back", cx: x, cy: y, r: 8 }),
    s("rect", { class: "sd-sale-shape", x: x - 5, y: y - 5, width: 10, height: 10, rx: 2, transform: `rotate(45 ${x} ${y})` }),
    s("title", {}, `Sale Marker of ${name}`));
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
  // a branch being built is drawn like laid segments, only paler, until its station is paid for
  if (b.segment >= 0 || branch.has(b.id)) g.append(line("sd-seg-case"), line("dw-shape sd-seg"));
  else g.append(line("sd-seg-halo"), line("dw-shape sd-seg-open"));
  return g;
}

/** The area that takes a border's clicks: a band along it, HIT_WIDTH wide, over the middle
 * of its length (the ends are the corners'). A band, not a wide stroke: a stroke adds nothing to
 * an element's box, which for an upright border is then zero wide. 26 x 24 units: at least
 * 24 x 24 px on a map drawn at one unit a pixel or more (WCAG 2.5.8). */
const HIT_WIDTH = 26;
const HIT_FROM = 0.1;

function hitBand(x1, y1, x2, y2) {
  return s("polygon", { class: "dw-hit sd-hit", points: bandPoints(x1, y1, x2, y2, HIT_WIDTH, HIT_FROM) });
}

function corner(c, geo, v) {
  const [x, y] = geo.corner.get(c.id);
  // Earth's six corners are one place, Earth: clicking one is clicking Earth
  const target = c.earth ? c.place : c.id;
  const classes = ["sd-corner"];
  if (c.earth) classes.push("sd-earth-corner");
  if (c.site) classes.push("sd-site");
  if (c.station >= 0) classes.push("sd-station", `dw-seat-${c.station}`);
  const g = s("g", { class: classes.join(" "), "data-target": target },
    // a 24-unit hit disc; the corners' discs lie over the borders' bands, so a click near a
    // corner is the corner's
    s("circle", { class: "dw-hit sd-hit", cx: x, cy: y, r: 12 }),
    s("circle", { class: "sd-target-ring", cx: x, cy: y, r: 8.5 }));
  if (c.station >= 0) {
    g.append(piece("station", { x, y, scale: 0.8, cls: `sd-station-piece dw-seat-${c.station}` }),
      s("title", {}, `${v.seats[c.station]}'s Trade Station at ${c.name}`));
  } else if (!c.earth) {
    g.append(s("circle", { class: "dw-shape sd-dot", cx: x, cy: y, r: c.site ? 3 : 1.6 }),
      s("title", {}, c.site ? `${title(c.name)}: a Trade Station could stand here` : title(c.name)));
  }
  return g;
}

function branchEnd(v, geo) {
  if (!v.branch) return null;
  const at = geo.place(v.branch.end);
  const from = geo.place(v.branch.start);
  if (!at || !from) return null;
  return s("g", { class: `sd-branch-marks dw-seat-${v.current}`, "data-role": "branch" },
    v.branch.start === v.earth ? null : s("circle", { class: "sd-branch-start", cx: from[0], cy: from[1], r: 8 }),
    s("circle", { class: "sd-branch-end", cx: at[0], cy: at[1], r: 9 }));
}

function ships(v, geo) {
  // spaceships sharing a place fan out around it
  const byPlace = new Map();
  v.ships.forEach((id, seat) => {
    if (!byPlace.has(id)) byPlace.set(id, []);
    byPlace.get(id).push(seat);
  });
  const out = [];
  for (const [id, seats] of byPlace) {
    const at = geo.place(id);
    if (!at) continue;
    const spread = id === v.earth ? 13 : 11; // clear of the station square
    seats.forEach((seat, i) => {
      const a = (2 * Math.PI * i) / seats.length - Math.PI / 2;
      const dx = seats.length > 1 ? spread * Math.cos(a) : 0;
      const dy = seats.length > 1 ? spread * Math.sin(a) : id === v.earth ? 0 : -9;
      out.push(ship(at[0] + dx, at[1] + dy, seat, v.seats[seat], v.current === seat));
    });
  }
  return out;
}

function ship(x, y, seat, name, current) {
  return s("g", { class: `sd-ship dw-seat-${seat}${current ? " sd-ship-current" : ""}`, "data-role": "ship", "data-seat": seat },
    piece("ship", { x, y, scale: 0.72, cls: `dw-seat-${seat}` }),
    s("title", {}, `${name}'s spaceship`));
}

function mapStatus(v) {
  const phase = v.over ? "Game over" : PHASES[v.phase] || v.phase;
  const parts = [`Round ${v.round} of ${v.rounds}`, phase, `Starting Player: ${v.seats[v.start]}`,
    `deck ${v.deck} · discard ${v.discard} · Exploration supply ${v.supply}`];
  if (v.phase === "turn" && !v.over) parts.push(`${v.seats[v.current]}'s next step costs ${plural(v.next_step_cost, "card")}`);
  if (v.laid < v.rings) parts.push(`${v.laid === v.rings - 1 ? `ring ${v.rings}` : `rings ${v.laid + 1}-${v.rings}`} not laid yet`);
  return parts.join(" · ");
}

function legend() {
  return pieceLegend([
    ...["red", "blue", "yellow", "green"].map((g) => [null, "", h("span", { class: `sd-chip sd-g-${g}` }, `${GOODS_LETTER[g]} ${g} world`)]),
    [null, "", "number = price (ring)"],
    [null, "", [h("span", { class: "sd-mini-token" }, "1"), " First Delivery token"]],
    ["ship", "dw-seat-0", "spaceship"], ["station", "dw-seat-1", "Trade Station"],
    [null, "", [h("span", { class: "sd-key-sale" }), " Sale Marker"]],
    [null, "", [h("span", { class: "sd-key-site" }), " a station could stand here"]],
  ], "sd-legend");
}

// -- the turn in progress -------------------------------------------------------------------------

function goodsChip(goods, attrs = {}) {
  return h("span", { class: `sd-chip sd-g-${goods || "none"}`, ...attrs }, goods ? `${GOODS_LETTER[goods]} ${goods}` : "empty");
}

function challengeBox(v) {
  const c = v.challenge;
  if (!c) return null;
  const mine = v.viewer === c.challenged;
  const tokens = v.players[c.challenged].tokens;
  return h("div", { class: "sd-box sd-challenge", "data-role": "challenge" },
    h("div", { class: "sd-box-title" }, `${v.seats[c.challenger]} challenges ${v.seats[c.challenged]} for a `, goodsChip(c.goods), " card"),
    h("div", {}, mine
      ? `Your answer: give the card (click it, or the button), or refuse by handing over your ${plural(tokens, "Challenge token")}.`
      : `${v.seats[c.challenged]} answers: give the card, or refuse by handing over all their own Challenge tokens.`));
}

function branchBox(v) {
  const b = v.branch;
  if (!b) return null;
  const cost = b.cost;
  const rows = [h("div", { class: "sd-box-title" }, `${v.seats[v.current]} is exploring from ${placeName(v, b.start)}`),
    h("div", {}, `${plural(b.segments, "segment")} laid so far, ending at ${placeName(v, b.end)}.`)];
  if (cost) {
    rows.push(h("div", { "data-role": "branch-cost" }, "A station here costs ",
      h("strong", {}, plural(cost.total, "card")), ": ", plural(cost.cards, "card"), " of any kind",
      cost.worlds.length ? [" + ", ...cost.worlds.map((g) => goodsChip(g))] : "",
      cost.any_goods ? " (one of these goods may be any kind)" : "",
      `, and scores ${cost.msp} MSP.`));
  } else {
    rows.push(h("div", { class: "dw-muted" }, "No station can stand here: lay the next segment."));
  }
  return h("div", { class: "sd-box sd-branch", "data-role": "branch" }, rows);
}

function paymentBox(v) {
  const p = v.payment;
  if (!p) return null;
  const what = p.for === "explore" ? `the new station at ${placeName(v, p.target)}` : `the step to ${placeName(v, p.target)}`;
  return h("div", { class: "sd-box sd-payment", "data-role": "payment" },
    h("div", { class: "sd-box-title" }, `${v.seats[v.current]} pays for ${what}`),
    h("div", {}, `${p.paid} of ${plural(p.total, "card")} paid`,
      p.cards ? [": ", ...handChips(p.cards)] : ""));
}

/** A place by its name: Earth, a station by its owner and corner, or a corner. */
function placeName(v, id) {
  if (id === v.earth) return "Earth";
  const c = v.corners.find((x) => x.id === id);
  if (!c) return "an unknown place";
  return c.station >= 0 ? `${v.seats[c.station]}'s station at ${c.name}` : c.name;
}

// -- the card pool and the players ----------------------------------------------------------------

function pool(v) {
  const hidden = v.hidden && v.hidden.deck ? v.hidden.deck.slice(0, 4) : null;
  return [
    h("div", { class: "sd-section-title" }, "Card pool"),
    h("div", { class: "sd-pool", "data-role": "pool" }, v.pool.map((c) => goodsCard(c.goods, { "data-target": c.id, title: c.goods ? `${title(c.goods)} Goods card in the pool` : "Empty slot" }))),
    hidden ? h("div", { class: "sd-row dw-muted", "data-role": "deck-top" }, "Next from the deck (teaching view): ", hidden.map((g) => goodsChip(g))) : null];
}

function goodsCard(goods, attrs) {
  return h("span", { class: `sd-card sd-g-${goods || "none"}`, ...attrs }, goods ? GOODS_LETTER[goods] : "–");
}

function handChips(hand) {
  return Object.entries(hand).filter(([, n]) => n > 0).map(([kind, n]) =>
    h("span", { class: `sd-chip sd-g-${kind === "explore" ? "explore" : kind}`, "data-kind": kind, title: plural(n, `${kind === "explore" ? "Exploration" : title(kind)} card`) },
      `${n}× ${kind === "explore" ? "Exploration" : kind}`));
}

function players(v, status) {
  return [h("div", { class: "sd-section-title" }, "Players"),
    h("div", { class: "sd-players" }, v.players.map((p) => playerCard(v, p, status)))];
}

function playerCard(v, p, status) {
  const current = p.seat === v.current && !v.over;
  const deciding = status.decider === p.seat;
  const winner = v.winners.includes(p.seat);
  const cls = ["sd-player", `dw-seat-${p.seat}`, current ? "sd-current" : "", deciding ? "sd-deciding" : "",
    winner ? "sd-winner" : "", p.done ? "sd-done" : ""].join(" ");
  const held = p.holds.map((n, owner) => (owner !== p.seat && n > 0 ? `${n} of ${v.seats[owner]}'s` : null)).filter(Boolean);
  // a player card is no choice, but hovering it says what it holds (describeSpatial). Three
  // short rows: who, with the cards in hand (counted, for another's hidden hand) and the MSP;
  // the cards drafted this round, while the draft is on; the pieces left in front of the screen
  const hidden = !p.hand;
  const drafting = v.phase === "draft" || v.phase === "answer";
  return h("div", { class: cls, "data-role": "player", "data-seat": p.seat, "data-target": `p${p.seat}` },
    h("div", { class: "sd-player-head" }, h("span", { class: "dw-swatch" }), h("strong", {}, p.name),
      p.seat === v.start ? h("span", { class: "dw-tag", title: "Starting Player this round" }, "start") : null,
      current ? h("span", { class: "dw-tag" }, "turn") : null,
      p.done ? h("span", { class: "dw-tag" }, "done") : null,
      winner ? h("span", { class: "dw-tag" }, "winner") : null,
      hidden ? h("span", { class: "sd-hand-count", "data-role": "hand-size", "data-seat": p.seat, title: "Cards in another player's hand can be counted, not seen" }, `${plural(p.hand_size, "card")} in hand`) : null,
      msp(p)),
    hidden ? null : h("div", { class: "sd-row" }, h("span", { class: "sd-label" }, "Hand "),
      h("span", { "data-role": "hand", "data-seat": p.seat }, p.hand_size ? handChips(p.hand) : "empty")),
    p.drafted.length || drafting
      ? h("div", { class: "sd-row" }, h("span", { class: "sd-label" }, "Drafted "),
        p.drafted.length ? p.drafted.map((d) => goodsCard(d.goods, { "data-target": d.id, title: `${title(d.goods)} Goods card taken this draft` })) : "none yet")
      : null,
    // the pieces left change only in the second phase: the draft leaves the room to its cards
    drafting ? null : h("div", { class: "sd-row sd-details", title: "Pieces left in front of the player's screen" },
      `ship at ${placeName(v, p.ship)} · ${plural(p.stations_left, "station")} · ` +
      `${plural(p.segments_left, "segment")} · ${plural(p.markers_left, "Sale Marker")} · ` +
      `${plural(p.tokens, "Challenge token")}${held.length ? ` (holds ${held.join(", ")})` : ""}`),
    p.first_delivery && Object.values(p.first_delivery).some((n) => n > 0)
      ? h("div", { class: "sd-row" }, h("span", { class: "sd-label" }, "First Delivery "),
        firstDeliveries(p.first_delivery))
      : null);
}

function msp(p) {
  if (p.msp === null || p.msp === undefined) {
    return h("span", { class: "sd-msp sd-screened", "data-role": "msp", title: "Market Share Points are behind this player's screen" }, "MSP hidden");
  }
  const parts = p.msp_parts ? Object.entries(p.msp_parts).filter(([, n]) => n).map(([k, n]) => `${k} ${n}`).join(", ") : "";
  return h("span", { class: "sd-msp", "data-role": "msp", title: parts ? `Market Share Points: ${parts}` : "Market Share Points" }, `${p.msp} MSP`);
}

function firstDeliveries(tokens) {
  return Object.entries(tokens).filter(([, n]) => n > 0).map(([g, n]) => h("span", { class: `sd-chip sd-g-${g}` }, `${n}× ${g}`));
}

// -- what an element is (the tip on hovering it) -------------------------------------------------

/** One sentence saying what the element ``id`` shows, from the document alone, naming places
 * by the hex names drawn on the board (corner and border ids are never shown). */
export function describeSpatial(doc, id) {
  const v = doc.view;
  const hex = v.hexes.find((x) => x.id === id);
  if (hex) return `${hexTitle(hex)}.`;
  // in the order of the place's name: inner rings first, then by number
  const order = (x) => (x.ring * 1000) + (Number(x.name.slice(1)) || 0);
  const hexes = (pairs) => pairs.map(([q, r]) => v.hexes.find((x) => x.q === q && x.r === r)).filter(Boolean)
    .sort((a, b) => order(a) - order(b)).map(hexName).join("; ");
  const corner = v.corners.find((c) => c.id === id);
  if (corner) {
    const what = corner.station >= 0 ? `${v.seats[corner.station]}'s Trade Station, at ${corner.name}`
      : corner.site ? `A Trade Station could stand at ${corner.name}` : title(corner.name);
    return `${what} (${hexes(corner.hexes)}).`;
  }
  const b = v.borders.find((x) => x.id === id);
  if (b) return `${title(b.name)} (${hexes(b.hexes)}): ${b.segment >= 0 ? `a route segment of ${v.seats[b.segment]}` : "no route segment yet"}.`;
  const player = id.startsWith("p") ? v.players[Number(id.slice(1))] : null;
  if (player) {
    const score = player.msp === null || player.msp === undefined ? "Market Share Points behind the screen" : `${player.msp} MSP`;
    return `${player.name}: ${score}; ${plural(player.hand_size, "card")} in hand; ` +
      `${plural(player.stations_left, "station")} and ${plural(player.segments_left, "segment")} left${player.done ? "; done for this round" : ""}.`;
  }
  const card = v.pool.find((c) => c.id === id);
  if (card) return card.goods ? `${title(card.goods)} Goods card in the card pool.` : "An empty slot of the card pool.";
  for (const p of v.players) {
    const d = p.drafted.find((x) => x.id === id);
    if (d) return `${title(d.goods)} Goods card ${p.name} took in this draft.`;
  }
  return "";
}

/** A hex of a corner or border, by its name and what lies there. */
function hexName(x) {
  if (x.tile === "earth") return "Earth";
  if (x.tile === "world") return `${x.name} is a ${x.goods} world`;
  if (x.tile === "unlaid") return `${x.name} is not laid yet`;
  return `${x.name} is space`;
}

// -- what a log line names (hovering the line lights these up) ---------------------------------

/** The data-target ids of the places a sentence names: corners and borders by their whole
 * names ("the corner of A3, B4 and B5", "the border between A2 and A3"), then the hexes named
 * elsewhere in it ("the red world A3"). */
export function namedInSpatial(doc, text) {
  const v = doc.view;
  const ids = [];
  let rest = text;
  const take = (name, id) => {
    // a name followed by a digit is a longer one ("... and D2" is not "... and D21")
    const at = rest.indexOf(name);
    if (at < 0 || /\d/.test(rest.charAt(at + name.length))) return;
    ids.push(id);
    rest = `${rest.slice(0, at)} ${rest.slice(at + name.length)}`;
  };
  // longer names first: a rim corner's name ends "... at the edge of the map"
  for (const c of [...v.corners].sort((a, b) => b.name.length - a.name.length)) if (!c.earth) take(c.name, c.id);
  for (const b of v.borders) take(b.name, b.id);
  const words = new Set(rest.match(/\b[A-D]\d+\b/g) || []);
  for (const x of v.hexes) if (words.has(x.name)) ids.push(x.id);
  if (/\bEarth\b/.test(rest)) ids.push(v.earth);
  return ids;
}

