"""A game as a table of named steps, and the one skeleton that runs every game's table (issue 36).

A *step* is one kind of decision in a game ("choose the action", "pay the next card", "answer
the challenge"): a :class:`Step` names it and holds everything about it in one record, its legal
list, its effect, the sentence that refuses what its legal list leaves out, its prompt, the
rulebook section that governs it, its kind of decision, who decides it and which transitions its
effect may bring about. Each game's ``rules.py`` holds one table of them, :class:`Steps`, where
reading a game starts (docs/anatomy.md).

How the turn moves on is the same in every game. A step's effect returns None when the next
choice is already set (the step itself again, or another step of the same part of play), or the
name of what it brought to an end, a *transition* (``"draft_over"``, ``"end_turn"``). The game's
``flow.py`` maps each transition to what starts next (``flow.NEXT``); that returns the next
transition, or None once someone must choose, and the table runs them until then or the game is
over (boardgame.io's ``next`` of a phase, told by the step that ends it). So the phase modules
never call ``flow.py``, only ``flow.py`` says what follows what, and a game's imports form no
cycle. Each step declares in ``moves_on`` the transitions its effect may return; the table checks
each is one the flow knows, and the conformance suite that no effect returns another.

The table gives the protocol's :meth:`Steps.decision`, :attr:`Steps.decider`,
:attr:`Steps.legal_actions`, :attr:`Steps.apply` and :meth:`Steps.explain` once for every game
(``core/package_game.py`` wires them). The three a bot's loop calls at every decision are
closures over plain dicts, with no frame between the caller and the step's own function.

>>> from types import SimpleNamespace as Position
>>> def count(s, a, ev):
...     s.n += 1
...     ev.append({"type": "count", "n": s.n})
...     return "full" if s.n == 2 else None
>>> def stop(s, ev):
...     s.over = True
>>> steps = Steps(
...     Step("count", lambda s: [("count",)], count, kind="count", prompt="Count one more",
...          section="Counting", moves_on=("full",)),
...     flow={"full": stop},
... )
>>> s = Position(phase="count", over=False, current=0, n=0)
>>> steps.decision(s)
Decision(player=0, kind='count', prompt='Count one more', reaction=False)
>>> steps.apply(s, ("count",)), steps.apply(s, ("count",)), s.over
([{'type': 'count', 'n': 1}], [{'type': 'count', 'n': 2}], True)
>>> steps.legal_actions(s), steps.decider(s)
([], None)
"""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass
from typing import Any, Callable, Iterator, Mapping, cast

from deltawidgets.core.game import Action, Decision, Event
from deltawidgets.core.refusal import not_a_choice

#: why a choice is refused at a step: a sentence naming the rule, or None (or "") for "no reason
#: of this step's own", which leaves the generic "not a choice at this step"
Refusal = Callable[[Any, Action], "str | None"]
#: what starts after a transition: it changes the position, adds its events, and returns the
#: next transition or None once someone must choose
Transition = Callable[[Any, "list[Event]"], "str | None"]

#: the protocol's three calls a bot's loop makes at every decision, as the table builds them
Legal = Callable[[Any], list[Action]]
Apply = Callable[[Any, Action], list[Event]]
Decider = Callable[[Any], "int | None"]


def carry_on(flow: Mapping[str, Transition], s: Any, transition: str | None, events: list[Event]) -> list[Event]:
    """Start what follows ``transition`` in a game's ``flow``, and what follows that, until someone
    must choose or the game is over; returns ``events``. A table's ``apply`` runs the same loop,
    written out, after every effect; a game's ``flow.py`` runs this one to set up, or to lay out
    a position at the start of a part of play."""
    while transition is not None and not s.over:
        transition = flow[transition](s, events)
    return events


def no_refusal(s: Any, a: Action) -> None:
    """The refusal of a step with none of its own: only the generic "not a choice at this step"."""
    return None


@dataclass(frozen=True, slots=True)
class Step:
    """One kind of decision, all that is said of it in one record.

    ``legal(state)`` lists the choices (complete and exact); ``apply(state, action, events)``
    plays one, appends its events and returns None or a transition of ``moves_on``;
    ``refuse(state, action)`` says why a choice its legal list leaves out is refused, asking the
    same tests. ``prompt`` is what the decider is asked, as text or built from the position;
    ``section`` the rulebook heading that governs the step; ``kind`` a short machine name of the
    decision. ``decider(state)`` is who decides, by default the seat whose turn it is; a
    ``reaction`` is decided out of turn, offered only to a seat that really can react.
    ``keeps``: the fields of the game's scenario format (the step fields of a turn in progress,
    like Delta V's ``picks``) that a position at this step holds; each game's format says which
    its own steps keep, so only a step a rule variant adds names them here (issue 37).
    """

    name: str
    legal: Callable[[Any], list[Action]]
    apply: Callable[[Any, Action, list[Event]], "str | None"]
    _: KW_ONLY
    kind: str
    prompt: str | Callable[[Any], str]
    section: str
    refuse: Refusal = no_refusal
    decider: Callable[[Any], int] | None = None
    reaction: bool = False
    moves_on: tuple[str, ...] = ()
    keeps: tuple[str, ...] = ()

    def ask(self, s: Any) -> str:
        """The prompt of this step in position ``s``."""
        prompt = self.prompt
        return prompt if isinstance(prompt, str) else prompt(s)


class Steps:
    """A game's table of steps and its flow, and the protocol's calls that run them.

    ``flow`` maps each transition to what starts next (the game's ``flow.NEXT``). The step a
    position is at is named by its ``phase``, unless ``key(state)`` names it (Delta: an owed
    small choice comes before the main step). ``anywhere(state, action)`` refuses what no step's
    own refusal speaks of, asked at every step after the step's own (a choice that belongs to
    another step, or to several). ``legal_cache``: the state keeps its legal list in a
    ``legal_cache`` field until the next action (a step that has just computed the next
    player's options in passing stores them there as its very last change).
    """

    def __init__(
        self,
        *steps: Step,
        flow: Mapping[str, Transition],
        key: Callable[[Any], str] | None = None,
        anywhere: Refusal | None = None,
        legal_cache: bool = False,
    ):
        self.steps = {st.name: st for st in steps}
        if len(self.steps) != len(steps):
            raise ValueError(f"two steps share a name: {[st.name for st in steps]}")
        unknown = sorted({(st.name, t) for st in steps for t in st.moves_on if t not in flow})
        if unknown:
            raise ValueError(f"a step moves on by a transition the flow does not know: {unknown}")
        if legal_cache and key is not None:
            raise ValueError("a legal cache is kept only for steps named by the position's phase")
        self.flow = dict(flow)
        self.key = key
        self.anywhere = anywhere
        self.legal_cache = legal_cache
        self.legal_actions, self.apply = _runners(self, legal_cache)
        self.decider = _decider(self)

    def __iter__(self) -> Iterator[Step]:
        return iter(self.steps.values())

    def at(self, s: Any) -> Step:
        """The step position ``s`` is at (not over)."""
        return self.steps[s.phase if self.key is None else self.key(s)]

    def prompt(self, s: Any) -> str:
        return self.at(s).ask(s)

    def decision(self, s: Any) -> Decision | None:
        """Who must choose now, and what: None once the game is over."""
        if s.over:
            return None
        step = self.at(s)
        # not over, so someone decides
        return Decision(cast(int, self.decider(s)), step.kind, step.ask(s), step.reaction)

    def explain(self, s: Any, action: Action) -> str | None:
        """None if ``action`` is legal in ``s`` (a position still in play), else one sentence
        naming the rule against it: the step's own refusal, then the table's ``anywhere``, then
        the generic one, which names who must choose what, by the step's section."""
        a = tuple(action)
        if a in self.legal_actions(s):
            return None
        step = self.at(s)
        why = a and (step.refuse(s, a) or (self.anywhere and self.anywhere(s, a)))
        return why or not_a_choice(cast(int, self.decider(s)), step.ask(s), step.section)


def _decider(table: Steps) -> Decider:
    """``decider``: who decides now, asked at every decision of the lab's loop. The seat whose
    turn it is is read straight from the position where a step names no decider of its own."""
    own = {name: st.decider for name, st in table.steps.items()}
    key = table.key
    if key is None:

        def decider(s: Any) -> int | None:
            if s.over:
                return None
            who = own[s.phase]
            return s.current if who is None else who(s)

    else:

        def decider(s: Any) -> int | None:
            if s.over:
                return None
            who = own[key(s)]
            return s.current if who is None else who(s)

    return decider


def _runners(table: Steps, cached: bool) -> tuple[Legal, Apply]:
    """``legal_actions`` and ``apply``: the two calls of every decision of a bot's game, as
    closures over the table's dicts (one lookup and the step's own function; no frame between,
    and the flow's loop written out: a frame a decision is measurable)."""
    legal = {name: st.legal for name, st in table.steps.items()}
    effect = {name: st.apply for name, st in table.steps.items()}
    flow, key = table.flow, table.key

    if key is not None:

        def legal_actions(s: Any) -> list[Action]:
            return [] if s.over else legal[key(s)](s)

        def apply(s: Any, action: Action) -> list[Event]:
            ev: list[Event] = []
            moved = effect[key(s)](s, action, ev)
            while moved is not None and not s.over:
                moved = flow[moved](s, ev)
            return ev

    elif cached:

        def legal_actions(s: Any) -> list[Action]:
            if s.over:
                return []
            found = s.legal_cache
            if found is None:
                found = s.legal_cache = legal[s.phase](s)
            return list(found)

        def apply(s: Any, action: Action) -> list[Event]:
            ev: list[Event] = []
            s.legal_cache = None
            moved = effect[s.phase](s, action, ev)
            while moved is not None and not s.over:
                moved = flow[moved](s, ev)
            return ev

    else:

        def legal_actions(s: Any) -> list[Action]:
            return [] if s.over else legal[s.phase](s)

        def apply(s: Any, action: Action) -> list[Event]:
            ev: list[Event] = []
            moved = effect[s.phase](s, action, ev)
            while moved is not None and not s.over:
                moved = flow[moved](s, ev)
            return ev

    return legal_actions, apply
