"""Rulebook sections "3.2 Trading" and "3.2.1 Space Saloon".

After every action phase, each player in turn order has one trading turn. In it the trader may
make offers to players in contact (adjacent, or chained through adjacent players; either side
holding the Galactic Express needs no contact), buy water and equipment at the open saloon when
standing on it, and then finish.

An offer is a real negotiation, bounded so that a trading phase always ends (ruling "bounded
trading"): the one drafting sets each amount of the terms once (what they give, what they ask)
and adds cards one by one, then sends it; the other side accepts, declines or makes a counter
offer (drafted the same way, sent back), at most ``trade_counters`` times per offer; a trader
makes at most ``trade_offers`` offers per trading phase.

A saloon card wanted by a trader while other players stand on the saloon goes to auction: from
the price up, each other bidder in turn raises or drops out until one is left, who pays.
"""

from __future__ import annotations

from deltawidgets.core.refusal import seat
from deltawidgets.games.vesta.belt import OFF
from deltawidgets.games.vesta.common import gain_water
from deltawidgets.games.vesta.components import CARD_NAMES, CARDS, MARKERS
from deltawidgets.games.vesta.contact import contact_groups, has_goods, partners
from deltawidgets.games.vesta.state import VestaGoldRushState

#: returned once the last trader has finished: the common events come next (3.3); :mod:`flow`
#: starts them, so that this module and :mod:`turns` do not call each other
TRADING_OVER = "trading_over"
#: the steps of a trading turn (the other steps are those of an action phase)
TRADING_STEPS = ("trade", "draft", "reply", "bid")

DONE, SEND, WITHDRAW = ("done",), ("send",), ("withdraw",)
ACCEPT, DECLINE, COUNTER, PASS = ("accept",), ("decline",), ("counter",), ("pass",)
OFFER = tuple(("offer", q) for q in range(6))
GIVE_CARD: dict[str, tuple] = {k: ("give_card", k) for k in CARDS}
ASK_CARD: dict[str, tuple] = {k: ("ask_card", k) for k in CARDS}
BUY: dict[str, tuple] = {k: ("buy", k) for k in CARDS}
_AMOUNTS = 256  # amount choices made once up to here, beyond it on demand
GIVE = {m: tuple(("give", m, n) for n in range(_AMOUNTS)) for m in MARKERS}
ASK = {m: tuple(("ask", m, n) for n in range(_AMOUNTS)) for m in MARKERS}
WATER = tuple(("water", g) for g in range(_AMOUNTS))
BID = tuple(("bid", x) for x in range(_AMOUNTS))


def amounts(table, lo: int, hi: int, *head) -> list:
    """Choices ``head + (n,)`` for n in lo..hi, from a table made once where it reaches."""
    out = list(table[lo : min(hi, _AMOUNTS - 1) + 1])
    out.extend((*head, n) for n in range(max(lo, _AMOUNTS), hi + 1))
    return out


def terms(markers: list[int], cards: list[str]) -> str:
    """One side of an offer in words: "3 gold, Space Moped", or "nothing"."""
    parts = [f"{n} {m}" for m, n in zip(MARKERS, markers) if n] + [CARD_NAMES[k] for k in cards]
    return ", ".join(parts) or "nothing"


def held(s: VestaGoldRushState, p: int, i: int) -> int:
    return (s.gold, s.water, s.titanium)[i][p]


# -- the trader's turn ------------------------------------------------------------------------------


def start_trading(s: VestaGoldRushState, ev: list) -> str | None:
    s.idx = 0
    s.contact = contact_groups(s)
    if not any(s.contact) and (s.saloon < 0 or s.saloon not in s.pos) and not any("express" in h for h in s.cards):
        s.idx = len(s.order)  # nobody in contact, on the saloon or holding the Express: no trading
    return seek_trader(s, ev)


def seek_trader(s: VestaGoldRushState, ev: list) -> str | None:
    """The next player in order with something to do trades; one with nothing to do (no partner,
    not on the saloon) is passed over, a public fact. After the last one: the common events."""
    while s.idx < len(s.order):
        p = s.order[s.idx]
        s.current, s.offers, s.phase = p, 0, "trade"
        if s.pos[p] != OFF and can_trade(s, p):
            ev.append({"type": "trading", "player": p})
            return None
        s.idx += 1
    s.offers = 0  # the last trader's count goes with the trading phase
    return TRADING_OVER


def resume_trader(s: VestaGoldRushState, ev: list) -> str | None:
    """Back to the trader's turn after an offer or a purchase: what they worked on is cleared, so
    a position keeps nothing of it that no view shows (issue 33)."""
    s.phase = "trade"
    s.drafter = s.other = s.leader = -1
    s.lot, s.high, s.bidders = "", 0, []
    s.give, s.ask, s.give_cards, s.ask_cards, s.counters = [0, 0, 0], [0, 0, 0], [], [], 0
    if not can_trade(s, s.current):
        s.idx += 1
        return seek_trader(s, ev)
    return None


def can_trade(s: VestaGoldRushState, p: int) -> bool:
    """Has p any choice in a trading turn but to finish? (the same tests as :func:`trade_legal`)"""
    if s.offers < s.params.trade_offers:
        qs = partners(s, p)
        if qs and (has_goods(s, p) or any(has_goods(s, q) for q in qs)):
            return True
    g = s.gold[p]
    if s.saloon < 0 or s.pos[p] != s.saloon or not g:
        return False
    return bool(s.saloon_water) or any(s.params.price(k) <= g for k in s.stock)


def trade_legal(s: VestaGoldRushState) -> list:
    p = s.current
    out: list[tuple] = []
    if s.offers < s.params.trade_offers:
        out.extend(OFFER[q] for q in partners(s, p) if has_goods(s, p) or has_goods(s, q))
    sal = s.saloon
    if sal >= 0 and s.pos[p] == sal and s.gold[p] > 0:
        if s.saloon_water:
            wpg = s.params.water_per_gold
            out.extend(amounts(WATER, 1, min(s.gold[p], -(-s.saloon_water // wpg)), "water"))
        for kind in dict.fromkeys(s.stock):
            if s.params.price(kind) <= s.gold[p]:
                out.append(BUY[kind])
    out.append(DONE)
    return out


def trade_refuse(s: VestaGoldRushState, a) -> str | None:
    """Why an offer or a saloon purchase is refused, or None: the tests of :func:`trade_legal`."""
    v = a[0]
    if v == "offer":
        return offer_refusal(s, a, s.current)
    if v in ("water", "buy"):
        return saloon_refusal(s, a, s.current)
    return None


def offer_refusal(s: VestaGoldRushState, a, p: int) -> str | None:
    if s.offers >= s.params.trade_offers:
        return f"3.2 Trading: each player makes at most {s.params.trade_offers} offers per trading phase (ruling: bounded trading)."
    q = a[1] if len(a) == 2 and isinstance(a[1], int) and 0 <= a[1] < s.players and a[1] != p else None
    if q is None:
        return "3.2 Trading: an offer goes to another player."
    if q not in partners(s, p):
        return (
            f"3.2 Trading: {seat(q)} is not in contact with you (adjacent, or chained through adjacent players), and neither of you holds the Galactic Express."
        )
    return None if has_goods(s, p) or has_goods(s, q) else "3.2 Trading: neither of you has anything to trade."


def saloon_refusal(s: VestaGoldRushState, a, p: int) -> str | None:
    if s.saloon < 0:
        return "3.2.1 Space Saloon: the saloon is not open."
    if s.pos[p] != s.saloon:
        return "3.2.1 Space Saloon: you buy only while standing on the saloon."
    if a in trade_legal(s):
        return None
    if a[0] == "buy":
        if len(a) != 2 or a[1] not in s.stock:
            return "3.2.1 Space Saloon: that card is not for sale."
        return f"3.2.1 Space Saloon: the {CARD_NAMES[a[1]]} costs {s.params.price(a[1])} gold and you hold {s.gold[p]}."
    return f"3.2.1 Space Saloon: each gold buys {s.params.water_per_gold} water, of {s.saloon_water} left, with the gold you hold."


def trade_apply(s: VestaGoldRushState, a, ev: list) -> str | None:
    p, verb = s.current, a[0]
    if verb == "done":
        ev.append({"type": "trading_done", "player": p})
        s.idx += 1
        return seek_trader(s, ev)
    if verb == "offer":
        s.offers += 1
        s.counters = 0
        start_draft(s, p, a[1])
        return None
    if verb == "water":
        buy_water(s, p, a[1], ev)
        return resume_trader(s, ev)
    return buy_card(s, p, a[1], ev)


# -- offers: draft, reply, counter ------------------------------------------------------------------


def start_draft(s: VestaGoldRushState, drafter: int, other: int) -> None:
    s.drafter, s.other = drafter, other
    s.give, s.ask = [0, 0, 0], [0, 0, 0]
    s.give_cards, s.ask_cards = [], []
    s.phase = "draft"


def draft_legal(s: VestaGoldRushState) -> list:
    d, o = s.drafter, s.other
    out: list[tuple] = []
    for terms, who, table, verb in ((s.give, d, GIVE, "give"), (s.ask, o, ASK, "ask")):
        for i, n in enumerate((s.gold[who], s.water[who], s.titanium[who])):
            if n and not terms[i]:
                m = MARKERS[i]
                out.extend(table[m][1 : n + 1] if n < _AMOUNTS else amounts(table[m], 1, n, verb, m))
    for kind in dict.fromkeys(s.cards[d]):
        if s.give_cards.count(kind) < s.cards[d].count(kind):
            out.append(GIVE_CARD[kind])
    for kind in dict.fromkeys(s.cards[o]):
        if s.ask_cards.count(kind) < s.cards[o].count(kind):
            out.append(ASK_CARD[kind])
    if any(s.give) or any(s.ask) or s.give_cards or s.ask_cards:
        out.append(SEND)
    out.append(WITHDRAW)
    return out


def draft_refuse(s: VestaGoldRushState, a) -> str | None:
    """Why a term of the offer is refused, or None: the tests of :func:`draft_legal`."""
    v = a[0]
    if v == "send":
        if any(s.give) or any(s.ask) or s.give_cards or s.ask_cards:
            return None
        return "3.2 Trading: put something in the offer before sending it."
    if v in ("give_card", "ask_card"):
        who = s.drafter if v == "give_card" else s.other
        if len(a) != 2 or a[1] not in CARDS:
            return "3.2 Trading: that is not an equipment card."
        offered = s.give_cards if v == "give_card" else s.ask_cards
        if offered.count(a[1]) < s.cards[who].count(a[1]):
            return None
        return f"3.2 Trading: {seat(who)} has no more {CARD_NAMES[a[1]]} to put in the offer."
    if v not in ("give", "ask"):
        return None
    if len(a) != 3 or a[1] not in MARKERS:
        return "3.2 Trading: name gold, water or titanium and an amount."
    i = MARKERS.index(a[1])
    terms, who = (s.give, s.drafter) if v == "give" else (s.ask, s.other)
    if terms[i]:
        return f"3.2 Trading: the {a[1]} of this side of the offer is already set (ruling: bounded trading)."
    if isinstance(a[2], int) and 1 <= a[2] <= held(s, who, i):
        return None
    return f"3.2 Trading: {seat(who)} holds {held(s, who, i)} {a[1]}; the amount must be from 1 to that."


def draft_apply(s: VestaGoldRushState, a, ev: list) -> str | None:
    verb = a[0]
    if verb == "give":
        s.give[MARKERS.index(a[1])] = a[2]
    elif verb == "ask":
        s.ask[MARKERS.index(a[1])] = a[2]
    elif verb == "give_card":
        s.give_cards.append(a[1])
    elif verb == "ask_card":
        s.ask_cards.append(a[1])
    elif verb == "send":
        ev.append(
            {
                "type": "offer",
                "player": s.drafter,
                "other": s.other,
                "give": s.give[:],
                "ask": s.ask[:],
                "give_cards": s.give_cards[:],
                "ask_cards": s.ask_cards[:],
                "counter": s.counters > 0,
            }
        )
        s.phase = "reply"
    else:
        ev.append({"type": "withdraw", "player": s.drafter, "other": s.other})
        return resume_trader(s, ev)
    return None


def reply_legal(s: VestaGoldRushState) -> list:
    if s.counters < s.params.trade_counters:
        return [ACCEPT, DECLINE, COUNTER]
    return [ACCEPT, DECLINE]


def reply_refuse(s: VestaGoldRushState, a) -> str | None:
    if a[0] == "counter" and s.counters >= s.params.trade_counters:
        return f"3.2 Trading: an offer may be countered at most {s.params.trade_counters} times (ruling: bounded trading)."
    return None


def reply_apply(s: VestaGoldRushState, a, ev: list) -> str | None:
    d, o, verb = s.drafter, s.other, a[0]
    if verb == "accept":
        exchange(s, d, o, s.give, s.give_cards)
        exchange(s, o, d, s.ask, s.ask_cards)
        ev.append({"type": "trade", "player": o, "other": d, "give": s.give[:], "ask": s.ask[:], "give_cards": s.give_cards[:], "ask_cards": s.ask_cards[:]})
        return resume_trader(s, ev)
    if verb == "decline":
        ev.append({"type": "decline", "player": o, "other": d})
        return resume_trader(s, ev)
    s.counters += 1
    ev.append({"type": "counter", "player": o, "other": d})
    start_draft(s, o, d)
    return None


def score_change(s: VestaGoldRushState, p: int) -> int:
    """What accepting the offer on the table would change ``p``'s score by (the one answering
    it is ``s.other``): markers and cards valued as in 4. Game ending and victory."""
    prm = s.params
    worth = (1, 0, prm.titanium_points)
    give = sum(w * n for w, n in zip(worth, s.give)) + prm.card_points * len(s.give_cards)
    ask = sum(w * n for w, n in zip(worth, s.ask)) + prm.card_points * len(s.ask_cards)
    return give - ask if p == s.other else ask - give


def exchange(s: VestaGoldRushState, src: int, dst: int, markers: list[int], cards: list[str]) -> None:
    for i, n in enumerate(markers):
        if n:
            pile = (s.gold, s.water, s.titanium)[i]
            pile[src] -= n
            if i == 1:
                gain_water(s, dst, n)
            else:
                pile[dst] += n
    for kind in cards:
        s.cards[src].remove(kind)
        s.cards[dst].append(kind)


# -- 3.2.1 Space Saloon -------------------------------------------------------------------------------


def buy_water(s: VestaGoldRushState, p: int, g: int, ev: list) -> None:
    """Each gold buys two water from the saloon's ten; the last gold buys what is left (ruling)."""
    n = min(g * s.params.water_per_gold, s.saloon_water)
    s.gold[p] -= g
    s.supply_gold += g
    s.saloon_water -= n
    gain_water(s, p, n)
    ev.append({"type": "buy_water", "player": p, "gold": g, "water": n})


def rivals(s: VestaGoldRushState, p: int, at: int, above: int) -> list[int]:
    """Other players on the saloon, in turn order after p, who can pay more than ``above``."""
    n = s.players
    return [q for q in ((p + k) % n for k in range(1, n)) if s.pos[q] == at and s.gold[q] > above]


def buy_card(s: VestaGoldRushState, p: int, kind: str, ev: list) -> str | None:
    price = s.params.price(kind)
    bidders = rivals(s, p, s.pos[p], price)
    if not bidders:
        sell(s, p, kind, price, ev)
        return resume_trader(s, ev)
    s.lot, s.high, s.leader, s.bidders = kind, price, p, bidders
    s.phase = "bid"
    ev.append({"type": "auction", "player": p, "card": kind, "price": price})
    return None


def bid_legal(s: VestaGoldRushState) -> list:
    q = s.bidders[0]
    return amounts(BID, s.high + 1, s.gold[q], "bid") + [PASS]


def bid_refuse(s: VestaGoldRushState, a) -> str | None:
    if a[0] == "bid" and a not in bid_legal(s):
        return f"3.2.1 Space Saloon: a bid must be more than {s.high} gold and at most the {s.gold[s.bidders[0]]} gold you hold."
    return None


def bid_apply(s: VestaGoldRushState, a, ev: list) -> str | None:
    q = s.bidders.pop(0)
    if a[0] == "bid":
        s.bidders.append(s.leader)
        s.leader, s.high = q, a[1]
        ev.append({"type": "bid", "player": q, "gold": a[1]})
    else:
        ev.append({"type": "drop", "player": q})
    s.bidders = [b for b in s.bidders if s.gold[b] > s.high]
    if not s.bidders:
        sell(s, s.leader, s.lot, s.high, ev)
        return resume_trader(s, ev)
    return None


def sell(s: VestaGoldRushState, p: int, kind: str, price: int, ev: list) -> None:
    """The buyer pays the gold to the pile next to the board and takes the card."""
    s.gold[p] -= price
    s.supply_gold += price
    s.stock.remove(kind)
    s.cards[p].append(kind)
    ev.append({"type": "buy", "player": p, "card": kind, "gold": price})
