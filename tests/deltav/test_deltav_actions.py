"""Rulebook section "1) Take an Action": Move Rockets, Prospect, Satellite Survey, Buy a Rocket.

Positions are laid out with ``setup_from``; the station is "3,3".
"""

from __future__ import annotations

import pytest

from deltavkit import STATION, at, cell_view, events_of, match, move, play
from deltawidgets import IllegalAction

ROW0 = {f"0,{c}": f"alphatite:{c + 1}" for c in range(7)}
SPARE = {"6,6": "gammatite:1", "6,5": "gammatite:2"}


def illegal(m, action) -> str:
    """The IllegalAction message for ``action``, checking that the match did not change."""
    before = (m.record(), m.observation("all"))
    with pytest.raises(IllegalAction) as err:
        m.act(action)
    assert (m.record(), m.observation("all")) == before
    return str(err.value)


# -- Action: Move Rockets ------------------------------------------------------------------------------


def test_move_rockets__a_rocket_goes_from_the_station_to_any_asteroid_tile():
    m = match({**ROW0, **SPARE})
    play(m, ("move",), ("rocket", STATION))
    assert sorted(a[1] for a in m.legal()) == sorted(at(k) for k in {**ROW0, **SPARE})
    play(m, ("to", at("0,4")))
    assert m.state.rockets[0] == {at("0,4"): 1}


def test_move_rockets__from_an_asteroid_tile_only_back_to_the_station():
    m = match({**ROW0, **SPARE}, rockets=[{"0,0": 1}, {"station": 1}])
    play(m, ("move",), ("rocket", at("0,0")))
    assert m.legal() == [("to", STATION)]
    why = illegal(m, ("to", at("0,1")))
    assert why.startswith("Action: Move Rockets") and "space station" in why


def test_move_rockets__a_station_rocket_cannot_stay_on_the_station():
    m = match({**ROW0, **SPARE})
    play(m, ("move",), ("rocket", STATION))
    assert "Action: Move Rockets" in illegal(m, ("to", STATION))


def test_move_rockets__each_rocket_moves_at_most_once_per_action():
    m = match({**ROW0, **SPARE}, rockets=[{"station": 1, "0,0": 1}, {"station": 1}])
    play(m, ("move",), ("rocket", at("0,0")), ("to", STATION))
    # two rockets stand on the station now, but only the one that has not moved may go
    assert ("rocket", STATION) in m.legal() and ("rocket", at("0,0")) not in m.legal()
    play(m, ("rocket", STATION), ("to", at("0,1")))
    assert m.state.rockets[0] == {STATION: 1, at("0,1"): 1}
    assert m.state.phase == "contract"  # nothing left that may move: the action is over


def test_move_rockets__finishing_needs_at_least_one_move_and_ends_the_action():
    m = match({**ROW0, **SPARE}, rockets=[{"station": 2}, {"station": 1}])
    play(m, ("move",))
    assert "Action: Move Rockets" in illegal(m, ("done",))
    play(m, ("rocket", STATION), ("to", at("0,2")), ("done",))
    assert m.state.rockets[0] == {STATION: 1, at("0,2"): 1}
    assert m.state.phase == "contract"


def test_move_rockets__collision_with_an_opponent_rocket_on_an_asteroid_returns_both_to_shipyards():
    m = match({**ROW0, **SPARE}, rockets=[{"station": 1}, {"0,3": 1}])
    events = move(m, (STATION, at("0,3")))
    s = m.state
    assert s.rockets[0] == {} and s.rockets[1] == {}
    assert s.shipyard == [5, 5]
    assert events_of(events, "collision") == [{"type": "collision", "player": 0, "other": 1, "cell": at("0,3"), "cell_name": "D1"}]


def test_move_rockets__rockets_of_different_players_share_the_station_without_collision():
    m = match({**ROW0, **SPARE}, rockets=[{"0,0": 1}, {"station": 1}])
    events = move(m, (at("0,0"), STATION))
    assert not events_of(events, "collision")
    assert m.state.rockets == [{STATION: 1}, {STATION: 1}]


def test_move_rockets__own_rockets_stack_on_one_asteroid_with_no_effect():
    m = match({**ROW0, **SPARE}, rockets=[{"station": 2, "0,5": 1}, {"station": 1}])
    events = move(m, (STATION, at("0,5")), (STATION, at("0,5")))
    assert m.state.rockets[0] == {at("0,5"): 3}
    assert m.state.shipyard[0] == 2 and not events_of(events, "collision")


def test_move_rockets__rockets_on_the_alien_tile_cannot_move():
    m = match({**ROW0, **SPARE}, rockets=[{"station": 1, "0,1": 2}, {"station": 1}], alien="0,1", faceup=[])
    play(m, ("move",))
    assert m.legal() == [("rocket", STATION)]
    assert "alien" in illegal(m, ("rocket", at("0,1")))


def test_move_rockets__not_offered_when_the_alien_holds_every_rocket():
    m = match({**ROW0, **SPARE}, rockets=[{"0,1": 1}, {"station": 1}], alien="0,1")
    assert ("move",) not in m.legal()
    assert "Action: Move Rockets" in illegal(m, ("move",))


# -- Action: Prospect --------------------------------------------------------------------------------


def test_prospect__secretly_looks_at_the_tiles_under_own_rockets_only():
    m = match({**ROW0, **SPARE}, rockets=[{"0,0": 1, "0,4": 2, "station": 1}, {"station": 1}])
    events = play(m, ("prospect",))
    look = events_of(events, "look")
    assert [(e["how"], e["count"], e["cells"], e["under"]) for e in look] == [("prospect", 2, [at("0,0"), at("0,4")], True)]
    assert m.log(1)[-1].endswith("secretly looked at the tiles they occupy at A1 and E1 (prospect).")
    for key in ROW0:
        mine, theirs = cell_view(m, key, 0), cell_view(m, key, 1)
        assert mine["tile"] == theirs["tile"] == "down"
        assert ("face" in mine) == (key in ("0,0", "0,4"))
        assert "face" not in theirs
    assert cell_view(m, "0,4", 0)["face"] == {"kind": "mineral", "mineral": "alphatite", "value": 5}


def test_prospect__may_reveal_one_incident_found_under_own_rockets():
    tiles = {**ROW0, "1,0": "sabotage", "1,1": "meteor_storm", **SPARE}
    m = match(tiles, rockets=[{"1,0": 1, "1,1": 1}, {"station": 1}])
    play(m, ("prospect",))
    assert sorted(m.legal()) == sorted([("reveal", at("1,0")), ("reveal", at("1,1")), ("keep",)])
    events = play(m, ("reveal", at("1,0")))
    s = m.state
    assert events_of(events, "incident")[0]["kind"] == "sabotage"
    assert s.incidents[0] == [("sabotage", s.turn)]
    # Revealing Incident Tiles: the rocket on it goes to the station; the tile leaves the field
    assert s.rockets[0] == {STATION: 1, at("1,1"): 1}
    assert cell_view(m, "1,0")["tile"] == "none"
    # only one incident per prospect: the other stays face down and the turn moves on
    assert cell_view(m, "1,1")["tile"] == "down"
    assert s.phase == "contract"


def test_prospect__revealing_is_optional():
    tiles = {**ROW0, "1,0": "sabotage", **SPARE}
    m = match(tiles, rockets=[{"1,0": 1}, {"station": 1}])
    play(m, ("prospect",), ("keep",))
    assert cell_view(m, "1,0")["tile"] == "down" and m.state.incidents[0] == []
    assert m.state.phase == "contract"


def test_prospect__opponents_cannot_tell_whether_an_incident_was_found():
    """Action: Prospect is secret, so the step after it must look the same to an opponent."""
    views = []
    for face in ("sabotage", "betamite:2"):
        m = match({**ROW0, "1,0": face, **SPARE}, rockets=[{"1,0": 1}, {"station": 1}])
        play(m, ("prospect",))
        views.append(m.observation(1))
    assert views[0] == views[1]


def test_prospect__an_alien_encounter_under_the_alien_may_be_revealed():
    """Action: Prospect lets one reveal an incident under one's own rocket; an Alien Encounter stays
    on the field, so the alien standing on it is no reason to forbid it (ruling)."""
    tiles = {**ROW0, "1,0": "alien_encounter", "5,0": "alien_encounter", **SPARE}  # 5,0 revealed before
    m = match(tiles, rockets=[{"1,0": 1}, {"station": 1}], alien="1,0", faceup=["5,0"], aliens_revealed=1)
    play(m, ("prospect",))
    assert sorted(m.legal()) == sorted([("reveal", at("1,0")), ("keep",)])
    play(m, ("reveal", at("1,0")))
    s = m.state
    assert s.aliens_revealed == 2 and cell_view(m, "1,0")["tile"] == "up"
    assert s.rockets[0] == {STATION: 1}  # Revealing Incident Tiles: off the tile, to the station
    assert m.decision().kind == "alien"  # and the Alien Encounter acts as usual


def test_prospect__another_incident_under_the_alien_stays_hidden():
    """Ruling: revealing it would take the tile away from under the alien."""
    tiles = {**ROW0, "1,0": "sabotage", **SPARE}
    m = match(tiles, rockets=[{"1,0": 1}, {"station": 1}], alien="1,0")
    play(m, ("prospect",))
    assert m.legal() == [("keep",)]
    assert "Alien Encounter" in illegal(m, ("reveal", at("1,0")))


def test_prospect__the_reveal_step_under_the_alien_looks_the_same_whatever_is_there():
    views = []
    for face in ("alien_encounter", "betamite:2", "sabotage"):
        m = match({**ROW0, "1,0": face, **SPARE}, rockets=[{"1,0": 1}, {"station": 1}], alien="1,0")
        play(m, ("prospect",))
        views.append(m.observation(1))
    assert views[0] == views[1] == views[2]


# -- Action: Satellite Survey ------------------------------------------------------------------------

SURVEY = {**ROW0, "1,0": "betamite:1", "2,0": "betamite:2", "6,6": "meteor_storm"}


def test_satellite_survey__costs_one_bribe_counter():
    m = match(SURVEY)
    play(m, ("survey", "betamite"))
    bribes = {b["mineral"]: b["spent"] for b in m.observation("all")["players"][0]["bribes"]}
    assert bribes == {"alphatite": False, "betamite": True, "gammatite": False, "deltamite": False, "omnidium": False}
    assert m.scores()[0] == -2  # Game End: two points per spent counter


def test_satellite_survey__three_tiles_in_one_row_need_not_be_adjacent():
    m = match(SURVEY)
    events = play(m, ("survey", "gammatite"), ("look", at("0,0")), ("look", at("0,3")), ("look", at("0,6")))
    look = events_of(events, "look")
    assert [(e["how"], e["count"], e["cells"]) for e in look] == [("survey", 3, [at("0,0"), at("0,3"), at("0,6")])]
    assert "Player 1 secretly looked at the tiles at A1, D1 and G1 (satellite survey)." in m.log(1)
    seen = [k for k in SURVEY if "face" in cell_view(m, k, 0)]
    assert sorted(seen) == ["0,0", "0,3", "0,6"]
    assert not any("face" in cell_view(m, k, 1) for k in SURVEY)
    assert m.state.phase == "contract"


def test_satellite_survey__a_column_works_too_and_tiles_must_share_the_line():
    m = match(SURVEY)
    play(m, ("survey", "gammatite"), ("look", at("0,0")), ("look", at("0,3")))
    why = illegal(m, ("look", at("1,0")))
    assert why.startswith("Action: Satellite Survey") and "same row or column" in why
    m2 = match(SURVEY)
    play(m2, ("survey", "gammatite"), ("look", at("1,0")))
    assert sorted(a[1] for a in m2.legal()) == [at("0,0"), at("2,0")]


def test_satellite_survey__never_a_tile_with_the_alien_or_an_opponent_rocket():
    m = match(SURVEY, rockets=[{"station": 1, "0,2": 1}, {"0,1": 1}], alien="0,4")
    play(m, ("survey", "alphatite"))
    cells = {a[1] for a in m.legal()}
    assert at("0,1") not in cells and at("0,4") not in cells
    assert at("0,2") in cells  # under one's own rocket is fine
    assert "opponent's rocket" in illegal(m, ("look", at("0,1")))
    assert "alien" in illegal(m, ("look", at("0,4")))


def test_satellite_survey__an_incident_found_cannot_be_revealed():
    tiles = {"0,0": "alphatite:1", "0,1": "sabotage", "0,2": "betamite:1", "6,6": "gammatite:1"}
    m = match(tiles, rockets=[{"0,1": 1}, {"station": 1}])
    play(m, ("survey", "alphatite"), ("look", at("0,0")), ("look", at("0,1")), ("look", at("0,2")))
    assert m.state.phase == "contract"
    assert all(a[0] == "declare" for a in m.legal())
    assert cell_view(m, "0,1")["tile"] == "down" and m.state.incidents[0] == []


def test_satellite_survey__not_offered_without_three_free_tiles_in_a_line():
    tiles = {"0,0": "alphatite:1", "0,1": "alphatite:2", "1,0": "betamite:1", "6,6": "gammatite:1"}
    m = match(tiles)
    assert not [a for a in m.legal() if a[0] == "survey"]
    assert "Action: Satellite Survey" in illegal(m, ("survey", "alphatite"))


def test_satellite_survey__not_with_a_spent_counter():
    m = match(SURVEY, bribes_spent=[["alphatite"], []])
    surveys = [a[1] for a in m.legal() if a[0] == "survey"]
    assert surveys == ["betamite", "gammatite", "deltamite", "omnidium"]
    assert "Bribe" in illegal(m, ("survey", "alphatite"))


# -- Action: Buy a Rocket ------------------------------------------------------------------------------


def test_buy_a_rocket__takes_one_from_the_shipyard_to_the_station():
    m = match(SURVEY)
    events = play(m, ("buy",))
    assert m.state.rockets[0] == {STATION: 2} and m.state.shipyard[0] == 3
    assert events_of(events, "buy") and m.state.phase == "contract"


def test_buy_a_rocket__not_when_the_shipyard_is_empty():
    m = match(SURVEY, params={"rockets_per_player": 1})
    assert ("buy",) not in m.legal()
    assert "Action: Buy a Rocket" in illegal(m, ("buy",))
