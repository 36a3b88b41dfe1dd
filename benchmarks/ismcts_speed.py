"""How long the ISMCTS bot takes to decide, in every registered game: two-player games of ISMCTS
against the greedy bot, each ISMCTS decision with a real choice (two or more legal actions)
timed in CPU time of this process (the machine is shared: CPU time is what one core spends,
whatever else runs), and in wall time for comparison. Issue 23's goal: at the default budget, a median of at most 15 ms of CPU
a decision and at most 50 ms. A person's opponent is timed too: the widget's hardest level
(``ismcts:hard``), in wall time, over ``--hard-games`` games (its goal: within a second).

    python benchmarks/ismcts_speed.py                     # default budget, 3 games a game
    python benchmarks/ismcts_speed.py --budget 400 --games 2 --only delta
    python benchmarks/ismcts_speed.py --json

Each game's row is kept in ``benchmarks/results/ismcts_speed_<game>.json`` (``results_io``).
"""

from __future__ import annotations

import argparse
import statistics
import time

import pandas as pd
from tqdm.auto import tqdm

from deltawidgets.bots import make_bot
from deltawidgets.games import GAMES, get_game
from results_io import ENGINE, Run  # beside this script


def timed_game(name: str, spec: str, seed: int, seat: int) -> list[tuple[float, float, int, int]]:
    """(CPU seconds, wall seconds, iterations grown, iterations found in a kept tree) of each
    ISMCTS decision with a choice in one game."""
    game = get_game(name)
    state = game.setup(game.Params.parse({"players": 2}), seed)
    bots = [make_bot("greedy", seed=f"{seed}/{p}") for p in range(2)]
    bots[seat] = make_bot(spec, seed=f"{seed}/{seat}")
    out = []
    while (d := game.decision(state)) is not None:
        bot = bots[d.player]
        if d.player == seat and len(game.legal_actions(state)) > 1:
            cpu, wall = time.process_time(), time.perf_counter()
            action = bot.choose(game, state)
            out.append((time.process_time() - cpu, time.perf_counter() - wall, bot.last_iterations, bot.last_kept))
        else:
            action = bot.choose(game, state)
        game.apply(state, action)
    return out


def measure(spec: str, games: int, seed: int, only=None, hard_games: int = 1) -> pd.DataFrame:
    rows = []
    for name in tqdm(only or list(GAMES), desc="games"):
        run = Run(f"ismcts_speed_{name}", measures=["deltawidgets/bots/", f"deltawidgets/games/{name}/", *ENGINE])
        times = []
        for i in range(games):
            times += timed_game(name, spec, seed + i, i % 2)
        cpu = [t[0] for t in times]
        median = statistics.median(cpu)
        wall = [t[1] for t in times]
        hard = [t[1] for i in range(hard_games) for t in timed_game(name, "ismcts:hard", seed + i, i % 2)]
        rows.append(
            {
                "game": name,
                "bot": spec,
                "decisions": len(times),
                "cpu_ms_median": round(1000 * median, 1),
                "cpu_ms_mean": round(1000 * sum(cpu) / len(cpu), 1),
                "cpu_ms_max": round(1000 * max(cpu), 1),
                "wall_ms_mean": round(1000 * sum(wall) / len(wall), 1),
                "wall_ms_max": round(1000 * max(wall), 1),
                # the search's own economies (issue 23): iterations grown a decision, and the
                # share of decisions that began from a tree kept from the seat's decision before
                "iterations_mean": round(statistics.mean(t[2] for t in times), 1),
                "kept_share": round(sum(t[3] > 0 for t in times) / len(times), 3),
                "kept_mean": round(statistics.mean(t[3] for t in times), 1),
                "target_met": 1000 * median <= 15 and 1000 * max(cpu) <= 50,
                "hard_decisions": len(hard),
                "hard_wall_ms_median": round(1000 * statistics.median(hard), 1),
                "hard_wall_ms_max": round(1000 * max(hard), 1),
            }
        )
        run.save(inputs={"bot": spec, "games": games, "hard_games": hard_games, "seed": seed, "game": name}, figures=rows[-1])
    return pd.DataFrame(rows)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--budget", default=None, help="ISMCTS iterations a decision (or e.g. 0.5s); default: the bot's own")
    ap.add_argument("--games", type=int, default=3, help="games a game (ISMCTS seated first and second in turn)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--only", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    ap.add_argument("--hard-games", type=int, default=1, help="games with ismcts:hard timed (the widget's hardest level)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    spec = f"ismcts:{args.budget}" if args.budget else "ismcts"
    df = measure(spec, args.games, args.seed, args.only, args.hard_games)
    print(df.to_json(orient="records") if args.json else df.to_string(index=False))


if __name__ == "__main__":
    main()
