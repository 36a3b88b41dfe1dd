"""What each game's position ties together (issue 33, "Schema-driven scenario fuzz refuses
positions whose counters disagree"): counters that play keeps in step with one another or with
the table, written once here, independently of the loaders, over a scenario as ``scenario_of``
writes it. Every position play reaches keeps every tie (the round trip of whole random games
checks it at every position); a scenario that breaks one must be refused with a sentence naming
a field (the counter fuzz of ``test_conformance_scenario_fuzz.py`` checks it, and that each tie
is broken by some draw).

Each tie is ``(name, fields, holds)``: ``fields`` are the scenario fields a refusal may name for
it (dotted prefixes), ``holds(scenario, params)`` is False when the counters disagree. A tie
reads only what it needs and holds when a field it reads is missing or malformed (another check
refuses those).
"""

from __future__ import annotations

from typing import Callable, NamedTuple


class Tie(NamedTuple):
    name: str
    fields: tuple[str, ...]
    holds: Callable[[dict, object], bool]


def _safe(check: Callable[[dict, object], bool]) -> Callable[[dict, object], bool]:
    def holds(sc: dict, params) -> bool:
        try:
            return bool(check(sc, params))
        except (KeyError, IndexError, TypeError, ValueError, AttributeError, ZeroDivisionError):
            return True  # malformed: not this tie's to judge

    return holds


# -- Vesta Gold Rush ------------------------------------------------------------------------------------
ACTING = ("act", "scan2", "peek", "place")


def _turn(sc: dict) -> dict:
    return sc["turn"] or {}


def _vesta_thirst_left(sc, params):
    t = _turn(sc)
    return t["phase"] not in ACTING or not sc["players"][t["current"]]["thirsty"] or t["left"] <= 1


def _vesta_left(sc, params):
    t = _turn(sc)
    return t["phase"] not in ACTING or t["left"] <= params.actions


def _vesta_off(sc, params):
    return all(p["at"] != "off" or (p["water"] == 0 and p["titanium"] == 0 and not p["cards"]) for p in sc["players"])


def _vesta_thirst(sc, params):
    return all(not p["thirsty"] or (p["water"] == 0 and p["at"] != "off") for p in sc["players"])


def _vesta_skipped(sc, params):
    return all(not p["skipped"] or p["at"] == "off" for p in sc["players"])


def _vesta_first(sc, params):
    t = _turn(sc)
    return t.get("first") is None or t["first"] == t["order"][0]


def _vesta_scratch(steps: tuple, cleared: dict):
    def holds(sc, params):
        t = _turn(sc)
        return t["phase"] in steps or all(t.get(k, v) == v for k, v in cleared.items())

    return holds


VESTA = [
    Tie("a thirsty player has one action a turn (3.3.2 Water check)", ("turn.left", "players"), _vesta_thirst_left),
    Tie("an action phase has the actions of the rule options (3.1)", ("turn.left",), _vesta_left),
    Tie("a thirsty player is out of water and on the board (3.3.2)", ("players",), _vesta_thirst),
    Tie("a forced-out player has lost water, titanium and cards (3.3.2)", ("players",), _vesta_off),
    Tie("a skipped player is off the board (3.3.2)", ("players",), _vesta_skipped),
    Tie("the game turn's order starts with its first player (3.1)", ("turn.first", "turn.order"), _vesta_first),
    Tie("actions are counted only in an action phase", ("turn.left", "turn.detects"), _vesta_scratch(ACTING, {"left": 0, "detects": 0})),
    Tie(
        "an offer's terms exist only while it is drafted or answered",
        ("turn.give", "turn.ask", "turn.counters", "turn.drafter", "turn.other", "turn.give_cards", "turn.ask_cards"),
        _vesta_scratch(("draft", "reply"), {"give": [0, 0, 0], "ask": [0, 0, 0], "counters": 0, "drafter": -1, "other": -1}),
    ),
    Tie("bids exist only in an auction", ("turn.high", "turn.leader", "turn.lot", "turn.bidders"), _vesta_scratch(("bid",), {"high": 0, "leader": -1})),
    Tie("offers are counted only in a trading turn", ("turn.offers",), _vesta_scratch(("trade", "draft", "reply", "bid"), {"offers": 0})),
]


# -- Delta ------------------------------------------------------------------------------------------------
PHASE_2 = ("play", "section", "bonus", "act")


def _delta_turns(sc, params):
    n = len(sc["order"]) if sc["order"] else len(sc["pos"])
    if sc["step"] in PHASE_2:
        placed = sum(1 for mine in sc["played"] for c in mine if c is not None)
        return sc["turn"] == placed - (sc["step"] in ("bonus", "act"))
    return sc["turn"] == (0 if sc["round"] == 1 and sc["step"] == "order" else 3 * n)


DELTA = [
    Tie("Phase 2 turns over are the cards and markers placed", ("turn",), _delta_turns),
    Tie("the clock stands at the last marker stacked", ("clock", "stamp"), lambda sc, params: sc["clock"] == max(sc["stamp"])),
    Tie(
        "an engineering marker stands at most as high as it has reached",
        ("eng_best", "eng"),
        lambda sc, params: all(e <= b for e, b in zip(sc["eng"], sc["eng_best"])),
    ),
    Tie(
        "what a turn's card did is forgotten when the turn ends",
        ("did", "leader_used", "temp_airships"),
        lambda sc, params: sc["step"] == "act" or not (sc["did"] or sc["leader_used"] or sc["temp_airships"]),
    ),
]


# -- Spatial Delivery -------------------------------------------------------------------------------------
def _ring(hex_key: str) -> int:
    q, r = (int(x) for x in hex_key.removeprefix("h").split(","))
    return max(abs(q), abs(r), abs(q + r))


def _sales(msp) -> int:
    return msp if isinstance(msp, int) else msp.get("sales", 0)


def _spatial_sales(sc, params):
    shown = {}
    for key, p in sc["sales"].items():
        shown[p] = shown.get(p, 0) + _ring(key)
    return all(_sales(m) >= shown.get(p, 0) for p, m in enumerate(sc["msp"]))


def _spatial_tokens(sc, params):
    n = len(sc["held"])
    return all(sum(sc["held"][p][q] for p in range(n)) == params.challenge_tokens for q in range(n))


SPATIAL = [
    Tie("sales MSP are at least what this round's Sale Markers show (Deliveries)", ("msp", "sales"), _spatial_sales),
    Tie("each seat's Challenge tokens are each in one place (Components)", ("held",), _spatial_tokens),
]


# -- Delta V ------------------------------------------------------------------------------------------------
def _deltav_aliens(sc, params):
    if sc.get("aliens_revealed") is None:
        return True
    up = sum(1 for cell in sc.get("faceup", []) if sc["tiles"].get(cell) == "alien_encounter")
    return sc["aliens_revealed"] == up


DELTAV = [
    Tie("the Alien Encounters counted are those face up (Alien Encounter)", ("aliens_revealed", "faceup"), _deltav_aliens),
]

GAME_TIES = {"vesta": VESTA, "delta": DELTA, "spatial": SPATIAL, "deltav": DELTAV}
TIES = {name: [Tie(t.name, t.fields, _safe(t.holds)) for t in ties] for name, ties in GAME_TIES.items()}


def broken(name: str, sc: dict, params) -> list[Tie]:
    """The ties of game ``name`` that scenario ``sc`` breaks."""
    return [t for t in TIES.get(name, []) if not t.holds(sc, params)]
