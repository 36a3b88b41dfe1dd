"""Rulebook section "5. Equipment cards", one test (or more) per card; the Magnetic Lasso's
effect is a ruling (docs/rulings/vesta_gold_rush.md)."""

from __future__ import annotations

import json

from vestakit import at, events_of, match, play, player

ROW = {"C2": "gold:2", "C3": "empty_space", "C4": "empty_asteroid"}
WALL = {k: "empty_asteroid?" for k in ("B2", "B3", "B4", "B5", "C1", "C5", "D1", "D2", "D3", "D4", "A3", "B1")}


def test_equipment_cards_space_moped__two_tiles_in_a_straight_line_for_one_action():
    m = match({**ROW, **WALL}, [player("C2", cards=["moped"]), player("start")])
    assert ("moped", at("C4")) in m.legal()
    play(m, ("moped", at("C4")))
    assert m.state.pos[0] == at("C4") and m.state.left == 2


def test_equipment_cards_space_moped__not_around_a_bend():
    m = match({**ROW, **WALL}, [player("C2", cards=["moped"]), player("start")])
    assert "straight line" in m.explain(("moped", at("D3")))
    m2 = match({**ROW, **WALL}, [player("C2"), player("start")])
    assert "no Space Moped" in m2.explain(("moped", at("C4")))


def test_equipment_cards_antimateriagun__destroys_an_adjacent_face_up_tile():
    m = match({**ROW, **WALL}, [player("C2", cards=["gun"]), player("start")])
    s = m.state
    play(m, ("gun", at("C3")))
    assert s.tile[at("C3")] == -1 and len(s.discard_up) == 1 and "gun" in s.cards[0]
    assert ("gun", at("D3")) not in m.legal()  # face down: nothing seen to shoot at


def test_equipment_cards_antimateriagun__the_occupant_moves_to_the_one_adjacent_asteroid():
    tiles = {**ROW, **WALL, "C3": "water:1"}
    m = match(tiles, [player("C2", cards=["gun"]), player("C3")])
    events = play(m, ("gun", at("C3")))
    assert m.state.pos[1] == at("C4") and events_of(events, "displaced")
    assert m.state.current == 0 and m.state.phase == "act"


def test_equipment_cards_antimateriagun__the_occupant_chooses_among_several_asteroids():
    tiles = {**ROW, **WALL, "C3": "water:1", "D3": "gold:1"}
    m = match(tiles, [player("C2", cards=["gun"]), player("C3")])
    play(m, ("gun", at("C3")))
    d = m.decision()
    assert d.player == 1 and d.reaction and set(m.legal()) == {("place", at("C4")), ("place", at("D3"))}
    play(m, ("place", at("D3")))
    assert m.state.pos[1] == at("D3") and m.decision().player == 0


def test_equipment_cards_antimateriagun__no_asteroid_next_to_it_means_forced_out():
    tiles = {**ROW, **WALL, "C3": "water:1", "C4": "empty_space"}
    m = match(tiles, [player("C2", cards=["gun"]), player("C3", gold=5, titanium=2, cards=["moped"])])
    events = play(m, ("gun", at("C3")))
    s = m.state
    assert events_of(events, "forced_out") and s.pos[1] == -1
    assert s.gold[1] == 3 and s.water[1] == 0 and s.titanium[1] == 0 and s.cards[1] == [] and "moped" in s.deck


def test_equipment_cards_minifusion_explosive__one_shot_back_into_the_deck():
    m = match({**ROW, **WALL}, [player("C2", cards=["fusion"]), player("start")], deck=["moped", "gun"])
    play(m, ("fusion", at("C3")))
    s = m.state
    assert s.tile[at("C3")] == -1 and "fusion" not in s.cards[0]
    assert sorted(s.deck) == ["fusion", "gun", "moped"]


def test_equipment_cards_hyperscanner__two_tiles_within_two_for_one_action():
    tiles = {**ROW, **WALL, "E2": "gold:1?"}
    m = match(tiles, [player("C2", cards=["hyperscanner"]), player("start")])
    assert ("scan", at("E2")) in m.legal()  # two tiles away
    play(m, ("scan", at("E2")))
    assert m.state.phase == "scan2" and ("enough",) in m.legal()
    play(m, ("scan", at("D2")))
    s = m.state
    assert s.up[at("E2")] and s.up[at("D2")] and s.left == 2 and s.phase == "act"


def test_equipment_cards_gold_detector__a_free_private_look_then_turn_up_or_not():
    tiles = {**ROW, **WALL, "B3": "gold:3?"}
    m = match(tiles, [player("C2", cards=["detector"]), player("start")])
    play(m, ("detect", at("B3")))
    assert set(m.legal()) == {("turn_up",), ("keep_down",)} and m.state.left == 3
    cell0 = m.observation(0)["places"][at("B3")]
    cell1 = m.observation(1)["places"][at("B3")]
    assert cell0["face"]["kind"] == "gold" and "face" not in cell1
    assert "gold" not in " ".join(m.log(1)) and "gold asteroid with 3" in " ".join(m.log(0))
    play(m, ("keep_down",))
    assert not m.state.up[at("B3")] and not any(a[0] == "detect" for a in m.legal())  # one card, one look


def test_equipment_cards_gold_detector__the_question_is_asked_whatever_was_seen():
    """Hidden information: opponents cannot tell from the prompt what the detector showed."""
    views = []
    for face in ("gold:3?", "empty_space?"):
        m = match({**ROW, **WALL, "B3": face}, [player("C2", cards=["detector"]), player("start")])
        play(m, ("detect", at("B3")))
        views.append((m.decision(), m.legal(), m.observation(1), m.log(1)))
    assert views[0] == views[1]


def test_equipment_cards_water_separator__water_from_an_empty_asteroid_only():
    m = match({**ROW, **WALL}, [player("C4", cards=["separator"], water=0), player("start")])
    play(m, ("mine",))
    assert m.state.water[0] == 1
    m2 = match({**ROW, **WALL}, [player("C2", cards=["separator"]), player("start")])
    play(m2, ("mine",))
    assert m2.state.gold[0] == 2 and m2.state.water[0] == 6


def test_equipment_cards_magnetic_lasso__mines_a_neighbouring_free_asteroid():
    """Magnetic Lasso (ruling): one action pulls a neighbouring asteroid's markers as if mining there."""
    tiles = {**ROW, **WALL, "C3": "water:2"}
    m = match(tiles, [player("C2", cards=["lasso"]), player("start")])
    play(m, ("lasso", at("C3")))
    assert m.state.water[0] == 8 and m.state.left == 2
    m2 = match(tiles, [player("C2", cards=["lasso"]), player("C3")])
    assert ("lasso", at("C3")) not in m2.legal() and "Lasso" in m2.explain(("lasso", at("C3")))


def test_equipment_cards__option_asteroid__not_after_stepping_off_one():
    m = match({**ROW, **WALL}, [player("C2", cards=["gun"]), player("start")], params={"equipment_where": "asteroid"})
    play(m, ("move", at("C3")))
    assert not any(a[0] == "gun" for a in m.legal())
    assert "played from an asteroid" in m.explain(("gun", at("C4")))
    json.dumps(m.observation("all"))


def test_equipment_cards_gold_detector__the_free_scan_outlasts_the_last_action():
    """Ruling: the Gold Detector's extra scan is no action, so it may still be used after the third."""
    tiles = {**ROW, **WALL, "B3": "gold:3?"}
    m = match(tiles, [player("C2", cards=["detector"]), player("C4")])
    play(m, ("mine",), ("mine",), ("mine",))
    assert m.state.current == 0 and set(m.legal()) >= {("detect", at("B3")), ("stop",)}
    play(m, ("detect", at("B3")), ("turn_up",))
    assert m.state.current == 1 and m.state.up[at("B3")]


def test_equipment_cards_antimateriagun__forced_out_before_acting_loses_this_turns_phase():
    """3.3.2 (ruling): a player shot out before their action phase loses that phase, and restarts
    in the start area at the end of the game turn."""
    tiles = {**ROW, **WALL, "C3": "water:1", "C4": "empty_space"}
    m = match(tiles, [player("C2", cards=["gun"]), player("start"), player("C3", gold=4)])
    play(m, ("gun", at("C3")), ("stop",))
    assert m.state.pos[2] == -1 and m.state.current == 1
    events = play(m, ("stop",))  # Player 2 is stuck in the start area (all closed) and stops
    assert events_of(events, "lose_turn")[0]["player"] == 2
    while m.state.round == 1:
        m.act(("done",) if ("done",) in m.legal() else m.legal()[0])
    assert m.state.pos[2] == at("start") and m.state.water[2] == 6 and m.state.gold[2] == 2


# 3.1 Equipment cards: "Player can use action to play their equipment cards", with no condition on
# where they stand (rule option equipment_where, default "anywhere"; "asteroid" is the old ruling).
OFF = {**ROW, **WALL}  # C3 is empty space: standing there, a player is off an asteroid


def test_3_1_equipment_cards__played_off_an_asteroid_by_default():
    m = match(OFF, [player("C3", cards=["gun"]), player("start")])
    assert ("gun", at("C4")) in m.legal()
    play(m, ("gun", at("C4")))
    s = m.state
    assert s.tile[at("C4")] == -1 and s.left == 2 and s.pos[0] == at("C3")


def test_3_1_equipment_cards__option_asteroid_keeps_the_old_restriction():
    m = match(OFF, [player("C3", cards=["gun"]), player("start")], params={"equipment_where": "asteroid"})
    assert not [a for a in m.legal() if a[0] == "gun"]
    assert "from an asteroid or the saloon" in m.explain(("gun", at("C4")))
    on = match(OFF, [player("C2", cards=["gun"]), player("start")], params={"equipment_where": "asteroid"})
    assert ("gun", at("C3")) in on.legal()


def test_3_1_movement__a_shot_off_an_asteroid_may_not_close_the_way_to_the_last_one():
    """The phase must still end on an asteroid (3.1 Movement): off one, a shot that destroys the
    only asteroid in reach is refused, and the refusal says why; another target stays open."""
    tiles = {**OFF, "C2": "empty_space"}
    m = match(tiles, [player("C3", cards=["gun"]), player("start")])
    legal = m.legal()
    assert ("gun", at("C4")) not in legal and ("gun", at("C2")) in legal
    assert "3.1 Movement" in m.explain(("gun", at("C4")))
    assert m.explain(("gun", at("C2"))) is None


def test_equipment_cards_antimateriagun__a_landing_choice_outside_a_displacement_names_the_gun_not_the_lasso():
    """Asked about ("place", C3) in an action phase, the refusal names the Antimatter Gun's
    displacement (the only step with that choice), never a Magnetic Lasso the player lacks."""
    m = match({**ROW, **WALL}, [player("C2"), player("start")])
    for where in ("C3", "C4"):
        why = m.explain(("place", at(where)))
        assert "Antimateriagun" in why and "displaced" in why and "Lasso" not in why and "reach" not in why
