"""Helpers for the Delta tests: positions from scenarios, cards and tiles by name."""

from __future__ import annotations

from deltawidgets.games.delta.game import Delta

GAME = Delta()


def params(players: int = 4, **kw):
    return GAME.Params.parse({"players": players, **kw})


def position(players: int = 4, **scenario):
    """A position from a (partial) scenario (docs/scenarios.md: what is left out comes from a
    fresh game). Unless the test says otherwise the discard piles start empty, so every basic
    card a test plays is in its owner's hand, whatever the shuffle."""
    scenario.setdefault("piles", [[[], [], []] for _ in range(players)])
    return GAME.setup_from(params(players), scenario)


def cat(players: int = 4):
    return position(players).cat


def card(c, name: str, owner: int = -1, kind: str | None = None) -> int:
    """The first card called ``name`` (of ``owner`` for a basic one)."""
    for i, x in enumerate(c.cards):
        if x.name == name and (owner < 0 or x.owner == owner) and (kind is None or x.kind == kind):
            return i
    raise KeyError(name)


def animal(c, kind: str, reward: str) -> int:
    return next(i for i, x in enumerate(c.cards) if x.kind == "animal" and x.type == kind and x.effect == reward)


def animals(c, kind: str, reward: str) -> list[int]:
    return [i for i, x in enumerate(c.cards) if x.kind == "animal" and x.type == kind and x.effect == reward]


def mission(c, **match) -> int:
    return next(i for i, x in enumerate(c.cards) if x.kind == "mission" and all(getattr(x, k) == v for k, v in match.items()))


def dragonfly(c, effect: str, arg=None) -> int:
    return next(i for i, t in enumerate(c.dragonflies) if t.effect == effect and (arg is None or t.arg == arg))


def invention(c, effect: str, cost: int | None = None) -> int:
    return next(i for i, t in enumerate(c.inventions) if t.effect == effect and (cost is None or t.cost == cost))


def paper(c, goal: str) -> int:
    return next(i for i, t in enumerate(c.papers) if t.effect == goal)


def act(s, *actions):
    """Play actions that must be legal; returns all events."""
    ev = []
    for a in actions:
        why = GAME.explain(s, a)
        assert why is None, f"{a}: {why}"
        ev += GAME.apply(s, a)
    return ev
