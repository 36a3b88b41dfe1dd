"""Rulebook section "3.1 Actions" (Movement, Scan, Mining, Equipment cards) and the equipment
cards of section "5. Equipment cards" that are used in an action phase.

An action phase is a chain of choices, one action each, until the actions are used up or the
player stops. The phase must end on an asteroid (3.1 Movement), so every choice keeps that
possible with the actions left (ruling "end in an asteroid": the saloon counts, the start area
does not; a player who cannot reach one at all may stop where they are).
"""
from __future__ import annotations

from deltawidgets.games.vesta import turns
from deltawidgets.games.vesta.common import force_out, gain_water, reveal, take_tile, to_deck
from deltawidgets.games.vesta.components import ASTEROID, GOLD, MINED, TITANIUM
from deltawidgets.games.vesta.state import VState, endable, occupied_by_other, passable

MAX_PLACES = 12 * 12 + 1
MOVE = tuple(("move", i) for i in range(MAX_PLACES))
MOPED = tuple(("moped", i) for i in range(MAX_PLACES))
SCAN = tuple(("scan", i) for i in range(MAX_PLACES))
DETECT = tuple(("detect", i) for i in range(MAX_PLACES))
GUN = tuple(("gun", i) for i in range(MAX_PLACES))
FUSION = tuple(("fusion", i) for i in range(MAX_PLACES))
LASSO = tuple(("lasso", i) for i in range(MAX_PLACES))
PLACE = tuple(("place", i) for i in range(MAX_PLACES))
MINE, STOP, ENOUGH, TURN_UP, KEEP_DOWN = ("mine",), ("stop",), ("enough",), ("turn_up",), ("keep_down",)


# -- "end in an asteroid" ----------------------------------------------------------------------------

# by tile kind: may a phase end on a face-up tile of this kind (when no one else blocks it)?
ENDS = (False, True, True, True, True, True, False, False)


def can_reach(s: VState, src: int, k: int, blocked, moped: bool) -> bool:
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


def reach_next(s: VState, y: int, k: int, blocked, moped: bool) -> bool:
    """May a move end on ``y`` with ``k`` actions left after it? ``y`` must be passable."""
    t = s.tile[y]
    if t >= 0:
        if not s.up[y]:
            return False
        if ENDS[t >> 3]:
            return True
    return k > 0 and can_reach(s, y, k, blocked, moped)


def standing(s: VState, p: int, blocked, moped: bool) -> tuple[bool, bool]:
    """(may p spend an action without moving, may p stop now) for a player off an asteroid:
    acting is free if the phase can still end on an asteroid after it, or could not anyway (then
    nothing is lost); stopping only if no asteroid is in reach, or no action is left."""
    at, k = s.pos[p], s.left
    if k and can_reach(s, at, k - 1, blocked, moped):
        return True, False
    stuck = not can_reach(s, at, k, blocked, moped)
    return stuck, stuck or k == 0


def free_to_act(s: VState, p: int, blocked, moped: bool) -> bool:
    return endable(s, s.pos[p], blocked) or standing(s, p, blocked, moped)[0]


# -- the action step ----------------------------------------------------------------------------------

def act_legal(s: VState) -> list:
    p = s.current
    at, cards = s.pos[p], s.cards[p]
    b, tile, up = s.belt, s.tile, s.up
    blocked = s.blocked
    moped = "moped" in cards
    t = tile[at] if at < b.places else -1
    here = t >= 0 and up[at] and ENDS[t >> 3]  # on an asteroid or the saloon
    out = []
    down = []  # face-down neighbours
    free, stop = (True, True) if here else standing(s, p, blocked, moped)
    if s.left:
        k = s.left - 1
        back = here and k > 0  # from any neighbour, one more action can bring the player back here
        for y in b.nbrs[at]:
            ty = tile[y]
            if ty >= 0 and not up[y]:
                down.append(y)
            elif y not in blocked and (back or ty >= 0 and ENDS[ty >> 3] or k and can_reach(s, y, k, blocked, moped)):
                out.append(MOVE[y])
        if moped:
            for m, y in b.lines[at]:
                if passable(s, m, blocked) and y not in blocked and reach_next(s, y, k, blocked, moped):
                    out.append(MOPED[y])
        if free:
            if "hyperscanner" in cards:
                out += [SCAN[y] for y in b.near2[at] if tile[y] >= 0 and not up[y]]
            else:
                out += [SCAN[y] for y in down]
            if here:
                if (GOLD <= t >> 3 <= TITANIUM or "separator" in cards) and mine_yield(s, p, at)[1]:
                    out.append(MINE)
            if cards and (here or s.params.equipment_where == "anywhere"):
                # off an asteroid with one in reach, a shot must not close the way to it
                keep = None if here or not can_reach(s, at, k, blocked, moped) else k
                equipment_legal(s, at, cards, out, keep)
    elif s.detects:
        down = [y for y in b.nbrs[at] if tile[y] >= 0 and not up[y]]
    if s.detects:
        out += [DETECT[y] for y in down]
    if stop:
        out.append(STOP)
    return out


def equipment_legal(s: VState, at: int, cards: list[str], out: list, keep: int | None = None) -> None:
    """Antimatter Gun, Minifusion Explosive, Magnetic Lasso: their targets next to ``at``.
    ``keep``: the actions left after this one, when the player stands off an asteroid and must
    still reach one (3.1 Movement); a shot is then offered only if it leaves a way open."""
    nbrs, tile, up = s.belt.nbrs[at], s.tile, s.up
    if "gun" in cards or "fusion" in cards:
        hits = [y for y in nbrs if tile[y] >= 0 and up[y]]
        if keep is not None:
            hits = [y for y in hits if shot_keeps_way(s, at, y, keep)]
        if "gun" in cards:
            out += [GUN[y] for y in hits]
        if "fusion" in cards:
            out += [FUSION[y] for y in hits]
    if "lasso" in cards:
        reach = nbrs if s.params.lasso_range == 1 else s.belt.near2[at]
        out.extend(LASSO[y] for y in reach if lasso_yield(s, y)[1])


def shot_keeps_way(s: VState, at: int, y: int, k: int) -> bool:
    """Ruling "equipment anywhere": after destroying the tile at ``y``, can the shooter at ``at``
    still end the phase on an asteroid within ``k`` moves, whatever the displaced prospectors
    choose? Counted closed: ``y`` itself and, if someone stands on it, every face-up asteroid
    next to it where they might land. (A sure answer without foreseeing their choice.)"""
    closed = set(s.blocked)
    closed.add(y)
    if any(q == y for q in s.pos):
        closed.update(x for x in s.belt.nbrs[y] if s.tile[x] >= 0 and s.up[x] and ENDS[s.tile[x] >> 3])
    return can_reach(s, at, k, closed, "moped" in s.cards[s.current])


def act_apply(s: VState, a, ev: list) -> str | None:
    p, verb = s.current, a[0]
    if verb == "stop":
        ev.append({"type": "stop", "player": p})
        return turns.end_action_turn(s, ev)
    if verb == "detect":
        s.detects -= 1
        detect(s, p, a[1], ev)
        return None
    s.left -= 1
    if verb in ("move", "moped"):
        ev.append({"type": "move", "player": p, "from": s.pos[p], "to": a[1], "moped": verb == "moped"})
        s.pos[p] = a[1]
    elif verb == "scan":
        reveal(s, a[1], ev, p)
        if "hyperscanner" in s.cards[p] and second_scans(s, p):
            s.scan_first = a[1]
            s.phase = "scan2"
            return None
    elif verb == "mine":
        kind, n = mine_yield(s, p, s.pos[p])
        take_markers(s, p, kind, n)
        ev.append({"type": "mine", "player": p, "place": s.pos[p], "marker": kind, "count": n})
    elif verb == "lasso":
        kind, n = lasso_yield(s, a[1])
        take_markers(s, p, kind, n)
        ev.append({"type": "lasso", "player": p, "place": a[1], "marker": kind, "count": n})
    else:
        destroy(s, p, a[1], verb, ev)
        if s.displaced:
            return None
    return after_action(s, ev)


def after_action(s: VState, ev: list) -> str | None:
    """Back to the action step, or the phase ends when nothing is left to do in it."""
    s.phase = "act"
    if s.left == 0 and not (s.detects and any(s.tile[y] >= 0 and not s.up[y] for y in s.belt.nbrs[s.pos[s.current]])):
        return turns.end_action_turn(s, ev)
    return None  # a Gold Detector scan may still be left to use


# -- Scan, Hyperscanner, Gold Detector -------------------------------------------------------------

def second_scans(s: VState, p: int) -> list[int]:
    """Hyperscanner: a second tile turned up in the same scan, adjacent or one tile further."""
    return [y for y in s.belt.near2[s.pos[p]] if s.tile[y] >= 0 and not s.up[y]]


def scan2_legal(s: VState) -> list:
    return [SCAN[y] for y in second_scans(s, s.current)] + [ENOUGH]


def scan2_apply(s: VState, a, ev: list) -> str | None:
    if a[0] == "scan":
        reveal(s, a[1], ev, s.current)
    s.scan_first = -1
    return after_action(s, ev)


def detect(s: VState, p: int, place: int, ev: list) -> None:
    """Gold Detector: a free, private look at an adjacent face-down tile. Whether to turn it up is
    always asked, so nobody can tell from the prompt what was seen."""
    s.memory[p].add(place)
    s.peek = place
    s.phase = "peek"
    ev.append({"type": "look", "player": p, "place": place, "face": s.tile[place]})


def peek_legal(s: VState) -> list:
    return [TURN_UP, KEEP_DOWN]


def peek_apply(s: VState, a, ev: list) -> str | None:
    p, place = s.current, s.peek
    if a[0] == "turn_up":
        reveal(s, place, ev, p)
    else:
        ev.append({"type": "keep_down", "player": p, "place": place})
    s.peek = -1
    return after_action(s, ev)


# -- Mining, Water Separator, Magnetic Lasso --------------------------------------------------------

def supply_of(s: VState, kind: str) -> int:
    return s.supply_gold if kind == "gold" else s.supply_water if kind == "water" else s.supply_ti


def mine_yield(s: VState, p: int, at: int) -> tuple[str, int]:
    """3.1 Mining: as many markers as the asteroid has symbols, as far as the pile lasts (ruling).
    Water Separator: one water from an empty asteroid."""
    if at >= s.belt.places or not s.up[at]:
        return "", 0
    t = s.tile[at]
    k = t >> 3
    if GOLD <= k <= TITANIUM:
        kind = MINED[k]
        return kind, min(t & 7, supply_of(s, kind))
    if k == ASTEROID and "separator" in s.cards[p]:
        return "water", min(1, s.supply_water)
    return "", 0


def lasso_yield(s: VState, y: int) -> tuple[str, int]:
    """Magnetic Lasso (ruling): one mining action on a face-up asteroid with symbols within
    ``lasso_range`` (a neighbour by default) that no prospector stands on, as if standing there."""
    if not s.up[y] or s.tile[y] < 0:
        return "", 0
    t = s.tile[y]
    k = t >> 3
    if not GOLD <= k <= TITANIUM or y in s.pos:
        return "", 0
    kind = MINED[k]
    return kind, min(t & 7, supply_of(s, kind))


def take_markers(s: VState, p: int, kind: str, n: int) -> None:
    if kind == "gold":
        s.supply_gold -= n
        s.gold[p] += n
    elif kind == "water":
        s.supply_water -= n
        gain_water(s, p, n)
    else:
        s.supply_ti -= n
        s.titanium[p] += n


# -- Antimatter Gun, Minifusion Explosive -------------------------------------------------------------

def destroy(s: VState, p: int, place: int, card: str, ev: list) -> None:
    """Destroy a face-up tile next to p. Prospectors on it move to a neighbouring free asteroid
    (their choice when there are several) or are forced out (3.3.2). The Minifusion Explosive
    then goes back into the deck, which is reshuffled."""
    ev.append({"type": "destroy", "player": p, "place": place, "card": card, "face": s.tile[place]})
    n = s.players
    s.displaced = [q for q in ((p + k) % n for k in range(1, n)) if s.pos[q] == place]
    take_tile(s, place, ev)
    s.hit = place
    if card == "fusion":
        s.cards[p].remove("fusion")
        to_deck(s, ["fusion"], ev)
    settle_displaced(s, ev)


def landing(s: VState, q: int) -> list[int]:
    """Free face-up asteroids next to the destroyed tile's place."""
    blocked = occupied_by_other(s, q)
    tile, up = s.tile, s.up
    return [y for y in s.belt.nbrs[s.hit] if up[y] and ASTEROID <= tile[y] >> 3 <= TITANIUM and y not in blocked]


def settle_displaced(s: VState, ev: list) -> None:
    """Place each displaced prospector: automatically when one asteroid or none is next to it
    (public facts), else the displaced player chooses."""
    while s.displaced:
        q = s.displaced[0]
        spots = landing(s, q)
        if len(spots) > 1:
            s.phase = "place"
            s.blocked = occupied_by_other(s, s.current)
            return
        s.displaced.pop(0)
        if spots:
            s.pos[q] = spots[0]
            ev.append({"type": "displaced", "player": q, "place": spots[0]})
        else:
            force_out(s, q, ev, "destroyed")
    s.hit = -1
    s.blocked = occupied_by_other(s, s.current)


def place_legal(s: VState) -> list:
    return [PLACE[y] for y in landing(s, s.displaced[0])]


def place_apply(s: VState, a, ev: list) -> str | None:
    q = s.displaced.pop(0)
    s.pos[q] = a[1]
    ev.append({"type": "displaced", "player": q, "place": a[1]})
    settle_displaced(s, ev)
    if not s.displaced:
        return after_action(s, ev)
    return None


PHASES = {
    "act": (act_legal, act_apply),
    "scan2": (scan2_legal, scan2_apply),
    "peek": (peek_legal, peek_apply),
    "place": (place_legal, place_apply),
}
