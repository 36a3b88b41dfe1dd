"""Rulebook section "4. Game ending and victory": points, shared wins (and the tie-break of a
ruling option), and the counted supplies every rule takes from."""

from __future__ import annotations

from deltawidgets.games.vesta.belt import OFF
from deltawidgets.games.vesta.components import ASTEROID, GOLD, SALOON, TITANIUM, WATER
from deltawidgets.games.vesta.reach import ENDS
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
#: an offer on the table counts this share of what it would change if accepted (3.2 Trading):
#: it may yet be declined, and a bot drafting one must see what each term gives away
OFFER = 0.5
#: the next game turn's mining counts this share of this turn's (the belt and rivals may yet
#: take the asteroid away, and the game may end)
NEXT_TURN = 0.5


def worth(s: VestaGoldRushState, p: int, gold: int, water: int, titanium: int, cards: int) -> float:
    """What holdings are worth to seat ``p``: their points (4. Game ending and victory) and the
    water kept for the water checks (3.3.2)."""
    prm = s.params
    return (
        gold + prm.titanium_points * titanium + prm.card_points * cards + NEEDED_WATER * min(water, WATER_NEEDED) + SPARE_WATER * max(water - WATER_NEEDED, 0)
    )


def value(s: VestaGoldRushState, p: int) -> float:
    """How well seat ``p`` stands, for the bots and hints: its points and water (:func:`worth`);
    what an offer on the table would change, in part (:data:`OFFER`); what it can still mine this
    game turn and the next (:func:`prospect`); less a thirsty prospector's lost actions, and less
    what the next push takes from a prospector on the exit column (3.3.2 Player being forced
    out), in full once it can no longer move this turn, half while it can.

    >>> from deltawidgets.core.match import Match
    >>> from deltawidgets.games.vesta import VestaGoldRush
    >>> s = Match(VestaGoldRush(), {"players": 2}, seed=1).state
    >>> value(s, 0) == worth(s, 0, 0, s.water[0], 0, 0) + prospect(s, 0)
    True
    """
    if s.over:
        return score(s, p)
    return _finish(s, p, *_standing(s, p))


def values(s: VestaGoldRushState) -> list[float]:
    """:func:`value` of every seat, equal to it bit for bit. The greedy bot asks this after each
    candidate choice; while an offer is drafted (3.2 Trading) the candidates differ only in the
    offer's terms, so the rest of each value (the costly :func:`prospect`) is worked out once
    for them all and kept for the next position that matches it in everything it reads.

    >>> from deltawidgets.core.match import Match
    >>> from deltawidgets.games.vesta import VestaGoldRush
    >>> s = Match(VestaGoldRush(), {"players": 3}, seed=2).state
    >>> values(s) == [value(s, p) for p in range(3)]
    True
    """
    if s.over:
        return [score(s, p) for p in range(s.players)]
    parts = _draft_standings(s) if s.phase == "draft" else [_standing(s, p) for p in range(s.players)]
    # _finish() for every seat, written out: the same sums in the same order
    offer = s.phase in ("draft", "reply")
    d, o, thirsty = s.drafter, s.other, s.thirsty
    out = []
    for p, (v, stake) in enumerate(parts):
        if offer and (p == d or p == o):
            v += OFFER * offer_change(s, p)
        if thirsty[p]:
            v -= THIRST
        out.append(v if stake is None else v - stake)
    return out


def _standing(s: VestaGoldRushState, p: int) -> tuple[float, float | None]:
    """The parts of :func:`value` that do not read the offer on the table: points, water and
    :func:`prospect` summed, and the stake on the exit column (None off it)."""
    prm, water = s.params, s.water[p]
    base = worth(s, p, s.gold[p], water, s.titanium[p], len(s.cards[p])) + prospect(s, p)
    at, b = s.pos[p], s.belt
    if not b.exit[0] <= at < b.start:  # off the exit column (or off the belt)
        return base, None
    gold = s.gold[p]
    lost = gold // 2 if prm.gold_loss == "half_down" else (gold + 1) // 2
    stake = lost + prm.titanium_points * s.titanium[p] + prm.card_points * len(s.cards[p]) + SPARE_WATER * water + TURN
    return base, (stake / 2 if can_still_move(s, p) else stake)


def _finish(s: VestaGoldRushState, p: int, base: float, stake: float | None) -> float:
    # the sums in the order value() always made them, so that values() matches it bit for bit
    v = base
    if s.phase in ("draft", "reply") and p in (s.drafter, s.other):
        v += OFFER * offer_change(s, p)
    if s.thirsty[p]:
        v -= THIRST
    return v if stake is None else v - stake


#: the last draft position's key and :func:`_standing` of each seat (with the options and belt
#: it was for, held so that they cannot be mistaken for others)
_last_draft: tuple = (None, None, None, None)


def _draft_standings(s: VestaGoldRushState) -> list:
    """:func:`_standing` of every seat, reused while only the offer's terms change. The key holds
    every field :func:`_standing` reads (through :func:`prospect`, :func:`reach`,
    :func:`mining_rate`, :func:`actions_left` and :func:`can_still_move`): never the offer."""
    global _last_draft
    # the lists themselves, compared item by item with the copies kept (no tuple built per call)
    key = (
        s.phase,
        s.current,
        s.left,
        s.idx,
        s.final,
        s.supply_gold,
        s.supply_ti,
        s.supply_water,
        s.order,
        s.pos,
        s.gold,
        s.water,
        s.titanium,
        s.thirsty,
        s.cards,
        s.tile,
        s.up,
    )
    params, belt, last, parts = _last_draft
    if params is s.params and belt is s.belt and last == key:
        return parts
    parts = [_standing(s, p) for p in range(s.players)]
    # copies, never the position's own lists: it changes after this
    kept = key[:8] + tuple(x.copy() for x in key[8:14]) + ([c.copy() for c in s.cards], s.tile.copy(), s.up.copy())
    _last_draft = (s.params, s.belt, kept, parts)
    return parts


def can_still_move(s: VestaGoldRushState, p: int) -> bool:
    """Whether seat ``p`` has actions to come before the next push (3.1: action phases in order)."""
    if s.phase != "act":
        return False
    if s.current == p:
        return s.left > 0
    return p in s.order[s.idx + 1 :]


def offer_change(s: VestaGoldRushState, p: int) -> float:
    """What the offer on the table would change ``p``'s :func:`worth` by, were it accepted (3.2
    Trading: the drafter gives ``give`` and gets ``ask``).

    >>> from deltawidgets.core.match import Match
    >>> from deltawidgets.games.vesta import VestaGoldRush
    >>> s = Match(VestaGoldRush(), {"players": 2}, seed=1).state
    >>> s.drafter, s.other, s.give, s.ask, s.gold = 0, 1, [2, 0, 0], [0, 3, 0], [5, 0]
    >>> offer_change(s, 0) == worth(s, 0, 3, s.water[0] + 3, 0, 0) - worth(s, 0, 5, s.water[0], 0, 0)
    True
    """
    if p == s.drafter:
        out, into, cards_out, cards_in = s.give, s.ask, len(s.give_cards), len(s.ask_cards)
    else:
        out, into, cards_out, cards_in = s.ask, s.give, len(s.ask_cards), len(s.give_cards)
    # worth() before and after, written out: this runs for every term a drafting bot tries; the
    # same sums in the same order, so the result is worth(after) - worth(now) bit for bit
    prm = s.params
    tp, cp = prm.titanium_points, prm.card_points
    gold, water, ti, cards = s.gold[p], s.water[p], s.titanium[p], len(s.cards[p])
    gold2, water2, ti2, cards2 = gold - out[0] + into[0], water - out[1] + into[1], ti - out[2] + into[2], cards - cards_out + cards_in
    after = (
        gold2
        + tp * ti2
        + cp * cards2
        + NEEDED_WATER * (water2 if water2 < WATER_NEEDED else WATER_NEEDED)
        + SPARE_WATER * (water2 - WATER_NEEDED if water2 > WATER_NEEDED else 0)
    )
    now = (
        gold
        + tp * ti
        + cp * cards
        + NEEDED_WATER * (water if water < WATER_NEEDED else WATER_NEEDED)
        + SPARE_WATER * (water - WATER_NEEDED if water > WATER_NEEDED else 0)
    )
    return after - now


def prospect(s: VestaGoldRushState, p: int) -> float:
    """What seat ``p`` can still mine (3.1 Mining), in points: the best plan of walking to a free
    face-up asteroid within the actions it has left this game turn, mining there with the rest,
    and mining there again next turn (:data:`NEXT_TURN`), unless the push takes the asteroid
    away first (3.3.1). No plan after the final game turn (3.3.3)."""
    at = s.pos[p]
    b = s.belt
    if at == OFF:
        return 0.0
    k = actions_left(s, p)
    nxt = 0.0 if s.final else NEXT_TURN * next_actions(s, p)
    if not k and not nxt:
        return 0.0
    w, last = b.width, b.places - b.width  # the exit column's first place
    best = 0.0
    tile = s.tile
    rates: dict[int, float] = {}  # a mining rate depends on the face only: one call a face
    for y, d in reach(s, p, at, k):
        t = tile[y]
        r = rates.get(t)
        if r is None:
            r = rates[t] = mining_rate(s, p, y)
        if not r:
            continue
        if y >= last:  # mine, then step off before the push (one action kept for it)
            plan = r * max(k - d - 1, 0)
        elif y >= last - w:  # the exit column next turn: one action kept there to step off
            plan = r * (k - d) + r * max(nxt - NEXT_TURN, 0.0)
        else:
            plan = r * (k - d + nxt)
        if plan > best:
            best = plan
    return best


def actions_left(s: VestaGoldRushState, p: int) -> int:
    """Action points ``p`` may still spend this game turn (3.1): the rest of its phase, or a whole
    phase to come (one if thirsty, 3.3.2)."""
    if s.phase == "act" and s.current == p:
        return s.left
    if s.phase in ("act", "scan2", "peek", "place") and p in s.order[s.idx + 1 :]:
        return 1 if s.thirsty[p] else s.params.actions
    return 0


def next_actions(s: VestaGoldRushState, p: int) -> int:
    """Actions ``p`` will have next game turn: one if this turn's water check finds it dry (3.3.2)."""
    return s.params.actions if s.water[p] > 0 else 1


def mining_rate(s: VestaGoldRushState, p: int, y: int) -> float:
    """What one mining action at ``y`` is worth to ``p`` (3.1 Mining), by :func:`worth`."""
    t = s.tile[y]
    k = t >> 3
    if k == GOLD:
        return min(t & 7, s.supply_gold)
    if k == TITANIUM:
        return s.params.titanium_points * min(t & 7, s.supply_ti)
    if k == WATER or k == ASTEROID and "separator" in s.cards[p]:
        n = min(t & 7 if k == WATER else 1, s.supply_water)
        water = s.water[p]
        gain = NEEDED_WATER * (min(water + n, WATER_NEEDED) - min(water, WATER_NEEDED)) + SPARE_WATER * (
            max(water + n - WATER_NEEDED, 0) - max(water - WATER_NEEDED, 0)
        )
        return gain + (THIRST if s.thirsty[p] and n else 0.0)
    return 0.0


def reach(s: VestaGoldRushState, p: int, at: int, k: int):
    """(place, moves) of every face-up asteroid (or the saloon) ``p`` may end on within ``k``
    move actions from ``at`` (3.1 Movement: not onto or through a face-down tile or another
    prospector), nearest first; the place it stands on first, at 0 moves, if it may end there.
    A Space Moped's longer steps are not counted: the plan is a bot's estimate, not a rule."""
    b, tile, up = s.belt, s.tile, s.up
    blocked = {q for i, q in enumerate(s.pos) if i != p and 0 <= q < b.places and tile[q] >> 3 != SALOON}
    if at < b.places and up[at] and ENDS[tile[at] >> 3]:
        yield at, 0
    seen, frontier = {at}, [at]
    nbrs = b.nbrs
    for d in range(1, k + 1):
        nxt = []
        for x in frontier:
            for y in nbrs[x]:
                if y in seen or y in blocked:
                    continue
                seen.add(y)
                t = tile[y]
                if t >= 0:
                    if not up[y]:
                        continue
                    if ENDS[t >> 3]:
                        yield y, d
                nxt.append(y)
        frontier = nxt


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
