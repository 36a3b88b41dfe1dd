"""Per-player memory: a seat's view shows the faces that seat has seen, and no other face-down face.

Sections: "Action: Prospect" and "Action: Satellite Survey" (secret looks), "Reveal the Asteroid
Tiles" (a revealed tile is seen by all, also after it flips back).
"""
from __future__ import annotations

import json

from dvkit import at, match, play

TILES = {f"{r},{c}": f"{m}:{c + 1}" for r, m in ((0, "alphatite"), (1, "betamite")) for c in range(7)}
TILES |= {"6,6": "gammatite:1", "6,5": "deltamite:2"}


def faces(m, viewer) -> set[str]:
    """Names of face-down spaces whose face ``viewer`` is shown."""
    return {c["name"] for c in m.observation(viewer)["cells"] if c["tile"] == "down" and "face" in c}


def test_per_player_memory__each_seat_sees_exactly_the_faces_it_has_seen():
    m = match(TILES, params={"contracts": [["gammatite"], ["deltamite"]], "bribe_minerals": ["alphatite"]},
              rockets=[{"0,0": 1, "station": 1}, {"station": 1}])
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
    m = match(TILES, params={"contracts": [["gammatite"], ["deltamite"]], "bribe_minerals": ["alphatite"]},
              rockets=[{"0,0": 1, "station": 1}, {"station": 1}], memory=[["1,1"], ["0,5"]])
    play(m, ("prospect",), ("keep",))
    assert faces(m, 0) and faces(m, 1) and faces(m, "public") == set()
    public = m.observation("public")
    assert public["viewer"] == "public"
    assert [c["tile"] for c in public["cells"]] == [c["tile"] for c in m.observation(0)["cells"]]
    assert all("seen" not in c for c in public["cells"])
    assert m.log("public") == m.log(0)  # the log tells that a seat looked, never what it saw
