"""Conformance: twin positions (issue 33, "Secrets, positions and rulings"). Two positions that
differ only in what a seat cannot know must give that seat the same hint (choices, shares and
sentence) and every bot the same choice from a given seed: in a random game's positions as
played, in the same positions laid out from their scenarios, and in the positions a lesson is
written as; for every kind of secret a game has.

The twins are made by ``twinkit.py``: by ``determinize``, and by changing a position's scenario
where the seat cannot see (found by trying, not listed), so a secret that ``determinize``
forgets is found too. The stronger, cheaper check is that ``determinize`` itself draws the
same position for both twins from a seed: a search plays only on such positions.
"""

from __future__ import annotations

from collections import Counter

import pytest

import conformkit as ck
import twinkit as tk
from deltawidgets import get_game

CONFIGS = ck.configs()
IDS = [f"{name}-{n}p" for name, n in CONFIGS]
#: random-game positions per configuration (the first, then at random)
POSITIONS = 3
#: the kinds of secret each game has, as the scenario fields that hold them: the twins found
#: over a game's checks must reach every one (the checks find others by themselves)
SECRETS = {
    "delta": {"decks", "inv_stack", "paper_stack", "df_at"},
    "deltav": {"tiles"},
    "spatial": {"hands", "deck", "later", "seed", "msp", "fdt"},
    "vesta": {"belt", "pile", "deck", "discard_down", "seed"},
}


@pytest.fixture(params=CONFIGS, ids=IDS)
def config(request):
    name, players = request.param
    return get_game(name), {"players": players}


def test_conformance__every_game_names_its_kinds_of_secret():
    """Issue 33, "every kind of secret the game has": each registered game lists its kinds of
    secret, which the twins must reach."""
    assert set(SECRETS) == set(ck.GAMES)


@pytest.mark.parametrize("name", sorted(ck.GAMES))
def test_conformance__determinize_keeps_no_secret_of_a_twin(name):
    """Issue 33: for sampled positions of a random game at every player count, laid out from
    their scenarios, and for the start of every lesson step (a position written by hand), a twin
    that differs only where a viewer cannot see (any seat, or the public) determinizes from a
    seed to the very position the original does, and offers the viewer choosing the same
    choices. The twins reach every kind of secret the game has (``SECRETS``)."""
    game = get_game(name)
    found: Counter = Counter()
    for n in ck.player_counts(game):
        found.update(tk.check_determinize_of_twins(game, tk.bases(game, {"players": n}, 1, POSITIONS)))
    found.update(tk.check_determinize_of_twins(game, tk.lesson_bases(game)))
    missing = SECRETS[name] - set(found)
    assert not missing, f"no twin differs in {sorted(missing)}: those secrets went unchecked (found {dict(found)})"


def test_conformance__the_hint_and_every_bot_are_the_same_in_twins(config):
    """Issue 33: the hint for the seat to move (its top choices, their shares of the search and
    margins, its sentence) and the choice of every bot from a given seed are the same in a
    position and its twin, dealt or laid out."""
    game, options = config
    assert tk.check_advice_of_twins(game, tk.bases(game, options, 2, POSITIONS)) > POSITIONS


@pytest.mark.parametrize("name", sorted(ck.GAMES))
def test_conformance__the_hint_and_every_bot_are_the_same_in_a_lesson_positions_twins(name):
    """Issue 33, positions loaded from scenarios: the same at the start of every lesson step."""
    game = get_game(name)
    tk.check_advice_of_twins(game, tk.lesson_bases(game))
