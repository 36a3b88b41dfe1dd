"""Who decides, what is legal, and what an action does: one table of turn steps ("phases").

Each rule module (:mod:`actions`, :mod:`trading`) contributes the steps of its rulebook section
as ``phase -> (legal, apply, refuse)``; an apply that ends a part of the game turn returns a
signal, and :mod:`flow` starts the next part. ``refuse`` gives the sentence against a choice not
in the legal list (or None if it is no choice of that step), from the same tests the legal list
is built from; :mod:`explain` asks it.
"""

from __future__ import annotations

from deltawidgets.core.game import Decision
from deltawidgets.games.vesta import actions, flow, trading
from deltawidgets.games.vesta.components import CARD_NAMES
from deltawidgets.games.vesta.state import VestaGoldRushState

PHASES = {**actions.PHASES, **trading.PHASES}

# phase -> (decision kind, prompt); {c} is the player whose turn it is, {o} the other side of an offer
PROMPTS = {
    "act": ("action", "Use an action: move, scan, mine or play equipment; or stop"),
    "scan2": ("scan", "Hyperscanner: turn up a second tile, or only the one"),
    "peek": ("scan", "Gold Detector: turn the tile you looked at face up, or leave it face down"),
    "place": ("displaced", "Your tile was destroyed: pick the asteroid next to it to move onto"),
    "trade": ("trade", "Trading: make an offer, buy at the saloon, or finish trading"),
    "draft": ("offer", "Set the terms of your offer to {o}, then send it"),
    "reply": ("offer", "{o} offers you {give} for {ask}: accept, decline or counter"),
    "bid": ("bid", "Saloon auction for the {lot}: bid more than {high} gold, or drop out"),
}
REACTIONS = ("place", "reply", "bid")  # choices made outside one's own turn


def decider(s: VestaGoldRushState) -> int:
    ph = s.phase
    if ph == "draft":
        return s.drafter
    if ph == "reply":
        return s.other
    if ph == "bid":
        return s.bidders[0]
    if ph == "place":
        return s.displaced[0]
    return s.current


def decision(s: VestaGoldRushState) -> Decision | None:
    if s.over:
        return None
    kind, prompt = PROMPTS[s.phase]
    return Decision(decider(s), kind, prompt.format(**prompt_words(s)), s.phase in REACTIONS)


def prompt_words(s: VestaGoldRushState) -> dict:
    """What a prompt names: the other side of an offer, its terms, the card at auction."""
    o = s.other if s.phase == "draft" else s.drafter
    return {
        "o": f"Player {o + 1}",
        "give": trading.terms(s.give, s.give_cards),
        "ask": trading.terms(s.ask, s.ask_cards),
        "lot": CARD_NAMES.get(s.lot, ""),
        "high": s.high,
    }


def legal_actions(s: VestaGoldRushState) -> list:
    if s.over:
        return []
    return PHASES[s.phase][0](s)


def bot_choices(s: VestaGoldRushState, actions: list) -> list:
    """A simple bot's rule of thumb (issue: bots that trade): asked about an offer, accept it
    if it does not lower the bot's score value (4. Game ending and victory), else decline or
    counter. Every other choice is left to the bot."""
    if s.phase != "reply":
        return actions
    if trading.score_change(s, s.other) >= 0:
        return [trading.ACCEPT]
    return [a for a in actions if a != trading.ACCEPT]


def apply(s: VestaGoldRushState, action) -> list[dict]:
    ev: list[dict] = []
    flow.carry_on(s, PHASES[s.phase][1](s, action, ev), ev)  # the step may end a part of the game turn
    return ev
