"""The Delta game object: names the rule modules for the shared protocol wiring."""

from __future__ import annotations

from deltawidgets.core.package_game import PackageGame
from deltawidgets.games.delta import hints, interop, rules, scoring, setup, view, words
from deltawidgets.games.delta.components import DeltaParams
from deltawidgets.games.delta.endings import END_REASONS, GUARDS
from deltawidgets.games.delta.events import EVENTS


class Delta(PackageGame):
    """Delta for 2 to 4 players.

    >>> from deltawidgets.core.match import Match
    >>> m = Match(Delta(), {"players": 3}, seed=5)
    >>> m.decision().kind
    'order'
    """

    name = "delta"
    widget_name = "DeltaWidget"
    value_words = "VP, with what End Game Scoring would add if the game ended now"
    title = "Delta"
    rules_version = 1
    end_heading = "End Game Scoring"
    Params = DeltaParams
    end_reasons = END_REASONS  # listed in docs/rulings/delta.md
    event_types = EVENTS  # every kind of event it emits, with its keys (events.py)
    guard_ends = GUARDS  # the endings that are guards, not rules (the lab's completion)
    # PackageGame declares these ClassVar; mypy reads a module assigned in a class body as an instance variable
    setup_module, rules, view, words, hints, scoring = setup, rules, view, words, hints, scoring  # type: ignore[misc]
    interop = interop  # type: ignore[misc]  # research tools: action ids, bounds, the numeric encoding
    # the ISMCTS bot won more two-player games against greedy at half the default, on two sets of
    # seeds (benchmarks/strength.py; docs/usage.md, "ISMCTS"); Spatial Delivery and Vesta did not
    search_exploration = 0.35
