"""A hint on demand: what the strongest bot would do for the seat to move, from that seat's
knowledge only (issue 24, "A hint on demand").

The search is the ISMCTS bot's, at its hard level, grown in batches so that a page can show it
as it goes and stop it; it is bounded in time as well. It sees only what the deciding seat may
know (every iteration starts from :meth:`~deltawidgets.core.game.Game.determinize` for that
seat) and never plays on the position itself, so asking changes nothing in the match.

>>> from deltawidgets import get_game
>>> g = get_game("deltav"); s = g.setup(g.Params.parse(), 3)
>>> a = Advisor(g, s, seed=1, iterations=60)
>>> while a.step(20): pass
>>> tip = a.advice(); len(tip["choices"]) <= 3, tip["iterations"], tip["done"]
(True, 60, True)
"""

from __future__ import annotations

import time

from deltawidgets.bots import LEVELS
from deltawidgets.bots.ismcts import ISMCTSBot, Search
from deltawidgets.core.game import Game

#: the top choices a hint shows
TOP = 3
#: at most this long a hint searches, in seconds, whatever its iteration budget
SECONDS = 2.0


class Advisor:
    """One hint's search, grown by :meth:`step` until its budget or its time is used."""

    def __init__(self, game: Game, state, seed=0, iterations: int = LEVELS["hard"], seconds: float = SECONDS):
        self.game, self.iterations = game, iterations
        self.deadline = time.perf_counter() + seconds
        self.legal = game.legal_actions(state)
        # the search only reads the position (each iteration plays on a fresh determinization),
        # so asking changes nothing; whoever moves the match on stops the search first
        self.search = Search(ISMCTSBot(seed=seed), game, state)

    @property
    def done(self) -> bool:
        return self.search.iterations >= self.iterations or time.perf_counter() >= self.deadline or len(self.legal) == 1

    def step(self, batch: int = 50) -> bool:
        """Grow the search by up to ``batch`` iterations; True while there is more to do."""
        if not self.done:
            self.search.grow(min(batch, self.iterations - self.search.iterations))
        return not self.done

    def advice(self) -> dict:
        """The top choices so far, each with its position in the legal list and the share of the
        search that went to it, most searched first, and a sentence on the first one's gain."""
        ranked = self.search.ranked()
        if not ranked:  # a single legal choice (or nothing searched yet): it is the advice
            ranked = [(self.legal[0], 1, 0.0)] if len(self.legal) == 1 else []
        total = sum(visits for _, visits, _ in ranked) or 1
        choices = [{"index": self.legal.index(a), "action": a, "share": visits / total, "margin": margin} for a, visits, margin in ranked[:TOP]]
        return {"choices": choices, "iterations": self.search.iterations, "done": self.done}


def why(game: Game, state, tip: dict) -> str:
    """One sentence on the top choice of ``tip`` (:meth:`Advisor.advice`), in the game's words."""
    if not tip["choices"]:
        return "The search has not looked at any choice yet."
    first = tip["choices"][0]
    label = game.label(state, first["action"])
    if tip["iterations"] == 0:
        return f"{label} is the only choice now."
    margin = first["margin"]
    stand = (
        f"ahead of the best other player by {margin:.1f}"
        if margin > 0.05
        else f"behind the best other player by {-margin:.1f}"
        if margin < -0.05
        else "level with the best other player"
    )
    return (
        f"{label}: the search chose it in {first['share']:.0%} of {tip['iterations']} looks ahead, "
        f"and expects you to stand {stand} after it, counting {game.value_words}."
    )
