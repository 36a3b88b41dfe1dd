"""Core: the event-sourced Match timeline (undo, redo, goto) and its checkpoints.

Exactness is checked on the designer view (``observation("all")``), which shows every field of
the position a player or a teacher can see.
"""

from __future__ import annotations

import random

import pytest

from corekit import GAME, LONG, random_match
from deltawidgets import BadInput, IllegalAction, Match


@pytest.fixture(scope="module")
def line():
    """A 200-decision match and the designer view after every step of it."""
    m = Match(GAME, LONG, seed=4)
    views = [m.observation("all")]
    rng = random.Random(4)
    while m.cursor < 200:
        m.act(rng.choice(m.legal()))
        views.append(m.observation("all"))
    return m, views


def test_match_timeline__goto_any_step_gives_exactly_that_position(line):
    m, views = line
    order = list(range(len(views)))
    random.Random(0).shuffle(order)
    for k in order:
        m.goto(k)
        assert m.cursor == k and m.observation("all") == views[k]
        assert [list(a) for a in m.actions] == m.record()["actions"] and len(m.actions) == k
    m.goto(m.length)


def test_match_timeline__undo_back_to_the_start_and_redo_to_the_end_are_exact(line):
    m, views = line
    m.goto(m.length)
    for k in range(m.length - 1, -1, -1):
        m.undo()
        assert m.observation("all") == views[k]
    with pytest.raises(IllegalAction):
        m.undo()
    for k in range(1, m.length + 1):
        m.redo()
        assert m.observation("all") == views[k]
    with pytest.raises(IllegalAction):
        m.redo()


def test_match_timeline__goto_agrees_with_a_fresh_replay(line):
    m, _ = line
    for k in (0, 1, 31, 32, 33, 64, 150, 200):
        m.goto(k)
        fresh = Match(GAME, m.params, m.seed, actions=m.actions)
        assert fresh.observation("all") == m.observation("all")
        assert fresh.events() == m.events() and fresh.log(0) == m.log(0)
    m.goto(m.length)


def test_match_timeline__a_new_action_after_undo_drops_the_redo_line():
    m = random_match(40, seed=2, params=LONG)
    played = m.actions
    m.goto(20)
    other = next(a for a in m.legal() if a != played[20])  # the action step offers several choices
    m.act(other)
    assert m.length == 21 and m.cursor == 21 and m.actions[20] == other
    with pytest.raises(IllegalAction):
        m.redo()


def test_match_timeline__replaying_the_redo_line_choice_keeps_the_line():
    m = random_match(40, seed=3, params=LONG)
    end, played = m.observation("all"), m.actions
    m.goto(10)
    m.act(played[10])
    assert m.length == 40 and m.cursor == 11
    m.goto(40)
    assert m.observation("all") == end


def test_match_timeline__goto_rejects_steps_outside_the_line():
    m = random_match(10, seed=5, params=LONG)
    for bad in (-1, 11, "3", 2.0, True, None):
        with pytest.raises(BadInput) as err:
            m.goto(bad)
        assert "from 0 to 10" in str(err.value)
    assert m.cursor == 10


def test_match_timeline__a_clone_is_independent():
    m = random_match(30, seed=6, params=LONG)
    c = m.clone()
    view = m.observation("all")
    c.undo()
    c.act(c.legal()[0])
    assert m.observation("all") == view and m.cursor == 30 and m.length == 30


def test_match_timeline__restart_begins_again_with_the_same_seed():
    m = random_match(30, seed=7, params=LONG)
    m.restart()
    assert m.cursor == m.length == 0
    assert m.observation("all") == Match(GAME, LONG, seed=7).observation("all")


def test_match_checkpointing__goto_any_step_of_a_500_decision_match_replays_at_most_a_checkpoint_span(monkeypatch):
    """Checkpoints keep a jump cheap: at most ``checkpoint_every - 1`` replayed steps, never the
    whole line, and exact. (Counted, not timed: ``benchmarks/timeline.py`` times it.)"""
    m = random_match(500, seed=1, params=LONG)
    assert m.length == 500
    rng = random.Random(9)
    steps = [rng.randrange(0, 501) for _ in range(12)] + [0, 500, 499, 1, 250]
    fresh = {k: Match(GAME, LONG, seed=1, actions=m.actions[:k]).observation("all") for k in steps}
    replayed = []
    play = GAME.apply
    monkeypatch.setattr(GAME, "apply", lambda state, action: replayed.append(action) or play(state, action))
    for k in steps:
        replayed.clear()
        m.goto(k)
        assert len(replayed) < m.checkpoint_every, f"goto({k}) replayed {len(replayed)} steps"
        assert m.observation("all") == fresh[k]
