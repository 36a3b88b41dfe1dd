"""The lab widget's Tune tab: a tuning run (:func:`deltawidgets.lab.tune`) of the widget's game,
rule options and bots, in a background thread, its trials shown as they finish; Stop keeps
what finished.

What the page offers is Python's list ``LabWidget.tune_options`` (:func:`deltawidgets.lab.space.
playable`): the rule options a designer tunes, each with the range the rules accept under the
form's other options (never the number of players, a seat or a safety guard). What the page
shows is one synced dict, ``LabWidget.tuning``: whether a run goes on, its trials so far (each
with the option values tried, its objective and 95 % interval), the best so far, the search's
plot (SVG), the verdict of the finalists played again on fresh seeds, a status sentence naming
the game by its title, the seconds since Tune (``elapsed``, which the page counts on while the run
goes on), and the error sentence of the run, shown beside the Tune button. The page sends the search's settings with one ``tune`` message; Python checks
them all (an unknown option, a value the rules refuse, a bad objective) before any game is played.
"""

from __future__ import annotations

import threading
import time
from typing import Literal, Union

import pandas as pd
from pydantic import BaseModel, ConfigDict, Field, StrictInt

from deltawidgets.core.errors import BadInput, DeltaWidgetsError
from deltawidgets.core.refusal import seat
from deltawidgets.games import get_game
from deltawidgets.lab import report
from deltawidgets.lab.space import Space
from deltawidgets.lab.tune import Tuning, tune

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
    out: dict[str, list | tuple] = {}
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


#: the tab's dict before any run
EMPTY = {
    "running": False,
    "stopping": False,
    "trials": [],
    "total": 0,
    "options": [],
    "best": None,
    "plot": "",
    "status": "",
    "elapsed": 0.0,
    "verdict": "",
    "replay": [],
    "replayed": None,
    "error": "",
}


def idle(error: str = "", previous: dict | None = None) -> dict:
    """The tab's dict when no run goes on: the last run's results kept, with ``error`` beside Tune."""
    return {**EMPTY, **(previous or {}), "running": False, "stopping": False, "error": error}


class TuneJob:
    """One tuning run in a thread; ``show(state)`` is called (on the kernel's loop when there is
    one) with the page's dict each time a trial finishes, as the replay plays, and at the end."""

    def __init__(self, plan, settings: TuneMsg, archive, jobs, client, show, deliver):
        self.plan, self.settings, self.show, self.deliver = plan, settings, show, deliver
        self.title = get_game(plan.game).title
        self.space = space_from_page(settings.space)
        # the rules' refusals here, in the caller's thread, before any game; tune checks it again
        size = Space(plan.game, self.space, plan.options, plan.bots_arg).size()
        self.stop = threading.Event()
        self.rows: list[dict] = []
        self.result: Tuning | None = None
        self.error: BaseException | None = None
        self.started = time.perf_counter()
        self.kw = dict(archive=archive, jobs=jobs, client=client)
        self.thread = threading.Thread(target=self._work, name="deltawidgets-tune", daemon=True)
        self.last_plot = 0.0
        self.plot = ""
        self.total = min(settings.trials, size) if size is not None else settings.trials
        self.replayed: tuple[int, int] | None = None  # games of the replay played, of how many

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
                params=p.options,
                progress=False,
                stop=self.stop,
                on_trial=self._trial,
                on_replay=self._replay,
                **self.kw,
            )
        except Exception as err:  # shown beside the Tune button
            self.error = err
        state = self.state(final=True)
        self.deliver(lambda: self.show(state, self))

    def _trial(self, row: dict) -> None:
        self.rows.append(row)
        state = self.state(final=False)
        self.deliver(lambda: self.show(state, self))

    def _replay(self, done: int, total: int) -> None:
        self.replayed = (done, total)
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
            who = f"{bots[0]} in every seat" if len(set(bots)) == 1 else ", ".join(f"{seat(i)} {b}" for i, b in enumerate(bots))
            self.plot, self.last_plot = plot_svg(pd.DataFrame(rows), f"Objective by trial ({who})"), now
        result = self.result if final else None
        elapsed = now - self.started
        return {
            "running": not final,
            "stopping": self.stop.is_set() and not final,
            "trials": rows,
            "total": self.total,
            "options": list(self.space),
            "best": _best(result, self.space),
            "plot": self.plot,
            "status": self._status(final, len(rows), elapsed),
            "elapsed": round(elapsed, 1),
            "verdict": result.verdict if result is not None else "",
            "replay": _plain_replay(result, self.space),
            "replayed": list(self.replayed) if self.replayed and not final else None,
            "error": _sentence(self.error) if final and self.error is not None else "",
        }

    def _status(self, final: bool, done: int, elapsed: float) -> str:
        took = f"{elapsed:.1f} s"  # while the run goes on, the page counts the time on beside the sentence
        if not final and self.replayed is not None:
            played, total = self.replayed
            return f"Tuning {self.title}: the finalists and the rulebook's setting again on fresh seeds, {played} of {total} games"
        if not final:
            return f"Tuning {self.title}: {done} of {self.total} trials finished"
        if self.error is not None:
            return f"Tuning {self.title} failed after {done} trials ({took})."
        if self.stop.is_set():
            return f"Stopped after {took}: the {done} of {self.total} trials of {self.title} finished are kept."
        every = " (every setting of the space)" if self.result is not None and self.result.enumerated else ""
        return f"Tuned {self.title} in {took}: {done} trials{every}, then the finalists on fresh seeds."


def _sentence(err: BaseException) -> str:
    if isinstance(err, DeltaWidgetsError):
        return str(err)
    return f"Internal error in tuning ({type(err).__name__}: {err})."


def _best(result, space: dict) -> dict | None:
    if result is None or not result.best:
        return None
    return {"options": {k: result.best[k] for k in space}, "value": result.value, "lo": result.interval[0], "hi": result.interval[1]}


def _plain_replay(result, space: dict) -> list[dict]:
    """The replay's rows as plain JSON: the setting, its games, objective, difference and verdict."""
    if result is None or result.replay is None:
        return []
    num = lambda x: None if x is None or x != x else float(x)  # noqa: E731  (NaN: no value)
    return [
        {
            "params": {k: (r[k].item() if hasattr(r[k], "item") else r[k]) for k in space},
            "games": int(r["games"]),
            "value": num(r["value"]),
            "difference": num(r["difference"]),
            "lo": num(r["lo"]),
            "hi": num(r["hi"]),
            "verdict": str(r["verdict"]),
        }
        for r in result.replay.to_dict("records")
    ]


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
