"""Phase 2: Actions, steps A-D of a turn: play a card (or a card marker), place bonus tiles and
dragonflies on it, claim its resources. Step E (the section's actions) is :mod:`actions`.

Each step gives ``legal(s)``, ``apply(s, a, ev)`` and ``refuse(s, a)``; the legal list is the
candidates that ``refuse`` lets through, so an explanation never disagrees with the list. An
effect returns how play moves on (``SETTLE``, or ``TURN_OVER`` when it ends the turn).
"""

from __future__ import annotations

from deltawidgets.games.delta.catalog import TILE_KINDS
from deltawidgets.games.delta.components import LOCAL, SECTION_INDEX, SECTION_NAMES, SECTIONS, TILE_NAMES
from deltawidgets.games.delta.effects import gain, tell
from deltawidgets.games.delta.state import SETTLE, TURN_OVER, DeltaState

CHARACTER = ("basic", "advanced")
PLACEABLE_DRAGONFLIES = ("local", "initiative")


def is_character(s: DeltaState, c: int) -> bool:
    return s.cat.cards[c].kind in CHARACTER


def characters_in_hand(s: DeltaState, p: int) -> list[int]:
    kinds = s.cat.cards
    return sorted({c for c in s.hand[p] if kinds[c].kind in CHARACTER})


# -- A/B: choose a card, then its section (or a card marker) ---------------------------------------
def section_refusal(s: DeltaState, sec) -> str | None:
    if sec not in SECTION_INDEX:
        return f"Phase 2: Actions: the sections are {', '.join(SECTIONS)}."
    if s.played[s.current][SECTION_INDEX[sec]] is not None:
        return f"Phase 2: Actions (A): you already played in {SECTION_NAMES[sec]} this round; one card per section."
    return None


def free_sections(s: DeltaState) -> list[str]:
    return [sec for k, sec in enumerate(SECTIONS) if s.played[s.current][k] is None]


def play_refuse(s: DeltaState, a) -> str | None:
    p = s.current
    if a[0] not in ("card", "marker") or len(a) != 2:
        return ""
    has = any(is_character(s, c) for c in s.hand[p])
    if a[0] == "marker":
        why = section_refusal(s, a[1])
        if why or not has:
            return why
        return "Phase 2: Actions (B): a card marker only stands in when you have no character card to play."
    c = a[1]
    if not isinstance(c, int) or c not in s.hand[p]:
        return "Phase 2: Actions (A): that card is not in your hand."
    if not is_character(s, c):
        return "Phase 2: Actions (A): only a character card can be played to a section."
    return None


def play_legal(s: DeltaState) -> list:
    chars = characters_in_hand(s, s.current)
    if not chars:
        return [("marker", sec) for sec in free_sections(s)]
    return [("card", c) for c in chars]


def play_apply(s: DeltaState, a, ev: list) -> str:
    p = s.current
    if a[0] == "card":
        s.chosen = a[1]
        s.step = "section"
        return SETTLE
    k = SECTION_INDEX[a[1]]
    s.line[k].append(p)
    s.played[p][k] = -1
    tell(ev, "card_marker", p, section=a[1])
    return TURN_OVER


def place_refuse(s: DeltaState, a) -> str | None:
    if a[0] != "section" or len(a) != 2:
        return ""
    return section_refusal(s, a[1])


def place_legal(s: DeltaState) -> list:
    return [("section", sec) for sec in free_sections(s)]


def place_apply(s: DeltaState, a, ev: list) -> str:
    """ "Phase 2 A-B": the card goes to the next space of the section, left to right."""
    p, k, c = s.current, SECTION_INDEX[a[1]], s.chosen
    s.line[k].append(p)
    s.hand[p].remove(c)
    s.played[p][k] = c
    s.section = k
    s.chosen = -1
    tell(ev, "play_card", p, card=s.cat.cards[c].name, section=a[1])
    if bonus_left(s, p):
        s.step = "bonus"
    else:
        claim(s, ev)
    return SETTLE


# -- C: bonus tiles and dragonflies on the card ------------------------------------------------------
def bonus_refuse(s: DeltaState, a) -> str | None:
    p = s.current
    if a == ("done",):
        return None
    if a[0] == "tile" and len(a) == 2:
        if a[1] not in TILE_KINDS:
            return f"Phase 1 B: the bonus tiles are the {', '.join(TILE_NAMES.values())} tiles."
        return None if a[1] in s.held[p] else "Phase 2: Actions (C): you hold no such turn order bonus tile this round."
    if a[0] == "dragonfly" and len(a) == 2:
        t = a[1]
        if t not in s.dragonflies[p] or t in s.df_flipped:
            return "Dragonfly Tiles: you have no such face-up dragonfly tile."
        if s.cat.dragonflies[t].effect not in PLACEABLE_DRAGONFLIES:
            return "Dragonfly Tiles: only the resource-coin and initiative dragonflies are played with a character card."
        return None
    return ""


def bonus_legal(s: DeltaState) -> list:
    p = s.current
    out: list[tuple] = [("tile", k) for k in TILE_KINDS if k in s.held[p]]
    out += [("dragonfly", t) for t in s.dragonflies[p] if t not in s.df_flipped and s.cat.dragonflies[t].effect in PLACEABLE_DRAGONFLIES]
    return out + [("done",)]


def bonus_left(s: DeltaState, p: int) -> bool:
    """Whether :func:`bonus_legal` offers more than ``("done",)``: a tile or a dragonfly left to
    place (asked after every placement, so it stops at the first one rather than listing all)."""
    held = s.held[p]
    if held and any(k in held for k in TILE_KINDS):
        return True
    flipped, tiles = s.df_flipped, s.cat.dragonflies
    return any(t not in flipped and tiles[t].effect in PLACEABLE_DRAGONFLIES for t in s.dragonflies[p])


def bonus_apply(s: DeltaState, a, ev: list) -> str:
    p, k = s.current, s.section
    if a[0] == "tile":
        s.held[p].remove(a[1])
        s.tiles_on[p][k].append(a[1])
        tell(ev, "bonus_tile", p, tile=a[1])
    elif a[0] == "dragonfly":
        s.df_flipped.append(a[1])
        s.dfs_on[p][k].append(a[1])
        tell(ev, "play_dragonfly", p, tile=s.cat.dragonflies[a[1]].name)
    if a[0] == "done" or not bonus_left(s, p):
        claim(s, ev)
    return SETTLE


# -- D: resources --------------------------------------------------------------------------------
def claim(s: DeltaState, ev: list) -> None:
    """ "Resources on cards": cogs, crystals and flasks; coins (and the coin tile's two, and a
    local dragonfly's two) in the resource of the section. Airships are counted, not taken."""
    p, k = s.current, s.section
    card = s.cat.cards[s.played[p][k]]  # type: ignore[index]  # the section p played a card into this turn
    cogs, crystals, flasks, _, coins = card.res
    local = LOCAL[SECTIONS[k]]
    tiles, dfs = s.tiles_on[p][k], s.dfs_on[p][k]
    if tiles:
        coins += 2 * tiles.count("coin")
    if dfs:
        coins += 2 * sum(1 for t in dfs if s.cat.dragonflies[t].effect == "local")
    got = {"cogs": cogs, "crystals": crystals, "flasks": flasks}
    got[local] += coins
    gained = {}
    for res, n in got.items():  # cogs, crystals, flasks: the order of the claim event
        if n > 0:  # gain() gives nothing for none
            n = gain(s, p, res, n, ev)
            if n:
                gained[res] = n
    if gained:
        tell(ev, "claim", p, gains=gained)
    s.step = "act"


# -- turn order (Setup, and Phase 1 from round 2) ------------------------------------------------------
def order_refuse(s: DeltaState, a) -> str | None:
    if a[0] != "order" or len(a) != 2:
        return ""
    row = a[1]
    if not isinstance(row, int) or not 1 <= row <= s.cat.positions:
        return f"Phase 1 A: the turn order track has positions 1 to {s.cat.positions}."
    if row in s.pos:
        return f"Phase 1 A: position {row} already holds a turn order marker."
    return None


def order_legal(s: DeltaState) -> list:
    return [("order", r) for r in range(1, s.cat.positions + 1) if r not in s.pos]


def order_apply(s: DeltaState, a, ev: list) -> str:
    """ "Phase 1 A-B": the position, and a bonus tile from that row if any is left."""
    p, row = s.current, a[1]
    s.pos[p] = row
    s.queue.pop(0)
    kind = None  # no tile left on the row
    if s.bonus_stock.get(row, 0) > 0:
        kind = s.cat.row_tiles[row][0]
        s.bonus_stock[row] -= 1
        s.held[p].append(kind)
    tell(ev, "turn_order_position", p, position=row, tile=kind)
    return SETTLE
