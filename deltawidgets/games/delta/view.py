"""What each viewer sees, action labels and board targets; the log is told by ``words.py``.

The board (js/boards/delta.js) draws the observation alone: the island map at the places
``island_xy`` gives, the fixed print of the tracks (``board_view``), and every choice on the
element ``targets`` names.

Hidden: the cards in a hand (a count for others), every draw pile and face-down stack, the
advanced characters set aside with 2 players, and dragonfly tiles still on a location (a seat
sees those it looked at while they stay there). Everything else is on the table.
"""

from __future__ import annotations

import math
from functools import lru_cache

import networkx as nx

from deltawidgets.core.refusal import seat
from deltawidgets.games.delta.actions import explore_need
from deltawidgets.games.delta.catalog import ANIMALS
from deltawidgets.games.delta.components import PILE_NAMES, SECTION_NAMES, SECTIONS, TILE_NAMES, amount
from deltawidgets.games.delta.effects import place_name, sees_dragonfly
from deltawidgets.games.delta.endings import END_REASONS
from deltawidgets.games.delta.flow import initiative
from deltawidgets.games.delta.rules import STEPS
from deltawidgets.games.delta.scoring import winners
from deltawidgets.games.delta.state import DeltaState


def card(s: DeltaState, c: int) -> dict:
    """A card as the board draws it: its name, and what its picture shows (a character's type, an
    animal card's animal), printed on its face for all who see it."""
    k = s.cat.cards[c]
    return {"id": c, "name": k.name, "kind": k.kind, "type": k.type}


def played_view(s: DeltaState, p: int, k: int) -> dict | None:
    c = s.played[p][k]
    if c is None:
        return None
    return {
        "card": None if c < 0 else card(s, c),
        "marker": True,
        "tiles": list(s.tiles_on[p][k]),
        "dragonflies": [s.cat.dragonflies[t].name for t in s.dfs_on[p][k]],
        "initiative": initiative(s, p, k),
    }


def player_view(s: DeltaState, p: int, viewer) -> dict:
    mine = viewer == "all" or viewer == p
    vp = s.vp[p]
    return {
        "seat": p,
        "name": seat(p),
        "vp": vp,
        "vp_marker": "100+" if vp >= 100 else "50+" if vp >= 50 else None,
        "vp_from": dict(s.vp_from[p]),
        "engineering": s.eng[p],
        "engineering_best": s.eng_best[p],  # the highest space reached: the dragonfly spaces passed
        "stack": s.stamp[p],
        "crystals": s.crystals[p],
        "flasks": s.flasks[p],
        "turn_order": s.pos[p],
        "knowledge": dict(zip(ANIMALS, s.know[p])),
        "explored": list(s.explored[p]),
        "hand_size": len(s.hand[p]),
        "hand": [card(s, c) for c in sorted(s.hand[p])] if mine else None,
        "discard_piles": [[card(s, c) for c in pile] for pile in s.piles[p]],
        "played": {sec: played_view(s, p, k) for k, sec in enumerate(SECTIONS)},
        "bonus_tiles": list(s.held[p]),
        "animals": [card(s, c) for c in s.animals[p]],
        "inventions": [{"id": t, "name": s.cat.inventions[t].name, "used": t in s.inv_flipped} for t in s.inventions[p]],
        "papers": [s.cat.papers[t].name for t in s.papers[p]],
        "dragonflies": [{"id": t, "name": s.cat.dragonflies[t].name, "used": t in s.df_flipped} for t in s.dragonflies[p]],
        "last_round_cards": [card(s, c) for c in s.last_cards[p]],
        "airships_needed": s.airships_needed[p],
    }


def knowledge(s: DeltaState, viewer) -> dict:
    """What ``viewer`` knows: its view, and every hand (ruling ``hands_are_deducible``: each card
    in a hand came from a face-up display, a face-up discard pile or the seat's own basic set,
    so a seat that remembers knows them; a position laid out from a scenario counts as seen
    dealt). Only the card chosen and not yet placed stays its player's (Phase 2: Actions A)."""
    return {"view": observation(s, viewer), "hands": [sorted(h) for h in s.hand]}


def location_view(s: DeltaState, loc: str, viewer) -> dict:
    tiles = s.df_at.get(loc, [])
    return {"count": len(tiles), "seen": [s.cat.dragonflies[t].name for t in tiles if sees_dragonfly(s, viewer, t)]}


def observation(s: DeltaState, viewer) -> dict:
    cat = s.cat
    d = STEPS.decision(s)
    who = STEPS.decider(s)
    islands, xy = [], island_xy(cat)  # the layout once a view, not once an island
    for name in cat.islands:
        info = cat.island[name]
        islands.append(
            {
                "name": name,
                "region": cat.region[name],
                "crystals": info["crystals"],
                "vp": info["vp"],
                "pilot": info["pilot"],
                "markers": [p for p in range(s.players) if name in s.explored[p]] if name in s.markers else [],
                "dragonflies": location_view(s, name, viewer) if name in s.df_at else None,
                "xy": list(xy[name]),
                # for the seat to decide, and an island they have not explored: the fewest
                # airships a rail from one they explored asks for (0: a bridge), or None
                # when none they explored is next to it ("Explore" A); the page says it
                "reach": None if who is None or name in s.explored[who] else {"seat": who, "airships": explore_need(s, who, name)},
            }
        )
    links = [{"between": [a, b], "kind": e["kind"], "airships": e["airships"]} for a, b, e in cat.graph.edges(data=True)]
    tail = s.known_tail
    return {
        "game": "delta",
        "round": s.round,
        "step": s.pending[0][1] if s.pending else s.step,
        "section": SECTIONS[s.section] if s.section >= 0 else None,
        # still in the hand until its section is chosen ("Phase 2: Actions" A)
        "chosen_card": card(s, s.chosen) if s.chosen >= 0 and viewer in ("all", s.current) else None,
        "decision": d and d.to_json(),
        "over": s.over,
        "end_reason": END_REASONS.get(s.end_reason) if s.over else None,
        "winners": winners(s) if s.over else None,
        "players": [player_view(s, p, viewer) for p in range(s.players)],
        "turn_order": list(s.order),
        "still_to_choose": list(s.queue),
        "sections": {sec: {"display": [card(s, c) for c in s.display[k]], "line": list(s.line[k])} for k, sec in enumerate(SECTIONS)},
        "bonus_tiles": {str(r): {"kind": cat.row_tiles[r][0], "left": s.bonus_stock[r]} for r in cat.row_tiles},
        "inventions": [{"id": t, "name": cat.inventions[t].name, "cost": cat.inventions[t].cost} for t in s.inv_row],
        "papers": [{"id": t, "name": cat.papers[t].name, "cost": cat.papers[t].cost} for t in s.paper_row],
        # what this turn's card has brought so far, as the table saw it (Phase 2: Actions E)
        "leader_used": s.leader_used,
        "airships_this_turn": s.temp_airships,
        # the cards removed from the game (each named in the log as it went)
        "removed_from_game": [card(s, c) for c in sorted(s.box)],
        "stacks": {
            "inventions": len(s.inv_stack),
            "papers": len(s.paper_stack),
            "inventions_seen_under": [{"id": t, "name": cat.inventions[t].name} for t in s.inv_stack[len(s.inv_stack) - tail["inventions"] :]],
            "papers_seen_under": [{"id": t, "name": cat.papers[t].name} for t in s.paper_stack[len(s.paper_stack) - tail["papers"] :]],
            **{k: len(v) for k, v in s.decks.items()},
        },
        "engineering_dragonflies": {loc: {"space": space, **location_view(s, loc, viewer)} for loc, space in cat.eng["dragonflies"].items()},
        "islands": islands,
        "links": links,
        "board": board_view(cat),
        "supply": {"crystals": cat.supply["crystals"] - sum(s.crystals), "flasks": cat.supply["flasks"] - sum(s.flasks)},
    }


@lru_cache(maxsize=8)
def _layout(start: str, groups: tuple, edges: tuple) -> dict:
    """Where the board draws each island: the start island in the middle, one sector of the
    circle per region, islands further out the more steps they are from the start; within a
    ring, islands follow the mean angle of their neighbours nearer the start (fewer crossings)."""
    g = nx.Graph(edges)
    g.add_nodes_from(n for _, names in groups for n in names)
    dist = nx.single_source_shortest_path_length(g, start)
    width = 2 * math.pi / len(groups)
    angle, xy = {start: 0.0}, {start: (0, 0)}
    for gi, (_, names) in enumerate(groups):
        centre = -math.pi / 2 + gi * width
        for d in sorted({dist.get(n, 1) for n in names}):
            ring = [n for n in names if dist.get(n, 1) == d]
            inner = [[angle[m] for m in g[n] if m in angle and m != start] for n in ring]
            ring = [n for _, n in sorted(zip([sum(a) / len(a) if a else centre for a in inner], ring), key=lambda t: t[0])]
            for i, n in enumerate(ring):
                angle[n] = centre + width * 0.78 * ((i + 0.5) / len(ring) - 0.5)
                # every other island of a ring a little further out: a link between its two
                # neighbours on the ring then passes beside it, not through it
                r = 95 * (d + (0.25 if i % 2 else 0))
                xy[n] = (round(r * math.cos(angle[n])), round(r * math.sin(angle[n])))
    return xy


def island_xy(cat) -> dict:
    groups = [(r, tuple(n for n in cat.islands if cat.region[n] == r)) for r in cat.regions]
    rest = tuple(n for n in cat.islands if cat.region[n] is None and n != cat.start)
    # a tuple: _layout's cache hashes its arguments
    sectors = tuple(([("", rest)] if rest else []) + groups)
    return _layout(cat.start, sectors, tuple(cat.graph.edges()))


def board_view(cat) -> dict:
    """The fixed print of the board the view draws: tracks' lengths, thresholds and VP."""
    return {
        "regions": list(cat.regions),
        "start": cat.start,
        "positions": cat.positions,
        "rounds": cat.rounds,
        "engineering": {"start": cat.eng["start"], "top": cat.eng["top"], "scoring": cat.eng["scoring"]},
        "knowledge_vp": list(cat.know_vp),
    }


# -- labels ---------------------------------------------------------------------------------------
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")


def which_copy(items, x, name_of) -> tuple[str, int] | None:
    """Which of several alike components ``x`` is (an ordinal word and how many there are), or
    None when no other of ``items`` bears its name. The game has identical copies (two "Bull
    (2 cogs each round)" cards, two dragonfly tiles for 2 cogs), and two choices must never
    read the same; copies are counted in the order the view lists them (a hand sorted, a
    display, a row, a space's tiles as laid)."""
    name = name_of(x)
    alike = [y for y in items if name_of(y) == name]
    if len(alike) < 2:
        return None
    nth = alike.index(x)
    return (ORDINALS[nth] if nth < len(ORDINALS) else f"number {nth + 1}"), len(alike)


def copy_note(items, x, name_of, where: str) -> str:
    """ " (second of 2 {where})" when ``x`` has an alike copy in ``items``, else ""."""
    which = which_copy(items, x, name_of)
    return f" ({which[0]} of {which[1]} {where})" if which else ""


def the_card(s: DeltaState, items, c: int, where: str) -> str:
    """ "the Bull (...)", or "the second copy in your hand of the Bull (...)" beside an alike
    card: the card's name stays last, where the log's lines put it too."""
    which = which_copy(items, c, lambda x: s.cat.cards[x].name)
    copy = f"{which[0]} copy {where} of the " if which else ""
    return f"the {copy}{s.cat.cards[c].name}"


def label(s: DeltaState, a) -> str:
    name = a[0]
    cat = s.cat
    p: int = STEPS.decider(s)  # type: ignore[assignment]  # a legal action has a seat deciding it
    in_hand = lambda c: the_card(s, sorted(s.hand[p]), c, "in your hand")  # noqa: E731
    if name == "order":
        return f"Turn order position {a[1]}"
    if name == "card":
        return f"Play {in_hand(a[1])}"
    if name == "section":
        return f"Play the {cat.cards[s.chosen].name} in {SECTION_NAMES[a[1]]}"
    if name == "marker":
        return f"Card marker in {SECTION_NAMES[a[1]]}"
    if name == "tile":
        return f"Place the {TILE_NAMES[a[1]]} bonus tile"
    if name in ("dragonfly", "use", "keep"):
        verb = {"dragonfly": "Play", "use": "Use", "keep": "Keep"}[name]
        df_name = lambda t: cat.dragonflies[t].name  # noqa: E731
        if name == "keep":
            loc = s.pending[0][2]
            which = copy_note(s.df_at[loc], a[1], df_name, f"on {place_name(s, loc)}")
        else:
            which = copy_note([t for t in s.dragonflies[p] if t not in s.df_flipped], a[1], df_name, "of yours")
        return f"{verb} the dragonfly tile for {df_name(a[1])}{which}"
    if name == "done":
        return "Go on"
    if name == "end":
        return "End the turn"
    if name == "explore":
        how = f" with the invention {cat.inventions[a[2]].name}" if len(a) == 3 else ""
        if len(a) == 3:
            how += copy_note([t for t in s.inventions[p] if t not in s.inv_flipped], a[2], lambda t: cat.inventions[t].name, "of yours")
        return f"Explore {a[1]}{how}"
    if name == "invent":
        tile = cat.inventions[s.inv_row[a[1]]]
        which = copy_note(range(len(s.inv_row)), a[1], lambda i: cat.inventions[s.inv_row[i]].name, "in the row")
        return f"Create the invention {tile.name}{which} for {amount(tile.cost, 'cogs')}"
    if name == "publish":
        tile = cat.papers[s.paper_row[a[1]]]
        which = copy_note(range(len(s.paper_row)), a[1], lambda i: cat.papers[s.paper_row[i]].name, "in the row")
        return f"Publish the paper {tile.name}{which} for {amount(tile.cost, 'flasks')}"
    if name == "sponsor":
        return f"Take the {TILE_NAMES[cat.row_tiles[a[1]][0]]} bonus tile from row {a[1]}"
    if name == "take":
        return f"Take {the_card(s, s.display[s.section], a[1], 'on display')}"
    if name in ("knowledge", "study", "mission", "remove"):
        verb = {"knowledge": "Gain knowledge from", "study": "Study", "mission": "Play", "remove": "Remove"}[name]
        return f"{verb} {in_hand(a[1])}"
    if name == "pile":
        return f"Take back the {PILE_NAMES[a[1]]} discard pile"
    if name == "track":
        return f"Advance on the {a[1]} track"
    if name == "island":
        return f"Exploration marker on {a[1]}"
    return f"Take the coin as {a[1]}"  # coin


# the board element a choice is made on (js/boards/delta.js draws one element per id)
BY_VALUE = {
    "explore": "island",
    "island": "island",
    "marker": "section",
    "section": "section",
    "card": "card",
    "take": "card",
    "study": "card",
    "knowledge": "card",
    "mission": "card",
    "remove": "card",
    "order": "order",
    "tile": "held",
    "dragonfly": "dragonfly",
    "use": "dragonfly",
    "invent": "invention",
    "publish": "paper",
    "sponsor": "row",
    "track": "track",
}


def targets(s: DeltaState, a) -> list[str]:
    """Board targets (added for the board, js/boards/delta.js; the rules are untouched)."""
    kind = BY_VALUE.get(a[0])
    if kind:
        return [f"{kind}:{a[1]}"]
    if a[0] == "keep":  # a dragonfly tile looked at: its location (an island or an engineering space)
        loc = next(k for k, tiles in s.df_at.items() if a[1] in tiles)
        return [f"island:{loc}" if loc in s.cat.island else f"eng:{loc}"]
    if a[0] in ("pile", "coin"):  # the deciding player's own discard pile or resource
        return [f"{a[0]}:{STEPS.decider(s)}:{a[1]}"]
    return []


def annotate(s: DeltaState, events: list) -> list:
    return events  # every event carries its names from the start (words.py tells it alone)
