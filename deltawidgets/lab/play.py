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

from deltawidgets.bots import make_bot
from deltawidgets.core.errors import BadInput
from deltawidgets.games import get_game


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


def event_type(event: dict) -> str:
    """What sort of event this is: its ``type``, or (for a game whose events are only text)
    the first word of its text, the verb ("plays", "claims")."""
    kind = event.get("type")
    if kind is None:
        kind = str(event.get("text", "")).split(" ", 1)[0] or "event"
    return str(kind)


def count_events(counts: Counter, events: list) -> None:
    for e in events:
        counts[event_type(e)] += 1


def play_game(game_name: str, options: dict, bots: list[str], seed: int) -> dict:
    """Play one game of ``bots`` (one name per seat) from ``seed``; its outcome as a flat dict."""
    game = get_game(game_name)
    state = game.setup(game.Params.parse(options), seed)
    seat_bot = [make_bot(name, seed=f"{seed}/{seat}") for seat, name in enumerate(bots)]
    decision, apply = game.decision, game.apply
    counts: Counter = Counter()
    count_events(counts, game.opening_events(state))
    n = 0
    while (d := decision(state)) is not None:
        count_events(counts, apply(state, seat_bot[d.player].choose(game, state)))
        n += 1
    return outcome(game, state, options, bots, seed, n, counts)


def match_row(match, bots: list[str]) -> dict:
    """The row of a finished :class:`~deltawidgets.core.match.Match` (e.g. played by people in
    a widget), ``bots`` naming who played each seat ("human" for a person)."""
    game = match.game
    if not match.is_over():
        raise BadInput(f"Only a finished game can be archived; this one goes on ({match.decision().prompt}).")
    counts: Counter = Counter()
    count_events(counts, match.events())
    return outcome(game, match.state, match.params.to_json(), bots, match.seed, match.cursor, counts)


def outcome(game, state, options: dict, bots: list[str], seed: int, decisions: int, counts: Counter) -> dict:
    """The row of a finished game (the archive's columns)."""
    end = game.end_reason(state) or ""
    return {"game": game.name, "options": options_key(options), "bots": list(bots), "seed": seed,
            "players": game.num_players(state), "scores": game.scores(state), "winners": game.winners(state),
            "decisions": decisions, "end": end, "end_text": game.end_reasons.get(end, ""),
            "events": dict(sorted(counts.items()))}
