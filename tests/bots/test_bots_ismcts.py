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


def _choice_or_none(game, seed: int, steps: int):
    """The first position with a real choice after ``steps`` random decisions from ``seed``, or
    None if the game ends first."""
    state = game.setup(game.Params.parse({"players": 2}), seed)
    bot = RandomBot(seed)
    for n in range(10_000):
        if game.is_over(state):
            return None
        if n >= steps and len(game.legal_actions(state)) > 1:
            return state
        game.apply(state, bot.choose(game, state))
    return None


def _chain_position(name: str):
    """A position where the seat deciding will decide again right after its choice (a decision
    chain), found by random play from a fixed seed."""
    game = get_game(name)
    for seed in range(40):
        state = _choice_or_none(game, seed, 10 + seed)
        if state is None:
            continue
        seat = game.decider(state)
        for action in game.legal_actions(state):
            after = game.clone(state)
            game.apply(after, action)
            while game.decider(after) is not None and len(game.legal_actions(after)) == 1:
                game.apply(after, game.legal_actions(after)[0])
            if game.decider(after) != seat:
                break
        else:
            return game, state
    raise AssertionError(f"{name}: no decision chain found")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_ismcts__keeps_the_tree_under_its_choice_for_its_next_decision_in_a_chain(name):
    """Issue 23 "reuse of the tree between decisions": when the seat decides again right after
    its choice and sees what its search expected, the node its search reached there becomes the
    new root, and only the iterations the budget still lacks are grown."""
    game, state = _chain_position(name)
    bot = ISMCTSBot(seed=3, iterations=150)
    choice = bot.choose(game, state)
    game.apply(state, choice)
    while len(game.legal_actions(state)) == 1:
        game.apply(state, game.legal_actions(state)[0])
    kept = bot._next
    if kept is None or game.observation(state, game.decider(state)) != kept[1]:
        pytest.skip("this chain's next view was not what the search expected")  # pragma: no cover
    node = kept[2]
    carried = node.visits
    bot.choose(game, state)
    assert bot.last_root is node and carried > 0
    assert bot.last_iterations < 150 and node.visits >= 150 or bot.last_iterations + carried == node.visits


@pytest.mark.parametrize("name", sorted(GAMES))
def test_ismcts__keeps_nothing_when_the_seat_sees_something_else(name):
    """A kept tree is used only where the seat's own view is the one the search expected: a
    search asked about any other position starts from a new root and grows its whole budget."""
    game, state = _chain_position(name)
    bot = ISMCTSBot(seed=3, iterations=60)
    bot.choose(game, state)
    assert bot._next is not None
    other = _choice_or_none(game, 11, 37)  # an unrelated position
    bot.choose(game, other)
    assert bot.last_root.visits == bot.last_iterations <= 60 and bot.last_root not in (None,)
    assert sum(child.visits for child in bot.last_root.children.values()) == bot.last_root.visits


@pytest.mark.parametrize("name", sorted(GAMES))
def test_ismcts__stops_early_only_when_no_iteration_left_could_change_its_choice(name, monkeypatch):
    """The search stops before its budget once its most searched choice leads every other by more
    visits than the budget has left: the same seed then plays the same choice as a search that
    spends its whole budget."""
    from deltawidgets.bots import ismcts

    game = get_game(name)
    stopped = checked = 0
    for seed in range(40):
        if stopped and checked >= 4:
            break
        state = _choice_or_none(game, seed, 15)
        if state is None:
            continue
        checked += 1
        early = ISMCTSBot(seed=seed, iterations=160)
        chosen = early.choose(game, state)
        stopped += early.last_iterations < 160
        visits = sorted((c.visits for c in early.last_root.children.values()), reverse=True) + [0]
        assert early.last_iterations == 160 or visits[0] - visits[1] > 160 - early.last_root.visits
        monkeypatch.setattr(ismcts, "SETTLE_EVERY", 10**9)
        full = ISMCTSBot(seed=seed, iterations=160)
        assert full.choose(game, state) == chosen and full.last_iterations == 160
        monkeypatch.setattr(ismcts, "SETTLE_EVERY", 8)
    assert stopped, "no search ever stopped early"
