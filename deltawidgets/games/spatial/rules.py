"""Spatial Delivery as a table of its steps: where reading the game starts (docs/anatomy.md).

Each step names its legal list, its effect and its refusal (beside each other in the module of
its rulebook section: :mod:`draft` "1. Card Draft", :mod:`turns` "2. Explore and Deliver" and
paying, :mod:`explore` "About Exploration"), what its decider is asked, the section that governs
it, and how the round moves on from it: the card draft ends with ``draft.DRAFT_OVER``, Explore
and Deliver with ``turns.ALL_DONE``, and :mod:`flow` says what starts next. The table
(``deltawidgets/core/steps.py``) gives the protocol's decision, legal list, effect and
explanation.

The legal list is computed once per position and kept until the next action
(``legal_cache``): a step that has just computed the next player's options in passing (the
draft passes over a player who can neither take a card nor challenge, which is public) stores
them in ``state.legal_cache`` as its very last change.
"""

from __future__ import annotations

from deltawidgets.core.refusal import seat
from deltawidgets.core.steps import Step, Steps
from deltawidgets.games.spatial import draft, explore, flow, turns
from deltawidgets.games.spatial.draft import DRAFT_OVER
from deltawidgets.games.spatial.payment import total
from deltawidgets.games.spatial.state import SpatialDeliveryState
from deltawidgets.games.spatial.turns import ALL_DONE
from deltawidgets.games.spatial.words import a_card


def answer_prompt(s: SpatialDeliveryState) -> str:
    c, v, k = s.challenge  # type: ignore[misc]  # a challenge is open in the answer step
    return f"{seat(c)} challenges you for {a_card(k)}: give it, or refuse by handing over all {s.held[v][v]} of your Challenge tokens"


def turn_prompt(s: SpatialDeliveryState) -> str:
    if s.stage:
        return "Move again, deliver, or end your turn"
    return "Explore, move your spaceship, deliver, or be done for this round"


def pay_prompt(s: SpatialDeliveryState) -> str:
    what = "the new station and its route" if s.pay_for == "explore" else "the spaceship's step"
    return f"Pay card {sum(s.paid) + 1} of {total(s.pay_need)} for {what}"


TURN_VERBS = ("from", "step", "deliver", "end")
TAKEN_IN_DRAFT = f"{draft.SECTION}: cards are taken only during the card draft."
#: step -> ((verbs, why)...): a choice of another step, asked now
ELSEWHERE = {
    "turn": ((("take", "challenge"), TAKEN_IN_DRAFT),),
    "branch": (
        (("take", "challenge"), TAKEN_IN_DRAFT),
        (TURN_VERBS, f"{explore.SECTION}: finish the branch you started: lay segments, then build its station."),
    ),
    "pay": (
        (("take", "challenge"), TAKEN_IN_DRAFT),
        (TURN_VERBS + ("seg", "station"), f"{turns.SECTION}: first pay the cost of the choice you made, card by card."),
    ),
}


def elsewhere(s: SpatialDeliveryState, a) -> str | None:
    """A choice that belongs to another step: which one, and why not now."""
    return next((why for verbs, why in ELSEWHERE.get(s.phase, ()) if a[0] in verbs), None)


STEPS = Steps(
    Step(
        "draft",
        draft.draft_legal,
        draft.draft_apply,
        refuse=draft.draft_refuse,
        kind="draft",
        prompt="Take a card from the pool, or challenge an opponent for a card they took this round",
        section=draft.SECTION,
        moves_on=(DRAFT_OVER,),
    ),
    Step(
        "answer",
        draft.answer_legal,
        draft.answer_apply,
        refuse=draft.answer_refuse,
        kind="challenge",
        prompt=answer_prompt,
        section=draft.SECTION,
        decider=lambda s: s.challenge[1],
        reaction=True,
        moves_on=(DRAFT_OVER,),
    ),
    Step(
        "turn",
        turns.turn_legal,
        turns.turn_apply,
        refuse=turns.turn_refuse,
        kind="turn",
        prompt=turn_prompt,
        section=turns.SECTION,
        moves_on=(ALL_DONE,),
    ),
    Step(
        "branch",
        explore.branch_legal,
        explore.branch_apply,
        refuse=explore.branch_refuse,
        kind="explore",
        prompt="Lay the next route segment, or build the station at the branch's end",
        section=explore.SECTION,
    ),
    Step(
        "pay",
        turns.pay_legal,
        turns.pay_apply,
        refuse=turns.pay_refuse,
        kind="pay",
        prompt=pay_prompt,
        section=turns.SECTION,
        moves_on=(ALL_DONE,),
    ),
    flow=flow.NEXT,
    anywhere=elsewhere,
    legal_cache=True,
)
