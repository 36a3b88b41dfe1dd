"""A standard battery of game metrics (issue 34), each with its 95 % interval, per set of rule
options and line-up of bots: win share by seat and the first seat's, completion, ties, length in
decisions and in turns, branching factor, decisiveness, lead changes, drama, uncertainty, score
spread, rule usage, and skill against luck by restricted play. ``docs/metrics.md`` defines each
one and says where it comes from (Ludii's metrics, Browne's aesthetic criteria, Jaffe et al.'s
restricted play) and which a game cannot have.

Every metric is a mean over games of one value a game (:func:`per_game`), so that two sets of
options compare game by game (:func:`differences`): a *share* (a value in [0, 1], e.g. 1 for a
game that ended by the rules) has a Wilson interval, any other a Student t interval of its mean.

>>> import pandas as pd
>>> games = pd.DataFrame({"game": "g", "options": "{}", "seed": [1, 2, 3, 4], "players": 2,
...     "winners": [[0], [0], [1], [0, 1]], "decisions": [10, 20, 30, 40], "end": "e"})
>>> m = metrics(games)
>>> m.loc[m["metric"] == "win share", ["item", "games", "value"]].to_dict("records")
[{'item': 'Player 1', 'games': 4, 'value': 0.625}, {'item': 'Player 2', 'games': 4, 'value': 0.375}]
>>> m.loc[m["metric"] == "ties", ["value", "lo", "hi"]].round(3).values.tolist()
[[0.25, 0.046, 0.699]]
"""

from __future__ import annotations

import json
import math
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import numpy as np
import pandas as pd

from deltawidgets.core.errors import BadInput
from deltawidgets.core.params import former_keywords
from deltawidgets.core.refusal import seat as seat_name
from deltawidgets.core.registry import GAMES
from deltawidgets.lab.archive import DEFAULT_PATH, Archive
from deltawidgets.lab.play import seat_bots
from deltawidgets.lab.report import lineup
from deltawidgets.lab.runner import frame, simulate
from deltawidgets.lab.trajectory import course

#: the bot restricted play measures the others against (Jaffe et al.: the strongest player at hand)
STRONGEST = "ismcts:200"
#: the restricted bots: no foresight at all, one move ahead, and a search on a tenth of the budget
RESTRICTED = ("random", "greedy", "ismcts:20")
#: the two kinds of metric: a share of each game (Wilson interval) or a mean (Student t interval)
SHARE, MEAN = "share", "mean"
#: a table's group of games when no option is named: the rule options that differ from the defaults
SETTING = "setting"
RESTRICTED_PLAY = "restricted play"


@dataclass(frozen=True)
class Metric:
    """One metric of the battery: its name, kind (:data:`SHARE` or :data:`MEAN`), what a value
    counts (its unit), where it comes from, and ``values(games)``: one value a game per item (a
    seat, a way of measuring, an event type), NaN where a game has none. A metric that follows
    who leads names instead its measure of the game's ``course`` (and the item it is), and a
    game without a running score cannot have it; ``fair``: a share of wins, read against the
    fair share of the number of players."""

    name: str
    kind: str
    unit: str
    source: str
    values: Callable[[pd.DataFrame], dict[str, pd.Series]] | None
    course: tuple[str, str] | None = None  # (the measure of trajectory.course, its item)
    fair: bool = False


def _wins(df: pd.DataFrame, seat: pd.Series) -> pd.Series:
    """A game's win for ``seat`` (a seat number a game): 1, 1/k for a win shared by k, 0 for a loss."""
    return pd.Series(
        [(1 / len(w) if s in w else 0.0) if s == s and s is not None else math.nan for w, s in zip(df["winners"], seat)], index=df.index, dtype=float
    )


def _win_share(df):
    seats = int(df["players"].max())
    return {seat_name(i): _wins(df, pd.Series(np.where(df["players"] > i, i, np.nan), index=df.index)) for i in range(seats)}


def _first_seat(df):
    first = df["first"] if "first" in df else pd.Series(math.nan, index=df.index)
    return {"the seat that took the first turn": _wins(df, first)}


def _completion(df):
    guards = [GAMES[g].guard_ends if g in GAMES else frozenset() for g in df["game"]]
    return {"ended by a rule, not a guard": pd.Series([0.0 if e in gs else 1.0 for e, gs in zip(df["end"], guards)], index=df.index)}


def _ties(df):
    return {"games won by more than one seat": pd.Series([float(len(w) > 1) for w in df["winners"]], index=df.index)}


def _length(df):
    return {"decisions": df["decisions"].astype(float), "turns": _column(df, "turns")}


def _branching(df):
    return {"legal choices a decision": _column(df, "choices") / df["decisions"].where(df["decisions"] > 0).astype(float)}


def _spread(df):
    seats = sorted((c for c in df.columns if c.startswith("score_") and c[6:].isdigit()), key=lambda c: int(c[6:]))
    if not seats:
        return {}  # a table without the scores
    scores = df[seats].to_numpy(dtype=float)
    ordered = -np.sort(-np.nan_to_num(scores, nan=-np.inf), axis=1)
    low = np.nanmin(scores, axis=1)
    two = ordered.shape[1] > 1
    margin = ordered[:, 0] - ordered[:, 1] if two else np.full(len(df), np.nan)
    return {"winning margin": pd.Series(margin, index=df.index), "first less last": pd.Series(ordered[:, 0] - low, index=df.index)}


def _rule_usage(df):
    return {c.removeprefix("event_"): (df[c].fillna(0) > 0).astype(float) for c in _events(df)}


def _rule_frequency(df):
    # an event type that is no column of a game's own table (tables joined) never happened in it
    return {c.removeprefix("event_"): df[c].fillna(0).astype(float) for c in _events(df)}


#: the battery, in the order a table lists it (``docs/metrics.md`` defines each one)
BATTERY = (
    Metric("win share", SHARE, "share of the wins", "Ludii Balance, Browne Balance", _win_share, fair=True),
    Metric("first seat's win share", SHARE, "share of the wins", "Ludii AdvantageP1, Browne Advantage", _first_seat, fair=True),
    Metric("completion", SHARE, "share of games", "Ludii Completion and Timeouts, Browne Completion", _completion),
    Metric("ties", SHARE, "share of games", "Ludii Drawishness, Browne Drawishness", _ties),
    Metric("length", MEAN, "per game", "Ludii Duration, Browne Duration", _length),
    Metric("branching factor", MEAN, "choices", "Ludii BranchingFactor", _branching),
    Metric("decisiveness", MEAN, "share of the game played", "Ludii DecisivenessMoves, Browne Decisiveness", None, course=("decided_at", "decided after")),
    Metric("lead changes", MEAN, "per game", "Ludii LeadChange, Browne Lead change", None, course=("lead_changes", "the lead passed")),
    Metric("drama", MEAN, "points", "Ludii Drama, Browne Drama", None, course=("drama", "the winner's deepest deficit")),
    Metric("uncertainty", MEAN, "share of the game played", "Browne Uncertainty", None, course=("known_at", "winner leads for good after")),
    Metric("score spread", MEAN, "points", "Ludii ScoreDifference", _spread),
    Metric("rule usage", SHARE, "share of games it happened in", "the lab's event counts", _rule_usage),
    Metric("rule frequency", MEAN, "times per game", "the lab's event counts", _rule_frequency),
)
#: restricted play (Jaffe et al. 2012), from the games :func:`skill` plays: a restricted bot's
#: share of the wins in one seat against the strongest bot in every other
SKILL = Metric(RESTRICTED_PLAY, SHARE, "share of the wins", "Jaffe et al. 2012, restricted play", None, fair=True)
#: every metric by name
METRICS = {m.name: m for m in (*BATTERY, SKILL)}


def per_game(games: pd.DataFrame) -> pd.DataFrame:
    """One value a game (rows, as ``games``) for every item of every metric of :data:`BATTERY`
    (columns: metric and item), NaN where a game has none.

    >>> games = pd.DataFrame({"game": "g", "seed": [1, 2], "players": 2, "winners": [[0], [1]],
    ...                       "decisions": [10, 30], "end": "e", "event_move": [0, 3]})
    >>> per_game(games)[[("length", "decisions"), ("rule usage", "move")]].values.tolist()
    [[10.0, 0.0], [30.0, 1.0]]
    """
    columns = {}
    courses = _courses(games)
    for metric in BATTERY:
        if metric.course:
            key, item = metric.course
            columns[metric.name, item] = courses[key]
            continue
        for item, values in metric.values(games).items():  # type: ignore[misc]  # a metric without a course has values
            columns[metric.name, item] = values
    out = pd.DataFrame(columns, index=games.index)
    out.columns = pd.MultiIndex.from_tuples(out.columns, names=["metric", "item"])
    return out


@former_keywords
def metrics(games, by: str | None = None, *, strongest: str | None = STRONGEST, game_name: str | None = None) -> pd.DataFrame:
    """The battery of ``games`` (a lab table, as :func:`~deltawidgets.lab.sweep`,
    :func:`~deltawidgets.lab.simulate` or :func:`skill` return it, or an archive's path;
    ``game_name`` keeps one game's games), one row per group, metric and item: the number of games that have
    it, its value and 95 % interval (``lo``, ``hi``), its unit, and the fair share it is read
    against (``reference``, for shares of wins).

    A group is a game, a set of rule options and a line-up of bots (``bots``): the values of the
    column ``by`` (e.g. a swept option), or else the ``setting``, the rule options that differ
    from the game's defaults. A game in which ``strongest`` plays every seat but one is one of
    restricted play: it counts only toward its setting's ``restricted play`` rows (None: no game
    is). A game whose score does not run during play has no row of the metrics that follow the
    lead (``docs/metrics.md``)."""
    df = _table(games, game_name)
    keys, df = _keyed(df, by, strongest)
    restricted = df["_skill"]
    plain = df[restricted.isna()]
    rows = []
    for key, group in plain.groupby([*keys, "bots"], sort=False, dropna=False):
        head = dict(zip([*keys, "bots"], key))
        running = all(GAMES[g].running_score if g in GAMES else True for g in set(group["game"]))
        values = per_game(group)
        for name, item in values.columns:
            metric = METRICS[name]
            if metric.course and not running:
                continue
            rows.append({**head, **_summary(metric, item, values[name, item], group)})
    for key, group in df[restricted.notna()].groupby([*keys, "bots"], sort=False, dropna=False):
        ((item, wins),) = _skill_wins(group, strongest).items()  # type: ignore[arg-type]  # restricted play is marked only with a strongest bot
        rows.append({**dict(zip([*keys, "bots"], key)), **_summary(SKILL, item, wins, group)})
    return pd.DataFrame(rows, columns=[*keys, "bots", "metric", "item", "unit", "games", "value", "lo", "hi", "reference"])


@former_keywords
def differences(games, a, b, by: str | None = None, *, strongest: str | None = STRONGEST, game_name: str | None = None) -> pd.DataFrame:
    """Which metrics differ between two groups of ``games`` beyond their intervals: the groups
    whose ``by`` column (as in :func:`metrics`; else the ``setting``) is ``a`` and ``b``, under
    each line-up of bots they share. One row per metric and item: both values, the difference
    ``b`` less ``a`` with its 95 % interval, whether games were paired, and the verdict:
    "higher with b", "lower with b" or "cannot tell apart" (the interval holds 0).

    Games of the two groups are paired by seed when both played the same seeds (a sweep plays
    the same seeds at every value): a mean's difference is then the mean of the games'
    differences (Student t). A share's difference, and a mean's on unpaired games, take the
    unpaired interval (Newcombe's for shares, Welch's for means): a t interval of few 0-or-1
    differences that all agree would shrink to a point.

    ``by="game"`` sets two games side by side, a rule variant beside its parent (issue 37): their
    games under each line-up of bots, paired by seed when both played the same seeds, in rows whose
    ``game`` says "``b`` beside ``a``"."""
    df = _table(games, game_name)
    keys, df = _keyed(df, by, strongest)
    col = keys[-1]
    values = set(df[col])
    for v in (a, b):
        if v not in values:
            shown = ", ".join(sorted(map(str, values)))
            raise BadInput(f"No games have {col} {v!r}; the table's are: {shown}.")
    rows = []
    across = col == "game"  # two games: grouped by line-up alone
    for key, group in df.groupby(["bots"] if across else ["game", "bots"], sort=False, dropna=False):
        name, bots = (f"{b} beside {a}", key[0]) if across else key
        one, two = group[group[col] == a], group[group[col] == b]
        if one.empty or two.empty:
            continue
        pairs = _pairs(one, two) if one["_skill"].isna().all() else _skill_pairs(one, two, strongest)  # type: ignore[arg-type]  # _skill is set only with a strongest bot
        for metric, item, xa, xb in pairs:
            rows.append({"game": name, "bots": bots, "metric": metric.name, "item": item, **_difference(metric, xa, one["seed"], xb, two["seed"], a, b)})
    if not rows:
        raise BadInput(f"No line-up of bots played both {col} {a!r} and {b!r}: compare games of the same bots.")
    return pd.DataFrame(rows)


@former_keywords
def skill(
    game_name: str,
    params: dict | None = None,
    restricted=RESTRICTED,
    strongest: str = STRONGEST,
    games: int = 20,
    seed: int = 0,
    client=None,
    *,
    archive=DEFAULT_PATH,
    jobs: int | None = None,
    progress: bool = True,
) -> pd.DataFrame:
    """Restricted play (Jaffe et al. 2012) in the game named ``game_name`` under the rule options
    ``params``: each bot of ``restricted`` in one seat against
    ``strongest`` in every other, in each seat in turn, ``games`` games a seat (seeds ``seed``
    on, the same in every seat); a lab table, one row a game_name, which :func:`metrics` reads as
    restricted play (pass it the same ``strongest``). A game that rewards skill leaves the
    restricted bots well below the fair share of the wins; one of luck leaves them near it."""
    names = [restricted] if isinstance(restricted, str) else list(restricted)
    if not names or strongest in names:
        raise BadInput(f"Restricted play sets other bots against {strongest!r}: name at least one bot besides it, e.g. restricted=['random', 'greedy'].")
    players = seat_bots(game_name, params, strongest)[0]["players"]
    tables = []
    for bot in names:
        for seat in range(players):
            seats = [strongest] * players
            seats[seat] = bot
            tables.append(simulate(game_name, params, seats, games, seed, client, archive=archive, jobs=jobs, progress=progress))
    return pd.concat(tables, ignore_index=True)


# -- tables and plots of a battery ---------------------------------------------------------------------
def metrics_table(m: pd.DataFrame) -> pd.DataFrame:
    """A battery (:func:`metrics`) as a person reads it: one row per metric and item, one column
    per group, each cell its value and 95 % interval ("0.52 (0.46 to 0.58)")."""
    label = group_labels(m)
    cells = [_cell(v, lo, hi) for v, lo, hi in zip(m["value"], m["lo"], m["hi"])]
    table = pd.DataFrame({"metric": m["metric"], "item": m["item"], "group": label, "cell": cells})
    order = list(dict.fromkeys(zip(m["metric"], m["item"])))
    wide = table.pivot_table(index=["metric", "item"], columns="group", values="cell", aggfunc="first", sort=False)
    wide = wide.reindex(pd.MultiIndex.from_tuples(order, names=["metric", "item"]))
    return wide[list(dict.fromkeys(label))]


#: the metrics a plot of the battery shows (rule usage and frequency: one row per event type, a table's job)
PLOTTED = (
    "win share",
    "first seat's win share",
    "completion",
    "ties",
    "length",
    "branching factor",
    "decisiveness",
    "lead changes",
    "drama",
    "uncertainty",
    "score spread",
    RESTRICTED_PLAY,
)


def plot_metrics(m: pd.DataFrame, fig):
    """Small multiples of a battery (:func:`metrics`) on ``fig``, a matplotlib figure: one panel
    per metric, each item a row, each group a point with its 95 % interval (a dashed line at
    the fair share of a share of wins). Returns the panels."""
    label = group_labels(m)
    groups = list(dict.fromkeys(label))
    shown = [name for name in PLOTTED if (m["metric"] == name).any()]
    cols = 4 if len(shown) > 6 else 3
    rows = math.ceil(len(shown) / cols)
    axes = fig.subplots(rows, cols, squeeze=False).ravel()
    colors = [f"C{i % 10}" for i in range(len(groups))]
    for ax, name in zip(axes, shown):
        part = m[m["metric"] == name]
        items = list(dict.fromkeys(part["item"]))
        step = 0.7 / max(1, len(groups))
        for k, group in enumerate(groups):
            mine = part[label[part.index] == group].set_index("item").reindex(items)
            y = np.arange(len(items)) + (k - (len(groups) - 1) / 2) * step
            err = [(mine["value"] - mine["lo"]).fillna(0).clip(lower=0), (mine["hi"] - mine["value"]).fillna(0).clip(lower=0)]
            ax.errorbar(mine["value"], y, xerr=err, fmt="o", color=colors[k], markersize=3, capsize=2, label=group)
        for ref in sorted(set(part["reference"].dropna())):
            ax.axvline(ref, color="grey", linestyle="--", linewidth=0.8)
        if len(items) > 1:
            ax.set_yticks(np.arange(len(items)), [_short(i) for i in items], fontsize="x-small")
        else:  # one item: it names what is measured, under the values
            ax.set_yticks([])
            ax.set_xlabel(items[0], fontsize="x-small")
        ax.invert_yaxis()
        ax.set_title(f"{name} ({part['unit'].iloc[0]})", fontsize="small")
        ax.tick_params(axis="x", labelsize="x-small")
    for ax in axes[len(shown) :]:
        ax.set_visible(False)
    if len(axes):
        handles, names = axes[0].get_legend_handles_labels()
        fig.legend(handles, names, loc="lower center", ncol=min(len(groups), 3), fontsize="small", frameon=False)
    return axes[: len(shown)]


def group_labels(m: pd.DataFrame) -> pd.Series:
    """Each row's group in words, from the group columns that differ between the battery's
    groups: "alien_limit 3", "greedy in every seat". Restricted play's rows go with their
    setting (their item says who played), so the bots count only where the plain games differ.

    >>> m = pd.DataFrame({"game": ["g", "g"], "alien_limit": [3, 5], "bots": ["greedy in every seat"] * 2, "metric": ["ties"] * 2})
    >>> group_labels(m).tolist()
    ['alien_limit 3', 'alien_limit 5']
    """
    keys = [c for c in m.columns if c not in ("metric", "item", "unit", "games", "value", "lo", "hi", "reference")]
    plain = m["metric"] != RESTRICTED_PLAY
    settings = [c for c in keys if c != "bots"]
    varying = [c for c in settings if m[c].astype(str).nunique() > 1] or settings[-1:]
    with_bots = "bots" in keys and m.loc[plain, "bots"].nunique() > 1
    named = [c for c in varying if c not in ("game", SETTING)]  # a column named by the caller: say which

    def label(r) -> str:
        parts = [f"{c} {r[c]}" if c in named else str(r[c]) for c in varying]
        if with_bots and r["metric"] != RESTRICTED_PLAY:
            parts.append(str(r["bots"]))
        return ", ".join(parts)

    return m.apply(label, axis=1)


# -- helpers ------------------------------------------------------------------------------------------
def _table(games, game: str | None) -> pd.DataFrame:
    """The games as a lab table: a DataFrame as it is, an archive (a path or :class:`Archive`) read whole."""
    if isinstance(games, pd.DataFrame):
        df = games if game is None else games[games["game"] == game]
    elif isinstance(games, (str, Path, Archive)):
        store = games if isinstance(games, Archive) else Archive(games)
        if not Path(store.path).exists():
            raise BadInput(f"There is no archive at {store.path}: give a table of games or the path of a lab archive.")
        df = frame(store.select(game))
    else:
        raise BadInput(f"The games to measure are a lab table (a DataFrame) or an archive's path; got {type(games).__name__}.")
    if "stopped_at" in df.columns:  # a playtest kept before its end has no winner nor length to measure
        df = df[df["stopped_at"].isna()]
    if df.empty:
        raise BadInput("There are no finished games to measure" + (f" of {game}" if game else "") + ": play some first (lab.simulate or lab.sweep).")
    out = df.reset_index(drop=True)
    out.attrs = {}  # a sweep's attrs (its full options) would be deep-copied at every step
    return out


def _keyed(df: pd.DataFrame, by: str | None, strongest: str | None) -> tuple[list[str], pd.DataFrame]:
    """The group columns (game, then ``by`` or the setting) and the table with them, ``bots``
    (each game's line-up, in words), ``_lineup`` (its bots, seat by seat) and ``_skill`` (the
    restricted bot of a game of restricted play against ``strongest``, else None) added."""
    seats = _bot_columns(df)
    lineups = [tuple(x for x in r if isinstance(x, str)) for r in df[seats].itertuples(index=False)] if seats else [()] * len(df)
    skill = {t: _restricted(t, strongest) for t in set(lineups)}
    words = {
        t: f"{skill[t]} in one seat, {strongest} in the others"
        if skill[t]
        else lineup(pd.DataFrame([t], columns=[f"bot_{i}" for i in range(len(t))]))
        if t
        else "bots not recorded"
        for t in skill
    }
    out = df.assign(bots=[words[t] for t in lineups], _lineup=lineups, _skill=pd.Series([skill[t] for t in lineups], index=df.index, dtype=object))
    if by is None:
        labels = {(g, k): _setting(g, k) for g, k in set(zip(out["game"], out["options"]))} if "options" in out else {}
        out[SETTING] = [labels.get((g, k), "as played") for g, k in zip(out["game"], out["options"] if "options" in out else out["game"])]
        return ["game", SETTING], out
    if by not in out.columns and "options" not in out:
        raise BadInput(f"The games have no column {by!r} to group by.")
    options = [json.loads(o) for o in out["options"]] if "options" in out else [{}] * len(out)
    given = out[by] if by in out.columns else pd.Series([None] * len(out))
    # a rule option's value as the options hold it (tables joined may have made 3 a 3.0, or lack
    # the column: restricted play's games, say); any other column as it is
    filled = [o[by] if by in o else v for v, o in zip(given, options)]
    if all(v is None for v in filled):
        raise BadInput(f"The games have no column or rule option {by!r} to group by.")
    out[by] = filled
    return ["game", by], out


def _setting(game: str, key: str) -> str:
    """The rule options ``key`` (canonical JSON) in words: those that differ from the game's
    defaults ("alien_limit 3, players 3"), or "the defaults"."""
    options = json.loads(key)
    known = GAMES.get(game)
    defaults = known.Params.parse({}).to_json() if known is not None else {}
    changed = [(k, v) for k, v in sorted(options.items()) if defaults.get(k, object()) != v]
    if not changed:
        return "the defaults"
    return ", ".join(f"{k} {v}" if isinstance(v, (bool, int, float, str)) else f"{k} changed" for k, v in changed)


def _bot_columns(df: pd.DataFrame) -> list[str]:
    return sorted((c for c in df.columns if c.startswith("bot_") and c[4:].isdigit()), key=lambda c: int(c[4:]))


def _restricted(seats: tuple, strongest: str | None) -> str | None:
    """The bot of the one seat ``strongest`` does not play, in a game of restricted play; else None.

    >>> _restricted(("random", "ismcts:200", "ismcts:200"), "ismcts:200"), _restricted(("greedy", "greedy"), "ismcts:200")
    ('random', None)
    """
    others = [b for b in seats if b != strongest]
    return others[0] if len(seats) > 1 and len(others) == 1 else None


def _column(df: pd.DataFrame, name: str) -> pd.Series:
    return df[name].astype(float) if name in df else pd.Series(math.nan, index=df.index)


def _events(df: pd.DataFrame) -> list[str]:
    return [c for c in df.columns if c.startswith("event_")]


def _courses(df: pd.DataFrame) -> pd.DataFrame:
    """The course of each game (:func:`~deltawidgets.lab.trajectory.course`) from its standings;
    NaN for a game without them (played before they were kept) or without a running score."""
    keys = ("lead_changes", "drama", "decided_at", "known_at")
    rows = []
    standings = df["standings"] if "standings" in df else [None] * len(df)
    for name, s, w in zip(df["game"], standings, df["winners"]):
        running = GAMES[name].running_score if name in GAMES else True
        known = isinstance(s, str) and running
        rows.append(course(json.loads(s), list(w)) if known else dict.fromkeys(keys, math.nan))
    return pd.DataFrame(rows, index=df.index, columns=list(keys)).astype(float)


def _interval(metric: Metric, x: pd.Series) -> tuple[int, float, float, float]:
    """(games, value, lo, hi) of a metric's values (NaN dropped): Wilson for a share, Student t
    for a mean (no interval from fewer than two games)."""
    from statsmodels.stats.proportion import proportion_confint
    from statsmodels.stats.weightstats import DescrStatsW

    x = x.dropna().astype(float)
    n = len(x)
    if n == 0:
        return 0, math.nan, math.nan, math.nan
    value = float(x.mean())
    if metric.kind == SHARE:
        lo, hi = proportion_confint(float(x.sum()), n, alpha=0.05, method="wilson")
    elif n > 1:
        lo, hi = DescrStatsW(x.to_numpy()).tconfint_mean(alpha=0.05)
    else:
        lo = hi = math.nan
    return n, value, float(lo), float(hi)


def _summary(metric: Metric, item: str, x: pd.Series, games: pd.DataFrame) -> dict:
    n, value, lo, hi = _interval(metric, x)
    fair = float((1 / games["players"]).mean()) if metric.fair else math.nan
    return {"metric": metric.name, "item": item, "unit": metric.unit, "games": n, "value": value, "lo": lo, "hi": hi, "reference": fair}


def _pairs(one: pd.DataFrame, two: pd.DataFrame):
    """(metric, item, values of ``one``, values of ``two``) for every item either group has: an
    event one group never saw happened 0 times there; any other item it lacks has no value."""
    a, b = per_game(one), per_game(two)
    running = all(GAMES[g].running_score if g in GAMES else True for g in set(one["game"]))
    for col in dict.fromkeys([*a.columns, *b.columns]):
        metric = METRICS[col[0]]
        if metric.course and not running:
            continue
        fill = 0.0 if metric.name in ("rule usage", "rule frequency") else math.nan
        xa = a[col] if col in a.columns else pd.Series(fill, index=one.index)
        xb = b[col] if col in b.columns else pd.Series(fill, index=two.index)
        yield metric, col[1], xa, xb


def _skill_pairs(one: pd.DataFrame, two: pd.DataFrame, strongest: str):
    ((item, xa),), ((_, xb),) = _skill_wins(one, strongest).items(), _skill_wins(two, strongest).items()
    yield SKILL, item, xa, xb


def _skill_wins(games: pd.DataFrame, strongest: str) -> dict[str, pd.Series]:
    """Restricted play's item and a game's win for the restricted bot, in games of one restricted bot."""
    (bot,) = set(games["_skill"])
    seat = pd.Series([list(t).index(bot) for t in games["_lineup"]], index=games.index)
    return {f"{bot} against {strongest}": _wins(games, seat)}


def _difference(metric: Metric, xa: pd.Series, seeds_a: pd.Series, xb: pd.Series, seeds_b: pd.Series, a, b) -> dict:
    """Both values, ``b`` less ``a`` with its 95 % interval, whether paired, and the verdict."""
    keep_a, keep_b = xa.notna(), xb.notna()
    ya, yb = xa[keep_a].astype(float), xb[keep_b].astype(float)
    sa, sb = list(seeds_a[keep_a]), list(seeds_b[keep_b])
    paired = len(sa) > 1 and sorted(sa) == sorted(sb) and len(set(sa)) == len(sa)
    va, vb = (float(ya.mean()) if len(ya) else math.nan), (float(yb.mean()) if len(yb) else math.nan)
    # two groups without spread leave Welch's degrees of freedom undefined: no interval, no warning
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        lo, hi = _difference_interval(metric, ya, sa, yb, sb, paired)
    lo, hi = float(lo), float(hi)
    paired = paired and metric.kind == MEAN  # a share's interval is the unpaired one (see differences)
    if lo > 0:
        verdict = f"higher with {b}"
    elif hi < 0:
        verdict = f"lower with {b}"
    else:
        verdict = "cannot tell apart"
    return {
        "unit": metric.unit,
        "games": min(len(ya), len(yb)),
        str(a): va,
        str(b): vb,
        "difference": vb - va,
        "lo": lo,
        "hi": hi,
        "paired": paired,
        "verdict": verdict,
    }


def _difference_interval(metric: Metric, ya: pd.Series, sa: list, yb: pd.Series, sb: list, paired: bool) -> tuple[float, float]:
    """The 95 % interval of ``yb``'s mean less ``ya``'s (see :func:`differences`); NaN where none can be had."""
    from statsmodels.stats.proportion import confint_proportions_2indep
    from statsmodels.stats.weightstats import CompareMeans, DescrStatsW

    if not len(ya) or not len(yb):
        return math.nan, math.nan
    if metric.kind == SHARE:
        return confint_proportions_2indep(float(yb.sum()), len(yb), float(ya.sum()), len(ya), method="newcomb", compare="diff")
    if paired:
        d = pd.Series(yb.to_numpy(), index=sb) - pd.Series(ya.to_numpy(), index=sa)
        return DescrStatsW(d.to_numpy()).tconfint_mean(alpha=0.05)
    if len(ya) > 1 and len(yb) > 1:
        return CompareMeans(DescrStatsW(yb.to_numpy()), DescrStatsW(ya.to_numpy())).tconfint_diff(alpha=0.05, usevar="unequal")
    return math.nan, math.nan


def _cell(value: float, lo: float, hi: float) -> str:
    if value != value:
        return "no games"
    if lo != lo:
        return f"{_num(value)} (no interval: one game)"
    return f"{_num(value)} ({_num(lo)} to {_num(hi)})"


def _num(x: float) -> str:
    return f"{x:.3g}" if abs(x) < 1000 else f"{x:,.0f}"


def _short(text: str, width: int = 24) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"
