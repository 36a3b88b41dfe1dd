"""One headless game as one flat row: the lab's unit of work, the same for every game.

Only a game's seed and the bots' names decide a game: each seat's bot is seeded from the game's
seed and the seat, so any row replays from its key (game, options, bots, seed) alone.

>>> row = play_game("deltav", {"players": 2}, ["random", "random"], 5)
>>> row["seed"], row["bots"], len(row["scores"]), row["decisions"] > 0
(5, ['random', 'random'], 2, True)
"""

from __future__ import annotations

import json
from collections import Counter
from itertools import repeat

from deltawidgets.bots import make_bot
from deltawidgets.core.errors import BadInput
from deltawidgets.core.match import Match
from deltawidgets.games import get_game
from deltawidgets.lab.trajectory import Trace


def options_key(options: dict) -> str:
    """The rule options as one canonical JSON text (sorted keys): part of a game's key."""
    return json.dumps(options, sort_keys=True, separators=(",", ":"))


def seat_bots(game_name: str, options: dict | None, bots) -> tuple[dict, list[str]]:
    """The full rule options (defaults filled in) and one bot name per seat.

    ``bots`` is one name for every seat or a list with one name per seat; a list also sets the
    number of players, which must then agree with the ``players`` option if that is given.
    """
    options = dict(options or {})
    if isinstance(bots, (list, tuple)):
        if "players" in options and options["players"] != len(bots):
            raise BadInput(f"{len(bots)} bots were given for players={options['players']}; give one bot per seat.")
        options["players"] = len(bots)
    options = get_game(game_name).Params.parse(options).to_json()
    names = list(bots) if isinstance(bots, (list, tuple)) else [bots] * options["players"]
    for name in names:
        make_bot(name)  # an unknown name fails here, before any game is played
    return options, names


def count_events(events: list) -> dict:
    """How often each event type fired, by type in sorted order. Every game's events are typed
    (the conformance test holds each game to it), so an event without one is an error here.

    >>> count_events([{"type": "move"}, {"type": "buy"}, {"type": "move"}])
    {'buy': 1, 'move': 2}
    """
    # counted in C (Counter over a map), not by a Python step per event: this is the lab's
    # bookkeeping on every event of every game
    counts = Counter(map(dict.get, events, repeat("type")))
    if None in counts:
        raise ValueError(f"{counts[None]} events have no type, e.g. {next(e for e in events if e.get('type') is None)}.")
    return dict(sorted(counts.items()))


def play_game(game_name: str, options: dict, bots: list[str], seed: int) -> dict:
    """Play one game of ``bots`` (one name per seat) from ``seed``; its outcome as a flat dict."""
    return play_games(game_name, options, bots, [seed])[0]


def play_games(game_name: str, options: dict, bots: list[str], seeds, scenario: dict | None = None) -> list[dict]:
    """The rows of one game per seed, all under the same options and bots (a chunk of a sweep):
    the options are checked and keyed once for all of them, not once a game. With a
    ``scenario`` every game starts from that position (the seed then seeds only the bots).

    >>> [r["seed"] for r in play_games("deltav", {"players": 2}, ["random", "random"], [3, 4])]
    [3, 4]
    """
    game = get_game(game_name)
    params = game.Params.parse(options)
    key = options_key(options)
    return [_play(game, params, key, bots, seed, scenario) for seed in seeds]


def _play(game, params, key: str, bots: list[str], seed: int, scenario: dict | None = None) -> dict:
    state = game.setup(params, seed) if scenario is None else game.setup_from(params, scenario)
    seated = [_counting(make_bot(name, seed=f"{seed}/{seat}")) for seat, name in enumerate(bots)]
    return _outcome(game, state, key, bots, seed, *_follow(game, state, seated, list(game.opening_events(state))))


def _follow(game, state, seated: list, events: list, limit: int | None = None) -> tuple:
    """Play ``state`` to its end (or for ``limit`` decisions), each seat's choices made by its bot
    in ``seated``; returns the decisions, the event counts, the turns, the legal choices summed,
    the seat that decided first and the trace."""
    decider, apply = game.decider, game.apply
    trace = Trace(game, state)
    n = choices = turns = due = 0
    last = first = decider(state)  # the seat that takes the first turn (a first-seat advantage is its)
    if first is not None:
        due = trace.take(state, 0)
        turns = 1
    # once per decision: a seat number (no prompt), the bot's choice and how many it had, its
    # events kept to count; once per turn (a new seat decides) a count, and the standings once a round
    while (p := decider(state)) is not None and n != limit:
        if p != last:
            if turns == due:
                due = trace.take(state, turns)
            turns += 1
            last = p
        bot = seated[p]
        events += apply(state, bot.choose(game, state))
        choices += bot.choices
        n += 1
    trace.end(state)
    return n, count_events(events), turns, choices, first, trace


class _Counted:
    """A bot that does not keep ``choices`` (see :mod:`deltawidgets.bots`), counted for here."""

    def __init__(self, bot):
        self.bot, self.choices = bot, 0

    def choose(self, game, state):
        self.choices = len(game.legal_actions(state))
        return self.bot.choose(game, state)


def _counting(bot):
    return bot if hasattr(bot, "choices") else _Counted(bot)


class _Replay:
    """A seat's part of a recorded game: its next action, from the one list all seats share."""

    def __init__(self, actions):
        self.actions, self.choices = actions, 0

    def choose(self, game, state):
        self.choices = len(game.legal_actions(state))
        return next(self.actions)


def match_row(match, bots: list[str]) -> dict:
    """The row of a :class:`~deltawidgets.core.match.Match` (e.g. played by people in a widget)
    at its cursor, ``bots`` naming who played each seat ("human" for a person). Its actions are
    played again from its start, as the lab plays its own games, to follow its course. A game not
    over yet is marked by ``stopped_at``, the step it stopped at: it has no winners and no ending,
    and its scores are those of that moment."""
    game = match.game
    state = Match(game, match.params, seed=match.seed, scenario=match.scenario).state
    replay = _Replay(iter(match.actions[: match.cursor]))
    played = _follow(game, state, [replay] * game.num_players(state), list(game.opening_events(state)), limit=match.cursor)
    row = _outcome(game, state, options_key(match.params.to_json()), bots, match.seed, *played)
    if match.is_over():
        return {**row, "stopped_at": None}
    return {**row, "winners": [], "end": "", "end_text": f"unfinished: kept at step {match.cursor}", "stopped_at": match.cursor}


def _outcome(game, state, key: str, bots: list[str], seed: int, decisions: int, counts: dict, turns: int, choices: int, first, trace: Trace) -> dict:
    end = game.end_reason(state) or ""
    return {
        "game": game.name,
        "options": key,
        "bots": list(bots),
        "seed": seed,
        "players": game.num_players(state),
        "scores": game.scores(state),
        "winners": game.winners(state),
        "decisions": decisions,
        "end": end,
        "end_text": game.end_reasons.get(end, ""),
        "events": counts,
        "turns": turns,
        "choices": choices,
        "first": first,
        # as JSON text: a list of lists costs a sweep more to send from its worker processes
        "standings": json.dumps(trace.samples, separators=(",", ":")),
    }
