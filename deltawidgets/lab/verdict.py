"""Whether a setting found by a search is better than the rulebook's, beyond the noise.

A search picks its best on the seeds it played, so its best is flattered by them (the winner's
curse). :func:`deltawidgets.lab.tune` therefore plays its finalists and the rulebook's setting
again on fresh seeds, every setting on the same ones, and this module compares each finalist
with the rulebook's setting there: the difference of the objective, with a bootstrap interval
over the seeds that draws the same seeds for both settings (a paired comparison: the luck of a
deal falls on both alike). The intervals of the finalists hold together with 95 % (each is
widened, Bonferroni), so that looking at several finalists does not find a winner by chance.

>>> import pandas as pd
>>> from deltawidgets.lab.objectives import make_objective
>>> goal = make_objective({"length": 100})
>>> rulebook = pd.DataFrame({"seed": range(40), "decisions": [100, 120] * 20})
>>> longer = rulebook.assign(decisions=rulebook["decisions"] + 30)
>>> d, lo, hi = paired_difference(goal, longer, rulebook, seed=1)
>>> d, lo > 0
(30.0, True)
"""

from __future__ import annotations

import json
import math

import numpy as np
import pandas as pd

#: bootstrap resamples of the seeds; the interval's ends move by about a hundredth of its width
RESAMPLES = 2000
#: the chance, over all finalists together, that an interval misses the true difference
ALPHA = 0.05
#: the verdict of one finalist, by where its interval lies
BETTER, WORSE, TIE, REFERENCE = "better", "worse", "cannot tell", "reference"


def paired_difference(goal, a: pd.DataFrame, b: pd.DataFrame, confidence: float = 1 - ALPHA, resamples: int = RESAMPLES, seed: int = 0):
    """The objective of ``a`` less that of ``b`` (games of the same seeds, a ``seed`` column
    each) and its percentile bootstrap interval at ``confidence``: each resample draws the seeds
    with replacement and measures both settings on the same draw."""
    seeds = sorted(set(a["seed"]) & set(b["seed"]))
    a, b = (df.set_index("seed").loc[seeds].reset_index() for df in (a, b))
    n = len(seeds)
    rng = np.random.default_rng(seed)
    # a bootstrap resample is how often it draws each seed: a multinomial count per seed
    counts = rng.multinomial(n, np.full(n, 1 / n), size=resamples)
    if goal.per_game is not None:
        pa, pb = goal.per_game(a), goal.per_game(b)
        diffs = goal.of_means(counts @ pa / n) - goal.of_means(counts @ pb / n)
    else:  # a function of the table: measured on each resampled table
        rows = [np.repeat(np.arange(n), c) for c in counts]
        diffs = np.array([goal.value(a.iloc[r]) - goal.value(b.iloc[r]) for r in rows])
    tail = (1 - confidence) / 2
    lo, hi = np.quantile(diffs, [tail, 1 - tail])
    return goal.value(a) - goal.value(b), float(lo), float(hi)


def compare(goal, played: list[tuple[dict, pd.DataFrame]], reference: int, seed: int = 0) -> pd.DataFrame:
    """Each setting of ``played`` (``(setting, games)``, every one on the same seeds) against
    the one at index ``reference``: one row each, the setting's options, its ``games``, its
    objective (``value``), the ``difference`` from the reference with its interval (``lo``,
    ``hi``, joint 95 % over the others) and the ``verdict`` ("better", "worse", "cannot tell",
    or "reference")."""
    others = len(played) - 1
    confidence = 1 - ALPHA / max(1, others)
    rows = []
    base = played[reference][1]
    for i, (setting, games) in enumerate(played):
        row = {**setting, "games": len(games), "value": goal.value(games)}
        if i == reference:
            rows.append({**row, "difference": 0.0, "lo": 0.0, "hi": 0.0, "verdict": REFERENCE})
            continue
        d, lo, hi = paired_difference(goal, games, base, confidence, seed=seed + i)
        rows.append({**row, "difference": d, "lo": lo, "hi": hi, "verdict": BETTER if hi < 0 else WORSE if lo > 0 else TIE})
    table = pd.DataFrame(rows)
    table.attrs.update(confidence=confidence, reference=reference)
    return table


def sentence(table: pd.DataFrame, names: list[str], label: str, sign: float = 1.0) -> str:
    """What a designer can act on, from a :func:`compare` table: the finalist better than the
    reference beyond its interval (the best such), or the closest one and that it cannot be told
    apart (or is worse). ``label`` names the reference ("rulebook", "reference"); ``sign`` -1
    shows an objective made large as it was given."""
    ref = table[table["verdict"] == REFERENCE].iloc[0]
    others = table[table["verdict"] != REFERENCE]
    theirs = reference_text(names, ref, label)
    seeds = int(ref["games"])
    better = others[others["verdict"] == BETTER]
    if not better.empty:
        top = better.sort_values("value").iloc[0]
        return (
            f"{_setting(names, top)} is better than {theirs} beyond its interval: objective {_num(sign * top['value'])} against "
            f"{_num(sign * ref['value'])} on {seeds} fresh seeds ({_span(top, sign)})."
        )
    top = others.sort_values("value").iloc[0]
    if top["verdict"] == WORSE:
        return (
            f"{theirs[0].upper()}{theirs[1:]} is better than every finalist beyond its interval, on {seeds} fresh seeds; "
            f"the closest, {_setting(names, top)}: {_span(top, sign)}."
        )
    return (
        f"{_setting(names, top)} cannot be told apart from {theirs} ({_span(top, sign)}, on {seeds} fresh seeds): "
        f"keep the {label}'s setting, or play more games to tell them apart."
    )


def alone(names: list[str], reference: dict, label: str, stopped_early: int) -> str:
    """The verdict when no setting but the reference finished the search (``stopped_early``:
    how many others were pruned)."""
    theirs = reference_text(names, reference, label)
    if stopped_early:
        others = f"the {stopped_early} other setting{'s' if stopped_early > 1 else ''} tried"
        return f"No setting but {theirs} finished the search: {others} stopped early, their intervals already worse than its value."
    return f"Only {theirs} was tried: there is nothing to compare it with."


def reference_text(names: list[str], values, label: str) -> str:
    """The reference as a sentence names it: "the rulebook's 6", or for several options
    "the rulebook's `a` 6 with `b` x"."""
    if len(names) == 1:
        return f"the {label}'s {_value(values[names[0]])}"
    return f"the {label}'s {_setting(names, values)}"


def _span(row, sign: float) -> str:
    lo, hi = sorted((sign * row["lo"], sign * row["hi"]))
    return f"difference {_num(sign * row['difference'])}, 95 % interval {_num(lo)} to {_num(hi)}"


def _setting(names: list[str], row) -> str:
    """``start_water`` 5, or several options joined by "with"."""
    return " with ".join(f"`{n}` {_value(row[n])}" for n in names)


def _value(v) -> str:
    """An option's value as a sentence shows it: a word as it is, anything else as JSON (cut)."""
    v = v.item() if hasattr(v, "item") else v
    if isinstance(v, str):
        return v
    text = json.dumps(v, sort_keys=True)
    return text if len(text) <= 60 else text[:57] + "..."


def _num(x: float) -> str:
    """A figure for a sentence: two decimals below 10, fewer above; a true minus sign.

    >>> _num(-0.0523), _num(12.345), _num(1234.5)
    ('−0.05', '12.3', '1234')
    """
    if not math.isfinite(x):
        return "unknown"
    digits = 2 if abs(x) < 10 else 1 if abs(x) < 100 else 0
    text = f"{x:.{digits}f}"
    return ("0" + text[2:] if text.startswith("-0") and float(text) == 0 else text).replace("-", "−")
