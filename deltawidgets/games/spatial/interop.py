"""Spatial Delivery for research tools: its declared action space, its bounds, and a numeric
encoding.

The templates are written from the rulebook's choices (one per kind of click), not read off
the rule code, so the ids stay put when a rule function changes; ``tests/interop`` checks that
every legal action of random games lies in this space.

>>> from deltawidgets.games.spatial.components import SpatialParams
>>> space = action_space(SpatialParams(players=4))
>>> space.size, space.action(space.id(("challenge", 2, "blue")))
(445, ('challenge', 2, 'blue'))
>>> bounds(SpatialParams(players=4))
Bounds(max_decisions=660, min_score=0, max_score=340)
"""
from __future__ import annotations

from deltawidgets.core.actionspace import ActionSpace, Bounds, Ints, Words
from deltawidgets.core.encoding import one_hot
from deltawidgets.games.spatial.board import board
from deltawidgets.games.spatial.components import CARDS, GOODS, SpatialParams
from deltawidgets.games.spatial.state import MSP_PARTS, SDState
from deltawidgets.games.spatial.view import observation

#: the steps of a round, in a fixed order for the encoding's one-hot (``rules.PHASES`` plus "over")
PHASE_ORDER = ("draft", "answer", "turn", "branch", "pay", "over")
TILES = ("earth", "space", "world", "unlaid")


def action_space(params: SpatialParams) -> ActionSpace:
    """Every choice of Spatial Delivery under ``params``, by rulebook section.

    A *place* is a hex corner's id, or the number of corners for Earth (its six corners are one
    place); hexes and borders are numbered as in :mod:`~deltawidgets.games.spatial.board`.
    """
    b = board(params.rings)
    places, goods = Ints(len(b.corners) + 1), Words(*GOODS)
    return ActionSpace([
        # 1. Card Draft
        ("take", Ints(params.pool_size)), ("challenge", Ints(params.players), goods), ("give",), ("refuse",),
        # 2. Explore and Deliver; About Exploration; Moving Your Spaceship; Deliveries
        ("from", places), ("seg", Ints(len(b.borders))), ("station", Ints(len(b.corners))),
        ("step", places), ("deliver", Ints(len(b.hexes))), ("end",),
        # paying a cost, card by card
        ("pay", Words(*CARDS)),
    ])


def bounds(params: SpatialParams) -> Bounds:
    """The longest game and the score range (argued in ``docs/rulings/spatial_delivery.md``,
    "Bounds for research tools").

    Decisions, with ``R`` rounds, ``P`` players, ``d`` draft cards, ``e`` Exploration cards a
    round, ``t`` Challenge tokens and ``S`` stations each:

    * a draft asks at most ``P*d`` takes plus one more take for each card a challenge took away,
      and each challenge (at most ``P*t`` a round: each spends its challenger's own token) with
      its answer is two decisions: ``P*d + 3*P*t`` a round;
    * every other decision is paid for in cards, and at most ``P*(d + e)`` cards reach the hands
      in a round: a payment asks one decision per card, a step one more, a delivery one (its
      card), an "end" after moving one; an exploration adds its start and its station (two) and
      happens at most ``P*S`` times in a game; a player who ends a turn having done nothing is
      done for the round (``P`` a round). So ``3*P*(d + e)`` a round plus ``2*P*S``.

    Scores: MSP start at 0 and only grow. At most: every station with three worlds (``4*S``),
    ``Sale Markers`` sales a round at the outer ring's price, a fee for every opponent's sale,
    and the best bonus for each of the four colours.
    """
    r, p = params.total_rounds, params.players
    d, e, t = params.draft_cards, params.exploration_per_round, params.challenge_tokens
    stations = params.stations_per_player
    decisions = r * p * (d + 3 * t + 1) + 3 * r * p * (d + e) + 2 * p * stations
    sales = r * params.sale_markers
    best = 4 * stations + sales * params.rings + (p - 1) * sales + len(GOODS) * max(params.bonus_table)
    return Bounds(max_decisions=decisions, min_score=0, max_score=best)


# -- the numeric encoding ---------------------------------------------------------------------------

def encode_layout(params: SpatialParams) -> list[tuple[str, int]]:
    """The encoding's blocks in order, as (name, length); documented in ``docs/interop.md``."""
    b = board(params.rings)
    p, places = params.players, len(b.corners) + 1
    per_player = len(CARDS) + 2 + len(GOODS) + 1 + p + 4 + 1 + len(MSP_PARTS) + 1 + len(GOODS) + 1
    return [
        ("viewer", p + 2), ("current", p), ("decider", p), ("start", p), ("phase", len(PHASE_ORDER)),
        ("hexes", len(b.hexes) * (len(TILES) + len(GOODS) + 2 + p + 1)),
        ("places", places * (1 + (p + 1) + p + 3)),
        ("borders", len(b.borders) * (1 + (p + 1) + 1)),
        ("pool", params.pool_size * (len(GOODS) + 1)),
        ("cards", 3), ("players", p * per_player),
        ("progress", 6), ("payment", 2 + 2 + 1 + len(CARDS)),
        ("challenge", 2 * p + len(GOODS)), ("over", 1),
    ]


def encoding_size(params: SpatialParams) -> int:
    return sum(size for _, size in encode_layout(params))


def _place(b, place_id: str) -> int:
    """A place's index from its element id: ``v<corner>``, or Earth's hex id."""
    return len(b.corners) if place_id == "h0,0" else int(place_id[1:])


def encode(state: SDState, viewer) -> list[float]:
    """``observation(state, viewer)`` as numbers, block by block as :func:`encode_layout` lists
    them. Only the view is read: another seat's hand, MSP and First Delivery tokens stay behind
    its screen (zeros, with a 0 "known" flag). Counts are plain numbers; a choice among a few is
    a one-hot block; per-hex, per-place and per-border blocks follow the board's numbering.
    """
    o = observation(state, viewer)
    b, p = state.board, state.players
    places = len(b.corners) + 1
    out: list[float] = []
    out += one_hot(viewer if isinstance(viewer, int) else p + (viewer == "all"), p + 2)
    decision = o["decision"]
    out += one_hot(o["current"], p)
    out += one_hot(decision["player"] if decision else -1, p)
    out += one_hot(o["start"], p)
    out += one_hot(PHASE_ORDER.index(o["phase"]), len(PHASE_ORDER))
    for h in o["hexes"]:
        out += one_hot(TILES.index(h["tile"]), len(TILES))
        out += one_hot(GOODS.index(h["goods"]) if h["goods"] else -1, len(GOODS))
        out += [float(h["ring"]), float(h["token"])]
        out += one_hot(h["sale"] + 1, p + 1)  # slot 0: no Sale Marker
    site = [0.0] * places
    station = [-1] * places
    for c in o["corners"]:
        i = _place(b, c["place"])
        site[i] = max(site[i], float(c["site"]))
        if c["station"] >= 0:
            station[i] = c["station"]
    ships = [[0.0] * p for _ in range(places)]
    for seat, where in enumerate(o["ships"]):
        ships[_place(b, where)][seat] = 1.0
    branch = o["branch"]
    on_branch = {_place(b, x) for x in branch["places"]} if branch else set()
    end = _place(b, branch["end"]) if branch else -1
    payment = o["payment"]
    target = _place(b, payment["target"]) if payment else -1
    for i in range(places):
        out.append(site[i])
        out += one_hot(station[i] + 1, p + 1)  # slot 0: no station
        out += ships[i]
        out += [float(i in on_branch), float(i == end), float(i == target)]
    branch_borders = {int(e[1:]) for e in branch["borders"]} if branch else set()
    for e, border in enumerate(o["borders"]):
        out.append(float(border["usable"]))
        out += one_hot(border["segment"] + 1, p + 1)  # slot 0: empty
        out.append(float(e in branch_borders))
    for slot in o["pool"]:
        out += one_hot(GOODS.index(slot["goods"]) + 1 if slot["goods"] else 0, len(GOODS) + 1)
    out += [float(o["deck"]), float(o["discard"]), float(o["supply"])]
    for seat in o["players"]:
        hand = seat["hand"]
        out += [float(hand[k]) for k in CARDS] if hand is not None else [0.0] * len(CARDS)
        out += [float(hand is not None), float(seat["hand_size"])]
        drafted = [0.0] * len(GOODS)
        for card in seat["drafted"]:
            drafted[GOODS.index(card["goods"])] += 1
        out += drafted
        out.append(float(seat["tokens"]))
        out += [float(x) for x in seat["holds"]]
        out += [float(seat["stations_left"]), float(seat["segments_left"]), float(seat["markers_left"]),
                float(seat["done"])]
        parts = seat["msp_parts"]
        out.append(float(parts is not None))
        out += [float(parts[k]) for k in MSP_PARTS] if parts is not None else [0.0] * len(MSP_PARTS)
        out.append(float(parts["bonus"]) if parts is not None else 0.0)
        tokens = seat["first_delivery"]
        out += [float(tokens[g]) for g in GOODS] if tokens is not None else [0.0] * len(GOODS)
        out.append(float(seat["score"] or 0))
    out += [float(o["round"]), float(o["rounds"]), float(o["laid"]), float(o["stage"]), float(o["steps"]),
            float(o["next_step_cost"])]
    if payment:
        out += one_hot(("explore", "move").index(payment["for"]), 2)
        out += [float(payment["total"]), float(payment["paid"]), float(payment["cards"] is not None)]
        cards = payment["cards"]
        out += [float(cards[k]) for k in CARDS] if cards is not None else [0.0] * len(CARDS)
    else:
        out += [0.0] * (2 + 3 + len(CARDS))
    challenge = o["challenge"]
    out += one_hot(challenge["challenger"] if challenge else -1, p)
    out += one_hot(challenge["challenged"] if challenge else -1, p)
    out += one_hot(GOODS.index(challenge["goods"]) if challenge else -1, len(GOODS))
    out.append(float(o["over"]))
    return out
