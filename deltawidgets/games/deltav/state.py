"""The changing Delta V position: small plain structures, cheap to clone.

Static things (the board, the tile catalogue, the contracts, the options) are shared between
clones; only what changes during play is copied.
"""

from __future__ import annotations

from bisect import insort
from dataclasses import dataclass
from typing import NamedTuple

from deltawidgets.core.state_fields import COPY, SHARED, Fields, each
from deltawidgets.games.deltav.board import Board
from deltawidgets.games.deltav.components import MAX_PLAYERS, DeltaVParams

#: how a step's effect moves the turn on (``flow.NEXT``): to the contract stage after the action,
#: to the next turn, or back to the step an incident was used from; the three are also where the
#: turn goes after an Alien Encounter (``after_alien``)
AFTER_ACTION, END_TURN, RESUME = "after_action", "end_turn", "resume"
#: the game ends a step's effect brings about ("Game End"), by their end reason codes
LAST_CONTRACT, LAST_ALIEN = "last_contract", "last_alien"


@dataclass(frozen=True)
class Catalog:
    """Faces of the tiles in play, by tile id. ``mineral`` is None for an incident tile."""

    kind: tuple[str, ...]  # "mineral" or an incident kind
    mineral: tuple[str | None, ...]
    value: tuple[int, ...]
    contracts: tuple[tuple[str, ...], ...]
    bribe_mineral: tuple[str, ...]  # by bribe counter id


#: catalogues made, by rule options object (which the entry holds, so its id is no other's)
_CATALOGS: dict[int, tuple[DeltaVParams, Catalog]] = {}


def catalog(params: DeltaVParams) -> Catalog:
    """The tiles of the rule options' mix ("Components"), minerals first, in the options' order;
    made once per rule options object (every position laid out asks for it)."""
    kept = _CATALOGS.get(id(params))
    if kept is None or kept[0] is not params:
        if len(_CATALOGS) > 16:
            _CATALOGS.clear()
        kept = _CATALOGS[id(params)] = (params, _catalog(params))
    return kept[1]


def _catalog(params: DeltaVParams) -> Catalog:
    kind: list[str] = []
    mineral: list[str | None] = []
    value: list[int] = []
    for m, values in params.mineral_tiles.items():
        for v in values:
            kind.append("mineral")
            mineral.append(m)
            value.append(v)
    for k, count in params.incident_tiles.items():
        for _ in range(count):
            kind.append(k)
            mineral.append(None)
            value.append(0)
    bribes = tuple(m for _ in range(params.players) for m in params.bribe_minerals)
    contracts = tuple(tuple(c) for c in params.contracts)
    return Catalog(tuple(kind), tuple(mineral), tuple(value), contracts, bribes)


class Bid(NamedTuple):
    """A bid-up in progress ("Bribe: Bidding Up"): who bid, with which counter, for which mineral."""

    bidder: int
    counter: int
    mineral: str


class DeltaVState:
    FIELDS = Fields(
        params=SHARED,
        board=SHARED,
        cat=SHARED,
        # the field
        cell_tile=COPY,
        faceup=COPY,
        down=COPY,
        shown=COPY,
        rockets=each(COPY),
        alien=SHARED,
        aliens_revealed=SHARED,
        # the players
        shipyard=COPY,
        bribes_of=each(COPY),
        bribe_spent=COPY,
        incidents=each(COPY),
        collected=each(COPY),
        contract_owner=COPY,
        memory=each(COPY),
        # whose turn, which step of it
        current=SHARED,
        turn=SHARED,
        phase=SHARED,
        queue=COPY,
        resume=SHARED,
        pirated=SHARED,
        # scratch of the step in progress (``lines``: replaced whole when a survey starts)
        moved=COPY,
        selected=SHARED,
        picks=COPY,
        lines=SHARED,
        blocked=SHARED,
        scan_left=SHARED,
        sab_cell=SHARED,
        after_alien=SHARED,
        contract=SHARED,
        revealed=COPY,
        effective=COPY,
        bid=SHARED,
        # the end
        over=SHARED,
        end_reason=SHARED,
        opening=SHARED,  # events of setting up (the first turn's announcement), for the log
    )
    __slots__ = FIELDS.names
    clone = FIELDS.clone

    def __init__(self, params: DeltaVParams, board: Board, cat: Catalog):
        p = params.players
        self.params, self.board, self.cat = params, board, cat
        self.cell_tile: list[int] = [-1] * (board.n * board.n)
        self.faceup: set[int] = set()
        self.down: list[int] = []  # face-down tile cells, sorted; kept by flip_up/flip_down/remove_tile
        # face-down tiles the whole table (every seat and any onlooker) saw turned over, by a failed
        # contract attempt: part of every seat's memory, and all a spectator remembers
        self.shown: set[int] = set()
        self.rockets: list[dict[int, int]] = [{} for _ in range(p)]
        self.alien = -1
        self.aliens_revealed = 0
        self.shipyard = [params.rockets_per_player] * p
        k = len(params.bribe_minerals)
        self.bribes_of: list[list[int]] = [list(range(q * k, q * k + k)) for q in range(p)]  # counter ids held
        self.bribe_spent: list[bool] = [False] * len(cat.bribe_mineral)
        self.incidents: list[list[tuple[str, int]]] = [[] for _ in range(p)]  # (kind, turn acquired)
        self.collected: list[list[tuple[int, str]]] = [[] for _ in range(p)]  # (tile id, mineral it counted as)
        self.contract_owner: list[int] = [-1] * len(cat.contracts)
        self.memory: list[set[int]] = [set() for _ in range(p)]  # cells whose face this player has seen
        self.current = 0
        self.turn = 0
        self.phase = "action"
        self.queue: list[int] = []
        self.resume = "action"
        self.pirated = False
        self.moved: dict[int, int] = {}
        self.selected = -1
        self.picks: list[int] = []
        self.lines: list[tuple[int, ...]] = []  # survey lines fixed when the survey starts
        self.blocked: frozenset[int] = frozenset()  # spaces the attempt may not reveal, fixed at declaring
        self.scan_left = 0
        self.sab_cell = -1
        self.after_alien = "resume"
        self.contract = -1
        self.revealed: list[int] = []
        self.effective: list[str] = []
        self.bid: Bid | None = None
        self.over = False
        self.end_reason = ""
        self.opening: list[dict] = []

    @property
    def players(self) -> int:
        return self.params.players


# -- small queries shared by the rule modules ---------------------------------------------------

# opponents in turn order, by player count and seat, made once (asked at every turn)
_CLOCKWISE = {n: tuple(tuple((p + k) % n for k in range(1, n)) for p in range(n)) for n in range(1, MAX_PLAYERS + 1)}


def opponents_clockwise(s: DeltaVState, p: int) -> tuple[int, ...]:
    """Opponents of ``p`` in turn order, starting with the player to p's left."""
    return _CLOCKWISE[len(s.rockets)][p]  # len: one fleet per seat, cheaper than the property


def opponent_on(s: DeltaVState, p: int, cell: int) -> bool:
    """Does any opponent of ``p`` have a rocket on ``cell``?"""
    return any(q != p and d.get(cell) for q, d in enumerate(s.rockets))


def blocked_for(s: DeltaVState, p: int) -> set[int]:
    """Cells p may not look at or reveal: the alien's and any with an opponent's rocket."""
    out = {s.alien}
    rockets = s.rockets
    for q in _CLOCKWISE[len(rockets)][p]:
        out.update(rockets[q])
    return out


# -- every change of a tile's face goes through these three, which keep ``down`` in step ----------


def index_down(s: DeltaVState) -> None:
    """Build ``down`` from scratch (after setup)."""
    s.down = [c for c in s.board.asteroid_cells if s.cell_tile[c] >= 0 and c not in s.faceup]


def flip_up(s: DeltaVState, cell: int) -> None:
    s.faceup.add(cell)
    s.down.remove(cell)
    s.shown.discard(cell)  # ``shown`` holds face-down tiles only


def flip_down(s: DeltaVState, cell: int) -> None:
    s.faceup.discard(cell)
    insort(s.down, cell)


def remove_tile(s: DeltaVState, cell: int) -> None:
    """The tile leaves the field (collected, or an incident taken into a hand)."""
    if cell in s.faceup:
        s.faceup.discard(cell)
    else:
        s.down.remove(cell)
    s.cell_tile[cell] = -1


def looked_at(s: DeltaVState, memory: set[int]) -> list[int]:
    """The face-down tiles in ``memory`` that the whole table has not seen turned over: the
    looks a seat alone has had (which spaces is public: the log names them, never the faces)."""
    tile, up, shown = s.cell_tile, s.faceup, s.shown
    return sorted(c for c in memory if tile[c] >= 0 and c not in up and c not in shown)


def is_facedown(s: DeltaVState, cell: int) -> bool:
    return s.cell_tile[cell] >= 0 and cell not in s.faceup


def named_cell(s: DeltaVState, a) -> int | None:
    """The space an action names as its second part, if that is a space of the field."""
    if len(a) > 1 and isinstance(a[1], int) and not isinstance(a[1], bool) and 0 <= a[1] < len(s.cell_tile):
        return a[1]
    return None


def tile_kind(s: DeltaVState, cell: int) -> str:
    return s.cat.kind[s.cell_tile[cell]]


def unspent_bribes(s: DeltaVState, p: int) -> list[int]:
    spent = s.bribe_spent
    return [b for b in s.bribes_of[p] if not spent[b]]


def unspent_minerals(s: DeltaVState, p: int) -> list[str]:
    """Distinct minerals of p's unspent bribe counters, in the order p holds them."""
    spent, minerals = s.bribe_spent, s.cat.bribe_mineral
    out = [minerals[b] for b in s.bribes_of[p] if not spent[b]]
    if len(set(out)) < len(out):  # two counters of one mineral (one stolen): each mineral once, as first held
        out = list(dict.fromkeys(out))
    return out


def bribe_of(s: DeltaVState, p: int, mineral: str) -> int:
    """An unspent bribe counter of ``p`` showing ``mineral``, or -1."""
    for b in unspent_bribes(s, p):
        if s.cat.bribe_mineral[b] == mineral:
            return b
    return -1


def usable_incidents(s: DeltaVState, p: int, kinds) -> list[str]:
    """Incident kinds ``p`` holds and may discard now ("not during this turn" they were gained)."""
    out = []
    for kind, got in s.incidents[p]:
        if kind in kinds and kind not in out and got != s.turn:
            out.append(kind)
    return out


def rockets_in_play(s: DeltaVState, p: int) -> int:
    return sum(s.rockets[p].values())


def place_rocket(s: DeltaVState, p: int, cell: int, k: int = 1) -> None:
    d = s.rockets[p]
    d[cell] = d.get(cell, 0) + k


def take_rocket(s: DeltaVState, p: int, cell: int, k: int = 1) -> None:
    d = s.rockets[p]
    left = d[cell] - k
    if left:
        d[cell] = left
    else:
        del d[cell]


def look(s: DeltaVState, p: int, cells, how: str, ev: list, under: bool = False) -> None:
    """Secretly look at tiles: they enter p's memory. The event names the spaces, not the faces:
    which tiles a player lifts is seen at the table (ruling); ``under``: those under p's rockets."""
    cells = list(cells)
    s.memory[p].update(cells)
    ev.append({"type": "look", "player": p, "how": how, "count": len(cells), "cells": cells, "under": under})
