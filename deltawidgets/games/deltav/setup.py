"""Rulebook section "Setting Up the Game", and exact positions for tests and lessons."""
from __future__ import annotations

import random
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StringConstraints, ValidationError

from deltawidgets.core.errors import BadInput
from deltawidgets.games.deltav.board import board
from deltawidgets.games.deltav.components import ALIEN, INCIDENTS, MINERALS, DeltaVParams
from deltawidgets.games.deltav.flow import start_turn
from deltawidgets.games.deltav.state import Catalog, DVState, index_down


def catalog(params: DeltaVParams) -> Catalog:
    kind, mineral, value = [], [], []
    for m, values in params.mineral_tiles.items():
        for v in values:
            kind.append("mineral"), mineral.append(m), value.append(v)
    for k, count in params.incident_tiles.items():
        for _ in range(count):
            kind.append(k), mineral.append(None), value.append(0)
    bribes = tuple(m for _ in range(params.players) for m in params.bribe_minerals)
    contracts = tuple(tuple(c) for c in params.contracts)
    return Catalog(tuple(kind), tuple(mineral), tuple(value), contracts, bribes)


def setup(params: DeltaVParams, seed: int) -> DVState:
    """Shuffle the tiles face down around the station, one rocket each on it, random first player.

    With more tiles than spaces the surplus is set aside unseen; with fewer, spaces stay empty
    (ruling "tile count", docs/rulings/delta_v.md).
    """
    rng = random.Random(seed)
    b = board(params.grid_size)
    cat = catalog(params)
    s = DVState(params, b, cat)
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


Space = Annotated[str, StringConstraints(max_length=12)]
Count = Annotated[StrictInt, Field(ge=0, le=1000)]
Name = Annotated[str, StringConstraints(max_length=40)]


class Scenario(BaseModel):
    """The shape of a scenario, checked first: a scenario may come from a record file."""

    model_config = ConfigDict(extra="forbid")
    tiles: dict[Space, Name]
    faceup: list[Space] = []
    alien: Space | None = None
    aliens_revealed: Count = 0
    rockets: list[dict[Space, Count]] | None = None
    bribes_spent: list[list[Name]] = []
    incidents: list[list[Name]] = []
    contracts_done: dict[Annotated[str, StringConstraints(pattern=r"^[0-9]{1,3}$")], StrictInt] = {}
    current: StrictInt | None = None
    memory: list[list[Space]] = []


def setup_from(params: DeltaVParams, scenario: dict) -> DVState:
    """Lay out an exact position. Keys (all optional but ``tiles``)::

        tiles:      {"r,c": "deltamite:3" | "alien_encounter" | ...}  (face-down unless in faceup)
        faceup:     ["r,c", ...]           alien:  "r,c"          aliens_revealed: int
        rockets:    [{"r,c": count, "station": count}, ...]  one dict per player
        bribes_spent: [["alphatite", ...], ...]   incidents: [["sabotage", ...], ...]
        contracts_done: {"contract index": player}   current: player   memory: [["r,c"], ...]

    >>> from deltawidgets.games.deltav import DeltaV
    >>> s = setup_from(DeltaV.Params.parse({"first_player": 0}), {"tiles": {"0,0": "alphatite:2"}})
    >>> s.cat.mineral[s.cell_tile[0]], s.cat.value[s.cell_tile[0]]
    ('alphatite', 2)
    """
    if not isinstance(scenario, dict) or not isinstance(scenario.get("tiles"), dict):
        raise BadInput('A Delta V scenario is a dict with at least "tiles": {"r,c": "mineral:value" or "incident"}.')
    try:
        sc = Scenario.model_validate(scenario)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(x) for x in first["loc"])
        raise BadInput(f"Scenario: at '{where}': {first['msg']}.") from None
    b = board(params.grid_size)
    kind, mineral, value, where = [], [], [], []
    for key, face in sc.tiles.items():
        cell = _cell(b, key)
        if cell == b.station:
            raise BadInput(f"Scenario tile at {key}: the centre space holds the station.")
        if cell in where:
            raise BadInput(f"Scenario tile at {key}: that space already has a tile.")
        name, _, v = str(face).partition(":")
        if name in MINERALS:
            if not (v.isdigit() and 1 <= int(v) <= 9):
                raise BadInput(f'Scenario tile at {key}: a mineral tile is written "{name}:value", value 1 to 9.')
            kind.append("mineral"), mineral.append(name), value.append(int(v))
        elif name in INCIDENTS:
            kind.append(name), mineral.append(None), value.append(0)
        else:
            raise BadInput(f"Scenario tile at {key}: unknown tile {face!r}.")
        where.append(cell)
    base = catalog(params)
    cat = Catalog(tuple(kind), tuple(mineral), tuple(value), base.contracts, base.bribe_mineral)
    s = DVState(params, b, cat)
    for tid, cell in enumerate(where):
        s.cell_tile[cell] = tid
    s.faceup = {_cell(b, k) for k in sc.faceup}
    s.alien = _cell(b, sc.alien) if sc.alien else -1
    if s.alien == b.station:
        raise BadInput("Scenario: the alien never stands on the station.")
    s.aliens_revealed = sc.aliens_revealed
    if s.aliens_revealed >= params.alien_limit:
        raise BadInput(f"Scenario: aliens_revealed must be below alien_limit ({params.alien_limit}).")
    rockets = sc.rockets if sc.rockets is not None else [{"station": 1}] * params.players
    for p, rk in enumerate(rockets[: params.players]):
        s.rockets[p] = {}
        for key, k in rk.items():
            if k:  # a space with no rocket is simply absent
                s.rockets[p][_cell(b, key)] = k
        s.shipyard[p] = params.rockets_per_player - sum(s.rockets[p].values())
        if s.shipyard[p] < 0:
            raise BadInput(f"Scenario: player {p + 1} has more rockets in play than {params.rockets_per_player}.")
    for p, spent in enumerate(sc.bribes_spent[: params.players]):
        for m in spent:
            cands = [i for i in s.bribes_of[p] if cat.bribe_mineral[i] == m and not s.bribe_spent[i]]
            if not cands:
                raise BadInput(f"Scenario: player {p + 1} has no unspent {m} bribe to mark spent.")
            s.bribe_spent[cands[0]] = True
    for p, hand in enumerate(sc.incidents[: params.players]):
        bad = [k for k in hand if k not in INCIDENTS or k == "alien_encounter"]
        if bad:
            raise BadInput(f"Scenario: {bad[0]!r} is not an incident a player can hold.")
        s.incidents[p] = [(k, -1) for k in hand]
    for k, p in sc.contracts_done.items():
        if not (int(k) < len(s.contract_owner) and 0 <= p < params.players):
            raise BadInput(f"Scenario: contracts_done needs a contract below {len(s.contract_owner)} and a seat below {params.players}.")
        s.contract_owner[int(k)] = p
    for p, cells in enumerate(sc.memory[: params.players]):
        s.memory[p] = {_cell(b, k) for k in cells}
    first = sc.current if sc.current is not None else max(params.first_player, 0)
    if not 0 <= first < params.players:
        raise BadInput(f"Scenario: current player {first} is not a seat.")
    index_down(s)
    start_turn(s, first, s.opening)
    return s


def _cell(b, key) -> int:
    if key == "station":
        return b.station
    try:
        r, c = (int(x) for x in str(key).split(","))
    except ValueError:
        raise BadInput(f'Scenario: {key!r} is not a space; write "row,col" such as "0,3".') from None
    if not (0 <= r < b.n and 0 <= c < b.n):
        raise BadInput(f"Scenario: space {key} is outside the {b.n}x{b.n} field.")
    return r * b.n + c
