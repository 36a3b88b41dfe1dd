"""The conformance suite tested on a fake game (``fakegame.py``, never registered): the sound
fake passes every check, and each deliberately broken fake is caught by the check meant for it."""

from __future__ import annotations

import pytest

import clonekit
import conformkit as ck
import twinkit
from fakegame import DEFECTS, FakeGame

CHECKS = {
    "timeline": ck.check_timeline,
    "record": ck.check_record_round_trip,
    "scenario": ck.check_scenario_round_trip,
    "explain": ck.check_explain,
    "ends": ck.check_ends_by_a_rule,
    "supplies": ck.check_supplies,
    "json": ck.check_json_safe,
    "leak": ck.check_no_leak,
    "widget_leak": ck.check_no_leak_in_widget,
    "fields": clonekit.check_fields_declared,
    "clone": clonekit.check_clone_independent,
    "events": ck.check_events,
    "twins": twinkit.check_twins,
    "twin_advice": twinkit.check_twin_advice,
    "every_position": ck.check_every_position_lays_out,
    "values": ck.check_values,
}
#: the check that must catch each defect
CATCHES = {
    "prompt_leak": "leak",
    "log_leak": "leak",
    "label_leak": "leak",
    "negative_supply": "supplies",
    "safety_end": "ends",
    "explain_lie": "explain",
    "tuple_view": "json",
    "lossy_scenario": "scenario",
    "shallow_clone": "timeline",
    "seat_name_leak": "widget_leak",
    "undeclared_field": "fields",
    "shared_pot": "clone",
    "untyped_event": "events",
    "undeclared_event": "events",
    "code_in_log": "events",
    "element_id_in_log": "events",
    "screened_pot": "twins",
    "picky_scenario": "every_position",
    "stale_values": "values",
}
OPTIONS = {"players": 3}


def run(check: str, game, monkeypatch) -> None:
    # only for the length of one test: records name their game, and loading one looks it up
    monkeypatch.setitem(ck.GAMES, game.name, game)
    for seed in range(4):
        CHECKS[check](game, OPTIONS, seed)


def test_suite__every_defect_has_its_check():
    assert set(CATCHES) == set(DEFECTS) and set(CATCHES.values()) <= set(CHECKS)


@pytest.mark.parametrize("check", CHECKS)
def test_suite__a_sound_game_passes_every_check(check, monkeypatch):
    run(check, FakeGame(), monkeypatch)


@pytest.mark.parametrize("defect", DEFECTS)
def test_suite__each_deliberate_defect_is_caught(defect, monkeypatch):
    with pytest.raises(AssertionError):
        run(CATCHES[defect], FakeGame(defect), monkeypatch)


def test_suite__player_counts_come_from_the_players_option():
    assert ck.player_counts(FakeGame()) == [2, 3]


def test_suite__a_hint_that_reads_behind_a_screen_is_caught_by_the_twins_advice_check(monkeypatch):
    """Issue 33: a determinize that keeps a screened value makes the hint's margin (and so its
    sentence) differ in twins that differ only behind the screen; the advice check sees it."""
    with pytest.raises(AssertionError, match="depends on a secret"):
        run("twin_advice", FakeGame("screened_pot"), monkeypatch)
