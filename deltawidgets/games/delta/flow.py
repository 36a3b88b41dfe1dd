"""The round: Phase 1 Preparation, the order of Phase 2 turns, Phase 3 Resolution, Phase 4
Upkeep, and the end after round 6, kept in this one module (issue 21, "Cycles"). Each main step
that several seats answer in turn keeps the seats still to choose in ``queue``.

Every step's effect returns how play moves on: ``state.SETTLE`` (:func:`settle` moves play on
once nothing is owed) or ``state.TURN_OVER`` (:func:`end_turn` first); the step table runs
:data:`NEXT` (``deltawidgets/core/steps.py``). So no step's module imports this one, and only
this module says what follows what.
"""

from __future__ import annotations

from deltawidgets.games.delta.choices import prune
from deltawidgets.games.delta.components import SECTIONS
from deltawidgets.games.delta.effects import discard_played, fill_row, gain, tell
from deltawidgets.games.delta.state import SETTLE, TURN_OVER, DeltaState

BULL_INCOME = {"bull_crystals": "crystals", "bull_flasks": "flasks", "bull_cogs": "cogs"}


# -- Phase 1: Preparation ------------------------------------------------------------------------
def start_round(s: DeltaState, ev: list) -> None:
    """ "Phase 1": bull income (from round 2), then the turn order choice by engineering rank.

    Income comes first, so cogs it brings count for the order (ruling ``income_before_order``)."""
    tell(ev, "round_start", round=s.round)
    if s.round > 1:
        if s.params.income_before_order:
            bull_income(s, ev)
        s.queue = engineering_rank(s)
    s.step = "order"
    s.pos = [0] * s.players


def bull_income(s: DeltaState, ev: list) -> None:
    """Animal cards, Bull: 2 of its resource at the start of each later round, in Phase 1."""
    for p in range(s.players):
        for c in s.animals[p]:
            res = BULL_INCOME.get(s.cat.cards[c].effect)
            if res:
                got = gain(s, p, res, 2, ev)
                tell(ev, "bull_income", p, amount=got, resource=res)


def engineering_rank(s: DeltaState) -> list[int]:
    """ "Phase 1 A": highest on the engineering track first; on a shared space, the marker on top."""
    return sorted(range(s.players), key=lambda p: (-s.eng[p], -s.stamp[p]))


def begin_actions(s: DeltaState, ev: list) -> None:
    """The positions chosen make this round's turn order; Phase 2 starts."""
    s.order = sorted(range(s.players), key=lambda p: s.pos[p])
    if s.round > 1 and not s.params.income_before_order:
        bull_income(s, ev)
    if s.round == 1:  # "Turn order and engineering track": stacked in reverse turn order
        for p in reversed(s.order):
            s.clock += 1
            s.stamp[p] = s.clock
    s.turn = 0
    s.step = "play"
    s.current = s.order[0]
    tell(ev, "turn_order", order=list(s.order))


# -- Phase 2: a turn ends -------------------------------------------------------------------------
def end_turn(s: DeltaState, ev: list) -> str:
    s.did.clear()
    s.leader_used = False
    s.temp_airships = 0
    s.section = -1
    s.turn += 1
    if s.turn < 3 * s.players:
        s.current = s.order[s.turn % s.players]
        s.step = "play"
    else:
        start_resolution(s, 0, ev)
    return SETTLE


# -- Phase 3: Resolution --------------------------------------------------------------------------
def initiative(s: DeltaState, p: int, k: int) -> int:
    """A card's initiative plus its initiative tiles (ruling ``initiative_tile_bonus`` each) and
    initiative dragonflies (one each: the Appendix prints "one more"); a card marker has none."""
    card = s.played[p][k]
    base = s.cat.cards[card].initiative if card is not None and card >= 0 else 0
    tiles = s.tiles_on[p][k].count("initiative") * s.params.initiative_tile_bonus
    return base + tiles + sum(1 for t in s.dfs_on[p][k] if s.cat.dragonflies[t].effect == "initiative")


def resolution_order(s: DeltaState, k: int) -> list[int]:
    """ "Phase 3 A": most initiative first; ties to the card further left in the section."""
    line = s.line[k]
    return sorted(line, key=lambda p: (-initiative(s, p, k), line.index(p)))


def start_resolution(s: DeltaState, k: int, ev: list) -> None:
    s.step = "take"
    s.section = k
    s.queue = resolution_order(s, k)
    tell(ev, "resolution", section=SECTIONS[k])


# -- Phase 4: Upkeep -----------------------------------------------------------------------------
def upkeep(s: DeltaState, ev: list) -> None:
    """ "Phase 4" A-C, then D (each seat takes back a discard pile, in turn order)."""
    if s.round >= s.cat.rounds and not s.params.final_round_upkeep:  # only scoring is left
        for p in range(s.players):
            discard_played(s, p)
        end_round(s, ev)
        return
    refill(s)
    rotate_inventions(s)
    if s.round == 3:
        refresh_papers(s)
    s.section = -1
    s.step = "pile"
    s.queue = list(s.order)


DECK_OF = {0: "advanced", 1: "animal"}


def refill(s: DeltaState) -> None:
    """ "Phase 4 A": deal one card per player above each section from the deck of the round to
    come; after round 5, last round cards everywhere. A deck that runs short deals what it has."""
    n = s.players
    for k in range(3):
        if s.round >= s.cat.rounds:
            continue
        if s.round == s.cat.rounds - 1:
            deck = s.decks["last"]
        elif k < 2:
            deck = s.decks[DECK_OF[k]]
        else:
            deck = s.decks["mission13" if s.round + 1 <= 3 else "mission45"]
        s.display[k].extend(deck[:n])
        del deck[:n]


def rotate_inventions(s: DeltaState) -> None:
    """ "Phase 4 B": the topmost invention goes under the stack, the rest move up, refill."""
    if s.inv_row:
        s.inv_stack.append(s.inv_row.pop(0))
        s.known_tail["inventions"] += 1
    fill_row(s, s.inv_row, s.inv_stack, "inventions")


def refresh_papers(s: DeltaState) -> None:
    """ "Phase 4 C": after round 3 the three papers go under the stack and three new ones come."""
    s.paper_stack.extend(s.paper_row)
    s.known_tail["papers"] += len(s.paper_row)
    s.paper_row.clear()
    fill_row(s, s.paper_row, s.paper_stack, "papers")


def end_round(s: DeltaState, ev: list) -> None:
    """ "Phase 4 E-F": bonus tiles go back, the round marker moves on, or the game ends."""
    for p in range(s.players):
        s.held[p].clear()
        for k in range(3):
            s.tiles_on[p][k].clear()
            if not s.params.dragonflies_single_use:  # placed back face up, ready again
                for t in s.dfs_on[p][k]:
                    s.df_flipped.remove(t)
            s.dfs_on[p][k].clear()
    s.bonus_stock = {r: c for r, (_, c) in s.cat.row_tiles.items()}
    s.line = [[], [], []]
    s.order = []
    if s.round >= s.cat.rounds:
        from deltawidgets.games.delta.scoring import final_scoring

        final_scoring(s, ev)
        s.over, s.end_reason, s.step = True, "six_rounds", "over"
        tell(ev, "game_end", reason=s.end_reason)
        return
    s.round += 1
    start_round(s, ev)


def settle(s: DeltaState, ev: list) -> None:
    """Move play on while nothing is owed: drop owed choices with nothing to choose, skip seats
    with nothing to choose, close finished steps."""
    if s.pending:  # prune asks the first owed choice's legal list: only when one is owed
        prune(s)
    while not s.pending and not s.over:
        step = s.step
        if step in MID_TURN:  # most choices: the turn goes on, nothing to settle
            return
        if step == "order":
            if s.queue:
                s.current = s.queue[0]
                return
            begin_actions(s, ev)
        elif step == "take":
            k = s.section
            if s.queue and s.display[k]:
                s.current = s.queue[0]
                return
            s.queue.clear()
            if k < 2:
                start_resolution(s, k + 1, ev)
            else:
                upkeep(s, ev)
        elif step == "pile":
            while s.queue and not any(s.piles[s.queue[0]]):
                discard_played(s, s.queue.pop(0))  # nothing to take back: no choice to make
            if s.queue:
                s.current = s.queue[0]
                return
            end_round(s, ev)
        else:
            return


#: the steps of a turn in Phase 2, where settling has nothing to do (``settle``'s ``else``)
MID_TURN = frozenset({"play", "section", "bonus", "act"})

#: transition -> what starts next
NEXT = {SETTLE: settle, TURN_OVER: end_turn}
