"""Small helpers shared by the games' numeric encodings (``Game.encode``; conventions in
``docs/encoding.md``): one-hot blocks, seats listed from the viewer on, and a layout table cut
into slices.

>>> one_hot(1, 3), one_hot(-1, 2)
([0.0, 1.0, 0.0], [0.0, 0.0])
>>> seat_order(2, 4)      # seat 2 looks: seats 2, 3, 0, 1, and each seat's rank from it
([2, 3, 0, 1], [2, 3, 0, 1])
>>> seat_order(1, 3), seat_order("all", 3)
(([1, 2, 0], [2, 0, 1]), ([0, 1, 2], [0, 1, 2]))
>>> blocks([("a", 2, "two flags"), ("b", 3, "three counts")])
{'a': slice(0, 2, None), 'b': slice(2, 5, None)}
"""

from __future__ import annotations


def one_hot(index: int, size: int) -> list[float]:
    """``size`` zeros with a one at ``index``; all zeros for -1 (nothing to mark)."""
    out = [0.0] * size
    if index >= 0:
        out[index] = 1.0
    return out


def seat_order(viewer: int | str, players: int) -> tuple[list[int], list[int]]:
    """``(order, rank)``: the seats from ``viewer`` on (``order[k]`` is the seat listed k-th), and
    each seat's place in that list (``rank[seat]``). A seat lists itself first, so a policy finds
    itself in one place whatever seat it plays; ``"all"`` and ``"public"`` start at seat 0."""
    first = viewer if isinstance(viewer, int) else 0
    order = [(first + k) % players for k in range(players)]
    rank = [(seat - first) % players for seat in range(players)]
    return order, rank


def seat_hot(seat: int, rank: list[int], empty_slot: bool = False) -> list[float]:
    """A seat as a one-hot over ranks from the viewer on; ``-1`` is no seat. With ``empty_slot``
    the block has one more entry first, set for no seat (an open contract, an empty border)."""
    if empty_slot:
        return one_hot(rank[seat] + 1 if seat >= 0 else 0, len(rank) + 1)
    return one_hot(rank[seat] if seat >= 0 else -1, len(rank))


def scaled(count: float, most: float) -> float:
    """``count / most`` for a count that cannot pass ``most`` (a ceiling of 0 scales nothing)."""
    return count / most if most > 0 else 0.0


def blocks(layout: list[tuple[str, int, str]]) -> dict[str, slice]:
    """Each block's slice of the vector, by name, from ``(name, length, meaning)`` rows in order
    (a game's ``interop.layout(params)``)."""
    out, start = {}, 0
    for name, size, _ in layout:
        out[name] = slice(start, start + size)
        start += size
    return out
