"""What a tuning run looks for, measured on a game table: a value to make small and its 95 %
interval. The interval's low end is the best the trial could still turn out to be, which is
what pruning compares with the best finished trial.

>>> import pandas as pd
>>> df = pd.DataFrame({"players": [2] * 40, "winners": [[0]] * 30 + [[1]] * 10})
>>> v, lo, hi = make_objective("balance").measure(df)
>>> round(v, 2), round(lo, 3), round(hi, 3)
(0.25, 0.098, 0.358)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import numpy as np
import pandas as pd

from deltawidgets.core.errors import BadInput
from deltawidgets.lab.report import Z95, wilson

KINDS = '"balance", {"length": decisions}, {"ending": {end code: share}} or a function of the game table'


@dataclass(frozen=True)
class Objective:
    """``measure(df)`` gives (value, lo, hi); lo and hi are the value's 95 % interval (both the
    value itself when no interval is known, and then no trial is pruned).

    The value of a built-in objective is a function of per-game means: ``per_game(df)`` is one
    row of numbers a game and ``of_means`` the value from their column means, so that a
    bootstrap over the games (:mod:`deltawidgets.lab.verdict`) is array arithmetic. A function
    objective has neither and is measured on each resampled table. ``sign`` is -1 for an
    objective made large: values are kept negated, so that smaller is always better."""

    name: str
    measure: Callable[[pd.DataFrame], tuple[float, float, float]]
    per_game: Callable[[pd.DataFrame], np.ndarray] | None = None
    of_means: Callable[[np.ndarray], np.ndarray] | None = None
    sign: float = 1.0

    def value(self, df: pd.DataFrame) -> float:
        """The objective of a table, without its interval."""
        if self.per_game is None:
            return self.measure(df)[0]
        return float(self.of_means(self.per_game(df).mean(axis=0)))  # type: ignore[misc]  # given together with per_game


def make_objective(objective, direction: str = "minimize") -> Objective:
    """The objective from its short form (see :data:`KINDS`); a function of the table is made
    small, or large with ``direction="maximize"``."""
    if objective == "balance":
        return Objective("balance", balance, seat_points, lambda m: np.abs(m - 1 / m.shape[-1]).max(axis=-1))
    if isinstance(objective, dict) and set(objective) == {"length"} and _number(objective["length"]):
        target = float(objective["length"])
        return Objective(
            f"length {target:g}", lambda df: length(df, target), lambda df: df[["decisions"]].to_numpy(float), lambda m: np.abs(m[..., 0] - target)
        )
    if isinstance(objective, dict) and set(objective) == {"ending"} and _mix(objective["ending"]):
        mix = dict(objective["ending"])
        codes = sorted(mix)
        wanted = np.array([float(mix[c]) for c in codes])
        return Objective(
            "ending " + ", ".join(f"{k} {v:g}" for k, v in sorted(mix.items())),
            lambda df: ending(df, mix),
            lambda df: _ending_columns(df, codes),
            lambda m: np.abs(m - np.pad(wanted, (0, m.shape[-1] - len(wanted)))).max(axis=-1),
        )
    if callable(objective):
        if direction not in ("minimize", "maximize"):
            raise BadInput(f'direction is "minimize" or "maximize"; got {direction!r}.')
        sign = 1.0 if direction == "minimize" else -1.0
        name = getattr(objective, "__name__", "objective")

        def measure(df):
            value = sign * float(objective(df))
            return value, value, value

        return Objective(f"{direction} {name}", measure, sign=sign)
    raise BadInput(f"The objective is {KINDS}; got {objective!r}.")


def balance(df: pd.DataFrame) -> tuple[float, float, float]:
    """How far the seat furthest from its fair share (1/n of the wins, a shared win counting
    1/k) lies from it."""
    players = int(df["players"].max())
    fair = 1 / players
    shares = []
    for seat in range(players):
        points = sum(1 / len(w) for w in df["winners"] if seat in w)
        shares.append((points / len(df), *wilson(points, len(df))))
    return _furthest(shares, [fair] * players)


def seat_points(df: pd.DataFrame) -> np.ndarray:
    """Each game's share of the win by seat (1 for a lone winner, 1/k each for k who share it).

    >>> seat_points(pd.DataFrame({"players": [2, 2], "winners": [[0], [0, 1]]})).tolist()
    [[1.0, 0.0], [0.5, 0.5]]
    """
    points = np.zeros((len(df), int(df["players"].max())))
    for row, winners in enumerate(df["winners"]):
        for seat in winners:
            points[row, seat] = 1 / len(winners)
    return points


def _ending_columns(df: pd.DataFrame, codes: list[str]) -> np.ndarray:
    """One column per wanted end code, then one per other ending of the table (wanted never):
    1 where a game ended that way."""
    ends = df["end"].to_numpy()
    others = sorted(set(ends) - set(codes))
    return np.stack([ends == c for c in [*codes, *others]], axis=1).astype(float)


def length(df: pd.DataFrame, target: float) -> tuple[float, float, float]:
    """How far the mean game length (decisions) lies from ``target``."""
    n = len(df)
    mean = float(df["decisions"].mean())
    half = Z95 * float(df["decisions"].std(ddof=1)) / math.sqrt(n) if n > 1 else math.inf
    return _distance(mean, mean - half, mean + half, target)


def ending(df: pd.DataFrame, target: dict) -> tuple[float, float, float]:
    """How far the ending furthest from its wanted share (``target``: end code to share; an
    ending not named is wanted never) lies from it."""
    codes = sorted(set(target) | set(df["end"]))
    shares: list[tuple[float, float, float]] = []
    for code in codes:
        hits = int((df["end"] == code).sum())
        shares.append((hits / len(df), *wilson(hits, len(df))))
    return _furthest(shares, [float(target.get(c, 0.0)) for c in codes])


def _furthest(shares: list[tuple[float, float, float]], targets) -> tuple[float, float, float]:
    spans = [_distance(*share, target) for share, target in zip(shares, targets)]
    return tuple(max(s[i] for s in spans) for i in range(3))  # type: ignore[return-value]  # three: value, low, high


def _distance(value: float, lo: float, hi: float, target: float) -> tuple[float, float, float]:
    """|value - target| with its interval: 0 at the low end when the target lies inside."""
    near = 0.0 if lo <= target <= hi else min(abs(lo - target), abs(hi - target))
    return abs(value - target), near, max(abs(lo - target), abs(hi - target))


def _number(x) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)


def _mix(x) -> bool:
    return isinstance(x, dict) and bool(x) and all(isinstance(k, str) and _number(v) and 0 <= v <= 1 for k, v in x.items())
