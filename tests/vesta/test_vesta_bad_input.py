"""Bad input from a front-end or a file: every malformed or illegal choice, in every kind of
step, gets a sentence naming a rule (IllegalAction or BadInput) and leaves the match unchanged."""

from __future__ import annotations

import random

import pytest

from deltawidgets import Match
from deltawidgets.core.errors import BadInput, IllegalAction
from vestakit import GAME, snapshot

JUNK = [
    ("move",),
    ("move", "C3"),
    ("move", -1),
    ("move", 10_000),
    ("moped", 3),
    ("scan", 999),
    ("detect", 0),
    ("mine", 1),
    ("stop", 1),
    ("gun", 0),
    ("fusion",),
    ("lasso", "x"),
    ("place", 44),
    ("enough",),
    ("turn_up",),
    ("offer",),
    ("offer", 9),
    ("offer", 0),
    ("water", 0),
    ("water", 10**6),
    ("buy", "car"),
    ("give", "gold"),
    ("give", "gold", 0),
    ("give", "wood", 2),
    ("ask", "titanium", 10**6),
    ("give_card", "moped"),
    ("ask_card", "nothing"),
    ("send",),
    ("counter",),
    ("bid", 0),
    ("bid",),
    ("pass", 1),
    ("done",),
    ("bogus",),
]


@pytest.mark.parametrize("players", [3, 5])
def test_bad_input__every_refusal_names_a_rule_and_changes_nothing(players):
    phases = set()
    for seed in range(3):
        refuse_junk_through_a_game(Match(GAME, {"players": players, "round_limit": 4}, seed=seed), phases)
    assert {"act", "trade", "draft", "reply"} <= phases


def refuse_junk_through_a_game(m, phases: set) -> None:
    rng = random.Random(m.seed)
    while not m.is_over():
        phases.add(m.state.phase)
        before = snapshot(m.state)
        legal = m.legal()
        for junk in JUNK:
            if junk in legal:
                continue
            why = GAME.explain(m.state, junk)
            assert isinstance(why, str) and len(why) > 20 and why.endswith((".", ")")), (junk, why)
            with pytest.raises(IllegalAction):
                m.act(junk)
        for junk in (["move", 1.5], "stop", [], ["x"] * 9, [True]):
            with pytest.raises(BadInput):
                m.act(junk)
        assert snapshot(m.state) == before
        m.act(rng.choice(legal))
