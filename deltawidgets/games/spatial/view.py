"""What each viewer sees, action labels and board targets, and the narrated log.

Observation format (``observation(state, viewer)``; JSON-safe; ``viewer`` is a seat or ``"all"``)
----------------------------------------------------------------------------------------------

Top level: ``game`` ("spatial"), ``viewer``, ``seats`` (names), ``rings`` (of the finished map),
``laid`` (rings on the table), ``earth`` ("h0,0"), then the entries below.

Geometry is pixel-free: hexes are axial ``(q, r)`` with Earth at ``(0, 0)``; a corner is named by
the three hex places meeting there (a place may lie outside the map), a border by its two hexes,
so a renderer can put a corner at the mean of three hex centres and a border between two.

``hexes``: one per map place, ring by ring::

    {"id": "h1,-1", "name": "A2", "q": 1, "r": -1, "ring": 1,   # name: drawn in the hex (words.py)
     "tile": "earth" | "space" | "world" | "unlaid",     # "unlaid": face-down, set aside
     "goods": "red" | ... | None,  "price": ring or None,   # what a world buys, and for how much
     "token": bool,                # its First Delivery token is still on it
     "sale": seat or -1}           # Sale Marker this round

``corners``: every corner of a map hex::

    {"id": "v12", "name": "the corner of A1, A2 and B2", "hexes": [[q, r], [q, r], [q, r]], "earth": bool,
     "place": "v12" (or "h0,0": Earth's six corners are one place, Earth),
     "site": bool,                  # a Trade Station could stand here (ignoring who has one)
     "station": seat or -1}

``borders``: every border between two map hexes::

    {"id": "e7", "name": "the border between A1 and B2", "hexes": [[q, r], [q, r]], "ends": ["v3", "v9"],
     "usable": bool,                # may carry a segment (both hexes counted, neither Earth)
     "segment": seat or -1}

``ships``: place id per seat (``"h0,0"`` is Earth). ``pool``: ``[{"id": "g0", "goods": "red" | None}]``.
``deck``, ``discard``, ``supply``: card counts (the deck order and the face-down discard pile
are never shown to a seat; ``"all"`` also gets ``hidden.deck``, top card first, and
``hidden.later``, the set-aside tiles in the order they will be laid).

``players``: one per seat::

    {"seat", "name", "ship",
     "hand": {"explore": n, "red": n, ...} or None,      # None: another seat's private hand
     "hand_size": n,                                      # public: cards can be counted
     "drafted": [{"id": "d1-0", "goods": "red"}, ...],   # taken this draft, face up
     "tokens": own Challenge tokens left, "holds": [tokens of each seat held],
     "stations_left", "segments_left", "markers_left", "done",
     "msp": n or None, "msp_parts": {"stations", "worlds", "sales", "fees", "bonus"} or None,
     "first_delivery": {"red": n, ...} or None, "score": n or None}

MSP and First Delivery tokens are behind the player's screen: a seat sees its own, and the
others' only when the game is over (or with the ``open_screens`` option).

Progress of the turn: ``round``, ``rounds``, ``start``, ``current``, ``phase``, ``stage``,
``steps``, ``next_step_cost``, ``decision``; ``branch`` while exploring::

    {"start": place id, "places": [...], "borders": ["e3", ...], "segments": n, "end": place id,
     "cost": {"cards": n, "worlds": ["red", "blue"], "any_goods": bool, "total": n, "msp": n} or None}

``payment`` while paying (``cards``: what was paid, only for the payer and "all")::

    {"for": "explore" | "move", "target": place id, "total": n, "paid": n, "cards": {...} or None}

``challenge``: ``{"challenger", "challenged", "goods"}`` while a challenge waits for its answer.
``over``, ``end_reason`` (once over, the sentence of ``rounds.END_REASONS``; else None),
``scores`` (None where hidden), ``winners``.
"""

from __future__ import annotations

from functools import lru_cache

from deltawidgets.core.game import Plans
from deltawidgets.games.spatial.board import hex_id
from deltawidgets.games.spatial.components import CARD_NAMES, CARDS, EARTH_TILE, GOODS, GOODS_KINDS, UNLAID
from deltawidgets.games.spatial.endings import END_REASONS
from deltawidgets.games.spatial.move import step_cost
from deltawidgets.games.spatial.payment import ANY_GOODS_FROM, total, whole_payments
from deltawidgets.games.spatial.rules import STEPS
from deltawidgets.games.spatial.scoring import score, winners
from deltawidgets.games.spatial.state import MSP_PARTS, SpatialDeliveryState
from deltawidgets.games.spatial.words import (
    a_card,
    and_list,
    border_name,
    card_kind,
    cards_text,
    corner_name,
    hex_name,
    ordinal,
    place_name,
    plural,
    seat,
    world_name,
)


def place_id(s: SpatialDeliveryState, place: int) -> str:
    return s.board.place_id(place)


def _screen_open(s: SpatialDeliveryState, viewer, p: int) -> bool:
    return viewer == "all" or viewer == p or s.over or s.params.open_screens


def _goods_counts(counts) -> dict:
    return {g: counts[i + 1] for i, g in enumerate(GOODS)}


@lru_cache(maxsize=8)
def _fixed(b) -> tuple[tuple[dict, ...], tuple[dict, ...], tuple[dict, ...]]:
    """What a view says of each hex, corner and border that never changes on board ``b``: names
    and geometry are the bulk of a view, and every view of every step needs all of them."""
    hexes = tuple({"id": hex_id((q, r)), "name": hex_name(b, h), "q": q, "r": r, "ring": b.ring[h]} for h, (q, r) in enumerate(b.hexes))
    corners = tuple(
        {"id": f"v{c}", "name": corner_name(b, c), "hexes": [list(x) for x in trio], "earth": b.earth_corner[c], "place": b.place_id(b.place_of[c])}
        for c, trio in enumerate(b.corners)
    )
    borders = tuple(
        {"id": f"e{e}", "name": border_name(b, e), "hexes": [list(b.hexes[x]), list(b.hexes[y])], "ends": [f"v{c1}", f"v{c2}"]}
        for e, ((x, y), (c1, c2)) in enumerate(zip(b.borders, b.border_ends))
    )
    return hexes, corners, borders


def observation(s: SpatialDeliveryState, viewer) -> dict:
    b = s.board
    fixed_hexes, fixed_corners, fixed_borders = _fixed(b)
    hexes = []
    for h, fixed in enumerate(fixed_hexes):
        t = s.tile[h]
        kind = "earth" if t == EARTH_TILE else "unlaid" if t == UNLAID else "world" if t else "space"
        world = kind == "world"
        hexes.append(
            {**fixed, "tile": kind, "goods": CARDS[t] if world else None, "price": b.ring[h] if world else None, "token": s.token[h], "sale": s.sale[h]}
        )
    sites, station, earth = s.sites, s.station, b.earth_corner
    corners = [{**fixed, "site": c in sites, "station": station[c] if not earth[c] else -1} for c, fixed in enumerate(fixed_corners)]
    usable, segment = b.usable[s.counted], s.segment
    borders = [{**fixed, "usable": e in usable, "segment": segment[e]} for e, fixed in enumerate(fixed_borders)]
    d = STEPS.decision(s)
    out = {
        "game": "spatial",
        "viewer": viewer,
        "seats": [seat(p) for p in range(s.players)],
        "rings": b.rings,
        "laid": s.laid,
        "earth": "h0,0",
        "hexes": hexes,
        "corners": corners,
        "borders": borders,
        "ships": [place_id(s, x) for x in s.ship],
        "pool": [{"id": f"g{i}", "goods": CARDS[k] if k >= 0 else None} for i, k in enumerate(s.pool)],
        "deck": len(s.deck),
        "discard": sum(s.discard[1:]),
        "supply": s.supply,
        "players": [player_view(s, p, viewer) for p in range(s.players)],
        "round": s.round,
        "rounds": s.params.total_rounds,
        "start": s.start,
        "current": s.current,
        "phase": s.phase,
        "stage": s.stage,
        "steps": s.steps,
        "next_step_cost": step_cost(s),
        "decision": d.to_json() if d else None,
        "branch": branch_view(s),
        "payment": payment_view(s, viewer),
        "challenge": None if s.challenge is None else {"challenger": s.challenge[0], "challenged": s.challenge[1], "goods": CARDS[s.challenge[2]]},
        "over": s.over,
        "end_reason": END_REASONS[s.end_reason] if s.over else None,
        "scores": [score(s, p) if _screen_open(s, viewer, p) else None for p in range(s.players)],
        "winners": winners(s) if s.over else [],
    }
    if viewer == "all":
        out["hidden"] = {
            "deck": [CARDS[k] for k in reversed(s.deck)],
            "later": [CARDS[t] if t else "space" for t in s.later],
        }
    return out


def player_view(s: SpatialDeliveryState, p: int, viewer) -> dict:
    mine = viewer == "all" or viewer == p
    screen = _screen_open(s, viewer, p)
    parts = dict(zip(MSP_PARTS, s.msp[p]))
    parts["bonus"] = s.bonus[p]
    return {
        "seat": p,
        "name": seat(p),
        "ship": place_id(s, s.ship[p]),
        "hand": dict(zip(CARDS, s.hand[p])) if mine else None,
        "hand_size": sum(s.hand[p]),
        "drafted": [{"id": f"d{p}-{i}", "goods": CARDS[k]} for i, k in enumerate(s.drafted[p])],
        "tokens": s.held[p][p],
        "holds": list(s.held[p]),
        "stations_left": s.stations_left[p],
        "segments_left": s.segments_left[p],
        "markers_left": s.markers_left[p],
        "done": s.done[p],
        "msp": score(s, p) if screen else None,
        "msp_parts": parts if screen else None,
        "first_delivery": _goods_counts(s.fdt[p]) if screen else None,
        "score": score(s, p) if screen else None,
    }


def cost_view(cost) -> dict:
    any_cards, need, worlds = cost
    return {
        "cards": any_cards,
        "worlds": [CARDS[k] for k in GOODS_KINDS for _ in range(need[k])],
        "any_goods": worlds >= ANY_GOODS_FROM,
        "total": any_cards + worlds,
        "msp": 1 + worlds,
    }


def branch_view(s: SpatialDeliveryState) -> dict | None:
    if not s.branch:
        return None
    from deltawidgets.games.spatial.explore import branch_cost

    cost = branch_cost(s)
    return {
        "start": place_id(s, s.branch[0]),
        "places": [place_id(s, x) for x in s.branch],
        "borders": [f"e{e}" for e in s.branch_borders],
        "segments": len(s.branch_borders),
        "end": place_id(s, s.branch[-1]),
        "cost": cost_view(cost) if cost and s.branch_borders else None,
    }


def payment_view(s: SpatialDeliveryState, viewer) -> dict | None:
    if s.phase != "pay":
        return None
    mine = viewer == "all" or viewer == s.current
    return {
        "for": s.pay_for,
        "target": place_id(s, s.pay_target),
        "total": total(s.pay_need),
        "paid": sum(s.paid),
        "cards": dict(zip(CARDS, s.paid)) if mine else None,
    }


# -- labels and targets -------------------------------------------------------------------------------


def cost_text(cost) -> str:
    any_cards, need, worlds = cost
    parts = [plural(any_cards, "card")]
    parts += [CARDS[k] for k in GOODS_KINDS for _ in range(need[k])]
    text = " + ".join(parts)
    if worlds >= ANY_GOODS_FROM:
        text += " (one of the goods may be any kind)"
    return text


def label(s: SpatialDeliveryState, a) -> str:
    v = a[0]
    if v == "take":
        k = s.pool[a[1]]
        where = f", {ordinal(a[1] + 1)} in the pool" if s.pool.count(k) > 1 else " from the pool"
        return f"Take the {card_kind(k)}{where}"
    if v == "challenge":
        return f"Challenge {seat(a[1])} for {a_card(CARDS.index(a[2]))}"
    if v == "give":
        c, _, k = s.challenge  # type: ignore[misc]  # a challenge is open in the answer step
        return f"Give {seat(c)} the {card_kind(k)}"
    if v == "refuse":
        n = s.held[s.challenge[1]][s.challenge[1]]  # type: ignore[index]  # a challenge is open in the answer step
        return f"Refuse: hand over your {plural(n, 'Challenge token')}"
    if v == "from":
        return f"Explore from {place_name(s, a[1])}"
    if v == "seg":
        return f"Lay a segment along {border_name(s.board, a[1])}"
    if v == "station":
        from deltawidgets.games.spatial.explore import branch_cost

        cost = branch_cost(s)
        return f"Build a station at {corner_name(s.board, a[1])}: pay {cost_text(cost)}; +{1 + cost[2]} MSP"  # type: ignore[index]  # offered only where it has a price
    if v == "pay":
        return f"Pay {a_card(CARDS.index(a[1]))}"
    if v == "step":
        return f"Move to {place_name(s, a[1])} (step {s.steps + 1}: {plural(step_cost(s), 'card')})"
    if v == "deliver":
        h = a[1]
        extra = " and its First Delivery token" if s.token[h] else ""
        return f"Deliver {CARDS[s.tile[h]]} goods to {world_name(s, h)} (+{s.board.ring[h]} MSP{extra})"
    if v == "end":
        return "Done for this round" if s.stage == 0 else "End turn"
    return " ".join(str(x) for x in a)


def plans(s: SpatialDeliveryState) -> Plans | None:
    """A cost of two or more cards still to pay, paid at once: the player counts the cards of
    each kind, and every mix that completes the cost is an option ("About Exploration",
    "Moving Your Spaceship"). The engine still takes the cards one decision each, so every
    other seat sees what card-by-card paying shows."""
    if s.phase != "pay" or total(s.pay_need) - sum(s.paid) < 2:
        return None
    options = tuple(
        (f"Pay {cards_text(counts)}", counts, tuple(("pay", CARDS[k]) for k, n in enumerate(counts) for _ in range(n)))
        for counts in whole_payments(s.hand[s.current], s.paid, s.pay_need)
    )
    return Plans("Pay at once", CARD_NAMES, options) if options else None


def targets(s: SpatialDeliveryState, a) -> list[str]:
    v = a[0]
    if v == "take":
        return [f"g{a[1]}"]
    if v == "challenge":
        k = CARDS.index(a[2])
        return [f"d{a[1]}-{i}" for i, x in enumerate(s.drafted[a[1]]) if x == k]
    if v == "give":  # the challenged player answers by clicking the card asked for
        _, challenged, k = s.challenge  # type: ignore[misc]  # a challenge is open in the answer step
        return [f"d{challenged}-{i}" for i, x in enumerate(s.drafted[challenged]) if x == k]
    if v in ("from", "step"):
        return [place_id(s, a[1])]
    if v == "seg":
        return [f"e{a[1]}"]
    if v == "station":
        return [f"v{a[1]}"]
    if v == "deliver":
        return [hex_id(s.board.hexes[a[1]])]
    return []


# -- the log -------------------------------------------------------------------------------------------

_NAMED = frozenset(("build", "step", "deliver", "lay"))  # the events that name places


def annotate(s: SpatialDeliveryState, events: list[dict]) -> list[dict]:
    """Add human names of the places and hexes an event mentions (done when the event is made)."""
    for e in events:
        if e["type"] not in _NAMED:
            continue
        for key in ("from", "to", "ship_from"):
            if key in e:
                e[f"{key}_name"] = place_name(s, e[key])
        if "corner" in e:
            e["corner_name"] = corner_name(s.board, e["corner"])
        if "hex" in e:
            e["hex_name"] = world_name(s, e["hex"])
        if e["type"] == "lay":  # rings by the letter their hexes' names start with
            e["rings_name"] = and_list(sorted({hex_name(s.board, h)[0] for h in e["hexes"]}))
        if s.params.open_screens:
            e["open"] = True
    return events
