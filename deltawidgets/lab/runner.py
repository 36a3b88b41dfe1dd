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
from deltawidgets.lab.play import options_key, play_game, seat_bots

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
          progress: bool = True, chunk: int | None = None, on_rows=None, stop=None) -> pd.DataFrame:
    """Play ``games`` games for every combination of the option values in ``grid`` (e.g.
    ``{"alien_limit": [3, 4, 5]}``), on top of the rule ``options``; a tidy DataFrame, one row
    per game, with one column per swept option. The same seeds are played for every combination,
    so that two values are compared on the same shuffles.

    For a caller that watches the run (the lab widget): ``chunk`` sets the games per task (else
    enough to hide the cost of sending one), ``on_rows(rows)`` is called with each finished
    task's new rows, and once ``stop`` (a ``threading.Event``) is set no task is started or waited
    for: the table then holds only the games finished (and archived) by then."""
    _check_count("games", games)
    if not isinstance(grid, dict) or not all(isinstance(v, (list, tuple)) and v for v in grid.values()):
        raise BadInput("A sweep's grid maps rule option names to non-empty lists of values, e.g. {\"alien_limit\": [3, 4]}.")
    for name, count in (("jobs", jobs), ("chunk", chunk)):
        if count is not None:
            _check_count(name, count)
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
        size = chunk or _chunk_size(len(todo), client, jobs)
        tasks.append([(game, full, names, todo[i:i + size]) for i in range(0, len(todo), size)])
    # the grid's points take turns, so that a run stopped early has games of every point
    tasks = [t for turn in itertools.zip_longest(*tasks) for t in turn if t is not None]
    played = _run(tasks, client, jobs, len(plans) * games, sum(len(d) for d in have.values()), progress, on_rows, stop)
    if store:
        store.add(played)
    fresh = {(r["options"], tuple(r["bots"]), r["seed"]): r for r in played}
    rows = []
    for full, names, point in plans:
        key = options_key(full)
        archived = {r["seed"]: r for r in store.rows(game, key, names, seeds)} if store else {}
        for s in seeds:
            if stop is not None and stop.is_set() and s not in archived and (key, tuple(names), s) not in fresh:
                continue  # not reached before the stop
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
    return [play_game(game, options, bots, s) for s in seeds]


def _run(tasks, client, jobs, total, already, progress, on_rows=None, stop=None) -> list[dict]:
    """Play every task (a chunk of seeds) and return their rows, with one progress bar; each
    task's rows go to ``on_rows`` too, and nothing more is played or awaited once ``stop`` is set."""
    bar = tqdm(total=total, initial=already, desc="games", unit="game", disable=not progress)
    rows: list[dict] = []

    def take(part) -> bool:
        rows.extend(part)
        bar.update(len(part))
        if on_rows is not None:
            on_rows(part)
        return stop is not None and stop.is_set()

    try:
        if client is not None:
            from distributed import as_completed as dask_completed

            futures = client.map(_chunk, tasks, pure=False)
            for future in dask_completed(futures):
                if take(future.result()):
                    client.cancel(futures)
                    break
        elif (jobs or os.cpu_count() or 1) == 1 or len(tasks) <= 1:
            for task in tasks:
                if (stop is not None and stop.is_set()) or take(_chunk(task)):
                    break
        else:
            pool = ProcessPoolExecutor(max_workers=jobs or os.cpu_count())
            try:
                for future in as_completed([pool.submit(_chunk, t) for t in tasks]):
                    if take(future.result()):
                        break
            finally:
                # after a stop the chunks in play are not waited for; their rows are dropped
                pool.shutdown(wait=not (stop is not None and stop.is_set()), cancel_futures=True)
    finally:
        bar.close()
    return rows
