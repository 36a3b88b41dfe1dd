"""Rulebook section "Setting Up the Game"; exact positions live in :mod:`scenario`."""

from __future__ import annotations

import random

from deltawidgets.games.deltav.board import board
from deltawidgets.games.deltav.components import ALIEN, DeltaVParams
from deltawidgets.games.deltav.flow import start_turn
from deltawidgets.games.deltav.state import Catalog, DeltaVState, catalog, index_down

__all__ = ["setup", "catalog"]


def setup(params: DeltaVParams, seed: int) -> DeltaVState:
    """Shuffle the tiles face down around the station, one rocket each on it, random first player.

    With more tiles than spaces the surplus is set aside unseen; with fewer, spaces stay empty
    (ruling "tile count", docs/rulings/delta_v.md).
    """
    rng = random.Random(seed)
    b = board(params.grid_size)
    cat = catalog(params)
    s = DeltaVState(params, b, cat)
    tiles = list(range(len(cat.kind)))
    rng.shuffle(tiles)
    cells = list(b.asteroid_cells)
    if len(tiles) > len(cells) and params.aliens_stay_in_play:
        tiles = aliens_first(cat, tiles, len(cells), rng)
    if len(tiles) < len(cells):
        rng.shuffle(cells)
    for cell, tid in zip(cells, tiles):
        s.cell_tile[cell] = tid
    for p in range(params.players):
        s.shipyard[p] -= 1
        s.rockets[p][b.station] = 1
    first = params.first_player if params.first_player >= 0 else rng.randrange(params.players)
    s.turn = 0
    index_down(s)
    start_turn(s, first, s.opening)
    return s


def aliens_first(cat: Catalog, tiles: list[int], spaces: int, rng: random.Random) -> list[int]:
    """The ``spaces`` tiles to place when some must be set aside: every Alien Encounter (as far as
    they fit), then the other tiles in shuffled order; shuffled again so the aliens lie anywhere.
    "Game End" counts the Alien Encounters revealed, so setting one aside could leave a game with
    no ending in reach (ruling ``aliens_stay_in_play``)."""
    aliens = [t for t in tiles if cat.kind[t] == ALIEN][:spaces]
    chosen = aliens + [t for t in tiles if cat.kind[t] != ALIEN][: spaces - len(aliens)]
    rng.shuffle(chosen)
    return chosen
