"""People's games beside the bots': the kept playtests of the archive as a lab table, and a
comparison of them with bot games under the same rule options (win share by seat, length,
endings), with 95 % intervals. A playtest kept before its end is in the table (its
``stopped_at``, the step it was kept at) and counted in the comparison, but has no winner, length
or ending to measure, so it is left out of those.

>>> import pandas as pd
>>> df = pd.DataFrame({"players": [2, 2], "winners": [[0], [1]], "decisions": [10, 20], "end_text": ["x", "x"]})
>>> table = measures(df, "human games", ["Red", "Blue"])
>>> table[["measure", "item", "value"]].values.tolist()
[['win share', 'Red', 0.5], ['win share', 'Blue', 0.5], ['decisions', 'decisions per game', 15.0], ['ending', 'x', 1.0]]
"""

from __future__ import annotations

import json
import math

import numpy as np
import pandas as pd

from deltawidgets.core.errors import BadInput
from deltawidgets.core.params import former_keywords
from deltawidgets.games import get_game
from deltawidgets.lab.archive import DEFAULT_PATH, Archive
from deltawidgets.lab.play import options_key
from deltawidgets.lab.report import Z95, wilson
from deltawidgets.lab.runner import frame

#: the groups of a comparison, as its table and plot name them
PEOPLE, BOTS = "human games", "bot games"
#: the axis of each measure's plot
AXES = {"win share": "share of wins (95 % CI)", "decisions": "decisions per game (mean, 95 % CI)", "ending": "share of games (95 % CI)"}


@former_keywords
def games(game_name: str, source: str | None = "human", params: dict | None = None, archive=DEFAULT_PATH) -> pd.DataFrame:
    """The archived games of the game named ``game_name`` from ``source`` ("human": kept games a
    person played in, "widget": bot games kept from a widget, "lab": the lab's bot games, None:
    all), under the rule options ``params`` (defaults filled in; None: any), as :func:`~deltawidgets.lab.frame` makes
    the table, with ``source``, ``id`` (what :meth:`GameWidget.reopen` takes), ``stopped_at``
    (the step a game kept unfinished was kept at; missing for a finished one) and ``name_i`` per seat."""
    rows = Archive(archive).select(get_game(game_name).name, source, _key(game_name, params))
    df = frame(rows)
    if df.empty:
        return df
    df["source"] = [r["source"] for r in rows]
    df["id"] = [r["id"] for r in rows]
    df["stopped_at"] = pd.array([r["stopped_at"] for r in rows], dtype="Int64")
    for i in range(int(df["players"].max())):
        df[f"name_{i}"] = [(r["names"] or r["bots"])[i] if i < r["players"] else None for r in rows]
    return df


@former_keywords
def compare(game_name: str, params: dict | None = None, bots=None, archive=DEFAULT_PATH) -> pd.DataFrame:
    """People's kept games of the game named ``game_name`` beside the lab's bot games under the
    same rule options ``params`` (None: the one set the kept games were played under): one row per measure, item and group, with the
    number of games, the value and its 95 % interval (``lo``, ``hi``). The measures: each seat's
    ``win share`` (a win shared by k counts 1/k; Wilson interval), ``decisions`` per game (the
    mean; normal interval) and each ``ending``'s share (Wilson), of the finished games; and the
    share of the people's games kept ``unfinished`` (Wilson), which are left out of the rest.
    ``bots``: the bot games' lineup (one name for every seat, or a list; None: any)."""
    people = games(game_name, "human", params, archive)
    title = get_game(game_name).title
    if people.empty:
        raise BadInput(f"{archive} keeps no {title} game played by people{_under(params)}: give a GameWidget archive= (or call archive_to) and play one.")
    keys = sorted(set(people["options"]))
    if len(keys) > 1:
        raise BadInput(
            f"The {title} games played by people in {archive} were played under {len(keys)} sets of "
            "rule options: name one with params= to compare like with like."
        )
    machine = _lineup(games(game_name, "lab", json.loads(keys[0]), archive), bots)
    if machine.empty:
        raise BadInput(
            f"{archive} has no {title} bot games under the rule options of the people's games: "
            "run lab.simulate with those rule options and archive= this file first."
        )
    seats = _seat_names(game_name, keys[0])
    unfinished = people["stopped_at"].notna()
    kept = _row("unfinished", "games kept before their end", PEOPLE, len(people), int(unfinished.sum()))
    finished = people[~unfinished].reset_index(drop=True)
    parts = [measures(finished, PEOPLE, seats)] if len(finished) else []
    return pd.concat([*parts, pd.DataFrame([kept]), measures(machine, BOTS, seats)], ignore_index=True)


def measures(df: pd.DataFrame, group: str, seats: list[str]) -> pd.DataFrame:
    """One group's rows of a comparison (see :func:`compare`); ``seats`` names the seats."""
    rows = []
    for i, seat in enumerate(seats):
        n = int((df["players"] > i).sum())
        points = sum(1 / len(w) for w in df["winners"] if i in w)
        rows.append(_row("win share", seat, group, n, points))
    lengths = df["decisions"].astype(float)
    half = Z95 * lengths.std(ddof=1) / math.sqrt(len(lengths)) if len(lengths) > 1 else float("nan")
    rows.append(
        {
            "measure": "decisions",
            "item": "decisions per game",
            "group": group,
            "games": len(lengths),
            "value": lengths.mean(),
            "lo": lengths.mean() - half,
            "hi": lengths.mean() + half,
        }
    )
    for ending, count in df["end_text"].value_counts(sort=False).sort_index().items():
        rows.append(_row("ending", ending, group, len(df), count))
    return pd.DataFrame(rows)


def plot_compare(table: pd.DataFrame, ax, measure: str = "win share"):
    """Bars of one ``measure`` of a :func:`compare` table ("win share", "decisions" or
    "ending"), people's games beside the bots' for each item, with 95 % intervals."""
    if measure not in AXES:
        raise BadInput(f"A comparison plots one of {', '.join(AXES)}; got {measure!r}.")
    part = table[table["measure"] == measure]
    items = list(dict.fromkeys(part["item"]))
    groups = list(dict.fromkeys(part["group"]))
    width = 0.8 / len(groups)
    for k, group in enumerate(groups):
        bars = part[part["group"] == group].set_index("item").reindex(items)
        n = int(bars["games"].max())
        ax.bar(
            np.arange(len(items)) + k * width,
            bars["value"],
            width,
            label=f"{group} ({n})",
            yerr=[bars["value"] - bars["lo"], bars["hi"] - bars["value"]],
            capsize=3,
        )
    if measure == "win share":
        ax.axhline(1 / len(items), color="grey", linestyle="--", linewidth=1)
    ax.set_xticks(np.arange(len(items)) + width * (len(groups) - 1) / 2, items, fontsize="small")
    ax.set_ylabel(AXES[measure])
    ax.legend(fontsize="small")
    return ax


def _row(measure: str, item: str, group: str, n: int, points: float) -> dict:
    lo, hi = wilson(points, n)
    return {"measure": measure, "item": item, "group": group, "games": n, "value": points / n if n else float("nan"), "lo": lo, "hi": hi}


def _key(game: str, options: dict | None) -> str | None:
    return None if options is None else options_key(get_game(game).Params.parse(options).to_json())


def _under(options) -> str:
    return "" if options is None else " under these rule options"


def _lineup(df: pd.DataFrame, bots) -> pd.DataFrame:
    """The games of ``df`` whose seats were played by ``bots`` (a name for every seat, a list, or None: any)."""
    if bots is None or df.empty:
        return df
    names = [c for c in df.columns if c.startswith("bot_")]
    want = [bots] * len(names) if isinstance(bots, str) else list(bots)
    keep = [list(r) == want for r in df[names].itertuples(index=False)]
    return df[keep].reset_index(drop=True)


def _seat_names(game: str, key: str) -> list[str]:
    g = get_game(game)
    return list(g.seat_names(g.setup(g.Params.parse(json.loads(key)), 0)))
