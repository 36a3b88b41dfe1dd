"""Issue 21, "Why a choice is illegal": each step's refusal sits beside its legal list and asks
the same tests, so the two cannot drift apart. Checked over every choice a step could be asked
(every pool slot, seat and kind, place, hex, border, corner and card) in random games."""

from __future__ import annotations

import pytest

from deltawidgets.bots import RandomBot
from deltawidgets.games.spatial.components import CARDS, GOODS
from deltawidgets.games.spatial.rules import STEPS
from spatialkit import GAME


def every_choice(s):
    """Every choice of every step, named by a real slot, seat, place, hex, border, corner or card."""
    b = s.board
    yield from (("take", i) for i in range(len(s.pool)))
    yield from (("challenge", v, g) for v in range(s.players) for g in GOODS)
    yield ("give",)
    yield ("refuse",)
    for x in range(b.earth + 1):
        yield ("from", x)
        yield ("step", x)
    yield from (("deliver", h) for h in range(len(b.hexes)))
    yield from (("seg", e) for e in range(len(b.borders)))
    yield from (("station", c) for c in range(b.earth))
    yield from (("pay", k) for k in CARDS)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_refusals__a_step_refuses_exactly_the_choices_its_legal_list_leaves_out(seed):
    """The refusal of a step's own kind of choice (those its legal list ever offers) is None
    exactly for the legal ones: no legal choice is refused, no illegal one goes unexplained."""
    s = GAME.setup(GAME.Params.parse({"players": 2 + seed % 3}), seed)
    bot = RandomBot(seed)
    kinds = {"draft": {"take", "challenge"}, "answer": {"give", "refuse"}, "turn": {"from", "step", "deliver"}, "branch": {"seg", "station"}, "pay": {"pay"}}
    for _ in range(250):
        if GAME.is_over(s):
            break
        legal, refuse = set(GAME.legal_actions(s)), STEPS.steps[s.phase].refuse
        for a in every_choice(s):
            if a[0] in kinds[s.phase]:
                why = refuse(s, a)
                assert (why is None) == (a in legal), (s.phase, a, why)
        GAME.apply(s, bot.choose(GAME, s))
