"""Run bot games headlessly and summarise them.

>>> df = simulate("deltav", games=3, players=2, seed=1, progress=False)
>>> len(df), summarize(df)["games"], sum(summarize(df)["ends"].values())
(3, 3, 3)
"""
from __future__ import annotations

import os
import time
from concurrent.futures import ProcessPoolExecutor

import pandas as pd
from tqdm.auto import tqdm

from deltawidgets.bots import RandomBot
from deltawidgets.core.errors import BadInput
from deltawidgets.games import get_game


def play_one(game_name: str, params: dict, seed: int) -> dict:
    """One random-bot game from ``seed``; returns its outcome as a flat dict."""
    game = get_game(game_name)
    p = game.Params.parse(params)
    state = game.setup(p, seed)
    bot = RandomBot(seed)
    choose, apply = bot.choose, game.apply
    n = 0
    while not game.is_over(state):
        apply(state, choose(game, state))
        n += 1
    scores = game.scores(state)
    end = game.end_reason(state) or ""
    row = {"seed": seed, "decisions": n, "winners": game.winners(state),
           "end": end, "end_text": game.end_reasons.get(end, "")}
    row.update({f"score_{i}": s for i, s in enumerate(scores)})
    return row


def _chunk(args):
    game_name, params, seeds = args
    return [play_one(game_name, params, s) for s in seeds]


def simulate(game_name: str, games: int = 100, players: int | None = None, seed: int = 0,
             params: dict | None = None, jobs: int = 1, progress: bool = True) -> pd.DataFrame:
    """Play ``games`` random-bot games (seeds ``seed .. seed+games-1``); one row per game, with
    how it ended: ``end`` (a code of the game's ``end_reasons``) and ``end_text`` (its sentence).

    ``jobs > 1`` spreads the games over processes. ``players`` is the same as the rule option
    ``params["players"]``; giving both, different, is an error. ``df.attrs`` holds the wall
    time (``seconds``), ``jobs`` and the rule options played (``params``).
    """
    params = dict(params or {})
    if players is not None:
        if params.get("players", players) != players:
            raise BadInput(f"players={players} and the rule option players={params['players']!r} disagree; give one.")
        params["players"] = players
    if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 1:
        raise BadInput(f"jobs must be a whole number of processes, at least 1; got {jobs!r}.")
    # fail fast, with the option's name, before any work; the rows and the summary name every
    # option played, defaults included
    params = get_game(game_name).Params.parse(params).to_json()
    seeds = list(range(seed, seed + games))
    start = time.perf_counter()
    rows: list[dict] = []
    bar = tqdm(total=games, desc=f"{game_name} games", unit="game", disable=not progress)
    if jobs <= 1:
        for s in seeds:
            rows.append(play_one(game_name, params, s))
            bar.update()
    else:
        size = max(1, min(50, games // (jobs * 4) or 1))
        chunks = [(game_name, params, seeds[i:i + size]) for i in range(0, games, size)]
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for part in pool.map(_chunk, chunks):
                rows.extend(part)
                bar.update(len(part))
    bar.close()
    df = pd.DataFrame(rows)
    df.attrs["seconds"] = time.perf_counter() - start
    df.attrs["jobs"] = jobs
    df.attrs["params"] = params
    return df


def summarize(df: pd.DataFrame) -> dict:
    """Wins by seat (a tie shares the win), mean scores, mean length, how many games ended each
    way (``ends``: code -> games, most frequent first; ``end_texts``: code -> sentence), games
    per second."""
    seats = sorted(int(c.split("_")[1]) for c in df.columns if c.startswith("score_"))
    wins = {s: 0.0 for s in seats}
    for ws in df["winners"]:
        for w in ws:
            wins[w] += 1 / len(ws)
    secs = df.attrs.get("seconds", 0.0) or 1e-9
    return {
        "games": int(len(df)),
        "wins_by_seat": {f"seat_{s}": round(wins[s], 2) for s in seats},
        "mean_score_by_seat": {f"seat_{s}": round(float(df[f"score_{s}"].mean()), 2) for s in seats},
        "decisions_mean": round(float(df["decisions"].mean()), 1),
        "ends": {str(k): int(v) for k, v in df["end"].value_counts().items()},
        "end_texts": dict(zip(df["end"], df["end_text"])),
        "seconds": round(secs, 3),
        "games_per_second": round(len(df) / secs, 1),
        "jobs": df.attrs.get("jobs", 1),
        "cores": os.cpu_count(),
    }
