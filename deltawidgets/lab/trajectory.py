"""A game's course, told from its standings: who led, by how much, and when its winner could be
told. The lab's one-game play (:mod:`deltawidgets.lab.play`) follows every game with a
:class:`Trace` and keeps its standings in the game's row; the lab's metrics
(:mod:`deltawidgets.lab.metrics`) turn them and the winners into the four measures below
(``docs/metrics.md`` defines them and says where each comes from).

A *turn* is a run of decisions by one seat (as Ludii counts turns), a *round* as many turns as
there are seats. The standings are the seats' scores (:meth:`~deltawidgets.core.game.Game.scores`,
the running score a table watches), taken at the start of every round and once more at the end.
Scores rather than :meth:`~deltawidgets.core.game.Game.value`, whose estimates of what the end
would add cost up to twenty times as much (Delta's End Game Scoring); rounds rather than turns, so
that a random-bot sweep pays a few per cent for them, not a tenth. A long game keeps at most
:data:`MAX_SAMPLES` of them, evenly spaced (every second round, then every fourth...), so a row's
cost is bounded.

In the measures, ``samples`` holds those standings, one list of scores (a score a seat) each, the
last one taken at the end; at the end the outcome counts, so the winners lead there whatever the
scores say (a tie-break decided).

>>> samples = [[0, 0], [2, 1], [2, 5], [7, 5], [9, 6]]  # Player 1 leads, falls 3 behind, wins
>>> lead_changes(samples, [0]), drama(samples, [0]), known_at(samples, [0]), decided_at(samples, [0])
(2, 3.0, 0.75, 0.75)
"""

from __future__ import annotations

import math

#: the most standings a game keeps before the end's (even, so that halving keeps the first and the last)
MAX_SAMPLES = 32


class Trace:
    """The standings of one game as it is played. The player counts turns and calls :meth:`take`
    at the start of the turn it last returned (the first is turn 0), and :meth:`end` once the
    game is over; ``samples`` then holds the standings.

    >>> from deltawidgets import get_game
    >>> g = get_game("deltav"); s = g.setup(g.Params.parse({"players": 2}), 1)
    >>> t = Trace(g, s)
    >>> t.take(s, 0), t.take(s, 2)  # a round is two turns: the next standings at turns 2 and 4
    (2, 4)
    >>> t.end(s); t.samples
    [[0, 0], [0, 0], [0, 0]]
    """

    __slots__ = ("scores", "every", "samples")

    def __init__(self, game, state):
        self.scores = game.scores
        self.every = game.num_players(state)  # turns between two kept standings: a round, doubled as they are thinned
        self.samples: list[list[float]] = []

    def take(self, state, turn: int) -> int:
        """Keep the standings at the start of ``turn``; the turn at which to take the next."""
        self.samples.append(self.scores(state))
        if len(self.samples) > MAX_SAMPLES:
            del self.samples[1::2]  # every second one, from the first: still evenly spaced
            self.every *= 2
        return turn + self.every

    def end(self, state) -> None:
        """The game is over in ``state``: its final standings close the trace."""
        self.samples.append(self.scores(state))


def course(samples: list[list[float]], winners: list[int]) -> dict:
    """The four measures of a game's course, as a row of the lab's table holds them: what
    :func:`lead_changes`, :func:`drama`, :func:`decided_at` and :func:`known_at` say (those
    define them; ``tests/test_lab_metrics.py`` holds this to them), in one pass over the
    standings, since the metrics work it out for every game of a table.

    >>> course([[0, 0], [1, 3], [4, 3]], [0])
    {'lead_changes': 1, 'drama': 2.0, 'decided_at': 1.0, 'known_at': 1.0}
    """
    if len(samples) < 2 or not winners:
        return {"lead_changes": lead_changes(samples, winners), "drama": math.nan, "decided_at": math.nan, "known_at": math.nan}
    last = len(samples) - 1
    won = set(winners)
    alone = winners[0] if len(winners) == 1 else None
    changes, before, deficit, unknown = 0, None, -math.inf, -1
    for t in range(last):
        row = samples[t]
        top = max(row)
        mine = row[alone] if alone is not None else sum(row[w] for w in winners) / len(winners)
        deficit = max(deficit, top - mine)
        tied = row.count(top)
        if tied == 1:
            now = row.index(top)
            if before is not None and now != before:
                changes += 1
            before = now
            if now != alone:
                unknown = t
        elif tied != len(won) or any(row[w] != top for w in winners):
            unknown = t
    if alone is not None and before is not None and alone != before:
        changes += 1  # the end's outcome passes the lead to the winner
    losers = [s for s in range(len(samples[0])) if s not in won]
    if losers:
        bar = max(row[s] for row in samples for s in losers)
        first = next((t for t, row in enumerate(samples) if any(row[w] > bar for w in winners)), last)
        decided = first / last
    else:
        decided = math.nan
    return {"lead_changes": changes, "drama": float(deficit), "decided_at": decided, "known_at": (unknown + 1) / last}


def leaders(samples: list[list[float]], winners: list[int]) -> list[set[int]]:
    """The seats in the lead at each sample: the highest scores, and at the end the winners.

    >>> leaders([[1, 1], [2, 1], [2, 3]], [0])
    [{0, 1}, {0}, {0}]
    """
    out = []
    for row in samples[:-1]:
        top = max(row)
        out.append({s for s, v in enumerate(row) if v == top})
    return [*out, set(winners)] if samples else []


def lead_changes(samples: list[list[float]], winners: list[int]) -> int | None:
    """How often the lead passed from one seat to another: a seat leads alone where its
    predecessor in the lead did (a tie for the lead passes nothing; the first leader is no
    change). None for a game with no standings.

    >>> lead_changes([[0, 0], [1, 0], [1, 1], [1, 2], [3, 2]], [0])  # Player 1, then 2, then 1
    2
    """
    if not samples:
        return None
    changes, before = 0, None
    for lead in leaders(samples, winners):
        if len(lead) == 1:
            (now,) = lead
            changes += before is not None and now != before
            before = now
    return changes


def drama(samples: list[list[float]], winners: list[int]) -> float:
    """How far behind the eventual winner fell: the largest gap, over the game, between the
    leader's score and the winner's (the winners' mean, for a shared win), in points. 0 for a
    winner who never trailed; NaN for a game without winners or standings.

    >>> drama([[0, 0], [1, 4], [6, 4]], [0])
    3.0
    """
    if not winners or len(samples) < 2:
        return math.nan
    return float(max(max(row) - sum(row[w] for w in winners) / len(winners) for row in samples[:-1]))


def known_at(samples: list[list[float]], winners: list[int]) -> float:
    """How late the winner can be told (uncertainty): the share of the game, in samples, played
    before the winners lead (alone, or tied among themselves) through to the end; 0 when they
    led from the start, 1 when only the end told. NaN for a game without winners or standings.

    >>> known_at([[0, 0], [1, 0], [0, 1], [2, 1], [3, 1]], [0])  # trails at the third sample, leads from the fourth
    0.75
    """
    if not winners or len(samples) < 2:
        return math.nan
    others = [t for t, lead in enumerate(leaders(samples, winners)) if lead != set(winners)]
    return (others[-1] + 1) / (len(samples) - 1) if others else 0.0


def decided_at(samples: list[list[float]], winners: list[int]) -> float:
    """When the game was decided (decisiveness, after Ludii's): the share of the game, in
    samples, played before a winner's score first exceeded the most any loser reaches in the
    whole game; 1 when no winner's score ever did (a tie-break decided). NaN when every seat
    won (no loser) or there are no standings.

    >>> decided_at([[0, 0], [3, 1], [3, 2], [4, 2]], [0])  # the loser reaches 2 at most: passed at once
    0.3333333333333333
    """
    losers = [s for s in range(len(samples[0])) if s not in winners] if samples else []
    if not winners or not losers or len(samples) < 2:
        return math.nan
    bar = max(row[s] for row in samples for s in losers)
    first = next((t for t, row in enumerate(samples) if any(row[w] > bar for w in winners)), len(samples) - 1)
    return first / (len(samples) - 1)
