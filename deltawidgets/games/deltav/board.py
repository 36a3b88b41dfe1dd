"""The Delta V asteroid field as a networkx grid graph (rulebook "Setting Up the Game").

Cells are numbered ``r * n + c``; the graph's nodes are ``(r, c)`` with the cell index as the
``cell`` attribute. The station is the centre node. Rows and columns drive satellite surveys.
The board is static and built once per grid size; positions live in the state.

>>> b = board(7)
>>> b.station, b.coords(b.station), b.names[0], b.names[b.station]
(24, (3, 3), 'A1', 'the station')
>>> is_line([0, 3, 6], b)
True
>>> is_line([0, 8, 16], b)
False
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache

import networkx as nx

MAX_CELLS = 11 * 11  # the largest grid_size allowed

# Choices that name a space, made once: the hot legal lists reuse them instead of building tuples.
REVEAL = tuple(("reveal", c) for c in range(MAX_CELLS))
TO = tuple(("to", c) for c in range(MAX_CELLS))
LOOK = tuple(("look", c) for c in range(MAX_CELLS))


@dataclass(frozen=True)
class Board:
    n: int
    graph: nx.Graph
    station: int
    rows: tuple[tuple[int, ...], ...]
    cols: tuple[tuple[int, ...], ...]
    asteroid_cells: tuple[int, ...]  # every cell but the station
    row_of: tuple[int, ...]
    col_of: tuple[int, ...]
    #: what the log and the board call each space: columns A.., rows 1.. from the top
    names: tuple[str, ...]
    #: what a view says of each space whatever happens on it: id, row, column, name
    spaces: tuple[dict, ...]

    @cached_property
    def named(self) -> dict[str, int]:
        """Each space by the name drawn on it (the station by "the station")."""
        return {name: cell for cell, name in enumerate(self.names)}

    def coords(self, cell: int) -> tuple[int, int]:
        return divmod(cell, self.n)

    def cell_id(self, cell: int) -> str:
        """Element id used by front-ends and action targets."""
        return f"c{cell}"


@lru_cache(maxsize=16)
def board(n: int) -> Board:
    g = nx.grid_2d_graph(n, n)
    for r, c in g.nodes:
        g.nodes[(r, c)]["cell"] = r * n + c
    centre = (n // 2) * n + n // 2
    g.nodes[divmod(centre, n)]["station"] = True
    rows = tuple(tuple(r * n + c for c in range(n)) for r in range(n))
    cols = tuple(tuple(r * n + c for r in range(n)) for c in range(n))
    cells = tuple(i for i in range(n * n) if i != centre)
    names = tuple("the station" if i == centre else f"{chr(65 + i % n)}{i // n + 1}" for i in range(n * n))
    spaces = tuple({"id": f"c{i}", "r": i // n, "c": i % n, "name": names[i]} for i in range(n * n))
    return Board(n, g, centre, rows, cols, cells, tuple(i // n for i in range(n * n)), tuple(i % n for i in range(n * n)), names, spaces)


def is_line(cells, b: Board) -> bool:
    """True if all ``cells`` share one row or one column (rule "Action: Satellite Survey")."""
    rs = {c // b.n for c in cells}
    cs = {c % b.n for c in cells}
    return len(rs) == 1 or len(cs) == 1
