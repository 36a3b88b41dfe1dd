"""How fast undo, redo and going to any step are on a long match (event-sourced, with checkpoints).

    python benchmarks/timeline.py --decisions 500

Kept in ``benchmarks/results/timeline_<game>.json`` (``results_io``).
"""

from __future__ import annotations

import argparse
import random
import time

import pandas as pd

from deltawidgets import Match, get_game
from deltawidgets.bots import RandomBot
from results_io import ENGINE, Run  # beside this script

#: what a jump may cost at most, so that a click on the timeline feels immediate (this budget was
#: a test's wall-clock assertion; a test now counts the replayed steps instead)
BUDGET_MS = 50


def long_match(game_name: str, players: int, decisions: int, seed: int) -> Match:
    """A random-bot match of at least ``decisions`` steps (several seeds tried if games end early)."""
    for s in range(seed, seed + 1000):
        m = Match(get_game(game_name), {"players": players}, seed=s)
        bot = RandomBot(s)
        while not m.is_over() and m.length < decisions:
            m.act(bot.choose(m.game, m.state))
        if m.length >= decisions:
            return m
    raise RuntimeError(f"no game of {decisions} decisions found")


def timings(m: Match, jumps: int, seed: int) -> pd.DataFrame:
    rng = random.Random(seed)
    rows = []
    for _ in range(jumps):
        target = rng.randrange(m.length + 1)
        t = time.perf_counter()
        m.goto(target)
        rows.append({"op": "goto any step", "ms": (time.perf_counter() - t) * 1e3})
        if m.cursor:
            t = time.perf_counter()
            m.undo()
            rows.append({"op": "undo", "ms": (time.perf_counter() - t) * 1e3})
            t = time.perf_counter()
            m.redo()
            rows.append({"op": "redo", "ms": (time.perf_counter() - t) * 1e3})
    return pd.DataFrame(rows)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default="deltav")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--decisions", type=int, default=500)
    ap.add_argument("--jumps", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    run = Run(f"timeline_{args.game}", measures=["deltawidgets/core/match.py", "deltawidgets/bots/random_bot.py", f"deltawidgets/games/{args.game}/", *ENGINE])
    m = long_match(args.game, args.players, args.decisions, args.seed)
    df = timings(m, args.jumps, args.seed)
    table = df.groupby("op")["ms"].describe(percentiles=[0.5, 0.95])[["count", "50%", "95%", "max"]]
    print(f"{args.game}, {args.players} players, match of {m.length} decisions, checkpoint every {m.checkpoint_every}")
    print(table.round(3).to_string())
    slowest = df.loc[df["op"] == "goto any step", "ms"].max()
    verdict = "within" if slowest < BUDGET_MS else "OVER"
    print(f"slowest goto: {slowest:.3f} ms, {verdict} the {BUDGET_MS} ms a click can spend on it")
    figures = {
        op: {"count": int(r["count"]), "median_ms": round(float(r["50%"]), 4), "p95_ms": round(float(r["95%"]), 4), "max_ms": round(float(r["max"]), 4)}
        for op, r in table.iterrows()
    }
    run.save(inputs={**vars(args), "match_length": m.length, "checkpoint_every": m.checkpoint_every, "budget_ms": BUDGET_MS}, figures=figures)


if __name__ == "__main__":
    main()
