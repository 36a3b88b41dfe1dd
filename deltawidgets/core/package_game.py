"""One way to wire a game package into the protocol, shared by every game.

A game package keeps its rules in modules named for their concern (``setup``, ``rules``,
``view``, ``words``, ``hints``, ``scoring``); its :class:`PackageGame` subclass only names
them, so adding a game never means copying fifteen one-line methods. Its ``rules.STEPS``, the
table of its steps (``core/steps.py``), gives who decides, what is legal, what a choice does and
why one is refused.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import ClassVar

from deltawidgets.core.game import Game
from deltawidgets.core.hints import element_hints
from deltawidgets.core.refusal import game_over
from deltawidgets.core.steps import Steps


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

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        setup = cls.__dict__.get("setup_module")
        if setup is not None and "scenario_module" not in cls.__dict__:
            cls.scenario_module = _scenario_module(setup)
        if setup is not None and "scenario_model" not in cls.__dict__:
            cls.scenario_model = getattr(cls.scenario_module, "ScenarioModel", None)

    def __init__(self):
        self.steps: Steps = self.rules.STEPS
        # The calls a bot loop makes at every decision go straight to the step table's closures:
        # no Python frame of this class between (measurable at a few microseconds a decision).
        self.legal_actions, self.apply, self.decider = self.steps.legal_actions, self.steps.apply, self.steps.decider

    def __reduce__(self):
        # a game keeps no per-match data: it pickles as its class (the table's closures do not
        # pickle), and is made anew where it is read (OpenSpiel's serialized states, Dask)
        return (type(self), ())

    setup_module: ClassVar[ModuleType]
    #: the package's ``scenario`` module (found beside ``setup``), or None
    scenario_module: ClassVar[ModuleType | None] = None
    rules: ClassVar[ModuleType]  # the table of steps, ``rules.STEPS``
    view: ClassVar[ModuleType]
    words: ClassVar[ModuleType]  # the names people read and the log's sentences (narrate)
    hints: ClassVar[ModuleType]
    scoring: ClassVar[ModuleType]
    interop: ClassVar[ModuleType | None] = None  # research tools' declarations (deltawidgets.interop)

    def setup(self, params, seed):
        return self.setup_module.setup(params, seed)

    def setup_from(self, params, scenario):
        return self.scenario_module.setup_from(params, scenario)

    def scenario_of(self, state):
        return self.scenario_module.scenario_of(state)

    def determinize(self, state, viewer, rng):
        return self.scenario_module.determinize(state, viewer, rng)

    def supplies(self, state):
        return self.scoring.supplies(state)

    def decision(self, state):
        return self.steps.decision(state)

    # decider, legal_actions and apply: each instance holds the table's own (see __init__)
    def decider(self, state):
        return self.steps.decider(state)

    def legal_actions(self, state):
        return self.steps.legal_actions(state)

    def apply(self, state, action):
        return self.steps.apply(state, action)

    def explain(self, state, action):
        if state.over:
            return game_over(self.end_heading, "no more choices can be made")
        return self.steps.explain(state, action)

    def annotate(self, state, events):
        return self.view.annotate(state, events)

    def clone(self, state):
        return state.clone()

    def observation(self, state, viewer):
        return self.view.observation(state, viewer)

    def knowledge(self, state, viewer):
        # optional: only a game with a ruling on what a viewer works out has view.knowledge
        knowledge = getattr(self.view, "knowledge", None)
        return knowledge(state, viewer) if knowledge else self.view.observation(state, viewer)

    def label(self, state, action):
        return self.view.label(state, action)

    def targets(self, state, action):
        return self.view.targets(state, action)

    def counted(self, state, action):
        # optional: only a game whose view module has counted_choice has counted choices
        counted = getattr(self.view, "counted_choice", None)
        return counted(state, action) if counted else None

    def plans(self, state):
        # optional, like counted: only a game whose view module has plans has whole gestures
        plans = getattr(self.view, "plans", None)
        return plans(state) if plans else None

    def narrate(self, event, viewer):
        return self.words.narrate(event, viewer)

    def element_hints(self, state, viewer):
        return element_hints(self, state, viewer, self.hints.probes)

    def is_over(self, state):
        return state.over

    def scores(self, state):
        return [self.scoring.score(state, p) for p in range(state.players)]

    def winners(self, state):
        return self.scoring.winners(state)

    def value(self, state, seat):
        return self.scoring.value(state, seat)

    def values(self, state):
        # a scoring module may work out every seat's value at once (``values(state)``)
        values = getattr(self.scoring, "values", None)
        return super().values(state) if values is None else values(state)

    # -- for research tools: the game's ``interop`` module, when it has one ---------------------
    def action_space(self, params):
        return self.interop.action_space(params) if self.interop else super().action_space(params)

    def bounds(self, params):
        return self.interop.bounds(params) if self.interop else super().bounds(params)

    def encoding_size(self, params):
        return self.interop.encoding_size(params) if self.interop else super().encoding_size(params)

    def encode(self, state, viewer):
        return self.interop.encode(state, viewer) if self.interop else super().encode(state, viewer)


def _scenario_module(setup: ModuleType) -> ModuleType | None:
    """The ``scenario`` module of the package that holds ``setup``, if it has one."""
    name = setup.__name__.rpartition(".")[0] + ".scenario"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name != name:  # the module exists but something it imports does not: a real error
            raise
        return None
