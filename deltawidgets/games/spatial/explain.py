"""Why a choice is illegal now: one sentence naming the rulebook section (by its heading).

No rule is restated here: each step's ``refuse`` (in :mod:`draft`, :mod:`turns`, :mod:`explore`,
beside its legal list) asks the same tests its legal list is built from. This module only picks
the step's refusal, names the step a choice belongs to when it is made at another one, and
falls back on the generic answer (``core/refusal.py``).
"""

from __future__ import annotations

from deltawidgets.core.refusal import game_over, not_a_choice
from deltawidgets.games.spatial import draft, explore, turns
from deltawidgets.games.spatial.rules import PHASES, decider, legal_actions, prompt
from deltawidgets.games.spatial.state import SpatialDeliveryState

TURN_VERBS = ("from", "step", "deliver", "end")
# phase -> ((verbs, the step they belong to), ...): a choice of another step, asked now
ELSEWHERE = {
    "turn": ((("take", "challenge"), f"{draft.SECTION}: cards are taken only during the card draft."),),
    "branch": (
        (("take", "challenge"), f"{draft.SECTION}: cards are taken only during the card draft."),
        (TURN_VERBS, f"{explore.SECTION}: finish the branch you started: lay segments, then build its station."),
    ),
    "pay": (
        (("take", "challenge"), f"{draft.SECTION}: cards are taken only during the card draft."),
        (TURN_VERBS + ("seg", "station"), f"{turns.SECTION}: first pay the cost of the choice you made, card by card."),
    ),
}


def explain(s: SpatialDeliveryState, a) -> str | None:
    if s.over:
        return game_over("Ending the Game", "no more choices can be made")
    if a in legal_actions(s):
        return None
    why = PHASES[s.phase][2](s, a) or _elsewhere(s.phase, a[0])
    if why:
        return why
    _, text = prompt(s)
    return not_a_choice(decider(s), text)


def _elsewhere(phase: str, verb) -> str | None:
    return next((why for verbs, why in ELSEWHERE.get(phase, ()) if verb in verbs), None)
