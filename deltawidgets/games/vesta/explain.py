"""Why a choice is illegal now: one sentence naming the rulebook section (or the ruling).

No rule is restated here: each step's ``refuse`` (in :mod:`actions`, :mod:`trading`, beside its
legal list) asks the same tests its legal list is built from. This module only picks the step's
refusal, and words the generic answer for a choice that does not belong to the step.
"""

from __future__ import annotations

from deltawidgets.core.refusal import game_over, not_a_choice
from deltawidgets.games.vesta.rules import PHASES, PROMPTS, decider, prompt_words
from deltawidgets.games.vesta.state import VestaGoldRushState

# The rulebook section that governs each step, so that even a generic refusal names its rule.
SECTION = {
    "act": "3.1 Actions",
    "scan2": "Equipment cards: Hyperscanner",
    "peek": "Equipment cards: Gold detector",
    "place": "Equipment cards: Antimateriagun",
    "trade": "3.2 Trading",
    "draft": "3.2 Trading",
    "reply": "3.2 Trading",
    "bid": "3.2.1 Space Saloon",
}


def explain(s: VestaGoldRushState, a) -> str | None:
    if s.over:
        return game_over("4. Game ending and victory")
    legal, _, refuse = PHASES[s.phase]
    if a in legal(s):
        return None
    if a[0] == "place" and s.phase != "place":  # a landing choice exists only inside a displacement
        return (
            "Equipment cards: Antimateriagun: a prospector chooses where to land only when the tile under them is destroyed, and no one is being displaced now."
        )
    why = refuse(s, a)
    if why:
        return why
    prompt = PROMPTS[s.phase][1].format(**prompt_words(s))
    return not_a_choice(decider(s), prompt, SECTION[s.phase])
