"""Issue 21, "Why a choice is illegal": each step's refusal sits beside its legal list and asks
the same tests, so the two cannot drift apart. Checked over every choice a step could be asked
(every place of the belt, seat, card, marker and small amount) in random games."""

from __future__ import annotations

import pytest

from deltawidgets.bots import RandomBot
from deltawidgets.games.vesta.components import CARDS, MARKERS
from deltawidgets.games.vesta.rules import STEPS
from vestakit import GAME

#: the choices of each step (those its legal list can offer)
KINDS = {
    "act": {"move", "moped", "scan", "detect", "gun", "fusion", "lasso", "mine", "stop"},
    "scan2": {"scan", "enough"},
    "peek": {"turn_up", "keep_down"},
    "place": {"place"},
    "trade": {"offer", "water", "buy", "done"},
    "draft": {"give", "ask", "give_card", "ask_card", "send", "withdraw"},
    "reply": {"accept", "decline", "counter"},
    "bid": {"bid", "pass"},
}


def every_choice(s):
    for verb in ("move", "moped", "scan", "detect", "gun", "fusion", "lasso", "place"):
        yield from ((verb, y) for y in range(s.belt.places))
    for verb in ("mine", "stop", "enough", "turn_up", "keep_down", "done", "send", "withdraw", "accept", "decline", "counter", "pass"):
        yield (verb,)
    yield from (("offer", q) for q in range(s.players))
    yield from (("water", g) for g in range(12))
    yield from (("bid", g) for g in range(25))
    yield from (("buy", k) for k in CARDS)
    for verb in ("give", "ask"):
        yield from ((verb, m, n) for m in MARKERS for n in range(12))
    for verb in ("give_card", "ask_card"):
        yield from ((verb, k) for k in CARDS)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_refusals__a_step_refuses_exactly_the_choices_its_legal_list_leaves_out(seed):
    """The refusal of a step's own kind of choice is None exactly for the legal ones: no legal
    choice is refused, no illegal one goes unexplained."""
    s = GAME.setup(GAME.Params.parse({"players": 2 + seed % 3}), seed)
    bot = RandomBot(seed)
    for _ in range(300):
        if GAME.is_over(s):
            break
        legal, refuse = set(GAME.legal_actions(s)), STEPS.steps[s.phase].refuse
        for a in every_choice(s):
            if a[0] in KINDS[s.phase]:
                why = refuse(s, a)
                assert (why is None) == (a in legal), (s.phase, a, why)
        GAME.apply(s, bot.choose(GAME, s))
