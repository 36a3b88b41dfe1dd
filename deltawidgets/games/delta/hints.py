"""Hover hints: why a board element does nothing now, for the player who must decide.

Every sentence comes from :func:`deltawidgets.games.delta.explain.explain` asking about the
action a click on that element would mean in the current step: an island (Explore, or a free
exploration marker), a turn order space, a section for the chosen card, one's own discard pile.
Only the deciding player (or ``"all"``) gets hints.
"""
from __future__ import annotations

from deltawidgets.games.delta.components import SECTIONS
from deltawidgets.games.delta.explain import explain
from deltawidgets.games.delta.rules import decider, step_of
from deltawidgets.games.delta.state import DState


def element_hints(s: DState, viewer) -> dict[str, str]:
    if s.over or viewer not in ("all", decider(s)):
        return {}
    out = {}
    for target, action in clicks(s, step_of(s)):
        why = explain(s, action)
        if why:
            out[target] = why
    return out


def clicks(s: DState, step: str) -> list[tuple[str, tuple]]:
    """The board elements that mean an action in ``step``, with that action (view.targets)."""
    if step in ("act", "island"):
        name = "explore" if step == "act" else "island"
        return [(f"island:{i}", (name, i)) for i in s.cat.islands]
    if step == "order":
        return [(f"order:{r}", ("order", r)) for r in range(1, s.cat.positions + 1)]
    if step == "section":
        return [(f"section:{sec}", ("section", sec)) for sec in SECTIONS]
    if step == "pile":
        return [(f"pile:{s.current}:{i}", ("pile", i)) for i in range(3)]
    return []
