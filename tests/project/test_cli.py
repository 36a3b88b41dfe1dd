"""The command line (``python -m deltawidgets`` and ``python -m deltawidgets.interop``): every
refusal has one format, argparse's own (issue 19): the usage of the command that was run, then
``python -m deltawidgets <command>: error: <a sentence naming the argument>``, exit status 2,
nothing on standard output."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from deltawidgets.__main__ import main

ROOT = Path(__file__).resolve().parents[2]


def refused(argv: list[str], capsys, command: str | None = None) -> str:
    """Run ``main(argv)``, check the refusal's format and return its sentence."""
    command = argv[0] if command is None else command
    prog = f"python -m deltawidgets {command}".rstrip()
    with pytest.raises(SystemExit) as ex:
        main(argv)
    out, err = capsys.readouterr()
    assert ex.value.code == 2 and out == ""
    lines = err.strip().splitlines()
    assert lines[0].startswith(f"usage: {prog} "), f"not the usage of {prog!r}: {lines[0]!r}"
    assert lines[-1].startswith(f"{prog}: error: "), lines[-1]
    assert sum(": error: " in line for line in lines) == 1  # one error line, no "error:" of our own
    sentence = lines[-1].split(": error: ", 1)[1]
    assert sentence[:1].isalpha() or sentence.startswith("-"), sentence
    return sentence


@pytest.mark.parametrize(
    "argv, words",
    [
        (["simulate", "nope"], ["no game called 'nope'", "deltav (Delta V)", "spatial (Spatial Delivery)"]),
        (["simulate", "deltav", "--games", "-1"], ["--games", "number of games", "at least 1", "'-1'"]),
        (["simulate", "deltav", "--games", "0"], ["--games", "at least 1", "'0'"]),
        (["simulate", "deltav", "--games", "many"], ["--games", "whole number", "'many'"]),
        (["simulate", "deltav", "--bots", "smart"], ["--bots", "Unknown bot 'smart'", "ismcts:hard"]),
        (["simulate", "deltav", "--bots", "ismcts:lots"], ["--bots", "ismcts:lots", "easy, medium or hard"]),
        (["simulate", "deltav", "--jobs", "0"], ["--jobs", "processes", "at least 1", "'0'"]),
        (["simulate", "deltav", "--jobs", "-8"], ["--jobs", "at least 1", "'-8'"]),
        (["simulate", "deltav", "--jobs", "two"], ["--jobs", "whole number", "'two'"]),
        (["simulate", "deltav", "--seed", "x"], ["--seed", "whole number", "'x'"]),
        (["simulate", "deltav", "--players", "three"], ["--players", "whole number", "'three'"]),
        (["simulate", "deltav", "--option", "alien_limit"], ["--option", "key=value", "'alien_limit'"]),
        (["simulate", "deltav", "--option", "=3"], ["--option", "key=value", "'=3'"]),
        (["simulate", "deltav", "--bogus"], ["unrecognized arguments: --bogus"]),
    ],
    ids=lambda v: " ".join(v) if isinstance(v, list) and v and v[0] in ("simulate", "soak") else None,
)
def test_cli__simulate_refuses_a_bad_argument_with_its_usage_and_one_sentence(argv, words, capsys):
    sentence = refused(argv, capsys)
    for w in words:
        assert w in sentence, (w, sentence)


@pytest.mark.parametrize(
    "argv, words",
    [
        # a rule option the game does not have, and values outside the option's range (ParamsError)
        (["simulate", "deltav", "--option", "nope=3"], ["Unknown rule option 'nope'", "alien_limit"]),
        (["simulate", "deltav", "--option", "alien_limit=99"], ["'alien_limit'", "1 to 20", "got 99"]),
        (["simulate", "deltav", "--option", "contract_attempt=sometimes"], ["'contract_attempt'"]),
        (["simulate", "deltav", "--players", "9"], ["'players'", "2 to 4", "got 9"]),
        (["simulate", "deltav", "--players", "0"], ["'players'", "got 0"]),
        (["simulate", "spatial", "--players", "2", "--option", "players=3"], ["--players 2", "players=3", "disagree"]),
    ],
)
def test_cli__simulate_refuses_a_rule_option_the_game_refuses_in_the_same_format(argv, words, capsys):
    """The game's own sentence (the rule option and its allowed values) after the same prefix."""
    sentence = refused(argv, capsys)
    for w in words:
        assert w in sentence, (w, sentence)


@pytest.mark.parametrize(
    "argv, words",
    [
        (["soak", "--games", "-1"], ["--games", "at least 1", "'-1'"]),
        (["soak", "--games", "0"], ["--games", "at least 1"]),
        (["soak", "--jobs", "0"], ["--jobs", "at least 1"]),
        (["soak", "--game", "chess"], ["no game called 'chess'", "vesta (Vesta Gold Rush)"]),
        (["soak", "--seed", "1.5"], ["--seed", "whole number"]),
    ],
)
def test_cli__soak_refuses_a_bad_argument_with_its_own_usage(argv, words, capsys):
    sentence = refused(argv, capsys)
    for w in words:
        assert w in sentence, (w, sentence)


def test_cli__no_command_or_an_unknown_one_gets_the_top_level_usage(capsys):
    assert "required: {simulate,tune,soak}" in refused([], capsys, command="")
    assert "invalid choice: 'play'" in refused(["play"], capsys, command="")


def _run(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", *args], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)


def test_cli__the_real_command_exits_2_with_the_sub_command_usage():
    """``--games -1`` once printed the top-level usage; now simulate's, as every other refusal."""
    done = _run("deltawidgets", "simulate", "deltav", "--games", "-1")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("usage: python -m deltawidgets simulate ")
    assert done.stderr.strip().splitlines()[-1].startswith("python -m deltawidgets simulate: error: argument --games: ")


def test_cli__interop_refuses_an_argument_in_the_same_format():
    done = _run("deltawidgets.interop", "--games", "3")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("usage: python -m deltawidgets.interop ")
    assert done.stderr.strip().splitlines()[-1] == "python -m deltawidgets.interop: error: unrecognized arguments: --games 3"


def test_simulate_plays_the_bots_asked_for_and_says_which(capsys):
    """Issue 23: ``simulate`` keeps random as its default (the rules' smoke test) and accepts
    ``--bots``; the summary names the bots that played."""
    import json

    assert main(["simulate", "vesta", "--games", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["bots"] == "random"
    assert main(["simulate", "vesta", "--games", "2", "--bots", "greedy", "--json"]) == 0
    greedy = json.loads(capsys.readouterr().out)
    assert greedy["bots"] == "greedy" and greedy["games"] == 2


def test_cli__the_help_says_what_each_command_does_today(capsys):
    """Issue 34: "its help describes what it does today": bots per seat, a scenario file, tune."""
    with pytest.raises(SystemExit):
        main(["--help"])
    top = capsys.readouterr().out
    assert all(word in top for word in ("simulate", "tune", "soak", "one per seat", "scenario file", "rulebook's"))
    assert "random-bot" not in top
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    sim = capsys.readouterr().out
    assert "--scenario FILE" in sim and "greedy,ismcts,random" in sim
    with pytest.raises(SystemExit):
        main(["tune", "--help"])
    tune = capsys.readouterr().out
    assert all(word in tune for word in ("--space", "name=low:high", "--objective", "--finalists", "fresh seeds", "--archive"))


def test_cli__simulate_seats_a_bot_per_seat(capsys):
    """Issue 34: "The command line seats bots per seat (--bots greedy,ismcts,random)"; the list
    sets the players, and a list that disagrees with --players is refused in the usual format."""
    import json

    assert main(["simulate", "deltav", "--games", "2", "--bots", "greedy,ismcts:20,random", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["bots"] == ["greedy", "ismcts:20", "random"] and summary["players"] == 3 and len(summary["wins_by_seat"]) == 3
    sentence = refused(["simulate", "deltav", "--players", "2", "--bots", "greedy,random,random"], capsys)
    assert "--bots names 3 seats" in sentence and "2 players" in sentence
    assert "Unknown bot 'clever'" in refused(["simulate", "deltav", "--bots", "greedy,clever"], capsys)


def test_cli__simulate_plays_every_game_from_a_scenario_file(tmp_path, capsys):
    """Issue 34: the command line "takes a scenario file": a record (as GameWidget.save_scenario
    writes it), every game starting at its position under its rule options."""
    import json

    from deltawidgets import Match, get_game

    m = Match(get_game("vesta"), {"players": 2}, seed=3)
    for _ in range(4):
        m.act(m.legal()[0])
    path = tmp_path / "lesson.json"
    m.save_scenario(path)
    assert main(["simulate", "vesta", "--scenario", str(path), "--games", "3", "--bots", "greedy", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["scenario"] == str(path) and summary["players"] == 2 and summary["games"] == 3
    assert "is a Vesta Gold Rush game (vesta), not deltav" in refused(["simulate", "deltav", "--scenario", str(path)], capsys)
    assert "give no --option" in refused(["simulate", "vesta", "--scenario", str(path), "--option", "actions=2"], capsys)
    assert "Cannot read the record file" in refused(["simulate", "vesta", "--scenario", str(tmp_path / "none.json")], capsys)


def test_cli__tune_searches_and_gives_the_verdict(capsys):
    """Issue 34: the command line "has tune": it searches, plays the finalists again on fresh
    seeds and prints the verdict; a space the rules refuse is one sentence in the usual format."""
    import json

    argv = ["tune", "deltav", "--space", "alien_limit=4:5", "--trials", "3", "--games", "4", "--bots", "random", "--players", "2"]
    assert main([*argv, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [t["alien_limit"] for t in out["trials"]] == [5, 4] and out["replay"][0]["verdict"] == "reference"
    assert out["verdict"].startswith("`alien_limit` 4") and "the rulebook's 5" in out["verdict"]
    assert main(argv) == 0
    text = capsys.readouterr().out
    assert "2 trials of 4 games" in text and "Played again on 4 fresh seeds" in text and text.rstrip().endswith("tell them apart.")
    assert "'alien_limit' holds 6, which the rules refuse" in refused(["tune", "deltav", "--space", "alien_limit=2:9"], capsys)
    assert "name=low:high" in refused(["tune", "deltav", "--space", "alien_limit"], capsys)
    assert "balance, length=DECISIONS" in refused(["tune", "deltav", "--space", "alien_limit=2:5", "--objective", "fair"], capsys)
