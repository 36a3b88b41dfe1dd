"""TableSession: one game at a table in plain Python, what a :class:`GameWidget` shows and plays.

It holds the match, who sits where (humans and bots), the view shown and the lock a notebook
pins it to, and it does what a player asks: a choice, a whole gesture, undo, redo, goto, a new
game, new rule options, a bot's move, a hint, Keep. It knows no widget: no traitlet, no comm,
no event loop of its own, so that a test or a script drives a table as it is. The widget
(game_widget.py) owns the synced values and the autoplay timer, and routes the page's messages
here.

The session tells its widget what changed in one way only: ``on_change(part, value)``, with
``part`` one of :data:`PARTS`: "view" (a new document: ``doc``, ``status``, ``delta``),
"seating" (the session changed ``seats`` or ``viewer`` itself, e.g. a new game with fewer
seats), "say" (``value`` is a message for the page: a hint's advice, a game kept) and "error"
(``value`` is a sentence for the error line about something that went wrong after the command
itself succeeded: a finished game that could not be kept).

>>> s = TableSession("deltav", seed=3, params={"first_player": 0})
>>> s.status["decider"], s.match.cursor
(0, 0)
>>> s.act(0); s.match.cursor
1
>>> s.timeline("undo"); s.match.cursor
0
"""

from __future__ import annotations

import secrets
from contextlib import contextmanager
from pathlib import Path

from deltawidgets.bots import make_bot
from deltawidgets.core.errors import BadInput, DeltaWidgetsError, IllegalAction
from deltawidgets.core.game import PUBLIC
from deltawidgets.core.match import Match
from deltawidgets.core.refusal import game_over
from deltawidgets.games import get_game
from deltawidgets.widgets import keep, messages
from deltawidgets.widgets.advice_run import AdviceRun
from deltawidgets.widgets.document import document
from deltawidgets.widgets.sync import Channel, plain
from deltawidgets.widgets.viewers import bot_spec, check_seats, check_viewer, may_act, resize_seats, shown_seat

#: new games' seeds are drawn below this: every one is exact as a number in the page
SEED_RANGE = 2**53
#: what ``on_change`` may be told (see the module's docstring)
PARTS = ("view", "seating", "say", "error")


def log_text(lines) -> str:
    """Log lines as text, numbered from 1 (js/panel.js logText writes the same)."""
    return "".join(f"{n}. {line}\n" for n, line in enumerate(lines, 1))


def _ignore(part, value=None) -> None:
    """The listener of a session nobody shows."""


class TableSession:
    """A game at a table: ``game`` (registry name or game), ``params``, ``seed`` or ``match``,
    ``seats``, ``viewer``, ``lock`` and ``allow``, ``archive`` and ``names``, as for
    :class:`GameWidget`; ``on_change`` hears what changed. ``allowable`` is what ``allow`` may
    name (a widget class's ``ALLOWABLE``).

    Every command raises a :class:`DeltaWidgetsError` with a sentence for people when it is
    refused, and leaves the match as it was."""

    #: what a page locked to a view may always send (see ``GameWidget.LOCK_FREE``)
    LOCK_FREE = ("act", "act_plan", "advise", "advise_stop", "hint", "keep", "resync", "set_viewer")
    #: what a notebook may allow a locked page besides (see ``GameWidget.ALLOWABLE``)
    ALLOWABLE: tuple[str, ...] = ("autoplay", "bot_step", "goto", "new_game", "redo", "seed", "set_params", "set_seats", "undo")

    def __init__(
        self, game, params=None, seed=None, seats=None, viewer="auto", match=None, lock=None, allow=(), archive=None, names=None, on_change=None, allowable=None
    ):
        self.on_change = on_change or _ignore
        self.game = get_game(game) if isinstance(game, str) else game
        self.match = match if match is not None else Match(self.game, params, seed)
        if self.match.game.name != self.game.name:
            raise BadInput(f"This widget plays {self.game.title}; the match is {self.match.game.title}.")
        self.archive = None if archive is None else str(archive)
        self.names = keep.check_names(names, self.game.seat_names(self.match.state))
        self.seats = check_seats(seats if seats is not None else ["human"] * self.players, self.players)
        self.viewer = check_viewer(viewer, self.players)
        self.allow = self.check_allow(allow, allowable or self.ALLOWABLE)
        self.lock = None
        #: whether a hint on demand may be asked for (a lesson step may forbid it)
        self.advice_on = True
        self.shown = None  # the viewer whose document is shown now
        self.status: dict = {}
        self.delta: dict = {}
        self.delta_wire: tuple = (None, b"")  # (delta, its wire bytes), made with it
        self.channel = Channel()  # the public snapshot the page holds, and the deltas (sync.py)
        self._doc: dict | None = None  # a plain copy of the document shown, made when first read
        self._last_human = None
        self._hints: dict | None = None
        self._advice: AdviceRun | None = None
        #: keeps the game in the archive when it ends (a networked table, which keeps after every
        #: move itself, turns it off)
        self.autokeep = keep.AutoKeep()
        if lock is not None:
            self.set_lock(lock, refresh=False)
        self.refresh(reset=True)

    # -- reading ---------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.game.num_players(self.match.state)

    @property
    def doc(self) -> dict:
        """The document shown now (plain JSON values, what the page builds)."""
        if self._doc is None:
            # copied on demand (the channel's copy changes in place): a click's hot path reads
            # only the status
            self._doc = plain(self.channel.doc)
        return self._doc

    @property
    def legal(self) -> list[dict]:
        """The choices offered to the viewer shown, each with its action."""
        actions = self.match.legal()
        return [{**c, "action": list(actions[c["index"]])} for c in self.doc["legal"]]

    def sees_ahead(self) -> bool:
        """Whether the page may learn that the match goes on past the cursor (a kept game
        reopened, an undone line): not when it is locked to a view and may not step forward
        (issue 33): then it is told nothing of what comes after, not even how long it is."""
        return self.lock is None or "redo" in self.allow or "goto" in self.allow

    def length_shown(self) -> int:
        """The length of the timeline as the page may know it (see :meth:`sees_ahead`)."""
        return self.match.length if self.sees_ahead() else self.match.cursor

    def viewer_name(self, viewer) -> str:
        return self.game.seat_names(self.match.state)[viewer] if isinstance(viewer, int) else "a spectator"

    def bot_to_move(self) -> bool:
        d = self.match.decision()
        return d is not None and self.seats[d.player] != "human"

    # -- seating and locks --------------------------------------------------------------------------
    def check_viewer(self, viewer):
        """``viewer`` if this table may show it (a viewer of its seats, and the lock's if locked)."""
        if self.lock is not None and viewer != self.lock:
            raise BadInput(f"This widget is locked by the notebook to the view of {self.viewer_name(self.lock)}; no other view can be shown.")
        return check_viewer(viewer, self.players)

    def set_viewer(self, viewer) -> None:
        self.viewer = self.check_viewer(viewer)
        self.on_change("seating")
        self.refresh()

    def set_seats(self, seats) -> None:
        self.seats = check_seats(seats, self.players)
        self.on_change("seating")
        self.refresh()

    def check_lock(self, lock):
        """``lock`` if a table may be locked to it: a seat, ``"public"`` or None."""
        if lock is not None and (lock in ("all", "auto") or check_viewer(lock, self.players) != lock):
            raise BadInput(f'A widget can be locked to a seat or to "{PUBLIC}", not {lock!r}.')
        return lock

    def set_lock(self, lock, refresh: bool = True) -> None:
        """Pin the table to ``lock``'s view (None: free it); the view shown becomes that one."""
        self.lock = self.check_lock(lock)
        if lock is not None and self.viewer != lock:
            self.viewer = lock
            self.on_change("seating")
            if refresh:
                self.refresh()

    @classmethod
    def check_allow(cls, allow, allowable=None) -> list[str]:
        """``allow`` sorted, if each entry is one of ``allowable``."""
        allowable = allowable or cls.ALLOWABLE
        value = list(allow)
        wrong = [x for x in value if x not in allowable]
        if wrong:
            raise BadInput(f"A locked widget can be allowed only {', '.join(allowable)}; got {wrong[0]!r}.")
        return sorted(set(value))

    def check_allowed(self, need: str | None, does: dict) -> None:
        """Refuse what a page locked to a view may not do (``LOCK_FREE``, ``allow``); ``need`` is
        the permission its message needs, ``does`` how a refusal names it."""
        if need is None or self.lock is None or need in self.LOCK_FREE or need in self.allow:
            return
        raise BadInput(
            f"This widget is locked by the notebook to the view of {self.viewer_name(self.lock)}, "
            f"which may not {does.get(need, need)}: only the notebook can allow it (allow={need!r})."
        )

    def page_allowed(self, allowable) -> list[str]:
        """The message types a page may send now (every one unless locked)."""
        return sorted({*messages.TYPES, "seed", *allowable}) if self.lock is None else sorted({*self.LOCK_FREE, *self.allow})

    # -- playing -----------------------------------------------------------------------------------------
    def check_choice(self, step: int | None, autoplay: bool) -> None:
        """Refuse a page's choice made at timeline ``step`` if the game has moved on since, or if
        the view shown may not choose now (``autoplay`` words the refusal for a bot's turn)."""
        if step is not None and step != self.match.cursor:
            raise BadInput(f"The game moved on before your choice arrived (it is now at step {self.match.cursor}); choose again.")
        st = self.status
        if not st["may_act"]:
            if st["over"]:
                raise IllegalAction(game_over(self.game.end_heading, "no more choices can be made"))
            who = st["seat_names"][st["decider"]]
            if st["bot_turn"]:
                then = "autoplay plays for them" if autoplay else "press Bot step or turn autoplay on"
                raise IllegalAction(f"{who} is played by a bot: {then}.")
            raise IllegalAction(f"It is {who}'s choice, and this view cannot choose for them: switch the viewer to {who} or auto.")

    def chosen(self, action):
        """The action a choice number (the position in the legal list the page shows) stands for,
        or the action given as it is."""
        if isinstance(action, int) and not isinstance(action, bool):
            legal = self.match.legal()
            if not 0 <= action < len(legal):
                raise BadInput(f"There are {len(legal)} legal choices now, numbered 0 to {len(legal) - 1}; got {action}.")
            return legal[action]
        return action

    def act(self, action) -> None:
        """Play a legal action (a list/tuple like ``["to", 17]``, or an index into the legal list)."""
        action = self.chosen(action)
        with self.transaction():
            self.match.act(action)
            self.refresh()

    def act_plan(self, index: int) -> None:
        """Play the whole gesture at ``index`` of the game's plans, each action its own step."""
        found = self.game.plans(self.match.state)
        options = found.options if found else ()
        if not 0 <= index < len(options):
            raise BadInput(
                f"There are {len(options)} whole choices to play at once now; got number {index}."
                if options
                else "There is nothing to play at once at this step."
            )
        with self.transaction():
            self.match.act_all(options[index][2])
            self.refresh()

    def timeline(self, how: str, step: int | None = None) -> None:
        """``how``: "undo", "redo" or "goto" (to ``step``)."""
        before = self.match.cursor
        with self.transaction():
            if how == "undo":
                self.match.undo()
            elif how == "redo":
                self.match.redo()
            else:
                self.match.goto(step)
        # going back must drop the snapshot: it may show what was learnt later on
        self.refresh(reset=self.match.cursor < before)

    def bot_step(self) -> None:
        """Let the bot of the deciding seat play one decision."""
        d = self.match.decision()
        if d is None:
            raise IllegalAction(game_over(self.game.end_heading, "no more choices can be made"))
        if self.seats[d.player] == "human":
            who = self.game.seat_names(self.match.state)[d.player]
            raise IllegalAction(f"{who} must decide and is a human seat: choose for them, or make the seat a bot.")
        with self.transaction():
            self.match.act(self._bot_choice())
            self.refresh()

    def run_bots(self, limit: int = 10_000) -> int:
        """Play bot decisions until a human seat must decide or the game ends; returns how many."""
        played = 0
        while played < limit and self.bot_to_move():
            with self.transaction():
                self.match.act(self._bot_choice())
            played += 1
        self.refresh()
        return played

    def _bot_choice(self):
        # seeded by the position, so a bot's move replays exactly after undo or reload
        bot = make_bot(bot_spec(self.seats[self.match.decision().player]), seed=f"{self.match.seed}/{self.match.cursor}")
        return bot.choose(self.game, self.match.state)

    # -- new matches ----------------------------------------------------------------------------------
    def new_game(self, seed=None, params=None) -> None:
        """Start again; ``seed`` None draws a new one, ``params`` None keeps the rule options."""
        if seed is None:  # drawn here, where the table promises an unpredictable game
            seed = secrets.randbelow(SEED_RANGE)
        self.replace_match(Match(self.game, self.match.params if params is None else params, seed))

    def set_params(self, changes) -> None:
        """Change some rule options; a new game starts with the same seed."""
        if not isinstance(changes, dict):
            raise BadInput(f"Rule options must be a JSON object of option: value; got {type(changes).__name__}.")
        merged = {**self.match.params.to_json(), **changes}
        self.replace_match(Match(self.game, merged, self.match.seed))

    def load(self, source) -> None:
        """Replace the match by a saved record (dict, JSON text or path), checked by replay."""
        loaded = Match.load(source)
        if loaded.game.name != self.game.name:
            raise BadInput(f"This widget plays {self.game.title}; the record is a {loaded.game.title} game.")
        self.replace_match(loaded)

    def replace_match(self, fresh: Match) -> None:
        if isinstance(self.lock, int) and self.lock >= fresh.game.num_players(fresh.state):
            raise BadInput(f"This widget is locked to {self.viewer_name(self.lock)}'s view, a seat the new game would not have.")
        self.match = fresh
        players = self.players
        seating = len(self.seats) != players or (isinstance(self.viewer, int) and self.viewer >= players)
        if len(self.seats) != players:
            self.seats = resize_seats(self.seats, players)
        if isinstance(self.viewer, int) and self.viewer >= players:
            self.viewer = "auto"
        if seating:
            self.on_change("seating")
        self.refresh(reset=True)

    # -- hints and advice ----------------------------------------------------------------------------
    def hint(self, element: str) -> str:
        """Why board element ``element`` is not playable now, for the viewer shown ("" if it is,
        or if this viewer does not choose now)."""
        if not self.status["may_act"]:
            return ""
        if self._hints is None:
            self._hints = self.game.element_hints(self.match.state, self.shown)
        return self._hints.get(element, "")

    def check_advice(self) -> None:
        st = self.status
        if not self.advice_on:
            raise IllegalAction("Hints on demand are off here: this step asks you to find the choice yourself.")
        if not st["may_act"]:
            if st["over"]:
                raise IllegalAction(game_over(self.game.end_heading, "there is no choice to hint at"))
            who = st["seat_names"][st["decider"]]
            raise IllegalAction(f"A hint is for the seat choosing now, {who}, and this view does not choose for them.")

    def advise_now(self, **budget) -> dict:
        """The advice of a hint searched to its end at once (``budget``: ``iterations``, ``seconds``)."""
        self.check_advice()
        said: list[dict] = []
        AdviceRun(self.game, self.match.state, self.match.cursor, said.append, None, **budget).start()
        return said[-1]

    def advise(self, step: int | None, loop) -> None:
        """Start a hint on demand for the position at ``step``; its advice is said ("say") as
        it grows, tick by tick on ``loop`` (None: at once)."""
        if step is not None and step != self.match.cursor:
            raise BadInput(f"The game moved on before the hint was asked for (it is now at step {self.match.cursor}); ask again.")
        self.check_advice()
        self.stop_advice()
        self._advice = AdviceRun(self.game, self.match.state, self.match.cursor, lambda m: self.on_change("say", m), loop, shown=self.shown)
        self._advice.start()

    def stop_advice(self, say: bool = False) -> None:
        """End the hint's search; ``say`` sends what it found so far as its last word."""
        if self._advice is not None:
            self._advice.stop(say=say)
            if not say:
                self._advice = None

    # -- keeping ----------------------------------------------------------------------------------------
    def archive_to(self, path) -> str:
        """Keep this game, finished or not, in the lab archive at ``path``; returns its id."""
        return keep.keep_match(self.match, self.seats, self.names, path)

    def keep_now(self) -> None:
        """The page's Keep: the game into the table's archive, said back to the page."""
        if not self.archive:
            raise BadInput("This widget has no lab archive to keep games in: make it with GameWidget(..., archive='lab.duckdb').")
        kept = self.archive_to(self.archive)
        more = "." if self.match.is_over() else ", marked unfinished: the lab leaves it out of win shares and counts it apart."
        text = f"Kept in {Path(self.archive).name} at step {self.match.cursor}, with who sat where{more}"
        self.on_change("say", {"type": "kept", "id": kept, "step": self.match.cursor, "text": text})

    # -- the document shown -------------------------------------------------------------------------------
    def refresh(self, reset: bool = False) -> None:
        """Make the document of the viewer shown and its delta (a new snapshot first if
        ``reset``), and tell the listener ("view")."""
        d = self.match.decision()
        decider = d.player if d else None
        shown = shown_seat(self.viewer, self.seats, decider, self._last_human)
        raw = document(self.match, shown, may_act(shown, self.seats, decider), self.seats)
        # nothing changes before the delta is made: a value the page cannot take fails first
        delta, wire = self.channel.advance(self._public, raw, reset)
        if isinstance(shown, int):
            self._last_human = shown
        self.shown = shown
        self.delta, self.delta_wire = delta, (delta, wire)
        self.status, self._doc, self._hints = plain(raw["status"]), None, None
        self.on_change("view")
        # a hint is for one position and one view: a step, an undo or another view ends it
        if self._advice is not None and (self._advice.step != self.match.cursor or self._advice.shown != shown):
            self.stop_advice()
        failed = self.autokeep.after_refresh(self)
        if failed:
            self.on_change("error", failed)

    def _public(self) -> dict:
        """The spectator's document of the position: what the synced snapshot holds."""
        return document(self.match, PUBLIC, False, self.seats)

    @contextmanager
    def transaction(self):
        """Put the match back as it was if the engine or the refresh fails unexpectedly."""
        backup = self.match.clone(narrations=False)
        try:
            yield
        except DeltaWidgetsError:
            raise  # Match.act checks before it changes anything
        except Exception:
            self.match.__dict__.update(backup.__dict__)
            try:
                self.refresh(reset=True)
            except Exception:  # the original error is the one to report
                pass
            raise
