"""Helpers for the core tests, which drive the shared machinery through Delta V (the first game)."""

from __future__ import annotations

from deltawidgets import Match, get_game
from deltawidgets.bots import RandomBot

GAME = get_game("deltav")
# optional attempts, no turn limit and an unreachable alien limit keep a random game going
LONG = {"players": 3, "contract_attempt": "optional", "turn_limit": 0, "alien_limit": 20}


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
