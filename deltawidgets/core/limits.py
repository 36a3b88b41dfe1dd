"""Bounds on what a file, a page or a script may hand the core, so that every bad input is refused
in bounded time and memory with a sentence naming it, before any rule code sees it.

The bounds are one :class:`Limits` value; :data:`LIMITS` is the default, and a caller that trusts
its input more (a research run replaying long self-play records) passes its own.

>>> check_json({"a": [1, 2, 3]}, "params")
>>> check_json({"a": list(range(5000))}, "params")
Traceback (most recent call last):
...
deltawidgets.core.errors.BadInput: 'params.a' is a list of 5000 items; at most 1000 are allowed.
>>> deep = []
>>> for _ in range(100): deep = [deep]
>>> check_json({"x": deep}, "params")
Traceback (most recent call last):
...
deltawidgets.core.errors.BadInput: 'params.x' is nested more than 32 levels deep.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from deltawidgets.core.errors import BadInput

#: how much of a bad value an error message quotes
QUOTE = 60


@dataclass(frozen=True)
class Limits:
    """Largest inputs accepted. A record longer than ``max_decisions`` or a rule option list
    longer than ``max_items`` is refused before anything is replayed or laid out."""

    #: bytes of a record file or text
    max_bytes: int = 20_000_000
    #: actions in a record: the replay costs one legal-move check per action
    max_decisions: int = 20_000
    #: items in one list or object of the rule options or a scenario
    max_items: int = 1000
    #: values in the whole of the rule options or a scenario
    max_values: int = 50_000
    #: nesting of lists and objects
    max_depth: int = 32
    #: characters in one string
    max_string: int = 1000


LIMITS = Limits()


def quote(value: object, n: int = QUOTE) -> str:
    """``repr(value)`` cut to ``n`` characters: an error never echoes a huge value whole.

    >>> quote("x" * 10_000)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx..."
    """
    if isinstance(value, (list, dict, tuple, set)) and len(value) > n:
        return f"a {type(value).__name__} of {len(value)} items"
    try:
        text = repr(value)
    except RecursionError:
        return f"a deeply nested {type(value).__name__}"
    return text if len(text) <= n else text[: n - 3] + "..."


def check_json(value: object, where: str, limits: Limits = LIMITS, error: type[BadInput] = BadInput) -> None:
    """Raise ``error`` (a :class:`BadInput`) naming the part of ``value`` (plain JSON data) that is too deep,
    too long or not JSON at all. Iterative: no input can exhaust the stack."""
    if _fits(value, limits):
        return  # the usual case, told without naming every part on the way
    try:
        _walk(value, where, limits)
    except BadInput as err:
        raise error(str(err)) from None


def _fits(value: object, limits: Limits) -> bool:
    """Whether ``value`` (an object or a list) is plain JSON data within ``limits``: the walk of
    :func:`_walk` without naming the parts on the way (naming them was most of its cost, and every
    scenario and record is walked). False sends it to :func:`_walk`, which says what is wrong
    and where (or finds nothing wrong: a tuple, say, is walked there)."""
    items, chars, depth_max, big = limits.max_items, limits.max_string, limits.max_depth, 2**63
    stack = [(value, 0)]
    pop, push = stack.pop, stack.append
    seen = 0
    children: Iterable[Any]
    while stack:
        node, depth = pop()
        if type(node) is dict:
            children = node.values()
            for key in node:
                if type(key) is not str:
                    return False
        elif type(node) is list:
            children = node
        else:
            return False
        if len(node) > items or depth >= depth_max:
            return False
        seen += len(node)
        depth += 1
        for x in children:
            kind = type(x)
            if kind is str:
                if len(x) > chars:
                    return False
            elif kind is int:
                if not -big < x < big:
                    return False
            elif kind is dict or kind is list:
                push((x, depth))
            elif x is not None and kind is not bool and kind is not float:
                return False
    return seen < limits.max_values


def _walk(value: object, where: str, limits: Limits) -> None:
    stack = [(value, where, 0)]
    seen = 0
    items: Iterable[tuple[Any, Any]]
    while stack:
        node, path, depth = stack.pop()
        seen += 1
        if seen > limits.max_values:
            raise BadInput(f"'{where}' holds more than {limits.max_values} values.")
        if isinstance(node, dict):
            items = node.items()
            for key in node:
                if not isinstance(key, str):
                    raise BadInput(f"'{path}' has a key {quote(key)} that is not a string.")
        elif isinstance(node, (list, tuple)):
            items = enumerate(node)
        elif isinstance(node, str):
            if len(node) > limits.max_string:
                raise BadInput(f"'{path}' is a text of {len(node)} characters; at most {limits.max_string} are allowed.")
            continue
        elif node is None or isinstance(node, (bool, int, float)):
            if isinstance(node, int) and not isinstance(node, bool) and abs(node) >= 2**63:
                raise BadInput(f"'{path}' is a number too large to use ({quote(node)}).")
            continue
        else:
            raise BadInput(f"'{path}' is a {type(node).__name__}, which is not plain JSON data.")
        if len(node) > limits.max_items:
            kind = "list" if isinstance(node, (list, tuple)) else "object"
            raise BadInput(f"'{path}' is a{'n' if kind == 'object' else ''} {kind} of {len(node)} items; at most {limits.max_items} are allowed.")
        if depth >= limits.max_depth:
            top = ".".join(path.split(".")[:2])
            raise BadInput(f"'{top}' is nested more than {limits.max_depth} levels deep.")
        for key, child in items:
            stack.append((child, f"{path}.{key}" if len(path) < 200 else path, depth + 1))
