"""A position's fields, each declared once with how a clone copies it (issue 21).

A game's state class declares its fields in one place, and its ``__slots__`` and ``clone`` both
come from that declaration::

    class VestaGoldRushState:
        FIELDS = Fields(
            params=SHARED, belt=SHARED,       # never changed once made
            pos=COPY,                         # a list of numbers: its own list in the clone
            cards=each(COPY),                 # a list of hands: a new list of new hands
        )
        __slots__ = FIELDS.names
        clone = FIELDS.clone

A field cannot be set without being declared (``__slots__`` refuses it), so none can be left out
of ``clone`` and end up shared by accident. ``clone`` is written out from the declaration as
one straight function, as fast as one written by hand: the search bots clone at every iteration.
"""

from __future__ import annotations

import itertools
import linecache
from typing import Any, Callable

_written = itertools.count(1)


class How:
    """How a clone copies one field: ``code(source, depth)`` is the expression that copies the
    value found at ``source`` (depth numbers the names of nested comprehensions)."""

    __slots__ = ("name", "code", "shared")

    def __init__(self, name: str, code: Callable[[str, int], str], shared: bool = False) -> None:
        self.name, self.code, self.shared = name, code, shared

    def __repr__(self) -> str:
        return self.name


#: the clone holds the very same object: a number, string, tuple, frozenset, None, or a thing
#: that is never changed in place once made (the board, the options, a list replaced whole)
SHARED = How("SHARED", lambda src, depth: src, shared=True)
#: shared on purpose although either position may add to it: a cache whose entries hold for
#: every position that shares it, dropped (replaced by a new one) when the position changes
CACHE = How("CACHE", lambda src, depth: src, shared=True)
#: a new list, dict or set with the same items (the items themselves shared)
COPY = How("COPY", lambda src, depth: f"{src}.copy()")


def each(inner: How) -> How:
    """A new list with each item copied by ``inner`` (e.g. a hand per seat: ``each(COPY)``)."""

    def code(src: str, depth: int) -> str:
        item = f"x{depth}"
        return f"[{inner.code(item, depth + 1)} for {item} in {src}]"

    return How(f"each({inner!r})", code)


def values(inner: How) -> How:
    """A new dict with the same keys, each value copied by ``inner``."""

    def code(src: str, depth: int) -> str:
        key, item = f"k{depth}", f"x{depth}"
        return f"{{{key}: {inner.code(item, depth + 1)} for {key}, {item} in {src}.items()}}"

    return How(f"values({inner!r})", code)


class Fields:
    """A state class's fields in order, each with its :class:`How`; gives ``names`` (the
    class's ``__slots__``) and ``clone`` (the class's clone method)."""

    def __init__(self, **how: How):
        undeclared = [name for name, h in how.items() if not isinstance(h, How)]
        if undeclared:
            raise TypeError(f"say how a clone copies {', '.join(undeclared)}: SHARED, CACHE, COPY, each(...) or values(...)")
        self.how = how
        self.names = tuple(how)
        self.clone = _write_clone(how)

    def __repr__(self) -> str:
        return "Fields(" + ", ".join(f"{n}={h!r}" for n, h in self.how.items()) + ")"


def _write_clone(how: dict[str, How]) -> Callable[[Any], Any]:
    lines = ["def clone(self):", "    new = _new(type(self))"]
    lines += [f"    new.{name} = {h.code('self.' + name, 0)}" for name, h in how.items()]
    lines.append("    return new")
    source = "\n".join(lines) + "\n"
    # a file name of its own, with its source known to linecache, so a traceback shows the line
    filename = f"<clone {next(_written)}: {', '.join(list(how)[:3])}, ...>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    namespace = {"_new": object.__new__}
    exec(compile(source, filename, "exec"), namespace)
    clone = namespace["clone"]
    clone.__doc__ = "An independent copy of this position, each field copied as its declaration says."
    return clone
