"""Who decides, what is legal, and what an action does: one table of steps ("phases").

Each rule module contributes the steps of its rulebook section as ``phase -> (legal, apply,
refuse)``: :mod:`draft` ("1. Card Draft"), :mod:`turns` ("2. Explore and Deliver", paying),
:mod:`explore` ("About Exploration"); an apply that ends a part of the round returns a signal,
and :mod:`flow` starts the next part. ``refuse`` gives the sentence against a choice not in the
legal list (or None if the choice is no choice of that step), from the same tests the legal
list is built from; :mod:`explain` asks it.

The legal list is computed once per position and kept until the next action. A step that has
just computed the next player's options in passing (the draft passes over a player who can
neither take a card nor challenge, which is public) stores them in ``state.legal_cache`` as its
very last change; :func:`apply` drops the cache first.
"""

from __future__ import annotations

from deltawidgets.core.game import Decision
from deltawidgets.games.spatial import draft, explore, flow, turns
from deltawidgets.games.spatial.words import a_card, seat
from deltawidgets.games.spatial.payment import total
from deltawidgets.games.spatial.state import SpatialDeliveryState

PHASES = {**draft.PHASES, **turns.PHASES, **explore.PHASES}

# phase -> (decision kind, prompt)
PROMPTS = {
    "draft": ("draft", "Take a card from the pool, or challenge an opponent for a card they took this round"),
    "answer": ("challenge", "{c} challenges you for {g}: give it, or refuse by handing over all {t} of your Challenge tokens"),
    "turn": ("turn", "Explore, move your spaceship, deliver, or be done for this round"),
    "moved": ("turn", "Move again, deliver, or end your turn"),
    "branch": ("explore", "Lay the next route segment, or build the station at the branch's end"),
    "pay": ("pay", "Pay card {i} of {n} for {what}"),
}


def decider(s: SpatialDeliveryState) -> int:
    return s.challenge[1] if s.phase == "answer" else s.current


def prompt(s: SpatialDeliveryState) -> tuple[str, str]:
    key = "moved" if s.phase == "turn" and s.stage else s.phase
    kind, text = PROMPTS[key]
    if s.phase == "answer":
        c, v, k = s.challenge
        text = text.format(c=seat(c), g=a_card(k), t=s.held[v][v])
    elif s.phase == "pay":
        what = "the new station and its route" if s.pay_for == "explore" else "the spaceship's step"
        text = text.format(i=sum(s.paid) + 1, n=total(s.pay_need), what=what)
    return kind, text


def decision(s: SpatialDeliveryState) -> Decision | None:
    if s.over:
        return None
    kind, text = prompt(s)
    return Decision(decider(s), kind, text, s.phase == "answer")


def legal_actions(s: SpatialDeliveryState) -> list:
    if s.over:
        return []
    if s.legal_cache is None:
        s.legal_cache = PHASES[s.phase][0](s)
    return list(s.legal_cache)


def apply(s: SpatialDeliveryState, action) -> list[dict]:
    ev: list[dict] = []
    s.legal_cache = None
    flow.carry_on(s, PHASES[s.phase][1](s, action, ev), ev)  # the step may end a part of the round
    return ev
