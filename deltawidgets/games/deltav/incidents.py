"""Rulebook sections "Revealing Incident Tiles" and "Incident Tile Explanations".

Own-turn incidents (Mineral Scan, Sabotage, Rocket Acquisition) may be discarded at the top-level
steps of one's own turn (choosing the action, declaring the contract, or what is left of a turn
after a Meteor Storm); Pirate Attack and Meteor Storm are reactions offered by :mod:`flow`; Alien
Encounter acts when revealed.

Each choice has a ``*_refusal`` predicate (None, or the sentence naming the rule against it); the
legal lists are built from those predicates, and the step table's ``explain`` (``rules.STEPS``) reports them.
"""

from __future__ import annotations

from deltawidgets.games.deltav.components import ALIEN, INCIDENT_NAMES, INCIDENTS, OWN_TURN_INCIDENTS
from deltawidgets.games.deltav.rockets import arrive
from deltawidgets.games.deltav.state import (
    AFTER_ACTION,
    END_TURN,
    LAST_ALIEN,
    RESUME,
    DeltaVState,
    flip_up,
    is_facedown,
    look,
    named_cell,
    opponents_clockwise,
    place_rocket,
    remove_tile,
    rockets_in_play,
    take_rocket,
    tile_kind,
    unspent_bribes,
    unspent_minerals,
)
from deltawidgets.games.deltav.words import article

STAY, KEEP, DONE, NOSTEAL, END = ("stay",), ("keep",), ("done",), ("nosteal",), ("end",)
#: the steps of one's own turn at which own-turn incidents may be discarded (ruling)
USE_STEPS = ("action", "contract", "stormed")


def discard(s: DeltaVState, p: int, kind: str, ev: list) -> None:
    hand = s.incidents[p]
    i = next(i for i, (k, got) in enumerate(hand) if k == kind and got != s.turn)
    del hand[i]
    ev.append({"type": "discard", "player": p, "kind": kind})


# -- using own-turn incidents ---------------------------------------------------------------------


def use_refusal(s: DeltaVState, kind) -> str | None:
    """Why the player to move may not discard a ``kind`` incident now, or None."""
    if kind not in INCIDENTS:
        return f"Incident Tile Explanations: there is no incident called {kind!r}."
    p, name = s.current, INCIDENT_NAMES[kind]
    if kind not in OWN_TURN_INCIDENTS:
        return f"Incident Tile Explanations: {name} is not discarded on your own turn like this."
    if s.phase not in USE_STEPS:
        return f"Incident Tile Explanations: {name} may be discarded only at the start of your action or of your contract attempt."
    held = [got for k, got in s.incidents[p] if k == kind]
    if not held:
        return f"Incident Tile Explanations: you hold no {name} tile."
    if all(got == s.turn for got in held):
        return f"Revealing Incident Tiles: {article(name)} tile gained this turn may be discarded only on a later turn."
    if kind == "rocket_acquisition" and s.shipyard[p] == 0:
        return "Rocket Acquisition: your shipyard is empty."
    if kind == "sabotage" and not sabotage_targets(s, p):
        return "Sabotage: no opponent has a rocket in play."
    return None


def use_legal(s: DeltaVState) -> list:
    hand = s.incidents[s.current]
    if not hand:  # the common case, asked at every action and declaration
        return []
    out = []
    for kind, _ in hand:
        if ("use", kind) not in out and use_refusal(s, kind) is None:
            out.append(("use", kind))
    return out


def start_use(s: DeltaVState, kind: str, ev: list) -> str | None:
    p = s.current
    discard(s, p, kind, ev)
    if kind == "rocket_acquisition":
        s.shipyard[p] -= 1
        place_rocket(s, p, s.board.station)
        ev.append({"type": "acquire", "player": p})
        return RESUME
    if kind == "sabotage":
        s.phase = "sabotage_pick"
        return None
    # mineral_scan: first the tiles under one's rockets, then as many more as rockets in play
    look(s, p, under_own_rockets(s, p), "scan", ev, under=True)
    s.scan_left = rockets_in_play(s, p)
    s.picks = []
    return scan_next(s, ev)


# -- revealing an incident found by a look (Action: Prospect, and Mineral Scan "as if" prospecting) --


def under_own_rockets(s: DeltaVState, p: int) -> list[int]:
    return sorted(c for c in s.rockets[p] if is_facedown(s, c))


def reveal_step_due(s: DeltaVState, p: int) -> bool:
    """Offer "reveal an incident, or keep it hidden" whenever p looked under a rocket of theirs,
    found an incident or not: offering it only when there is an incident would tell every
    opponent what p saw."""
    return bool(under_own_rockets(s, p))


def found_refusal(s: DeltaVState, p: int, cell: int) -> str | None:
    """Why p may not reveal the tile at ``cell`` after a prospect or scan, or None. Under the alien
    only an Alien Encounter (ruling): it stays on the field, while any other incident would leave
    the alien on an empty space. Asks only p's own memory, so it tells p nothing new."""
    if not (s.rockets[p].get(cell) and is_facedown(s, cell) and cell in s.memory[p]) or tile_kind(s, cell) == "mineral":
        return "Action: Prospect: you may reveal only an incident tile you have seen under one of your rockets."
    if cell == s.alien and tile_kind(s, cell) != ALIEN:
        return "Action: Prospect: under the alien only an Alien Encounter may be revealed (ruling: any other incident would leave the alien on an empty space)."
    return None


def revealable_incidents(s: DeltaVState, p: int) -> list[int]:
    return [c for c in under_own_rockets(s, p) if found_refusal(s, p, c) is None]


def found_legal(s: DeltaVState) -> list:
    return [("reveal", c) for c in revealable_incidents(s, s.current)] + [KEEP]


def found_refuse(s: DeltaVState, a) -> str | None:
    if a[0] == "reveal" and named_cell(s, a) is not None:
        return found_refusal(s, s.current, a[1])
    return None


# -- Mineral Scan -----------------------------------------------------------------------------------


def scan_candidates(s: DeltaVState) -> list[int]:
    """Any face-down tile not yet looked at in this scan (ruling: the survey limits do not apply)."""
    picked = s.picks
    return [c for c in s.down if c not in picked]


def scan_next(s: DeltaVState, ev: list) -> str | None:
    if s.scan_left > 0 and scan_candidates(s):
        s.phase = "scan_pick"
        return None
    s.scan_left, s.picks = 0, []  # the scan is over: its looks are in the memory
    if reveal_step_due(s, s.current):
        s.phase = "scan_reveal"
        return None
    return RESUME


def scan_pick_legal(s: DeltaVState) -> list:
    return [("look", c) for c in scan_candidates(s)] + [DONE]


def scan_pick_refuse(s: DeltaVState, a) -> str | None:
    if a[0] == "look":
        return "Mineral Scan: pick a face-down tile you have not yet scanned this time."
    return None


def scan_pick_apply(s: DeltaVState, a, ev: list) -> str | None:
    if a[0] == "done":
        s.scan_left = 0
    else:
        look(s, s.current, [a[1]], "scan", ev)
        s.picks.append(a[1])
        s.scan_left -= 1
    return scan_next(s, ev)


def scan_reveal_apply(s: DeltaVState, a, ev: list) -> str | None:
    if a[0] == "keep":
        return RESUME
    return reveal_incident(s, s.current, a[1], RESUME, ev)


# -- Sabotage -----------------------------------------------------------------------------------------


def sabotage_targets(s: DeltaVState, p: int) -> list[tuple[int, int]]:
    """(cell, owner) of every opponent rocket on the board, the station included."""
    return [(c, q) for q in opponents_clockwise(s, p) for c in sorted(s.rockets[q])]


def sabotage_pick_legal(s: DeltaVState) -> list:
    return [("hit", c, q) for c, q in sabotage_targets(s, s.current)]


def sabotage_pick_refuse(s: DeltaVState, a) -> str | None:
    return "Sabotage: pick a rocket of an opponent that is in play." if a[0] == "hit" else None


def sabotage_pick_apply(s: DeltaVState, a, ev: list) -> str | None:
    _, cell, q = a
    take_rocket(s, q, cell)
    s.shipyard[q] += 1
    ev.append({"type": "sabotage", "player": s.current, "other": q, "cell": cell})
    s.sab_cell = cell
    if follow_sources(s):
        s.phase = "sabotage_follow"
        return None
    return RESUME


def follow_sources(s: DeltaVState) -> list[int]:
    """Own rockets in play that may move to the sabotaged rocket's tile (not held by the alien)."""
    p = s.current
    return sorted(c for c in s.rockets[p] if c != s.alien and c != s.sab_cell)


def sabotage_follow_legal(s: DeltaVState) -> list:
    return [("follow", c) for c in follow_sources(s)] + [STAY]


def sabotage_follow_refuse(s: DeltaVState, a) -> str | None:
    if a[0] == "follow":
        return "Sabotage: move one of your own rockets in play that the alien does not hold."
    return None


def sabotage_follow_apply(s: DeltaVState, a, ev: list) -> str | None:
    if a[0] == "follow":
        p = s.current
        take_rocket(s, p, a[1])
        ev.append({"type": "move", "player": p, "from": a[1], "to": s.sab_cell})
        arrive(s, p, s.sab_cell, ev)
    return RESUME


# -- revealing incidents, and the Alien Encounter ---------------------------------------------------


def reveal_incident(s: DeltaVState, p: int, cell: int, cont: str, ev: list) -> str | None:
    """Flip an incident tile face up and resolve it ("Revealing Incident Tiles")."""
    show_incident(s, p, cell, ev)
    return resolve_incident(s, p, cell, cont, ev)


def show_incident(s: DeltaVState, p: int, cell: int, ev: list) -> None:
    """The incident tile turns over for everyone to see."""
    for m in s.memory:
        m.add(cell)
    kind = tile_kind(s, cell)
    e = {"type": "incident", "player": p, "cell": cell, "kind": kind}
    if kind == ALIEN:  # the count that ends the game ("Alien Encounter"), for the log
        e.update(number=s.aliens_revealed + 1, limit=s.params.alien_limit)
    ev.append(e)


def resolve_incident(s: DeltaVState, p: int, cell: int, cont: str, ev: list) -> str | None:
    """Rockets on a revealed incident go to the station; p takes the tile (an Alien Encounter stays
    on the field and acts at once); then the turn goes on by the transition ``cont``."""
    kind = tile_kind(s, cell)
    for q, d in enumerate(s.rockets):
        k = d.get(cell)
        if k:
            take_rocket(s, q, cell, k)
            place_rocket(s, q, s.board.station, k)
    if kind != ALIEN:
        remove_tile(s, cell)
        s.incidents[p].append((kind, s.turn))
        return cont
    flip_up(s, cell)
    s.aliens_revealed += 1
    if s.aliens_revealed >= s.params.alien_limit:
        return LAST_ALIEN
    s.after_alien = cont
    s.phase = "alien_move"
    return None


def alien_move_legal(s: DeltaVState) -> list:
    return [("alien", c) for c in s.board.asteroid_cells if s.cell_tile[c] >= 0 and c != s.alien] + [STAY]


def alien_move_refuse(s: DeltaVState, a) -> str | None:
    cell = named_cell(s, a)
    if a[0] != "alien" or cell is None:
        return None
    if cell == s.board.station:
        return "Alien Encounter: the alien may not move onto the space station."
    if cell == s.alien:
        return "Alien Encounter: the alien is already there; leave it to keep it there."
    return "Alien Encounter: the alien moves onto an asteroid tile."


def alien_move_apply(s: DeltaVState, a, ev: list) -> str | None:
    if a[0] == "alien":
        s.alien = a[1]
        ev.append({"type": "alien", "player": s.current, "cell": a[1]})
    if steal_options(s):
        s.phase = "alien_steal"
        return None
    return s.after_alien


def steal_options(s: DeltaVState) -> list:
    out: list[tuple] = []
    for q in opponents_clockwise(s, s.current):
        kinds = []
        for kind, _ in s.incidents[q]:
            if kind not in kinds:
                kinds.append(kind)
        out.extend(("steal", q, "incident", k) for k in kinds)
        out.extend(("steal", q, "bribe", m) for m in unspent_minerals(s, q))
    return out


def alien_steal_legal(s: DeltaVState) -> list:
    return steal_options(s) + [NOSTEAL]


def alien_steal_refuse(s: DeltaVState, a) -> str | None:
    if a[0] == "steal":
        return "Alien Encounter: you may steal only an incident tile or an unspent bribe counter that an opponent holds."
    return None


def alien_steal_apply(s: DeltaVState, a, ev: list) -> str | None:
    p = s.current
    if a[0] == "steal":
        _, q, what, name = a
        if what == "incident":
            hand = s.incidents[q]
            i = next(i for i, (k, _) in enumerate(hand) if k == name)
            del hand[i]
            s.incidents[p].append((name, s.turn))
        else:
            b = next(b for b in unspent_bribes(s, q) if s.cat.bribe_mineral[b] == name)
            s.bribes_of[q].remove(b)
            s.bribes_of[p].append(b)
        ev.append({"type": "steal", "player": p, "other": q, "what": what, "name": name})
    return s.after_alien


# -- Pirate Attack and Meteor Storm: reactions --------------------------------------------------------


def pirate_legal(s: DeltaVState) -> list:
    return [("pirate",), ("pass",)]


def pirate_apply(s: DeltaVState, a, ev: list) -> str | None:
    q = s.queue.pop(0)
    if a[0] == "pirate":
        discard(s, q, "pirate_attack", ev)
        ev.append({"type": "pirate", "player": q, "other": s.current})
        s.pirated = True
        return AFTER_ACTION
    if not s.queue:
        s.phase = "action"
    return None


def storm_legal(s: DeltaVState) -> list:
    return [("storm",), ("pass",)]


def storm_apply(s: DeltaVState, a, ev: list) -> str | None:
    """Meteor Storm stops the contract attempt and nothing more: like a Pirate Attack's victim,
    the player may still discard own-turn incidents before the turn ends."""
    q = s.queue.pop(0)
    if a[0] == "storm":
        discard(s, q, "meteor_storm", ev)
        ev.append({"type": "storm", "player": q, "other": s.current})
        s.queue = []
        s.resume = s.phase = "stormed"  # an incident used from here comes back here
        if not use_legal(s):  # nothing left to do; hands lie face up, so this tells nobody anything
            return END_TURN
    elif not s.queue:
        s.phase = "contract"
    return None


def stormed_legal(s: DeltaVState) -> list:
    """What is left of a stormed turn: own-turn incidents, then ending the turn."""
    return use_legal(s) + [END]


def stormed_refuse(s: DeltaVState, a) -> str | None:
    if a[0] in ("declare", "skip"):
        return "Meteor Storm: your contract attempt was stopped this turn; discard an incident tile or end your turn."
    return None


def stormed_apply(s: DeltaVState, a, ev: list) -> str | None:
    if a[0] == "end":
        return END_TURN
    return start_use(s, a[1], ev)
