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

The encoding follows the conventions of ``docs/encoding.md`` (seats from the viewer on, every
number in [0, 1]); :func:`layout` is its block table:

>>> [name for name, _, _ in layout(SpatialParams(players=4))][:6]
['viewer', 'current', 'decider', 'start', 'phase', 'hexes']
"""

from __future__ import annotations

from deltawidgets.core.actionspace import ActionSpace, Bounds, Ints, Words
from deltawidgets.core.encoding import one_hot, scaled, seat_hot, seat_order
from deltawidgets.games.spatial.board import board
from deltawidgets.games.spatial.components import CARDS, GOODS, SpatialParams
from deltawidgets.games.spatial.state import MSP_PARTS, SpatialDeliveryState
from deltawidgets.games.spatial.view import observation

#: the steps of a round, in a fixed order for the encoding's one-hot (the step table ``rules.STEPS`` plus "over")
STEP_ORDER = ("draft", "answer", "turn", "branch", "pay", "over")
TILES = ("earth", "space", "world", "unlaid")


def action_space(params: SpatialParams) -> ActionSpace:
    """Every choice of Spatial Delivery under ``params``, by rulebook section.

    A *place* is a hex corner's id, or the number of corners for Earth (its six corners are one
    place); hexes and borders are numbered as in :mod:`~deltawidgets.games.spatial.board`.
    """
    b = board(params.rings)
    places, goods = Ints(len(b.corners) + 1), Words(*GOODS)
    return ActionSpace(
        [
            # 1. Card Draft
            ("take", Ints(params.pool_size)),
            ("challenge", Ints(params.players), goods),
            ("give",),
            ("refuse",),
            # 2. Explore and Deliver; About Exploration; Moving Your Spaceship; Deliveries
            ("from", places),
            ("seg", Ints(len(b.borders))),
            ("station", Ints(len(b.corners))),
            ("step", places),
            ("deliver", Ints(len(b.hexes))),
            ("end",),
            # paying a cost, card by card
            ("pay", Words(*CARDS)),
        ]
    )


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
    decisions = r * p * (d + 3 * t + 1) + 3 * r * p * (d + e) + 2 * p * params.stations_per_player
    return Bounds(max_decisions=decisions, min_score=0, max_score=most_score(params))


def most_score(params: SpatialParams) -> int:
    """The highest score a seat can reach (the argument is in :func:`bounds`)."""
    stations, sales = params.stations_per_player, params.total_rounds * params.sale_markers
    return 4 * stations + sales * params.rings + (params.players - 1) * sales + len(GOODS) * max(params.bonus_table)


# -- the numeric encoding ---------------------------------------------------------------------------

VIEWERS = ("seat", "public", "all")  # who is looking, one-hot in the first block


def layout(params: SpatialParams) -> list[tuple[str, int, str]]:
    """The encoding's blocks in order: (name, length, what each entry holds)."""
    b = board(params.rings)
    p, places = params.players, len(b.corners) + 1
    per_seat = len(CARDS) + 2 + len(GOODS) + 1 + p + 4 + 1 + len(MSP_PARTS) + 1 + len(GOODS) + 1
    return [
        ("viewer", len(VIEWERS), "who looks, one-hot: a seat, the spectator, the designer"),
        ("current", p, "whose turn it is, one-hot over seats from the viewer on"),
        ("decider", p, "who chooses now, one-hot over seats from the viewer on (none once over)"),
        ("start", p, "the Starting Player, one-hot over seats from the viewer on"),
        ("phase", len(STEP_ORDER), "the step of the round, one-hot: draft, answer, turn, branch, pay, over"),
        (
            "hexes",
            len(b.hexes) * (len(TILES) + len(GOODS) + 2 + p + 1),
            "per hex (the board's numbering): tile earth, space, world, unlaid; the goods a world buys "
            "one-hot; ring / rings; its First Delivery token is still there; the Sale Marker's seat "
            "one-hot (slot 0 none, then seats from the viewer on)",
        ),
        (
            "places",
            places * (1 + (p + 1) + p + 3),
            "per place (corners as the action space numbers them, Earth last): a station site; the "
            "station's seat one-hot (slot 0 none, then seats from the viewer on); each seat's spaceship "
            "(seats from the viewer on); on the branch being explored, its end, the payment's target",
        ),
        (
            "borders",
            len(b.borders) * (1 + (p + 1) + 1),
            "per border (the board's numbering): usable; the segment's seat one-hot (slot 0 empty, then "
            "seats from the viewer on); on the branch being explored",
        ),
        ("pool", params.pool_size * (len(GOODS) + 1), "per pool slot: its goods one-hot (slot 0 empty)"),
        ("cards", 3, "goods deck and discard pile / all Goods cards; Exploration supply / all Exploration cards"),
        (
            "seats",
            p * per_seat,
            "per seat from the viewer on: hand by card kind / cards of that kind (zeros unless the viewer "
            "may see it) and a known flag; hand size / all cards; drafted goods by kind / cards of that "
            "kind; own Challenge tokens and tokens held of each seat (seats from the viewer on) / "
            "challenge_tokens; stations, segments, Sale Markers left / each seat's supply; done for the "
            "round; MSP known flag; MSP parts (stations, worlds, sales, fees) and bonus / highest score; "
            "First Delivery tokens by goods / worlds buying it (zeros behind the screen); score / highest score",
        ),
        (
            "progress",
            5,
            "round / rounds; rings laid / rings; the spaceship has moved this turn; steps taken / all cards; the next step's cost / (all cards + 1)",
        ),
        (
            "payment",
            2 + 3 + len(CARDS),
            "while paying: for exploring or moving one-hot; cards due and paid / all cards; cards known flag; the cards paid by kind / cards of that kind",
        ),
        ("challenge", 2 * p + len(GOODS), "while a challenge waits: the challenger and the challenged one-hot (seats from the viewer on); the goods one-hot"),
        ("over", 1, "the game is over"),
    ]


def encoding_size(params: SpatialParams) -> int:
    return sum(size for _, size, _ in layout(params))


def _place(b, place_id: str) -> int:
    """A place's index from its element id: ``v<corner>``, or Earth's hex id."""
    return len(b.corners) if place_id == "h0,0" else int(place_id[1:])


def encode(state: SpatialDeliveryState, viewer) -> list[float]:
    """``observation(state, viewer)`` as numbers in [0, 1], block by block as :func:`layout`
    lists them. Only the view is read: another seat's hand, MSP and First Delivery tokens stay
    behind its screen (zeros, with a 0 "known" flag). Seats are listed from the viewer on
    (``"all"`` and ``"public"`` from seat 0); per-hex, per-place and per-border blocks follow the
    board's numbering.
    """
    o = observation(state, viewer)
    b, p, params = state.board, state.players, state.params
    order, rank = seat_order(viewer, p)
    places = len(b.corners) + 1
    # the most of each card kind in the game, and of all cards: the ceilings of hands and payments
    most = [params.exploration_cards, *(params.goods_cards[g] for g in GOODS)]
    all_cards = sum(most)
    top = most_score(params)
    out = one_hot(VIEWERS.index(viewer if viewer in VIEWERS else "seat"), len(VIEWERS))
    decision = o["decision"]
    out += seat_hot(o["current"], rank)
    out += seat_hot(decision["player"] if decision else -1, rank)
    out += seat_hot(o["start"], rank)
    out += one_hot(STEP_ORDER.index(o["phase"]), len(STEP_ORDER))
    for h in o["hexes"]:
        out += one_hot(TILES.index(h["tile"]), len(TILES))
        out += one_hot(GOODS.index(h["goods"]) if h["goods"] else -1, len(GOODS))
        out += [h["ring"] / params.rings, float(h["token"])]
        out += seat_hot(h["sale"], rank, empty_slot=True)
    site = [0.0] * places
    station = [-1] * places
    for c in o["corners"]:
        i = _place(b, c["place"])
        site[i] = max(site[i], float(c["site"]))
        if c["station"] >= 0:
            station[i] = c["station"]
    ships = [[0.0] * p for _ in range(places)]
    for seat, where in enumerate(o["ships"]):
        ships[_place(b, where)][rank[seat]] = 1.0
    branch = o["branch"]
    on_branch = {_place(b, x) for x in branch["places"]} if branch else set()
    end = _place(b, branch["end"]) if branch else -1
    payment = o["payment"]
    target = _place(b, payment["target"]) if payment else -1
    for i in range(places):
        out.append(site[i])
        out += seat_hot(station[i], rank, empty_slot=True)
        out += ships[i]
        out += [float(i in on_branch), float(i == end), float(i == target)]
    branch_borders = {int(e[1:]) for e in branch["borders"]} if branch else set()
    for e, border in enumerate(o["borders"]):
        out.append(float(border["usable"]))
        out += seat_hot(border["segment"], rank, empty_slot=True)
        out.append(float(e in branch_borders))
    for slot in o["pool"]:
        out += one_hot(GOODS.index(slot["goods"]) + 1 if slot["goods"] else 0, len(GOODS) + 1)
    goods_cards = sum(most[1:])
    out += [scaled(o["deck"], goods_cards), scaled(o["discard"], goods_cards), scaled(o["supply"], most[0])]
    tokens = params.challenge_tokens
    for q in order:
        seat = o["players"][q]
        hand = seat["hand"]
        out += [scaled(hand[k], most[j]) for j, k in enumerate(CARDS)] if hand is not None else [0.0] * len(CARDS)
        out += [float(hand is not None), scaled(seat["hand_size"], all_cards)]
        drafted = [0.0] * len(GOODS)
        for card in seat["drafted"]:
            drafted[GOODS.index(card["goods"])] += 1 / most[1 + GOODS.index(card["goods"])]
        out += drafted
        out.append(scaled(seat["tokens"], tokens))
        out += [scaled(seat["holds"][r], tokens) for r in order]
        out += [
            seat["stations_left"] / params.stations_per_player,
            seat["segments_left"] / params.segments_per_player,
            seat["markers_left"] / params.sale_markers,
            float(seat["done"]),
        ]
        parts = seat["msp_parts"]
        out.append(float(parts is not None))
        out += [parts[k] / top for k in (*MSP_PARTS, "bonus")] if parts is not None else [0.0] * (len(MSP_PARTS) + 1)
        firsts = seat["first_delivery"]
        out += [scaled(firsts[g], params.world_tiles[g]) for g in GOODS] if firsts is not None else [0.0] * len(GOODS)
        out.append((seat["score"] or 0) / top)
    out += [o["round"] / o["rounds"], o["laid"] / params.rings, float(o["stage"]), scaled(o["steps"], all_cards), o["next_step_cost"] / (all_cards + 1)]
    if payment:
        out += one_hot(("explore", "move").index(payment["for"]), 2)
        out += [scaled(payment["total"], all_cards), scaled(payment["paid"], all_cards), float(payment["cards"] is not None)]
        cards = payment["cards"]
        out += [scaled(cards[k], most[j]) for j, k in enumerate(CARDS)] if cards is not None else [0.0] * len(CARDS)
    else:
        out += [0.0] * (2 + 3 + len(CARDS))
    challenge = o["challenge"]
    out += seat_hot(challenge["challenger"] if challenge else -1, rank)
    out += seat_hot(challenge["challenged"] if challenge else -1, rank)
    out += one_hot(GOODS.index(challenge["goods"]) if challenge else -1, len(GOODS))
    out.append(float(o["over"]))
    return out
