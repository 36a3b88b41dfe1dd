"""Vesta Gold Rush components and rule options (rulebook section "1. Equipment").

The draft rulebook counts the components but leaves gaps: the listed tile kinds add up to 73
of the 84 tiles, the gold marker denominations are garbled, symbols per asteroid, card counts
per kind and card prices are not printed, and the Magnetic Lasso has no text. The defaults below
are **reconstructions**; every one is a rule option, and docs/rulings/vesta_gold_rush.md gives
the reason for each.

A tile face is one small integer, ``kind * 8 + symbols``: tiles with the same face are
interchangeable, so the state stores faces, never tile identities.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import Field, field_validator, model_validator

from deltawidgets.core.params import NOT_TUNED, RuleOptions, playable

# -- tiles ----------------------------------------------------------------------------------------

SPACE, ASTEROID, GOLD, WATER, TITANIUM, SALOON = range(6)
KINDS = ("empty_space", "empty_asteroid", "gold", "water", "titanium", "saloon")
MINED = {GOLD: "gold", WATER: "water", TITANIUM: "titanium"}  # asteroid kind -> marker it yields
MAX_SYMBOLS = 4


def face(kind: int, symbols: int = 0) -> int:
    return kind * 8 + symbols


def kind_of(code: int) -> int:
    return code >> 3


def symbols_of(code: int) -> int:
    return code & 7


@lru_cache(maxsize=256)
def face_name(code: int) -> str:
    """The scenario and option spelling of a face: ``"gold:2"``, ``"empty_space"``, ``"saloon"``.

    >>> face_name(face(GOLD, 2)), face_name(face(SPACE))
    ('gold:2', 'empty_space')
    """
    k = kind_of(code)
    return f"{KINDS[k]}:{symbols_of(code)}" if k in MINED else KINDS[k]


@lru_cache(maxsize=256)
def parse_face(text: str) -> int | None:
    """The face code of a spelling, or None if it is not one.

    >>> parse_face("water:1") == face(WATER, 1), parse_face("gold:9"), parse_face("saloon") == face(SALOON)
    (True, None, True)
    """
    name, sep, n = str(text).partition(":")
    if name not in KINDS:
        return None
    k = KINDS.index(name)
    if k in MINED:
        if not (sep and n.isdigit() and 1 <= int(n) <= MAX_SYMBOLS):
            return None
        return face(k, int(n))
    return None if sep else face(k)


# Ruling "tile mix": the printed kinds (15 gold, 15 empty space, 30 empty asteroids, 2 titanium,
# 10 water, 1 saloon) count 73, not 84. The other 11 are spread over the kinds in proportion
# (+2 gold, +2 empty space, +5 empty asteroids, +2 water), never a second saloon or titanium.
DEFAULT_TILES = {
    "gold:1": 6,
    "gold:2": 7,
    "gold:3": 4,
    "water:1": 7,
    "water:2": 5,
    "titanium:2": 2,
    "empty_asteroid": 35,
    "empty_space": 17,
    "saloon": 1,
}

# -- equipment cards ("5. Equipment cards") -----------------------------------------------------

CARDS: tuple[Card, ...] = ("lasso", "moped", "gun", "fusion", "express", "hyperscanner", "detector", "separator")
CARD_NAMES = {
    "lasso": "Magnetic Lasso",
    "moped": "Space Moped",
    "gun": "Antimatter Gun",
    "fusion": "Minifusion Explosive",
    "express": "Galactic Express",
    "hyperscanner": "Hyperscanner",
    "detector": "Gold Detector",
    "separator": "Water Separator",
}
# Reconstruction: 32 cards; the tile-breaking and look-ahead cards are rarer and dearer.
DEFAULT_CARDS: dict[Card, int] = {"lasso": 4, "moped": 5, "gun": 3, "fusion": 5, "express": 3, "hyperscanner": 4, "detector": 4, "separator": 4}
DEFAULT_PRICES: dict[Card, int] = {"lasso": 5, "moped": 4, "gun": 7, "fusion": 3, "express": 4, "hyperscanner": 4, "detector": 3, "separator": 3}

Card = Literal["lasso", "moped", "gun", "fusion", "express", "hyperscanner", "detector", "separator"]
MARKERS = ("gold", "water", "titanium")


class VestaParams(RuleOptions):
    """Rule options of Vesta Gold Rush. Defaults follow the rulebook; see docs/rulings/vesta_gold_rush.md."""

    players: int = Field(3, ge=2, le=6, description="Number of players (1. Equipment: six prospectors)", json_schema_extra=NOT_TUNED)
    belt_length: int = Field(5, ge=2, le=12, description="Columns of the belt from the entry edge to the exit edge (ruling: play area)")
    push_size: int = Field(9, ge=2, le=12, description="Tiles per column: tiles pushed in and out each turn (3.3.1 Moving the asteroid belt)")
    setup_face_up: int = Field(40, ge=0, le=144, description="Tiles laid face up at setup, from the exit edge; the rest come face down (2.2)")
    tiles: dict[str, int] = Field(
        default_factory=lambda: dict(DEFAULT_TILES),
        description='Tiles by face, e.g. {"gold:2": 7} (reconstruction of the 84 tiles; 1. Equipment)',
    )
    cards: dict[Card, int] = Field(
        default_factory=lambda: dict(DEFAULT_CARDS),
        description="Equipment cards of each kind (reconstruction of the 32 cards; 5. Equipment cards)",
    )
    prices: dict[Card, int] = Field(
        default_factory=lambda: dict(DEFAULT_PRICES),
        description="Saloon price of each equipment card in gold (reconstruction; 3.2.1 Space Saloon)",
    )
    gold_markers: dict[int, int] = Field(
        default_factory=lambda: {1: 30, 5: 10, 10: 10},
        description="Gold markers by denomination: value -> count (reconstruction of a garbled line; 1. Equipment)",
    )
    water_markers: int = Field(50, ge=0, le=500, description="Water markers (1. Equipment)")
    titanium_markers: int = Field(20, ge=1, le=200, description="Titanium markers; the game ends when they run out (1. Equipment)")
    actions: int = Field(3, ge=1, le=6, description="Actions per action phase (3.1 Actions)")
    start_water: int = Field(6, ge=0, le=20, description="Water each player starts with (2.6.1 Starting supplies)")
    return_water: int = Field(6, ge=0, le=20, description="Water a forced-out player restarts with (3.3.2 Player being forced out)")
    saloon_cards: int = Field(4, ge=0, le=8, description="Equipment cards put up for sale when the saloon opens (3.2.1 Space Saloon)")
    saloon_water: int = Field(10, ge=0, le=50, description="Water markers for sale when the saloon opens (3.2.1 Space Saloon)")
    water_per_gold: int = Field(2, ge=1, le=10, description="Water markers bought with one gold at the saloon (3.2.1 Space Saloon)")
    gold_loss: Literal["half_down", "half_up"] = Field("half_down", description="Forced out: the gold lost is half, rounded down or up (ruling; 3.3.2)")
    trade_offers: int = Field(3, ge=0, le=10, description="Offers each player may make in one trading phase (ruling: bounded trading; 3.2)")
    trade_counters: int = Field(2, ge=0, le=6, description="Counter-offers allowed on one offer (ruling: bounded trading; 3.2)")
    titanium_points: int = Field(2, ge=0, le=10, description="Points per titanium marker (4. Game ending and victory)")
    card_points: int = Field(1, ge=0, le=10, description="Points per equipment card (4. Game ending and victory)")
    start_side: Literal["side", "entry"] = Field("side", description="Where the start area lies: along row A, or along the entry edge (ruling; 2.6.1)")
    empty_pile: Literal["reshuffle", "holes"] = Field(
        "reshuffle", description="When the tile pile runs out: shuffle the removed tiles into a new one, or leave holes (ruling; 3.3.1)"
    )
    order_ties: Literal["rotate", "lowest_seat"] = Field(
        "rotate", description="Least gold tied: first clockwise after the last first player, or the lowest seat (ruling; 3.1)"
    )
    score_ties: Literal["shared", "titanium_then_gold"] = Field(
        "shared", description="Tied points: the tie is shared, as 4. prints it, or most titanium then most gold wins (ruling; 4.)"
    )
    detector_scans: Literal["per_card", "one"] = Field(
        "per_card", description="Gold Detector extra scans per action phase: one per card held, or one in all (ruling; 5.)"
    )
    equipment_where: Literal["anywhere", "asteroid"] = Field(
        "anywhere",
        description=(
            "Where an equipment card may be played: anywhere, as 3.1 Equipment cards says, or only from an asteroid or the saloon (the earlier ruling; 3.1)"
        ),
    )
    lasso_range: int = Field(1, ge=1, le=2, description="Magnetic Lasso reach in tiles (ruled effect; 5. Equipment cards)")
    first_player: int = Field(-1, ge=-1, le=5, description="Seat that starts; -1 draws it at random (2.5)", json_schema_extra=NOT_TUNED)
    titanium_tiles: Literal["spent", "reshuffled"] = Field(
        "spent",
        description=(
            "A titanium asteroid that leaves the belt face up is spent (set aside; when none can be mined the final stage begins), "
            "or reshuffled like other tiles (ruling; 3.3.3)"
        ),
        json_schema_extra=playable(
            "Reshuffled leaves only the printed end, which players need not reach, so its games may run to the round_limit guard (ruling \"titanium gone\").",
            guarded=("reshuffled",),
        ),
    )
    round_limit: int = Field(
        500,
        ge=0,
        le=10000,
        description="Safety guard: stop after this many game turns, 0 for none (not a rule; no default game reaches it)",
        json_schema_extra=NOT_TUNED,
    )

    @field_validator("tiles")
    @classmethod
    def _faces(cls, v: dict) -> dict:
        for name, count in v.items():
            if parse_face(name) is None:
                raise ValueError(f"{name!r} is not a tile face; write empty_space, empty_asteroid, saloon, or gold/water/titanium:1..{MAX_SYMBOLS}")
            if not 0 <= count <= 200:
                raise ValueError(f"the count of {name} tiles must be from 0 to 200")
        if v.get("saloon", 0) > 1:
            raise ValueError("there is at most one space saloon")
        return v

    @field_validator("cards", "prices")
    @classmethod
    def _counts(cls, v: dict) -> dict:
        if any(not 0 <= x <= 50 for x in v.values()):
            raise ValueError("each card count and price must be from 0 to 50")
        return v

    @field_validator("gold_markers")
    @classmethod
    def _gold(cls, v: dict) -> dict:
        if any(not 1 <= k <= 100 or not 0 <= n <= 500 for k, n in v.items()):
            raise ValueError("gold markers are value -> count, values 1 to 100 and counts 0 to 500")
        return v

    @model_validator(mode="after")
    def _fits(self):
        if self.first_player >= self.players:
            raise ValueError(f"first_player must be -1 or a seat below {self.players}")
        places = self.belt_length * self.push_size
        if self.setup_face_up > places:
            raise ValueError(f"setup_face_up ({self.setup_face_up}) is more than the belt's {places} places")
        if sum(self.tiles.values()) < places:
            raise ValueError(f"the belt has {places} places, so tiles must count at least that many")
        if self.titanium_tiles == "reshuffled" and not self.round_limit:
            raise ValueError(
                "titanium_tiles reshuffled leaves only the printed end, which players need not reach (ruling \"titanium gone\"), "
                "so with round_limit 0 a game could go on for ever: give a round_limit, or keep titanium_tiles spent"
            )
        return self

    @property
    def titanium_tiles_total(self) -> int:
        """Titanium asteroids among the tiles."""
        return sum(n for name, n in self.tiles.items() if name.startswith("titanium"))

    @property
    def titanium_faces(self) -> tuple[int, ...]:
        """The faces of the titanium asteroids among the tiles."""
        return tuple(parse_face(name) for name, n in self.tiles.items() if n and name.startswith("titanium"))  # type: ignore[misc]  # the tiles' names are checked faces

    @property
    def gold_total(self) -> int:
        """Gold is counted by value: any payment can be changed at the pile (ruling "gold markers")."""
        return sum(k * n for k, n in self.gold_markers.items())

    @property
    def deck_kinds(self) -> list[str]:
        return [k for k in CARDS for _ in range(self.cards.get(k, 0))]

    def price(self, card: str) -> int:
        return self.prices.get(card, DEFAULT_PRICES[card])  # type: ignore[call-overload, index]  # card is one of CARDS (the actions name no other)
