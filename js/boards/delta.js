// Delta board: the tracks, the three sections with their displays and the cards played into
// them, the invention and paper displays, the island map (SVG, from the networkx graph: each
// island where the view's xy puts it, bridges solid, airship rails dashed with their airship
// count) and one card per player. It draws doc.view only, redrawing each block only when what
// it shows changed (refill).
//
// Every clickable element carries, as data-target, the id game.targets() returns (view.py):
// card:<n>, section:<name>, island:<name>, order:<position>, row:<row>, held:<kind>,
// dragonfly:<n>, invention:<slot>, paper:<slot>, track:<animal>, eng:<letter>,
// pile:<seat>:<n>, coin:<seat>:<resource>. Those ids are never shown: what a person reads is
// the name printed on the card or tile.
import { h, keyed, refill, s, setAttr } from "../dom.js";
import { mount } from "./mount.js";
import { icon, legend, piece } from "./pieces.js";
import { plural, title } from "./text.js";

const SECTION_TITLE = { workshop: "Workshop", map: "Map of the Delta", library: "Research Library" };
const DISPLAY_OF = { workshop: "advanced characters", map: "animals", library: "missions" };
const REGION_TITLE = { saltern: "Saltern", swamp: "Swamp", forest: "Forest" };
const STEP = {
  order: "Phase 1: Preparation (turn order)", play: "Phase 2: Actions (choose a card)",
  section: "Phase 2: Actions (choose a section)", bonus: "Phase 2: Actions (bonus tiles and dragonflies)",
  act: "Phase 2: Actions (the section's actions)", take: "Phase 3: Resolution", pile: "Phase 4: Upkeep (discard pile)",
  dragonfly: "Dragonfly tiles", track: "Knowledge tracks", island: "Exploration marker", coin: "Missions (a coin)",
  remove: "Knowledge (remove a card)", over: "End Game Scoring",
};
const R = 32; // island radius in SVG units

const names = (v, seats) => seats.map((p) => v.players[p].name).join(", ");

/** Draw the Delta position into container (each block rebuilt only when what it shows changed). */
export function drawDelta(container, doc, side) {
  const ui = mount(container, "delta", () => {
    const parts = {};
    for (const k of ["status", "order", "sections", "rows", "map", "tracks", "players"]) parts[k] = h("div", { class: `dl-${k}-box`, "data-role": k });
    // the round and turn order, the sections with their displays (most choices are made there)
    // and the island map; beside them, in the page's column, the displays of inventions and
    // papers, the players (the one deciding first) and the engineering and knowledge tracks
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
  refill(ui.map, JSON.stringify([v.islands.map((i) => [i.markers, i.dragonflies]), v.links.length]), () => islandMap(v));
  players(ui.players, v, st);
}

function statusLine(v, st) {
  const parts = [`Round ${v.round} of ${v.board.rounds}`, STEP[v.step] || v.step];
  if (v.chosen_card) parts.push(`card chosen: ${v.chosen_card.name}`);
  if (v.section) parts.push(`playing in the ${SECTION_TITLE[v.section]}`);
  if (v.over) parts.push(`the game ended: ${v.end_reason}; winner ${names(v, v.winners)}`);
  else if (st.decider !== undefined && st.decider !== null && v.players[st.decider]) parts.push(`${v.players[st.decider].name} to choose`);
  parts.push(`supply: ${plural(v.supply.crystals, "crystal")}, ${plural(v.supply.flasks, "flask")}`);
  return parts.join(" · ");
}

// -- the tracks ------------------------------------------------------------------------------------

function markers(v, seats) {
  return seats.length ? h("span", { class: "dl-pawns" },
    seats.map((p) => h("span", { class: `dl-pawn dw-seat-${p}`, title: v.players[p].name }, String(p + 1)))) : null;
}

/** The round track, the turn order track with its bonus tiles, and the VP track. */
function orderTracks(v) {
  const b = v.board;
  const round = h("div", { class: "dl-track", "data-role": "round-track" }, h("span", { class: "dl-track-name" }, "Round"),
    Array.from({ length: b.rounds }, (_, i) => h("span", { class: `dl-space${i + 1 === v.round ? " dl-now" : ""}` }, String(i + 1))));
  const order = h("div", { class: "dl-track", "data-role": "order-track" }, h("span", { class: "dl-track-name" }, "Turn order"),
    Array.from({ length: b.positions }, (_, i) => {
      const pos = i + 1;
      const row = v.bonus_tiles[String(pos)];
      const who = v.players.filter((p) => p.turn_order === pos).map((p) => p.seat);
      // the row's bonus tiles sit beside its space, not in it: each is a target of its own
      return h("span", { class: "dl-order-group" },
        h("span", { class: "dl-space dl-order", "data-target": `order:${pos}` }, h("b", {}, String(pos)), markers(v, who)),
        row ? h("span", { class: "dl-row-tile", "data-target": `row:${pos}` }, `${row.kind} ×${row.left}`) : null);
    }));
  const vp = h("div", { class: "dl-track", "data-role": "vp-track" }, h("span", { class: "dl-track-name" }, "VP"),
    v.players.map((p) => h("span", { class: `dl-space dw-seat-${p.seat}` }, h("span", {}, h("span", { class: "dw-swatch" }),
      `${p.vp}${p.vp_marker ? ` (${p.vp_marker} marker)` : ""}`))));
  return [round, order, vp];
}

/** The engineering track (its dragonfly spaces and scoring thresholds) and the knowledge tracks. */
function tracks(v) {
  const b = v.board;
  const eng = b.engineering;
  const scoreAt = new Map(eng.scoring);
  const dfAt = new Map(Object.entries(v.engineering_dragonflies).map(([loc, d]) => [d.space, [loc, d]]));
  const engSpaces = [];
  for (let sp = 0; sp <= eng.top; sp += 1) {
    const who = v.players.filter((p) => p.engineering === sp).sort((a, c) => c.stack - a.stack).map((p) => p.seat);
    const df = dfAt.get(sp);
    engSpaces.push(h("span", { class: `dl-space${scoreAt.has(sp) ? " dl-threshold" : ""}`, "data-target": df ? `eng:${df[0]}` : null },
      h("b", {}, String(sp)), scoreAt.has(sp) ? h("small", {}, `${scoreAt.get(sp)} VP`) : null,
      df ? h("small", { class: "dl-df" }, `dragonflies ${df[1].count}`) : null, markers(v, who)));
  }
  const know = Object.keys(v.players[0].knowledge).map((animal) =>
    h("div", { class: "dl-track", "data-target": `track:${animal}`, "data-role": "knowledge-track" },
      h("span", { class: "dl-track-name" }, `${title(animal)} knowledge`),
      b.knowledge_vp.map((pts, step) => h("span", { class: "dl-space" }, h("b", {}, String(step)), h("small", {}, `${pts} VP`),
        markers(v, v.players.filter((p) => p.knowledge[animal] === step).map((p) => p.seat))))));
  return [h("div", { class: "dl-track dl-eng", "data-role": "engineering-track" }, h("span", { class: "dl-track-name" }, "Engineering"), engSpaces),
    know];
}

// -- the sections and displays -------------------------------------------------------------------

/** The piece a card's picture shows: a character of its type, an animal, or a mission's star. */
function cardIcon(c) {
  if (c.kind === "animal") return icon(c.type);
  if (c.kind === "basic" || c.kind === "advanced") return icon("character", `dw-pc-${c.type}`);
  return icon("vp");
}

function cardEl(c, extra = "") {
  return h("span", { class: `dl-card dl-kind-${c.kind || "card"}${extra}`, "data-target": `card:${c.id}` }, cardIcon(c), c.name);
}

function sections(v) {
  return h("div", { class: "dl-sections" }, Object.entries(v.sections).map(([sec, x]) =>
    // the face-up cards lie above the section, apart from it: a card and the section are each
    // a target of their own
    h("div", { class: "dl-section-column", "data-role": `section-${sec}` },
      h("div", { class: "dl-display" }, h("span", { class: "dl-label" }, `${v.round === v.board.rounds ? "Last round cards" : title(DISPLAY_OF[sec])} face up: `),
        x.display.length ? x.display.map((c) => cardEl(c)) : h("span", { class: "dl-muted" }, "none")),
      h("div", { class: `dl-section${v.section === sec ? " dl-now" : ""}`, "data-target": `section:${sec}` },
        h("div", { class: "dl-title" }, SECTION_TITLE[sec]),
        x.line.length ? h("ol", { class: "dl-line" }, x.line.map((p) => played(v, p, sec))) : h("div", { class: "dl-muted" }, "no card played yet")))));
}

function played(v, p, sec) {
  const x = v.players[p].played[sec];
  if (!x) return null;
  const what = x.card ? x.card.name : "card marker";
  const extras = [...x.tiles.map((t) => `${t} tile`), ...x.dragonflies.map((d) => `dragonfly: ${d}`)];
  return h("li", { class: `dl-played dw-seat-${p}` }, h("span", { class: "dw-swatch" }), `${v.players[p].name}: ${what}`,
    extras.length ? h("span", { class: "dl-muted" }, ` + ${extras.join(", ")}`) : null,
    h("span", { class: "dl-muted" }, ` · initiative ${x.initiative}`));
}

function rows(v) {
  return h("div", { class: "dl-rows" },
    h("div", { "data-role": "inventions" }, h("span", { class: "dl-label" }, `Inventions (${v.stacks.inventions} in the stack): `),
      v.inventions.map((t, i) => h("span", { class: "dl-tile", "data-target": `invention:${i}` }, `${t.name} · ${t.cost} cogs`))),
    h("div", { "data-role": "papers" }, h("span", { class: "dl-label" }, `Papers (${v.stacks.papers} in the stack): `),
      v.papers.map((t, i) => h("span", { class: "dl-tile", "data-target": `paper:${i}` }, `${t.name} · ${t.cost} flasks`))));
}

// -- the island map ------------------------------------------------------------------------------

function islandMap(v) {
  const at = new Map(v.islands.map((i) => [i.name, i]));
  const xs = v.islands.map((i) => i.xy[0]);
  const ys = v.islands.map((i) => i.xy[1]);
  // room round the islands for their edges and, to the upper right, a dragonfly count's plate
  const pad = R + 8;
  const box = [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) - Math.min(...xs) + 2 * pad + 8, Math.max(...ys) - Math.min(...ys) + 2 * pad];
  const ends = (l) => l.between.map((n) => at.get(n).xy);
  const links = v.links.map((l) => {
    const [a, b] = ends(l);
    return s("line", { class: `dl-link dl-${l.kind}`, x1: a[0], y1: a[1], x2: b[0], y2: b[1] });
  });
  // a rail's airship count is drawn over the islands, so that none hides it
  const counts = v.links.filter((l) => l.kind === "rail").map((l) => {
    const [a, b] = ends(l);
    const [mx, my] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    return [s("circle", { class: "dl-rail-plate", cx: mx, cy: my, r: 11 }),
      s("text", { class: "dl-rail-count", x: mx, y: my + 5.5, "text-anchor": "middle" }, String(l.airships))];
  });
  const islands = v.islands.map((i) => island(v, i));
  return [
    // below about 30em the map scrolls sideways rather than shrink its names out of reading
    h("div", { class: "dl-map-scroll" }, s("svg", { class: "dl-map dw-drawing", viewBox: box.join(" "), role: "img", "aria-label": "The map of the Delta" }, links, islands, counts)),
    legend([
      ...v.board.regions.map((r) => [null, "", [h("span", { class: `dl-key dl-r-${r}` }), ` ${REGION_TITLE[r] || title(r)}`]]),
      [null, "", "— bridge"], [null, "", "- - airship rail (airships needed)"], [null, "", "P: Pilot needed"],
      ["crystal", "", "crystals to explore"], ["vp", "", "VP"], ["dragonfly", "", "dragonfly tiles left (✦)"],
      ["character", "dw-pc-explorer", "character card"], ["turtle", "", "turtle"], ["flamingo", "", "flamingo"], ["horse", "", "horse"], ["bull", "", "bull"],
    ], "dl-legend"),
  ];
}

function island(v, i) {
  const [x, y] = i.xy;
  // an island's explorers: one seat's disc each, along its lower edge
  const dots = i.markers.map((p, k) => s("circle", { class: `dl-marker dw-seat-${p}`, cx: x - ((i.markers.length - 1) * 10) / 2 + k * 10, cy: y + R - 4, r: 6 }));
  // the name, then what exploring costs and gives (crystals, VP, a Pilot), in type that reads on a
  // map drawn at two thirds of a unit a pixel; a long name is squeezed into the island's width
  const name = { class: "dl-island-name", x, y: y - 3, "text-anchor": "middle" };
  if (i.name.length * 9.4 > 2 * R - 6) Object.assign(name, { textLength: 2 * R - 6, lengthAdjust: "spacingAndGlyphs" });
  return s("g", { class: `dl-island dl-r-${i.region || "none"}`, "data-target": `island:${i.name}` },
    s("circle", { class: "dw-shape dl-island-shape", cx: x, cy: y, r: R }),
    s("text", name, i.name),
    i.name === v.board.start ? s("text", { class: "dl-island-nums", x, y: y + 15, "text-anchor": "middle" }, "start")
      : [piece("crystal", { x: x - 21, y: y + 9, scale: 0.55, cls: "dw-print" }), s("text", { class: "dl-island-nums", x: x - 15, y: y + 15 }, String(i.crystals)),
        piece("vp", { x: x + 1, y: y + 9, scale: 0.55, cls: "dw-print" }), s("text", { class: "dl-island-nums", x: x + 7, y: y + 15 }, `${i.vp}${i.pilot ? "P" : ""}`)],
    i.dragonflies && i.dragonflies.count ? [s("rect", { class: "dl-df-plate", x: x + R - 16, y: y - R - 6, width: 30, height: 19, rx: 4 }),
      s("text", { class: "dl-island-df", x: x + R - 1, y: y - R + 8, "text-anchor": "middle" }, `✦${i.dragonflies.count}`)] : null,
    dots);
}

// -- the players ---------------------------------------------------------------------------------

function players(box, v, st) {
  // the player choosing now first and whole (a decision plays their hand, tiles and piles), the
  // others in two rows, the rest of what they hold folded under a summary; a player's card is
  // made again only when what it shows changed (a click changes one or two of them)
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
    row("Discard piles", p.discard_piles.map((pile, k) => h("span", { class: "dl-pile", "data-target": `pile:${p.seat}:${k}` },
      h("b", {}, `${SECTION_TITLE[Object.keys(v.sections)[k]]}: `), pile.length ? pile.map((c) => c.name).join(", ") : "empty")), "dl-piles"),
    p.inventions.length ? row("Inventions", p.inventions.map((t) => h("span", { class: `dl-tile${t.used ? " dl-used" : ""}` }, `${t.name}${t.used ? " (used)" : ""}`))) : null,
    p.papers.length ? row("Papers", p.papers.map((t) => h("span", { class: "dl-tile" }, t))) : null,
    p.animals.length ? row("Animals", p.animals.map((c) => cardEl(c))) : null,
    p.last_round_cards.length ? row("Last round cards", p.last_round_cards.map((c) => cardEl(c))) : null,
  ];
  const hand = held[0];
  setAttr(hand, "data-role", "hand");
  return h("div", { class: `dl-player dw-seat-${p.seat}${deciding ? " dl-deciding" : ""}${winner ? " dl-winner" : ""}`, "data-role": "player", "data-seat": p.seat },
    h("div", { class: "dl-player-head" }, h("span", { class: "dw-swatch" }), h("strong", {}, p.name),
      p.turn_order ? h("span", { class: "dw-tag" }, `turn order ${p.turn_order}`) : null,
      h("span", { class: "dl-score" }, `${p.vp} VP`)),
    h("div", { class: "dl-row" },
      h("span", { class: "dl-chip", "data-target": `coin:${p.seat}:cogs` }, icon("cog"), `engineering ${p.engineering}`),
      res("crystals", "crystal", p.crystals), res("flasks", "flask", p.flasks),
      p.airships_needed ? h("span", { class: "dl-muted" }, ` · ${plural(p.airships_needed, "airship")} needed`) : null),
    deciding ? held : h("details", { class: "dl-more" }, h("summary", {}, `${plural(p.hand_size, "card")} in hand, ${plural(p.bonus_tiles.length, "bonus tile")}, ${plural(p.dragonflies.length, "dragonfly tile")}`), held));
}

// -- what an element is (the tip on hovering it) -------------------------------------------------

/** One sentence saying what the element ``id`` shows, from the document alone. */
export function describeDelta(doc, id) {
  const v = doc.view;
  const [kind, a, b] = id.split(":");
  if (kind === "island") return islandText(v, doc.status, a);
  if (kind === "section") {
    const x = v.sections[a];
    return `The ${SECTION_TITLE[a]}: cards played here this round, left to right: ${x.line.length ? names(v, x.line) : "none yet"}.`;
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
      const d = p.dragonflies.find((x) => String(x.id) === a);
      if (d) return `${p.name}'s dragonfly tile: ${d.name}${d.used ? " (used)" : ""}.`;
    }
  }
  if (kind === "invention") { const t = v.inventions[Number(a)]; return `Invention on display: ${t.name}; costs ${t.cost} cogs.`; }
  if (kind === "paper") { const t = v.papers[Number(a)]; return `Scientific paper on display: ${t.name}; costs ${t.cost} flasks.`; }
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
  for (const [sec, x] of Object.entries(v.sections)) {
    if (x.display.some((c) => c.id === n)) return `${x.display.find((c) => c.id === n).name}: face up above the ${SECTION_TITLE[sec]}.`;
  }
  for (const p of v.players) {
    for (const [where, list] of [["hand", p.hand || []], ["animals", p.animals], ["last round cards", p.last_round_cards]]) {
      const c = list.find((x) => x.id === n);
      if (c) return `${c.name}: in ${p.name}'s ${where}.`;
    }
  }
  return "";
}

/** An island: region, cost, VP, Pilot, dragonflies, who explored it, and for the player
 * deciding, the fewest airships a rail from an island they explored needs. */
function islandText(v, st, name) {
  const i = v.islands.find((x) => x.name === name);
  if (!i) return "";
  const parts = [`${name}${i.region ? ` (${REGION_TITLE[i.region] || i.region})` : ""}`];
  if (name === v.board.start) parts.push("the start island");
  else parts.push(`costs ${plural(i.crystals, "crystal")} to explore, worth ${i.vp} VP${i.pilot ? ", needs a Pilot" : ""}`);
  if (i.dragonflies) parts.push(`${plural(i.dragonflies.count, "dragonfly tile")} left${i.dragonflies.seen.length ? ` (you looked: ${i.dragonflies.seen.join(", ")})` : ""}`);
  if (i.markers.length) parts.push(`explored by ${names(v, i.markers)}`);
  // how the seat to decide reaches it: Python works it out ("Explore" A, view.py)
  const p = i.reach ? v.players[i.reach.seat] : null;
  if (p) {
    const least = i.reach.airships;
    if (least === null) parts.push(`not next to an island ${p.name} explored`);
    else parts.push(least ? `${p.name} reaches it by an airship rail needing ${plural(least, "airship")}` : `${p.name} reaches it by a bridge`);
  }
  return `${parts.join("; ")}.`;
}
