"""Conformance of the rule options' ranges (issue 34, "Each rule option declares the range in which
the game is playable, and values outside it are refused with a sentence naming the option and
why"): for every registered game, a random game at each end of every tunable option's range (the
farthest values the rules accept, the other options at their defaults), and at each of its
choices, ends by a rule of the game, never by a safety stop. Values an option declares
``guarded`` (its games may need the guard) are left out here, and refused by the tuning space."""

from __future__ import annotations

import pytest

import conformkit as ck
from deltawidgets import get_game
from deltawidgets.bots import RandomBot
from deltawidgets.core.params import guarded
from deltawidgets.lab.space import playable

#: a random game that has not ended after this many decisions is reported (the longest default
#: games of any registered game take a few thousand)
CAP = 20_000


def range_ends(game) -> list[tuple[str, object]]:
    """(option, value) for the farthest accepted values of each tunable option with a range and
    every choice of each tunable choice (those declared guarded left out), as the lab offers them
    (:func:`deltawidgets.lab.space.playable`), the defaults excepted."""
    defaults = game.Params.parse({}).to_json()
    out = []
    for o in playable(game.name):
        values = o["values"] if o["kind"] == "choice" else [o["lo"], o["hi"]]
        out += [(o["name"], v) for v in values if v != defaults[o["name"]]]
    return out


def ending(game, options: dict, seed: int) -> tuple[str, str]:
    """How a random game under ``options`` ended: its code and sentence."""
    state = game.setup(game.Params.parse(options), seed)
    bot = RandomBot(seed)
    for _ in range(CAP):
        if game.is_over(state):
            code = game.end_reason(state)
            return code, game.end_reasons[code]
        game.apply(state, bot.choose(game, state))
    return "", f"no ending after {CAP} decisions"


@pytest.mark.parametrize("name", sorted(ck.GAMES))
def test_every_end_of_every_tunable_options_range_plays_a_game_that_ends_by_a_rule(name):
    game = get_game(name)
    ends = range_ends(game)
    assert ends, f"{name} has no tunable option with a range"
    stopped = []
    for option, value in ends:
        code, text = ending(game, {option: value}, seed=1)
        if not code or a_guard(text):
            stopped.append(f"{option}={value!r}: {text}")
    assert not stopped, f"{name}: games that did not end by a rule: {stopped}"


def a_guard(text: str) -> bool:
    """Whether an ending's sentence is a safety stop's (Delta V says "safety stop", Vesta Gold
    Rush "guard"; both add "not a rule")."""
    return any(word in text.lower() for word in ("safety", "guard", "not a rule"))


def test_a_guarded_value_is_one_whose_games_do_stop_at_the_guard():
    """The check above can fail: the value Vesta Gold Rush declares guarded (titanium asteroids
    reshuffled, the printed end alone) plays a random game that the round guard stops."""
    game = get_game("vesta")
    assert guarded(game.Params, "titanium_tiles")[0] == ["reshuffled"]
    code, text = ending(game, {"titanium_tiles": "reshuffled", "round_limit": 60}, seed=1)
    assert code == "round_limit" and a_guard(text)
