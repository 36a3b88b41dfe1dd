"""Hover hints of Delta V: what a click on each board element would mean now.

The shared skeleton (:mod:`deltawidgets.core.hints`) asks the game's ``explain`` (its step table's) about each
action named here (so the sentence names the rule) and keeps the sentences of this module's
own where no action fits: whose bribe counter or incident tile it is.

>>> from deltawidgets.core.match import Match
>>> from deltawidgets.games.deltav import DeltaV
>>> m = Match(DeltaV(), {"first_player": 0}, seed=1)
>>> m.game.element_hints(m.state, 1)
{}
>>> m.game.element_hints(m.state, 0)["k0"]  # doctest: +NORMALIZE_WHITESPACE
'That is not a choice at this step. Player 1 must now:
Take one action: move rockets, prospect, make a satellite survey or buy a rocket (see "1) Take an Action").'
"""

from __future__ import annotations

from deltawidgets.core.refusal import seat
from deltawidgets.games.deltav.components import INCIDENT_NAMES
from deltawidgets.games.deltav.state import DeltaVState

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


def probes(s: DeltaVState, p: int) -> dict[str, tuple | str]:
    """Element id -> the action a click on it means now, or a sentence; ``p`` decides."""
    return {**cell_probes(s), **contract_probes(s), **bribe_probes(s, p), **incident_probes(s, p), **player_probes(s, p)}


def cell_probes(s: DeltaVState) -> dict[str, tuple]:
    probe = CELL_PROBES.get(s.phase, lambda c: ("reveal", c))
    return {f"c{c}": probe(c) for c in range(len(s.cell_tile))}


def contract_probes(s: DeltaVState) -> dict[str, tuple]:
    return {f"k{k}": ("declare", k) for k in range(len(s.contract_owner))}


def bribe_probes(s: DeltaVState, p: int) -> dict[str, tuple | str]:
    out = {}
    for owner, ids in enumerate(s.bribes_of):
        for b in ids:
            out[f"b{b}"] = bribe_probe(s, p, owner, b)
    return out


def bribe_probe(s: DeltaVState, p: int, owner: int, b: int) -> tuple | str:
    if owner != p:
        return f"Bribe Counters: only {seat(p)}'s own bribe counters can be spent now."
    if s.bribe_spent[b]:
        return "Bribe Counters: each counter is spent once per game, and this one is spent."
    return BRIBE_PROBES.get(s.phase, "bribe"), s.cat.bribe_mineral[b]


def incident_probes(s: DeltaVState, p: int) -> dict[str, tuple | str]:
    out: dict[str, tuple | str] = {}
    for owner, hand in enumerate(s.incidents):
        for j, (kind, _) in enumerate(hand):
            key = f"i{owner}-{j}"
            if owner != p:
                out[key] = f"Incident Tile Explanations: {seat(owner)}'s {INCIDENT_NAMES[kind]} can only be discarded by its owner."
            elif kind in REACTION_KINDS:
                out[key] = REACTION_KINDS[kind]
            else:
                out[key] = ("use", kind)
    return out


def player_probes(s: DeltaVState, p: int) -> dict[str, tuple | str]:
    if s.phase != "alien_steal":
        return {}
    out: dict[str, tuple | str] = {f"p{q}": ("steal", q, "bribe", "") for q in range(s.players) if q != p}
    out[f"p{p}"] = "Alien Encounter: you steal from an opponent, not from yourself."
    return out
