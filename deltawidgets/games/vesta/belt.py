"""The asteroid belt as a networkx hex graph (ruling "play area", rulebook 3.3.1).

The belt is a parallelogram of hexes in axial coordinates ``(q, r)``: ``q`` is the column, from
0 at the entry edge (where pushed tiles come in) to ``length - 1`` at the exit edge (where they
leave); ``r`` is the row across the belt, ``0 .. width - 1``. A push moves every tile one step in
the direction ``(+1, 0)``, a true hex direction, so tiles keep their neighbours as they drift.
Places are fixed; tiles and the prospectors on them move from place to place.

Place ``q * width + r`` is the hex ``(q, r)``: a push adds ``width`` to the place of every tile.
The start area is one more node, ``START``, touching every place of row 0 (the side of the belt
along which it is painted), or with ``start_side="entry"`` every place of the entry column; it
is not a tile and holds any number of prospectors.

Names people read: rows are letters A.. across the belt, columns numbers 1.. from the entry edge,
so ``"C4"`` is row C, column 4. Element ids for front-ends are ``h<place>`` and ``start``.

>>> b = belt(5, 9)
>>> b.places, b.start, b.names[0], b.names[b.place_at(4, 8)], b.names[b.start]
(45, 45, 'A1', 'I5', 'the start area')
>>> sorted(b.nbrs[b.start]) == [b.place_at(q, 0) for q in range(5)]
True
>>> len(b.nbrs[b.place_at(2, 4)]), b.entry[:3], b.exit[:2]
(6, (0, 1, 2), (36, 37))
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache

import networkx as nx

#: axial neighbour directions; the first is the direction of the push
DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
OFF = -1  # a prospector forced out of the play area


@dataclass(frozen=True, eq=False)
class Belt:
    length: int
    width: int
    places: int  # number of hex places; also the index of the start area
    start: int
    graph: nx.Graph
    q: tuple[int, ...]
    r: tuple[int, ...]
    nbrs: tuple[tuple[int, ...], ...]  # by place, and the start area's edge places at ``start``
    lines: tuple[tuple[tuple[int, int], ...], ...]  # (middle, end) of each straight two-hex line
    near2: tuple[tuple[int, ...], ...]  # places within two steps (Hyperscanner), start area included
    touch: tuple[frozenset[int], ...]  # where a prospector is in contact with one here (3.2 Trading)
    entry: tuple[int, ...]  # column 0: where pushed tiles come in
    exit: tuple[int, ...]  # the last column: what a push removes
    entry_down: tuple[bool, ...]  # "face down" for each place of a column pushed in
    names: tuple[str, ...]  # by place, the start area last
    ids: tuple[str, ...]

    def place_at(self, q: int, r: int) -> int:
        return q * self.width + r

    def index_of(self, name: str) -> int | None:
        """The place called ``name`` ("C4", "start"), or None."""
        if name == "start":
            return self.start
        return self._places.get(name)

    @cached_property
    def _places(self) -> dict[str, int]:
        # a scenario names every tile's place: a look-up, not a search of the names
        return {name: i for i, name in enumerate(self.names)}


def place_name(q: int, r: int) -> str:
    return f"{chr(65 + r)}{q + 1}"


@lru_cache(maxsize=32)
def belt(length: int, width: int, start_side: str = "side") -> Belt:
    g = nx.Graph()
    n = length * width
    start = n
    for q in range(length):
        for r in range(width):
            g.add_node(q * width + r, q=q, r=r, name=place_name(q, r))
    g.add_node(start, name="the start area")
    for q in range(length):
        for r in range(width):
            for dq, dr in DIRS:
                q2, r2 = q + dq, r + dr
                if 0 <= q2 < length and 0 <= r2 < width:
                    g.add_edge(q * width + r, q2 * width + r2)
        g.add_edge(start, q * width)  # row 0 runs along the start area
    if start_side == "entry":  # the start area lies along the entry edge instead
        g.remove_edges_from([(start, q * width) for q in range(length)])
        g.add_edges_from((start, r) for r in range(width))
    nbrs = tuple(tuple(sorted(g.neighbors(i))) if i == start else tuple(sorted(j for j in g.neighbors(i) if j != start)) for i in range(n + 1))
    lines = []
    for i in range(n):
        q, r = divmod(i, width)
        row = []
        for dq, dr in DIRS:
            q1, r1, q2, r2 = q + dq, r + dr, q + 2 * dq, r + 2 * dr
            if 0 <= q2 < length and 0 <= r2 < width:
                row.append((q1 * width + r1, q2 * width + r2))
        lines.append(tuple(row))
    lines.append(())  # no straight line leaves the start area: it is not a hex
    field = g.subgraph(range(n))  # between places the start area is no short cut
    near2 = tuple(
        tuple(sorted(j for j, d in nx.single_source_shortest_path_length(g if i == start else field, i, cutoff=2).items() if 0 < d and j != start))
        for i in range(n + 1)
    )
    touch = tuple(frozenset(g.neighbors(i)) | {i} for i in range(n + 1))
    names = tuple(place_name(*divmod(i, width)) for i in range(n)) + ("the start area",)
    ids = tuple(f"h{i}" for i in range(n)) + ("start",)
    return Belt(
        length,
        width,
        n,
        start,
        g,
        tuple(i // width for i in range(n)),
        tuple(i % width for i in range(n)),
        nbrs,
        tuple(lines),
        near2,
        touch,
        tuple(range(width)),
        tuple(range(n - width, n)),
        (False,) * width,
        names,
        ids,
    )
