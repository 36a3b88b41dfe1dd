"""The choices of Phase 3 (take a card from above the section) and Phase 4 D (take back a
discard pile); the order of seats is :mod:`flow`'s."""

from __future__ import annotations

from deltawidgets.games.delta.choices import play_last_round_card
from deltawidgets.games.delta.components import PILE_NAMES
from deltawidgets.games.delta.effects import discard_played, take_back_pile, tell
from deltawidgets.games.delta.state import SETTLE, DeltaState

KINDS = ("an advanced character", "an animal card", "a mission card")


def take_refuse(s: DeltaState, a) -> str | None:
    if a[0] != "take" or len(a) != 2:
        return ""
    if a[1] not in s.display[s.section]:
        return "Phase 3: Resolution (B): take one of the cards on display above this section."
    return None


def take_legal(s: DeltaState) -> list:
    return [("take", c) for c in sorted(s.display[s.section])]


def take_apply(s: DeltaState, a, ev: list) -> str:
    """ "Phase 3 B-C": into the hand; a last round card is played at once."""
    p, c = s.current, a[1]
    s.queue.pop(0)
    s.display[s.section].remove(c)
    card = s.cat.cards[c]
    if card.kind == "last":
        play_last_round_card(s, p, c, ev)
        return SETTLE
    s.hand[p].append(c)
    tell(ev, "take_card", p, card=card.name)
    return SETTLE


def pile_refuse(s: DeltaState, a) -> str | None:
    if a[0] != "pile" or len(a) != 2:
        return ""
    i = a[1]
    if not isinstance(i, int) or not 0 <= i < 3:
        return "Phase 4: Upkeep (D): choose the left, center or right discard pile."
    if not s.piles[s.current][i]:
        return f"Phase 4: Upkeep (D): your {PILE_NAMES[i]} discard pile is empty."
    return None


def pile_legal(s: DeltaState) -> list:
    return [("pile", i) for i in range(3) if s.piles[s.current][i]]


def pile_apply(s: DeltaState, a, ev: list) -> str:
    """ "Phase 4 D": take one pile back, then the played cards go to the piles below their sections."""
    p = s.current
    s.queue.pop(0)
    take_back_pile(s, p, a[1], ev)
    discard_played(s, p)
    return SETTLE
