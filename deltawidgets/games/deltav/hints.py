"""Hover hints: why a board element cannot be played now, for the player who must decide.

Every sentence comes from :func:`deltawidgets.games.deltav.explain.explain` (so it names the
rule) by asking it about the action a click on that element would mean in the current step,
or, where no such action exists, says whose element it is. Only the deciding player (or the
``"all"`` viewer) gets hints: they may reflect that player's own knowledge.

>>> from deltawidgets.core.match import Match
>>> from deltawidgets.games.deltav import DeltaV
>>> m = Match(DeltaV(), {"first_player": 0}, seed=1)
>>> element_hints(m.state, 1)
{}
>>> element_hints(m.state, 0)["k0"]
'That is not a choice at this step. Player 1 must now: Take one action: move rockets, prospect, make a satellite survey or buy a rocket (see "1) Take an Action").'
"""
from __future__ import annotations

from deltawidgets.games.deltav.components import INCIDENT_NAMES
from deltawidgets.games.deltav.explain import explain
from deltawidgets.games.deltav.rules import decider, legal_actions
from deltawidgets.games.deltav.state import DVState
from deltawidgets.games.deltav.view import seat, targets

# what a click on a space means in each step of a turn
CELL_PROBES = {
    "move_pick": lambda c: ("rocket", c),
    "move_to": lambda c: ("to", c),
    "survey_pick": lambda c: ("look", c),
    "scan_pick": lambda c: ("look", c),
    "prospect_reveal": lambda c: ("reveal", c),
    "scan_reveal": lambda c: ("reveal", c),
    "reveal": lambda c: ("reveal", c),
    "alien_move": lambda c: ("alien", c),
    "sabotage_pick": lambda c: ("hit", c, -1),
    "sabotage_follow": lambda c: ("follow", c),
}
# what a click on one of the decider's own bribe counters means in each step
BRIBE_PROBES = {"action": "survey", "replace": "bribe", "bid_replace": "bribe", "bid": "bid"}
REACTION_KINDS = {
    "pirate_attack": "Incident Tile Explanations: Pirate Attack is discarded in an opponent's turn, before their action, when the choice is offered.",
    "meteor_storm": "Incident Tile Explanations: Meteor Storm is discarded in an opponent's turn, before their contract attempt, when the choice is offered.",
}


def element_hints(s: DVState, viewer) -> dict[str, str]:
    """Element id -> one sentence, for every element that is not a legal target now."""
    if s.over:
        return {}
    p = decider(s)
    if viewer != "all" and viewer != p:
        return {}
    live = {t for a in legal_actions(s) for t in targets(s, a)}
    hints = {**cell_hints(s), **contract_hints(s), **bribe_hints(s, p), **incident_hints(s, p), **player_hints(s, p)}
    return {k: v for k, v in hints.items() if k not in live and v}


def cell_hints(s: DVState) -> dict[str, str]:
    probe = CELL_PROBES.get(s.phase, lambda c: ("reveal", c))
    return {f"c{c}": explain(s, probe(c)) for c in range(len(s.cell_tile))}


def contract_hints(s: DVState) -> dict[str, str]:
    return {f"k{k}": explain(s, ("declare", k)) for k in range(len(s.contract_owner))}


def bribe_hints(s: DVState, p: int) -> dict[str, str]:
    out = {}
    for owner, ids in enumerate(s.bribes_of):
        for b in ids:
            out[f"b{b}"] = bribe_hint(s, p, owner, b)
    return out


def bribe_hint(s: DVState, p: int, owner: int, b: int) -> str | None:
    if owner != p:
        return f"Bribe Counters: only {seat(p)}'s own bribe counters can be spent now."
    if s.bribe_spent[b]:
        return "Bribe Counters: each counter is spent once per game, and this one is spent."
    return explain(s, (BRIBE_PROBES.get(s.phase, "bribe"), s.cat.bribe_mineral[b]))


def incident_hints(s: DVState, p: int) -> dict[str, str]:
    out = {}
    for owner, hand in enumerate(s.incidents):
        for j, (kind, _) in enumerate(hand):
            key = f"i{owner}-{j}"
            if owner != p:
                out[key] = f"Incident Tile Explanations: {seat(owner)}'s {INCIDENT_NAMES[kind]} can only be discarded by its owner."
            elif kind in REACTION_KINDS:
                out[key] = REACTION_KINDS[kind]
            else:
                out[key] = explain(s, ("use", kind))
    return out


def player_hints(s: DVState, p: int) -> dict[str, str]:
    if s.phase != "alien_steal":
        return {}
    out = {f"p{q}": explain(s, ("steal", q, "bribe", "")) for q in range(s.players) if q != p}
    out[f"p{p}"] = "Alien Encounter: you steal from an opponent, not from yourself."
    return out
