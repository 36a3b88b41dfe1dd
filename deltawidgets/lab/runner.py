"""Many headless games at once: :func:`simulate` (one set of rule options) and :func:`sweep` (a
grid of them), on local processes or on a Dask cluster (``client=``), archived in DuckDB.

>>> df = simulate("deltav", {"players": 2}, games=3, seed=1, archive=None, jobs=1, progress=False)
>>> list(df["seed"]), df.loc[0, ["bot_0", "bot_1"]].tolist(), len(df["score_1"])
([1, 2, 3], ['greedy', 'greedy'], 3)
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
import time
from collections.abc import Sequence

import pandas as pd
from tqdm.auto import tqdm

from deltawidgets.bots import DEFAULT
from deltawidgets.core.errors import BadInput
from deltawidgets.core.match import Match
from deltawidgets.core.params import former_keywords
from deltawidgets.core.variant import is_variant
from deltawidgets.games import get_game
from deltawidgets.lab.archive import COURSE, DEFAULT_PATH, Archive
from deltawidgets.lab.cluster import check_workers
from deltawidgets.lab.play import options_key, play_games, seat_bots

#: the bot in every seat when none is named (the lab's functions and ``LabWidget``): the package's
#: default bot (:data:`deltawidgets.bots.DEFAULT`), the same as the widget's plain "bot" seat.
#: Random bots do not play like people (they almost never fulfil a contract), so a balance table
#: of theirs answers a question nobody asked. ``python -m deltawidgets simulate`` keeps "random",
#: the rules' smoke test.
DEFAULT_BOTS = DEFAULT


@former_keywords
def simulate(
    game_name: str,
    params: dict | None = None,
    bots=DEFAULT_BOTS,
    games: int = 100,
    seed: int = 0,
    client=None,
    *,
    archive=DEFAULT_PATH,
    jobs: int | None = None,
    progress: bool = True,
    scenario: dict | None = None,
) -> pd.DataFrame:
    """Play ``games`` games (seeds ``seed .. seed+games-1``) of the game named ``game_name``
    with ``bots`` under the rule options ``params``; one row per game (see :func:`frame`).
    (``game=`` and ``options=``, the keywords' former names, are still taken.)

    ``bots``: one bot name for every seat, or a list of one per seat (by default
    :data:`DEFAULT_BOTS`). ``client``: a
    ``dask.distributed.Client`` to play on; else ``jobs`` local processes (default one per core;
    1 plays here, in this process). ``archive``: the DuckDB file games are kept in (None: keep
    none); games already there are read back, not played again. ``scenario``: every game starts
    from this position (a game's scenario, as ``Match.scenario_of`` makes it), its seed seeding
    only the bots; such games are not archived (pass ``archive=None``).
    """
    return sweep(game_name, {}, bots, games, seed, client, params=params, archive=archive, jobs=jobs, progress=progress, scenario=scenario)


@former_keywords
def sweep(
    game_name: str,
    grid: dict,
    bots=DEFAULT_BOTS,
    games: int = 100,
    seed: int = 0,
    client=None,
    *,
    params: dict | None = None,
    archive=DEFAULT_PATH,
    jobs: int | None = None,
    progress: bool = True,
    chunk: int | None = None,
    on_rows=None,
    stop=None,
    scenario: dict | None = None,
) -> pd.DataFrame:
    """Play ``games`` games for every combination of the option values in ``grid`` (e.g.
    ``{"alien_limit": [3, 4, 5]}``), on top of the rule options ``params``; a tidy DataFrame, one row
    per game_name, with one column per swept option. The same seeds are played for every combination,
    so that two values are compared on the same shuffles.

    For a caller that watches the run (the lab widget): ``chunk`` sets the games per task (else
    tasks shrink from large to single games, see ``_tasks``), ``on_rows(rows)`` is called with
    each finished task's new rows, and once ``stop`` (a ``threading.Event``) is set no task is
    started or waited for: the table then holds only the games finished (and archived) by then.
    ``scenario``: see :func:`simulate`."""
    _check_count("games", games)
    if scenario is not None and archive is not None:
        raise BadInput(
            "Games from a scenario are not archived: the archive keys a game by its rule options, bots and seed, "
            "which cannot tell it from a game dealt from that seed; pass archive=None."
        )
    if not isinstance(grid, dict) or not all(isinstance(v, (list, tuple)) and v for v in grid.values()):
        raise BadInput("A sweep's grid maps rule option names to non-empty lists of values, e.g. {\"alien_limit\": [3, 4]}.")
    if jobs is not None:
        _check_count("jobs", jobs)
    points = [dict(zip(grid, values)) for values in itertools.product(*grid.values())]
    seeds = list(range(seed, seed + games))
    start = time.perf_counter()
    plans = []  # (rule options, bots, the swept values), one per point of the grid
    for point in points:
        full, names = seat_bots(game_name, {**(params or {}), **point}, bots)  # every option checked before any work
        if scenario is not None:
            Match(get_game(game_name), full, scenario=scenario)  # the scenario checked against these options: its own sentence
        plans.append((full, names, point))
    store = Archive(archive) if archive is not None else None
    if store:
        store.admit(game_name)  # a variant's games are kept with its source, and never mixed with another source's
    keys = [options_key(full) for full, _, _ in plans]
    archived = store.seeds_of(game_name, [(key, names) for key, (_, names, _) in zip(keys, plans)]) if store else [set()] * len(plans)
    have = [[s for s in seeds if s in done] for done in archived]  # per plan: seeds the archive has
    work = [(full, names, [s for s in seeds if s not in done]) for (full, names, _), done in zip(plans, archived)]
    tasks = [(*task, scenario) for task in _tasks(_carried(game_name), work, _workers(client, jobs), chunk)]
    played = _run(tasks, client, jobs, len(plans) * games, sum(map(len, have)), progress, on_rows, stop)
    if store:
        store.add(played)
    fresh = {(r["options"], tuple(r["bots"]), r["seed"]): r for r in played}
    # only games archived before this run are read back: those just played are at hand
    # games were archived before this run (have) only where there is an archive
    back = store.rows_of(game_name, [(key, names, got) for key, (_, names, _), got in zip(keys, plans, have)]) if any(have) else [[] for _ in plans]  # type: ignore[union-attr]
    rows = []
    for key, (_, names, point), earlier in zip(keys, plans, back):
        by_seed = {r["seed"]: r for r in earlier}
        for s in seeds:
            if stop is not None and stop.is_set() and s not in by_seed and (key, tuple(names), s) not in fresh:
                continue  # not reached before the stop
            row = by_seed.get(s) or fresh[key, tuple(names), s]
            rows.append({**point, **row})
    df = frame(rows, list(grid))
    df.attrs.update(seconds=time.perf_counter() - start, played=len(played), params=plans[0][0], jobs=None if client is not None else jobs or os.cpu_count())
    return df


def frame(rows: list[dict], swept: Sequence[str] = ()) -> pd.DataFrame:
    """Rows as a tidy DataFrame: the swept options first, then game, options (JSON), seed,
    players, ``bot_i`` and ``score_i`` per seat, winners, decisions, end (its code) and end_text
    (its sentence), the game's course (``turns``, legal ``choices`` summed, the ``first`` seat to
    decide, and ``standings``, the scores once a round as JSON text: see
    :mod:`deltawidgets.lab.trajectory`; empty where a row lacks them), and one ``event_<type>``
    column per event type (0 where it never fired).

    >>> rows = [{"game": "g", "options": "{}", "seed": 1, "players": 1, "bots": ["random"], "scores": [4],
    ...          "winners": [0], "decisions": 9, "end": "e", "end_text": "it ended", "events": {"move": 2}}]
    >>> frame(rows)[["bot_0", "score_0", "event_move"]].to_dict("records")
    [{'bot_0': 'random', 'score_0': 4, 'event_move': 2}]
    """
    if not rows:
        return pd.DataFrame()
    seats = max(r["players"] for r in rows)
    kinds = sorted({k for r in rows for k in r["events"]})
    # built a column at a time (a sweep has thousands of rows): the same table as one dict per row
    columns = {k: [r[k] for r in rows] for k in swept}
    columns.update({k: [r[k] for r in rows] for k in ("game", "options", "seed", "players")})
    for i in range(seats):
        columns[f"bot_{i}"] = [r["bots"][i] if i < r["players"] else None for r in rows]
    for i in range(seats):
        columns[f"score_{i}"] = [r["scores"][i] if i < r["players"] else None for r in rows]
    columns.update({k: [r[k] for r in rows] for k in ("winners", "decisions", "end", "end_text")})
    # a game's course (lab/trajectory.py); empty for a game archived before it was kept
    columns.update({k: [r.get(k) for r in rows] for k in COURSE})
    for k in kinds:
        columns[f"event_{k}"] = [r["events"].get(k, 0) for r in rows]
    return pd.DataFrame(columns)


#: the largest task, in games: the progress bar still moves, and no worker waits long for the last
MAX_CHUNK = 200
#: each task takes 1/(SHARE x workers) of the games not yet handed out, so tasks shrink to the end
SHARE = 4


def _workers(client, jobs) -> int:
    """How many games can be played at once: the cluster's threads, or the local processes."""
    if client is not None:
        return max(1, sum(client.nthreads().values()))
    return jobs or os.cpu_count() or 1


def _tasks(game: str, work: list, workers: int, chunk: int | None = None) -> list[tuple]:
    """The games to play as tasks ``(game, options, bots, seeds)``, largest first.

    ``work``: per point of the grid, ``(options, bots, seeds to play)``. Each task takes a share
    of the games not yet handed out (guided self-scheduling): big tasks while much is left make
    the cost of sending and scheduling one negligible; small ones at the end let every worker
    finish at about the same time, whichever games turn out long. The points take turns, so
    that the slow and the quick ones mix throughout.

    >>> sizes = [len(t[3]) for t in _tasks("g", [({}, ["random"], range(40)), ({}, ["random"], range(8))], 2)]
    >>> sizes[:6], sizes[-3:], sum(sizes)
    ([6, 5, 4, 3, 3, 3], [1, 1, 1], 48)
    """
    queues = [(options, bots, list(seeds)) for options, bots, seeds in work if seeds]
    left = sum(len(q[2]) for q in queues)
    taken = [0] * len(queues)
    tasks = []
    while left:
        for i, (options, bots, seeds) in enumerate(queues):
            if taken[i] == len(seeds):
                continue
            size = chunk or max(1, min(MAX_CHUNK, left // (SHARE * workers)))
            part = seeds[taken[i] : taken[i] + size]
            taken[i] += len(part)
            left -= len(part)
            tasks.append((game, options, bots, part))
    return tasks


def _check_count(name: str, value) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise BadInput(f"{name} must be a whole number, at least 1; got {value!r}.")


def _carried(game_name: str):
    """What a task names its game by: its name, or a rule variant itself (issue 37), which a worker
    in another process (a Dask worker, a local process) does not have until it reads the task:
    reading it registers it there (``core/variant.py``)."""
    game = get_game(game_name)
    return Shipped(game) if is_variant(game) else game_name


class Shipped:
    """A rule variant in a task, pickled with cloudpickle whatever pickles the task (a local pool
    pickles with the standard pickle): the functions and lambdas a notebook defined travel by
    value, which a process started by ``spawn`` could not import. Read, it is the variant."""

    def __init__(self, game):
        self.game, self.name = game, game.name

    def __reduce__(self):
        import cloudpickle  # type: ignore[import-untyped]  # Dask's own, installed with the lab

        return (cloudpickle.loads, (cloudpickle.dumps(self.game),))


def _chunk(task) -> list[dict]:
    game, options, bots, seeds, scenario = task
    return play_games(game if isinstance(game, str) else game.name, options, bots, seeds, scenario)


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

            check_workers(client)  # a worker without this deltawidgets would leave the run waiting

            # tasks run in the order given, largest first (see _tasks)
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
            # a pool a stop can end at once: leaving a stop's chunks in play kept the cores busy
            # after Stop, and workers whose kernel then went away waited for work forever
            # (multiprocessing's Pool, unlike concurrent.futures before Python 3.14, terminates)
            with multiprocessing.Pool(jobs or os.cpu_count()) as pool:  # leaving it terminates it
                for part in pool.imap_unordered(_chunk, tasks):
                    if take(part):
                        break  # the chunks in play are not waited for; their rows are dropped
    finally:
        bar.close()
    return rows
