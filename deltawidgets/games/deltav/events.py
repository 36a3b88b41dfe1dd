"""Every kind of event Delta V's rules emit, and the keys each carries (issue 36).

Events stay plain dicts at run time; these declarations are for readers, type checkers and the
conformance suite, which holds every event of random games to them. A space is its cell number;
``view.annotate`` adds its name (``cell_name``, ``from_name``, ...) when a match records the event.
"""

# No ``from __future__ import annotations``: Python 3.11's TypedDict would miss NotRequired
# (core/events.py).
from typing_extensions import NotRequired, TypedDict

from deltawidgets.core.events import EventKeys, EventTypes


class _ByPlayer(EventKeys):
    player: int


class _Against(_ByPlayer):
    other: int


class _AtCell(TypedDict):
    cell: int
    cell_name: NotRequired[str]  # added by view.annotate


class _AtCells(TypedDict):
    cells: list[int]
    cells_names: NotRequired[list[str]]  # added by view.annotate


# "from" is a Python keyword, so these keys are declared the functional way
_FromTo = TypedDict("_FromTo", {"from": int, "to": int, "from_name": NotRequired[str], "to_name": NotRequired[str]})


class Turn(_ByPlayer):
    """A player's turn began ("Play")."""

    turn: int


class Survey(_ByPlayer):
    """A player surveyed a mineral ("Action: Satellite Survey")."""

    mineral: str


class Buy(_ByPlayer):
    """A player bought a rocket ("Action: Buy a Rocket")."""


class Move(_ByPlayer, _FromTo):
    """A player's rocket moved from one space to another ("Action: Move Rockets")."""


class Collision(_Against, _AtCell):
    """A player's rocket hit another player's on a space ("Action: Move Rockets")."""


class Look(_ByPlayer, _AtCells):
    """A player secretly looked at the tiles of some spaces: how, and whether those under their own rockets ("Action: Prospect")."""

    how: str
    count: int
    under: bool


class Skip(_ByPlayer):
    """A player tried no contract this turn ("2) Try to Fulfill a Contract")."""


class Declare(_ByPlayer):
    """A player declared a contract ("Declare the Contract")."""

    contract: int
    needs: NotRequired[str]  # what the contract needs, added by view.annotate


class Reveal(_ByPlayer, _AtCell):
    """A mineral tile was revealed for a contract ("Reveal the Asteroid Tiles")."""

    mineral: str
    value: int


class Replace(_ByPlayer, _AtCell):
    """A player's bribe replaced the mineral of a revealed tile ("Bribe: Mineral Replacement")."""

    mineral: str


class Bid(_Against):
    """A player bid up another's contract with a mineral ("Bribe: Bidding Up")."""

    mineral: str
    contract: int


class Fail(_ByPlayer, _AtCells):
    """A player's contract failed, and why ("Reveal the Asteroid Tiles")."""

    contract: int
    why: str


class Fulfil(_ByPlayer, _AtCells):
    """A player fulfilled a contract ("Reveal the Asteroid Tiles")."""

    contract: int


class Incident(_ByPlayer, _AtCell):
    """An incident tile was revealed; an alien counts toward the game's end ("Revealing Incident Tiles")."""

    kind: str
    number: NotRequired[int]  # an Alien Encounter's count, and the count that ends the game
    limit: NotRequired[int]


class Discard(_ByPlayer):
    """A player discarded an incident tile they used ("Incident Tile Explanations")."""

    kind: str


class Acquire(_ByPlayer):
    """A player used a Rocket Acquisition: a rocket from their shipyard went onto the station ("Incident Tile Explanations")."""


class Sabotage(_Against, _AtCell):
    """A player sabotaged another's rocket on a space ("Incident Tile Explanations")."""


class Alien(_ByPlayer, _AtCell):
    """A player moved the alien to a space ("Incident Tile Explanations")."""


class Steal(_Against):
    """A player stole from another: what, and its name ("Incident Tile Explanations")."""

    what: str
    name: str


class Pirate(_Against):
    """A player attacked another with pirates ("Pirate Attack")."""


class Storm(_Against):
    """A player sent a meteor storm on another ("Meteor Storm")."""


class End(EventKeys):
    """The game ended, for the reason of an ``endings.END_REASONS`` code ("Game End")."""

    reason: str


#: kind (an event's ``type``) -> its keys: every event Delta V emits
EVENTS: EventTypes = {
    "turn": Turn,
    "survey": Survey,
    "buy": Buy,
    "move": Move,
    "collision": Collision,
    "look": Look,
    "skip": Skip,
    "declare": Declare,
    "reveal": Reveal,
    "replace": Replace,
    "bid": Bid,
    "fail": Fail,
    "fulfil": Fulfil,
    "incident": Incident,
    "discard": Discard,
    "acquire": Acquire,
    "sabotage": Sabotage,
    "alien": Alien,
    "steal": Steal,
    "pirate": Pirate,
    "storm": Storm,
    "end": End,
}
