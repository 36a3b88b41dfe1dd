"""How a game of Delta ends (End Game Scoring): every ending, by code, with the sentence people
read. The state and the events keep the code; the game publishes this as ``end_reasons``, and
docs/rulings/delta.md lists it."""

from __future__ import annotations

END_REASONS = {"six_rounds": "the sixth round was played, and final scoring decides the winner"}
#: the endings that are guards, not rules (none here: every ending is the rulebook's)
GUARDS: frozenset[str] = frozenset()
