"""Rulebook section "2) Try to Fulfill a Contract", with "Bribe: Mineral Replacement" and
"Bribe: Bidding Up".

Each choice has a ``*_refusal`` predicate (None, or the sentence naming the rule against it); the
legal lists are built from those predicates (the list of tiles to reveal from the same rule in set
form), and the step table's ``explain`` (``rules.STEPS``) reports them.

Matching: each revealed mineral must fill a distinct required mineral; Omnidium fills any
("Reveal the Asteroid Tiles", the note on Omnidium), so a mineral is taken while the contract
still needs more tiles and, unless it is Omnidium, fewer of it have matched than are required.
"""

from __future__ import annotations

from deltawidgets.games.deltav import incidents
from deltawidgets.games.deltav.board import REVEAL
from deltawidgets.games.deltav.components import MAX_CONTRACTS, WILD
from deltawidgets.games.deltav.state import (
    END_TURN,
    LAST_CONTRACT,
    Bid,
    DeltaVState,
    blocked_for,
    bribe_of,
    flip_down,
    flip_up,
    is_facedown,
    named_cell,
    opponents_clockwise,
    place_rocket,
    remove_tile,
    take_rocket,
    unspent_minerals,
)

ACCEPT, SKIP, PASS = ("accept",), ("skip",), ("pass",)
# declarations made once: the contract step's legal list, asked every turn, reuses them
DECLARE = tuple(("declare", k) for k in range(MAX_CONTRACTS))


def takes(required: tuple[str, ...], matched: list[str], mineral: str) -> bool:
    """Does ``mineral`` fill a requirement left open by the ``matched`` minerals?

    >>> takes(("alphatite", "deltamite"), ["omnidium"], "alphatite")
    True
    >>> takes(("alphatite", "deltamite"), ["alphatite"], "alphatite")
    False
    """
    if len(matched) >= len(required):
        return False
    return mineral == WILD or matched.count(mineral) < required.count(mineral)


# -- Declare the Contract ----------------------------------------------------------------------------


def declare_refusal(s: DeltaVState, k) -> str | None:
    owners = s.contract_owner
    if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k < len(owners):
        n = len(owners)
        return (
            f"Declare the Contract: there is no contract with index {k!r}; a choice names a contract by "
            f"its index, from 0 (contract #1) to {n - 1} (contract #{n})."
        )
    if owners[k] >= 0:
        return "Declare the Contract: that contract has already been fulfilled."
    return None


def skip_refusal(s: DeltaVState) -> str | None:
    if s.params.contract_attempt == "optional":
        return None
    return "Play: the contract attempt is mandatory under the rule option contract_attempt='mandatory'."


def open_contracts(s: DeltaVState) -> list[int]:
    """Contracts :func:`declare_refusal` allows: those nobody owns (its second test, in set form)."""
    return [k for k, o in enumerate(s.contract_owner) if o < 0]


def contract_legal(s: DeltaVState) -> list:
    out: list[tuple] = [DECLARE[k] for k, o in enumerate(s.contract_owner) if o < 0]  # open_contracts, written out
    out.extend(incidents.use_legal(s))
    if skip_refusal(s) is None:
        out.append(SKIP)
    return out


def contract_refuse(s: DeltaVState, a) -> str | None:
    if a[0] == "declare":
        return declare_refusal(s, a[1] if len(a) == 2 else None)
    if a[0] == "skip":
        return skip_refusal(s)
    return None


def contract_apply(s: DeltaVState, a, ev: list) -> str | None:
    verb = a[0]
    if verb == "skip":
        ev.append({"type": "skip", "player": s.current})
        return END_TURN
    if verb == "use":
        return incidents.start_use(s, a[1], ev)
    s.contract = a[1]
    s.revealed, s.effective, s.bid = [], [], None
    # nothing moves rockets or the alien during an attempt (an incident ends it first)
    s.blocked = frozenset(blocked_for(s, s.current))
    ev.append({"type": "declare", "player": s.current, "contract": a[1]})
    s.phase = "reveal"
    return None if can_reveal(s) else fail(s, "no_tile", ev)


# -- Reveal the Asteroid Tiles ---------------------------------------------------------------------------


def reveal_refusal(s: DeltaVState, cell: int) -> str | None:
    """Why the tile at ``cell`` may not be revealed in this attempt ("Reveal the Asteroid Tiles")."""
    if not is_facedown(s, cell):
        return f"Reveal the Asteroid Tiles: there is no face-down tile at {s.board.names[cell]}."
    if cell == s.alien:
        return "Reveal the Asteroid Tiles: you may not reveal a tile occupied by the alien."
    if cell in s.blocked:
        return "Reveal the Asteroid Tiles: you may not reveal a tile occupied by an opponent's rocket."
    return None


def can_reveal(s: DeltaVState) -> bool:
    """Is any tile left that may be revealed? (asked after every matched tile: kept cheap)"""
    blocked = s.blocked
    for c in s.down:  # a loop, not any() over a generator: the first tile nearly always answers
        if c not in blocked:
            return True
    return False


def reveal_legal(s: DeltaVState) -> list:
    """The tiles :func:`reveal_refusal` allows, in set form: face down and not in ``blocked``
    (the alien's and opponents' tiles, fixed when the contract was declared)."""
    blocked = s.blocked
    return [REVEAL[c] for c in s.down if c not in blocked]


def reveal_refuse(s: DeltaVState, a) -> str | None:
    if a[0] == "reveal" and named_cell(s, a) is not None:
        return reveal_refusal(s, a[1])
    return None


def reveal_apply(s: DeltaVState, a, ev: list) -> str | None:
    cell = a[1]
    tid = s.cell_tile[cell]
    if s.cat.kind[tid] != "mineral":
        # told in the order of play: the incident turns over, which fails the attempt (the minerals
        # flip back), and then the incident is resolved
        incidents.show_incident(s, s.current, cell, ev)
        fail(s, "incident", ev)
        return incidents.resolve_incident(s, s.current, cell, END_TURN, ev)
    flip_up(s, cell)
    for m in s.memory:
        m.add(cell)
    mineral = s.cat.mineral[tid]
    ev.append({"type": "reveal", "player": s.current, "cell": cell, "mineral": mineral, "value": s.cat.value[tid]})
    s.selected = cell
    if s.bid is not None:
        return bid_answer(s, cell, mineral, ev)
    if takes(s.cat.contracts[s.contract], s.effective, mineral):
        return matched(s, cell, mineral, ev)
    if replacements(s):
        s.phase = "replace"
        return None
    return fail(s, "mismatch", ev)


def matched(s: DeltaVState, cell: int, mineral: str, ev: list) -> str | None:
    s.revealed.append(cell)
    s.effective.append(mineral)
    s.selected = -1
    s.phase = "reveal"  # a replacement step returns here too: the player goes on revealing
    if s.bid is not None:
        return succeed(s, ev)
    if len(s.effective) == len(s.cat.contracts[s.contract]):
        return offer_bids(s, ev)
    if not can_reveal(s):
        return fail(s, "no_tile", ev)
    return None


# -- Bribe: Mineral Replacement -------------------------------------------------------------------------


def replace_refusal(s: DeltaVState, mineral, minerals: list[str]) -> str | None:
    """``minerals``: the player's unspent bribe minerals."""
    if mineral not in minerals:
        return "Bribe Counters: you have no unspent bribe counter of that mineral."
    if not takes(s.cat.contracts[s.contract], s.effective, mineral):
        return "Bribe: Mineral Replacement: that mineral would not match what the contract still needs."
    return None


def replacements(s: DeltaVState) -> list[str]:
    """Minerals of the player's unspent bribes that would make the mismatched tile match: those
    :func:`replace_refusal` allows. Its first test holds for each of them, and its second,
    :func:`takes`, is written out (asked after most reveals)."""
    required, matched = s.cat.contracts[s.contract], s.effective
    if len(matched) >= len(required):
        return []
    return [m for m in unspent_minerals(s, s.current) if m == WILD or matched.count(m) < required.count(m)]


def replace_legal(s: DeltaVState) -> list:
    return [("bribe", m) for m in replacements(s)] + [ACCEPT]


def replace_refuse(s: DeltaVState, a) -> str | None:
    if a[0] == "bribe" and len(a) == 2:
        return replace_refusal(s, a[1], unspent_minerals(s, s.current))
    return None


def replace_apply(s: DeltaVState, a, ev: list) -> str | None:
    if a[0] == "accept":
        return fail(s, "mismatch", ev)
    spend(s, s.current, a[1], ev)
    return matched(s, s.selected, a[1], ev)


def spend(s: DeltaVState, p: int, mineral: str, ev: list) -> None:
    s.bribe_spent[bribe_of(s, p, mineral)] = True
    ev.append({"type": "replace", "player": p, "mineral": mineral, "cell": s.selected})


# -- Bribe: Bidding Up -------------------------------------------------------------------------------------


def bid_refusal(s: DeltaVState, q: int, mineral, minerals: list[str]) -> str | None:
    """``minerals``: q's unspent bribe minerals."""
    if mineral not in minerals or mineral not in s.cat.contracts[s.contract]:
        return "Bribe: Bidding Up: you may bid only with an unspent bribe of a mineral on the contract."
    return None


def bid_minerals(s: DeltaVState, q: int) -> list[str]:
    """The minerals :func:`bid_refusal` allows q to bid with: each unspent one is held, so only its
    second test is asked, written out (asked for every opponent when a contract is matched)."""
    required = s.cat.contracts[s.contract]
    return [m for m in unspent_minerals(s, q) if m in required]


def offer_bids(s: DeltaVState, ev: list) -> str | None:
    """Opponents clockwise may bid up; the first who wants to gets to. A contract is bid up at
    most once a turn: the answer to a bid goes straight to success or failure, never back here."""
    s.queue = [q for q in opponents_clockwise(s, s.current) if bid_minerals(s, q)]
    if s.queue:
        s.phase = "bid"
        return None
    return succeed(s, ev)


def bid_legal(s: DeltaVState) -> list:
    return [("bid", m) for m in bid_minerals(s, s.queue[0])] + [PASS]


def bid_apply(s: DeltaVState, a, ev: list) -> str | None:
    q = s.queue.pop(0)
    if a[0] == "pass":
        return None if s.queue else succeed(s, ev)
    s.queue = []
    s.bid = Bid(q, bribe_of(s, q, a[1]), a[1])
    ev.append({"type": "bid", "player": q, "other": s.current, "mineral": a[1], "contract": s.contract})
    s.phase = "reveal"
    return None if can_reveal(s) else fail(s, "no_tile", ev)


def bid_answer(s: DeltaVState, cell: int, mineral: str, ev: list) -> str | None:
    want = s.bid.mineral  # type: ignore[union-attr]  # the bid steps run only while a bid is open
    if mineral == want or (mineral == WILD and s.params.omnidium_matches_bid):
        return matched(s, cell, mineral, ev)
    if bribe_of(s, s.current, want) >= 0:
        s.phase = "bid_replace"
        return None
    return fail(s, "mismatch", ev)


def bid_refuse(s: DeltaVState, a) -> str | None:
    if a[0] == "bid" and len(a) == 2:
        q = s.queue[0]
        return bid_refusal(s, q, a[1], unspent_minerals(s, q))
    return None


def bid_replace_refusal(s: DeltaVState, mineral) -> str | None:
    """ "Other Rules for Bidding Up": only the fulfiller's own counter of the bid mineral replaces."""
    if mineral != s.bid.mineral:  # type: ignore[union-attr]  # the bid steps run only while a bid is open
        if mineral not in unspent_minerals(s, s.current):
            return "Bribe Counters: you have no unspent bribe counter of that mineral."
        return "Bribe: Bidding Up: only a bribe of the bid mineral may replace the revealed tile."
    return None


def bid_replace_legal(s: DeltaVState) -> list:
    # reached only when the player holds a counter of the bid mineral (see bid_answer)
    return [("bribe", s.bid.mineral), ACCEPT]  # type: ignore[union-attr]  # the bid steps run only while a bid is open


def bid_replace_refuse(s: DeltaVState, a) -> str | None:
    if a[0] == "bribe" and len(a) == 2:
        return bid_replace_refusal(s, a[1])
    return None


# -- the outcome ----------------------------------------------------------------------------------------


def fail(s: DeltaVState, why: str, ev: list) -> str | None:
    """The attempt fails: revealed tiles flip face down; a bidder's counter stays unspent.
    Everyone watched them turn over, so the whole table keeps knowing their faces (``shown``).
    The turn ends, unless an incident failed it: that is resolved first."""
    flipped = s.revealed + ([s.selected] if s.selected >= 0 else [])
    for c in flipped:
        flip_down(s, c)
    s.shown.update(flipped)
    ev.append({"type": "fail", "player": s.current, "contract": s.contract, "why": why, "cells": flipped})
    end_attempt(s)
    s.selected = -1
    return None if why == "incident" else END_TURN


def end_attempt(s: DeltaVState) -> None:
    """The attempt is over either way: nothing of it stays in the position."""
    s.revealed, s.effective, s.bid = [], [], None
    s.blocked = frozenset()


def succeed(s: DeltaVState, ev: list) -> str:
    """Fulfilled: own rockets on the matched tiles go to the station; tiles and contract are p's."""
    p = s.current
    if s.bid is not None:
        s.bribe_spent[s.bid.counter] = True
    station = s.board.station
    for cell, mineral in zip(s.revealed, s.effective):
        k = s.rockets[p].get(cell)
        if k:
            take_rocket(s, p, cell, k)
            place_rocket(s, p, station, k)
        s.collected[p].append((s.cell_tile[cell], mineral))
        remove_tile(s, cell)
    s.contract_owner[s.contract] = p
    ev.append({"type": "fulfil", "player": p, "contract": s.contract, "cells": list(s.revealed)})
    end_attempt(s)
    return LAST_CONTRACT if min(s.contract_owner) >= 0 else END_TURN
