"""The bots (issue 13): the greedy bot plays the choice its game's value likes best, the ISMCTS
bot keeps to its budget, and neither cheats: each sees the real position only as its seat may
(the decision, its own choices, and positions drawn by ``determinize`` whose view for its seat
equals the real view). Any bot takes any seat, in the lab and in the widget."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deltawidgets import GAMES, BadInput, get_game
from deltawidgets.bots import BOTS, DEFAULT, GreedyBot, ISMCTSBot, RandomBot, make_bot
from deltawidgets.bots.greedy_bot import margin
from deltawidgets.lab import simulate

#: what a bot may ask of the real position: nothing its seat cannot see (``decider`` is
#: ``decision().player`` without the prompt)
OPEN_TO_BOTS = {"decision", "decider", "legal_actions", "bot_choices", "num_players", "determinize"}


class Watched:
    """The game, refusing any look at the real position beyond :data:`OPEN_TO_BOTS`, and
    checking that each position ``determinize`` draws shows the bot's seat its real view."""

    def __init__(self, game, real, seat):
        self.game, self.real, self.seat, self.samples = game, real, seat, 0

    def determinize(self, state, viewer, rng):
        assert state is self.real and viewer == self.seat, "a bot drew a position for another seat"
        sample = self.game.determinize(state, viewer, rng)
        assert sample is not state
        assert self.game.observation(sample, viewer) == self.game.observation(state, viewer), "determinize changed what the bot's seat sees"
        self.samples += 1
        return sample

    def observation(self, state, viewer):
        """A seat's own view is no peek (ISMCTS compares it with the view its search expected,
        to keep its tree); any other seat's view of the real position is."""
        assert state is not self.real or viewer == self.seat, "the bot looked at another seat's view of the real position"
        return self.game.observation(state, viewer)

    def __getattr__(self, name):
        method = getattr(self.game, name)
        if name in OPEN_TO_BOTS or not callable(method):
            return method

        def guarded(state=None, *args):
            assert state is not self.real, f"the bot called {name}() on the real position: a peek"
            return method(state, *args) if state is not None else method()

        return guarded


def _position(game, seed, steps):
    state = game.setup(game.Params.parse(), seed)
    bot = RandomBot(seed)
    for _ in range(steps):
        if game.is_over(state):
            break
        game.apply(state, bot.choose(game, state))
    return state


@pytest.mark.parametrize("name", sorted(GAMES))
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 120))
def test_bots__never_cheat_each_sample_shows_the_seat_its_real_view_and_the_real_position_is_not_played(name, seed, steps):
    """Issue 13 "never cheats": the sample's view for the bot's seat equals the real view."""
    game = get_game(name)
    state = _position(game, seed, steps)
    if game.is_over(state):
        return
    seat = game.decision(state).player
    legal = game.legal_actions(state)
    for bot in (GreedyBot(seed), ISMCTSBot(seed, iterations=4)):
        watched = Watched(game, state, seat)
        assert bot.choose(watched, state) in legal
        assert watched.samples >= (len(game.bot_choices(state, legal)) > 1)


@pytest.mark.parametrize("name", sorted(GAMES))
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 120))
def test_ismcts__never_cheats_through_a_chain_of_its_own_decisions(name, seed, steps):
    """Issue 23: a tree kept from one decision to the seat's next (``ISMCTSBot._keep``) is
    matched by the seat's own view only; every later decision of the chain is watched too."""
    game = get_game(name)
    state = _position(game, seed, steps)
    if game.is_over(state):
        return
    seat = game.decider(state)
    bot = ISMCTSBot(seed, iterations=30)
    watched = Watched(game, state, seat)
    for _ in range(6):  # the seat's decisions, while it keeps deciding
        if game.decider(state) != seat:
            break
        watched.real = state
        action = bot.choose(watched, state)
        assert action in game.legal_actions(state)
        game.apply(state, action)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_greedy__plays_a_choice_of_the_best_value_margin_on_its_sample(name):
    game = get_game(name)
    checked = 0
    for seed in range(40):
        state = _position(game, seed, 15 + seed * 7)
        if game.is_over(state) or len(choices := game.bot_choices(state, game.legal_actions(state))) < 2:
            continue
        seat = game.decision(state).player
        chosen = GreedyBot(seed).choose(game, state)
        sample = game.determinize(state, seat, random.Random(seed))  # the bot's own first draw
        gains = {}
        for a in choices:
            after = game.clone(sample)
            game.apply(after, a)
            gains[a] = margin(game, after, seat)
        assert gains[chosen] == max(gains.values())
        checked += 1
    assert checked >= 5


def test_ismcts__keeps_to_its_budget_in_iterations_or_seconds():
    game = get_game("deltav")
    state = game.setup(game.Params.parse(), 2)
    bot = ISMCTSBot(seed=1, iterations=7)
    bot.choose(game, state)
    assert bot.last_iterations == 7
    timed = ISMCTSBot(seed=1, seconds=0.05)
    timed.choose(game, state)
    assert timed.last_iterations >= 1
    with pytest.raises(BadInput, match="iterations"):
        ISMCTSBot(iterations=0)


def test_bots__specs_name_a_bot_and_its_budget():
    assert make_bot("ismcts:30").iterations == 30 and make_bot("ismcts:0.2s").seconds == 0.2
    assert isinstance(make_bot("greedy"), GreedyBot) and set(BOTS) == {"random", "greedy", "ismcts"}
    for bad in ("greedy:3", "ismcts:lots", "chess"):
        with pytest.raises(BadInput):
            make_bot(bad)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_lab__any_bot_takes_any_seat(name):
    game = get_game(name)
    players = game.Params.parse().players
    bots = (["greedy", "random"] * players)[:players]
    df = simulate(name, bots=bots, games=1, seed=3, archive=None, jobs=1, progress=False)
    assert [df[f"bot_{i}"][0] for i in range(players)] == bots and df["end"][0] in game.end_reasons


def test_lab__an_ismcts_seat_plays_a_whole_game_against_greedy():
    df = simulate("deltav", bots=["ismcts:2", "greedy"], games=1, seed=1, archive=None, jobs=1, progress=False)
    assert df.loc[0, ["bot_0", "bot_1"]].tolist() == ["ismcts:2", "greedy"] and df["decisions"][0] > 0


def test_bots__the_watch_catches_a_bot_that_plays_on_the_real_position():
    """The never-cheat test can fail: a bot that tries its choices on a copy of the real
    position (seeing the tiles they would turn over) is caught."""

    class Peeker(GreedyBot):
        def choose(self, game, state):
            game.clone(state)
            return super().choose(game, state)

    game = get_game("deltav")
    state = game.setup(game.Params.parse(), 1)
    with pytest.raises(AssertionError, match="real position"):
        Peeker(1).choose(Watched(game, state, game.decision(state).player), state)


def test_widget__the_plain_bot_seat_plays_the_labs_default_bot_and_random_keeps_its_name():
    """Issue 34, "Bots that play the game, by default": the lab's default bot and the widget's
    plain "bot" seat are one bot; the random bot stays in the seat menu by its name."""
    from deltawidgets.lab import DEFAULT_BOTS
    from deltawidgets.widgets.game_widget import GameWidget

    assert DEFAULT_BOTS == DEFAULT and DEFAULT != "random"
    w = GameWidget("vesta", seed=4, seats=["bot", "random", "human"])
    assert "random" in w.seat_kinds and w.seat_labels["bot"].endswith(" (the default)")
    game, state = w.game, w.match.clone().state
    seat = w.status["decider"]
    if w.seats[seat] != "bot":
        w.send_from_frontend({"type": "set_seats", "seats": ["bot" if p == seat else "random" for p in range(3)]})
    expected = make_bot(DEFAULT, seed=f"{w.seed}/0").choose(game, state)
    w.bot_step()
    assert w.error == "" and w.match.actions == [expected]


def test_widget__the_seat_menu_offers_every_bot_and_a_seat_plays_the_bot_chosen():
    """Issue 13 "any bot can take any seat in the widget (seat menu)"; issue 35 "the bot menu reads
    right": weakest first, the plain search bot where its default budget falls, no entry twice."""
    from deltawidgets.widgets.game_widget import GameWidget

    w = GameWidget("deltav", seed=4, seats=["human", "human"])
    assert w.seat_kinds == ["human", "random", "bot", "ismcts:easy", "ismcts", "ismcts:hard"]
    assert len({w.seat_labels[k] for k in w.seat_kinds}) == len(w.seat_kinds), "two entries of the menu read the same"
    assert w.seat_labels["ismcts"] == w.seat_labels["ismcts:medium"] == "search bot, medium (200 looks ahead)"
    assert w.seat_labels["bot"] == "greedy bot (the default)"
    # the menu's words, for every kind a seat may hold, with no bot code in them ("ismcts:hard"
    # reads "search bot, hard (2000 looks ahead)")
    assert set(w.seat_labels) >= set(w.seat_kinds)
    assert all("ismcts" not in words and words for words in w.seat_labels.values()), w.seat_labels
    seat = w.status["decider"]
    kinds = ["human", "human"]
    kinds[seat] = "greedy"
    w.send_from_frontend({"type": "set_seats", "seats": kinds})
    assert w.error == "" and w.seats == kinds and w.status["bot_turn"]
    game, state = w.game, w.match.clone().state
    expected = make_bot("greedy", seed=f"{w.seed}/0").choose(game, state)
    w.bot_step()
    assert w.match.actions == [expected]
    w.send_from_frontend({"type": "set_seats", "seats": ["ismcts", "ismcts"]})
    before = w.cursor
    w.bot_step()
    assert w.seats == ["ismcts", "ismcts"] and w.cursor == before + 1
    w.send_from_frontend({"type": "set_seats", "seats": ["human", "robot"]})
    assert "must be \"human\" or a bot" in w.error and w.seats == ["ismcts", "ismcts"]


def test_widget__a_seat_set_to_a_level_plays_the_search_bot_at_that_budget():
    """Issue 23 "a seat set to ISMCTS ... can be set to easy, medium or hard"."""
    from deltawidgets.bots import LEVELS
    from deltawidgets.widgets.game_widget import GameWidget

    assert LEVELS["easy"] < LEVELS["medium"] < LEVELS["hard"]
    w = GameWidget("vesta", seed=4, params={"players": 2}, seats=["human", "human"])
    kinds = ["human", "human"]
    kinds[w.status["decider"]] = "ismcts:easy"
    w.send_from_frontend({"type": "set_seats", "seats": kinds})
    assert w.error == "" and w.status["bot_turn"]
    game, state = w.game, w.match.clone().state
    expected = make_bot(f"ismcts:{LEVELS['easy']}", seed=f"{w.seed}/0").choose(game, state)
    w.bot_step()
    assert w.match.actions[0] == expected
