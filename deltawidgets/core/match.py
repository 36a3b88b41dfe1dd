"""Match: an event-sourced game. A match *is* (game, rule options, seed or scenario, actions).

Every position is a replay of the action list, so undo, redo and going to any step are exact.
Clones of the state every ``checkpoint_every`` steps keep going back fast.

>>> from deltawidgets import Match, get_game
>>> m = Match(get_game("deltav"), seed=7)
>>> first = m.legal()[0]
>>> _ = m.act(first)
>>> m.undo(); m.cursor
0
>>> m.redo(); m.cursor
1
"""

from __future__ import annotations

import json
import secrets
from pathlib import Path
from typing import Any, Callable, Iterable

from deltawidgets.core.errors import BadInput, DeltaWidgetsError, IllegalAction, RecordError
from deltawidgets.core.game import PUBLIC, Action, Decision, Event, Game, as_action
from deltawidgets.core.limits import LIMITS, Limits, quote
from deltawidgets.core.params import RuleOptions
from deltawidgets.core.record import make_record, read_record
from deltawidgets.core.refusal import game_over
from deltawidgets.core.scenario import ScenarioError, bounded


class Match:
    def __init__(
        self,
        game: Game,
        params: RuleOptions | dict[str, Any] | None = None,
        seed: int | None = None,
        scenario: dict[str, Any] | None = None,
        actions: Iterable[Any] | None = None,
        checkpoint_every: int = 32,
    ) -> None:
        self.game = game
        self.params = game.Params.parse(params)
        if seed is None:
            seed = secrets.randbelow(2**53)  # not the random module: a seed must not be guessable
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
            raise BadInput(f"The seed must be a whole number from 0 to 2**63-1; got {seed!r}.")
        self.seed = seed
        if scenario is not None:
            bounded(scenario)  # before a game's loader walks it
        self.scenario = scenario
        self.checkpoint_every = max(1, int(checkpoint_every))
        self._initial = self._fresh_state()
        self._state = game.clone(self._initial)
        self._actions: list[Action] = []  # the whole line, including a redo tail
        self._events: list[list[Event]] = []  # events of step i, cached as first played
        self._cursor = 0
        self._checkpoints: dict[int, Any] = {0: self._initial}
        self._narrated: dict[int | str, _Narration] = {}  # viewer -> the log as narrated so far
        self._opening = game.annotate(self._initial, game.opening_events(self._initial))
        for a in actions or []:
            self.act(a)

    def _fresh_state(self) -> Any:
        if self.scenario is None:
            return self.game.setup(self.params, self.seed)
        try:
            state = self.game.setup_from(self.params, self.scenario)
            stuck = not self.game.is_over(state) and not self.game.legal_actions(state)
        except DeltaWidgetsError:
            raise
        except Exception as err:  # noqa: BLE001 - a loader's own bug must still read as a refusal
            raise ScenarioError(f"{self.game.title} could not lay out this scenario ({type(err).__name__}: {quote(str(err), 120)}).") from err
        if stuck:  # each game names the field at fault; this is the net under them all
            raise ScenarioError(f"This {self.game.title} scenario is not over, yet nobody has a legal choice in it.")
        return state

    # -- reading the position ---------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The current state. Treat it as read-only: change it only through :meth:`act`."""
        return self._state

    @property
    def cursor(self) -> int:
        """How many actions have been played to reach the current position."""
        return self._cursor

    @property
    def length(self) -> int:
        """Steps on the timeline, including ones that can be redone."""
        return len(self._actions)

    @property
    def actions(self) -> list[Action]:
        """Actions played up to the cursor."""
        return self._actions[: self._cursor]

    def decision(self) -> Decision | None:
        return self.game.decision(self._state)

    def legal(self) -> list[Action]:
        return self.game.legal_actions(self._state)

    def is_over(self) -> bool:
        return self.game.is_over(self._state)

    def scores(self) -> list[int]:
        return self.game.scores(self._state)

    def winners(self) -> list[int]:
        return self.game.winners(self._state)

    def observation(self, viewer: int | str = "all") -> dict[str, Any]:
        return self.game.observation(self._state, self._check_viewer(viewer))

    def events(self, upto: int | None = None) -> list[Event]:
        """All events up to the cursor (or step ``upto``), oldest first."""
        upto = self._cursor if upto is None else upto
        return self._opening + [e for step in self._events[:upto] for e in step]

    def log(self, viewer: int | str = "all", last: int | None = None, start: int = 0) -> list[str]:
        """The event log narrated for ``viewer``: hidden details stay hidden. ``last`` keeps the
        last lines only; ``start`` drops the lines before it.

        Narrations are cached per viewer and step, so a long match does not re-narrate its past.
        """
        narration = self._narration(viewer)
        end = narration.ends[self._cursor]
        begin = max(start, end - last) if last else start
        return narration.lines[begin:end]

    def log_length(self, viewer: int | str = "all") -> int:
        """How many lines :meth:`log` has for ``viewer`` now."""
        return self._narration(viewer).ends[self._cursor]

    def _narration(self, viewer: int | str) -> "_Narration":
        viewer = self._check_viewer(viewer)
        narration = self._narrated.get(viewer)
        if narration is None:
            narration = self._narrated[viewer] = _Narration(self.game.narrate, viewer, self._opening)
        narration.extend(self._events, self._cursor)
        return narration

    def _check_viewer(self, viewer: Any) -> int | str:
        if viewer == "all" or viewer == PUBLIC:
            named: str = viewer
            return named
        n = self.game.num_players(self._state)
        if isinstance(viewer, bool) or not isinstance(viewer, int) or not 0 <= viewer < n:
            raise BadInput(f'The viewer must be a seat from 0 to {n - 1}, "all" or "{PUBLIC}"; got {viewer!r}.')
        return viewer

    # -- playing ------------------------------------------------------------------------------
    def explain(self, action: Any) -> str | None:
        return self.game.explain(self._state, as_action(action))

    def act(self, action: Any) -> list[Event]:
        """Play one action. Raises BadInput/IllegalAction and leaves the match unchanged if not legal."""
        action = as_action(action)
        if self.game.is_over(self._state):
            raise IllegalAction(game_over(self.game.end_heading, "no more choices can be made"))
        if action not in self.game.legal_actions(self._state):
            why = self.game.explain(self._state, action)
            raise IllegalAction(why or f"{list(action)} is not a legal choice now.")
        if self._cursor < len(self._actions) and self._actions[self._cursor] == action:
            self.redo()  # same choice as the redo line: keep the line
            return self._events[self._cursor - 1]
        self._truncate()
        events = self.game.annotate(self._state, self.game.apply(self._state, action))
        self._actions.append(action)
        self._events.append(events)
        self._cursor += 1
        self._maybe_checkpoint()
        return events

    def act_all(self, actions: Iterable[Any]) -> list[Event]:
        """Play several actions, one step each, or none: each is checked on a copy of the
        position first, so a refused one (with the rule's sentence) leaves the match unchanged."""
        actions = [as_action(a) for a in actions]
        trial = self.game.clone(self._state)
        for n, action in enumerate(actions):
            if self.game.is_over(trial) or action not in self.game.legal_actions(trial):
                why = None if self.game.is_over(trial) else self.game.explain(trial, action)
                raise IllegalAction(
                    f"Choice {n + 1} of {len(actions)} cannot be played: "
                    + (why or ("the game is over by then." if self.game.is_over(trial) else "it is not legal then."))
                )
            self.game.apply(trial, action)
        return [event for action in actions for event in self.act(action)]

    def _truncate(self) -> None:
        del self._actions[self._cursor :]
        del self._events[self._cursor :]
        for narration in self._narrated.values():
            narration.truncate(self._cursor)
        for k in [k for k in self._checkpoints if k > self._cursor]:
            del self._checkpoints[k]

    def _maybe_checkpoint(self) -> None:
        if self._cursor % self.checkpoint_every == 0 and self._cursor not in self._checkpoints:
            self._checkpoints[self._cursor] = self.game.clone(self._state)

    # -- the timeline ------------------------------------------------------------------------
    def undo(self) -> None:
        if self._cursor == 0:
            raise IllegalAction("Nothing to undo: this is the start of the game.")
        self.goto(self._cursor - 1)

    def redo(self) -> None:
        if self._cursor >= len(self._actions):
            raise IllegalAction("Nothing to redo.")
        self._step_forward()

    def goto(self, step: int) -> None:
        """Jump to the position after ``step`` actions (0 is the start)."""
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= len(self._actions):
            raise BadInput(f"Step must be a whole number from 0 to {len(self._actions)}; got {step!r}.")
        if step == self._cursor:
            return
        if not (self._cursor < step < self._cursor + self.checkpoint_every):
            base = max(k for k in self._checkpoints if k <= step)
            self._state = self.game.clone(self._checkpoints[base])
            self._cursor = base
        while self._cursor < step:
            self._step_forward()

    def _step_forward(self) -> None:
        self.game.apply(self._state, self._actions[self._cursor])
        self._cursor += 1
        self._maybe_checkpoint()

    def restart(self, seed: int | None = None, params: RuleOptions | dict[str, Any] | None = None) -> None:
        """Begin a new game in place (same game), optionally with a new seed or options."""
        fresh = Match(self.game, params if params is not None else self.params, self.seed if seed is None else seed, self.scenario if seed is None else None)
        self.__dict__.update(fresh.__dict__)

    # -- records -------------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The versioned JSON record of the moves played up to the cursor."""
        return make_record(self.game, self.params, self.seed, self.scenario, self.actions)

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.record(), indent=1))

    @classmethod
    def load(cls, source: str | Path | dict[str, Any], limits: Limits = LIMITS) -> "Match":
        """A match rebuilt from a record dict, a JSON text, or a file path; validated by replay.
        ``limits`` bounds the file and the replay (see :class:`~deltawidgets.core.limits.Limits`)."""
        rec = read_record(source, limits)
        try:
            params = rec.game.Params.parse(rec.params)
        except DeltaWidgetsError as err:
            raise RecordError(f"The record's rule options are not valid: {err}") from None
        try:
            match = cls(rec.game, params, rec.seed, rec.scenario)
        except DeltaWidgetsError as err:  # the scenario's own sentence, naming its field
            raise RecordError(f"The record's scenario is refused: {err}") from None
        for i, action in enumerate(rec.actions):
            try:
                match.act(action)
            except DeltaWidgetsError as err:
                raise RecordError(f"The record does not replay: step {i + 1} {action} is not legal: {err}") from None
        return match

    def scenario_of(self) -> dict[str, Any]:
        """The current position as a JSON-safe scenario (the game's :meth:`~Game.scenario_of`):
        ``Match(game, params, scenario=...)`` lays it out again, with no moves behind it."""
        return self.game.scenario_of(self._state)

    def save_scenario(self, path: str | Path) -> None:
        """Save the current position as a record with no moves that starts from it: loaded
        (:meth:`load`), it is a new game from this position (a lesson, a puzzle, a bug report)."""
        record = make_record(self.game, self.params, self.seed, self.scenario_of(), [])
        Path(path).write_text(json.dumps(record, indent=1))

    def clone(self, narrations: bool = True) -> "Match":
        """An independent copy. ``narrations=False`` leaves out the narrated log (a cache, made
        again when asked for): a cheap copy to roll back to."""
        other = Match.__new__(Match)
        other.__dict__.update(self.__dict__)
        other._state = self.game.clone(self._state)
        other._actions = list(self._actions)
        other._events = list(self._events)
        other._checkpoints = dict(self._checkpoints)
        other._narrated = {v: narration.copy() for v, narration in self._narrated.items()} if narrations else {}
        return other


class _Narration:
    """The log as one viewer reads it: every line narrated so far, and where each step's lines end
    (``ends[0]`` closes the opening, ``ends[k]`` step k), so a window of it costs no copy of the rest."""

    def __init__(self, narrate: Callable[[Event, int | str], str | None], viewer: int | str, opening: list[Event]) -> None:
        self.narrate, self.viewer = narrate, viewer
        self.lines = [t for e in opening if (t := narrate(e, viewer))]
        self.ends = [len(self.lines)]

    def extend(self, events: list[list[Event]], upto: int) -> None:
        narrate, viewer, lines = self.narrate, self.viewer, self.lines
        while len(self.ends) <= upto:
            lines.extend(t for e in events[len(self.ends) - 1] if (t := narrate(e, viewer)))
            self.ends.append(len(lines))

    def truncate(self, step: int) -> None:
        del self.ends[step + 1 :]
        del self.lines[self.ends[-1] :]

    def copy(self) -> "_Narration":
        other = _Narration.__new__(_Narration)
        other.__dict__.update(self.__dict__)
        other.lines, other.ends = list(self.lines), list(self.ends)
        return other
