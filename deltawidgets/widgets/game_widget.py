"""GameWidget: one anywidget for every game, bound to an event-sourced :class:`Match`.

Python owns the match and computes everything; the front-end (``js/``, bundled into
``deltawidgets/static/``) draws the synced document and sends back small messages. The widget
knows no game rule: it only speaks the game protocol.

>>> w = GameWidget("deltav", seed=3, params={"first_player": 0})
>>> w.status["decider"], w.cursor
(0, 0)
>>> w.act(w.legal[0]["action"]); w.cursor
1
>>> w.undo(); w.cursor
0
>>> w.send_from_frontend({"type": "goto", "step": 9}); w.error
'Step must be a whole number from 0 to 1; got 9.'
"""

from __future__ import annotations

import asyncio
import secrets
from contextlib import contextmanager
from pathlib import Path

import anywidget
import traitlets as t

from deltawidgets.bots import make_bot
from deltawidgets.core.errors import BadInput, DeltaWidgetsError, IllegalAction, ParamsError
from deltawidgets.core.game import PUBLIC
from deltawidgets.core.match import Match
from deltawidgets.core.refusal import game_over
from deltawidgets.games import get_game
from deltawidgets.widgets import keep, messages
from deltawidgets.widgets.advice_run import AdviceRun
from deltawidgets.widgets.document import document
from deltawidgets.widgets.guard import guarded
from deltawidgets.widgets.sync import Channel, apply, encode, is_compressed, plain
from deltawidgets.widgets.viewers import MENU_KINDS, SEAT_KINDS, bot_spec, seat_label, check_seats, check_viewer, may_act, resize_seats, shown_seat

STATIC = Path(__file__).resolve().parent.parent / "static"
#: new games' seeds are drawn below this: every one is exact as a number in the page
SEED_RANGE = 2**53


def log_text(lines) -> str:
    """Log lines as text, numbered from 1 (js/panel.js logText writes the same)."""
    return "".join(f"{n}. {line}\n" for n, line in enumerate(lines, 1))


class GameWidget(anywidget.AnyWidget):
    """Play, teach and playtest any registered game in a notebook.

    Parameters: ``game`` (registry name), ``params`` (rule options), ``seed``, ``seats`` (per
    seat ``"human"`` or a bot: ``"bot"`` the default bot, or one by name: ``"random"``,
    ``"greedy"``, ``"ismcts"``), ``viewer`` (``"auto"`` hot-seat, ``"all"``, or a seat),
    ``match`` (an existing :class:`Match` to show instead of a new one), ``lock`` (a seat or
    ``"public"``: the page shows that view only and makes only that seat's choices) and
    ``allow`` (what else a locked page may do, from :attr:`ALLOWABLE`, e.g. ``("new_game",)``),
    ``archive`` (a lab archive file: a game that ends here is kept in it) and ``names`` (one
    per seat, the players' names kept with it; see keep.py).
    """

    _esm = STATIC / "widget.js"
    _css = STATIC / "widget.css"

    # -- synced state (Python -> front-end; the front-end changes it only through messages) ----
    game_name = t.Unicode("").tag(sync=True)
    title = t.Unicode("").tag(sync=True)
    renderer = t.Unicode("").tag(sync=True)
    #: what the page shows is kept by each view there (js/doc.js): it starts from the public
    #: ``snapshot`` plus the ``catchup`` operations, then takes each step's ``delta``;
    #: see sync.py for why. The snapshot and the catch-up travel as UTF-8 JSON bytes, compressed
    #: when long (``_wire``), a delta as JSON in the message unless long; in Python all are
    #: plain values. ``catchup`` is made only when a view asks for the whole
    #: state (its Python value stays empty; see ``synced_doc``).
    snapshot = t.Dict().tag(sync=True, to_json=lambda value, widget: widget._wire(value))
    delta = t.Dict().tag(sync=True, to_json=lambda value, widget: widget._wire_delta(value))
    catchup = t.Dict().tag(sync=True, to_json=lambda value, widget: widget._wire_catchup())
    cursor = t.Int(0).tag(sync=True)
    length = t.Int(0).tag(sync=True)
    #: the match's seed stays in Python: whoever knows it can recreate every hidden tile. The
    #: page gets it (``shown_seed``) only in the designer view ("all"), which shows those anyway
    seed = t.Int(0)
    shown_seed = t.Int(None, allow_none=True).tag(sync=True)
    viewer = t.Union([t.Int(), t.Unicode()], default_value="auto").tag(sync=True)
    seats = t.List(t.Unicode()).tag(sync=True)
    #: what the seat menu offers: "human" and every bot, weakest first (viewers.MENU_KINDS; a
    #: seat may also hold any other kind of viewers.SEAT_KINDS, which its menu then shows too)
    seat_kinds = t.List(t.Unicode(), default_value=list(MENU_KINDS)).tag(sync=True)
    #: the menu's words for every kind a seat may hold (viewers.seat_label): the page shows
    #: these, never a code
    seat_labels = t.Dict(default_value={k: seat_label(k) for k in SEAT_KINDS}).tag(sync=True)
    autoplay = t.Bool(False).tag(sync=True)
    #: seconds between two bot moves under autoplay
    speed = t.Float(0.5).tag(sync=True)
    #: whether the page offers a hint on demand (what the strongest bot would do, for the seat
    #: choosing now, from its knowledge only); a lesson turns it off unless a step allows it
    advice_on = t.Bool(True).tag(sync=True)
    params = t.Dict().tag(sync=True)
    params_schema = t.Dict().tag(sync=True)
    error = t.Unicode("").tag(sync=True)
    #: the rule options the error is about (a refused set_params), for the page to say the error
    #: by each of their fields; empty whenever ``error`` is
    error_fields = t.List(t.Unicode()).tag(sync=True)
    #: a seat (or ``"public"``) the notebook pins the widget to, for shared screens and Voila
    #: apps: the page can then show no other viewer. Set from Python only.
    lock = t.Union([t.Int(), t.Unicode()], default_value=None, allow_none=True).tag(sync=True)
    #: what a locked page may send besides its own choices (see ``ALLOWABLE``); set from Python
    #: only, like ``lock``, and without effect while the widget is not locked
    allow = t.List(t.Unicode())
    #: the message types this page may send now (every one unless locked), so that the page
    #: hides what Python would refuse without knowing the rule; "seed" means a new game with a
    #: seed the page chooses
    page_allowed = t.List(t.Unicode()).tag(sync=True)
    #: the lab archive (a DuckDB file) a game that ends here is kept in, and the players' names
    #: kept with it (one per seat, None for "human" or the bot); Python only (keep.py)
    archive = t.Unicode(None, allow_none=True)
    #: whether the page offers Keep (the widget has an archive to keep its game in)
    can_keep = t.Bool(False).tag(sync=True)
    names = t.Any(None, allow_none=True)

    #: the traitlets a page may write directly, each checked as its message would be; every
    #: other synced value is owned by Python and a page's write of it is refused
    PAGE_WRITABLE = ("viewer", "seats", "autoplay", "speed")

    #: what a page locked to a view may always send: its seat's own choices (``act``, a whole
    #: gesture ``act_plan``: the locked view may choose only when its seat decides), a hover hint
    #: and a hint on demand for that view (``advise`` only while its seat chooses), a resync,
    #: Keep (the game into the designer's archive, which the page never reads back), and the
    #: view it is locked to. None changes the match for another seat or shows it more.
    LOCK_FREE = ("act", "act_plan", "advise", "advise_stop", "hint", "keep", "resync", "set_viewer")
    #: what Python may allow a locked page besides (``allow=``): message types, each refused by
    #: default because it changes the match for every seat (undo, redo and goto included, even
    #: of the seat's own move: the others would see the match go back) or shows more of it, and
    #: "seed": a new game from a seed the page chooses, which tells the page every hidden tile
    #: and card ("new_game" alone draws a seed the page never learns)
    ALLOWABLE = ("autoplay", "bot_step", "goto", "new_game", "redo", "seed", "set_params", "set_seats", "undo")
    #: how a refusal names each permission ("... which may not start a new game")
    DOES = messages.DOES

    #: the board renderer a subclass picks (a name registered in js/boards/index.js)
    default_renderer = ""

    def __init__(self, game, params=None, seed=None, seats=None, viewer="auto", match=None, lock=None, allow=(), archive=None, names=None, **kwargs):
        self._ready = False
        self._shown = None
        self._last_human = None
        self._doc: dict | None = None  # a copy of the document shown now, made when first read
        self._status: dict = {}
        self._channel = Channel()  # the public snapshot the page holds, and the deltas (sync.py)
        self._delta_wire: tuple = (None, b"")  # (delta, its encoding), made once
        self._params_of = None  # the match whose rule options ``params`` holds
        self._timer = None
        self._hints: dict | None = None
        self._advice: AdviceRun | None = None
        self._autokeep = keep.AutoKeep()
        self.last_traceback = ""
        super().__init__(**kwargs)
        self.game = get_game(game) if isinstance(game, str) else game
        self.match = match if match is not None else Match(self.game, params, seed)
        if self.match.game.name != self.game.name:
            raise BadInput(f"This widget plays {self.game.title}; the match is {self.match.game.title}.")
        players = self.game.num_players(self.match.state)
        self.archive = None if archive is None else str(archive)
        self.names = keep.check_names(names, self.game.seat_names(self.match.state))  # BadInput, not TraitError
        with self.hold_sync():
            self.game_name = self.game.name
            self.title = self.game.title
            self.renderer = self.default_renderer or self.game.name
            self.params_schema = self.game.Params.model_json_schema()
            self.seats = check_seats(seats if seats is not None else ["human"] * players, players)
            self.viewer = check_viewer(viewer, players)
            self._ready = True
            self.allow = list(allow)
            self.lock = lock
            self._set_page_allowed()
            self._refresh(reset=True)
        self.on_msg(self._on_frontend_msg)

    # -- reading --------------------------------------------------------------------------------
    @property
    def doc(self) -> dict:
        """The document the front-end shows now (see ``synced_doc``)."""
        if self._doc is None:
            # copied on demand (the channel's copy changes in place): a click's hot path reads
            # only the status
            self._doc = plain(self._channel.doc)
        return self._doc

    @property
    def view(self) -> dict:
        return self.doc["view"]

    @property
    def legal(self) -> list[dict]:
        """The choices offered to the viewer shown, as the front-end shows them, each with its
        action (what :meth:`act` takes)."""
        actions = self.match.legal()
        return [{**c, "action": list(actions[c["index"]])} for c in self.doc["legal"]]

    @property
    def log_lines(self) -> list[str]:
        """The whole log, as the viewer shown reads it."""
        return list(self.doc["log"])

    def log_text(self) -> str:
        """The whole log as the viewer shown reads it, one numbered line each, as the page's
        "Save log" button writes it."""
        return log_text(self.doc["log"])

    @property
    def status(self) -> dict:
        return self._status

    @property
    def players(self) -> int:
        return self.game.num_players(self.match.state)

    # -- the Python API (raises on bad input, and shows the sentence in the error line) ------------
    def act(self, action) -> None:
        """Play a legal action (a list/tuple like ``["to", 17]``, or an index into ``legal``)."""
        self._run(self._act, action)

    def undo(self) -> None:
        self._run(self._timeline, "undo")

    def redo(self) -> None:
        self._run(self._timeline, "redo")

    def goto(self, step: int) -> None:
        self._run(self._timeline, "goto", step)

    def new_game(self, seed: int | None = None, params=None) -> None:
        """Start again; ``seed`` None draws a new one, ``params`` None keeps the rule options."""
        self._run(self._new_game, seed, params)

    def set_params(self, changes: dict) -> None:
        """Change some rule options; a new game starts with the same seed."""
        self._run(self._set_params, changes)

    def bot_step(self) -> None:
        """Let the bot of the deciding seat play one decision."""
        self._run(self._bot_step)

    def run_bots(self, limit: int = 10_000) -> int:
        """Play bot decisions until a human seat must decide or the game ends; returns how many."""
        return self._run(self._run_bots, limit)

    def load(self, source) -> None:
        """Replace the match by a saved record (dict, JSON text or path), checked by replay; a
        saved scenario (:meth:`save_scenario`) is a record too, and lays its position out."""
        self._run(self._load, source)

    def save(self, path) -> None:
        self.match.save(path)

    def save_scenario(self, path) -> None:
        """Save the position on the board as a new game starting there (load it with :meth:`load`)."""
        self.match.save_scenario(path)

    def archive_to(self, path) -> str:
        """Keep this game, finished or not, in a lab archive (a DuckDB file, :mod:`deltawidgets.lab`),
        beside the bots' games, with who sat where (``names``) and its whole record up to the
        step shown; returns its id. A game kept before its end is marked unfinished with that step."""
        return keep.keep_match(self.match, self.seats, self.names, path)

    @classmethod
    def reopen(cls, path, key_or_row, step=None, **kwargs) -> "GameWidget":
        """A widget on a kept game of the archive at ``path`` (its id or its row of
        ``lab.games``), at ``step`` (None: its end); ``viewer=``, ``lock=``... as for a new one."""
        return keep.reopen(cls, path, key_or_row, step, **kwargs)

    def hint(self, element: str) -> str:
        """Why board element ``element`` is not playable now, for the viewer shown ("" if it is,
        or if this viewer does not choose now)."""
        if not self.status["may_act"]:
            return ""
        if self._hints is None:
            self._hints = self.game.element_hints(self.match.state, self._shown)
        return self._hints.get(element, "")

    def advise(self, **budget) -> dict:
        """What the strongest bot would do for the seat choosing now, as the page's Hint shows
        it: the top three choices, the share of the search each got, and a sentence on the first
        (``budget``: ``iterations``, ``seconds``). Asking changes nothing in the match."""
        self._check_advice()
        said = []
        AdviceRun(self.game, self.match.state, self.match.cursor, said.append, None, **budget).start()
        return said[-1]

    def send_from_frontend(self, content: dict) -> None:
        """Handle ``content`` exactly as if the front-end had sent it (for scripts and tests)."""
        self._on_frontend_msg(self, content, [])

    # -- messages from the front-end (never raise: errors go to the error line) --------------------
    def _on_frontend_msg(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and content.get("type") == "hint":
            # a hover is not an action: it must not clear the error line
            self._run(self._answer_hint, content, raise_=False, clear=False)
        else:
            self._run(self._dispatch, content, raise_=False)

    def _answer_hint(self, content) -> None:
        msg = messages.parse(content)
        if msg.step is None or msg.step == self.match.cursor:
            self.send({"type": "hint", "target": msg.target, "step": self.match.cursor, "text": self.hint(msg.target)})

    def _dispatch(self, content) -> None:
        msg = messages.parse(content)
        self._check_allowed(msg)
        kind = msg.type
        if kind in ("act", "act_plan"):
            self._act_from_frontend(msg)
        elif kind == "keep":
            self._keep_now()
        elif kind == "advise":
            self._advise(msg.step)
        elif kind == "advise_stop":
            if self._advice is not None:
                self._advice.stop()
        elif kind in ("undo", "redo"):
            self._timeline(kind)
        elif kind == "goto":
            self._timeline("goto", msg.step)
        elif kind == "new_game":
            self._new_game(msg.seed, None)
        elif kind == "set_params":
            self._set_params(msg.params)
        elif kind == "set_viewer":
            self._check_lock(msg.viewer)
            self.viewer = check_viewer(msg.viewer, self.players)
        elif kind == "set_seats":
            self.seats = check_seats(msg.seats, self.players)
        elif kind == "bot_step":
            self._bot_step()
        elif kind == "resync":
            self._refresh(reset=True)  # the page lost the thread of deltas: a new snapshot
        elif kind == "autoplay":
            with self.hold_sync():
                if msg.speed is not None:
                    self.speed = msg.speed
                self.autoplay = msg.on

    def _act_from_frontend(self, msg) -> None:
        if msg.step is not None and msg.step != self.match.cursor:
            raise BadInput(f"The game moved on before your choice arrived (it is now at step {self.match.cursor}); choose again.")
        st = self.status
        if not st["may_act"]:
            if st["over"]:
                raise IllegalAction(game_over(self.game.end_heading, "no more choices can be made"))
            who = st["seat_names"][st["decider"]]
            if st["bot_turn"]:
                then = "autoplay plays for them" if self.autoplay else "press Bot step or turn autoplay on"
                raise IllegalAction(f"{who} is played by a bot: {then}.")
            raise IllegalAction(f"It is {who}'s choice, and this view cannot choose for them: switch the viewer to {who} or auto.")
        if msg.type == "act_plan":
            self._act_plan(msg.index)
        else:
            self._act(msg.index if msg.index is not None else msg.action)

    # -- doing -----------------------------------------------------------------------------------------
    def _chosen(self, action):
        """The action a choice number (the position in the legal list the page shows) stands for,
        or the action given as it is."""
        if isinstance(action, int) and not isinstance(action, bool):
            legal = self.match.legal()
            if not 0 <= action < len(legal):
                raise BadInput(f"There are {len(legal)} legal choices now, numbered 0 to {len(legal) - 1}; got {action}.")
            return legal[action]
        return action

    def _act(self, action) -> None:
        action = self._chosen(action)
        with self._transaction():
            self.match.act(action)
            self._refresh()
        self._schedule()

    def _keep_now(self) -> None:
        """The page's Keep: the game into the widget's archive, said back to the page."""
        if not self.archive:
            raise BadInput("This widget has no lab archive to keep games in: make it with GameWidget(..., archive='lab.duckdb').")
        kept = self.archive_to(self.archive)
        self.send(
            {
                "type": "kept",
                "id": kept,
                "step": self.match.cursor,
                "text": f"Kept in {Path(self.archive).name} at step {self.match.cursor}, with who sat where"
                + ("." if self.match.is_over() else ", marked unfinished: the lab leaves it out of win shares and counts it apart."),
            }
        )

    def _check_advice(self) -> None:
        st = self.status
        if not self.advice_on:
            raise IllegalAction("Hints on demand are off here: this step asks you to find the choice yourself.")
        if not st["may_act"]:
            if st["over"]:
                raise IllegalAction(game_over(self.game.end_heading, "there is no choice to hint at"))
            who = st["seat_names"][st["decider"]]
            raise IllegalAction(f"A hint is for the seat choosing now, {who}, and this view does not choose for them.")

    def _advise(self, step: int | None) -> None:
        if step is not None and step != self.match.cursor:
            raise BadInput(f"The game moved on before the hint was asked for (it is now at step {self.match.cursor}); ask again.")
        self._check_advice()
        self._stop_advice()
        loop = _running_loop()
        self._advice = AdviceRun(self.game, self.match.state, self.match.cursor, self.send, loop, shown=self._shown)
        self._advice.start()

    def _stop_advice(self) -> None:
        if self._advice is not None:
            self._advice.stop(say=False)
            self._advice = None

    def _act_plan(self, index: int) -> None:
        found = self.game.plans(self.match.state)
        options = found.options if found else ()
        if not 0 <= index < len(options):
            raise BadInput(
                f"There are {len(options)} whole choices to play at once now; got number {index}."
                if options
                else "There is nothing to play at once at this step."
            )
        with self._transaction():
            self.match.act_all(options[index][2])
            self._refresh()
        self._schedule()

    def _timeline(self, how: str, step: int | None = None) -> None:
        before = self.match.cursor
        with self._transaction():
            if how == "undo":
                self.match.undo()
            elif how == "redo":
                self.match.redo()
            else:
                self.match.goto(step)
        # going back must drop the snapshot: it may show what was learnt later on
        self._refresh(reset=self.match.cursor < before)
        if self.autoplay and self.status["bot_turn"]:
            self.autoplay = False  # else the bot would at once replay the move just undone
        self._schedule()

    def _new_game(self, seed, params) -> None:
        if seed is None:  # drawn here, where the widget promises an unpredictable game
            seed = secrets.randbelow(SEED_RANGE)
        self._replace_match(self._match_with(self.match.params if params is None else params, seed))

    def _set_params(self, changes) -> None:
        if not isinstance(changes, dict):
            raise BadInput(f"Rule options must be a JSON object of option: value; got {type(changes).__name__}.")
        merged = {**self.match.params.to_json(), **changes}
        self._replace_match(self._match_with(merged, self.match.seed))

    def _match_with(self, params, seed) -> Match:
        """A new match; refused rule options are named in ``error_fields`` for the page."""
        try:
            return Match(self.game, params, seed)
        except ParamsError as err:
            self.error_fields = list(err.fields)
            raise

    @t.observe("archive")
    def _on_archive(self, change) -> None:
        self.can_keep = bool(change["new"])

    @t.observe("error")
    def _on_error(self, change) -> None:
        if not change["new"]:
            self.error_fields = []

    def _load(self, source) -> None:
        loaded = Match.load(source)
        if loaded.game.name != self.game.name:
            raise BadInput(f"This widget plays {self.game.title}; the record is a {loaded.game.title} game.")
        self._replace_match(loaded)

    def _replace_match(self, fresh: Match) -> None:
        if isinstance(self.lock, int) and self.lock >= fresh.game.num_players(fresh.state):
            raise BadInput(f"This widget is locked to {self._viewer_name(self.lock)}'s view, a seat the new game would not have.")
        self.match = fresh
        players = self.players
        with self.hold_sync():
            self._ready = False
            if len(self.seats) != players:
                self.seats = resize_seats(self.seats, players)
            if isinstance(self.viewer, int) and self.viewer >= players:
                self.viewer = "auto"
            self._ready = True
            self._refresh(reset=True)
        self._schedule()

    def _bot_step(self) -> None:
        d = self.match.decision()
        if d is None:
            raise IllegalAction(game_over(self.game.end_heading, "no more choices can be made"))
        if self.seats[d.player] == "human":
            who = self.game.seat_names(self.match.state)[d.player]
            raise IllegalAction(f"{who} must decide and is a human seat: choose for them, or make the seat a bot.")
        with self._transaction():
            self.match.act(self._bot_choice())
            self._refresh()

    def _bot_choice(self):
        # seeded by the position, so a bot's move replays exactly after undo or reload
        bot = make_bot(bot_spec(self.seats[self.match.decision().player]), seed=f"{self.match.seed}/{self.match.cursor}")
        return bot.choose(self.game, self.match.state)

    def _run_bots(self, limit: int) -> int:
        played = 0
        while played < limit and self._bot_to_move():
            with self._transaction():
                self.match.act(self._bot_choice())
            played += 1
        self._refresh()
        return played

    def _bot_to_move(self) -> bool:
        d = self.match.decision()
        return d is not None and self.seats[d.player] != "human"

    # -- autoplay on the kernel's event loop ---------------------------------------------------------
    def _schedule(self) -> None:
        """Arm the timer for the next bot move if autoplay is on and a bot must decide."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if not (self.autoplay and self._bot_to_move()):
            return
        self._timer = _event_loop().call_later(self.speed, self._tick)

    def _tick(self) -> None:
        self._timer = None
        if self.autoplay and self._bot_to_move():
            self._run(self._bot_step, raise_=False)
            if self.error:
                self.autoplay = False  # do not spin on an error
        self._schedule()

    # -- refreshing the synced state ------------------------------------------------------------------
    def _refresh(self, reset: bool = False) -> None:
        if not self._ready:
            return
        d = self.match.decision()
        decider = d.player if d else None
        shown = shown_seat(self.viewer, self.seats, decider, self._last_human)
        if isinstance(shown, int):
            self._last_human = shown
        self._shown = shown
        raw = document(self.match, shown, may_act(shown, self.seats, decider), self.seats)
        # the wire bytes are made here, not in _wire: a value the page cannot take fails before
        # anything is synced
        delta, wire = self._channel.advance(self._public, raw, reset)
        status = plain(raw["status"])
        with self.hold_sync():
            self._delta_wire = (delta, wire)
            self.snapshot = self._channel.base.doc
            self.delta = delta
            self.cursor = self.match.cursor
            self.length = self.match.length if self._sees_ahead() else self.match.cursor
            self.seed = self.match.seed
            self.shown_seed = self.match.seed if self.viewer == "all" else None
            if self._params_of is not self.match:  # rule options change only with the match
                self.params, self._params_of = self.match.params.to_json(), self.match
        self._doc, self._status = None, status
        self._hints = None
        # a hint is for one position and one view: a step, an undo or another view ends it
        if self._advice is not None and (self._advice.step != self.match.cursor or self._advice.shown != shown):
            self._stop_advice()
        self._autokeep.after_refresh(self)

    def _sees_ahead(self) -> bool:
        """Whether the page may learn that the match goes on past the cursor (a kept game
        reopened, an undone line): not when it is locked to a view and may not step forward
        (issue 33): then it is told nothing of what comes after, not even how long it is."""
        return self.lock is None or "redo" in self.allow or "goto" in self.allow

    def _public(self) -> dict:
        """The spectator's document of the position: what the synced snapshot holds."""
        return document(self.match, PUBLIC, False, self.seats)

    @t.validate("viewer")
    def _valid_viewer(self, proposal):
        if not self._ready:
            return proposal["value"]
        try:
            self._check_lock(proposal["value"])
            return check_viewer(proposal["value"], self.players)
        except BadInput as err:
            raise t.TraitError(str(err)) from None

    def _check_lock(self, viewer) -> None:
        if self.lock is not None and viewer != self.lock:
            raise BadInput(f"This widget is locked by the notebook to the view of {self._viewer_name(self.lock)}; no other view can be shown.")

    def _check_allowed(self, msg) -> None:
        """Refuse a page's message that its lock does not allow (``LOCK_FREE``, ``allow``)."""
        need = self._permission(msg)
        if need is None or self.lock is None or need in self.LOCK_FREE or need in self.allow:
            return
        what = self.DOES.get(need, need)
        raise BadInput(
            f"This widget is locked by the notebook to the view of {self._viewer_name(self.lock)}, "
            f"which may not {what}: only the notebook can allow it (allow={need!r})."
        )

    def _permission(self, msg) -> str | None:
        """The permission a page's message needs (a message type, or "seed")."""
        if msg.type == "new_game" and msg.seed is not None:
            return "seed"
        return msg.type

    def _set_page_allowed(self) -> None:
        every = sorted({*messages.TYPES, "seed", *self.ALLOWABLE})
        self.page_allowed = every if self.lock is None else sorted({*self.LOCK_FREE, *self.allow})

    @t.validate("allow")
    def _valid_allow(self, proposal):
        value = list(proposal["value"])
        wrong = [x for x in value if x not in self.ALLOWABLE]
        if wrong:
            raise t.TraitError(f"A locked widget can be allowed only {', '.join(self.ALLOWABLE)}; got {wrong[0]!r}.")
        return sorted(set(value))

    @t.observe("allow")
    def _on_allow(self, _change) -> None:
        self._set_page_allowed()
        if self._ready:
            self.length = self.match.length if self._sees_ahead() else self.match.cursor

    @t.validate("lock")
    def _valid_lock(self, proposal):
        value = proposal["value"]
        try:
            if value is not None and (value in ("all", "auto") or check_viewer(value, self.players) != value):
                raise BadInput(f'A widget can be locked to a seat or to "{PUBLIC}", not {value!r}.')
        except BadInput as err:
            raise t.TraitError(str(err)) from None
        return value

    @t.observe("lock")
    def _on_lock(self, change) -> None:
        if change["new"] is not None:
            self.viewer = change["new"]
        self._set_page_allowed()
        if self._ready:
            self.length = self.match.length if self._sees_ahead() else self.match.cursor

    def _viewer_name(self, viewer) -> str:
        return self.game.seat_names(self.match.state)[viewer] if isinstance(viewer, int) else "a spectator"

    def set_state(self, sync_data):
        """A direct state update from the page. Only :attr:`PAGE_WRITABLE` traitlets are taken, each
        checked as the message that sets it; a write of anything else (cursor, seed, snapshot,
        params, error, lock...) is refused on the error line and the page gets Python's value back."""
        refused = sorted(str(k)[:40] for k in sync_data if k not in self.PAGE_WRITABLE)
        wants = {k: v for k, v in sync_data.items() if k in self.PAGE_WRITABLE}
        self.error = ""  # each write below stops at the first error
        if "viewer" in wants:
            self._on_frontend_msg(self, {"type": "set_viewer", "viewer": wants["viewer"]}, [])
        if "seats" in wants and not self.error:
            self._on_frontend_msg(self, {"type": "set_seats", "seats": wants["seats"]}, [])
        if ("autoplay" in wants or "speed" in wants) and not self.error:
            msg = {"type": "autoplay", "on": wants.get("autoplay", self.autoplay)}
            if "speed" in wants:
                msg["speed"] = wants["speed"]
            self._on_frontend_msg(self, msg, [])
        if refused and not self.error:
            names = ", ".join(refused[:6]) + (", ..." if len(refused) > 6 else "")
            self.error = f"The page may not set {names}: only Python changes them."
        self.send_state([k for k in sync_data if k in self.keys])  # the page's copy back to the truth

    @t.validate("seats")
    def _valid_seats(self, proposal):
        if not self._ready:
            return list(proposal["value"])
        try:
            return check_seats(proposal["value"], self.players)
        except BadInput as err:
            raise t.TraitError(str(err)) from None

    @t.validate("names")
    def _valid_names(self, proposal):
        try:
            return keep.check_names(proposal["value"], self.game.seat_names(self.match.state))
        except BadInput as err:
            raise t.TraitError(str(err)) from None

    @t.validate("speed")
    def _valid_speed(self, proposal):
        value = proposal["value"]
        if not messages.MIN_DELAY <= value <= messages.MAX_DELAY:
            raise t.TraitError(f"The autoplay delay must be {messages.MIN_DELAY} to {messages.MAX_DELAY} seconds; got {value}.")
        return value

    @t.observe("viewer", "seats")
    def _on_seating(self, _change) -> None:
        # errors in observers would vanish inside ipywidgets: show them instead
        self._run(self._refresh_and_schedule, raise_=False)

    @t.observe("autoplay", "speed")
    def _on_autoplay(self, _change) -> None:
        if self._ready:
            self._run(self._schedule, raise_=False)

    def _refresh_and_schedule(self) -> None:
        self._refresh()
        self._schedule()

    # -- errors -----------------------------------------------------------------------------------------
    def _run(self, fn, *args, raise_: bool = True, clear: bool = True):
        """Call ``fn``; on failure put one sentence in ``error`` (and re-raise for Python callers).
        ``clear`` empties ``error`` first, so that an error met in a nested observer stays."""
        return guarded(self, fn, *args, raise_=raise_, clear=clear, unchanged="the match is unchanged")

    @contextmanager
    def _transaction(self):
        """Put the match back as it was if the engine or the refresh fails unexpectedly."""
        backup = self.match.clone(narrations=False)
        try:
            yield
        except DeltaWidgetsError:
            raise  # Match.act checks before it changes anything
        except Exception:
            self.match.__dict__.update(backup.__dict__)
            try:
                self._refresh(reset=True)
            except Exception:  # the original error is the one to report
                pass
            raise

    def _wire(self, value) -> bytes:
        """How ``snapshot`` and ``delta`` are sent (sync.encode: JSON bytes, compressed when
        long); the bytes of both are made once, when they are taken."""
        base = self._channel.base
        if base is not None and value is base.doc:
            return base.wire
        cached, wire = self._delta_wire
        return wire if value is cached else encode(value)

    def _wire_delta(self, value):
        """A step's delta travels inside the message's JSON (plain values already), unless it
        is long enough to be compressed: then as bytes. A binary buffer costs a click about as
        much as the bytes it saves on a short delta (benchmarks/browser_latency.py)."""
        cached, wire = self._delta_wire
        if value is cached and not is_compressed(wire):
            return value
        return self._wire(value)

    def _wire_catchup(self) -> bytes:
        return encode(self._channel.catchup())

    def synced_doc(self) -> dict:
        """The document a view that opens now builds: the snapshot plus the catch-up."""
        return apply(self.snapshot, self._channel.catchup()["ops"])

    def check_sync(self) -> bool:
        """True if the synced snapshot and catch-up rebuild exactly the document (a self-test)."""
        return self.synced_doc() == self.doc


def _running_loop():
    """The kernel's running event loop, or None in plain Python (a hint then searches at once)."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def _event_loop():
    try:
        return asyncio.get_running_loop()
    except RuntimeError:  # called from plain Python, not from inside the kernel's loop
        return asyncio.get_event_loop_policy().get_event_loop()
