"""Rules of Delta V whose planted bug (docs/mutants.md) survived the suite, each pinned here by
the rulebook section that states it."""

from __future__ import annotations

from deltavkit import GAME
from test_deltav_game_end import _ended


def test_game_end__contracts_break_a_tie_before_unspent_bribe_counters():
    """ "Game End": a tie on points goes to the most fulfilled contracts, and only a tie on those
    to the most unspent bribe counters; here the two tie-breaks disagree."""
    s = _ended([[3, 1], [5]], [0, 0, 1], [["alphatite"], []])  # 7 - 2 against 5; two contracts against one
    unspent = [sum(1 for b in s.bribes_of[p] if not s.bribe_spent[b]) for p in range(2)]
    assert GAME.scores(s) == [5, 5] and unspent[0] < unspent[1]
    assert GAME.winners(s) == [0]
