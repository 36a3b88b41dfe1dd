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
    must_match = s1 + s2 + s3 + s4 - (1 if worlds >= 2 else 0)
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


_CAPS: dict[tuple, dict] = {}


def caps_for(hand) -> dict:
    """A memo of :func:`most_segments` for one hand: site -> longest payable branch.

    Hands repeat a lot and sites come in few kinds, so a small shared table saves most of the
    work of the exploration search (a pure function of its key, so sharing is safe).
    """
    key = tuple(hand)
    got = _CAPS.get(key)
    if got is None:
        if len(_CAPS) > 4096:
            _CAPS.clear()
        got = _CAPS[key] = {}
    return got


def payable_kinds(hand, paid, cost) -> list[int]:
    """Card kinds that may be paid next: held, and leaving the rest of the cost payable.

    The same test as :func:`can_complete` after each possible card, with the sums it needs taken
    once: this runs at every card of every station's payment.

    >>> payable_kinds([1, 1, 0, 0, 1], [0, 0, 0, 0, 0], (1, (0, 1, 0, 0, 0), 1))  # 1 card + a red world
    [0, 1, 4]
    >>> payable_kinds([0, 1, 0, 0, 1], [1, 0, 0, 0, 0], (1, (0, 1, 0, 0, 0), 1))  # the any card is paid
    [1]
    """
    any_cards, need, worlds = cost
    if not worlds:  # cards of any kind: whatever is held (the step was only offered if affordable)
        return [k for k in range(5) if hand[k]]
    left = any_cards + worlds - sum(paid) - 1  # cards still due once this one is paid
    if left < 0 or sum(hand) - 1 < left:
        return []
    wild = 1 if worlds >= 2 else 0
    short = [max(need[k] - paid[k], 0) for k in range(5)]  # short[0] is 0: no world buys Exploration
    must = sum(short) - wild
    matchable = sum(min(short[k], hand[k]) for k in range(1, 5))
    goods = sum(hand) - hand[0]
    goods_paid = sum(paid) - paid[0]
    out = [0] if hand[0] and _goods_fit(must, matchable, goods, goods_paid, worlds, left) else []
    for k in range(1, 5):
        h = hand[k]
        if h:
            s = short[k]
            after = s - 1 if s else 0  # a goods card first serves a world buying its kind
            if _goods_fit(must - s + after, matchable - min(s, h) + min(after, h - 1),
                          goods - 1, goods_paid + 1, worlds, left):
                out.append(k)
    return out


def _goods_fit(must: int, matchable: int, goods: int, goods_paid: int, worlds: int, left: int) -> bool:
    """The goods part of :func:`can_complete`: the matching Goods cards are at hand, and the Goods
    cards still due fit both the hand and the cards still due."""
    if must > matchable:
        return False
    goods_needed = max(worlds - goods_paid, must, 0)
    return goods_needed <= goods and goods_needed <= left


def total(cost) -> int:
    return cost[0] + cost[2]
