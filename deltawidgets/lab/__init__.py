"""The playtest lab: many bot games of any registered game, as pandas tables, over grids of
rule options (or tuned by search, :func:`tune`), on local processes or a Dask cluster, kept in
a DuckDB archive, measured by a standard battery of game metrics (:func:`metrics`). It needs the
``lab`` extra (``pip install 'deltawidgets[lab]'``)."""

from deltawidgets.core.extras import LAB, require

require("lab", LAB, "the playtest lab (deltawidgets.lab)")

from deltawidgets.lab.archive import Archive, query
from deltawidgets.lab.metrics import differences, metrics, metrics_table, per_game, plot_metrics, skill
from deltawidgets.lab.play import play_game
from deltawidgets.lab.playtests import compare, games, plot_compare
from deltawidgets.lab.runner import DEFAULT_BOTS, frame, simulate, sweep
from deltawidgets.lab.tune import importances, tune

__all__ = [
    "DEFAULT_BOTS",
    "Archive",
    "compare",
    "differences",
    "frame",
    "games",
    "importances",
    "metrics",
    "metrics_table",
    "per_game",
    "play_game",
    "plot_compare",
    "plot_metrics",
    "query",
    "simulate",
    "skill",
    "sweep",
    "tune",
]
