"""The Delta V game object: names the rule modules for the shared protocol wiring."""

from __future__ import annotations

from deltawidgets.core.package_game import PackageGame
from deltawidgets.games.deltav import hints, interop, rules, scoring, setup, view, words
from deltawidgets.games.deltav.components import DeltaVParams
from deltawidgets.games.deltav.endings import END_REASONS, FORMER_END_CODES, GUARDS
from deltawidgets.games.deltav.events import EVENTS


class DeltaV(PackageGame):
    """Delta V for 2 to 4 players.

    >>> from deltawidgets.core.match import Match
    >>> m = Match(DeltaV(), {"players": 3}, seed=5)
    >>> len(m.observation(0)["cells"])
    49
    """

    name = "deltav"
    widget_name = "DeltaVWidget"
    value_words = "points, with a tenth of a point for each contract held (the first tie-break of Game End)"
    title = "Delta V"
    rules_version = 1
    Params = DeltaVParams
    end_reasons = END_REASONS  # "Game End": code -> sentence; listed in docs/rulings/delta_v.md
    event_types = EVENTS  # every kind of event it emits, with its keys (events.py)
    guard_ends = GUARDS  # the endings that are guards, not rules (the lab's completion)
    former_end_codes = FORMER_END_CODES
    # PackageGame declares these ClassVar; mypy reads a module assigned in a class body as an instance variable
    setup_module, rules, view, words, hints, scoring = setup, rules, view, words, hints, scoring  # type: ignore[misc]
    interop = interop  # type: ignore[misc]  # action space, bounds and encoding for research tools (interop.py)
    # as in Delta: the ISMCTS bot won more two-player games against greedy at half the default, on
    # two sets of seeds (benchmarks/strength.py; docs/usage.md, "ISMCTS")
    search_exploration = 0.35
