"""Delta V components and rule options (rulebook section "Components").

The rulebook names the components but does not print the tile faces or the contract cards.
The defaults below are a **reconstruction** built on the public facts (48 tiles, five minerals
worth 1 to 5, six incident kinds with exactly five Alien Encounters, 12 contracts needing 1 to 5
minerals); every list is a rule option, see ``docs/rulings/delta_v.md``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator, model_validator

from deltawidgets.core.params import NOT_TUNED, RuleOptions, playable

MINERALS: tuple[Mineral, ...] = ("alphatite", "betamite", "gammatite", "deltamite", "omnidium")
WILD = "omnidium"  # "Reveal the Asteroid Tiles": Omnidium matches any required mineral
INCIDENTS = (
    "mineral_scan",
    "sabotage",
    "rocket_acquisition",
    "pirate_attack",
    "meteor_storm",
    "alien_encounter",
)
MAX_PLAYERS = 4  # "Object of the Game": two to four players
MAX_TILE_VALUE = 9  # tile values a designer may print (the defaults run 1 to 5)
MAX_INCIDENTS_OF_A_KIND = 20
MAX_CONTRACT_SIZE = 8  # minerals on one contract
MAX_CONTRACTS = 40  # contracts in play
OWN_TURN_INCIDENTS = ("mineral_scan", "sabotage", "rocket_acquisition")
INCIDENT_NAMES = {
    "mineral_scan": "Mineral Scan",
    "sabotage": "Sabotage",
    "rocket_acquisition": "Rocket Acquisition",
    "pirate_attack": "Pirate Attack",
    "meteor_storm": "Meteor Storm",
    "alien_encounter": "Alien Encounter",
}
ALIEN: Incident = "alien_encounter"

# Reconstruction: seven tiles of each common mineral, five Omnidium (rarer, as it is wild).
DEFAULT_MINERAL_TILES: dict[Mineral, list[int]] = {
    "alphatite": [1, 1, 2, 2, 3, 4, 5],
    "betamite": [1, 1, 2, 2, 3, 4, 5],
    "gammatite": [1, 1, 2, 2, 3, 4, 5],
    "deltamite": [1, 1, 2, 2, 3, 4, 5],
    "omnidium": [1, 1, 2, 2, 3],
}
DEFAULT_INCIDENT_TILES: dict[Incident, int] = {
    "mineral_scan": 2,
    "sabotage": 2,
    "rocket_acquisition": 2,
    "pirate_attack": 2,
    "meteor_storm": 2,
    "alien_encounter": 5,
}
# Reconstruction: 12 contracts of 1 to 5 minerals, each common mineral needed 8 times in all.
# Two contracts are the rulebook's own examples (Alphatite+Deltamite; Betamite+Gammatite+Deltamite).
DEFAULT_CONTRACTS: list[list[Mineral]] = [
    ["alphatite"],
    ["betamite"],
    ["gammatite", "deltamite"],
    ["alphatite", "deltamite"],
    ["betamite", "gammatite"],
    ["alphatite", "betamite"],
    ["alphatite", "gammatite", "deltamite"],
    ["betamite", "gammatite", "deltamite"],
    ["alphatite", "betamite", "betamite"],
    ["alphatite", "betamite", "gammatite", "deltamite"],
    ["alphatite", "gammatite", "gammatite", "deltamite"],
    ["alphatite", "betamite", "gammatite", "deltamite", "deltamite"],
]

Mineral = Literal["alphatite", "betamite", "gammatite", "deltamite", "omnidium"]
Incident = Literal["mineral_scan", "sabotage", "rocket_acquisition", "pirate_attack", "meteor_storm", "alien_encounter"]


class DeltaVParams(RuleOptions):
    """Rule options of Delta V. Defaults follow the rulebook; see docs/rulings/delta_v.md."""

    players: int = Field(2, ge=2, le=MAX_PLAYERS, description="Number of players (Object of the Game: two to four)", json_schema_extra=NOT_TUNED)
    grid_size: int = Field(
        7,
        ge=3,
        le=11,
        description="Side of the square asteroid field; odd, station in the centre (Setting Up the Game)",
        json_schema_extra=playable("The field needs asteroids around its station, so its side is 3 at least."),
    )
    rockets_per_player: int = Field(
        5,
        ge=1,
        le=10,
        description="Rockets in each player's colour (Components)",
        json_schema_extra=playable("Each player starts with one rocket on the station (Setting Up the Game), so each needs one at least."),
    )
    bribe_minerals: list[Mineral] = Field(
        default_factory=lambda: list(MINERALS),
        min_length=0,
        max_length=10,
        description="Minerals of each player's bribe counters, one counter each (Bribe Counters)",
    )
    bribe_penalty: int = Field(2, ge=0, le=10, description="Points lost per spent bribe counter (Game End)")
    mineral_tiles: dict[Mineral, list[int]] = Field(
        default_factory=lambda: {k: list(v) for k, v in DEFAULT_MINERAL_TILES.items()},
        description="Point values of the mineral tiles, by mineral (reconstruction; Components)",
    )
    incident_tiles: dict[Incident, int] = Field(
        default_factory=lambda: dict(DEFAULT_INCIDENT_TILES),
        description="How many incident tiles of each kind (reconstruction; Incident Tile Explanations)",
    )
    contracts: list[list[Mineral]] = Field(
        default_factory=lambda: [list(c) for c in DEFAULT_CONTRACTS],
        min_length=1,
        max_length=MAX_CONTRACTS,
        description="Required minerals of each contract (reconstruction; Contracts)",
    )
    alien_limit: int = Field(
        5,
        ge=1,
        le=MAX_INCIDENTS_OF_A_KIND,
        description="The Alien Encounter revealed as this number ends the game; at most the Alien Encounters sure to lie on the field (Alien Encounter)",
    )
    contract_attempt: Literal["mandatory", "optional"] = Field(
        "mandatory", description="Whether the contract attempt after the action must be made (Play; ruling)"
    )
    omnidium_matches_bid: bool = Field(True, description="Whether an Omnidium tile answers a bid-up of any mineral (Bribe: Bidding Up; ruling)")
    aliens_stay_in_play: bool = Field(
        True, description="With more tiles than spaces, set aside other tiles so every Alien Encounter is on the field (Game End; ruling)"
    )
    first_player: int = Field(-1, ge=-1, le=MAX_PLAYERS - 1, description="Seat that starts; -1 draws it at random (Play)", json_schema_extra=NOT_TUNED)
    turn_limit: int = Field(
        400,
        ge=0,
        le=100000,
        description="Safety guard: stop after this many turns, 0 for none (not a rule; no default game reaches it)",
        json_schema_extra=NOT_TUNED,
    )

    @field_validator("grid_size")
    @classmethod
    def _odd(cls, v: int) -> int:
        if v % 2 == 0:
            raise ValueError("the grid needs a centre space for the station, so its side must be odd")
        return v

    @field_validator("mineral_tiles")
    @classmethod
    def _values(cls, v: dict) -> dict:
        for mineral, values in v.items():
            if any(not 1 <= x <= MAX_TILE_VALUE for x in values):
                raise ValueError(f"{mineral} tile values must be from 1 to {MAX_TILE_VALUE}")
        return v

    @field_validator("incident_tiles")
    @classmethod
    def _counts(cls, v: dict) -> dict:
        if any(not 0 <= x <= MAX_INCIDENTS_OF_A_KIND for x in v.values()):
            raise ValueError(f"each incident count must be from 0 to {MAX_INCIDENTS_OF_A_KIND}")
        return v

    @field_validator("contracts")
    @classmethod
    def _contract_sizes(cls, v: list) -> list:
        if any(not 1 <= len(c) <= MAX_CONTRACT_SIZE for c in v):
            raise ValueError(f"each contract needs 1 to {MAX_CONTRACT_SIZE} minerals")
        return v

    @model_validator(mode="after")
    def _fits(self):
        if self.first_player >= self.players:
            raise ValueError(f"first_player must be -1 or a seat below {self.players}")
        sure = self.most_aliens
        if self.alien_limit > sure:
            tiles = f"{sure} Alien Encounter tile{'' if sure == 1 else 's'} {'is' if sure == 1 else 'are'}"
            fix = f"choose an alien_limit of at most {sure}" if sure else "put Alien Encounters in incident_tiles"
            if not sure and not self.aliens_stay_in_play:
                fix += " or turn aliens_stay_in_play on"
            raise ValueError(
                f"alien_limit is {self.alien_limit}, but {'only ' if sure else ''}{tiles} sure to lie on the field ({self._aliens_why()}); "
                f"the game ends when that many are revealed, and no other ending is sure to come, so it could go on for ever: {fix}"
            )
        return self

    @property
    def most_aliens(self) -> int:
        """The largest ``alien_limit`` under which a game is sure to end: the Alien Encounters on
        the field whatever the shuffle: all of them when the field holds
        every tile, as many as fit when they stay in play (``aliens_stay_in_play``); with the option
        off, those left when the surplus set aside is all Alien Encounters, unless the players'
        rockets can cover every space, so that the third ending of "Game End" (no tile free of
        rockets and the alien) is in reach: then any ``alien_limit`` is. Otherwise the alien
        ending is the one always in reach (ruling "Every default game ends by a printed rule").

        >>> DeltaVParams().most_aliens, DeltaVParams(grid_size=3).most_aliens
        (5, 5)
        """
        aliens = self.incident_tiles.get(ALIEN, 0)
        surplus = sum(map(len, self.mineral_tiles.values())) + sum(self.incident_tiles.values()) - self.spaces
        if surplus <= 0:
            return aliens
        if self.aliens_stay_in_play:
            return min(aliens, self.spaces)
        return self.alien_limit if self.spaces <= self.players * self.rockets_per_player else max(0, aliens - surplus)

    @property
    def spaces(self) -> int:
        """The asteroid spaces of the field: all but the station's."""
        return self.grid_size**2 - 1

    def _aliens_why(self) -> str:
        aliens = self.incident_tiles.get(ALIEN, 0)
        tiles = sum(map(len, self.mineral_tiles.values())) + sum(self.incident_tiles.values())
        if tiles <= self.spaces or self.aliens_stay_in_play and aliens <= self.spaces:
            return f"incident_tiles has {aliens}"
        if self.aliens_stay_in_play:
            return f"the {self.grid_size}x{self.grid_size} field has {self.spaces} spaces"
        return (
            f"with aliens_stay_in_play off, {tiles - self.spaces} of the {tiles} tiles are set aside unseen and may be Alien Encounters, "
            f"and the {self.players * self.rockets_per_player} rockets cannot cover the field's {self.spaces} spaces"
        )
