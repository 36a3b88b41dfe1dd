"""Rulebook section "Moving Your Spaceship": steps along routes, each stopping at the next station.

``("step", place)`` moves one step: from the spaceship's place along built segments (anyone's)
to the first Trade Station met, passing through Earth (or ending there with the variant
``earth_stop``; see :mod:`network`). The n-th step in a turn
costs n cards of any kind (rule option ``move_cost="rising"``) or one card each (``"flat"``).
The cards are then paid one decision each, like any cost (see :mod:`payment`).
"""
from __future__ import annotations

from deltawidgets.games.spatial.network import walk
from deltawidgets.games.spatial.state import SDState

NO_GOODS = (0, 0, 0, 0, 0)


def step_cost(s: SDState) -> int:
    """Cards the next step of this turn costs."""
    return 1 if s.params.move_cost == "flat" else s.steps + 1


def step_options(s: SDState, p: int) -> tuple[int, ...]:
    """Places one step away that ``p`` can pay to reach."""
    if sum(s.hand[p]) < step_cost(s):
        return ()
    return walk(s, s.ship[p])[0]


def step_price(s: SDState) -> tuple:
    """The next step's cost as a payment (see :mod:`payment`): cards of any kind."""
    return (step_cost(s), NO_GOODS, 0)


def arrive(s: SDState, ev: list) -> None:
    """The step is paid: the spaceship reaches its stop."""
    p = s.current
    ev.append({"type": "step", "player": p, "from": s.ship[p], "to": s.pay_target, "cost": sum(s.paid), "paid": list(s.paid)})
    s.ship[p] = s.pay_target
    s.steps += 1
    s.stage = 1
