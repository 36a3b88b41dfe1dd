"""Core: versioned JSON game records - save/load round trip validated by replay, and a clear
RecordError for every corrupt, truncated or hostile input. Records are never unpickled."""

from __future__ import annotations

import json
import pickle

import pytest

from corekit import GAME, LONG, random_match
from deltawidgets import Match, RecordError


@pytest.fixture(scope="module")
def rec():
    return random_match(60, seed=12, params=LONG).record()


def test_records__save_and_load_round_trip(tmp_path):
    m = random_match(80, seed=3, params={"players": 4})
    path = tmp_path / "game.json"
    m.save(path)
    for source in (path, str(path), path.read_text(), json.loads(path.read_text()), path.read_bytes()):
        back = Match.load(source)
        assert back.record() == m.record()
        assert back.observation("all") == m.observation("all")
        assert back.cursor == m.cursor and back.log(1) == m.log(1)


def test_records__a_scenario_match_round_trips_too(tmp_path):
    scenario = {"tiles": {"0,0": "alphatite:3", "0,1": "sabotage", "6,6": "betamite:2"}, "current": 1}
    m = Match(GAME, {"first_player": 0}, scenario=scenario)
    m.act(("buy",))
    m.save(tmp_path / "s.json")
    back = Match.load(tmp_path / "s.json")
    assert back.record()["scenario"] == scenario and back.observation("all") == m.observation("all")


def test_records__the_record_holds_only_the_moves_up_to_the_cursor(rec):
    m = Match.load(rec)
    m.goto(20)
    assert len(m.record()["actions"]) == 20
    assert Match.load(m.record()).observation("all") == m.observation("all")


def test_records__a_record_is_plain_json():
    text = json.dumps(random_match(30).record())
    assert json.loads(text)["format"] == "deltawidgets.record"


def _error(source) -> str:
    with pytest.raises(RecordError) as err:
        Match.load(source)
    msg = str(err.value)
    assert msg and len(msg) < 1000
    return msg


def test_records__an_illegal_action_at_step_k_is_named(rec):
    k = [a[0] for a in rec["actions"]].index("declare", 5)  # a contract declaration past the start
    bad = dict(rec, actions=rec["actions"][:k] + [["declare", 99]] + rec["actions"][k + 1 :])
    msg = _error(bad)
    assert f"step {k + 1} " in msg and "does not replay" in msg and "Declare the Contract" in msg


def test_records__a_tampered_seed_does_not_replay(rec):
    assert "does not replay" in _error(dict(rec, seed=rec["seed"] + 1))


@pytest.mark.parametrize(
    "change, words",
    [
        ({"format": "something.else"}, "format"),
        ({"version": 2}, "version"),
        ({"game": "chess"}, "unknown game 'chess'"),
        ({"game": "x" * 100_000}, "game"),
        ({"rules_version": 99}, "rules version 99"),
        ({"seed": 10**30}, "seed"),
        ({"seed": -1}, "seed"),
        ({"seed": "7"}, "seed"),
        ({"seed": True}, "seed"),
        ({"seed": 1.5}, "seed"),
        ({"params": {"players": 10**30}}, "players"),
        ({"params": {"players": "four"}}, "players"),
        ({"params": {"players": "4" * 1_000_000}}, "players"),
        ({"params": [2]}, "params"),
        ({"params": {"dragons": 1}}, "dragons"),
        ({"actions": "move"}, "actions"),
        ({"actions": [[]]}, "actions.0"),
        ({"actions": [["move"] * 9]}, "actions.0"),
        ({"actions": [["reveal", 1.5]]}, "actions.0"),
        ({"actions": [["reveal", True]]}, "actions.0"),
        ({"actions": [["reveal", 10**30]]}, "step 1"),
        ({"actions": [["x" * 65]]}, "actions.0"),
        ({"scenario": {"tiles": {"0,0": "alphatite:1"}, "rockets": [{"0,0": "many"}]}}, "rockets"),
        ({"scenario": {"tiles": {"0,0": "alphatite:1"}, "contracts_done": {"99": 0}}}, "contracts_done"),
        ({"scenario": {"tiles": {"0,0": "alphatite:" + "9" * 5000}}}, "tiles"),
        ({"scenario": {"tiles": "everywhere"}}, "scenario"),
        ({"extra": 1}, "extra"),
    ],
)
def test_records__hostile_fields_give_a_record_error_naming_the_problem(rec, change, words):
    assert words in _error(dict(rec, **change))


def test_records__missing_fields(rec):
    for key in ("format", "game", "seed", "actions"):
        assert key in _error({k: v for k, v in rec.items() if k != key})


def test_records__corrupt_and_truncated_json(rec, tmp_path):
    text = json.dumps(rec)
    for bad in (text[: len(text) // 2], text[:-1], "{not json}", '{"format": NaN}', "{" + "9" * 5000):
        assert "not valid JSON" in _error(bad) or "record" in _error(bad)
    path = tmp_path / "cut.json"
    path.write_text(text[:100])
    assert "not valid JSON" in _error(path)


def test_records__not_an_object():
    assert "JSON object" in _error("[1, 2, 3]")
    assert "empty" in _error("")
    for bad in (None, 42, 3.5, ["format"]):
        assert "must be a dict" in _error(bad)


def test_records__deeply_nested_json(rec):
    assert "not valid JSON" in _error("[" * 200_000 + "]" * 200_000)
    assert "not valid JSON" in _error('{"a":' * 200_000 + "1" + "}" * 200_000)
    deep: list = []
    cur = deep
    for _ in range(500):
        cur.append([])
        cur = cur[0]
    assert "actions.0" in _error(json.dumps(dict(rec, actions=[["reveal", deep]])))
    assert "'params.players' is nested" in _error(json.dumps(dict(rec, params={"players": deep})))


def test_records__file_problems(tmp_path):
    bad = tmp_path / "latin1.json"
    bad.write_bytes(b'{"game": "delta \xe9"}')
    assert "not UTF-8" in _error(bad)
    assert "is a directory" in _error(tmp_path)
    assert "No such file" in _error(tmp_path / "missing.json")
    assert "not a usable file path" in _error("bad\x00name.json")
    assert "Cannot read" in _error("x" * 100_000)


def test_records__never_unpickled(tmp_path):
    marker = tmp_path / "pwned"

    class Payload:  # unpickling this would create ``marker``
        def __reduce__(self):
            return (open, (str(marker), "w"))

    path = tmp_path / "game.pkl"
    path.write_bytes(pickle.dumps(Payload()))
    _error(path)
    _error(path.read_bytes())
    assert not marker.exists()
