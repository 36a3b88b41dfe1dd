"""Bots, generic over the game protocol, by name: any of them can take any seat, in the lab
and in the widget.

A bot has ``name`` and ``choose(game, state) -> action`` for the seat deciding in ``state``. A
bot is named by a spec: its name, and for a search bot a budget after a colon, in iterations
(``"ismcts:200"``) or seconds (``"ismcts:0.5s"``).

>>> list(BOTS)
['random', 'greedy', 'ismcts']
>>> make_bot("ismcts:50", seed="7/0").iterations
50
>>> make_bot("smart", seed=1)
Traceback (most recent call last):
...
deltawidgets.core.errors.BadInput: Unknown bot 'smart'; the bots are: random, greedy, ismcts (ismcts:N for N iterations a decision, ismcts:Ns for N seconds).
"""
from deltawidgets.bots.greedy_bot import GreedyBot
from deltawidgets.bots.ismcts import ISMCTSBot
from deltawidgets.bots.random_bot import RandomBot
from deltawidgets.core.errors import BadInput

#: every bot, by name: a class made with ``cls(seed=...)``
BOTS = {cls.name: cls for cls in (RandomBot, GreedyBot, ISMCTSBot)}
#: bots that take a search budget after a colon
BUDGETED = {ISMCTSBot.name}


def make_bot(spec: str, seed=None):
    """A new bot from its spec, seeded (an int or a string) so that its games replay."""
    name, colon, budget = spec.partition(":") if isinstance(spec, str) else (spec, "", "")
    if name not in BOTS or (colon and name not in BUDGETED):
        known = ", ".join(BOTS)
        raise BadInput(f"Unknown bot {spec!r}; the bots are: {known} (ismcts:N for N iterations a decision, "
                       "ismcts:Ns for N seconds).")
    if not colon:
        return BOTS[name](seed=seed)
    try:
        if budget.endswith("s"):
            return BOTS[name](seed=seed, seconds=float(budget[:-1]))
        return BOTS[name](seed=seed, iterations=int(budget))
    except ValueError:
        raise BadInput(f"Bot {spec!r}: the budget after the colon is a whole number of iterations or seconds like 0.5s.") from None


__all__ = ["BOTS", "GreedyBot", "ISMCTSBot", "RandomBot", "make_bot"]
