"""How a game of Vesta Gold Rush ends (4. Game ending and victory): every ending, by code, with
the sentence people read. The state keeps the code; the game publishes this as ``end_reasons``,
and docs/rulings/vesta_gold_rush.md lists it."""

from __future__ import annotations

END_REASONS = {
    "titanium_out": "the titanium markers ran out and every player had one more game turn",
    "titanium_gone": "every titanium asteroid had left the belt, so the titanium left could not be mined (a ruling), and every player had one more game turn",
    "round_limit": "the game-turn guard (not a rule; no default game reaches it) stopped the game",
}
#: the endings that are guards, not rules (the lab counts a game that ends by one as not completed)
GUARDS = frozenset({"round_limit"})
