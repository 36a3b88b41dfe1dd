"""Bad input and illegal choices through ``Match.act`` (clear errors, match unchanged), explanations
that name the rule section, records, undo/redo, and exactness of the legal list."""

from __future__ import annotations

import json
import random

import pytest

from deltawidgets import BadInput, IllegalAction, Match, RecordError
from spatialkit import AX, EARTH, GAME, SPOKE_AB, net, play, snapshot, tiles, turn_match

SECTIONS = ("1. Card Draft", "2. Explore and Deliver", "About Exploration", "Moving Your Spaceship", "Deliveries", "Ending the Game")


def played(players=3, seed=7, steps=200):
    m = Match(GAME, {"players": players}, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if m.is_over():
            break
        m.act(rng.choice(m.legal()))
    return m


BAD = [
    "take",
    [],
    ["take"],
    ["take", "0"],
    ["take", 1.5],
    ["take", True],
    ["take", 99],
    ["take", -1],
    ["challenge", 9, "red"],
    ["challenge", 0, "gold"],
    ["seg", -3],
    ["station", 10**6],
    ["pay", "gold"],
    ["deliver"],
    ["deliver", "h1,0"],
    ["step", 999],
    ["from", -1],
    ["explode"],
    ["end", 1],
    [None],
    ["give"],
    ["refuse"],
    ["x" * 100],
]


@pytest.mark.parametrize("bad", BAD, ids=[str(b)[:30] for b in BAD])
def test_match__bad_or_illegal_input_raises_and_leaves_the_match_unchanged(bad):
    for m in (played(steps=3), played(steps=90), turn_match([{"explore": 2, "red": 1}, {}], tiles=tiles(X="red"), **net())):
        before = snapshot(m.state)
        cursor, legal = m.cursor, m.legal()
        with pytest.raises((BadInput, IllegalAction)) as err:
            m.act(bad)
        assert str(err.value)
        assert snapshot(m.state) == before and m.cursor == cursor and m.legal() == legal


def test_match__explanations_name_a_rule_section():
    m = turn_match([{"explore": 2, "red": 1}, {"explore": 1}], tiles=tiles(X="red"), **net())
    for a in [("take", 0), ("from", AX), ("step", AX), ("deliver", 5)]:
        why = m.explain(a)
        assert why and any(sec in why for sec in SECTIONS), (a, why)
    play(m, ("from", EARTH), ("seg", SPOKE_AB))
    for a in [("seg", 0), ("station", 0), ("end",)]:
        why = m.explain(a)
        assert why and any(sec in why for sec in SECTIONS), (a, why)


def test_match__every_legal_action_is_explained_as_legal_and_applies():
    m = Match(GAME, {"players": 4}, seed=12)
    rng = random.Random(12)
    while not m.is_over():
        legal = m.legal()
        assert legal and len(set(legal)) == len(legal)
        for a in legal:
            assert m.explain(a) is None
        m.act(rng.choice(legal))
    assert m.explain(("end",)) and "game is over" in m.explain(("end",))


def test_match__record_round_trip():
    m = played(players=4, seed=3, steps=250)
    rec = m.record()
    back = Match.load(json.loads(json.dumps(rec)))
    assert back.cursor == m.cursor
    assert back.observation("all") == m.observation("all")
    assert snapshot(back.state) == snapshot(m.state)


def test_match__a_record_with_an_illegal_step_is_refused():
    m = played(players=2, seed=3, steps=20)
    rec = m.record()
    rec["actions"].append(["station", 0])
    with pytest.raises(RecordError) as err:
        Match.load(rec)
    assert "does not replay" in str(err.value)


def test_match__undo_then_redo_restores_the_exact_state():
    m = played(players=3, seed=9, steps=140)
    rng = random.Random(1)
    for _ in range(10):
        before = snapshot(m.state)
        k = rng.randint(1, min(40, m.cursor))
        for _ in range(k):
            m.undo()
        for _ in range(k):
            m.redo()
        assert snapshot(m.state) == before


def test_match__scenarios_reject_bad_positions():
    for scenario in [
        {"tiles": {"9,9": "red"}},
        {"tiles": {"1,0": "gold"}},
        {"hands": [{"gold": 1}]},
        {"stations": {"0": 5}},
        {"phase": "auction"},
        {"deck": ["explore"]},
        "nope",
    ]:
        with pytest.raises(BadInput):
            Match(GAME, {"players": 2, "first_player": 0}, scenario=scenario)


def test_match__during_a_challenge_only_the_answer_is_open():
    m = Match(GAME, {"players": 2, "first_player": 0}, scenario={"pool": ["red"] * 4, "deck": ["red"] * 6})
    play(m, ("take", 0), ("challenge", 0, "red"))
    with pytest.raises(IllegalAction) as err:
        m.act(("take", 1))
    assert "1. Card Draft" in str(err.value) and "answer" in str(err.value)
