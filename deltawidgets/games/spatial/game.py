"""The Spatial Delivery game object: wires the rule modules into the shared game protocol."""
from __future__ import annotations

from deltawidgets.core.game import Game
from deltawidgets.games.spatial import explain as _explain
from deltawidgets.games.spatial import rules, scoring, setup, view
from deltawidgets.games.spatial.components import SpatialParams
from deltawidgets.games.spatial.state import SDState


class SpatialDelivery(Game):
    """Spatial Delivery for 2 to 5 players.

    >>> from deltawidgets.core.match import Match
    >>> m = Match(SpatialDelivery(), {"players": 3}, seed=5)
    >>> len(m.observation(0)["hexes"]), m.observation(0)["rounds"], m.decision().kind
    (37, 6, 'draft')
    """

    name = "spatial"
    title = "Spatial Delivery"
    rules_version = 1
    end_heading = "Ending the Game"
    Params = SpatialParams

    def setup(self, params, seed):
        return setup.setup(params, seed)

    def setup_from(self, params, scenario):
        return setup.setup_from(params, scenario)

    def decision(self, state: SDState):
        return rules.decision(state)

    def legal_actions(self, state: SDState):
        return rules.legal_actions(state)

    def explain(self, state: SDState, action):
        return _explain.explain(state, action)

    def apply(self, state: SDState, action):
        return rules.apply(state, action)

    def annotate(self, state: SDState, events):
        return view.name_places(state, events)

    def clone(self, state: SDState):
        return state.clone()

    def observation(self, state: SDState, viewer):
        return view.observation(state, viewer)

    def label(self, state: SDState, action):
        return view.label(state, action)

    def targets(self, state: SDState, action):
        return view.targets(state, action)

    def narrate(self, event, viewer):
        return view.narrate(event, viewer)

    def element_hints(self, state: SDState, viewer):
        from deltawidgets.games.spatial.hints import element_hints  # why a click would fail, per step

        return element_hints(state, viewer)

    def is_over(self, state: SDState):
        return state.over

    def scores(self, state: SDState):
        return [scoring.score(state, p) for p in range(state.players)]

    def winners(self, state: SDState):
        return scoring.winners(state)
