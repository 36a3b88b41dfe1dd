"""Rulebook section "4. Game ending and victory": points, the tie-break (ruling), and the
counted supplies every rule takes from."""

from __future__ import annotations

from deltawidgets.games.vesta.state import VestaGoldRushState


def score(s: VestaGoldRushState, p: int) -> int:
    """Gold 1 point a marker, titanium 2, every equipment card 1 (rule options)."""
    prm = s.params
    return s.gold[p] + prm.titanium_points * s.titanium[p] + prm.card_points * len(s.cards[p])


def winners(s: VestaGoldRushState) -> list[int]:
    """Most points; ties go to most titanium, then most gold (ruling "ties"); then shared.
    With ``score_ties="shared"`` every player on most points wins."""
    shared = s.params.score_ties == "shared"

    def key(p):
        return (score(s, p),) if shared else (score(s, p), s.titanium[p], s.gold[p])

    best = max(key(p) for p in range(s.players))
    return [p for p in range(s.players) if key(p) == best]


def value(s: VestaGoldRushState, p: int) -> float:
    """How well seat ``p`` stands, for the greedy bot: its points, and a quarter point a water
    marker (water spares the gold a water check takes, 3.3.2)."""
    return score(s, p) + 0.25 * s.water[p]


def supplies(s: VestaGoldRushState) -> dict[str, int]:
    """The piles next to the board, the deck, the tile pile and the saloon's water."""
    return {
        "gold markers (value)": s.supply_gold,
        "water markers": s.supply_water,
        "titanium markers": s.supply_ti,
        "equipment deck": len(s.deck),
        "tile pile": len(s.pile),
        "saloon water": s.saloon_water,
    }
