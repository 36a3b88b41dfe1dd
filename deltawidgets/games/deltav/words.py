"""Plain English for what people read (log, prompts, choices, hints).

One style throughout: minerals as proper nouns, as the rulebook prints them ("Alphatite");
incidents in title case (``components.INCIDENT_NAMES``: "Mineral Scan"); spaces by the names
drawn on the board ("C4"); seats as "Player 1".

>>> a(mineral_name("omnidium")), plural(1, "tile"), plural(3, "tile"), listing(["A1", "B2", "C3"])
('an Omnidium', '1 tile', '3 tiles', 'A1, B2 and C3')
"""
from __future__ import annotations


def mineral_name(m) -> str:
    return str(m).capitalize()


def a(word: str) -> str:
    """The word with its indefinite article."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def listing(words, last: str = "and") -> str:
    """Words joined as in a sentence: "A1", "A1 and B2", "A1, B2 and C3" (or "or")."""
    words = list(words)
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {last} {words[-1]}"
