"""What the bots and hints count in Vesta Gold Rush (``scoring.value``): points, water for the
water checks, what an offer on the table would change, what a prospector can still mine, and the
push's toll on a prospector left on the exit column (rulebook "3.3.2")."""

from __future__ import annotations

import pytest

from deltawidgets import Match
from deltawidgets.bots import make_bot
from deltawidgets.games.vesta import scoring as sc
from vestakit import GAME, at, match, player

#: a field of bare rock (nothing to mine), walled in by face-down tiles where it matters
BARE = {name: "empty_asteroid" for name in ("B2", "B3", "C2", "C3", "C4", "D2", "D3", "E5", "D5", "D4")}


def trading(m):
    """The position as its trading phase would see it: no action left to anyone this game turn."""
    s = m.state.clone()
    s.phase, s.left, s.idx = "trade", 0, len(s.order)
    return s


def test_value__on_the_exit_column_the_push_takes_half_the_gold_the_titanium_cards_water_and_a_turn():
    """3.3.2 Player being forced out: standing on the exit column when no action is left before
    the push costs the toll in full; while an action is left, half of it."""
    m = match(BARE, [player("D4", water=4, gold=7, titanium=1, cards=["lasso"]), player("B2")])
    s = trading(m)
    safe = sc.value(s, 0)
    s.pos[0] = at("D5")  # the exit column: bare rock too
    toll = 7 // 2 + s.params.titanium_points * 1 + s.params.card_points * 1 + sc.SPARE_WATER * 4 + sc.TURN
    assert s.params.gold_loss == "half_down"
    assert sc.value(s, 0) == safe - toll
    s.phase, s.order, s.idx, s.current, s.left = "act", [0, 1], 0, 0, 2
    assert sc.can_still_move(s, 0) and sc.prospect(s, 0) == 0  # nothing to mine within reach
    assert sc.value(s, 0) == safe - toll / 2
    s.left = 0
    assert not sc.can_still_move(s, 0) and sc.value(s, 0) == safe - toll


def test_value__a_later_action_phase_this_turn_can_still_leave_the_exit_column():
    """3.1 Actions: players act in turn order; one whose phase comes later this turn can move off."""
    s = match(BARE, [player("D4"), player("D5")]).state.clone()
    s.phase, s.order, s.idx, s.current, s.left = "act", [0, 1], 0, 0, 3
    assert sc.can_still_move(s, 1)
    s.order = [1, 0]
    s.idx, s.current = 1, 0
    assert not sc.can_still_move(s, 1)


def test_value__the_first_two_water_markers_count_most_and_thirst_costs_two_points():
    """3.3.2 Water check: a player without water has one action a turn until it finds some."""
    s = trading(match(BARE, [player("C3", water=0), player("B2")]))
    dry = sc.value(s, 0)
    s.water[0] = 2
    assert sc.value(s, 0) == dry + 2 * sc.NEEDED_WATER
    s.water[0] = 5
    assert sc.value(s, 0) == dry + 2 * sc.NEEDED_WATER + 3 * sc.SPARE_WATER
    s.water[0], s.thirsty[0] = 0, True
    assert sc.value(s, 0) == dry - sc.THIRST


def test_value__a_prospector_counts_the_best_asteroid_it_can_walk_to_and_mine_this_turn_and_next():
    """3.1 Movement and Mining: with three actions, a two-gold asteroid one move away yields two
    mining actions now (4 gold), and the asteroid is still there next game turn (3 more actions,
    counted at NEXT_TURN). Walking there and mining change the value by nothing: the plan
    counted them."""
    m = match({**BARE, "C3": "gold:2"}, [player("C2"), player("E5")])
    before = m.state.clone()
    assert before.current == 0 and before.left == 3
    assert sc.prospect(before, 0) == pytest.approx(2 * (3 - 1) + 2 * sc.NEXT_TURN * 3)
    assert sc.value(before, 0) == pytest.approx(sc.worth(before, 0, 0, before.water[0], 0, 0) + sc.prospect(before, 0))
    m.act(("move", at("C3")))
    assert sc.value(m.state, 0) == pytest.approx(sc.value(before, 0))  # the walk was part of the plan
    m.act(("mine",))
    assert m.state.gold[0] == 2 and sc.prospect(m.state, 0) == pytest.approx(2 * 1 + 2 * sc.NEXT_TURN * 3)
    assert sc.value(m.state, 0) == pytest.approx(sc.value(before, 0))  # mining banks what the plan counted


def test_value__an_asteroid_the_push_takes_counts_no_mining_next_turn():
    """3.3.1 Moving the asteroid belt: an asteroid on the exit column leaves at the push, so a
    plan there keeps one action to step off and counts nothing for the next game turn; one a
    column before it keeps one action of the next game turn to step off."""
    m = match({**BARE, "D5": "gold:3"}, [player("D4"), player("B2")])
    assert sc.prospect(m.state, 0) == pytest.approx(3 * (3 - 1 - 1))
    m = match({**BARE, "C4": "gold:3"}, [player("C3"), player("E5")])
    assert sc.prospect(m.state, 0) == pytest.approx(3 * (3 - 1) + 3 * sc.NEXT_TURN * (3 - 1))


def test_value__an_offer_on_the_table_counts_in_part_for_both_sides():
    """3.2 Trading: an offer may be accepted; while it is drafted or answered, each side counts
    OFFER of what it would change, so a bot drafting it sees what every term gives away."""
    m = match(BARE, [player("C3", gold=6), player("C4", gold=1)])
    s = trading(m)
    base = [sc.value(s, 0), sc.value(s, 1)]
    s.phase, s.drafter, s.other = "draft", 0, 1
    s.give, s.ask = [3, 0, 0], [0, 0, 0]
    assert sc.value(s, 0) == pytest.approx(base[0] - sc.OFFER * 3)
    assert sc.value(s, 1) == pytest.approx(base[1] + sc.OFFER * 3)
    s.phase = "trade"
    assert [sc.value(s, 0), sc.value(s, 1)] == base


@pytest.mark.parametrize("points, goes", [(1, "C4"), (2, "B3")])
def test_value__a_variant_s_titanium_points_decide_where_the_greedy_bot_digs(points, goes):
    """Issue 34: a variant with new option values must not leave the bots playing the old ones.
    A three-gold asteroid and a two-symbol titanium asteroid, each one move away: titanium is
    worth 2 points a marker by default (4. Game ending and victory), so the bot walks to it; with
    ``titanium_points`` 1 it is worth less than the gold, and the bot walks to the gold."""
    m = match({**BARE, "C4": "gold:3", "B3": "titanium:2"}, [player("C3"), player("E5")], params={"titanium_points": points})
    choice = make_bot("greedy", seed=1).choose(GAME, m.state)
    assert choice == ("move", at(goes))


def _values_hold(s) -> None:
    """``values`` must give ``value`` of every seat bit for bit (issues 34/35: the greedy bot's speed-up)."""
    assert sc.values(s) == [sc.value(s, p) for p in range(s.players)]


@pytest.mark.parametrize("players", [2, 3])
def test_values__equal_value_of_every_seat_after_every_choice_a_bot_tries(players):
    """Issues 34/35: ``values`` shares work between seats and, while an offer is drafted (3.2
    Trading), between positions that differ only in its terms; it must still give exactly what
    ``value`` gives, for the positions played and for every candidate the greedy bot tries."""
    m = Match(GAME, {"players": players}, seed=7)
    bot, s, drafts = make_bot("greedy", seed=1), m.state, 0
    while GAME.decider(s) is not None and s.round < 4:
        _values_hold(s)
        if s.phase == "draft":
            drafts += 1
            for action in GAME.legal_actions(s):
                after = s.clone()
                GAME.apply(after, action)
                _values_hold(after)
        GAME.apply(s, bot.choose(GAME, s))
    assert drafts  # the draft path was exercised


def test_values__a_kept_draft_position_is_not_reused_once_anything_else_changes():
    """Issues 34/35: the part of the values kept between drafted offers (3.2 Trading) must be
    worked out afresh when a field it reads changes, not only when the offer does."""
    m = Match(GAME, {"players": 3}, seed=7)
    bot, s = make_bot("greedy", seed=1), m.state
    while s.phase != "draft":
        GAME.apply(s, bot.choose(GAME, s))
    _values_hold(s)
    for change in (
        lambda t: t.water.__setitem__(0, t.water[0] + 3),
        lambda t: t.gold.__setitem__(1, t.gold[1] + 5),
        lambda t: t.thirsty.__setitem__(2, not t.thirsty[2]),
        lambda t: t.tile.__setitem__(t.pos[0] if t.pos[0] < t.belt.places else 0, 2 * 8 + 3),
        lambda t: t.cards[0].append("separator"),
    ):
        t = s.clone()
        change(t)
        _values_hold(t)
        _values_hold(s)
