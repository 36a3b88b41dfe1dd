"""Rulebook section "Components": each player's pieces are counted (15 Trade Route Segments, 10
Trade Stations, 8 Sale Markers, 2 Challenge tokens) and are a hard limit; every counted supply is
listed by ``supplies`` and never goes below zero."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deltawidgets import IllegalAction
from spatialkit import A_X, AB, B_X, EARTH, GAME, SPOKE_AB, SPOKE_DF, events_of, net, pay_all, play, tiles, turn_match


def test_components__with_one_segment_per_player_a_branch_has_one_segment():
    """The audit's case: ``segments_per_player=1`` once let a two-segment branch be built."""
    m = turn_match([{"explore": 6, "red": 2}, {"explore": 2}], tiles=tiles(X="red"), params={"segments_per_player": 1})
    play(m, ("from", EARTH), ("seg", SPOKE_AB))
    # the cards would pay for A|X and a station at AX, but no segment is left for it
    assert m.legal() == [("station", AB)]
    with pytest.raises(IllegalAction) as err:
        m.act(("seg", A_X))
    assert "Components" in str(err.value) and "1 left" in str(err.value)
    events = play(m, ("station", AB)) + pay_all(m, "explore", "red")
    (built,) = events_of(events, "build")
    assert len(built["borders"]) == 1 and m.state.segments_left[0] == 0


def test_components__a_branch_stops_growing_at_the_segments_left():
    """Two segments left (of three, one on the board): the branch's third segment is never offered,
    even with the cards to pay for it; the station at the end of two is."""
    m = turn_match(
        [{"explore": 8, "red": 2}, {"explore": 2}],
        tiles=tiles(X="red"),
        params={"segments_per_player": 3},
        segments={str(SPOKE_DF): 0},
    )
    assert m.state.segments_left[0] == 2
    play(m, ("from", EARTH), ("seg", SPOKE_AB), ("seg", A_X))
    assert not [a for a in m.legal() if a[0] == "seg"]
    assert [a[0] for a in m.legal()] == ["station"]


def test_components__no_segment_left_means_no_exploring():
    m = turn_match(
        [{"explore": 6, "red": 2}, {"explore": 2}],
        tiles=tiles(X="red"),
        params={"segments_per_player": 1},
        **net(segments={B_X: 0}),
    )
    assert m.decision().player == 0 and not [a for a in m.legal() if a[0] == "from"]
    assert "no Trade Route Segment left" in m.explain(("from", EARTH))


def test_components__the_segments_left_limit_a_start_too():
    """With one segment left a start is offered only if a one-segment branch from it is payable."""
    m = turn_match(
        [{"explore": 6, "red": 2}, {"explore": 2}],
        tiles={"2,0": "red"},  # its sites are two segments out
        params={"segments_per_player": 2},
        **net(segments={B_X: 0}),
    )
    assert m.decision().player == 0 and ("from", EARTH) not in m.legal()
    assert "1 Trade Route Segment left" in m.explain(("from", EARTH))


def test_components__supplies_name_every_counted_supply():
    m = turn_match([{"explore": 2, "red": 1}, {}], tiles=tiles(X="red"))
    got = GAME.supplies(m.state)
    assert got["Player 1's Trade Route Segments"] == 15 and got["Player 2's Trade Stations"] == 10
    assert got["Player 1's Sale Markers"] == 8 and got["Player 2's own Challenge tokens"] == 2
    assert got["Player 1's red Goods cards in hand"] == 1 and got["Player 1's Exploration cards in hand"] == 2
    assert got["First Delivery tokens on the board"] == 1
    assert all(isinstance(v, int) for v in got.values())
    play(m, ("from", EARTH), ("seg", SPOKE_AB), ("station", AB))
    pay_all(m, "explore", "red")
    got = GAME.supplies(m.state)
    assert got["Player 1's Trade Route Segments"] == 14 and got["Player 1's Trade Stations"] == 9
    assert got["red Goods cards in the discard pile"] == 1


# -- property: no supply goes negative, whatever the options that size a supply --------------------

#: every rule option that sets the size of a supply, drawn small so that supplies run out
SUPPLY_OPTIONS = st.fixed_dictionaries(
    {
        "players": st.integers(2, 5),
        "segments_per_player": st.integers(1, 4),
        "stations_per_player": st.integers(1, 3),
        "sale_markers": st.integers(1, 3),
        "challenge_tokens": st.integers(0, 3),
        "exploration_cards": st.integers(0, 12),
        "exploration_per_round": st.integers(0, 3),
        "exploration_return": st.booleans(),
        "goods_cards": st.fixed_dictionaries({g: st.integers(0, 6) for g in ("red", "blue", "yellow", "green")}),
        "pool_size": st.integers(1, 5),
        "draft_cards": st.integers(1, 5),
        "reshuffle": st.booleans(),
        "rounds": st.integers(1, 3),
        "late_rings_after": st.integers(1, 2),
    }
)
#: the tile mix sets the First Delivery tokens (one per world); it must fill the 36 places
WORLDS = st.lists(st.integers(0, 9), min_size=4, max_size=4)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(SUPPLY_OPTIONS, WORLDS, st.integers(0, 2**31 - 1))
def test_components__no_supply_goes_negative_for_every_piece_kind(options, worlds, seed):
    tiles = {"world_tiles": dict(zip(("red", "blue", "yellow", "green"), worlds)), "space_tiles": 36 - sum(worlds)}
    s = GAME.setup(GAME.Params.parse({**options, **tiles}), seed)
    rng = random.Random(seed)
    names = set(GAME.supplies(s))
    while not GAME.is_over(s):
        GAME.apply(s, rng.choice(GAME.legal_actions(s)))
        got = GAME.supplies(s)
        assert set(got) == names
        low = {k: v for k, v in got.items() if v < 0}
        assert not low, f"negative supply after {s.phase}: {low}"
