"""Rulebook section "About Exploration" (with the station's free flight from "Moving Your Spaceship")."""

from __future__ import annotations

import pytest

from deltawidgets import IllegalAction
from spatialkit import (
    A_X,
    AB,
    AX,
    B_X,
    BOARD,
    BX,
    EARTH,
    SPOKE_AB,
    A,
    B,
    C,
    D,
    X,
    corner,
    events_of,
    hexi,
    net,
    pay_all,
    play,
    tiles,
    turn_match,
)

RED_BLUE = tiles(A="red", B="blue")


def build_ab(m, *cards):
    """Explore from Earth along the spoke A|B to the corner AB, paying ``cards``."""
    return play(m, ("from", EARTH), ("seg", SPOKE_AB), ("station", AB)) + pay_all(m, *cards)


def test_about_exploration__a_branch_from_earth_scores_one_per_station_and_one_per_world():
    m = turn_match([{"explore": 1, "red": 1, "blue": 1}, {"explore": 1}], tiles=RED_BLUE)
    events = build_ab(m, "explore", "red", "blue")
    s = m.state
    (built,) = events_of(events, "build")
    assert built["msp"] == 3 and built["worlds"] == 2
    assert s.station[AB] == 0 and s.segment[SPOKE_AB] == 0
    assert s.msp[0] == [1, 2, 0, 0]  # no MSP for the route segment
    assert s.segments_left[0] == 14 and s.stations_left[0] == 9
    assert s.hand[0] == [0, 0, 0, 0, 0]


def test_about_exploration__the_spaceship_flies_to_the_new_station_free_and_the_turn_ends():
    m = turn_match([{"explore": 2, "red": 1, "blue": 1}, {"explore": 1}], tiles=RED_BLUE)
    build_ab(m, "explore", "red", "blue")
    s = m.state
    assert s.ship[0] == AB
    assert s.hand[0] == [1, 0, 0, 0, 0]  # the flight cost nothing
    assert m.decision().player == 1  # and the turn passed


def test_about_exploration__cost_one_card_per_segment_plus_matching_goods_known_before_building():
    m = turn_match([{"explore": 3, "red": 1}, {}], tiles=tiles(X="red"))
    play(m, ("from", EARTH), ("seg", SPOKE_AB))
    cost = m.observation(0)["branch"]["cost"]
    assert cost == {"cards": 1, "worlds": ["red"], "any_goods": False, "total": 2, "msp": 2}
    assert ("station", AB) in m.legal()
    assert "1 card + red" in m.game.label(m.state, ("station", AB))
    play(m, ("seg", A_X))
    assert m.observation(0)["branch"]["cost"]["total"] == 3  # two segments now
    play(m, ("station", AX))
    pay_all(m, "explore", "explore", "red")
    assert m.state.hand[0] == [1, 0, 0, 0, 0]


def test_about_exploration__rulebook_example_blue_red_yellow_paid_with_blue_red_green():
    """Three worlds wanting blue, red and yellow may be paid with blue, red and green."""
    m = turn_match([{"explore": 1, "blue": 1, "red": 1, "green": 1}, {}], tiles=tiles(A="blue", B="red", X="yellow"))
    build_ab(m, "explore", "blue", "red", "green")
    assert m.state.station[AB] == 0 and m.state.msp[0][:2] == [1, 3]


def test_about_exploration__only_one_goods_card_may_differ_from_its_world():
    # AB touches blue, red and yellow worlds; red + two greens cover only red and one stand-in
    m = turn_match([{"explore": 1, "green": 2, "red": 1}, {}], tiles=tiles(A="blue", B="red", X="yellow"), **net())
    play(m, ("from", EARTH), ("seg", SPOKE_AB))
    assert ("station", AB) not in m.legal()
    assert "About Exploration" in m.explain(("station", AB)) and "cannot pay" in m.explain(("station", AB))
    # going on to BX (red and yellow worlds) works: red matches, a green stands in for yellow
    assert ("seg", B_X) in m.legal()
    play(m, ("seg", B_X), ("station", BX))
    pay_all(m, "explore", "red", "green", "green")
    assert m.state.station[BX] == 0


def test_about_exploration__an_exploration_card_is_not_a_goods_card():
    m = turn_match([{"explore": 3}, {}], tiles=tiles(A="red"), **net())
    assert ("from", EARTH) not in m.legal() and ("step", 0) not in m.legal()
    assert [a[0] for a in m.legal()] == ["step", "end"]


def test_about_exploration__with_one_world_the_goods_card_must_match():
    m = turn_match([{"explore": 2, "blue": 1}, {}], tiles=tiles(X="red"), **net())
    assert ("from", EARTH) not in m.legal()
    m = turn_match([{"explore": 2, "red": 1}, {}], tiles=tiles(X="red"), **net())
    assert ("from", EARTH) in m.legal()


def test_about_exploration__a_payment_may_not_spend_the_goods_a_world_needs():
    # two segments + a red card; hand: 2 exploration, red, green
    m = turn_match([{"explore": 2, "red": 1, "green": 1}, {"explore": 1}], tiles=tiles(X="red"))
    play(m, ("from", EARTH), ("seg", SPOKE_AB), ("seg", A_X), ("station", AX))
    assert set(m.legal()) == {("pay", "explore"), ("pay", "red"), ("pay", "green")}
    play(m, ("pay", "green"), ("pay", "explore"))
    # one card left to pay and it must be the red one: the explorer card would strand the red world
    assert m.legal() == [("pay", "red")]
    assert "About Exploration" in m.explain(("pay", "explore"))
    play(m, ("pay", "red"))
    assert m.state.phase != "pay" and m.state.station[AX] == 0
    assert m.state.hand[0] == [1, 0, 0, 0, 0]


def test_about_exploration__a_card_that_would_strand_the_payment_is_refused_with_the_rule():
    m = turn_match([{"explore": 2, "red": 1, "green": 1}, {"explore": 1}], tiles=tiles(X="red"))
    play(m, ("from", EARTH), ("seg", SPOKE_AB), ("seg", A_X), ("station", AX), ("pay", "explore"), ("pay", "explore"))
    assert m.legal() == [("pay", "red")]
    assert "too few matching Goods cards" in m.explain(("pay", "green"))
    m = turn_match([{"explore": 2, "red": 1, "green": 1}, {"explore": 1}], tiles=tiles(X="red"))
    play(m, ("from", EARTH), ("seg", SPOKE_AB), ("seg", A_X), ("station", AX), ("pay", "explore"))
    assert ("pay", "red") in m.legal()
    play(m, ("pay", "green"))  # leaves red for the world: fine
    assert m.legal() == [("pay", "red")]
    play(m, ("pay", "red"))
    assert m.state.station[AX] == 0
    m = turn_match([{"explore": 1, "red": 1, "green": 1}, {"explore": 1}], tiles=tiles(X="red"))
    play(m, ("from", EARTH), ("seg", SPOKE_AB), ("station", AB))
    play(m, ("pay", "green"))
    # the red card is the only card left that fits, and it is still asked for (hands are hidden)
    assert m.state.phase == "pay" and m.legal() == [("pay", "red")]
    play(m, ("pay", "red"))
    assert m.state.station[AB] == 0


def test_about_exploration__no_partial_branches_only_affordable_segments_are_offered():
    # one red world at X: AB and AX both touch it. With 2 cards only a 1-segment branch is payable.
    m = turn_match([{"explore": 1, "red": 1}, {}], tiles=tiles(X="red"))
    play(m, ("from", EARTH), ("seg", SPOKE_AB))
    assert set(m.legal()) == {("station", AB)}
    with pytest.raises(IllegalAction) as err:
        m.act(("seg", A_X))
    assert "About Exploration" in str(err.value) and "no partial branches" in str(err.value)


def test_about_exploration__cannot_afford_means_no_exploring():
    m = turn_match([{"red": 1}, {}], tiles=tiles(X="red"), **net())
    assert not [a for a in m.legal() if a[0] == "from"]


def test_about_exploration__a_branch_from_earth_needs_the_spaceship_at_earth():
    m = turn_match(
        [{"explore": 4, "red": 2}, {}],
        tiles=tiles(A="red", X="blue"),
        stations={str(BX): 0},
        segments={str(SPOKE_AB): 1, str(B_X): 1},
        ships=[f"v{BX}", "earth"],
        current=0,
    )
    assert ("from", EARTH) not in m.legal()
    assert "spaceship must be at Earth" in m.explain(("from", EARTH))


def test_about_exploration__from_another_players_station_but_not_your_own():
    m = turn_match(
        [{"explore": 4, "red": 2}, {"explore": 4, "red": 2}],
        tiles=tiles(A="red"),
        stations={str(AB): 1},
        segments={str(SPOKE_AB): 1},
    )
    m.state.ship[0] = AB
    m.state.ship[1] = AB
    m.state.legal_cache = None
    assert ("from", AB) in m.legal()  # seat 0 at seat 1's station
    play(m, ("end",))
    assert m.decision().player == 1
    assert ("from", AB) not in m.legal()  # seat 1 at its own station
    assert "not your own" in m.explain(("from", AB))


def test_about_exploration__own_branch_start_option_allows_your_own_station():
    m = turn_match(
        [{"explore": 4, "red": 2}, {}],
        tiles=tiles(A="red"),
        params={"own_branch_start": True},
        stations={str(AB): 0},
        segments={str(SPOKE_AB): 0},
    )
    m.state.ship[0] = AB
    m.state.legal_cache = None
    assert ("from", AB) in m.legal()


def test_about_exploration__from_the_middle_of_another_players_route_one_step_away():
    # seat 1's route: Earth -> AB -> AX (station). AB is the middle of that route.
    m = turn_match(
        [{"explore": 3, "red": 2}, {}],
        tiles=tiles(A="red", B="red"),
        stations={str(AX): 1},
        segments={str(SPOKE_AB): 1, str(A_X): 1},
    )
    assert ("from", AB) in m.legal()
    play(m, ("from", AB), ("seg", B_X), ("station", BX))
    pay_all(m, "explore", "red")
    s = m.state
    assert s.station[BX] == 0 and s.segment[B_X] == 0 and s.ship[0] == BX


def test_about_exploration__not_from_the_middle_of_your_own_route():
    m = turn_match(
        [{"explore": 3, "red": 2}, {}],
        tiles=tiles(A="red", B="red"),
        stations={str(AX): 0},
        segments={str(SPOKE_AB): 0, str(A_X): 0},
    )
    assert ("from", AB) not in m.legal()
    assert "About Exploration" in m.explain(("from", AB))


def test_about_exploration__one_segment_per_border_and_one_station_per_corner():
    m = turn_match(
        [{"explore": 3, "red": 2}, {}],
        tiles=tiles(A="red", B="red"),
        stations={str(AX): 1},
        segments={str(SPOKE_AB): 1, str(A_X): 1},
    )
    play(m, ("from", AB))
    assert ("seg", A_X) not in m.legal()
    assert "one Trade Route Segment" in m.explain(("seg", A_X))


def test_about_exploration__a_branch_cannot_run_through_a_station():
    m = turn_match(
        [{"explore": 5, "red": 2}, {}],
        tiles=tiles(A="red", B="red"),
        stations={str(AB): 1},
        segments={str(SPOKE_AB): 1},
    )
    m.state.ship[0] = AB
    m.state.legal_cache = None
    play(m, ("from", AB), ("seg", A_X))
    back = [a for a in m.legal() if a[0] == "seg"]
    assert back and all(a[1] != A_X for a in back)


def test_about_exploration__no_station_on_a_corner_of_earth_or_without_a_world():
    m = turn_match([{"explore": 6, "red": 2}, {}], tiles=tiles(A="red", X="red"))
    s = m.state
    earth_ab = corner((0, 0), A, B)
    assert earth_ab not in s.sites  # touches the red world A, but it is a corner of Earth
    rim = corner(X, (3, -1), (3, -2))  # X is red but ring 3 is not laid: two hexes meet there
    assert rim not in s.sites
    assert not any(BOARD.earth_corner[c] for c in s.sites)
    assert all(any(1 <= s.tile[h] <= 4 for h in BOARD.corner_hexes[c]) for c in s.sites)
    plain = corner(C, D, (-1, -1))  # space all round
    assert plain not in s.sites


def test_about_exploration__a_branch_needs_at_least_one_segment():
    m = turn_match(
        [{"explore": 3, "red": 2}, {}],
        tiles=tiles(A="red", B="red"),
        stations={str(AX): 1},
        segments={str(SPOKE_AB): 1, str(A_X): 1},
    )
    play(m, ("from", AB))
    assert ("station", AB) not in m.legal()
    assert "at least one route segment" in m.explain(("station", AB))


def test_about_exploration__the_station_must_be_at_the_branch_end():
    m = turn_match([{"explore": 3, "red": 2}, {}], tiles=tiles(X="red"))
    play(m, ("from", EARTH), ("seg", SPOKE_AB))
    assert "end of the branch" in m.explain(("station", AX))


def test_about_exploration__exploring_is_the_first_action_only():
    m = turn_match(
        [{"explore": 6, "red": 2}, {}],
        tiles=tiles(A="red", B="red"),
        stations={str(AB): 1, str(AX): 1},
        segments={str(SPOKE_AB): 1, str(A_X): 1},
    )
    play(m, ("step", AB), ("pay", "explore"))
    assert not [a for a in m.legal() if a[0] == "from"]
    assert "explore comes first" in m.explain(("from", AB))


def test_about_exploration__out_of_pieces_means_no_exploring():
    m = turn_match(
        [{"explore": 6, "red": 2}, {}], tiles=tiles(X="red", F="red"), params={"stations_per_player": 1}, **net({corner((-2, 2), (-1, 2), (-1, 1)): 0})
    )
    assert not [a for a in m.legal() if a[0] == "from"]
    assert "no Trade Station left" in m.explain(("from", EARTH))


def test_about_exploration__every_offered_start_and_segment_can_be_finished():
    """Exactness of "no partial branches": every chain of offered choices ends in a built station."""
    m = turn_match([{"explore": 3, "red": 1, "blue": 1}, {}], tiles=tiles(A="red", B="blue"))
    game = m.game
    leaves = 0

    def follow(state):
        nonlocal leaves
        if state.phase not in ("branch", "pay"):
            assert state.stations_left[0] == 9 and state.segments_left[0] < 15
            leaves += 1
            return
        for a in game.legal_actions(state):
            nxt = game.clone(state)
            game.apply(nxt, a)
            follow(nxt)

    starts = [a for a in m.legal() if a[0] == "from"]
    assert starts
    for a in starts:
        s = game.clone(m.state)
        game.apply(s, a)
        follow(s)
    assert leaves > 10


def test_about_exploration__station_hexes_and_prices_come_from_the_rings():
    m = turn_match([{"explore": 1}, {}], tiles=tiles(X="red"), **net())
    hexes = {h["id"]: h for h in m.observation(0)["hexes"]}
    assert hexes["h2,-1"]["goods"] == "red" and hexes["h2,-1"]["price"] == 2
    assert hexi(X) in BOARD.corner_hexes[AB]
