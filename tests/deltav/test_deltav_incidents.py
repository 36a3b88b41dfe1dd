"""Rulebook sections "Revealing Incident Tiles" and "Incident Tile Explanations".

Incident tiles given to players in a scenario count as gained on an earlier turn.
"""

from __future__ import annotations

import pytest

from deltavkit import STATION, at, cell_view, events_of, match, play
from deltawidgets import IllegalAction

TILES = {f"0,{c}": f"alphatite:{c + 1}" for c in range(7)} | {"6,6": "gammatite:1", "6,5": "betamite:1"}
OPTIONAL = {"contract_attempt": "optional"}


def illegal(m, action) -> str:
    before = (m.record(), m.observation("all"))
    with pytest.raises(IllegalAction) as err:
        m.act(action)
    assert (m.record(), m.observation("all")) == before
    return str(err.value)


def finish_turn(m):
    """End the current turn quickly under the optional-attempt rule: prospect, keep, skip."""
    play(m, ("prospect",))
    if m.state.phase == "prospect_reveal":
        play(m, ("keep",))
    play(m, ("skip",))


# -- Mineral Scan ----------------------------------------------------------------------------------


def test_mineral_scan__looks_under_own_rockets_plus_one_tile_per_rocket_in_play_without_using_the_action():
    m = match(TILES, rockets=[{"0,0": 1, "station": 1}, {"station": 1}], incidents=[["mineral_scan"], []])
    assert ("use", "mineral_scan") in m.legal()
    events = play(m, ("use", "mineral_scan"))
    assert events_of(events, "discard") and m.state.incidents[0] == []
    assert events_of(events, "look")[0]["count"] == 1  # the tile under the rocket
    play(m, ("look", at("0,3")), ("look", at("6,6")))  # two rockets in play: two more looks
    assert m.state.phase == "scan_reveal"  # the offer to reveal comes whatever was found
    play(m, ("keep",))
    assert sorted(c["name"] for c in m.observation(0)["cells"] if "face" in c) == ["A1", "D1", "G7"]
    assert not [c for c in m.observation(1)["cells"] if "face" in c]
    assert m.decision().kind == "action"  # discarding is not the turn's action


def test_mineral_scan__may_stop_early_and_reveal_one_incident_under_own_rocket():
    tiles = {**TILES, "1,0": "sabotage", "1,1": "meteor_storm"}
    m = match(tiles, rockets=[{"1,0": 1, "1,1": 1}, {"station": 1}], incidents=[["mineral_scan"], []])
    play(m, ("use", "mineral_scan"), ("done",))
    assert sorted(m.legal()) == sorted([("reveal", at("1,0")), ("reveal", at("1,1")), ("keep",)])
    play(m, ("reveal", at("1,1")))
    assert [k for k, _ in m.state.incidents[0]] == ["meteor_storm"]
    assert cell_view(m, "1,0")["tile"] == "down"
    assert m.decision().kind == "action"


def test_mineral_scan__may_reveal_an_alien_encounter_under_own_rocket_held_by_the_alien():
    """Mineral Scan reveals "as if" prospecting: the same ruling on the alien's tile applies."""
    tiles = {**TILES, "1,0": "alien_encounter"}
    m = match(tiles, rockets=[{"1,0": 1}, {"station": 1}], alien="1,0", incidents=[["mineral_scan"], []])
    play(m, ("use", "mineral_scan"), ("done",))
    assert sorted(m.legal()) == sorted([("reveal", at("1,0")), ("keep",)])
    play(m, ("reveal", at("1,0")))
    assert m.state.aliens_revealed == 1 and m.decision().kind == "alien"


# -- Sabotage ---------------------------------------------------------------------------------------


def test_sabotage__returns_an_opponent_rocket_to_its_shipyard_and_may_move_one_of_own_there():
    m = match(TILES, rockets=[{"0,3": 1, "station": 1}, {"0,0": 1, "station": 1}], incidents=[["sabotage"], []])
    play(m, ("use", "sabotage"))
    assert sorted(m.legal()) == sorted([("hit", at("0,0"), 1), ("hit", STATION, 1)])
    play(m, ("hit", at("0,0"), 1))
    assert m.state.rockets[1] == {STATION: 1} and m.state.shipyard[1] == 4
    assert sorted(m.legal()) == sorted([("follow", at("0,3")), ("follow", STATION), ("stay",)])
    play(m, ("follow", STATION))
    assert m.state.rockets[0] == {at("0,3"): 1, at("0,0"): 1}
    assert m.decision().kind == "action"


def test_sabotage__following_is_optional():
    m = match(TILES, rockets=[{"station": 1}, {"0,0": 1}], incidents=[["sabotage"], []])
    play(m, ("use", "sabotage"), ("hit", at("0,0"), 1), ("stay",))
    assert m.state.rockets == [{STATION: 1}, {}]


def test_sabotage__not_offered_without_an_opponent_rocket_in_play():
    m = match(TILES, rockets=[{"station": 1}, {}], incidents=[["sabotage"], []])
    assert ("use", "sabotage") not in m.legal()
    assert "Sabotage" in illegal(m, ("use", "sabotage"))


# -- Rocket Acquisition -------------------------------------------------------------------------------


def test_rocket_acquisition__places_a_shipyard_rocket_on_the_station_without_using_the_action():
    m = match(TILES, incidents=[["rocket_acquisition"], []])
    play(m, ("use", "rocket_acquisition"))
    assert m.state.rockets[0] == {STATION: 2} and m.state.shipyard[0] == 3
    assert m.decision().kind == "action"


def test_rocket_acquisition__not_with_an_empty_shipyard():
    m = match(TILES, params={"rockets_per_player": 1}, incidents=[["rocket_acquisition"], []])
    assert ("use", "rocket_acquisition") not in m.legal()
    assert "Rocket Acquisition" in illegal(m, ("use", "rocket_acquisition"))


def test_revealing_incident_tiles__a_tile_gained_this_turn_is_used_on_a_later_own_turn():
    tiles = {**TILES, "1,0": "rocket_acquisition"}
    m = match(tiles, params=OPTIONAL, rockets=[{"1,0": 1}, {"station": 1}])
    play(m, ("prospect",), ("reveal", at("1,0")))
    assert m.state.incidents[0] == [("rocket_acquisition", 1)]
    assert ("use", "rocket_acquisition") not in m.legal()
    assert "gained this turn" in illegal(m, ("use", "rocket_acquisition"))
    play(m, ("skip",))
    finish_turn(m)  # Player 2's turn
    assert ("use", "rocket_acquisition") in m.legal()


def test_incident_tile_explanations__own_turn_incidents_are_not_played_out_of_turn():
    m = match(TILES, incidents=[[], ["rocket_acquisition"]])
    assert "Incident Tile Explanations" in illegal(m, ("use", "rocket_acquisition"))


# -- Pirate Attack ------------------------------------------------------------------------------------


def test_pirate_attack__an_opponent_holding_it_may_stop_the_action_before_it_is_taken():
    m = match(TILES, incidents=[[], ["pirate_attack"]])
    d = m.decision()
    assert (d.player, d.kind, d.reaction) == (1, "reaction", True)
    assert sorted(m.legal()) == [("pass",), ("pirate",)]
    events = play(m, ("pirate",))
    assert [e["type"] for e in events] == ["discard", "pirate"]
    assert m.log("public") == [
        "Turn 1: Player 1 to play.",  # told once, with what it does
        "Player 2 discarded Pirate Attack: Player 1 takes no action this turn.",
    ]
    assert m.state.incidents[1] == []
    assert (m.decision().player, m.decision().kind) == (0, "contract")


def test_pirate_attack__passing_lets_the_action_go_ahead():
    m = match(TILES, incidents=[[], ["pirate_attack"]])
    play(m, ("pass",))
    assert (m.decision().player, m.decision().kind) == (0, "action")
    assert m.state.incidents[1] == [("pirate_attack", -1)]


def test_pirate_attack__the_victim_may_still_discard_own_incidents_and_try_a_contract():
    m = match(TILES, incidents=[["rocket_acquisition"], ["pirate_attack"]])
    play(m, ("pirate",))
    legal = m.legal()
    assert ("use", "rocket_acquisition") in legal and ("declare", 0) in legal


def test_pirate_attack__offered_only_to_opponents_who_hold_one():
    nobody = match(TILES, players=3)
    assert nobody.decision().kind == "action"
    own = match(TILES, players=3, incidents=[["pirate_attack"], [], []])
    assert own.decision().kind == "action" and ("pirate",) not in own.legal()
    third = match(TILES, players=3, incidents=[[], [], ["pirate_attack"]])
    assert third.decision().player == 2  # seat 1 holds none and is never asked


def test_pirate_attack__holders_are_asked_clockwise_and_the_first_to_play_it_ends_the_window():
    m = match(TILES, players=3, incidents=[[], ["pirate_attack"], ["pirate_attack"]])
    assert m.decision().player == 1
    play(m, ("pass",))
    assert m.decision().player == 2
    play(m, ("pirate",))
    assert m.state.incidents[1] == [("pirate_attack", -1)] and m.state.incidents[2] == []
    assert m.decision().kind == "contract"


# -- Meteor Storm ---------------------------------------------------------------------------------------


def test_meteor_storm__an_opponent_holding_it_may_stop_the_contract_attempt_after_the_action():
    m = match(TILES, incidents=[[], ["meteor_storm"]])
    assert m.decision().kind == "action"  # not offered before the action
    play(m, ("buy",))
    d = m.decision()
    assert (d.player, d.kind, d.reaction) == (1, "reaction", True)
    events = play(m, ("storm",))
    assert [e["type"] for e in events] == ["discard", "storm", "turn"]  # nothing left to do: turn over
    assert not events_of(m.events(), "declare")
    assert (m.decision().player, m.decision().kind) == (1, "action")


def test_incident_tile_explanations__meteor_storm_stops_only_the_attempt_the_victim_may_still_discard_incidents():
    """Meteor Storm's text parallels Pirate Attack's: it takes away the contract attempt, not the
    rest of the turn, so held own-turn incidents stay usable until the victim ends the turn."""
    tiles = {**TILES, "1,0": "sabotage"}
    m = match(tiles, rockets=[{"1,0": 1, "station": 1}, {"0,5": 1}], incidents=[["rocket_acquisition", "sabotage", "mineral_scan"], ["meteor_storm"]])
    play(m, ("buy",), ("storm",))
    assert (m.decision().player, m.decision().kind) == (0, "contract")
    assert sorted(m.legal()) == sorted([("use", "rocket_acquisition"), ("use", "sabotage"), ("use", "mineral_scan"), ("end",)])
    assert "Meteor Storm" in illegal(m, ("declare", 0))  # the attempt itself is stopped
    play(m, ("use", "rocket_acquisition"))
    assert m.state.rockets[0][STATION] == 3 and m.state.phase == "stormed"
    play(m, ("use", "sabotage"), ("hit", at("0,5"), 1), ("stay",))
    assert m.state.rockets[1] == {} and m.state.phase == "stormed"
    play(m, ("use", "mineral_scan"), ("done",), ("reveal", at("1,0")))  # an incident under own rocket
    assert [k for k, _ in m.state.incidents[0]] == ["sabotage"]
    assert m.legal() == [("end",)]  # the Sabotage just gained waits for a later turn
    play(m, ("end",))
    assert (m.decision().player, m.decision().kind) == (1, "action")


def test_meteor_storm__passing_lets_the_attempt_go_ahead_and_nobody_else_is_asked():
    m = match(TILES, players=3, incidents=[[], ["meteor_storm"], []])
    play(m, ("buy",), ("pass",))
    assert (m.decision().player, m.decision().kind) == (0, "contract")


# -- Alien Encounter ----------------------------------------------------------------------------------


def test_alien_encounter__stays_face_up_moves_the_alien_and_steals_an_incident():
    tiles = {**TILES, "1,0": "alien_encounter"}
    m = match(tiles, rockets=[{"1,0": 1}, {"0,5": 1}], incidents=[[], ["sabotage"]])
    play(m, ("prospect",), ("reveal", at("1,0")))
    s = m.state
    assert cell_view(m, "1,0", 1)["tile"] == "up" and cell_view(m, "1,0", 1)["face"]["kind"] == "alien_encounter"
    assert s.aliens_revealed == 1 and s.incidents[0] == []  # it is not taken into the hand
    assert s.rockets[0] == {STATION: 1}  # Revealing Incident Tiles: the rocket goes to the station
    cells = {a[1] for a in m.legal() if a[0] == "alien"}
    assert STATION not in cells and at("0,5") in cells and at("1,0") in cells and ("stay",) in m.legal()
    assert "space station" in illegal(m, ("alien", STATION))
    play(m, ("alien", at("0,5")))
    assert m.state.alien == at("0,5")
    assert ("steal", 1, "incident", "sabotage") in m.legal() and ("nosteal",) in m.legal()
    play(m, ("steal", 1, "incident", "sabotage"))
    assert [k for k, _ in m.state.incidents[0]] == ["sabotage"] and m.state.incidents[1] == []
    assert m.decision().kind == "contract"  # back to the turn: the attempt comes next


def test_alien_encounter__may_steal_an_unspent_bribe_counter_instead():
    tiles = {**TILES, "1,0": "alien_encounter"}
    m = match(tiles, rockets=[{"1,0": 1}, {"station": 1}], bribes_spent=[[], ["alphatite"]])
    play(m, ("prospect",), ("reveal", at("1,0")), ("stay",))
    steals = [a for a in m.legal() if a[0] == "steal"]
    assert sorted(a[3] for a in steals) == ["betamite", "deltamite", "gammatite", "omnidium"]  # not the spent one
    play(m, ("steal", 1, "bribe", "gammatite"))
    players = m.observation("all")["players"]
    assert [b["mineral"] for b in players[0]["bribes"]].count("gammatite") == 2
    assert "gammatite" not in [b["mineral"] for b in players[1]["bribes"]]


def test_alien_encounter__rockets_on_the_alien_tile_cannot_move_afterwards():
    tiles = {**TILES, "1,0": "alien_encounter"}
    m = match(tiles, params=OPTIONAL, rockets=[{"1,0": 1, "station": 1}, {"0,5": 1}])
    play(m, ("prospect",), ("reveal", at("1,0")), ("alien", at("0,5")), ("nosteal",), ("skip",))
    assert ("move",) not in m.legal()  # Player 2's only rocket is held by the alien


def test_alien_encounter__the_fifth_one_ends_the_game_at_once_without_move_or_theft():
    up = {f"5,{c}": "alien_encounter" for c in range(4)}  # four revealed before, still on the field
    tiles = {**TILES, "1,0": "alien_encounter", **up}
    m = match(tiles, rockets=[{"1,0": 1}, {"station": 1}], faceup=list(up), incidents=[[], ["sabotage"]])
    events = play(m, ("prospect",), ("reveal", at("1,0")))
    assert events[-1] == {"type": "end", "reason": "last_alien"}
    assert m.is_over() and m.decision() is None and m.legal() == []
    assert m.state.alien == -1 and m.state.incidents[1] == [("sabotage", -1)]


def test_alien_encounter__the_limit_is_a_rule_option():
    tiles = {**TILES, "1,0": "alien_encounter", "5,0": "alien_encounter"}
    m = match(tiles, params={"alien_limit": 2}, rockets=[{"1,0": 1}, {"station": 1}], faceup=["5,0"])
    play(m, ("prospect",), ("reveal", at("1,0")))
    assert m.is_over() and m.observation(0)["end_reason"] == "the final Alien Encounter was revealed"


def test_alien_encounter__revealed_in_a_contract_attempt_fails_it_then_acts_then_the_turn_ends():
    tiles = {**TILES, "1,0": "alien_encounter"}
    m = match(tiles, params={"contracts": [["alphatite", "betamite"]], "bribe_minerals": []})
    play(m, ("buy",), ("declare", 0), ("reveal", at("0,0")), ("reveal", at("1,0")))
    assert cell_view(m, "0,0")["tile"] == "down" and m.decision().kind == "alien"
    play(m, ("alien", at("0,6")))
    assert (m.decision().player, m.decision().kind) == (1, "action")  # nothing to steal, turn over


def test_incident_tile_explanations__own_turn_incidents_are_discarded_between_steps_not_inside_one():
    """Ruling: "during your turn" is read as at the action or the declaration step; not between two
    reveals of a contract attempt, nor in the middle of a move."""
    m = match(TILES, params={"contracts": [["alphatite", "alphatite"]]}, rockets=[{"station": 2}, {"station": 1}], incidents=[["mineral_scan"], []])
    assert ("use", "mineral_scan") in m.legal()  # the action step
    play(m, ("move",))
    assert "Incident Tile Explanations" in illegal(m, ("use", "mineral_scan"))
    play(m, ("rocket", STATION), ("to", at("6,6")), ("done",))
    assert ("use", "mineral_scan") in m.legal()  # the declaration step
    play(m, ("declare", 0), ("reveal", at("0,0")))
    assert m.state.phase == "reveal"
    why = illegal(m, ("use", "mineral_scan"))
    assert why.startswith("Incident Tile Explanations") and "contract attempt" in why
