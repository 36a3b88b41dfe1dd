"""Rulebook section "Setup". Exact positions for tests and lessons (``setup_from``, ``scenario_of``,
``determinize``) live in :mod:`scenario`.

All chance is drawn here from the seed, except later reshuffles of the goods discard pile, which
use a generator seeded from the match seed and a counter kept in the state, so replays are exact.
"""

from __future__ import annotations

import random

from deltawidgets.games.spatial.board import board
from deltawidgets.games.spatial.components import EARTH_TILE, GOODS, SPACE, UNLAID, SpatialParams
from deltawidgets.games.spatial.flow import start_round
from deltawidgets.games.spatial.layout import refresh_map
from deltawidgets.games.spatial.state import SpatialDeliveryState

__all__ = ["setup", "tile_bag", "goods_deck"]


def tile_bag(params: SpatialParams) -> list[int]:
    bag = [SPACE] * params.space_tiles
    for i, g in enumerate(GOODS):
        bag += [i + 1] * params.world_tiles[g]
    return bag


def goods_deck(params: SpatialParams) -> list[int]:
    return [i + 1 for i, g in enumerate(GOODS) for _ in range(params.goods_cards[g])]


def setup(params: SpatialParams, seed: int) -> SpatialDeliveryState:
    """Earth in the centre, the shuffled tiles on the inner rings (the rest set aside face down),
    a First Delivery token on each world, the goods deck shuffled, a random Starting Player."""
    rng = random.Random(seed)
    b = board(params.rings)
    s = SpatialDeliveryState(params, b, seed)
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
    start_round(s, s.opening)
    return s
