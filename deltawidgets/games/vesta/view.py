"""What each viewer sees, action labels and board targets (the log is told by ``words.py``).

Everything on the table is open (markers, equipment cards, the saloon's stock) except the faces
of face-down tiles, the order of the tile pile and of the equipment deck, and what a Gold
Detector showed its holder. A seat's view shows the face-down tiles that seat looked at while
they stay face down on the belt; the spectator (``"public"``) sees none; ``"all"`` sees all.

Element ids: ``h<place>`` for belt places, ``start`` for the start area, ``p<seat>`` for a
player, ``e<seat>-<index>`` for a player's card, ``s<index>`` for a saloon card, ``saloon-water``.

Besides the table, the observation carries what a board draws for the step in progress:
``reach`` (in an action phase: the places the actions left can get to, by the number of moves,
and those the phase may end on), ``offer``, ``auction``, and ``final`` (why the final game turn
began: ``"titanium_out"`` or ``"titanium_gone"``, empty before).
"""

from __future__ import annotations

from deltawidgets.core.refusal import seat
from deltawidgets.games.vesta.belt import OFF
from deltawidgets.games.vesta.components import CARD_NAMES, KINDS, MARKERS, MINED
from deltawidgets.games.vesta.endings import END_REASONS
from deltawidgets.games.vesta.mining import lasso_yield, mine_yield
from deltawidgets.games.vesta.rules import STEPS
from deltawidgets.games.vesta.scoring import score, winners
from deltawidgets.games.vesta.state import VestaGoldRushState, endable, passable
from deltawidgets.games.vesta.words import face_text, where


def face_view(code: int) -> dict:
    k = code >> 3
    return {"kind": KINDS[k], "symbols": code & 7 if k in MINED else 0, "text": face_text(code)}


def where_id(s: VestaGoldRushState, at: int) -> str | None:
    return None if at == OFF else s.belt.ids[at]


def card_texts(params) -> dict[str, str]:
    """What each equipment card does, under these rule options (5. Equipment cards), for the
    page's tips: the page is told, it does not know the rules."""
    reach = "a neighbouring asteroid" if params.lasso_range == 1 else f"an asteroid up to {params.lasso_range} tiles away"
    scans = "one free extra look" if params.detector_scans == "one" else "one free extra look per Gold Detector held"
    return {
        "lasso": f"Magnetic Lasso: one action pulls markers from {reach} nobody stands on, as if mining there",
        "moped": "Space Moped: a move may go two tiles in a straight line for one action",
        "gun": "Antimatter Gun: one action destroys a face-up tile next to you",
        "fusion": "Minifusion Explosive: destroys a face-up tile next to you, once; then back into the deck",
        "express": "Galactic Express: trade with any player, wherever they are",
        "hyperscanner": "Hyperscanner: a scan reaches two tiles away and may turn up a second tile",
        "detector": f"Gold Detector: {scans} at a face-down tile next to you each action phase",
        "separator": "Water Separator: mining an empty asteroid gives one water",
    }


def observation(s: VestaGoldRushState, viewer) -> dict:
    everything = viewer == "all"
    memory = s.memory[viewer] if isinstance(viewer, int) else ()
    b = s.belt
    on: list[list[int]] = [[] for _ in range(b.places + 1)]
    for p, at in enumerate(s.pos):
        if at != OFF:
            on[at].append(p)
    places = []
    for i in range(b.places):
        t = s.tile[i]
        e = {"id": b.ids[i], "name": b.names[i], "q": b.q[i], "r": b.r[i], "prospectors": on[i]}
        if t < 0:
            e["tile"] = "none"
        elif s.up[i]:
            e["tile"], e["face"] = "up", face_view(t)
        else:
            e["tile"] = "down"
            if everything or i in memory:
                e["face"], e["seen"] = face_view(t), not everything
        places.append(e)
    d = STEPS.decision(s)
    sal = s.saloon
    return {
        "game": "vesta",
        "viewer": viewer,
        "seats": [seat(p) for p in range(s.players)],
        "length": b.length,
        "width": b.width,
        "places": places,
        "start": {"id": "start", "name": b.names[b.start], "prospectors": on[b.start], "touches": [b.ids[i] for i in b.nbrs[b.start]]},
        "entry": [b.ids[i] for i in b.entry],
        "exit": [b.ids[i] for i in b.exit],
        "pile": len(s.pile),
        "discards": len(s.discard_up) + len(s.discard_down),
        # the tiles that left the belt face up, in the order they left: everyone saw them go
        # (and the pile's next tiles are not among them)
        "discarded_face_up": [face_view(t) for t in s.discard_up],
        "deck": len(s.deck),
        "saloon": {
            "place": b.ids[sal] if sal >= 0 else None,
            "stock": [{"id": f"s{j}", "kind": k, "name": CARD_NAMES[k], "price": s.params.price(k)} for j, k in enumerate(s.stock)],
            "water": s.saloon_water,
            "water_per_gold": s.params.water_per_gold,
            "water_id": "saloon-water",
        },
        "supply": {"gold": s.supply_gold, "water": s.supply_water, "titanium": s.supply_ti},
        "players": [player_view(s, p) for p in range(s.players)],
        "round": s.round,
        # how many times the belt has moved: once at the end of every game turn played (3.3.1),
        # the last one included (the game ends after the common events); the page slides each
        # tile by the pushes between two views
        "pushes": s.round - 1 + int(s.over),
        # what each marker and card is worth (4. Game ending and victory: rule options)
        "points": {"gold": 1, "titanium": s.params.titanium_points, "card": s.params.card_points},
        "card_text": card_texts(s.params),
        "final": s.final,
        "order": list(s.order),
        "current": s.current,
        "phase": s.phase,
        "decision": d.to_json() if d else None,
        "actions_left": s.left if s.phase in ("act", "scan2", "peek", "place") else 0,
        # free Gold Detector looks left this phase: the cards are open, and so is each look
        "detects_left": s.detects if s.phase in ("act", "scan2", "peek", "place") else 0,
        "offers_made": s.offers,  # by the trader, this trading turn (rule option trade_offers)
        "scanned": b.ids[s.scan_first] if s.scan_first >= 0 else None,  # Hyperscanner's first tile
        "peeked": b.ids[s.peek] if s.peek >= 0 else None,  # the Gold Detector's tile (its face only to the looker)
        "destroyed": b.ids[s.hit] if s.hit >= 0 else None,  # the place whose prospectors are being moved
        "reach": reach_view(s),
        "offer": offer_view(s),
        "auction": {"card": s.lot, "name": CARD_NAMES[s.lot], "high": s.high, "leader": s.leader, "bidders": list(s.bidders)} if s.phase == "bid" else None,
        "over": s.over,
        "end_reason": END_REASONS.get(s.end_reason, ""),
        "scores": [score(s, p) for p in range(s.players)],
        "winners": winners(s) if s.over else [],
    }


def reach_view(s: VestaGoldRushState) -> dict | None:
    """In an action phase: the places the player to act can get to with the actions left
    (3.1 Movement: one tile an action, or two in a line with the Space Moped; through face-up
    tiles and holes, never through another player), by the number of moves, and those of them
    the phase may end on (an asteroid or the saloon). Public facts only."""
    if s.phase != "act" or s.over:
        return None
    b, p, blocked = s.belt, s.current, s.blocked
    moped = "moped" in s.cards[p]
    steps, frontier = {}, [s.pos[p]]
    for k in range(1, s.left + 1):
        nxt = []
        for x in frontier:
            ends = list(b.nbrs[x])
            if moped:
                ends += [y for m, y in b.lines[x] if passable(s, m, blocked)]
            for y in ends:
                if y not in steps and y != s.pos[p] and passable(s, y, blocked):
                    steps[y] = k
                    nxt.append(y)
        frontier = nxt
    return {"moves": {b.ids[y]: k for y, k in steps.items()}, "ends": [b.ids[y] for y in steps if endable(s, y, blocked)]}


def player_view(s: VestaGoldRushState, p: int) -> dict:
    at = s.pos[p]
    return {
        "id": f"p{p}",
        "seat": p,
        "name": seat(p),
        "at": where_id(s, at),
        "at_name": where(s, at),
        "gold": s.gold[p],
        "water": s.water[p],
        "titanium": s.titanium[p],
        "cards": [{"id": f"e{p}-{j}", "kind": k, "name": CARD_NAMES[k]} for j, k in enumerate(s.cards[p])],
        "thirsty": s.thirsty[p],
        "out": at == OFF,
        "skipped": s.skipped[p],  # forced out and has lost the action phase: back at the turn's end
        # the face-down tiles this seat has looked at with a Gold Detector: which is public (the
        # log says where), the faces are not
        "looked_at": [s.belt.ids[x] for x in sorted(s.memory[p])],
        "score": score(s, p),
    }


def offer_view(s: VestaGoldRushState) -> dict | None:
    if s.phase not in ("draft", "reply"):
        return None
    return {
        "from": s.drafter,
        "to": s.other,
        "sent": s.phase == "reply",
        "counters": s.counters,
        "give": dict(zip(MARKERS, s.give)),
        "ask": dict(zip(MARKERS, s.ask)),
        "give_cards": list(s.give_cards),
        "ask_cards": list(s.ask_cards),
    }


# -- labels and targets -------------------------------------------------------------------------------

SIMPLE = {
    "stop": "Stop: end the action phase",
    "enough": "Turn up only the one tile",
    "turn_up": "Turn it face up",
    "keep_down": "Leave it face down",
    "done": "Finish trading",
    "send": "Send the offer",
    "withdraw": "Withdraw the offer",
    "accept": "Accept the trade",
    "decline": "Decline the trade",
    "counter": "Make a counter-offer",
    "pass": "Drop out of the auction",
}


def label(s: VestaGoldRushState, a) -> str:
    v = a[0]
    if v in SIMPLE:
        return SIMPLE[v]
    name = s.belt.names
    if v == "move":
        return f"Move to {name[a[1]]}"
    if v == "moped":
        return f"Space Moped: move two tiles to {name[a[1]]}"
    if v == "scan":
        return f"Scan {name[a[1]]}"
    if v == "detect":
        return f"Gold Detector: look at {name[a[1]]}"
    if v == "mine":
        kind, n = mine_yield(s, s.current, s.pos[s.current])
        return f"Mine {n} {kind}"
    if v == "lasso":
        kind, n = lasso_yield(s, a[1])
        return f"Magnetic Lasso: pull {n} {kind} from {name[a[1]]}"
    if v in ("gun", "fusion"):
        return f"{CARD_NAMES[v]}: destroy the tile at {name[a[1]]}"
    if v == "place":
        return f"Move onto {name[a[1]]}"
    if v == "offer":
        return f"Make an offer to {seat(a[1])}"
    if v == "water":
        n = min(a[1] * s.params.water_per_gold, s.saloon_water)
        return f"Buy {n} water for {a[1]} gold"
    if v == "buy":
        return f"Buy {CARD_NAMES[a[1]]} ({s.params.price(a[1])} gold)"
    if v == "give":
        return f"Give {a[2]} {a[1]}"
    if v == "ask":
        return f"Ask for {a[2]} {a[1]}"
    if v == "give_card":
        return f"Give {CARD_NAMES[a[1]]}"
    if v == "ask_card":
        return f"Ask for {CARD_NAMES[a[1]]}"
    if v == "bid":
        return f"Bid {a[1]} gold"
    return " ".join(str(x) for x in a)


def counted_choice(s: VestaGoldRushState, a) -> tuple[str, int] | None:
    """The counted choices of a trade (3. Trading): what an offer gives or asks of a raw
    material, the gold paid for water at the saloon, and a bid at its auction."""
    v = a[0]
    if v == "give":
        return f"Give {a[1]}", a[2]
    if v == "ask":
        return f"Ask for {a[1]}", a[2]
    if v == "water":
        return "Gold paid for water", a[1]
    if v == "bid":
        return "Bid gold", a[1]
    return None


def targets(s: VestaGoldRushState, a) -> list[str]:
    v = a[0]
    if v in ("move", "moped", "scan", "detect", "gun", "fusion", "lasso", "place"):
        return [s.belt.ids[a[1]]]
    if v == "mine":
        return [s.belt.ids[s.pos[s.current]]]
    if v == "offer":
        return [f"p{a[1]}"]
    if v == "buy":
        return [f"s{s.stock.index(a[1])}"]
    if v == "water":
        return ["saloon-water"]
    if v in ("give_card", "ask_card"):
        who, taken = (s.drafter, s.give_cards) if v == "give_card" else (s.other, s.ask_cards)
        j = [i for i, k in enumerate(s.cards[who]) if k == a[1]][taken.count(a[1])]
        return [f"e{who}-{j}"]
    return []


def annotate(s: VestaGoldRushState, events: list[dict]) -> list[dict]:
    """Add the names of places and tiles an event mentions (done when the event is made)."""
    names = s.belt.names
    for e in events:
        for key in ("place", "from", "to"):
            if key in e and e[key] != OFF:
                e[f"{key}_name"] = names[e[key]]
        if "face" in e:
            e["face_text"] = face_text(e["face"])
    return events
