"""Laying hex tiles and where Trade Stations may stand ("Setup", "3. End of Round", "About Exploration").

A corner is a **station site** when three counted hexes meet there, none of them Earth, and at
least one is a laid Settled World. Which hex places count before the outer rings are laid is the
rule option ``edge_rule``: ``"closed"`` (default) counts only laid rings, so the rim of the laid
map has no sites and its outer borders carry no segments until the next ring arrives;
``"open"`` counts every place of the finished map from the start (a site still needs a laid,
face-up Settled World next to it).
"""

from __future__ import annotations

from functools import lru_cache

from deltawidgets.games.spatial.board import Board
from deltawidgets.games.spatial.components import CARDS, EARTH_TILE, GOODS_KINDS, UNLAID
from deltawidgets.games.spatial.payment import NO_SITE, site_kind
from deltawidgets.games.spatial.state import SpatialDeliveryState


def counted_rings(s: SpatialDeliveryState) -> int:
    return s.board.rings if s.params.edge_rule == "open" else s.laid


def station_sites(s: SpatialDeliveryState) -> dict[int, tuple[tuple[int, ...], int]]:
    """Corner -> (goods needed by kind index, number of adjacent worlds), for every site."""
    tile = s.tile
    out = {}
    for c, trio in site_corners(s.board, s.counted):
        need = None
        for h in trio:
            t = tile[h]
            if t in GOODS_KINDS:  # a Settled World buying that kind
                if need is None:
                    need = [0] * len(CARDS)
                need[t] += 1
        if need:
            out[c] = (tuple(need), sum(need))
    return out


@lru_cache(maxsize=32)
def site_corners(b: Board, counted: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """(corner, its hexes) where three counted hexes other than Earth meet: the corners that are
    sites as soon as a world is laid next to them (fixed by the board; asked at every new ring)."""
    return tuple((c, trio) for c, trio in enumerate(b.corner_hexes) if not b.earth_corner[c] and b.corner_rings[c] <= counted)


def site_kinds(s: SpatialDeliveryState) -> tuple[int, ...]:
    """:func:`~payment.site_kind` by place (``NO_SITE`` where no station may be built), from ``s.sites``."""
    kinds = [NO_SITE] * (s.board.earth + 1)
    for c, (need, _) in s.sites.items():
        kinds[c] = site_kind(need)
    return tuple(kinds)


def lay_rings(s: SpatialDeliveryState, upto: int, ev: list) -> None:
    """Lay the set-aside tiles on rings ``laid+1 .. upto`` in their shuffled order; a First
    Delivery token goes on each newly laid world (never again on the old ones)."""
    b = s.board
    tile = list(s.tile)
    later = list(s.later)
    laid = []
    for h, k in enumerate(b.ring):
        if s.laid < k <= upto and tile[h] == UNLAID:
            tile[h] = later.pop(0)
            laid.append(h)
            if tile[h] in GOODS_KINDS:
                s.token[h] = True
    s.tile, s.later, s.laid = tuple(tile), tuple(later), upto
    refresh_map(s)
    if laid:
        ev.append({"type": "lay", "rings": upto, "hexes": laid, "tiles": [tile[h] for h in laid]})


def refresh_map(s: SpatialDeliveryState) -> None:
    """Recompute what depends on the laid tiles: counted rings, usable adjacency, sites."""
    s.counted = counted_rings(s)
    s.adj = s.board.adj[s.counted]
    s.sites = station_sites(s)
    s.site_kind = site_kinds(s)
    s.network_changed()


def earth_tiles(n: int) -> tuple[int, ...]:
    return (EARTH_TILE,) + (UNLAID,) * (n - 1)
