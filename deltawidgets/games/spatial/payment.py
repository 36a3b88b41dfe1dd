"""Paying costs in cards, one card per decision ("About Exploration", "Moving Your Spaceship").

A cost is ``(any, need, worlds)``: ``any`` cards of any kind (Exploration or Goods), plus one
Goods card matching each of ``worlds`` adjacent Settled Worlds, where ``need[k]`` counts the
worlds buying kind ``k``. With two or more worlds, one of those Goods cards may be of any goods
kind ("About Exploration"). Cards are counted by kind as in ``components.CARDS``.

A card may be paid only if the rest of the cost can still be paid from what is left in hand, so
a payment never gets stuck half way.

>>> need = (0, 1, 1, 1, 0)                      # worlds buying red, blue and yellow
>>> can_pay([0, 1, 1, 0, 1], (0, need, 3))      # red + blue + green: green stands in for yellow
True
>>> can_pay([2, 1, 1, 0, 0], (0, need, 3))      # an Exploration card never counts as goods
False
"""

from __future__ import annotations

from deltawidgets.games.spatial.components import CARDS
from deltawidgets.games.spatial.state import SpatialDeliveryState

KINDS = tuple(range(len(CARDS)))  # card kinds, by index into CARDS
#: "About Exploration": from this many worlds next to a station, one Goods card may be any kind
ANY_GOODS_FROM = 2


def begin_payment(s: SpatialDeliveryState, what: str, cost: tuple, target: int) -> None:
    """Ask for the cards of ``cost`` (never empty: a step or a segment costs at least one card).

    Here, not in :mod:`turns`, so that exploring (which pays for a branch) and the turn (which
    starts exploring) do not import each other."""
    s.pay_for, s.pay_need, s.pay_target = what, cost, target
    s.paid = [0] * len(CARDS)
    s.phase = "pay"


def can_complete(hand, paid, cost) -> bool:
    """Can ``cost`` be completed from ``hand``, given the cards already ``paid`` (counts by kind)?

    Written out per kind: this runs for every candidate card and every reachable site.
    """
    any_cards, need, worlds = cost
    left = any_cards + worlds - (paid[0] + paid[1] + paid[2] + paid[3] + paid[4])
    h1, h2, h3, h4 = hand[1], hand[2], hand[3], hand[4]
    goods_in_hand = h1 + h2 + h3 + h4
    if left < 0 or hand[0] + goods_in_hand < left:
        return False
    if not worlds:
        return True
    s1, s2, s3, s4 = need[1] - paid[1], need[2] - paid[2], need[3] - paid[3], need[4] - paid[4]
    s1, s2, s3, s4 = max(s1, 0), max(s2, 0), max(s3, 0), max(s4, 0)
    # goods that must still match their worlds (one may be left to the any-goods allowance)
    must_match = s1 + s2 + s3 + s4 - (1 if worlds >= ANY_GOODS_FROM else 0)
    if must_match > min(s1, h1) + min(s2, h2) + min(s3, h3) + min(s4, h4):
        return False
    goods_needed = max(worlds - (paid[1] + paid[2] + paid[3] + paid[4]), must_match, 0)
    return goods_needed <= goods_in_hand and goods_needed <= left


def can_pay(hand, cost) -> bool:
    """Can ``hand`` pay the whole of ``cost``?"""
    return can_complete(hand, (0, 0, 0, 0, 0), cost)


def most_segments(hand, site) -> int:
    """Longest branch ``hand`` can pay for when it ends at a station with ``site = (need, worlds)``
    (-1 if the matching goods are missing); a longer branch only adds cards of any kind.

    >>> most_segments([1, 1, 0, 0, 2], ((0, 1, 0, 0, 1), 2))   # red + green worlds, 4 cards
    2
    """
    need, worlds = site
    if not can_complete(hand, (0, 0, 0, 0, 0), (0, need, worlds)):
        return -1
    return sum(hand) - worlds


#: site kind of a place where no station may be built (see :func:`site_kind`)
NO_SITE = 256
#: worlds entry of a site kind the hand cannot pay for: more than any hand holds
UNPAYABLE = 1000


def site_kind(need) -> int:
    """One number for the goods a station site needs by kind (0..3 each: three hexes meet at a
    corner), so that the exploration search looks sites up in a list rather than hashing tuples.

    >>> site_kind((0, 1, 0, 0, 2))   # one red world, two green ones
    129
    """
    return need[1] | need[2] << 2 | need[3] << 4 | need[4] << 6


#: every need a site can have (one to three worlds): kind, goods needed by kind 1..4, worlds, and
#: how many of those goods must match (with two or more worlds one may be any goods)
_SITE_NEEDS = tuple(
    (site_kind(need), *need[1:], sum(need), sum(need) - (1 if sum(need) >= ANY_GOODS_FROM else 0))
    for need in ((0, a, b, c, d) for a in range(4) for b in range(4) for c in range(4) for d in range(4))
    if 1 <= sum(need) <= 3
)
_ROWS: dict[int, tuple[int, ...]] = {}  # by goods profile
_ROW_OF_HAND: dict[tuple, tuple[int, ...]] = {}  # the same rows by whole hand, saving the profile's sums


def worlds_row(hand) -> tuple[int, ...]:
    """By site kind: its number of worlds if ``hand`` holds the goods it needs, else
    :data:`UNPAYABLE`. A branch of ``n`` segments ending at a site of kind ``k`` is then payable
    exactly when ``n + row[k] <= sum(hand)`` (the test of :func:`most_segments`).

    Which sites a hand can pay for depends only on its goods counted up to three (no site needs
    more of one kind), so there are at most 256 rows, each computed once and shared (pure); hands
    seen recently find theirs in one look-up.

    >>> row = worlds_row([1, 1, 0, 0, 2])
    >>> row[site_kind((0, 1, 0, 0, 1))], row[site_kind((0, 0, 1, 0, 0))], row[NO_SITE]
    (2, 1000, 1000)
    >>> hand = [2, 1, 0, 3, 0]                   # the same answers as most_segments, for every site
    >>> all((n <= most_segments(hand, ((0, *need), w))) == (n + worlds_row(hand)[k] <= sum(hand))
    ...     for k, *need, w, _ in _SITE_NEEDS for n in range(8))
    True
    """
    key = tuple(hand)
    row = _ROW_OF_HAND.get(key)
    if row is None:
        if len(_ROW_OF_HAND) > 4096:
            _ROW_OF_HAND.clear()
        row = _ROW_OF_HAND[key] = _row(min(hand[1], 3) | min(hand[2], 3) << 2 | min(hand[3], 3) << 4 | min(hand[4], 3) << 6)
    return row


def _row(profile: int) -> tuple[int, ...]:
    """:func:`can_complete` of each site's goods from nothing paid, written out: enough Goods cards
    for the worlds, and enough matching ones (rows are made while games run, so kept cheap)."""
    row = _ROWS.get(profile)
    if row is None:
        h1, h2, h3, h4 = (profile >> shift & 3 for shift in (0, 2, 4, 6))
        goods = h1 + h2 + h3 + h4  # at least three whenever one kind is capped at three: exact for <= 3 worlds
        cells = [UNPAYABLE] * (NO_SITE + 1)
        for kind, n1, n2, n3, n4, worlds, must in _SITE_NEEDS:
            if goods >= worlds and min(n1, h1) + min(n2, h2) + min(n3, h3) + min(n4, h4) >= must:
                cells[kind] = worlds
        row = _ROWS[profile] = tuple(cells)
    return row


def payable_kinds(hand, paid, cost) -> list[int]:
    """Card kinds that may be paid next: held, and leaving the rest of the cost payable.

    This is :func:`can_complete` after each possible card, worked out once for all of them: a
    Goods card some world still waits for lowers both the goods that must match and those that
    can, so whether matching stays possible does not depend on the card; only the count of Goods
    cards still due does. It runs at every card of every payment.

    >>> payable_kinds([1, 1, 0, 0, 1], [0, 0, 0, 0, 0], (1, (0, 1, 0, 0, 0), 1))  # 1 card + a red world
    [0, 1, 4]
    >>> payable_kinds([0, 1, 0, 0, 1], [1, 0, 0, 0, 0], (1, (0, 1, 0, 0, 0), 1))  # the any card is paid
    [1]
    """
    any_cards, need, worlds = cost
    if not worlds:  # cards of any kind: whatever is held (the step was only offered if affordable)
        return [k for k in KINDS if hand[k]]
    h0, h1, h2, h3, h4 = hand
    p0, p1, p2, p3, p4 = paid
    goods = h1 + h2 + h3 + h4
    left = any_cards + worlds - (p0 + p1 + p2 + p3 + p4) - 1  # cards still due once this one is paid
    if left < 0 or goods + h0 - 1 < left:
        return []
    # goods each kind's worlds still wait for; written out per kind (and no min/max calls), like
    # can_complete: this runs at every card of every station's payment
    s1, s2, s3, s4 = need[1] - p1, need[2] - p2, need[3] - p3, need[4] - p4
    s1, s2, s3, s4 = (s1 if s1 > 0 else 0), (s2 if s2 > 0 else 0), (s3 if s3 > 0 else 0), (s4 if s4 > 0 else 0)
    must = s1 + s2 + s3 + s4 - (1 if worlds >= ANY_GOODS_FROM else 0)  # of those, what must match (one may be any goods)
    matchable = (s1 if s1 < h1 else h1) + (s2 if s2 < h2 else h2) + (s3 if s3 < h3 else h3) + (s4 if s4 < h4 else h4)
    if must > matchable:
        return []
    due = worlds - (p1 + p2 + p3 + p4)  # Goods cards still due
    out = [0] if h0 and max(due, must, 0) <= min(goods, left) else []
    room = min(goods - 1, left)
    awaited = max(due - 1, must - 1, 0) <= room
    other = max(due - 1, must, 0) <= room
    for k, h, short in ((1, h1, s1), (2, h2, s2), (3, h3, s3), (4, h4, s4)):
        if h and (awaited if short else other):
            out.append(k)
    return out


def total(cost) -> int:
    return cost[0] + cost[2]


def whole_payments(hand, paid, cost) -> list[tuple[int, ...]]:
    """Every way to pay the rest of ``cost`` from ``hand`` at once, as counts by card kind: the
    card-by-card rule (:func:`payable_kinds` at each card) followed to the end, kinds taken in
    order so that each mix of cards is listed once.

    >>> whole_payments([2, 1, 0, 0, 1], [0, 0, 0, 0, 0], (1, (0, 1, 0, 0, 0), 1))  # 1 card + a red world
    [(1, 1, 0, 0, 0), (0, 1, 0, 0, 1)]
    """
    due = total(cost) - sum(paid)
    out: list[tuple[int, ...]] = []

    def walk(hand, paid, taken, lowest, left):
        if not left:
            out.append(tuple(taken))
            return
        for k in payable_kinds(hand, paid, cost):
            if k < lowest:
                continue
            hand[k], paid[k], taken[k] = hand[k] - 1, paid[k] + 1, taken[k] + 1
            walk(hand, paid, taken, k, left - 1)
            hand[k], paid[k], taken[k] = hand[k] + 1, paid[k] - 1, taken[k] - 1

    walk(list(hand), list(paid), [0] * len(KINDS), 0, due)
    return out
