"""What the bots and hints count in Vesta Gold Rush (``scoring.value``): points, water for the
water checks, and the push's toll on a prospector left on the exit column (rulebook "3.3.2")."""

from __future__ import annotations

from deltawidgets.core.match import Match
from deltawidgets.games.vesta import VestaGoldRush
from deltawidgets.games.vesta import scoring as sc


def started():
    s = Match(VestaGoldRush(), {"players": 2}, seed=3).state.clone()
    s.gold, s.titanium, s.water = [7, 0], [1, 0], [4, 4]
    s.cards = [["lasso"], []]
    return s


def test_value__on_the_exit_column_the_push_takes_half_the_gold_the_titanium_cards_water_and_a_turn():
    """3.3.2 Player being forced out: standing on the exit column when no action is left before
    the push costs the toll in full; while an action is left, half of it."""
    s = started()
    s.pos[0] = s.belt.exit[0] - 1  # the column before the exit: safe this turn
    safe = sc.value(s, 0)
    s.pos[0] = s.belt.exit[0]
    s.phase = "trade"
    toll = 7 // 2 + s.params.titanium_points * 1 + s.params.card_points * 1 + sc.SPARE_WATER * 4 + sc.TURN
    assert s.params.gold_loss == "half_down"
    assert sc.value(s, 0) == safe - toll
    s.phase, s.order, s.idx, s.current, s.left = "act", [0, 1], 0, 0, 2
    assert sc.can_still_move(s, 0)
    assert sc.value(s, 0) == safe - toll / 2
    s.left = 0
    assert not sc.can_still_move(s, 0) and sc.value(s, 0) == safe - toll


def test_value__a_later_action_phase_this_turn_can_still_leave_the_exit_column():
    """3.1 Actions: players act in turn order; one whose phase comes later this turn can move off."""
    s = started()
    s.pos[1] = s.belt.exit[0]
    s.phase, s.order, s.idx, s.current, s.left = "act", [0, 1], 0, 0, 3
    assert sc.can_still_move(s, 1)
    s.order = [1, 0]
    s.idx, s.current = 1, 0
    assert not sc.can_still_move(s, 1)


def test_value__the_first_two_water_markers_count_most_and_thirst_costs_two_points():
    """3.3.2 Water check: a player without water has one action a turn until it finds some."""
    s = started()
    s.water[0] = 0
    dry = sc.value(s, 0)
    s.water[0] = 2
    assert sc.value(s, 0) == dry + 2 * sc.NEEDED_WATER
    s.water[0] = 5
    assert sc.value(s, 0) == dry + 2 * sc.NEEDED_WATER + 3 * sc.SPARE_WATER
    s.water[0], s.thirsty[0] = 0, True
    assert sc.value(s, 0) == dry - sc.THIRST
