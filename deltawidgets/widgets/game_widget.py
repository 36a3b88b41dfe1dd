"""GameWidget: one anywidget for every game, the synced face of a :class:`TableSession`.

Python owns the match and computes everything; the front-end (``js/``, bundled into
``deltawidgets/static/``) draws the synced document and sends back small messages. The table
itself (the match, the seats and bots, the commands, the lock, Keep, hints) is a plain-Python
:class:`~deltawidgets.widgets.session.TableSession`; this widget owns the traitlets, copies the
session's document into them when it says "view", routes the page's messages to it, and runs
autoplay on the kernel's event loop. The widget knows no game rule: it only speaks the game
protocol.

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
from contextlib import contextmanager

import traitlets as t

from deltawidgets.core.errors import BadInput, ParamsError
from deltawidgets.core.match import Match
from deltawidgets.widgets import keep, messages
from deltawidgets.widgets.front_end import FrontEnd
from deltawidgets.widgets.guard import guarded
from deltawidgets.widgets.session import TableSession, log_text
from deltawidgets.widgets.sync import Channel, apply, encode, is_compressed
from deltawidgets.widgets.viewers import MENU_KINDS, SEAT_KINDS, check_seats, seat_label


class GameWidget(FrontEnd):
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
    LOCK_FREE = TableSession.LOCK_FREE
    #: what Python may allow a locked page besides (``allow=``): message types, each refused by
    #: default because it changes the match for every seat (undo, redo and goto included, even
    #: of the seat's own move: the others would see the match go back) or shows more of it, and
    #: "seed": a new game from a seed the page chooses, which tells the page every hidden tile
    #: and card ("new_game" alone draws a seed the page never learns)
    ALLOWABLE = TableSession.ALLOWABLE
    #: how a refusal names each permission ("... which may not start a new game")
    DOES = messages.DOES

    #: the board renderer a subclass picks (a name registered in js/boards/index.js)
    default_renderer = ""

    def __init__(self, game, params=None, seed=None, seats=None, viewer="auto", match=None, lock=None, allow=(), archive=None, names=None, **kwargs):
        # False while the widget is built and while it copies the session's own changes into its
        # traitlets: their checks and observers then leave the session alone
        self._ready = False
        # None only while this __init__ builds the session; the observer that may run meanwhile checks
        self._session: TableSession = None  # type: ignore[assignment]
        self._delta_wire: tuple = (None, b"")  # (delta, its encoding), made once
        self._params_of = None  # the match whose rule options ``params`` holds
        self._timer = None
        self.last_traceback = ""
        super().__init__(**kwargs)
        session = TableSession(
            game, params, seed, seats, viewer, match, lock=lock, allow=allow, archive=archive, names=names, on_change=self._on_session, allowable=self.ALLOWABLE
        )
        self._session = session
        with self.hold_sync():
            self.game_name = session.game.name
            self.title = session.game.title
            # a rule variant is drawn by its parent's board (issue 37): its ``renderer``
            self.renderer = self.default_renderer or getattr(session.game, "renderer", session.game.name)
            self.params_schema = session.game.Params.model_json_schema()
            self.seats, self.viewer = session.seats, session.viewer
            self.allow, self.lock = session.allow, session.lock
            self.archive, self.names = session.archive, session.names
            self._ready = True
            self._set_page_allowed()
            self._show_view()
        self.on_msg(self._on_frontend_msg)

    # -- reading --------------------------------------------------------------------------------
    @property
    def session(self) -> TableSession:
        """The table this widget shows (session.py): the match, the seats, the commands."""
        return self._session

    @property
    def game(self):
        return self._session.game

    @property
    def match(self) -> Match:
        return self._session.match

    @property
    def doc(self) -> dict:
        """The document the front-end shows now (see ``synced_doc``)."""
        return self._session.doc

    @property
    def view(self) -> dict:
        return self.doc["view"]

    @property
    def legal(self) -> list[dict]:
        """The choices offered to the viewer shown, as the front-end shows them, each with its
        action (what :meth:`act` takes)."""
        return self._session.legal

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
        return self._session.status

    @property
    def players(self) -> int:
        return self._session.players

    @property
    def _shown(self):
        """The viewer whose document is shown now."""
        return self._session.shown

    @property
    def _channel(self) -> Channel:
        # the comm opens (and sends the traitlets) before the session is made: an empty channel then
        return self._session.channel if self._session is not None else Channel()

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
        return self._run(self._session.run_bots, limit)

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
        return self._session.archive_to(path)

    @classmethod
    def reopen(cls, path, key_or_row, step=None, **kwargs) -> "GameWidget":
        """A widget on a kept game of the archive at ``path`` (its id or its row of
        ``lab.games``), at ``step`` (None: its end); ``viewer=``, ``lock=``... as for a new one."""
        return keep.reopen(cls, path, key_or_row, step, **kwargs)

    def hint(self, element: str) -> str:
        """Why board element ``element`` is not playable now, for the viewer shown ("" if it is,
        or if this viewer does not choose now)."""
        return self._session.hint(element)

    def advise(self, **budget) -> dict:
        """What the strongest bot would do for the seat choosing now, as the page's Hint shows
        it: the top three choices, the share of the search each got, and a sentence on the first
        (``budget``: ``iterations``, ``seconds``). Asking changes nothing in the match."""
        return self._session.advise_now(**budget)

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
        session = self._session
        if kind in ("act", "act_plan"):
            session.check_choice(msg.step, self.autoplay)
            if kind == "act_plan":
                self._act_plan(msg.index)
            else:
                self._act(msg.index if msg.index is not None else msg.action)
        elif kind == "keep":
            session.keep_now()
        elif kind == "advise":
            session.advise(msg.step, _running_loop())
        elif kind == "advise_stop":
            session.stop_advice(say=True)
        elif kind in ("undo", "redo"):
            self._timeline(kind)
        elif kind == "goto":
            self._timeline("goto", msg.step)
        elif kind == "new_game":
            self._new_game(msg.seed, None)
        elif kind == "set_params":
            self._set_params(msg.params)
        elif kind == "set_viewer":
            self.viewer = session.check_viewer(msg.viewer)
        elif kind == "set_seats":
            self.seats = check_seats(msg.seats, self.players)
        elif kind == "bot_step":
            self._bot_step()
        elif kind == "resync":
            session.refresh(reset=True)  # the page lost the thread of deltas: a new snapshot
        elif kind == "autoplay":
            with self.hold_sync():
                if msg.speed is not None:
                    self.speed = msg.speed
                self.autoplay = msg.on

    # -- doing: each a step of the session, then the autoplay timer (a lesson narrows them) -------------
    def _chosen(self, action):
        return self._session.chosen(action)

    def _act(self, action) -> None:
        self._session.act(action)
        self._schedule()

    def _act_plan(self, index: int) -> None:
        self._session.act_plan(index)
        self._schedule()

    def _timeline(self, how: str, step: int | None = None) -> None:
        self._session.timeline(how, step)
        if self.autoplay and self.status["bot_turn"]:
            self.autoplay = False  # else the bot would at once replay the move just undone
        self._schedule()

    def _bot_step(self) -> None:
        self._session.bot_step()

    def _new_game(self, seed, params) -> None:
        with self.hold_sync(), self._naming_fields():
            self._session.new_game(seed, params)
        self._schedule()

    def _set_params(self, changes) -> None:
        with self.hold_sync(), self._naming_fields():
            self._session.set_params(changes)
        self._schedule()

    def _load(self, source) -> None:
        with self.hold_sync():
            self._session.load(source)
        self._schedule()

    def _replace_match(self, fresh: Match) -> None:
        with self.hold_sync():
            self._session.replace_match(fresh)
        self._schedule()

    @contextmanager
    def _naming_fields(self):
        """Refused rule options are named in ``error_fields``, for the page to say the error by them."""
        try:
            yield
        except ParamsError as err:
            self.error_fields = list(err.fields)
            raise

    # -- autoplay on the kernel's event loop ---------------------------------------------------------
    def _schedule(self) -> None:
        """Arm the timer for the next bot move if autoplay is on and a bot must decide."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if not (self.autoplay and self._session.bot_to_move()):
            return
        self._timer = _event_loop().call_later(self.speed, self._tick)

    def _tick(self) -> None:
        self._timer = None
        if self.autoplay and self._session.bot_to_move():
            self._run(self._bot_step, raise_=False)
            if self.error:
                self.autoplay = False  # do not spin on an error
        self._schedule()

    # -- what the session tells the widget -----------------------------------------------------------
    def _on_session(self, part: str, value=None) -> None:
        if self._session is None:  # the session's first document: shown once the widget is built
            return
        if part == "view":
            self._show_view()
        elif part == "seating":
            self._ready = False
            try:
                self.seats, self.viewer = self._session.seats, self._session.viewer
            finally:
                self._ready = True
        elif part == "say":
            self.send(value)
        elif part == "error":
            self.error = value

    def _show_view(self) -> None:
        """Sync the session's document: the snapshot, the delta and what goes with them."""
        s = self._session
        match = s.match
        with self.hold_sync():
            self._delta_wire = s.delta_wire
            self.snapshot = s.channel.base.doc
            self.delta = s.delta
            self.cursor = match.cursor
            self.length = s.length_shown()
            self.seed = match.seed
            self.shown_seed = match.seed if s.viewer == "all" else None
            if self._params_of is not match:  # rule options change only with the match
                self.params, self._params_of = match.params.to_json(), match

    # -- the traitlets a notebook or a page sets, passed on to the session ----------------------------
    @t.validate("viewer")
    def _valid_viewer(self, proposal):
        if not self._ready:
            return proposal["value"]
        return _trait_checked(self._session.check_viewer, proposal["value"])

    @t.validate("seats")
    def _valid_seats(self, proposal):
        if not self._ready:
            return list(proposal["value"])
        return _trait_checked(check_seats, proposal["value"], self.players)

    @t.observe("viewer", "seats")
    def _on_seating(self, change) -> None:
        # errors in observers would vanish inside ipywidgets: show them instead
        if self._ready:
            self._run(self._seat, change["name"], change["new"], raise_=False)

    def _seat(self, name: str, value) -> None:
        if name == "viewer":
            self._session.set_viewer(value)
        else:
            self._session.set_seats(value)
        self._schedule()

    def _check_allowed(self, msg) -> None:
        """Refuse a page's message that its lock does not allow (``LOCK_FREE``, ``allow``)."""
        self._session.check_allowed(self._permission(msg), self.DOES)

    def _permission(self, msg) -> str | None:
        """The permission a page's message needs (a message type, or "seed")."""
        if msg.type == "new_game" and msg.seed is not None:
            return "seed"
        return msg.type

    def _set_page_allowed(self) -> None:
        self.page_allowed = self._session.page_allowed(self.ALLOWABLE)

    @t.validate("allow")
    def _valid_allow(self, proposal):
        return _trait_checked(TableSession.check_allow, proposal["value"], self.ALLOWABLE)

    @t.observe("allow")
    def _on_allow(self, change) -> None:
        if self._ready:
            self._session.allow = change["new"]
            self._set_page_allowed()
            self.length = self._session.length_shown()

    @t.validate("lock")
    def _valid_lock(self, proposal):
        return _trait_checked(self._session.check_lock, proposal["value"])

    @t.observe("lock")
    def _on_lock(self, change) -> None:
        if self._ready:
            self._run(self._relock, change["new"], raise_=False)

    def _relock(self, lock) -> None:
        self._session.set_lock(lock)
        self._set_page_allowed()
        self.length = self._session.length_shown()
        self._schedule()

    @t.validate("names")
    def _valid_names(self, proposal):
        return _trait_checked(keep.check_names, proposal["value"], self.game.seat_names(self.match.state))

    @t.observe("names", "archive")
    def _on_keeping(self, change) -> None:
        if change["name"] == "archive":
            self.can_keep = bool(change["new"])
        if self._ready:
            setattr(self._session, change["name"], change["new"])

    @t.observe("advice_on")
    def _on_advice_on(self, change) -> None:
        if self._session is not None:
            self._session.advice_on = change["new"]

    @t.observe("error")
    def _on_error(self, change) -> None:
        if not change["new"]:
            self.error_fields = []

    @t.validate("speed")
    def _valid_speed(self, proposal):
        value = proposal["value"]
        if not messages.MIN_DELAY <= value <= messages.MAX_DELAY:
            raise t.TraitError(f"The autoplay delay must be {messages.MIN_DELAY} to {messages.MAX_DELAY} seconds; got {value}.")
        return value

    @t.observe("autoplay", "speed")
    def _on_autoplay(self, _change) -> None:
        if self._ready:
            self._run(self._schedule, raise_=False)

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

    # -- errors -----------------------------------------------------------------------------------------
    def _run(self, fn, *args, raise_: bool = True, clear: bool = True):
        """Call ``fn``; on failure put one sentence in ``error`` (and re-raise for Python callers).
        ``clear`` empties ``error`` first, so that an error met in a nested observer stays."""
        return guarded(self, fn, *args, raise_=raise_, clear=clear, unchanged="the match is unchanged")

    # -- the wire ----------------------------------------------------------------------------------------
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


def _trait_checked(check, *args):
    """``check(*args)``, its refusal raised as the TraitError a traitlet's validator gives."""
    try:
        return check(*args)
    except BadInput as err:
        raise t.TraitError(str(err)) from None


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
