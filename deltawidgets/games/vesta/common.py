"""Rulebook section "3.3 Common events" and the things several rules share: turning a tile up,
the saloon opening and closing, reshuffles, and a player being forced out (3.3.2).

All chance after setup is a reshuffle, drawn from a generator seeded by the match seed and a
counter kept in the state, so a state alone determines what follows and replays are exact.
"""

from __future__ import annotations

from hashlib import blake2b
from struct import unpack

from deltawidgets.games.vesta.belt import OFF
from deltawidgets.games.vesta.components import SALOON, TITANIUM
from deltawidgets.games.vesta.state import VestaGoldRushState


def shuffled(s: VestaGoldRushState, items: list) -> None:
    """Shuffle ``items`` in place, drawn from the match seed and the number of shuffles so far.

    A Fisher-Yates shuffle whose draws are 32-bit words of BLAKE2b digests of (seed, count,
    block): the same on every platform, with a modulo bias below 2**-25 for any list here, and
    about half the cost of seeding a Mersenne Twister per shuffle (a push empties the tile pile
    every few game turns)."""
    s.shuffles += 1
    size = len(items)
    key = f"{s.seed}:{s.shuffles}:".encode()
    blocks = -(-size // 16)  # a 64-byte digest holds 16 words
    data = b"".join(blake2b(key + k.to_bytes(2, "little"), digest_size=64).digest() for k in range(blocks))
    words = unpack(f"<{16 * blocks}I", data)
    for i in range(size - 1, 0, -1):
        j = words[i] % (i + 1)
        items[i], items[j] = items[j], items[i]


def to_deck(s: VestaGoldRushState, cards: list[str], ev: list) -> None:
    """Cards go back into the equipment deck, which is reshuffled (3.1 Equipment cards, 3.3.2)."""
    if cards:
        s.deck.extend(cards)
        shuffled(s, s.deck)
        ev.append({"type": "to_deck", "cards": list(cards)})


def reveal(s: VestaGoldRushState, place: int, ev: list, player: int = -1) -> None:
    """Turn a face-down tile up: everyone sees it from now on; turning up the saloon opens it."""
    s.up[place] = True
    for m in s.memory:
        m.discard(place)
    ev.append({"type": "reveal", "player": player, "place": place, "face": s.tile[place]})
    if s.tile[place] >> 3 == SALOON:
        s.saloon = place
        open_saloon(s, ev)


def open_saloon(s: VestaGoldRushState, ev: list) -> None:
    """3.2.1 Space Saloon: four cards from the top of the deck go on sale, and ten water from the pile."""
    k = min(s.params.saloon_cards, len(s.deck))
    s.stock = [s.deck.pop() for _ in range(k)]
    s.saloon_water = min(s.params.saloon_water, s.supply_water)
    s.supply_water -= s.saloon_water
    ev.append({"type": "saloon_open", "stock": list(s.stock), "water": s.saloon_water})


def close_saloon(s: VestaGoldRushState, ev: list) -> None:
    """Ruling "saloon leaves": unsold stock goes back (cards into the deck, water to the pile), as
    the saloon is stocked afresh each time it opens."""
    s.supply_water += s.saloon_water
    s.saloon_water = 0
    stock, s.stock = s.stock, []
    ev.append({"type": "saloon_closed"})
    to_deck(s, stock, ev)


def take_tile(s: VestaGoldRushState, place: int, ev: list) -> None:
    """A tile leaves the belt (pushed out or destroyed) for the discard pile."""
    t = s.tile[place]
    if t < 0:
        return
    (s.discard_up if s.up[place] else s.discard_down).append(t)
    was_open_saloon = s.up[place] and t >> 3 == SALOON
    s.tile[place] = -1
    s.up[place] = False
    for m in s.memory:
        m.discard(place)
    if was_open_saloon:
        s.saloon = -1
        close_saloon(s, ev)


def gain_water(s: VestaGoldRushState, p: int, n: int) -> None:
    """Any water got ends the one-action limit of 3.3.2 Water check."""
    if n > 0:
        s.water[p] += n
        s.thirsty[p] = False


def force_out(s: VestaGoldRushState, p: int, ev: list, why: str) -> None:
    """3.3.2 Player being forced out: off the board, losing half the gold (ruled rounding), all
    water and titanium, and every equipment card (into the deck); the next action turn is lost."""
    g = s.gold[p]
    lost = g // 2 if s.params.gold_loss == "half_down" else (g + 1) // 2
    s.gold[p] -= lost
    s.supply_gold += lost
    s.supply_water += s.water[p]
    s.supply_ti += s.titanium[p]
    ev.append(
        {
            "type": "forced_out",
            "player": p,
            "why": why,
            "place": s.pos[p],
            "gold": lost,
            "water": s.water[p],
            "titanium": s.titanium[p],
            "cards": list(s.cards[p]),
        }
    )
    s.water[p] = s.titanium[p] = 0
    s.thirsty[p] = False
    s.pos[p] = OFF
    s.skipped[p] = False
    cards, s.cards[p] = s.cards[p], []
    to_deck(s, cards, ev)


# -- 3.3 Common events, in the order the rulebook gives them -------------------------------------


def common_events(s: VestaGoldRushState, ev: list) -> None:
    push_belt(s, ev)
    water_check(s, ev)
    return_forced_out(s, ev)


def pusher(s: VestaGoldRushState) -> int:
    """3.3.1: the player with most gold pushes; ties go to the one earliest in this turn's order (ruling)."""
    gold = s.gold
    most = max(gold)
    if gold.count(most) == 1:
        return gold.index(most)
    return next(p for p in s.order if gold[p] == most)


def push_belt(s: VestaGoldRushState, ev: list) -> None:
    """3.3.1 Moving the asteroid belt: the exit column leaves (prospectors on it are forced out,
    3.3.2), every tile moves one column on with its prospectors, and a new column comes in face
    down from the pile; an empty pile is refilled by shuffling the discards, or with the option
    ``empty_pile="holes"`` the places stay empty (ruling "pile runs out")."""
    b = s.belt
    ev.append({"type": "push", "player": pusher(s)})
    exits = b.exit
    for p, at in enumerate(s.pos):
        if at >= exits[0] and at in exits:
            force_out(s, p, ev, "push")
    w, tile, up = b.width, s.tile, s.up
    if exits[0] <= s.saloon:
        s.saloon = -1
        close_saloon(s, ev)
    gone_up, gone_down = s.discard_up, s.discard_down
    for place in exits:
        t = tile[place]
        if t >= 0:
            (gone_up if up[place] else gone_down).append(t)
    tile[w:] = tile[:-w]
    up[w:] = up[:-w]
    up[:w] = b.entry_down
    start = b.start
    s.pos = [at + w if 0 <= at < start else at for at in s.pos]
    if s.saloon >= 0:
        s.saloon += w
    if any(s.memory):
        last = exits[0]
        s.memory = [{x + w for x in m if x < last} for m in s.memory]
    pile = s.pile
    if len(pile) >= w:  # the usual case: a whole column from the top of the pile
        tile[:w] = pile[-1 : -w - 1 : -1]
        del pile[-w:]
        return
    for place in b.entry:
        if not s.pile and s.params.empty_pile == "reshuffle" and reshuffle_tiles(s):
            shuffled(s, s.pile)
            ev.append({"type": "reshuffle_tiles", "count": len(s.pile), "aside": len(s.discard_up)})
        tile[place] = s.pile.pop() if s.pile else -1


def reshuffle_tiles(s: VestaGoldRushState) -> bool:
    """The discards become the new pile (ruling "pile runs out"), all but the titanium asteroids
    that left face up when they are spent (ruling "titanium gone", ``titanium_tiles``): they stay
    aside, face up. Returns whether there is a new pile."""
    spent = [t for t in s.discard_up if t >> 3 == TITANIUM] if s.params.titanium_tiles == "spent" else []
    s.pile = [t for t in s.discard_up if t >> 3 != TITANIUM] if spent else s.discard_up
    s.pile += s.discard_down
    s.discard_up, s.discard_down = spent, []
    return bool(s.pile)


def water_check(s: VestaGoldRushState, ev: list) -> None:
    """3.3.2 Water check: every player on the board gives up one water; one who cannot may use
    only one action per turn until getting water. Players off the board are not checked (ruling)."""
    paid, dry = [], []
    for p in range(s.players):
        if s.pos[p] == OFF:
            continue
        if s.water[p] > 0:
            s.water[p] -= 1
            s.supply_water += 1
            paid.append(p)
        else:
            s.thirsty[p] = True
            dry.append(p)
    ev.append({"type": "water_check", "paid": paid, "dry": dry})


def return_forced_out(s: VestaGoldRushState, ev: list) -> None:
    """3.3.2: after losing a whole turn, a forced-out player restarts in the start area with six water."""
    for p in range(s.players):
        if s.pos[p] == OFF and s.skipped[p]:
            s.pos[p] = s.belt.start
            s.skipped[p] = False
            w = min(s.params.return_water, s.supply_water)
            s.supply_water -= w
            gain_water(s, p, w)
            ev.append({"type": "return", "player": p, "water": w})
