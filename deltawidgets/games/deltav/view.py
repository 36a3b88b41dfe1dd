"""What each viewer sees, action labels and board targets, and the narrated log.

A player's view holds the public position plus the faces of tiles that player has seen
(peeked or watched being revealed) while they stay on the field; nothing else that is face down.
The spectator's view holds the faces the whole table watched being revealed (``shown``).
Words follow one style, see :mod:`words`.
"""

from __future__ import annotations

from deltawidgets.core.refusal import seat
from deltawidgets.games.deltav.components import INCIDENT_NAMES
from deltawidgets.games.deltav.endings import END_REASONS
from deltawidgets.games.deltav.rules import STEPS
from deltawidgets.games.deltav.scoring import score, spent_count, winners
from deltawidgets.games.deltav.state import DeltaVState, bribe_of, is_facedown, looked_at, usable_incidents
from deltawidgets.games.deltav.words import mineral_name


def place(s: DeltaVState, cell: int) -> str:
    """Human name of a space: columns A.., rows 1.. from the top; the centre is the station."""
    return s.board.names[cell]


def face(s: DeltaVState, tid: int) -> dict:
    kind = s.cat.kind[tid]
    if kind == "mineral":
        return {"kind": "mineral", "mineral": s.cat.mineral[tid], "value": s.cat.value[tid]}
    return {"kind": kind, "name": INCIDENT_NAMES[kind]}


def observation(s: DeltaVState, viewer) -> dict:
    everything = viewer == "all"
    # a seat's memory holds what the whole table saw too; the spectator has only that
    memory = s.memory[viewer] if isinstance(viewer, int) else s.shown
    attempt = set(s.revealed) | ({s.selected} if s.phase in ("replace", "bid_replace") else set())
    cells = []
    n = s.board.n
    rockets = [[0] * s.players for _ in range(n * n)]
    for p, fleet in enumerate(s.rockets):
        for cell, count in fleet.items():
            rockets[cell][p] = count
    for cell, space in enumerate(s.board.spaces):
        tid = s.cell_tile[cell]
        entry = space.copy()
        if cell == s.board.station:
            entry["tile"] = "station"
        elif tid < 0:
            entry["tile"] = "none"
        elif cell in s.faceup:
            entry["tile"], entry["face"] = "up", face(s, tid)
        else:
            entry["tile"] = "down"
            if everything or cell in memory:
                entry["face"] = face(s, tid)
                entry["seen"] = not everything
        entry["rockets"] = rockets[cell]
        entry["alien"] = cell == s.alien
        entry["attempt"] = cell in attempt
        cells.append(entry)
    d = STEPS.decision(s)
    out = {
        "game": "deltav",
        "viewer": viewer,
        "n": n,
        "station": s.board.station,
        "seats": [seat(p) for p in range(s.players)],
        "cells": cells,
        "contracts": [{"id": f"k{k}", "index": k, "needs": list(req), "owner": s.contract_owner[k]} for k, req in enumerate(s.cat.contracts)],
        "players": [player_view(s, p) for p in range(s.players)],
        "turn": s.turn,
        "current": s.current,
        "phase": s.phase,
        "decision": d.to_json() if d else None,
        "attempt": attempt_view(s),
        "alien": s.alien,
        "pirated": s.pirated,
        "aliens_revealed": s.aliens_revealed,
        "alien_limit": s.params.alien_limit,
        "over": s.over,
        "end_reason": END_REASONS.get(s.end_reason, ""),
        "end_code": s.end_reason,
        "scores": [score(s, p) for p in range(s.players)],
        "winners": winners(s) if s.over else [],
    }
    if s.phase in ("survey_pick", "scan_pick", "move_pick", "move_to"):
        # the spaces picked so far are public (ruling: the table sees which tiles are lifted,
        # and where each rocket flew)
        out["picks"] = list(s.picks)
    if s.phase in ("move_pick", "move_to"):
        # the rockets that have moved in this action, by where they stand (each moves once)
        out["moved"] = sorted(c for c, k in s.moved.items() for _ in range(k))
    return out


def player_view(s: DeltaVState, p: int) -> dict:
    return {
        "seat": p,
        "name": seat(p),
        "shipyard": s.shipyard[p],
        "in_play": sum(s.rockets[p].values()),
        "bribes": [{"id": f"b{b}", "mineral": s.cat.bribe_mineral[b], "spent": s.bribe_spent[b]} for b in s.bribes_of[p]],
        "incidents": [{"id": f"i{p}-{j}", "kind": k, "name": INCIDENT_NAMES[k], "fresh": got == s.turn} for j, (k, got) in enumerate(s.incidents[p])],
        "usable": usable_incidents(s, p, tuple(INCIDENT_NAMES)),
        "tiles": [{"mineral": s.cat.mineral[t], "value": s.cat.value[t], "counted_as": m} for t, m in s.collected[p]],
        "contracts": [k for k, o in enumerate(s.contract_owner) if o == p],
        "spent": spent_count(s, p),
        "score": score(s, p),
        # the face-down tiles this seat has looked under that the table has not seen: which
        # spaces is public (the log names them), the faces are not
        "looked_at": looked_at(s, s.memory[p]),
    }


def attempt_view(s: DeltaVState) -> dict | None:
    if s.contract < 0:
        return None
    out = {"contract": s.contract, "player": s.current, "matched": list(s.effective), "cells": list(s.revealed)}
    if s.bid is not None:
        out["bid"] = {"player": s.bid.bidder, "mineral": s.bid.mineral}
    return out


# -- labels and targets -------------------------------------------------------------------------------

#: what a choice says, by step where the same word means different things
PHASE_LABELS = {
    ("move_pick", "done"): "Finish moving",
    ("scan_pick", "done"): "Stop scanning",
    ("alien_move", "stay"): "Leave the alien where it is",
    ("sabotage_follow", "stay"): "Leave your rockets where they are",
}
SIMPLE_LABELS = {
    "move": "Move rockets",
    "buy": "Buy a rocket",
    "keep": "Keep it hidden",
    "nosteal": "Steal nothing",
    "pirate": "Play Pirate Attack",
    "pass": "Pass",
    "storm": "Play Meteor Storm",
    "accept": "Accept failure",
    "skip": "Skip the contract attempt",
    "end": "End your turn",
}


def label(s: DeltaVState, act) -> str:
    v = act[0]
    if (s.phase, v) in PHASE_LABELS:
        return PHASE_LABELS[s.phase, v]
    if v in SIMPLE_LABELS:
        return SIMPLE_LABELS[v]
    if v == "prospect":
        looks = any(is_facedown(s, c) for c in s.rockets[s.current])
        return "Prospect" if looks else "Prospect (no rocket of yours is on a face-down tile: looks at nothing)"
    if v == "survey":
        return f"Satellite survey (spend your {mineral_name(act[1])} bribe)"
    if v == "use":
        return f"Discard {INCIDENT_NAMES[act[1]]}"
    if v == "rocket":
        return f"Move a rocket from {place(s, act[1])}"
    if v == "to":
        return f"Move it to {place(s, act[1])}"
    if v == "reveal":
        return f"Reveal the tile at {place(s, act[1])}"
    if v == "look":
        return f"Look at the tile at {place(s, act[1])}"
    if v == "hit":
        return f"Send {seat(act[2])}'s rocket at {place(s, act[1])} back to their shipyard"
    if v == "follow":
        return f"Move your rocket from {place(s, act[1])} there"
    if v == "alien":
        return f"Move the alien to {place(s, act[1])}"
    if v == "steal":
        what = INCIDENT_NAMES[act[3]] if act[2] == "incident" else f"{mineral_name(act[3])} bribe"
        return f"Steal {seat(act[1])}'s {what}"
    if v == "declare":
        return f"Declare contract #{act[1] + 1} ({needs(s, act[1])})"
    if v == "bribe":
        return f"Spend your {mineral_name(act[1])} bribe"
    if v == "bid":
        return f"Bid up with your {mineral_name(act[1])} bribe"
    return " ".join(str(x) for x in act)


def needs(s: DeltaVState, k: int) -> str:
    """What contract ``k`` needs, in words: "Alphatite, Betamite, Betamite"."""
    return ", ".join(mineral_name(m) for m in s.cat.contracts[k])


def targets(s: DeltaVState, a) -> list[str]:
    """Element ids: ``c<cell>``, ``k<contract>``, ``b<counter>`` (the counter the choice would spend),
    ``i<seat>-<index in hand>``, ``p<seat>``."""
    v = a[0]
    if v in ("rocket", "to", "reveal", "look", "hit", "follow", "alien"):
        return [f"c{a[1]}"]
    if v == "declare":
        return [f"k{a[1]}"]
    if v in ("survey", "bribe"):
        return [f"b{bribe_of(s, s.current, a[1])}"]
    if v == "bid":
        return [f"b{bribe_of(s, s.queue[0], a[1])}"] if s.queue else []
    if v == "use":
        hand = s.incidents[s.current]
        return [f"i{s.current}-{j}" for j, (k, got) in enumerate(hand) if k == a[1] and got != s.turn][:1]
    if v == "steal":
        return [f"p{a[1]}"]
    return []


# -- the log -------------------------------------------------------------------------------------------


def annotate(s: DeltaVState, events: list[dict]) -> list[dict]:
    """Add the human names of the spaces and contracts an event mentions (done when it is made)."""
    for e in events:
        for key in ("cell", "from", "to"):
            if key in e:
                e[f"{key}_name"] = place(s, e[key])
        if "cells" in e:
            e["cells_names"] = [place(s, c) for c in e["cells"]]
        if e["type"] == "declare":
            e["needs"] = needs(s, e["contract"])
    return events
