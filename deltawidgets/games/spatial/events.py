"""Every kind of event Spatial Delivery's rules emit, and the keys each carries (issue 36).

Events stay plain dicts at run time; these declarations are for readers, type checkers and the
conformance suite, which holds every event of random games to them. Places are numbers;
``view.annotate`` adds their names (``from_name``, ``corner_name``, ...) to the events that name
places, and ``open`` when the screens are open (rule option ``open_screens``).
"""

# No ``from __future__ import annotations``: Python 3.11's TypedDict would miss NotRequired
# (core/events.py).
from typing_extensions import NotRequired, TypedDict

from deltawidgets.core.events import EventKeys, EventTypes


class _ByPlayer(EventKeys):
    player: int


class _Against(_ByPlayer):
    other: int
    goods: int


class _Named(TypedDict):
    open: NotRequired[bool]  # added by view.annotate under open screens: every seat sees the cards


# "from" is a Python keyword, so these keys are declared the functional way
_From = TypedDict("_From", {"from": int, "from_name": NotRequired[str]})


class Round(EventKeys):
    """A round began, with its starting player ("Rounds")."""

    round: int
    start: int


class Refill(EventKeys):
    """A goods card was turned up into a slot of the pool ("1. Card Draft")."""

    slot: int
    goods: int


class Reshuffle(EventKeys):
    """The discard pile was shuffled into a new goods deck ("1. Card Draft")."""

    count: int


class ExploreCards(_ByPlayer):
    """A player took Exploration cards ("1. Card Draft")."""

    count: int


class Take(_ByPlayer):
    """A player took a goods card from the pool ("1. Card Draft")."""

    slot: int
    goods: int


class Challenge(_Against):
    """A player challenged another for a goods card ("1. Card Draft")."""


class Give(_Against):
    """A challenged player gave the card, forced when no Challenge token was left ("1. Card Draft")."""

    forced: bool


class Refuse(_Against):
    """A challenged player refused, handing over Challenge tokens ("1. Card Draft")."""

    tokens: int


class ShortDraft(EventKeys):
    """The draft ended early: no card left to take and no challenge possible ("1. Card Draft")."""


class DraftEnd(EventKeys):
    """The draft ended; drafted cards go into the hands ("1. Card Draft")."""


class ExplorePhase(EventKeys):
    """Explore and Deliver began ("2. Explore and Deliver")."""

    round: int


class Turn(_ByPlayer):
    """A player's turn began ("2. Explore and Deliver")."""


class Done(_ByPlayer):
    """A player is done for the round, by choice or with no cards left ("2. Explore and Deliver")."""

    auto: bool


class Build(_ByPlayer, _From, _Named):
    """A player built a route and a trade station, paying cards ("About Exploration")."""

    corner: int
    borders: list[int]
    worlds: int
    msp: int
    paid: list[int]
    ship_from: int
    corner_name: NotRequired[str]
    ship_from_name: NotRequired[str]


class Step(_ByPlayer, _From, _Named):
    """A player's spaceship moved, paying cards ("Moving Your Spaceship")."""

    to: int
    cost: int
    paid: list[int]
    to_name: NotRequired[str]


class Deliver(_ByPlayer, _Named):
    """A player delivered goods to a world, with its MSP, token and fee ("Deliveries")."""

    hex: int
    goods: int
    msp: int
    owner: int
    fee: int
    token: bool
    corner: int
    corner_name: NotRequired[str]
    hex_name: NotRequired[str]


class RoundEnd(EventKeys):
    """A round ended: Sale Markers, spaceships and Challenge tokens go home ("3. End of Round")."""

    round: int


class Lay(EventKeys, _Named):
    """The tiles set aside were laid out as new rings around Earth ("Setup", "3. End of Round")."""

    rings: int
    hexes: list[int]
    tiles: list[int]
    rings_name: NotRequired[str]


class Bonus(_ByPlayer):
    """A player scored bonus MSP for First Delivery tokens ("Scoring")."""

    msp: int
    tokens: list[int]


class End(EventKeys):
    """The game ended, for the reason of an ``endings.END_REASONS`` code ("Ending the Game")."""

    reason: str


#: kind (an event's ``type``) -> its keys: every event Spatial Delivery emits
EVENTS: EventTypes = {
    "round": Round,
    "refill": Refill,
    "reshuffle": Reshuffle,
    "explore_cards": ExploreCards,
    "take": Take,
    "challenge": Challenge,
    "give": Give,
    "refuse": Refuse,
    "short_draft": ShortDraft,
    "draft_end": DraftEnd,
    "explore_phase": ExplorePhase,
    "turn": Turn,
    "done": Done,
    "build": Build,
    "step": Step,
    "deliver": Deliver,
    "round_end": RoundEnd,
    "lay": Lay,
    "bonus": Bonus,
    "end": End,
}
