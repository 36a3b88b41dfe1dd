"""Vesta Gold Rush for research tools: the declared action space, the bounds, and a fixed-size
numeric encoding of one viewer's observation (``deltawidgets.core.game``, "for research tools").

The action space is declared from the rule options alone (the belt's size, the seats, the marker
and card counts), never read off the rule code, so an action's id stays put when a rule changes:

>>> from deltawidgets.games.vesta.components import VestaParams
>>> space = action_space(VestaParams(players=3))
>>> space.id(("move", 0)), space.action(space.id(("bid", 12))), space.id(("done",)) == space.size - 1
(0, ('bid', 12), True)

The encoding is documented table by table in ``docs/encoding.md``; :func:`layout` is that table.
"""

from __future__ import annotations

from deltawidgets.core.actionspace import ActionSpace, Bounds, Ints, Words
from deltawidgets.core.encoding import seat_order
from deltawidgets.core.errors import BadInput
from deltawidgets.games.vesta.belt import OFF
from deltawidgets.games.vesta.components import CARDS, MARKERS, MAX_SYMBOLS, MINED, VestaParams
from deltawidgets.games.vesta.rules import STEPS
from deltawidgets.games.vesta.state import VestaGoldRushState

#: the verbs that take a belt place, in the order their ids are laid out
PLACE_VERBS = ("move", "moped", "scan", "detect", "gun", "fusion", "lasso", "place")
#: steps of a game turn (``VestaGoldRushState.phase``) a decision can be in, one-hot in the encoding
STEP_ORDER = ("act", "scan2", "peek", "place", "trade", "draft", "reply", "bid")
#: the scale of the game turn count when the options set no game-turn guard
ROUND_SCALE = 500


# -- the action space -----------------------------------------------------------------------------


def _most(params: VestaParams) -> tuple[int, int, int]:
    """The most gold (by value), water and titanium one player can hold: every marker of the kind
    (they only move between the piles next to the board, the saloon and the players)."""
    return params.gold_total, params.water_markers, params.titanium_markers


def action_space(params: VestaParams) -> ActionSpace:
    """Every action Vesta Gold Rush can offer under ``params``.

    A place is a belt place number (``q * push_size + r``; the start area is never a target).
    Offered amounts: an offer's terms (``give``/``ask``, 1 up to what the side holds), water bought
    at the saloon (1 gold up to the gold that buys the saloon's whole stock), a bid (up to all the
    gold in the game). Ids for amount 0 exist (the grammar is a product) but are never legal.
    """
    places = params.belt_length * params.push_size
    amount = max(_most(params)) + 1
    water = -(-params.saloon_water // params.water_per_gold) + 1
    cards, markers = Words(*CARDS), Words(*MARKERS)
    return ActionSpace(
        [
            *((verb, Ints(places)) for verb in PLACE_VERBS),
            ("mine",),
            ("stop",),
            ("enough",),
            ("turn_up",),
            ("keep_down",),
            ("offer", Ints(params.players)),
            ("give", markers, Ints(amount)),
            ("ask", markers, Ints(amount)),
            ("give_card", cards),
            ("ask_card", cards),
            ("send",),
            ("withdraw",),
            ("accept",),
            ("decline",),
            ("counter",),
            ("water", Ints(water)),
            ("buy", cards),
            ("bid", Ints(params.gold_total + 1)),
            ("pass",),
            ("done",),
        ]
    )


# -- bounds -----------------------------------------------------------------------------------------


def bounds(params: VestaParams) -> Bounds:
    """The most decisions a game can take, and the score range.

    Decisions: the game ends after at most ``round_limit`` game turns (3.3.3 ends it sooner; the
    guard ends it there), and one game turn holds at most :func:`decisions_per_round`. With
    ``round_limit=0`` nothing bounds a game (titanium asteroids may keep leaving the belt face
    down and coming back), so there is no bound to give.

    Scores (4. Game ending and victory) count gold, titanium and cards a player holds, never
    below zero, and at most every marker and card of the game.
    """
    if not params.round_limit:
        raise BadInput(
            "Vesta Gold Rush with round_limit=0 has no bound on the length of a game: set round_limit (the game-turn guard) to a number of game turns."
        )
    return Bounds(params.round_limit * decisions_per_round(params), 0, bounds_score(params))


def decisions_per_round(params: VestaParams) -> int:
    """At most this many decisions in one game turn (3. Game turn), counted step by step.

    Action phase (3.1), once per seat: every choice but "stop" uses an action or a Gold Detector
    scan, so at most ``actions + D + 1`` choices, where ``D`` is the detector scans (one per
    detector card held, at most every detector card; or one). An action may be followed by the
    Hyperscanner's second tile (one choice) or, after a tile is destroyed, one landing choice by
    each other player on it (``players - 1``); a detector scan by the turn-up-or-not choice.

    Trading turn (3.2), once per seat: at most ``trade_offers`` offers; an offer is the choice to
    make it and at most ``trade_counters + 1`` drafts, each setting the three markers on each
    side once, adding each card of the two sides at most once, then sending or withdrawing, and
    one reply; then "done". The saloon (3.2.1) is stocked only when it opens, in an action
    phase, so in one game turn's trading at most ``saloon_water`` water purchases (each takes
    at least one water) and ``saloon_cards`` card purchases happen; an auction is at most one
    bid per gold of the game (each raises the price) plus one drop-out per other player.
    """
    n = params.players
    detectors = params.cards.get("detector", 0)
    d = detectors if params.detector_scans == "per_card" else min(detectors, 1)
    action_phase = params.actions * (1 + max(1, n - 1)) + 2 * d + 1
    cards = sum(params.cards.values())
    draft = 6 + cards + 1
    offer = 1 + (params.trade_counters + 1) * (draft + 1)
    trading = params.trade_offers * offer + 1
    saloon = params.saloon_water + params.saloon_cards * (1 + params.gold_total + n - 1)
    return n * (action_phase + trading) + saloon


# -- the encoding ---------------------------------------------------------------------------------


def layout(params: VestaParams) -> list[tuple[str, int, str]]:
    """The encoding's blocks in order: (name, length, what each entry holds)."""
    n, places = params.players, params.belt_length * params.push_size
    return [
        (
            "places",
            places * (11 + n),
            "per belt place (place number order), 11 + players entries: no tile; face down and unknown; "
            "face down but looked at by the viewer; the face's kind one-hot (empty space, empty asteroid, "
            "gold, water, titanium, saloon) when the viewer knows it; symbols / 4; the place the step is "
            "about (Hyperscanner's first tile, the Gold Detector's tile, the destroyed tile); then one flag "
            "per seat whose prospector stands there (seats from the viewer on)",
        ),
        ("start area", n, "per seat (from the viewer on): the prospector is in the start area"),
        (
            "seats",
            n * (8 + len(CARDS)),
            "per seat (from the viewer on): gold / all gold, water / all water, titanium / all titanium, "
            "each card kind held / cards of that kind (8), thirsty, off the board, score / highest score, "
            "decides now, whose turn it is",
        ),
        (
            "table",
            16 + len(CARDS) + len(STEP_ORDER),
            "tile pile, discards / all tiles; equipment deck / all cards; gold, water, titanium in the "
            "piles (each / its total); saloon open; saloon water / saloon_water; saloon stock by kind / "
            "saloon_cards (8); game turn / round_limit; final turn because titanium ran out, because it "
            "is gone; the step one-hot (act, scan2, peek, place, trade, draft, reply, bid); actions left "
            "/ actions; detector scans left / detector cards; offers made / trade_offers; counter-offers "
            "/ trade_counters; the game is over",
        ),
        (
            "offer",
            2 * n + 6 + 2 * len(CARDS),
            "while an offer is drafted or answered: its maker and receiver (one-hot per seat from the "
            "viewer on), gold, water, titanium given and asked (each / its total), cards given and asked "
            "by kind / cards of that kind",
        ),
        (
            "auction",
            len(CARDS) + 1 + 2 * n,
            "during a saloon auction: the card (one-hot), the high bid / all gold, the leader (one-hot), "
            "the bidders still in (flags), seats from the viewer on",
        ),
    ]


def encoding_size(params: VestaParams) -> int:
    return sum(size for _, size, _ in layout(params))


def encode(s: VestaGoldRushState, viewer) -> list[float]:
    """``viewer``'s observation as numbers in [0, 1] (layout: :func:`layout`).

    Only what ``viewer`` may see is read: a face-down tile's face only if the viewer looked at
    it (``memory``) or the viewer is ``"all"``; everything else read here lies open on the table.
    Seats are listed from the viewer on (the viewer first), so a policy sees itself in one place.
    """
    prm, b = s.params, s.belt
    n, places = s.players, b.places
    order, rel = seat_order(viewer, n)  # rank -> seat, and seat -> its rank from the viewer on
    everything = viewer == "all"
    memory = s.memory[viewer] if isinstance(viewer, int) else ()
    gold_all, water_all, ti_all = (max(1, x) for x in _most(prm))
    deck_counts = [max(1, prm.cards.get(k, 0)) for k in CARDS]

    # places
    width = 11 + n
    out = [0.0] * (places * width)
    focus = {x for x in (s.scan_first, s.peek, s.hit) if x >= 0}
    for i in range(places):
        base = i * width
        t = s.tile[i]
        if t < 0:
            out[base] = 1.0
            continue
        known = s.up[i] or everything or i in memory
        if not s.up[i]:
            out[base + (2 if known else 1)] = 1.0
        if known:
            k = t >> 3
            out[base + 3 + k] = 1.0
            if k in MINED:
                out[base + 9] = (t & 7) / MAX_SYMBOLS
        if i in focus:
            out[base + 10] = 1.0
    for q, at in enumerate(s.pos):
        if 0 <= at < places:
            out[at * width + 11 + rel[q]] = 1.0
    # the start area
    out += [1.0 if s.pos[q] == b.start else 0.0 for q in order]
    # seats
    top = max(1, bounds_score(prm))
    who = STEPS.decider(s) if not s.over else -1
    for q in order:
        held = s.cards[q]
        out += [s.gold[q] / gold_all, s.water[q] / water_all, s.titanium[q] / ti_all]
        out += [held.count(k) / deck_counts[j] for j, k in enumerate(CARDS)]
        score = s.gold[q] + prm.titanium_points * s.titanium[q] + prm.card_points * len(held)
        out += [float(s.thirsty[q]), float(s.pos[q] == OFF), score / top, float(q == who), float(q == s.current and not s.over)]
    # the table
    tiles = max(1, sum(prm.tiles.values()))
    detectors = max(1, prm.cards.get("detector", 0))
    out += [
        len(s.pile) / tiles,
        (len(s.discard_up) + len(s.discard_down)) / tiles,
        len(s.deck) / max(1, sum(prm.cards.values())),
        s.supply_gold / gold_all,
        s.supply_water / water_all,
        s.supply_ti / ti_all,
        float(s.saloon >= 0),
        s.saloon_water / max(1, prm.saloon_water),
    ]
    out += [s.stock.count(k) / max(1, prm.saloon_cards) for k in CARDS]
    rounds = prm.round_limit or ROUND_SCALE
    out += [min(s.round, rounds) / rounds, float(s.final == "titanium_out"), float(s.final == "titanium_gone")]
    out += [float(s.phase == ph and not s.over) for ph in STEP_ORDER]
    acting = s.phase in ("act", "scan2", "peek", "place")
    out += [
        (s.left if acting else 0) / prm.actions,
        (s.detects if acting else 0) / detectors,
        s.offers / max(1, prm.trade_offers),
        s.counters / max(1, prm.trade_counters) if s.phase in ("draft", "reply") else 0.0,
        float(s.over),
    ]
    # the offer on the table
    offer = [0.0] * (2 * n + 6 + 2 * len(CARDS))
    if s.phase in ("draft", "reply") and not s.over:
        offer[rel[s.drafter]] = offer[n + rel[s.other]] = 1.0
        for j, (x, total) in enumerate(zip(s.give + s.ask, (gold_all, water_all, ti_all) * 2)):
            offer[2 * n + j] = x / total
        for j, card in enumerate(CARDS):
            offer[2 * n + 6 + j] = s.give_cards.count(card) / deck_counts[j]
            offer[2 * n + 6 + len(CARDS) + j] = s.ask_cards.count(card) / deck_counts[j]
    out += offer
    # the auction
    auction = [0.0] * (len(CARDS) + 1 + 2 * n)
    if s.phase == "bid" and not s.over:
        auction[CARDS.index(s.lot)] = 1.0
        auction[len(CARDS)] = s.high / gold_all
        auction[len(CARDS) + 1 + rel[s.leader]] = 1.0
        for q in s.bidders:
            auction[len(CARDS) + 1 + n + rel[q]] = 1.0
    out += auction
    return out


def bounds_score(params: VestaParams) -> int:
    """The highest score a seat can end with (as in :func:`bounds`, which also needs a guard)."""
    return params.gold_total + params.titanium_points * params.titanium_markers + params.card_points * sum(params.cards.values())
