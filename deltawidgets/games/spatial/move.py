"""Rulebook section "Moving Your Spaceship": steps along routes, each stopping at the next station.

``("step", place)`` moves one step: from the spaceship's place along built segments (anyone's)
to the first Trade Station met, passing through Earth (or ending there with the variant
``earth_stop``; see :mod:`network`). The n-th step in a turn
costs n cards of any kind (rule option ``move_cost="rising"``) or one card each (``"flat"``).
The cards are then paid one decision each, like any cost (see :mod:`payment`).
"""

from __future__ import annotations

from deltawidgets.core.refusal import index_at
from deltawidgets.games.spatial.network import walk
from deltawidgets.games.spatial.state import SpatialDeliveryState, hand_size
from deltawidgets.games.spatial.words import place_name, plural

SECTION = "Moving Your Spaceship"
NO_GOODS = (0, 0, 0, 0, 0)


def step_cost(s: SpatialDeliveryState) -> int:
    """Cards the next step of this turn costs."""
    return 1 if s.params.move_cost == "flat" else s.steps + 1


def step_options(s: SpatialDeliveryState, p: int) -> tuple[int, ...]:
    """Places one step away that ``p`` can pay to reach."""
    if sum(s.hand[p]) < step_cost(s):
        return ()
    return walk(s, s.ship[p])[0]


def step_refusal(s: SpatialDeliveryState, a, p: int) -> str | None:
    """Why ``("step", place)`` is refused (None if :func:`step_options` offers it): the same two tests."""
    x = index_at(a, 1, s.board.earth + 1)
    if x is None:
        return f"{SECTION}: a step goes to Earth or to a station at a corner of the map."
    if x == s.board.earth and not s.params.earth_stop:
        return f"{SECTION}: spaceships stop only at Trade Stations, so a step passes through Earth without ending there (they start each round at Earth)."
    if x not in walk(s, s.ship[p])[0]:
        return f"{SECTION}: a step follows trade routes to the next trade station met; {place_name(s, x)} is not one step from your spaceship."
    if hand_size(s, p) >= step_cost(s):
        return None
    return f"{SECTION}: step {s.steps + 1} this turn costs {plural(step_cost(s), 'card')} and you hold {hand_size(s, p)}."


def step_price(s: SpatialDeliveryState) -> tuple:
    """The next step's cost as a payment (see :mod:`payment`): cards of any kind."""
    return (step_cost(s), NO_GOODS, 0)


def arrive(s: SpatialDeliveryState, ev: list) -> None:
    """The step is paid: the spaceship reaches its stop."""
    p = s.current
    ev.append({"type": "step", "player": p, "from": s.ship[p], "to": s.pay_target, "cost": sum(s.paid), "paid": list(s.paid)})
    s.ship[p] = s.pay_target
    s.steps += 1
    s.stage = 1
