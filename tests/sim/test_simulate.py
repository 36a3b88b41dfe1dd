"""Headless bot games (``deltawidgets.sim`` and ``python -m deltawidgets simulate``): each game
is reported with how it ended, by the game's own end-reason codes and sentences; the summary
counts each end; bad arguments are refused with a clear error."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from deltawidgets import GAMES, BadInput, get_game
from deltawidgets.__main__ import main
from deltawidgets.sim import simulate, summarize

sys.path.insert(0, str(Path(__file__).parents[1] / "conformance"))
from fakegame import FakeGame  # noqa: E402  (a game with a known set of ends, never registered for good)


@pytest.fixture
def fake(monkeypatch):
    game = FakeGame()
    monkeypatch.setitem(GAMES, game.name, game)
    return game


def _check_ends(game, df):
    assert set(df["end"]) <= set(game.end_reasons), f"ends {set(df['end'])} are not codes of {game.title}"
    assert list(df["end_text"]) == [game.end_reasons[code] for code in df["end"]]
    summary = summarize(df)
    assert summary["ends"] == df["end"].value_counts().to_dict() and sum(summary["ends"].values()) == len(df)
    assert summary["end_texts"] == {code: game.end_reasons[code] for code in summary["ends"]}


def test_simulate__each_row_names_its_end_by_code_and_sentence_and_the_summary_counts_them(fake):
    df = simulate(fake.name, games=30, players=3, seed=1, progress=False)
    _check_ends(fake, df)
    assert len(summarize(df)["ends"]) == 2  # both ends of Hidden Draw happen in 30 games


@pytest.mark.parametrize("name", sorted(GAMES))
def test_simulate__every_registered_game_reports_its_own_end_codes(name):
    _check_ends(get_game(name), simulate(name, games=4, seed=1, progress=False))


def test_simulate__the_command_line_prints_each_end_with_its_sentence(fake, capsys):
    assert main(["simulate", fake.name, "--games", "30", "--players", "3", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    for code, text in fake.end_reasons.items():
        assert f"ends {code}: " in out and f"({text})" in out
    assert main(["simulate", fake.name, "--games", "30", "--players", "3", "--seed", "1", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert sum(summary["ends"].values()) == 30 and summary["end_texts"] == fake.end_reasons


@pytest.mark.parametrize("jobs", [0, -1, -8])
def test_simulate__jobs_below_one_are_refused(fake, jobs, capsys):
    with pytest.raises(BadInput, match="jobs must be .* at least 1"):
        simulate(fake.name, games=2, jobs=jobs, progress=False)
    with pytest.raises(SystemExit) as ex:
        main(["simulate", fake.name, "--games", "2", "--jobs", str(jobs)])
    err = capsys.readouterr().err  # the format of every refusal: tests/project/test_cli.py
    assert ex.value.code == 2 and "simulate: error: argument --jobs: " in err and "at least 1" in err


def test_simulate__players_and_the_players_option_may_not_disagree(fake, capsys):
    with pytest.raises(BadInput, match="disagree"):
        simulate(fake.name, games=2, players=2, params={"players": 3}, progress=False)
    with pytest.raises(SystemExit) as ex:
        main(["simulate", fake.name, "--games", "2", "--players", "2", "--option", "players=3"])
    assert ex.value.code == 2 and "disagree" in capsys.readouterr().err
    # the same number twice is no disagreement
    assert main(["simulate", fake.name, "--games", "2", "--players", "3", "--option", "players=3", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["players"] == 3


@pytest.mark.parametrize("args, players", [([], 2), (["--players", "3"], 3), (["--option", "players=3"], 3)])
def test_simulate__players_in_the_json_summary_is_the_number_played_never_null(fake, capsys, args, players):
    assert main(["simulate", fake.name, "--games", "3", "--json", *args]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["players"] == players  # with no players given: the option's default
    assert len(summary["wins_by_seat"]) == players


def test_simulate__two_processes_play_the_same_games_as_one():
    one = simulate("deltav", games=4, players=2, seed=3, progress=False)
    two = simulate("deltav", games=4, players=2, seed=3, jobs=2, progress=False)
    assert one.to_dict("records") == two.to_dict("records")
