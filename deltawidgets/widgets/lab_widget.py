"""LabWidget: the playtest lab (:mod:`deltawidgets.lab`) as one widget, for every registered game.

Choose a game, set its rule options in a form built from their JSON schema, optionally sweep one
option over a list of values, seat a bot in each seat, and press Run: the games are played in the
background (a thread of the kernel, or the runner's processes or Dask ``client``), and the
progress, the plots of :mod:`deltawidgets.lab.report` and the win-rate table follow as games
finish; the standard battery of game metrics (``docs/metrics.md``) of the table, with which
swept values differ beyond their intervals, shows when asked. Stop keeps what finished. The table is a pandas DataFrame (``w.table``), exported as
CSV or Parquet (``w.export(path)``, or a download link in the page), and archived in DuckDB when
an ``archive`` path is given. The front-end is ``js/lab.js``.

>>> w = LabWidget("deltav", options={"players": 2}, games=4, seed=1)
>>> w.run(sweep=("alien_limit", [3, 5])); table = w.wait()
>>> table["alien_limit"].tolist(), w.done, w.total
([3, 3, 3, 3, 5, 5, 5, 5], 8, 8)
>>> w.run(options={"players": 9})  # doctest: +NORMALIZE_WHITESPACE
Traceback (most recent call last):
...
deltawidgets.core.errors.ParamsError: Rule option 'players' (Number of players (Object of the Game: two to four); allowed 2 to 4):
Input should be less than or equal to 4 (got 9).
>>> w.options["players"], len(w.table)  # the bad input changed nothing
(2, 8)
"""

from __future__ import annotations

import asyncio
import io
import sys
import threading
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal, cast

import traitlets as t

from deltawidgets.core.extras import LAB, require

require("lab", LAB, "LabWidget (the playtest lab)")

import pandas as pd  # noqa: E402  (after the sentence that says how to install it)
from pydantic import BaseModel, ConfigDict, Field, StrictInt, ValidationError

from deltawidgets.bots import BOTS, BUDGETED, make_bot
from deltawidgets.core.errors import BadInput, DeltaWidgetsError
from deltawidgets.core.limits import quote
from deltawidgets.core.params import rule_options_schema
from deltawidgets.core.variant import is_variant
from deltawidgets.games import GAMES, get_game
from deltawidgets.lab import playtests, report
from deltawidgets.lab.archive import Archive
from deltawidgets.lab.metrics import metrics as lab_metrics
from deltawidgets.lab.play import options_key, seat_bots
from deltawidgets.lab.runner import DEFAULT_BOTS, frame, sweep
from deltawidgets.lab.space import playable
from deltawidgets.widgets.front_end import FrontEnd
from deltawidgets.widgets.guard import guarded
from deltawidgets.widgets.lab_tune import TuneJob, TuneMsg, TuneStopMsg, idle

#: the most games per setting, and values in a sweep, that the lab widget takes
MAX_GAMES, MAX_VALUES = 100_000, 12
#: seeds are exact as numbers in the page below this
SEED_RANGE = 2**53
#: seconds between two redraws of the plots while games finish (a redraw costs a few tenths)
REDRAW_EVERY = 1.0
#: seconds between two progress updates sent to the page
PROGRESS_EVERY = 0.1
#: games per task on local processes: results come soon and a Stop drops little (a game of the
#: default greedy bots takes a few hundredths of a second, a random one about 10 ms; sending a
#: task about 1 ms)
PROCESS_CHUNK = 4
FORMATS = {"csv": "text/csv", "parquet": "application/vnd.apache.parquet"}


# -- messages from the page --------------------------------------------------------------------------
class _Msg(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class RunMsg(_Msg):
    """Run with the form's settings (each checked by Python before anything changes)."""

    type: Literal["run"]
    options: dict
    sweep_option: str = Field("", max_length=64)
    sweep_values: list = Field(default_factory=list, max_length=MAX_VALUES)
    bots: list[Annotated[str, Field(max_length=40)]] = Field(min_length=1, max_length=16)
    games: StrictInt
    seed: StrictInt


class SetGameMsg(_Msg):
    type: Literal["set_game"]
    game: str = Field(max_length=64)


class StopMsg(_Msg):
    type: Literal["stop"]


class CompareMsg(_Msg):
    """Compare the people's games kept in the archive with the bots' under the same options."""

    type: Literal["compare"]


class MetricsMsg(_Msg):
    """Work out the standard battery of game metrics of the table's games."""

    type: Literal["metrics"]


class ExportMsg(_Msg):
    type: Literal["export"]
    format: Literal["csv", "parquet"]


#: each message type's model: a message is checked against its own type's fields alone
MESSAGES: dict[str, type[BaseModel]] = {
    "compare": CompareMsg,
    "export": ExportMsg,
    "metrics": MetricsMsg,
    "run": RunMsg,
    "set_game": SetGameMsg,
    "stop": StopMsg,
    "tune": TuneMsg,
    "tune_stop": TuneStopMsg,
}
KINDS = tuple(MESSAGES)


def parse_message(content) -> BaseModel:
    """A page's message, or one :class:`BadInput` sentence."""
    kind = content.get("type") if isinstance(content, dict) else None
    if kind not in KINDS:
        raise BadInput(f"Unknown lab message type {quote(kind)}; expected one of: {', '.join(KINDS)}.")
    try:
        return MESSAGES[kind].model_validate(content)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "(message)"
        got = first.get("input")
        got_text = "" if isinstance(got, (dict, list)) else f" (got {quote(got)})"
        raise BadInput(f"Lab message '{kind}': field '{where}': {first['msg']}{got_text}.") from None


# -- what a run is ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Plan:
    """A checked run: the full rule options, the swept option and its (parsed) values, one bot
    per seat, games per setting and the first seed."""

    game: str
    options: dict
    option: str
    values: tuple
    bots: tuple
    games: int
    seed: int

    @property
    def grid(self) -> dict:
        return {self.option: list(self.values)} if self.option else {}

    @property
    def bots_arg(self):
        # a sweep of the number of players seats the same bot everywhere
        return self.bots[0] if self.option == "players" else list(self.bots)

    def points(self) -> list[tuple[dict, dict, list[str]]]:
        """Per setting: the swept value(s), the full options and the bot of each seat, as the
        runner makes them (its rows carry those options as their key)."""
        out = []
        for value in self.values or (None,):
            point = {self.option: value} if self.option else {}
            full, names = seat_bots(self.game, {**self.options, **point}, self.bots_arg)
            out.append((point, full, names))
        return out


def check_plan(game: str, options, option: str, values, bots, games, seed) -> Plan:
    """Check a run's settings together; the first problem as one sentence (nothing is run)."""
    g = get_game(game)
    full = g.Params.parse(options).to_json()
    for what, value, low, high in (("The number of games per setting", games, 1, MAX_GAMES), ("The seed", seed, 0, SEED_RANGE - 1)):
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise BadInput(f"{what} must be a whole number from {low} to {high}; got {quote(value)}.")
    if not isinstance(bots, (list, tuple)) or not bots:
        raise BadInput("Give a bot for each seat, e.g. ['random', 'greedy'].")
    for spec in bots:
        make_bot(spec)  # an unknown bot or budget: the bots' own sentence
    parsed: list = []
    if option:
        if option not in g.Params.model_fields:
            raise BadInput(f"Unknown rule option {quote(option)} to sweep; the options are: {', '.join(g.Params.model_fields)}.")
        if not isinstance(values, (list, tuple)) or not values:
            raise BadInput(f"Give the values of '{option}' to compare, e.g. 3, 4, 5.")
        if len(values) > MAX_VALUES:
            raise BadInput(f"A sweep compares at most {MAX_VALUES} values; got {len(values)}.")
        for value in values:
            one = g.Params.parse({**full, option: value}).to_json()[option]
            if not isinstance(one, (bool, int, float, str)):
                raise BadInput(
                    f"Rule option '{option}' is a list or a table: a sweep compares values of an option that is a number, a yes/no or one of a few words."
                )
            if one in parsed:
                raise BadInput(f"The sweep of '{option}' gives the value {quote(one)} twice.")
            parsed.append(one)
        if option == "players" and len(set(bots)) > 1:
            raise BadInput("A sweep of the number of players seats the same bot in every seat: choose one bot.")
    plan = Plan(game, full, option or "", tuple(parsed), tuple(bots), games, seed)
    plan.points()  # one bot per seat at every setting, before anything runs
    return plan


# -- plots and tables of a run, for the page ----------------------------------------------------------
# -- one run in the background ------------------------------------------------------------------------
@dataclass
class Run:
    plan: Plan
    stop: threading.Event
    started: float
    keys: dict  # row options key -> the swept value(s)
    rows: list = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    archived: int = 0
    seq: int = 0  # updates made so far (the page takes only newer ones)
    shown: int = -1
    last_progress: float = 0.0
    next_redraw: float = 0.0
    result: tuple | None = None  # ("done", DataFrame) or ("error", exception, traceback)
    final: dict | None = None
    finished: bool = False


class LabWidget(FrontEnd):
    """The playtest lab for ``game`` (a registry name): rule ``options``, a ``sweep`` of one
    option (``("alien_limit", [3, 4, 5])``), ``bots`` (one spec per seat), ``games`` per setting
    from ``seed``. ``archive``: a DuckDB file the games go to (None: none). ``jobs``: local
    processes (1: a thread of this kernel); ``client``: a Dask client to play on instead."""

    #: js/widget.js draws the lab pane (js/lab.js) for this kind of widget
    kind = t.Unicode("lab").tag(sync=True)
    game_menu: t.List[Any] = t.List().tag(sync=True)
    bot_menu: t.List[Any] = t.List().tag(sync=True)
    game_name = t.Unicode("").tag(sync=True)
    title = t.Unicode("").tag(sync=True)
    options_schema = t.Dict().tag(sync=True)
    options = t.Dict().tag(sync=True)
    sweep_option = t.Unicode("").tag(sync=True)
    sweep_values: t.List[Any] = t.List().tag(sync=True)
    bots = t.List(t.Unicode()).tag(sync=True)
    games = t.Int(100).tag(sync=True)
    seed = t.Int(0).tag(sync=True)
    archive = t.Unicode("").tag(sync=True)
    running = t.Bool(False).tag(sync=True)
    stopping = t.Bool(False).tag(sync=True)
    done = t.Int(0).tag(sync=True)
    total = t.Int(0).tag(sync=True)
    elapsed = t.Float(0.0).tag(sync=True)
    #: the report's plots of the games finished so far, as SVG text by name, and how many games
    plots = t.Dict().tag(sync=True)
    plotted = t.Int(0).tag(sync=True)
    #: the tables of those games (see :func:`deltawidgets.lab.report.summary_tables`)
    tables = t.Dict().tag(sync=True)
    #: the standard battery of game metrics of the table's games, with the verdict of each swept
    #: value against the first, and its plot (:func:`deltawidgets.lab.report.battery_page`): worked
    #: out when the page's Game metrics button (or :meth:`metrics`) asks, since it weighs more
    #: than the live plots and a run should not pay for it unasked
    battery = t.Dict().tag(sync=True)
    status = t.Unicode("").tag(sync=True)
    error = t.Unicode("").tag(sync=True)
    #: the Tune tab: the tuning run going on or last finished (see :mod:`lab_tune`)
    tuning = t.Dict().tag(sync=True)
    #: what the Tune tab offers: the rule options a designer tunes, with the range the rules
    #: accept under the form's options (:func:`deltawidgets.lab.space.playable`)
    tune_options: t.List[Any] = t.List().tag(sync=True)
    #: people's games kept in the archive beside the bots' (:func:`deltawidgets.lab.compare`):
    #: its rows as plain JSON and the win shares' plot (SVG)
    comparison = t.Dict().tag(sync=True)

    def __init__(
        self, game: str = "deltav", options=None, bots=None, games: int = 100, seed: int = 0, sweep=None, archive=None, jobs: int = 1, client=None, **kwargs
    ):
        super().__init__(**kwargs)
        self.archive_path = None if archive is None else str(archive)
        if archive is not None and (Path(archive).is_dir() or not Path(archive).resolve().parent.is_dir()):
            raise BadInput(f"The archive is a DuckDB file in a folder that exists; {quote(str(archive))} is not.")
        if jobs is not None and (isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 1):
            raise BadInput(f"jobs must be a whole number, at least 1; got {quote(jobs)}.")
        self.jobs, self.client = jobs, client
        self.last_traceback = ""
        self._run_state: Run | None = None
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._table = pd.DataFrame()
        self._tune: TuneJob | None = None
        option, values = _sweep_pair(sweep)
        plan = check_plan(game, options, option, values, bots if bots is not None else _default_bots(game, options), games, seed)
        with self.hold_sync():
            self.game_menu = game_menu()
            self.bot_menu = [{"name": n, "budget": n in BUDGETED} for n in BOTS]
            self.archive = self.archive_path or ""
            self._show_plan(plan)
        self.on_msg(self._on_frontend_msg)

    # -- the Python API (raises on bad input, and shows the sentence in the error line) -------------
    def configure(self, game: str | None = None, options=None, sweep=..., bots=None, games: int | None = None, seed: int | None = None) -> None:
        """Change the settings; all are checked together and nothing changes on an error.
        A new ``game`` starts from its default options and the lab's default bot (greedy) in every seat."""
        self._call(self._configure, game, options, sweep, bots, games, seed)

    def refresh(self) -> None:
        """Read the registry again: the game menu lists every game and rule variant registered now
        (a variant defined in a cell after the widget was made, issue 37). Choosing a game by
        :meth:`configure` reads it too."""
        self._call(self._refresh)

    def run(self, **settings) -> None:
        """Start a run in the background (after :meth:`configure` with ``settings``); see
        :meth:`wait` and :meth:`stop`."""
        self._call(self._start, settings)

    def stop(self) -> None:
        """Stop the run: no more games are started, the finished ones stay in the table."""
        self._call(self._stop)

    def wait(self, timeout: float | None = None) -> pd.DataFrame:
        """Wait for the run to end (at most ``timeout`` seconds); the table of its games."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
        current = self._run_state
        if current is not None and current.result is not None and not current.finished:
            self._finish(current)  # the kernel's loop may be busy with this very call
        return self.table

    @property
    def table(self) -> pd.DataFrame:
        """One row per game finished (see :func:`deltawidgets.lab.runner.frame`); during a run,
        the games finished so far."""
        current = self._run_state
        if current is not None and not current.finished:
            with current.lock:
                return frame(list(current.rows), [current.plan.option] if current.plan.option else [])
        return self._table.copy()

    def export(self, path) -> Path:
        """Write the table to ``path``: CSV (``.csv``) or Parquet (``.parquet``)."""
        path = Path(path)
        fmt = path.suffix.lower().lstrip(".")
        if fmt not in FORMATS:
            raise BadInput(f"Export writes CSV (.csv) or Parquet (.parquet) files; got {quote(path.name)}.")
        path.write_bytes(self.export_bytes(fmt))
        return path

    def export_bytes(self, fmt: str) -> bytes:
        """The table as CSV or Parquet bytes."""
        df = self.table
        if df.empty:
            raise BadInput("No game has finished yet: there is no table to export. Press Run first.")
        if fmt == "csv":
            return df.to_csv(index=False).encode()
        if fmt == "parquet":
            try:
                import pyarrow  # noqa: F401  (pandas writes Parquet through it)
            except ImportError:
                raise BadInput("Parquet export needs pyarrow: pip install 'deltawidgets[lab]' (or export CSV).") from None
            buf = io.BytesIO()
            df.to_parquet(buf, index=False)
            return buf.getvalue()
        raise BadInput(f"Export writes csv or parquet; got {quote(fmt)}.")

    def tune(self, space: dict, objective="balance", trials: int = 8, games_per_trial: int = 40) -> None:
        """Start tuning the options of ``space`` (option -> ``[lo, hi]`` or ``{"values": [...]}``)
        under the widget's game, options and bots, as the Tune tab does (see :meth:`wait_tune`).
        A refusal is raised, and said beside the Tune button (``tuning["error"]``)."""
        self._tune_guarded({"type": "tune", "space": space, "objective": objective, "trials": trials, "games_per_trial": games_per_trial}, raise_=True)

    def stop_tune(self) -> None:
        """Stop tuning: the trial in play is dropped, the finished ones are kept."""
        if self._tune is not None:
            self._tune.stop.set()

    def wait_tune(self, timeout: float | None = None):
        """Wait for the tuning run; its result (:class:`deltawidgets.lab.tune.Tuning`), or None."""
        job = self._tune
        if job is None:
            return None
        job.thread.join(timeout)
        if not job.thread.is_alive():
            self._show_tune(job.state(final=True), job)
        return job.result

    def compare(self) -> pd.DataFrame:
        """The people's games of this game kept in the archive beside the bots' games under the
        same rule options, as the page's Compare shows it (:func:`deltawidgets.lab.compare`)."""
        return self._call(self._compare)

    def metrics(self) -> pd.DataFrame:
        """The standard battery of game metrics of the table's games (:func:`deltawidgets.lab.metrics`,
        grouped by the swept option), as the page's Game metrics button shows it: each metric with
        its 95 % interval, and whether each swept value differs from the first beyond them."""
        return self._call(self._metrics)

    def send_from_frontend(self, content: dict) -> None:
        """Handle ``content`` exactly as if the page had sent it (for scripts and tests)."""
        self._on_frontend_msg(self, content, [])

    # -- messages from the page (never raise: errors go to the error line) ---------------------------
    def _on_frontend_msg(self, _widget, content, _buffers) -> None:
        self._call(self._dispatch, content, raise_=False)

    def _dispatch(self, content) -> None:
        if isinstance(content, dict) and content.get("type") == "tune":
            self._tune_guarded(content, raise_=False)  # the Tune tab's errors show beside its button
            return
        msg = parse_message(content)
        if isinstance(msg, CompareMsg):
            self._compare()
        elif isinstance(msg, MetricsMsg):
            self._metrics()
        elif isinstance(msg, TuneStopMsg):
            self.stop_tune()
        elif isinstance(msg, StopMsg):
            self._stop()
        elif isinstance(msg, SetGameMsg):
            self._configure(msg.game, None, ..., None, None, None)
        elif isinstance(msg, ExportMsg):
            data = self.export_bytes(msg.format)
            self.send(
                {"type": "export", "format": msg.format, "mime": FORMATS[msg.format], "name": f"{self.game_name}-lab.{msg.format}", "rows": len(self.table)},
                [data],
            )
        else:
            msg = cast(RunMsg, msg)  # the one kind left
            self._start({"options": msg.options, "sweep": (msg.sweep_option, msg.sweep_values), "bots": msg.bots, "games": msg.games, "seed": msg.seed})

    def set_state(self, sync_data):
        """The page writes nothing directly: its form reaches Python as a checked ``run``
        message. A direct write is refused on the error line and the page gets Python's values back."""
        names = sorted(str(k)[:40] for k in sync_data)
        if names:
            self.error = f"The page may not set {', '.join(names[:6])}: the lab's settings change by Run."
        self.send_state([k for k in sync_data if k in self.keys])

    # -- doing -------------------------------------------------------------------------------------
    def _refresh(self) -> None:
        menu = game_menu()
        if menu != self.game_menu:
            self.game_menu = menu
        if self.game_name not in GAMES and not self.running:
            # the variant shown was forgotten: its settings mean nothing now, so fall back to the
            # nearest game it was made from that is still defined, with that game's defaults
            gone = self.title
            home = next(n for n in self._lineage if n in GAMES)
            self._show_plan(check_plan(home, {}, "", [], _default_bots(home, {}), self.games, self.seed))
            self.status = f"{gone} is no longer defined (it was forgotten): the lab shows {self.title}, the game it was made from, with its default settings."

    def _configure(self, game, options, sweep, bots, games, seed) -> None:
        self._check_idle("change the settings")
        new_game = game is not None and game != self.game_name
        name = self.game_name if game is None else game
        if new_game:
            get_game(name)  # an unknown name, before anything else
            self._refresh()  # a variant defined since the menu was made is listed once chosen
            base_options = options if options is not None else {}
            base_bots = bots if bots is not None else _default_bots(name, base_options)
            option, values = _sweep_pair(None if sweep is ... else sweep)
        else:
            base_options = {**self.options, **(options or {})}
            if options is not None and "players" in options and bots is None:
                base_bots = _resize(list(self.bots), options["players"])
            else:
                base_bots = bots if bots is not None else list(self.bots)
            option, values = (self.sweep_option, list(self.sweep_values)) if sweep is ... else _sweep_pair(sweep)
        plan = check_plan(name, base_options, option, values, base_bots, self.games if games is None else games, self.seed if seed is None else seed)
        self._show_plan(plan)

    def _show_plan(self, plan: Plan) -> None:
        g = get_game(plan.game)
        with self.hold_sync():
            if self.game_name != plan.game:
                self.options_schema = rule_options_schema(g.Params)
            self.game_name, self.title = plan.game, g.title
            self.options = plan.options
            self.sweep_option, self.sweep_values = plan.option, list(plan.values)
            self.bots, self.games, self.seed = list(plan.bots), plan.games, plan.seed
            self.tune_options = playable(plan.game, plan.options)
        self._plan = plan
        self._lineage = lineage(plan.game)

    def _start(self, settings: dict) -> None:
        self._check_idle("start another")
        if settings:
            unknown = sorted(set(settings) - {"game", "options", "sweep", "bots", "games", "seed"})
            if unknown:
                raise BadInput(f"Unknown setting {quote(unknown[0])}; the settings are: bots, game, games, options, seed, sweep.")
            self._configure(
                settings.get("game"), settings.get("options"), settings.get("sweep", ...), settings.get("bots"), settings.get("games"), settings.get("seed")
            )
        plan = self._plan
        if plan.game not in GAMES:
            raise BadInput(f"{self.title} ('{plan.game}') is no longer defined (it was forgotten): define it again, or choose another game.")
        points = plan.points()
        current = Run(plan, threading.Event(), time.perf_counter(), {options_key(full): point for point, full, _ in points})
        try:
            self._loop = asyncio.get_running_loop()  # in a kernel: updates go through its loop
        except RuntimeError:
            self._loop = None
        self._run_state = current
        with self.hold_sync():
            self.running, self.stopping = True, False
            self.battery = {}
            self.total, self.done, self.elapsed = len(points) * plan.games, 0, 0.0
            self.status = f"Playing {self.total} games of {self.title}..."
        self._thread = threading.Thread(target=self._work, args=(current,), name="deltawidgets-lab", daemon=True)
        self._thread.start()

    def _stop(self) -> None:
        current = self._run_state
        if current is None or current.finished or current.stop.is_set():
            return  # nothing runs: a late click on Stop is no error
        current.stop.set()
        with self.hold_sync():
            self.stopping = True
            self.status = "Stopping: the games in play are dropped, the finished ones kept..."

    def _compare(self) -> pd.DataFrame:
        if self.archive_path is None:
            raise BadInput("The lab keeps no archive here: make it with LabWidget(..., archive='lab.duckdb') to compare people's games.")
        table = playtests.compare(self.game_name, archive=self.archive_path)
        rows = [{k: report._plain(v) for k, v in r.items()} for r in table.to_dict("records")]
        self.comparison = {
            "rows": rows,
            "plot": report.svg(lambda ax: playtests.plot_compare(table, ax), "Share of wins by seat"),
            "status": f"{self.title}: people's games beside the bots' under the same rule options.",
        }
        return table

    def _tune_guarded(self, content, raise_: bool) -> None:
        """Start a tuning run; a refusal (a bad message, a space the rules refuse, a run going on)
        goes beside the Tune button, not on the lab's error line."""
        try:
            self._start_tune(content)
        except DeltaWidgetsError as err:
            self.tuning = idle(str(err), self.tuning)
            if raise_:
                raise

    def _metrics(self) -> pd.DataFrame:
        df = self.table
        if df.empty:
            raise BadInput("No game has finished yet: there are no games to measure. Press Run first.")
        plan = self._run_state.plan  # type: ignore[union-attr]  # the table is of the last run
        self.battery = report.battery_page(df, plan.game, plan.option)
        return lab_metrics(df, plan.option or None, strongest=None)

    def _start_tune(self, settings) -> None:
        self._check_idle("tune")
        msg = settings if isinstance(settings, TuneMsg) else parse_message(settings)
        try:
            self._loop = asyncio.get_running_loop()
        except RuntimeError:
            self._loop = None
        # a "tune" message parses to a TuneMsg
        job = TuneJob(self._plan, msg, self.archive_path, self.jobs, self.client, self._show_tune, self._deliver)  # type: ignore[arg-type]
        self._tune = job
        self.tuning = {**job.state(final=False), "status": f"Tuning {self.title}: checking the search"}
        job.start()

    def _show_tune(self, state: dict, job: TuneJob) -> None:
        if job is not self._tune:
            return  # an older run's news
        if not state["running"] and self.tuning.get("running") is False and self.tuning.get("status") == state["status"]:
            return
        self.tuning = state  # an error of the run is in it, said beside the Tune button

    def _check_idle(self, what: str) -> None:
        tuning = self._tune
        if tuning is not None and tuning.thread.is_alive():
            raise BadInput(f"A tuning run is going on: stop it (or wait for it) before you {what}.")
        if self._run_state is not None and not self._run_state.finished:
            raise BadInput(f"A run is going on: stop it (or wait for it) before you {what}.")

    # -- the background thread ---------------------------------------------------------------------
    def _work(self, current: Run) -> None:
        plan = current.plan
        local = self.client is None and self.jobs == 1
        try:
            kept = self._archived(current) if self.archive_path is not None else []
            if kept:  # games kept from earlier runs show from the start
                self._take(current, kept, archived=True)
            # one game per task here, for prompt updates and stops; a few on processes; Dask decides its own
            chunk = 1 if local else PROCESS_CHUNK if self.client is None else None
            df = sweep(
                plan.game,
                plan.grid,
                plan.bots_arg,
                plan.games,
                plan.seed,
                self.client,
                params=plan.options,
                archive=self.archive_path,
                jobs=self.jobs,
                progress=False,
                chunk=chunk,
                on_rows=lambda part: self._take(current, part),
                stop=current.stop,
            )
            result: tuple = ("done", df)
        except Exception as err:  # shown on the error line, with the games finished until then
            result = ("error", err, traceback.format_exc())
        df = result[1] if result[0] == "done" else self._live_frame(current)
        try:
            final = self._update(current, df, plots=True)
        except Exception as err:
            result, final = ("error", err, traceback.format_exc()), self._update(current, df, plots=False)
        current.final, current.result = final, result
        self._deliver(lambda: self._finish(current))

    def _archived(self, current: Run) -> list[dict]:
        """The rows of this run's games that the archive already holds (the runner reads
        them back too, at the end)."""
        plan, store = current.plan, Archive(self.archive_path)  # type: ignore[arg-type]  # read only when there is an archive
        seeds = list(range(plan.seed, plan.seed + plan.games))
        return [r for _, full, names in plan.points() for r in store.rows(plan.game, options_key(full), names, seeds)]

    def _take(self, current: Run, part: list[dict], archived: bool = False) -> None:
        """Rows of finished games (from the runner's thread): kept, and shown now and then."""
        with current.lock:
            current.rows += [{**current.keys[r["options"]], **r} for r in part]
            current.archived += len(part) if archived else 0
        now = time.perf_counter()
        if now >= current.next_redraw:
            update = self._update(current, self._live_frame(current), plots=True)
            # drawing takes at most a third of the time, however slow it is here
            current.next_redraw = time.perf_counter() + max(REDRAW_EVERY, 2 * (time.perf_counter() - now))
        elif now - current.last_progress >= PROGRESS_EVERY:
            update = self._update(current, None, plots=False)
        else:
            return
        current.last_progress = now
        self._deliver(lambda: self._show(current, update))

    def _live_frame(self, current: Run) -> pd.DataFrame:
        with current.lock:
            rows = list(current.rows)
        return frame(rows, [current.plan.option] if current.plan.option else [])

    def _update(self, current: Run, df, plots: bool) -> dict:
        current.seq += 1
        with current.lock:
            done = len(current.rows)
        update: dict[str, object] = {"seq": current.seq, "done": done, "elapsed": time.perf_counter() - current.started}
        if plots and df is not None:
            game, option = current.plan.game, current.plan.option
            update.update(plots=report.render_plots(df, game, option), plotted=len(df), tables=report.summary_tables(df, game, option))
        return update

    def _deliver(self, fn) -> None:
        """Run ``fn`` where the widget's state may change: on the kernel's event loop (the
        thread that handles the page's messages) if there is one, else here."""
        loop = self._loop
        if loop is not None and loop.is_running():
            try:
                loop.call_soon_threadsafe(fn)
                return
            except RuntimeError:  # the loop closed meanwhile
                pass
        fn()

    def _show(self, current: Run, update: dict) -> None:
        if current is not self._run_state or current.finished or update["seq"] <= current.shown:
            return  # an older update, or one of a run already ended
        current.shown = update["seq"]
        with self.hold_sync():
            for name in ("done", "elapsed", "plots", "plotted", "tables"):
                if name in update:
                    setattr(self, name, update[name])

    def _finish(self, current: Run) -> None:
        if current.finished:
            return
        # both are set before _finish is delivered
        final: dict = current.final  # type: ignore[assignment]
        outcome: tuple = current.result  # type: ignore[assignment]
        self._show(current, final)
        df = outcome[1] if outcome[0] == "done" else self._live_frame(current)
        current.finished = True
        self._table = df
        played = len(df) - current.archived
        stopped = current.stop.is_set()
        with self.hold_sync():
            self.done = len(df)
            self.running, self.stopping = False, False
            seconds = f"{final['elapsed']:.1f} s"
            kept = f" ({current.archived} read from the archive)" if current.archived else ""
            if outcome[0] == "error":
                err = outcome[1]
                self.last_traceback = outcome[2]
                if isinstance(err, DeltaWidgetsError):
                    self.error = str(err)
                else:
                    print(self.last_traceback, file=sys.stderr)
                    self.error = f"Internal error ({type(err).__name__}: {err}); the {len(df)} games finished are kept. See w.last_traceback."
                self.status = f"The run failed after {len(df)} of {self.total} games of {self.title}."
            elif stopped:
                self.status = f"Stopped: {len(df)} of {self.total} games of {self.title} finished in {seconds}{kept}."
            else:
                self.status = f"Played {played} games of {self.title} in {seconds}{kept}: {len(df)} in the table."

    # -- errors --------------------------------------------------------------------------------------
    def _call(self, fn, *args, raise_: bool = True):
        """Call ``fn``; on failure put one sentence in ``error`` (and re-raise for Python callers)."""
        return guarded(self, fn, *args, raise_=raise_)


def game_menu() -> list[dict]:
    """The games the lab offers: every game in the registry now, rule variants (issue 37) with
    the name of the game each changes."""
    return [{"name": n, "title": g.title, **({"variant_of": g.variant_of} if is_variant(g) else {})} for n, g in GAMES.items()]  # type: ignore[attr-defined]


def lineage(name: str) -> list[str]:
    """``name`` and the games it was made from, nearest first, down to a built-in game.

    >>> lineage("deltav")
    ['deltav']
    """
    chain = [name]
    while is_variant(game := GAMES[chain[-1]]):
        chain.append(game.variant_of)  # type: ignore[attr-defined]
    return chain


def _sweep_pair(sweep) -> tuple[str, list]:
    """``None``, ``(option, values)`` or ``{option: values}`` as (option, values)."""
    if sweep is None or sweep == ("", []) or sweep == ("", ()):
        return "", []
    if isinstance(sweep, dict):
        if len(sweep) != 1:
            raise BadInput("The lab widget sweeps one rule option: give {option: [values]}.")
        ((option, values),) = sweep.items()
        return option, list(values) if isinstance(values, (list, tuple)) else values
    if isinstance(sweep, (list, tuple)) and len(sweep) == 2 and isinstance(sweep[0], str):
        option, values = sweep
        if not option:
            return "", []
        return option, list(values) if isinstance(values, (list, tuple)) else values
    raise BadInput("A sweep is (option, [values]) or {option: [values]}, e.g. ('alien_limit', [3, 4, 5]).")


def _default_bots(game: str, options) -> list[str]:
    """The lab's default bot (:data:`~deltawidgets.lab.runner.DEFAULT_BOTS`) in every seat of ``game`` under ``options``."""
    players = get_game(game).Params.parse(options).to_json().get("players", 2)
    return [DEFAULT_BOTS] * players


def _resize(bots: list[str], players) -> list[str]:
    """Keep the seats' bots, adding the lab's default bot or dropping the last seats to fit ``players``."""
    if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= 64:
        return bots  # the options' own check names the problem
    return (bots + [DEFAULT_BOTS] * players)[:players]


__all__ = ["LabWidget", "check_plan"]
