"""Per-player memory: a seat's view shows the faces that seat has seen, and no other face-down face.

Sections: "Action: Prospect" and "Action: Satellite Survey" (secret looks), "Reveal the Asteroid
Tiles" (a revealed tile is seen by all, also after it flips back).
"""

from __future__ import annotations

import json
import random

from deltavkit import GAME, at, match, play

TILES = {f"{r},{c}": f"{m}:{c + 1}" for r, m in ((0, "alphatite"), (1, "betamite")) for c in range(7)}
TILES |= {"6,6": "gammatite:1", "6,5": "deltamite:2"}


def faces(m, viewer) -> set[str]:
    """Names of face-down spaces whose face ``viewer`` is shown."""
    return {c["name"] for c in m.observation(viewer)["cells"] if c["tile"] == "down" and "face" in c}


def test_per_player_memory__each_seat_sees_exactly_the_faces_it_has_seen():
    m = match(TILES, params={"contracts": [["gammatite"], ["deltamite"]], "bribe_minerals": ["alphatite"]}, rockets=[{"0,0": 1, "station": 1}, {"station": 1}])
    assert faces(m, 0) == faces(m, 1) == set()
    play(m, ("prospect",), ("keep",))  # seat 0 looks at A1
    play(m, ("declare", 1), ("reveal", at("1,3")))  # a Betamite, no usable bribe: fails, flips back
    assert faces(m, 0) == {"A1", "D2"} and faces(m, 1) == {"D2"}
    play(m, ("survey", "alphatite"), ("look", at("0,2")), ("look", at("0,4")), ("look", at("0,6")))
    assert faces(m, 1) == {"D2", "C1", "E1", "G1"}
    assert faces(m, 0) == {"A1", "D2"}
    down = {c["name"] for c in m.observation("all")["cells"] if c["tile"] == "down"}
    assert faces(m, "all") == down  # the teaching view shows everything


def test_per_player_memory__the_scenario_memory_is_what_a_seat_starts_knowing():
    m = match(TILES, memory=[["1,1"], ["0,5", "6,6"]])
    assert faces(m, 0) == {"B2"} and faces(m, 1) == {"F1", "G7"}


def test_per_player_memory__a_collected_tile_leaves_no_face_behind():
    m = match(TILES, params={"contracts": [["gammatite"], ["deltamite"]]}, memory=[["6,6"], []])
    play(m, ("buy",), ("declare", 0), ("reveal", at("6,6")), ("pass",))
    cell = m.observation(1)["cells"][at("6,6")]
    assert cell["tile"] == "none" and "face" not in cell


def test_per_player_memory__the_log_and_the_view_of_a_secret_look_hold_no_face():
    m = match(TILES, rockets=[{"0,3": 1}, {"station": 1}])
    play(m, ("prospect",))
    log = " ".join(m.log(1))
    assert "looked at the tile they occupy at D1" in log and "Alphatite" not in log and "alphatite" not in log
    opponent = json.dumps(m.observation(1))
    assert '"value": 4' not in opponent  # the face under seat 0's rocket (alphatite:4)
    assert '"value": 4' in json.dumps(m.observation(0))


def test_per_player_memory__opponents_cannot_tell_whether_a_mineral_scan_found_an_incident():
    """Mineral Scan looks are secret, so the reveal-or-keep step looks the same either way."""
    views = []
    for face in ("meteor_storm", "deltamite:4"):
        m = match({**TILES, "2,0": face}, rockets=[{"2,0": 1}, {"station": 1}], incidents=[["mineral_scan"], []])
        play(m, ("use", "mineral_scan"), ("done",))
        views.append(m.observation(1))
    assert views[0] == views[1]


def test_per_player_memory__the_public_viewer_sees_no_face_down_face():
    """The spectator ("public": what every seat may see, the widget's synced snapshot) is shown
    no face-down face, though both seats looked; face-up tiles it sees like everyone."""
    m = match(
        TILES,
        params={"contracts": [["gammatite"], ["deltamite"]], "bribe_minerals": ["alphatite"]},
        rockets=[{"0,0": 1, "station": 1}, {"station": 1}],
        memory=[["1,1"], ["0,5"]],
    )
    play(m, ("prospect",), ("keep",))
    assert faces(m, 0) and faces(m, 1) and faces(m, "public") == set()
    public = m.observation("public")
    assert public["viewer"] == "public"
    assert [c["tile"] for c in public["cells"]] == [c["tile"] for c in m.observation(0)["cells"]]
    assert all("seen" not in c for c in public["cells"])
    assert m.log("public") == m.log(0)  # the log tells that a seat looked, never what it saw


def test_reveal_the_asteroid_tiles__the_spectator_keeps_the_faces_a_failed_attempt_showed():
    """Reveal the Asteroid Tiles: the tiles flip back after a failure, but the whole table saw them.
    The spectator's view keeps them (as the log told it), a public deal keeps them, and the seats
    remember them as before."""
    m = match(TILES, params={"contracts": [["alphatite", "deltamite"]], "bribe_minerals": []})
    play(m, ("buy",), ("declare", 0), ("reveal", at("0,0")), ("reveal", at("1,3")))
    assert "Player 1 revealed a Betamite tile worth 4 at D2." in m.log("public")
    for viewer in (0, 1, "public"):
        assert faces(m, viewer) == {"A1", "D2"}, viewer
        assert m.observation(viewer)["cells"][at("1,3")]["seen"] is True
    assert m.observation("public")["cells"][at("1,3")]["face"] == {"kind": "mineral", "mineral": "betamite", "value": 4}
    twin = GAME.determinize(m.state, "public", random.Random(3))
    assert GAME.observation(twin, "public") == m.observation("public")


def test_satellite_survey__the_spaces_picked_so_far_are_in_every_view():
    """Action: Satellite Survey: which tiles a player lifts is seen at the table, not their faces
    (ruling), so every view marks the picks; they leave the view when the survey is over."""
    m = match(TILES, params={"bribe_minerals": ["alphatite"]})
    play(m, ("survey", "alphatite"), ("look", at("0,1")), ("look", at("0,4")))
    for viewer in (0, 1, "public", "all"):
        assert m.observation(viewer)["picks"] == [at("0,1"), at("0,4")]
    assert faces(m, 1) == set()  # a pick is not a look at the face: that comes with the third
    play(m, ("look", at("0,6")))
    assert "picks" not in m.observation(0) and faces(m, 0) == {"B1", "E1", "G1"}


def test_mineral_scan__the_tiles_scanned_so_far_are_in_every_view():
    m = match(TILES, rockets=[{"station": 2}, {"station": 1}], incidents=[["mineral_scan"], []])
    play(m, ("use", "mineral_scan"), ("look", at("1,1")))
    assert m.state.phase == "scan_pick"
    for viewer in (0, 1, "public", "all"):
        assert m.observation(viewer)["picks"] == [at("1,1")]
    play(m, ("done",))
    assert "picks" not in m.observation(0)
