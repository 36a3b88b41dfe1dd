"""Rule options whose defaults come from a rulebook table are asserted against that table here,
value by value, so that a changed default cannot pass unnoticed (the rule tests pass their own
tables in)."""

from __future__ import annotations

from deltawidgets import Match, get_game
from deltawidgets.games.spatial.scoring import colour_bonus, token_bonus

SPATIAL = get_game("spatial")
#: Spatial Delivery, "Scoring": bonus MSP for 1, 2, 3, 4 and 5 First Delivery tokens of one colour
RULEBOOK_BONUS = {1: 1, 2: 3, 3: 6, 4: 10, 5: 15}


def test_spatial_scoring__the_default_bonus_table_is_the_rulebooks():
    table = SPATIAL.Params.parse().bonus_table
    assert list(table) == [RULEBOOK_BONUS[n] for n in sorted(RULEBOOK_BONUS)]
    assert Match(SPATIAL, seed=1).params.bonus_table == table  # what a new game plays with
    for tokens, msp in RULEBOOK_BONUS.items():
        assert colour_bonus(tokens, table) == msp
    assert colour_bonus(0, table) == 0


def test_spatial_scoring__the_rulebook_example_with_the_default_table():
    """ "Scoring": four Red and two Blue tokens give 10 + 3 = 13 bonus MSP; one bonus per colour,
    up to four colours."""
    table = SPATIAL.Params.parse().bonus_table
    assert token_bonus([0, 4, 2, 0, 0], table) == 13
    assert token_bonus([0, 1, 2, 3, 5], table) == 1 + 3 + 6 + 15
