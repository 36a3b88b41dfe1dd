"""Rulebook section "1. Card Draft": Exploration cards, the pool, challenges and their four limits."""

from __future__ import annotations

import pytest

from deltawidgets import IllegalAction
from spatialkit import events_of, match, net, play

POOL = ["red", "blue", "yellow", "green"]
DECK = ["red", "red", "blue", "blue", "yellow", "yellow", "green", "green"] * 3
#: the goods of POOL, a green deck card and two discarded reds: every card in exactly one place
ONE_EACH_AND = {"red": 3, "blue": 1, "yellow": 1, "green": 2}


def draft(players=2, params=None, **scenario):
    """A round-1 draft; the OUTPOST route lets players act afterwards, so the round does not end."""
    return match(players, params, pool=POOL, deck=DECK, **net(), **scenario)


def test_card_draft__each_player_takes_two_exploration_cards_from_the_supply():
    m = draft(3)
    s = m.state
    assert [h[0] for h in s.hand] == [2, 2, 2]
    assert s.supply == 30 - 6


def test_card_draft__a_pool_card_is_replaced_at_once_from_the_deck():
    m = draft()
    events = play(m, ("take", 1))
    s = m.state
    assert s.drafted[0] == [2]  # blue
    assert s.pool == [1, 1, 3, 4]  # slot 1 refilled with the deck's top card, red
    assert events_of(events, "refill") == [{"type": "refill", "slot": 1, "goods": 1}]


def test_card_draft__first_round_pool_is_turned_up_from_the_deck():
    from spatialkit import GAME

    s = GAME.setup(GAME.Params.parse({"players": 3}), 11)
    assert all(k >= 1 for k in s.pool) and len(s.pool) == 4
    assert len(s.deck) == 40 - 4


def test_card_draft__turns_go_clockwise_from_the_starting_player():
    m = draft(3, start=1)
    order = []
    for _ in range(6):
        order.append(m.decision().player)
        play(m, ("take", 0))
    assert order == [1, 2, 0, 1, 2, 0]


def test_card_draft__draft_ends_when_everyone_has_four_and_cards_go_to_hand():
    m = draft(2)
    for _ in range(8):
        play(m, ("take", 0))
    s = m.state
    assert s.phase == "turn" and s.drafted == [[], []]
    assert sum(s.hand[0][1:]) == 4 and sum(s.hand[1][1:]) == 4
    assert m.decision().player == 0  # Explore and Deliver starts with the Starting Player


def test_card_draft__drafted_cards_are_public_until_the_draft_ends_hands_are_private():
    m = draft(2)
    play(m, ("take", 0))
    seen_by_1 = m.observation(1)["players"][0]
    assert [c["goods"] for c in seen_by_1["drafted"]] == ["red"]
    assert seen_by_1["hand"] is None and seen_by_1["hand_size"] == 2
    for _ in range(7):
        play(m, ("take", 0))
    seen_by_1 = m.observation(1)["players"][0]
    assert seen_by_1["drafted"] == [] and seen_by_1["hand"] is None and seen_by_1["hand_size"] == 6
    assert m.observation(0)["players"][0]["hand"]["red"] >= 1


def test_card_draft__a_challenge_gives_a_token_and_the_opponent_may_give_the_card():
    m = draft(2)
    play(m, ("take", 0), ("challenge", 0, "red"))
    d = m.decision()
    assert (d.player, d.kind, d.reaction) == (0, "challenge", True)
    assert m.state.held[0][1] == 1 and m.state.held[1][1] == 1
    assert set(m.legal()) == {("give",), ("refuse",)}
    events = play(m, ("give",))
    s = m.state
    assert s.drafted == [[], [1]]
    assert events_of(events, "give")[0]["other"] == 1
    assert m.decision().player == 0  # the turn passes on from the challenger


def test_card_draft__refusing_hands_over_all_own_tokens_and_the_challenger_gets_nothing():
    m = draft(2)
    play(m, ("take", 0), ("challenge", 0, "red"), ("refuse",))
    s = m.state
    assert s.drafted == [[1], []]
    assert s.held[1] == [2, 1] and s.held[0] == [0, 1]
    assert m.decision().player == 0


def test_card_draft__no_take_backs_and_spread_the_misery():
    m = draft(3)
    play(m, ("take", 0), ("challenge", 0, "red"), ("give",))  # seat 1 takes seat 0's red
    # seat 2 takes a card; then seat 0, who holds seat 1's token, may not challenge seat 1
    play(m, ("take", 0))
    assert m.decision().player == 0
    assert ("challenge", 1, "red") not in m.legal()
    why = m.explain(("challenge", 1, "red"))
    assert "1. Card Draft" in why and "no take-backs" in why
    play(m, ("take", 1))
    # seat 1 may not challenge seat 0 again: seat 0 already holds one of seat 1's tokens
    assert m.decision().player == 1
    assert not [a for a in m.legal() if a[:2] == ("challenge", 0)]
    assert "spread the misery" in m.explain(("challenge", 0, "blue"))
    # seat 2 is free to challenge either
    play(m, ("take", 0))
    assert ("challenge", 0, "blue") in m.legal() and ("challenge", 1, "red") in m.legal()


def test_card_draft__no_challenge_without_own_tokens_and_no_refusal_either():
    m = draft(3)
    play(m, ("take", 0), ("challenge", 0, "red"), ("refuse",))  # seat 0 gives both tokens to seat 1
    assert m.state.held[0][0] == 0
    # seat 2 challenges seat 0, who cannot refuse: the card changes hands without asking
    assert m.decision().player == 2
    events = play(m, ("challenge", 0, "red"))
    assert events_of(events, "give") and events_of(events, "give")[0]["forced"]
    assert m.state.drafted[2] == [1] and m.state.drafted[0] == []
    # seat 0 has no own token left: only pool cards
    assert m.decision().player == 0
    assert all(a[0] == "take" for a in m.legal())
    assert "none of your own Challenge tokens" in m.explain(("challenge", 2, "red"))


def test_card_draft__only_cards_taken_this_round_may_be_challenged_for():
    m = draft(2)
    play(m, ("take", 0))
    with pytest.raises(IllegalAction) as err:
        m.act(("challenge", 0, "green"))
    assert "took no green Goods card" in str(err.value)


def test_card_draft__a_player_with_four_skips_but_rejoins_after_losing_one():
    m = draft(2, params={"draft_cards": 1})
    play(m, ("take", 0))  # seat 0 has its one card
    play(m, ("challenge", 0, "red"), ("give",))  # seat 1 takes it: seat 1 full, seat 0 back in
    assert m.decision().player == 0 and m.state.phase == "draft"
    play(m, ("take", 0))
    assert m.state.phase == "turn"


def test_card_draft__full_players_are_skipped():
    m = draft(2, params={"draft_cards": 2})
    play(m, ("take", 0), ("take", 0), ("take", 0))
    assert m.decision().player == 1  # seat 0 has two; seat 1 takes again
    play(m, ("take", 0))
    assert m.state.phase == "turn"


def test_card_draft__a_refused_challenge_takes_no_card_this_turn_but_the_draft_goes_on():
    m = draft(2, params={"draft_cards": 1})
    play(m, ("take", 0), ("challenge", 0, "red"), ("refuse",))
    assert m.decision().player == 1  # seat 0 is full, so seat 1 tries again
    assert all(a[0] == "take" for a in m.legal())  # it holds seat 0's tokens: no challenge


def test_card_draft__pool_carries_over_and_tokens_come_back_next_round():
    m = draft(2, params={"draft_cards": 1})
    play(m, ("take", 0), ("challenge", 0, "red"), ("refuse",), ("take", 0))
    pool = list(m.state.pool)
    while m.state.round == 1:
        play(m, m.legal()[-1])
    s = m.state
    assert s.round == 2 and s.pool == pool
    assert s.held == [[2, 0], [0, 2]]


def test_card_draft__an_empty_deck_is_refilled_from_the_discard_pile():
    m = match(2, {"draft_cards": 2, "goods_cards": ONE_EACH_AND}, pool=POOL, deck=["green"], discard={"red": 2})
    play(m, ("take", 0))  # slot refilled with the last deck card (green)
    events = play(m, ("take", 0))  # the deck is empty: the two discarded reds are shuffled in
    assert events_of(events, "reshuffle") == [{"type": "reshuffle", "count": 2}]
    assert m.state.pool[0] == 1 and m.state.discard == [0, 0, 0, 0, 0]


def test_card_draft__with_no_cards_left_anywhere_the_draft_ends_short():
    m = match(2, {"challenge_tokens": 0, "goods_cards": {"red": 1}}, pool=["red"], deck=[], **net())
    events = play(m, ("take", 0))
    assert events_of(events, "short_draft")
    assert m.state.phase != "draft"


def test_card_draft__reshuffle_option_off_leaves_the_pool_empty():
    m = match(2, {"draft_cards": 2, "reshuffle": False, "goods_cards": ONE_EACH_AND}, pool=POOL, deck=["green"], discard={"red": 2}, **net())
    play(m, ("take", 0), ("take", 0))
    assert m.state.pool[0] == -1 and m.state.discard[1] == 2


def test_card_draft__the_refusal_of_a_challenge_asks_the_same_four_limits_as_the_legal_list():
    """ "1. Card Draft", the four limits on challenging: ``may_challenge`` (the legal list's fast
    test) allows a challenge exactly when ``challenge_limit`` (the refusal) names no limit."""
    from itertools import product

    from deltawidgets.games.spatial.draft import challenge_limit, may_challenge

    s = draft(3).state
    for p, v, own, theirs_held, mine_held in product(range(3), range(3), range(3), range(3), range(3)):
        s.held = [[0] * 3 for _ in range(3)]
        s.held[p][p], s.held[p][v], s.held[v][p] = own, theirs_held, mine_held
        assert may_challenge(s, p, v) == (challenge_limit(s, p, v) is None), (p, v, s.held)
