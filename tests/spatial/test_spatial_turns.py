"""Rulebook sections "2. Explore and Deliver", "Moving Your Spaceship" and "Deliveries".

The network used here: seat 1's route runs from Earth along the spoke A|B to the corner AB (no
station: the middle of a route), where it forks: A|X to seat 1's station at AX, and B|X (seat 0's
segment) to seat 0's station at BX. A is a red world (ring 1), X a blue world (ring 2).
"""

from __future__ import annotations

import pytest

from deltawidgets import IllegalAction
from spatialkit import A_X, AB, AX, B_X, BX, EARTH, SPOKE_AB, A, X, events_of, hexi, net, pay_all, play, tiles, turn_match

NET = net({AX: 1, BX: 0}, {SPOKE_AB: 1, A_X: 1, B_X: 0}, outpost=False)
WORLDS = tiles(A="red", X="blue")


def game(hands, **kw):
    return turn_match(hands, tiles=WORLDS, **{**NET, **kw})


# -- 2. Explore and Deliver ------------------------------------------------------------------------


def test_explore_and_deliver__turns_go_clockwise_from_the_starting_player():
    m = game([{"explore": 3}, {"explore": 3}, {"explore": 3}], start=2)
    seen = []
    for _ in range(3):
        seen.append(m.decision().player)
        play(m, ("step", AX), ("pay", "explore"), ("end",))
    assert seen == [2, 0, 1]


def test_explore_and_deliver__a_turn_with_no_action_makes_the_player_done_for_the_round():
    m = game([{"explore": 3}, {"explore": 3}])
    events = play(m, ("end",))
    assert m.state.done == [True, False]
    assert events_of(events, "done")[0]["auto"] is False
    play(m, ("step", AX), ("pay", "explore"), ("end",))
    assert m.decision().player == 1  # seat 0 is skipped from now on
    assert m.game.label(m.state, ("end",)) == "Done for this round"


def test_explore_and_deliver__players_take_more_than_one_turn_per_round():
    m = game([{"explore": 3}, {"explore": 3}])
    play(m, ("step", AX), ("pay", "explore"), ("end",), ("step", BX), ("pay", "explore"), ("end",))
    assert m.decision().player == 0 and m.state.round == 1
    assert m.game.label(m.state, ("end",)) == "Done for this round"


def test_explore_and_deliver__actions_come_in_order_explore_move_deliver():
    m = game([{"explore": 3, "blue": 1}, {"explore": 3}])
    play(m, ("step", AX), ("pay", "explore"))
    assert m.state.stage == 1
    assert not [a for a in m.legal() if a[0] == "from"]
    play(m, ("deliver", hexi(X)))
    assert m.decision().player == 1  # delivering is the last action: the turn is over


def test_explore_and_deliver__a_player_with_no_card_is_done_without_being_asked():
    """Every action spends a card, and hand sizes are public: the one turn that is not asked."""
    m = game([{}, {"explore": 2}])
    assert m.decision().player == 1 and m.state.done[0]
    assert "Player 1 is done for this round (no cards left)." in m.log(1)


def test_explore_and_deliver__a_player_holding_cards_is_asked_even_with_nothing_to_do():
    """Hands are hidden: a player with a card but no open action still answers "done", so that
    other seats cannot tell from the turn passing by itself what the hand holds."""
    m = turn_match([{"red": 1}, {"explore": 2}], tiles=WORLDS, **net(outpost=False))  # no route: no step
    assert m.decision().player == 0 and m.legal() == [("end",)]
    events = play(m, ("end",))
    assert events_of(events, "done")[0]["auto"] is False and m.decision().player == 1


def test_explore_and_deliver__when_everyone_is_done_the_round_ends():
    m = game([{"explore": 1}, {"explore": 1}])
    events = play(m, ("end",), ("end",))
    assert events_of(events, "round_end") and m.state.round == 2


# -- Moving Your Spaceship ------------------------------------------------------------------------------


def test_moving__a_step_runs_along_routes_to_the_next_station_of_any_owner():
    m = game([{"explore": 6}, {"explore": 1}])
    steps = {a[1] for a in m.legal() if a[0] == "step"}
    assert steps == {AX, BX}  # the fork at AB is passed, not stopped at: it has no station
    assert ("step", AB) not in m.legal()
    assert "not one step" in m.explain(("step", AB))


def test_moving__the_nth_step_in_a_turn_costs_n_cards():
    m = game([{"explore": 6}, {"explore": 1}])
    events = play(m, ("step", AX), *[("pay", "explore")], ("step", BX), *[("pay", "explore")] * 2, ("step", AX), *[("pay", "explore")] * 3)
    costs = [e["cost"] for e in events_of(events, "step")]
    assert costs == [1, 2, 3]
    assert m.state.hand[0][0] == 0 and m.state.ship[0] == AX


def test_moving__every_card_of_a_step_is_asked_for_even_if_only_one_kind_fits():
    """Hands are hidden: a cost of n cards is always n decisions of the payer, so the number of
    decisions other seats see is the public cost, not a trace of the hand."""
    m = game([{"explore": 3}, {"explore": 1}])
    play(m, ("step", AX), ("pay", "explore"), ("step", BX))
    for i in (1, 2):
        assert m.decision().player == 0 and m.decision().prompt == f"Pay card {i} of 2 for the spaceship's step"
        assert m.legal() == [("pay", "explore")]
        play(m, ("pay", "explore"))
    assert m.state.ship[0] == BX


def test_moving__a_step_you_cannot_pay_for_is_not_offered():
    m = game([{"explore": 2}, {"explore": 1}])
    play(m, ("step", AX), ("pay", "explore"))
    assert m.state.hand[0][0] == 1
    # step 2 would cost two cards: only ending the turn is left (still asked: the hand is hidden)
    assert m.decision().player == 0 and m.legal() == [("end",)]
    assert "costs 2" in m.explain(("step", BX))


def test_moving__step_cost_is_explained():
    m = game([{"explore": 1, "red": 1}, {"explore": 1}])
    play(m, ("step", AX), ("pay", "explore"))
    assert ("step", BX) not in m.legal() and ("deliver", hexi(A)) in m.legal()
    why = m.explain(("step", BX))
    assert "Moving Your Spaceship" in why and "costs 2" in why


def test_moving__flat_cost_option():
    m = game([{"explore": 3}, {"explore": 1}], params={"move_cost": "flat"})
    events = play(m, ("step", AX), ("pay", "explore"), ("step", BX), ("pay", "explore"), ("step", AX), ("pay", "explore"))
    assert [e["cost"] for e in events_of(events, "step")] == [1, 1, 1]


def test_moving__spaceships_stop_only_at_trade_stations_not_at_earth():
    """The default (``earth_stop`` off): a step from AX towards Earth passes through it; with no
    other route from Earth it has nowhere to stop, so only BX is a step away."""
    m = game([{"explore": 3}, {"explore": 1}])
    play(m, ("step", AX), ("pay", "explore"))
    assert ("step", EARTH) not in m.legal() and ("step", BX) in m.legal()
    why = m.explain(("step", EARTH))
    assert "Moving Your Spaceship" in why and "stop only at Trade Stations" in why


def test_moving__earth_stop_variant_ends_a_step_at_earth():
    m = game([{"explore": 3}, {"explore": 1}], params={"earth_stop": True})
    play(m, ("step", AX), ("pay", "explore"))
    assert ("step", EARTH) in m.legal()


def test_moving__spaceships_move_only_along_routes():
    # a station with no route to it: exploring is possible, stepping there is not
    m = turn_match([{"explore": 3, "blue": 1}, {"explore": 1}], tiles=WORLDS, **net({AX: 1}, {}, outpost=False))
    assert m.state.round == 1 and ("from", EARTH) in m.legal()
    assert not [a for a in m.legal() if a[0] == "step"]
    assert "Moving Your Spaceship" in m.explain(("step", AX))


# -- Deliveries --------------------------------------------------------------------------------------------


def test_deliveries__sell_at_a_station_next_to_a_matching_world_for_its_ring_in_msp():
    m = game([{"explore": 1, "blue": 1, "red": 1}, {"explore": 1}])
    play(m, ("step", AX), ("pay", "explore"))
    assert {a for a in m.legal() if a[0] == "deliver"} == {("deliver", hexi(X)), ("deliver", hexi(A))}
    events = play(m, ("deliver", hexi(X)))
    (sale,) = events_of(events, "deliver")
    assert sale["msp"] == 2 and m.state.msp[0][2] == 2


def test_deliveries__the_station_owner_earns_one_msp_unless_it_is_yours():
    m = game([{"explore": 1, "blue": 1}, {"explore": 1}])
    play(m, ("step", AX), ("pay", "explore"), ("deliver", hexi(X)))  # seat 1's station
    assert m.state.msp[1][3] == 1
    m = game([{"explore": 1, "blue": 1}, {"explore": 1}])
    play(m, ("step", BX), ("pay", "explore"), ("deliver", hexi(X)))  # seat 0's own station
    assert m.state.msp[0][3] == 0 and m.state.msp[1][3] == 0


def test_deliveries__first_delivery_token_goes_to_the_first_seller_only():
    m = game([{"explore": 2, "blue": 1}, {"explore": 2, "blue": 1}])
    events = play(m, ("step", AX), ("pay", "explore"), ("deliver", hexi(X)))
    assert events_of(events, "deliver")[0]["token"] is True
    assert m.state.fdt[0][2] == 1 and not m.state.token[hexi(X)]


def test_deliveries__a_world_with_a_sale_marker_buys_nothing_more_this_round():
    m = game([{"explore": 2, "blue": 1}, {"explore": 2, "blue": 1}])
    play(m, ("step", AX), ("pay", "explore"), ("deliver", hexi(X)))
    assert m.state.sale[hexi(X)] == 0 and m.state.markers_left[0] == 7
    play(m, ("step", AX), ("pay", "explore"))
    assert ("deliver", hexi(X)) not in m.legal()
    assert "already has a Sale Marker" in m.explain(("deliver", hexi(X)))


def test_deliveries__one_good_per_turn_only_next_to_the_station_and_only_matching():
    m = game([{"explore": 1, "blue": 2, "red": 1}, {"explore": 1}])
    assert "must be at a Trade Station" in m.explain(("deliver", hexi(X)))
    play(m, ("step", BX), ("pay", "explore"))
    assert ("deliver", hexi(A)) not in m.legal()
    assert "next to the station" in m.explain(("deliver", hexi(A)))
    play(m, ("deliver", hexi(X)))
    assert m.decision().player == 1


def test_deliveries__you_need_a_matching_goods_card():
    m = game([{"explore": 2, "red": 1}, {"explore": 1}])
    play(m, ("step", BX), ("pay", "explore"))
    assert "no blue Goods card" in m.explain(("deliver", hexi(X)))
    with pytest.raises(IllegalAction):
        m.act(("deliver", hexi(X)))


def test_deliveries__a_sale_at_a_station_costs_the_sold_card_only():
    m = game([{"explore": 1, "blue": 1}, {"explore": 1}])
    play(m, ("step", AX), ("pay", "explore"), ("deliver", hexi(X)))
    assert m.state.hand[0] == [0, 0, 0, 0, 0] and m.state.discard[2] == 1


def test_deliveries__the_log_hides_msp_from_opponents():
    m = game([{"explore": 1, "blue": 1}, {"explore": 1}])
    play(m, ("step", AX), ("pay", "explore"), ("deliver", hexi(X)))
    mine = [t for t in m.log(0) if "delivered" in t][0]
    theirs = [t for t in m.log(1) if "delivered" in t][0]
    assert "2 MSP" in mine and "MSP" not in theirs


def test_explore_and_deliver__exploring_pays_then_moves_free():
    m = turn_match([{"explore": 1, "red": 1}, {"explore": 1}], tiles=tiles(X="red"))
    play(m, ("from", EARTH), ("seg", SPOKE_AB), ("station", AB))
    pay_all(m, "explore", "red")
    assert m.state.ship[0] == AB and m.decision().player == 1


def test_moving__a_step_passes_through_earth_to_the_next_station():
    # seat 1's second route from Earth: the OUTPOST at DF. From AX, a step through Earth reaches DF
    # (the default); with the variant earth_stop it ends at Earth instead.
    from spatialkit import DF, SPOKE_DF

    hands = [{"explore": 6}, {"explore": 1}]
    stations, segments = {AX: 1, BX: 0, DF: 1}, {SPOKE_AB: 1, A_X: 1, B_X: 0, SPOKE_DF: 1}
    m = turn_match(hands, tiles=WORLDS, **net(stations, segments, outpost=False))
    play(m, ("step", AX), ("pay", "explore"))
    assert {a[1] for a in m.legal() if a[0] == "step"} == {DF, BX}
    m = turn_match(hands, tiles=WORLDS, params={"earth_stop": True}, **net(stations, segments, outpost=False))
    play(m, ("step", AX), ("pay", "explore"))
    assert {a[1] for a in m.legal() if a[0] == "step"} == {EARTH, BX}


def test_about_exploration__a_branch_from_earth_only_before_the_spaceship_leaves_earth():
    """ "About Exploration": to start a branch at Earth the spaceship must be at Earth. By default
    it is there only until its first step of the round (steps pass through Earth)."""
    from spatialkit import DF, SPOKE_DF

    hands = [{"explore": 6, "red": 2}, {"explore": 1}]
    stations, segments = {AX: 1, BX: 0, DF: 1}, {SPOKE_AB: 1, A_X: 1, B_X: 0, SPOKE_DF: 1}
    m = turn_match(hands, tiles={**WORLDS, **tiles(C="red")}, **net(stations, segments, outpost=False))
    assert ("from", EARTH) in m.legal()
    play(m, ("step", AX), ("pay", "explore"), ("end",), ("end",))
    assert m.decision().player == 0 and m.state.ship[0] == AX
    assert ("from", EARTH) not in m.legal()
    assert "spaceship must be at Earth" in m.explain(("from", EARTH))
