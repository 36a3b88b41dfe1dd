"""Hidden information and the shape of decisions ("1. Card Draft": hands are private; "Deliveries":
MSP and First Delivery tokens are behind the player's screen).

Pairs of positions that differ only in what one seat hides (some of its Goods cards swapped with
face-down cards of another goods kind, or its MSP behind the screen) are played on with the same
choices; when paying, each hand picks its own card (an Exploration card returns to the face-up
supply, so whether one was paid is public; which goods kind was paid is not). At
every step the other seats must see exactly the same: their observations, who decides, the
prompt, and their log lines. So whether a seat is asked, and how many decisions a cost takes,
never tells the others what the hand holds.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deltawidgets.games.spatial.components import CARDS
from spatialkit import GAME

PAIRS = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
#: decisions compared per pair (about a round)
WALK = 100
EXPLORATION = CARDS[0]


def random_position(players: int, seed: int, steps: int):
    """A random game played ``steps`` decisions on, then to the next turn in Explore and Deliver."""
    s = GAME.setup(GAME.Params.parse({"players": players}), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.over:
            break
        GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    while not s.over and s.phase != "turn":
        GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    return s, rng


def swap_hidden_cards(s, q: int, count: int):
    """A twin of ``s`` where up to ``count`` of seat ``q``'s Goods cards are swapped with face-down
    cards of another goods kind: from the discard pile (only its size is public), else from the
    bottom of the deck. Returns (twin, depth of the deepest swapped deck card, or -1)."""
    t = GAME.clone(s)
    depth = -1
    for _ in range(count):
        held = [g for g in range(1, 5) if t.hand[q][g]]
        pile = [(g, k) for g in held for k in range(1, 5) if k != g and t.discard[k]]
        if pile:
            g, k = pile[0]
            t.discard[k] -= 1
            t.discard[g] += 1
        else:
            bottom = [(g, i) for g in held for i, k in enumerate(t.deck) if k != g]
            if not bottom:
                break
            g, i = min(bottom, key=lambda gi: gi[1])
            k, t.deck[i] = t.deck[i], g
            depth = max(depth, i)
        t.hand[q][g] -= 1
        t.hand[q][k] += 1
    return t, depth


def log_lines(events, viewer) -> list:
    return [GAME.narrate(e, viewer) for e in events]


def walk_pair(s, t, q: int, rng, depth: int = -1) -> tuple[int, int]:
    """Play ``s`` and ``t`` on with the same choices; every seat but ``q`` (and a spectator) must
    see the same at each step. Stops before the swapped deck cards could surface (a reshuffle, or
    the deck drawn down to them), when no common choice is left, or at the end of the game.
    Returns the number of steps compared, and how many of them were payments by ``q`` with
    different choices in the two positions (so that the test is seen not to be vacuous)."""
    others = [r for r in range(s.players) if r != q] + ["public"]
    shuffles = s.shuffles
    apart = 0
    for step in range(WALK):
        d1, d2 = GAME.decision(s), GAME.decision(t)
        assert d1 == d2, f"step {step}: the decision differs: {d1} / {d2}"
        for r in others:
            assert GAME.observation(s, r) == GAME.observation(t, r), f"step {step}: seat {r} sees a difference"
        # one step draws at most a pool's worth of cards
        near = depth + s.params.pool_size if depth >= 0 else -1
        if d1 is None or len(s.deck) <= near or len(t.deck) <= near:
            return step, apart
        legal_s, legal_t = GAME.legal_actions(s), GAME.legal_actions(t)
        if d1.player != q:
            assert legal_s == legal_t, f"step {step}: seat {d1.player}'s choices depend on seat {q}'s hand"
        if s.phase == "pay":  # which goods kind to pay is the payer's hidden choice: each picks its own
            a_s = rng.choice(legal_s)
            alike = [a for a in legal_t if a == a_s] or [a for a in legal_t if EXPLORATION not in (a[1], a_s[1])]
            apart += legal_s != legal_t
            if not alike:  # an Exploration card goes back to the face-up supply: that much is public
                return step, apart
            a_t = rng.choice(alike)
        else:
            common = [a for a in legal_s if a in legal_t]
            if not common:
                return step, apart
            a_s = a_t = rng.choice(common)
        ev_s = GAME.annotate(s, GAME.apply(s, a_s))
        ev_t = GAME.annotate(t, GAME.apply(t, a_t))
        if shuffles != s.shuffles or shuffles != t.shuffles:  # the discard piles, unlike, became the deck
            return step, apart
        if s.over:  # the screens open at the end of the game ("Deliveries" note)
            return step, apart
        for r in others:
            assert log_lines(ev_s, r) == log_lines(ev_t, r), f"step {step}: seat {r}'s log differs"
    return WALK, apart


@PAIRS
@given(st.integers(2, 4), st.integers(0, 2**31 - 1), st.integers(0, 120), st.integers(1, 3))
def test_hidden_hand__other_seats_see_the_same_decisions_prompts_views_and_log(players, seed, steps, count):
    s, rng = random_position(players, seed, steps)
    if s.over:
        return
    q = s.current  # the seat about to play hides the difference: its own decisions are compared
    t, depth = swap_hidden_cards(s, q, count)
    walk_pair(s, t, q, rng, depth)


@PAIRS
@given(st.integers(2, 4), st.integers(0, 2**31 - 1), st.integers(0, 120), st.integers(1, 20))
def test_hidden_msp__other_seats_see_the_same_until_the_screens_open(players, seed, steps, extra):
    s, rng = random_position(players, seed, steps)
    if s.over:
        return
    q = s.current
    t = GAME.clone(s)
    t.msp[q][2] += extra
    t.fdt[q][1 + seed % 4] += 1
    walk_pair(s, t, q, rng)  # the screens open at the end of the game: the walk stops there


def test_hidden_hand__the_pairs_walk_through_payments_of_the_seat_that_differs():
    """The pair test is not vacuous: over a few seeds it compares many steps, including payments
    where the two hands could pay different cards."""
    compared = paid_apart = 0
    for seed in range(12):
        s, rng = random_position(3, seed, 30 + seed * 7)
        q = s.current
        t, depth = swap_hidden_cards(s, q, 2)
        if t.hand[q] == s.hand[q]:
            continue
        steps, apart = walk_pair(s, t, q, rng, depth)
        compared += steps
        paid_apart += apart
    assert compared > 300 and paid_apart >= 3


def test_hidden__the_issues_reproduction_a_hint_does_not_read_behind_a_screen():
    """Deliveries (MSP behind the player's screen), issue 33's reproduction: a random game of two
    played until Player 1 has MSP behind the screen and Player 2 is to move; a twin with 3 MSP
    more behind Player 1's screen looks the same to Player 2, and a hint for Player 2 from the
    same seed (its choices, shares, margins and sentence) is the same in both."""
    from deltawidgets import Match
    from deltawidgets.bots.advice import Advisor, why

    m = Match(GAME, {"players": 2}, seed=3)
    rng = random.Random(3)
    while not (sum(m.state.msp[0]) and GAME.decider(m.state) == 1):
        m.act(rng.choice(m.legal()))
    one = m.state
    two = GAME.clone(one)
    two.msp[0][3] += 3  # fees behind Player 1's screen
    assert GAME.observation(one, 1) == GAME.observation(two, 1) and GAME.scores(one)[0] + 3 == GAME.scores(two)[0]

    def hint(state):
        a = Advisor(GAME, state, seed="issue 33", iterations=60, seconds=3600)
        while a.step(30):
            pass
        tip = a.advice()
        return [(c["index"], c["share"], c["margin"]) for c in tip["choices"]], why(GAME, state, tip)

    assert hint(one) == hint(two)
