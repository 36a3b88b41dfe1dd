"""Rulebook section "Action: Move Rockets": which rockets may move, where to, and what happens
when one lands. Shared by the move action and by Sabotage's follow-up move."""

from __future__ import annotations

from deltawidgets.games.deltav.state import DeltaVState, opponent_on, opponents_clockwise, place_rocket, take_rocket


def rocket_refusal(s: DeltaVState, p: int, cell: int) -> str | None:
    """Why p's rocket(s) at ``cell`` may not move now, or None if one may."""
    k = s.rockets[p].get(cell, 0)
    if not k:
        return f"Action: Move Rockets: you have no rocket at {s.board.names[cell]}."
    if cell == s.alien:
        return "Alien Encounter: rockets on the alien's tile cannot move while it is there."
    if k <= s.moved.get(cell, 0):
        return "Action: Move Rockets: each rocket moves at most once per action, and those here have moved."
    return None


def movable_cells(s: DeltaVState, p: int) -> list[int]:
    """Cells where :func:`rocket_refusal` finds nothing against a rocket of p: the same two
    conditions (not the alien's tile, not all moved), inlined as this runs at every action step."""
    alien, moved = s.alien, s.moved
    return [c for c, k in s.rockets[p].items() if c != alien and k > moved.get(c, 0)]


def destination_refusal(s: DeltaVState, src: int, dst: int) -> str | None:
    """Why a rocket at ``src`` may not move to ``dst``: from the station to any asteroid tile, from
    an asteroid tile only back to the station."""
    station = s.board.station
    if src != station:
        if dst == station:
            return None
        return "Action: Move Rockets: a rocket on an asteroid tile may only move back to the space station."
    if dst == station:
        return "Action: Move Rockets: a rocket on the station moves to an asteroid tile."
    if s.cell_tile[dst] < 0:
        return f"Action: Move Rockets: there is no asteroid tile at {s.board.names[dst]}."
    return None


def destinations(s: DeltaVState, src: int) -> list[int]:
    """Where a rocket at ``src`` may go: the cells :func:`destination_refusal` allows, listed
    without asking it about each of the ~48 spaces (this runs at every move)."""
    b = s.board
    if src == b.station:
        return [c for c in b.asteroid_cells if s.cell_tile[c] >= 0]
    return [b.station]


def arrive(s: DeltaVState, p: int, cell: int, ev: list) -> None:
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
