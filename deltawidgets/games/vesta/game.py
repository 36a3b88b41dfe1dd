"""The Vesta Gold Rush game object: names the rule modules for the shared protocol wiring."""

from __future__ import annotations

from deltawidgets.core.package_game import PackageGame
from deltawidgets.games.vesta import hints, interop, rules, scoring, setup, view, words
from deltawidgets.games.vesta.components import VestaParams
from deltawidgets.games.vesta.endings import END_REASONS, GUARDS
from deltawidgets.games.vesta.events import EVENTS


class VestaGoldRush(PackageGame):
    """Vesta Gold Rush for 2 to 6 players.

    >>> from deltawidgets.core.match import Match
    >>> m = Match(VestaGoldRush(), {"players": 4}, seed=5)
    >>> len(m.observation(0)["places"]), m.observation(0)["start"]["prospectors"]
    (45, [0, 1, 2, 3])
    """

    name = "vesta"
    widget_name = "VestaWidget"
    value_words = (
        "points, water kept for the water checks, what the prospector can still mine this game turn and the next, "
        "part of an offer on the table, and what the next push would take from a prospector on the exit column (3.3.2)"
    )
    title = "Vesta Gold Rush"
    rules_version = 1
    end_heading = "4. Game ending and victory"
    Params = VestaParams
    end_reasons = END_REASONS
    event_types = EVENTS  # every kind of event it emits, with its keys (events.py)
    guard_ends = GUARDS  # the endings that are guards, not rules (the lab's completion)

    def bot_choices(self, state, actions):
        return rules.bot_choices(state, actions)

    # PackageGame declares these ClassVar; mypy reads a module assigned in a class body as an instance variable
    setup_module, rules, view, words, hints, scoring = setup, rules, view, words, hints, scoring  # type: ignore[misc]
    interop = interop  # type: ignore[misc]  # research tools: action ids, bounds, the numeric encoding
