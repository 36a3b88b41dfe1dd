"""A tiny hidden-information game that implements the whole protocol, to test the conformance
suite itself. It is never registered: the suite's own tests hand it to each check directly.

Rules ("Hidden Draw"): each seat is dealt one face-down card from a shuffled deck of ``cards``
numbered cards. In turn, a seat draws the top card into its hidden hand, bets 1 to 3 of its
chips, or passes. The game ends when the last card is drawn or when every seat passes in a
row. Score: the cards in hand plus the chips bet.

:class:`FakeGame` plays it right; ``FakeGame(defect)`` plays it with one deliberate bug, named
for the check that must catch it (see ``DEFECTS``).
"""

from __future__ import annotations

import random

from pydantic import Field

from deltawidgets.core.errors import BadInput
from deltawidgets.core.events import EventKeys
from deltawidgets.core.game import Decision, Game
from deltawidgets.core.params import RuleOptions
from deltawidgets.core.state_fields import COPY, SHARED, Fields, each

DEFECTS = {
    "prompt_leak": "the prompt tells every viewer that the seat to play holds a high card",
    "log_leak": "other seats read in the log whether the card drawn is a high one",
    "label_leak": "the draw button tells the seat to play whether the next card is a high one",
    "negative_supply": "a seat may bet chips it no longer has",
    "safety_end": "the game stops at a turn limit, a safety stop",
    "explain_lie": "a bet of no chip is explained as legal",
    "tuple_view": "the view holds a tuple, which JSON turns into a list",
    "lossy_scenario": "a scenario forgets how many seats passed in a row",
    "shallow_clone": "a clone shares the hands with the original",
    "seat_name_leak": "the name of a seat, on the widget's status line, says it holds a high card",
    "undeclared_field": "the position keeps a note of the last action that its fields do not declare",
    "shared_pot": "the bets are declared shared, so a bet on a clone is a bet on the original",
    "untyped_event": "a pass is an event without a type",
    "undeclared_event": "a bet's event carries the chips left, a key its declared kind does not have",
    "code_in_log": "the log's last line names the ending by its code",
    "element_id_in_log": "the log says a card is drawn from the board element id of the deck",
    "screened_pot": "the chips a seat has bet are behind its screen, yet determinize keeps every seat's",
    "picky_scenario": "the scenario loader refuses a position play reaches: two passes in a row",
    "stale_values": "values, the bots' every-seat value, forgets the chips in the pot that value counts",
}


class Draw(EventKeys):
    """A seat drew the top card into its hidden hand."""

    player: int
    card: int


class Bet(EventKeys):
    """A seat bet chips."""

    player: int
    chips: int


class Pass(EventKeys):
    """A seat passed."""

    player: int


class End(EventKeys):
    """The game ended, for the reason of an end code."""

    reason: str


class FakeParams(RuleOptions):
    players: int = Field(2, ge=2, le=3, description="Number of players")
    cards: int = Field(20, ge=6, le=40, description="Cards in the deck")


class FakeState:
    FIELDS = Fields(
        params=SHARED, hands=each(COPY), deck=COPY, chips=COPY, pot=COPY, current=SHARED, passes=SHARED, turn=SHARED, over=SHARED, end_reason=SHARED
    )
    __slots__ = FIELDS.names
    clone = FIELDS.clone

    def __init__(self, params, hands, deck, chips, pot, current=0, passes=0, turn=0, over=False, end_reason=""):
        self.params, self.hands, self.deck = params, hands, deck
        self.chips, self.pot, self.current, self.passes, self.turn = chips, pot, current, passes, turn
        self.over, self.end_reason = over, end_reason


class NotedState(FakeState):
    """The defect ``undeclared_field``: no ``__slots__`` of its own, so it takes any attribute."""


#: the defects ``shallow_clone`` and ``shared_pot``: a field declared to be copied too little
TOO_SHALLOW = {"shallow_clone": Fields(**{**FakeState.FIELDS.how, "hands": COPY}).clone, "shared_pot": Fields(**{**FakeState.FIELDS.how, "pot": SHARED}).clone}


class FakeGame(Game):
    name = "hidden_draw"
    title = "Hidden Draw"
    end_heading = "End"
    Params = FakeParams
    end_reasons = {"deck_out": "the last card was drawn", "all_passed": "every player passed in a row"}
    event_types = {"draw": Draw, "bet": Bet, "pass": Pass, "end": End}

    def __init__(self, defect: str | None = None):
        assert defect is None or defect in DEFECTS, defect
        self.defect = defect
        if defect == "safety_end":
            self.end_reasons = {**self.end_reasons, "turn_limit": "the turn limit (a safety stop) was reached"}

    # -- setting up ---------------------------------------------------------------------------
    def setup(self, params, seed):
        deck = list(range(1, params.cards + 1))
        random.Random(seed).shuffle(deck)
        hands = [[deck.pop()] for _ in range(params.players)]
        made = NotedState if self.defect == "undeclared_field" else FakeState
        return made(params, hands, deck, [3] * params.players, [0] * params.players)

    def setup_from(self, params, scenario):
        fields = ("hands", "deck", "chips", "pot", "current", "passes", "turn", "over", "end_reason")
        if not isinstance(scenario, dict) or set(scenario) - set(fields):
            raise BadInput(f"A Hidden Draw scenario is an object with the fields {', '.join(fields)}.")
        n = params.players
        hands, deck = scenario.get("hands", [[] for _ in range(n)]), scenario.get("deck", [])
        chips, pot = scenario.get("chips", [3] * n), scenario.get("pot", [0] * n)
        cards = [c for h in hands for c in h] + list(deck)
        if sorted(cards) != sorted(set(cards)) or any(type(c) is not int or not 1 <= c <= params.cards for c in cards):
            raise BadInput("Scenario 'hands'/'deck': each card must be a number of the deck, held once.")
        if len(hands) != n or len(chips) != n or len(pot) != n:
            raise BadInput(f"Scenario: 'hands', 'chips' and 'pot' need one entry per seat ({n}).")
        if self.defect == "picky_scenario" and scenario.get("passes") == 2:
            raise BadInput("Scenario 'passes': two passes in a row cannot happen.")
        return FakeState(
            params,
            [list(h) for h in hands],
            list(deck),
            list(chips),
            list(pot),
            scenario.get("current", 0),
            scenario.get("passes", 0),
            scenario.get("turn", 0),
            scenario.get("over", False),
            scenario.get("end_reason", ""),
        )

    def scenario_of(self, s):
        sc = {
            "hands": [list(h) for h in s.hands],
            "deck": list(s.deck),
            "chips": list(s.chips),
            "pot": list(s.pot),
            "current": s.current,
            "passes": s.passes,
            "turn": s.turn,
            "over": s.over,
            "end_reason": s.end_reason,
        }
        if self.defect == "lossy_scenario":
            del sc["passes"]
        return sc

    def determinize(self, s, viewer, rng):
        t = self.clone(s)
        hidden = [p for p in range(s.params.players) if p != viewer]
        unseen = sorted([c for p in hidden for c in t.hands[p]] + t.deck)  # dealt from a canonical order
        rng.shuffle(unseen)
        for p in hidden:
            t.hands[p] = [unseen.pop() for _ in t.hands[p]]
        t.deck = unseen
        return t

    def clone(self, s):
        return TOO_SHALLOW.get(self.defect, type(s).clone)(s)

    # -- choosing -------------------------------------------------------------------------------
    def decision(self, s):
        if s.over:
            return None
        prompt = f"Player {s.current + 1}: draw a card, bet chips or pass."
        if self.defect == "prompt_leak" and max(s.hands[s.current], default=0) > s.params.cards // 2:
            prompt += " You hold a high card."
        return Decision(s.current, "turn", prompt)

    def _max_bet(self, s):
        return 3 if self.defect == "negative_supply" else min(3, s.chips[s.current])

    def legal_actions(self, s):
        if s.over:
            return []
        draw = [("draw",)] if s.deck else []
        return draw + [("bet", n) for n in range(1, self._max_bet(s) + 1)] + [("pass",)]

    def explain(self, s, action):
        if s.over:
            return "End: the game is over; no more choices can be made."
        verb, args = action[0], action[1:]
        if verb == "draw" and not args:
            return None if s.deck else "Draw: the deck is empty, so there is no card to draw."
        if verb == "pass" and not args:
            return None
        if verb == "bet" and len(args) == 1 and type(args[0]) is int:
            top = self._max_bet(s)
            if 1 <= args[0] <= top or (self.defect == "explain_lie" and args[0] == 0):
                return None
            return f"Bet: you may bet 1 to {top} of your chips now."
        return "Turn: the choices are draw, bet (with a number of chips) and pass."

    def apply(self, s, action):
        p, verb = s.current, action[0]
        if verb == "draw":
            card = s.deck.pop()
            s.hands[p].append(card)
            events = [{"type": "draw", "player": p, "card": card}]
        elif verb == "bet":
            s.chips[p] -= action[1]
            s.pot[p] += action[1]
            events = [{"type": "bet", "player": p, "chips": action[1]}]
            if self.defect == "undeclared_event":
                events[0]["left"] = s.chips[p]
        else:
            events = [{"player": p} if self.defect == "untyped_event" else {"type": "pass", "player": p}]
        s.passes = s.passes + 1 if verb == "pass" else 0
        if self.defect == "undeclared_field":
            s.last = action
        s.turn += 1
        s.current = (p + 1) % s.params.players
        reason = (
            "deck_out"
            if verb == "draw" and not s.deck
            else "all_passed"
            if s.passes >= s.params.players
            else "turn_limit"
            if self.defect == "safety_end" and s.turn >= 12
            else ""
        )
        if reason:
            s.over, s.end_reason = True, reason
            events.append({"type": "end", "reason": reason})
        return events

    # -- seeing ---------------------------------------------------------------------------------
    def observation(self, s, viewer):
        hands = [h if viewer in ("all", p) else len(h) for p, h in enumerate(s.hands)]
        view = {
            "hands": [list(h) if isinstance(h, list) else h for h in hands],
            "deck": len(s.deck),
            "chips": list(s.chips),
            "pot": [b if self.defect != "screened_pot" or viewer in ("all", p) else None for p, b in enumerate(s.pot)],
            "current": s.current,
            "passes": s.passes,
            "turn": s.turn,
            "over": s.over,
        }
        if self.defect == "tuple_view":
            view["chips"] = tuple(s.chips)
        return view

    def seat_names(self, s) -> list[str]:
        names = super().seat_names(s)
        if self.defect == "seat_name_leak":
            names = [n + (" (lucky)" if max(h, default=0) > s.params.cards // 2 else "") for n, h in zip(names, s.hands)]
        return names

    def label(self, s, action):
        if self.defect == "label_leak" and action[0] == "draw" and s.deck[-1] > s.params.cards // 2:
            return "Draw a card (a high one)"
        return {"draw": "Draw a card", "pass": "Pass"}.get(action[0]) or f"Bet {action[1]}"

    def targets(self, s, action):
        return ["pile:deck"] if action[0] == "draw" else []

    def narrate(self, event, viewer):
        who = f"Player {event.get('player', 0) + 1}"
        kind = event.get("type", "pass")  # the untyped event is a pass
        if kind == "draw":
            if self.defect == "element_id_in_log":
                return f"{who} draws a card from pile:deck."
            if viewer in ("all", event["player"]):
                return f"{who} draws the {event['card']}."
            high = " (a high one)" if self.defect == "log_leak" and event["card"] > 6 else ""
            return f"{who} draws a card{high}."
        if kind == "bet":
            return f"{who} bets {event['chips']}."
        if kind == "pass":
            return f"{who} passes."
        why = event["reason"] if self.defect == "code_in_log" else self.end_reasons[event["reason"]]
        return f"The game ends: {why}."

    # -- pieces and the end ---------------------------------------------------------------------
    def supplies(self, s):
        return {f"Player {p + 1}'s chips": c for p, c in enumerate(s.chips)}

    def is_over(self, s):
        return s.over

    def scores(self, s):
        return [sum(h) + b for h, b in zip(s.hands, s.pot)]

    def values(self, s):
        if self.defect == "stale_values":
            return [sum(h) for h in s.hands]
        return super().values(s)

    def winners(self, s):
        scores = self.scores(s)
        return [p for p, v in enumerate(scores) if v == max(scores)]
