"""Small helpers shared by the games' numeric encodings (``Game.encode``).

>>> one_hot(1, 3), one_hot(-1, 2)
([0.0, 1.0, 0.0], [0.0, 0.0])
"""
from __future__ import annotations


def one_hot(index: int, size: int) -> list[float]:
    """``size`` zeros with a one at ``index``; all zeros for -1 (nothing to mark)."""
    out = [0.0] * size
    if index >= 0:
        out[index] = 1.0
    return out
