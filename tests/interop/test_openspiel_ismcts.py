"""An OpenSpiel algorithm plays our games: Information Set MCTS
(``open_spiel.python.algorithms.ismcts``) with random rollouts, which searches on positions
drawn through the adapter's ``resample_from_infostate`` (our ``determinize``), plays one seat of
every registered game to the end against random seats. One case per game, at its smallest
table: a search plays out hundreds of whole games."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pyspiel", reason="the OpenSpiel adapter needs the rl extra")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

import interopkit as kit  # noqa: E402
from deltawidgets.interop import openspiel as osp  # noqa: E402


@pytest.mark.parametrize("name, players", kit.SMALLEST, ids=kit.SMALLEST_IDS)
def test_ismcts__plays_a_whole_game_through_the_adapter(name, players):
    game = osp.load_game(name, players=players)
    rng = np.random.RandomState(0)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rng), uct_c=2.0, max_simulations=2, random_state=rng)
    state = game.new_initial_state()
    state.apply_action(1)
    searched = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        if state.current_player() == 0:
            action = bot.step(state)
            searched += len(legal) > 1
        else:
            action = rng.choice(legal)
        assert action in legal
        state.apply_action(action)
    assert searched > 0
    assert len(state.returns()) == players
    assert len(state.history()) - 1 <= game.max_game_length()
