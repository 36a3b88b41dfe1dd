"""The game protocol: what every game implements, and nothing more.

A game is a stateless object holding its rules; positions live in a separate, cheap-to-clone
state object. Data flows one way::

    rule options + seed -> setup -> (decision -> action -> events)* -> scores

Actions are small flat tuples of strings and ints, e.g. ``("buy",)`` or ``("to", 17)``; as
JSON they are lists. Every click in a front-end is one action; a compound move is a chain of
decisions ending in an explicit choice or ``("done",)``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from random import Random
from typing import Any, ClassVar

from deltawidgets.core.actionspace import ActionSpace, Bounds
from deltawidgets.core.errors import BadInput
from deltawidgets.core.events import Event as Event  # Event: the seams' type, imported from here too
from deltawidgets.core.events import EventTypes
from deltawidgets.core.params import RuleOptions
from deltawidgets.core.refusal import seat

#: e.g. ``("to", 17)``: a name, then strings and ints (:func:`as_action`)
Action = tuple[Any, ...]
# ``Event`` (imported above, core.events): a JSON dict at every seam; each game declares the keys of
# every kind it emits in its events.py (TypedDicts of EventKeys), published as event_types

#: Longest action tuple and longest string in one, accepted from outside.
MAX_ACTION_LEN = 8
#: The spectator viewer: sees only what every seat may see (no hand, no peeked tile). The widget
#: syncs this view as its snapshot, so the page never holds a seat's secrets for longer than
#: that seat is shown.
PUBLIC = "public"
MAX_TOKEN_LEN = 64


@dataclass(frozen=True, slots=True)
class Decision:
    """Who must choose now, and what sort of choice it is.

    ``kind`` is a short machine name (``"action"``, ``"reaction"``, ...); ``prompt`` is the
    sentence shown to the person choosing. ``reaction`` marks an out-of-turn window, offered
    only to a player who really can react.
    """

    player: int
    kind: str
    prompt: str
    reaction: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "kind": self.kind, "prompt": self.prompt, "reaction": self.reaction}


@dataclass(frozen=True, slots=True)
class Plans:
    """The whole gestures of one decision (see :meth:`Game.plans`): ``title`` says what they do
    ("Pay at once"), ``parts`` what a player counts to pick one ("Exploration cards"), and each
    option is its label, its count of every part (in the order of ``parts``) and its actions,
    each legal after the one before."""

    title: str
    parts: tuple[str, ...]
    options: tuple[tuple[str, tuple[int, ...], tuple[Action, ...]], ...]


def as_action(obj: Any) -> Action:
    """Turn JSON (a list) or a tuple into an action tuple, or raise :class:`BadInput`.

    >>> as_action(["to", 17])
    ('to', 17)
    >>> as_action("buy")
    Traceback (most recent call last):
    ...
    deltawidgets.core.errors.BadInput: An action must be a list like ["buy"] or ["to", 17], not str.
    """
    if not isinstance(obj, (list, tuple)):
        raise BadInput(f'An action must be a list like ["buy"] or ["to", 17], not {type(obj).__name__}.')
    if not obj or len(obj) > MAX_ACTION_LEN:
        raise BadInput(f"An action must have 1 to {MAX_ACTION_LEN} parts; this one has {len(obj)}.")
    if not isinstance(obj[0], str):
        raise BadInput("An action must start with its name, a string.")
    for part in obj:
        if isinstance(part, bool) or not isinstance(part, (str, int)):
            raise BadInput(f"Each part of an action must be a string or an integer; got {part!r}.")
        if isinstance(part, str) and len(part) > MAX_TOKEN_LEN:
            raise BadInput(f"An action part is longer than {MAX_TOKEN_LEN} characters.")
    return tuple(obj)


class Game(ABC):
    """Rules of one game. Subclasses keep no per-match data on ``self``."""

    #: registry key, e.g. ``"deltav"``
    name: ClassVar[str]
    #: human title, e.g. ``"Delta V"``
    title: ClassVar[str]
    #: bump when a rules change would make old records replay differently
    rules_version: ClassVar[int] = 1
    #: the rulebook heading that ends the game, cited when a choice comes after the end
    end_heading: ClassVar[str] = "Game End"
    #: the game's :class:`RuleOptions` subclass
    Params: ClassVar[type[RuleOptions]]
    #: the pydantic model of the game's scenario format (``docs/scenarios.md``), or None for a game
    #: without one: its JSON schema is what the conformance fuzz draws hostile scenarios from
    scenario_model: ClassVar[type | None] = None

    # -- setting up -----------------------------------------------------------------------
    @abstractmethod
    def setup(self, params: RuleOptions, seed: int) -> Any:
        """A fresh starting position, shuffled from ``seed``."""

    def setup_from(self, params: RuleOptions, scenario: dict[str, Any]) -> Any:
        """Lay out an exact position described by ``scenario`` (for tests and lessons).

        Validated against the rules: a bad field raises :class:`BadInput` naming it. Never
        plays a move by itself. The inverse of :meth:`scenario_of`.
        """
        raise BadInput(f"{self.title} has no scenario loader.")

    @abstractmethod
    def scenario_of(self, state: Any) -> dict[str, Any]:
        """Any position as a JSON-safe scenario; ``setup_from(state.params, scenario_of(s))``
        gives back an identical position (every phase, mid-turn steps and open windows too)."""

    # -- what a seat may know -------------------------------------------------------------
    @abstractmethod
    def determinize(self, state: Any, viewer: int | str, rng: Random) -> Any:
        """A full position consistent with everything ``viewer`` (a seat or :data:`PUBLIC`) may
        know: what that viewer cannot see (other hands, face-down tiles, deck order, points
        behind a screen) is drawn anew from ``rng``; the viewer's :meth:`knowledge` of the result
        equals that of ``state``. What is drawn depends on that knowledge and on ``rng`` alone,
        never on a secret value of another seat (dealt from a canonical order,
        :mod:`deltawidgets.core.chance`): a search with a fixed seed then plays the same in two
        positions that differ only in a secret.

        Used by search bots that must not cheat, and by the leak tests: two positions that differ
        only in what a seat cannot see must give that seat the same decisions, prompts and log.
        """

    # -- whose choice, among what -----------------------------------------------------------
    @abstractmethod
    def decision(self, state: Any) -> Decision | None:
        """The pending decision, or None when the game is over."""

    def decider(self, state: Any) -> int | None:
        """The seat that decides now, or None when the game is over: ``decision(state).player``
        without the prompt, for loops that play many games headless and ask this at every step."""
        d = self.decision(state)
        return None if d is None else d.player

    @abstractmethod
    def legal_actions(self, state: Any) -> list[Action]:
        """Every legal action for the deciding player: complete and exact."""

    @abstractmethod
    def explain(self, state: Any, action: Action) -> str | None:
        """None if ``action`` is legal now, else one sentence naming the rule that forbids it."""

    @abstractmethod
    def apply(self, state: Any, action: Action) -> list[Event]:
        """Play a legal action, mutating ``state``; returns the events it caused."""

    @abstractmethod
    def clone(self, state: Any) -> Any:
        """An independent copy of ``state`` (cheap: plain structures, shared static board)."""

    def bot_choices(self, state: Any, actions: list[Action]) -> list[Action]:
        """The legal ``actions`` a simple bot picks among: all of them, unless the game narrows
        them by a plain rule of thumb (e.g. accept a trade that costs nothing). Never empty."""
        return actions

    # -- what people see ------------------------------------------------------------------
    @abstractmethod
    def observation(self, state: Any, viewer: int | str) -> dict[str, Any]:
        """JSON-safe view for a seat number, for ``"all"`` (teaching/designer view), or for
        :data:`PUBLIC` (a spectator: only what every seat may see)."""

    def knowledge(self, state: Any, viewer: int | str) -> dict[str, Any]:
        """What ``viewer`` knows of the position: its :meth:`observation`, and what the game's
        rulings say a viewer works out from what it saw earlier (a game adds that only where it
        has such a ruling). :meth:`determinize` keeps it, and it is what twin positions share:
        two positions with the same knowledge for a viewer must get the same hint and the same
        bot choices for it (the conformance suite's twin checks)."""
        return self.observation(state, viewer)

    @abstractmethod
    def label(self, state: Any, action: Action) -> str:
        """Short human label of a legal action, for buttons and the log."""

    def targets(self, state: Any, action: Action) -> list[str]:
        """Ids of the board elements an action is played by clicking (may be empty)."""
        return []

    def counted(self, state: Any, action: Action) -> tuple[str, int] | None:
        """For an action that is one value of a counted amount ("give 3 gold"): what is counted,
        said as a button would ("Give gold"), and the number; a page then offers one stepper for
        the amounts instead of a button for each. None for any other action."""
        return None

    def plans(self, state: Any) -> Plans | None:
        """Whole gestures of the deciding seat that take several decisions in the engine (pay a
        cost of three cards): a page lets the player pick one by its parts and play it at once.
        The engine still plays each action as its own decision, so what every seat sees is what
        playing them one by one shows. None when the decision has none (the default)."""
        return None

    def opening_events(self, state: Any) -> list[Event]:
        """Events of setting up (e.g. who starts), shown at the top of the log."""
        return list(getattr(state, "opening", []))

    def annotate(self, state: Any, events: list[Event]) -> list[Event]:
        """Add what the log needs to events (e.g. names of places) when a match records them.

        Kept out of :meth:`apply` so that headless bot games do not pay for it.
        """
        return events

    @abstractmethod
    def narrate(self, event: Event, viewer: int | str) -> str | None:
        """One plain sentence for the log as ``viewer`` (a seat, ``"all"`` or :data:`PUBLIC`)
        may see it, or None to hide it."""

    def element_hints(self, state: Any, viewer: int | str) -> dict[str, str]:
        """Why some board elements are not playable now (hover text), by element id."""
        return {}

    # -- for research tools (deltawidgets.interop) -----------------------------------------
    def action_space(self, params: RuleOptions) -> ActionSpace:
        """The declared grammar of every action this game may offer under ``params`` (player
        count included): ids follow from the declaration, never from rule code. Every action in
        ``legal_actions`` of any reachable position must be in it."""
        raise NotImplementedError(f"{self.title} declares no action space.")

    def bounds(self, params: RuleOptions) -> Bounds:
        """The longest game in decisions and the score range under ``params``."""
        raise NotImplementedError(f"{self.title} declares no bounds.")

    def encoding_size(self, params: RuleOptions) -> int:
        """Length of :meth:`encode`'s vector under ``params``."""
        raise NotImplementedError(f"{self.title} has no numeric encoding.")

    def encode(self, state: Any, viewer: int | str) -> list[float]:
        """A fixed-size numeric form of ``observation(state, viewer)`` for a neural network: the
        same length for every position under one set of rule options, built only from what
        ``viewer`` may see, seats listed from the viewer on, every number in [0, 1] (the
        conventions and each game's layout are in ``docs/encoding.md``)."""
        raise NotImplementedError(f"{self.title} has no numeric encoding.")

    # -- supplies -------------------------------------------------------------------------
    @abstractmethod
    def supplies(self, state: Any) -> dict[str, int]:
        """Every counted supply of pieces, by a readable name ("Player 1's route segments"):
        what a rule takes from and what runs out. No rule may drive one below zero."""

    # -- the end --------------------------------------------------------------------------
    #: Every way the game can end: machine code -> a plain clause for people, lower-case and
    #: without a final stop, so that it reads both alone in a table and after "Game over: "
    #: (e.g. ``"the final Alien Encounter was revealed"``). Each game lists the same vocabulary
    #: in its rulings file.
    end_reasons: ClassVar[dict[str, str]] = {}
    #: Codes an ending went by before it was renamed -> its code today, so that scenarios and lab
    #: archives saved under the old name still load and count with today's games.
    former_end_codes: ClassVar[dict[str, str]] = {}
    #: The codes of :attr:`end_reasons` that are guards, not rules (a safety stop on the number of
    #: turns): the lab counts a game ended by one as not completed. Each game declares them beside
    #: its endings (``GUARDS`` in its ``endings.py``), and their sentences say "guard".
    guard_ends: ClassVar[frozenset[str]] = frozenset()
    #: Every kind of event the game emits: kind (an event's ``type``) -> the ``TypedDict`` of its
    #: keys. Each game declares them in its ``events.py`` (``EVENTS``); nothing checks them while
    #: playing, the conformance suite holds every event of random games to them (issue 36).
    event_types: ClassVar[EventTypes] = {}

    def end_reason(self, state: Any) -> str | None:
        """The code (a key of :attr:`end_reasons`) of how the game ended, or None while it goes on."""
        return getattr(state, "end_reason", None) or None if self.is_over(state) else None

    @abstractmethod
    def is_over(self, state: Any) -> bool: ...

    @abstractmethod
    def scores(self, state: Any) -> list[int]: ...

    @abstractmethod
    def winners(self, state: Any) -> list[int]:
        """Seats that win after the rulebook's tie-breaks (several only if still tied)."""

    #: the class name of the game's widget (``deltawidgets.widgets`` makes one for every
    #: registered game); by default the game's class name and "Widget"
    widget_name: ClassVar[str] = ""

    #: what :meth:`value` counts, in words a hint ends with ("points, and a tenth of a point a
    #: contract"): a hint says how far ahead a choice leaves a seat, counting this
    value_words: ClassVar[str] = "the points scored so far"

    #: whether the score runs during play (points counted as they are won), so that who leads can
    #: be told before the end: the lab's metrics follow the lead by it. A game scored only at its
    #: end has no lead changes, drama, decisiveness or uncertainty there (``docs/metrics.md``)
    running_score: ClassVar[bool] = True

    #: the ISMCTS bot's exploration constant of UCB1 in this game (margins scaled to 0..1): a
    #: bot setting, not a rule. A game whose choices differ by little against the range of its
    #: margins searches better lower (``benchmarks/strength.py`` measures it)
    search_exploration: ClassVar[float] = 0.7

    def value(self, state: Any, seat: int) -> float:
        """How well ``seat`` stands now, higher is better: the greedy bot's one-ply guide. By
        default its score; a game may add what its score does not count yet (e.g. end bonuses)."""
        return self.scores(state)[seat]

    def values(self, state: Any) -> list[float]:
        """:meth:`value` of every seat, in seat order: what the bots ask after each choice they
        try. A game may override it to share work between the seats (or between positions that
        differ little), but must give exactly what :meth:`value` gives."""
        return [self.value(state, p) for p in range(self.num_players(state))]

    def num_players(self, state: Any) -> int:
        players: int = state.params.players
        return players

    def seat_names(self, state: Any) -> list[str]:
        return [seat(i) for i in range(self.num_players(state))]
