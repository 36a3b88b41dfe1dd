"""The Spatial Delivery game object: names the rule modules for the shared protocol wiring."""

from __future__ import annotations

from deltawidgets.core.package_game import PackageGame
from deltawidgets.games.spatial import hints, interop, rules, scoring, setup, view, words
from deltawidgets.games.spatial.components import SpatialParams
from deltawidgets.games.spatial.endings import END_REASONS, GUARDS
from deltawidgets.games.spatial.events import EVENTS


class SpatialDelivery(PackageGame):
    """Spatial Delivery for 2 to 5 players.

    >>> from deltawidgets.core.match import Match
    >>> m = Match(SpatialDelivery(), {"players": 3}, seed=5)
    >>> len(m.observation(0)["hexes"]), m.observation(0)["rounds"], m.decision().kind
    (37, 6, 'draft')
    """

    name = "spatial"
    widget_name = "SpatialWidget"
    value_words = "MSP earned, with the First Delivery bonus your tokens would score now"
    title = "Spatial Delivery"
    rules_version = 2  # 2: Earth is no stop by default, every card of a cost is asked for (issue 8)
    end_heading = "Ending the Game"
    end_reasons = END_REASONS
    event_types = EVENTS  # every kind of event it emits, with its keys (events.py)
    guard_ends = GUARDS  # the endings that are guards, not rules (the lab's completion)
    Params = SpatialParams
    # PackageGame declares these ClassVar; mypy reads a module assigned in a class body as an instance variable
    setup_module, rules, view, words, hints, scoring = setup, rules, view, words, hints, scoring  # type: ignore[misc]
    interop = interop  # type: ignore[misc]  # action space, bounds and encoding for research tools (interop.py)
