"""Issue 21 "Events" in Delta: every event is typed and carries the board's names, words.py tells
it, and what only one seat may know rides in the event's secret part."""

from __future__ import annotations

import json
import random

import pytest

from deltakit import GAME, params
from deltawidgets.core.errors import BadInput
from deltawidgets.core.match import Match
from deltawidgets.games.delta import words
from deltawidgets.lab.play import play_game


def finished(players: int, seed: int) -> Match:
    rng = random.Random(seed)
    m = Match(GAME, {"players": players}, seed=seed)
    while not m.is_over():
        m.act(rng.choice(m.legal()))
    return m


def test_end_game_scoring__the_end_reads_as_one_clean_sentence_once():
    """End Game Scoring: the log's last line says the game is over once, with the heading once."""
    m = finished(2, 4)
    last = m.log("public")[-1]
    assert last == "Game over: the sixth round was played, and final scoring decides the winner (End Game Scoring)"
    assert sum("Game over" in line for line in m.log("all")) == 1 and last.count("(End Game Scoring)") == 1


@pytest.mark.parametrize("players", [2, 4])
def test_events__every_kind_is_one_words_py_tells(players):
    """Every event of a game is a kind of words.py, for a seat (DEEDS) or for the table (TABLE)."""
    kinds = {e["type"] for e in finished(players, players).events()}
    assert kinds <= set(words.DEEDS) | set(words.TABLE) | {"look_dragonflies"}
    assert {"start_player", "round_start", "turn_order", "play_card", "claim", "resolution", "take_card", "final_score", "game_end"} <= kinds


def test_dragonfly_tiles__a_look_keeps_the_tiles_in_its_secret_part_alone():
    """Dragonfly Tiles: which tiles lie on a location is the looking seat's secret; the event holds
    the tiles only in its secret part, and only that seat and the designer view read them."""
    looks = [e for seed in range(6) for e in finished(3, seed).events() if e["type"] == "look_dragonflies"]
    assert looks
    for e in looks:
        public = {k: v for k, v in e.items() if k != "secret"}
        assert not any(name in json.dumps(public) for name in e["secret"]["tiles"]), e
        for v in (0, 1, 2, "all", "public"):
            line = words.narrate(e, v)
            shown = v == "all" or v == e["player"]
            assert all((name in line) == shown for name in e["secret"]["tiles"]), (v, line)


def test_lab__delta_games_are_counted_by_their_event_types():
    """The lab counts Delta's events by type: rounds 2 to 6 begin (the setup opens round 1), one game ends."""
    events = play_game("delta", {"players": 3}, ["random"] * 3, 2)["events"]
    assert events["round_start"] == 5 and events["game_end"] == 1 and events["final_score"] == 3
    assert "plays" not in events and "Round" not in events  # no first word of a text any more


def test_scenario__the_opening_is_typed_and_a_line_of_free_text_is_refused():
    """Setup (the start player): a scenario's opening is the typed start player event; a free
    text, which the log would show as it is, is refused naming the field."""
    s = GAME.setup_from(params(2), {"opening": [{"type": "start_player", "player": 1}]})
    assert [GAME.narrate(e, "public") for e in GAME.opening_events(s)] == ["Player 2 is the start player and chooses a turn order space first"]
    with pytest.raises(BadInput, match="opening"):
        GAME.setup_from(params(2), {"opening": [{"p": 0, "text": "wins at once"}]})
