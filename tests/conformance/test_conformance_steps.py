"""Conformance of the step tables (issue 36, "A step is a named record"; docs/anatomy.md "Steps
and how the turn moves on"): every registered game runs on its table of steps, and the turn
moves on the one way the table declares. In random games, a step's effect returns only None or a
transition that step names in ``moves_on``, and each transition of the flow returns only None or
another transition the flow knows. The table is played through its own runner (the legal cache
included), with each step's effect and each transition wrapped to record what it returns."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import conformkit as ck
from deltawidgets.core.steps import Step, Steps

#: random games a game is played for at each player count
GAMES_EACH = 3


def watched(steps: Steps, seen: list) -> Steps:
    """The same table, its effects and transitions recording ``(who, what it returned)``."""

    def effect(st: Step):
        def apply(s, a, ev):
            moved = st.apply(s, a, ev)
            seen.append((st.name, moved))
            return moved

        return apply

    def transition(name: str):
        def start(s, ev):
            moved = steps.flow[name](s, ev)
            seen.append((f"flow {name}", moved))
            return moved

        return start

    return Steps(
        *(replace(st, apply=effect(st)) for st in steps),
        flow={name: transition(name) for name in steps.flow},
        key=steps.key,
        anywhere=steps.anywhere,
        legal_cache=steps.legal_cache,
    )


@pytest.mark.parametrize("name,players", ck.configs())
def test_steps__effects_and_transitions_move_on_only_as_the_table_declares(name, players):
    """Each step's ``moves_on`` says every transition its effect returns, and the flow answers
    only with transitions it knows (issue 36, "one way for the turn to move on")."""
    game = ck.GAMES[name]
    steps = game.steps
    table = watched(steps, seen := [])
    params = game.Params.parse({"players": players})
    for seed in range(GAMES_EACH):
        rng = random.Random(seed)
        s = game.setup(params, seed)
        for _ in range(ck.MAX_DECISIONS):
            if s.over:
                break
            table.apply(s, rng.choice(table.legal_actions(s)))
        assert s.over, f"{name}: a random game did not end"
    for who, moved in seen:
        if who.startswith("flow "):
            assert moved is None or moved in steps.flow, f"{name}: the transition {who[5:]!r} returned {moved!r}, which the flow does not know"
        else:
            assert moved is None or moved in steps.steps[who].moves_on, f"{name}: step {who!r} moved on by {moved!r}, not one of {steps.steps[who].moves_on}"
    assert any(moved is not None for _, moved in seen), f"{name}: no step ever moved the turn on"


def test_steps__a_table_refuses_a_transition_its_flow_does_not_know():
    """A step that says it moves on by a transition the flow does not list is refused when the
    table is made, naming the step."""
    with pytest.raises(ValueError, match="'count', 'full'"):
        Steps(Step("count", list, lambda s, a, ev: None, kind="count", prompt="Count", section="Counting", moves_on=("full",)), flow={})


def test_steps__two_steps_of_one_name_are_refused():
    """A table names each step once (the name is what a position's phase holds)."""
    step = Step("count", list, lambda s, a, ev: None, kind="count", prompt="Count", section="Counting")
    with pytest.raises(ValueError, match="share a name"):
        Steps(step, step, flow={})
