"""Rulebook sections "3.2 Trading" (offers, counters, contact chains, the Galactic Express) and
"3.2.1 Space Saloon" (water, cards, auctions, restocking)."""

from __future__ import annotations

from vestakit import at, events_of, match, play, player

# Asteroids in row C; face-down tiles around, so no one can wander off.
FIELD = {f"C{c}": "empty_asteroid" for c in range(1, 6)} | {f"E{c}": "empty_asteroid" for c in range(1, 6)}


def to_trading(m):
    """Every player stops at once: the first trader's turn comes up."""
    while m.state.phase == "act":
        m.act(("stop",))


def test_3_2_trading__adjacent_players_trade_and_others_do_not():
    m = match(FIELD, [player("C1", gold=4), player("C2"), player("E5")])
    to_trading(m)
    assert m.state.phase == "trade" and m.state.current == 0
    assert ("offer", 1) in m.legal() and ("offer", 2) not in m.legal()
    assert "not in contact" in m.explain(("offer", 2))


def test_3_2_trading__a_chain_of_adjacent_players_trades_together():
    """3.2 Trading: with three or more in contact, any one touching one of the others takes part."""
    m = match(FIELD, [player("C1", gold=4), player("C2"), player("C3")])
    to_trading(m)
    assert {("offer", 1), ("offer", 2)} <= set(m.legal())


def test_3_2_trading__offer_accept_moves_the_goods():
    m = match(FIELD, [player("C1", gold=4), player("C2", cards=["moped"])])
    to_trading(m)
    play(m, ("offer", 1), ("give", "gold", 3), ("ask_card", "moped"), ("send",))
    d = m.decision()
    assert d.player == 1 and d.kind == "offer" and set(m.legal()) == {("accept",), ("decline",), ("counter",)}
    assert d.prompt == "Player 1 offers you 3 gold for Space Moped: accept, decline or counter"
    events = play(m, ("accept",))
    s = m.state
    assert s.gold == [1, 3] and s.cards == [["moped"], []] and events_of(events, "trade")
    assert "Player 2 accepted: Player 1 gave 3 gold for Space Moped." in m.log()


def test_3_2_trading__counter_offers_are_bounded_then_accept_or_decline():
    """Ruling "bounded trading": at most trade_counters counter-offers per offer, at most
    trade_offers offers per trader and phase, each amount set once while drafting."""
    m = match(FIELD, [player("C1", gold=4), player("C2", gold=4)], params={"trade_counters": 1, "trade_offers": 1})
    to_trading(m)
    play(m, ("offer", 1), ("give", "water", 2))
    assert not any(a[:2] == ("give", "water") for a in m.legal())
    assert "already set" in m.explain(("give", "water", 1))
    play(m, ("send",), ("counter",))
    assert m.decision().player == 1 and m.state.phase == "draft"
    play(m, ("give", "gold", 1), ("ask", "water", 3), ("send",))
    assert m.decision().player == 0 and ("counter",) not in m.legal()
    play(m, ("decline",))
    s = m.state
    assert s.gold == [4, 4] and s.water == [6, 6]
    assert s.phase != "trade" or s.current != 0 or ("offer", 1) not in m.legal()


def test_3_2_trading__an_empty_offer_cannot_be_sent_and_can_be_withdrawn():
    m = match(FIELD, [player("C1", gold=4), player("C2")])
    to_trading(m)
    play(m, ("offer", 1))
    assert ("send",) not in m.legal() and "put something" in m.explain(("send",))
    play(m, ("withdraw",))
    assert m.state.phase == "trade" and m.state.current == 0


def test_3_2_trading__getting_water_ends_the_one_action_limit():
    m = match(FIELD, [player("C1", water=0, thirsty=True), player("C2")])
    to_trading(m)
    play(m, ("offer", 1), ("ask", "water", 2), ("send",), ("accept",))
    assert m.state.water[0] == 2 and not m.state.thirsty[0]


def test_equipment_cards_galactic_express__trade_without_contact():
    m = match(FIELD, [player("C1", cards=["express"]), player("E5", gold=2), player("E3")])
    to_trading(m)
    assert {("offer", 1), ("offer", 2)} <= set(m.legal())
    m2 = match(FIELD, [player("C1", gold=1), player("E5", cards=["express"]), player("E3")])
    to_trading(m2)
    assert ("offer", 1) in m2.legal() and ("offer", 2) not in m2.legal()


SALOON = FIELD | {"C3": "saloon"}


def test_3_2_1_space_saloon__opens_when_turned_up_with_four_cards_and_ten_water():
    tiles = FIELD | {"C3": "saloon?"}
    m = match(tiles, [player("C2"), player("E5")], deck=["moped", "gun", "fusion", "lasso", "express"])
    water = m.state.supply_water
    events = play(m, ("scan", at("C3")))
    s = m.state
    assert events_of(events, "saloon_open") and s.stock == ["moped", "gun", "fusion", "lasso"]
    assert s.saloon_water == 10 and s.supply_water == water - 10 and s.deck == ["express"]


def test_3_2_1_space_saloon__water_two_per_gold_and_the_last_gold_buys_what_is_left():
    m = match(SALOON, [player("C3", gold=9), player("E5")], saloon_water=5)
    to_trading(m)
    assert ("water", 3) in m.legal() and ("water", 4) not in m.legal()
    play(m, ("water", 2))
    assert m.state.water[0] == 10 and m.state.gold[0] == 7 and m.state.saloon_water == 1
    events = play(m, ("water", 1))  # the saloon is dry: the trading phase moves on
    assert events_of(events, "buy_water")[0]["water"] == 1 and m.state.saloon_water == 0


def test_3_2_1_space_saloon__buy_a_card_at_its_price():
    m = match(SALOON, [player("C3", gold=5), player("E5")], stock=["moped", "gun"])
    to_trading(m)
    assert ("buy", "moped") in m.legal() and ("buy", "gun") not in m.legal()  # 4 and 7 gold
    assert "costs 7 gold" in m.explain(("buy", "gun"))
    play(m, ("buy", "moped"))
    s = m.state
    assert s.cards[0] == ["moped"] and s.gold[0] == 1 and s.stock == ["gun"]


def test_3_2_1_space_saloon__only_while_standing_on_it():
    m = match(SALOON, [player("C2", gold=5), player("C1")], stock=["moped"])
    to_trading(m)
    assert m.state.phase == "trade" and "standing on the saloon" in m.explain(("buy", "moped"))


def test_3_2_1_space_saloon__two_buyers_bid_and_the_highest_pays():
    m = match(SALOON, [player("C3", gold=9), player("C3", gold=6)], stock=["moped"])
    to_trading(m)
    play(m, ("buy", "moped"))
    d = m.decision()
    assert d.player == 1 and d.kind == "bid" and ("bid", 5) in m.legal() and ("bid", 7) not in m.legal()
    assert d.prompt == "Saloon auction for the Space Moped: bid more than 4 gold, or drop out"
    play(m, ("bid", 6))
    assert m.decision().player == 0 and ("bid", 7) in m.legal()
    play(m, ("bid", 7))  # Player 2 cannot pay more than 6: the auction ends
    s = m.state
    assert s.cards == [["moped"], []] and s.gold == [2, 6] and s.stock == []


def test_3_2_1_space_saloon__a_rival_who_drops_out_leaves_the_price():
    m = match(SALOON, [player("C3", gold=9), player("C3", gold=6)], stock=["moped"])
    to_trading(m)
    play(m, ("buy", "moped"), ("pass",))
    assert m.state.cards[0] == ["moped"] and m.state.gold[0] == 5


def test_3_2_1_space_saloon__leaving_the_belt_returns_its_stock():
    """Ruling "saloon leaves": unsold stock goes back (cards into the deck, water to the pile);
    it is stocked afresh when it opens again."""
    tiles = FIELD | {"C5": "saloon"}
    m = match(tiles, [player("C1"), player("C2")], stock=["moped"], saloon_water=4, deck=["gun"])
    water = m.state.supply_water
    to_trading(m)
    while m.state.phase == "trade":
        m.act(("done",))
    s = m.state
    assert s.saloon == -1 and s.stock == [] and sorted(s.deck) == ["gun", "moped"]
    assert s.supply_water == water + 4 + 2  # the stock came back, and the water check paid two


def test_3_2_1_space_saloon__restocked_afresh_each_time_it_opens():
    """3.2.1: every opening puts four cards from the top of the deck and ten water on sale, so a
    saloon that left the belt and comes back opens with a full stock again. The box holds one
    saloon, so its leaving and its coming back are two positions."""
    deck = ["gun", "fusion", "lasso", "express", "hyperscanner"]
    tiles = FIELD | {"C5": "saloon", "A1": "empty_asteroid"}
    m = match(tiles, [player("A1"), player("E1")], stock=["moped"], saloon_water=3, deck=deck, pile=["empty_space"] * 9)
    events = play(m, ("stop",), ("stop",))  # nobody in contact: no trading, the belt moves on
    s = m.state
    assert events_of(events, "saloon_closed") and s.round == 2 and s.pos[0] == at("A2")
    assert s.saloon == -1 and s.stock == [] and len(s.deck) == 6
    tiles = FIELD | {"A2": "empty_asteroid", "A1": "saloon?"}
    m = match(tiles, [player("A2"), player("E1")], deck=["moped", *deck])
    water = m.state.supply_water
    events = play(m, ("scan", at("A1")))
    s = m.state
    assert events_of(events, "saloon_open") and len(s.stock) == 4 and len(s.deck) == 2
    assert s.saloon_water == 10 and s.supply_water == water - 10
