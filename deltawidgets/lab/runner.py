"""Many headless games at once: :func:`simulate` (one set of rule options) and :func:`sweep` (a
grid of them), on local processes or on a Dask cluster (``client=``), archived in DuckDB.

>>> df = simulate("deltav", {"players": 2}, games=3, seed=1, archive=None, jobs=1, progress=False)
>>> list(df["seed"]), df.loc[0, ["bot_0", "bot_1"]].tolist(), len(df["score_1"])
([1, 2, 3], ['random', 'random'], 3)
"""
from __future__ import annotations

import itertools
import os
import time
from concurrent.futures import ProcessPoolExecutor, as_completed

import pandas as pd
from tqdm.auto import tqdm

from deltawidgets.core.errors import BadInput
from deltawidgets.lab.archive import DEFAULT_PATH, Archive
from deltawidgets.lab.play import options_key, play_games, seat_bots

#: games per task sent to a process or a Dask worker: enough to hide the cost of sending it
CHUNK = 25


def simulate(game: str, options: dict | None = None, bots="random", games: int = 100, seed: int = 0,
             client=None, *, archive=DEFAULT_PATH, jobs: int | None = None, progress: bool = True) -> pd.DataFrame:
    """Play ``games`` games (seeds ``seed .. seed+games-1``) of ``bots`` under the rule
    ``options``; one row per game (see :func:`frame`).

    ``bots``: one bot name for every seat, or a list of one per seat. ``client``: a
    ``dask.distributed.Client`` to play on; else ``jobs`` local processes (default one per core;
    1 plays here, in this process). ``archive``: the DuckDB file games are kept in (None: keep
    none); games already there are read back, not played again.
    """
    return sweep(game, {}, bots, games, seed, client, options=options, archive=archive, jobs=jobs, progress=progress)


def sweep(game: str, grid: dict, bots="random", games: int = 100, seed: int = 0, client=None, *,
          options: dict | None = None, archive=DEFAULT_PATH, jobs: int | None = None,
          progress: bool = True) -> pd.DataFrame:
    """Play ``games`` games for every combination of the option values in ``grid`` (e.g.
    ``{"alien_limit": [3, 4, 5]}``), on top of the rule ``options``; a tidy DataFrame, one row
    per game, with one column per swept option. The same seeds are played for every combination,
    so that two values are compared on the same shuffles."""
    _check_count("games", games)
    if not isinstance(grid, dict) or not all(isinstance(v, (list, tuple)) and v for v in grid.values()):
        raise BadInput("A sweep's grid maps rule option names to non-empty lists of values, e.g. {\"alien_limit\": [3, 4]}.")
    if jobs is not None:
        _check_count("jobs", jobs)
    points = [dict(zip(grid, values)) for values in itertools.product(*grid.values())]
    seeds = list(range(seed, seed + games))
    start = time.perf_counter()
    plans = []  # (options, bots, the swept values), one per point of the grid
    for point in points:
        full, names = seat_bots(game, {**(options or {}), **point}, bots)  # every option checked before any work
        plans.append((full, names, point))
    store = Archive(archive) if archive is not None else None
    tasks, have = [], {}
    for full, names, _ in plans:
        key = options_key(full)
        done = store.seeds(game, key, names) if store else set()
        have[key, tuple(names)] = done
        todo = [s for s in seeds if s not in done]
        size = _chunk_size(len(todo), client, jobs)
        tasks += [(game, full, names, todo[i:i + size]) for i in range(0, len(todo), size)]
    played = _run(tasks, client, jobs, len(plans) * games, sum(len(d) for d in have.values()), progress)
    if store:
        store.add(played)
    fresh = {(r["options"], tuple(r["bots"]), r["seed"]): r for r in played}
    rows = []
    for full, names, point in plans:
        key = options_key(full)
        archived = {r["seed"]: r for r in store.rows(game, key, names, seeds)} if store else {}
        for s in seeds:
            row = archived.get(s) or fresh[key, tuple(names), s]
            rows.append({**point, **row})
    df = frame(rows, list(grid))
    df.attrs.update(seconds=time.perf_counter() - start, played=len(played), params=plans[0][0],
                    jobs=None if client is not None else jobs or os.cpu_count())
    return df


def frame(rows: list[dict], swept: list[str] = ()) -> pd.DataFrame:
    """Rows as a tidy DataFrame: the swept options first, then game, options (JSON), seed,
    players, ``bot_i`` and ``score_i`` per seat, winners, decisions, end (its code) and end_text
    (its sentence), and one ``event_<type>`` column per event type (0 where it never fired)."""
    seats = max((r["players"] for r in rows), default=0)
    kinds = sorted({k for r in rows for k in r["events"]})
    flat = []
    for r in rows:
        out = {k: r[k] for k in swept}
        out.update(game=r["game"], options=r["options"], seed=r["seed"], players=r["players"])
        out.update({f"bot_{i}": (r["bots"][i] if i < r["players"] else None) for i in range(seats)})
        out.update({f"score_{i}": (r["scores"][i] if i < r["players"] else None) for i in range(seats)})
        out.update(winners=r["winners"], decisions=r["decisions"], end=r["end"], end_text=r["end_text"])
        out.update({f"event_{k}": r["events"].get(k, 0) for k in kinds})
        flat.append(out)
    return pd.DataFrame(flat)


def _chunk_size(games: int, client, jobs) -> int:
    """Games per task: at most :data:`CHUNK`, and small enough to give every worker a few."""
    workers = len(client.scheduler_info()["workers"]) if client is not None else jobs or os.cpu_count() or 1
    return max(1, min(CHUNK, games // (workers * 4)))


def _check_count(name: str, value) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise BadInput(f"{name} must be a whole number, at least 1; got {value!r}.")


def _chunk(task) -> list[dict]:
    game, options, bots, seeds = task
    return play_games(game, options, bots, seeds)


def _run(tasks, client, jobs, total, already, progress) -> list[dict]:
    """Play every task (a chunk of seeds) and return their rows, with one progress bar."""
    bar = tqdm(total=total, initial=already, desc="games", unit="game", disable=not progress)
    rows: list[dict] = []
    try:
        if client is not None:
            from distributed import as_completed as dask_completed

            for future in dask_completed(client.map(_chunk, tasks, pure=False)):
                part = future.result()
                rows += part
                bar.update(len(part))
        elif (jobs or os.cpu_count() or 1) == 1 or len(tasks) <= 1:
            for task in tasks:
                rows += (part := _chunk(task))
                bar.update(len(part))
        else:
            with ProcessPoolExecutor(max_workers=jobs or os.cpu_count()) as pool:
                for future in as_completed([pool.submit(_chunk, t) for t in tasks]):
                    rows += (part := future.result())
                    bar.update(len(part))
    finally:
        bar.close()
    return rows
