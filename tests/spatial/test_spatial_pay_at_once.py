"""Paying a cost at once (issue 20, "Heavy gestures"): the cards of a payment are picked by kind
and paid with one click, while the engine still takes each card as its own decision
("About Exploration", "Moving Your Spaceship").

Checked on seeded random positions where two or more cards are still due:
- the options are exactly the mixes of cards that card-by-card paying can reach;
- paying an option at once gives the very match that paying its cards one by one gives, in
  every seat's view and log;
- through the widget: one message plays the whole payment; a bad number, a stale step or a seat
  that does not decide is refused with a sentence and leaves the match unchanged;
- only the payer's own document offers it, so no other seat learns the payer's hand from it.
"""

from __future__ import annotations

import functools
import json
import random

import pytest

from deltawidgets import Match, get_game
from deltawidgets.games.spatial.components import CARDS
from deltawidgets.widgets import widget_for

GAME = get_game("spatial")


@functools.cache
def _pay_records(count: int, players: int) -> tuple:
    records = []
    for seed in range(200):
        m = Match(GAME, {"players": players}, seed=seed)
        rng = random.Random(seed)
        while not m.is_over():
            if GAME.plans(m.state):
                records.append((seed, tuple(m.actions)))
                break
            m.act(rng.choice(m.legal()))
        if len(records) == count:
            return tuple(records)
    raise AssertionError("too few payments met")


def pay_positions(count: int = 6, players: int = 3) -> list[Match]:
    """Fresh matches (seeded random play) stopped where the payer still owes two or more cards."""
    return [Match(GAME, {"players": players}, seed=seed, actions=list(actions)) for seed, actions in _pay_records(count, players)]


def reachable_mixes(match) -> set[tuple[int, ...]]:
    """Every mix of cards that paying one legal card after another completes."""
    out = set()

    def walk(m, taken):
        if m.state.phase != "pay":
            out.add(tuple(taken))
            return
        for a in m.legal():
            k = CARDS.index(a[1])
            nxt = m.clone(narrations=False)
            nxt.act(a)
            walk(nxt, taken[:k] + [taken[k] + 1] + taken[k + 1 :])

    walk(match.clone(narrations=False), [0] * len(CARDS))
    return out


def seen(m) -> str:
    views = ["all", "public", *range(m.state.players)]
    return json.dumps([[m.observation(v), m.log(v)] for v in views], sort_keys=True, default=list)


@pytest.mark.parametrize("m", pay_positions(4), ids=lambda m: f"seed{m.seed}")
def test_the_options_are_every_mix_card_by_card_paying_reaches(m):
    """About Exploration / Moving Your Spaceship: a whole payment is offered exactly when paying
    its cards one at a time is allowed to the end (matching goods, one any-goods card from two
    worlds on)."""
    options = {counts for _, counts, _ in GAME.plans(m.state).options}
    assert options == reachable_mixes(m)


@pytest.mark.parametrize("m", pay_positions(4), ids=lambda m: f"seed{m.seed}")
def test_paying_at_once_is_paying_card_by_card(m):
    """Each card stays its own decision: the match after a whole payment equals the match after
    its cards were paid one by one, in every view and log (the shape other seats see is the same)."""
    for _, _, actions in GAME.plans(m.state).options:
        at_once, one_by_one = m.clone(), m.clone()
        at_once.act_all(actions)
        for a in actions:
            one_by_one.act(a)
        assert at_once.cursor == m.cursor + len(actions)
        assert seen(at_once) == seen(one_by_one)


def test_an_impossible_list_is_refused_whole_and_changes_nothing():
    """A list whose second card cannot be paid is refused with the rule's sentence before any
    card is paid."""
    m = pay_positions(1)[0]
    before, cursor = seen(m), m.cursor
    first = m.legal()[0]
    with pytest.raises(Exception, match="Choice 2 of 2"):
        m.act_all([first, ("pay", "no such card")])
    assert (seen(m), m.cursor) == (before, cursor)


def test_the_widget_pays_at_once_and_refuses_bad_messages():
    """One act_plan message plays a whole payment; a number out of range, a stale step and a view
    that does not decide are each refused with a sentence, the match unchanged."""
    m = pay_positions(1)[0]
    w = widget_for("spatial", match=m)
    payer = m.decision().player
    w.viewer = payer
    options = w.doc["plans"]["options"]
    assert w.doc["plans"]["title"] == "Pay at once" and options[0]["label"].startswith("Pay ")
    cursor = w.cursor
    for bad in (
        {"type": "act_plan", "index": len(options), "step": cursor},
        {"type": "act_plan", "index": 0, "step": cursor + 5},
        {"type": "act_plan", "index": -1},
    ):
        w.send_from_frontend(bad)
        assert w.error and w.cursor == cursor
    w.viewer = (payer + 1) % m.state.players
    assert w.doc["plans"] is None  # another seat is not offered the payer's cards
    w.send_from_frontend({"type": "act_plan", "index": 0, "step": cursor})
    assert "choose for them" in w.error and w.cursor == cursor
    w.viewer = payer
    n = sum(options[0]["counts"])
    w.send_from_frontend({"type": "act_plan", "index": 0, "step": cursor})
    assert w.error == "" and w.cursor == cursor + n


def test_only_the_payer_is_offered_a_payment_at_once():
    """A seat's document never holds another seat's plans, whatever that hand holds: every
    non-paying seat's document has no plans, the payer's has."""
    for m in pay_positions(3):
        w = widget_for("spatial", match=m)
        payer = m.decision().player
        for seat in range(m.state.players):
            w.viewer = seat
            assert (w.doc["plans"] is not None) == (seat == payer)
