"""Optional parts of the package and the packages they need.

Playing and teaching need only the core dependencies; the lab (many bot games as tables, the
DuckDB archive, plots) and the command line's ``simulate`` and ``soak`` need the ``lab`` extra.
A part that is used without its extra stops with one sentence that says what to install,
instead of a bare ``No module named 'pandas'`` from deep inside.

>>> require("lab", ["json"], "the playtest lab")  # present: nothing happens
>>> require("lab", ["no_such_package_here"], "the playtest lab")
Traceback (most recent call last):
...
ImportError: the playtest lab needs no_such_package_here, which is not installed: pip install 'deltawidgets[lab]'
"""

from __future__ import annotations

import importlib.util

#: what each extra's features import (pyproject.toml's extras install them)
LAB = ["pandas", "duckdb", "tqdm", "matplotlib", "optuna", "scipy", "statsmodels"]
NET = ["tornado", "segno"]


def missing(modules: list[str]) -> list[str]:
    """The modules of ``modules`` that cannot be imported here."""
    return [m for m in modules if importlib.util.find_spec(m) is None]


def require(extra: str, modules: list[str], feature: str) -> None:
    """Stop with a sentence naming ``extra`` when a module ``feature`` needs is not installed."""
    gone = missing(modules)
    if gone:
        raise ImportError(f"{feature} needs {', '.join(gone)}, which {'is' if len(gone) == 1 else 'are'} not installed: pip install 'deltawidgets[{extra}]'")
