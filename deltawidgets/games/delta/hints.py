"""Hover hints of Delta: what a click on each board element would mean now.

The shared skeleton (:mod:`deltawidgets.core.hints`) asks the game's ``explain`` (its step table's) about the
action a click on an element would mean in the current step: an island (Explore, or a free
exploration marker), a turn order space, a section for the chosen card, one's own discard pile.
"""

from __future__ import annotations

from deltawidgets.games.delta.components import SECTIONS
from deltawidgets.games.delta.rules import step_of
from deltawidgets.games.delta.state import DeltaState


def probes(s: DeltaState, p: int) -> dict[str, tuple]:
    """Element id -> the action a click on it means now (``p``, who decides, plays it)."""
    return dict(clicks(s, step_of(s)))


def clicks(s: DeltaState, step: str) -> list[tuple[str, tuple]]:
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
