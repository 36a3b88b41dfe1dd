"""Rulebook section "3.1 Movement": the action phase must end on an asteroid (ruling "end in an
asteroid": the saloon counts, the start area does not). Every choice of the action step keeps
that possible with the actions left; these are the tests it asks (:mod:`actions`), fast because
they run for every move offered.
"""

from __future__ import annotations

from deltawidgets.games.vesta.state import VestaGoldRushState, endable

# by tile kind: may a phase end on a face-up tile of this kind (when no one else blocks it)?
ENDS = (False, True, True, True, True, True, False, False)


def can_reach(s: VestaGoldRushState, src: int, k: int, blocked, moped: bool) -> bool:
    """Can a prospector at ``src`` end on an asteroid (or the saloon) within ``k`` move actions?
    (:func:`state.endable` and :func:`state.passable`, inlined: this runs for every move offered.)"""
    b, tile, up = s.belt, s.tile, s.up
    if src < b.places and up[src] and ENDS[tile[src] >> 3] and src not in blocked:
        return True
    nbrs, lines = b.nbrs, b.lines
    if k == 1 and not moped:  # the usual question: is an asteroid one step away?
        for y in nbrs[src]:
            t = tile[y]
            if t >= 0 and up[y] and ENDS[t >> 3] and y not in blocked:
                return True
        return False
    seen, frontier = {src}, [src]
    for _ in range(k):
        nxt = []
        for x in frontier:
            for y in nbrs[x]:
                if y in seen or y in blocked:
                    continue
                t = tile[y]
                if t >= 0:
                    if not up[y]:
                        continue
                    if ENDS[t >> 3]:
                        return True
                seen.add(y)
                nxt.append(y)
            if moped:
                for m, y in lines[x]:
                    if y in seen or y in blocked or m in blocked:
                        continue
                    t, tm = tile[y], tile[m]
                    if tm >= 0 and not up[m] or t >= 0 and not up[y]:
                        continue
                    if t >= 0 and ENDS[t >> 3]:
                        return True
                    seen.add(y)
                    nxt.append(y)
        if not nxt:
            return False
        frontier = nxt
    return False


def reach_next(s: VestaGoldRushState, y: int, k: int, blocked, moped: bool) -> bool:
    """May a move end on ``y`` with ``k`` actions left after it? ``y`` must be passable."""
    t = s.tile[y]
    if t >= 0:
        if not s.up[y]:
            return False
        if ENDS[t >> 3]:
            return True
    return k > 0 and can_reach(s, y, k, blocked, moped)


def standing(s: VestaGoldRushState, p: int, blocked, moped: bool) -> tuple[bool, bool]:
    """(may p spend an action without moving, may p stop now) for a player off an asteroid:
    acting is free if the phase can still end on an asteroid after it, or could not anyway (then
    nothing is lost); stopping only if no asteroid is in reach, or no action is left."""
    at, k = s.pos[p], s.left
    if k and can_reach(s, at, k - 1, blocked, moped):
        return True, False
    stuck = not can_reach(s, at, k, blocked, moped)
    return stuck, stuck or k == 0


def free_to_act(s: VestaGoldRushState, p: int, blocked, moped: bool) -> bool:
    return endable(s, s.pos[p], blocked) or standing(s, p, blocked, moped)[0]
