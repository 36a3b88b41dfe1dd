"""What each seat may see ("Card Draft": hands are private, drafted cards public; "Deliveries":
MSP and First Delivery tokens behind the player's screen), element ids and geometry for renderers,
labels, targets and the log."""

from __future__ import annotations

import json
import random
import re

from deltawidgets import Match
from deltawidgets.games.spatial.words import corner_name
from spatialkit import A_X, AX, B_X, BX, EARTH, GAME, SPOKE_AB, X, hexi, net, pay_all, play, tiles, turn_match


def random_match(players=3, seed=1, steps=150):
    m = Match(GAME, {"players": players}, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if m.is_over():
            break
        m.act(rng.choice(m.legal()))
    return m


def test_screens__a_seat_sees_its_own_hand_and_msp_not_the_others():
    m = random_match()
    for viewer in range(3):
        obs = m.observation(viewer)
        for p, pl in enumerate(obs["players"]):
            if p == viewer:
                assert pl["hand"] is not None and pl["msp"] is not None and pl["first_delivery"] is not None
            else:
                assert pl["hand"] is None and pl["msp"] is None and pl["first_delivery"] is None
                assert pl["msp_parts"] is None and obs["scores"][p] is None
            assert pl["hand_size"] == sum(m.state.hand[p])
    assert all(pl["hand"] is not None for pl in m.observation("all")["players"])


def test_screens__opened_at_game_end_or_with_open_screens():
    m = turn_match([{"explore": 1}, {"explore": 1}], round=5, msp=[3, 4], **net())
    assert m.observation(0)["players"][1]["msp"] is None
    while not m.is_over():
        play(m, ("end",))
    assert m.observation(0)["players"][1]["msp"] == 4 and m.observation(0)["scores"] == [3, 4]
    assert m.observation(0)["players"][1]["hand"] is None  # hands stay private
    m = turn_match([{"explore": 1}, {"explore": 1}], msp=[3, 4], params={"open_screens": True}, **net())
    assert m.observation(0)["players"][1]["msp"] == 4


def test_screens__hidden_parts_do_not_change_a_seats_view():
    """Change everything seat 0 may not know; seat 0's observation must not move."""
    m = random_match(players=4, seed=5, steps=120)
    s = m.state
    other = GAME.clone(s)
    for q in range(1, 4):
        size = sum(other.hand[q])
        other.hand[q] = [size, 0, 0, 0, 0]
        other.fdt[q] = [0, 5, 5, 5, 5]
        other.msp[q] = [99, 0, 0, 0]
    other.deck = list(reversed(other.deck)) + []
    other.later = tuple(reversed(other.later))
    other.discard = [other.discard[0], sum(other.discard[1:]), 0, 0, 0]
    assert GAME.observation(other, 0) == GAME.observation(s, 0)
    assert GAME.observation(other, "all") != GAME.observation(s, "all")


def test_screens__the_log_hides_paid_cards_and_msp_from_opponents():
    m = turn_match([{"explore": 1, "red": 1}, {"explore": 1}], tiles=tiles(X="red"))
    play(m, ("from", EARTH), ("seg", SPOKE_AB), ("station", m.state.board.corner_at((1, 0), (1, -1), X)))
    pay_all(m, "explore", "red")
    mine = [t for t in m.log(0) if "built" in t][0]
    theirs = [t for t in m.log(1) if "built" in t][0]
    assert "red Goods card" in mine and "2 MSP" in mine
    assert "red" not in theirs and "Goods card" not in theirs and "MSP" not in theirs and "paying 2 cards." in theirs


def test_observation__json_safe_with_element_ids_and_pixel_free_geometry():
    m = random_match(players=2, seed=2, steps=60)
    for viewer in ("all", 0, 1):
        obs = m.observation(viewer)
        json.dumps(obs)
    obs = m.observation("all")
    assert all(re.fullmatch(r"h-?\d+,-?\d+", h["id"]) for h in obs["hexes"])
    assert all(re.fullmatch(r"v\d+", c["id"]) and len(c["hexes"]) == 3 for c in obs["corners"])
    assert all(re.fullmatch(r"e\d+", e["id"]) and len(e["hexes"]) == 2 and len(e["ends"]) == 2 for e in obs["borders"])
    assert [p["id"] for p in obs["pool"]] == ["g0", "g1", "g2", "g3"]
    corner_ids = {c["id"] for c in obs["corners"]}
    for e in obs["borders"]:
        assert set(e["ends"]) <= corner_ids
        ends = [next(c for c in obs["corners"] if c["id"] == end) for end in e["ends"]]
        for c in ends:  # both hexes of a border meet at each of its ends
            assert all(h in c["hexes"] for h in e["hexes"])
    earth = [c for c in obs["corners"] if c["earth"]]
    assert len(earth) == 6 and all(c["place"] == "h0,0" and not c["site"] for c in earth)


def test_observation__every_target_is_a_board_element():
    m = Match(GAME, {"players": 3}, seed=4)
    rng = random.Random(4)
    checked = 0
    while not m.is_over() and checked < 400:
        obs = m.observation("all")
        ids = {h["id"] for h in obs["hexes"]} | {c["id"] for c in obs["corners"]} | {e["id"] for e in obs["borders"]}
        ids |= {g["id"] for g in obs["pool"]} | {d["id"] for p in obs["players"] for d in p["drafted"]}
        for a in m.legal():
            assert set(m.game.targets(m.state, a)) <= ids, a
            assert m.game.label(m.state, a)
        m.act(rng.choice(m.legal()))
        checked += 1


def test_observation__branch_and_payment_in_progress_show_cost_and_progress():
    m = turn_match([{"explore": 2, "red": 1}, {"explore": 1}], tiles=tiles(X="red"))
    play(m, ("from", EARTH), ("seg", SPOKE_AB), ("seg", A_X))
    br = m.observation(1)["branch"]
    assert br["start"] == "h0,0" and br["borders"] == [f"e{SPOKE_AB}", f"e{A_X}"] and br["end"] == f"v{AX}"
    assert br["cost"] == {"cards": 2, "worlds": ["red"], "any_goods": False, "total": 3, "msp": 2}
    play(m, ("station", AX), ("pay", "explore"))
    pay = m.observation(1)["payment"]
    assert pay["for"] == "explore" and pay["total"] == 3 and pay["paid"] == 1 and pay["cards"] is None
    assert m.observation(0)["payment"]["cards"]["explore"] == 1


def test_observation__move_and_delivery_labels_and_log():
    m = turn_match([{"explore": 2, "blue": 1}, {"explore": 1}], tiles=tiles(X="blue"), **net({AX: 1, BX: 0}, {SPOKE_AB: 1, A_X: 1, B_X: 0}, outpost=False))
    assert m.game.label(m.state, ("step", AX)) == f"Move to Player 2's station at {corner_name(m.state.board, AX)} (step 1: 1 card)"
    play(m, ("step", AX), ("pay", "explore"))
    assert m.game.targets(m.state, ("deliver", hexi(X))) == ["h2,-1"]
    assert "+2 MSP and its First Delivery token" in m.game.label(m.state, ("deliver", hexi(X)))
    play(m, ("deliver", hexi(X)))
    log = m.log(1)
    assert any("moved from Earth to Player 2's station" in t for t in log)
    assert any("Player 2 earns a fee" in t for t in log)


def test_hints__why_corners_and_borders_are_closed_about_exploration():
    from spatialkit import BOARD, A, B, C, D, corner

    m = turn_match([{"explore": 1}, {"explore": 1}], tiles=tiles(X="red"), **net())
    hints = m.game.element_hints(m.state, 0)
    assert "corners of Earth" in hints[f"v{corner((0, 0), A, B)}"]
    assert "fewer than three hexes" in hints[f"v{corner(X, (3, -1), (3, -2))}"]
    assert "no Settled World" in hints[f"v{corner(C, D, (-1, -1))}"]
    assert f"v{corner(A, B, X)}" not in hints  # a free site
    assert "Earth's own edge" in hints[f"e{BOARD.border_between((0, 0), A)}"]
    assert "not laid yet" in hints[f"e{BOARD.border_between(X, (3, -1))}"]
    assert "one Trade Route Segment" in hints[f"e{BOARD.border_between(D, (-1, 1))}"]  # the OUTPOST spoke


def test_screens__the_public_viewer_sees_no_hand_and_no_msp():
    """ "Card Draft" and "Deliveries": the spectator ("public", the widget's synced snapshot) sees
    every player as an opponent does: hand sizes, no hand, no MSP behind a screen."""
    m = random_match(players=3, seed=4, steps=120)
    obs = m.observation("public")
    assert obs["viewer"] == "public" and "hidden" not in obs
    for p, pl in enumerate(obs["players"]):
        assert pl["hand"] is None and pl["hand_size"] == sum(m.state.hand[p])
        if not m.is_over():
            assert pl["msp"] is None and pl["first_delivery"] is None and obs["scores"][p] is None
    # the log: a spectator reads what an opponent of every player reads
    n = len(m.state.hand)
    for line in m.log("public"):
        assert any(line in m.log(q) for q in range(n)), line
    assert m.log("public") == [t for t in m.log("public") if "MSP" not in t or "bonus" in t or m.is_over()]
