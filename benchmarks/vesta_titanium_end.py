"""How Vesta Gold Rush games end when the prospectors mine (docs/rulings/vesta_gold_rush.md,
ruling "titanium gone").

The random bot rarely mines, so its games never empty the titanium pile. This plays the same
random bot with a prospector's rule of thumb on top, for this experiment only: mine whenever
standing on an asteroid with symbols, use the Magnetic Lasso when it can, move onto an asteroid
with symbols when one is in reach, and never end an action phase in the exit column (where the
push would force the prospector out). Every other choice stays random, trading included.

    python benchmarks/vesta_titanium_end.py --players 2 --games 300
    python benchmarks/vesta_titanium_end.py --players 2 --option titanium_tiles='"reshuffled"' --option round_limit=500
"""
from __future__ import annotations

import argparse
import json

from deltawidgets.games.vesta import rules
from deltawidgets.games.vesta.components import GOLD, TITANIUM
from deltawidgets.sim.simulate import simulate

MINE = ("mine",)
trading_rule = rules.bot_choices  # the game's own rule of thumb (offers), kept for other steps


def prospector(s, actions: list) -> list:
    """The choices a miner keeps in an action phase; any other step goes to the usual rule."""
    if s.phase != "act":
        return trading_rule(s, actions)
    at, b = s.pos[s.current], s.belt
    leaving = set(b.exit)  # the push takes this column out at the end of the game turn
    if at not in leaving:
        if MINE in actions:
            return [MINE]
        lasso = [a for a in actions if a[0] == "lasso"]
        if lasso:
            return lasso
    moves = [a for a in actions if a[0] in ("move", "moped") and a[1] not in leaving]
    rich = [a for a in moves if s.up[a[1]] and GOLD <= s.tile[a[1]] >> 3 <= TITANIUM]
    if rich:
        return rich
    if at in leaving:
        return moves or actions
    if at == b.start:  # 2.6.1: out into the field
        return [a for a in actions if a[0] in ("move", "moped", "scan")] or actions
    return actions



def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--option", action="append", default=[], help="a rule option as key=JSON")
    args = ap.parse_args()
    params = {k: json.loads(v) for k, v in (o.split("=", 1) for o in args.option)}
    rules.bot_choices = prospector  # the game object asks this module for the bot's choices
    df = simulate("vesta", games=args.games, players=args.players, seed=args.seed, params=params, progress=False)
    ends = df["end"].value_counts().to_dict()
    print(json.dumps({"players": args.players, "games": args.games, "options": params, "ends": ends,
                      "printed_end_share": round(ends.get("titanium_out", 0) / args.games, 3),
                      "median_decisions": float(df["decisions"].median())}))


if __name__ == "__main__":
    main()
