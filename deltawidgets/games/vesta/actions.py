"""Rulebook section "3.1 Actions" (Movement, Scan, Mining, Equipment cards) and the equipment
cards of section "5. Equipment cards" that are used in an action phase.

An action phase is a chain of choices, one action each, until the actions are used up or the
player stops. The phase must end on an asteroid (3.1 Movement), so every choice keeps that
possible with the actions left (ruling "end in an asteroid": the saloon counts, the start area
does not; a player who cannot reach one at all may stop where they are).
"""

from __future__ import annotations

from deltawidgets.games.vesta import turns
from deltawidgets.games.vesta.common import force_out, reveal, take_tile, to_deck
from deltawidgets.games.vesta.components import ASTEROID, CARD_NAMES, GOLD, TITANIUM
from deltawidgets.games.vesta.mining import lasso_refusal, lasso_yield, mine_refusal, mine_yield, take_markers
from deltawidgets.games.vesta.reach import ENDS, can_reach, free_to_act, reach_next, standing
from deltawidgets.games.vesta.state import VestaGoldRushState, endable, occupied_by_other, passable

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
#: the action step's choices of one place, and the card each of them plays
PLACE_VERBS = ("move", "moped", "scan", "detect", "gun", "fusion", "lasso")
CARD_OF = {"moped": "moped", "detect": "detector", "gun": "gun", "fusion": "fusion", "lasso": "lasso"}


# -- the action step ----------------------------------------------------------------------------------


def act_legal(s: VestaGoldRushState) -> list:
    p = s.current
    at, cards = s.pos[p], s.cards[p]
    b, tile, up = s.belt, s.tile, s.up
    blocked = s.blocked
    moped = "moped" in cards
    t = tile[at] if at < b.places else -1
    here = t >= 0 and up[at] and ENDS[t >> 3]  # on an asteroid or the saloon
    out: list[tuple] = []
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


def equipment_legal(s: VestaGoldRushState, at: int, cards: list[str], out: list, keep: int | None = None) -> None:
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


def shot_keeps_way(s: VestaGoldRushState, at: int, y: int, k: int) -> bool:
    """Ruling "equipment anywhere": after destroying the tile at ``y``, can the shooter at ``at``
    still end the phase on an asteroid within ``k`` moves, whatever the displaced prospectors
    choose? Counted closed: ``y`` itself and, if someone stands on it, every face-up asteroid
    next to it where they might land. (A sure answer without foreseeing their choice.)"""
    closed = set(s.blocked)
    closed.add(y)
    if any(q == y for q in s.pos):
        closed.update(x for x in s.belt.nbrs[y] if s.tile[x] >= 0 and s.up[x] and ENDS[s.tile[x] >> 3])
    return can_reach(s, at, k, closed, "moped" in s.cards[s.current])


# -- why a choice of the action step is refused: the tests of act_legal, one at a time -------------


def place_at(s: VestaGoldRushState, a) -> int | None:
    """The place of the belt a one-place choice names, or None."""
    if len(a) == 2 and isinstance(a[1], int) and 0 <= a[1] < s.belt.places:
        return a[1]
    return None


def on_asteroid(s: VestaGoldRushState, at: int) -> bool:
    """On a face-up asteroid or the saloon (``here`` in :func:`act_legal`)."""
    t = s.tile[at] if at < s.belt.places else -1
    return t >= 0 and s.up[at] and ENDS[t >> 3]


def act_refuse(s: VestaGoldRushState, a) -> str | None:
    """Why a choice of the action step is refused, or None if :func:`act_legal` offers it."""
    v, p = a[0], s.current
    if v not in PLACE_VERBS and v not in ("mine", "stop"):
        return None
    card = CARD_OF.get(v)
    if card and card not in s.cards[p]:
        return f"5. Equipment cards: you hold no {CARD_NAMES[card]}."
    if v == "detect":
        return detect_refusal(s, a)
    if v != "stop" and s.left == 0:
        return "3.1 Actions: you have no actions left in this phase."
    if v == "stop":
        return stop_refusal(s, p)
    if v == "mine":
        return mine_refusal(s, p)
    y = place_at(s, a)
    if y is None:
        return "3.1 Actions: that choice needs one place of the belt (a hex of the play area)."
    blocked, moped = occupied_by_other(s, p), "moped" in s.cards[p]
    if v in ("move", "moped"):
        return move_refusal(s, v, y, blocked, moped)
    if not free_to_act(s, p, blocked, moped):
        return "3.1 Movement: you must keep your last actions to end the phase on an asteroid."
    if v == "scan":
        return scan_refusal(s, p, y)
    return equipment_refusal(s, v, y, blocked)


def stop_refusal(s: VestaGoldRushState, p: int) -> str | None:
    if on_asteroid(s, s.pos[p]) or standing(s, p, occupied_by_other(s, p), "moped" in s.cards[p])[1]:
        return None
    if s.pos[p] == s.belt.start:
        return "2.6.1 Starting positions: from the start area you must move into the field, using at least one action, and you can reach an asteroid."
    return "3.1 Movement: the action phase must end on an asteroid (or the saloon), and you can still reach one."


def move_refusal(s: VestaGoldRushState, v: str, y: int, blocked, moped: bool) -> str | None:
    at, k = s.pos[s.current], s.left - 1
    here = s.belt.names[y]
    over = next((m for m, end in s.belt.lines[at] if end == y), None)  # the tile a moped passes over
    if v == "moped":
        if over is None:
            return f"Equipment cards: Space moped: the two tiles must run in a straight line from you, and {here} does not."
    elif y not in s.belt.nbrs[at]:
        return f"3.1 Movement: one action moves one tile, to a neighbouring one; {here} is not next to you."
    if s.tile[y] >= 0 and not s.up[y]:
        return f"3.1 Movement: you cannot move onto or through a face-down tile, as at {here}."
    if y in blocked:
        return f"3.1 Movement: another prospector is on {here}; only the Space Saloon holds several."
    if v == "moped" and not passable(s, over, blocked):  # type: ignore[arg-type]  # the moped's line was found above, or refused
        return "Equipment cards: Space moped: the tile passed over must be face up and free of other prospectors."
    # a step next door may always come back to an asteroid it left (act_legal's ``back``)
    if v == "move" and on_asteroid(s, at) and k > 0 or reach_next(s, y, k, blocked, moped):
        return None
    if v == "moped":
        return "Equipment cards: Space moped: the tile passed over must be face up and free of other prospectors."
    return f"3.1 Movement: from {here} you could not end the phase on an asteroid with the actions left."


def scan_refusal(s: VestaGoldRushState, p: int, y: int) -> str | None:
    here, at = s.belt.names[y], s.pos[p]
    if s.tile[y] < 0 or s.up[y]:
        return f"3.1 Scan: there is no face-down tile at {here}."
    if "hyperscanner" in s.cards[p]:
        return None if y in s.belt.near2[at] else f"Equipment cards: Hyperscanner: {here} is more than two tiles away."
    return None if y in s.belt.nbrs[at] else f"3.1 Scan: you may scan only a tile next to you, and {here} is not."


def equipment_refusal(s: VestaGoldRushState, v: str, y: int, blocked) -> str | None:
    """Why a card of :func:`equipment_legal` may not be played at ``y``, or None."""
    at, here = s.pos[s.current], s.belt.names[y]
    if not endable(s, at, blocked) and s.params.equipment_where == "asteroid":
        return "3.1 Equipment cards: equipment is played from an asteroid or the saloon (rule option equipment_where)."
    far = v == "lasso" and s.params.lasso_range == 2
    if y not in (s.belt.near2[at] if far else s.belt.nbrs[at]):
        return f"5. Equipment cards: {here} is out of reach; it must be {'within two tiles of' if far else 'next to'} you."
    if v in ("gun", "fusion"):
        if s.tile[y] >= 0 and s.up[y]:
            k = s.left - 1  # as in act_legal: off an asteroid with one in reach, keep the way open
            keep = None if on_asteroid(s, at) or not can_reach(s, at, k, blocked, "moped" in s.cards[s.current]) else k
            if keep is None or shot_keeps_way(s, at, y, keep):
                return None
            return f"3.1 Movement: destroying {here} could close your way to an asteroid, and the phase must end on one."
        return f"Equipment cards: Antimateriagun: there is no face-up tile at {here} to destroy."
    return lasso_refusal(s, y, here)


def detect_refusal(s: VestaGoldRushState, a) -> str | None:
    y = place_at(s, a)
    if not s.detects:
        return "Equipment cards: Gold detector: each Gold Detector gives one extra scan per action phase, and yours are used."
    if y is None or s.tile[y] < 0 or s.up[y]:
        return "Equipment cards: Gold detector: look at a face-down tile."
    if y not in s.belt.nbrs[s.pos[s.current]]:
        return f"Equipment cards: Gold detector: {s.belt.names[y]} is not next to you."
    return None


def act_apply(s: VestaGoldRushState, a, ev: list) -> str | None:
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


def after_action(s: VestaGoldRushState, ev: list) -> str | None:
    """Back to the action step, or the phase ends when nothing is left to do in it."""
    s.phase = "act"
    if s.left == 0 and not (s.detects and any(s.tile[y] >= 0 and not s.up[y] for y in s.belt.nbrs[s.pos[s.current]])):
        return turns.end_action_turn(s, ev)
    return None  # a Gold Detector scan may still be left to use


# -- Scan, Hyperscanner, Gold Detector -------------------------------------------------------------


def second_scans(s: VestaGoldRushState, p: int) -> list[int]:
    """Hyperscanner: a second tile turned up in the same scan, adjacent or one tile further."""
    return [y for y in s.belt.near2[s.pos[p]] if s.tile[y] >= 0 and not s.up[y]]


def scan2_legal(s: VestaGoldRushState) -> list:
    return [SCAN[y] for y in second_scans(s, s.current)] + [ENOUGH]


def scan2_refuse(s: VestaGoldRushState, a) -> str | None:
    if a[0] == "scan" and a not in scan2_legal(s):
        return "Equipment cards: Hyperscanner: the second tile must be face down, next to you or one tile further."
    return None


def scan2_apply(s: VestaGoldRushState, a, ev: list) -> str | None:
    if a[0] == "scan":
        reveal(s, a[1], ev, s.current)
    s.scan_first = -1
    return after_action(s, ev)


def detect(s: VestaGoldRushState, p: int, place: int, ev: list) -> None:
    """Gold Detector: a free, private look at an adjacent face-down tile. Whether to turn it up is
    always asked, so nobody can tell from the prompt what was seen."""
    s.memory[p].add(place)
    s.peek = place
    s.phase = "peek"
    ev.append({"type": "look", "player": p, "place": place, "face": s.tile[place]})


def peek_legal(s: VestaGoldRushState) -> list:
    return [TURN_UP, KEEP_DOWN]


def peek_apply(s: VestaGoldRushState, a, ev: list) -> str | None:
    p, place = s.current, s.peek
    if a[0] == "turn_up":
        reveal(s, place, ev, p)
    else:
        ev.append({"type": "keep_down", "player": p, "place": place})
    s.peek = -1
    return after_action(s, ev)


# -- Antimatter Gun, Minifusion Explosive -------------------------------------------------------------


def destroy(s: VestaGoldRushState, p: int, place: int, card: str, ev: list) -> None:
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


def landing(s: VestaGoldRushState, q: int) -> list[int]:
    """Free face-up asteroids next to the destroyed tile's place."""
    blocked = occupied_by_other(s, q)
    tile, up = s.tile, s.up
    return [y for y in s.belt.nbrs[s.hit] if up[y] and ASTEROID <= tile[y] >> 3 <= TITANIUM and y not in blocked]


def settle_displaced(s: VestaGoldRushState, ev: list) -> None:
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


def place_legal(s: VestaGoldRushState) -> list:
    return [PLACE[y] for y in landing(s, s.displaced[0])]


def place_refuse(s: VestaGoldRushState, a) -> str | None:
    if a[0] == "place" and a not in place_legal(s):
        return "Equipment cards: Antimateriagun: move onto a free face-up asteroid next to the destroyed tile."
    return None


def place_apply(s: VestaGoldRushState, a, ev: list) -> str | None:
    q = s.displaced.pop(0)
    s.pos[q] = a[1]
    ev.append({"type": "displaced", "player": q, "place": a[1]})
    settle_displaced(s, ev)
    if not s.displaced:
        return after_action(s, ev)
    return None
