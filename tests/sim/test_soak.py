"""Soak (issue 15): random games across every registered game and player count, every invariant of
the protocol checked (the cheap ones at every decision, the costly ones on a deterministic sample,
issue 19); the command reports what broke with the seed and step that replay it."""

from __future__ import annotations

import json

import pytest

from deltawidgets.__main__ import main
from deltawidgets.core.errors import BadInput
from deltawidgets.core.registry import GAMES
from deltawidgets.sim import soak as soak_module
from deltawidgets.sim.soak import DEEP_EVERY, configs, deep_step, soak


def test_soak__every_game_and_player_count_passes_a_short_soak():
    plan = configs()
    report = soak(games=len(plan), seed=7, progress=False)
    assert report["failures"] == [] and report["decisions"] > 0
    assert {name for name, _ in plan} == set(GAMES)


def test_soak__a_broken_invariant_is_reported_with_its_replay(monkeypatch):
    """Supplies are cheap to count, so they are checked at every decision: the first one fails."""
    game = GAMES["deltav"]
    monkeypatch.setattr(type(game), "supplies", lambda self, s: {"Player 1's rockets": -1})
    report = soak(games=1, seed=3, names=["deltav"], progress=False)
    (failure,) = report["failures"]
    assert failure["game"] == "deltav" and failure["seed"] == 3 and failure["step"] == 0
    assert "below zero" in failure["broken"]


def test_soak__a_costly_invariant_broken_is_found_at_the_first_sampled_step(monkeypatch):
    """The scenario round trip is checked on the sample: a game whose scenario lays out a fresh game
    instead is reported at the first step :func:`deep_step` picks for its seed."""
    game = GAMES["spatial"]
    cls = type(game)
    monkeypatch.setattr(cls, "setup_from", lambda self, params, scenario: self.setup(params, 999))
    report = soak(games=1, seed=4, names=["spatial"], progress=False)
    (failure,) = report["failures"]
    first = next(step for step in range(DEEP_EVERY) if deep_step(4, step))
    assert failure["step"] == first == DEEP_EVERY - 4
    assert "scenario of the position lays out a different one" in failure["broken"]


def test_soak__cheap_checks_run_at_every_decision_and_costly_ones_one_in_deep_every(monkeypatch):
    cheap, costly = [], []
    real_cheap, real_costly = soak_module._check_decision, soak_module._check_position

    def count_cheap(game, state, step):
        cheap.append(step)
        return real_cheap(game, state, step)

    def count_costly(game, state, step, rng, seat):
        costly.append((step, seat))
        return real_costly(game, state, step, rng, seat)

    monkeypatch.setattr(soak_module, "_check_decision", count_cheap)
    monkeypatch.setattr(soak_module, "_check_position", count_costly)
    seed = 11
    decisions = soak_module.play_checked(GAMES["deltav"], {"players": 2}, seed)
    assert cheap == list(range(decisions))
    expected = [s for s in range(decisions + 1) if (s + seed) % DEEP_EVERY == 0]
    assert [step for step, _ in costly] == expected and len(expected) >= decisions // DEEP_EVERY
    # the finished position (step == decisions) has nobody to determinize for; every other has a seat
    assert all((seat is None) == (step == decisions) for step, seat in costly)


def test_soak__the_sample_shifts_with_the_seed_so_every_step_is_checked_in_some_game():
    covered = {step for seed in range(DEEP_EVERY) for step in range(DEEP_EVERY) if deep_step(seed, step)}
    assert covered == set(range(DEEP_EVERY))
    assert all(sum(deep_step(seed, step) for step in range(DEEP_EVERY)) == 1 for seed in range(DEEP_EVERY))


def test_soak__two_processes_report_the_same_as_one():
    one = soak(games=4, seed=2, names=["vesta"], progress=False)
    two = soak(games=4, seed=2, names=["vesta"], progress=False, jobs=2)
    assert (two["decisions"], two["failures"], two["jobs"]) == (one["decisions"], one["failures"], 2)


def test_soak__the_command_prints_a_report(capsys):
    assert main(["soak", "--games", "2", "--game", "spatial", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and report["failures"] == []


def test_soak__the_suggested_long_run_is_named_alike_everywhere_and_its_time_is_measured():
    """The command line and the module suggest one size; benchmarks/soak_speed.py stores what it takes."""
    from pathlib import Path

    import deltawidgets.__main__ as cli
    from deltawidgets.sim.soak import SUGGESTED_GAMES

    command = f"python -m deltawidgets soak --games {SUGGESTED_GAMES} --jobs 2"
    assert command in cli.__doc__ and command in soak_module.__doc__
    stored = json.loads((Path(__file__).parents[2] / "benchmarks" / "results" / "soak_speed.json").read_text())
    suggested = stored["figures"]["suggested"]
    assert suggested["command"] == command and suggested["minutes_quiet"] > 0
    assert {"date", "commit", "load_before", "command"} <= set(stored)


@pytest.mark.parametrize(
    "kwargs, words",
    [({"games": 0}, "games must be"), ({"games": 2, "jobs": 0}, "jobs must be"), ({"games": 2, "names": ["chess"]}, "no registered game is called chess")],
)
def test_soak__bad_arguments_are_refused_with_a_sentence(kwargs, words):
    with pytest.raises(BadInput, match=words):
        soak(progress=False, **kwargs)
