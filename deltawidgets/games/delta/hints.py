"""Hover hints: why an island cannot be explored now, for the player who must decide.

Every sentence comes from :func:`deltawidgets.games.delta.explain.explain` asking about the
action a click on that island would mean; only the deciding player (or ``"all"``) gets hints.
"""
from __future__ import annotations

from deltawidgets.games.delta.explain import explain
from deltawidgets.games.delta.rules import decider, step_of
from deltawidgets.games.delta.state import DState


def element_hints(s: DState, viewer) -> dict[str, str]:
    if s.over or step_of(s) not in ("act", "island") or viewer not in ("all", decider(s)):
        return {}
    name = "explore" if step_of(s) == "act" else "island"
    out = {}
    for island in s.cat.islands:
        why = explain(s, (name, island))
        if why:
            out[f"island:{island}"] = why
    return out
