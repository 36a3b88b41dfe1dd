"""The ladder's rating fit (``benchmarks/ladder.py``, issues 23 and 34: ratings with intervals
from a round robin at two, three and four players), checked on results worked out by hand; the
round robin itself is the lab's ``simulate``, tested in tests/lab/test_lab.py."""

from __future__ import annotations

import importlib.util
import math
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))  # ladder.py imports results_io beside it
_spec = importlib.util.spec_from_file_location("ladder", ROOT / "benchmarks" / "ladder.py")
ladder = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ladder)


def duel(first: str, second: str, first_points: float):
    """A two-player game as the round robin records it: the bots by seat, each seat's share."""
    return (first, second), (first_points, 1 - first_points)


def test_two_bots_rate_by_the_log_odds_of_their_score_with_the_virtual_draw():
    """Eight games, four with each first, the stronger winning three of each four. With one
    virtual draw the score is 6.5 to 2.5, so the gap is ln(6.5 / 2.5) on the log-odds scale,
    times 400 / ln 10 in Elo, and the second seat's term is 0."""
    games = [duel("a", "b", 1.0)] * 3 + [duel("a", "b", 0.0)] + [duel("b", "a", 0.0)] * 3 + [duel("b", "a", 1.0)]
    f = ladder.fit(["a", "b"], games)
    gap = f["ratings"]["b"]["elo"] - f["ratings"]["a"]["elo"]
    assert f["ratings"]["a"]["elo"] == 0.0
    assert gap == pytest.approx(-math.log(6.5 / 2.5) * ladder.ELO, abs=0.5)
    assert f["seats"][0]["seat"] == 2 and f["seats"][0]["elo"] == pytest.approx(0.0, abs=0.5)
    lo, hi = f["ratings"]["b"]["lo"], f["ratings"]["b"]["hi"]
    assert lo < f["ratings"]["b"]["elo"] < hi and hi - lo > 100  # nine games say little
    # the Wald interval of a binomial log-odds: 1 / (n p (1 - p)) with n = 9, p = 6.5 / 9
    se = math.sqrt(1 / (9 * (6.5 / 9) * (2.5 / 9))) * ladder.ELO
    assert hi - lo == pytest.approx(2 * ladder.Z95 * se, rel=0.02)
    assert f["ratings"]["a"]["score"] == 0.75 and f["ratings"]["a"]["games"] == 8


def test_the_first_seat_edge_is_told_apart_from_the_bots():
    """Each bot wins every game it plays first: the bots are even, and the edge is the first seat's."""
    games = [duel("a", "b", 1.0)] * 5 + [duel("b", "a", 1.0)] * 5
    f = ladder.fit(["a", "b"], games)
    assert f["ratings"]["b"]["elo"] == pytest.approx(0.0, abs=0.5)
    assert f["seats"][0]["hi"] < 0  # the second seat's term: below the first's


def test_a_chain_of_bots_keeps_its_order_and_stays_finite():
    """a < b < c, each beating the one below every time: finite ratings (the virtual draws), in order."""
    games = []
    for weak, strong in (("a", "b"), ("b", "c"), ("a", "c")):
        games += [duel(weak, strong, 0.0), duel(strong, weak, 1.0)] * 3
    f = ladder.fit(["a", "b", "c"], games)
    r = {b: f["ratings"][b]["elo"] for b in "abc"}
    assert r["a"] < r["b"] < r["c"] and all(math.isfinite(v) for v in r.values())


def test_with_three_seats_a_bot_that_wins_half_its_games_against_two_rates_at_the_log_of_two():
    """Issue 34, the ladder at three players: one "a" against two "b", a in each seat in turn,
    winning half the games (the two b seats share the other half). Under the model a's seat wins
    with probability e^r / (e^r + 2) = 1/2, so r = ln 2 on the log-odds scale."""
    games = []
    for seat in range(3):
        lineup = tuple("a" if s == seat else "b" for s in range(3))
        won_a = tuple(1.0 if s == seat else 0.0 for s in range(3))
        won_b = tuple(0.0 if s == seat else 0.5 for s in range(3))
        games += [(lineup, won_a), (lineup, won_b)] * 20
    f = ladder.fit(["b", "a"], games)
    # the virtual draws pull a little toward 0; forty games a seating keep it small
    assert f["ratings"]["a"]["elo"] == pytest.approx(math.log(2) * ladder.ELO, rel=0.05)
    assert all(abs(s["elo"]) < 1 for s in f["seats"])


def test_seatings_give_every_seat_to_each_bot_equally():
    """Issue 34: at n players each pair plays every seating in which both bots sit, so each bot
    holds each seat equally often."""
    for n in (2, 3, 4):
        lineups = ladder.seatings("x", "y", n)
        assert len(set(lineups)) == 2**n - 2
        for seat in range(n):
            assert sum(lu[seat] == "x" for lu in lineups) == sum(lu[seat] == "y" for lu in lineups)


def test_the_default_bot_is_judged_against_the_goal_and_its_gap_to_the_strongest_has_an_interval():
    """Issue 34: the ladder says whether the default bot is 200 Elo above random (lower end 100)
    and how far it is below the strongest other bot, with the interval of the difference."""
    games = []
    for weak, strong, n in (("r", "d", 12), ("d", "s", 12), ("r", "s", 12)):
        games += [duel(weak, strong, 0.0), duel(strong, weak, 1.0)] * (n // 2) + [duel(weak, strong, 1.0)]
    bots = ["r", "d", "s"]
    f = ladder.fit(bots, games)
    s = ladder.summary(bots, f, "d")
    assert s["strongest"] == "s" and s["above_random"]["elo"] == f["ratings"]["d"]["elo"]
    assert ladder.summary(bots, f, "s")["strongest"] == "d"  # the strongest other bot, for a default on top
    assert s["goal_met"] == (s["above_random"]["elo"] >= 200 and s["above_random"]["lo"] >= 100)
    gap = s["below_strongest"]
    assert gap["lo"] < gap["elo"] < gap["hi"] and gap["elo"] == pytest.approx(f["ratings"]["s"]["elo"] - f["ratings"]["d"]["elo"], abs=0.2)
