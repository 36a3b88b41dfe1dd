"""Who decides, what is legal, and what an action does: one table of steps.

Each step is ``step -> (legal, apply, refuse)``; an owed small choice (``s.pending``) comes
before the main step. After every action :func:`flow.settle` moves play on.
"""

from __future__ import annotations

from deltawidgets.core.game import Decision
from deltawidgets.games.delta import actions, choices, resolution, turns
from deltawidgets.games.delta.flow import settle
from deltawidgets.games.delta.state import DeltaState

STEPS = {
    "order": (turns.order_legal, turns.order_apply, turns.order_refusal),
    "play": (turns.play_legal, turns.play_apply, turns.play_refusal),
    "section": (turns.place_legal, turns.place_apply, turns.place_refusal),
    "bonus": (turns.bonus_legal, turns.bonus_apply, turns.bonus_refusal),
    "act": (actions.act_legal, actions.act_apply, actions.act_refusal),
    "take": (resolution.take_legal, resolution.take_apply, resolution.take_refusal),
    "pile": (resolution.pile_legal, resolution.pile_apply, resolution.pile_refusal),
}
OWED = (choices.owed_legal, choices.owed_apply, choices.owed_refusal)

PROMPTS = {
    "order": ("order", "Choose a space on the turn order track"),
    "play": ("play", "Choose a character card to play (or a section for a card marker if you have none)"),
    "section": ("play", "Choose the section for your card"),
    "bonus": ("bonus", "Place bonus tiles or dragonflies on your card, or go on"),
    "act": ("act", "Take the actions of this section, or end your turn"),
    "take": ("take", "Take a card from above this section"),
    "pile": ("pile", "Take back one of your discard piles"),
    "dragonfly": ("dragonfly", "Keep one of the dragonfly tiles you looked at"),
    "track": ("track", "Choose a knowledge track to advance on"),
    "island": ("island", "Choose an island for your exploration marker"),
    "coin": ("coin", "Take the coin as a cog, a crystal or a flask"),
    "remove": ("remove", "Choose a card from your hand to remove for knowledge"),
}


def step_of(s: DeltaState) -> str:
    return s.pending[0][1] if s.pending else s.step


def decider(s: DeltaState) -> int:
    return s.pending[0][0] if s.pending else s.current


def table(s: DeltaState):
    return OWED if s.pending else STEPS[s.step]


def decision(s: DeltaState) -> Decision | None:
    if s.over:
        return None
    kind, prompt = PROMPTS[step_of(s)]
    return Decision(decider(s), kind, prompt)


def legal_actions(s: DeltaState) -> list:
    if s.over:
        return []
    return table(s)[0](s)


def apply(s: DeltaState, action) -> list[dict]:
    ev: list[dict] = []
    table(s)[1](s, tuple(action), ev)
    choices.prune(s)
    settle(s, ev)
    return ev
