"""Hidden information (hands, draw piles, face-down tiles, a dragonfly location's tiles seen
only by the seat that reached it) and properties of random games for 2-4 players."""

from __future__ import annotations

import json
import random

import pytest

from deltakit import GAME, act, card, cat, params, position
from deltawidgets.core.match import Match
from deltawidgets.games.delta.scenario import UNORDERED, UNORDERED_PER_SEAT
from deltawidgets.games.delta.state import DERIVED, WRITTEN

SEEDS = (11, 12)


def _card_places(s):
    """Every card of the position, once per place it lies (hands, piles, in play, displays...)."""
    for p in range(s.players):
        yield from s.hand[p]
        yield from (c for pile in s.piles[p] for c in pile)
        yield from (c for c in s.played[p] if c is not None and c >= 0)
        yield from s.animals[p]
        yield from s.last_cards[p]
    yield from (c for row in s.display for c in row)
    yield from (c for deck in s.decks.values() for c in deck)
    yield from s.box
    yield from s.removed


def random_states(players: int, seed: int):
    s = GAME.setup(params(players), seed)
    rng = random.Random(seed)
    states, actions = [GAME.clone(s)], []
    while not GAME.is_over(s):
        a = rng.choice(GAME.legal_actions(s))
        GAME.apply(s, a)
        actions.append(a)
        states.append(GAME.clone(s))
    return states, actions


# -- hidden information ----------------------------------------------------------------------------
def test_hidden__a_hand_is_seen_only_by_its_player():
    s = GAME.setup(params(3), 1)
    assert GAME.observation(s, 0)["players"][0]["hand"] and GAME.observation(s, 1)["players"][0]["hand"] is None
    assert GAME.observation(s, "public")["players"][0]["hand"] is None
    assert GAME.observation(s, 1)["players"][0]["hand_size"] == 7


def test_hidden__swapping_another_hand_and_the_draw_piles_changes_nothing_a_seat_is_shown():
    s = GAME.setup(params(3), 2)
    t = GAME.clone(s)
    t.hand[1][0], t.decks["animal"][0] = t.decks["animal"][0], t.hand[1][0]
    t.decks["advanced"].reverse()
    t.inv_stack.reverse()
    assert GAME.observation(t, 0) == GAME.observation(s, 0) and GAME.observation(t, "public") == GAME.observation(s, "public")
    assert GAME.observation(t, 1) != GAME.observation(s, 1)


def test_dragonfly_tiles__a_locations_tiles_are_seen_only_by_the_player_who_reached_it():
    catalog = cat(2)
    s = position(2, round=2, step="play", order=[0, 1], pos=[1, 2], current=0, crystals=[9, 0], explored=[["Boduka", "Bruma", "Lodana"], ["Boduka"]])
    act(s, ("card", card(catalog, "Explorer", 0)), ("section", "map"))
    s.animals[0].append(next(c for c, x in enumerate(catalog.cards) if x.effect == "pilot"))
    s.decks["animal"].remove(s.animals[0][-1])
    ev = GAME.apply(s, ("explore", "Vessa"))
    seen = [x for x in GAME.observation(s, 0)["islands"] if x["name"] == "Vessa"][0]["dragonflies"]
    other = [x for x in GAME.observation(s, 1)["islands"] if x["name"] == "Vessa"][0]["dragonflies"]
    assert len(seen["seen"]) == 2 and other == {"count": 2, "seen": []}
    lines = {v: [GAME.narrate(e, v) for e in ev] for v in (0, 1, "all")}
    assert lines[0] == lines["all"] != lines[1]
    assert not any(n in " ".join(lines[1]) for n in seen["seen"])
    assert GAME.decision(s).to_json() == {"player": 0, "kind": "dragonfly", "prompt": "Keep one of the dragonfly tiles you looked at", "reaction": False}
    keep = GAME.legal_actions(s)[0]
    act(s, keep)
    after = {v: [x for x in GAME.observation(s, v)["islands"] if x["name"] == "Vessa"][0]["dragonflies"] for v in (0, 1)}
    assert after[0]["count"] == 1 and len(after[0]["seen"]) == 1 and after[1] == {"count": 1, "seen": []}
    assert s.df_seen[0] == s.df_at["Vessa"]  # seat 0 still knows the tile it put back


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hidden__determinize_keeps_the_viewers_view_and_decision(players):
    states, _ = random_states(players, 5)
    rng = random.Random(1)
    for s in states[:: max(1, len(states) // 12)]:
        for v in [*range(players), "public"]:
            t = GAME.determinize(GAME.clone(s), v, rng)
            assert GAME.observation(t, v) == GAME.observation(s, v)
            assert GAME.decision(t) == GAME.decision(s)
            if GAME.decision(s) and GAME.decision(s).player == v:
                assert GAME.legal_actions(t) == GAME.legal_actions(s)


# -- properties of random games ------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_properties__random_games_conserve_cards_and_resources_and_end_after_round_6(players, seed):
    states, actions = random_states(players, seed)
    s0 = states[0]
    total = len(s0.cat.cards)
    for s in states:
        assert sorted(_card_places(s)) == list(range(total)), "cards conserved"
        for res in ("crystals", "flasks"):
            held = getattr(s, res)
            assert all(x >= 0 for x in held) and sum(held) <= s.cat.supply[res], "resources conserved"
        assert all(s.vp[p] == sum(s.vp_from[p].values()) for p in range(players)), "VP is the sum of its sources"
        assert len(s.dragonflies[0]) + sum(len(v) for v in s.df_at.values()) <= len(s.cat.dragonflies)
        assert sum(len(x) for x in s.dragonflies) + sum(len(v) for v in s.df_at.values()) == len(s.cat.dragonflies)
        assert sorted([*s.inv_row, *s.inv_stack, *(t for x in s.inventions for t in x)]) == list(range(len(s.cat.inventions)))
        assert s.round <= 6
        assert s.markers == {i: sum(i in e for e in s.explored) for i in s.cat.islands if any(i in e for e in s.explored)}
    final = states[-1]
    assert final.over and final.round == 6 and GAME.end_reason(final) == "six_rounds"
    assert all(len(x) == 0 for row in final.display for x in [row]), "every last round card was taken"
    assert sum(1 for a in actions if a[0] in ("section", "marker")) == 3 * 6 * players, "three turns a round"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_properties__scenario_round_trip_over_every_state_slot(players):
    states, _ = random_states(players, 21)
    slots = [*WRITTEN, *DERIVED]
    for s in states[:: max(1, len(states) // 20)] + [states[-1]]:
        t = GAME.setup_from(s.params, json.loads(json.dumps(GAME.scenario_of(s))))
        for k in slots:
            assert _listed(k, getattr(t, k)) == _listed(k, getattr(s, k)), f"slot {k} differs after the scenario round trip"


def _listed(slot: str, value):
    """A slot's value as a position holds it: the sets of pieces (a hand, the box) in order,
    since no rule reads the order play happened to list them in (scenario.UNORDERED)."""
    if slot in UNORDERED:
        return sorted(value)
    return [sorted(x) for x in value] if slot in UNORDERED_PER_SEAT else value


@pytest.mark.parametrize("players", [2, 3, 4])
def test_properties__records_and_undo_redo_are_exact(players):
    m = Match(GAME, {"players": players}, seed=7, checkpoint_every=8)
    rng = random.Random(7)
    while not m.is_over():
        m.act(rng.choice(m.legal()))
    truth = Match.load(json.dumps(m.record()))
    assert truth.observation("all") == m.observation("all") and truth.state.vp == m.state.vp
    for k in (m.length // 3, m.length // 2, 5, m.length):
        m.goto(k)
        fresh = Match(GAME, {"players": players}, seed=7)
        for a in m.actions[:k]:
            fresh.act(a)
        assert m.observation("all") == fresh.observation("all") and m.legal() == fresh.legal()
    m.goto(m.length)
    m.undo()
    m.redo()
    assert m.observation("all") == truth.observation("all")


def test_hidden__determinize_redraws_what_the_viewer_cannot_see_and_keeps_what_it_can():
    """Hidden information: draw piles, the face-down invention and paper stacks (not the tiles put
    back face up under them), the dragonflies a seat has not looked at and, with 2 players, the
    set-aside advanced characters are dealt anew; the viewer's looks stay. A determinize that
    kept everything would let a bot read what no seat can see."""
    states, _ = random_states(2, 8)
    s = next(x for x in states if x.round == 2 and x.step == "play")
    seen_by_0 = set(s.df_seen[0])
    differs = {"decks": False, "inventions": False, "dragonflies": False, "removed": False}
    rng = random.Random(3)
    for _ in range(20):
        t = GAME.determinize(GAME.clone(s), 0, rng)
        differs["decks"] |= any(t.decks[k] != s.decks[k] for k in s.decks)
        hidden = len(s.inv_stack) - s.known_tail["inventions"]
        differs["inventions"] |= t.inv_stack[:hidden] != s.inv_stack[:hidden]
        assert t.inv_stack[hidden:] == s.inv_stack[hidden:] and sorted(t.inv_stack) == sorted(s.inv_stack)
        differs["dragonflies"] |= t.df_at != s.df_at
        for loc, tiles in s.df_at.items():
            assert [x for x in tiles if x in seen_by_0] == [x for x in t.df_at[loc] if x in seen_by_0]
        differs["removed"] |= sorted(t.removed) != sorted(s.removed)
        assert sorted(s.cat.cards[c].type for c in t.removed) == sorted(s.cat.cards[c].type for c in s.removed)
        assert t.hand == s.hand
    assert all(differs.values()), differs


@pytest.mark.parametrize("players", [2, 4])
def test_setup__general_another_seats_starting_hand_is_known_from_its_face_up_discards(players):
    """Setup, "General": every seat shuffles the same ten basic characters and discards three face
    up, so the seven in hand are the ten less those three. Hands after that grow only from face-up
    displays and face-up discard piles, which is why ``determinize`` keeps hands (ruling
    ``hands_are_deducible``)."""
    s = GAME.setup(params(players), 21)
    faces = [sorted(s.cat.cards[c].name for c in s.cat.basic[p]) for p in range(players)]
    assert all(f == faces[0] for f in faces)
    for p in range(players):
        shown = [c["name"] for pile in GAME.observation(s, (p + 1) % players)["players"][p]["discard_piles"] for c in pile]
        rest = list(faces[p])
        for name in shown:
            rest.remove(name)
        assert sorted(rest) == sorted(s.cat.cards[c].name for c in s.hand[p])


def test_hidden__phase_2_a_the_chosen_card_is_shown_to_others_only_once_it_is_placed():
    """Phase 2: Actions (A): the card and its section are one choice at the table; the engine asks
    them one after the other, and between the two the card is still in its player's hand."""
    s = position(2, round=2, step="play", order=[0, 1], pos=[1, 2], current=0)
    c = card(s.cat, "Explorer", 0)
    act(s, ("card", c))
    assert GAME.observation(s, 0)["chosen_card"]["name"] == "Explorer"
    assert GAME.observation(s, 1)["chosen_card"] is None and GAME.observation(s, "public")["chosen_card"] is None
    act(s, ("section", "map"))
    assert GAME.observation(s, 1)["players"][0]["played"]["map"]["card"]["name"] == "Explorer"


def test_hidden__another_seats_chosen_card_is_drawn_anew_from_its_characters():
    """Phase 2: Actions (A): between the card and its section, only its player knows the card
    (it is still in the hand); a determinization for another seat draws it from the characters
    in that hand, and keeps it for its player (issue 33: nothing another seat hides stays)."""
    s = position(2, round=2, step="play", order=[0, 1], pos=[1, 2], current=0)
    c = card(s.cat, "Explorer", 0)
    act(s, ("card", c))
    drawn = {GAME.determinize(GAME.clone(s), 1, random.Random(r)).chosen for r in range(30)}
    chars = {x for x in s.hand[0] if s.cat.cards[x].kind in ("basic", "advanced")}
    assert drawn <= chars and len(drawn) > 1
    assert {GAME.determinize(GAME.clone(s), 0, random.Random(r)).chosen for r in range(5)} == {c}
    assert GAME.knowledge(s, 1)["hands"] == [sorted(h) for h in s.hand]  # ruling hands_are_deducible
