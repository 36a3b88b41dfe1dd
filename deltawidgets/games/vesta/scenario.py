"""Exact positions: ``setup_from`` lays one out from a scenario, ``scenario_of`` writes any
position as one (every turn step included, so the two round-trip), and ``determinize`` redraws
what a viewer cannot know.

A scenario names places as the board does ("C4", "start", "off") and tiles by face ("gold:2",
"empty_space", "saloon"). Keys, all optional but ``belt``::

    belt:        {"C4": "gold:2", ...}   places left out hold no tile
    face_down:   ["E1", ...]             the other tiles lie face up
    pile, discard_up, discard_down: [faces]  (pile: top first)
    players:     [{"at": "C4" | "start" | "off", "gold", "water", "titanium", "cards": [...],
                   "thirsty", "skipped", "memory": ["E1"]}, ...]
    deck:        [cards, top first]      stock: [cards for sale]   saloon_water: int
    seed, shuffles, round, final, over, end_reason
    turn:        the step in progress (as ``scenario_of`` writes it); without it the game turn
                 starts afresh with ``first`` (default: rule option first_player, else seat 0)

The marker piles are what the rule options' totals leave after the players and the saloon.
"""
from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StringConstraints, ValidationError

from deltawidgets.core.errors import BadInput
from deltawidgets.games.vesta import rules, trading
from deltawidgets.games.vesta.belt import OFF, belt
from deltawidgets.games.vesta.components import VestaParams, face_name, parse_face
from deltawidgets.games.vesta.state import VState, find_saloon, occupied_by_other
from deltawidgets.games.vesta.turns import start_round

Name = Annotated[str, StringConstraints(max_length=24)]
Count = Annotated[StrictInt, Field(ge=0, le=100_000)]
Seat = Annotated[StrictInt, Field(ge=-1, le=5)]
Faces = Annotated[list[Name], Field(max_length=2000)]
Card = Literal["lasso", "moped", "gun", "fusion", "express", "hyperscanner", "detector", "separator"]
Cards = Annotated[list[Card], Field(max_length=500)]


class PlayerModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    at: Name = "start"
    gold: Count = 0
    water: Count = 0
    titanium: Count = 0
    cards: Cards = []
    thirsty: StrictBool = False
    skipped: StrictBool = False
    memory: Annotated[list[Name], Field(max_length=200)] = []


class TurnModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    first: Seat = 0
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
    """The shape of a scenario, checked first: a scenario may come from a record file."""

    model_config = ConfigDict(extra="forbid")
    belt: dict[Name, Name]
    face_down: Annotated[list[Name], Field(max_length=200)] = []
    pile: Faces = []
    discard_up: Faces = []
    discard_down: Faces = []
    players: Annotated[list[PlayerModel], Field(max_length=6)] | None = None
    deck: Cards = []
    stock: Annotated[list[Card], Field(max_length=8)] = []
    saloon_water: Count = 0
    seed: Annotated[StrictInt, Field(ge=0, lt=2**63)] = 0
    shuffles: Count = 0
    round: Annotated[StrictInt, Field(ge=1, le=100_000)] = 1
    first: Seat | None = None
    final: Literal["", "titanium_out", "titanium_gone"] = ""
    over: StrictBool = False
    end_reason: Literal["", "titanium_out", "titanium_gone", "round_limit"] = ""
    turn: TurnModel | None = None


def _fail(msg: str):
    raise BadInput(f"Scenario: {msg}")


def setup_from(params: VestaParams, scenario: dict) -> VState:
    """Lay out an exact position (see the module text for the keys).

    >>> from deltawidgets.games.vesta import VestaGoldRush
    >>> s = setup_from(VestaGoldRush.Params.parse({"players": 2}), {"belt": {"A1": "gold:2"}})
    >>> s.tile[0] >> 3, s.tile[0] & 7, s.up[0], s.phase, s.current
    (2, 2, True, 'act', 0)
    """
    if not isinstance(scenario, dict) or not isinstance(scenario.get("belt"), dict):
        raise BadInput('A Vesta Gold Rush scenario is a dict with at least "belt": {"C4": "gold:2", ...}.')
    try:
        sc = ScenarioModel.model_validate(scenario)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(x) for x in first["loc"])
        raise BadInput(f"Scenario: at '{where}': {first['msg']}.") from None
    b = belt(params.belt_length, params.push_size, params.start_side)
    s = VState(params, b, sc.seed)
    s.shuffles = sc.shuffles
    for key, name in sc.belt.items():
        s.tile[_place(b, key, "belt")] = _face(name, f"belt {key}")
        s.up[_place(b, key, "belt")] = True
    for key in sc.face_down:
        place = _place(b, key, "face_down")
        if s.tile[place] < 0:
            _fail(f"face_down {key} holds no tile.")
        s.up[place] = False
    s.pile = [_face(x, "pile") for x in reversed(sc.pile)]
    s.discard_up = [_face(x, "discard_up") for x in sc.discard_up]
    s.discard_down = [_face(x, "discard_down") for x in sc.discard_down]
    n = params.players
    players = sc.players if sc.players is not None else [PlayerModel(water=params.start_water) for _ in range(n)]
    if len(players) != n:
        _fail(f"players lists {len(players)} players; the rule options say {n}.")
    for p, pm in enumerate(players):
        s.pos[p] = _position(b, pm.at, p)
        s.gold[p], s.water[p], s.titanium[p] = pm.gold, pm.water, pm.titanium
        s.cards[p] = list(pm.cards)
        s.thirsty[p], s.skipped[p] = pm.thirsty, pm.skipped
        s.memory[p] = {_place(b, k, f"players.{p}.memory") for k in pm.memory}
        if any(s.tile[x] < 0 or s.up[x] for x in s.memory[p]):
            _fail(f"player {p + 1}'s memory may name only places with a face-down tile.")
        if s.skipped[p] and s.pos[p] != OFF:
            _fail(f"player {p + 1} is skipped (lost a turn), so must be off the board.")
    _check_overlap(s)
    s.deck = list(reversed(sc.deck))
    s.stock = list(sc.stock)
    s.saloon_water = sc.saloon_water
    s.supply_gold = params.gold_total - sum(s.gold)
    s.supply_water = params.water_markers - sum(s.water) - s.saloon_water
    s.supply_ti = params.titanium_markers - sum(s.titanium)
    for what, left in (("gold", s.supply_gold), ("water", s.supply_water), ("titanium", s.supply_ti)):
        if left < 0:
            _fail(f"more {what} is held than the rule options' {what} markers allow.")
    s.saloon = find_saloon(s)
    if (s.stock or s.saloon_water) and s.saloon < 0:
        _fail("the saloon has stock, but no face-up saloon is on the belt.")
    s.round, s.final = sc.round, sc.final
    if sc.turn is None:
        first = sc.first if sc.first is not None else max(params.first_player, 0)
        if not 0 <= first < n:
            _fail(f"first player {first} is not a seat.")
        if sc.over:
            _fail('"over" needs the "turn" it ended in.')
        start_round(s, first, s.opening)
        return s
    _load_turn(s, sc.turn, b)
    s.over, s.end_reason = sc.over, sc.end_reason
    if s.over != (s.phase == "over") or s.over != bool(s.end_reason):
        _fail('an ended game has phase "over" and an end_reason, and only an ended game has them.')
    if not s.over and not rules.legal_actions(s):
        _fail(f"the turn step {s.phase!r} offers Player {rules.decider(s) + 1} no legal choice.")
    return s


def _load_turn(s: VState, t: TurnModel, b) -> None:
    n = s.players
    seats = [t.first, t.current, *t.order, *t.displaced, *t.bidders]
    last = n if t.phase == "over" else n - 1  # an ended game has gone past the last trader
    if any(not 0 <= x < n for x in seats) or sorted(t.order) != list(range(n)) or t.idx > last:
        _fail("turn: first, current, order (every seat once), idx, displaced and bidders must be seats.")
    s.first, s.order, s.idx, s.phase, s.current = t.first, list(t.order), t.idx, t.phase, t.current
    if t.phase != "over" and s.order[s.idx] != s.current:
        _fail("turn: current must be the seat at position idx of order.")
    if t.phase != "over" and s.pos[s.current] == OFF:
        _fail(f"turn: Player {s.current + 1} is off the board and cannot act or trade.")
    s.left, s.detects = t.left, t.detects
    s.scan_first = _place(b, t.scan_first, "turn.scan_first") if t.scan_first else -1
    s.peek = _place(b, t.peek, "turn.peek") if t.peek else -1
    s.hit = _place(b, t.hit, "turn.hit") if t.hit else -1
    s.displaced = list(t.displaced)
    s.offers, s.drafter, s.other, s.counters = t.offers, t.drafter, t.other, t.counters
    s.give, s.ask = list(t.give), list(t.ask)
    s.give_cards, s.ask_cards = list(t.give_cards), list(t.ask_cards)
    s.lot, s.high, s.leader, s.bidders = t.lot, t.high, t.leader, list(t.bidders)
    if s.phase in trading.PHASES:
        s.contact = trading.contact_groups(s)
    elif s.phase in ("act", "scan2", "peek", "place"):
        s.blocked = occupied_by_other(s, s.current)
    need = {
        "peek": s.peek >= 0 and s.tile[s.peek] >= 0 and not s.up[s.peek],
        "place": bool(s.displaced) and s.hit >= 0,
        "draft": 0 <= s.drafter < n and 0 <= s.other < n and s.drafter != s.other,
        "reply": 0 <= s.drafter < n and 0 <= s.other < n and s.drafter != s.other,
        "bid": bool(s.bidders) and s.lot in s.stock and 0 <= s.leader < n,
    }
    if not need.get(s.phase, True):
        _fail(f"turn: the step {s.phase!r} is missing what it works on "
              "(peek, hit and displaced, the offer's sides, or the auction).")
    if s.phase in ("draft", "reply"):
        for who, markers, cards in ((s.drafter, s.give, s.give_cards), (s.other, s.ask, s.ask_cards)):
            if any(x > h for x, h in zip(markers, (s.gold[who], s.water[who], s.titanium[who]))) or \
                    any(cards.count(k) > s.cards[who].count(k) for k in cards):
                _fail(f"turn: the offer's terms ask more of Player {who + 1} than they hold.")


def _check_overlap(s: VState) -> None:
    """3.1 Movement: no two prospectors on one tile, except the saloon; none on a face-down tile."""
    seen = set()
    for p, at in enumerate(s.pos):
        if 0 <= at < s.belt.places:
            if s.tile[at] >= 0 and not s.up[at]:
                _fail(f"player {p + 1} stands on a face-down tile.")
            if at in seen and s.tile[at] >> 3 != 5:
                _fail(f"two prospectors stand on {s.belt.names[at]}, which is not the saloon.")
            seen.add(at)


def _place(b, key: str, field: str) -> int:
    i = b.index_of(key)
    if i is None or i == b.start:
        _fail(f'{field}: {key[:20]!r} is not a place of the belt; places are named like "C4" (row letter, column number).')
    return i


def _position(b, key: str, p: int) -> int:
    if key == "off":
        return OFF
    i = b.index_of(key)
    if i is None:
        _fail(f'players.{p}.at: player {p + 1} is at {key[:20]!r}; write a place like "C4", "start" or "off".')
    return i


def _face(name: str, where: str) -> int:
    code = parse_face(name)
    if code is None:
        _fail(f"{where}: {name!r} is not a tile; write empty_space, empty_asteroid, saloon, or gold/water/titanium:1..4.")
    return code


def _where(b, place: int) -> str:
    return "off" if place == OFF else "start" if place == b.start else b.names[place]


def scenario_of(s: VState) -> dict:
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
            {"at": _where(b, s.pos[p]), "gold": s.gold[p], "water": s.water[p], "titanium": s.titanium[p],
             "cards": list(s.cards[p]), "thirsty": s.thirsty[p], "skipped": s.skipped[p],
             "memory": [name[x] for x in sorted(s.memory[p])]}
            for p in range(s.players)
        ],
        "deck": list(reversed(s.deck)),
        "stock": list(s.stock),
        "saloon_water": s.saloon_water,
        "seed": s.seed, "shuffles": s.shuffles, "round": s.round, "final": s.final,
        "over": s.over, "end_reason": s.end_reason,
        "turn": {
            "first": s.first, "order": list(s.order), "idx": s.idx, "phase": s.phase, "current": s.current,
            "left": s.left, "detects": s.detects,
            "scan_first": name[s.scan_first] if s.scan_first >= 0 else None,
            "peek": name[s.peek] if s.peek >= 0 else None,
            "hit": name[s.hit] if s.hit >= 0 else None,
            "displaced": list(s.displaced), "offers": s.offers, "drafter": s.drafter, "other": s.other,
            "give": list(s.give), "ask": list(s.ask), "give_cards": list(s.give_cards),
            "ask_cards": list(s.ask_cards), "counters": s.counters,
            "lot": s.lot, "high": s.high, "leader": s.leader, "bidders": list(s.bidders),
        },
    }


def determinize(s: VState, viewer, rng) -> VState:
    """A position ``viewer`` cannot tell from ``s``: the faces of face-down tiles the viewer has
    not seen, the tile pile and the face-down discards are dealt anew among themselves, the
    equipment deck is reshuffled, and later reshuffles get a new seed."""
    new = s.clone()
    if viewer == "all":
        return new
    known = s.memory[viewer] if isinstance(viewer, int) else set()
    hidden = [i for i, t in enumerate(s.tile) if t >= 0 and not s.up[i] and i not in known]
    pool = [s.tile[i] for i in hidden] + s.pile + s.discard_down
    rng.shuffle(pool)
    for k, i in enumerate(hidden):
        new.tile[i] = pool[k]
    rest = pool[len(hidden):]
    new.pile, new.discard_down = rest[:len(s.pile)], rest[len(s.pile):]
    rng.shuffle(new.deck)
    new.seed = rng.randrange(2**62)
    return new


__all__ = ["setup_from", "scenario_of", "determinize"]
