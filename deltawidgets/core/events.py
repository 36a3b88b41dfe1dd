"""Typed events: what each game declares about the events its rules emit (issue 36).

An event stays a plain dict at run time: ``apply`` builds dicts and nothing checks them on the
hot path. Its shape is declared once, as a :class:`typing.TypedDict` of the game's ``events``
module, one for each kind (the event's ``type``), for readers and type checkers; the
conformance suite holds every event a random game emits to those declarations with
:func:`undeclared`.

>>> from typing_extensions import NotRequired
>>> class Claim(EventKeys):
...     '''A player claimed what their card marker gives.'''
...     player: int
...     gains: dict[str, int]
...     note: NotRequired[str]
>>> declared = {"claim": Claim}
>>> undeclared({"type": "claim", "player": 0, "gains": {"cogs": 1}}, declared) is None
True
>>> undeclared({"type": "claim", "player": 0}, declared)
"The event {'type': 'claim', 'player': 0} lacks the key 'gains' that its kind 'claim' declares."
>>> undeclared({"type": "claim", "player": 0, "gains": {}, "extra": 1}, declared)
"The event {'type': 'claim', 'player': 0, 'gains': {}, 'extra': 1} has the key 'extra' that its kind 'claim' does not declare."
>>> undeclared({"type": "pass", "player": 0}, declared)
"The event {'type': 'pass', 'player': 0} is of the kind 'pass', which the game does not declare."
"""

# No ``from __future__ import annotations`` in this module nor in a game's events module: with
# annotations kept as strings, Python 3.11's TypedDict cannot see ``NotRequired`` and would count
# every key as required. ``typing_extensions`` gives TypedDict and NotRequired on Python 3.10 too.
from collections.abc import Mapping
from typing import Any, Protocol

from typing_extensions import TypedDict

#: an event as it travels (``apply``'s list, a record, the widget's log): a JSON dict whose
#: ``type`` names a kind its game declares with :class:`EventKeys`
Event = dict[str, Any]


class EventKeys(TypedDict):
    """The keys every event has: its kind, a short snake_case ``type`` ("claim", "move") that the
    game's ``words.narrate`` tells it by and the lab counts it by. Each kind a game declares is a
    subclass naming its own keys."""

    type: str


class EventShape(Protocol):
    """What the check reads of a kind's TypedDict: its required and its optional keys."""

    __required_keys__: frozenset[str]
    __optional_keys__: frozenset[str]


#: a game's declaration of its events: kind (an event's ``type``) -> the TypedDict of its keys
EventTypes = Mapping[str, EventShape]


def undeclared(event: Mapping[str, Any], declared: EventTypes) -> str | None:
    """None when ``event``'s kind is in ``declared`` and its keys match that kind's TypedDict
    (every required key present, no key it does not declare); else one sentence saying what is
    wrong. A pure function of the event: for tests and checks, never called by ``apply``."""
    kind = event.get("type")
    shape = declared.get(kind) if isinstance(kind, str) else None
    if shape is None:
        return f"The event {dict(event)} is of the kind {kind!r}, which the game does not declare."
    missing = sorted(shape.__required_keys__ - event.keys())
    if missing:
        return f"The event {dict(event)} lacks the key {missing[0]!r} that its kind {kind!r} declares."
    unknown = sorted(event.keys() - shape.__required_keys__ - shape.__optional_keys__)
    if unknown:
        return f"The event {dict(event)} has the key {unknown[0]!r} that its kind {kind!r} does not declare."
    return None
