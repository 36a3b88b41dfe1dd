"""Hover hints: why a board element does nothing now, for the player who must decide.

Every sentence comes from :func:`deltawidgets.games.delta.explain.explain` asking about the
action a click on that element would mean in the current step: an island (Explore, or a free
exploration marker), a turn order space, a section for the chosen card, one's own discard pile.
Only the deciding player (or ``"all"``) gets hints.
"""
from __future__ import annotations

from deltawidgets.games.delta.components import SECTIONS
from deltawidgets.games.delta.explain import explain
from deltawidgets.games.delta.rules import decider, legal_actions, step_of
from deltawidgets.games.delta.state import DState
from deltawidgets.games.delta.view import targets


def element_hints(s: DState, viewer) -> dict[str, str]:
    if s.over or viewer not in ("all", decider(s)):
        return {}
    # an element some legal choice plays gets no hint, whichever action the probe asks about
    # (an island is explored by the standard Explore, or by an invention's)
    live = {t for a in legal_actions(s) for t in targets(s, a)}
    out = {}
    for target, action in clicks(s, step_of(s)):
        why = None if target in live else explain(s, action)
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
