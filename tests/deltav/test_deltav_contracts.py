"""Rulebook sections "Declare the Contract" and "Reveal the Asteroid Tiles" (with the Omnidium note).

Bribes are switched off (``bribe_minerals=[]``) unless a test needs them, so that a mismatch
fails at once instead of offering a Mineral Replacement.
"""

from __future__ import annotations

import pytest

from deltavkit import STATION, at, cell_view, events_of, match, play
from deltawidgets import IllegalAction

CONTRACTS = [["alphatite", "deltamite"], ["betamite", "gammatite", "deltamite"], ["gammatite"]]
NO_BRIBES = {"contracts": CONTRACTS, "bribe_minerals": []}
TILES = {
    "0,0": "alphatite:4",
    "0,1": "deltamite:3",
    "0,2": "betamite:2",
    "0,3": "gammatite:5",
    "0,4": "omnidium:1",
    "0,5": "omnidium:2",
    "1,0": "sabotage",
    "6,6": "gammatite:1",
    "6,5": "betamite:1",
}


def attempt(m, contract):
    """Spend the action on buying a rocket, then declare ``contract``."""
    return play(m, ("buy",), ("declare", contract))


def test_declare_the_contract__only_a_contract_not_yet_fulfilled():
    m = match(TILES, params=NO_BRIBES, contracts_done={"0": 1})
    play(m, ("buy",))
    assert sorted(m.legal()) == [("declare", 1), ("declare", 2)]
    with pytest.raises(IllegalAction) as err:
        m.act(("declare", 0))
    assert str(err.value).startswith("Declare the Contract")
    with pytest.raises(IllegalAction) as err:
        m.act(("declare", 7))
    assert "Declare the Contract" in str(err.value)


def test_reveal_the_asteroid_tiles__never_under_an_opponent_rocket_or_the_alien():
    m = match(TILES, params=NO_BRIBES, rockets=[{"station": 1, "0,2": 1}, {"0,0": 1}], alien="0,1")
    attempt(m, 0)
    cells = {a[1] for a in m.legal()}
    assert at("0,0") not in cells and at("0,1") not in cells and at("0,2") in cells
    for key, word in (("0,0", "opponent's rocket"), ("0,1", "alien")):
        with pytest.raises(IllegalAction) as err:
            m.act(("reveal", at(key)))
        assert str(err.value).startswith("Reveal the Asteroid Tiles") and word in str(err.value)


def test_reveal_the_asteroid_tiles__a_mismatch_fails_and_flips_every_revealed_tile_back():
    m = match(TILES, params=NO_BRIBES)
    attempt(m, 0)
    play(m, ("reveal", at("0,0")))
    assert cell_view(m, "0,0", 1)["tile"] == "up"  # revealed: every player sees it
    events = play(m, ("reveal", at("0,2")))
    fail = events_of(events, "fail")[0]
    assert fail["why"] == "mismatch" and sorted(fail["cells"]) == [at("0,0"), at("0,2")]
    for key in ("0,0", "0,2"):
        for viewer in (0, 1):
            v = cell_view(m, key, viewer)
            # face down again, and now every player knows that face
            assert v["tile"] == "down" and v["seen"] is True
        assert "face" in cell_view(m, key, 1)
    assert m.state.contract_owner == [-1, -1, -1]
    assert m.decision().player == 1  # the turn is over


def test_reveal_the_asteroid_tiles__an_incident_mid_attempt_is_resolved_and_ends_the_turn():
    m = match(TILES, params=NO_BRIBES, rockets=[{"station": 1, "1,0": 1}, {"station": 1}])
    attempt(m, 0)
    play(m, ("reveal", at("0,0")))
    events = play(m, ("reveal", at("1,0")))
    assert [e["type"] for e in events] == ["incident", "fail", "turn"]  # in the order of play
    s = m.state
    assert cell_view(m, "0,0")["tile"] == "down"  # the matched mineral flips back
    assert s.incidents[0] == [("sabotage", 1)]
    assert s.rockets[0] == {STATION: 3}  # Revealing Incident Tiles: its rocket joined the two there
    assert cell_view(m, "1,0")["tile"] == "none"
    assert m.decision().player == 1


def test_reveal_the_asteroid_tiles__success_collects_tiles_and_contract_and_sends_rockets_home():
    m = match(TILES, params=NO_BRIBES, rockets=[{"station": 1, "0,0": 2}, {"station": 1}])
    attempt(m, 0)
    play(m, ("reveal", at("0,1")))
    events = play(m, ("reveal", at("0,0")))
    assert events_of(events, "fulfil")[0]["cells"] == [at("0,1"), at("0,0")]
    s = m.state
    assert s.rockets[0] == {STATION: 4}
    assert s.contract_owner == [0, -1, -1]
    assert sorted((s.cat.mineral[t], s.cat.value[t], m_) for t, m_ in s.collected[0]) == [
        ("alphatite", 4, "alphatite"),
        ("deltamite", 3, "deltamite"),
    ]
    assert cell_view(m, "0,0")["tile"] == "none" and cell_view(m, "0,1")["tile"] == "none"
    assert m.scores() == [7, 0]
    assert m.observation(1)["players"][0]["contracts"] == [0]


def test_reveal_the_asteroid_tiles__a_mineral_already_matched_does_not_match_twice():
    tiles = {**TILES, "1,1": "alphatite:1"}
    m = match(tiles, params=NO_BRIBES)
    attempt(m, 0)
    play(m, ("reveal", at("0,0")))
    events = play(m, ("reveal", at("1,1")))
    assert events_of(events, "fail")[0]["why"] == "mismatch"


def test_reveal_the_asteroid_tiles__omnidium_matches_any_required_mineral():
    for contract, other in ((0, "0,0"), (0, "0,1"), (2, None)):
        m = match(TILES, params=NO_BRIBES)
        attempt(m, contract)
        play(m, ("reveal", at("0,4")))
        if other:
            play(m, ("reveal", at(other)))
        assert m.state.contract_owner[contract] == 0


def test_reveal_the_asteroid_tiles__several_omnidiums_match_different_minerals():
    m = match(TILES, params=NO_BRIBES)
    attempt(m, 1)  # Betamite, Gammatite, Deltamite
    play(m, ("reveal", at("0,4")), ("reveal", at("0,5")), ("reveal", at("0,2")))
    s = m.state
    assert s.contract_owner[1] == 0
    assert sorted(m_ for _, m_ in s.collected[0]) == ["betamite", "omnidium", "omnidium"]
    assert m.scores()[0] == 1 + 2 + 2


def test_reveal_the_asteroid_tiles__with_no_tile_to_reveal_the_attempt_fails_at_once():
    # a face-up Alien Encounter keeps a tile free (else the last turn would have ended the game)
    tiles = {"0,0": "alphatite:1", "0,1": "deltamite:1", "0,2": "alien_encounter"}
    m = match(tiles, params=NO_BRIBES, rockets=[{"station": 1}, {"0,0": 1, "0,1": 1}], faceup=["0,2"])
    events = attempt(m, 0)
    assert events_of(events, "fail")[0]["why"] == "no_tile"
