"""Rulebook section "Rounds": which part of a round follows which, kept in this one module
(issue 21, "Cycles").

A round is "1. Card Draft" (:mod:`draft`), then "2. Explore and Deliver" (:mod:`turns`), then
"3. End of Round" (:mod:`rounds`), after which the next round starts or the game ends. A step
whose effect ends a part says so by returning a transition (:data:`draft.DRAFT_OVER`,
:data:`turns.ALL_DONE`; the end of a round returns :data:`rounds.NEW_ROUND`) instead of starting
the next part itself, and the step table runs :data:`NEXT` (``deltawidgets/core/steps.py``). So
the parts never import each other, nor this module, and only this table says what comes next.
"""

from __future__ import annotations

from deltawidgets.core.steps import carry_on
from deltawidgets.games.spatial import draft, rounds, turns
from deltawidgets.games.spatial.state import SpatialDeliveryState


def begin_round(s: SpatialDeliveryState, ev: list) -> str | None:
    """ "Rounds": a round opens with the card draft."""
    ev.append({"type": "round", "round": s.round, "start": s.start})
    return draft.begin_draft(s, ev)


#: transition -> what starts next; each returns the next transition, or None once someone must choose
NEXT = {
    rounds.NEW_ROUND: begin_round,
    draft.DRAFT_OVER: turns.begin_explore_phase,
    turns.ALL_DONE: rounds.end_round,
}


def start_round(s: SpatialDeliveryState, ev: list) -> None:
    """A round from its card draft (setting up, or a scenario at the start of a round)."""
    carry_on(NEXT, s, rounds.NEW_ROUND, ev)


def start_explore_and_deliver(s: SpatialDeliveryState, ev: list) -> None:
    """Explore and Deliver from its first turn (a scenario at the start of that phase)."""
    carry_on(NEXT, s, draft.DRAFT_OVER, ev)
