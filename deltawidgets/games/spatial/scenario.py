"""Exact Spatial Delivery positions as JSON scenarios, both ways, and positions a viewer cannot tell apart.

* :func:`scenario_of` writes any position (every phase, a challenge waiting for its answer, a
  branch half laid, a payment half paid, a finished game) as a JSON-safe dict;
* :func:`setup_from` lays one out, checked against the rules: a bad field raises
  :class:`BadInput` naming it, and nothing is played by itself;
* :func:`determinize` redraws what a viewer cannot see (at the end of this module).

The format (every field optional, defaults for what is not said) is documented with a full example
in ``docs/scenarios.md`` ("Spatial Delivery"). A place is given by the names drawn on the board
(:mod:`names`) or by the element ids of the observation, which :func:`scenario_of` writes: hexes
``"B3"`` or ``"h<q>,<r>"`` (axial, Earth ``"h0,0"``; ``"q,r"`` and ``"Earth"`` are accepted too),
corners ``"A1/A2/B2"`` (the hexes meeting there, by name or axial) or ``"v<n>"``, borders
``"A1/B2"`` (its two hexes) or ``"e<n>"``, places (where spaceships stand and branches run) as
corners or Earth; seats as numbers from 0 or ``"Player <n>"``; cards as ``explore`` or a goods
colour.
"""

# mypy: disable-error-code="valid-type"
# (the format's field types are built at run time, _many(...), which pydantic reads and a static checker cannot; those
# fields check as Any)
from __future__ import annotations

import random
from functools import lru_cache
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StringConstraints

from deltawidgets.core.chance import redealt
from deltawidgets.core.errors import BadInput
from deltawidgets.core.refusal import seat
from deltawidgets.core.scenario import fresh_game, read_scenario, rest_of_box, scenario_fail
from deltawidgets.games.spatial.board import Board, board, hex_id, ring_of
from deltawidgets.games.spatial.components import CARDS, EARTH_TILE, EXPLORE, GOODS, GOODS_KINDS, SPACE, UNLAID, SpatialParams
from deltawidgets.games.spatial.flow import start_explore_and_deliver, start_round
from deltawidgets.games.spatial.layout import refresh_map
from deltawidgets.games.spatial.network import lay_segment
from deltawidgets.games.spatial.rounds import end_reason_after_last_round
from deltawidgets.games.spatial.scenario_checks import check_position, check_start_of_phase
from deltawidgets.games.spatial.scoring import token_bonus
from deltawidgets.games.spatial.setup import setup
from deltawidgets.games.spatial.state import FEE_MSP, MSP_PARTS, SALE_MSP, SpatialDeliveryState
from deltawidgets.games.spatial.words import border_name, corner_name, hex_named, upper_first

TILE_NAMES: dict[str, int] = {"space": SPACE, **{g: i + 1 for i, g in enumerate(GOODS)}}
CARD_NAMES = {**{name: k for k, name in enumerate(CARDS)}, "exploration": 0}
# -- the format: a pydantic model, read by core.scenario.read_scenario --------------------------------

Text = Annotated[str, StringConstraints(max_length=40)]
Count = Annotated[StrictInt, Field(ge=0, le=1000)]
SeatRef = Annotated[StrictInt, Field(ge=0, le=9)] | Annotated[str, StringConstraints(pattern=r"^Player [0-9]{1,2}$")]
PlaceRef = Annotated[StrictInt, Field(ge=0, le=10_000)] | Text  # a corner number, or a name or id
TileName = Literal["space", "red", "blue", "yellow", "green"]
Goods = Literal["red", "blue", "yellow", "green"]
CardName = Literal["explore", "exploration", "red", "blue", "yellow", "green"]
Seats = 10  # longest list "per seat" (the rule options allow fewer players)


def _many(t, n: int = 200):
    return Annotated[list[t], Field(max_length=n)]


class MSPModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    stations: Annotated[StrictInt, Field(ge=0, le=10_000)] = 0
    worlds: Annotated[StrictInt, Field(ge=0, le=10_000)] = 0
    sales: Annotated[StrictInt, Field(ge=0, le=10_000)] = 0
    fees: Annotated[StrictInt, Field(ge=0, le=10_000)] = 0


class ChallengeModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    challenger: SeatRef
    challenged: SeatRef
    goods: Goods


class BranchModel(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)
    start: PlaceRef = Field(alias="from")
    borders: _many(PlaceRef, 100) = []


class PaymentModel(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)
    for_: Literal["explore", "move"] = Field(alias="for")
    target: PlaceRef | None = None
    paid: dict[CardName, Count] = {}


class ScenarioModel(BaseModel):
    """A Spatial Delivery position. Every field may be left out: it takes a fresh game's value."""

    model_config = ConfigDict(extra="forbid")
    round: Annotated[StrictInt, Field(ge=1, le=100)] = Field(1, description="the round")
    start: SeatRef | None = Field(None, description="the round's Starting Player (left out: as setup draws it)")
    phase: Literal["draft", "answer", "turn", "branch", "pay", "over"] = Field(
        "draft",
        description='`"draft"`, `"answer"` (a challenge waits for its answer), `"turn"`, `"branch"` '
        '(a branch is being laid), `"pay"` (a cost is being paid card by card), `"over"`',
    )
    current: SeatRef | None = Field(None, description="whose turn (in `answer`: the challenger); given, the position is exact")
    steps: Annotated[StrictInt, Field(ge=0, le=100)] = Field(0, description="spaceship steps taken this turn")
    seed: Annotated[StrictInt, Field(ge=0, lt=2**63)] = Field(0, description="deals what is left out as a fresh game with this seed, and later reshuffles")
    shuffles: Annotated[StrictInt, Field(ge=0, le=10**6)] = Field(0, description="reshuffles of the discard pile made")
    laid: Annotated[StrictInt, Field(ge=1, le=10)] | None = Field(
        None, description="rings of tiles on the table (left out: `setup_rings`, all after round `late_rings_after`)"
    )
    tiles: Annotated[dict[Text, TileName], Field(max_length=200)] | None = Field(
        None, description='`{hex: tile}` for laid hexes; laid hexes not listed are space (left out: the tiles a fresh game lays)'
    )
    later: _many(TileName) | None = Field(None, description="set-aside tiles, in the order they will be laid (left out: the rest of the box)")
    tokens: _many(Text) | None = Field(None, description="worlds still holding their First Delivery token (left out: every laid world)")
    stations: Annotated[dict[Text, SeatRef], Field(max_length=200)] = Field({}, description="`{corner: seat}`")
    segments: Annotated[dict[Text, SeatRef], Field(max_length=400)] = Field({}, description="`{border: seat}`")
    sales: Annotated[dict[Text, SeatRef], Field(max_length=200)] = Field({}, description="Sale Markers out this round, `{hex: seat}`")
    ships: _many(PlaceRef, Seats) = Field([], description="one place per seat (left out: Earth)")
    hands: _many(dict[CardName, Count], Seats) = Field([], description='per seat, cards by kind, `{"explore": 2, "red": 1}`')
    drafted: _many(_many(Goods, 50), Seats) = Field([], description="per seat, goods taken this draft, in order")
    pool: _many(Goods | None, 10) | None = Field(None, description="the face-up slots, `null` for an empty one (left out: turned up from the deck)")
    deck: _many(Goods, 1000) | None = Field(None, description="goods cards, top first (left out: the rest of the box, in a fresh game's order)")
    discard: dict[CardName, Count] | None = Field(
        None, description="the face-down pile by kind (left out: the cards of an open payment, plus what a given deck leaves)"
    )
    supply: Count | None = Field(None, description="face-up Exploration cards (left out: every one not in a hand or out of play)")
    held: _many(_many(Count, Seats), Seats) | None = Field(
        None, description="`held[p][q]`: seat q's Challenge tokens that seat p holds (left out: each their own)"
    )
    msp: _many(MSPModel | Annotated[StrictInt, Field(ge=0, le=10_000)], Seats) = Field(
        [], description='per seat, MSP by source `{"stations", "worlds", "sales", "fees"}`, or one number (sales)'
    )
    fdt: _many(dict[Goods, Count], Seats) = Field([], description="per seat, First Delivery tokens by colour")
    done: _many(StrictBool, Seats) = Field([], description="per seat, done for this round")
    challenge: ChallengeModel | None = Field(None, description='`{"challenger", "challenged", "goods"}` in phase `answer`')
    branch: BranchModel | None = Field(None, description='`{"from": place, "borders": [...]}` while exploring')
    payment: PaymentModel | None = Field(None, description='`{"for": "explore" | "move", "target": place, "paid": {kind: n}}` in phase `pay`')


#: every field a scenario may have, in the order :func:`scenario_of` writes them
FIELDS = tuple(ScenarioModel.model_fields)

#: fields that only an exact position has: the start of a draft or of Explore and Deliver has none
MID_PHASE = ("drafted", "done", "steps", "challenge", "branch", "payment")


# -- writing ------------------------------------------------------------------------------------------


def scenario_of(s: SpatialDeliveryState) -> dict:
    """The exact position ``s`` as a scenario; ``setup_from(s.params, scenario_of(s))`` is ``s``.
    Fields equal to their default are left out, except the cards (every card's place is written)
    and the round, phase and whose choice it is."""
    b = s.board
    full = {
        "round": s.round,
        "start": s.start,
        "phase": s.phase,
        "current": s.current,
        "steps": s.steps,
        "seed": s.seed,
        "shuffles": s.shuffles,
        "laid": s.laid,
        "tiles": {hex_key(b, h): CARDS[t] for h, t in enumerate(s.tile) if t in GOODS_KINDS},
        "later": [CARDS[t] if t else "space" for t in s.later],
        "tokens": [hex_key(b, h) for h, on in enumerate(s.token) if on],
        "stations": {f"v{c}": p for c, p in enumerate(s.station) if p >= 0},
        "segments": {f"e{e}": p for e, p in enumerate(s.segment) if p >= 0},
        "sales": {hex_key(b, h): p for h, p in enumerate(s.sale) if p >= 0},
        "ships": [b.place_id(x) for x in s.ship],
        "hands": [_counts(h) for h in s.hand],
        "drafted": [[CARDS[k] for k in d] for d in s.drafted],
        "pool": [CARDS[k] if k >= 0 else None for k in s.pool],
        "deck": [CARDS[k] for k in reversed(s.deck)],
        "discard": _counts(s.discard),
        "supply": s.supply,
        "held": [list(h) for h in s.held],
        "msp": [{part: x for part, x in zip(MSP_PARTS, m) if x} for m in s.msp],
        "fdt": [_counts(f) for f in s.fdt],
        "done": list(s.done),
        "challenge": None if s.challenge is None else dict(zip(("challenger", "challenged", "goods"), (s.challenge[0], s.challenge[1], CARDS[s.challenge[2]]))),
        "branch": {"from": b.place_id(s.branch[0]), "borders": [f"e{e}" for e in s.branch_borders]} if s.branch else None,
        "payment": None if s.phase != "pay" else {"for": s.pay_for, "target": b.place_id(s.pay_target), "paid": _counts(s.paid)},
    }
    defaults = written_defaults(s)
    return {k: v for k, v in full.items() if k not in defaults or defaults[k] != v}


def written_defaults(s: SpatialDeliveryState) -> dict:
    """What :func:`setup_from` assumes for a field left out, written as :func:`scenario_of` writes it
    (only the defaults that do not depend on other fields' values or on the seed: the tiles and
    the tiles set aside are always written)."""
    n, params, b = s.players, s.params, s.board
    laid = b.rings if s.round > params.late_rings_after else params.setup_rings
    return {
        "steps": 0,
        "seed": 0,
        "shuffles": 0,
        "laid": laid,
        "tokens": [hex_key(b, h) for h, t in enumerate(s.tile) if t in GOODS_KINDS],
        "stations": {},
        "segments": {},
        "sales": {},
        "ships": ["h0,0"] * n,
        "hands": [{}] * n,
        "drafted": [[]] * n,
        "held": [[params.challenge_tokens if q == p else 0 for q in range(n)] for p in range(n)],
        "msp": [{}] * n,
        "fdt": [{}] * n,
        "done": [False] * n,
        "challenge": None,
        "branch": None,
        "payment": None,
    }


def hex_key(b: Board, h: int) -> str:
    return _hex_keys(b)[h]


@lru_cache(maxsize=8)
def _hex_keys(b: Board) -> tuple[str, ...]:
    return tuple(hex_id(x) for x in b.hexes)


def _counts(counts) -> dict:
    return {CARDS[k]: x for k, x in enumerate(counts) if x}


# -- reading names ------------------------------------------------------------------------------------


def read_seat(value, n: int, field: str) -> int:
    """A seat: 0 .. n-1, or "Player 1" .. "Player n"."""
    if isinstance(value, str) and value.startswith("Player ") and value[7:].isdigit():
        value = int(value[7:]) - 1
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < n:
        scenario_fail(field, f"{value!r} is not a seat: write 0 to {n - 1} or \"{seat(0)}\" to \"{seat(n - 1)}\"")
    return value


def _axial(b: Board, text: str, field: str) -> tuple[int, int]:
    """A hex place by its name (``"B3"``, ``"Earth"``) or axial coordinates (``"h1,-1"``, ``"1,-1"``;
    these may lie just off the map, where a corner of the rim meets no hex)."""
    named = hex_named(b, text)
    if named is not None:
        return b.hexes[named]
    try:
        q, r = (int(x) for x in text.strip().removeprefix("h").split(","))
    except ValueError:
        scenario_fail(
            field,
            f'{text[:40]!r} is not a hex of the map: write its name such as "B3" (ring letter and '
            'number, as drawn on the board; Earth is "Earth") or "h<q>,<r>" such as "h1,-1"',
        )
    return q, r


def read_hex(b: Board, value, field: str) -> int:
    """A map hex: ``"B3"``, ``"h1,-1"``, ``"1,-1"`` or ``"Earth"``."""
    known = _hex_ids(b).get(value) if isinstance(value, str) else None
    if known is not None:  # the element id scenario_of writes: most hexes of most scenarios
        return known
    h = _axial(b, str(value), field)
    if ring_of(h) > b.rings:
        scenario_fail(field, f"hex {value} is outside the {b.rings}-ring map")
    return b.hex_index[h]


@lru_cache(maxsize=8)
def _hex_ids(b: Board) -> dict[str, int]:
    return {hex_id(x): h for h, x in enumerate(b.hexes)}


def _numbered(value, prefix: str, size: int, what: str, field: str) -> int | None:
    """An element given by its number (``"v12"``, ``"12"`` or 12), or None if it is written otherwise."""
    text = str(value)
    if not isinstance(value, bool) and text.removeprefix(prefix).isdigit():
        i = int(text.removeprefix(prefix))
        if i >= size:
            scenario_fail(field, f"there is no {what} {prefix}{i} (the map has {prefix}0 to {prefix}{size - 1})")
        return i
    return None


def read_corner(b: Board, value, field: str) -> int:
    """A corner: the hexes meeting there, ``"A1/A2/B2"`` (by name or axial, ``"1,0/1,-1/2,-1"``;
    two names for a corner at the rim of the map), or ``"v12"``."""
    c = _numbered(value, "v", len(b.corners), "corner", field)
    if c is not None:
        return c
    parts = str(value).split("/")
    if len(parts) not in (2, 3):
        scenario_fail(field, f'{str(value)[:40]!r} is not a corner: write the hexes meeting there, such as "A1/A2/B2"')
    places = {_axial(b, x, field) for x in parts}
    for c, trio in enumerate(b.corners):
        # the places named are the corner's three, or (at the rim) exactly its map hexes
        if places == set(trio) or places == {x for x in trio if x in b.hex_index}:
            return c
    scenario_fail(field, f"the hexes {value} do not meet at a corner of the map")


def read_border(b: Board, value, field: str) -> int:
    """A border: its two hexes, ``"A1/B2"`` (by name or axial, ``"1,0/1,-1"``), or ``"e7"``."""
    e = _numbered(value, "e", len(b.borders), "border", field)
    if e is not None:
        return e
    parts = str(value).split("/")
    if len(parts) != 2:
        scenario_fail(field, f'{str(value)[:40]!r} is not a border: write its two hexes, such as "A1/B2"')
    x, y = (_axial(b, p, field) for p in parts)
    if x not in b.hex_index or y not in b.hex_index:
        scenario_fail(field, f"{value} is not a border between two hexes of the map")
    try:
        return b.border_between(x, y)
    except KeyError:
        scenario_fail(field, f"the hexes {value} are not neighbours")


def read_place(b: Board, value, field: str) -> int:
    """Where a spaceship stands or a branch runs: Earth (``"Earth"``, ``"h0,0"``) or a corner."""
    if value in ("h0,0", "0,0") or str(value).strip().lower() == "earth":
        return b.earth
    return b.place_of[read_corner(b, value, field)]


def _place_words(b: Board, x: int) -> str:
    return "Earth" if x == b.earth else corner_name(b, x)


def counts(value: dict) -> list[int]:
    """Cards or tokens counted by kind (the model has checked the kinds): ``{"explore": 2, "red": 1}``."""
    out = [0] * len(CARDS)
    for name, count in value.items():
        out[CARD_NAMES[name]] += count
    return out


def _per_seat(rows: list, field: str, n: int) -> list:
    if len(rows) > n:
        scenario_fail(field, f"a list with at most one entry per seat ({n})")
    return rows


# -- laying out ---------------------------------------------------------------------------------------


def setup_from(params: SpatialParams, scenario: dict) -> SpatialDeliveryState:
    """Lay out the position a scenario describes, checked against the rules (see the module doc and
    ``docs/scenarios.md``). Without ``current``, a ``"draft"`` (the default) or ``"turn"`` scenario
    is the start of that phase: the round begins with Exploration cards for everyone and the pool
    filled, or Explore and Deliver begins with the Starting Player, as in play.

    >>> from deltawidgets.games.spatial import SpatialDelivery
    >>> P = SpatialDelivery.Params.parse({"players": 2, "first_player": 0})
    >>> s = setup_from(P, {"tiles": {"h1,0": "red"}, "hands": [{"red": 1}, {}]})
    >>> s.tile[s.board.hex_index[(1, 0)]], s.phase, s.current, s.hand[0]
    (1, 'draft', 0, [2, 1, 0, 0, 0])
    >>> again = setup_from(P, scenario_of(s))
    >>> again.hand == s.hand and again.deck == s.deck and again.pool == s.pool
    True
    """
    sc = read_scenario(ScenarioModel, scenario)
    given, n, phase = sc.model_fields_set, params.players, sc.phase
    fresh = fresh_game(setup, params, sc.seed)
    s = SpatialDeliveryState(params, board(params.rings), sc.seed)
    s.shuffles = sc.shuffles
    exact = sc.current is not None or phase not in ("draft", "turn")
    if not exact:
        for field in MID_PHASE:
            if field in given:
                scenario_fail(
                    field,
                    f"only a position in the middle of a phase has it; give 'current' as well (whose "
                    f"choice it is), or leave it out to start the {'round' if phase == 'draft' else 'phase'}",
                )
    if sc.round > params.total_rounds:
        scenario_fail("round", f"{sc.round} is past the last round, {params.total_rounds} (Ending the Game)")
    s.round = sc.round
    s.start = read_seat(sc.start, n, "start") if sc.start is not None else fresh.start
    lay_map(s, sc, fresh)
    lay_network(s, sc)
    lay_players(s, sc)
    s.phase = phase
    if not exact:
        lay_cards(s, sc, fresh)
        return start_phase(s, phase)
    s.current = read_seat(sc.current if sc.current is not None else _default_current(s, sc), n, "current")
    s.steps = sc.steps
    s.stage = 1 if s.steps else 0
    s.over = phase == "over"
    lay_windows(s, sc)
    lay_cards(s, sc, fresh)
    check_position(s)
    if s.over:  # "Ending the Game", then "Scoring"
        s.bonus = [token_bonus(f, params.bonus_table) for f in s.fdt]
        s.end_reason = end_reason_after_last_round(params)
    s.legal_cache = None
    return s


def _default_current(s: SpatialDeliveryState, sc: ScenarioModel):
    if s.phase == "answer" and sc.challenge is not None:
        return sc.challenge.challenger
    if s.phase in ("branch", "pay"):
        scenario_fail("current", "say whose turn it is: a branch or a payment is some player's")
    return s.start


def start_phase(s: SpatialDeliveryState, phase: str) -> SpatialDeliveryState:
    """The start of the round (draft) or of Explore and Deliver, as in play; rejected if nobody could
    act (the engine would run on by itself)."""
    check_start_of_phase(s)
    round_ = s.round
    if phase == "draft":
        start_round(s, s.opening)
    else:
        start_explore_and_deliver(s, s.opening)
    if s.phase != phase or s.round != round_:
        what = "take a card or challenge" if phase == "draft" else "do anything in Explore and Deliver"
        scenario_fail(
            "phase", f"nobody could {what} here, so the {'draft' if phase == 'draft' else 'round'} would end by itself; give a position where someone can act"
        )
    return s


def lay_map(s: SpatialDeliveryState, sc: ScenarioModel, fresh: SpatialDeliveryState) -> None:
    """Rings on the table, their tiles, the tiles set aside, the First Delivery tokens still on worlds.
    Left out, the tiles are those a fresh game lays, and the tiles set aside the rest of the box in
    the order that game would lay them (Setup; 3. End of Round)."""
    b, params = s.board, s.params
    laid = sc.laid if sc.laid is not None else b.rings if s.round > params.late_rings_after else params.setup_rings
    if laid > b.rings:
        scenario_fail("laid", f"the map has {b.rings} rings")
    if laid < b.rings and s.round > params.late_rings_after:
        scenario_fail(
            "laid",
            f"the outer rings are laid at the end of round {params.late_rings_after} (3. End of Round), "
            f"so in round {s.round} all {b.rings} rings are on the table",
        )
    order = [h for h, k in enumerate(b.ring) if 1 <= k <= params.setup_rings]
    order += [h for h, k in enumerate(b.ring) if k > params.setup_rings]  # the order tiles are laid in
    bag = [fresh.tile[h] for h in order if fresh.tile[h] != UNLAID] + list(fresh.later)
    layout = [EARTH_TILE] + [SPACE if k <= laid else UNLAID for k in b.ring[1:]]
    if sc.tiles is None:
        for h, t in zip(order, bag):
            if b.ring[h] <= laid:
                layout[h] = t
    for key, name in (sc.tiles or {}).items():
        h = read_hex(b, key, f"tiles.{key}")
        if h == 0 or b.ring[h] > laid:
            scenario_fail(f"tiles.{key}", f"only a laid hex other than Earth takes a tile here ({laid} rings laid)")
        layout[h] = TILE_NAMES[name]
    missing = layout.count(UNLAID)
    if sc.later is not None:
        later = [TILE_NAMES[t] for t in sc.later]
        if len(later) != missing:
            scenario_fail("later", f"must list {missing} tiles, one per place not laid yet, in the order they will be laid")
    for k in GOODS_KINDS:
        worlds = layout.count(k) + (later.count(k) if sc.later is not None else 0)
        if worlds > params.world_tiles[GOODS[k - 1]]:
            scenario_fail(
                "tiles",
                f"{worlds} {GOODS[k - 1]} worlds on the map and set aside, but the game has "
                f"{params.world_tiles[GOODS[k - 1]]} (Components; rule option world_tiles)",
            )
    if sc.later is None:  # the rest of the box (space is not counted: a lesson may draw on a blank board)
        on_map = [t for t in layout if t in GOODS_KINDS]
        spaces = min(layout.count(SPACE), bag.count(SPACE))
        rest = rest_of_box(bag[::-1], [("tiles", on_map + [SPACE] * spaces)], str, "world_tiles")[::-1]
        later = (rest + [SPACE] * missing)[:missing]
    s.tile, s.later, s.laid = tuple(layout), tuple(later), laid
    world_hexes = [h for h, t in enumerate(layout) if t in GOODS_KINDS]
    if sc.tokens is not None:
        for i, key in enumerate(sc.tokens):
            h = read_hex(b, key, f"tokens.{i}")
            if h not in world_hexes:
                scenario_fail(f"tokens.{i}", f"{key} is not a laid Settled World, so it holds no First Delivery token (Setup)")
            s.token[h] = True
    else:
        for h in world_hexes:
            s.token[h] = True
    refresh_map(s)


def lay_network(s: SpatialDeliveryState, sc: ScenarioModel) -> None:
    """Trade Stations on station sites, Trade Route Segments on usable borders (About Exploration)."""
    b, n, params = s.board, s.players, s.params
    for key, p in sc.stations.items():
        field = f"stations.{key}"
        c = read_corner(b, key, field)
        p = read_seat(p, n, field)
        if b.earth_corner[c]:
            scenario_fail(field, f"{upper_first(corner_name(b, c))} touches Earth: no Trade Station there (About Exploration)")
        if c not in s.sites:
            scenario_fail(
                field,
                f"{upper_first(corner_name(b, c))} is not a station site: a station needs three laid hexes "
                "meeting there, one of them a Settled World (About Exploration)",
            )
        if s.station[c] >= 0:
            scenario_fail(field, f"{upper_first(corner_name(b, c))} already has a station: only one Trade Station per corner (About Exploration)")
        s.station[c] = p
    for key, p in sc.segments.items():
        field = f"segments.{key}"
        e = read_border(b, key, field)
        p = read_seat(p, n, field)
        if e not in b.usable[s.counted]:
            scenario_fail(
                field,
                f"{upper_first(border_name(b, e))} cannot carry a segment on this map: Earth's own edge, "
                "or a border with a hex not laid yet (About Exploration)",
            )
        if s.segment[e] >= 0:
            scenario_fail(field, f"{upper_first(border_name(b, e))} already has a segment: only one per border (About Exploration)")
        lay_segment(s, e, p)
    for p in range(n):
        stations, segments = s.station.count(p), s.segment.count(p)
        if stations > params.stations_per_player:
            scenario_fail("stations", f"{seat(p)} has {stations} stations on the map but only {params.stations_per_player} Trade Stations (Components)")
        if segments > params.segments_per_player:
            scenario_fail("segments", f"{seat(p)} has {segments} segments on the map but only {params.segments_per_player} Trade Route Segments (Components)")
        s.stations_left[p] = params.stations_per_player - stations
        s.segments_left[p] = params.segments_per_player - segments
    s.network_changed()


def lay_players(s: SpatialDeliveryState, sc: ScenarioModel) -> None:
    """Spaceships, Sale Markers, Challenge tokens, MSP, First Delivery tokens, done flags."""
    b, n, params = s.board, s.players, s.params
    for p, where in enumerate(_per_seat(sc.ships, "ships", n)):
        x = read_place(b, where, f"ships.{p}")
        if x != b.earth and s.station[x] < 0:
            scenario_fail(f"ships.{p}", f"{where} has no station: spaceships stop only at Trade Stations and Earth (Moving Your Spaceship)")
        s.ship[p] = x
    for key, seller in sc.sales.items():
        field = f"sales.{key}"
        h = read_hex(b, key, field)
        if s.tile[h] not in GOODS_KINDS:
            scenario_fail(field, f"{key} is not a laid Settled World: Sale Markers go on worlds sold to (Deliveries)")
        if s.token[h]:
            scenario_fail(field, f"{key} still holds its First Delivery token, so nobody has sold to it (Deliveries)")
        s.sale[h] = read_seat(seller, n, field)
    for p in range(n):
        used = s.sale.count(p)
        if used > params.sale_markers:
            scenario_fail("sales", f"{seat(p)} has {used} Sale Markers out but only {params.sale_markers} (Components)")
        s.markers_left[p] = params.sale_markers - used
    for p, row in enumerate(_per_seat(sc.held or [], "held", n)):
        if len(row) != n:
            scenario_fail(f"held.{p}", f"a list of {n} counts: the Challenge tokens of each seat that {seat(p)} holds")
        for q, x in enumerate(row):
            if x > params.challenge_tokens:
                scenario_fail(f"held.{p}.{q}", f"each player has {params.challenge_tokens} Challenge tokens (Components)")
        s.held[p] = list(row)
    for q in range(n):
        owned = sum(s.held[p][q] for p in range(n))
        if owned != params.challenge_tokens:
            scenario_fail(
                "held",
                f"{seat(q)}'s Challenge tokens are held {owned} times; each player has {params.challenge_tokens} (Components), each in exactly one place",
            )
    shown = _shown_sales(s)
    for p, m in enumerate(_per_seat(sc.msp, "msp", n)):
        s.msp[p] = _msp(m)
        if s.msp[p][SALE_MSP] < shown[p]:
            scenario_fail(
                f"msp.{p}",
                f"{seat(p)}'s Sale Markers on the worlds show {shown[p]} MSP of sales this round, "
                f"more than the {s.msp[p][SALE_MSP]} from sales given (Deliveries)",
            )
    for p, tokens in enumerate(_per_seat(sc.fdt, "fdt", n)):
        s.fdt[p] = counts(tokens)
    for k in GOODS_KINDS:
        taken = sum(f[k] for f in s.fdt) + sum(1 for h, on in enumerate(s.token) if on and s.tile[h] == k)
        if taken > params.world_tiles[GOODS[k - 1]]:
            scenario_fail(
                "fdt",
                f"{taken} {GOODS[k - 1]} First Delivery tokens on worlds and behind screens, but there is "
                f"one per {GOODS[k - 1]} world: {params.world_tiles[GOODS[k - 1]]} (Components)",
            )
    for p, flag in enumerate(_per_seat(sc.done, "done", n)):
        s.done[p] = flag


def _msp(value) -> list[int]:
    """MSP of one seat: a number (booked as sales) or by source, ``{"stations": 1, "worlds": 2, ...}``."""
    if isinstance(value, MSPModel):
        return [getattr(value, part) for part in MSP_PARTS]
    parts = [0] * len(MSP_PARTS)
    parts[SALE_MSP] = value
    return parts


def lay_cards(s: SpatialDeliveryState, sc: ScenarioModel, fresh: SpatialDeliveryState) -> None:
    """Hands, drafted cards, the pool, the deck (top first), the discard pile and the Exploration supply.
    Every card is in exactly one place: the deck, when not given, is every goods card not placed
    elsewhere, in the order a fresh game shuffled them from ``seed``; the discard pile, when not
    given, is the cards of a payment in progress plus what a given deck leaves; the pool, when not
    given, is turned up from the top of the deck."""
    n, params, given = s.players, s.params, sc.model_fields_set
    for p, hand in enumerate(_per_seat(sc.hands, "hands", n)):
        s.hand[p] = counts(hand)
    for p, cards in enumerate(_per_seat(sc.drafted, "drafted", n)):
        s.drafted[p] = [CARD_NAMES[k] for k in cards]
    pool = sc.pool or []
    if len(pool) > params.pool_size:
        scenario_fail("pool", f"the pool has {params.pool_size} slots, not {len(pool)}")
    s.pool = [-1 if k is None else CARD_NAMES[k] for k in pool]
    s.pool += [-1] * (params.pool_size - len(pool))
    deck = [CARD_NAMES[k] for k in sc.deck or []]
    if sc.discard is not None:
        discard = counts(sc.discard)
    else:  # cards paid so far are in the discard pile (Exploration cards in the supply, if they go back)
        discard = list(s.paid)
        if params.exploration_return:
            discard[EXPLORE] = 0
    placed = [0] * len(CARDS)
    for k in [x for x in s.pool if x >= 0] + [x for d in s.drafted for x in d] + deck:
        placed[k] += 1
    for h in s.hand:
        placed = [a + b for a, b in zip(placed, h)]
    rest = []
    for k in GOODS_KINDS:
        owned = params.goods_cards[GOODS[k - 1]]
        free = owned - placed[k] - discard[k]
        if free < 0:
            scenario_fail(
                "deck" if "deck" in given else "hands",
                f"{placed[k] + discard[k]} {GOODS[k - 1]} cards in the "
                "hands, drafted, pool, deck and discard pile, but the game has "
                f"{owned} (Components; rule option goods_cards)",
            )
        if free and "deck" in given and "discard" in given:
            scenario_fail(
                "discard",
                f"{free} of the {owned} {GOODS[k - 1]} cards are nowhere: every card is in exactly one "
                "place (leave the discard pile out and the rest go there)",
            )
        rest += [k] * free
    if "deck" in given:
        for k in rest:
            discard[k] += 1
    else:  # the rest of the box, in the order the fresh game's deck has them (its pool drawn from the top)
        box = list(fresh.deck) + [k for k in fresh.pool[::-1] if k >= 0]
        held = [k for k in box if k in GOODS_KINDS]
        placed_goods = [k for k in GOODS_KINDS for _ in range(placed[k] + discard[k])]
        deck = rest_of_box(held, [("hands", placed_goods)], lambda k: f"{GOODS[k - 1]} cards", "goods_cards")[::-1] + deck
    s.deck = deck[::-1]  # top card last
    if sc.pool is None:  # turned up from the deck, as at Setup
        s.pool = [s.deck.pop() if s.deck else -1 for _ in s.pool]
    explore = params.exploration_cards - placed[EXPLORE] - discard[EXPLORE]
    supply = sc.supply if sc.supply is not None else max(explore, 0)
    if explore < supply or (explore != supply and sc.discard is not None):
        scenario_fail(
            "supply",
            f"{placed[EXPLORE] + discard[EXPLORE] + supply} Exploration cards in the hands, discard "
            f"pile and supply, but the game has {params.exploration_cards} (Components; rule option "
            "exploration_cards)",
        )
    discard[EXPLORE] += explore - supply
    if discard[EXPLORE] and params.exploration_return:
        scenario_fail("supply", f"{discard[EXPLORE]} Exploration cards are missing from the supply: spent ones go back to it (ruling exploration_return)")
    s.discard, s.supply = discard, supply


def lay_windows(s: SpatialDeliveryState, sc: ScenarioModel) -> None:
    """What is open in the middle of a phase: a challenge, a branch, a payment."""
    b, n = s.board, s.players
    if sc.challenge is not None:
        got = sc.challenge
        s.challenge = (read_seat(got.challenger, n, "challenge.challenger"), read_seat(got.challenged, n, "challenge.challenged"), CARD_NAMES[got.goods])
    if sc.branch is not None:
        s.branch = [read_place(b, sc.branch.start, "branch.from")]
        for i, key in enumerate(sc.branch.borders):
            field = f"branch.borders.{i}"
            e = read_border(b, key, field)
            ends = [b.place_of[c] for c in b.border_ends[e]]
            if s.branch[-1] not in ends:
                scenario_fail(field, f"{upper_first(border_name(b, e))} does not continue the branch from {_place_words(b, s.branch[-1])} (About Exploration)")
            s.branch.append(ends[1] if ends[0] == s.branch[-1] else ends[0])
            s.branch_borders.append(e)
    if sc.payment is not None:
        pay = sc.payment
        s.pay_for = pay.for_
        if pay.target is not None or s.pay_for == "move":
            if pay.target is None:
                scenario_fail("payment.target", "a step's payment says where the step goes")
            s.pay_target = read_place(b, pay.target, "payment.target")
        else:
            s.pay_target = s.branch[-1] if s.branch else -1
        s.paid = counts(pay.paid)


# -- what a viewer cannot tell apart ------------------------------------------------------------------

#: redraws tried before the hand of the player choosing is kept as it is (see :func:`determinize`)
TRIES = 200


def determinize(s: SpatialDeliveryState, viewer, rng: random.Random) -> SpatialDeliveryState:
    """A position ``viewer`` (a seat, ``"public"`` or ``"all"``) cannot tell from ``s``: what it
    cannot see is drawn anew from ``rng``, and ``observation(result, viewer) == observation(s, viewer)``.

    Redrawn: other seats' hands (sizes kept) with the cards a hidden payer has paid so far, the
    deck's order and content, the face-down discard pile, the set-aside tiles' order, the seed of
    later reshuffles, and behind closed screens every other seat's MSP and First Delivery tokens,
    from what the viewer knows alone (:func:`_behind_screens`). A draw is kept
    only if it is a position the rules can reach: the player choosing must still have their choice
    (the checks of a scenario's phase; every count is kept by the draw itself). After
    :data:`TRIES` draws that fail (rare: a hidden payer whose remaining cost needs scarce goods),
    that player's hand stays as it is.
    """
    if viewer == "all":
        return s.clone()
    if viewer != "public" and (isinstance(viewer, bool) or not isinstance(viewer, int) or not 0 <= viewer < s.players):
        raise BadInput(f"determinize: {viewer!r} is not a seat from 0 to {s.players - 1}, \"public\" or \"all\".")
    for attempt in range(TRIES + 1):
        keep = s.current if attempt == TRIES else -1
        t = _redraw(s, viewer, rng, keep)
        if min(map(min, t.hand)) < 0:
            continue
        try:
            check_position(t)
        except BadInput:
            continue
        return t
    raise AssertionError("keeping the chooser's hand always gives a reachable position")


def _redraw(s: SpatialDeliveryState, viewer, rng: random.Random, keep: int) -> SpatialDeliveryState:
    t = s.clone()
    t.legal_cache = None  # the chooser's hand may change
    hidden = [p for p in range(s.players) if p != viewer and p != keep]
    _redeal(t, hidden, rng)
    t.later = tuple(redealt(t.later, rng))
    t.seed, t.shuffles = rng.randrange(2**63), 0  # later reshuffles: a new generator
    if not (s.over or s.params.open_screens):
        _behind_screens(t, viewer, rng)
    return t


def _redeal(t: SpatialDeliveryState, hidden: list[int], rng: random.Random) -> None:
    """Deal the cards nobody outside ``hidden`` can see again: hidden hands, the deck, the discard
    pile. Exploration cards only ever go to hands (their count there is public: the supply is)."""
    payer = t.current if t.phase == "pay" and t.current in hidden else -1
    goods = list(t.deck) + [k for k in GOODS_KINDS for _ in range(t.discard[k])]
    explore, sizes = 0, {}
    for p in hidden:
        goods += [k for k in GOODS_KINDS for _ in range(t.hand[p][k])]
        explore += t.hand[p][EXPLORE]
        sizes[p] = sum(t.hand[p])
    reserved = [0] * len(CARDS) if payer >= 0 else list(t.paid)  # a seen payment stays in the discard pile
    for k in GOODS_KINDS:
        for _ in range(reserved[k]):
            goods.remove(k)
    repaid = sum(t.paid) - t.paid[EXPLORE] if payer >= 0 else 0  # a hidden payer's goods are dealt back, then paid anew
    if payer >= 0:
        sizes[payer] += repaid
    goods = redealt(goods, rng)
    in_hands = sum(sizes.values()) - explore
    cards = redealt(goods[:in_hands] + [EXPLORE] * explore, rng)
    for p in hidden:
        t.hand[p] = [0] * len(CARDS)
        for k in cards[: sizes[p]]:
            t.hand[p][k] += 1
        cards = cards[sizes[p] :]
    rest = goods[in_hands:]
    t.deck = rest[: len(t.deck)]
    t.discard = [t.discard[EXPLORE] if k == EXPLORE else reserved[k] for k in range(len(CARDS))]
    for k in rest[len(t.deck) :]:
        t.discard[k] += 1
    if payer >= 0:
        held = [k for k in GOODS_KINDS for _ in range(t.hand[payer][k])]
        paid = rng.sample(held, min(repaid, len(held)))
        t.paid = [t.paid[EXPLORE] if k == EXPLORE else 0 for k in range(len(CARDS))]
        for k in paid:
            t.paid[k] += 1
            t.hand[payer][k] -= 1
            t.discard[k] += 1
        if len(paid) < repaid:  # too few goods dealt: an impossible hand, refused by the check
            t.hand[payer][EXPLORE] = -1


def _behind_screens(t: SpatialDeliveryState, viewer, rng: random.Random) -> None:
    """Deal what lies behind the other seats' screens again, from what ``viewer`` knows alone
    (issue 33: a determinization carries no secret of another seat, so a search, and the hint's
    margin, are the same whatever the screens hide). Each screened seat gets the MSP its
    stations on the board earned (one a station, one a world next to it: "About Exploration"),
    the sales its Sale Markers show this round, and a share of what the viewer guesses for the
    rest: as many MSP from earlier sales and from fees, seat for seat, as the viewer earned
    itself (nothing, for the spectator, who earned none). The First Delivery tokens taken from
    worlds and not behind the viewer's own screen are shared out among them at random."""
    screened = [p for p in range(t.players) if p != viewer]
    if not screened:
        return
    b, station, tile = t.board, t.station, t.tile
    worlds = {p: 0 for p in screened}
    stations = dict(worlds)
    for place, p in enumerate(station):
        if p in stations:
            stations[p] += 1
            worlds[p] += sum(1 for h in b.corner_hexes[place] if tile[h] in GOODS_KINDS)
    shown = _shown_sales(t)
    sales = fees = 0
    if viewer in range(t.players):  # what the viewer earned beyond what the board shows, per seat
        sales = len(screened) * (t.msp[viewer][SALE_MSP] - shown[viewer])
        fees = len(screened) * t.msp[viewer][FEE_MSP]
    for p in screened:
        t.msp[p] = [stations[p], worlds[p], shown[p], 0]
    for part, points in ((SALE_MSP, sales), (FEE_MSP, fees)):
        for _ in range(max(points, 0)):
            t.msp[screened[int(rng.random() * len(screened))]][part] += 1
    own = t.fdt[viewer] if viewer in range(t.players) else [0] * len(CARDS)
    taken = [0] * len(CARDS)
    for h, k in enumerate(tile):
        if k in GOODS_KINDS and not t.token[h]:
            taken[k] += 1
    for p in screened:
        t.fdt[p] = [0] * len(CARDS)
    for k in GOODS_KINDS:
        for _ in range(max(taken[k] - own[k], 0)):
            t.fdt[screened[int(rng.random() * len(screened))]][k] += 1


def _shown_sales(t: SpatialDeliveryState) -> list[int]:
    """Each seat's MSP from the sales its Sale Markers on the board show (this round's)."""
    out = [0] * t.players
    for h, p in enumerate(t.sale):
        if p >= 0:
            out[p] += t.board.ring[h]
    return out
