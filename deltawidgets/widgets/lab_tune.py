"""The lab widget's Tune tab: a tuning run (:func:`deltawidgets.lab.tune`) of the widget's game,
rule options and bots, in a background thread, its trials shown as they finish; Stop keeps
what finished.

What the page shows is one synced dict, ``LabWidget.tuning``: whether a run goes on, its trials
so far (each with the option values tried, its objective and 95 % interval), the best so far,
the search's plot (SVG) and a status sentence. The page sends the search's settings with one
``tune`` message; Python checks them all (an unknown option, a value the rules refuse, a bad
objective) before any game is played.
"""

from __future__ import annotations

import threading
import time
from typing import Literal, Union

import pandas as pd
from pydantic import BaseModel, ConfigDict, Field, StrictInt

from deltawidgets.core.errors import BadInput
from deltawidgets.lab import report
from deltawidgets.lab.tune import tune

#: the most trials and games per trial the page may ask for
MAX_TRIALS, MAX_TRIAL_GAMES = 200, 20_000
#: seconds between two redraws of the search's plot
PLOT_EVERY = 1.0


class TuneMsg(BaseModel):
    """Tune the form's game: ``space`` maps an option to ``[lo, hi]`` (a range) or a list of
    values (``{"values": [...]}``); ``objective`` is "balance" or ``{"length": n}``."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    type: Literal["tune"]
    space: dict = Field(max_length=12)
    objective: Union[Literal["balance"], dict] = "balance"
    trials: StrictInt = Field(ge=1, le=MAX_TRIALS)
    games_per_trial: StrictInt = Field(ge=1, le=MAX_TRIAL_GAMES)


class TuneStopMsg(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    type: Literal["tune_stop"]


def space_from_page(space: dict) -> dict:
    """The page's space as :func:`tune` takes it: ``[lo, hi]`` a range, ``{"values": [...]}`` a
    choice among values."""
    out = {}
    for name, spec in space.items():
        if isinstance(spec, dict) and set(spec) == {"values"} and isinstance(spec["values"], list):
            out[name] = list(spec["values"])
        elif isinstance(spec, list) and len(spec) == 2:
            out[name] = tuple(spec)
        else:
            raise BadInput(f"Tune: option {name!r} is searched over a range [low, high] or a list of values; got {spec!r}.")
    if not out:
        raise BadInput("Tune: choose at least one rule option to search.")
    return out


def plot_svg(trials: pd.DataFrame, title: str = "") -> str:
    """The search's plot (:func:`report.plot_tuning`) as SVG text."""
    return report.svg(lambda ax: report.plot_tuning(trials, ax), title)


class TuneJob:
    """One tuning run in a thread; ``show(state)`` is called (on the kernel's loop when there is
    one) with the page's dict each time a trial finishes, and at the end."""

    def __init__(self, plan, settings: TuneMsg, archive, jobs, client, show, deliver):
        self.plan, self.settings, self.show, self.deliver = plan, settings, show, deliver
        self.space = space_from_page(settings.space)
        self.stop = threading.Event()
        self.rows: list[dict] = []
        self.result = None
        self.error: BaseException | None = None
        self.started = time.perf_counter()
        self.kw = dict(archive=archive, jobs=jobs, client=client)
        self.thread = threading.Thread(target=self._work, name="deltawidgets-tune", daemon=True)
        self.last_plot = 0.0
        self.plot = ""

    def start(self) -> None:
        self.thread.start()

    def _work(self) -> None:
        p, s = self.plan, self.settings
        try:
            self.result = tune(
                p.game,
                self.space,
                objective=s.objective,
                bots=p.bots_arg,
                games_per_trial=s.games_per_trial,
                trials=s.trials,
                seed=p.seed,
                options=p.options,
                progress=False,
                stop=self.stop,
                on_trial=self._trial,
                **self.kw,
            )
        except Exception as err:  # shown on the error line
            self.error = err
        state = self.state(final=True)
        self.deliver(lambda: self.show(state, self))

    def _trial(self, row: dict) -> None:
        self.rows.append(row)
        state = self.state(final=False)
        self.deliver(lambda: self.show(state, self))

    def state(self, final: bool) -> dict:
        """The page's view of the run now."""
        rows = [_plain_row(r) for r in self.rows]
        if final and self.result is not None:
            rows = [_plain_row(r) for r in self.result.trials.to_dict("records")]
        now = time.perf_counter()
        if rows and (final or now - self.last_plot >= PLOT_EVERY):
            bots = self.plan.bots
            who = f"{bots[0]} in every seat" if len(set(bots)) == 1 else ", ".join(f"Player {i + 1} {b}" for i, b in enumerate(bots))
            self.plot, self.last_plot = plot_svg(pd.DataFrame(rows), f"Objective by trial ({who})"), now
        best = None
        if final and self.result is not None and self.result.value is not None:
            best = {
                "options": {k: self.result.best[k] for k in self.space},
                "value": self.result.value,
                "lo": self.result.interval[0],
                "hi": self.result.interval[1],
            }
        done = len(rows)
        if not final:
            status = f"Tuning {self.plan.game}: {done} of {self.settings.trials} trials finished..."
        elif self.error is not None:
            status = f"The tuning run failed after {done} trials."
        elif self.stop.is_set():
            status = f"Stopped: {done} of {self.settings.trials} trials finished are kept."
        else:
            status = f"Tuned in {now - self.started:.1f} s: {done} trials."
        return {
            "running": not final,
            "stopping": self.stop.is_set() and not final,
            "trials": rows,
            "total": self.settings.trials,
            "options": list(self.space),
            "best": best,
            "plot": self.plot,
            "status": status,
        }


def _plain_row(row: dict) -> dict:
    """A trial as plain JSON: its number, state, the options tried, value and interval."""
    params = row.get("params") or {k: v for k, v in row.items() if k not in ("number", "state", "value", "lo", "hi", "games")}
    num = lambda x: None if x is None or x != x else float(x)  # noqa: E731  (NaN: no value)
    return {
        "number": int(row.get("number", 0)),
        "state": str(row.get("state", "complete")),
        "params": {k: (v.item() if hasattr(v, "item") else v) for k, v in params.items()},
        "value": num(row.get("value")),
        "lo": num(row.get("lo")),
        "hi": num(row.get("hi")),
        "games": int(row.get("games") or 0),
    }
