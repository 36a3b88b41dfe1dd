"""The sentences every game says the same way: a seat's name, the refusal of a choice that is
not open at this step, and the refusal of any choice once the game is over (and the check that a
choice names a real place or card at all). Each game's
``explain`` gives its specific refusal first (next to its legal list) and falls back on these.

>>> seat(0)
'Player 1'
>>> not_a_choice(1, "Take a card from the pool.", "Draft")
'That is not a choice at this step. Player 2 must now: Take a card from the pool. (see "Draft").'
>>> not_a_choice(0, "Take a card from the pool")
'That is not a choice at this step. Player 1 must now: Take a card from the pool.'
>>> game_over("Game End")
'The game is over (Game End).'
>>> game_over("Game End", "no more choices can be made")
'The game is over: no more choices can be made (Game End).'
"""

from __future__ import annotations

from typing import Any


def seat(p: int) -> str:
    """The name of seat ``p`` (counted from 0) as the rulebooks and the board say it."""
    return f"Player {p + 1}"


def not_a_choice(who: int, task: str, section: str | None = None) -> str:
    """The choice asked for is not open now: who must choose, what, and the section that says so."""
    if section is None:
        return f"That is not a choice at this step. {seat(who)} must now: {task.rstrip('.')}."
    return f'That is not a choice at this step. {seat(who)} must now: {task} (see "{section}").'


def game_over(section: str, clause: str = "") -> str:
    """The game-over sentence, in one word order wherever it is said (a refused choice, the
    status line, the log): what is so now (``clause``, lower-case), then the rulebook's section
    that ends the game."""
    return f"The game is over: {clause} ({section})." if clause else f"The game is over ({section})."


def index_at(a: tuple[Any, ...], i: int, size: int) -> int | None:
    """Part ``i`` of the choice ``a`` if it is a whole number from 0 to ``size - 1``, else None: a
    refusal first checks that the choice names a real place, card or seat at all.

    >>> index_at(("take", 2), 1, 4), index_at(("take", 4), 1, 4), index_at(("take", True), 1, 4), index_at(("end",), 1, 4)
    (2, None, None, None)
    """
    if len(a) > i and isinstance(a[i], int) and not isinstance(a[i], bool) and 0 <= a[i] < size:
        part: int = a[i]
        return part
    return None
