"""Rulebook section "1) Take an Action": Move Rockets, Prospect, Satellite Survey, Buy a Rocket.

Each choice has a ``*_refusal`` predicate (None, or the sentence naming the rule against it); the
legal lists are built from those predicates, and the step table's ``explain`` (``rules.STEPS``) reports them. Where a list runs
over every space (destinations, survey tiles) it is built from the same rule in set form, and
``tests/deltav/test_deltav_explain.py`` checks the two agree on every space.
"""

from __future__ import annotations

from deltawidgets.games.deltav import incidents
from deltawidgets.games.deltav.board import LOOK, TO, is_line
from deltawidgets.games.deltav.incidents import reveal_step_due, under_own_rockets
from deltawidgets.games.deltav.rockets import arrive, destination_refusal, destinations, movable_cells, rocket_refusal
from deltawidgets.games.deltav.state import (
    AFTER_ACTION,
    DeltaVState,
    blocked_for,
    bribe_of,
    is_facedown,
    look,
    named_cell,
    opponent_on,
    place_rocket,
    take_rocket,
    unspent_minerals,
)

MOVE, PROSPECT, BUY, DONE = ("move",), ("prospect",), ("buy",), ("done",)
SURVEY_TILES = 3  # "Action: Satellite Survey": three tiles in one row or column


# -- the action step ----------------------------------------------------------------------------


def move_refusal(s: DeltaVState, p: int) -> str | None:
    if movable_cells(s, p):
        return None
    return "Action: Move Rockets: you have no rocket that may move (rockets on the alien's tile cannot)."


def buy_refusal(s: DeltaVState, p: int) -> str | None:
    return None if s.shipyard[p] > 0 else "Action: Buy a Rocket: your shipyard is empty."


def survey_refusal(s: DeltaVState, p: int, mineral, minerals: list[str]) -> str | None:
    """``minerals``: p's unspent bribe minerals (passed in: the action step has them already)."""
    if mineral not in minerals:
        return "Bribe: Satellite Survey: a survey spends one of your unspent bribe counters, and you have none of that mineral."
    if not survey_possible(s, p):
        return "Action: Satellite Survey: no row or column has three tiles free of the alien and opponents' rockets."
    return None


def action_legal(s: DeltaVState) -> list:
    p = s.current
    out: list[tuple] = []
    if move_refusal(s, p) is None:
        out.append(MOVE)
    out.append(PROSPECT)  # always allowed (ruling): a player is never stuck without an action
    minerals = unspent_minerals(s, p)
    if minerals and survey_refusal(s, p, minerals[0], minerals) is None:  # the same for every mineral held
        out.extend(("survey", m) for m in minerals)
    if buy_refusal(s, p) is None:
        out.append(BUY)
    out.extend(incidents.use_legal(s))
    return out


def action_refuse(s: DeltaVState, a) -> str | None:
    p, verb = s.current, a[0]
    if verb == "move":
        return move_refusal(s, p)
    if verb == "buy":
        return buy_refusal(s, p)
    if verb == "survey":
        return survey_refusal(s, p, a[1] if len(a) == 2 else None, unspent_minerals(s, p))
    return None


def action_apply(s: DeltaVState, a, ev: list) -> str | None:
    p, verb = s.current, a[0]
    if verb == "move":
        s.moved, s.picks = {}, []
        s.phase = "move_pick"
    elif verb == "prospect":
        return prospect(s, p, ev)
    elif verb == "survey":
        b = bribe_of(s, p, a[1])
        s.bribe_spent[b] = True
        ev.append({"type": "survey", "player": p, "mineral": a[1]})
        s.picks = []
        s.lines = survey_lines(s, p)  # what may be surveyed cannot change during the survey
        s.phase = "survey_pick"
    elif verb == "buy":
        s.shipyard[p] -= 1
        place_rocket(s, p, s.board.station)
        ev.append({"type": "buy", "player": p})
        return AFTER_ACTION
    else:
        return incidents.start_use(s, a[1], ev)
    return None


# -- Action: Move Rockets -------------------------------------------------------------------------


def move_pick_legal(s: DeltaVState) -> list:
    out: list[tuple] = [("rocket", c) for c in sorted(movable_cells(s, s.current))]
    if s.picks:
        out.append(DONE)
    return out


def move_pick_refuse(s: DeltaVState, a) -> str | None:
    if a[0] == "rocket" and named_cell(s, a) is not None:
        return rocket_refusal(s, s.current, a[1])
    if a[0] == "done" and not s.picks:
        return "Action: Move Rockets: move at least one rocket before finishing."
    return None


def move_pick_apply(s: DeltaVState, a, ev: list) -> str | None:
    if a[0] == "done":
        return AFTER_ACTION
    s.selected = a[1]
    s.phase = "move_to"
    return None


def move_to_legal(s: DeltaVState) -> list:
    return [TO[c] for c in destinations(s, s.selected)]


def move_to_refuse(s: DeltaVState, a) -> str | None:
    if a[0] == "to" and named_cell(s, a) is not None:
        return destination_refusal(s, s.selected, a[1])
    return None


def move_to_apply(s: DeltaVState, a, ev: list) -> str | None:
    p, src, dst = s.current, s.selected, a[1]
    take_rocket(s, p, src)
    ev.append({"type": "move", "player": p, "from": src, "to": dst})
    s.picks.append(dst)
    arrive(s, p, dst, ev)
    s.selected = -1
    if movable_cells(s, p):
        s.phase = "move_pick"
        return None
    return AFTER_ACTION


# -- Action: Prospect -------------------------------------------------------------------------------


def prospect(s: DeltaVState, p: int, ev: list) -> str | None:
    look(s, p, under_own_rockets(s, p), "prospect", ev, under=True)
    if reveal_step_due(s, p):
        s.phase = "prospect_reveal"
        return None
    return AFTER_ACTION


def prospect_reveal_apply(s: DeltaVState, a, ev: list) -> str | None:
    if a[0] == "keep":
        return AFTER_ACTION
    return incidents.reveal_incident(s, s.current, a[1], AFTER_ACTION, ev)


# -- Action: Satellite Survey ------------------------------------------------------------------------


def look_refusal(s: DeltaVState, p: int, cell: int) -> str | None:
    """Why p may not survey ``cell`` now (the tile itself, and the tiles already picked)."""
    if not is_facedown(s, cell):
        return f"Action: Satellite Survey: there is no face-down tile at {s.board.names[cell]}."
    if cell == s.alien:
        return "Action: Satellite Survey: you may not look at the tile the alien is on."
    if opponent_on(s, p, cell):
        return "Action: Satellite Survey: you may not look at a tile with an opponent's rocket on it."
    if cell in s.picks:
        return "Action: Satellite Survey: you already picked that tile."
    if not any(cell in line and all(c in line for c in s.picks) for line in s.lines):
        return "Action: Satellite Survey: all three tiles must be in the same row or column."
    return None


def survey_lines(s: DeltaVState, p: int) -> list[tuple[int, ...]]:
    """Rows and columns holding at least three tiles p may survey (those :func:`look_refusal`
    allows: face down, free of the alien and of opponents' rockets), rows first, each in cell
    order. One pass over the face-down tiles sorts them into their row and column (this runs at
    every survey; ``down`` is sorted, so each line's cells come in order)."""
    blocked = blocked_for(s, p)
    b = s.board
    row_of, col_of = b.row_of, b.col_of
    rows: list[list[int]] = [[] for _ in range(b.n)]
    cols: list[list[int]] = [[] for _ in range(b.n)]
    for c in s.down:
        if c not in blocked:
            rows[row_of[c]].append(c)
            cols[col_of[c]].append(c)
    return [tuple(line) for line in (*rows, *cols) if len(line) >= SURVEY_TILES]


def survey_possible(s: DeltaVState, p: int) -> bool:
    """Some row or column holds three tiles p may survey. Asked at every action step, so it
    stops at the first line found: ``down`` is sorted, so each row's cells come together."""
    blocked = blocked_for(s, p)
    b = s.board
    row_of, col_of = b.row_of, b.col_of
    cols = [0] * b.n
    row, run = -1, 0
    for c in s.down:
        if c in blocked:
            continue
        r = row_of[c]
        run = run + 1 if r == row else 1
        row = r
        k = col_of[c]
        cols[k] += 1
        if run == SURVEY_TILES or cols[k] == SURVEY_TILES:
            return True
    return False


def survey_pick_legal(s: DeltaVState) -> list:
    lines = s.lines
    for c in s.picks:  # at most two picks so far: keep the lines through all of them
        lines = [line for line in lines if c in line]
    cells = set().union(*lines).difference(s.picks)
    return [LOOK[c] for c in sorted(cells)]


def survey_pick_refuse(s: DeltaVState, a) -> str | None:
    if a[0] == "look" and named_cell(s, a) is not None:
        return look_refusal(s, s.current, a[1])
    return None


def survey_pick_apply(s: DeltaVState, a, ev: list) -> str | None:
    s.picks.append(a[1])
    if len(s.picks) == SURVEY_TILES:
        assert is_line(s.picks, s.board)
        look(s, s.current, s.picks, "survey", ev)
        return AFTER_ACTION
    return None
