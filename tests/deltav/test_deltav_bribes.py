"""Rulebook sections "Bribe Counters", "Bribe: Mineral Replacement" and "Bribe: Bidding Up",
with the rulebook's two worked examples (John's replacement, Greg's bid-up)."""

from __future__ import annotations

import pytest

from deltavkit import at, cell_view, events_of, match, play
from deltawidgets import IllegalAction

CONTRACTS = [["alphatite", "deltamite"], ["betamite", "gammatite", "deltamite"], ["gammatite"]]
PARAMS = {"contracts": CONTRACTS}
TILES = {
    "0,0": "betamite:3",
    "0,1": "deltamite:2",
    "0,2": "gammatite:4",
    "0,3": "gammatite:5",
    "0,4": "betamite:1",
    "0,5": "omnidium:2",
    "1,0": "sabotage",
    "6,6": "alphatite:1",
    "6,5": "deltamite:5",
}


def bribes(m, p) -> dict:
    return {b["mineral"]: b["spent"] for b in m.observation("all")["players"][p]["bribes"]}


def attempt(m, contract):
    return play(m, ("buy",), ("declare", contract))


# -- Bribe: Mineral Replacement ------------------------------------------------------------------------


def test_bribe_mineral_replacement__worked_example_john_replaces_betamite_with_alphatite():
    """John tries Alphatite + Deltamite, reveals a Betamite, spends his Alphatite counter, and goes on."""
    m = match(TILES, params=PARAMS)
    attempt(m, 0)
    play(m, ("reveal", at("0,0")))  # Betamite: does not match
    assert m.decision().kind == "contract" and ("accept",) in m.legal()
    offered = sorted(a[1] for a in m.legal() if a[0] == "bribe")
    assert offered == ["alphatite", "deltamite", "omnidium"]  # never a mineral the contract cannot use
    play(m, ("bribe", "alphatite"))
    assert bribes(m, 0)["alphatite"] is True
    assert all(a[0] == "reveal" for a in m.legal())  # he may continue revealing
    play(m, ("reveal", at("0,1")))  # Deltamite
    play(m, ("pass",))  # his opponent does not bid up
    s = m.state
    assert s.contract_owner[0] == 0
    tiles = m.observation(1)["players"][0]["tiles"]
    assert {"mineral": "betamite", "value": 3, "counted_as": "alphatite"} in tiles  # same point value
    assert m.scores()[0] == 3 + 2 - 2


def test_bribe_mineral_replacement__as_many_counters_as_wanted_in_one_attempt():
    m = match(TILES, params=PARAMS)
    attempt(m, 0)
    play(m, ("reveal", at("0,0")), ("bribe", "alphatite"), ("reveal", at("0,2")), ("bribe", "deltamite"), ("pass",))
    assert m.state.contract_owner[0] == 0
    assert m.scores()[0] == 3 + 4 - 2 * 2


def test_bribe_mineral_replacement__counters_stay_spent_when_the_attempt_fails():
    m = match(TILES, params=PARAMS)
    attempt(m, 0)
    events = play(m, ("reveal", at("0,0")), ("bribe", "alphatite"), ("reveal", at("0,4")), ("accept",))
    assert events_of(events, "fail")
    assert bribes(m, 0)["alphatite"] is True
    assert cell_view(m, "0,0")["tile"] == "down" and cell_view(m, "0,4")["tile"] == "down"
    assert m.scores()[0] == -2


def test_bribe_mineral_replacement__never_replaces_an_incident_tile():
    m = match(TILES, params=PARAMS)
    attempt(m, 0)
    events = play(m, ("reveal", at("1,0")))
    assert [e["type"] for e in events] == ["incident", "fail", "turn"]  # in the order of play
    assert not any(bribes(m, 0).values())


def test_bribe_mineral_replacement__not_offered_without_a_usable_counter():
    m = match(TILES, params=PARAMS, bribes_spent=[["alphatite", "deltamite", "omnidium"], []])
    attempt(m, 0)
    events = play(m, ("reveal", at("0,0")))
    assert events_of(events, "fail")[0]["why"] == "mismatch"


def test_bribe_counters__each_counter_is_spent_once_per_game():
    m = match(TILES, params=PARAMS)
    attempt(m, 0)
    play(m, ("reveal", at("0,0")), ("bribe", "alphatite"), ("reveal", at("0,4")))
    assert ("bribe", "alphatite") not in m.legal()
    with pytest.raises(IllegalAction) as err:
        m.act(("bribe", "alphatite"))
    assert "Bribe Counters" in str(err.value)
    play(m, ("accept",))
    play(m, ("buy",), ("declare", 2), ("reveal", at("0,2")), ("pass",))  # Player 2 fulfils the Gammatite contract
    assert ("survey", "alphatite") not in m.legal() and ("survey", "betamite") in m.legal()


# -- Bribe: Bidding Up --------------------------------------------------------------------------------


def test_bribe_bidding_up__worked_example_greg_answers_brians_gammatite_bid():
    """Greg fulfils Betamite + Gammatite + Deltamite; Brian bids up with Gammatite; Greg reveals one."""
    m = match(TILES, params=PARAMS)
    attempt(m, 1)
    play(m, ("reveal", at("0,0")), ("reveal", at("0,2")), ("reveal", at("0,1")))
    d = m.decision()
    assert (d.player, d.kind, d.reaction) == (1, "reaction", True)
    assert m.state.contract_owner[1] == -1  # not collected before the bid-up window
    play(m, ("bid", "gammatite"))
    assert m.decision().player == 0 and "Gammatite" in m.decision().prompt
    play(m, ("reveal", at("0,3")))
    s = m.state
    assert s.contract_owner[1] == 0
    assert sorted(s.cat.value[t] for t, _ in s.collected[0]) == [2, 3, 4, 5]  # all four tiles
    assert bribes(m, 1)["gammatite"] is True  # Brian's counter remains spent
    assert m.scores() == [14, -2]


def test_bribe_bidding_up__only_with_an_unspent_counter_of_a_mineral_on_the_contract():
    m = match(TILES, params=PARAMS, bribes_spent=[[], ["deltamite"]])
    attempt(m, 0)
    play(m, ("reveal", at("6,6")), ("reveal", at("0,1")))
    assert sorted(m.legal()) == [("bid", "alphatite"), ("pass",)]
    with pytest.raises(IllegalAction) as err:
        m.act(("bid", "gammatite"))
    assert str(err.value).startswith("Bribe: Bidding Up")


def test_bribe_bidding_up__an_opponent_without_a_matching_counter_is_not_asked():
    m = match(TILES, params=PARAMS, bribes_spent=[[], ["alphatite", "deltamite"]])
    attempt(m, 0)
    play(m, ("reveal", at("6,6")), ("reveal", at("0,1")))
    assert m.state.contract_owner[0] == 0 and m.decision().player == 1 and m.decision().kind == "action"


def test_bribe_bidding_up__the_first_opponent_clockwise_who_wants_to_gets_it():
    m = match(TILES, players=4, params=PARAMS, current=1)
    attempt(m, 0)
    play(m, ("reveal", at("6,6")), ("reveal", at("0,1")))
    assert m.decision().player == 2
    play(m, ("pass",))
    assert m.decision().player == 3
    play(m, ("bid", "deltamite"))
    assert m.decision().player == 1  # seat 0 is never asked once seat 3 bid
    assert [e["player"] for e in events_of(m.events(), "bid")] == [3]


def test_bribe_bidding_up__if_all_pass_the_contract_is_fulfilled():
    m = match(TILES, players=3, params=PARAMS)
    attempt(m, 0)
    play(m, ("reveal", at("6,6")), ("reveal", at("0,1")), ("pass",), ("pass",))
    assert m.state.contract_owner[0] == 0 and not any(bribes(m, 1).values())


def test_bribe_bidding_up__only_once_per_turn():
    m = match(TILES, players=3, params=PARAMS)
    attempt(m, 0)
    play(m, ("reveal", at("6,6")), ("reveal", at("0,1")), ("bid", "deltamite"))
    events = play(m, ("reveal", at("6,5")))  # the bid mineral: fulfilled, no second bidding window
    assert [e["type"] for e in events][:2] == ["reveal", "fulfil"]
    assert len(events_of(m.events(), "bid")) == 1


def test_bribe_bidding_up__a_failed_answer_fails_the_contract_and_the_bidders_counter_is_not_spent():
    m = match(TILES, params=PARAMS, bribes_spent=[["gammatite"], []])
    attempt(m, 1)
    play(m, ("reveal", at("0,0")), ("reveal", at("0,2")), ("reveal", at("0,1")), ("bid", "gammatite"))
    events = play(m, ("reveal", at("0,4")))  # a Betamite, and Greg has no Gammatite counter left
    assert events_of(events, "fail")
    assert m.state.contract_owner[1] == -1 and m.state.collected[0] == []
    assert bribes(m, 1)["gammatite"] is False  # not flipped: Brian may use it again
    assert all(cell_view(m, k)["tile"] == "down" for k in ("0,0", "0,1", "0,2", "0,4"))


def test_bribe_bidding_up__the_fulfiller_may_replace_a_wrong_answer_with_an_own_counter_of_that_mineral():
    m = match(TILES, params=PARAMS)
    attempt(m, 1)
    play(m, ("reveal", at("0,0")), ("reveal", at("0,2")), ("reveal", at("0,1")), ("bid", "gammatite"))
    play(m, ("reveal", at("0,4")))  # Betamite
    assert sorted(m.legal()) == [("accept",), ("bribe", "gammatite")]
    with pytest.raises(IllegalAction) as err:
        m.act(("bribe", "alphatite"))
    assert "Bidding Up" in str(err.value)
    play(m, ("bribe", "gammatite"))
    assert m.state.contract_owner[1] == 0
    assert bribes(m, 0)["gammatite"] is True and bribes(m, 1)["gammatite"] is True
    assert m.scores() == [3 + 4 + 2 + 1 - 2, -2]


def test_bribe_bidding_up__an_incident_revealed_as_the_answer_fails_the_contract():
    m = match(TILES, params=PARAMS)
    attempt(m, 1)
    play(m, ("reveal", at("0,0")), ("reveal", at("0,2")), ("reveal", at("0,1")), ("bid", "gammatite"))
    events = play(m, ("reveal", at("1,0")))
    assert [e["type"] for e in events][:2] == ["incident", "fail"]  # in the order of play
    assert m.state.contract_owner[1] == -1 and bribes(m, 1)["gammatite"] is False


@pytest.mark.parametrize("wild", [True, False])
def test_bribe_bidding_up__omnidium_answers_a_bid_by_rule_option(wild):
    m = match(TILES, params={**PARAMS, "omnidium_matches_bid": wild}, bribes_spent=[["gammatite"], []])
    attempt(m, 1)
    play(m, ("reveal", at("0,0")), ("reveal", at("0,2")), ("reveal", at("0,1")), ("bid", "gammatite"))
    play(m, ("reveal", at("0,5")))
    assert (m.state.contract_owner[1] == 0) is wild


def test_bribe_bidding_up__the_last_contract_may_be_bid_up_before_the_game_ends():
    """Ruling (Bidding Up against Game End): a contract counts as fulfilled once its bid-up is
    settled, so the last open contract is contested like any other."""
    m = match(TILES, params=PARAMS, contracts_done={"1": 1, "2": 1})
    attempt(m, 0)
    play(m, ("reveal", at("6,6")), ("reveal", at("0,1")))
    assert not m.is_over() and m.decision().player == 1 and ("bid", "deltamite") in m.legal()
    play(m, ("bid", "deltamite"), ("reveal", at("6,5")))
    assert m.is_over() and m.state.end_reason == "last_contract"
    assert m.scores() == [1 + 2 + 5, -2]
