"""Rulebook section "3.2 Trading": who may make an offer to whom. Players trade with those in
contact (adjacent, or chained through adjacent players); either side holding the Galactic
Express needs no contact.
"""

from __future__ import annotations

from deltawidgets.games.vesta.belt import OFF
from deltawidgets.games.vesta.state import VestaGoldRushState


def contact_groups(s: VestaGoldRushState) -> tuple[tuple[int, ...], ...]:
    """For each seat, the others chained to it through adjacent players (3.2 Trading).
    Prospectors touch on neighbouring places or on one place (the start area, the saloon); row A
    touches the start area. Off the board a player touches nobody.
    Nobody moves while trading, so this is worked out once as trading starts."""
    pos, touch = s.pos, s.belt.touch
    on = [p for p, at in enumerate(pos) if at != OFF]
    pairs = [(p, q) for i, p in enumerate(on) for q in on[i + 1 :] if pos[q] in touch[pos[p]]]
    if not pairs:  # the usual case: nobody touches anybody
        return ((),) * len(pos)
    label = list(range(len(pos)))
    changed = True
    while changed:  # spread the smallest seat of each chain along it
        changed = False
        for p, q in pairs:
            low = min(label[p], label[q])
            if label[p] != low or label[q] != low:
                label[p] = label[q] = low
                changed = True
    chains: dict[int, list[int]] = {}
    for q in on:
        chains.setdefault(label[q], []).append(q)
    return tuple(tuple(q for q in chains[label[p]] if q != p) if pos[p] != OFF else () for p in range(len(pos)))


def partners(s: VestaGoldRushState, p: int) -> tuple[int, ...] | list[int]:
    """Players p may make an offer to: in contact, or either side holds the Galactic Express."""
    cards = s.cards
    if not any("express" in h for h in cards):
        return s.contact[p]
    pos = s.pos
    if pos[p] == OFF:
        return []
    mine = "express" in cards[p]
    near = s.contact[p]
    return [q for q in range(s.players) if q != p and pos[q] != OFF and (q in near or mine or "express" in cards[q])]


def has_goods(s: VestaGoldRushState, p: int) -> bool:
    return bool(s.gold[p] or s.water[p] or s.titanium[p] or s.cards[p])
