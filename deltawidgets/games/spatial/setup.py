"""Rulebook section "Setup", and exact positions for tests and lessons.

All chance is drawn here from the seed, except later reshuffles of the goods discard pile, which
use a generator seeded from the match seed and a counter kept in the state, so replays are exact.
"""
from __future__ import annotations

import random

from deltawidgets.core.errors import BadInput
from deltawidgets.games.spatial.board import board, ring_of
from deltawidgets.games.spatial.components import CARDS, EARTH_TILE, GOODS, SPACE, UNLAID, SpatialParams
from deltawidgets.games.spatial.layout import refresh_map
from deltawidgets.games.spatial.network import lay_segment
from deltawidgets.games.spatial.rounds import begin_round
from deltawidgets.games.spatial.state import MSP_PARTS, SDState

TILE_NAMES = {"space": SPACE, **{g: i + 1 for i, g in enumerate(GOODS)}}


def tile_bag(params: SpatialParams) -> list[int]:
    bag = [SPACE] * params.space_tiles
    for i, g in enumerate(GOODS):
        bag += [i + 1] * params.world_tiles[g]
    return bag


def goods_deck(params: SpatialParams) -> list[int]:
    return [i + 1 for i, g in enumerate(GOODS) for _ in range(params.goods_cards[g])]


def setup(params: SpatialParams, seed: int) -> SDState:
    """Earth in the centre, the shuffled tiles on the inner rings (the rest set aside face down),
    a First Delivery token on each world, the goods deck shuffled, a random Starting Player."""
    rng = random.Random(seed)
    b = board(params.rings)
    s = SDState(params, b, seed)
    tiles = tile_bag(params)
    rng.shuffle(tiles)
    inner = sum(1 for k in b.ring if 1 <= k <= params.setup_rings)
    layout = [EARTH_TILE] + [UNLAID] * (len(b.hexes) - 1)
    for h, t in zip((h for h, k in enumerate(b.ring) if 1 <= k <= params.setup_rings), tiles[:inner]):
        layout[h] = t
        s.token[h] = 1 <= t <= 4
    s.tile, s.later, s.laid = tuple(layout), tuple(tiles[inner:]), params.setup_rings
    refresh_map(s)
    s.deck = goods_deck(params)
    rng.shuffle(s.deck)
    s.start = params.first_player if params.first_player >= 0 else rng.randrange(params.players)
    begin_round(s, s.opening)
    return s


def setup_from(params: SpatialParams, scenario: dict) -> SDState:
    """Lay out an exact position. Every key is optional::

        tiles:   {"q,r": "space" | "red" | "blue" | "yellow" | "green"}  laid hexes (Earth is implied;
                 laid places not given are space)
        laid:    rings on the table (default ``setup_rings``)   later: ["red", "space", ...] set aside
        tokens:  ["q,r", ...] worlds still holding their First Delivery token (default: all laid worlds)
        round:   int       start: seat (default first_player or 0)
        deck:    ["red", ...] top card first      pool: ["red", ...]      seed: int (reshuffles)
        hands:   [{"explore": 2, "red": 1}, ...]  one per seat; drafting then adds to them
        stations: {"corner id": seat}   segments: {"border id": seat}
        msp:     [int, ...]  MSP already earned (booked as sales)   fdt: [{"red": 2}, ...]
        phase:   "draft" (default: the round starts with its draft) or "turn" (skip to
                 Explore and Deliver, with the hands as given)

    >>> from deltawidgets.games.spatial import SpatialDelivery
    >>> P = SpatialDelivery.Params.parse({"players": 2, "first_player": 0})
    >>> s = setup_from(P, {"tiles": {"1,0": "red"}, "phase": "turn", "hands": [{"red": 1}, {}]})
    >>> s.tile[s.board.hex_index[(1, 0)]], s.phase
    (1, 'turn')
    """
    if not isinstance(scenario, dict):
        raise BadInput("A Spatial Delivery scenario is a dict (see setup_from's docstring for its keys).")
    b = board(params.rings)
    n = params.players
    s = SDState(params, b, int(scenario.get("seed", 0)))
    laid = int(scenario.get("laid", params.setup_rings))
    if not 1 <= laid <= b.rings:
        raise BadInput(f"Scenario: laid must be from 1 to {b.rings} rings.")
    layout = [EARTH_TILE] + [SPACE if k <= laid else UNLAID for k in b.ring[1:]]
    for key, name in dict(scenario.get("tiles", {})).items():
        h = _hex(b, key)
        if h == 0 or b.ring[h] > laid:
            raise BadInput(f"Scenario tile at {key}: only laid places other than Earth take a tile (laid={laid}).")
        layout[h] = _tile(name)
    later = [_tile(t) for t in scenario.get("later", [])]
    missing = sum(1 for t in layout if t == UNLAID)
    if later and len(later) != missing:
        raise BadInput(f"Scenario: 'later' must list {missing} tiles, one per place not laid yet.")
    s.tile, s.later, s.laid = tuple(layout), tuple(later or [SPACE] * missing), laid
    worlds = [h for h, t in enumerate(layout) if 1 <= t <= 4]
    with_token = worlds if "tokens" not in scenario else [_hex(b, k) for k in scenario["tokens"]]
    for h in with_token:
        s.token[h] = h in worlds
    refresh_map(s)
    s.deck = [_goods(k) for k in reversed(scenario.get("deck", []))]
    pool = [_goods(k) for k in scenario.get("pool", [])][: params.pool_size]
    s.pool = pool + [-1] * (params.pool_size - len(pool))
    for p, hand in enumerate(_per_seat(scenario, "hands", n)):
        for name, count in dict(hand).items():
            if name not in CARDS or not isinstance(count, int) or count < 0:
                raise BadInput(f"Scenario hand of seat {p}: {name!r}: {count!r} is not a card kind and a count.")
            s.hand[p][CARDS.index(name)] = count
    s.supply = max(0, params.exploration_cards - sum(h[0] for h in s.hand))
    for key, p in dict(scenario.get("stations", {})).items():
        c = _index(key, len(b.corners), "corner")
        if b.earth_corner[c]:
            raise BadInput(f"Scenario: corner {c} is a corner of Earth and cannot hold a station.")
        s.station[c] = _seat(p, n)
        s.stations_left[s.station[c]] -= 1
    for key, p in dict(scenario.get("segments", {})).items():
        e = _index(key, len(b.borders), "border")
        if e not in b.usable[s.counted]:
            raise BadInput(f"Scenario: border {e} cannot carry a segment on this map (Earth's own edge, or a hex not laid).")
        lay_segment(s, e, _seat(p, n))
        s.segments_left[s.segment[e]] -= 1
    for p, msp in enumerate(_per_seat(scenario, "msp", n)):
        s.msp[p][MSP_PARTS.index("sales")] = int(msp)
    for p, tokens in enumerate(_per_seat(scenario, "fdt", n)):
        for name, count in dict(tokens).items():
            s.fdt[p][_goods(name)] = int(count)
    s.round = int(scenario.get("round", 1))
    s.start = _seat(scenario.get("start", max(params.first_player, 0)), n)
    s.network_changed()
    phase = scenario.get("phase", "draft")
    if phase == "turn":
        from deltawidgets.games.spatial.turns import begin_explore_phase

        begin_explore_phase(s, s.opening)
    elif phase == "draft":
        begin_round(s, s.opening)
    else:
        raise BadInput('Scenario: phase must be "draft" or "turn".')
    return s


def _per_seat(scenario: dict, key: str, n: int) -> list:
    got = scenario.get(key, [])
    if not isinstance(got, list) or len(got) > n:
        raise BadInput(f"Scenario: {key!r} must be a list with at most one entry per seat ({n}).")
    return got


def _tile(name) -> int:
    if name not in TILE_NAMES:
        raise BadInput(f"Scenario: unknown tile {name!r}; use space, {', '.join(GOODS)}.")
    return TILE_NAMES[name]


def _goods(name) -> int:
    if name not in GOODS:
        raise BadInput(f"Scenario: unknown goods kind {name!r}; use {', '.join(GOODS)}.")
    return GOODS.index(name) + 1


def _seat(p, n: int) -> int:
    if isinstance(p, bool) or not isinstance(p, int) or not 0 <= p < n:
        raise BadInput(f"Scenario: {p!r} is not a seat from 0 to {n - 1}.")
    return p


def _index(key, size: int, what: str) -> int:
    try:
        i = int(str(key).lstrip("ve"))
    except ValueError:
        raise BadInput(f"Scenario: {key!r} is not a {what} id.") from None
    if not 0 <= i < size:
        raise BadInput(f"Scenario: there is no {what} {i}.")
    return i


def _hex(b, key) -> int:
    try:
        q, r = (int(x) for x in str(key).lstrip("h").split(","))
    except ValueError:
        raise BadInput(f'Scenario: {key!r} is not a hex; write "q,r" such as "1,-1".') from None
    if ring_of((q, r)) > b.rings:
        raise BadInput(f"Scenario: hex {key} is outside the {b.rings}-ring map.")
    return b.hex_index[(q, r)]
