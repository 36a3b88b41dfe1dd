"""Hover hints: why a board element does nothing now, the one skeleton every game shares.

A game says only what is its own: for each board element, the action a click on it would mean
in the current step (asked of the game's ``explain``, so the sentence names the rule), or a
sentence of its own where no action fits. Everything else is the same in every game and lives
here: no hints once the game is over, hints only for the seat that decides (or the teaching
view, ``"all"``: a hint may reflect what that seat knows), and none for an element that some
legal choice plays (the front end shows that choice's label instead).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, cast

if TYPE_CHECKING:
    from deltawidgets.core.game import Game

#: element id -> the action a click on it would mean (a tuple, asked of ``explain``), or a
#: sentence of the game's own, or None for no hint
Probes = dict[str, Any]


def element_hints(game: Game, state: Any, viewer: int | str, probes: Callable[[Any, int], Probes]) -> dict[str, str]:
    """Element id -> one sentence, for every element ``probes(state, decider)`` names that is
    not a legal target now."""
    if state.over:
        return {}
    seat = cast(int, game.decider(state))  # not over: someone decides
    if viewer != "all" and viewer != seat:
        return {}
    live = {t for a in game.legal_actions(state) for t in game.targets(state, a)}
    out = {}
    for element, probe in probes(state, seat).items():
        if element in live:
            continue
        # explain is asked only about elements that keep their hint: it is the costly part
        why = probe if probe is None or isinstance(probe, str) else game.explain(state, probe)
        if why:
            out[element] = why
    return out
