"""Every kind of event Delta's rules emit, and the keys each carries (issue 36).

Events stay plain dicts at run time, built by ``effects.tell``; these declarations are for
readers, type checkers and the conformance suite, which holds every event of random games to
them. The names an event carries are the board's (cards, islands, tiles), set when it is made.
"""

# No ``from __future__ import annotations``: Python 3.11's TypedDict would miss NotRequired
# (core/events.py).
from typing_extensions import TypedDict

from deltawidgets.core.events import EventKeys, EventTypes


class _ByPlayer(EventKeys):
    player: int


class StartPlayer(_ByPlayer):
    """The start player was chosen at setup and picks a turn order space first ("Setup")."""


class TurnOrderPosition(_ByPlayer):
    """A player took a space of the turn order track, with the tile on it if any ("Phase 1: Preparation")."""

    position: int
    tile: str | None


class BullIncome(_ByPlayer):
    """A player received resources from a bull ("Phase 1: Preparation")."""

    amount: int
    resource: str


class CardMarker(_ByPlayer):
    """A player with no character card left a card marker in a section ("Phase 2: Actions")."""

    section: str


class PlayCard(_ByPlayer):
    """A player played a character card in a section ("How to play a card")."""

    card: str
    section: str


class BonusTile(_ByPlayer):
    """A player placed a bonus tile on the card just played ("Phase 2: Actions")."""

    tile: str


class PlayDragonfly(_ByPlayer):
    """A player played a dragonfly tile with the card ("Dragonfly Tiles")."""

    tile: str


class Claim(_ByPlayer):
    """A player claimed the resources of the card's section ("Resources on cards")."""

    gains: dict[str, int]


class Explore(_ByPlayer):
    """A player explored an island, with the invention that helped if any ("Explore")."""

    island: str
    invention: str | None
    crystals: int


class Invent(_ByPlayer):
    """A player created an invention, paying cogs ("Workshop")."""

    invention: str
    cogs: int


class Publish(_ByPlayer):
    """A player published a scientific paper, paying flasks ("Research Library")."""

    paper: str
    flasks: int


class Study(_ByPlayer):
    """A player studied an animal card, paying flasks ("Study animals")."""

    card: str
    flasks: int


class Sponsor(_ByPlayer):
    """A player received a sponsorship tile from a row ("Receive a Sponsorship")."""

    tile: str
    row: int


class GainKnowledge(_ByPlayer):
    """A player gained knowledge, removing a card from the game ("Gain Knowledge")."""

    card: str


class UseDragonfly(_ByPlayer):
    """A player used a dragonfly tile ("Dragonfly Tiles")."""

    tile: str


class PlayMission(_ByPlayer):
    """A player played a mission card ("Missions cards")."""

    card: str


class EndTurn(_ByPlayer):
    """A player ended the turn ("Phase 2: Actions")."""


class Advance(_ByPlayer):
    """A player advanced on an animal's knowledge track ("Animal cards")."""

    animal: str


class _TilesSeen(TypedDict):
    tiles: list[str]


class LookDragonflies(_ByPlayer):
    """A player looked at the dragonfly tiles on a place; which tiles is the player's secret ("Dragonfly Tiles")."""

    place: str
    count: int
    secret: _TilesSeen


class KeepDragonfly(_ByPlayer):
    """A player kept one of the dragonfly tiles looked at ("Dragonfly Tiles")."""

    tile: str
    place: str


class TakeCard(_ByPlayer):
    """A player took a card back in the resolution ("Phase 3: Resolution")."""

    card: str


class PlayLastRoundCard(_ByPlayer):
    """A player played a last round card ("Last Round Cards")."""

    card: str


class TakeBackPile(_ByPlayer):
    """A player took back a discard pile ("Phase 4: Upkeep")."""

    pile: str
    cards: list[str]


class PlaceMarker(_ByPlayer):
    """A player placed an exploration marker with no reward ("Place an exploration marker (Appendix)")."""

    island: str


class Coin(_ByPlayer):
    """A player took the mission coin as a resource ("Missions rounds 4-5: Gain 1 coin")."""

    amount: int
    resource: str


class RemoveCard(_ByPlayer):
    """A player removed a card from the hand for knowledge ("Remove a card from your hand (Appendix)")."""

    card: str


class FinalScore(_ByPlayer):
    """A player's points at the end, part by part ("End Game Scoring")."""

    parts: dict[str, int]
    total: int


class RoundStart(EventKeys):
    """A round began ("Gameplay")."""

    round: int


class TurnOrder(EventKeys):
    """The turn order of the round was set ("Turn order and engineering track")."""

    order: list[int]


class Resolution(EventKeys):
    """A section of the board was resolved ("Phase 3: Resolution")."""

    section: str


class GameEnd(EventKeys):
    """The game ended, for the reason of an ``endings.END_REASONS`` code ("End Game Scoring")."""

    reason: str


#: kind (an event's ``type``) -> its keys: every event Delta emits
EVENTS: EventTypes = {
    "start_player": StartPlayer,
    "turn_order_position": TurnOrderPosition,
    "bull_income": BullIncome,
    "card_marker": CardMarker,
    "play_card": PlayCard,
    "bonus_tile": BonusTile,
    "play_dragonfly": PlayDragonfly,
    "claim": Claim,
    "explore": Explore,
    "invent": Invent,
    "publish": Publish,
    "study": Study,
    "sponsor": Sponsor,
    "gain_knowledge": GainKnowledge,
    "use_dragonfly": UseDragonfly,
    "play_mission": PlayMission,
    "end_turn": EndTurn,
    "advance": Advance,
    "look_dragonflies": LookDragonflies,
    "keep_dragonfly": KeepDragonfly,
    "take_card": TakeCard,
    "play_last_round_card": PlayLastRoundCard,
    "take_back_pile": TakeBackPile,
    "place_marker": PlaceMarker,
    "coin": Coin,
    "remove_card": RemoveCard,
    "final_score": FinalScore,
    "round_start": RoundStart,
    "turn_order": TurnOrder,
    "resolution": Resolution,
    "game_end": GameEnd,
}
