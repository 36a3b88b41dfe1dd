"""How a game of Spatial Delivery ends (Ending the Game): every ending, by code, with the
sentence people read. The state keeps the code; the game publishes this as ``end_reasons``, and
docs/rulings/spatial_delivery.md lists it."""

from __future__ import annotations

#: "Ending the Game": every way a game ends, code -> a plain sentence (``SpatialDelivery.end_reasons``)
END_REASONS = {
    "last_round": "the last of the rulebook's rounds was played (five, or six with three players)",
    "agreed_rounds": "the number of rounds the players agreed on (the rule option rounds) was played",
}
#: the endings that are guards, not rules (none here: every ending is the rulebook's)
GUARDS: frozenset[str] = frozenset()
