"""Balance reports of a lab table (one row per game, as :func:`~deltawidgets.lab.simulate` and
:func:`~deltawidgets.lab.sweep` return): tables first, each with a matplotlib plot of it.

>>> import pandas as pd
>>> df = pd.DataFrame({"v": [1, 1, 1, 1], "players": [2] * 4, "winners": [[0], [0], [1], [0, 1]]})
>>> win_rates(df, "v")[["seat", "games", "rate"]].to_dict("records")
[{'seat': 0, 'games': 4, 'rate': 0.625}, {'seat': 1, 'games': 4, 'rate': 0.375}]
"""

from __future__ import annotations

import io
import math
import textwrap

import numpy as np
import pandas as pd

from deltawidgets.core.params import rule_options_schema
from deltawidgets.core.refusal import seat as seat_name
from deltawidgets.games import get_game
from deltawidgets.lab.standing import about

Z95 = 1.959964


def wilson(points: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval (95 %) of a rate of ``points`` in ``n`` games.

    >>> [round(x, 3) for x in wilson(30, 40)]
    [0.598, 0.858]
    """
    if n == 0:
        return (0.0, 1.0)
    p = points / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def win_rates(df: pd.DataFrame, by: str) -> pd.DataFrame:
    """Per value of the option ``by`` and per seat: games, the seat's share of the wins (a win
    shared by k counts 1/k) and its 95 % interval (``lo``, ``hi``), and the bots that played
    those games (:func:`lineup`: a balance table is only as good as the play behind it)."""
    rows = []
    for value, group in df.groupby(by, sort=True):
        bots = lineup(group)
        for seat in range(int(group["players"].max())):
            n = int((group["players"] > seat).sum())
            points = sum(1 / len(w) for w in group["winners"] if seat in w)
            lo, hi = wilson(points, n)
            rows.append({by: value, "seat": seat, "games": n, "rate": points / n if n else float("nan"), "lo": lo, "hi": hi, "bots": bots})
    return pd.DataFrame(rows)


def end_shares(df: pd.DataFrame, by: str) -> pd.DataFrame:
    """Share of games per way of ending (rows: the game's sentence), per option value (columns,
    headed by the option and the bots that played)."""
    table = pd.crosstab(df["end_text"], df[by], normalize="columns")
    table.columns.name = played_by(by, df)
    return table


def rule_usage(df: pd.DataFrame, by: str) -> pd.DataFrame:
    """How often each event type fired per game on average (rows), per option value (columns,
    headed by the option and the bots that played)."""
    events = [c for c in df.columns if c.startswith("event_")]
    table = df.groupby(by)[events].mean().T
    table.index = [c.removeprefix("event_") for c in table.index]
    table.columns.name = played_by(by, df)
    return table


def played_by(by: str, df: pd.DataFrame) -> str:
    """A table's or plot's heading: the option and who played.

    >>> played_by("alien_limit", pd.DataFrame({"bot_0": ["greedy"], "bot_1": ["greedy"]}))
    'alien_limit (bots: greedy in every seat)'
    """
    return f"{by} (bots: {lineup(df)})"


def plot_win_rates(df: pd.DataFrame, by: str, ax):
    """Bars of each seat's win share per option value, with 95 % intervals; a line at the fair
    share for the most common number of players."""
    rates = win_rates(df, by)
    values = list(dict.fromkeys(rates[by]))
    seats = sorted(set(rates["seat"]))
    width = 0.8 / len(seats)
    for k, seat in enumerate(seats):
        part = rates[rates["seat"] == seat].set_index(by).reindex(values)
        x = np.arange(len(values)) + k * width
        ax.bar(x, part["rate"], width, label=seat_name(seat), yerr=[part["rate"] - part["lo"], part["hi"] - part["rate"]], capsize=3)
    ax.axhline(1 / df["players"].mode()[0], color="grey", linestyle="--", linewidth=1)
    ax.set_xticks(np.arange(len(values)) + width * (len(seats) - 1) / 2, [str(v) for v in values])
    ax.set_xlabel(by)
    ax.set_ylabel("share of wins (95 % CI)")
    ax.legend(fontsize="small")
    ax.set_title(f"bots: {lineup(df)}", fontsize="small")
    return ax


def plot_score_spread(df: pd.DataFrame, by: str, ax):
    """Box plots of the winning margin (best score less the second best) per option value."""
    values = sorted(df[by].unique())
    margins = [_margins(df[df[by] == v]) for v in values]
    ax.boxplot(margins)
    ax.set_xticks(range(1, len(values) + 1), [str(v) for v in values])
    ax.set_xlabel(by)
    ax.set_ylabel("winning margin (points)")
    ax.set_title(f"bots: {lineup(df)}", fontsize="small")
    return ax


def plot_lengths(df: pd.DataFrame, by: str, ax):
    """Histograms of game length in decisions per option value, on the same bins."""
    bins = np.histogram_bin_edges(df["decisions"], bins=20)
    for v in sorted(df[by].unique()):
        ax.hist(df[df[by] == v]["decisions"], bins=bins, alpha=0.5, label=f"{by}={v}")
    ax.set_xlabel("decisions per game")
    ax.set_ylabel("games")
    ax.legend(fontsize="small")
    ax.set_title(f"bots: {lineup(df)}", fontsize="small")
    return ax


def plot_ends(df: pd.DataFrame, by: str, ax):
    """Stacked bars: the share of games per way of ending, per option value."""
    shares = end_shares(df, by)
    bottom = np.zeros(shares.shape[1])
    for sentence, row in shares.iterrows():
        ax.bar([str(c) for c in shares.columns], row.to_numpy(), bottom=bottom, label=sentence)
        bottom += row.to_numpy()
    ax.set_xlabel(by)
    ax.set_ylabel("share of games")
    ax.legend(fontsize="x-small")
    ax.set_title(f"bots: {lineup(df)}", fontsize="small")
    return ax


def plot_rule_usage(df: pd.DataFrame, by: str, ax):
    """A heatmap of how often each event type fires per game, per option value."""
    table = rule_usage(df, by)
    image = ax.imshow(table.to_numpy(), aspect="auto", cmap="viridis")
    ax.set_yticks(range(len(table.index)), table.index, fontsize="small")
    ax.set_xticks(range(len(table.columns)), [str(c) for c in table.columns])
    ax.set_xlabel(by)
    ax.figure.colorbar(image, ax=ax, label="times per game")
    ax.set_title(f"bots: {lineup(df)}", fontsize="small")
    return ax


def _margins(df: pd.DataFrame) -> list[float]:
    scores = df[[c for c in df.columns if c.startswith("score_")]].to_numpy(dtype=float)
    ordered = -np.sort(-np.nan_to_num(scores, nan=-np.inf), axis=1)
    return list(ordered[:, 0] - ordered[:, 1])


def battery(df: pd.DataFrame, by: str | None = None, **kw) -> pd.DataFrame:
    """The standard battery of game metrics of ``df`` per value of ``by`` (else per setting), as
    a person reads it: a row per metric and item, a column per group, each cell its value and
    95 % interval (:func:`~deltawidgets.lab.metrics.metrics`, ``docs/metrics.md``)."""
    from deltawidgets.lab.metrics import metrics, metrics_table

    return metrics_table(metrics(df, by, **kw))


def plot_battery(df: pd.DataFrame, by: str | None, fig, **kw):
    """The battery of ``df`` as small multiples on the figure ``fig``: a panel per metric, each
    value of ``by`` a point with its 95 % interval (:func:`~deltawidgets.lab.metrics.plot_metrics`)."""
    from deltawidgets.lab.metrics import metrics, plot_metrics

    return plot_metrics(metrics(df, by, **kw), fig)


def plot_tuning(trials: pd.DataFrame, ax):
    """A tuning run's search (the ``trials`` of :func:`~deltawidgets.lab.tune`): each trial's
    objective with its 95 % interval (a cross: pruned after part of its games) and the best
    finished trial so far."""
    from matplotlib.ticker import MaxNLocator  # matplotlib is loaded only when something is drawn

    for state, marker in (("complete", "o"), ("pruned", "x")):
        part = trials[trials["state"] == state]
        spread = [part["value"] - part["lo"], part["hi"] - part["value"]]
        ax.errorbar(part["number"] + 1, part["value"], yerr=spread, fmt=marker, capsize=3, label=f"{state} trial")
    finished = trials["value"].where(trials["state"] == "complete")
    ax.step(trials["number"] + 1, finished.cummin(), where="post", color="grey", label="best so far")
    ax.set_xlabel("trial (in the order played, from 1)")
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))  # trials are counted: no trial 1.5
    ax.set_ylabel("objective (smaller is better; 95 % CI)")
    ax.legend(fontsize="small")
    return ax


def plot_importance(importance: pd.DataFrame, ax):
    """Horizontal bars: how much each searched option moved the objective (shares of 1) with
    their 95 % intervals, as :func:`~deltawidgets.lab.tune.importances` gives them. An option
    that cannot be measured is named with the reason in place of a bar; when none can, the
    plot says why in words (never an empty frame)."""
    measured = importance["importance"].notna()
    if not measured.any():
        ax.set_axis_off()
        ax.text(0.5, 0.5, textwrap.fill(importance.attrs.get("note", "Importance cannot be measured."), 48), ha="center", va="center", wrap=True)
        return ax
    ordered = importance.iloc[::-1]
    labels = [str(i) for i in ordered.index]
    shares = ordered["importance"].fillna(0).to_numpy()
    errors = [(ordered["importance"] - ordered["lo"]).fillna(0).clip(lower=0), (ordered["hi"] - ordered["importance"]).fillna(0).clip(lower=0)]
    ax.barh(labels, shares, xerr=errors, capsize=3)
    for y, (share, note) in enumerate(zip(ordered["importance"], ordered["note"])):
        if pd.isna(share):
            ax.text(0.02, y, f"not measured: {note}", va="center", fontsize="small")
    ax.set_xlim(0, 1)
    ax.set_xlabel("importance (share of the objective's spread; 95 % CI)")
    return ax


def lineup(df: pd.DataFrame) -> str:
    """Which bots played the games of ``df`` (its ``bot_<seat>`` columns), in words for a title:
    "greedy in every seat", or each seat's bot.

    >>> lineup(pd.DataFrame({"bot_0": ["greedy"], "bot_1": ["greedy"]}))
    'greedy in every seat'
    >>> lineup(pd.DataFrame({"bot_0": ["ismcts:200"], "bot_1": ["greedy"]}))
    'Player 1 ismcts:200, Player 2 greedy'
    """
    seats = sorted((c for c in df.columns if c.startswith("bot_") and c[4:].isdigit()), key=lambda c: int(c[4:]))
    names = [sorted({str(v) for v in df[c].dropna()}) for c in seats]
    if not names:
        return "bots not recorded"
    flat = {n for each in names for n in each}
    if len(flat) == 1:
        return f"{flat.pop()} in every seat"
    return ", ".join(f"{seat_name(int(c[4:]))} {' or '.join(n)}" for c, n in zip(seats, names))


# -- for a page (the lab widget): plots as SVG text, tables as plain JSON ---------------------------
def svg(draw, title: str = "") -> str:
    """A figure drawn by ``draw(ax)`` as SVG text. No pyplot and no rc_context: a widget draws
    in its own thread, beside the notebook's own plots."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(4.8, 3.3))
    ax = fig.add_subplot()
    draw(ax)
    if title:
        ax.set_title(title, fontsize="medium" if len(title) < 60 else "small")
    fig.subplots_adjust(left=0.15, right=0.97, bottom=0.16, top=0.9)  # tight_layout costs more than the plot
    return _svg_text(fig)


def _svg_text(fig) -> str:
    buf = io.StringIO()
    fig.savefig(buf, format="svg")
    return buf.getvalue()


#: the plots a page shows, in its order: name -> (report's plot function, caption)
PAGE_PLOTS = {
    "wins": (plot_win_rates, "Share of wins by seat"),
    "margins": (plot_score_spread, "Winning margin"),
    "lengths": (plot_lengths, "Game length"),
}  # how the games ended is a table (end_shares): its sentences are too long for a legend


def option_title(game: str, option: str) -> str:
    """An option's name as the form shows it (its schema title: "Alien Limit")."""
    prop = rule_options_schema(get_game(game).Params)["properties"].get(option, {})
    return prop.get("title") or option


def plot_frame(df: pd.DataFrame, game: str, option: str = "") -> tuple[pd.DataFrame, str]:
    """The table and the column the report groups by, named as a person reads it: the swept
    option by its title, or else the game by its title, so that every plot has its one group."""
    if option:
        title = option_title(game, option)
        return df.assign(**{title: df[option]}), title  # a copy: the report reads "players" too
    return df.assign(game=get_game(game).title), "game"


def render_plots(df: pd.DataFrame, game: str, option: str = "") -> dict:
    """The report's plots of ``df`` as SVG text, by name (none for an empty table)."""
    if df.empty:
        return {}
    data, by = plot_frame(df, game, option)
    bots = lineup(df)
    return {name: svg(lambda ax, plot=plot: plot(data, by, ax), f"{caption} ({len(df)} games; {bots})") for name, (plot, caption) in PAGE_PLOTS.items()}


def summary_tables(df: pd.DataFrame, game: str, option: str = "") -> dict:
    """The tables the page shows, as plain JSON: ``wins``, each seat's share of the wins per
    swept value with its 95 % interval (report.win_rates), and ``ends``, the share of games per
    way of ending (its sentence) per swept value (report.end_shares), and ``standing``, how the
    default bot stands in the game's ladders when it played (:func:`deltawidgets.lab.standing.about`)."""
    if df.empty:
        return {"by": "", "wins": [], "ends": {"values": [], "rows": []}, "standing": ""}
    data, by = plot_frame(df, game, option)
    wins = []
    for r in win_rates(data, by).to_dict("records"):
        rate = r["rate"]
        wins.append(
            {
                "value": _plain(r[by]),
                "seat": seat_name(int(r["seat"])),
                "games": int(r["games"]),
                "rate": None if rate != rate else float(rate),
                "lo": float(r["lo"]),
                "hi": float(r["hi"]),
            }
        )
    shares = end_shares(data, by)
    ends = {"values": [_plain(v) for v in shares.columns], "rows": [{"text": str(text), "shares": [float(x) for x in row]} for text, row in shares.iterrows()]}
    return {"by": by if option else "", "wins": wins, "ends": ends, "bots": lineup(df), "standing": about(df, game)}


def battery_page(df: pd.DataFrame, game: str, option: str = "") -> dict:
    """The battery of game metrics as the page shows it, plain JSON: the groups (the swept
    values, else the one setting), a row per metric and item with each group's value, interval
    and games, and for each group after the first whether it differs from the first beyond the
    intervals (:func:`~deltawidgets.lab.metrics.differences`: "higher", "lower" or "cannot tell
    apart"); and the plot of it as SVG. The page's own line-up is one set of bots, so no game is
    read as restricted play."""
    from matplotlib.figure import Figure

    from deltawidgets.lab.metrics import differences, metrics, plot_metrics

    if df.empty:
        return {}
    key = option or None
    m = metrics(df, key, strongest=None)
    column = option or "setting"
    groups = list(dict.fromkeys(m[column]))
    verdicts = {}
    for value in groups[1:]:
        d = differences(df, groups[0], value, key, strongest=None)
        verdicts[value] = {(r["metric"], r["item"]): r for r in d.to_dict("records")}
    rows = []
    for (metric, item), part in m.groupby(["metric", "item"], sort=False):
        by_group = {r[column]: r for r in part.to_dict("records")}
        cells = [_cell_json(by_group.get(g)) for g in groups]
        against = [None] + [_verdict_json(verdicts[g].get((metric, item))) for g in groups[1:]]
        rows.append({"metric": metric, "item": item, "unit": part["unit"].iloc[0], "cells": cells, "against": against})
    fig = Figure(figsize=(9.6, 6.4))
    plot_metrics(m, fig)
    fig.suptitle(f"Game metrics ({len(df)} games; {lineup(df)}), each with its 95 % interval", fontsize="medium")
    fig.subplots_adjust(left=0.14, right=0.98, bottom=0.1, top=0.9, hspace=0.7, wspace=0.75)
    by = option_title(game, option) if option else ""
    return {"by": by, "groups": [_plain(g) for g in groups], "rows": rows, "bots": lineup(df), "plot": _svg_text(fig)}


def _cell_json(r: dict | None) -> dict | None:
    if r is None or r["games"] == 0:
        return None
    floats = {k: None if r[k] != r[k] else float(r[k]) for k in ("value", "lo", "hi")}
    return {**floats, "games": int(r["games"])}


def _verdict_json(r: dict | None) -> dict | None:
    if r is None:
        return None
    said = "cannot tell apart" if r["verdict"] == "cannot tell apart" else r["verdict"].split(" ", 1)[0]
    lo, hi = (None if x != x else float(x) for x in (r["lo"], r["hi"]))
    return {"verdict": said, "difference": None if r["difference"] != r["difference"] else float(r["difference"]), "lo": lo, "hi": hi}


def _plain(value):
    return value.item() if hasattr(value, "item") else value
