"""Exact Delta V positions: any position as a short JSON scenario and back, checked against the rules.

``scenario_of(state)`` writes every part of a position (the format is in ``docs/scenarios.md``);
``setup_from(params, scenario)`` lays one out, filling what is not said with the start of a turn,
and refuses, naming the field, anything the rules could not have produced. It never plays a move:
the position loaded is the position written. ``determinize(state, viewer, rng)`` redraws what a
viewer cannot know.

Spaces are written as the board draws them ("C4": column C, row 4 from the top), as "row,col"
counted from 0 ("3,2", the same space), or "station". Seats are numbered from 0 (Player 1 is seat 0).
"""

# mypy: disable-error-code="valid-type"
# (the format's field types are built at run time, _list(...), which pydantic reads and a static checker cannot; those
# fields check as Any)
from __future__ import annotations

import re
from collections import Counter
from typing import Annotated, Literal, NoReturn

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StrictBool, StrictInt, StringConstraints

from deltawidgets.core.chance import redealt
from deltawidgets.core.errors import BadInput
from deltawidgets.core.game import PUBLIC
from deltawidgets.core.refusal import seat
from deltawidgets.core.scenario import fresh_game, read_scenario, scenario_fail
from deltawidgets.games.deltav import actions, contracts, incidents
from deltawidgets.games.deltav.board import LOOK, Board, board
from deltawidgets.games.deltav.components import ALIEN, INCIDENTS, MINERALS, WILD, DeltaVParams
from deltawidgets.games.deltav.endings import END_REASONS, FORMER_END_CODES
from deltawidgets.games.deltav.flow import has_free_tile, holders
from deltawidgets.games.deltav.rockets import movable_cells
from deltawidgets.games.deltav.rules import STEPS
from deltawidgets.games.deltav.setup import setup
from deltawidgets.games.deltav.state import (
    Bid,
    Catalog,
    DeltaVState,
    blocked_for,
    bribe_of,
    catalog,
    flip_up,
    index_down,
    looked_at,
    opponents_clockwise,
    rockets_in_play,
)

# -- the shape, checked first: a scenario may come from a record file -----------------------------

Space = Annotated[str, StringConstraints(max_length=12)]
Name = Annotated[str, StringConstraints(max_length=60)]
Count = Annotated[StrictInt, Field(ge=0, le=1000)]
Many = 200  # longest list a scenario may give anywhere


def _list(t):
    return Annotated[list[t], Field(max_length=Many)]


class BidText(BaseModel):
    model_config = ConfigDict(extra="forbid")
    by: StrictInt
    mineral: Name


class ScenarioModel(BaseModel):
    """A Delta V position. Every field may be left out: it takes a fresh game's value."""

    model_config = ConfigDict(extra="forbid")
    seed: Annotated[StrictInt, Field(ge=0, lt=2**63)] = Field(
        0, description="deals what is left out as a fresh game with this seed deals it (the tiles, the first player)"
    )
    # the field
    tiles: Annotated[dict[Space, Name], Field(max_length=Many)] | None = Field(
        None,
        description='tiles on the field, `{"A1": "alphatite:3", "B1": "sabotage"}`: a mineral is '
        '`"mineral:value"`, an incident its kind; face down unless in `faceup` (left out: the '
        "field of a fresh game)",
    )
    faceup: _list(Space) = Field([], description="face-up Alien Encounters (they stay once revealed)")
    shown: _list(Space) = Field([], description="face-down minerals a failed contract attempt showed the whole table")
    out: Literal["rest"] | _list(Name) | None = Field(
        None,
        description='tiles out of play: a list, or `"rest"` (the rest of the rule options\' tile mix; '
        "then every tile placed comes from it) (left out: `\"rest\"` with `tiles` left out, "
        "else none: the game holds the tiles named)",
    )
    alien: Space | None = Field(None, description="the alien's space, a space with a tile (left out: off the board)")
    aliens_revealed: Count | None = Field(None, description="a check: the face-up Alien Encounters counted")
    # the players
    rockets: _list(Annotated[dict[Space, Count], Field(max_length=Many)]) | None = Field(
        None, description='per player `{"space": count}` (left out: one each on the station)'
    )
    bribes: _list(_list(Name)) | None = Field(
        None, description='per player the counters held, `"alphatite"`, `"alphatite spent"`, `"deltamite of seat 1"` (left out: each their own, unspent)'
    )
    bribes_spent: _list(_list(Name)) = Field([], description="per player the minerals of their own spent counters")
    incidents: _list(_list(Name)) = Field(
        [],
        description='per player the incidents held, `"sabotage"`, or `"sabotage:7"` when gained on turn 7, the turn now '
        "(it waits a turn; an earlier turn plays as none)",
    )
    collected: _list(_list(Name)) = Field([], description='per player the minerals collected, `"betamite:2"` or `"betamite:2 as alphatite"`')
    contracts_done: Annotated[dict[Annotated[str, StringConstraints(pattern=r"^[0-9]{1,3}$")], StrictInt], Field(max_length=Many)] = Field(
        {}, description='`{"contract number": seat}` fulfilled'
    )
    memory: _list(_list(Space)) = Field([], description="per player the spaces of face-down tiles whose face that player has seen")
    # the turn and its step
    turn: Annotated[StrictInt, Field(ge=1, le=100000)] = Field(1, description="the turn number")
    current: StrictInt | None = Field(None, description="whose turn (left out: the first player of a fresh game)")
    phase: Name | None = Field(None, description="the step (a table below); left out: the start of the turn")
    stage: Literal["action", "contract", "stormed"] | None = Field(None, description="the step an incident was used from")
    pirated: StrictBool = Field(False, description="a Pirate Attack was played this turn")
    window: _list(StrictInt) | None = Field(None, description="a reaction window: the seats still to be asked")
    moved: Annotated[dict[Space, Count], Field(max_length=Many)] = Field({}, description="rockets moved this turn, by where they landed")
    moving: Space | None = Field(None, description="the rocket being moved")
    picks: _list(Space) = Field([], description="spaces picked so far (move, survey, scan)")
    sabotaged: Space | None = Field(None, description="where Sabotage removed a rocket")
    alien_from: Literal["prospect", "contract", "scan"] | None = Field(None, description="what revealed the alien")
    contract: StrictInt | None = Field(None, description="the contract being attempted")
    revealed: _list(Space) = Field([], description="tiles matched so far, in order")
    counted_as: _list(Name) | None = Field(None, description="the mineral each revealed tile counts as")
    mismatch: Space | None = Field(None, description="the tile that did not match")
    bid: BidText | None = Field(None, description='a bid-up being answered, `{"by": seat, "mineral": m}`')
    # a scenario saved before an ending was renamed still loads
    over: Annotated[Name, AfterValidator(lambda code: FORMER_END_CODES.get(code, code))] | None = Field(
        None, description='how a finished game ended (an end code; the former `fifth_alien` reads as `last_alien`), with `"phase": "over"`'
    )


Scenario = ScenarioModel  # the name other modules knew it by


# Which step fields each phase uses; any other given is refused (it would be silently ignored).
ATTEMPT = {"contract", "revealed", "counted_as"}
STEP_FIELDS = {
    "pirate": {"window"},
    "action": set(),
    "move_pick": {"moved", "picks"},
    "move_to": {"moved", "picks", "moving"},
    "prospect_reveal": set(),
    "survey_pick": {"picks"},
    "scan_pick": {"picks", "stage"},
    "scan_reveal": {"stage"},
    "sabotage_pick": {"stage"},
    "sabotage_follow": {"stage", "sabotaged"},
    "alien_move": {"alien_from", "stage", "contract"},
    "alien_steal": {"alien_from", "stage", "contract"},
    "storm": {"window"},
    "stormed": set(),
    "contract": set(),
    "reveal": ATTEMPT | {"bid"},
    "replace": ATTEMPT | {"mismatch"},
    "bid": ATTEMPT | {"window"},
    "bid_replace": ATTEMPT | {"mismatch", "bid"},
    "over": {"stage", "over"},
}
ALL_STEP_FIELDS = set().union(*STEP_FIELDS.values())
#: the step fields a step a rule variant adds may keep (its ``keeps``; issue 37), each laid out by
#: its shape alone: the variant's rule, not this format, says when it may hold what
KEEPABLE = ("moved", "picks", "moving", "window", "sabotaged")
# the top-level step each phase belongs to: "1) Take an Action", "2) Try to Fulfill a Contract", or
# what is left of a turn whose attempt a Meteor Storm stopped; None: an incident used from any of
# them, so the scenario says which ("stage")
STAGE = {
    "pirate": "action",
    "action": "action",
    "move_pick": "action",
    "move_to": "action",
    "prospect_reveal": "action",
    "survey_pick": "action",
    "storm": "contract",
    "stormed": "stormed",
    "contract": "contract",
    "reveal": "contract",
    "replace": "contract",
    "bid": "contract",
    "bid_replace": "contract",
}
# where the turn goes after the alien, by what revealed it (incidents.reveal_incident's ``cont``)
ALIEN_FROM = {"prospect": "after_action", "contract": "end_turn", "scan": "resume"}
BRIBE = re.compile(r"^([a-z]+)(?: of seat ([0-9]))?( spent)?$")
NAME = re.compile(r"^([A-Z])([1-9][0-9]?)$")
DIGITS = re.compile(r"^[0-9]{1,6}$")
ROW_COL = re.compile(r"^ *([0-9]{1,2}) *, *([0-9]{1,2}) *$")


def bad(field: str, message: str) -> NoReturn:
    scenario_fail(field, message)


# -- reading ---------------------------------------------------------------------------------------


def setup_from(params: DeltaVParams, scenario: dict) -> DeltaVState:
    """Lay out the exact position a scenario describes (format: ``docs/scenarios.md``).

    >>> from deltawidgets.games.deltav import DeltaV
    >>> s = setup_from(DeltaV.Params.parse({"first_player": 0}), {"tiles": {"A1": "alphatite:2"}})
    >>> s.cat.mineral[s.cell_tile[0]], s.cat.value[s.cell_tile[0]], s.phase
    ('alphatite', 2, 'action')
    """
    sc = read_scenario(ScenarioModel, scenario)
    if sc.tiles is None or sc.current is None:
        fresh = fresh_game(setup, params, sc.seed)
        if sc.tiles is None:
            sc.tiles = _fresh_tiles(fresh)
            sc.out = "rest" if sc.out is None else sc.out
        if sc.current is None:
            sc.current = fresh.current
    if sc.out is None:
        sc.out = []
    b = board(params.grid_size)
    for key, rows in (
        ("rockets", sc.rockets),
        ("bribes", sc.bribes),
        ("bribes_spent", sc.bribes_spent),
        ("incidents", sc.incidents),
        ("collected", sc.collected),
        ("memory", sc.memory),
    ):
        if rows is not None and len(rows) > params.players:
            bad(key, f"{len(rows)} lists for {params.players} players; give one per seat, in seat order.")
    s = _field(params, b, sc)
    _players(s, sc)
    _turn(s, sc)
    _shown(s, sc)
    _end(s, sc)
    return s


def _fresh_tiles(fresh: DeltaVState) -> dict:
    """A fresh game's field, written as the ``tiles`` field."""
    name = _namer(fresh.board)
    return {name(c): _face_text(_face(fresh, t)) for c, t in enumerate(fresh.cell_tile) if t >= 0}


def space(b: Board, key: str, field: str) -> int:
    """A space written "C4" (as drawn on the board), "3,2" (row,col from 0) or "station"."""
    named = b.named.get(key)
    if named is not None:  # a name drawn on the board, as scenario_of writes: most spaces
        return named
    if key in ("station", "the station"):
        return b.station
    m, rc = NAME.match(key), ROW_COL.match(key)
    if m:
        r, c = int(m[2]) - 1, ord(m[1]) - 65
    elif rc:
        r, c = int(rc[1]), int(rc[2])
    else:
        bad(field, f'{key!r} is not a space; write a name drawn on the board such as "C4", "row,col" counted from 0 such as "3,2", or "station".')
    if not (0 <= r < b.n and 0 <= c < b.n):
        bad(field, f"space {key} is outside the {b.n}x{b.n} field.")
    return r * b.n + c


def parse_face(text: str, field: str) -> tuple:
    """A tile's face, as a (kind, mineral, value) triple like the catalogue's."""
    name, _, v = text.partition(":")
    if name in MINERALS:
        if not (DIGITS.match(v) and 1 <= int(v) <= 9):
            bad(field, f'a mineral tile is written "{name}:value", value 1 to 9; got {text!r}.')
        return ("mineral", name, int(v))
    if name in INCIDENTS and not v:
        return (name, None, 0)
    bad(field, f"unknown tile {text!r}: a mineral tile is \"mineral:value\" (minerals {', '.join(MINERALS)}), an incident one of {', '.join(INCIDENTS)}.")


def _field(params: DeltaVParams, b: Board, sc: Scenario) -> DeltaVState:
    """The tiles (on the field, collected, held, out of play), the catalogue they make, and the alien."""
    field: dict[int, tuple] = {}
    for key, text in sc.tiles.items():  # type: ignore[union-attr]  # setup_from fills tiles first
        cell = space(b, key, f"tiles.{key}")
        if cell == b.station:
            bad(f"tiles.{key}", "the centre space holds the station, not a tile.")
        if cell in field:
            bad(f"tiles.{key}", f"{b.names[cell]} is given twice.")
        field[cell] = parse_face(text, f"tiles.{key}")
    collected = [[_collected(x, f"collected.{p}.{i}") for i, x in enumerate(row)] for p, row in enumerate(sc.collected)]
    held = [[_held(x, sc.turn, f"incidents.{p}.{i}") for i, x in enumerate(row)] for p, row in enumerate(sc.incidents)]
    cells = sorted(field)
    if sc.out == "rest":
        cat = catalog(params)
    else:  # the game holds exactly the tiles the scenario names, numbered by face (never by
        # where they lie: a face-down tile's number would tell its face, issue 33)
        out = [parse_face(x, f"out.{i}") for i, x in enumerate(sc.out)]  # type: ignore[arg-type]  # setup_from fills out first
        faces = [field[c] for c in cells] + [f for row in collected for f, _ in row]
        faces += [(k, None, 0) for row in held for k, _ in row] + out
        base = catalog(params)
        kind, mineral, value = (tuple(f[i] for f in faces) for i in range(3)) if faces else ((), (), ())
        cat = _by_face(Catalog(kind, mineral, value, base.contracts, base.bribe_mineral))
    take = _taker(cat)
    tids = [take(field[c], f"tiles.{b.names[c]}") for c in cells]
    got = [[(take(f, f"collected.{p}.{i}"), m) for i, (f, m) in enumerate(row)] for p, row in enumerate(collected)]
    for p, row in enumerate(held):
        for i, (incident, _) in enumerate(row):
            take((incident, None, 0), f"incidents.{p}.{i}")
    aliens = sum(1 for f in field.values() if f[0] == ALIEN)
    if params.aliens_stay_in_play and cat.kind.count(ALIEN) > aliens and aliens < len(b.asteroid_cells):
        bad(
            "out",
            "an Alien Encounter is out of play, but the rule option aliens_stay_in_play keeps every one on the field while there is room (Game End; ruling).",
        )
    s = DeltaVState(params, b, cat)
    for cell, tid in zip(cells, tids):
        s.cell_tile[cell] = tid
    for p, mine in enumerate(got):
        s.collected[p] = mine
    for p, row in enumerate(held):
        s.incidents[p] = row
    if sc.alien is not None:
        s.alien = space(b, sc.alien, "alien")
        if s.cell_tile[s.alien] < 0:
            bad("alien", f"the alien moves only onto asteroid tiles (Alien Encounter); {b.names[s.alien]} has none.")
    return s


def _by_face(cat: Catalog) -> Catalog:
    """The same tiles, numbered in the order of their faces."""
    faces = sorted(zip(cat.kind, cat.mineral, cat.value), key=lambda f: (f[0], f[1] or "", f[2]))
    kind, mineral, value = (tuple(f[i] for f in faces) for i in range(3)) if faces else ((), (), ())
    return Catalog(kind, mineral, value, cat.contracts, cat.bribe_mineral)  # type: ignore[arg-type]  # the faces' three columns


def _taker(cat: Catalog):
    """A way to take one tile of a face out of the catalogue's tiles ("Components")."""
    pool: dict[tuple, list[int]] = {}
    for tid in reversed(range(len(cat.kind))):
        pool.setdefault((cat.kind[tid], cat.mineral[tid], cat.value[tid]), []).append(tid)

    def take(face: tuple, field: str) -> int:
        if not pool.get(face):
            bad(
                field,
                f"no {_face_text(face)} tile is left in the rule options' tile mix: with \"out\": \"rest\" "
                "every tile on the field, collected or held comes from that mix (Components).",
            )
        return pool[face].pop()

    return take


def _collected(text: str, field: str) -> tuple[tuple, str]:
    """A collected tile: "betamite:2", or "betamite:2 as alphatite" when a bribe replaced its mineral."""
    tile, _, counted = text.partition(" as ")
    face = parse_face(tile, field)
    if face[0] != "mineral":
        bad(field, "only mineral tiles are collected (Reveal the Asteroid Tiles).")
    counted = counted or face[1]
    if counted not in MINERALS:
        bad(field, f"{counted!r} is not a mineral.")
    return face, counted


def _held(text: str, turn: int, field: str) -> tuple[str, int]:
    """An incident in a hand: "sabotage" (gained on an earlier turn) or "sabotage:7" (gained on turn 7)."""
    kind, _, got = text.partition(":")
    if kind not in INCIDENTS or kind == ALIEN:
        bad(field, f"{text!r} is not an incident a player can hold (an Alien Encounter stays on the field).")
    if not got:
        return kind, -1
    if not (DIGITS.match(got) and 1 <= int(got) <= turn):
        bad(field, f'"{kind}:turn" gives the turn it was gained, from 1 to the current turn {turn}.')
    # only a tile gained this turn plays differently (it waits a turn); which earlier turn is
    # the same position, and kept as none (so no twin of a position differs in it alone)
    return kind, int(got) if int(got) == turn else -1


def _players(s: DeltaVState, sc: Scenario) -> None:
    b, params = s.board, s.params
    rockets = sc.rockets if sc.rockets is not None else [{"station": 1}] * params.players
    for p in range(params.players):
        s.rockets[p] = {}
        for key, k in (rockets[p] if p < len(rockets) else {}).items():
            cell = space(b, key, f"rockets.{p}.{key}")
            if cell != b.station and s.cell_tile[cell] < 0:
                bad(f"rockets.{p}.{key}", f"rockets stand on asteroid tiles or the station; {b.names[cell]} has no tile.")
            if k:  # a space with no rocket is simply absent
                s.rockets[p][cell] = s.rockets[p].get(cell, 0) + k
        s.shipyard[p] = params.rockets_per_player - rockets_in_play(s, p)
        if s.shipyard[p] < 0:
            bad(
                f"rockets.{p}",
                f"{seat(p)} has {rockets_in_play(s, p)} rockets in play, more than the {params.rockets_per_player} of their colour (Components).",
            )
    for cell in b.asteroid_cells:
        if sum(1 for d in s.rockets if d.get(cell)) > 1:
            bad("rockets", f"two players' rockets share {b.names[cell]}; landing there sends both home (Action: Move Rockets).")
    _bribes(s, sc)
    for k, p in sc.contracts_done.items():
        if not (int(k) < len(s.contract_owner) and 0 <= p < params.players):
            bad(f"contracts_done.{k}", f"needs a contract below {len(s.contract_owner)} and a seat below {params.players}.")
        s.contract_owner[int(k)] = p
    for p, cells in enumerate(sc.memory):
        s.memory[p] = {space(b, k, f"memory.{p}.{i}") for i, k in enumerate(cells)}
        if b.station in s.memory[p]:
            bad(f"memory.{p}", "the station has no face to remember.")
        for i, k in enumerate(cells):
            if s.cell_tile[space(b, k, f"memory.{p}.{i}")] < 0:
                bad(f"memory.{p}.{i}", f"{k} holds no tile, so there is no face to remember.")


def _bribes(s: DeltaVState, sc: Scenario) -> None:
    """Who holds which counter ("Bribe Counters"); a stolen one keeps its colour (seat)."""
    params, k = s.params, len(s.params.bribe_minerals)
    if sc.bribes is not None:
        if sc.bribes_spent:
            bad("bribes_spent", 'give spent counters inside "bribes" ("alphatite spent") when "bribes" is given.')
        free = set(range(len(s.cat.bribe_mineral)))
        for p in range(params.players):
            s.bribes_of[p] = []
            for i, text in enumerate(sc.bribes[p] if p < len(sc.bribes) else []):
                field = f"bribes.{p}.{i}"
                m = BRIBE.match(text)
                if not m or m[1] not in MINERALS:
                    bad(field, f'a counter is written "mineral", "mineral spent", "mineral of seat 1" or "mineral of seat 1 spent"; got {text!r}.')
                colour = p if m[2] is None else int(m[2])
                ids = [colour * k + j for j, bm in enumerate(params.bribe_minerals) if bm == m[1] and colour * k + j in free] if colour < params.players else []
                if not ids:
                    bad(
                        field,
                        f"seat {colour} has no other {m[1]} counter: each player has one counter of each of "
                        f"{', '.join(params.bribe_minerals)} (Bribe Counters).",
                    )
                free.discard(ids[0])
                s.bribes_of[p].append(ids[0])
                s.bribe_spent[ids[0]] = bool(m[3])
        if free:
            b = min(free)
            bad("bribes", f"every counter is held by someone; seat {b // k}'s {s.cat.bribe_mineral[b]} is missing.")
    for p, spent in enumerate(sc.bribes_spent):
        for i, m in enumerate(spent):
            b = bribe_of(s, p, m)
            if b < 0:
                bad(f"bribes_spent.{p}.{i}", f"{seat(p)} has no unspent {m} bribe to mark spent.")
            s.bribe_spent[b] = True


def _turn(s: DeltaVState, sc: Scenario) -> None:
    """Whose turn, which step of it, and the fields of that step (checked as the rules make them)."""
    params = s.params
    s.turn = sc.turn
    s.current = sc.current if sc.current is not None else max(params.first_player, 0)
    if not 0 <= s.current < params.players:
        bad("current", f"{s.current} is not a seat; seats are 0 to {params.players - 1}.")
    phase = sc.phase or _default_phase(s, sc)
    own = step_fields(phase)
    if own is None:
        bad("phase", f"unknown phase {phase!r}; phases are {', '.join([*STEP_FIELDS, *added_steps()])}.")
    if (phase == "over") != (sc.over is not None):
        bad("over", 'a finished game has phase "over" and says why in "over"; an unfinished one has neither.')
    given = sc.model_fields_set & ALL_STEP_FIELDS
    for f in sorted(given - own):
        bad(f, f'not part of phase "{phase}"; it belongs to {", ".join(p for p in STEP_FIELDS if f in STEP_FIELDS[p])}.')
    s.phase = phase
    s.resume = STAGE.get(phase) or sc.stage or "action"
    if phase in ("alien_move", "alien_steal") and sc.alien_from != "scan":
        forced = "contract" if sc.alien_from == "contract" else "action"
        if sc.stage not in (None, forced):
            bad("stage", f"an alien revealed by a {sc.alien_from or 'prospect'} belongs to the {forced} step.")
        s.resume = forced
    s.pirated = sc.pirated
    if s.pirated and s.resume == "action":
        bad("pirated", "after a Pirate Attack the turn goes straight to the contract attempt (Incident Tile Explanations).")
    _faces(s, sc)
    index_down(s)
    if phase in LAY_STEP:
        LAY_STEP[phase](s, sc)
    elif phase in added_steps():
        _kept(s, sc, own)


def added_steps() -> list[str]:
    """The steps of the table this format has no entry for: those a rule variant adds (its copy
    of this module reads the variant's table as ``STEPS``; issue 37). None for Delta V itself."""
    return [name for name in STEPS.steps if name not in STEP_FIELDS]


def step_fields(phase: str) -> set[str] | None:
    """The step fields a position at ``phase`` holds: this format's table, or, for a step a rule
    variant adds, the fields it ``keeps`` and its ``stage`` (the top-level step it returns to, as
    an incident's steps say it); None for no step of the game."""
    known = STEP_FIELDS.get(phase)
    if known is not None:
        return known
    step = STEPS.steps.get(phase)
    if step is None:
        return None
    wrong = [f for f in step.keeps if f not in KEEPABLE]
    if wrong:
        bad("phase", f"the added step {phase!r} keeps {wrong[0]!r}, which this format cannot lay out at it; an added step may keep {', '.join(KEEPABLE)}.")
    return {*step.keeps, "stage"}


def _kept(s: DeltaVState, sc: Scenario, own: set[str]) -> None:
    """The fields a step a rule variant adds keeps, by their shape: spaces of the board, seats."""
    b = s.board
    s.picks = [space(b, k, f"picks.{i}") for i, k in enumerate(sc.picks)]
    s.moved = {space(b, key, f"moved.{key}"): k for key, k in sc.moved.items() if k}
    if sc.moving is not None:
        s.selected = space(b, sc.moving, "moving")
    if sc.sabotaged is not None:
        s.sab_cell = space(b, sc.sabotaged, "sabotaged")
    if "window" in own:
        _window(s, sc, list(opponents_clockwise(s, s.current)), "react")


def _default_phase(s: DeltaVState, sc: Scenario) -> str:
    """Unsaid, a scenario is at the start of a step: the reaction window if someone may react."""
    if sc.over is not None:
        return "over"
    if sc.pirated:
        return "storm" if holders(s, s.current, "meteor_storm") else "contract"
    return "pirate" if holders(s, s.current, "pirate_attack") else "action"


def _faces(s: DeltaVState, sc: Scenario) -> None:
    """Face-up tiles: Alien Encounters, which stay ("Alien Encounter"), and the minerals of an attempt."""
    b = s.board
    s.faceup = set()
    for i, key in enumerate(sc.faceup):
        cell = space(b, key, f"faceup.{i}")
        if s.cell_tile[cell] < 0:
            bad(f"faceup.{i}", f"{b.names[cell]} has no tile to lie face up.")
        kind = s.cat.kind[s.cell_tile[cell]]
        if kind == "mineral":
            bad(
                f"faceup.{i}",
                f'a mineral at {b.names[cell]} is face up only while an attempt reveals it: give it in "revealed" or "mismatch" (Reveal the Asteroid Tiles).',
            )
        if kind != ALIEN:
            bad(f"faceup.{i}", f"a revealed {kind} leaves the field at once (Revealing Incident Tiles).")
        s.faceup.add(cell)
    up = len(s.faceup)
    if sc.aliens_revealed is not None and sc.aliens_revealed != up:
        bad("aliens_revealed", f"{sc.aliens_revealed} Alien Encounters revealed, but {up} lie face up on the field (they stay there once revealed).")
    s.aliens_revealed = up
    limit = s.params.alien_limit
    if up > limit or (up == limit and sc.over != "last_alien"):
        bad("faceup", f"{up} face-up Alien Encounters: revealing number {limit} (alien_limit) ends the game (Game End).")


# -- the step in progress ----------------------------------------------------------------------------


def _window(s: DeltaVState, sc: Scenario, eligible: list[int], what: str) -> None:
    """A reaction window: seats still to be asked, clockwise; by default everyone who may react."""
    window = eligible if sc.window is None else sc.window
    if not window:
        bad("window", f"nobody may {what} now, so this window would not be open.")
    order = opponents_clockwise(s, s.current)
    for i, q in enumerate(window):
        if q not in eligible:
            bad(f"window.{i}", f"seat {q} may not {what} now.")
    if [q for q in order if q in window] != list(window):
        bad("window", "seats are asked once each, clockwise from the player to move's left.")
    s.queue = list(window)


def _pirate(s, sc):
    _window(s, sc, holders(s, s.current, "pirate_attack"), "play a Pirate Attack")


def _storm(s, sc):
    _window(s, sc, holders(s, s.current, "meteor_storm"), "play a Meteor Storm")


def _move(s: DeltaVState, sc: Scenario) -> None:
    """Action: Move Rockets, between rockets: which have moved (by where they landed), where each went."""
    b, p = s.board, s.current
    s.picks = [space(b, k, f"picks.{i}") for i, k in enumerate(sc.picks)]
    for i, c in enumerate(s.picks):
        if c != b.station and s.cell_tile[c] < 0:
            bad(f"picks.{i}", f"no rocket could have moved to {b.names[c]}: it has no tile.")
    s.moved = {}
    for key, k in sc.moved.items():
        cell = space(b, key, f"moved.{key}")
        if k > s.rockets[p].get(cell, 0) or k > s.picks.count(cell):
            bad(
                f"moved.{key}",
                f"{k} moved rockets at {b.names[cell]}, but {seat(p)} has {s.rockets[p].get(cell, 0)} there and sent {s.picks.count(cell)} there.",
            )
        if k:
            s.moved[cell] = k
    if s.phase == "move_to":
        if sc.moving is None:
            bad("moving", 'phase "move_to" needs the space of the rocket being moved.')
        s.selected = space(b, sc.moving, "moving")
    elif not movable_cells(s, p):
        bad("moved", "every rocket has moved, so the move would already be over (Action: Move Rockets).")


def _move_to(s, sc):
    _move(s, sc)
    if s.selected not in movable_cells(s, s.current):
        bad("moving", f"{seat(s.current)} has no rocket at {s.board.names[s.selected]} that may still move.")


def _reveal_due(s, sc):
    if not incidents.reveal_step_due(s, s.current):
        bad("phase", f'"{s.phase}" follows a look under one of your rockets on a face-down tile free of the alien; {seat(s.current)} has none.')


def _survey(s: DeltaVState, sc: Scenario) -> None:
    """Action: Satellite Survey, between picks (the bribe is already spent)."""
    s.lines = actions.survey_lines(s, s.current)
    s.picks = []
    for i, k in enumerate(sc.picks):
        c = space(s.board, k, f"picks.{i}")
        if len(s.picks) == 2 or LOOK[c] not in actions.survey_pick_legal(s):
            bad(
                f"picks.{i}",
                f"{k} cannot be surveyed with the picks before it: three different free face-down tiles in one row or column (Action: Satellite Survey).",
            )
        s.picks.append(c)


def _scan(s: DeltaVState, sc: Scenario) -> None:
    """Mineral Scan, between looks: as many looks as rockets in play, one at a time."""
    s.picks = []
    for i, k in enumerate(sc.picks):
        c = space(s.board, k, f"picks.{i}")
        if c not in incidents.scan_candidates(s):
            bad(f"picks.{i}", f"{k} is not a face-down tile not yet scanned.")
        s.picks.append(c)
    s.scan_left = rockets_in_play(s, s.current) - len(s.picks)
    if s.scan_left <= 0 or not incidents.scan_candidates(s):
        bad("picks", "no look is left, so the scan would already be over (Mineral Scan).")


def _sabotage_follow(s: DeltaVState, sc: Scenario) -> None:
    if sc.sabotaged is None:
        bad("sabotaged", 'phase "sabotage_follow" needs the space the opponent\'s rocket was removed from.')
    s.sab_cell = space(s.board, sc.sabotaged, "sabotaged")
    if not incidents.follow_sources(s):
        bad("sabotaged", f"{seat(s.current)} has no rocket that could follow, so Sabotage would be over.")


def _alien(s: DeltaVState, sc: Scenario) -> None:
    """After an Alien Encounter was revealed: where the turn goes next depends on what revealed it."""
    s.after_alien = ALIEN_FROM[sc.alien_from or "prospect"]
    if not s.aliens_revealed:
        bad("faceup", "an Alien Encounter has just been revealed, so one lies face up.")
    if sc.contract is not None:
        if sc.alien_from != "contract":
            bad("contract", 'only an alien revealed by a contract attempt ("alien_from": "contract") has one.')
        s.contract = _open_contract(s, sc.contract)
    if s.phase == "alien_steal" and not incidents.steal_options(s):
        bad("phase", "no opponent holds an incident or an unspent bribe, so there is nothing to steal.")


def _open_contract(s: DeltaVState, k: int) -> int:
    if not 0 <= k < len(s.contract_owner):
        bad("contract", f"contracts are numbered 0 to {len(s.contract_owner) - 1}.")
    if s.contract_owner[k] >= 0:
        bad("contract", f"contract {k} is already fulfilled (Declare the Contract).")
    return k


def _attempt(s: DeltaVState, sc: Scenario) -> None:
    """2) Try to Fulfill a Contract, under way: the revealed tiles in order, the mineral each counts as."""
    b, p, ph = s.board, s.current, s.phase
    if sc.contract is None:
        bad("contract", f'phase "{ph}" needs the contract being attempted.')
    if ph == "bid_replace" and sc.bid is None:
        bad("bid", 'phase "bid_replace" answers a bid: say who bid and with which mineral.')
    s.contract = _open_contract(s, sc.contract)
    need = s.cat.contracts[s.contract]
    s.blocked = frozenset(blocked_for(s, p))  # nothing moves during an attempt: as it was when declared
    cells = [space(b, k, f"revealed.{i}") for i, k in enumerate(sc.revealed)]
    counted = sc.counted_as if sc.counted_as is not None else [_mineral(s, c) for c in cells]
    if len(counted) != len(cells):
        bad("counted_as", "one mineral per revealed tile.")
    full = ph == "bid" or (sc.bid is not None)
    if full != (len(cells) == len(need)) or len(cells) > len(need):
        bad(
            "revealed",
            f"{len(cells)} tiles matched; phase \"{ph}\"{' with a bid' if sc.bid else ''} comes "
            f"{'once all' if full else 'before all'} {len(need)} of contract {s.contract} are matched.",
        )
    for i, (c, m) in enumerate(zip(cells, counted)):
        _revealable(s, c, cells[:i], f"revealed.{i}")
        if m not in MINERALS or not contracts.takes(need, s.effective, m):
            bad(f"counted_as.{i}", f"{m!r} does not fill what contract {s.contract} still needs ({', '.join(need)}).")
        s.revealed.append(c)
        s.effective.append(m)
    if sc.bid is not None:
        q, m = sc.bid.by, sc.bid.mineral
        if q not in opponents_clockwise(s, p) or m not in need or bribe_of(s, q, m) < 0:
            bad("bid", "a bid is made by an opponent with an unspent counter of a mineral on the contract (Bribe: Bidding Up).")
        s.bid = Bid(q, bribe_of(s, q, m), m)
    if ph in ("replace", "bid_replace"):
        _mismatch(s, sc, need)
    if ph == "bid":
        _window(s, sc, [q for q in opponents_clockwise(s, p) if contracts.bid_minerals(s, q)], "bid up")
    for c in s.revealed:
        flip_up(s, c)


def _mineral(s: DeltaVState, c: int) -> str | None:
    return s.cat.mineral[s.cell_tile[c]] if s.cell_tile[c] >= 0 else None


def _revealable(s: DeltaVState, c: int, before: list[int], field: str) -> None:
    if s.cell_tile[c] < 0 or s.cat.kind[s.cell_tile[c]] != "mineral" or c in s.faceup or c in before:
        bad(field, f"{s.board.names[c]} does not hold a face-down mineral tile to reveal (an incident ends the attempt).")
    if c in s.blocked:
        bad(field, f"{s.board.names[c]} has the alien or an opponent's rocket; it may not be revealed (Reveal the Asteroid Tiles).")


def _mismatch(s: DeltaVState, sc: Scenario, need) -> None:
    """The tile just revealed that does not match: the player may spend a bribe to replace it."""
    if sc.mismatch is None:
        bad("mismatch", f'phase "{s.phase}" needs the space of the tile that did not match.')
    c = space(s.board, sc.mismatch, "mismatch")
    _revealable(s, c, s.revealed, "mismatch")
    m = _mineral(s, c)
    if s.bid is None:
        if contracts.takes(need, s.effective, m):  # type: ignore[arg-type]  # _revealable let only a mineral tile through
            bad("mismatch", f"{m} fills the contract, so it would have matched.")
        if not contracts.replacements(s):
            bad("mismatch", "no unspent bribe of the player could replace it, so the attempt would have failed (Bribe: Mineral Replacement).")
    else:
        if m == s.bid.mineral or (m == WILD and s.params.omnidium_matches_bid):
            bad("mismatch", f"{m} answers the bid, so it would have matched.")
        if bribe_of(s, s.current, s.bid.mineral) < 0:
            bad("mismatch", f"the player has no {s.bid.mineral} bribe to replace it, so the attempt would have failed (Bribe: Bidding Up).")
    s.selected = c
    flip_up(s, c)


#: step -> what a position at that step lays out of the scenario's fields
LAY_STEP = {
    "pirate": _pirate,
    "storm": _storm,
    "move_pick": _move,
    "move_to": _move_to,
    "prospect_reveal": _reveal_due,
    "scan_reveal": _reveal_due,
    "survey_pick": _survey,
    "scan_pick": _scan,
    "sabotage_follow": _sabotage_follow,
    "alien_move": _alien,
    "alien_steal": _alien,
    "reveal": _attempt,
    "replace": _attempt,
    "bid": _attempt,
    "bid_replace": _attempt,
}


def _shown(s: DeltaVState, sc: Scenario) -> None:
    """Minerals a failed attempt turned over for the whole table, face down again ("Reveal the
    Asteroid Tiles": the revealed tiles flip back). Checked after the step, which turns over the
    tiles of an attempt under way."""
    b = s.board
    for i, key in enumerate(sc.shown):
        cell = space(b, key, f"shown.{i}")
        if s.cell_tile[cell] < 0 or cell in s.faceup or s.cat.kind[s.cell_tile[cell]] != "mineral":
            bad(
                f"shown.{i}",
                f"{b.names[cell]} does not hold a face-down mineral tile: only minerals a failed "
                "contract attempt revealed are turned back face down (Reveal the Asteroid Tiles).",
            )
        s.shown.add(cell)


def _end(s: DeltaVState, sc: Scenario) -> None:
    """ "Game End": a finished position must have ended for its reason; an unfinished one must not
    have; and someone must be able to act."""
    for m in s.memory:  # every seat saw each face-up tile, and each shown one, turn over
        m.update(s.faceup, s.shown)
    reason = sc.over
    ended = {
        "last_contract": min(s.contract_owner) >= 0,
        "last_alien": s.aliens_revealed >= s.params.alien_limit,
        "no_free_tile": not has_free_tile(s),
        "turn_limit": bool(s.params.turn_limit) and s.turn > s.params.turn_limit,
    }
    s.opening = [{"type": "turn", "player": s.current, "turn": s.turn}]
    if reason is not None:
        if reason not in END_REASONS:
            bad("over", f"unknown end {reason!r}; the game ends by {', '.join(END_REASONS)}.")
        if not ended[reason]:
            bad("over", f"the game cannot have ended by {reason}: {END_REASONS[reason]} is not so in this position.")
        s.over, s.end_reason = True, reason
        s.opening.append({"type": "end", "reason": reason})
        return
    if ended["last_contract"]:
        bad("contracts_done", 'every contract is fulfilled, so the game is over: add "over": "last_contract".')
    if ended["turn_limit"]:
        bad("turn", f"turn {s.turn} is past the turn_limit option ({s.params.turn_limit}): the game would be over.")
    if s.phase in ("pirate", "action") and not s.pirated and ended["no_free_tile"]:
        bad("tiles", "no tile on the field is free of rockets and the alien, so the game ended with the last turn: add \"over\": \"no_free_tile\" (Game End).")
    if s.phase in ("move_pick", "move_to") and all(t < 0 for t in s.cell_tile):
        bad("tiles", "the field holds no asteroid tile, so no rocket has anywhere to move (Action: Move Rockets).")
    if not STEPS.legal_actions(s):
        bad("phase", f'nobody can act in phase "{s.phase}" in this position; the rules never leave a turn here.')


# -- writing ---------------------------------------------------------------------------------------


def scenario_of(s: DeltaVState) -> dict:
    """Any position as a JSON-safe scenario; ``setup_from(s.params, scenario_of(s))`` is the same
    position. Only what differs from the defaults is written."""
    b = s.board
    name = _namer(b)
    attempt = set(s.revealed) | ({s.selected} if s.phase in ("replace", "bid_replace") else set())
    sc: dict = {"tiles": {name(c): _face_text(_face(s, t)) for c, t in enumerate(s.cell_tile) if t >= 0}}
    out = _out(s)
    if out:
        sc["out"] = out
    up = sorted(s.faceup - attempt)
    if up:
        sc["faceup"] = [name(c) for c in up]
    if s.alien >= 0:
        sc["alien"] = name(s.alien)
    sc["rockets"] = [{name(c): k for c, k in sorted(d.items())} for d in s.rockets]
    sc.update(_bribes_text(s))
    if any(s.incidents):
        sc["incidents"] = [[f"{k}:{got}" if got == s.turn else k for k, got in hand] for hand in s.incidents]
    if any(s.collected):
        sc["collected"] = [[_collected_text(s, t, m) for t, m in row] for row in s.collected]
    done = {str(k): p for k, p in enumerate(s.contract_owner) if p >= 0}
    if done:
        sc["contracts_done"] = done
    if s.shown:
        sc["shown"] = [name(c) for c in sorted(s.shown)]
    remembered = [looked_at(s, m) for m in s.memory]
    if any(remembered):
        sc["memory"] = [[name(c) for c in cells] for cells in remembered]
    sc.update(turn=s.turn, current=s.current, phase=s.phase)
    sc.update(_step_text(s, name))
    return sc


def _namer(b: Board):
    return lambda c: "station" if c == b.station else b.names[c]


def _face(s: DeltaVState, tid: int) -> tuple:
    return (s.cat.kind[tid], s.cat.mineral[tid], s.cat.value[tid])


def _face_text(face: tuple) -> str:
    return f"{face[1]}:{face[2]}" if face[0] == "mineral" else face[0]


def _collected_text(s: DeltaVState, tid: int, counted: str) -> str:
    text = _face_text(_face(s, tid))
    return text if counted == s.cat.mineral[tid] else f"{text} as {counted}"


def _out(s: DeltaVState):
    """Tiles out of play: "rest" when the game's tiles are the rule options' mix, else the list."""
    if _is_mix(s.cat, s.params):
        return "rest"
    every = Counter(_face(s, t) for t in range(len(s.cat.kind)))
    left = every - Counter(_face(s, t) for t in s.cell_tile if t >= 0)
    left -= Counter(_face(s, t) for row in s.collected for t, _ in row)
    left -= Counter((k, None, 0) for hand in s.incidents for k, _ in hand)
    return [_face_text(f) for f in sorted(left.elements(), key=str)]


#: whether a catalogue is its rule options' mix, by catalogue (a game's positions share one)
_MIX: dict[int, tuple[Catalog, bool]] = {}


def _is_mix(cat: Catalog, params: DeltaVParams) -> bool:
    kept = _MIX.get(id(cat))
    if kept is None or kept[0] is not cat:
        mix = catalog(params)
        kept = (cat, Counter(zip(cat.kind, cat.mineral, cat.value)) == Counter(zip(mix.kind, mix.mineral, mix.value)))
        if len(_MIX) > 32:
            _MIX.clear()
        _MIX[id(cat)] = kept  # holds the catalogue, so its id is no other's while kept
    return kept[1]


def _bribes_text(s: DeltaVState) -> dict:
    """Short form while everyone holds their own counters; else each hand in full."""
    k = len(s.params.bribe_minerals)
    own = all(held == list(range(p * k, p * k + k)) for p, held in enumerate(s.bribes_of))
    if own:
        spent = [[s.cat.bribe_mineral[b] for b in held if s.bribe_spent[b]] for held in s.bribes_of]
        return {"bribes_spent": spent} if any(spent) else {}
    return {
        "bribes": [
            [s.cat.bribe_mineral[b] + ("" if b // k == p else f" of seat {b // k}") + (" spent" if s.bribe_spent[b] else "") for b in held]
            for p, held in enumerate(s.bribes_of)
        ]
    }


def _step_text(s: DeltaVState, name) -> dict:
    ph = s.phase
    out: dict[str, object] = {}
    # what a step a rule variant adds keeps (issue 37); nothing at Delta V's own steps
    kept = STEPS.steps[ph].keeps if ph not in STEP_FIELDS else ()
    if s.over:
        out["over"] = s.end_reason
    if ph in ("pirate", "storm", "bid") or "window" in kept:
        out["window"] = list(s.queue)
    if s.pirated:
        out["pirated"] = True
    if STAGE.get(ph) is None and s.resume != "action" and s.after_alien == "resume":
        out["stage"] = s.resume
    if ph in ("alien_move", "alien_steal"):
        out["alien_from"] = {v: k for k, v in ALIEN_FROM.items()}[s.after_alien]
    if (ph in ("move_pick", "move_to") or "moved" in kept) and s.moved:
        out["moved"] = {name(c): k for c, k in sorted(s.moved.items())}
    if ph == "move_to" or ("moving" in kept and s.selected >= 0):
        out["moving"] = name(s.selected)
    if (ph in ("move_pick", "move_to", "survey_pick", "scan_pick") or "picks" in kept) and s.picks:
        out["picks"] = [name(c) for c in s.picks]
    if ph == "sabotage_follow" or ("sabotaged" in kept and s.sab_cell >= 0):
        out["sabotaged"] = name(s.sab_cell)
    if s.contract >= 0:
        out["contract"] = s.contract
    if s.revealed:
        out["revealed"] = [name(c) for c in s.revealed]
        if s.effective != [_mineral(s, c) for c in s.revealed]:
            out["counted_as"] = list(s.effective)
    if ph in ("replace", "bid_replace"):
        out["mismatch"] = name(s.selected)
    if s.bid is not None:
        out["bid"] = {"by": s.bid.bidder, "mineral": s.bid.mineral}
    return out


# -- what a viewer may know ---------------------------------------------------------------------------


def determinize(s: DeltaVState, viewer, rng) -> DeltaVState:
    """A position the viewer cannot tell from ``s``: the face-down tiles the viewer has not seen
    are dealt again among their spaces from ``rng``. Hands, bribes and collected tiles are public,
    and so are the faces a failed attempt showed the whole table (``shown``; the spectator knows
    only those).

    The tiles set aside when the mix is larger than the field stay set aside.
    """
    out = s.clone()
    if viewer == "all":
        return out
    if viewer == PUBLIC:
        known: set[int] = s.shown
    elif isinstance(viewer, int) and not isinstance(viewer, bool) and 0 <= viewer < s.players:
        known = s.memory[viewer]
    else:
        raise BadInput(f'A viewer is a seat from 0 to {s.players - 1}, "{PUBLIC}" or "all"; got {viewer!r}.')
    hidden = [c for c in s.down if c not in known]
    tids = redealt([s.cell_tile[c] for c in hidden], rng)
    for c, t in zip(hidden, tids):
        out.cell_tile[c] = t
    return out
