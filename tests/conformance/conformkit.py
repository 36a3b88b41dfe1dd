"""The conformance checks: what every registered game must do, whatever its rules.

Each ``check_*`` function takes a game, its rule options and a seed, plays seeded random games
through the protocol, and raises AssertionError naming the first breach. The tests in this
folder run every check on every registered game at each player count of its ``players``
option; ``test_conformance_suite.py`` shows that each check catches a deliberately broken
fake game.
"""

from __future__ import annotations

import json
import os
import random
import re

import pytest

from deltawidgets import DeltaWidgetsError, IllegalAction, Match
from deltawidgets.bots import RandomBot
from deltawidgets.core.events import undeclared
from deltawidgets.core.game import PUBLIC
from deltawidgets.core.registry import GAMES

#: a random game longer than this many decisions counts as one that never ends
MAX_DECISIONS = 20_000
#: how much larger the leak tests run than in CI: ``DELTAWIDGETS_LEAK_SOAK=20 pytest
#: tests/conformance -k leak`` follows 20 times as many positions (the soak of issue 15)
LEAK_SOAK = max(1, int(os.environ.get("DELTAWIDGETS_LEAK_SOAK", "1")))
#: how far the leak test follows a position and its determinized twin
LEAK_STEPS = 40
#: positions of a random game checked one by one (the first, the last and a random sample):
#: every view of a large board costs a millisecond or more
SAMPLE = 24
#: how far a position laid out from a scenario is played on beside the original
FOLLOW_STEPS = 60


def player_counts(game) -> list[int]:
    """Every value of the game's ``players`` option, from its declared range."""
    field = game.Params.model_fields["players"]
    lo = next(m.ge for m in field.metadata if getattr(m, "ge", None) is not None)
    hi = next(m.le for m in field.metadata if getattr(m, "le", None) is not None)
    return list(range(lo, hi + 1))


def configs() -> list[tuple[str, int]]:
    """(game name, players) for every registered game and player count: the suite's parameters."""
    return [(name, n) for name, game in GAMES.items() for n in player_counts(game)]


def viewers(game, state) -> list:
    return [*range(game.num_players(state)), "all", PUBLIC]


def random_line(game, params, seed: int, limit: int = MAX_DECISIONS):
    """(states before each decision, the actions chosen) of a random game from ``seed``; the
    last state is the final one (or the one after ``limit`` decisions)."""
    bot = RandomBot(seed)  # the bot of ``simulate``: the game's rule of thumb included
    state = game.setup(params, seed)
    states, actions = [game.clone(state)], []
    while not game.is_over(state) and len(actions) < limit:
        action = bot.choose(game, state)
        game.apply(state, action)
        actions.append(action)
        states.append(game.clone(state))
    return states, actions


def sample(states: list, seed: int, k: int = SAMPLE) -> list[int]:
    """Indices of the first and last state and ``k`` more drawn at random, in order."""
    inner = range(1, len(states) - 1)
    return sorted({0, len(states) - 1, *random.Random(seed).sample(inner, min(k, len(inner)))})


# -- the timeline ----------------------------------------------------------------------------------
def fingerprint(m: Match) -> tuple:
    """What a position shows: the designer view, the choices, the decision and every viewer's
    whole log (each is cached apart, and each must follow the timeline)."""
    d = m.decision()
    logs = [m.log(v) for v in viewers(m.game, m.state)]
    return (m.observation("all"), m.legal(), d and d.to_json(), logs)


def check_timeline(game, options: dict, seed: int, every: int = 4) -> None:
    """Undo, redo and goto give exactly the position a fresh replay gives, also after acting on
    an undone position and jumping past the checkpoints of the line that was dropped."""
    rng = random.Random(seed)
    m = Match(game, options, seed=seed, checkpoint_every=every)
    _play(m, rng, 10 * every)
    if m.cursor < 2:
        return
    fingerprint(m)  # every viewer's log is narrated on the line about to be dropped
    branch = rng.randrange(1, m.cursor)
    dropped = m.actions[branch]
    m.goto(branch)
    others = [a for a in m.legal() if a != dropped]
    m.act(rng.choice(others or m.legal()))
    _play(m, rng, 12 * every)
    line = m.actions
    truth = Match(game, options, seed=seed, checkpoint_every=10**9)
    expected = [fingerprint(truth)]
    for a in line:
        truth.act(a)
        expected.append(fingerprint(truth))
    n = len(line)
    jumps = [*range(0, n + 1, every), *(rng.randrange(n + 1) for _ in range(2 * every)), n]
    rng.shuffle(jumps)
    for k in jumps:
        m.goto(k)
        assert m.cursor == k and fingerprint(m) == expected[k], f"goto({k}) differs from a fresh replay"
    m.goto(n)
    for k in range(n - 1, max(-1, n - 3 * every), -1):
        m.undo()
        assert fingerprint(m) == expected[k], f"undo to step {k} differs from a fresh replay"
    while m.cursor < n:
        m.redo()
        assert fingerprint(m) == expected[m.cursor], f"redo to step {m.cursor} differs from a fresh replay"


def _play(m: Match, rng, steps: int) -> None:
    for _ in range(steps):
        if m.is_over():
            return
        m.act(rng.choice(m.legal()))


# -- records and scenarios ----------------------------------------------------------------------------
def same_position(game, s, t, where: str, only: tuple = ()) -> None:
    """``t`` shows what ``s`` shows to every viewer (or to those ``only``), and offers the same
    decision and choices."""
    for v in only or viewers(game, s):
        assert game.observation(t, v) == game.observation(s, v), f"{where}: the view of {v!r} differs"
    d, e = game.decision(s), game.decision(t)
    assert (d and d.to_json()) == (e and e.to_json()), f"{where}: the decision differs"
    assert game.legal_actions(t) == game.legal_actions(s), f"{where}: the legal actions differ"


def check_record_round_trip(game, options: dict, seed: int) -> None:
    """A saved record (as JSON text) loads back to the same position, log and line."""
    rng = random.Random(seed)
    m = Match(game, options, seed=seed)
    _play(m, rng, 60)
    m.goto(rng.randrange(m.length + 1))
    back = Match.load(json.dumps(m.record()))
    assert back.record() == m.record() and back.cursor == m.cursor
    same_position(game, m.state, back.state, f"record loaded at step {m.cursor}")
    for v in viewers(game, m.state):
        assert back.log(v) == m.log(v), f"the log of {v!r} differs after loading the record"


def check_scenario_round_trip(game, options: dict, seed: int, follow: int = 3) -> None:
    """At sampled steps of a random game (the start, the end and any step between: every phase,
    mid-turn steps, open windows), ``setup_from(scenario_of(s))`` through JSON text is the same
    position: every view, the decision, the choices, and the same scenario again. From a few of
    them, the same moves keep both positions equal for a good while (nothing unseen, such as the
    order of a deck, is lost). A game started from a scenario round-trips as a record."""
    params = game.Params.parse(options)
    states, actions = random_line(game, params, seed)
    steps = sample(states, seed)
    followed = set(random.Random(seed).sample(steps, min(follow, len(steps))))
    for i in steps:
        s = states[i]
        text = json.dumps(game.scenario_of(s))
        try:
            t = game.setup_from(params, json.loads(text))
        except DeltaWidgetsError as err:
            raise AssertionError(f"step {i}: setup_from refuses the scenario_of a reachable position: {err}") from err
        same_position(game, s, t, f"scenario of step {i}")
        assert json.dumps(game.scenario_of(t)) == text, f"step {i}: scenario_of(setup_from(scenario)) differs"
        if i in followed:
            for j, a in enumerate(actions[i : i + FOLLOW_STEPS], i + 1):
                game.apply(t, a)
                same_position(game, states[j], t, f"step {j}, played on from the scenario of step {i}", ("all",))
    _check_scenario_record(game, options, seed, states[steps[len(steps) // 2]])


def check_every_position_lays_out(game, options: dict, seed: int) -> int:
    """Every position of the random game of ``seed``, from the first to the last, is laid out
    again from its scenario (``setup_from``, the loader ``Match(scenario=...)`` calls): it is
    not refused, and writes the very same scenario (issue 33): the cheapest exact comparison,
    since a scenario writes every part of a position. That it does (no part left unwritten) is
    :func:`check_scenario_round_trip`'s to show, on sampled steps, by every view and by playing
    on; a loader that refuses a position play reaches, wherever in a game it comes, is this
    check's to find. Every position keeps the ties of ``ties.py`` too (the oracle of the
    counter fuzz). Returns the number of positions."""
    from ties import broken

    params = game.Params.parse(options)
    bot = RandomBot(seed)
    state = game.setup(params, seed)
    scenario_of, setup_from = game.scenario_of, game.setup_from
    for step in range(MAX_DECISIONS + 1):
        sc = scenario_of(state)
        try:
            again = scenario_of(setup_from(params, sc))
        except DeltaWidgetsError as err:
            raise AssertionError(f"seed {seed}, step {step}: a position play reached is refused: {err}") from err
        assert again == sc, f"seed {seed}, step {step}: laid out again, the position differs: {_first_difference(sc, again)}"
        wrong = broken(game.name, sc, params)
        assert not wrong, f"seed {seed}, step {step}: play reached a position that breaks the tie {wrong[0].name!r} (ties.py is wrong)"
        if game.is_over(state):
            return step + 1
        game.apply(state, bot.choose(game, state))
    raise AssertionError(f"seed {seed}: a random game did not end within {MAX_DECISIONS} decisions")


def _check_scenario_record(game, options: dict, seed: int, s) -> None:
    """A game started from a scenario saves and loads like any other."""
    m = Match(game, options, seed=seed, scenario=json.loads(json.dumps(game.scenario_of(s))))
    _play(m, random.Random(seed), 8)
    back = Match.load(json.dumps(m.record()))
    assert back.record() == m.record(), "a scenario game's record does not load back the same"
    same_position(game, m.state, back.state, "a scenario game's record, loaded")


# -- explanations ---------------------------------------------------------------------------------
def check_explain(game, options: dict, seed: int, samples: int = 4) -> None:
    """``explain`` agrees with ``legal_actions``: None for each legal choice; for sampled illegal
    ones (choices legal elsewhere in the game, a legal choice with a number changed) a sentence."""
    rng = random.Random(seed)
    states, _ = random_line(game, game.Params.parse(options), seed)
    seen: set = set()
    for s in states[:-1]:
        seen.update(game.legal_actions(s))
    pool = sorted(seen, key=repr)
    for i, s in enumerate(states):
        legal = game.legal_actions(s)
        for a in legal:
            assert game.explain(s, a) is None, f"step {i}: legal {a} is explained as illegal: {game.explain(s, a)}"
        legal_set = set(legal)
        candidates = rng.sample(pool, min(samples, len(pool))) + [_mutated(a, rng) for a in rng.sample(legal, min(samples, len(legal)))]
        for a in candidates:
            if a is None or a in legal_set:
                continue
            why = game.explain(s, a)
            assert isinstance(why, str) and why.strip(), f"step {i}: illegal {a} gets no explanation ({why!r})"
    _check_refusals(game, options, seed, pool)


def _check_refusals(game, options: dict, seed: int, pool: list) -> None:
    """A match refuses an illegal choice with the explanation's very sentence, and is unchanged."""
    rng = random.Random(seed)
    m = Match(game, options, seed=seed)
    for _ in range(5):
        _play(m, rng, rng.randrange(1, 30))
        if m.is_over():  # the match itself refuses every choice then, citing the end heading
            return
        illegal = [a for a in pool if a not in set(m.legal())]
        for a in rng.sample(illegal, min(3, len(illegal))):
            before = (m.record(), m.observation("all"), m.length)
            with pytest.raises(IllegalAction) as err:
                m.act(a)
            assert str(err.value) == m.explain(a), f"refusing {a}: {err.value} is not the explanation"
            assert (m.record(), m.observation("all"), m.length) == before, f"refusing {a} changed the match"


def _mutated(action, rng):
    """The action with one of its numbers changed, or None if it has none."""
    spots = [k for k, part in enumerate(action) if isinstance(part, int)]
    if not spots:
        return None
    k = rng.choice(spots)
    return (*action[:k], action[k] + rng.choice((-100, -1, 1, 7, 10**6)), *action[k + 1 :])


# -- ends, supplies, JSON --------------------------------------------------------------------------
def check_ends_by_a_rule(game, options: dict, seed: int) -> None:
    """A random game ends, and by one of the game's own end reasons, not by a safety stop; until
    then there is always a decision and no end reason."""
    states, actions = random_line(game, game.Params.parse(options), seed)
    for i, s in enumerate(states[:-1]):
        assert game.decision(s) is not None and game.end_reason(s) is None, f"step {i}: over, or no decision, too early"
    final = states[-1]
    assert game.is_over(final), f"a random game did not end within {MAX_DECISIONS} decisions"
    assert game.decision(final) is None and game.legal_actions(final) == []
    code = game.end_reason(final)
    assert code in game.end_reasons, f"the game ended with {code!r}, not one of {sorted(game.end_reasons)}"
    text = game.end_reasons[code]
    assert isinstance(text, str) and text.strip(), f"end reason {code!r} has no sentence"
    assert "safety" not in f"{code} {text}".lower(), f"the game stopped by a safety stop: {code}: {text}"


def check_supplies(game, options: dict, seed: int) -> None:
    """No rule drives a counted supply below zero, at any step of a random game."""
    states, actions = random_line(game, game.Params.parse(options), seed)
    for i, s in enumerate(states):
        supplies = game.supplies(s)
        assert supplies and all(isinstance(k, str) and type(v) is int for k, v in supplies.items()), supplies
        low = {k: v for k, v in supplies.items() if v < 0}
        assert not low, f"step {i}, after {actions[i - 1] if i else 'setup'}: negative supply {low}"


def check_values(game, options: dict, seed: int) -> None:
    """``values`` (what the bots ask after each choice they try) gives ``value`` of every seat,
    exactly: a game that shares work between seats must not change a bot's choice (issues 34/35)."""
    states, actions = random_line(game, game.Params.parse(options), seed)
    for i, s in enumerate(states):
        each = [game.value(s, p) for p in range(game.num_players(s))]
        assert game.values(s) == each, f"step {i}, after {actions[i - 1] if i else 'setup'}: values {game.values(s)} but value {each}"


def check_json_safe(game, options: dict, seed: int) -> None:
    """Every observation, for every seat, "all" and the public, survives a JSON round trip
    (sampled steps of a random game)."""
    states, _ = random_line(game, game.Params.parse(options), seed)
    for i in sample(states, seed):
        for v in viewers(game, states[i]):
            view = game.observation(states[i], v)
            assert json.loads(json.dumps(view)) == view, f"step {i}: the view of {v!r} is not plain JSON"


# -- hidden information ------------------------------------------------------------------------------
def check_no_leak(game, options: dict, seed: int, positions: int = 3) -> None:
    """What a viewer cannot see does not change what it is shown.

    For sampled positions ``s`` and every seat and the public: ``t = determinize(s, v)`` shows
    ``v`` the same view; the same choices are played from both (each among the actions legal in
    both), and at every step the decision (who, what kind, the prompt), ``v``'s log lines of the
    events and, when ``v`` chooses, its choices with their labels and board targets and its hover
    hints (all the widget's document and hints hold besides the view) must be the same.

    Play may reveal to ``v`` what it could not see (a card it draws, tiles turned over for all):
    from then on the twins rightly differ for ``v``, so ``t`` is determinized again from ``s``
    (and must again show ``v`` the same view) and the walk goes on. A step reveals something
    when ``v``'s views of the twins differ after it, or their log lines that ``v`` reads in full
    (the very lines the designer view "all" reads) differ. The lines ``v`` reads in part (less
    than "all" reads) must be the same, as must the decision: a difference there tells ``v``
    what it cannot see. (A step that reveals something may hide a leak of its own: after it,
    the twins are made anew, so this test cannot see one.)
    """
    rng = random.Random(seed)
    for s0 in _leak_starts(game, options, seed, positions, rng):
        for v in viewers(game, s0):
            if v != "all":
                _follow_twins(game, game.clone(s0), v, rng)


def _leak_starts(game, options: dict, seed: int, positions: int, rng) -> list:
    """The first position of a random game and ``positions - 1`` more of it, at random (times
    :data:`LEAK_SOAK`, over as many games)."""
    params = game.Params.parse(options)
    starts = []
    for k in range(LEAK_SOAK):
        states, _ = random_line(game, params, seed + 7919 * k)
        live = [s for s in states if not game.is_over(s)]
        starts += [live[0], *rng.sample(live[1:], min(positions - 1, len(live) - 1))]
    return starts


def _twin(game, s, v, rng, where):
    t = game.determinize(game.clone(s), v, random.Random(rng.randrange(2**32)))
    assert game.knowledge(t, v) == game.knowledge(s, v), f"{where}: determinize changed what {v!r} sees or knows"
    return t


def _follow_twins(game, s, v, rng) -> None:
    t = _twin(game, s, v, rng, f"viewer {v!r}")
    for step in range(LEAK_STEPS):
        where = f"viewer {v!r}, {step} steps after determinizing"
        d, e = game.decision(s), game.decision(t)
        assert (d and d.to_json()) == (e and e.to_json()), f"{where}: the decision differs: {d} / {e}"
        if d is None:
            return
        if d.player == v:
            assert game.legal_actions(s) == game.legal_actions(t), f"{where}: the choices of {v} differ"
            assert _buttons(game, s) == _buttons(game, t), f"{where}: the labels or targets of {v}'s choices differ"
            assert game.element_hints(s, v) == game.element_hints(t, v), f"{where}: the hover hints of {v} differ"
        in_t = set(game.legal_actions(t))
        common = [a for a in game.legal_actions(s) if a in in_t]
        if not common:
            return
        a = rng.choice(common)
        read_s, read_t = _read(game, s, a, v), _read(game, t, a, v)
        revealed = _revealed(read_s, read_t, f"{where}: after {a}, the log of {v!r}")
        if revealed or game.observation(t, v) != game.observation(s, v):
            t = _twin(game, s, v, rng, f"{where}, after {a} revealed something")


def _buttons(game, state) -> list:
    """What the widget's document holds of each choice besides the view and the log."""
    return [(game.label(state, a), list(game.targets(state, a))) for a in game.legal_actions(state)]


def _read(game, state, action, viewer) -> list[tuple[str, str | None]]:
    """Play ``action``; each log line ``viewer`` reads, with the line "all" reads of that event."""
    events = game.annotate(state, game.apply(state, action))
    return [(line, game.narrate(e, "all")) for e in events if (line := game.narrate(e, viewer))]


def _revealed(read_s, read_t, where: str) -> bool:
    """Whether the twins' log lines differ; they may only where the viewer reads them in full."""
    partial_s = [line for line, full in read_s if line != full]
    partial_t = [line for line, full in read_t if line != full]
    assert partial_s == partial_t, f"{where} differs in what it hides: {partial_s} / {partial_t}"
    return [line for line, _ in read_s] != [line for line, _ in read_t]


def check_no_leak_in_widget(game, options: dict, seed: int, positions: int = 2, steps: int = 12) -> None:
    """What a viewer cannot see does not change what the widget sends a page showing that viewer.

    The same walk as :func:`check_no_leak`, through two widgets locked to ``v``: one on a
    position ``s``, one on its twin ``determinize(s, v)``, each laid out from its scenario.
    The same choices are played on both, and after every step the page's whole document (view,
    choices, log, status, seat names), the public snapshot and the step's delta must be equal,
    unless the step revealed something to ``v`` (as :func:`check_no_leak` rules it): then the
    twins are made anew from there. The step that ends the game ends the walk (the final
    scores are public, and show what the hands held). This reaches what the game-level test does not (the
    status line, seat names, the order and shape of what is synced).
    """
    rng = random.Random(seed)
    params = game.Params.parse(options)
    for s0 in _leak_starts(game, options, seed, positions, rng):
        for v in viewers(game, s0):
            if v != "all":
                _follow_widgets(game, params, game.clone(s0), v, rng, steps)


def _widgets(game, params, s, v, rng, where):
    from deltawidgets.widgets import GameWidget  # the game-level checks need no widget

    t = _twin(game, s, v, rng, where)
    return [GameWidget(game, match=Match(game, params, scenario=game.scenario_of(x)), viewer=v, lock=v) for x in (s, t)]


def _synced(w) -> tuple:
    return w.doc, w.snapshot, w.delta, w.cursor, w.length, w.shown_seed


def _follow_widgets(game, params, s, v, rng, steps: int) -> None:
    ws, wt = _widgets(game, params, s, v, rng, f"widget of {v!r}")
    for step in range(steps):
        where = f"widget of {v!r}, {step} steps after determinizing"
        assert _synced(ws) == _synced(wt), f"{where}: the synced documents differ: {_first_difference(ws.doc, wt.doc)}"
        s, t = ws.match.state, wt.match.state
        if game.is_over(s):
            return
        in_t = set(game.legal_actions(t))
        common = [a for a in game.legal_actions(s) if a in in_t]
        if not common:
            return
        a = rng.choice(common)
        revealed = _revealed(_read(game, game.clone(s), a, v), _read(game, game.clone(t), a, v), f"{where}: after {a}")
        ws.act(a)
        wt.act(a)
        if game.is_over(ws.match.state) or game.is_over(wt.match.state):
            # the final scores are everyone's to see: the end reveals what the hands held
            assert game.is_over(ws.match.state) and game.is_over(wt.match.state), f"{where}: after {a}, only one twin is over"
            return
        if revealed or game.observation(wt.match.state, v) != game.observation(ws.match.state, v):
            ws, wt = _widgets(game, params, game.clone(ws.match.state), v, rng, f"{where}, after {a} revealed something")


def check_no_future_in_a_locked_widget(game, options: dict, seed: int, steps: int = 3) -> None:
    """A widget locked to a view, on a match that goes on past its cursor (a kept game reopened
    at a step, an undone line), syncs nothing of what comes after (issue 33): every synced value
    (``get_state``: the documents, the cursor, the length, the seats, the permissions...) is the
    one of a widget on the same record cut at that step, and of one on a twin record that goes
    on differently, for every seat and the public; and again after the locked seat makes the
    choice the kept game made there."""
    from deltawidgets.widgets import GameWidget  # the game-level checks need no widget

    rng = random.Random(seed)
    m = Match(game, options, seed=seed)
    _play(m, rng, 60)
    line = m.actions
    for j in sorted(rng.sample(range(1, len(line)), min(steps, len(line) - 1))):
        twin = Match(game, options, seed=seed)
        for a in line[:j]:
            twin.act(a)
        _play(twin, random.Random(seed + j), 25)  # another future, and another length
        for v in viewers(game, m.state):
            if v == "all":
                continue
            ws = [_locked_at(GameWidget, game, options, seed, acts, j, v) for acts in (line, twin.actions, line[:j])]
            _same_synced(ws, f"step {j}, locked to {v!r}")
            d = ws[0].match.decision()
            if d is not None and d.player == v:
                for w in ws:
                    w.act(line[j])
                _same_synced(ws, f"step {j}, locked to {v!r}, after its own choice {line[j]}")


def _locked_at(widget, game, options, seed: int, actions: list, step: int, viewer):
    """A widget locked to ``viewer`` on a match of ``actions`` moved back to ``step``, as a kept
    game reopens (``widgets/keep.py``: the record loaded, then goto)."""
    m = Match(game, options, seed=seed)
    for a in actions:
        m.act(a)
    m.goto(step)
    return widget(game, match=m, viewer=viewer, lock=viewer)


def _same_synced(widgets: list, where: str) -> None:
    # every synced trait but references to other widget models (the layout), named per instance
    first, *others = [{k: v for k, v in w.get_state().items() if not str(v).startswith("IPY_MODEL_")} for w in widgets]
    for other in others:
        differ = sorted(k for k in first if first[k] != other.get(k))
        shown = f"{[first[k] for k in differ][:1]} / {[other.get(k) for k in differ][:1]}"
        assert not differ, f"{where}: a locked widget syncs something of the game's future: {differ} ({shown})"


def _first_difference(a, b, path: str = "") -> str:
    """Where two documents first differ, as a JSON path with both values (shortened)."""
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b), key=str):
            if a.get(k) != b.get(k):
                return _first_difference(a.get(k), b.get(k), f"{path}/{k}")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return _first_difference(x, y, f"{path}/{i}")
    return f"{path or '/'}: {str(a)[:120]} / {str(b)[:120]}"


# -- events ------------------------------------------------------------------------------------------
#: what a log line must never show: the game's own codes and values, not words of the board
INTERNAL = {
    "a snake_case code": re.compile(r"\b[a-z]+_[a-z_]+\b"),
    "a Python value": re.compile(r"\b(None|True|False)\b|[{}]|\[|\]"),
    "an '(s)' plural": re.compile(r"\(s\)"),
}


def check_events(game, options: dict, seed: int) -> None:
    """Issue 21 "Events": every event of a random game (the opening's too) is a dict whose
    ``type`` is a short snake_case kind; issue 36: its kind is one the game declares
    (``game.event_types``, from its ``events.py``) and its keys, with what ``annotate`` adds,
    are that kind's (every required key, no key it does not declare); ``narrate`` tells each one to every viewer as a
    non-empty sentence or hides it (None); and no line shows an internal id: a code, a Python
    value, or the id of a board element (what ``targets`` names for a click, e.g. ``island:Salama``)."""
    bot = RandomBot(seed)
    state = game.setup(game.Params.parse(options), seed)
    lines: dict[str, object] = {}
    ids: set[str] = set()
    events = game.annotate(state, game.opening_events(state))
    while True:
        for e in events:
            lines.update((line, e) for line in _told(game, state, e))
        if game.is_over(state):
            break
        ids.update(t for a in game.legal_actions(state) for t in game.targets(state, a))
        events = game.annotate(state, game.apply(state, bot.choose(game, state)))
    for line, e in lines.items():
        for what, pattern in INTERNAL.items():
            assert not pattern.search(line), f"the log line {line!r} shows {what} (event {e})"
    if ids:
        element = re.compile(r"(?<![\w:,-])(" + "|".join(map(re.escape, sorted(ids, key=len, reverse=True))) + r")(?![\w:,-])")
        for line, e in lines.items():
            found = element.search(line)
            assert not found, f"the log line {line!r} shows the board element id {found.group(1)!r} (event {e})"


def _told(game, state, e) -> list[str]:
    """Each viewer's line of event ``e``, after checking its type and what narrate gives."""
    assert isinstance(e, dict), f"an event is a {type(e).__name__}, not a dict: {e!r}"
    kind = e.get("type")
    assert isinstance(kind, str) and re.fullmatch(r"[a-z][a-z0-9]*(_[a-z0-9]+)*", kind) and len(kind) <= 32, (
        f"an event's type must be a short snake_case kind: {e}"
    )
    wrong = undeclared(e, game.event_types)
    assert wrong is None, f"{wrong} ({game.title} declares its events in its events.py, issue 36)"
    told = []
    for v in viewers(game, state):
        line = game.narrate(e, v)
        assert line is None or (isinstance(line, str) and line.strip()), f"narrate({e}, {v!r}) gives {line!r}"
        if line is not None:
            told.append(line)
    return told
