"""The ISMCTS bot (issue 13): its tree really grows from the root, it keeps to its budget and
refuses a bad one, and it looks further than one choice ahead. Its strength against the random
and greedy bots is measured by ``benchmarks/strength.py`` (figures in the README), not here."""

from __future__ import annotations

import pytest

from deltawidgets import GAMES, BadInput, get_game
from deltawidgets.bots import GreedyBot, ISMCTSBot, RandomBot
from deltawidgets.bots.ismcts import value_margins


def _position(game, seed: int, steps: int):
    """A position with a real choice, reached by random play from ``seed``."""
    state = game.setup(game.Params.parse({"players": 2}), seed)
    bot = RandomBot(seed)
    for _ in range(steps):
        game.apply(state, bot.choose(game, state))
    while len(game.legal_actions(state)) < 2:
        game.apply(state, bot.choose(game, state))
    return state


@pytest.mark.parametrize("name", sorted(GAMES))
def test_ismcts__every_iteration_passes_through_a_root_choice_and_each_legal_choice_is_tried(name):
    """The tree grows from the root: the root's choices are the legal actions, every one is tried
    once the budget allows, each iteration is counted under exactly one of them, and no choice is
    visited more often than it was legal (availability, as ISMCTS counts it)."""
    game = get_game(name)
    state = _position(game, 5, 20)
    legal = game.legal_actions(state)
    bot = ISMCTSBot(seed=2, iterations=len(legal) + 30)
    assert bot.choose(game, state) in legal
    root = bot.last_root
    assert set(root.children) == set(legal)
    assert sum(child.visits for child in root.children.values()) == bot.last_iterations == root.visits
    for child in root.children.values():
        assert child.visits >= 1 and child.available >= child.visits
        for grandchild in child.children.values():
            assert grandchild.available >= grandchild.visits >= 1


def _deltav_contract_to_finish():
    """Delta V, "2) Try to Fulfill a Contract": seat 0 has revealed the Alphatite of a contract for
    Alphatite, Betamite and Gammatite, and remembers that B1 holds Betamite and C1 Gammatite; no
    other tile it has not seen could fill the contract, and every bribe counter is spent (so a
    tile that does not match fails the attempt, "Bribe: Mineral Replacement", and nobody may bid
    up)."""
    game = get_game("deltav")
    params = game.Params.parse({"players": 2, "contracts": [["alphatite", "betamite", "gammatite"]]})
    spent = ["alphatite", "betamite", "gammatite", "deltamite", "omnidium"]
    scenario = {
        "tiles": {
            "A1": "alphatite:3",
            "B1": "betamite:4",
            "C1": "gammatite:5",
            "E1": "deltamite:2",
            "F1": "deltamite:3",
            "G1": "alphatite:1",
            "A2": "deltamite:4",
            "B2": "alphatite:2",
        },
        "phase": "reveal",
        "contract": 0,
        "revealed": ["A1"],
        "memory": [["B1", "C1"], []],
        "bribes_spent": [spent, spent],
        "current": 0,
    }
    return game, game.setup_from(params, scenario)


def test_ismcts__reveals_the_tiles_it_remembers_two_choices_before_the_contract_pays():
    """Delta V, "Reveal the Asteroid Tiles": the only way to score is to reveal B1 and C1, the
    tiles seat 0 has seen. One choice ahead no reveal changes anyone's points (the greedy bot's
    view: all margins equal), so finding them takes looking two choices ahead, through positions
    that only guess the tiles seat 0 has not seen."""
    game, state = _deltav_contract_to_finish()
    known = {("reveal", 1), ("reveal", 2)}  # B1 and C1
    legal = game.legal_actions(state)
    assert known < set(legal) and len(legal) == 7
    one_ply = set()
    for action in legal:
        after = game.clone(state)
        game.apply(after, action)
        one_ply.add(value_margins(game, after, 2)[0])
    assert one_ply == {0.0}
    for seed in range(6):
        assert ISMCTSBot(seed=seed, iterations=100).choose(game, state) in known


def test_ismcts__budget_and_options_are_checked_with_a_sentence():
    for bad, match in [
        ({"iterations": 0}, "iterations"),
        ({"iterations": 2.5}, "iterations"),
        ({"iterations": True}, "iterations"),
        ({"seconds": 0}, "seconds"),
        ({"seconds": float("nan")}, "seconds"),
        ({"seconds": "1"}, "seconds"),
        ({"depth": -1}, "depth"),
        ({"exploration": -0.1}, "exploration"),
    ]:
        with pytest.raises(BadInput, match=match):
            ISMCTSBot(**bad)
    assert ISMCTSBot().iterations == 200 and ISMCTSBot(seconds=0.5).iterations is None
    assert ISMCTSBot(depth=None).depth is None


def test_ismcts__a_seeded_bot_repeats_its_choices():
    """The lab replays a game from its seed: the same seed gives the same search."""
    game = get_game("spatial")
    state = _position(game, 3, 30)
    assert ISMCTSBot(seed="3/1", iterations=60).choose(game, state) == ISMCTSBot(seed="3/1", iterations=60).choose(game, state)


def test_ismcts__a_play_out_to_the_end_judges_by_the_final_value():
    """``depth=None`` plays each iteration to the end of the game; the choice is still legal and
    every iteration is counted."""
    game = get_game("vesta")
    state = _position(game, 1, 200)
    bot = ISMCTSBot(seed=1, iterations=5, depth=None)
    assert bot.choose(game, state) in game.legal_actions(state) and bot.last_root.visits == 5


def test_greedy__and_ismcts_agree_on_the_margin_they_judge_by():
    from deltawidgets.bots.greedy_bot import margin

    game = get_game("delta")
    state = _position(game, 2, 60)
    assert value_margins(game, state, 2) == [margin(game, state, 0), margin(game, state, 1)]
    assert GreedyBot(1).choose(game, state) in game.legal_actions(state)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_ismcts__explores_by_the_games_own_constant_unless_given_one(name):
    """UCB1's exploration constant is a bot setting each game names (``search_exploration``):
    the bot uses it when built without one, and a given constant overrides it; a different
    constant grows a different tree from the same seed."""
    from deltawidgets.bots.ismcts import Search

    game = get_game(name)
    state = _position(game, 5, 20)
    assert isinstance(game.search_exploration, float) and game.search_exploration > 0
    assert Search(ISMCTSBot(seed=1), game, state).bot._c == game.search_exploration
    assert Search(ISMCTSBot(seed=1, exploration=0.05), game, state).bot._c == 0.05

    def visits(bot):
        bot.choose(game, state)
        return sorted(child.visits for child in bot.last_root.children.values())

    assert visits(ISMCTSBot(seed=4, iterations=120, exploration=0.0)) != visits(ISMCTSBot(seed=4, iterations=120, exploration=5.0))
