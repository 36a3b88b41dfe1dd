"""One way to wire a game package into the protocol, shared by every game.

A game package keeps its rules in modules named for their concern (``setup``, ``rules``,
``view``, ``words``, ``hints``, ``scoring``); its :class:`PackageGame` subclass only names
them, so adding a game never means copying fifteen one-line methods. Its ``rules.STEPS``, the
table of its steps (``core/steps.py``), gives who decides, what is legal, what a choice does and
why one is refused.
"""

from __future__ import annotations

import importlib
from random import Random
from typing import Any, Callable, Mapping, Sequence, cast

from deltawidgets.core.actionspace import ActionSpace, Bounds
from deltawidgets.core.game import Action, Decision, Event, Game, Plans
from deltawidgets.core.hints import element_hints
from deltawidgets.core.params import RuleOptions
from deltawidgets.core.protocols import (
    HintsModule,
    InteropModule,
    RulesModule,
    ScenarioModule,
    ScoringModule,
    SetupModule,
    State,
    ViewModule,
    WordsModule,
)
from deltawidgets.core.refusal import game_over
from deltawidgets.core.steps import Step, Steps, Transition
from deltawidgets.core.variant import make_variant


class PackageGame(Game):
    """The protocol as calls into a game package's modules.

    Expected: ``setup.setup(params, seed)``; ``setup_from(params, scenario)``,
    ``scenario_of(state)`` and ``determinize(state, viewer, rng)`` in the ``scenario`` module beside
    ``setup``; ``scoring.supplies(state)``; ``rules.STEPS``, a :class:`~deltawidgets.core.steps.Steps`
    table (decision, decider, legal actions, apply, explain);
    ``view.observation/label/targets/annotate``; ``words.narrate`` (the log's one teller); ``hints.probes(state, seat)`` (what each board element
    would mean now, for :mod:`deltawidgets.core.hints`);
    ``scoring.score(state, seat)``, ``scoring.winners(state)`` and ``scoring.value(state, seat)``. States have ``clone()``,
    ``over`` and ``players``. For research tools, an optional ``interop`` module with
    ``action_space(params)``, ``bounds(params)``, ``encoding_size(params)`` and ``encode(state, viewer)``.
    """

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        setup = cls.__dict__.get("setup_module")
        if setup is not None and "scenario_module" not in cls.__dict__:
            cls.scenario_module = _scenario_module(setup)
        if setup is not None and "scenario_model" not in cls.__dict__:
            cls.scenario_model = getattr(cls.scenario_module, "ScenarioModel", None)

    def __init__(self) -> None:
        self.steps: Steps = self.rules.STEPS
        # The calls a bot loop makes at every decision go straight to the step table's closures:
        # no Python frame of this class between (measurable at a few microseconds a decision).
        # mypy refuses an instance attribute over a method (and types a method with its self); the
        # closures take the same arguments and give the same results as the methods they stand for.
        self.legal_actions, self.apply, self.decider = self.steps.legal_actions, self.steps.apply, self.steps.decider  # type: ignore[method-assign, assignment]

    def __reduce__(self) -> tuple[type[PackageGame], tuple[()]]:
        # a game keeps no per-match data: it pickles as its class (the table's closures do not
        # pickle), and is made anew where it is read (OpenSpiel's serialized states, Dask)
        return (type(self), ())

    # Each module a game names, typed by what the core calls in it (core/protocols.py): a static
    # reader follows ``self.setup_module.setup`` from here to the game's own setup.py. Class
    # attributes, yet not marked ClassVar: a game names them in one tuple assignment
    # (``setup_module, rules, view, ... = setup, rules, view, ...``), which mypy reads as instance
    # variables, and would refuse over a ClassVar.
    setup_module: SetupModule
    #: the package's ``scenario`` module (found beside ``setup``), or None
    scenario_module: ScenarioModule | None = None
    rules: RulesModule  # the table of steps, ``rules.STEPS``
    view: ViewModule
    words: WordsModule  # the names people read and the log's sentences (narrate)
    hints: HintsModule
    scoring: ScoringModule
    interop: InteropModule | None = None  # research tools' declarations (deltawidgets.interop)

    def setup(self, params: RuleOptions, seed: int) -> State:
        return self.setup_module.setup(params, seed)

    # a game without a scenario module fails here as before (None has no attribute), the core's
    # ``scenario.read_scenario`` having said so first
    def setup_from(self, params: RuleOptions, scenario: dict[str, Any]) -> State:
        return cast(ScenarioModule, self.scenario_module).setup_from(params, scenario)

    def scenario_of(self, state: State) -> dict[str, Any]:
        return cast(ScenarioModule, self.scenario_module).scenario_of(state)

    def determinize(self, state: State, viewer: int | str, rng: Random) -> State:
        return cast(ScenarioModule, self.scenario_module).determinize(state, viewer, rng)

    def supplies(self, state: State) -> dict[str, int]:
        return self.scoring.supplies(state)

    def decision(self, state: State) -> Decision | None:
        return self.steps.decision(state)

    # decider, legal_actions and apply: each instance holds the table's own (see __init__)
    def decider(self, state: State) -> int | None:
        return self.steps.decider(state)

    def legal_actions(self, state: State) -> list[Action]:
        return self.steps.legal_actions(state)

    def apply(self, state: State, action: Action) -> list[Event]:
        return self.steps.apply(state, action)

    def explain(self, state: State, action: Action) -> str | None:
        if state.over:
            return game_over(self.end_heading, "no more choices can be made")
        return self.steps.explain(state, action)

    def annotate(self, state: State, events: list[Event]) -> list[Event]:
        return self.view.annotate(state, events)

    def clone(self, state: State) -> State:
        return state.clone()

    def observation(self, state: State, viewer: int | str) -> dict[str, Any]:
        return self.view.observation(state, viewer)

    def knowledge(self, state: State, viewer: int | str) -> dict[str, Any]:
        # optional: only a game with a ruling on what a viewer works out has view.knowledge
        knowledge: Callable[[State, int | str], dict[str, Any]] | None = getattr(self.view, "knowledge", None)
        return knowledge(state, viewer) if knowledge else self.view.observation(state, viewer)

    def label(self, state: State, action: Action) -> str:
        return self.view.label(state, action)

    def targets(self, state: State, action: Action) -> list[str]:
        return self.view.targets(state, action)

    def counted(self, state: State, action: Action) -> tuple[str, int] | None:
        # optional: only a game whose view module has counted_choice has counted choices
        counted: Callable[[State, Action], tuple[str, int] | None] | None = getattr(self.view, "counted_choice", None)
        return counted(state, action) if counted else None

    def plans(self, state: State) -> Plans | None:
        # optional, like counted: only a game whose view module has plans has whole gestures
        plans: Callable[[State], Plans | None] | None = getattr(self.view, "plans", None)
        return plans(state) if plans else None

    def narrate(self, event: Event, viewer: int | str) -> str | None:
        return self.words.narrate(event, viewer)

    def element_hints(self, state: State, viewer: int | str) -> dict[str, str]:
        return element_hints(self, state, viewer, self.hints.probes)

    def is_over(self, state: State) -> bool:
        over: bool = state.over
        return over

    def scores(self, state: State) -> list[int]:
        return [self.scoring.score(state, p) for p in range(state.players)]

    def winners(self, state: State) -> list[int]:
        return self.scoring.winners(state)

    def value(self, state: State, seat: int) -> float:
        return self.scoring.value(state, seat)

    def values(self, state: State) -> list[float]:
        # a scoring module may work out every seat's value at once (``values(state)``)
        values: Callable[[State], list[float]] | None = getattr(self.scoring, "values", None)
        return super().values(state) if values is None else values(state)

    # -- for research tools: the game's ``interop`` module, when it has one ---------------------
    def action_space(self, params: RuleOptions) -> ActionSpace:
        return self.interop.action_space(params) if self.interop else super().action_space(params)

    def bounds(self, params: RuleOptions) -> Bounds:
        return self.interop.bounds(params) if self.interop else super().bounds(params)

    def encoding_size(self, params: RuleOptions) -> int:
        return self.interop.encoding_size(params) if self.interop else super().encoding_size(params)

    def encode(self, state: State, viewer: int | str) -> list[float]:
        return self.interop.encode(state, viewer) if self.interop else super().encode(state, viewer)

    # -- rule variants (issue 37) -----------------------------------------------------------------
    def variant(
        self,
        name: str,
        *,
        title: str | None = None,
        steps: Mapping[str, Step | Mapping[str, Any]] | None = None,
        add_steps: Sequence[Step] = (),
        flow: Mapping[str, Transition] | None = None,
        options: Mapping[str, Any] | None = None,
        value: Callable[[State, int], float] | None = None,
        value_words: str | None = None,
        events: Mapping[str, Any] | None = None,
        narrate: Callable[[Event, int | str], str | None] | None = None,
        bounds: Callable[[Any], Bounds] | None = None,
    ) -> Game:
        """A rule variant of this game, made in a notebook cell, checked on random games and
        registered as ``name`` (``core/variant.py``, docs/variants.md). ``steps``: step name -> a
        :class:`~deltawidgets.core.steps.Step`, or a dict of the parts it replaces (``legal``,
        ``apply``, ``refuse``, ``prompt``, ...); ``add_steps``: new steps; ``flow``: transitions
        added or replaced; ``options``: new rule options, name -> a pydantic ``Field`` with a
        default and a range; ``value``: what the bots weigh instead of ``scoring.value``, and
        ``value_words`` what it counts; ``events``: kinds of event of its own, kind -> a TypedDict of
        its keys, which ``narrate(event, viewer)`` tells; ``bounds(params)``: the variant's own
        :class:`~deltawidgets.core.actionspace.Bounds` for the research adapters, where its rule
        makes longer games than this game declares. A variant that breaks an invariant of the game is refused
        with a sentence naming what broke and the step that broke it."""
        return make_variant(self, name, title, steps, add_steps, flow, options, value, value_words, events, narrate, bounds)


def _scenario_module(setup: SetupModule) -> ScenarioModule | None:
    """The ``scenario`` module of the package that holds ``setup``, if it has one."""
    name = setup.__name__.rpartition(".")[0] + ".scenario"
    try:
        # a module has the functions its protocol names: the game's tests call each of them
        return cast(ScenarioModule, importlib.import_module(name))
    except ModuleNotFoundError as err:
        if err.name != name:  # the module exists but something it imports does not: a real error
            raise
        return None
