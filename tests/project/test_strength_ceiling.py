"""Issue 34: the strength benchmark's second ceiling, a search that sees every secret. It must see
the true position (not a redeal of what its seat cannot see), and only inside its block."""

import random
import sys
from pathlib import Path

from deltawidgets.bots import ismcts, make_bot
from deltawidgets.games import get_game

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import strength  # noqa: E402  (beside the benchmarks)


class _Dealt(Exception):  # noqa: N818 -- a signal, not an error
    pass


def _dealt(game, state, seat):
    """What ISMCTS's search is handed to deal from at ``state`` for ``seat``."""
    seen = []
    original = ismcts.Search.grow

    def grow(search, n):
        seen.append(search.game.determinize(state, seat, random.Random(3)))
        raise _Dealt

    ismcts.Search.grow = grow
    try:
        make_bot("ismcts:8", seed=1).choose(game, state)
    except _Dealt:  # the search stops at its first deal: only the deal matters here
        pass
    finally:
        ismcts.Search.grow = original
    return seen[0]


def test_the_seeing_ceiling_searches_the_true_position_and_only_inside_its_block():
    game = get_game("vesta")
    state = game.setup(game.Params.parse({"players": 2}), 5)
    seat = game.decider(state)
    truth = game.scenario_of(state)
    assert game.scenario_of(_dealt(game, state, seat)) != truth, "a fair search redeals the unseen tiles"
    with strength.seeing_every_secret():
        assert game.scenario_of(_dealt(game, state, seat)) == truth
    assert game.scenario_of(_dealt(game, state, seat)) != truth, "leaving the block restores the fair search"
