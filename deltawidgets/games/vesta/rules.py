"""Who decides, what is legal, and what an action does: one table of turn steps ("phases").

Each rule module (:mod:`actions`, :mod:`trading`) contributes the steps of its rulebook section
as ``phase -> (legal, apply)``. Explanations of illegal choices live in :mod:`explain`.
"""
from __future__ import annotations

from deltawidgets.core.game import Decision
from deltawidgets.games.vesta import actions, trading
from deltawidgets.games.vesta.state import VState

PHASES = {**actions.PHASES, **trading.PHASES}

# phase -> (decision kind, prompt); {c} is the player whose turn it is, {o} the other side of an offer
PROMPTS = {
    "act": ("action", "Use an action: move, scan, mine or play equipment; or stop"),
    "scan2": ("scan", "Hyperscanner: turn up a second tile, or only the one"),
    "peek": ("scan", "Gold Detector: turn the tile you looked at face up, or leave it face down"),
    "place": ("displaced", "Your tile was destroyed: pick the asteroid next to it to move onto"),
    "trade": ("trade", "Trading: make an offer, buy at the saloon, or finish trading"),
    "draft": ("offer", "Set the terms of your offer to {o}, then send it"),
    "reply": ("offer", "{o} offers you a trade: accept, decline or counter"),
    "bid": ("bid", "Saloon auction: bid more, or drop out"),
}
REACTIONS = ("place", "reply", "bid")  # choices made outside one's own turn


def decider(s: VState) -> int:
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


def decision(s: VState) -> Decision | None:
    if s.over:
        return None
    kind, prompt = PROMPTS[s.phase]
    o = s.other if s.phase == "draft" else s.drafter
    return Decision(decider(s), kind, prompt.format(o=f"Player {o + 1}"), s.phase in REACTIONS)


def legal_actions(s: VState) -> list:
    if s.over:
        return []
    return PHASES[s.phase][0](s)


def apply(s: VState, action) -> list[dict]:
    ev: list[dict] = []
    PHASES[s.phase][1](s, action, ev)
    return ev
