"""The Spatial Delivery map as networkx graphs (rulebook sections "Overview" and "About Exploration").

* The **hex graph**: hex tiles in axial coordinates ``(q, r)``, Earth at ``(0, 0)``; ring ``k``
  holds the ``6k`` hexes at distance ``k``. Edges join neighbouring hexes.
* The **route graph**: hex corners are nodes, hex borders are edges. A corner is named by the
  three hex places that meet there (some may lie outside the map), a border by its two hexes.
  Trade Stations live on nodes, Trade Route Segments on edges.

For play, the six corners of Earth are one place, ``Board.earth``: a branch from Earth may leave
from any of them and a spaceship at Earth is at all of them (ruling "Earth is one place"). So
Earth's own borders join Earth to itself and never carry a segment. Which borders and corners
count depends on how many rings are on the table; the board keeps, for every such count, the
adjacency of places as plain tuples so that rule code never walks a networkx graph per decision.
The board depends only on the number of rings and is built once and shared.

>>> b = board(3)
>>> len(b.hexes), len(b.corners), len(b.borders)
(37, 96, 90)
>>> b.hex_index[(0, 0)], b.ring[b.hex_index[(2, -1)]]
(0, 2)
>>> sorted(len(b.adj[3][x]) for x in range(len(b.corners) + 1))[-1]  # Earth has six spokes
6
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import networkx as nx

#: axial neighbour directions, in order around a hex (consecutive ones are neighbours)
DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))

Axial = tuple[int, int]


def ring_of(h: Axial) -> int:
    """Distance from Earth in hexes (the ring number, which is also the world's price).

    >>> ring_of((2, -3))
    3
    """
    q, r = h
    return max(abs(q), abs(r), abs(q + r))


def ring_positions(k: int) -> list[Axial]:
    """The hexes of ring ``k`` in order around Earth.

    >>> ring_positions(1)
    [(-1, 1), (0, 1), (1, 0), (1, -1), (0, -1), (-1, 0)]
    """
    if k == 0:
        return [(0, 0)]
    out = []
    q, r = -k, k
    for dq, dr in DIRS:
        for _ in range(k):
            out.append((q, r))
            q, r = q + dq, r + dr
    return out


def _add(h: Axial, d: Axial) -> Axial:
    return (h[0] + d[0], h[1] + d[1])


def hex_id(h: Axial) -> str:
    """Element id of a hex for front-ends: ``h<q>,<r>``."""
    return f"h{h[0]},{h[1]}"


@dataclass(frozen=True, eq=False)
class Board:
    rings: int
    hexes: tuple[Axial, ...]  # hex index -> axial place; index 0 is Earth
    hex_index: dict[Axial, int]
    ring: tuple[int, ...]  # by hex index
    corners: tuple[tuple[Axial, Axial, Axial], ...]  # corner id -> the three places meeting there
    corner_hexes: tuple[tuple[int, ...], ...]  # corner id -> indices of those places that are map hexes
    corner_rings: tuple[int, ...]  # corner id -> largest ring among its three places (rings+1 if off the map)
    earth_corner: tuple[bool, ...]
    borders: tuple[tuple[int, int], ...]  # border id -> its two hex indices
    border_ends: tuple[tuple[int, int], ...]  # border id -> its two corner ids
    place_of: tuple[int, ...]  # corner id -> place (Earth's corners -> earth)
    earth: int  # the place id of Earth (= number of corners)
    adj: dict[int, tuple[tuple[tuple[int, int], ...], ...]]  # counted rings -> place -> ((border, other place), ...)
    usable: dict[int, frozenset[int]]  # counted rings -> borders that may carry a segment
    hex_graph: nx.Graph
    route_graph: nx.Graph

    def place_id(self, place: int) -> str:
        """Element id of a place: ``v<corner>``, or Earth's hex ``h0,0``."""
        return "h0,0" if place == self.earth else f"v{place}"

    def corner_at(self, *places: Axial) -> int:
        """The corner where these three hex places meet (for scenarios and tests).

        >>> b = board(3); c = b.corner_at((0, 0), (1, 0), (1, -1)); b.earth_corner[c]
        True
        """
        key = frozenset(places)
        for c, trio in enumerate(self.corners):
            if frozenset(trio) == key:
                return c
        raise KeyError(f"no corner where {places} meet")

    def border_between(self, a: Axial, b: Axial) -> int:
        """The border between two neighbouring map hexes."""
        key = {self.hex_index[a], self.hex_index[b]}
        for i, pair in enumerate(self.borders):
            if set(pair) == key:
                return i
        raise KeyError(f"no border between {a} and {b}")


@lru_cache(maxsize=8)
def board(rings: int) -> Board:
    hexes = [h for k in range(rings + 1) for h in ring_positions(k)]
    hex_index = {h: i for i, h in enumerate(hexes)}
    ring = tuple(ring_of(h) for h in hexes)

    corner_id: dict[frozenset, int] = {}
    corners: list[tuple[Axial, Axial, Axial]] = []
    border_id: dict[frozenset, int] = {}
    borders: list[tuple[int, int]] = []
    border_ends: list[tuple[int, int]] = []

    def corner(trio) -> int:
        key = frozenset(trio)
        if key not in corner_id:
            corner_id[key] = len(corners)
            corners.append(tuple(sorted(trio)))
        return corner_id[key]

    for h in hexes:
        for i in range(6):
            corner((h, _add(h, DIRS[i]), _add(h, DIRS[(i + 1) % 6])))
    for h in hexes:
        for i in range(6):
            n = _add(h, DIRS[i])
            key = frozenset((h, n))
            if n not in hex_index or key in border_id:
                continue
            border_id[key] = len(borders)
            borders.append((hex_index[h], hex_index[n]))
            border_ends.append((corner((h, n, _add(h, DIRS[i - 1]))), corner((h, n, _add(h, DIRS[(i + 1) % 6])))))

    off_map = rings + 1
    corner_hexes = tuple(tuple(hex_index[p] for p in trio if p in hex_index) for trio in corners)
    corner_rings = tuple(max(ring_of(p) if p in hex_index else off_map for p in trio) for trio in corners)
    earth_corner = tuple((0, 0) in trio for trio in corners)
    earth = len(corners)
    place_of = tuple(earth if e else c for c, e in enumerate(earth_corner))

    hex_graph = nx.Graph()
    for i, h in enumerate(hexes):
        hex_graph.add_node(h, index=i, ring=ring[i], id=hex_id(h))
    route_graph = nx.Graph()
    for c, trio in enumerate(corners):
        route_graph.add_node(c, hexes=trio, earth=earth_corner[c], id=f"v{c}")
    for bid, ((a, b2), (c1, c2)) in enumerate(zip(borders, border_ends)):
        hex_graph.add_edge(hexes[a], hexes[b2], border=bid)
        route_graph.add_edge(c1, c2, border=bid, hexes=(hexes[a], hexes[b2]), id=f"e{bid}")

    adj, usable = {}, {}
    for counted in range(1, rings + 1):
        ok = frozenset(bid for bid, (a, b2) in enumerate(borders) if ring[a] <= counted and ring[b2] <= counted and a != 0 and b2 != 0)
        table: list[list[tuple[int, int]]] = [[] for _ in range(earth + 1)]
        for bid in sorted(ok):
            x, y = (place_of[c] for c in border_ends[bid])
            table[x].append((bid, y))
            table[y].append((bid, x))
        adj[counted] = tuple(tuple(t) for t in table)
        usable[counted] = ok
    return Board(
        rings,
        tuple(hexes),
        hex_index,
        ring,
        tuple(corners),
        corner_hexes,
        corner_rings,
        earth_corner,
        tuple(borders),
        tuple(border_ends),
        place_of,
        earth,
        adj,
        usable,
        hex_graph,
        route_graph,
    )
