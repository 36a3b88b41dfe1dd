"""Why a choice is illegal now: one sentence naming the rulebook section.

No rule is restated here: each step's ``refuse`` (in :mod:`actions`, :mod:`contracts`,
:mod:`incidents`) asks the same predicates its legal list is built from. This module only picks
the step's refusal, and words the generic answer for a choice that does not belong to the step.
"""

from __future__ import annotations

from deltawidgets.games.deltav.incidents import use_refusal
from deltawidgets.games.deltav.rules import PHASES, REACTIONS, decider, prompt
from deltawidgets.games.deltav.state import DeltaVState
from deltawidgets.core.refusal import game_over, not_a_choice

# The rulebook section that governs each step, so that even a generic refusal names its rule.
SECTION = {
    "pirate": "Pirate Attack",
    "action": "1) Take an Action",
    "move_pick": "Action: Move Rockets",
    "move_to": "Action: Move Rockets",
    "prospect_reveal": "Action: Prospect",
    "survey_pick": "Action: Satellite Survey",
    "scan_pick": "Mineral Scan",
    "scan_reveal": "Mineral Scan",
    "sabotage_pick": "Sabotage",
    "sabotage_follow": "Sabotage",
    "alien_move": "Alien Encounter",
    "alien_steal": "Alien Encounter",
    "storm": "Meteor Storm",
    "stormed": "Meteor Storm",
    "contract": "Declare the Contract",
    "reveal": "Reveal the Asteroid Tiles",
    "replace": "Bribe: Mineral Replacement",
    "bid": "Bribe: Bidding Up",
    "bid_replace": "Bribe: Bidding Up",
}


def explain(s: DeltaVState, a) -> str | None:
    if s.over:
        return game_over("Game End")
    legal, _, refuse = PHASES[s.phase]
    if a in legal(s):
        return None
    why = _use_refusal(s, a) if a[0] == "use" else refuse(s, a)
    if why:
        return why
    if s.phase in REACTIONS and a[0] in ("pirate", "storm", "bid"):
        return f"Incident Tile Explanations: that reaction is not open now; the step is: {prompt(s, 'the player')}."
    return not_a_choice(decider(s), prompt(s), SECTION[s.phase])


def _use_refusal(s: DeltaVState, a) -> str | None:
    """Discarding an own-turn incident is asked the same way at every step (it names the steps)."""
    if len(a) != 2:
        return None
    if decider(s) != s.current:
        return "Incident Tile Explanations: own-turn incidents are discarded on your own turn, at the start of your action or of your contract attempt."
    return use_refusal(s, a[1])
