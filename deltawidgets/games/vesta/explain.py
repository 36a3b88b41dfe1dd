"""Why a choice is illegal now: one sentence naming the rulebook section (or the ruling)."""
from __future__ import annotations

from deltawidgets.games.vesta import actions, trading
from deltawidgets.games.vesta.components import CARD_NAMES, CARDS, MARKERS
from deltawidgets.games.vesta.rules import PHASES, PROMPTS, decider, prompt_words
from deltawidgets.games.vesta.state import VState, endable, occupied_by_other
from deltawidgets.core.refusal import game_over, not_a_choice

# The rulebook section that governs each step, so that even a generic refusal names its rule.
SECTION = {
    "act": "3.1 Actions",
    "scan2": "Equipment cards: Hyperscanner",
    "peek": "Equipment cards: Gold detector",
    "place": "Equipment cards: Antimateriagun",
    "trade": "3.2 Trading",
    "draft": "3.2 Trading",
    "reply": "3.2 Trading",
    "bid": "3.2.1 Space Saloon",
}
PLACE_VERBS = ("move", "moped", "scan", "detect", "gun", "fusion", "lasso", "place")
CARD_OF = {"moped": "moped", "detect": "detector", "gun": "gun", "fusion": "fusion", "lasso": "lasso"}


def explain(s: VState, a) -> str | None:
    if s.over:
        return game_over("4. Game ending and victory")
    if a in PHASES[s.phase][0](s):
        return None
    why = _specific(s, a)
    if why:
        return why
    who = decider(s)
    prompt = PROMPTS[s.phase][1].format(**prompt_words(s))
    return not_a_choice(who, prompt, SECTION[s.phase])


def _place(s: VState, a) -> int | None:
    if len(a) == 2 and isinstance(a[1], int) and 0 <= a[1] < s.belt.places:
        return a[1]
    return None


def _specific(s: VState, a) -> str | None:
    v = a[0]
    if v == "place" and s.phase != "place":  # a landing choice exists only inside a displacement
        return ("Equipment cards: Antimateriagun: a prospector chooses where to land only when the tile "
                "under them is destroyed, and no one is being displaced now.")
    if s.phase == "act" and (v in PLACE_VERBS or v in ("mine", "stop")):
        return _act(s, a)
    if s.phase == "trade" and v in ("offer", "water", "buy"):
        return _trade(s, a)
    if s.phase == "draft" and v in ("give", "ask", "give_card", "ask_card", "send"):
        return _draft(s, a)
    if s.phase == "reply" and v == "counter":
        return f"3.2 Trading: an offer may be countered at most {s.params.trade_counters} times (ruling: bounded trading)."
    if s.phase == "bid" and v == "bid":
        q = s.bidders[0]
        return f"3.2.1 Space Saloon: a bid must be more than {s.high} gold and at most the {s.gold[q]} gold you hold."
    if s.phase == "place" and v == "place":
        return "Equipment cards: Antimateriagun: move onto a free face-up asteroid next to the destroyed tile."
    if s.phase == "scan2" and v == "scan":
        return "Equipment cards: Hyperscanner: the second tile must be face down, next to you or one tile further."
    return None


def _act(s: VState, a) -> str | None:
    v, p = a[0], s.current
    at = s.pos[p]
    names = s.belt.names
    card = CARD_OF.get(v)
    if card and card not in s.cards[p]:
        return f"5. Equipment cards: you hold no {CARD_NAMES[card]}."
    if v == "detect":
        return _detect(s, a)
    if v != "stop" and s.left == 0:
        return "3.1 Actions: you have no actions left in this phase."
    if v == "stop":
        if at == s.belt.start:
            return ("2.6.1 Starting positions: from the start area you must move into the field, "
                    "using at least one action, and you can reach an asteroid.")
        return "3.1 Movement: the action phase must end on an asteroid (or the saloon), and you can still reach one."
    blocked = occupied_by_other(s, p)
    moped = "moped" in s.cards[p]
    if v == "mine":
        return _mine(s, p)
    y = _place(s, a)
    if y is None:
        return "3.1 Actions: that choice needs one place of the belt (a hex of the play area)."
    here = names[y]
    if v in ("move", "moped"):
        return _move(s, v, y, blocked, moped)
    if not actions.free_to_act(s, p, blocked, moped):
        return "3.1 Movement: you must keep your last actions to end the phase on an asteroid."
    if v == "scan":
        if s.tile[y] < 0 or s.up[y]:
            return f"3.1 Scan: there is no face-down tile at {here}."
        if "hyperscanner" in s.cards[p]:
            return f"Equipment cards: Hyperscanner: {here} is more than two tiles away."
        return f"3.1 Scan: you may scan only a tile next to you, and {here} is not."
    if not endable(s, at, blocked) and s.params.equipment_where == "asteroid":
        return "3.1 Equipment cards: equipment is played from an asteroid or the saloon (rule option equipment_where)."
    far = v == "lasso" and s.params.lasso_range == 2
    if y not in (s.belt.near2[at] if far else s.belt.nbrs[at]):
        return f"5. Equipment cards: {here} is out of reach; it must be {'within two tiles of' if far else 'next to'} you."
    if v in ("gun", "fusion"):
        if s.tile[y] >= 0 and s.up[y]:  # a face-up target refused: the shot would strand the shooter
            return f"3.1 Movement: destroying {here} could close your way to an asteroid, and the phase must end on one."
        return f"Equipment cards: Antimateriagun: there is no face-up tile at {here} to destroy."
    return f"Magnetic Lasso (ruling): {here} is not a face-up asteroid with symbols free of prospectors, or its marker pile is empty."


def _move(s: VState, v: str, y: int, blocked, moped: bool) -> str:
    p = s.current
    at = s.pos[p]
    here = s.belt.names[y]
    if v == "moped":
        if not any(end == y for _, end in s.belt.lines[at]):
            return f"Equipment cards: Space moped: the two tiles must run in a straight line from you, and {here} does not."
    elif y not in s.belt.nbrs[at]:
        return f"3.1 Movement: one action moves one tile, to a neighbouring one; {here} is not next to you."
    if s.tile[y] >= 0 and not s.up[y]:
        return f"3.1 Movement: you cannot move onto or through a face-down tile, as at {here}."
    if y in blocked:
        return f"3.1 Movement: another prospector is on {here}; only the Space Saloon holds several."
    if v == "moped":
        return "Equipment cards: Space moped: the tile passed over must be face up and free of other prospectors."
    return f"3.1 Movement: from {here} you could not end the phase on an asteroid with the actions left."


def _mine(s: VState, p: int) -> str:
    at = s.pos[p]
    if not (0 <= at < s.belt.places) or not s.up[at]:
        return "3.1 Mining: you must stand on an asteroid to mine."
    k = s.tile[at] >> 3
    if k == 1:
        return "3.1 Mining: this asteroid has no symbols (a Water Separator mines water from it)."
    if k in (0, 5):
        return "3.1 Mining: you must stand on an asteroid with symbols to mine."
    return "3.1 Mining: that marker pile next to the board is empty."


def _detect(s: VState, a) -> str:
    p = s.current
    y = _place(s, a)
    if not s.detects:
        return "Equipment cards: Gold detector: each Gold Detector gives one extra scan per action phase, and yours are used."
    if y is None or s.tile[y] < 0 or s.up[y]:
        return "Equipment cards: Gold detector: look at a face-down tile."
    if y not in s.belt.nbrs[s.pos[p]]:
        return f"Equipment cards: Gold detector: {s.belt.names[y]} is not next to you."
    return None


def _trade(s: VState, a) -> str | None:
    p, v = s.current, a[0]
    if v == "offer":
        if s.offers >= s.params.trade_offers:
            return f"3.2 Trading: each player makes at most {s.params.trade_offers} offers per trading phase (ruling: bounded trading)."
        q = a[1] if len(a) == 2 and isinstance(a[1], int) and 0 <= a[1] < s.players and a[1] != p else None
        if q is None:
            return "3.2 Trading: an offer goes to another player."
        if q not in trading.partners(s, p):
            return (f"3.2 Trading: Player {q + 1} is not in contact with you (adjacent, or chained through "
                    "adjacent players), and neither of you holds the Galactic Express.")
        return "3.2 Trading: neither of you has anything to trade."
    sal = s.saloon
    if sal < 0:
        return "3.2.1 Space Saloon: the saloon is not open."
    if s.pos[p] != sal:
        return "3.2.1 Space Saloon: you buy only while standing on the saloon."
    if v == "buy":
        if len(a) != 2 or a[1] not in s.stock:
            return "3.2.1 Space Saloon: that card is not for sale."
        return f"3.2.1 Space Saloon: the {CARD_NAMES[a[1]]} costs {s.params.price(a[1])} gold and you hold {s.gold[p]}."
    return f"3.2.1 Space Saloon: each gold buys {s.params.water_per_gold} water, of {s.saloon_water} left, with the gold you hold."


def _draft(s: VState, a) -> str | None:
    v = a[0]
    if v == "send":
        return "3.2 Trading: put something in the offer before sending it."
    if v in ("give_card", "ask_card"):
        who = s.drafter if v == "give_card" else s.other
        if len(a) != 2 or a[1] not in CARDS:
            return "3.2 Trading: that is not an equipment card."
        return f"3.2 Trading: Player {who + 1} has no more {CARD_NAMES[a[1]]} to put in the offer."
    if len(a) != 3 or a[1] not in MARKERS:
        return "3.2 Trading: name gold, water or titanium and an amount."
    i = MARKERS.index(a[1])
    terms, who = (s.give, s.drafter) if v == "give" else (s.ask, s.other)
    if terms[i]:
        return f"3.2 Trading: the {a[1]} of this side of the offer is already set (ruling: bounded trading)."
    return f"3.2 Trading: Player {who + 1} holds {trading.held(s, who, i)} {a[1]}; the amount must be from 1 to that."
