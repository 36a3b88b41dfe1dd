"""Soak (issue 15): random games across every registered game and player count, every invariant of
the protocol checked; the command reports what broke with the seed and step that replay it."""
from __future__ import annotations

import json

from deltawidgets.__main__ import main
from deltawidgets.core.registry import GAMES
from deltawidgets.sim.soak import configs, soak


def test_soak__every_game_and_player_count_passes_a_short_soak():
    plan = configs()
    report = soak(games=len(plan), seed=7, progress=False)
    assert report["failures"] == [] and report["decisions"] > 0
    assert {name for name, _ in plan} == set(GAMES)


def test_soak__a_broken_invariant_is_reported_with_its_replay(monkeypatch):
    game = GAMES["deltav"]
    monkeypatch.setattr(type(game), "supplies", lambda self, s: {"Player 1's rockets": -1})
    report = soak(games=1, seed=3, names=["deltav"], progress=False)
    (failure,) = report["failures"]
    assert failure["game"] == "deltav" and failure["seed"] == 3 and failure["step"] == 0
    assert "below zero" in failure["broken"]


def test_soak__the_command_prints_a_report(capsys):
    assert main(["soak", "--games", "2", "--game", "spatial", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and report["failures"] == []
