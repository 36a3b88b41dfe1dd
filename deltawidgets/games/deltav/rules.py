"""Who decides, what is legal, and what an action does: one table of turn steps ("phases").

Each rule module (:mod:`actions`, :mod:`contracts`, :mod:`incidents`) contributes the steps of
its rulebook section as ``phase -> (legal, apply, refuse)``; ``refuse`` gives the reason a choice
is not legal, from the predicates ``legal`` is built from (:mod:`explain` asks it). Imports run
one way: state <- flow <- rockets <- incidents <- actions, contracts <- rules.
"""

from __future__ import annotations

from deltawidgets.core.game import Decision
from deltawidgets.games.deltav import actions, contracts, incidents
from deltawidgets.games.deltav.components import INCIDENT_NAMES
from deltawidgets.games.deltav.state import DeltaVState
from deltawidgets.games.deltav.words import a, listing, mineral_name

PHASES = {**actions.PHASES, **contracts.PHASES, **incidents.PHASES}

# phase -> (decision kind, prompt); {c} is the player whose turn it is. Where what may be chosen
# varies, the prompt is built from the legal choices (see ``prompt``), so it never offers a
# choice that is not there; the text here is its general form.
PROMPTS = {
    "pirate": ("reaction", "Discard Pirate Attack to stop {c}'s action?"),
    "action": ("action", "Take one action: move rockets, prospect, make a satellite survey or buy a rocket"),
    "move_pick": ("move", "Pick a rocket to move, or finish moving"),
    "move_to": ("move", "Pick where the rocket goes"),
    "prospect_reveal": ("prospect", "If you found an incident tile under your rockets, you may reveal one; or keep it hidden"),
    "survey_pick": ("survey", "Pick a tile to survey (three in one row or column)"),
    "scan_pick": ("scan", "Pick a tile to scan, or stop scanning"),
    "scan_reveal": ("scan", "If you found an incident tile under your rockets, you may reveal one; or keep it hidden"),
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


def decider(s: DeltaVState) -> int:
    return s.queue[0] if s.phase in REACTIONS else s.current


def decision(s: DeltaVState) -> Decision | None:
    if s.over:
        return None
    return Decision(decider(s), PROMPTS[s.phase][0], prompt(s), s.phase in REACTIONS)


def prompt(s: DeltaVState, c: str = "") -> str:
    """What the decider is asked now, naming only choices that are legal. ``c``: how to call the
    player whose turn it is (their seat by default)."""
    build = BUILT.get(s.phase)
    text = build(s, {a[0] for a in legal_actions(s)}) if build else PROMPTS[s.phase][1]
    return text.format(c=c or f"Player {s.current + 1}")


def _discards(s: DeltaVState) -> str:
    """ "discard Sabotage or Mineral Scan", or "" when no own-turn incident may be discarded now."""
    kinds = [INCIDENT_NAMES[x[1]] for x in incidents.use_legal(s)]
    return f"discard {listing(kinds, 'or')}" if kinds else ""


ACTION_WORDS = (("move", "move rockets"), ("prospect", "prospect"), ("survey", "make a satellite survey"), ("buy", "buy a rocket"))


def _action(s: DeltaVState, verbs) -> str:
    first = _discards(s)
    options = listing([w for v, w in ACTION_WORDS if v in verbs], "or")
    return f"Take one action: {options}" + (f"; or first {first}" if first else "")


def _move_pick(s: DeltaVState, verbs) -> str:
    return "Pick a rocket to move, or finish moving" if "done" in verbs else "Pick a rocket to move"


def _stormed(s: DeltaVState, verbs) -> str:
    first = _discards(s)
    return f"Meteor Storm stopped your contract attempt: {first + ' or end' if first else 'end'} your turn"


def _steal(s: DeltaVState, verbs) -> str:
    kinds = {x[2] for x in incidents.steal_options(s)}
    what = listing([w for k, w in (("incident", "an incident tile"), ("bribe", "an unspent bribe")) if k in kinds], "or")
    return f"Steal {what} from an opponent, or nothing"


def _contract(s: DeltaVState, verbs) -> str:
    first = _discards(s)
    return "Declare the contract you will try to fulfil" + (", or skip the attempt" if "skip" in verbs else "") + (f"; or first {first}" if first else "")


def _reveal(s: DeltaVState, verbs) -> str:
    if s.bid is None:
        return PROMPTS["reveal"][1]
    return f"Reveal {a(mineral_name(s.bid.mineral))} tile to answer the bid"


BUILT = {"action": _action, "move_pick": _move_pick, "stormed": _stormed, "alien_steal": _steal, "contract": _contract, "reveal": _reveal}


def legal_actions(s: DeltaVState) -> list:
    if s.over:
        return []
    return PHASES[s.phase][0](s)


def apply(s: DeltaVState, action) -> list[dict]:
    ev: list[dict] = []
    PHASES[s.phase][1](s, action, ev)
    return ev
