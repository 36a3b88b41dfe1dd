"""How a game of Delta V ends (Game End): every ending, by code, with the sentence people read.
The state and the events keep the code; the game publishes this as ``end_reasons``, and
docs/rulings/delta_v.md lists it."""

from __future__ import annotations

#: Every way a game of Delta V ends, by machine code: the state and the events keep the code,
#: people read the sentence (the DeltaV class publishes this as ``end_reasons``).
END_REASONS = {
    "last_contract": "the last contract was fulfilled",
    "last_alien": "the final Alien Encounter was revealed",
    "no_free_tile": "no tile was free of rockets and the alien at the end of a turn",
    "turn_limit": "the safety stop on the number of turns was reached (a guard, not a rule)",
}
#: ``last_alien`` was ``fifth_alien``, named after the default ``alien_limit``; under
#: ``alien_limit=3`` the third one ends the game, so the code now names the rule, not the number.
FORMER_END_CODES = {"fifth_alien": "last_alien"}
#: the endings that are guards, not rules (the lab counts a game that ends by one as not completed)
GUARDS = frozenset({"turn_limit"})
