"""One way to wire a game package into the protocol, shared by every game.

A game package keeps its rules in modules named for their concern (``setup``, ``rules``,
``explain``, ``view``, ``words``, ``hints``, ``scoring``); its :class:`PackageGame` subclass only names
them, so adding a game never means copying fifteen one-line methods.
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

    Expected functions: ``setup.setup(params, seed)``, ``setup_from(params, scenario)``,
    ``scenario_of(state)`` and ``determinize(state, viewer, rng)`` in a ``scenario`` module beside
    ``setup`` (or in ``setup`` itself); ``scoring.supplies(state)``;
    ``rules.decision/decider/legal_actions/apply(state, ...)``; ``explain.explain(state, action)``;
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
        steps = getattr(self.rules, "STEPS", None)
        if isinstance(steps, Steps):
            # The calls a bot loop makes per decision go straight to the step table's closures:
            # no Python frame of this class between (measurable at a few microseconds a decision).
            self.steps = steps
            self.legal_actions, self.apply, self.decider = steps.legal_actions, steps.apply, steps.decider
            return
        self.steps = None
        self.legal_actions = self.rules.legal_actions
        self.apply = self.rules.apply

    def __reduce__(self):
        # a game keeps no per-match data: it pickles as its class (the table's closures do not
        # pickle), and is made anew where it is read (OpenSpiel's serialized states, Dask)
        return (type(self), ())

    setup_module: ClassVar[ModuleType]
    #: the package's ``scenario`` module (found beside ``setup``), or None
    scenario_module: ClassVar[ModuleType | None] = None
    rules: ClassVar[ModuleType]
    explainer: ClassVar[ModuleType]
    view: ClassVar[ModuleType]
    words: ClassVar[ModuleType]  # the names people read and the log's sentences (narrate)
    hints: ClassVar[ModuleType]
    scoring: ClassVar[ModuleType]
    interop: ClassVar[ModuleType | None] = None  # research tools' declarations (deltawidgets.interop)

    def setup(self, params, seed):
        return self.setup_module.setup(params, seed)

    def _positions(self) -> ModuleType:
        """Where exact positions are read and written: the scenario module, else ``setup``."""
        module = self.scenario_module
        return module if module is not None and hasattr(module, "setup_from") else self.setup_module

    def setup_from(self, params, scenario):
        return self._positions().setup_from(params, scenario)

    def scenario_of(self, state):
        return self._positions().scenario_of(state)

    def determinize(self, state, viewer, rng):
        return self._positions().determinize(state, viewer, rng)

    def supplies(self, state):
        return self.scoring.supplies(state)

    def decision(self, state):
        if self.steps is not None:
            return self.steps.decision(state)
        return self.rules.decision(state)

    def decider(self, state):
        # every game's rules module names its decider; building the prompt is the costly part
        return None if state.over else self.rules.decider(state)

    def legal_actions(self, state):
        return self.rules.legal_actions(state)

    def explain(self, state, action):
        if self.steps is not None:
            if state.over:
                return game_over(self.end_heading, "no more choices can be made")
            return self.steps.explain(state, action)
        return self.explainer.explain(state, action)

    def apply(self, state, action):
        return self.rules.apply(state, action)

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
