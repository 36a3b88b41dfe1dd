"""Small choices a reward owes before play goes on (``s.pending``, first owed first): the
dragonfly kept after a look, a knowledge track, a discard pile to take back, an island for a
free exploration marker, the resource of a coin, a card to remove for knowledge."""

from __future__ import annotations

from deltawidgets.games.delta.catalog import ANIMALS
from deltawidgets.games.delta.components import MARKERS
from deltawidgets.games.delta.effects import advance, gain, gain_vp, keep_dragonfly, owe, take_back_pile, tell, track_room
from deltawidgets.games.delta.state import SETTLE, DeltaState, place_marker

COIN = ("cogs", "crystals", "flasks")
ACTION = {"dragonfly": "keep", "track": "track", "pile": "pile", "island": "island", "coin": "coin", "remove": "remove"}


def owed_legal(s: DeltaState) -> list:
    p, kind, *data = s.pending[0]
    if kind == "dragonfly":
        return [("keep", t) for t in s.df_at[data[0]]]
    if kind == "track":
        return [("track", a) for a in ANIMALS if a in data[0] and track_room(s, p, a)]
    if kind == "pile":
        return [("pile", i) for i in range(3) if s.piles[p][i]]
    if kind == "island":
        if len(s.explored[p]) >= MARKERS:
            return []
        return [("island", i) for i in s.cat.islands if i not in s.explored[p]]
    if kind == "coin":
        return [("coin", r) for r in COIN]
    return [("remove", c) for c in sorted(set(s.hand[p]))]


def owed_refuse(s: DeltaState, a) -> str | None:
    p, kind, *data = s.pending[0]
    if len(a) != 2 or a[0] != ACTION[kind]:
        return ""
    if a in owed_legal(s):
        return None
    why = {
        "dragonfly": "Dragonfly Tiles: keep one of the tiles on that space.",
        "track": "Knowledge: choose one of the offered knowledge tracks that still has room.",
        "pile": "Turtle: choose one of your discard piles that holds cards.",
        "island": "Place an exploration marker: choose an island you have not explored.",
        "coin": "Gain 1 coin: choose cogs, crystals or flasks.",
        "remove": "Remove a card: choose a card from your hand.",
    }
    return why[kind]


def owed_apply(s: DeltaState, a, ev: list) -> str:
    p, kind, *data = s.pending.pop(0)
    if kind == "dragonfly":
        loc, vp, source = data
        keep_dragonfly(s, p, loc, a[1], ev)
        gain_vp(s, p, vp, source, ev)
    elif kind == "track":
        advance(s, p, a[1], ev)
        if data[1]:  # the horse's "2 different tracks": a second, other track
            s.pending.insert(0, (p, "track", tuple(x for x in data[0] if x != a[1]), False))
    elif kind == "pile":
        take_back_pile(s, p, a[1], ev)
    elif kind == "island":
        place_marker(s, p, a[1])
        tell(ev, "place_marker", p, island=a[1])
    elif kind == "coin":
        n = gain(s, p, a[1], 1, ev)
        tell(ev, "coin", p, amount=n, resource=a[1])
    else:
        c = a[1]
        s.hand[p].remove(c)
        s.box.append(c)
        tell(ev, "remove_card", p, card=s.cat.cards[c].name)
        for animal in s.cat.cards[c].animals:
            advance(s, p, animal, ev)
    return SETTLE


def prune(s: DeltaState) -> None:
    """Drop owed choices with nothing to choose from (a full track, no pile, no island)."""
    while s.pending and not owed_legal(s):
        s.pending.pop(0)


def play_last_round_card(s: DeltaState, p: int, c: int, ev: list) -> None:
    """ "Last Round Cards": played as soon as they are taken in round 6."""
    card = s.cat.cards[c]
    s.last_cards[p].append(c)
    tell(ev, "play_last_round_card", p, card=card.name)
    if card.effect == "place_marker":
        owe(s, p, "island")
    elif card.effect == "remove_card":
        owe(s, p, "remove")
    elif card.effect == "track_of":
        owe(s, p, "track", card.animals, False)
