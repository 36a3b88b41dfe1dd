"""Cost of one step of the PettingZoo environment (``deltawidgets.interop.pettingzoo``), on one core.

A step as a learner's loop makes it: ``last()`` (the deciding agent's encoding and legal mask)
then ``step(id)`` with a uniform legal id. Reported beside the game's own cost per decision
(legal actions + apply), so the environment's share (the encoding, the mask, the AEC book-
keeping) can be read off. CPU time of this process (``time.process_time``).

    python benchmarks/pettingzoo_env.py --games 20
    python benchmarks/pettingzoo_env.py --games 20 --only vesta --json

Each game's rows are kept in ``benchmarks/results/pettingzoo_env_<game>.json`` (``results_io``).
"""

from __future__ import annotations

import argparse
import json
import random
import time

import numpy as np
import pandas as pd

from deltawidgets.games import GAMES
from deltawidgets.interop.pettingzoo import raw_env
from results_io import ENGINE, Run  # beside this script

INTEROP = [
    "deltawidgets/interop/__init__.py",
    "deltawidgets/interop/pettingzoo.py",
    "deltawidgets/interop/blocks.py",
    "deltawidgets/core/actionspace.py",
    "deltawidgets/core/encoding.py",
]


def player_counts(game) -> list[int]:
    schema = game.Params.model_json_schema()["properties"]["players"]
    return list(range(schema["minimum"], schema["maximum"] + 1))


def bench(name: str, players: int, games: int, seed: int) -> dict:
    e = raw_env(name, players=players)
    rng = random.Random(seed)
    steps, spent, rules = 0, 0.0, 0.0
    for g in range(games):
        e.reset(seed=seed + g)
        t = time.process_time()
        for _ in e.agent_iter():
            obs, _, terminated, truncated, _ = e.last()
            if terminated or truncated:
                e.step(None)
                continue
            e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
        spent += time.process_time() - t
        # the same game again, rules only: what the environment adds is the difference
        s, r = e.game.setup(e.params, seed + g), random.Random(seed + g)
        t = time.process_time()
        while not e.game.is_over(s):
            e.game.apply(s, r.choice(e.game.legal_actions(s)))
        rules += time.process_time() - t
    return {
        "game": f"{name} ({players}p)",
        "encoding": e.game.encoding_size(e.params),
        "action ids": e.space.size,
        "us per step": round(spent / steps * 1e6, 1),
        "steps per second": round(steps / spent),
        "rules' share": round(rules / spent, 2),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", choices=sorted(GAMES))
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    rows = []
    for name, game in GAMES.items():
        if args.only and name != args.only:
            continue
        run = Run(f"pettingzoo_env_{name}", measures=[f"deltawidgets/games/{name}/", *INTEROP, *ENGINE])
        mine = [{**bench(name, n, args.games, args.seed), "players": n} for n in player_counts(game)]
        run.save(inputs={"games": args.games, "seed": args.seed, "game": name}, figures=mine)
        rows += mine
    if args.json:
        print(json.dumps(rows))
    else:
        print(pd.DataFrame(rows).to_string(index=False))


if __name__ == "__main__":
    main()
