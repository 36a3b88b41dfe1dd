"""Rulebook section "2. Explore and Deliver": turn order, the three actions, paying costs.

Turns go clockwise from the Starting Player, skipping players who are done. A turn offers, in
this order and each at most once: explore (which ends the turn), move (one or more paid steps),
deliver (which, being last, ends the turn); ``("end",)`` stops early. A player who ends a turn
having done nothing is done for the round.

What other seats see of a turn never depends on the cards in a hand, which are hidden: a player
who holds any card is always asked, even if no action is open to them (they answer "done"), and
every card of a cost is its own decision of the payer, even when only one kind of card fits.
Only a player with no card at all, which everyone can count, is done without being asked (the
note closing "Deliveries" has turns go on until every player is out of cards or has chosen to
stop).

When every player is done this module does not end the round itself: it returns
:data:`ALL_DONE`, and :mod:`flow` goes on to "3. End of Round" (issue 21, "Cycles").
"""

from __future__ import annotations

from deltawidgets.games.spatial import explore, move
from deltawidgets.games.spatial.components import CARDS, EXPLORE
from deltawidgets.games.spatial.deliver import deliver, deliver_options, deliver_refusal
from deltawidgets.games.spatial.network import explore_starts
from deltawidgets.games.spatial.payment import begin_payment, payable_kinds, total
from deltawidgets.games.spatial.state import SpatialDeliveryState
from deltawidgets.games.spatial.words import card_kind

SECTION = "2. Explore and Deliver"
END = ("end",)
PAY = tuple(("pay", name) for name in CARDS)  # by card kind
KIND = {name: k for k, name in enumerate(CARDS)}
#: returned once every player is done for the round: "3. End of Round" comes next
ALL_DONE = "all_done"


# -- turn order --------------------------------------------------------------------------------------


def begin_explore_phase(s: SpatialDeliveryState, ev: list) -> str | None:
    s.done = [False] * s.players
    s.phase = "turn"
    ev.append({"type": "explore_phase", "round": s.round})
    return next_turn(s, s.start, ev, include=True)


def next_turn(s: SpatialDeliveryState, frm: int, ev: list, include: bool = False) -> str | None:
    """Hand the turn to the next player who is not done; when all are done the round ends."""
    n = s.players
    i = 0 if include else 1
    while not all(s.done):
        p = (frm + i) % n
        i += 1
        if s.done[p]:
            continue
        s.current, s.stage, s.steps = p, 0, 0
        s.phase = "turn"
        if out_of_cards(s, p):
            s.done[p] = True
            ev.append({"type": "done", "player": p, "auto": True})
            continue
        ev.append({"type": "turn", "player": p})
        return None
    return ALL_DONE


def out_of_cards(s: SpatialDeliveryState, p: int) -> bool:
    """Nothing is possible without a card (every action spends one), and hand sizes are public:
    the one case where a turn may pass without asking."""
    hand = s.hand[p]
    return not (hand[0] or hand[1] or hand[2] or hand[3] or hand[4])  # sum() == 0, at every turn


def end_turn(s: SpatialDeliveryState, ev: list, done: bool = False) -> str | None:
    p = s.current
    if done:
        s.done[p] = True
        ev.append({"type": "done", "player": p, "auto": False})
    return next_turn(s, p, ev)


# -- the turn step -----------------------------------------------------------------------------------


def turn_options(s: SpatialDeliveryState, p: int) -> list:
    """The actions still open this turn, in the rulebook's order, then "end"."""
    out: list[tuple] = []  # short lists, often empty: plain loops beat comprehensions here
    if s.stage == 0:
        for x in explore_starts(s, p):
            out.append(("from", x))
    for x in move.step_options(s, p):
        out.append(("step", x))
    for h in deliver_options(s, p):
        out.append(("deliver", h))
    out.append(END)
    return out


def turn_legal(s: SpatialDeliveryState) -> list:
    return turn_options(s, s.current)


def turn_refuse(s: SpatialDeliveryState, a) -> str | None:
    """Why an action of :func:`turn_options` is refused, asked of the module of its rule."""
    verb, p = a[0], s.current
    if verb == "from":
        if s.stage:
            return f"{SECTION}: explore comes first in a turn; you have already moved your spaceship."
        return explore.start_refusal(s, a, p)
    if verb == "step":
        return move.step_refusal(s, a, p)
    if verb == "deliver":
        return deliver_refusal(s, a, p)
    return None


def turn_apply(s: SpatialDeliveryState, a, ev: list) -> str | None:
    verb = a[0]
    if verb == "from":
        explore.start(s, a[1])
        return None
    if verb == "step":
        begin_payment(s, "move", move.step_price(s), a[1])
        return None
    if verb == "deliver":
        deliver(s, a[1], ev)
        return end_turn(s, ev)
    return end_turn(s, ev, done=s.stage == 0)


# -- paying ------------------------------------------------------------------------------------------


def pay_legal(s: SpatialDeliveryState) -> list:
    return [PAY[k] for k in payable_kinds(s.hand[s.current], s.paid, s.pay_need)]


def pay_refuse(s: SpatialDeliveryState, a) -> str | None:
    """Why a card is refused, or None: :func:`payment.payable_kinds` offers every held card that
    leaves the rest of the cost payable (for a step, any held card)."""
    if a[0] != "pay":
        return None
    if len(a) != 2 or a[1] not in CARDS:
        return f"{SECTION}: pay with one card, naming its kind: {', '.join(CARDS)}."
    k = KIND[a[1]]
    if not s.hand[s.current][k]:
        return f"{SECTION}: you hold no {card_kind(k)}."
    if s.pay_for == "explore" and k not in payable_kinds(s.hand[s.current], s.paid, s.pay_need):
        return f"{explore.SECTION}: paying that card would leave too few matching Goods cards for the worlds next to the new station."
    return None


def pay_apply(s: SpatialDeliveryState, a, ev: list) -> str | None:
    pay_card(s, KIND[a[1]])
    return settle(s, ev)


def pay_card(s: SpatialDeliveryState, k: int) -> None:
    """One card leaves the hand: goods to the face-down discard pile, Exploration cards back to
    the supply (or out of the game with ``exploration_return=False``)."""
    s.hand[s.current][k] -= 1
    s.paid[k] += 1
    if k == EXPLORE and s.params.exploration_return:
        s.supply += 1
    else:
        s.discard[k] += 1


def settle(s: SpatialDeliveryState, ev: list) -> str | None:
    """When the cost is met, carry out what it paid for; until then the payer is asked for each
    card, even one that is the only fit (how many decisions a cost takes is public)."""
    if sum(s.paid) < total(s.pay_need):
        return None
    what = s.pay_for
    s.phase = "turn"
    if what == "explore":
        explore.build(s, ev)
    else:
        move.arrive(s, ev)
    s.pay_for, s.pay_need, s.pay_target = "", (), -1
    s.paid = [0] * len(CARDS)
    if what == "explore":
        return end_turn(s, ev)  # the free flight to the new station ends the turn
    if out_of_cards(s, s.current):
        return end_turn(s, ev)
    return None
