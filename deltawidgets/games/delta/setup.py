"""Rulebook section "Setup"; exact positions live in :mod:`scenario`."""

from __future__ import annotations

import random

from deltawidgets.games.delta.catalog import catalog
from deltawidgets.games.delta.effects import fill_row, tell
from deltawidgets.games.delta.state import DeltaState


def setup(params, seed: int) -> DeltaState:
    """Shuffle and deal everything; the random start player chooses a turn order space first."""
    rng = random.Random(seed)
    cat = catalog(params)
    s = DeltaState(params, cat)
    n = s.players
    for p in range(n):  # "General": 7 cards in hand, one face up on each discard pile
        cards = cat.basic[p][:]
        rng.shuffle(cards)
        for i, c in enumerate(cards[cat.hand_size :]):
            s.piles[p][i].append(c)
        s.hand[p] = cards[: cat.hand_size]
    s.decks["advanced"] = deal_advanced(s, rng)
    for deck, ids in (("animal", cat.animal_cards), ("mission13", cat.missions13), ("mission45", cat.missions45), ("last", cat.last)):
        s.decks[deck] = ids[:]
        rng.shuffle(s.decks[deck])
    for k, deck in enumerate(("advanced", "animal", "mission13")):
        s.display[k] = s.decks[deck][:n]
        del s.decks[deck][:n]
    s.inv_stack = list(range(len(cat.inventions)))
    s.paper_stack = list(range(len(cat.papers)))
    rng.shuffle(s.inv_stack)
    rng.shuffle(s.paper_stack)
    fill_row(s, s.inv_row, s.inv_stack, "inventions")
    fill_row(s, s.paper_row, s.paper_stack, "papers")
    tiles = list(range(len(cat.dragonflies)))
    rng.shuffle(tiles)
    for loc in [*cat.eng["dragonflies"], *cat.df_islands]:
        count = cat.eng.get("tiles_per_location", 2) if len(loc) == 1 else cat.island[loc]["dragonflies"]
        s.df_at[loc] = tiles[:count]
        del tiles[:count]
    first = params.first_player if params.first_player >= 0 else rng.randrange(n)
    s.queue = [(first + i) % n for i in range(n)]  # "Turn order": clockwise from the start player
    s.current = first
    tell(s.opening, "start_player", first)
    return s


def deal_advanced(s: DeltaState, rng: random.Random) -> list[int]:
    """The advanced character deck; with 2 players one card of each type is set aside unseen."""
    deck = s.cat.advanced[:]
    rng.shuffle(deck)
    if s.players == 2:
        for t in sorted({s.cat.cards[c].type for c in deck}):
            c = next(c for c in deck if s.cat.cards[c].type == t)
            deck.remove(c)
            s.removed.append(c)
    return deck
