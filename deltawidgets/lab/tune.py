"""Rule options tuned by search: :func:`tune` asks Optuna for option values, plays each trial's
games like a sweep (local processes or a Dask ``client=``, kept in the archive) and scores them
with an objective (:mod:`deltawidgets.lab.objectives`).

Every trial plays the same seeds (common random numbers: two settings are compared on the same
shuffles, so less of the difference is luck). A trial plays its games in stages and stops early
(is pruned) once the low end of its interval is worse than the best finished trial. Finished
trials are kept in the archive's ``tune_trials`` table, so a run that stopped resumes.

>>> t = tune("deltav", {"alien_limit": (3, 6)}, bots="random", games_per_trial=4, trials=2,
...          options={"players": 2}, archive=None, jobs=1, progress=False)
>>> list(t.trials.columns), len(t.trials), 3 <= t.best["alien_limit"] <= 6, t.best["players"]
(['number', 'state', 'alien_limit', 'value', 'lo', 'hi', 'games'], 2, True, 2)
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import dataclass, field

import optuna
import pandas as pd
from tqdm.auto import tqdm

from deltawidgets.core.errors import BadInput
from deltawidgets.lab.archive import DEFAULT_PATH
from deltawidgets.lab.objectives import make_objective
from deltawidgets.lab.play import seat_bots
from deltawidgets.lab.runner import DEFAULT_BOTS, _check_count, sweep
from deltawidgets.lab.space import Space
from deltawidgets.lab.trials import TrialStore

#: a trial's first stages, as shares of its games: after each, a trial ruled out stops
STAGES = (0.25, 0.5)


@dataclass
class Tuning:
    """What :func:`tune` found: ``trials`` (one row per finished trial), ``best`` (the full rule
    options of the best trial), its ``value`` and 95 % ``interval``, the ``run`` name to resume
    with, how many games were ``played`` (not read back from the archive) and the Optuna ``study``."""

    trials: pd.DataFrame
    best: dict
    value: float
    interval: tuple[float, float]
    run: str
    played: int
    objective: str
    study: optuna.Study = field(repr=False)


def tune(
    game: str,
    space: dict,
    objective="balance",
    bots=DEFAULT_BOTS,
    games_per_trial: int = 100,
    trials: int = 20,
    client=None,
    *,
    seed: int = 0,
    options: dict | None = None,
    run: str | None = None,
    archive=DEFAULT_PATH,
    jobs: int | None = None,
    direction: str = "minimize",
    prune: bool = True,
    first: list[dict] | None = None,
    sampler_seed: int = 0,
    progress: bool = True,
    stop=None,
    on_trial=None,
) -> Tuning:
    """Search the rule options of ``space`` (see :mod:`deltawidgets.lab.space`) on top of
    ``options`` for ``objective`` ("balance", ``{"length": n}``, ``{"ending": {code: share}}``
    or a function of the game table, made small, or large with ``direction="maximize"``).

    ``trials`` counts the run's trials in all, those of an earlier call with the same ``run``
    (by default a name drawn from the search itself) included. ``first``: option values to try
    before the search picks any (each a dict of some searched options); by default the rules'
    own values, when they lie in the space, so the best is compared with the rulebook. Once
    ``stop`` (a ``threading.Event``) is set, the trial in play is dropped (its games stay
    archived) and the finished ones are returned. ``on_trial(row)`` is called with each finished
    trial's row. A function objective is known to a run by its name only: give such a run a
    ``run`` name of its own."""
    _check_count("games_per_trial", games_per_trial)
    _check_count("trials", trials)
    base = dict(options or {})
    seat_bots(game, base, bots)
    searched = Space(game, space, base, bots)
    goal = make_objective(objective, direction)
    search = json.dumps(
        {"game": game, "space": searched.key(), "objective": goal.name, "bots": bots, "games": games_per_trial, "seed": seed, "options": base}, sort_keys=True
    )
    run = run or "tune-" + hashlib.sha1(search.encode()).hexdigest()[:10]
    store = TrialStore(archive) if archive is not None else None
    done = []
    if store:
        store.start(run, search)
        done = store.trials(run)
    study = _study(searched, done, sampler_seed)
    if not done:
        for params in _first(game, searched, base, bots, first):
            study.enqueue_trial(params)

    def keep(row):
        if store:
            store.add(run, row)
        if on_trial is not None:
            on_trial(row)

    play = dict(game=game, bots=bots, seed=seed, client=client, archive=archive, jobs=jobs, stop=stop)
    played = _search(study, searched, base, goal, games_per_trial, trials, prune, play, done, keep, progress)
    return _result(searched, base, done, run, played, goal.name, study)


def _search(study, searched, base, goal, games, trials, prune, play, done, keep, progress) -> int:
    """Play trials until the run has ``trials`` (``done`` grows by each finished one, ``keep``
    is told of it) or the stop is set; how many games were played."""
    played = 0
    stop = play["stop"]
    bar = tqdm(total=trials, initial=min(len(done), trials), desc="trials", unit="trial", disable=not progress)
    try:
        for number in range(len(done), trials):
            if stop is not None and stop.is_set():
                break
            row, count = _trial(study, searched, base, goal, games, prune, play)
            played += count
            if row is None:  # stopped in play
                break
            row["number"] = number
            done.append(row)
            keep(row)
            bar.update(1)
            bar.set_postfix(best=f"{min((t['value'] for t in done if t['state'] == 'complete'), default=math.nan):.3g}")
    finally:
        bar.close()
    return played


def _first(game: str, searched: Space, base: dict, bots, first) -> list[dict]:
    """The trials to play first, as Optuna's values; each checked like the space."""
    if first is None:
        default = searched.params(seat_bots(game, base, bots)[0])
        return [] if default is None else [default]
    out = []
    for values in first:
        inside = isinstance(values, dict) and set(values) <= set(searched.distributions)
        params = searched.params(seat_bots(game, {**base, **values}, bots)[0]) if inside else None
        if params is None:
            raise BadInput(f"A trial to try first, {values!r}, lies outside the tuning space.")
        out.append({k: v for k, v in params.items() if k in values})
    return out


def _study(searched: Space, done: list[dict], sampler_seed: int) -> optuna.Study:
    """A new study holding the finished trials of the run so far."""
    optuna.logging.set_verbosity(optuna.logging.WARNING)
    study = optuna.create_study(direction="minimize", sampler=optuna.samplers.TPESampler(seed=sampler_seed))
    for t in done:
        complete = t["state"] == "complete"
        study.add_trial(
            optuna.trial.create_trial(
                params=t["params"],
                distributions=searched.distributions,
                value=t["value"] if complete else None,
                intermediate_values={} if complete else {t["games"]: t["value"]},
                state=optuna.trial.TrialState.COMPLETE if complete else optuna.trial.TrialState.PRUNED,
            )
        )
    return study


def _trial(study, searched: Space, base: dict, goal, games: int, prune: bool, play: dict):
    """Play one trial stage by stage; its row (None if stopped) and how many games it played."""
    trial = study.ask(searched.distributions)
    rule_options = {**base, **searched.options(trial.params)}
    best = _best_value(study)
    parts, played, start = [], 0, 0
    for cut in _cuts(games):
        df = sweep(
            play["game"],
            {},
            play["bots"],
            cut - start,
            play["seed"] + start,
            play["client"],
            options=rule_options,
            archive=play["archive"],
            jobs=play["jobs"],
            progress=False,
            stop=play["stop"],
        )
        played += df.attrs.get("played", 0)
        stop = play["stop"]
        if stop is not None and stop.is_set():
            study.tell(trial, state=optuna.trial.TrialState.FAIL)
            return None, played
        parts.append(df)
        start = cut
        value, lo, hi = goal.measure(pd.concat(parts, ignore_index=True))
        row = {"params": dict(trial.params), "value": value, "lo": lo, "hi": hi, "games": cut}
        if cut < games and prune and lo > best:
            trial.report(value, cut)
            study.tell(trial, state=optuna.trial.TrialState.PRUNED)
            return {**row, "state": "pruned"}, played
    study.tell(trial, value)
    return {**row, "state": "complete"}, played


def _cuts(games: int) -> list[int]:
    """The game counts after which a trial may stop: its stages, then all its games."""
    return sorted({max(1, math.floor(share * games)) for share in STAGES if share * games >= 1} | {games})


def _best_value(study) -> float:
    values = [t.value for t in study.get_trials(deepcopy=False, states=(optuna.trial.TrialState.COMPLETE,))]
    return min(values) if values else math.inf


def _result(searched: Space, base: dict, done: list[dict], run: str, played: int, name: str, study) -> Tuning:
    rows = [{"number": t["number"], "state": t["state"], **searched.options(t["params"]), **{k: t[k] for k in ("value", "lo", "hi", "games")}} for t in done]
    table = pd.DataFrame(rows, columns=["number", "state", *searched.distributions, "value", "lo", "hi", "games"])
    table.attrs.update(params=dict(searched.distributions), choices=list(searched.choices))
    finished = [t for t in done if t["state"] == "complete"]
    if not finished:
        return Tuning(table, {}, math.nan, (math.nan, math.nan), run, played, name, study)
    top = min(finished, key=lambda t: (t["value"], t["hi"]))
    return Tuning(table, {**base, **searched.options(top["params"])}, top["value"], (top["lo"], top["hi"]), run, played, name, study)


def importances(tuning: Tuning, bins: int = 4) -> pd.Series:
    """How much of the spread of the finished trials' values each searched option explains (the
    share of the variance between its values' means, a real or whole-number option cut into
    ``bins`` bands of equal counts, two trials a band at least), scaled to sum to 1; NaN before the values differ.

    Why not Optuna's own: fANOVA needs scikit-learn, and PED-ANOVA (the one without) looks only
    at the best tenth of the trials, which on a budget of a dozen trials gave most weight to an
    option that cannot change the value at all."""
    names = list(tuning.trials.attrs["params"])
    finished = tuning.trials[tuning.trials["state"] == "complete"]
    values = finished["value"].astype(float)
    if values.nunique() < 2:
        return pd.Series(math.nan, index=names, name="importance")
    spread = {}
    for name in names:
        column = finished[name]
        groups = (
            column.map(json.dumps)
            if name in tuning.trials.attrs["choices"]
            else pd.qcut(column.astype(float).rank(method="first"), max(1, min(bins, len(column) // 2)), labels=False)
        )
        means = values.groupby(groups).transform("mean")
        spread[name] = float(((means - values.mean()) ** 2).sum() / ((values - values.mean()) ** 2).sum())
    total = sum(spread.values())
    return pd.Series({n: v / total for n, v in spread.items()}, name="importance").sort_values(ascending=False)
