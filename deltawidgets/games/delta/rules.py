"""Delta as a table of its steps: where reading the game starts (docs/anatomy.md).

Each step names its legal list, its effect and its refusal (beside each other in the module of
its rulebook section: :mod:`turns` Phase 1 and Phase 2 A-D, :mod:`actions` Phase 2 E,
:mod:`resolution` Phase 3 and Phase 4 D, :mod:`choices` the small choices a reward owes), what
its decider is asked, the section that governs it, and how play moves on from it: every effect
lets :mod:`flow` settle what it finished (``SETTLE``), and the end of a turn passes the turn on
first (``TURN_OVER``). An owed small choice (``s.pending``) comes before the main step. The
table (``deltawidgets/core/steps.py``) gives the protocol's decision, legal list, effect and
explanation.
"""

from __future__ import annotations

from deltawidgets.core.steps import Step, Steps
from deltawidgets.games.delta import actions, choices, flow, resolution, turns
from deltawidgets.games.delta.state import SETTLE, TURN_OVER, DeltaState

#: the step of each kind of owed small choice (an owed discard pile is the Turtle's, not Phase 4's)
OWED_STEP = {"dragonfly": "dragonfly", "track": "track", "pile": "turtle", "island": "island", "coin": "coin", "remove": "remove"}


def step_key(s: DeltaState) -> str:
    """The step a position is at: its first owed small choice, else its main step."""
    return OWED_STEP[s.pending[0][1]] if s.pending else s.step


def step_of(s: DeltaState) -> str:
    """The kind of choice a position asks for (what a click means, the encoding's one-hot): the
    first owed small choice's kind, else the main step."""
    return s.pending[0][1] if s.pending else s.step


def owed_by(s: DeltaState) -> int:
    """Who decides an owed small choice: the seat it is owed to."""
    return s.pending[0][0]


def owed(name: str, *, kind: str, prompt: str, section: str) -> Step:
    """A small choice a reward owes, decided by the seat it is owed to before the main step (the
    legal list, effect and refusal of every kind are in :mod:`choices`)."""
    return Step(
        name, choices.owed_legal, choices.owed_apply, refuse=choices.owed_refuse, kind=kind, prompt=prompt, section=section, decider=owed_by, moves_on=(SETTLE,)
    )


STEPS = Steps(
    Step(
        "order",
        turns.order_legal,
        turns.order_apply,
        refuse=turns.order_refuse,
        kind="order",
        prompt="Choose a space on the turn order track",
        section="Phase 1: Preparation",
        moves_on=(SETTLE,),
    ),
    Step(
        "play",
        turns.play_legal,
        turns.play_apply,
        refuse=turns.play_refuse,
        kind="play",
        prompt="Choose a character card to play (or a section for a card marker if you have none)",
        section="Phase 2: Actions",
        moves_on=(SETTLE, TURN_OVER),
    ),
    Step(
        "section",
        turns.place_legal,
        turns.place_apply,
        refuse=turns.place_refuse,
        kind="play",
        prompt="Choose the section for your card",
        section="Phase 2: Actions (A)",
        moves_on=(SETTLE,),
    ),
    Step(
        "bonus",
        turns.bonus_legal,
        turns.bonus_apply,
        refuse=turns.bonus_refuse,
        kind="bonus",
        prompt="Place bonus tiles or dragonflies on your card, or go on",
        section="Phase 2: Actions (C)",
        moves_on=(SETTLE,),
    ),
    Step(
        "act",
        actions.act_legal,
        actions.act_apply,
        refuse=actions.act_refuse,
        kind="act",
        prompt="Take the actions of this section, or end your turn",
        section="Phase 2: Actions (E)",
        moves_on=(SETTLE, TURN_OVER),
    ),
    Step(
        "take",
        resolution.take_legal,
        resolution.take_apply,
        refuse=resolution.take_refuse,
        kind="take",
        prompt="Take a card from above this section",
        section="Phase 3: Resolution",
        moves_on=(SETTLE,),
    ),
    Step(
        "pile",
        resolution.pile_legal,
        resolution.pile_apply,
        refuse=resolution.pile_refuse,
        kind="pile",
        prompt="Take back one of your discard piles",
        section="Phase 4: Upkeep (D)",
        moves_on=(SETTLE,),
    ),
    owed("dragonfly", kind="dragonfly", prompt="Keep one of the dragonfly tiles you looked at", section="Dragonfly Tiles"),
    owed("track", kind="track", prompt="Choose a knowledge track to advance on", section="Gain Knowledge"),
    owed("turtle", kind="pile", prompt="Take back one of your discard piles", section="Animal cards: Turtle"),
    owed("island", kind="island", prompt="Choose an island for your exploration marker", section="Place an exploration marker (Appendix)"),
    owed("coin", kind="coin", prompt="Take the coin as a cog, a crystal or a flask", section="Missions rounds 4-5: Gain 1 coin"),
    owed("remove", kind="remove", prompt="Choose a card from your hand to remove for knowledge", section="Remove a card from your hand (Appendix)"),
    flow=flow.NEXT,
    key=step_key,
)
