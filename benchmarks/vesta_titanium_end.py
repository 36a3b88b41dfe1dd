"""How Vesta Gold Rush games end when the prospectors mine (docs/rulings/vesta_gold_rush.md,
ruling "titanium gone").

The random bot rarely mines, so its games never empty the titanium pile. This plays the same
random bot with a prospector's rule of thumb on top, for this experiment only: mine whenever
standing on an asteroid with symbols, use the Magnetic Lasso when it can, move onto an asteroid
with symbols when one is in reach, and never end an action phase in the exit column (where the
push would force the prospector out). Every other choice stays random, trading included.

    python benchmarks/vesta_titanium_end.py --players 2 --games 300
    python benchmarks/vesta_titanium_end.py --players 2 --option titanium_tiles='"reshuffled"' --option round_limit=500
    python benchmarks/vesta_titanium_end.py --table --games 300   # the ruling's table: every case of CASES

``--table`` keeps its figures in ``benchmarks/results/vesta_titanium_end.json`` (``results_io``),
which docs/rulings/vesta_gold_rush.md's table is generated from.
"""

from __future__ import annotations

import argparse
import json

from deltawidgets.games.vesta import rules
from deltawidgets.games.vesta.components import GOLD, TITANIUM, VestaParams
from deltawidgets.sim.simulate import simulate
from results_io import ENGINE, Run  # beside this script

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


def _three_symbol_titanium() -> dict:
    """The default tiles with every titanium asteroid given three symbols instead of two."""
    tiles = dict(VestaParams().tiles)
    titanium = sum(n for face, n in tiles.items() if face.startswith("titanium"))
    return {**{f: n for f, n in tiles.items() if not f.startswith("titanium")}, "titanium:3": titanium}


#: the ruling's question, case by case: (label, rule options, player counts)
CASES = [
    ('default (`titanium_tiles` = `"spent"`)', {}, [2, 3, 4, 5, 6]),
    ("default, titanium asteroids with 3 symbols (`tiles`)", {"tiles": _three_symbol_titanium()}, [2, 6]),
    ('`titanium_tiles` = `"reshuffled"`, `round_limit` = 500', {"titanium_tiles": "reshuffled", "round_limit": 500}, [2, 4, 6]),
]


def ends_of(players: int, games: int, seed: int, params: dict) -> dict:
    df = simulate("vesta", games=games, players=players, seed=seed, params=params, progress=False)
    ends = {k: int(v) for k, v in df["end"].value_counts().to_dict().items()}
    return {
        "players": players,
        "games": games,
        "options": params,
        "ends": ends,
        "printed_end_share": round(ends.get("titanium_out", 0) / games, 3),
        "median_decisions": float(df["decisions"].median()),
    }


def table(games: int, seed: int) -> None:
    run = Run("vesta_titanium_end", measures=["deltawidgets/games/vesta/", "deltawidgets/sim/", *ENGINE])
    figures = []
    for label, params, counts in CASES:
        rows = [ends_of(n, games, seed, params) for n in counts]
        figures.append({"label": label, "rows": rows})
        print(label, [r["printed_end_share"] for r in rows], flush=True)
    run.save(inputs={"games": games, "seed": seed, "cases": [[label, params, counts] for label, params, counts in CASES]}, figures=figures)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--option", action="append", default=[], help="a rule option as key=JSON")
    ap.add_argument("--table", action="store_true", help="play every case of the ruling's table and keep the figures")
    args = ap.parse_args()
    rules.bot_choices = prospector  # the game object asks this module for the bot's choices
    if args.table:
        table(args.games, args.seed)
        return
    params = {k: json.loads(v) for k, v in (o.split("=", 1) for o in args.option)}
    print(json.dumps(ends_of(args.players, args.games, args.seed, params)))


if __name__ == "__main__":
    main()
