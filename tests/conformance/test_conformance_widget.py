"""Conformance through the widget: for every registered game, the position on the board saves
as a scenario and loads back, and the widget speaks of the end in the game's own words. The
fake game (``fakegame.py``) is registered for the length of one test only, to show both work
without any real game's rules."""

from __future__ import annotations

import json

import pytest

import conformkit as ck
from deltawidgets.core.errors import IllegalAction
from deltawidgets.widgets import GameWidget, widget_for
from fakegame import FakeGame

NAMES = sorted(ck.GAMES)


@pytest.fixture(params=[*NAMES, "fake"])
def make(request, monkeypatch):
    """A function making a widget of the game under test."""
    if request.param == "fake":
        game = FakeGame()
        monkeypatch.setitem(ck.GAMES, game.name, game)
        return lambda **kw: GameWidget(game, **kw)
    return lambda **kw: widget_for(request.param, **kw)


def test_widget__a_position_saved_as_a_scenario_loads_back_as_a_new_game_from_there(make, tmp_path):
    w = make(seed=5)
    for i in range(7):
        w.act(i % len(w.legal))
    path = tmp_path / "position.json"
    w.save_scenario(path)
    saved = json.loads(path.read_text())
    assert saved["actions"] == [] and saved["game"] == w.game.name
    other = make(seed=6)
    other.load(path)
    assert other.match.cursor == 0 and other.match.scenario == saved["scenario"] and not other.error
    ck.same_position(w.game, w.match.state, other.match.state, "the loaded scenario")
    assert other.match.scenario_of() == w.match.scenario_of()


def finished(make):
    w = make(seed=3)
    w.seats = ["bot"] * w.players
    w.run_bots()
    assert w.status["over"]
    return w


def test_widget__a_choice_after_the_end_names_the_games_own_end_heading(make):
    w = finished(make)
    for send in (lambda: w.bot_step(), lambda: w.act(("pass",))):
        with pytest.raises(IllegalAction):
            send()
        assert f"({w.game.end_heading})" in w.error
    w.send_from_frontend({"type": "act", "index": 0})
    assert f"({w.game.end_heading})" in w.error


def test_widget__the_prompt_at_the_end_says_how_the_game_ended_in_its_own_words(make):
    w = finished(make)
    code = w.game.end_reason(w.match.state)
    assert w.status["prompt"] == f"The game is over: {w.game.end_reasons[code]} ({w.game.end_heading})."


def test_widget__a_game_widget_needs_its_game():
    """No default game: the generic widget names none."""
    with pytest.raises(TypeError):
        GameWidget()


@pytest.mark.parametrize("name", NAMES)
def test_widget__a_locked_widget_syncs_nothing_of_the_future_of_its_match(name):
    """Issue 33 ("A locked, reopened game shows how long the kept game ran"): locked to a seat or
    the public at a step of a longer match, every synced value is that of a widget on the match
    cut at that step, and of one whose match goes on differently."""
    from deltawidgets import get_game

    ck.check_no_future_in_a_locked_widget(get_game(name), {}, 3)
