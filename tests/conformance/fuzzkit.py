"""Hypothesis strategies for hostile JSON values: what a page, a file or a script may send.

Shared by the widget message fuzz (``test_conformance_message_fuzz.py``) and the lab widget's
(``tests/widgets/test_lab_widget.py``).
"""

from __future__ import annotations

from hypothesis import strategies as st


def deep(n: int) -> list:
    """A list nested ``n`` deep: ``[[[...]]]``."""
    value: list = []
    for _ in range(n):
        value = [value]
    return value


#: values too large, too deep or not finite
HUGE = st.sampled_from(["x" * 1_000_000, 10**100, -(2**70), deep(5000), list(range(100_000)), float("nan"), float("inf"), {"a" * 70: 1}])
SCALAR = st.one_of(st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(), st.text(max_size=20))
#: any JSON-like value, small or hostile
VALUE = (
    st.recursive(SCALAR, lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)), max_leaves=12) | HUGE
)
