"""Helpers for the core tests, which drive the shared machinery through Delta V (the first game)."""

from __future__ import annotations

from deltawidgets import Match, get_game
from deltawidgets.bots import RandomBot
from deltawidgets.games.deltav.components import DEFAULT_INCIDENT_TILES, DEFAULT_MINERAL_TILES

GAME = get_game("deltav")
# optional attempts, no turn limit, and twenty Alien Encounters to reveal among three times the
# mineral tiles on the largest field keep a random game going (seed 1: 703 decisions). An alien
# limit beyond the Alien Encounters on the field, which once kept it going for ever, is refused.
LONG = {
    "players": 3,
    "contract_attempt": "optional",
    "turn_limit": 0,
    "grid_size": 11,
    "mineral_tiles": {mineral: values * 3 for mineral, values in DEFAULT_MINERAL_TILES.items()},
    "incident_tiles": {**DEFAULT_INCIDENT_TILES, "alien_encounter": 20},
    "alien_limit": 20,
}


def random_match(steps: int, seed: int = 1, params: dict | None = None, **kw) -> Match:
    """A match of up to ``steps`` random legal decisions (fewer only if the game ends first)."""
    m = Match(GAME, params, seed=seed, **kw)
    bot = RandomBot(seed)
    while m.cursor < steps and not m.is_over():
        m.act(bot.choose(GAME, m.state))
    return m


def frozen(m: Match) -> tuple:
    """What must not change when an action is refused: the record and the full view."""
    return m.record(), m.observation("all"), m.cursor, m.length
