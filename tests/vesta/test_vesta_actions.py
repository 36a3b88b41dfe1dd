"""Rulebook section "3.1 Actions": Movement, Scan, Mining, the three actions, the order of action
turns, and the phase that must end on an asteroid (ruling "end in an asteroid")."""

from __future__ import annotations

import pytest

from deltawidgets.core.errors import IllegalAction
from vestakit import BELT, GAME, at, events_of, match, moves, play, player

# A row of the belt: an asteroid, one empty space, another asteroid (the rulebook's example),
# with face-down tiles all round so that nothing else is open to move through.
ROW = {"C2": "gold:2", "C3": "empty_space", "C4": "empty_asteroid"}
WALL = {k: "empty_asteroid?" for k in ("B2", "B3", "B4", "B5", "C1", "C5", "D1", "D2", "D3", "D4", "A3", "B1")}


def test_3_1_movement__worked_example_two_actions_through_one_empty_space():
    """3.1 Movement: from one asteroid to the next across one empty space takes two actions."""
    m = match({**ROW, **WALL}, [player("C2"), player("start")])
    play(m, ("move", at("C3")), ("move", at("C4")))
    assert m.state.pos[0] == at("C4") and m.state.left == 1


def test_3_1_movement__the_phase_must_end_on_an_asteroid():
    """3.1 Movement: with one action left, a move into empty space that leads nowhere in time is
    refused, and so is stopping on empty space."""
    m = match({**ROW, **WALL}, [player("C2"), player("start")])
    play(m, ("mine",), ("mine",))  # one action left
    assert "C3" not in moves(m)
    why = m.explain(("move", at("C3")))
    assert why.startswith("3.1 Movement") and "end the phase on an asteroid" in why
    m2 = match({**ROW, **WALL}, [player("C2"), player("start")])
    play(m2, ("move", at("C3")))
    assert ("stop",) not in m2.legal()
    assert "end on an asteroid" in m2.explain(("stop",))
    assert not any(a[0] in ("scan", "mine") for a in m2.legal() if a[0] == "mine")


def test_3_1_movement__never_onto_or_through_face_down_tiles():
    m = match({**ROW, **WALL}, [player("C2"), player("start")])
    assert "B3" not in moves(m) and "D2" not in moves(m)
    assert "face-down" in m.explain(("move", at("D2")))


def test_3_1_movement__no_tile_with_another_player_but_the_saloon():
    """3.1 Movement: a tile with a prospector on it is closed, except the Space Saloon."""
    tiles = {**ROW, **WALL, "C4": "saloon"}
    m = match(tiles, [player("C2"), player("C4")])
    assert "C3" in moves(m)
    play(m, ("move", at("C3")), ("move", at("C4")))  # onto the saloon with Player 2 on it
    assert m.state.pos[0] == m.state.pos[1] == at("C4")
    m2 = match({**ROW, **WALL}, [player("C2"), player("C4")])
    play(m2, ("move", at("C3")))
    assert moves(m2) == {"C2"}  # C4 holds Player 2
    assert "another prospector" in match({**ROW, **WALL}, [player("C2"), player("C3")]).explain(("move", at("C3")))


def test_3_1_actions__three_actions_in_any_order_then_the_next_player():
    """3.1 Actions: three actions, any repeated, then the turn passes on."""
    m = match({**ROW, **WALL}, [player("C2"), player("C4")])
    events = play(m, ("mine",), ("mine",), ("mine",))
    assert m.state.gold[0] == 6 and m.state.current == 1
    assert events_of(events, "turn")[0]["player"] == 1


def test_3_1_actions__a_player_may_stop_early():
    m = match({**ROW, **WALL}, [player("C2"), player("C4")])
    play(m, ("mine",), ("stop",))
    assert m.state.current == 1 and m.state.gold[0] == 2


def test_3_1_mining__worked_example_two_mining_actions_on_two_gold_give_four():
    """3.1 Mining: two mining actions on an asteroid with two gold symbols give four markers."""
    m = match({**ROW, **WALL}, [player("C2"), player("start")])
    supply = m.state.supply_gold
    play(m, ("mine",), ("mine",))
    assert m.state.gold[0] == 4 and m.state.supply_gold == supply - 4


def test_3_1_mining__only_on_an_asteroid_with_symbols():
    m = match({**ROW, **WALL}, [player("C4"), player("start")])
    assert ("mine",) not in m.legal()
    assert m.explain(("mine",)).startswith("3.1 Mining")


def test_3_1_mining__the_pile_gives_what_it_has_then_nothing():
    """3.1 Mining (ruling): markers come from the pile next to the board; when it runs short a
    player gets what is left, and an empty pile cannot be mined."""
    tiles = {**WALL, "C2": "titanium:2"}
    m = match(tiles, [player("C2"), player("start", titanium=19)], params={"titanium_markers": 20})
    play(m, ("mine",))
    assert m.state.titanium[0] == 1 and m.state.supply_ti == 0
    assert ("mine",) not in m.legal() and "empty" in m.explain(("mine",))


def test_3_1_scan__turns_up_an_adjacent_face_down_tile_for_good():
    m = match({**ROW, **WALL, "B3": "gold:3?"}, [player("C2"), player("start")])
    assert ("scan", at("B3")) in m.legal() and ("scan", at("D4")) not in m.legal()
    events = play(m, ("scan", at("B3")))
    assert m.state.up[at("B3")] and events_of(events, "reveal")[0]["face_text"] == "a gold asteroid with 3 symbols"
    assert "B3" in moves(m)
    assert "not" in m.explain(("scan", at("D4")))


def test_2_6_1_starting_positions__the_first_phase_must_enter_the_field():
    """2.6.1 Starting positions: from the start area the player must move into the field, with at
    least one action, and may not end the phase in the start area."""
    m = match({"A2": "gold:1", "A3": "empty_asteroid", "B1": "empty_asteroid?"}, [player("start"), player("start")])
    assert ("stop",) not in m.legal()
    assert m.explain(("stop",)).startswith("2.6.1 Starting positions:")
    assert moves(m) >= {"A2", "A3"}
    play(m, ("move", at("A2")), ("stop",))
    assert m.state.pos[0] == at("A2")


def test_2_6_1_starting_positions__a_player_who_cannot_reach_an_asteroid_stays():
    """Ruling "end in an asteroid": with no asteroid in reach from the start area, the player may
    stop there (nothing else is possible)."""
    closed = {f"A{c}": "empty_asteroid?" for c in range(1, 6)}
    m = match(closed, [player("start"), player("start")])
    assert ("stop",) in m.legal() and not moves(m)
    play(m, ("scan", at("A1")))  # scanning opens the way
    assert moves(m) == {"A1"} and ("stop",) not in m.legal()


def test_3_1_actions__least_gold_acts_first_then_clockwise():
    """3.1 Actions: each game turn starts with the player with least gold; ties go to the tied
    player first clockwise from the left of the last turn's first player (ruling)."""
    m = match({**ROW, **WALL}, [player("C2", gold=5), player("C4", gold=9), player("start", gold=2)])
    s = m.state
    from deltawidgets.games.vesta.turns import first_of_round

    assert first_of_round(s) == 2
    s.gold = [3, 3, 3]
    s.first = 1
    assert first_of_round(s) == 2
    s.first = 2
    assert first_of_round(s) == 0


def test_3_3_2_water_check__a_player_without_water_has_one_action():
    m = match({**ROW, **WALL}, [player("C2", water=0, thirsty=True), player("start")])
    assert m.state.left == 1
    play(m, ("mine",))
    assert m.state.current == 1


def test_illegal_choices_leave_the_match_unchanged_and_name_the_rule():
    m = match({**ROW, **WALL}, [player("C2"), player("start")])
    before = m.observation("all")
    with pytest.raises(IllegalAction, match="3.1"):
        m.act(("move", at("E5")))
    assert m.observation("all") == before and m.cursor == 0
    assert GAME.explain(m.state, ("bogus",)).startswith("That is not a choice")
    assert BELT.names[at("E5")] == "E5"
