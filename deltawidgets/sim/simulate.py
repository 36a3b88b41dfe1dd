"""Bot games summarised: the command line's ``simulate``, played by the lab
(:mod:`deltawidgets.lab`), with no archive.

>>> df = simulate("deltav", games=3, players=2, seed=1, progress=False)
>>> len(df), summarize(df)["games"], sum(summarize(df)["ends"].values())
(3, 3, 3)
"""

from __future__ import annotations

import os

from deltawidgets.core.extras import LAB, require

require("lab", LAB, "simulate (deltawidgets.sim)")

import pandas as pd  # noqa: E402  (after the sentence that says how to install it)

from deltawidgets.core.errors import BadInput
from deltawidgets.lab import simulate as lab_simulate


def simulate(
    game_name: str,
    games: int = 100,
    players: int | None = None,
    seed: int = 0,
    params: dict | None = None,
    jobs: int = 1,
    progress: bool = True,
    bots="random",
    scenario: dict | None = None,
) -> pd.DataFrame:
    """Play ``games`` games (seeds ``seed .. seed+games-1``) of ``bots``: one bot name for every
    seat (random by default: the rules' smoke test) or a list, one per seat; one row per game (the
    lab's :func:`~deltawidgets.lab.frame`), with how it ended: ``end`` (a code of the game's
    ``end_reasons``) and ``end_text`` (its sentence). With a ``scenario`` every game starts from
    that position, and the seeds seed only the bots.

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
    return lab_simulate(game_name, params, bots, games, seed, archive=None, jobs=jobs, progress=progress, scenario=scenario)


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
