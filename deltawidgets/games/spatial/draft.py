"""Rulebook section "1. Card Draft": take a pool card, or challenge an opponent for one.

Turns go clockwise from the Starting Player. A player who has taken ``draft_cards`` cards is
skipped, but plays again if a challenge takes one of them away. Cards taken this round lie
face up in front of their taker (public) until the draft ends, then join the hand (private).

A challenge is a chain of two decisions: the challenger names an opponent and a goods kind the
opponent took this round, handing over a Challenge token; the opponent then gives the card or
refuses by handing over all of their own remaining tokens. That answer is an out-of-turn
decision of the challenged player, offered only if they still have a token of their own (with
none, they cannot refuse, so the card changes hands at once).

When the draft is over this module does not start Explore and Deliver itself: it returns
:data:`DRAFT_OVER`, and :mod:`flow` starts the next phase (issue 21, "Cycles").
"""

from __future__ import annotations

import random

from deltawidgets.core.refusal import index_at
from deltawidgets.games.spatial.components import CARDS, EXPLORE, GOODS, GOODS_KINDS, option_limit
from deltawidgets.games.spatial.state import SpatialDeliveryState
from deltawidgets.games.spatial.words import card_kind, ordinal, plural, seat

SECTION = "1. Card Draft"
GIVE, REFUSE = ("give",), ("refuse",)
#: returned once the draft is over: "2. Explore and Deliver" comes next
DRAFT_OVER = "draft_over"
#: reshuffles draw from their own stream of seeds, apart from the match seed's setup shuffle
RESHUFFLE_STREAM = 1_000_003
# actions made once: by pool slot, and by seat and goods kind (as many as the options allow)
TAKE = tuple(("take", i) for i in range(option_limit("pool_size")))
CHALLENGE = tuple(tuple(("challenge", v, name) for name in CARDS) for v in range(option_limit("players")))


# -- the pool and the deck ------------------------------------------------------------------------


def draw(s: SpatialDeliveryState, ev: list) -> int:
    """Top card of the goods deck, or -1. An empty deck is refilled by shuffling the discard pile
    (ruling ``reshuffle``: a game uses far more than 40 cards and the rulebook does not say)."""
    if not s.deck:
        cards = [k for k in GOODS_KINDS for _ in range(s.discard[k])]
        if not cards or not s.params.reshuffle:
            return -1
        s.shuffles += 1
        random.Random(s.seed * RESHUFFLE_STREAM + s.shuffles).shuffle(cards)
        s.deck = cards
        for k in GOODS_KINDS:
            s.discard[k] = 0
        ev.append({"type": "reshuffle", "count": len(cards)})
    return s.deck.pop()


def refill_pool(s: SpatialDeliveryState, ev: list) -> None:
    if -1 not in s.pool:
        return
    for i, k in enumerate(s.pool):
        if k < 0:
            s.pool[i] = draw(s, ev)
            if s.pool[i] >= 0:
                ev.append({"type": "refill", "slot": i, "goods": s.pool[i]})


# -- who may do what --------------------------------------------------------------------------------


def may_challenge(s: SpatialDeliveryState, p: int, v: int) -> bool:
    """The four limits on challenging: own token left, none of v's tokens held, v holds none of p's.
    :func:`challenge_limit` says which one is broken; this is the same test in one expression,
    asked for every seat at every draft turn (``tests/spatial/test_spatial_draft.py`` checks they agree)."""
    return v != p and s.held[p][p] > 0 and s.held[p][v] == 0 and s.held[v][p] == 0


def challenge_limit(s: SpatialDeliveryState, p: int, v: int) -> str | None:
    """The limit on challenging that keeps ``p`` from challenging ``v``, or None."""
    if v == p:
        return f"{SECTION}: you challenge an opponent, not yourself."
    if s.held[p][p] == 0:
        return f"{SECTION}: you may not issue a Challenge with none of your own Challenge tokens left."
    if s.held[p][v] > 0:
        return f"{SECTION}: you may not challenge {seat(v)} while you hold any of their Challenge tokens (no take-backs)."
    if s.held[v][p] > 0:
        return f"{SECTION}: you may not challenge {seat(v)}, who already holds one of your Challenge tokens (spread the misery)."
    return None


def draft_options(s: SpatialDeliveryState, p: int) -> list:
    pool = s.pool
    if -1 in pool:
        out: list[tuple] = [TAKE[i] for i, k in enumerate(pool) if k >= 0]
    else:  # the usual case: every slot filled
        out = list(TAKE[: len(pool)])
    if s.held[p][p] > 0:
        for v, cards in enumerate(s.drafted):
            if cards and may_challenge(s, p, v):
                named = CHALLENGE[v]
                out += [named[k] for k in sorted(set(cards))]
    return out


def wants_cards(s: SpatialDeliveryState, p: int) -> bool:
    return len(s.drafted[p]) < s.params.draft_cards


# -- flow of the draft ------------------------------------------------------------------------------


def begin_draft(s: SpatialDeliveryState, ev: list) -> str | None:
    """Everyone takes Exploration cards (from the Starting Player on, while the supply lasts),
    the pool is filled up, and the Starting Player takes the first turn."""
    for i in range(s.players):
        p = (s.start + i) % s.players
        k = min(s.params.exploration_per_round, s.supply)
        s.supply -= k
        s.hand[p][EXPLORE] += k
        if k:
            ev.append({"type": "explore_cards", "player": p, "count": k})
    refill_pool(s, ev)
    s.drafted = [[] for _ in range(s.players)]
    s.phase = "draft"
    return next_drafter(s, s.start, ev, include=True)


def next_drafter(s: SpatialDeliveryState, frm: int, ev: list, include: bool = False) -> str | None:
    """The next player clockwise (``frm`` itself if ``include``) who still takes cards and can.

    Ruling "short draft": a player who still lacks cards but can neither take (the pool is empty
    because deck and discard pile are spent) nor challenge is passed over; when nobody can act,
    the draft ends early.
    """
    n, drafted, limit = s.players, s.drafted, s.params.draft_cards
    for i in range(0 if include else 1, n + 1):
        p = (frm + i) % n
        if len(drafted[p]) < limit:  # wants_cards, asked at every draft turn
            options = draft_options(s, p)
            if options:
                s.current = p
                s.phase = "draft"
                s.legal_cache = options  # the last change of this step
                return None
    if any(wants_cards(s, p) for p in range(n)):
        ev.append({"type": "short_draft"})
    return end_draft(s, ev)


def end_draft(s: SpatialDeliveryState, ev: list) -> str:
    """Drafted cards go into the hands; the Explore and Deliver phase comes next."""
    for p in range(s.players):
        for k in s.drafted[p]:
            s.hand[p][k] += 1
    s.drafted = [[] for _ in range(s.players)]
    ev.append({"type": "draft_end"})
    return DRAFT_OVER


# -- the phases -------------------------------------------------------------------------------------


def draft_legal(s: SpatialDeliveryState) -> list:
    return draft_options(s, s.current)


def draft_refuse(s: SpatialDeliveryState, a) -> str | None:
    """Why ``a`` is refused, or None if it is in :func:`draft_legal` (or no draft choice)."""
    if a[0] == "take":
        return take_refusal(s, a)
    if a[0] == "challenge":
        return challenge_refusal(s, a, s.current)
    return None


def take_refusal(s: SpatialDeliveryState, a) -> str | None:
    pool = s.pool
    if index_at(a, 1, len(pool)) is None or len(a) != 2:
        return f"{SECTION}: the pool has {plural(len(pool), 'card')}, numbered from 0 to {len(pool) - 1}."
    if pool[a[1]] >= 0:  # draft_options offers every filled slot
        return None
    return f"{SECTION}: the {ordinal(a[1] + 1)} place of the pool is empty; the deck and the discard pile are spent."


def challenge_refusal(s: SpatialDeliveryState, a, p: int) -> str | None:
    v = index_at(a, 1, s.players)
    if v is None or len(a) != 3 or a[2] not in GOODS:
        return f'{SECTION}: a challenge names a seat and a goods kind, like ["challenge", 1, "red"].'
    k = GOODS.index(a[2]) + 1
    limit = challenge_limit(s, p, v)
    if limit or k in s.drafted[v]:  # within the limits, draft_options offers each kind v took
        return limit
    return f"{SECTION}: {seat(v)} took no {card_kind(k)} in this draft; only cards taken this round and lying face up may be challenged for."


def draft_apply(s: SpatialDeliveryState, a, ev: list) -> str | None:
    p = s.current
    if a[0] == "take":
        i = a[1]
        k = s.pool[i]
        s.drafted[p].append(k)
        s.pool[i] = -1
        ev.append({"type": "take", "player": p, "slot": i, "goods": k})
        refill_pool(s, ev)
        return next_drafter(s, p, ev)
    v, k = a[1], CARDS.index(a[2])
    s.held[p][p] -= 1
    s.held[v][p] += 1
    ev.append({"type": "challenge", "player": p, "other": v, "goods": k})
    s.challenge = (p, v, k)
    if s.held[v][v] > 0:
        s.phase = "answer"
        return None
    return give(s, ev, forced=True)


def answer_legal(s: SpatialDeliveryState) -> list:
    return [GIVE, REFUSE]


def answer_refuse(s: SpatialDeliveryState, a) -> str | None:
    """Whatever else is asked, the challenged player answers first."""
    if a in (GIVE, REFUSE):
        return None
    c, v, _ = s.challenge  # type: ignore[misc]  # a challenge is open in the answer step
    return f"{SECTION}: {seat(v)} must first answer {seat(c)}'s challenge: give the card, or refuse by handing over all their own Challenge tokens."


def answer_apply(s: SpatialDeliveryState, a, ev: list) -> str | None:
    if a[0] == "give":
        return give(s, ev)
    c, v, k = s.challenge  # type: ignore[misc]  # a challenge is open in the answer step
    tokens = s.held[v][v]
    s.held[c][v] += tokens
    s.held[v][v] = 0
    ev.append({"type": "refuse", "player": v, "other": c, "goods": k, "tokens": tokens})
    s.challenge = None
    return next_drafter(s, c, ev)


def give(s: SpatialDeliveryState, ev: list, forced: bool = False) -> str | None:
    c, v, k = s.challenge  # type: ignore[misc]  # a challenge is open in the answer step
    s.drafted[v].remove(k)
    s.drafted[c].append(k)
    ev.append({"type": "give", "player": v, "other": c, "goods": k, "forced": forced})
    s.challenge = None
    return next_drafter(s, c, ev)
