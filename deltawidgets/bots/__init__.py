"""Bots, generic over the game protocol, by name: any of them can take any seat, in the lab
and in the widget.

A bot has ``name`` and ``choose(game, state) -> action`` for the seat deciding in ``state``, and
keeps ``choices``, the number of legal choices that decision had (the lab's branching factor reads
it rather than list them a second time). A bot is named by a spec: its name, and for a search bot
a budget after a colon, in iterations (``"ismcts:200"``) or seconds (``"ismcts:0.5s"``), or a
level a person picks to play against (``"ismcts:easy"``, ``"ismcts:medium"``, ``"ismcts:hard"``;
:data:`LEVELS`).

>>> list(BOTS), DEFAULT
(['random', 'greedy', 'ismcts'], 'greedy')
>>> make_bot("ismcts:50", seed="7/0").iterations
50
>>> [make_bot(f"ismcts:{level}").iterations for level in LEVELS]
[20, 200, 2000]
>>> make_bot("smart", seed=1)  # doctest: +NORMALIZE_WHITESPACE
Traceback (most recent call last):
...
deltawidgets.core.errors.BadInput: Unknown bot 'smart'; the bots are: random, greedy, ismcts
(ismcts:N for N iterations a decision, ismcts:Ns for N seconds, ismcts:easy, ismcts:medium or ismcts:hard).
"""

from collections.abc import Callable
from typing import Any

from deltawidgets.bots.greedy_bot import GreedyBot
from deltawidgets.bots.ismcts import ISMCTSBot
from deltawidgets.bots.random_bot import RandomBot
from deltawidgets.core.errors import BadInput

#: every bot, by name: a class made with ``cls(seed=...)``
# Callable[..., Any]: only the budgeted bots (BUDGETED) take iterations or seconds, as make_bot checks
BOTS: dict[str, Callable[..., Any]] = {cls.name: cls for cls in (RandomBot, GreedyBot, ISMCTSBot)}
#: the bot that plays when none is named: the lab's (``lab.DEFAULT_BOTS``) and the widget's plain
#: "bot" seat, one bot in both (issue 34). The strongest bot that keeps a 200-game three-player
#: sweep of any game within a minute on one core: ``scripts/gen_docs.py`` picks it from the stored
#: ladders and timings (``benchmarks/ladder.py``, ``benchmarks/lab_default.py``), and
#: ``tests/test_docs_figures.py`` holds this name to the pick. "random" stays the rules' smoke test.
DEFAULT = "greedy"
#: bots that take a search budget after a colon
BUDGETED = {ISMCTSBot.name}
#: the levels of the search bot, as iterations a decision: "medium" is the default budget;
#: "hard" is ten times that, which still moves within a second in every game on a 2-core
#: laptop (benchmarks/ismcts_speed.py measures budgets), so a person playing it never waits long
LEVELS = {"easy": 20, "medium": 200, "hard": 2000}


def make_bot(spec: str, seed=None):
    """A new bot from its spec, seeded (an int or a string) so that its games replay."""
    name, colon, budget = spec.partition(":") if isinstance(spec, str) else (spec, "", "")
    if name not in BOTS or (colon and name not in BUDGETED):
        known = ", ".join(BOTS)
        raise BadInput(
            f"Unknown bot {spec!r}; the bots are: {known} (ismcts:N for N iterations a decision, "
            "ismcts:Ns for N seconds, ismcts:easy, ismcts:medium or ismcts:hard)."
        )
    if not colon:
        return BOTS[name](seed=seed)
    if budget in LEVELS:
        return BOTS[name](seed=seed, iterations=LEVELS[budget])
    try:
        if budget.endswith("s"):
            return BOTS[name](seed=seed, seconds=float(budget[:-1]))
        return BOTS[name](seed=seed, iterations=int(budget))
    except ValueError:
        raise BadInput(
            f"Bot {spec!r}: the budget after the colon is a whole number of iterations, seconds like 0.5s, or a level: easy, medium or hard."
        ) from None


__all__ = ["BOTS", "DEFAULT", "LEVELS", "GreedyBot", "ISMCTSBot", "RandomBot", "make_bot"]
