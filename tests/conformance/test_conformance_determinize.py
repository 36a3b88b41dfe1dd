"""Conformance: ``determinize`` depends only on what the viewer may see and on its random source
(issue 24, "A hint reveals nothing"; the project standard "hidden information never leaves
Python, nor its shadow").

A search bot, and the hint on demand, start every iteration from ``determinize`` with a seeded
random source. If two positions that differ only in a secret gave different determinizations
from the same seed, the search would play differently in them, and its choice would tell the
seat something of the secret. So for twins ``s1`` and ``s2 = determinize(s1, v)`` (the same to
``v``, different behind its back), ``determinize(s1, v, Random(b))`` and
``determinize(s2, v, Random(b))`` must be the very same position.
"""

from __future__ import annotations

import random

import pytest

import conformkit as ck
from deltawidgets import get_game
from deltawidgets.core.game import PUBLIC
from fakegame import FakeGame

CONFIGS = ck.configs()
IDS = [f"{name}-{n}p" for name, n in CONFIGS]
#: random games per configuration, and positions checked in each (the first, then at random)
SEEDS = (1, 2, 3)
POSITIONS = 4
#: random sources for the twin and for the determinizations compared
TWIN_SEEDS = (99, 7)
DRAW_SEEDS = (0, 1, 2024)


def check_determinize_sees_only_the_view(game, options: dict, seed: int, positions: int = POSITIONS) -> None:
    """For sampled positions of a random game, every seat and the public as viewer: a twin
    ``s2`` drawn by ``determinize`` must determinize, from any seed, to the very position that
    ``s1`` does (compared as scenarios, which hold every part of a position)."""
    rng = random.Random(seed)
    for i, s1 in enumerate(ck._leak_starts(game, options, seed, positions, rng)):
        for v in [*range(game.num_players(s1)), PUBLIC]:
            for a in TWIN_SEEDS:
                s2 = game.determinize(game.clone(s1), v, random.Random(a))
                for b in DRAW_SEEDS:
                    one = game.scenario_of(game.determinize(game.clone(s1), v, random.Random(b)))
                    two = game.scenario_of(game.determinize(game.clone(s2), v, random.Random(b)))
                    assert one == two, (
                        f"position {i} of seed {seed}, viewer {v!r}: determinize from seed {b} "
                        f"depends on what the viewer cannot see: {ck._first_difference(one, two)}"
                    )


@pytest.fixture(params=CONFIGS, ids=IDS)
def config(request):
    name, players = request.param
    return get_game(name), {"players": players}


@pytest.mark.parametrize("seed", SEEDS)
def test_conformance__determinize_depends_only_on_the_viewers_view(config, seed):
    """Issue 24, "A hint reveals nothing": a search with a fixed seed must play the same in two
    positions that differ only in a secret, so determinize must draw the same position in both."""
    check_determinize_sees_only_the_view(*config, seed)


class _HiddenDraw(FakeGame):
    """Hidden Draw whose determinize shuffles the unseen cards starting from their true order,
    or (``canonical``) from their sorted order."""

    def __init__(self, canonical: bool):
        super().__init__()
        self.canonical = canonical

    def determinize(self, s, viewer, rng):
        t = self.clone(s)
        hidden = [p for p in range(s.params.players) if p != viewer]
        unseen = [c for p in hidden for c in t.hands[p]] + t.deck
        if self.canonical:
            unseen.sort()
        rng.shuffle(unseen)
        for p in hidden:
            t.hands[p] = [unseen.pop() for _ in t.hands[p]]
        t.deck = unseen
        return t


def test_suite__the_determinize_check_catches_a_shuffle_from_the_true_order():
    """The check above can fail: a determinize that shuffles the true order of the unseen
    cards is caught, and one that shuffles them from a sorted order passes."""
    with pytest.raises(AssertionError, match="cannot see"):
        check_determinize_sees_only_the_view(_HiddenDraw(canonical=False), {"players": 3}, 1)
    check_determinize_sees_only_the_view(_HiddenDraw(canonical=True), {"players": 3}, 1)
