"""Issue 34, "Bots that play the game, by default": a variant the designer makes (new option
values) must not silently leave the bots playing the old game's values. The bots weigh
``game.value(state, seat)``, so each game's value must read the rule options of the position it
is given, never a module's defaults: here, for every registered game, two positions that differ
only in one scoring option are valued apart by exactly what that option changes.
(Vesta Gold Rush's greedy bot digs where a variant's titanium points say:
``tests/vesta/test_vesta_value.py``.)"""

from __future__ import annotations

import pytest

from deltawidgets import GAMES, get_game


def _deltav(s, p):
    """Game End: each spent bribe counter costs ``bribe_penalty`` points (here two of them)."""
    s.bribe_spent[s.bribes_of[p][0]] = s.bribe_spent[s.bribes_of[p][1]] = True


def _delta(s, p):
    """End Game Scoring A (ruling ``cogs_scored_at``): the track's final space or the highest
    one reached; the marker fell back from 13 (10 VP) to 5 (3 VP)."""
    s.eng[p], s.eng_best[p] = 5, 13


def _spatial(s, p):
    """Scoring: ``bonus_table`` MSP for 1, 2, ... First Delivery tokens of one colour (here two
    of one colour, one of another)."""
    s.fdt[p] = [0, 2, 1, 0, 0]


def _vesta(s, p):
    """4. Game ending and victory: ``titanium_points`` a titanium marker (here three)."""
    s.titanium[p] = 3


#: per game: a scoring option, its default and a variant's value, the change to seat 0 that
#: makes it count, and what the variant changes seat 0's value by
VARIANTS = {
    "deltav": ("bribe_penalty", 2, 5, _deltav, -(5 - 2) * 2),
    "delta": ("cogs_scored_at", "final", "highest", _delta, 10 - 3),
    "spatial": ("bonus_table", [1, 3, 6, 10, 15], [2, 5, 9, 14, 20], _spatial, (5 - 3) + (2 - 1)),
    "vesta": ("titanium_points", 2, 5, _vesta, (5 - 2) * 3),
}


def test_every_registered_game_has_a_variant_checked():
    """A game added to the registry joins this check (its entry names a scoring option)."""
    assert set(VARIANTS) == set(GAMES)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_variants_values_are_what_its_options_say(name):
    """The same position under the default and a variant option: the value differs by what
    the option changes in the score, for the seat it touches and no other."""
    option, default, changed, tweak, expected = VARIANTS[name]
    game = get_game(name)
    states = []
    for value in (default, changed):
        s = game.setup(game.Params.parse({option: value}), 7)
        assert getattr(s.params, option) == value
        tweak(s, 0)
        states.append(s)
    old, new = (game.value(s, 0) for s in states)
    assert new - old == pytest.approx(expected)
    others = [[game.value(s, p) for p in range(1, game.num_players(s))] for s in states]
    assert others[0] == others[1]  # nobody else's standing moved
