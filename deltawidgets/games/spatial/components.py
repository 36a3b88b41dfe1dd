"""Spatial Delivery components and rule options (rulebook sections "Components" and "Setup").

The rulebook counts the components but does not say what is on the cards. The defaults here are
**reconstructions** built on its public facts and are all rule options (see
``docs/rulings/spatial_delivery.md``):

* 40 Goods cards: ten of each of the four kinds, the even split the tile mix suggests
  (20 worlds, five buying each kind).
* 30 Exploration cards: identical cards with no goods kind. They pay wherever "1 Card (of any
  kind)" is asked (route segments, spaceship steps) but never stand in for a Goods card.

The goods kinds are named by the colours of their First Delivery tokens; the rulebook names only
red ("Red for Droids") and uses blue, red, yellow and green in its exploration example.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator, model_validator

from deltawidgets.core.params import NOT_TUNED, RuleOptions, playable

GOODS: tuple[Goods, ...] = ("red", "blue", "yellow", "green")
#: card kinds by index: 0 is an Exploration card, 1..4 the Goods kinds (same order as GOODS)
CARDS = ("explore",) + GOODS
EXPLORE = 0
#: card kinds that are Goods (the indices of GOODS in CARDS)
GOODS_KINDS = range(1, len(CARDS))
#: what people call each card kind, by index
CARD_NAMES = ("Exploration cards",) + tuple(f"{g} Goods cards" for g in GOODS)
#: tile codes by hex: 0 space, 1..4 a Settled World buying that goods kind, 5 Earth, -1 not laid yet
SPACE, EARTH_TILE, UNLAID = 0, 5, -1
#: "Scoring": bonus MSP for 1, 2, 3, 4, 5 First Delivery tokens of one colour
BONUS_TABLE = (1, 3, 6, 10, 15)

Goods = Literal["red", "blue", "yellow", "green"]


def positions(rings: int) -> int:
    """Hexes around Earth in ``rings`` rings (6 + 12 + 18 + ...).

    >>> positions(3)
    36
    """
    return 3 * rings * (rings + 1)


def option_limit(name: str) -> int:
    """The largest value the rule option ``name`` accepts (for tables made once per option range).

    >>> option_limit("players")
    5
    """
    field = SpatialParams.model_fields[name]
    return next(m.le for m in field.metadata if getattr(m, "le", None) is not None)


class SpatialParams(RuleOptions):
    """Rule options of Spatial Delivery. Defaults follow the rulebook; see docs/rulings/spatial_delivery.md."""

    players: int = Field(4, ge=2, le=5, description="Number of players (Components: five sets of player pieces)", json_schema_extra=NOT_TUNED)
    rounds: int = Field(0, ge=0, le=12, description="Rounds to play; 0 = the rulebook's five, or six with three players (Ending the Game)")
    rings: int = Field(3, ge=1, le=4, description="Rings of hexes around Earth when the map is complete (Overview)")
    setup_rings: int = Field(2, ge=1, le=4, description="Rings laid at setup; the rest are laid later (Setup)")
    late_rings_after: int = Field(2, ge=1, le=12, description="The remaining rings are laid at the end of this round (3. End of Round)")
    world_tiles: dict[Goods, int] = Field(
        default_factory=lambda: {g: 5 for g in GOODS},
        description="Settled World tiles buying each goods kind (Components: 20 planets, evenly divided)",
    )
    space_tiles: int = Field(16, ge=0, le=60, description="Space tiles (Components)")
    goods_cards: dict[Goods, int] = Field(
        default_factory=lambda: {g: 10 for g in GOODS},
        description="Goods cards of each kind (reconstruction of the 40 Goods Cards; Components)",
    )
    exploration_cards: int = Field(30, ge=0, le=200, description="Exploration cards in the supply (reconstruction; Components)")
    exploration_per_round: int = Field(2, ge=0, le=10, description="Exploration cards each player takes at the start of a round (1. Card Draft)")
    exploration_return: bool = Field(True, description="Spent Exploration cards go back to the face-up supply (ruling; Components)")
    pool_size: int = Field(
        4,
        ge=1,
        le=10,
        description="Face-up Goods cards in the pool (1. Card Draft)",
        json_schema_extra=playable("The draft takes cards from the pool, so it holds one at least."),
    )
    draft_cards: int = Field(
        4,
        ge=1,
        le=10,
        description="Cards each player takes in the draft (1. Card Draft)",
        json_schema_extra=playable("Without a card a player could pay for nothing: every delivery, route and step costs cards."),
    )
    challenge_tokens: int = Field(2, ge=0, le=6, description="Challenge tokens per player (Components)")
    stations_per_player: int = Field(10, ge=1, le=30, description="Trade Stations per player (Components)")
    segments_per_player: int = Field(15, ge=1, le=60, description="Trade Route Segments per player (Components)")
    sale_markers: int = Field(8, ge=1, le=30, description="Sale Markers per player (Components)")
    bonus_table: list[int] = Field(
        default_factory=lambda: list(BONUS_TABLE),
        min_length=1,
        max_length=12,
        description="Bonus MSP for 1, 2, 3, ... First Delivery tokens of one colour (Scoring)",
    )
    move_cost: Literal["rising", "flat"] = Field(
        "rising", description="Spaceship steps cost 1, 2, 3, ... cards in a turn ('rising', the rulebook) or 1 each ('flat') (Moving Your Spaceship)"
    )
    edge_rule: Literal["closed", "open"] = Field(
        "closed", description="Before the last rings are laid, their places count as missing ('closed') or as hexes ('open') for corners and borders (ruling)"
    )
    own_branch_start: bool = Field(
        False, description="Also allow a branch to start at your own station or route (ruling; the rulebook lists only Earth and other players')"
    )
    earth_stop: bool = Field(
        False,
        description=(
            "Off (the rulebook): spaceships stop only at Trade Stations and steps pass through Earth; "
            "on: a step also ends at Earth (variant; Moving Your Spaceship)"
        ),
    )
    reshuffle: bool = Field(True, description="An empty goods deck is refilled by shuffling the discard pile (ruling; 1. Card Draft)")
    open_screens: bool = Field(
        False, description="Everyone sees every player's MSP and First Delivery tokens during play (teaching; Deliveries note)", json_schema_extra=NOT_TUNED
    )
    first_player: int = Field(-1, ge=-1, le=4, description="Seat that starts; -1 draws it at random (Setup)", json_schema_extra=NOT_TUNED)

    @field_validator("world_tiles", "goods_cards")
    @classmethod
    def _counts(cls, v: dict) -> dict:
        if any(not 0 <= x <= 60 for x in v.values()):
            raise ValueError("each count must be from 0 to 60")
        return {g: v.get(g, 0) for g in GOODS}

    @field_validator("bonus_table")
    @classmethod
    def _bonus(cls, v: list) -> list:
        if any(not 0 <= x <= 1000 for x in v):
            raise ValueError("bonus values must be from 0 to 1000")
        return v

    @model_validator(mode="after")
    def _fits(self):
        if self.first_player >= self.players:
            raise ValueError(f"first_player must be -1 or a seat below {self.players}")
        if self.setup_rings > self.rings:
            raise ValueError("setup_rings cannot exceed rings")
        tiles = sum(self.world_tiles.values()) + self.space_tiles
        if tiles != positions(self.rings):
            raise ValueError(f"the tile mix has {tiles} tiles but {self.rings} rings around Earth have {positions(self.rings)} places")
        return self

    @property
    def total_rounds(self) -> int:
        """Rounds in the game: the option, or five (six with three players)."""
        if self.rounds:
            return self.rounds
        return 6 if self.players == 3 else 5
