"""Rulebook section "Play": one action, then the contract attempt ("2) Try to Fulfill a Contract")."""

from __future__ import annotations

import pytest

from deltavkit import at, match, play
from deltawidgets import IllegalAction

TILES = {"0,0": "alphatite:1", "0,1": "betamite:2", "0,2": "gammatite:3", "6,6": "deltamite:1"}
ACTION_VERBS = {"move", "prospect", "survey", "buy"}


def test_play__a_turn_starts_with_the_action_not_the_contract():
    m = match(TILES)
    assert m.decision().kind == "action"
    assert not [a for a in m.legal() if a[0] == "declare"]
    with pytest.raises(IllegalAction):
        m.act(("declare", 0))


def test_play__exactly_one_action_then_the_contract_attempt():
    m = match(TILES)
    play(m, ("buy",))
    d = m.decision()
    assert (d.player, d.kind) == (0, "contract")
    assert not [a for a in m.legal() if a[0] in ACTION_VERBS]
    with pytest.raises(IllegalAction) as err:
        m.act(("buy",))
    assert "Player 1 must now" in str(err.value)


def test_play__the_contract_attempt_is_mandatory_by_default():
    m = match(TILES)
    play(m, ("buy",))
    assert ("skip",) not in m.legal()
    with pytest.raises(IllegalAction) as err:
        m.act(("skip",))
    assert "Play" in str(err.value) and "contract_attempt" in str(err.value)


def test_play__optional_contract_attempt_may_be_skipped_and_the_turn_passes_left():
    m = match(TILES, params={"contract_attempt": "optional"})
    play(m, ("buy",))
    assert ("skip",) in m.legal()
    events = play(m, ("skip",))
    assert [e["type"] for e in events] == ["skip", "turn"]
    assert m.decision().player == 1 and m.decision().kind == "action"


def test_play__after_the_attempt_the_turn_passes_to_the_left():
    m = match(TILES, players=3, current=2, params={"bribe_minerals": []})
    play(m, ("buy",), ("declare", 1), ("reveal", at("0,0")))  # no match, no bribe: failure ends the turn
    assert m.decision().player == 0
