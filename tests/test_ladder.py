"""The ladder's rating fit (``benchmarks/ladder.py``, issue 23: ratings with intervals from a
round robin), checked on results worked out by hand; the round robin itself is the lab's
``simulate``, tested in tests/test_lab.py."""

from __future__ import annotations

import importlib.util
import math
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))  # ladder.py imports results_io beside it
_spec = importlib.util.spec_from_file_location("ladder", ROOT / "benchmarks" / "ladder.py")
ladder = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ladder)


def test_two_bots_rate_by_the_log_odds_of_their_score_with_the_virtual_draw():
    """Eight games, four with each first, the stronger winning three of each four. With one
    virtual draw the score is 6.5 to 2.5, so the gap is ln(6.5 / 2.5) on the log-odds scale,
    times 400 / ln 10 in Elo, and the first seat's edge is 0."""
    games = [("a", "b", 1.0)] * 3 + [("a", "b", 0.0)] + [("b", "a", 0.0)] * 3 + [("b", "a", 1.0)]
    f = ladder.fit(["a", "b"], games)
    gap = f["ratings"]["b"]["elo"] - f["ratings"]["a"]["elo"]
    assert f["ratings"]["a"]["elo"] == 0.0
    assert gap == pytest.approx(-math.log(6.5 / 2.5) * ladder.ELO, abs=0.2)
    assert f["first_seat_edge"]["elo"] == pytest.approx(0.0, abs=0.2)
    lo, hi = f["ratings"]["b"]["lo"], f["ratings"]["b"]["hi"]
    assert lo < f["ratings"]["b"]["elo"] < hi and hi - lo > 100  # nine games say little
    assert f["ratings"]["a"]["score"] == 0.75 and f["ratings"]["a"]["games"] == 8


def test_the_first_seat_edge_is_told_apart_from_the_bots():
    """Each bot wins every game it plays first: the bots are even, and the edge is the first seat's."""
    games = [("a", "b", 1.0)] * 5 + [("b", "a", 1.0)] * 5
    f = ladder.fit(["a", "b"], games)
    assert f["ratings"]["b"]["elo"] == pytest.approx(0.0, abs=0.5)
    assert f["first_seat_edge"]["lo"] > 0


def test_a_chain_of_bots_keeps_its_order_and_stays_finite():
    """a < b < c, each beating the one below every time: finite ratings (the virtual draws), in order."""
    games = []
    for weak, strong in (("a", "b"), ("b", "c"), ("a", "c")):
        games += [(weak, strong, 0.0), (strong, weak, 1.0)] * 3
    f = ladder.fit(["a", "b", "c"], games)
    r = {b: f["ratings"][b]["elo"] for b in "abc"}
    assert r["a"] < r["b"] < r["c"] and all(math.isfinite(v) for v in r.values())
