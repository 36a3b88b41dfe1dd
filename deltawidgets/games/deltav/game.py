"""The Delta V game object: wires the rule modules into the shared game protocol."""
from __future__ import annotations

from deltawidgets.core.game import Game
from deltawidgets.games.deltav import explain as _explain
from deltawidgets.games.deltav import rules, scoring, setup, view
from deltawidgets.games.deltav.components import DeltaVParams
from deltawidgets.games.deltav.state import DVState


class DeltaV(Game):
    """Delta V for 2 to 4 players.

    >>> from deltawidgets.core.match import Match
    >>> m = Match(DeltaV(), {"players": 3}, seed=5)
    >>> len(m.observation(0)["cells"])
    49
    """

    name = "deltav"
    title = "Delta V"
    rules_version = 1
    Params = DeltaVParams

    def setup(self, params, seed):
        return setup.setup(params, seed)

    def setup_from(self, params, scenario):
        return setup.setup_from(params, scenario)

    def decision(self, state: DVState):
        return rules.decision(state)

    def legal_actions(self, state: DVState):
        return rules.legal_actions(state)

    def explain(self, state: DVState, action):
        return _explain.explain(state, action)

    def apply(self, state: DVState, action):
        return rules.apply(state, action)

    def annotate(self, state: DVState, events):
        return view.name_cells(state, events)

    def clone(self, state: DVState):
        return state.clone()

    def observation(self, state: DVState, viewer):
        return view.observation(state, viewer)

    def label(self, state: DVState, action):
        return view.label(state, action)

    def targets(self, state: DVState, action):
        return view.targets(state, action)

    def narrate(self, event, viewer):
        return view.narrate(event, viewer)

    def element_hints(self, state: DVState, viewer):
        from deltawidgets.games.deltav.hints import element_hints
        return element_hints(state, viewer)

    def is_over(self, state: DVState):
        return state.over

    def scores(self, state: DVState):
        return [scoring.score(state, p) for p in range(state.players)]

    def winners(self, state: DVState):
        return scoring.winners(state)
