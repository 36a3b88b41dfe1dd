"""Rulebook sections "Rounds", "3. End of Round", "Ending the Game" and "Scoring"."""

from __future__ import annotations

from pathlib import Path

from deltawidgets.games.spatial.scoring import colour_bonus, token_bonus
from spatialkit import (
    A_X,
    AX,
    B_X,
    BOARD,
    BX,
    EARTH,
    GAME,
    SPOKE_AB,
    X,
    events_of,
    hexi,
    match,
    net,
    play,
    tiles,
    turn_match,
)

NET = net({AX: 1, BX: 0}, {SPOKE_AB: 1, A_X: 1, B_X: 0}, outpost=False)


def everyone_done(m):
    """Every player ends every turn until this round is over."""
    r = m.state.round
    while m.state.phase == "turn" and m.state.round == r:
        play(m, ("end",))


def test_end_of_round__markers_spaceships_and_challenge_tokens_go_home_and_start_passes_left():
    m = turn_match([{"explore": 2, "blue": 1}, {"explore": 3}, {"explore": 3}], tiles=tiles(X="blue"), start=1, **NET)
    s = m.state
    s.held[0] = [1, 1, 0]  # a challenge token left over from the draft
    s.held[1] = [0, 1, 0]
    play(m, ("step", AX), ("pay", "explore"), ("end",))  # seat 1
    play(m, ("step", BX), ("pay", "explore"), ("end",))  # seat 2
    play(m, ("step", AX), ("pay", "explore"), ("deliver", hexi(X)))  # seat 0 sells to X
    assert s.sale[hexi(X)] == 0 and s.ship == [AX, AX, BX]
    events = []
    while s.round == 1:
        events += play(m, ("end",))
    assert events_of(events, "round_end")
    assert s.sale[hexi(X)] == -1 and s.markers_left == [8, 8, 8]
    assert s.ship == [EARTH] * 3
    assert s.held == [[2, 0, 0], [0, 2, 0], [0, 0, 2]]
    assert s.start == 2 and events_of(events, "round")[0]["start"] == 2


def test_end_of_round__first_delivery_tokens_stay_taken():
    m = turn_match([{"explore": 1, "blue": 1}, {"explore": 1}], tiles=tiles(X="blue"), **NET)
    play(m, ("step", AX), ("pay", "explore"), ("deliver", hexi(X)))
    everyone_done(m)
    assert m.state.round == 2 and not m.state.token[hexi(X)]


def test_end_of_round__the_outer_ring_is_laid_after_round_two_with_tokens_on_new_worlds_only():
    later = ["red"] * 5 + ["space"] * 13
    m = turn_match([{}, {"explore": 1}], tiles=tiles(X="blue"), round=2, later=later, tokens=[], **net({AX: 1}, {SPOKE_AB: 1, A_X: 1}, outpost=False))
    s = m.state
    assert s.laid == 2 and not s.token[hexi(X)]
    ring3 = [h for h, k in enumerate(BOARD.ring) if k == 3]
    assert all(s.tile[h] == -1 for h in ring3)
    events = []
    while s.round == 2:
        events += play(m, m.legal()[-1])
    (lay,) = events_of(events, "lay")
    assert s.laid == 3 and sorted(lay["hexes"]) == sorted(ring3)
    assert [s.tile[h] for h in ring3] == [1] * 5 + [0] * 13  # laid in the set-aside order
    assert [h for h in ring3 if s.token[h]] == ring3[:5]
    assert not s.token[hexi(X)]  # the old world gets no new token


def test_end_of_round__the_outer_ring_opens_new_corners_and_borders():
    m = turn_match([{}, {"explore": 1}], round=2, tiles=tiles(X="red"), **net())
    rim = BOARD.corner_at(X, (3, -1), (3, -2))
    outer = BOARD.border_between(X, (3, -1))
    s = m.state
    assert rim not in s.sites and outer not in BOARD.usable[s.counted]
    everyone_done(m)
    assert rim in s.sites and outer in BOARD.usable[s.counted]
    assert len(BOARD.usable[2]) == 36 and len(BOARD.usable[3]) == 84


def test_end_of_round__late_rings_after_option():
    m = turn_match([{}, {"explore": 1}], round=2, params={"late_rings_after": 3}, **net())
    everyone_done(m)
    assert m.state.round == 3 and m.state.laid == 2


def test_ending_the_game__five_rounds():
    m = turn_match([{"explore": 1}, {"explore": 1}], round=5, **net())
    everyone_done(m)
    assert m.is_over() and m.decision() is None and m.legal() == []


def test_ending_the_game__the_end_reason_is_a_code_of_the_games_vocabulary():
    """ "Ending the Game": the state records a machine code; the log and the view give its sentence."""
    m = turn_match([{"explore": 1}, {"explore": 1}], round=5, **net())
    assert GAME.end_reason(m.state) is None and m.observation(0)["end_reason"] is None
    everyone_done(m)
    assert m.state.end_reason == "last_round" and GAME.end_reason(m.state) == "last_round"
    sentence = GAME.end_reasons["last_round"]
    assert m.log(1)[-1] == f"Game over: {sentence}." and m.observation(1)["end_reason"] == sentence
    m = turn_match([{"explore": 1}, {"explore": 1}], params={"rounds": 1}, **net())
    everyone_done(m)
    assert GAME.end_reason(m.state) == "agreed_rounds"
    assert m.log("public")[-1] == f"Game over: {GAME.end_reasons['agreed_rounds']}."


def test_ending_the_game__the_rulings_list_every_end_reason_with_its_sentence():
    rulings = (Path(__file__).parents[2] / "docs" / "rulings" / "spatial_delivery.md").read_text()
    for code, sentence in GAME.end_reasons.items():
        assert f"`{code}`" in rulings and sentence in rulings


def test_ending_the_game__six_rounds_with_three_players():
    m = turn_match([{"explore": 1}] * 3, round=5, **net())
    everyone_done(m)
    assert not m.is_over() and m.state.round == 6
    assert GAME.Params.parse({"players": 3}).total_rounds == 6
    assert GAME.Params.parse({"players": 4}).total_rounds == 5


def test_ending_the_game__rounds_option():
    assert GAME.Params.parse({"players": 3, "rounds": 2}).total_rounds == 2
    m = turn_match([{"explore": 1}] * 2, params={"rounds": 1}, **net())
    everyone_done(m)
    assert m.is_over()


def test_scoring__rulebook_example_four_red_and_two_blue_tokens_give_13():
    assert token_bonus([0, 4, 2, 0, 0], (1, 3, 6, 10, 15)) == 13
    m = turn_match([{"explore": 1}, {"explore": 1}], round=5, fdt=[{"red": 4, "blue": 2}, {}], msp=[7, 20], **net())
    everyone_done(m)
    assert m.scores() == [7 + 13, 20]
    assert m.state.bonus == [13, 0]


def test_scoring__bonus_table_one_three_six_ten_fifteen():
    assert [colour_bonus(n, (1, 3, 6, 10, 15)) for n in range(1, 6)] == [1, 3, 6, 10, 15]
    m = turn_match([{"explore": 1}, {"explore": 1}], round=5, params={"bonus_table": [2, 4]}, fdt=[{"red": 1, "green": 3}, {}], **net())
    everyone_done(m)
    assert m.state.bonus == [2 + 4, 0]


def test_scoring__most_msp_wins_and_ties_share():
    m = turn_match([{"explore": 1}, {"explore": 1}], round=5, msp=[9, 10], **net())
    everyone_done(m)
    assert m.winners() == [1]
    m = turn_match([{"explore": 1}, {"explore": 1}], round=5, msp=[10, 10], **net())
    everyone_done(m)
    assert m.winners() == [0, 1]


def test_scoring__the_bonus_comes_only_after_the_last_round():
    m = turn_match([{"explore": 1}, {"explore": 1}], round=4, fdt=[{"red": 2}, {}], **net())
    everyone_done(m)
    assert m.state.round == 5 and m.scores()[0] == 0


def test_rounds__a_round_is_draft_then_explore_and_deliver_then_end_of_round():
    m = match(2, {"goods_cards": {"red": 24}}, pool=["red"] * 4, deck=["red"] * 20, **net())
    kinds = []
    while m.state.round == 1:
        kinds.append(m.state.phase)
        play(m, m.legal()[0] if m.state.phase == "draft" else m.legal()[-1])
    assert kinds[0] == "draft" and "turn" in kinds
    assert kinds.index("turn") == 8  # four cards each, then Explore and Deliver
