"""Why a choice is illegal now: one sentence naming the rulebook section.

No rule is restated here: each step's ``refuse`` (in :mod:`turns`, :mod:`actions`,
:mod:`resolution`, :mod:`choices`) asks the predicates its legal list is built from.
"""

from __future__ import annotations

from deltawidgets.games.delta.choices import SECTION as OWED_SECTION
from deltawidgets.games.delta.rules import PROMPTS, decider, legal_actions, step_of, table
from deltawidgets.games.delta.state import DeltaState
from deltawidgets.core.refusal import game_over, not_a_choice

SECTION = {
    "order": "Phase 1: Preparation",
    "play": "Phase 2: Actions",
    "section": "Phase 2: Actions (A)",
    "bonus": "Phase 2: Actions (C)",
    "act": "Phase 2: Actions (E)",
    "take": "Phase 3: Resolution",
    "pile": "Phase 4: Upkeep (D)",
    **OWED_SECTION,
}


def explain(s: DeltaState, a) -> str | None:
    if s.over:
        return game_over("End Game Scoring")
    a = tuple(a)
    if a in legal_actions(s):
        return None
    why = table(s)[2](s, a) if a else ""
    if why:
        return why
    step = step_of(s)
    return not_a_choice(decider(s), PROMPTS[step][1], SECTION[step])
