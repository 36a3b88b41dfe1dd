"""The core declaration of a position's fields and how a clone copies each (issue 21, "Copying
a state"), on a small made-up state class; the games' own are checked by tests/conformance."""

from __future__ import annotations

import pytest

from deltawidgets.core.state_fields import CACHE, COPY, SHARED, Fields, each, values


class Pos:
    FIELDS = Fields(board=SHARED, turn=SHARED, deck=COPY, seen=COPY, hands=each(COPY), rows=each(each(COPY)), piles=values(COPY), walks=CACHE)
    __slots__ = FIELDS.names
    clone = FIELDS.clone

    def __init__(self):
        self.board, self.turn, self.deck, self.seen = ("a", "b"), 3, [1, 2], {4}
        self.hands, self.rows = [[1], [2, 3]], [[[1], []], [[2]]]
        self.piles, self.walks = {"x": [5], "y": []}, {}


def test_state_fields__each_field_is_copied_as_deep_as_declared_and_no_deeper():
    """Issue 21: a clone copies each field from its declaration: the same object, a new
    container, or new containers at each declared level."""
    s = Pos()
    c = s.clone()
    assert type(c) is Pos and all(getattr(c, n) == getattr(s, n) for n in Pos.__slots__)
    assert c.board is s.board and c.walks is s.walks
    assert c.deck is not s.deck and c.seen is not s.seen
    assert all(x is not y for x, y in zip(c.hands, s.hands)) and c.hands is not s.hands
    assert all(x is not y for a, b in zip(c.rows, s.rows) for x, y in zip(a, b))
    assert all(c.piles[k] is not s.piles[k] for k in s.piles) and c.piles is not s.piles


def test_state_fields__a_field_left_out_of_the_declaration_cannot_be_set():
    """Issue 21: the declaration is the class's ``__slots__``, so a forgotten field fails at once
    instead of being shared by every clone."""
    s = Pos()
    with pytest.raises(AttributeError):
        s.hand_limit = 7


def test_state_fields__a_field_without_a_way_of_copying_is_refused_by_name():
    """Issue 21: each field says how it is copied; a bare value is refused, naming the field."""
    with pytest.raises(TypeError, match="hands"):
        Fields(board=SHARED, hands=list)


def test_state_fields__a_clone_of_a_subclass_is_of_the_subclass():
    """Issue 21: ``clone`` makes the class of the position it copies."""

    class Bigger(Pos):
        __slots__ = ()

    assert type(Bigger().clone()) is Bigger
