"""Twin positions: two positions that differ only in what one viewer cannot see (issue 33).

Twins are made two ways:

- **dealt**: ``t = determinize(s, v)`` for a position ``s`` of a random game: they differ in
  what the game itself redraws for ``v``;
- **laid out**: the scenario of ``s`` with a secret changed. Small changes to the scenario's
  JSON are tried (two pieces exchanged between any two places, a piece of a counted pile
  exchanged with one elsewhere, a number changed, a flag turned) and a change is kept when its position loads,
  differs from ``s`` and shows ``v`` exactly the view ``s`` shows. Nothing tells this search
  what the secrets are: a secret the game forgets to redraw (a score behind a screen, tiles
  numbered by where they lie) is found as readily as a hand or a deck.

Both positions of a laid-out pair are laid out from scenarios (``s`` too, from its own), so
the pair differs in nothing but the change.

>>> sorted(spots({"deck": [3, 1], "hand": {"red": 2}, "seed": 7}).keys())
['counts', 'flags', 'ints', 'slots']
>>> base = {"a": [1, 2], "b": [3]}
>>> put(base, ("a", 1), 5), base
({'a': [1, 5], 'b': [3]}, {'a': [1, 2], 'b': [3]})
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from typing import Any, NamedTuple

from deltawidgets import BadInput

#: the changes a search tries per viewer and position, at most, and the twins it keeps
TRIES = 120
WANT = 3
#: how far a number is moved
BUMPS = (1, 3, -1)


def _scalar(x) -> bool:
    return isinstance(x, (str, int)) and not isinstance(x, bool)


def spots(sc) -> dict[str, list]:
    """Where a scenario can be changed: ``slots`` (a piece in a list, or a piece by place in an
    object: its path and value), ``counts`` (objects that count pieces by name), ``ints`` (every
    number) and ``flags`` (every true or false)."""
    out: dict[str, list] = {"slots": [], "counts": [], "ints": [], "flags": []}
    stack: list[tuple[tuple, Any]] = [((), sc)]
    while stack:
        path, node = stack.pop()
        if isinstance(node, dict):
            if node and all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in node.values()):
                out["counts"].append(path)
            items = node.items()
        elif isinstance(node, list):
            items = enumerate(node)
        else:
            if isinstance(node, bool):
                out["flags"].append(path)
            elif isinstance(node, int):
                out["ints"].append(path)
            continue
        for key, child in items:
            if _scalar(child) and path:
                out["slots"].append((path + (key,), child))
            stack.append((path + (key,), child))
    return out


def get(sc, path: tuple):
    for part in path:
        sc = sc[part]
    return sc


def put(sc, path: tuple, value):
    """``sc`` with ``value`` at ``path``: a new scenario sharing every part off the path (a
    change copies the few lists and objects it passes through, not the whole scenario)."""
    if not path:
        return value
    head, rest = path[0], path[1:]
    out = copy.copy(sc)
    out[head] = put(sc[head], rest, value)
    return out


class Change(NamedTuple):
    """One change to a scenario, said in its own paths."""

    what: str
    scenario: dict


def changed(sc: dict, where: dict, rng: random.Random) -> Change | None:
    """A copy of ``sc`` with one small change drawn from ``rng``, or None if the draw found
    nothing to change."""
    kind = rng.choice(("swap", "swap", "count", "bump", "flip"))
    if kind == "swap" and len(where["slots"]) > 1:
        (p, a), (q, b) = rng.sample(where["slots"], 2)
        if a == b or type(a) is not type(b):
            return None
        return Change(f"{_dotted(p)} and {_dotted(q)} exchanged", put(put(sc, p, b), q, a))
    if kind == "count" and where["counts"] and where["slots"]:
        path = rng.choice(where["counts"])
        counts = dict(get(sc, path))
        a = rng.choice(sorted(counts))
        q, b = rng.choice(where["slots"])
        if not isinstance(b, str) or a == b or q[: len(path)] == path:
            return None
        counts[a] -= 1
        if not counts[a]:
            del counts[a]
        counts[b] = counts.get(b, 0) + 1
        return Change(f"one {a} of {_dotted(path)} exchanged with the {b} of {_dotted(q)}", put(put(sc, path, counts), q, a))
    if kind == "bump" and where["ints"]:
        path = rng.choice(where["ints"])
        by = rng.choice(BUMPS)
        value = get(sc, path) + by
        if value < 0:
            return None
        return Change(f"{_dotted(path)} {by:+d}", put(sc, path, value))
    if kind == "flip" and where["flags"]:
        path = rng.choice(where["flags"])
        value = not get(sc, path)
        return Change(f"{_dotted(path)} turned {'on' if value else 'off'}", put(sc, path, value))
    return None


def _dotted(path: tuple) -> str:
    return ".".join(map(str, path)) or "(scenario)"


def known(game, state, viewer) -> tuple:
    """All ``viewer`` has to go on in a position laid out from a scenario: what it knows of the
    position (:meth:`~deltawidgets.core.game.Game.knowledge`) and the log of setting up it reads."""
    opening = game.annotate(state, game.opening_events(state))
    return game.knowledge(state, viewer), [game.narrate(e, viewer) for e in opening]


def laid_out(game, params, state):
    """``state`` laid out again from its scenario (a position with no moves behind it)."""
    return game.setup_from(params, game.scenario_of(state))


class Twin(NamedTuple):
    """A position laid out from a changed scenario: the change in words, and the scenario's
    top-level fields it changed."""

    state: Any
    what: str
    fields: tuple[str, ...]


def twins(game, params, s, viewer, rng: random.Random, tries: int = TRIES, want: int = WANT) -> list[Twin]:
    """Up to ``want`` positions laid out from the scenario of ``s`` (itself laid out from one)
    with one change that ``viewer`` cannot tell, each with the change in words. A change of the
    fields already changed in a twin found is skipped, so the twins differ in different secrets
    where the position has several."""
    return twins_for(game, params, s, [viewer], rng, tries, want)[viewer]


def twins_for(game, params, s, viewers: list, rng: random.Random, tries: int = TRIES, want: int = WANT) -> dict:
    """:func:`twins` for several viewers at once, each change laid out once for all of them
    (laying out is most of the cost): viewer -> its twins."""
    base = game.scenario_of(s)
    seen = {v: known(game, s, v) for v in viewers}
    where = spots(base)
    found: dict = {v: [] for v in viewers}
    fields: dict = {v: set() for v in viewers}
    for _ in range(tries):
        wanting = [v for v in viewers if len(found[v]) < want]
        if not wanting:
            break
        change = changed(base, where, rng)
        if change is None:
            continue
        try:
            t = game.setup_from(params, change.scenario)
        except BadInput:
            continue
        written = None
        for v in wanting:
            if known(game, t, v) != seen[v]:
                continue
            written = game.scenario_of(t) if written is None else written
            if written == base:
                break
            field = tuple(sorted(k for k in written if written[k] != base.get(k)))
            if field not in fields[v]:
                fields[v].add(field)
                found[v].append(Twin(t, change.what, field))
    return found


# -- the checks --------------------------------------------------------------------------------------
#: random sources the determinizations of two twins are compared from
DRAW_SEEDS = (0, 2024)
#: iterations of the hint compared in twins, and the bots compared (each seeded alike in both)
ADVICE_ITERATIONS = 48
BOT_SPECS = ("random", "greedy", "ismcts:24")


def bases(game, options: dict, seed: int, positions: int) -> list[tuple[Any, Any, str]]:
    """(rule options, position, where) for sampled positions of a random game: each as played,
    with no position laid out (the caller lays them out as it needs)."""
    import conformkit as ck

    params = game.Params.parse(options)
    starts = ck._leak_starts(game, options, seed, positions, random.Random(seed))
    return [(params, s, f"position {i} of the random game of seed {seed}") for i, s in enumerate(starts)]


def lesson_bases(game) -> list[tuple[Any, Any, str]]:
    """(rule options, position, where) for the start of every step of the game's lesson that is
    not over: positions written by hand, as scenarios (none for a game without a lesson)."""
    from deltawidgets.lessons import lesson_games, load_lesson

    if game.name not in lesson_games():
        return []
    lesson, out = load_lesson(game.name), []
    for step, start in zip(lesson.steps, lesson.starts):
        params = game.Params.parse(step.params or lesson.params)
        s = game.setup_from(params, start)
        if not game.is_over(s):
            out.append((params, s, f"the start of lesson step {step.id!r}"))
    return out


def check_determinize_of_twins(game, found: list, rng_seed: int = 0) -> Counter:
    """For each (rule options, position, where) of ``found``, laid out from its scenario, and
    every seat and the public as viewer: each laid-out twin must determinize, from a given seed,
    to the very position the original does (compared as scenarios), and where the viewer
    chooses, offer it the same decision and the same choices with the same labels and targets.
    Returns how many twins were checked, by the scenario fields they differ in (the kinds of
    secret reached)."""
    import conformkit as ck
    from deltawidgets.core.game import PUBLIC

    rng = random.Random(rng_seed)
    checked: Counter = Counter()
    for params, s0, where0 in found:
        s = laid_out(game, params, s0)
        viewers = [*range(game.num_players(s)), PUBLIC]
        for v, pairs in twins_for(game, params, s, viewers, rng, TRIES * 2).items():
            for t, what, fields in pairs:
                where = f"{where0}, viewer {v!r}, twins where {what}"
                if game.decider(s) == v:
                    d, e = game.decision(s), game.decision(t)
                    assert d.to_json() == e.to_json(), f"{where}: the decision differs"
                    assert ck._buttons(game, s) == ck._buttons(game, t), f"{where}: the choices, their labels or targets differ"
                for b in DRAW_SEEDS:
                    one = game.scenario_of(game.determinize(game.clone(s), v, random.Random(b)))
                    two = game.scenario_of(game.determinize(game.clone(t), v, random.Random(b)))
                    assert one == two, f"{where}: determinize from seed {b} keeps a secret: {ck._first_difference(one, two)}"
                checked.update(fields)
    return checked


def advice_and_bots(game, state) -> dict:
    """What the seat to move is told and what every bot plays for it, each from a fixed seed:
    the hint's choices (with their shares of the search and margins) and its sentence, and each
    bot's choice."""
    from deltawidgets.bots import make_bot
    from deltawidgets.bots.advice import Advisor, why

    # no time bound: under load a hint stopped by the clock would search less in one twin
    a = Advisor(game, state, seed="twin", iterations=ADVICE_ITERATIONS, seconds=3600)
    while a.step(ADVICE_ITERATIONS):
        pass
    tip = a.advice()
    out = {"hint": [(c["index"], c["share"], c["margin"]) for c in tip["choices"]], "sentence": why(game, state, tip)}
    for spec in BOT_SPECS:
        out[spec] = make_bot(spec, seed="twin").choose(game, game.clone(state))
    return out


def check_advice_of_twins(game, found: list, rng_seed: int = 0, tally: list | None = None) -> int:
    """For each (rule options, position, where) of ``found`` and the seat to move there: in the
    position and its dealt twin (``determinize``), and in the position laid out from its
    scenario and each laid-out twin, the hint (choices, shares, margins and sentence) and every
    bot's choice from a fixed seed are the same. Returns the number of pairs checked; with
    ``tally`` the differences are collected there instead of failing at the first (to count them)."""
    rng = random.Random(rng_seed)
    checked = 0
    for params, s0, where0 in found:
        v = game.decider(s0)
        s = laid_out(game, params, s0)
        pairs = [(s0, game.determinize(game.clone(s0), v, random.Random(99)), "dealt by determinize")]
        pairs += [(s, t, what) for t, what, _ in twins(game, params, s, v, rng)]
        for x, y, what in pairs:
            one, two = advice_and_bots(game, x), advice_and_bots(game, y)
            checked += 1
            if one != two:
                diff = {k: (one[k], two[k]) for k in one if one[k] != two[k]}
                message = f"{where0}, seat {v} to move, twins where {what}: {diff}"
                if tally is None:
                    raise AssertionError(f"the hint or a bot depends on a secret: {message}")
                tally.append(message)
    return checked


def check_twins(game, options: dict, seed: int, positions: int = 3) -> None:
    """:func:`check_determinize_of_twins` on sampled positions of the random game of ``seed``."""
    check_determinize_of_twins(game, bases(game, options, seed, positions))


def check_twin_advice(game, options: dict, seed: int, positions: int = 3) -> None:
    """:func:`check_advice_of_twins` on sampled positions of the random game of ``seed``."""
    check_advice_of_twins(game, bases(game, options, seed, positions))
