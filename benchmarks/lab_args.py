"""What the lab's benchmarks share: the target sweep (Delta V, random bots, 2,500 games for each
of four values of ``alien_limit``) as command-line options, so that every script times the same
games unless told otherwise."""

from __future__ import annotations

import argparse

#: the values of alien_limit swept: all the rulebook's five Alien Encounters can reach
GRID = [2, 3, 4, 5]


def sweep_options(doc: str, games: int = 2500) -> argparse.ArgumentParser:
    """A parser with ``--games`` (per value), ``--grid`` (values of alien_limit) and ``--repeat``."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=games, help="games per value of alien_limit")
    ap.add_argument("--grid", type=int, nargs="+", default=GRID, help="values of alien_limit")
    ap.add_argument("--repeat", type=int, default=3, help="timed rounds; medians are reported")
    return ap


#: what the sweep's figures depend on: the lab, Delta V's rules and the random bot
MEASURES = ["deltawidgets/lab/", "deltawidgets/games/deltav/", "deltawidgets/bots/random_bot.py", "deltawidgets/bots/__init__.py", "benchmarks/lab_args.py"]
