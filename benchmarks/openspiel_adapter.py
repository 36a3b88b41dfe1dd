"""What the OpenSpiel adapter costs per decision, against the game protocol it wraps.

For each registered game and player count: uniform-random games played (a) straight through the
protocol (``legal_actions`` + ``apply``), (b) through ``deltawidgets.interop.openspiel`` as
pyspiel states (``legal_actions`` + ``apply_action``: ids, the seats' logs), and (c) the same with
the decider's ``observation_tensor`` read at every decision, as a learning loop would. CPU time
of this process (``time.process_time``). Needs the ``rl`` extra.

    python benchmarks/openspiel_adapter.py --games 20
    python benchmarks/openspiel_adapter.py --games 20 --only vesta

Each game's rows are kept in ``benchmarks/results/openspiel_adapter_<game>.json`` (``results_io``).
"""

from __future__ import annotations

import argparse
import random
import time

import pandas as pd
from tqdm.auto import tqdm

from deltawidgets.games import GAMES
from deltawidgets.interop import player_counts
from deltawidgets.interop.openspiel import load_game
from results_io import ENGINE, Run  # beside this script

INTEROP = ["deltawidgets/interop/__init__.py", "deltawidgets/interop/openspiel.py", "deltawidgets/core/actionspace.py", "deltawidgets/core/encoding.py"]


def protocol_us(game, params, seeds) -> tuple[float, int]:
    rng, decisions, spent = random.Random(0), 0, 0.0
    for seed in seeds:
        state = game.setup(params, seed)
        t = time.process_time()
        while not game.is_over(state):
            game.apply(state, rng.choice(game.legal_actions(state)))
            decisions += 1
        spent += time.process_time() - t
    return spent / decisions * 1e6, decisions


def adapter_us(ospiel, seeds, observe: bool) -> float:
    rng, decisions, spent = random.Random(0), 0, 0.0
    for seed in seeds:
        state = ospiel.new_initial_state()
        state.apply_action(seed)
        t = time.process_time()
        while not state.is_terminal():
            if observe:
                state.observation_tensor(state.current_player())
            state.apply_action(rng.choice(state.legal_actions()))
            decisions += 1
        spent += time.process_time() - t
    return spent / decisions * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--only", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    args = ap.parse_args()
    rows, left_out = [], {}
    for name in tqdm(args.only or list(GAMES), desc="games"):
        game = GAMES[name]
        run = Run(f"openspiel_adapter_{name}", measures=[f"deltawidgets/games/{name}/", *INTEROP, *ENGINE])
        mine = []
        for n in player_counts(game):
            params = game.Params.parse({"players": n})
            try:
                ospiel = load_game(name, players=n)
            except NotImplementedError as why:
                left_out[name] = str(why)
                continue
            seeds = range(1, args.games + 1)
            raw, decisions = protocol_us(game, params, seeds)
            play = adapter_us(ospiel, seeds, observe=False)
            seen = adapter_us(ospiel, seeds, observe=True)
            mine.append(
                {
                    "game": f"{game.title}, {n} players",
                    "decisions per game": round(decisions / args.games),
                    "protocol µs": round(raw, 1),
                    "adapter µs": round(play, 1),
                    "× protocol": round(play / raw, 1),
                    "adapter + observation µs": round(seen),
                }
            )
        rows += mine
        run.save(inputs={"games": args.games, "game": name}, figures=mine)
    table = pd.DataFrame(rows)
    print("| " + " | ".join(table.columns) + " |")
    print("|" + "---|" * len(table.columns))
    for row in table.itertuples(index=False):
        print("| " + " | ".join(str(x) for x in row) + " |")
    for name, why in left_out.items():
        print(f"{name}: left out ({why})")


if __name__ == "__main__":
    main()
