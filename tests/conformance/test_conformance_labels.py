"""Every legal choice reads differently from the others at its step, in every registered game.

A person picks a choice by its label (the panel's buttons, the list of board choices, the log),
so two choices that read the same cannot be told apart. Games with identical copies of a
component (Delta's two "Bull (2 cogs each round)" cards, two dragonfly tiles for 2 cogs) must
say which copy each choice takes. The check walks every position of seeded random games; its
size finds Delta's doubled "Study the Bull" (issue 22: 155 of 10,387 random positions) in each
Delta player count when the labels do not say which copy.
"""

from __future__ import annotations

from collections import Counter

import pytest

import conformkit as ck
from deltawidgets import Match

#: positions checked per game and player count: each costs one legal list and its labels
POSITIONS = 3_000


def duplicate_labels(game, state) -> dict[str, list]:
    """The labels two or more legal choices share, with those choices."""
    actions = game.legal_actions(state)
    labels = [game.label(state, a) for a in actions]
    return {text: [a for a, t in zip(actions, labels) if t == text] for text, k in Counter(labels).items() if k > 1}


@pytest.mark.parametrize("name,players", ck.configs())
def test_labels__every_legal_choice_reads_differently_at_its_step(name, players):
    game = ck.GAMES[name]
    params = Match(game, {"players": players}, seed=0).params
    checked, seed = 0, 0
    while checked < POSITIONS:
        states, _ = ck.random_line(game, params, seed)
        for step, state in enumerate(states):
            if game.is_over(state):
                continue
            doubled = duplicate_labels(game, state)
            assert not doubled, f"seed {seed}, step {step}: two choices read the same: {doubled}"
            checked += 1
        seed += 1


def test_labels__the_check_finds_deltas_identical_copies_when_unnamed(monkeypatch):
    """The check's own test: with the copy left out of Delta's labels, it fails."""
    from deltawidgets.games.delta import view

    monkeypatch.setattr(view, "which_copy", lambda *args: None)
    with pytest.raises(AssertionError, match="two choices read the same"):
        test_labels__every_legal_choice_reads_differently_at_its_step("delta", 2)
