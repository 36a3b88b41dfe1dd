"""What each viewer sees ("Hidden information" of docs/rulings/vesta_gold_rush.md), labels,
board targets, hover hints and the narrated log: plain English with the board's place names."""

from __future__ import annotations

import json
import random
import re

from deltawidgets import Match
from vestakit import GAME, at, match, play, player

ROW = {"C2": "gold:2", "C3": "empty_space", "C4": "empty_asteroid", "B4": "empty_asteroid", "B3": "titanium:2?", "D2": "water:1?"}
INTERNAL_ID = re.compile(r"\b(h\d+|e\d+-\d+|s\d+|p\d)\b")


def faces(m, viewer) -> set[str]:
    return {c["name"] for c in m.observation(viewer)["places"] if c["tile"] == "down" and "face" in c}


def test_hidden_information__each_seat_sees_the_faces_it_looked_at_and_no_other():
    m = match(ROW, [player("C2", cards=["detector"]), player("B4", cards=["detector"])])
    play(m, ("detect", at("B3")), ("keep_down",), ("stop",))
    assert faces(m, 0) == {"B3"} and faces(m, 1) == set() and faces(m, "public") == set()
    assert faces(m, "all") == {"B3", "D2"}
    play(m, ("detect", at("B3")), ("turn_up",))  # Player 2 turns it up: now everyone sees it
    assert faces(m, 0) == set() and m.observation("public")["places"][at("B3")]["face"]["kind"] == "titanium"


def test_hidden_information__the_public_log_tells_that_a_seat_looked_never_what():
    m = match(ROW, [player("C2", cards=["detector"]), player("C4")])
    play(m, ("detect", at("B3")), ("keep_down",))
    assert m.log("public") == m.log(1)
    assert '"kind": "titanium"' not in json.dumps(m.observation(1)) and "titanium" not in " ".join(m.log(1))
    assert "titanium" in " ".join(m.log(0))


def test_views__json_safe_and_every_target_is_an_element_of_the_view():
    m = Match(GAME, {"players": 4}, seed=2)
    rng = random.Random(2)
    for _ in range(300):
        if m.is_over():
            break
        view = m.observation(m.decision().player)
        ids = {c["id"] for c in view["places"]} | {"start", "saloon-water"}
        ids |= {pv["id"] for pv in view["players"]} | {c["id"] for pv in view["players"] for c in pv["cards"]}
        ids |= {c["id"] for c in view["saloon"]["stock"]}
        for a in m.legal():
            assert set(GAME.targets(m.state, a)) <= ids, a
            label = GAME.label(m.state, a)
            assert not INTERNAL_ID.search(label), label
        json.dumps(view)
        m.act(rng.choice(m.legal()))


def test_views__the_log_uses_place_names_in_plain_english():
    m = match(ROW, [player("C2"), player("C4")])
    play(m, ("move", at("C3")), ("move", at("C2")), ("mine",))
    log = m.log()
    assert "Player 1 moved from C2 to C3." in log and "Player 1 mined 2 gold at C2." in log
    assert not any(INTERNAL_ID.search(line) for line in log)


def test_hover_hints__only_for_the_decider_and_naming_the_rule():
    m = match(ROW, [player("C2"), player("C4")])
    assert GAME.element_hints(m.state, 1) == {}
    hints = GAME.element_hints(m.state, 0)
    assert hints[f"h{at('E5')}"].startswith("3.1 Movement") and "not next to you" in hints[f"h{at('E5')}"]
    assert f"h{at('C3')}" not in hints and f"h{at('B3')}" not in hints  # a legal move, a legal scan


def test_determinize__keeps_what_a_seat_saw_and_redraws_what_it_did_not():
    """Hidden information: a determinization for Player 1 keeps the face Player 1's Gold Detector
    showed; for Player 2, who did not look, that face is drawn anew; both keep their views."""
    tiles = {**ROW, **{f"E{c}": "gold:1?" for c in range(1, 6)}}
    m = match(tiles, [player("C2", cards=["detector"]), player("B4")], pile=["empty_space"] * 20)
    play(m, ("detect", at("B3")), ("keep_down",))
    s, b3 = m.state, at("B3")
    seen0, seen1 = set(), set()
    for k in range(30):
        mine = GAME.determinize(s, 0, random.Random(k))
        theirs = GAME.determinize(s, 1, random.Random(k))
        assert GAME.observation(mine, 0) == GAME.observation(s, 0)
        assert GAME.observation(theirs, 1) == GAME.observation(s, 1)
        seen0.add(mine.tile[b3])
        seen1.add(theirs.tile[b3])
    assert seen0 == {s.tile[b3]} and len(seen1) > 1


def test_hover_hints__saloon_cards_say_why_they_cannot_be_bought():
    tiles = {"C2": "empty_asteroid", "C3": "saloon", "C4": "empty_asteroid"}
    m = match(tiles, [player("C3", gold=5), player("C4")], stock=["moped", "gun"])
    while m.state.phase == "act":
        m.act(("stop",))
    hints = GAME.element_hints(m.state, 0)
    assert "s0" not in hints and "costs 7 gold" in hints["s1"]
