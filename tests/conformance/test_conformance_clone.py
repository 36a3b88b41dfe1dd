"""Conformance of copying a position (issue 21, "Copying a state"): in every registered game, at
every player count, each attribute of a position is declared with how a clone copies it, and
what is done to a clone never reaches the position it was cloned from. The checks are in
``clonekit.py``; ``test_conformance_suite.py`` shows that each catches a broken fake game."""

from __future__ import annotations

import pytest

import clonekit
import conformkit as ck
from deltawidgets import get_game

CONFIGS = ck.configs()
IDS = [f"{name}-{n}p" for name, n in CONFIGS]
SEEDS = (1, 2)


@pytest.fixture(params=CONFIGS, ids=IDS)
def config(request):
    name, players = request.param
    return get_game(name), {"players": players}


@pytest.mark.parametrize("seed", SEEDS)
def test_clone__every_attribute_of_a_position_is_declared_with_how_it_is_copied(config, seed):
    """Issue 21: a field someone forgets in the declaration would be shared by every clone."""
    clonekit.check_fields_declared(*config, seed)


@pytest.mark.parametrize("seed", SEEDS)
def test_clone__playing_on_or_changing_a_clone_leaves_the_original_as_it_was(config, seed):
    """Issue 21: a clone is independent; the search bots play thousands of moves on clones."""
    clonekit.check_clone_independent(*config, seed)
