"""Rulebook section "4. Game ending and victory": points, shared wins (and the tie-break of a
ruling option), and the counted supplies every rule takes from."""

from __future__ import annotations

from deltawidgets.games.vesta.state import VestaGoldRushState


def score(s: VestaGoldRushState, p: int) -> int:
    """Gold 1 point a marker, titanium 2, every equipment card 1 (rule options)."""
    prm = s.params
    return s.gold[p] + prm.titanium_points * s.titanium[p] + prm.card_points * len(s.cards[p])


def winners(s: VestaGoldRushState) -> list[int]:
    """Most points wins (4. Game ending and victory), and every player on most points shares
    the win: the section prints no tie-break. With ``score_ties="titanium_then_gold"`` (ruling
    "ties") most titanium, then most gold, breaks a tie; players still tied share the win."""
    shared = s.params.score_ties == "shared"

    def key(p):
        return (score(s, p),) if shared else (score(s, p), s.titanium[p], s.gold[p])

    best = max(key(p) for p in range(s.players))
    return [p for p in range(s.players) if key(p) == best]


#: what a prospector counts beyond its points (bot weights, not rules): the first water markers
#: keep all three actions through the next water checks, more only spare gold (3.3.2 Water check)
WATER_NEEDED, NEEDED_WATER, SPARE_WATER = 2, 0.75, 0.25
#: a thirsty prospector has one action a turn until it finds water (3.3.2)
THIRST = 2.0
#: a lost action turn (3.3.2 Player being forced out), in points
TURN = 2.0


def value(s: VestaGoldRushState, p: int) -> float:
    """How well seat ``p`` stands, for the bots and hints: its points; water held against the
    water checks to come; less a thirsty prospector's lost actions, and less what the next push
    takes from a prospector on the exit column (3.3.2 Player being forced out), in full once it
    can no longer move this turn, half while it can.

    >>> from deltawidgets.core.match import Match
    >>> from deltawidgets.games.vesta import VestaGoldRush
    >>> s = Match(VestaGoldRush(), {"players": 2}, seed=1).state
    >>> value(s, 0) == NEEDED_WATER * WATER_NEEDED + SPARE_WATER * (s.water[0] - WATER_NEEDED)
    True
    """
    prm, water = s.params, s.water[p]
    v = score(s, p) + NEEDED_WATER * min(water, WATER_NEEDED) + SPARE_WATER * max(water - WATER_NEEDED, 0)
    if s.thirsty[p]:
        v -= THIRST
    at, b = s.pos[p], s.belt
    if not b.exit[0] <= at < b.start:  # off the exit column (or off the belt)
        return v
    gold = s.gold[p]
    lost = gold // 2 if prm.gold_loss == "half_down" else (gold + 1) // 2
    stake = lost + prm.titanium_points * s.titanium[p] + prm.card_points * len(s.cards[p]) + SPARE_WATER * water + TURN
    return v - (stake / 2 if can_still_move(s, p) else stake)


def can_still_move(s: VestaGoldRushState, p: int) -> bool:
    """Whether seat ``p`` has actions to come before the next push (3.1: action phases in order)."""
    if s.phase != "act":
        return False
    if s.current == p:
        return s.left > 0
    return p in s.order[s.idx + 1 :]


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
