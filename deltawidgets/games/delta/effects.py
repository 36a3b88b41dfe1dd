"""The small mechanisms every rule shares: resources, the engineering track, knowledge, VP,
dragonfly rewards, the queue of small choices a reward can owe, the tile stacks and rows, and the
discard piles.

Events are ``{"type": kind, "player": seat, ...}`` with the names the board draws; ``words.py``
tells each one, and tells what rides in an event's ``"secret"`` only to its seat (and the
designer view).
"""

from __future__ import annotations

from deltawidgets.games.delta.catalog import ANIMALS
from deltawidgets.games.delta.components import PILE_NAMES
from deltawidgets.games.delta.state import DeltaState


def tell(ev: list, kind: str, p: int | None = None, **data) -> None:
    """An event of ``kind``: by seat ``p``, or (None) about the whole table."""
    ev.append({"type": kind, **data} if p is None else {"type": kind, "player": p, **data})


def supply_left(s: DeltaState, res: str) -> int:
    held = s.crystals if res == "crystals" else s.flasks
    return s.cat.supply[res] - sum(held)


def gain(s: DeltaState, p: int, res: str, n: int, ev: list) -> int:
    """Gain ``n`` cogs, crystals or flasks ("Resources on cards"); returns what was gained.

    Crystals and flasks come from a limited supply (ruling ``limited_supply``)."""
    if n <= 0:
        return 0
    if res == "cogs":
        climb(s, p, n, ev)
        return n
    if s.params.limited_supply:
        n = min(n, supply_left(s, res))
    (s.crystals if res == "crystals" else s.flasks)[p] += n
    return n


def climb(s: DeltaState, p: int, n: int, ev: list) -> None:
    """ "Resources on cards: Cogs": up the engineering track; past a big green cogwheel for the
    first time, a dragonfly tile ("Dragonfly Tiles"); above the top, 1 VP per cog."""
    eng = s.cat.eng
    before = s.eng[p]
    after = before + n
    if after > eng["top"]:
        gain_vp(s, p, after - eng["top"], "cogs above the top", ev)
        after = eng["top"]
    s.eng[p] = after
    s.eng_best[p] = max(s.eng_best[p], after)
    s.clock += 1
    s.stamp[p] = s.clock  # a marker arriving on a space goes on top of the stack
    for loc, space in eng["dragonflies"].items():
        if before < space <= after and loc not in s.df_passed[p]:
            s.df_passed[p].append(loc)
            reach_dragonflies(s, p, loc, 0, "", ev)


def descend(s: DeltaState, p: int, n: int) -> None:
    """Pay cogs: move the engineering marker down ("Create an Invention")."""
    s.eng[p] -= n
    s.clock += 1
    s.stamp[p] = s.clock


def gain_vp(s: DeltaState, p: int, n: int, source: str, ev: list | None) -> None:
    """Every VP goes through here, so a player's VP is always the sum of its sources."""
    if n <= 0:
        return
    s.vp[p] += n
    s.vp_from[p][source] = s.vp_from[p].get(source, 0) + n


def track_room(s: DeltaState, p: int, animal: str) -> bool:
    return s.know[p][ANIMALS.index(animal)] < len(s.cat.know_vp) - 1


def advance(s: DeltaState, p: int, animal: str, ev: list) -> None:
    """One step right on a knowledge track (none past its end)."""
    if track_room(s, p, animal):
        s.know[p][ANIMALS.index(animal)] += 1
        tell(ev, "advance", p, animal=animal)


def reach_dragonflies(s: DeltaState, p: int, loc: str, vp: int, source: str, ev: list) -> None:
    """ "Dragonfly Tiles": look at every tile there, keep one. With one tile there is nothing to
    choose; with more, the choice waits in ``pending`` (the look is the seat's secret). VP the
    reward comes with ("Explore": gained after the tile) are paid once the tile is kept."""
    tiles = s.df_at.get(loc, [])
    if len(tiles) > 1:
        for t in tiles:
            if t not in s.df_seen[p]:
                s.df_seen[p].append(t)
        names = [s.cat.dragonflies[t].name for t in tiles]
        tell(ev, "look_dragonflies", p, place=place_name(s, loc), count=len(tiles), secret={"tiles": names})
        s.pending.append((p, "dragonfly", loc, vp, source))
        return
    if tiles:
        keep_dragonfly(s, p, loc, tiles[0], ev)
    gain_vp(s, p, vp, source, ev)


def keep_dragonfly(s: DeltaState, p: int, loc: str, t: int, ev: list) -> None:
    s.df_at[loc].remove(t)
    for q in range(s.players):
        if t in s.df_seen[q]:
            s.df_seen[q].remove(t)
    s.dragonflies[p].append(t)
    tell(ev, "keep_dragonfly", p, tile=s.cat.dragonflies[t].name, place=place_name(s, loc))


def place_name(s: DeltaState, loc: str) -> str:
    """An island by its name; an engineering track location by the cog space it lies beside
    (its letter is the player board space the tile goes to, "Dragonfly Tiles")."""
    if len(loc) == 1:
        return f"the dragonfly space at cog {s.cat.eng['dragonflies'][loc]} of the engineering track"
    return loc


def owe(s: DeltaState, p: int, kind: str, *data) -> None:
    s.pending.append((p, kind, *data))


def sees_dragonfly(s: DeltaState, viewer, t: int) -> bool:
    return viewer == "all" or (isinstance(viewer, int) and t in s.df_seen[viewer])


# -- tile stacks and rows, discard piles ------------------------------------------------------
def draw_tile(s: DeltaState, stack: list[int], kind: str) -> int | None:
    """The top tile of a face-down stack (the tail put back face up is drawn last)."""
    if not stack:
        return None
    t = stack.pop(0)
    s.known_tail[kind] = min(s.known_tail[kind], len(stack))
    return t


def fill_row(s: DeltaState, row: list[int], stack: list[int], kind: str) -> None:
    while len(row) < 3:
        t = draw_tile(s, stack, kind)
        if t is None:
            return
        row.append(t)


def take_back_pile(s: DeltaState, p: int, i: int, ev: list) -> None:
    pile = s.piles[p][i]
    s.hand[p].extend(pile)
    tell(ev, "take_back_pile", p, pile=PILE_NAMES[i], cards=[s.cat.cards[c].name for c in pile])
    pile.clear()


def discard_played(s: DeltaState, p: int) -> None:
    """ "Phase 4 D": each played card to the discard pile under its section."""
    for k in range(3):
        c = s.played[p][k]
        if c is not None and c >= 0:
            s.piles[p][k].append(c)
        s.played[p][k] = None
