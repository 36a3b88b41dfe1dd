"""Every kind of event Vesta Gold Rush's rules emit, and the keys each carries (issue 36).

Events stay plain dicts at run time; these declarations are for readers, type checkers and the
conformance suite, which holds every event of random games to them. Places are numbers and
tiles their face codes; ``view.annotate`` adds their names (``place_name``, ``from_name``,
``face_text``, ...) when a match records the event (no name for the start area, off the belt).
"""

# No ``from __future__ import annotations``: Python 3.11's TypedDict would miss NotRequired
# (core/events.py).
from typing_extensions import NotRequired, TypedDict

from deltawidgets.core.events import EventKeys, EventTypes


class _ByPlayer(EventKeys):
    player: int


class _Against(_ByPlayer):
    other: int


class _AtPlace(TypedDict):
    place: int
    place_name: NotRequired[str]  # added by view.annotate, on the belt only


class _Face(TypedDict):
    face: int
    face_text: NotRequired[str]  # added by view.annotate


class _Terms(_Against):
    give: list[int]
    ask: list[int]
    give_cards: list[str]
    ask_cards: list[str]


# "from" is a Python keyword, so these keys are declared the functional way
_FromTo = TypedDict("_FromTo", {"from": int, "to": int, "from_name": NotRequired[str], "to_name": NotRequired[str]})


class Round(EventKeys):
    """A game turn began: the order of the action phases, and the final stage's reason if it is the last ("3. Game turn")."""

    round: int
    order: list[int]
    final: str


class Turn(_ByPlayer):
    """A player's action phase began, with its number of actions ("3.1 Actions")."""

    actions: int


class LoseTurn(_ByPlayer):
    """A player forced out lost this action turn ("3.3.2 Player being forced out of playing area")."""


class Stop(_ByPlayer):
    """A player ended the action phase ("3.1 Actions")."""


class Move(_ByPlayer, _FromTo):
    """A player's prospector moved, on the Space Moped or not ("3.1 Actions")."""

    moped: bool


class Reveal(_ByPlayer, _AtPlace, _Face):
    """A face-down tile was turned up, by a player or by no one (player -1) ("3.1 Actions")."""


class Look(_ByPlayer, _AtPlace, _Face):
    """A player looked at a face-down tile with the Gold Detector; its face is the player's to see ("Gold detector")."""


class KeepDown(_ByPlayer, _AtPlace):
    """A player left the tile looked at face down ("Gold detector")."""


class Mine(_ByPlayer, _AtPlace):
    """A player mined markers of one kind where the prospector stands ("3.1 Actions")."""

    marker: str
    count: int


class Lasso(_ByPlayer, _AtPlace):
    """A player mined a tile next to the prospector with the Magnetic Lasso ("Magnetic lasso")."""

    marker: str
    count: int


class Destroy(_ByPlayer, _AtPlace, _Face):
    """A player destroyed a tile with an equipment card ("Antimateriagun")."""

    card: str


class Displaced(_ByPlayer, _AtPlace):
    """A player whose tile was destroyed was moved next to it ("Antimateriagun")."""


class Trading(_ByPlayer):
    """A player's trading turn began ("3.2 Trading")."""


class TradingDone(_ByPlayer):
    """A player finished trading ("3.2 Trading")."""


class Offer(_Terms):
    """A player offered another a trade, or countered one ("3.2 Trading")."""

    counter: bool


class Withdraw(_Against):
    """A player withdrew the offer to another ("3.2 Trading")."""


class Trade(_Terms):
    """A player accepted another's offer and the goods changed hands ("3.2 Trading")."""


class Decline(_Against):
    """A player declined another's offer ("3.2 Trading")."""


class Counter(_Against):
    """A player answered another's offer with a counter-offer ("3.2 Trading")."""


class BuyWater(_ByPlayer):
    """A player bought water at the Space Saloon ("3.2.1 Space Saloon")."""

    gold: int
    water: int


class Auction(_ByPlayer):
    """A player asked for a card at the saloon, and the players on it bid ("3.2.1 Space Saloon")."""

    card: str
    price: int


class Bid(_ByPlayer):
    """A player bid gold in a saloon auction ("3.2.1 Space Saloon")."""

    gold: int


class Drop(_ByPlayer):
    """A player dropped out of a saloon auction ("3.2.1 Space Saloon")."""


class Buy(_ByPlayer):
    """A player bought an equipment card at the saloon ("3.2.1 Space Saloon")."""

    card: str
    gold: int


class SaloonOpen(EventKeys):
    """The Space Saloon opened, with its cards and water for sale ("3.2.1 Space Saloon")."""

    stock: list[str]
    water: int


class SaloonClosed(EventKeys):
    """The Space Saloon left the belt; its unsold stock went back ("3.2.1 Space Saloon")."""


class ToDeck(EventKeys):
    """Equipment cards went back into the deck, which was reshuffled ("3.3.2 Player being forced out of playing area")."""

    cards: list[str]


class Push(_ByPlayer):
    """The player with the most gold pushed the belt one column on ("3.3.1 Moving the asteroid belt")."""


class ForcedOut(_ByPlayer, _AtPlace):
    """A player was forced out of the play area, losing what the rule takes, and why ("3.3.2 Player being forced out of playing area")."""

    why: str
    gold: int
    water: int
    titanium: int
    cards: list[str]


class ReshuffleTiles(EventKeys):
    """The tile pile ran out and the removed tiles were shuffled into a new one ("2.2.1")."""

    count: int
    aside: int


class WaterCheck(EventKeys):
    """The water check: who gave up a water, and who had none ("3.3.2 Water check")."""

    paid: list[int]
    dry: list[int]


class Return(_ByPlayer):
    """A player forced out restarted in the start area with water ("3.3.2 Player being forced out of playing area")."""

    water: int


class Final(EventKeys):
    """The game reached its final stage, and why ("3.3.3 Game end check")."""

    why: str


class End(EventKeys):
    """The game ended, for the reason of an ``endings.END_REASONS`` code ("4. Game ending and victory")."""

    reason: str


#: kind (an event's ``type``) -> its keys: every event Vesta Gold Rush emits
EVENTS: EventTypes = {
    "round": Round,
    "turn": Turn,
    "lose_turn": LoseTurn,
    "stop": Stop,
    "move": Move,
    "reveal": Reveal,
    "look": Look,
    "keep_down": KeepDown,
    "mine": Mine,
    "lasso": Lasso,
    "destroy": Destroy,
    "displaced": Displaced,
    "trading": Trading,
    "trading_done": TradingDone,
    "offer": Offer,
    "withdraw": Withdraw,
    "trade": Trade,
    "decline": Decline,
    "counter": Counter,
    "buy_water": BuyWater,
    "auction": Auction,
    "bid": Bid,
    "drop": Drop,
    "buy": Buy,
    "saloon_open": SaloonOpen,
    "saloon_closed": SaloonClosed,
    "to_deck": ToDeck,
    "push": Push,
    "forced_out": ForcedOut,
    "reshuffle_tiles": ReshuffleTiles,
    "water_check": WaterCheck,
    "return": Return,
    "final": Final,
    "end": End,
}
