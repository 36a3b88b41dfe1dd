"""What each viewer sees, action labels and board targets, and the narrated log.

A player's view holds the public position plus the faces of tiles that player has seen
(peeked or watched being revealed) while they stay on the field; nothing else that is face down.
"""
from __future__ import annotations

from deltawidgets.games.deltav.components import INCIDENT_NAMES
from deltawidgets.games.deltav.flow import END_REASONS
from deltawidgets.games.deltav.rules import decision
from deltawidgets.games.deltav.scoring import score, spent_count, winners
from deltawidgets.games.deltav.state import DVState, bribe_of, usable_incidents



def place(s: DVState, cell: int) -> str:
    """Human name of a space: columns A.., rows 1.. from the top; the centre is the station."""
    return s.board.names[cell]


def seat(p: int) -> str:
    return f"Player {p + 1}"


def face(s: DVState, tid: int) -> dict:
    kind = s.cat.kind[tid]
    if kind == "mineral":
        return {"kind": "mineral", "mineral": s.cat.mineral[tid], "value": s.cat.value[tid]}
    return {"kind": kind, "name": INCIDENT_NAMES[kind]}


def observation(s: DVState, viewer) -> dict:
    everything = viewer == "all"
    memory = s.memory[viewer] if isinstance(viewer, int) else set()  # PUBLIC: no peeks
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
    d = decision(s)
    return {
        "game": "deltav",
        "viewer": viewer,
        "n": n,
        "station": s.board.station,
        "seats": [seat(p) for p in range(s.players)],
        "cells": cells,
        "contracts": [
            {"id": f"k{k}", "index": k, "needs": list(req), "owner": s.contract_owner[k]}
            for k, req in enumerate(s.cat.contracts)
        ],
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


def player_view(s: DVState, p: int) -> dict:
    return {
        "seat": p,
        "name": seat(p),
        "shipyard": s.shipyard[p],
        "in_play": sum(s.rockets[p].values()),
        "bribes": [
            {"id": f"b{b}", "mineral": s.cat.bribe_mineral[b], "spent": s.bribe_spent[b]}
            for b in s.bribes_of[p]
        ],
        "incidents": [
            {"id": f"i{p}-{j}", "kind": k, "name": INCIDENT_NAMES[k], "fresh": got == s.turn}
            for j, (k, got) in enumerate(s.incidents[p])
        ],
        "usable": usable_incidents(s, p, tuple(INCIDENT_NAMES)),
        "tiles": [
            {"mineral": s.cat.mineral[t], "value": s.cat.value[t], "counted_as": m} for t, m in s.collected[p]
        ],
        "contracts": [k for k, o in enumerate(s.contract_owner) if o == p],
        "spent": spent_count(s, p),
        "score": score(s, p),
    }


def attempt_view(s: DVState) -> dict | None:
    if s.contract < 0:
        return None
    out = {"contract": s.contract, "player": s.current, "matched": list(s.effective), "cells": list(s.revealed)}
    if s.bid is not None:
        out["bid"] = {"player": s.bid.bidder, "mineral": s.bid.mineral}
    return out


# -- labels and targets -------------------------------------------------------------------------------

def label(s: DVState, a) -> str:
    v = a[0]
    simple = {
        "move": "Move rockets", "prospect": "Prospect", "buy": "Buy a rocket", "done": "Finish",
        "keep": "Keep it hidden", "stay": "Stay", "nosteal": "Steal nothing", "pirate": "Play Pirate Attack",
        "pass": "Pass", "storm": "Play Meteor Storm", "accept": "Accept failure", "skip": "Skip the contract attempt",
        "end": "End your turn",
    }
    if v in simple:
        return simple[v]
    if v == "survey":
        return f"Satellite survey (spend {a[1].title()} bribe)"
    if v == "use":
        return f"Discard {INCIDENT_NAMES[a[1]]}"
    if v == "rocket":
        return f"Move a rocket from {place(s, a[1])}"
    if v == "to":
        return f"to {place(s, a[1])}"
    if v in ("reveal", "look"):
        return f"{v.title()} {place(s, a[1])}"
    if v == "hit":
        return f"Send {seat(a[2])}'s rocket at {place(s, a[1])} home"
    if v == "follow":
        return f"Move your rocket from {place(s, a[1])} there"
    if v == "alien":
        return f"Move the alien to {place(s, a[1])}"
    if v == "steal":
        what = INCIDENT_NAMES[a[3]] if a[2] == "incident" else f"{a[3].title()} bribe"
        return f"Steal {seat(a[1])}'s {what}"
    if v == "declare":
        need = ", ".join(m.title() for m in s.cat.contracts[a[1]])
        return f"Declare contract {a[1] + 1} ({need})"
    if v == "bribe":
        return f"Spend {a[1].title()} bribe"
    if v == "bid":
        return f"Bid up with {a[1].title()}"
    return " ".join(str(x) for x in a)


def targets(s: DVState, a) -> list[str]:
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

def narrate(e: dict, viewer) -> str | None:
    t, who = e["type"], seat(e.get("player", 0))
    other = seat(e["other"]) if "other" in e else ""
    cell = e.get("cell_name", "")
    texts = {
        "turn": f"Turn {e.get('turn')}: {who} to play.",
        "look": f"{who} looked at {e.get('count')} tile(s) ({e.get('how')}).",
        "survey": f"{who} spent a {str(e.get('mineral')).title()} bribe on a satellite survey.",
        "buy": f"{who} bought a rocket.",
        "move": f"{who} moved a rocket from {e.get('from_name')} to {e.get('to_name')}.",
        "collision": f"{who}'s rocket collided with {other}'s at {cell}: both went back to their shipyards.",
        "discard": f"{who} discarded {INCIDENT_NAMES.get(e.get('kind'), '')}.",
        "acquire": f"{who} placed a rocket from the shipyard on the station.",
        "sabotage": f"{who} sabotaged {other}'s rocket at {cell}.",
        "incident": f"{who} revealed {INCIDENT_NAMES.get(e.get('kind'), '')} at {cell}.",
        "alien": f"{who} moved the alien to {cell}.",
        "steal": f"{who} stole {other}'s {e.get('name', '').replace('_', ' ')} {'bribe' if e.get('what') == 'bribe' else ''}".rstrip() + ".",
        "pirate": f"{who} played Pirate Attack: {other} takes no action this turn.",
        "storm": f"{who} played Meteor Storm: {other} cannot try a contract this turn.",
        "skip": f"{who} did not try a contract.",
        "declare": f"{who} declared contract {e.get('contract', 0) + 1}.",
        "reveal": f"{who} revealed {str(e.get('mineral')).title()} ({e.get('value')}) at {cell}.",
        "replace": f"{who} spent a {str(e.get('mineral')).title()} bribe to replace the mineral at {cell}.",
        "bid": f"{who} bid up contract {e.get('contract', 0) + 1} with {str(e.get('mineral')).title()}.",
        "fail": f"{who} failed contract {e.get('contract', 0) + 1}; the revealed tiles flip back.",
        "fulfil": f"{who} fulfilled contract {e.get('contract', 0) + 1}.",
        "end": f"Game over: {END_REASONS.get(e.get('reason'), '')}.",
    }
    return texts.get(t)


def annotate(s: DVState, events: list[dict]) -> list[dict]:
    """Add human names of the spaces an event mentions (done when the event is made)."""
    for e in events:
        for key in ("cell", "from", "to"):
            if key in e:
                e[f"{key}_name"] = place(s, e[key])
    return events
