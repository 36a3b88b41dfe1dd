"""Who decides, what is legal, and what an action does: one table of turn steps ("phases").

Each rule module (:mod:`actions`, :mod:`contracts`, :mod:`incidents`) contributes the steps of
its rulebook section as ``phase -> (legal, apply, refuse)``; ``refuse`` gives the reason a choice
is not legal, from the predicates ``legal`` is built from (:mod:`explain` asks it). Imports run
one way: state <- flow <- rockets <- incidents <- actions, contracts <- rules.
"""
from __future__ import annotations

from deltawidgets.core.game import Decision
from deltawidgets.games.deltav import actions, contracts, incidents
from deltawidgets.games.deltav.state import DVState

PHASES = {**actions.PHASES, **contracts.PHASES, **incidents.PHASES}

# phase -> (decision kind, prompt); {p} is the deciding player, {c} the player whose turn it is
PROMPTS = {
    "pirate": ("reaction", "Discard Pirate Attack to stop {c}'s action?"),
    "action": ("action", "Take one action: move rockets, prospect, survey or buy a rocket"),
    "move_pick": ("move", "Pick a rocket to move, or finish moving"),
    "move_to": ("move", "Pick where the rocket goes"),
    "prospect_reveal": ("prospect", "Reveal one incident tile under your rockets, or keep it hidden"),
    "survey_pick": ("survey", "Pick a tile to survey (three in one row or column)"),
    "scan_pick": ("scan", "Pick a tile to scan, or stop scanning"),
    "scan_reveal": ("scan", "Reveal one incident tile under your rockets, or keep it hidden"),
    "sabotage_pick": ("sabotage", "Pick an opponent's rocket to send back to its shipyard"),
    "sabotage_follow": ("sabotage", "Move one of your rockets to that tile, or stay"),
    "alien_move": ("alien", "Move the alien to an asteroid tile, or leave it"),
    "alien_steal": ("alien", "Steal an incident tile or an unspent bribe from an opponent, or nothing"),
    "storm": ("reaction", "Discard Meteor Storm to stop {c}'s contract attempt?"),
    "stormed": ("contract", "Meteor Storm stopped your contract attempt: discard an incident tile or end your turn"),
    "contract": ("contract", "Declare the contract you will try to fulfil"),
    "reveal": ("contract", "Reveal a tile"),
    "replace": ("contract", "The tile does not match: spend a bribe to replace its mineral, or accept failure"),
    "bid": ("reaction", "Bid up {c}'s contract with a bribe counter?"),
    "bid_replace": ("contract", "The tile does not match the bid: spend your own bribe of that mineral, or fail"),
}
REACTIONS = ("pirate", "storm", "bid")


def decider(s: DVState) -> int:
    return s.queue[0] if s.phase in REACTIONS else s.current


def decision(s: DVState) -> Decision | None:
    if s.over:
        return None
    kind, prompt = PROMPTS[s.phase]
    if s.phase == "reveal" and s.bid is not None:
        prompt = f"Reveal a {s.bid.mineral} tile to answer the bid"
    names = {"c": f"Player {s.current + 1}"}
    return Decision(decider(s), kind, prompt.format(**names), s.phase in REACTIONS)


def legal_actions(s: DVState) -> list:
    if s.over:
        return []
    return PHASES[s.phase][0](s)


def apply(s: DVState, action) -> list[dict]:
    ev: list[dict] = []
    PHASES[s.phase][1](s, action, ev)
    return ev
