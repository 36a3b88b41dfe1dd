"""Rulebook section "Game End": the three ways the game ends, the score, and the tie-breaks."""

from __future__ import annotations

import pytest

from deltavkit import GAME, STATION, at, match, move, play
from deltawidgets import IllegalAction

CONTRACTS = [["alphatite"], ["betamite"], ["gammatite"]]


def test_game_end__fulfilling_the_last_contract_ends_the_game_at_once():
    tiles = {"0,0": "alphatite:4", "0,1": "betamite:2", "6,6": "gammatite:1"}
    m = match(tiles, params={"contracts": CONTRACTS, "bribe_minerals": []}, contracts_done={"1": 1, "2": 1})
    events = play(m, ("buy",), ("declare", 0), ("reveal", at("0,0")))
    assert events[-1] == {"type": "end", "reason": "last_contract"}
    assert m.is_over() and m.decision() is None and m.legal() == []
    assert m.observation(1)["end_reason"] == "the last contract was fulfilled"
    with pytest.raises(IllegalAction) as err:
        m.act(("buy",))
    assert "Game End" in str(err.value)


def test_game_end__fulfilling_a_contract_that_is_not_the_last_does_not_end_it():
    tiles = {"0,0": "alphatite:4", "0,1": "betamite:2", "6,6": "gammatite:1"}
    m = match(tiles, params={"contracts": CONTRACTS, "bribe_minerals": []}, contracts_done={"1": 1})
    play(m, ("buy",), ("declare", 0), ("reveal", at("0,0")))
    assert not m.is_over() and m.decision().player == 1


def test_game_end__the_last_alien_encounter_ends_the_game():
    up = {f"5,{c}": "alien_encounter" for c in range(4)}  # four revealed before, still on the field
    tiles = {"0,0": "alien_encounter", "0,1": "betamite:2", "6,6": "gammatite:1", **up}
    m = match(tiles, rockets=[{"0,0": 1}, {"station": 1}], faceup=list(up), aliens_revealed=4)
    events = play(m, ("prospect",), ("reveal", at("0,0")))
    assert events[-1]["reason"] == "last_alien" and m.is_over()


def test_game_end__with_alien_limit_3_the_third_alien_encounter_ends_it_by_the_same_code():
    """Alien Encounter (number ``alien_limit``): the code names the rule, not the default five."""
    up = {f"5,{c}": "alien_encounter" for c in range(2)}
    tiles = {"0,0": "alien_encounter", "0,1": "betamite:2", "6,6": "gammatite:1", **up}
    m = match(tiles, params={"alien_limit": 3}, rockets=[{"0,0": 1}, {"station": 1}], faceup=list(up), aliens_revealed=2)
    events = play(m, ("prospect",), ("reveal", at("0,0")))
    assert events[-1] == {"type": "end", "reason": "last_alien"} and m.is_over()
    assert GAME.end_reason(m.state) == "last_alien"


def test_game_end__a_scenario_or_archive_saved_under_the_former_code_fifth_alien_reads_as_last_alien(tmp_path):
    """Game End: ``fifth_alien`` was this ending's code before the rename; what was saved with it still loads."""
    from deltawidgets.lab.archive import Archive

    up = {f"5,{c}": "alien_encounter" for c in range(5)}
    old = {"tiles": {"0,1": "betamite:2", **up}, "faceup": list(up), "phase": "over", "over": "fifth_alien"}
    s = GAME.setup_from(GAME.Params.parse({"players": 2}), old)
    assert GAME.end_reason(s) == "last_alien" and GAME.scenario_of(s)["over"] == "last_alien"
    row = {
        "game": "deltav",
        "options": "{}",
        "bots": ["random", "random"],
        "seed": 1,
        "players": 2,
        "scores": [3, 1],
        "winners": [0],
        "decisions": 9,
        "end": "fifth_alien",
        "end_text": GAME.end_reasons["last_alien"],
        "events": {},
        # the game's course (lab/trajectory.py): a row without it is played again from its keys
        "turns": 9,
        "choices": 30,
        "first": 0,
        "standings": "[[3, 1]]",
    }
    archive = Archive(tmp_path / "old.duckdb")
    archive.add([row])
    (back,) = archive.rows("deltav", "{}", ["random", "random"], [1])
    assert back["end"] == "last_alien"


def test_game_end__no_tile_free_of_rockets_and_the_alien_at_the_end_of_a_turn():
    tiles = {"0,0": "alphatite:1", "0,1": "betamite:1", "0,2": "gammatite:1"}
    m = match(tiles, params={"contract_attempt": "optional"}, rockets=[{"station": 1}, {"0,0": 1}], alien="0,2")
    move(m, (STATION, at("0,1")))
    assert not m.is_over()  # checked only when the turn ends
    events = play(m, ("skip",))
    assert events[-1] == {"type": "end", "reason": "no_free_tile"} and m.is_over()


def test_game_end__one_free_tile_is_enough_to_go_on():
    tiles = {"0,0": "alphatite:1", "0,1": "betamite:1", "0,2": "gammatite:1", "0,3": "gammatite:2"}
    m = match(tiles, params={"contract_attempt": "optional"}, rockets=[{"station": 1}, {"0,0": 1}], alien="0,2")
    move(m, (STATION, at("0,1")))
    play(m, ("skip",))
    assert not m.is_over() and m.decision().player == 1


def test_game_end__a_face_up_alien_encounter_still_counts_as_a_free_tile():
    tiles = {"0,0": "alphatite:1", "0,1": "alien_encounter", "0,2": "gammatite:1"}
    m = match(tiles, params={"contract_attempt": "optional"}, rockets=[{"station": 1}, {"0,0": 1}], alien="0,2", faceup=["0,1"], aliens_revealed=1)
    play(m, ("buy",), ("skip",))
    assert not m.is_over()


@pytest.mark.parametrize("penalty", [2, 0, 3])
def test_game_end__score_is_collected_tile_points_minus_the_penalty_per_spent_bribe(penalty):
    tiles = {"0,0": "alphatite:4", "0,1": "betamite:3", "6,6": "gammatite:1"}
    m = match(
        tiles,
        params={"contracts": [["alphatite", "deltamite"], ["gammatite"]], "bribe_penalty": penalty},
        bribes_spent=[["omnidium"], ["alphatite", "betamite"]],
    )
    play(m, ("buy",), ("declare", 0), ("reveal", at("0,0")), ("reveal", at("0,1")), ("bribe", "deltamite"), ("pass",))
    assert m.scores() == [4 + 3 - 2 * penalty, -2 * penalty]
    assert [p["score"] for p in m.observation(1)["players"]] == m.scores()


def _ended(collected, contracts, spent):
    """A finished position with chosen collections (the tiles laid at 0,i, by i), fulfilled
    contracts and spent counters."""
    params = GAME.Params.parse({"first_player": 0, "contracts": [["alphatite"]] * 4, "bribe_minerals": ["alphatite", "betamite"]})
    tiles = {f"0,{i}": f"alphatite:{v}" for i, v in enumerate([3, 3, 2, 4, 1, 5])}
    s = GAME.setup_from(params, {"tiles": tiles, "bribes_spent": spent})
    for p, tids in enumerate(collected):
        s.collected[p] = [(s.cell_tile[i], "alphatite") for i in tids]  # space "0,i" is cell i
    for k, p in enumerate(contracts):
        s.contract_owner[k] = p
    return s


def test_game_end__most_points_wins():
    s = _ended([[0, 1], [5]], [0, 1], [[], []])  # 6 against 5
    assert GAME.scores(s) == [6, 5] and GAME.winners(s) == [0]


def test_game_end__tie_on_points_goes_to_most_fulfilled_contracts():
    s = _ended([[0], [1]], [1, 0, 1], [[], []])
    assert GAME.scores(s) == [3, 3] and GAME.winners(s) == [1]


def test_game_end__then_to_most_unspent_bribe_counters():
    s = _ended([[3, 1], [5]], [0, 1], [["alphatite"], []])  # 7-2 against 5: a tie on 5, one contract each
    assert GAME.scores(s) == [5, 5] and GAME.winners(s) == [1]


def test_game_end__a_full_tie_shares_the_win():
    s = _ended([[0], [1]], [0, 1], [[], []])
    assert GAME.winners(s) == [0, 1]


def test_game_end__end_reasons_are_codes_with_one_sentence_each_listed_in_the_rulings():
    """Game End: the state keeps the code, the log's end line and the view use its sentence."""
    from pathlib import Path

    rulings = (Path(__file__).parents[2] / "docs" / "rulings" / "delta_v.md").read_text()
    assert set(GAME.end_reasons) == {"last_contract", "last_alien", "no_free_tile", "turn_limit"}
    for code, sentence in GAME.end_reasons.items():
        assert f"| `{code}` | {sentence} |" in rulings
    tiles = {"0,0": "alphatite:4", "0,1": "betamite:2", "6,6": "gammatite:1"}
    m = match(tiles, params={"contracts": CONTRACTS, "bribe_minerals": []}, contracts_done={"1": 1, "2": 1})
    play(m, ("buy",), ("declare", 0), ("reveal", at("0,0")))
    assert m.state.end_reason == GAME.end_reason(m.state) == "last_contract"
    assert m.log(0)[-1] == "Game over: the last contract was fulfilled."
    assert m.observation("public")["end_code"] == "last_contract"


def test_game_end__the_turn_limit_is_a_guard_with_its_own_code():
    m = match({"0,0": "alphatite:1", "6,6": "gammatite:1"}, params={"turn_limit": 1, "contract_attempt": "optional"})
    play(m, ("buy",), ("skip",))
    assert GAME.end_reason(m.state) == "turn_limit" and "safety stop" in m.log(0)[-1]


def test_components__supplies_name_every_counted_supply_and_follow_play():
    m = match({"0,0": "alphatite:4", "0,1": "betamite:2", "6,6": "gammatite:1"}, params={"contracts": CONTRACTS}, incidents=[["sabotage"], []])
    before = GAME.supplies(m.state)
    assert before["Player 1's shipyard rockets"] == 4 and before["Player 2's unspent bribe counters"] == 5
    assert before["face-down tiles"] == 3 and before["open contracts"] == 3
    assert before["Alien Encounters before the game ends"] == 5 and before["Player 1's incident tiles"] == 1
    play(m, ("buy",), ("declare", 0), ("reveal", at("0,0")), ("pass",))
    after = GAME.supplies(m.state)
    assert after["Player 1's shipyard rockets"] == 3 and after["Player 1's rockets in play"] == 2
    assert after["face-down tiles"] == 2 and after["tiles on the field"] == 2 and after["open contracts"] == 2
    assert all(isinstance(v, int) and v >= 0 for v in after.values())
