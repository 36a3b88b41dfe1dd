"""Rulebook sections "3.3 Common events" (3.3.1 Moving the asteroid belt, 3.3.2 Player being
forced out, 3.3.2 Water check, 3.3.3 Game end check) and "4. Game ending and victory"."""

from __future__ import annotations

from deltawidgets.games.vesta.components import face_name
from vestakit import GAME, at, events_of, match, play, player

FIELD = {f"C{c}": "empty_asteroid" for c in range(1, 6)} | {"E2": "gold:1", "E5": "water:2"}


def finish_round(m) -> list:
    """Everyone stops and finishes trading until the game turn is over; returns its events."""
    start = m.state.round
    events = []
    while not m.is_over() and m.state.round == start:
        legal = m.legal()
        a = ("stop",) if ("stop",) in legal else ("done",)
        events += m.act(a)
    return events


def test_3_3_1_moving_the_asteroid_belt__a_column_out_a_column_in_face_down():
    pile = ["gold:3"] * 9 + ["water:1"] * 2  # top first
    m = match(FIELD, [player("C2"), player("E2")], pile=pile)
    s = m.state
    before = list(s.tile)
    events = finish_round(m)
    assert events_of(events, "push")
    w = 9
    assert s.tile[w:] == before[:-w]  # every tile one column on
    assert [face_name(s.tile[i]) for i in range(w)] == ["gold:3"] * 9 and not any(s.up[:w])
    assert len(s.pile) == 2 and len(s.discard_up) == 2  # C5 and E5 left face up
    assert s.pos == [at("C3"), at("E3")]  # the prospectors rode their tiles


def test_3_3_1_moving_the_asteroid_belt__the_player_with_most_gold_pushes():
    m = match(FIELD, [player("C2", gold=2), player("E2", gold=7), player("C4", gold=7)], pile=["gold:1"] * 9)
    events = finish_round(m)
    assert events_of(events, "push")[0]["player"] == 1  # tie of 7: earlier in this turn's order
    assert "Player 2 (most gold) pushed the belt" in " ".join(m.log())


def test_3_3_1_moving_the_asteroid_belt__an_empty_pile_is_refilled_from_the_discards():
    """Ruling "pile runs out": the removed tiles are shuffled into a new pile."""
    m = match(FIELD, [player("C2"), player("E2")], pile=["gold:1"] * 4, discard_up=["saloon"] * 0 + ["water:1"] * 6)
    events = finish_round(m)
    s = m.state
    assert events_of(events, "reshuffle_tiles") and all(t >= 0 for t in s.tile[:9])
    assert len(s.pile) + sum(t >= 0 for t in s.tile) + len(s.discard_up) + len(s.discard_down) == 4 + 6 + 7


def test_3_3_2_forced_out__loses_half_the_gold_water_titanium_cards_and_a_turn():
    m = match(FIELD, [player("C5", gold=7, titanium=3, cards=["moped", "gun"]), player("E2")], pile=["gold:1"] * 20)
    events = finish_round(m)
    s = m.state
    out = events_of(events, "forced_out")[0]
    assert out["player"] == 0 and out["gold"] == 3  # half of 7, rounded down (ruling)
    assert s.pos[0] == -1 and s.gold[0] == 4 and s.water[0] == 0 and s.titanium[0] == 0 and s.cards[0] == []
    assert {"moped", "gun"} <= set(s.deck)
    events = finish_round(m)  # the lost turn: Player 1 takes no action phase
    assert events_of(events, "lose_turn")[0]["player"] == 0
    assert not [e for e in events_of(events, "turn") if e["player"] == 0]
    back = events_of(events, "return")[0]
    assert back["player"] == 0 and s.pos[0] == at("start") and s.water[0] == 6


def test_3_3_2_forced_out__gold_rounding_is_a_rule_option():
    m = match(FIELD, [player("C5", gold=7), player("E2")], params={"gold_loss": "half_up"}, pile=["gold:1"] * 20)
    finish_round(m)
    assert m.state.gold[0] == 3


def test_3_3_2_water_check__everyone_gives_one_water_or_goes_dry():
    m = match(FIELD, [player("C2", water=3), player("E2", water=0)], pile=["gold:1"] * 20)
    supply = m.state.supply_water
    events = finish_round(m)
    s = m.state
    check = events_of(events, "water_check")[0]
    assert check["paid"] == [0] and check["dry"] == [1]
    assert s.water == [2, 0] and s.supply_water == supply + 1 and s.thirsty == [False, True]
    # the next action phase: one action for the dry player
    while m.state.current != 1:
        m.act(("stop",))
    assert m.state.left == 1


def test_3_3_3_game_end_check__empty_titanium_pile_gives_one_more_turn():
    m = match(FIELD, [player("C2", titanium=12), player("E2", titanium=8)], pile=["gold:1"] * 30)
    assert m.state.supply_ti == 0
    events = finish_round(m)
    assert events_of(events, "final") and not m.is_over() and m.state.final
    assert "one more game turn" in " ".join(m.log())
    events = finish_round(m)
    assert m.is_over() and GAME.end_reason(m.state) == "titanium_out"
    assert events_of(events, "turn")  # the final turn was played


def test_3_3_3_game_end_check__the_final_turn_comes_even_if_titanium_returns():
    """Ruling: once the final stage begins, titanium coming back (a forced-out player's) does
    not cancel it."""
    m = match(FIELD, [player("C4", titanium=12), player("E2", titanium=8)], pile=["gold:1"] * 30)
    finish_round(m)
    assert m.state.final and m.state.pos[0] == at("C5")
    events = finish_round(m)  # the push forces Player 1 out: their titanium goes back to the pile
    assert events_of(events, "forced_out") and m.state.supply_ti == 12 and m.is_over()


def test_game_end_safety__a_round_limit_ends_the_game_by_a_named_reason():
    m = match(FIELD, [player("C2"), player("E2")], params={"round_limit": 1}, pile=["gold:1"] * 30)
    finish_round(m)
    assert m.is_over() and GAME.end_reason(m.state) == "round_limit"
    assert "round_limit" in GAME.end_reasons


def test_4_game_ending_and_victory__points_and_a_shared_win():
    """4. Game ending and victory: gold 1, titanium 2, every equipment card 1; the player with most
    points wins, and the section prints no tie-break, so players tied on most points share the
    win (issue 33: the printed reading is the default)."""
    players = [player("C2", gold=5, titanium=1, cards=["moped"]), player("E2", gold=6, titanium=1), player("C4", gold=8)]
    m = match(FIELD, players, params={"round_limit": 1}, pile=["gold:1"] * 30)
    finish_round(m)
    assert m.scores() == [8, 8, 8]
    assert m.winners() == [0, 1, 2]


def test_4_game_ending_and_victory__the_titanium_then_gold_tie_break_is_an_option():
    """4. (ruling "ties", score_ties="titanium_then_gold"): most titanium, then most gold, breaks
    a tie on points."""
    players = [player("C2", gold=5, titanium=1, cards=["moped"]), player("E2", gold=6, titanium=1), player("C4", gold=8)]
    m = match(FIELD, players, params={"round_limit": 1, "score_ties": "titanium_then_gold"}, pile=["gold:1"] * 30)
    finish_round(m)
    assert m.scores() == [8, 8, 8]
    assert m.winners() == [1]  # titanium ties 0 and 1; Player 2 has more gold


def test_4_game_ending_and_victory__water_scores_nothing():
    m = match(FIELD, [player("C2", water=20), player("E2")])
    assert m.scores() == [0, 0]


def test_3_game_turn__order_is_actions_then_trading_then_common_events():
    m = match(FIELD, [player("C1", gold=1), player("C2")], pile=["gold:1"] * 30)
    finish_round(m)
    kinds = [e["type"] for e in m.events() if e["type"] in ("turn", "trading", "push", "water_check", "round")]
    assert kinds == ["round", "turn", "turn", "trading", "trading", "push", "water_check", "round", "turn"]
    assert events_of(m.events(), "round")[1]["order"] == [1, 0]  # Player 2 has least gold now
    play(m, ("stop",))


# -- ruling "titanium gone" (3.3.3 Game end check) -------------------------------------------------


def test_3_3_3_titanium_gone__the_last_titanium_asteroid_leaving_face_up_begins_the_final_stage():
    """Ruling: a titanium asteroid that leaves face up is spent; with every one spent no titanium
    can be mined, so the final stage begins although titanium is left; the game then ends by the
    named reason, and the log says why."""
    tiles = FIELD | {"G5": "titanium:2"}
    m = match(tiles, [player("C2"), player("E2")], pile=["gold:1"] * 30, discard_up=["titanium:2"])
    events = finish_round(m)
    assert events_of(events, "final")[0]["why"] == "titanium_gone" and m.state.supply_ti == 20
    assert "No titanium asteroid is left to mine" in " ".join(m.log())
    finish_round(m)
    assert m.is_over() and GAME.end_reason(m.state) == "titanium_gone"


def test_3_3_3_titanium_gone__a_titanium_asteroid_leaving_face_down_is_not_known_gone():
    """Ruling: only public facts: a face-down titanium asteroid pushed out may come back."""
    tiles = FIELD | {"G5": "titanium:2?"}
    m = match(tiles, [player("C2"), player("E2")], pile=["gold:1"] * 30, discard_up=["titanium:2"])
    events = finish_round(m)
    assert not events_of(events, "final") and not m.state.final


def test_3_3_3_titanium_gone__spent_titanium_asteroids_are_not_reshuffled():
    """Ruling: when the pile runs out the discards are reshuffled, the spent titanium asteroids
    excepted; with ``titanium_tiles="reshuffled"`` they go in with the rest."""
    for option, pile_ti in (("spent", 0), ("reshuffled", 1)):
        m = match(
            FIELD, [player("C2"), player("E2")], params={"titanium_tiles": option}, discard_up=["titanium:2"] + ["gold:1"] * 12, discard_down=["water:1"] * 3
        )
        finish_round(m)
        s = m.state
        kinds = [face_name(t) for t in s.pile + s.tile[:9]]
        assert kinds.count("titanium:2") == pile_ti
        assert [face_name(t) for t in s.discard_up].count("titanium:2") == 1 - pile_ti


def test_3_3_3_titanium_gone__with_holes_an_empty_belt_and_pile_begin_the_final_stage():
    """Ruling: with ``empty_pile="holes"`` no tile comes back; once the pile is empty and no tile
    on the belt lies face down, no titanium asteroid can be found any more."""
    m = match(FIELD, [player("C2"), player("E2")], params={"empty_pile": "holes"})
    events = finish_round(m)
    assert events_of(events, "final")[0]["why"] == "titanium_gone"


def test_bots__a_simple_bot_accepts_a_trade_that_does_not_lower_its_score():
    """The bot rule of thumb (4. Game ending and victory values): an offer worth at least what
    it costs is accepted; one that costs points is declined or countered."""
    from deltawidgets.bots import RandomBot

    for give, ask, accepted in (
        (("give", "gold", 2), ("ask", "titanium", 1), True),
        (("give", "gold", 1), ("ask", "titanium", 1), False),
        (("give", "water", 3), ("ask", "gold", 1), False),
    ):
        m = match(FIELD, [player("C1", gold=4), player("C2", titanium=1, gold=2)])
        while m.state.phase == "act":
            m.act(("stop",))
        play(m, ("offer", 1), give, ask, ("send",))
        choices = GAME.bot_choices(m.state, m.legal())
        assert (choices == [("accept",)]) == accepted and choices
        assert RandomBot(1).choose(GAME, m.state) in choices


def test_3_3_2_forced_out__the_water_supply_of_six_comes_from_a_short_pile_as_far_as_it_lasts():
    """3.3.2: the player "continues the game from there with water supply of six"; ruling "short
    pile": the markers are a finite component (1. Equipment), so a short pile gives what it has."""
    params = {"water_markers": 20}
    m = match(FIELD, [player("C5", water=1), player("E2", water=19)], params=params, pile=["gold:1"] * 20)
    finish_round(m)
    events = finish_round(m)
    s = m.state
    back = events_of(events, "return")[0]
    assert back["player"] == 0 and 0 < back["water"] < 6 and s.water[0] == back["water"]
    assert s.supply_water == 0 and sum(s.water) + s.supply_water + s.saloon_water == 20
