"""Delta components and rule options (rulebook sections "Game Materials" and the Appendix).

The rulebook lists what exists and what each kind of card or tile does, but not the mix, the
island map or the numbers on the tracks. The default data sets in ``data/*.json`` are a
**reconstruction** consistent with every number and worked example the rulebook prints; each is
a rule option a designer can replace (see ``docs/rulings/delta.md``).
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Literal

from pydantic import Field, model_validator

from deltawidgets.core.params import NOT_TUNED, RuleOptions
from deltawidgets.games.delta.catalog import catalog

SECTIONS = ("workshop", "map", "library")
SECTION_INDEX = {name: k for k, name in enumerate(SECTIONS)}
SECTION_NAMES = {"workshop": "the Workshop", "map": "the Map of the Delta", "library": "the Research Library"}
# "Resources on cards: Coins": what a coin (and the coin tile, and a local dragonfly) earns there
LOCAL = {"workshop": "cogs", "map": "crystals", "library": "flasks"}
MAX_PLAYERS = 4
# "Turn Order Bonuses": the tiles as the rulebook names them (position 4's tile is both)
TILE_NAMES = {"airship": "Airship", "initiative": "Initiative", "engineer": "Engineer/Biologist", "coin": "Coin"}
# "Phase 4: Upkeep" D: the discard piles lie left, center and right, below the three sections
PILE_NAMES = ("left", "center", "right")


def amount(n: int, what: str) -> str:
    """``1 crystal``, ``2 crystals``: a count of cogs, crystals, flasks or airships."""
    return f"{n} {what}" if n != 1 else f"1 {what[:-1]}"


MARKERS = 16  # "Game Materials": exploration markers per color (one starts on Boduka)


def _load(name: str):
    return json.loads(resources.files("deltawidgets.games.delta").joinpath("data").joinpath(name).read_text())


def default(name: str):
    """A fresh copy of one default data set (a reconstruction; docs/rulings/delta.md)."""
    return _load(name)


class DeltaParams(RuleOptions):
    """Rule options of Delta. Data-set defaults are reconstructions; see docs/rulings/delta.md."""

    players: int = Field(2, ge=2, le=MAX_PLAYERS, description="Number of players (Setup: two to four)", json_schema_extra=NOT_TUNED)
    first_player: int = Field(
        -1, ge=-1, le=MAX_PLAYERS - 1, description="Start player; -1 draws one at random (Turn order and engineering track)", json_schema_extra=NOT_TUNED
    )
    characters: dict = Field(
        default_factory=lambda: default("characters.json"), description="Basic and advanced character cards (reconstruction; Game Materials)"
    )
    animals: list = Field(default_factory=lambda: default("animals.json"), description="Animal cards (reconstruction; Appendix: Animal cards)")
    missions: list = Field(
        default_factory=lambda: default("missions.json"), description="Mission cards by round group (reconstruction; Appendix: Missions cards)"
    )
    last_round_cards: list = Field(
        default_factory=lambda: default("last_round.json"), description="Last round cards (reconstruction; Appendix: Last Round Cards)"
    )
    inventions: list = Field(
        default_factory=lambda: default("inventions.json"), description="Invention tiles with their cog costs (reconstruction; Appendix: Invention tiles)"
    )
    papers: list = Field(
        default_factory=lambda: default("papers.json"),
        description="Scientific paper tiles with their flask costs (reconstruction; Appendix: Scientific papers)",
    )
    dragonflies: list = Field(default_factory=lambda: default("dragonflies.json"), description="Dragonfly tiles (reconstruction; Appendix: Dragonfly Tiles)")
    island_map: dict = Field(
        default_factory=lambda: default("map.json"), description="Islands, regions, bridges and airship rails (reconstruction; Map of the Delta)"
    )
    tracks: dict = Field(
        default_factory=lambda: default("tracks.json"), description="Engineering and knowledge tracks, turn order bonus tiles, supply (reconstruction)"
    )
    limited_supply: bool = Field(True, description="Crystals and flasks run out: a gain takes only what the supply holds (ruling)")
    initiative_tile_bonus: int = Field(
        1, ge=0, le=5, description="Initiative added by a turn order initiative tile; an initiative dragonfly always adds 1 (ruling)"
    )
    explorer_bonus_on_extra_explore: bool = Field(
        False, description="Whether the Explorer's extra VP also applies to an invention's additional Explore (ruling)"
    )
    dragonflies_single_use: bool = Field(True, description="Every dragonfly tile is flipped face down after one use (ruling)")
    mission_groups: Literal["goals_rounds_1_3", "appendix"] = Field(
        "goals_rounds_1_3",
        description=(
            "Where the VP goals about papers, knowledge, characters and dragonflies go: with the rounds 1-3 missions, scored at the end (ruling), "
            "or with rounds 4-5 as the Appendix prints them, claimed when played (Appendix: Missions cards)"
        ),
    )
    cogs_scored_at: Literal["final", "highest"] = Field(
        "final", description="End Game Scoring A and the cog missions read the engineering marker where it ends, or at the highest space it reached (ruling)"
    )
    income_before_order: bool = Field(True, description="Phase 1: bull income comes before the turn order choice, so its cogs count for the order (ruling)")
    final_round_upkeep: bool = Field(False, description="After round 6, still take back a discard pile (Phase 4 D) before scoring (ruling)")

    @model_validator(mode="after")
    def _fits(self):
        if self.first_player >= self.players:
            raise ValueError(f"first_player must be -1 or a seat below {self.players}")
        catalog(self)  # builds the faces and the map from the data sets, refusing a bad one
        return self
