"""Per-decision cost (legal enumeration + apply) and random games per second, on one core.

Compares each deltawidgets game with OpenSpiel's C++ chess driven from the same Python loop
in the same run (``pip install open_spiel``; skipped with a note if it is missing). Times are
CPU time of this process (``time.process_time``), so other work on the machine disturbs them less.
The speed of a shared virtual machine's cores drifts within one run (chess read 8.4 to 13.1 µs a
decision in five runs of one quiet minute; one stop's Delta read 0.86x chess at four players and
an hour later, on the same code, 1.18x), so each engine and player count is timed in ``--rounds``
rounds that alternate with chess, and ``x_chess`` divides the engine's fastest round by chess's
fastest round among those around it: other work on the machine only ever adds time, so the
fastest of several short rounds is the reading least disturbed by it.

    python benchmarks/decisions.py            # table
    python benchmarks/decisions.py --json     # one JSON object
    python benchmarks/decisions.py --only vesta   # chess and one game

Each game's rows, with the chess rows timed beside them, are kept in
``benchmarks/results/decisions_<game>.json`` (``results_io``).
"""

from __future__ import annotations

import argparse
import json
import random
import time

import pandas as pd

from deltawidgets.games import GAMES
from results_io import ENGINE, Run  # beside this script


def drive(new_state, legal, apply, is_over, games: int, seed: int) -> tuple[float, int, float]:
    """Play ``games`` uniform-random games; returns (µs per decision, decisions, games per second)."""
    rng = random.Random(seed)
    warm = new_state(seed - 1)  # one untimed game: one-time costs (tables, specialisation) stay out
    while not is_over(warm):
        apply(warm, rng.choice(legal(warm)))
    decisions = 0
    spent = 0.0
    for g in range(games):
        state = new_state(seed + g)
        t = time.process_time()
        while not is_over(state):
            apply(state, rng.choice(legal(state)))
            decisions += 1
        spent += time.process_time() - t
    return spent / decisions * 1e6, decisions, games / spent


def bench_game(name: str, players: int, games: int, seed: int) -> dict:
    game = GAMES[name]
    params = game.Params.parse({"players": players})
    us, n, gps = drive(lambda s: game.setup(params, s), game.legal_actions, game.apply, game.is_over, games, seed)
    return {"engine": f"{name} ({players}p)", "us_per_decision": round(us, 2), "decisions_per_game": round(n / games, 1), "games_per_second": round(gps, 1)}


def bench_openspiel_chess(games: int, seed: int) -> dict | None:
    try:
        import pyspiel
    except ImportError:
        return None
    chess = pyspiel.load_game("chess")
    us, n, gps = drive(lambda s: chess.new_initial_state(), lambda s: s.legal_actions(), lambda s, a: s.apply_action(a), lambda s: s.is_terminal(), games, seed)
    return {"engine": "OpenSpiel chess (C++)", "us_per_decision": round(us, 2), "decisions_per_game": round(n / games, 1), "games_per_second": round(gps, 1)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=5, help="rounds per engine and player count, alternating with chess; the fastest counts")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--only", choices=sorted(GAMES), action="append", help="measure only this game (repeatable)")
    args = ap.parse_args()
    rows = []
    chess_games = max(20, args.games // 10)
    chess = bench_openspiel_chess(chess_games, args.seed)
    if chess:
        rows.append({**chess, "chess_us": chess["us_per_decision"]})
    for name in args.only or GAMES:
        run = Run(f"decisions_{name}", measures=[f"deltawidgets/games/{name}/", *ENGINE])
        lo, hi = _players(name)
        mine = []
        for p in range(lo, hi + 1):
            # rounds alternate with chess (the last chess round before them counts too): the
            # fastest of each is compared
            rounds, chess_rounds = [], [chess["us_per_decision"]] if chess else []
            for _ in range(args.rounds):
                rounds.append(bench_game(name, p, args.games, args.seed))
                if chess:
                    chess = bench_openspiel_chess(chess_games, args.seed)
                    chess_rounds.append(chess["us_per_decision"])
            row = min(rounds, key=lambda r: r["us_per_decision"])
            row["us_rounds"] = [r["us_per_decision"] for r in rounds]
            if chess:
                row["chess_us"] = min(chess_rounds)
                row["chess_rounds"] = chess_rounds
                row["x_chess"] = round(row["us_per_decision"] / row["chess_us"], 2)
            row["players"] = p
            mine.append(row)
        rows += mine
        run.save(inputs={"games": args.games, "rounds": args.rounds, "chess_games": chess_games if chess else 0, "seed": args.seed, "game": name}, figures=mine)
    df = pd.DataFrame(rows).set_index("engine")
    if chess:
        df["x_chess"] = (df["us_per_decision"] / df["chess_us"]).round(2)
    if args.json:
        print(json.dumps(df.reset_index().to_dict(orient="records")))
    else:
        print(df.to_string())


def _players(name: str) -> tuple[int, int]:
    field = GAMES[name].Params.model_fields["players"]
    lo = next(m.ge for m in field.metadata if getattr(m, "ge", None) is not None)
    hi = next(m.le for m in field.metadata if getattr(m, "le", None) is not None)
    return lo, hi


if __name__ == "__main__":
    main()
