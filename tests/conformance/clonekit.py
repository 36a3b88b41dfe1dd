"""The conformance checks of copying a position (issue 21, "Copying a state").

Every state class declares its fields and how a clone copies each (``core/state_fields.py``).
``check_fields_declared`` finds any attribute a position holds that the declaration leaves out;
``check_clone_independent`` plays on clones and changes them, and the position cloned must not
notice. Both follow one seeded random game and look at the very positions it reaches (not
clones of them: a clone could hide a field the original has).
"""

from __future__ import annotations

import pickle

from deltawidgets.bots import RandomBot
from deltawidgets.core.state_fields import CACHE, Fields

#: the steps of a random game where a position is checked (and its last position)
CHECKED_STEPS = (0, 3, 12, 40, 100, 250)
#: what the check writes into every list, dict and set of a clone
SPOILT = "changed on the clone only"


def random_positions(game, options: dict, seed: int):
    """The live position of a seeded random game at each of CHECKED_STEPS and at its end, with
    its step number (the game goes on from each after the caller is done with it)."""
    bot = RandomBot(seed)
    state = game.setup(game.Params.parse(options), seed)
    step = 0
    while True:
        over = game.is_over(state)
        if step in CHECKED_STEPS or over:
            yield step, state
        if over:
            return
        game.apply(state, bot.choose(game, state))
        step += 1


def declaration(state) -> Fields:
    fields = getattr(type(state), "FIELDS", None)
    assert isinstance(fields, Fields), (
        f"{type(state).__name__} declares no FIELDS: list its fields with how a clone copies each (deltawidgets/core/state_fields.py)"
    )
    return fields


def attributes(state) -> list[str]:
    """Every attribute the position holds: its slots (of every class it is made from) that are
    set, and anything else it keeps."""
    slots = [n for cls in type(state).__mro__ for n in getattr(cls, "__slots__", ()) if hasattr(state, n)]
    return slots + list(getattr(state, "__dict__", {}))


def check_fields_declared(game, options: dict, seed: int) -> None:
    """Every attribute a position holds is declared with how it is copied, and the state class
    clones from that declaration."""
    for step, s in random_positions(game, options, seed):
        fields = declaration(s)
        undeclared = [n for n in attributes(s) if n not in fields.how]
        assert not undeclared, f"{game.title}, step {step}: a clone would not copy {', '.join(undeclared)}"
        unset = [n for n in fields.names if not hasattr(s, n)]
        assert not unset, f"{game.title}, step {step}: declared but never set: {', '.join(unset)}"
        assert type(s).clone is fields.clone, f"{game.title}: {type(s).__name__}.clone is not its declaration's"


def check_clone_independent(game, options: dict, seed: int) -> None:
    """A clone played on to the end, and a clone whose every list, dict and set is changed, leave
    the position they were cloned from exactly as it was."""
    for step, s in random_positions(game, options, seed):
        before = _seen(game, s)
        c = game.clone(s)
        bot = RandomBot(seed * 1000 + step)
        while not game.is_over(c):
            game.apply(c, bot.choose(game, c))
        _unchanged(game, s, before, f"step {step}, after playing on a clone to its end")
        _spoil_copied_fields(game.clone(s))
        _unchanged(game, s, before, f"step {step}, after changing every list, dict and set of a clone")


def _seen(game, s) -> tuple:
    """The position field by field as bytes (caches aside: a clone may fill them, on purpose),
    with what it offers and shows, asked first (which fills a cache the same way again)."""
    shown = (game.legal_actions(s), game.observation(s, "all"))
    fields = declaration(s)
    snapshot = {n: pickle.dumps(getattr(s, n)) for n, how in fields.how.items() if how is not CACHE}
    return shown, snapshot


def _unchanged(game, s, before: tuple, where: str) -> None:
    shown, snapshot = _seen(game, s)
    changed = [n for n in snapshot if snapshot[n] != before[1][n]]
    assert not changed, f"{game.title}, {where}: the original's {', '.join(changed)} changed"
    assert shown == before[0], f"{game.title}, {where}: the original offers or shows something else"


def _spoil_copied_fields(c) -> None:
    seen: set[int] = set()
    for name, how in declaration(c).how.items():
        if not how.shared:
            _spoil(getattr(c, name), seen)


def _spoil(x, seen: set[int]) -> None:
    """Change every list, dict and set reachable from ``x``, at every depth."""
    if id(x) in seen:
        return
    seen.add(id(x))
    if isinstance(x, (list, tuple)):
        for y in x:
            _spoil(y, seen)
    elif isinstance(x, dict):
        for y in x.values():
            _spoil(y, seen)
    if isinstance(x, list):
        x.append(SPOILT)
    elif isinstance(x, dict):
        x[SPOILT] = SPOILT
    elif isinstance(x, set):
        x.add(SPOILT)
