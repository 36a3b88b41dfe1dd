"""Exact positions: ``setup_from`` lays one out from a scenario, ``scenario_of`` writes any
position as one (every turn step included, so the two round-trip), and ``determinize`` redraws
what a viewer cannot know.

A scenario names places as the board does ("C4", "start", "off") and tiles by face ("gold:2",
"empty_space", "saloon"). Its fields are :class:`ScenarioModel` (read by
:func:`deltawidgets.core.scenario.read_scenario`; the table in ``docs/scenarios.md`` is made
from it). A field left out takes a fresh game's value, dealt from ``seed``: the belt as setup
lays it, and the piles (tile pile, equipment deck) hold what the box has beyond what the
scenario places, in the order the seed shuffles them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StringConstraints

from deltawidgets.core.chance import redealt
from deltawidgets.core.refusal import seat
from deltawidgets.core.scenario import fresh_game, read_scenario, rest_of_box, scenario_fail
from deltawidgets.games.vesta import rules, trading
from deltawidgets.games.vesta.belt import OFF
from deltawidgets.games.vesta.components import CARD_NAMES, VestaParams, face_name, parse_face
from deltawidgets.games.vesta.contact import contact_groups
from deltawidgets.games.vesta.flow import start_round
from deltawidgets.games.vesta.setup import laying_order, setup
from deltawidgets.games.vesta.state import VestaGoldRushState, find_saloon, occupied_by_other
from deltawidgets.games.vesta.turns import detector_scans, titanium_gone

Name = Annotated[str, StringConstraints(max_length=24)]
Count = Annotated[StrictInt, Field(ge=0, le=100_000)]
Seat = Annotated[StrictInt, Field(ge=-1, le=5)]
Faces = Annotated[list[Name], Field(max_length=2000)]
Card = Literal["lasso", "moped", "gun", "fusion", "express", "hyperscanner", "detector", "separator"]
Cards = Annotated[list[Card], Field(max_length=500)]


class PlayerModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    at: Name = Field(default="start", description='"C4", "start" or "off" (forced out)')
    gold: Count = 0
    water: Count = 0
    titanium: Count = 0
    cards: Cards = []
    thirsty: StrictBool = False
    skipped: StrictBool = False
    memory: Annotated[list[Name], Field(max_length=200)] = []


class TurnModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    first: Seat | None = None  # left out: the first of ``order``, as it always is
    order: Annotated[list[Seat], Field(max_length=6)]
    idx: Count = 0
    phase: Literal["act", "scan2", "peek", "place", "trade", "draft", "reply", "bid", "over"]
    current: Seat = 0
    left: Annotated[StrictInt, Field(ge=0, le=6)] = 0
    detects: Annotated[StrictInt, Field(ge=0, le=50)] = 0
    scan_first: Name | None = None
    peek: Name | None = None
    hit: Name | None = None
    displaced: Annotated[list[Seat], Field(max_length=6)] = []
    offers: Annotated[StrictInt, Field(ge=0, le=10)] = 0
    drafter: Seat = -1
    other: Seat = -1
    give: Annotated[list[Count], Field(min_length=3, max_length=3)] = [0, 0, 0]
    ask: Annotated[list[Count], Field(min_length=3, max_length=3)] = [0, 0, 0]
    give_cards: Cards = []
    ask_cards: Cards = []
    counters: Annotated[StrictInt, Field(ge=0, le=6)] = 0
    lot: Card | Literal[""] = ""
    high: Count = 0
    leader: Seat = -1
    bidders: Annotated[list[Seat], Field(max_length=6)] = []


class ScenarioModel(BaseModel):
    """A Vesta Gold Rush position. Every field may be left out (a fresh game's value)."""

    model_config = ConfigDict(extra="forbid")
    belt: dict[Name, Name] | None = Field(
        None, description='tiles by place, `{"C4": "gold:2", "E1": "saloon"}`; places not listed hold no tile (left out: the belt as setup lays it)'
    )
    face_down: Annotated[list[Name], Field(max_length=200)] | None = Field(
        None, description="places whose tile lies face down (left out: the places setup lays face down, after the first `setup_face_up` of the laying order)"
    )
    pile: Faces | None = Field(None, description="the tile pile, top first (left out: the rest of the box)")
    discard_up: Faces = Field([], description="tiles that left the belt face up")
    discard_down: Faces = Field([], description="tiles that left the belt face down")
    players: Annotated[list[PlayerModel], Field(max_length=6)] | None = Field(
        None,
        description="per seat: `at` (place, `start` or `off`), `gold`, `water`, `titanium`, `cards`, "
        "`thirsty`, `skipped`, `memory` (face-down places seen) (left out: everyone in the "
        "start area with the starting water)",
    )
    deck: Cards | None = Field(None, description="equipment deck, top first (left out: the rest of the box)")
    stock: Annotated[list[Card], Field(max_length=8)] | None = Field(
        None, description="cards for sale at the open saloon (left out: drawn from the deck as the saloon opens, if a saloon lies face up; else none)"
    )
    saloon_water: Count | None = Field(None, description="water for sale at the saloon (left out: as it opens)")
    seed: Annotated[StrictInt, Field(ge=0, lt=2**63)] = Field(0, description="deals what is left out, and later reshuffles")
    shuffles: Count = Field(0, description="reshuffles made so far")
    round: Annotated[StrictInt, Field(ge=1, le=100_000)] = Field(1, description="the game turn")
    first: Seat | None = Field(None, description="first player of the game turn (left out: as setup draws it)")
    final: Literal["", "titanium_out", "titanium_gone"] = Field("", description="why the final game turn began (3.3.3), empty before")
    over: StrictBool = Field(False, description="the game has ended (needs `turn` and `end_reason`)")
    end_reason: Literal["", "titanium_out", "titanium_gone", "round_limit"] = Field("", description="how an ended game ended")
    turn: TurnModel | None = Field(None, description="the step in progress, as `scenario_of` writes it (left out: the game turn starts with `first`)")


def setup_from(params: VestaParams, scenario: dict) -> VestaGoldRushState:
    """Lay out an exact position (fields: :class:`ScenarioModel`).

    >>> from deltawidgets.games.vesta import VestaGoldRush
    >>> s = setup_from(VestaGoldRush.Params.parse({"players": 2}), {"belt": {"A1": "gold:2"}})
    >>> s.tile[0] >> 3, s.tile[0] & 7, s.up[0], s.phase, s.current
    (2, 2, True, 'act', 0)
    """
    sc = read_scenario(ScenarioModel, scenario)
    fresh = fresh_game(setup, params, sc.seed)
    b = fresh.belt
    s = VestaGoldRushState(params, b, sc.seed)
    s.shuffles = sc.shuffles
    order = laying_order(b)
    if sc.belt is None:
        s.tile, s.up = fresh.tile[:], fresh.up[:]
    else:
        for key, name in sc.belt.items():
            place = _place(b, key, f"belt.{key}")
            s.tile[place], s.up[place] = _face(name, f"belt.{key}"), True
        if sc.face_down is None:  # where setup lays face-down tiles, if the scenario put one there
            for place in order[params.setup_face_up :]:
                s.up[place] = False
    for i, key in enumerate(sc.face_down or []):
        place = _place(b, key, f"face_down.{i}")
        if s.tile[place] < 0:
            scenario_fail(f"face_down.{i}", f"{key} holds no tile")
        s.up[place] = False
    for place in range(b.places):
        if s.tile[place] < 0:
            s.up[place] = False
    _lay_tiles(s, sc, fresh, order)
    _lay_players(s, sc, fresh)
    _lay_cards(s, sc, fresh)
    s.round, s.final = sc.round, sc.final
    if params.round_limit and s.round > params.round_limit:
        scenario_fail("round", f"game turn {s.round} is past the round_limit option ({params.round_limit}): the game would be over")
    if sc.turn is None:
        first = sc.first if sc.first is not None else fresh.first
        if not 0 <= first < params.players:
            scenario_fail("first", f"{first} is not a seat; seats are 0 to {params.players - 1}")
        if sc.over:
            scenario_fail("over", 'an ended game needs the "turn" it ended in')
        start_round(s, first, s.opening)
    else:
        _load_turn(s, sc.turn, b)
        s.over, s.end_reason = sc.over, sc.end_reason
        if s.over != (s.phase == "over") or s.over != bool(s.end_reason):
            scenario_fail("over", 'an ended game has phase "over" and an end_reason, and only an ended game has them')
    _check_end(s)
    if not s.over and not rules.STEPS.legal_actions(s):
        # not over: someone decides
        scenario_fail("turn", f"the turn step {s.phase!r} offers {seat(rules.STEPS.decider(s))} no legal choice")  # type: ignore[arg-type]
    return s


def _lay_tiles(s: VestaGoldRushState, sc: ScenarioModel, fresh: VestaGoldRushState, order: Sequence[int]) -> None:
    """The tile pile and the discards; no more tiles of a face than the rule option ``tiles`` has
    (1. Equipment). A pile left out is the rest of the box, in the seed's shuffled order."""
    box = fresh.pile + [fresh.tile[place] for place in reversed(order)]  # the shuffled bag, top last
    s.discard_up = [_face(x, f"discard_up.{i}") for i, x in enumerate(sc.discard_up)]
    s.discard_down = [_face(x, f"discard_down.{i}") for i, x in enumerate(sc.discard_down)]
    placed = [("belt", [t for t in s.tile if t >= 0]), ("discard_up", s.discard_up), ("discard_down", s.discard_down)]
    if sc.pile is not None:
        s.pile = [_face(x, f"pile.{i}") for i, x in reversed(list(enumerate(sc.pile)))]
        placed.append(("pile", s.pile))
    rest = rest_of_box(box, placed, lambda t: f"{face_name(t)} tiles", "tiles")
    if sc.pile is None:
        s.pile = rest


def _lay_players(s: VestaGoldRushState, sc: ScenarioModel, fresh: VestaGoldRushState) -> None:
    params, b, n = s.params, s.belt, s.players
    players = sc.players if sc.players is not None else [PlayerModel(water=w) for w in fresh.water]
    if len(players) != n:
        scenario_fail("players", f"{len(players)} players are listed; the rule options say {n}")
    for p, pm in enumerate(players):
        s.pos[p] = _position(b, pm.at, p)
        s.gold[p], s.water[p], s.titanium[p] = pm.gold, pm.water, pm.titanium
        s.cards[p] = list(pm.cards)
        s.thirsty[p], s.skipped[p] = pm.thirsty, pm.skipped
        s.memory[p] = {_place(b, k, f"players.{p}.memory.{i}") for i, k in enumerate(pm.memory)}
        if any(s.tile[x] < 0 or s.up[x] for x in s.memory[p]):
            scenario_fail(f"players.{p}.memory", f"player {p + 1}'s memory may name only places with a face-down tile")
        if s.skipped[p] and s.pos[p] != OFF:
            scenario_fail(f"players.{p}.skipped", f"player {p + 1} is skipped (lost a turn), so must be off the board")
        if s.pos[p] == OFF and (s.water[p] or s.titanium[p] or s.cards[p]):
            what = "water" if s.water[p] else "titanium" if s.titanium[p] else "cards"
            scenario_fail(f"players.{p}.{what}", f"player {p + 1} is off the board, forced out with the loss of all water, titanium and equipment (3.3.2)")
        if s.thirsty[p] and (s.water[p] or s.pos[p] == OFF):
            scenario_fail(
                f"players.{p}.thirsty",
                f"player {p + 1} is thirsty, which ends with the first water got (3.3.2 Water check)"
                + (" and with being forced out" if s.pos[p] == OFF else f", yet holds {s.water[p]} water"),
            )
    _check_overlap(s)
    s.supply_gold = params.gold_total - sum(s.gold)
    s.supply_water = params.water_markers - sum(s.water)
    s.supply_ti = params.titanium_markers - sum(s.titanium)
    for what, left, markers in (
        ("gold", s.supply_gold, "gold_markers"),
        ("water", s.supply_water, "water_markers"),
        ("titanium", s.supply_ti, "titanium_markers"),
    ):
        if left < 0:
            scenario_fail("players", f"more {what} is held than the rule option {markers} makes (1. Equipment)")


def _lay_cards(s: VestaGoldRushState, sc: ScenarioModel, fresh: VestaGoldRushState) -> None:
    """The equipment deck and the saloon; no more cards of a kind than the rule option ``cards``
    (1. Equipment). A deck left out is the rest of the box in the seed's order; a stock left out is
    drawn from it if a saloon lies face up, as a saloon that opens is stocked (3.2.1)."""
    params = s.params
    box = fresh.deck + fresh.stock[::-1]  # the deck before a saloon laid at setup drew its stock, top last
    placed = [("players", [c for hand in s.cards for c in hand])]
    if sc.stock is not None:
        placed.append(("stock", list(sc.stock)))
    if sc.deck is not None:
        placed.append(("deck", list(sc.deck)))
    rest = rest_of_box(box, placed, lambda k: f"{CARD_NAMES[k]} cards", "cards")
    s.deck = list(reversed(sc.deck)) if sc.deck is not None else rest
    s.saloon = find_saloon(s)
    if sc.stock is None and s.saloon >= 0:
        s.stock = [s.deck.pop() for _ in range(min(params.saloon_cards, len(s.deck)))]
    else:
        s.stock = list(sc.stock or [])
    if sc.saloon_water is not None:
        s.saloon_water = sc.saloon_water
    elif s.saloon >= 0:
        s.saloon_water = min(params.saloon_water, s.supply_water)
    if (s.stock or s.saloon_water) and s.saloon < 0:
        scenario_fail("stock" if s.stock else "saloon_water", "the saloon has stock, but no face-up saloon is on the belt")
    if len(s.stock) > params.saloon_cards:
        scenario_fail("stock", f"{len(s.stock)} cards for sale; the saloon puts up {params.saloon_cards} (rule option saloon_cards; 3.2.1 Space Saloon)")
    if s.saloon_water > params.saloon_water:
        scenario_fail(
            "saloon_water", f"{s.saloon_water} water for sale; the saloon puts up {params.saloon_water} (rule option saloon_water; 3.2.1 Space Saloon)"
        )
    s.supply_water -= s.saloon_water
    if s.supply_water < 0:
        scenario_fail("saloon_water", "more water is held and for sale than the rule option water_markers makes")


def _check_end(s: VestaGoldRushState) -> None:
    """3.3.3 Game end check: the final game turn begins only when the titanium has run out, or
    can no longer be mined; an ended game ended for a reason that holds."""
    if s.final == "titanium_out" and s.supply_ti > 0 and not s.over and OFF not in s.pos:
        # titanium back in the pile does not cancel the final turn (ruling), but in the final
        # turn it comes back only from a player forced out, who stays off the board until its end
        scenario_fail(
            "final",
            f"{s.supply_ti} titanium markers are in the pile, yet it ran out and nobody has been forced out since to put any back (3.3.2, 3.3.3)",
        )
    if s.final == "titanium_gone" and not titanium_gone(s):
        scenario_fail("final", "a titanium asteroid can still be mined or come onto the belt (3.3.3; ruling titanium gone)")
    if s.over:
        if s.end_reason == "round_limit" and not (s.params.round_limit and s.round >= s.params.round_limit):
            scenario_fail("end_reason", f"game turn {s.round} has not reached the round_limit option")
        if s.end_reason != "round_limit" and s.end_reason != s.final:
            scenario_fail("end_reason", f"the game ends by {s.end_reason} only after that final game turn (\"final\")")


def _load_turn(s: VestaGoldRushState, t: TurnModel, b) -> None:
    n, params = s.players, s.params
    last = n if t.phase == "over" else n - 1  # an ended game has gone past the last trader
    if t.first is None:
        t.first = t.order[0] if t.order else 0
    for name in ("first", "current"):
        if not 0 <= getattr(t, name) < n:
            scenario_fail(f"turn.{name}", f"{getattr(t, name)} is not a seat; seats are 0 to {n - 1}")
    for name in ("displaced", "bidders"):
        if any(not 0 <= x < n for x in getattr(t, name)):
            scenario_fail(f"turn.{name}", f"seats are 0 to {n - 1}")
    if sorted(t.order) != list(range(n)):
        scenario_fail("turn.order", "the order of the game turn lists every seat once")
    if t.idx > last:
        scenario_fail("turn.idx", f"the position in the order is 0 to {last}")
    s.first, s.order, s.idx, s.phase, s.current = t.first, list(t.order), t.idx, t.phase, t.current
    if t.first != t.order[0]:
        scenario_fail("turn.first", f"the game turn's order starts with its first player, {seat(t.order[0])} (3. Game turn)")
    if t.phase != "over" and s.order[s.idx] != s.current:
        scenario_fail("turn.current", "current must be the seat at position idx of order")
    kept = added_keeps(t.phase)
    _unused_steps(t, kept)
    if t.phase != "over" and s.pos[s.current] == OFF:
        scenario_fail("turn.current", f"{seat(s.current)} is off the board and cannot act or trade")
    # a step a rule variant adds is part of an action phase, or of a trading turn, by the scratch it keeps
    acting = t.phase in ACTING or "left" in kept
    if acting and t.left > params.actions:
        scenario_fail("turn.left", f"{t.left} actions left; an action phase has {params.actions} (3.1 Actions)")
    if acting and s.thirsty[s.current] and t.left > 1:
        scenario_fail(
            "turn.left",
            f"{t.left} actions left, but {seat(s.current)} is thirsty and has one action a turn until they get water (3.3.2 Water check)",
        )
    if acting and t.detects > detector_scans(s, s.current):
        scenario_fail(
            "turn.detects",
            f"{t.detects} Gold Detector scans left, but {seat(s.current)} holds {s.cards[s.current].count('detector')} Gold Detectors (5. Equipment cards)",
        )
    if t.offers > params.trade_offers:
        scenario_fail("turn.offers", f"at most {params.trade_offers} offers a trading phase (rule option trade_offers)")
    if t.counters > params.trade_counters:
        scenario_fail("turn.counters", f"at most {params.trade_counters} counter-offers (rule option trade_counters)")
    if t.high > params.gold_total:
        scenario_fail("turn.high", f"a bid of {t.high} gold is more than all the gold of the game ({params.gold_total})")
    s.left, s.detects = t.left, t.detects
    s.scan_first = _place(b, t.scan_first, "turn.scan_first") if t.scan_first else -1
    s.peek = _place(b, t.peek, "turn.peek") if t.peek else -1
    s.hit = _place(b, t.hit, "turn.hit") if t.hit else -1
    s.displaced = list(t.displaced)
    s.offers, s.drafter, s.other, s.counters = t.offers, t.drafter, t.other, t.counters
    s.give, s.ask = list(t.give), list(t.ask)
    s.give_cards, s.ask_cards = list(t.give_cards), list(t.ask_cards)
    s.lot, s.high, s.leader, s.bidders = t.lot, t.high, t.leader, list(t.bidders)
    if s.phase in trading.TRADING_STEPS or "offers" in kept:
        s.contact = contact_groups(s)
    elif acting:
        s.blocked = occupied_by_other(s, s.current)
    need = {
        "scan2": s.scan_first >= 0 and "hyperscanner" in s.cards[s.current],
        "peek": s.peek >= 0 and s.tile[s.peek] >= 0 and not s.up[s.peek],
        "place": bool(s.displaced) and s.hit >= 0,
        "draft": 0 <= s.drafter < n and 0 <= s.other < n and s.drafter != s.other,
        "reply": 0 <= s.drafter < n and 0 <= s.other < n and s.drafter != s.other,
        "bid": bool(s.bidders) and s.lot in s.stock and 0 <= s.leader < n and s.high <= s.gold[s.leader],
    }
    if not need.get(s.phase, True):
        scenario_fail(
            "turn.phase",
            f"the step {s.phase!r} is missing what it works on (the Hyperscanner's first tile, peek, hit and displaced, the offer's sides, or the auction)",
        )
    if s.phase in ("draft", "reply"):
        for side, who, markers, cards in (("give", s.drafter, s.give, s.give_cards), ("ask", s.other, s.ask, s.ask_cards)):
            if any(x > h for x, h in zip(markers, (s.gold[who], s.water[who], s.titanium[who]))) or any(cards.count(k) > s.cards[who].count(k) for k in cards):
                scenario_fail(f"turn.{side}", f"the offer's terms ask more of {seat(who)} than they hold")


#: the steps of an action phase, of a trading turn, and what each step's scratch is while it lasts
ACTING = ("act", "scan2", "peek", "place")
TRADING = ("trade", "draft", "reply", "bid")
#: a field of ``turn`` -> (the steps it is used in, its value in every other step): play clears
#: them when their step ends, so any other value is a position play never stops on
SCRATCH = {
    "left": (ACTING, 0),
    "detects": (ACTING, 0),
    "scan_first": (("scan2",), None),
    "peek": (("peek",), None),
    "hit": (("place",), None),
    "displaced": (("place",), []),
    "offers": (TRADING, 0),
    "drafter": (("draft", "reply"), -1),
    "other": (("draft", "reply"), -1),
    "give": (("draft", "reply"), [0, 0, 0]),
    "ask": (("draft", "reply"), [0, 0, 0]),
    "give_cards": (("draft", "reply"), []),
    "ask_cards": (("draft", "reply"), []),
    "counters": (("draft", "reply"), 0),
    "lot": (("bid",), ""),
    "high": (("bid",), 0),
    "leader": (("bid",), -1),
    "bidders": (("bid",), []),
}
#: what each group of scratch is for, to say so when it is set out of its step
SCRATCH_FOR = {
    ACTING: "an action phase",
    ("scan2",): "the Hyperscanner's second tile",
    ("peek",): "a Gold Detector's look",
    ("place",): "placing prospectors moved off a destroyed tile",
    TRADING: "a trading turn",
    ("draft", "reply"): "an offer being drafted or answered",
    ("bid",): "an auction at the saloon",
}


def added_keeps(phase: str) -> tuple[str, ...]:
    """The scratch a step a rule variant adds keeps (its ``keeps``; issue 37): its copy of this
    module reads the variant's table as ``rules.STEPS``. Nothing at this game's own steps. A step
    that keeps ``left`` (and ``detects``) is part of an action phase, one that keeps ``offers`` of
    a trading turn: the position is laid out as one."""
    if phase in ACTING or phase in TRADING or phase not in rules.STEPS.steps:
        return ()
    kept = rules.STEPS.steps[phase].keeps
    wrong = [name for name in kept if name not in SCRATCH]
    if wrong:
        scenario_fail("turn.phase", f"the added step {phase!r} keeps {wrong[0]!r}, which is not the scratch of a step; scratch is {', '.join(SCRATCH)}")
    return kept


def _unused_steps(t: TurnModel, kept: tuple[str, ...] = ()) -> None:
    """Scratch of a step is set only while that step lasts (3. Game turn): play clears it. A step
    a rule variant adds holds what it ``keeps``."""
    for name, (steps, cleared) in SCRATCH.items():
        if t.phase not in steps and name not in kept and getattr(t, name) != cleared:
            scenario_fail(f"turn.{name}", f"{name} belongs to {SCRATCH_FOR[steps]}, and the step is {t.phase!r}: leave it out or {cleared!r}")


def _check_overlap(s: VestaGoldRushState) -> None:
    """3.1 Movement: no two prospectors on one tile, except the saloon; none on a face-down tile."""
    seen = set()
    for p, at in enumerate(s.pos):
        if 0 <= at < s.belt.places:
            if s.tile[at] >= 0 and not s.up[at]:
                scenario_fail(f"players.{p}.at", f"player {p + 1} stands on a face-down tile")
            if at in seen and s.tile[at] >> 3 != 5:
                scenario_fail(f"players.{p}.at", f"two prospectors stand on {s.belt.names[at]}, which is not the saloon")
            seen.add(at)


def _place(b, key: str, field: str) -> int:
    i = b.index_of(key)
    if i is None or i == b.start:
        scenario_fail(field, f'{key[:20]!r} is not a place of the belt; places are named like "C4" (row letter, column number)')
    return i


def _position(b, key: str, p: int) -> int:
    if key == "off":
        return OFF
    i = b.index_of(key)
    if i is None:
        scenario_fail(f"players.{p}.at", f'player {p + 1} is at {key[:20]!r}; write a place like "C4", "start" or "off"')
    return i


def _face(name: str, where: str) -> int:
    code = parse_face(name)
    if code is None:
        scenario_fail(where, f"{name[:24]!r} is not a tile; write empty_space, empty_asteroid, saloon, or gold/water/titanium:1..4")
    return code


def _where(b, place: int) -> str:
    return "off" if place == OFF else "start" if place == b.start else b.names[place]


def scenario_of(s: VestaGoldRushState) -> dict:
    """The whole position as a scenario; ``setup_from(s.params, scenario_of(s))`` gives it back."""
    b = s.belt
    name = b.names
    return {
        "belt": {name[i]: face_name(t) for i, t in enumerate(s.tile) if t >= 0},
        "face_down": [name[i] for i, t in enumerate(s.tile) if t >= 0 and not s.up[i]],
        "pile": [face_name(t) for t in reversed(s.pile)],
        "discard_up": [face_name(t) for t in s.discard_up],
        "discard_down": [face_name(t) for t in s.discard_down],
        "players": [
            {
                "at": _where(b, s.pos[p]),
                "gold": s.gold[p],
                "water": s.water[p],
                "titanium": s.titanium[p],
                "cards": list(s.cards[p]),
                "thirsty": s.thirsty[p],
                "skipped": s.skipped[p],
                "memory": [name[x] for x in sorted(s.memory[p])],
            }
            for p in range(s.players)
        ],
        "deck": list(reversed(s.deck)),
        "stock": list(s.stock),
        "saloon_water": s.saloon_water,
        "seed": s.seed,
        "shuffles": s.shuffles,
        "round": s.round,
        "final": s.final,
        "over": s.over,
        "end_reason": s.end_reason,
        "turn": {
            "first": s.first,
            "order": list(s.order),
            "idx": s.idx,
            "phase": s.phase,
            "current": s.current,
            "left": s.left,
            "detects": s.detects,
            "scan_first": name[s.scan_first] if s.scan_first >= 0 else None,
            "peek": name[s.peek] if s.peek >= 0 else None,
            "hit": name[s.hit] if s.hit >= 0 else None,
            "displaced": list(s.displaced),
            "offers": s.offers,
            "drafter": s.drafter,
            "other": s.other,
            "give": list(s.give),
            "ask": list(s.ask),
            "give_cards": list(s.give_cards),
            "ask_cards": list(s.ask_cards),
            "counters": s.counters,
            "lot": s.lot,
            "high": s.high,
            "leader": s.leader,
            "bidders": list(s.bidders),
        },
    }


def determinize(s: VestaGoldRushState, viewer, rng) -> VestaGoldRushState:
    """A position ``viewer`` cannot tell from ``s``: the faces of face-down tiles the viewer has
    not seen, the tile pile and the face-down discards are dealt anew among themselves, the
    equipment deck is reshuffled, and later reshuffles get a new seed (and count)."""
    new = s.clone()
    if viewer == "all":
        return new
    known = s.memory[viewer] if isinstance(viewer, int) else set()
    hidden = [i for i, t in enumerate(s.tile) if t >= 0 and not s.up[i] and i not in known]
    pool = redealt([s.tile[i] for i in hidden] + s.pile + s.discard_down, rng)
    for k, i in enumerate(hidden):
        new.tile[i] = pool[k]
    rest = pool[len(hidden) :]
    new.pile, new.discard_down = rest[: len(s.pile)], rest[len(s.pile) :]
    new.deck = redealt(new.deck, rng)
    new.seed, new.shuffles = rng.randrange(2**62), 0  # later reshuffles: a new generator
    return new


__all__ = ["setup_from", "scenario_of", "determinize"]
