"""The grammar of a game's choices, and stable integer ids for them.

Research tools (OpenSpiel, PettingZoo, a neural network's output layer) number actions
``0 .. n-1``. Deriving those numbers from whatever a rule happens to generate would change them
whenever the rule code changes. Instead each game *declares* its action space: a list of
templates, one per kind of action, each a name followed by the domain of every part. The ids
follow from that declaration alone, in order, so they are the same across runs and versions of
a ruleset (the declaration is part of the ruleset, like ``rules_version``).

A part's domain is either ``Ints(n)`` (the integers ``0 .. n-1``, e.g. a node of a board) or
``Words(...)`` (a fixed tuple of strings, e.g. the minerals). A template's ids are its parts'
mixed-radix product, the first part most significant; templates are laid end to end in the
order declared.

>>> space = ActionSpace([("pass",), ("to", Ints(3)), ("pay", Words("Iron", "Gold"), Ints(2))])
>>> space.size
8
>>> [space.action(i) for i in range(space.size)]  # doctest: +NORMALIZE_WHITESPACE
[('pass',), ('to', 0), ('to', 1), ('to', 2),
 ('pay', 'Iron', 0), ('pay', 'Iron', 1), ('pay', 'Gold', 0), ('pay', 'Gold', 1)]
>>> space.id(("pay", "Gold", 1))
7
>>> space.id(("to", 5))
Traceback (most recent call last):
...
deltawidgets.core.errors.BadInput: Action ['to', 5] is outside this game's action space (part 2 must be an integer from 0 to 2).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from deltawidgets.core.errors import BadInput
from deltawidgets.core.limits import quote


@dataclass(frozen=True, slots=True)
class Ints:
    """The integers ``0 .. n-1``."""

    n: int

    def __len__(self) -> int:
        return self.n

    def index(self, value: object) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < self.n:
            raise ValueError(f"an integer from 0 to {self.n - 1}")
        return value

    def value(self, index: int) -> int:
        return index

    def describe(self) -> str:
        return f"0..{self.n - 1}"


class Words:
    """A fixed, ordered tuple of strings."""

    __slots__ = ("words", "_index")

    def __init__(self, *words: str):
        if len(set(words)) != len(words):
            raise ValueError(f"repeated word in {words!r}")
        self.words = tuple(words)
        self._index = {w: i for i, w in enumerate(words)}

    def __len__(self) -> int:
        return len(self.words)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Words) and other.words == self.words

    def __hash__(self) -> int:
        return hash(self.words)

    def __repr__(self) -> str:
        return f"Words{self.words!r}"

    def index(self, value: Any) -> int:
        try:
            return self._index[value]
        except (KeyError, TypeError):
            raise ValueError("one of " + ", ".join(self.words)) from None

    def value(self, index: int) -> str:
        return self.words[index]

    def describe(self) -> str:
        return "|".join(self.words)


Domain = Ints | Words


class ActionSpace:
    """Every action a game may ever offer under one set of rule options, numbered.

    ``templates`` is a sequence of tuples ``(name, *domains)``. Two templates may not share a
    name and arity (the id of an action must be unique).
    """

    def __init__(self, templates: Iterable[tuple[Any, ...]]) -> None:
        self.templates: tuple[tuple[Any, ...], ...] = tuple(tuple(t) for t in templates)
        self._offsets: dict[tuple[str, int], tuple[int, tuple[Any, ...]]] = {}
        self._starts: list[int] = []
        total = 0
        for t in self.templates:
            name, domains = t[0], t[1:]
            if not isinstance(name, str) or not all(isinstance(d, (Ints, Words)) for d in domains):
                raise TypeError(f"bad action template {t!r}")
            key = (name, len(domains))
            if key in self._offsets:
                raise ValueError(f"two templates named {name!r} with {len(domains)} parts")
            self._offsets[key] = (total, domains)
            self._starts.append(total)
            total += _product(len(d) for d in domains)
        self.size = total
        self._ids: dict[tuple[Any, ...], int] = {}  # ids found so far (at most ``size``): adapters ask per decision

    def id(self, action: Iterable[Any]) -> int:
        """The integer id of ``action``; :class:`BadInput` if the grammar has no such action."""
        action = tuple(action)
        known = self._ids.get(action)
        if known is not None:
            return known
        self._ids[action] = found = self._id(action)
        return found

    def _id(self, action: tuple[Any, ...]) -> int:
        found = self._offsets.get((action[0], len(action) - 1)) if action and isinstance(action[0], str) else None
        if found is None:
            raise BadInput(f"Action {quote(list(action))} is outside this game's action space (no such kind).")
        offset, domains = found
        index = 0
        for pos, (domain, part) in enumerate(zip(domains, action[1:]), start=2):
            try:
                index = index * len(domain) + domain.index(part)
            except ValueError as why:
                raise BadInput(f"Action {quote(list(action))} is outside this game's action space (part {pos} must be {why}).") from None
        return offset + index

    def action(self, action_id: int) -> tuple[Any, ...]:
        """The action numbered ``action_id``."""
        if isinstance(action_id, bool) or not isinstance(action_id, int) or not 0 <= action_id < self.size:
            raise BadInput(f"Action id {quote(action_id)} is outside 0..{self.size - 1}.")
        import bisect

        k = bisect.bisect_right(self._starts, action_id) - 1
        template = self.templates[k]
        rest = action_id - self._starts[k]
        parts = []
        for domain in reversed(template[1:]):
            rest, i = divmod(rest, len(domain))
            parts.append(domain.value(i))
        return (template[0], *reversed(parts))

    def describe(self) -> list[dict[str, Any]]:
        """The grammar as a table: template, first id, count (for docs and ``interop`` users)."""
        return [
            {"action": " ".join([t[0], *(d.describe() for d in t[1:])]), "first_id": start, "count": _product(len(d) for d in t[1:])}
            for t, start in zip(self.templates, self._starts)
        ]


@dataclass(frozen=True, slots=True)
class Bounds:
    """Limits a research tool needs up front: the most decisions a game can take under its
    rule options (a true bound, argued in the game's rulings), and the lowest and highest
    score a seat can end with."""

    max_decisions: int
    min_score: int
    max_score: int


def _product(sizes: Iterable[int]) -> int:
    total = 1
    for s in sizes:
        total *= s
    return total
