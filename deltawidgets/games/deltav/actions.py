"""Rulebook section "1) Take an Action": Move Rockets, Prospect, Satellite Survey, Buy a Rocket."""
from __future__ import annotations

from deltawidgets.games.deltav import incidents
from deltawidgets.games.deltav.board import LOOK, TO, is_line
from deltawidgets.games.deltav.components import ALIEN
from deltawidgets.games.deltav.flow import look, to_contract_stage
from deltawidgets.games.deltav.state import (
    DVState,
    blocked_for,
    bribe_of,
    is_facedown,
    open_facedown,
    opponent_on,
    opponents_clockwise,
    place_rocket,
    take_rocket,
    tile_kind,
    unspent_minerals,
)

MOVE, PROSPECT, BUY, DONE, KEEP = ("move",), ("prospect",), ("buy",), ("done",), ("keep",)


# -- the action step ----------------------------------------------------------------------------

def action_legal(s: DVState) -> list:
    p = s.current
    out = []
    if movable_cells(s, p):
        out.append(MOVE)
    out.append(PROSPECT)
    minerals = unspent_minerals(s, p)
    if minerals and survey_possible(s, p):
        out.extend(("survey", m) for m in minerals)
    if s.shipyard[p] > 0:
        out.append(BUY)
    out.extend(incidents.use_legal(s))
    return out


def action_apply(s: DVState, a, ev: list) -> None:
    p, verb = s.current, a[0]
    if verb == "move":
        s.moved, s.picks = {}, []
        s.phase = "move_pick"
    elif verb == "prospect":
        prospect(s, p, ev)
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
        to_contract_stage(s, ev)
    else:
        incidents.start_use(s, a[1], ev)


# -- Action: Move Rockets -------------------------------------------------------------------------

def movable_cells(s: DVState, p: int) -> list[int]:
    """Cells holding a rocket of p that has not moved this action and is not held by the alien."""
    return [c for c, k in s.rockets[p].items() if c != s.alien and k > s.moved.get(c, 0)]


def move_pick_legal(s: DVState) -> list:
    out = [("rocket", c) for c in sorted(movable_cells(s, s.current))]
    if s.picks:
        out.append(DONE)
    return out


def move_pick_apply(s: DVState, a, ev: list) -> None:
    if a[0] == "done":
        to_contract_stage(s, ev)
        return
    s.selected = a[1]
    s.phase = "move_to"


def destinations(s: DVState, src: int) -> list[int]:
    """From the station to any asteroid tile; from an asteroid tile back to the station."""
    b = s.board
    if src == b.station:
        return [c for c in b.asteroid_cells if s.cell_tile[c] >= 0]
    return [b.station]


def move_to_legal(s: DVState) -> list:
    return [TO[c] for c in destinations(s, s.selected)]


def move_to_apply(s: DVState, a, ev: list) -> None:
    p, src, dst = s.current, s.selected, a[1]
    take_rocket(s, p, src)
    ev.append({"type": "move", "player": p, "from": src, "to": dst})
    s.picks.append(dst)
    arrive(s, p, dst, ev)
    s.selected = -1
    if movable_cells(s, p):
        s.phase = "move_pick"
    else:
        to_contract_stage(s, ev)


def arrive(s: DVState, p: int, cell: int, ev: list) -> None:
    """A rocket of p ends its movement on ``cell``: an opponent's rocket there means both go home."""
    if cell != s.board.station and opponent_on(s, p, cell):
        q = next(q for q in opponents_clockwise(s, p) if s.rockets[q].get(cell))
        take_rocket(s, q, cell)
        s.shipyard[q] += 1
        s.shipyard[p] += 1
        ev.append({"type": "collision", "player": p, "other": q, "cell": cell})
        return
    place_rocket(s, p, cell)
    s.moved[cell] = s.moved.get(cell, 0) + 1


# -- Action: Prospect -------------------------------------------------------------------------------

def prospect(s: DVState, p: int, ev: list) -> None:
    look(s, p, under_own_rockets(s, p), "prospect", ev)
    if reveal_step_due(s, p):
        s.phase = "prospect_reveal"
    else:
        to_contract_stage(s, ev)


def under_own_rockets(s: DVState, p: int) -> list[int]:
    return sorted(c for c in s.rockets[p] if is_facedown(s, c))


def reveal_step_due(s: DVState, p: int) -> bool:
    """Offer "reveal an incident, or keep it hidden" whenever p looked under a rocket of theirs,
    found an incident or not: offering it only when there is an incident would tell every
    opponent what p saw."""
    return bool(under_own_rockets(s, p))


def revealable_incidents(s: DVState, p: int) -> list[int]:
    """Face-down incident tiles under p's rockets, known to p. Under the alien only an Alien
    Encounter (ruling): it stays on the field, while any other incident would leave the alien
    on an empty space."""
    alien = s.alien
    out = []
    for c in under_own_rockets(s, p):
        if c in s.memory[p]:
            kind = tile_kind(s, c)
            if kind != "mineral" and (c != alien or kind == ALIEN):
                out.append(c)
    return out


def prospect_reveal_legal(s: DVState) -> list:
    return [("reveal", c) for c in revealable_incidents(s, s.current)] + [KEEP]


def prospect_reveal_apply(s: DVState, a, ev: list) -> None:
    if a[0] == "keep":
        to_contract_stage(s, ev)
        return
    incidents.reveal_incident(s, s.current, a[1], "after_action", ev)


# -- Action: Satellite Survey ------------------------------------------------------------------------

def survey_lines(s: DVState, p: int) -> list[tuple[int, ...]]:
    """Rows and columns holding at least three tiles p may survey."""
    n = s.board.n
    ok = open_facedown(s, p)
    rows: dict[int, list[int]] = {}
    cols: dict[int, list[int]] = {}
    for c in ok:  # cell order, so each line comes out sorted
        rows.setdefault(c // n, []).append(c)
        cols.setdefault(c % n, []).append(c)
    return [tuple(line) for line in (*rows.values(), *cols.values()) if len(line) >= 3]


def survey_possible(s: DVState, p: int) -> bool:
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
        if run == 3 or cols[k] == 3:
            return True
    return False


def survey_pick_legal(s: DVState) -> list:
    lines = s.lines
    for c in s.picks:  # at most two picks so far: keep the lines through all of them
        lines = [line for line in lines if c in line]
    cells = set().union(*lines).difference(s.picks)
    return [LOOK[c] for c in sorted(cells)]


def survey_pick_apply(s: DVState, a, ev: list) -> None:
    s.picks.append(a[1])
    if len(s.picks) == 3:
        assert is_line(s.picks, s.board)
        look(s, s.current, s.picks, "survey", ev)
        to_contract_stage(s, ev)


PHASES = {
    "action": (action_legal, action_apply),
    "move_pick": (move_pick_legal, move_pick_apply),
    "move_to": (move_to_legal, move_to_apply),
    "prospect_reveal": (prospect_reveal_legal, prospect_reveal_apply),
    "survey_pick": (survey_pick_legal, survey_pick_apply),
}
