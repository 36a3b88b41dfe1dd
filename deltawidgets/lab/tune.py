"""Rule options tuned by search: :func:`tune` asks Optuna for option values, plays each trial's
games like a sweep (local processes or a Dask ``client=``, kept in the archive) and scores them
with an objective (:mod:`deltawidgets.lab.objectives`).

No trial repeats a setting. A space of whole numbers and choices with no more settings than
trials is enumerated (Optuna's ``BruteForceSampler``: every setting once, in a seeded order);
a larger one is searched by Optuna's TPE, and a proposal tried before is replaced by one not
tried yet (:class:`FreshSampler`). Every trial plays the same seeds (common random numbers: two
settings are compared on the same shuffles, so less of the difference is luck). A trial plays
its games in stages and stops early (is pruned) once the low end of its interval is worse
than the best finished trial. Finished trials are kept in the archive's ``tune_trials`` table,
so a run that stopped resumes.

A search's best is flattered by the seeds that chose it. So after the search the best
``finalists`` and the rulebook's setting are played again on fresh seeds, all on the same ones,
and :mod:`deltawidgets.lab.verdict` says in one sentence whether any finalist is better than
the rulebook's setting beyond its interval (``Tuning.verdict``).

>>> t = tune("deltav", {"alien_limit": (2, 5)}, bots="random", games_per_trial=4, trials=2,
...          params={"players": 2}, archive=None, jobs=1, progress=False)
>>> list(t.trials.columns), len(t.trials), 2 <= t.best["alien_limit"] <= 5, t.best["players"]
(['number', 'state', 'alien_limit', 'value', 'lo', 'hi', 'games'], 2, True, 2)
>>> list(t.replay["verdict"])[0], t.verdict.startswith("`alien_limit`")
('reference', True)
"""

from __future__ import annotations

import hashlib
import json
import math
import warnings
from dataclasses import dataclass, field

import numpy as np
import optuna
import pandas as pd
from optuna.distributions import CategoricalDistribution, IntDistribution
from scipy import stats
from tqdm.auto import tqdm

from deltawidgets.core.errors import BadInput, ParamsError
from deltawidgets.core.params import former_keywords
from deltawidgets.games import get_game
from deltawidgets.lab import verdict
from deltawidgets.lab.archive import DEFAULT_PATH
from deltawidgets.lab.objectives import make_objective
from deltawidgets.lab.play import seat_bots
from deltawidgets.lab.runner import DEFAULT_BOTS, _check_count, sweep
from deltawidgets.lab.space import Space
from deltawidgets.lab.trials import TrialStore

#: a trial's first stages, as shares of its games: after each, a trial ruled out stops
STAGES = (0.25, 0.5)
#: how often TPE is asked again when it proposes a setting already tried
TRIES = 8
#: a space with at most this many settings has its untried ones listed; a larger one is drawn from
LISTED = 10_000
#: the trials' states whose settings count as tried (a trial stopped by the user may be tried again)
TRIED = (optuna.trial.TrialState.COMPLETE, optuna.trial.TrialState.PRUNED, optuna.trial.TrialState.RUNNING)


@dataclass
class Tuning:
    """What :func:`tune` found: ``trials`` (one row per finished trial), ``best`` (the full rule
    options of the best trial on the search's seeds), its ``value`` and 95 % ``interval``, the
    ``run`` name to resume with, how many games were ``played`` (not read back from the archive)
    and the Optuna ``study``. ``replay``: the finalists and the rulebook's setting (or the
    ``reference``) played again on fresh seeds, with each finalist's difference from it and its
    interval (see :func:`deltawidgets.lab.verdict.compare`); ``verdict``: what that says, in one
    sentence; ``choice``: the full rule options to adopt on that evidence (a finalist better beyond
    its interval, else the reference). ``size``: the settings in the space (None: endless, a real
    range); ``enumerated``: whether every one was tried."""

    trials: pd.DataFrame
    best: dict
    value: float
    interval: tuple[float, float]
    run: str
    played: int
    objective: str
    study: optuna.Study = field(repr=False)
    replay: pd.DataFrame | None = None
    verdict: str = ""
    choice: dict = field(default_factory=dict)
    size: int | None = None
    enumerated: bool = False


class _StoppedError(Exception):
    """The stop was set while a trial played."""


@former_keywords
def tune(
    game_name: str,
    space: dict,
    objective="balance",
    bots=DEFAULT_BOTS,
    games_per_trial: int = 100,
    trials: int = 20,
    client=None,
    *,
    seed: int = 0,
    params: dict | None = None,
    run: str | None = None,
    archive=DEFAULT_PATH,
    jobs: int | None = None,
    direction: str = "minimize",
    prune: bool = True,
    first: list[dict] | None = None,
    finalists: int = 3,
    replay_games: int | None = None,
    reference: dict | None = None,
    sampler_seed: int = 0,
    progress: bool = True,
    stop=None,
    on_trial=None,
    on_replay=None,
) -> Tuning:
    """Search the rule options of ``space`` (see :mod:`deltawidgets.lab.space`) of the game named
    ``game_name``, on top of the rule options ``params``, for ``objective`` ("balance", ``{"length": n}``, ``{"ending": {code: share}}``
    or a function of the game table, made small, or large with ``direction="maximize"``).

    ``trials`` counts the run's trials in all, those of an earlier call with the same ``run``
    (by default a name drawn from the search itself) included; a space with fewer settings is
    enumerated and has as many trials as settings. ``first``: option values to try before the
    search picks any (each a dict of some searched options); by default the rules' own values,
    when they lie in the space, so the best is compared with the rulebook.

    After the search the ``finalists`` best finished trials and the rulebook's setting of the
    searched options (or ``reference``, a dict of their values) are played again on
    ``replay_games`` fresh seeds (by default ``games_per_trial``; the seeds after the search's),
    and ``Tuning.verdict`` says whether any finalist is better beyond its interval.

    Once ``stop`` (a ``threading.Event``) is set, the trial in play is dropped (its games stay
    archived) and the finished ones are returned, with no replay. ``on_trial(row)`` is called
    with each finished trial's row, ``on_replay(done, total)`` as the replay's games finish. A
    function objective is known to a run by its name only: give such a run a ``run`` name of
    its own."""
    _check_count("games_per_trial", games_per_trial)
    _check_count("trials", trials)
    _check_count("finalists", finalists)
    replay_games = games_per_trial if replay_games is None else replay_games
    _check_count("replay_games", replay_games)
    base = dict(params or {})
    seat_bots(game_name, base, bots)
    searched = Space(game_name, space, base, bots)
    goal = make_objective(objective, direction)
    against, label = _reference(game_name, searched, base, bots, reference)
    size = searched.size()
    enumerated = size is not None and size <= trials
    trials = size if enumerated else trials  # type: ignore[assignment]  # enumerated: size is a count
    search = json.dumps(
        {"game": game_name, "space": searched.key(), "objective": goal.name, "bots": bots, "games": games_per_trial, "seed": seed, "options": base},
        sort_keys=True,
    )
    run = run or "tune-" + hashlib.sha1(search.encode()).hexdigest()[:10]
    store = TrialStore(archive) if archive is not None else None
    done = []
    if store:
        store.start(run, search)
        done = store.trials(run)
    study = _study(searched, done, sampler_seed, enumerated, trials)
    if not done:
        for values in _first(game_name, searched, base, bots, first):
            study.enqueue_trial(values)

    def keep(row):
        if store:
            store.add(run, row)
        if on_trial is not None:
            on_trial(row)

    play = dict(game_name=game_name, bots=bots, seed=seed, client=client, archive=archive, jobs=jobs, stop=stop)
    played = _search(study, searched, base, goal, games_per_trial, trials, prune, play, done, keep, progress)
    result = _result(searched, base, done, run, played, goal.name, study)
    result.size, result.enumerated = size, enumerated and len(done) == size
    fresh = dict(play, seed=seed + games_per_trial, games=replay_games, progress=progress, on_replay=on_replay)
    _replay(result, searched, base, goal, done, finalists, against, label, fresh)
    return result


def _reference(game: str, searched: Space, base: dict, bots, reference) -> tuple[dict | None, str]:
    """The values of the searched options to compare the finalists with, and what to call them:
    ``reference`` if given (checked like the space), else the rulebook's defaults (None, when the
    other options refuse them: the finalists are then compared with the best of them)."""
    if reference is not None:
        if not isinstance(reference, dict) or set(reference) != set(searched.distributions):
            raise BadInput(f"The reference gives a value to each searched option ({', '.join(searched.distributions)}); got {reference!r}.")
        seat_bots(game, {**base, **reference}, bots)  # the rules' own sentence if refused
        return dict(reference), "reference"
    rulebook = get_game(game).Params.parse({}).to_json()
    values = {name: rulebook[name] for name in searched.distributions}
    try:
        seat_bots(game, {**base, **values}, bots)
    except ParamsError:
        return None, "best finalist"
    return values, "rulebook"


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
    """The trials to play first, as Optuna's values, each once; each checked like the space."""
    if first is None:
        default = searched.params(seat_bots(game, base, bots)[0])
        return [] if default is None else [default]
    out = []
    for values in first:
        inside = isinstance(values, dict) and set(values) <= set(searched.distributions)
        params = searched.params(seat_bots(game, {**base, **values}, bots)[0]) if inside else None
        if params is None:
            raise BadInput(f"A trial to try first, {values!r}, lies outside the tuning space.")
        given = {k: v for k, v in params.items() if k in values}
        if given not in out:
            out.append(given)
    return out


class FreshSampler(optuna.samplers.BaseSampler):
    """Optuna's TPE (all options at once), never proposing a setting the study has tried: a
    repeat is asked for again a few times, then replaced by a setting drawn at random among the
    untried. Before TPE has enough finished trials to model, every option is drawn at random
    (untried too)."""

    def __init__(self, space: Space, seed: int, startup: int):
        self.space = space
        with warnings.catch_warnings():  # multivariate TPE is "experimental" in Optuna's words
            warnings.simplefilter("ignore", optuna.exceptions.ExperimentalWarning)
            self.tpe = optuna.samplers.TPESampler(seed=seed, multivariate=True, n_startup_trials=startup)
        self.rng = np.random.default_rng(seed)

    def infer_relative_search_space(self, study, trial):
        return dict(self.space.distributions)

    def sample_relative(self, study, trial, search_space):
        tried = {self.space.setting_key(t.params) for t in study.get_trials(deepcopy=False, states=TRIED) if t.number != trial.number}
        inner = self.tpe.infer_relative_search_space(study, trial)
        for _ in range(TRIES):
            proposal = self.tpe.sample_relative(study, trial, inner)
            setting = {name: proposal[name] if name in proposal else self._draw(d) for name, d in self.space.distributions.items()}
            if self.space.setting_key(setting) not in tried:
                return setting
        return self._untried(tried)

    def sample_independent(self, study, trial, param_name, param_distribution):
        return self._draw(param_distribution)  # only for an option outside the space: none is

    def before_trial(self, study, trial):
        self.tpe.before_trial(study, trial)

    def after_trial(self, study, trial, state, values):
        self.tpe.after_trial(study, trial, state, values)

    def _draw(self, dist):
        if isinstance(dist, CategoricalDistribution):
            return dist.choices[int(self.rng.integers(len(dist.choices)))]
        if isinstance(dist, IntDistribution):
            return dist.low + dist.step * int(self.rng.integers((dist.high - dist.low) // dist.step + 1))
        return float(self.rng.uniform(dist.low, dist.high))

    def _untried(self, tried: set) -> dict:
        size = self.space.size()
        if size is not None and size <= LISTED:
            left = [s for s in self.space.settings() if self.space.setting_key(s) not in tried]
            if left:
                return left[int(self.rng.integers(len(left)))]
        for _ in range(LISTED):  # a large space: nearly every draw is untried
            setting = {name: self._draw(d) for name, d in self.space.distributions.items()}
            if self.space.setting_key(setting) not in tried:
                return setting
        raise BadInput("Every setting of the tuning space has been tried.")


def _study(searched: Space, done: list[dict], sampler_seed: int, enumerated: bool, trials: int) -> optuna.Study:
    """A new study holding the finished trials of the run so far, with the sampler for the
    space: every setting once (enumerated), or TPE without repeats."""
    optuna.logging.set_verbosity(optuna.logging.WARNING)
    sampler: optuna.samplers.BaseSampler
    if enumerated:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", optuna.exceptions.ExperimentalWarning)
            sampler = optuna.samplers.BruteForceSampler(seed=sampler_seed)
    else:
        sampler = FreshSampler(searched, sampler_seed, startup=min(10, max(2, trials // 3)))
    study = optuna.create_study(direction="minimize", sampler=sampler)
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


def _suggest(trial, name: str, dist):
    """Optuna's suggestion of one option from its distribution (the public calls, by kind)."""
    if isinstance(dist, CategoricalDistribution):
        return trial.suggest_categorical(name, dist.choices)
    if isinstance(dist, IntDistribution):
        return trial.suggest_int(name, dist.low, dist.high, step=dist.step)
    return trial.suggest_float(name, dist.low, dist.high)


def _trial(study, searched: Space, base: dict, goal, games: int, prune: bool, play: dict):
    """Play one trial stage by stage; its row (None if stopped) and how many games it played.
    Each trial is one ``optimize`` call: the enumerating sampler ends its study from inside one."""
    best = _best_value(study)
    out = {"row": None, "played": 0}

    def objective(trial):
        params = {name: _suggest(trial, name, dist) for name, dist in searched.distributions.items()}
        rule_options = {**base, **searched.options(params)}
        parts, start = [], 0
        for cut in _cuts(games):
            df = sweep(
                play["game_name"],
                {},
                play["bots"],
                cut - start,
                play["seed"] + start,
                play["client"],
                params=rule_options,
                archive=play["archive"],
                jobs=play["jobs"],
                progress=False,
                stop=play["stop"],
            )
            out["played"] += df.attrs.get("played", 0)
            if play["stop"] is not None and play["stop"].is_set():
                raise _StoppedError
            parts.append(df)
            start = cut
            value, lo, hi = goal.measure(pd.concat(parts, ignore_index=True))
            row = {"params": dict(params), "value": value, "lo": lo, "hi": hi, "games": cut}
            if cut < games and prune and lo > best:
                trial.report(value, cut)
                out["row"] = {**row, "state": "pruned"}
                raise optuna.TrialPruned()
        out["row"] = {**row, "state": "complete"}
        return value

    try:
        study.optimize(objective, n_trials=1)
    except _StoppedError:
        return None, out["played"]
    return out["row"], out["played"]


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


def _replay(result: Tuning, searched: Space, base: dict, goal, done: list[dict], finalists: int, against, label: str, fresh: dict) -> None:
    """Play the best ``finalists`` and the reference again on fresh seeds and fill in the
    result's ``replay``, ``verdict`` and ``choice``."""
    stop = fresh["stop"]
    finished = sorted((t for t in done if t["state"] == "complete"), key=lambda t: (t["value"], t["hi"]))
    if stop is not None and stop.is_set():
        result.verdict = "The search was stopped before its finalists were played again on fresh seeds: nothing is known beyond the search's own seeds."
        return
    if not finished:
        result.verdict = "No trial finished, so there is nothing to play again."
        return
    names = list(searched.distributions)
    note = ""
    if against is None:
        note = "The rulebook's setting is refused under these rule options, so the finalists are compared with the best of them. "
        against, label = searched.options(finished[0]["params"]), "best finalist"
    challengers = [s for s in (searched.options(t["params"]) for t in finished) if s != against][:finalists]
    if not challengers:
        stopped_early = sum(t["state"] == "pruned" and searched.options(t["params"]) != against for t in done)
        result.verdict = note + verdict.alone(names, against, label, stopped_early)
        result.choice = {**base, **against}
        return
    settings = [against, *challengers]
    played, total, games = [], len(settings) * fresh["games"], fresh["games"]
    bar = tqdm(total=total, desc="fresh seeds", unit="game", disable=not fresh["progress"])
    tell = fresh["on_replay"] or (lambda done, total: None)
    tell(0, total)
    try:
        for setting in settings:
            df = sweep(
                fresh["game_name"],
                {},
                fresh["bots"],
                games,
                fresh["seed"],
                fresh["client"],
                params={**base, **setting},
                archive=fresh["archive"],
                jobs=fresh["jobs"],
                progress=False,
                stop=stop,
                on_rows=lambda rows: bar.update(len(rows)),
            )
            result.played += df.attrs.get("played", 0)
            if stop is not None and stop.is_set():
                result.verdict = "The replay on fresh seeds was stopped: nothing is known beyond the search's own seeds."
                return
            played.append((setting, df))
            bar.n = len(played) * games
            bar.refresh()
            tell(len(played) * games, total)
    finally:
        bar.close()
    table = verdict.compare(goal, played, 0, seed=fresh["seed"])
    result.replay = table
    result.verdict = note + verdict.sentence(table, names, label, goal.sign)
    better = table[table["verdict"] == verdict.BETTER]
    result.choice = {**base, **played[better["value"].idxmin() if not better.empty else 0][0]}


def importances(tuning: Tuning, bins: int = 4, resamples: int = 1000, seed: int = 0) -> pd.DataFrame:
    """How much of the spread of the finished trials' values each searched option explains,
    with its 95 % interval, where that can be measured: one row per option, ``importance``,
    ``lo``, ``hi`` (shares of 1, NaN where not measurable) and ``note`` (why not, else empty);
    ``attrs["note"]`` says in one sentence what the table tells.

    An option's share is the part of the trial values' spread it alone explains (its type-II sum
    of squares over its values, a whole-number or real option cut into ``bins`` bands of equal
    counts, two trials a band at least), as a share of the options' total. Nothing is measured when fewer than three trials finished, when
    the objective gives no interval (a function of the table: the trials' luck cannot be told
    from the options' effect), or when the trials differ no more than their own intervals allow
    (Cochran's Q test of the values against their standard errors, read off the 95 % intervals,
    at the 5 % level); nor for an option with one value among the finished trials. The interval is
    where the shares fall when each trial's value is drawn again within its own error (normal,
    its standard error read off its interval): how far the games' luck could move them. A share
    with nothing to explain still takes some of the luck's spread, so its interval may sit a
    little above its own value of zero.

    Why not Optuna's own: fANOVA needs scikit-learn, and PED-ANOVA (the one without) looks only
    at the best tenth of the trials, which on a budget of a dozen trials gave most weight to an
    option that cannot change the value at all."""
    names = list(tuning.trials.attrs["params"])
    finished = tuning.trials[tuning.trials["state"] == "complete"].reset_index(drop=True)
    values = finished["value"].to_numpy(float)
    errors = (finished["hi"] - finished["lo"]).to_numpy(float) / (2 * 1.959964)
    table = pd.DataFrame({"importance": math.nan, "lo": math.nan, "hi": math.nan, "note": ""}, index=pd.Index(names, name="option"))
    why = _unmeasurable(values, errors)
    if why:
        table["note"] = why
        table.attrs["note"] = f"Importance cannot be measured: {why}."
        return table
    groups = {name: _groups(finished[name], name in tuning.trials.attrs["choices"], bins) for name in names}
    for name, g in groups.items():
        if len(set(g)) < 2:
            table.loc[name, "note"] = "one value tried"
    observed = _shares(values, groups)
    rng = np.random.default_rng(seed)
    draws = []
    for _ in range(resamples):  # the same trials, each value drawn again within its own error
        drawn = _shares(values + rng.normal(0.0, errors), groups)
        if drawn:
            draws.append([drawn.get(n, 0.0) for n in names])
    spread = np.percentile(np.array(draws), [2.5, 97.5], axis=0) if draws else np.full((2, len(names)), math.nan)
    for i, name in enumerate(names):
        if name in observed:
            table.loc[name, ["importance", "lo", "hi"]] = [observed[name], spread[0, i], spread[1, i]]
    q, p = _heterogeneity(values, errors)
    lone = " (the only option searched)" if len(names) == 1 else ""
    table.attrs["note"] = (
        f"The trials differ beyond their own noise (Cochran's Q test, p = {p:.2g}){lone}: each option's share of the spread "
        "between them, with a 95 % interval from drawing each trial's value again within its error."
    )
    return table.sort_values("importance", ascending=False, na_position="last")


def _unmeasurable(values: np.ndarray, errors: np.ndarray) -> str:
    """Why no importance can be measured from these trials, or ""."""
    if len(values) < 3:
        return f"only {len(values)} trial{'s' if len(values) != 1 else ''} finished, and it takes three"
    if not np.all(np.isfinite(errors)) or np.any(errors <= 0):
        return "the objective gives no interval, so the trials' luck cannot be told from the options' effect"
    q, p = _heterogeneity(values, errors)
    if p >= 0.05:
        return f"the trials' values differ no more than their own 95 % intervals allow (Cochran's Q test, p = {p:.2g})"
    return ""


def _heterogeneity(values: np.ndarray, errors: np.ndarray) -> tuple[float, float]:
    """Cochran's Q of values with standard errors, and the chance of one as large if every
    trial had the same true value (chi-squared with one less degree of freedom than values)."""
    weights = 1 / errors**2
    mean = float((weights * values).sum() / weights.sum())
    q = float((weights * (values - mean) ** 2).sum())
    return q, float(stats.chi2.sf(q, len(values) - 1))


def _groups(column: pd.Series, choice: bool, bins: int) -> np.ndarray:
    """Each trial's group for one option: its value for a choice, else its band of equal counts."""
    if choice:
        return column.map(lambda v: json.dumps(v, sort_keys=True)).to_numpy()
    ranks = column.astype(float).rank(method="first")
    bands = max(1, min(bins, len(column) // 2, column.nunique()))
    return pd.qcut(ranks, bands, labels=False).to_numpy() if bands > 1 else np.zeros(len(column), int)


def _shares(values: np.ndarray, groups: dict) -> dict:
    """Each option's type-II sum of squares (how much worse the values are fitted by every other
    option's group means without it), as a share of all options' (options with one group left
    out); {} when nothing is explained. Type II, not the plain spread between one option's
    means: when two options were tried together, the spread is not counted for the one that
    merely came along. The same sums as statsmodels' ``anova_lm(typ=2)``, by least squares here
    because the bootstrap fits a thousand resamples."""
    kept = {n: g for n, g in groups.items() if len(set(g)) > 1}
    if not kept:
        return {}
    full = _rss(values, list(kept.values()))
    raw = {n: max(0.0, _rss(values, [g for m, g in kept.items() if m != n]) - full) for n in kept}
    whole = sum(raw.values())
    return {n: v / whole for n, v in raw.items()} if whole > 0 else {}


def _rss(values: np.ndarray, groups: list) -> float:
    """The residual sum of squares of values fitted by an intercept and one indicator per group
    (all but the first) of each option."""
    columns = [np.ones(len(values))]
    for g in groups:
        levels = sorted(set(g), key=str)
        columns += [(g == level).astype(float) for level in levels[1:]]
    design = np.column_stack(columns)
    fitted = design @ np.linalg.lstsq(design, values, rcond=None)[0]
    return float(((values - fitted) ** 2).sum())
