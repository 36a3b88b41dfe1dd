"""Exact positions: :class:`ScenarioModel` is the format (its fields are the state's slots),
``setup_from`` reads one through :func:`deltawidgets.core.scenario.read_scenario`, fills what it
leaves out from a fresh game and checks it (:mod:`scenario_checks`); ``scenario_of`` writes every
slot, so the two are exact inverses; ``determinize`` redraws what a viewer cannot see. The
format is described in ``docs/scenarios.md`` (section Delta), whose field table is
:func:`deltawidgets.core.scenario.field_table`.

A field left out takes the value a fresh game with the same rule options and seed would have.
Where that value would put a card, tile or dragonfly in a second place, the place the scenario
gives wins; a component that then lies nowhere goes back where a fresh game keeps it unseen
(its draw pile, stack or location; a basic card to its owner's hand), shuffled in from ``seed``.

>>> from deltawidgets.games.delta.components import DeltaParams
>>> from deltawidgets.games.delta.setup import setup
>>> prm = DeltaParams(players=3)
>>> scenario_of(setup_from(prm, {"seed": 4})) == scenario_of(setup(prm, 4))
True
>>> setup_from(prm, {"flasks": [2.5, 0, 0]})
Traceback (most recent call last):
...
deltawidgets.core.scenario.ScenarioError: Scenario field 'flasks.0': Input should be a valid integer (got 2.5).
"""

# mypy: disable-error-code="valid-type"
# (the format's field types are built at run time, per_seat(...) and Literal[TUPLE], which pydantic reads and a static
# checker cannot; those fields check as Any)
from __future__ import annotations

import json
import random
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Annotated, Callable, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr

from deltawidgets.core.chance import redealt
from deltawidgets.core.scenario import fresh_game, read_scenario, scenario_fail
from deltawidgets.games.delta import scenario_checks
from deltawidgets.games.delta.catalog import ANIMALS, ROWS, TILE_KINDS, Catalog, catalog
from deltawidgets.games.delta.components import MAX_PLAYERS
from deltawidgets.games.delta.effects import fill_row
from deltawidgets.games.delta.flow import engineering_rank, resolution_order
from deltawidgets.games.delta.scenario_checks import DECKS, DID, STEP_NAMES, location_size
from deltawidgets.games.delta.setup import setup
from deltawidgets.games.delta.state import WRITTEN, DeltaState
from deltawidgets.games.delta.turns import characters_in_hand

#: every source ``effects.gain_vp`` is called with (Explore, the Explorer, cogs above the top,
#: and the five parts of ``scoring.breakdown``)
VP_SOURCES = (
    "islands",
    "Explorer",
    "cogs above the top",
    "A engineering track",
    "B missions",
    "missions rounds 4-5",
    "C scientific papers",
    "D animals",
    "E leftover crystals and flasks",
)
BIG = 100_000  # a count no game reaches: bounds values before the catalogue's own checks

# -- the schema ---------------------------------------------------------------------------------------
# Ranges that depend on the rule options (how many seats, cards, tiles, islands, rounds) are
# read from the catalogue of the options being loaded, set here while a scenario is read.
_LOADING: ContextVar[Catalog | None] = ContextVar("delta_scenario_catalog", default=None)


@contextmanager
def _reading(cat: Catalog):
    token = _LOADING.set(cat)
    try:
        yield
    finally:
        _LOADING.reset(token)


def _within(what: str, size: Callable[[Catalog], int], first: int = 0):
    def check(v: int) -> int:
        cat = _LOADING.get()
        if cat is not None and not first <= v < size(cat):
            raise ValueError(f"there is no {what} {v} under these rule options ({what}s are {first} to {size(cat) - 1})")
        return v

    return AfterValidator(check)


def _named(what: str, names: Callable[[Catalog], list]):
    def check(v: str) -> str:
        cat = _LOADING.get()
        if cat is not None and v not in names(cat):
            raise ValueError(f"there is no {what} called {v[:40]!r}; the {what}s are {', '.join(names(cat))}")
        return v

    return AfterValidator(check)


def _per_seat(v: list) -> list:
    cat = _LOADING.get()
    if cat is not None and len(v) != cat.players:
        raise ValueError(f"give one entry per player ({cat.players}), not {len(v)}")
    return v


Seat = Annotated[StrictInt, Field(ge=0, le=MAX_PLAYERS - 1), _within("seat", lambda c: c.players)]
CardNo = Annotated[StrictInt, Field(ge=0, le=BIG), _within("card", lambda c: len(c.cards))]
InventionNo = Annotated[StrictInt, Field(ge=0, le=BIG), _within("invention tile", lambda c: len(c.inventions))]
PaperNo = Annotated[StrictInt, Field(ge=0, le=BIG), _within("paper tile", lambda c: len(c.papers))]
DragonflyNo = Annotated[StrictInt, Field(ge=0, le=BIG), _within("dragonfly tile", lambda c: len(c.dragonflies))]
Island = Annotated[StrictStr, Field(max_length=80), _named("island", lambda c: c.islands)]
Location = Annotated[StrictStr, Field(max_length=80), _named("dragonfly location", lambda c: [*c.eng["dragonflies"], *c.df_islands])]
EngSpace = Annotated[StrictStr, Field(max_length=80), _named("engineering dragonfly space", lambda c: list(c.eng["dragonflies"]))]
Count = Annotated[StrictInt, Field(ge=0, le=BIG)]
Cog = Annotated[StrictInt, Field(ge=0, le=BIG), _within("engineering space", lambda c: c.eng["top"] + 1)]
Position = Annotated[StrictInt, Field(ge=0, le=9), _within("turn order position", lambda c: c.positions + 1)]
Step = Annotated[StrictInt, Field(ge=0, le=BIG), _within("knowledge space", lambda c: len(c.know_vp))]
Many = Field(max_length=1000)


def per_seat(inner):
    return Annotated[list[inner], Field(min_length=2, max_length=MAX_PLAYERS), AfterValidator(_per_seat)]


def three(inner):
    return Annotated[list[inner], Field(min_length=3, max_length=3)]


Cards = Annotated[list[CardNo], Many]
Dragonflies = Annotated[list[DragonflyNo], Many]
Slot = Annotated[StrictInt, Field(ge=-1, le=BIG), _within("card", lambda c: len(c.cards), first=-1)] | None
Owed = Annotated[list[StrictBool | StrictInt | StrictStr | Annotated[list[Literal[ANIMALS]], Field(max_length=4)]], Field(min_length=2, max_length=5)]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class DecksModel(Strict):
    """The five face-down draw piles, top first; a pile left out is a fresh game's."""

    advanced: Cards | None = None
    animal: Cards | None = None
    mission13: Cards | None = None
    mission45: Cards | None = None
    last: Cards | None = None


class KnownTailModel(Strict):
    inventions: Count | None = None
    papers: Count | None = None


class EventModel(Strict):
    """A line of the setup, typed as the game's own events are (words.py tells it): a fresh game
    opens with its start player, and a scenario's log can hold nothing it could not tell."""

    type: Literal["start_player"]
    player: Seat


FRESH = "a fresh game's"


def described(description: str, left_out: str = FRESH, **kw):
    """A field: what it holds (for docs/scenarios.md) and what it is when left out."""
    return Field(None, description=description, json_schema_extra={"left_out": left_out}, **kw)


class ScenarioModel(Strict):
    """A Delta position; every field may be left out (see the module text)."""

    seed: Annotated[StrictInt, Field(ge=0, lt=2**63)] | None = described(
        "seed of the fresh game that fields left out come from (its shuffles and, with `first_player` -1, its start player)", "0"
    )
    round: Annotated[StrictInt, Field(ge=1, le=99), _within("round", lambda c: c.rounds + 1, first=1)] | None = described("the round, 1 to 6 (`tracks.rounds`)")
    step: Literal[STEP_NAMES] | None = described(
        "the main step: `order` (Phase 1 A), `play` (choose a card), `section` (its section), `bonus` (bonus tiles and "
        "dragonflies on it), `act` (Phase 2 E), `take` (Phase 3), `pile` (Phase 4 D), `over`"
    )
    current: Seat | None = described("the seat choosing in the main step", "the first of `queue` in `order`, `take` and `pile`; else `order[turn % players]`")
    turn: Annotated[StrictInt, Field(ge=0, le=3 * MAX_PLAYERS)] | None = described(
        "Phase 2 turns played this round (three per player)", "the cards and card markers on the sections, in Phase 2"
    )
    section: Annotated[StrictInt, Field(ge=-1, le=2)] | None = described(
        "the section (0 Workshop, 1 Map, 2 Library) played in (`bonus`, `act`) or resolved (`take`); else -1"
    )
    chosen: Slot = described("in the `section` step, the character card chosen; else -1")
    leader_used: StrictBool | None = described("this turn, the Leader's discount has been taken (Study animals)")
    temp_airships: Annotated[StrictInt, Field(ge=0, le=99)] | None = described("one-shot airships (dragonfly, mission) played this turn for the next Explore")
    clock: Count | None = described("the stacking counter of the engineering track", "the highest of `stamp`")
    over: StrictBool | None = described("the game is over (with `step` `over`)")
    end_reason: Literal["", "six_rounds"] | None = described("`six_rounds` once over, else empty")
    order: Annotated[list[Seat], Field(max_length=MAX_PLAYERS)] | None = described(
        "this round's turn order (empty in `order` and `over`)", "the seats by `pos` once every seat has one; else empty"
    )
    pos: per_seat(Position) | None = described("each seat's turn order position (0: not chosen yet)")
    pending: Annotated[list[Owed], Field(max_length=50)] | None = described(
        "owed small choices, first first: `[seat, kind, ...]`, kind `dragonfly` (`location, vp, source`), `track` "
        "(`[animals], second_track`), `pile`, `island`, `coin`, `remove`"
    )
    queue: Annotated[list[Seat], Field(max_length=MAX_PLAYERS)] | None = described(
        "seats still to choose in `order`, `take` or `pile`",
        "`order`: the seats without a position, clockwise from the start player in round 1, by engineering rank "
        "later; `take`: the section's resolution order; `pile`: `order`; else empty",
    )
    box: Cards | None = described("cards removed from the game")
    bonus_stock: dict[Literal[tuple(str(r) for r in ROWS)], Count] | None = described(
        "turn order bonus tiles left on each row, `{\"2\": 3, ...}`", "what `held` and `tiles_on` leave of each row's tiles"
    )
    eng: per_seat(Cog) | None = described("each engineering marker's space")
    eng_best: per_seat(Cog) | None = described("the highest space each marker has reached", "the higher of `eng` and the start space")
    stamp: per_seat(Count) | None = described("stacking order on the engineering track (higher: on top)")
    crystals: per_seat(Count) | None = described("crystals held")
    flasks: per_seat(Count) | None = described("flasks held")
    vp: per_seat(Count) | None = described("VP (the sum of `vp_from`)")
    airships_needed: per_seat(Count) | None = described("airships each seat needed to explore (a paper counts them)")
    did: Annotated[list[Literal[DID]], Field(max_length=5)] | None = described(
        "section actions done with this turn's card (`explore`, `invent`, `sponsor`, `knowledge`, `publish`)"
    )
    inv_row: Annotated[list[InventionNo], Field(max_length=3)] | None = described("the invention display, top first")
    inv_stack: Annotated[list[InventionNo], Many] | None = described("the face-down invention stack, top first")
    paper_row: Annotated[list[PaperNo], Field(max_length=3)] | None = described("the scientific paper display")
    paper_stack: Annotated[list[PaperNo], Many] | None = described("the face-down paper stack, top first")
    inv_flipped: Annotated[list[InventionNo], Many] | None = described("Explore inventions used (flipped)")
    df_flipped: Dragonflies | None = described("dragonfly tiles used (flipped)")
    removed: Cards | None = described("with 2 players, the advanced characters set aside unseen (one of each type)")
    opening: Annotated[list[EventModel], Field(max_length=20)] | None = described(
        "log lines of the setup: `{\"type\": \"start_player\", \"player\": seat}`",
        "the fresh game's line about the start player at the start of the game; else none",
    )
    known_tail: KnownTailModel | None = described("`{\"inventions\": n, \"papers\": n}`: tiles at the bottom of each stack put back face up")
    hand: per_seat(Cards) | None = described("cards in each hand")
    played: per_seat(three(Slot)) | None = described("the card each seat played in each section (`null` none yet, -1 a card marker)")
    line: three(Annotated[list[Seat], Field(max_length=MAX_PLAYERS)]) | None = described(
        "per section, the seats in the order they played there (left to right)"
    )
    tiles_on: per_seat(three(Annotated[list[Literal[TILE_KINDS]], Many])) | None = described(
        "bonus tiles placed on each played card (`airship`, `initiative`, `engineer`, `coin`)"
    )
    dfs_on: per_seat(three(Dragonflies)) | None = described("dragonflies played with each card")
    held: per_seat(Annotated[list[Literal[TILE_KINDS]], Many]) | None = described("bonus tiles held, not placed yet")
    animals: per_seat(Cards) | None = described("animal cards studied")
    inventions: per_seat(Annotated[list[InventionNo], Many]) | None = described("invention tiles created")
    papers: per_seat(Annotated[list[PaperNo], Many]) | None = described("scientific papers published")
    dragonflies: per_seat(Dragonflies) | None = described("dragonfly tiles kept")
    df_seen: per_seat(Dragonflies) | None = described("tiles still on a location that the seat has looked at")
    df_passed: per_seat(Annotated[list[EngSpace], Field(max_length=9)]) | None = described(
        "engineering dragonfly spaces (`A`, `B`, `C`) the marker has reached", "the spaces up to `eng_best`"
    )
    know: per_seat(Annotated[list[Step], Field(min_length=len(ANIMALS), max_length=len(ANIMALS))]) | None = described(
        "knowledge positions: turtle, flamingo, horse, bull"
    )
    explored: per_seat(Annotated[list[Island], Field(max_length=40)]) | None = described("islands with the seat's exploration markers, the start island first")
    last_cards: per_seat(Cards) | None = described("last round cards played")
    display: three(Cards) | None = described("cards above each section")
    piles: per_seat(three(Cards)) | None = described("each seat's three discard piles (left, center, right)")
    vp_from: per_seat(dict[Literal[VP_SOURCES], Count]) | None = described("VP by source")
    decks: DecksModel | None = described("draw piles `advanced`, `animal`, `mission13`, `mission45`, `last`, top first; each may be left out")
    df_at: dict[Location, Dragonflies] | None = described(
        "dragonfly tiles on each location (`A`-`C` beside the engineering track, and islands); each may be left out"
    )


# -- writing a position ------------------------------------------------------------------------------
#: fields that hold a set of pieces (no rule reads their order): written in order, so that two
#: positions that differ only in how play happened to list them are one scenario
UNORDERED = {"box", "df_flipped", "inv_flipped"}
UNORDERED_PER_SEAT = {"hand"}


def scenario_of(s: DeltaState) -> dict:
    out = {}
    for k in WRITTEN:
        v = getattr(s, k)
        if k == "bonus_stock":
            v = {str(r): n for r, n in v.items()}
        elif k in UNORDERED:
            v = sorted(v)
        elif k in UNORDERED_PER_SEAT:
            v = [sorted(x) for x in v]
        out[k] = v
    # plain lists and objects, copied: JSON's own walk, in C, is several times a Python one's speed
    # (every key of the position's objects is text, the bonus rows made so above)
    return json.loads(json.dumps(out))


# -- laying one out ------------------------------------------------------------------------------------
def setup_from(params, scenario: dict) -> DeltaState:
    """The exact position ``scenario`` describes; the fields it leaves out come from a fresh
    :func:`setup.setup` with the scenario's seed."""
    cat = catalog(params)
    with _reading(cat):
        sc = read_scenario(ScenarioModel, scenario)
    given = _given(sc)
    s = fresh_game(setup, params, sc.seed or 0).clone()  # laid out on a copy: the fresh game is shared
    first = s.current
    for k in given:
        if "." not in k:
            setattr(s, k, _value(k, getattr(sc, k)))
    for k in given:
        if "." in k:
            field, key = k.split(".")
            # a df_at.<location> key is in given only when the scenario has df_at
            getattr(s, field)[key] = getattr(getattr(sc, field), key) if field != "df_at" else sc.df_at[key][:]  # type: ignore[index]
    Placing(s, given, random.Random(sc.seed or 0)).run()
    _derive(s, given, first)
    scenario_checks.check(s)
    s.markers = {}
    for mine in s.explored:
        for i in mine:
            s.markers[i] = s.markers.get(i, 0) + 1
    scenario_checks.check_choice(s)
    return s


def _given(sc: ScenarioModel) -> set[str]:
    """The fields the scenario says (``decks.animal``, ``df_at.Vessa``, ``known_tail.papers`` for
    the fields whose keys may be left out one by one)."""
    out = set()
    for k in sc.model_fields_set:
        v = getattr(sc, k)
        if v is None or k == "seed":
            continue
        if k in ("decks", "known_tail"):
            out |= {f"{k}.{key}" for key in v.model_fields_set if getattr(v, key) is not None}
        elif k == "df_at":
            out |= {f"df_at.{loc}" for loc in v}
        else:
            out.add(k)
    return out


def _value(k: str, v):
    if k == "bonus_stock":
        return {int(r): n for r, n in v.items()}
    if k == "pending":
        return [tuple(tuple(x) if isinstance(x, list) else x for x in e) for e in v]
    if k == "opening":
        return [e.model_dump(exclude_none=True) for e in v]
    return v


def _derive(s: DeltaState, given: set[str], first: int) -> None:
    """Fields left out whose fresh value would contradict what the scenario says: they take the
    value the rules give them in that position (the ``left_out`` texts of the model)."""
    n = s.players
    if "order" not in given and s.step not in ("order", "over") and all(s.pos) and len(set(s.pos)) == n:
        s.order = sorted(range(n), key=lambda p: s.pos[p])
    if "queue" not in given:
        if s.step == "order":
            ranked = [(first + i) % n for i in range(n)] if s.round == 1 else engineering_rank(s)
            s.queue = [p for p in ranked if s.pos[p] == 0]
        elif s.step == "take" and 0 <= s.section < 3:
            s.queue = resolution_order(s, s.section)
        elif s.step == "pile":
            s.queue = list(s.order)
        else:
            s.queue = []
    if "turn" not in given:
        s.turn = scenario_checks.turns_played(s)
    if "current" not in given:
        if s.step in ("order", "take", "pile"):
            s.current = s.queue[0] if s.queue else s.current
        elif s.step != "over" and len(s.order) == n:
            s.current = s.order[s.turn % n]
    if "bonus_stock" not in given:  # the tiles not held or on a card are on the track
        for kind in [*(k for x in s.held for k in x), *(k for x in s.tiles_on for on in x for k in on)]:
            row = next((r for r, (k, _) in s.cat.row_tiles.items() if k == kind and s.bonus_stock[r] > 0), None)
            if row is not None:
                s.bonus_stock[row] -= 1
    if "clock" not in given:
        s.clock = max(s.stamp)
    start = s.cat.eng["start"]
    if "eng_best" not in given:
        s.eng_best = [max(e, start) for e in s.eng]
    if "df_passed" not in given:
        s.df_passed = [[loc for loc, space in s.cat.eng["dragonflies"].items() if start < space <= best] for best in s.eng_best]
    if "opening" not in given and not (s.round == 1 and s.step == "order" and not any(s.pos)):
        s.opening = []


class Placing:
    """Every card, tile and dragonfly in exactly one place: the places a scenario gives keep what
    it says; a fresh game's places left out give up what a given place holds; what then lies
    nowhere goes home (a draw pile, a stack, a location with room, the owner's hand)."""

    def __init__(self, s: DeltaState, given: set[str], rng: random.Random):
        self.s, self.given, self.rng = s, given, rng
        self.cat = s.cat

    def run(self) -> None:
        s, cat, n = self.s, self.cat, self.s.players
        cards = [
            *((f"hand.{p}", "hand", s.hand[p]) for p in range(n)),
            *((f"piles.{p}.{i}", "piles", s.piles[p][i]) for p in range(n) for i in range(3)),
            *((f"played.{p}", "played", s.played[p]) for p in range(n)),
            *((f"animals.{p}", "animals", s.animals[p]) for p in range(n)),
            *((f"last_cards.{p}", "last_cards", s.last_cards[p]) for p in range(n)),
            *((f"display.{k}", "display", s.display[k]) for k in range(3)),
            *((f"decks.{d}", f"decks.{d}", s.decks[d]) for d in DECKS),
            ("box", "box", s.box),
            ("removed", "removed", s.removed),
        ]
        self.place("card", cards, len(cat.cards), self.card_home)
        self.place(
            "invention tile",
            [
                *((f"inventions.{p}", "inventions", s.inventions[p]) for p in range(n)),
                ("inv_row", "inv_row", s.inv_row),
                ("inv_stack", "inv_stack", s.inv_stack),
            ],
            len(cat.inventions),
            lambda t: ("inv_stack", "inv_stack", s.inv_stack),
        )
        self.place(
            "paper tile",
            [
                *((f"papers.{p}", "papers", s.papers[p]) for p in range(n)),
                ("paper_row", "paper_row", s.paper_row),
                ("paper_stack", "paper_stack", s.paper_stack),
            ],
            len(cat.papers),
            lambda t: ("paper_stack", "paper_stack", s.paper_stack),
        )
        self.place(
            "dragonfly tile",
            [*((f"dragonflies.{p}", "dragonflies", s.dragonflies[p]) for p in range(n)), *((f"df_at.{loc}", f"df_at.{loc}", s.df_at[loc]) for loc in s.df_at)],
            len(cat.dragonflies),
            self.dragonfly_home,
        )
        self.refill()

    def place(self, what: str, places, total: int, home) -> None:
        where: dict[int, str] = {}
        for name, flag, items in places:
            if flag in self.given:
                for x in items:
                    if x is None or x < 0:
                        continue
                    if x in where:
                        scenario_fail(name, f"{self.name(what, x)} is also in {where[x]}; every {what} is in exactly one place (Game Materials)")
                    where[x] = name
        for _name, flag, items in places:
            if flag not in self.given:
                items[:] = [x for x in items if x not in where]
        here = {x for _, _, items in places for x in items if x is not None and x >= 0}
        hidden: list[list] = []
        for x in range(total):
            if x in here:
                continue
            name, flag, pile = home(x)
            if pile is None or flag in self.given:
                scenario_fail(name, f"{self.name(what, x)} is in no place; every {what} is in exactly one place (Game Materials)")
            pile.append(x)
            if not name.startswith("hand.") and all(p is not pile for p in hidden):
                hidden.append(pile)
        for pile in hidden:  # a face-down pile or location: what came back is shuffled in
            self.rng.shuffle(pile)

    def name(self, what: str, x: int) -> str:
        if what == "card":
            return f"card {x} ({self.cat.cards[x].name})"
        tiles = {"invention tile": self.cat.inventions, "paper tile": self.cat.papers, "dragonfly tile": self.cat.dragonflies}
        return f"{what} {x} ({tiles[what][x].name})"

    def card_home(self, c: int):
        card, s = self.cat.cards[c], self.s
        if card.kind == "basic":
            return f"hand.{card.owner}", "hand", s.hand[card.owner]
        deck = {"advanced": "advanced", "animal": "animal", "last": "last"}.get(card.kind)
        deck = deck or ("mission13" if card.rounds == "1-3" else "mission45")
        return f"decks.{deck}", f"decks.{deck}", s.decks[deck]

    def dragonfly_home(self, t: int):
        s, cat = self.s, self.cat
        free = [loc for loc in s.df_at if f"df_at.{loc}" not in self.given and len(s.df_at[loc]) < location_size(cat, loc)]
        return (f"df_at.{free[0]}", f"df_at.{free[0]}", s.df_at[free[0]]) if free else ("df_at", "df_at", None)

    def refill(self) -> None:
        """A display or row left out that gave a card or tile up is refilled from its pile (left
        out too), as Phase 4 would; with 2 players the set-aside keeps one of each type."""
        s, given, n = self.s, self.given, self.s.players
        if "inv_row" not in given and "inv_stack" not in given:
            fill_row(s, s.inv_row, s.inv_stack, "inventions")
        if "paper_row" not in given and "paper_stack" not in given:
            fill_row(s, s.paper_row, s.paper_stack, "papers")
        if "display" not in given:
            for k, deck in enumerate(("advanced", "animal", "mission13")):
                if f"decks.{deck}" not in given:
                    more = n - len(s.display[k])
                    if more > 0:
                        s.display[k] += s.decks[deck][:more]
                        del s.decks[deck][:more]
        if "removed" not in given and n == 2 and "decks.advanced" not in given:
            kinds = {self.cat.cards[c].type for c in s.removed}
            for c in list(s.decks["advanced"]):
                kind = self.cat.cards[c].type
                if kind not in kinds:
                    kinds.add(kind)
                    s.decks["advanced"].remove(c)
                    s.removed.append(c)


# -- a position a viewer cannot tell apart -----------------------------------------------------------
def determinize(s: DeltaState, viewer, rng) -> DeltaState:
    """A position ``viewer`` cannot tell from ``s``: every draw pile and face-down stack is
    shuffled again, the 2-player set-aside characters redrawn (one of each type), and the
    dragonflies on locations the viewer has not looked at are dealt anew, and another seat's card
    chosen but not yet placed is drawn from the characters in its hand. Hands stay: every
    card in a hand came from a face-up display, a face-up discard pile or the player's own
    basic set, so a seat with a memory knows them (ruling ``hands_are_deducible``)."""
    t = s.clone()
    for deck in ("animal", "mission13", "mission45", "last"):
        t.decks[deck] = redealt(t.decks[deck], rng)
    _redraw_advanced(t, rng)
    for kind, stack in (("inventions", t.inv_stack), ("papers", t.paper_stack)):
        hidden = len(stack) - t.known_tail[kind]
        stack[:hidden] = redealt(stack[:hidden], rng)
    _redeal_dragonflies(t, viewer, rng)
    if t.step == "section" and viewer != t.current:
        # the card chosen is still in its player's hand, unseen until its section is chosen
        # (Phase 2: Actions A): any character there might be it
        chars = characters_in_hand(t, t.current)
        t.chosen = chars[int(rng.random() * len(chars))]
    return t


def _redeal_dragonflies(t: DeltaState, viewer, rng) -> None:
    """The dragonflies the viewer has not looked at, dealt anew among their places; what each
    other seat saw follows its tile."""
    seen = set(t.df_seen[viewer]) if isinstance(viewer, int) else set()
    # places in name order, whatever order the position was built in (see core/chance.py)
    slots = [(loc, i) for loc in sorted(t.df_at) for i, x in enumerate(t.df_at[loc]) if x not in seen]
    old = [t.df_at[loc][i] for loc, i in slots]
    new = redealt(old, rng)
    swap = dict(zip(old, new))
    for (loc, i), x in zip(slots, new):
        t.df_at[loc][i] = x
    t.df_seen = [[swap.get(x, x) for x in seen_q] for seen_q in t.df_seen]


def _redraw_advanced(t: DeltaState, rng) -> None:
    pool = redealt(t.decks["advanced"] + t.removed, rng)
    removed = []
    for c in sorted(t.removed, key=lambda c: t.cat.cards[c].type):
        kind = t.cat.cards[c].type
        pick = next(x for x in pool if t.cat.cards[x].type == kind)
        pool.remove(pick)
        removed.append(pick)
    t.removed = removed
    t.decks["advanced"] = pool


# -- the field table of docs/scenarios.md ---------------------------------------------------------------
