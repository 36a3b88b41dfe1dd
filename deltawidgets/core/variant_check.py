"""The check a rule variant passes before it plays (issue 37): a small batch of random games, each
held to the invariants the soak (``deltawidgets/sim/soak.py``) and the conformance suite hold every
built-in game to. The first one broken refuses the variant, in one sentence naming what broke, the
step (of the game's table, ``core/steps.py``) that broke it, and the game that shows it.

What is checked, in every game of the batch:

- **declared fields**: no supply below zero after any step; on a sample of positions, the
  position's scenario (every declared field, ``scenario_of``) lays out again, to the same position;
- **a choice at every step**: while the game goes on, someone decides, among a legal list that is
  well formed and holds no choice twice, and the decider is a seat of the game;
- **an end within the game's limits**: the game ends within the longest game its game declares
  (``interop.bounds``, which the research adapters trust, or the variant's own ``bounds=``) and
  what a record may hold (:data:`~deltawidgets.core.limits.LIMITS`), by one of its end reasons and
  not by a guard;
- **no leak**: on a sample of positions, a redeal of what a seat cannot see (``determinize``) leaves
  what it sees, the decision (who, what, the prompt), its choices with their labels, and the log it
  reads for the next few steps unchanged (the conformance suite's twin check, made short);
- **every event declared**: each event of the opening and of every step is of a kind the game
  declares (``event_types``), with exactly that kind's keys once annotated
  (``core.events.undeclared``), and told to every viewer as a sentence or hidden (``narrate``).

The core knows no bot: the random choices are drawn here, as the random bot draws them (among
``Game.bot_choices`` of the legal list, from a generator seeded by the game's seed).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from random import Random
from typing import Any, cast

from deltawidgets.core.errors import BadInput
from deltawidgets.core.events import undeclared
from deltawidgets.core.game import PUBLIC, Action, Game, as_action
from deltawidgets.core.limits import LIMITS
from deltawidgets.core.refusal import seat

#: random games a variant plays before it is offered, spread over its player counts: enough to
#: reach every part of a game at least once, few enough to take a few seconds
CHECK_GAMES = 6
#: one decision in this many gets the costly checks (scenario, redeal), at most DEEP_MAX a game
DEEP_EVERY = 7
DEEP_MAX = 16
#: decisions a redealt twin is followed for
TWIN_STEPS = 6


class VariantError(BadInput):
    """A rule variant refused: ``str(err)`` says what broke, at which step, in which game.
    ``what``, ``step``, ``seed`` and ``players`` hold the parts (``step`` None when no step of the
    game's table is to blame, such as a name already taken)."""

    def __init__(self, message: str, what: str = "", step: str | None = None, seed: int | None = None, players: int | None = None) -> None:
        super().__init__(message)
        self.what, self.step, self.seed, self.players = what, step, seed, players


class Broken(Exception):  # noqa: N818 -- internal: what broke and where, before the sentence is made
    """``step``: the step whose legal list, refusal, prompt or effect broke it; ``after``: the
    position its effect left broke it (a field, a redeal), rather than the step itself."""

    def __init__(self, what: str, step: str, decision: int, after: bool = False, since: int = 0) -> None:
        super().__init__(what)
        self.what, self.step, self.decision, self.after, self.since = what, step, decision, after, since


@dataclass(frozen=True)
class Trial:
    """One game of the batch: its rule options (as given to ``Params.parse``) and seed."""

    params: dict[str, Any]
    seed: int


def player_counts(game: Game) -> list[int]:
    """Every value of the game's ``players`` option, from its declared range."""
    field = game.Params.model_fields["players"]
    lo = next(m.ge for m in field.metadata if getattr(m, "ge", None) is not None)
    hi = next(m.le for m in field.metadata if getattr(m, "le", None) is not None)
    return list(range(lo, hi + 1))


def trials(game: Game, extremes: dict[str, tuple[Any, ...]] | None = None, games: int = CHECK_GAMES) -> list[Trial]:
    """The batch: ``games`` games at the default options over the player counts, and one more
    at each value of ``extremes`` (option -> values: a variant's own options at their bounds)."""
    counts = player_counts(game)
    batch = [Trial({"players": counts[i % len(counts)]}, i + 1) for i in range(games)]
    for option, values in (extremes or {}).items():
        batch += [Trial({option: v}, len(batch) + 1) for v in values]
    return batch


def check_variant(game: Game, batch: list[Trial]) -> None:
    """Play every game of ``batch``; raise :class:`VariantError` at the first broken invariant."""
    for trial in batch:
        params = game.Params.parse(trial.params)
        players = int(cast(Any, params).players)  # every game has a players option
        try:
            try:
                play_checked(game, params, trial.seed)
            except Broken as found:
                if not found.after:
                    raise
                # a broken position is found on a sample: replay the game, checking every position
                # since the last sound one, to name the step whose effect broke it
                play_checked(game, params, trial.seed, every_from=found.since)
                raise
        except Broken as b:
            steps = getattr(game, "steps", None)
            part = steps.steps.get(b.step) if steps is not None else None
            where = f"{'after' if b.after else 'at'} the step '{b.step}'" + (f" ({part.section})" if part is not None else "")
            options = ", ".join(f"{k}={v!r}" for k, v in trial.params.items() if k != "players")
            game_said = f"decision {b.decision} of the random game with seed {trial.seed} and {players} players" + (f" ({options})" if options else "")
            raise VariantError(
                f"The variant '{game.name}' is refused: {b.what}, {where}, {game_said}.", what=b.what, step=b.step, seed=trial.seed, players=players
            ) from None


def play_checked(game: Game, params: Any, seed: int, every_from: int | None = None) -> int:
    """One random game, every invariant checked; returns the decisions played. Whatever the
    game's code raises is what broke, at the step it was raised in. ``every_from``: check the
    position at every decision from that one on (and redeal none), to find the first broken one."""
    at, last, decision, sound = "setup", "setup", 0, 0
    most, why = longest(game, params)
    try:
        state = game.setup(params, seed)
        _check_events(game, state, game.opening_events(state), at, decision)
        rng, deep = Random(seed), 0
        while not game.is_over(state):
            at = step_name(game, state)
            if decision >= most:
                raise Broken(f"the game does not end within its limits: it still goes on after {decision} decisions ({why})", at, decision)
            legal = _check_choices(game, state, at, decision)
            if every_from is not None:
                if decision >= every_from:
                    _check_position(game, state, last, decision, sound)
            elif deep < DEEP_MAX and (decision + seed) % DEEP_EVERY == 0:
                deep += 1
                _check_position(game, state, last, decision, sound)
                sound = decision + 1
                _check_twins(game, state, at, decision, Random(seed * 7919 + decision))
            # (no explain of the choice, as the soak asks: a table's explain lets through whatever its legal list holds)
            action = rng.choice(game.bot_choices(state, legal))
            _check_events(game, state, game.apply(state, action), at, decision)
            negative = {k: v for k, v in game.supplies(state).items() if v < 0}
            if negative:
                raise Broken(f"a supply falls below zero ({', '.join(f'{k}: {v}' for k, v in negative.items())})", at, decision)
            last, decision = at, decision + 1
        _check_end(game, state, at, decision)
        return decision
    except Broken:
        raise
    except Exception as err:  # noqa: BLE001 - the variant's own code failing is what broke
        raise Broken(crashed(err), at, decision) from err


def crashed(err: Exception) -> str:
    return f"its code raised {type(err).__name__}: {str(err)[:300]}"


def longest(game: Game, params: Any) -> tuple[int, str]:
    """The most decisions a game may take, and whence: the bound its game declares for the research
    adapters (``interop.bounds``, which OpenSpiel's ``max_game_length`` and PettingZoo's truncation
    trust), or else the most a record may hold."""
    try:
        bound = game.bounds(params).max_decisions
    except (NotImplementedError, BadInput):  # no declared bound, or none under these options
        return LIMITS.max_decisions, "the most a record may hold"
    if bound < LIMITS.max_decisions:
        # a variant whose rule makes longer games on purpose declares its own (bounds=); else its parent's holds
        if getattr(getattr(game, "changes", None), "bounds", None) is not None:
            return bound, "the longest game the variant declares for the research adapters, bounds="
        return bound, "the longest game its parent declares for the research adapters, interop.bounds"
    return LIMITS.max_decisions, "the most a record may hold"


def step_name(game: Game, state: Any) -> str:
    """The name of the step a position (still in play) is at, in the game's table."""
    steps = getattr(game, "steps", None)
    return steps.at(state).name if steps is not None else str(getattr(state, "phase", "?"))


def _check_choices(game: Game, state: Any, at: str, decision: int) -> list[Action]:
    d = game.decision(state)
    legal = game.legal_actions(state)
    if d is None or not legal:
        raise Broken("the game is not over, yet nobody has a choice", at, decision)
    if not 0 <= d.player < game.num_players(state):
        raise Broken(f"the step's decider names {d.player!r}, not a seat of the game", at, decision)
    if len(set(legal)) != len(legal):
        raise Broken("the legal list holds a choice twice", at, decision)
    for a in legal:
        try:
            ok = as_action(list(a)) == a
        except (BadInput, TypeError):
            ok = False
        if not ok:
            raise Broken(f"the legal list holds {a!r}, which is not a well-formed choice (a tuple of a name, then strings and whole numbers)", at, decision)
    return legal


def _check_events(game: Game, state: Any, events: list[Any], at: str, decision: int) -> None:
    """Each event is a dict of a declared kind with that kind's keys, once ``annotate`` has added
    the names a log needs, and the log tells it to every viewer as a sentence or not at all."""
    for e in events:
        if not isinstance(e, dict):
            raise Broken(f"an event is not as the game declares its events: {e!r} is not a dict", at, decision)
    for e in game.annotate(state, events):
        wrong = undeclared(e, game.event_types)
        if wrong is not None:
            raise Broken(f"an event is not as the game declares its events: {wrong.rstrip('.')}", at, decision)
        for viewer in (*range(game.num_players(state)), "all", PUBLIC):
            line = game.narrate(e, viewer)
            if line is not None and not (isinstance(line, str) and line.strip()):
                raise Broken(f"the log tells the event {e} to {viewer!r} as {line!r}, not as a sentence (or None to hide it)", at, decision)


def _check_position(game: Game, state: Any, at: str, decision: int, since: int) -> None:
    """The costly checks of declared fields: every view is plain JSON, and the position's
    scenario lays out the same position again. ``since``: the first decision after the last
    position found sound."""
    for viewer in (*range(game.num_players(state)), "all", PUBLIC):
        json.dumps(game.observation(state, viewer))
    try:
        again = game.setup_from(state.params, game.scenario_of(state))
    except BadInput as err:
        raise Broken(f"the position breaks the game's declared fields: {str(err).rstrip('.')}", at, decision, after=True, since=since) from None
    if game.observation(again, "all") != game.observation(state, "all"):
        raise Broken("the position's declared fields (its scenario) lay out a different position", at, decision, after=True, since=since)
    # what a step keeps may show in no view, only in the choices it leaves (an added step's own fields)
    if game.legal_actions(again) != game.legal_actions(state) or game.decision(again) != game.decision(state):
        raise Broken("the position's declared fields (its scenario) lay out a position with other choices", at, decision, after=True, since=since)


def _check_twins(game: Game, state: Any, at: str, decision: int, rng: Random) -> None:
    """A redeal of what a seat cannot see changes nothing that seat is shown: the seat that
    decides, and the next seat, each followed for a few decisions."""
    d = game.decision(state)
    n = game.num_players(state)
    who = d.player if d is not None else 0
    for v in dict.fromkeys((who, (who + 1) % n)):
        _follow_twin(game, game.clone(state), v, at, decision, rng)


def _follow_twin(game: Game, s: Any, v: int, at: str, decision: int, rng: Random) -> None:
    t = game.determinize(game.clone(s), v, Random(rng.randrange(2**32)))
    if game.knowledge(t, v) != game.knowledge(s, v):
        raise Broken(f"a redeal of what {seat(v)} cannot see changes what {seat(v)} sees", at, decision)
    for _ in range(TWIN_STEPS):
        # a twin followed to the end of the game is at no step (the table has none called "over")
        now = "over" if game.is_over(s) else step_name(game, s)
        d, e = game.decision(s), game.decision(t)
        if (d.to_json() if d else None) != (e.to_json() if e else None):
            raise Broken(f"the decision (who decides, or the prompt) depends on what {seat(v)} cannot see", now, decision)
        if d is None:
            return
        legal_s, legal_t = game.legal_actions(s), game.legal_actions(t)
        if d.player == v and (legal_s != legal_t or [game.label(s, a) for a in legal_s] != [game.label(t, a) for a in legal_t]):
            raise Broken(f"the choices of {seat(v)} depend on what {seat(v)} cannot see", now, decision)
        common = [a for a in legal_s if a in set(legal_t)]
        if not common:
            return
        a = rng.choice(common)
        try:
            read_s, read_t = _read(game, s, a, v), _read(game, t, a, v)
        except Exception as err:  # noqa: BLE001 - the variant's code failing ahead of the game, at the step it failed in
            raise Broken(crashed(err), now, decision) from err
        partial_s = [line for line, full in read_s if line != full]
        partial_t = [line for line, full in read_t if line != full]
        if partial_s != partial_t:
            raise Broken(f"the log {seat(v)} reads tells what {seat(v)} cannot see", now, decision)
        if [line for line, _ in read_s] != [line for line, _ in read_t] or game.knowledge(s, v) != game.knowledge(t, v):
            return  # play showed the seat what it could not see before: the twins rightly differ now


def _read(game: Game, state: Any, action: Action, viewer: int) -> list[tuple[str, str | None]]:
    """Play ``action``; each log line ``viewer`` reads, with the line the designer view reads."""
    events = game.annotate(state, game.apply(state, action))
    return [(line, game.narrate(e, "all")) for e in events if (line := game.narrate(e, viewer))]


def _check_end(game: Game, state: Any, at: str, decision: int) -> None:
    reason = game.end_reason(state)
    if reason not in game.end_reasons:
        raise Broken(f"the game ended by {reason!r}, which is not one of its end reasons", at, decision)
    if reason in game.guard_ends:
        raise Broken(f"the game did not end by a rule: {game.end_reasons[reason]}", at, decision)
    n = game.num_players(state)
    if len(game.scores(state)) != n or not set(game.winners(state)) <= set(range(n)):
        raise Broken("the scores or the winners do not fit the seats", at, decision)
