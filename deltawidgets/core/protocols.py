"""What a game package provides to the core, as ``typing.Protocol`` s a module satisfies (issue 36).

:class:`~deltawidgets.core.package_game.PackageGame` wires a game by the modules its subclass
names (``setup_module = setup``, ``rules = rules``...). Each attribute is typed here with the
protocol of that module, so a static reader (mypy, an editor's "go to definition") follows
``self.setup_module.setup(params, seed)`` to the game's own ``setup.py``, and mypy checks that
every game's modules have the functions the core calls, with the arguments it passes.

A game's functions take its own position and rule options (``DeltaVState``, ``DeltaVParams``);
the core knows neither, so those arguments are :data:`State` and :data:`Options` (``Any``) here:
a protocol with the core's base types would refuse every game's narrower ones. What a function
gives back is typed as far as the core relies on it.

A module attribute the core reads only when a game has it (``view.knowledge``,
``view.counted_choice``, ``view.plans``, ``scoring.values``, ``scenario.ScenarioModel``) is no
member of a protocol: a protocol cannot say "optional", and the core asks for those by
``getattr``, each said in the docstring of the protocol it belongs to.
"""

from __future__ import annotations

from random import Random
from typing import Any, Protocol

from deltawidgets.core.actionspace import ActionSpace, Bounds
from deltawidgets.core.game import Action, Event
from deltawidgets.core.steps import Steps

#: a game's position (``<GameClass>State``), which the core never looks into beyond ``over``,
#: ``players``, ``phase``, ``current`` and ``clone()``
State = Any
#: a game's rule options (its :class:`~deltawidgets.core.params.RuleOptions` subclass)
Options = Any
#: a seat number, ``"all"`` or ``"public"``
Viewer = Any


class SetupModule(Protocol):
    """``setup.py``: the rulebook's setup, all chance dealt from ``seed``."""

    #: the module's own name: the core finds the ``scenario`` module beside it by this
    __name__: str

    def setup(self, params: Options, seed: int) -> State: ...


class ScenarioModule(Protocol):
    """``scenario.py``, found beside ``setup.py``: exact positions. Its pydantic
    ``ScenarioModel`` (optional) becomes the game's ``scenario_model``."""

    def setup_from(self, params: Options, scenario: dict[str, Any]) -> State: ...

    def scenario_of(self, s: State) -> dict[str, Any]: ...

    def determinize(self, s: State, viewer: Viewer, rng: Random) -> State: ...


class RulesModule(Protocol):
    """``rules.py``: the game's one table of steps, where reading a game starts."""

    STEPS: Steps


class ViewModule(Protocol):
    """``view.py``: what each viewer sees, choice labels, board targets and the events' names.
    Optional: ``knowledge(state, viewer)``, ``counted_choice(state, action)`` and ``plans(state)``."""

    def observation(self, s: State, viewer: Viewer) -> dict[str, Any]: ...

    def label(self, s: State, a: Action) -> str: ...

    def targets(self, s: State, a: Action) -> list[str]: ...

    def annotate(self, s: State, events: list[Event]) -> list[Event]: ...


class WordsModule(Protocol):
    """``words.py``: the log's one teller."""

    def narrate(self, e: Event, viewer: Viewer) -> str | None: ...


class HintsModule(Protocol):
    """``hints.py``: what a click on each board element would mean now (``core/hints.py``)."""

    def probes(self, s: State, p: int) -> dict[str, Any]: ...


class ScoringModule(Protocol):
    """``scoring.py``: scores, winners after the tie-breaks, the bots' value and the supplies.
    Optional: ``values(state)``, every seat's value at once."""

    def score(self, s: State, p: int) -> int: ...

    def winners(self, s: State) -> list[int]: ...

    def value(self, s: State, p: int) -> float: ...

    def supplies(self, s: State) -> dict[str, int]: ...


class InteropModule(Protocol):
    """``interop.py``: the declarations research tools read (``deltawidgets.interop``)."""

    def action_space(self, params: Options) -> ActionSpace: ...

    def bounds(self, params: Options) -> Bounds: ...

    def encoding_size(self, params: Options) -> int: ...

    def encode(self, s: State, viewer: Viewer) -> list[float]: ...
