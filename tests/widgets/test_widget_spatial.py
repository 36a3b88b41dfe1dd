"""The Spatial Delivery widget driven with the very messages the front-end sends (no browser).

A whole first round is played by front-end messages from an exact position: the card draft with
a challenge and its answer, a branch explored from Earth, a paid step and two deliveries. Bad
messages must leave the match unchanged with a sentence naming the rule, and no seat's synced
document may ever hold another seat's hand or anything behind another player's screen.
Test names and docstrings name the rulebook section (by its heading) each one checks.
"""

from __future__ import annotations

import copy
import json
import random
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deltawidgets import Match, get_game
from deltawidgets.games.spatial.board import board
from deltawidgets.games.spatial.words import corner_name
from deltawidgets.widgets import SpatialWidget, widget_for
from js_replay import record, replay_in_node

GAME = get_game("spatial")
BOARD = board(3)
EARTH = BOARD.earth
ROOT = Path(__file__).resolve().parents[2]

# Named places (axial q, r): A and X are worlds next to the corner AX where the branch ends.
A, B, X = (1, 0), (1, -1), (2, -1)
AB, AX = BOARD.corner_at(A, B, X), BOARD.corner_at(A, X, (2, 0))
SPOKE_AB, A_X = BOARD.border_between(A, B), BOARD.border_between(A, X)
HEX_A, HEX_X = BOARD.hex_index[A], BOARD.hex_index[X]
AX_NAME, AB_NAME = corner_name(BOARD, AX), corner_name(BOARD, AB)  # "the corner of A3, B4 and B5"

#: two full inner rings; ring 3 comes later. A is red (ring 1), X is blue (ring 2), (2, 0) is space.
TILES = {
    "1,0": "red",
    "1,-1": "space",
    "0,-1": "green",
    "-1,0": "yellow",
    "-1,1": "space",
    "0,1": "blue",
    "2,-1": "blue",
    "2,0": "space",
    "2,-2": "yellow",
    "1,-2": "red",
    "0,-2": "space",
    "-1,-1": "green",
    "-2,0": "red",
    "-2,1": "space",
    "-2,2": "blue",
    "-1,2": "yellow",
    "0,2": "green",
    "1,1": "space",
}
SCENARIO = {
    "tiles": TILES,
    "pool": ["red", "blue", "red", "green"],
    "deck": ["blue", "yellow", "red", "blue", "green", "yellow", "yellow"] + ["red", "blue", "yellow", "green"] * 6,
}
PARAMS = {"players": 2, "first_player": 0}

#: the draft: Player 1 takes red, Player 2 challenges for it, Player 1 gives it, then takes alternate
DRAFT = [["take", 0], ["challenge", 0, "red"], ["give"], ["take", 2], ["take", 1], ["take", 0], ["take", 3], ["take", 1], ["take", 0], ["take", 3]]


def scenario_widget(**kwargs) -> SpatialWidget:
    return SpatialWidget(match=Match(GAME, PARAMS, scenario=SCENARIO), **kwargs)


def fingerprint(w):
    """Everything a bad message must leave as it was."""
    m = w.match
    return (m.cursor, m.length, [list(a) for a in m.actions], m.params.to_json(), json.dumps(m.observation("all"), sort_keys=True), w.viewer, list(w.seats))


def synced_doc(w):
    """What a view that opens now builds from the synced snapshot and catch-up."""
    return w.synced_doc()


def click(w, target: str, label_start: str = ""):
    """Play the one legal choice whose board targets include ``target`` (as a click does)."""
    hits = [c for c in w.legal if target in c["targets"] and c["label"].startswith(label_start)]
    assert len(hits) == 1, (target, [c["label"] for c in w.legal])
    w.send_from_frontend({"type": "act", "index": hits[0]["index"], "step": w.cursor})
    assert w.error == "", w.error


def button(w, label: str):
    """Play the choice with exactly this label (a button of the panel)."""
    hits = [c for c in w.legal if c["label"] == label]
    assert len(hits) == 1, (label, [c["label"] for c in w.legal])
    w.send_from_frontend({"type": "act", "index": hits[0]["index"], "step": w.cursor})
    assert w.error == "", w.error


def play_draft(w):
    for a in DRAFT:
        w.send_from_frontend({"type": "act", "action": a, "step": w.cursor})
        assert w.error == "", w.error


def explore_to_ax(w):
    """Player 1 explores from Earth along A|B then A|X and builds the station at AX, paying
    two Exploration cards, a red and a blue card."""
    click(w, "h0,0", "Explore from Earth")
    click(w, f"e{SPOKE_AB}")
    click(w, f"e{A_X}")
    click(w, f"v{AX}", "Build a station")
    for kind in ("an Exploration", "an Exploration", "a red", "a blue"):
        button(w, f"Pay {kind} card" if "Exploration" in kind else f"Pay {kind} Goods card")


# -- construction ---------------------------------------------------------------------------------------


def test_spatial_widget_carries_the_game_renderer_and_options():
    w = SpatialWidget(seed=4, params={"players": 5})
    assert (w.game_name, w.title, w.renderer) == ("spatial", "Spatial Delivery", "spatial")
    assert w.params_schema == GAME.Params.model_json_schema() and w.params["players"] == 5
    assert len(w.seats) == 5 and len(w.view["players"]) == 5
    assert w.check_sync() and synced_doc(w) == w.doc
    assert isinstance(widget_for("spatial", seed=4), SpatialWidget)
    assert widget_for("spatial", seed=4, params={"players": 5}).doc == w.doc


def test_every_legal_target_is_an_element_the_renderer_draws():
    """Every target id names a hex, corner, border, pool card or drafted card of the view (what
    js/boards/spatial.js gives a data-target), over a random 4-player game."""
    w = SpatialWidget(seed=12, params={"players": 4})
    rng = random.Random(12)
    for _ in range(300):
        if w.status["over"]:
            break
        v = w.view
        ids = {x["id"] for key in ("hexes", "corners", "borders", "pool") for x in v[key]}
        ids |= {d["id"] for p in v["players"] for d in p["drafted"]}
        for c in w.legal:
            assert set(c["targets"]) <= ids, c
        w.act(rng.randrange(len(w.legal)))


# -- a first round by front-end messages ------------------------------------------------------------------


def test_card_draft_challenge_is_answered_by_the_challenged_player():
    """ "1. Card Draft": Player 2 challenges Player 1 for the red card just taken; the answer is
    Player 1's decision (a reaction), and clicking the challenged card gives it."""
    w = scenario_widget()
    click(w, "g0")
    assert w.view["players"][0]["drafted"] == [{"id": "d0-0", "goods": "red"}]
    click(w, "d0-0", "Challenge Player 1")
    st_ = w.status
    assert (st_["decider"], st_["kind"], st_["reaction"], st_["shown"]) == (0, "challenge", True, 0)
    assert w.view["challenge"] == {"challenger": 1, "challenged": 0, "goods": "red"}
    labels = {c["label"]: c["targets"] for c in w.legal}
    assert labels == {"Give Player 2 the red Goods card": ["d0-0"], "Refuse: hand over your 2 Challenge tokens": []}
    click(w, "d0-0", "Give")
    v = w.view
    assert v["players"][0]["drafted"] == [] and v["players"][1]["drafted"] == [{"id": "d1-0", "goods": "red"}]
    assert v["players"][0]["holds"] == [2, 1], "Player 1 keeps the challenger's token"
    assert w.status["decider"] == 0 and w.check_sync()


def test_refusing_a_challenge_hands_over_all_tokens_and_no_card():
    """ "1. Card Draft": refusing hands the challenger all of one's own remaining tokens, and the
    challenger takes no card this turn."""
    w = scenario_widget()
    click(w, "g0")
    click(w, "d0-0", "Challenge")
    button(w, "Refuse: hand over your 2 Challenge tokens")
    p1, p2 = w.view["players"]
    assert p1["drafted"] == [{"id": "d0-0", "goods": "red"}] and p2["drafted"] == []
    assert p1["tokens"] == 0 and p2["holds"] == [2, 1]


def test_branch_cost_is_shown_before_the_station_is_built():
    """ "About Exploration": one card per segment plus a matching Goods card per adjacent world
    (one of them any goods kind when there are two); the cost of ending here is in the view and
    in the station choice's label before choosing, and MSP are 1 + the adjacent worlds."""
    w = scenario_widget()
    play_draft(w)
    assert w.status["kind"] == "turn" and w.status["decider"] == 0
    click(w, "h0,0", "Explore from Earth")
    click(w, f"e{SPOKE_AB}")
    branch = w.view["branch"]
    assert branch["cost"] == {"cards": 1, "worlds": ["red", "blue"], "any_goods": True, "total": 3, "msp": 3}
    click(w, f"e{A_X}")
    branch = w.view["branch"]
    assert branch["borders"] == [f"e{SPOKE_AB}", f"e{A_X}"] and branch["end"] == f"v{AX}"
    assert branch["cost"]["total"] == 4 and branch["cost"]["cards"] == 2
    station = next(c for c in w.legal if c["targets"] == [f"v{AX}"])
    assert station["label"] == f"Build a station at {AX_NAME}: pay 2 cards + red + blue (one of the goods may be any kind); +3 MSP"
    click(w, f"v{AX}")
    assert w.view["payment"] == {
        "for": "explore",
        "target": f"v{AX}",
        "total": 4,
        "paid": 0,
        "cards": {"explore": 0, "red": 0, "blue": 0, "yellow": 0, "green": 0},
    }
    for kind in ("an Exploration", "an Exploration", "a red", "a blue"):
        button(w, f"Pay {kind} card" if "Exploration" in kind else f"Pay {kind} Goods card")
    v = w.view
    assert v["corners"][AX]["station"] == 0 and v["ships"][0] == f"v{AX}"
    assert v["borders"][SPOKE_AB]["segment"] == 0 and v["borders"][A_X]["segment"] == 0
    assert w.match.scores()[0] == 3
    assert w.status["decider"] == 1, "building a station ends the turn (Moving Your Spaceship)"


def test_move_shows_the_step_cost_and_delivery_pays_ring_and_fee():
    """ "Moving Your Spaceship": the first step of a turn costs one card, shown on the station's
    choice; "Deliveries": selling to a ring-2 world scores 2 MSP and its First Delivery token,
    and the station's owner earns one MSP."""
    w = scenario_widget()
    play_draft(w)
    explore_to_ax(w)
    move = next(c for c in w.legal if c["targets"] == [f"v{AX}"])
    assert move["label"] == f"Move to Player 1's station at {AX_NAME} (step 1: 1 card)"
    assert w.view["next_step_cost"] == 1
    click(w, f"v{AX}")
    button(w, "Pay an Exploration card")
    assert w.view["ships"][1] == f"v{AX}"
    assert w.view["next_step_cost"] == 2, "a second step this turn would cost two cards"
    click(w, f"h{X[0]},{X[1]}", "Deliver blue")
    hexes = w.match.observation("all")["hexes"]
    assert hexes[HEX_X]["sale"] == 1 and hexes[HEX_X]["token"] is False
    assert w.match.scores() == [4, 2]
    # Player 1 sells red to A from their own station: ring 1, no fee
    click(w, f"h{A[0]},{A[1]}", "Deliver red")
    assert w.match.scores() == [5, 2]
    button(w, "Done for this round")
    button(w, "Done for this round")
    assert w.view["round"] == 2 and w.view["phase"] == "draft"
    assert all(h["sale"] == -1 for h in w.view["hexes"]), "3. End of Round: Sale Markers go home"
    assert w.view["ships"] == ["h0,0", "h0,0"], "3. End of Round: spaceships return to Earth"


# -- errors leave the match unchanged --------------------------------------------------------------------


def test_illegal_choices_give_the_rule_sentence_and_change_nothing():
    """ "1. Card Draft" (spread the misery, no take-backs), "Deliveries" and "Moving Your
    Spaceship": illegal choices sent by the front-end are refused with the engine's sentence
    naming the rule, and nothing changes."""
    w = scenario_widget()
    for a in DRAFT[:4]:
        w.act(a)
    # Player 1 holds one of Player 2's Challenge tokens since the answered challenge
    before = fingerprint(w)
    snapshot, patch = copy.deepcopy(w.snapshot), copy.deepcopy(w.delta)
    w.send_from_frontend({"type": "act", "action": ["challenge", 0, "red"], "step": w.cursor})
    assert w.error == ("1. Card Draft: you may not challenge Player 1, who already holds one of your Challenge tokens (spread the misery).")
    assert fingerprint(w) == before and (w.snapshot, w.delta) == (snapshot, patch)
    w.act(["take", 1])
    w.send_from_frontend({"type": "act", "action": ["challenge", 1, "red"], "step": w.cursor})
    assert w.error == ("1. Card Draft: you may not challenge Player 2 while you hold any of their Challenge tokens (no take-backs).")
    for a in DRAFT[5:]:
        w.act(a)
    before = fingerprint(w)
    w.send_from_frontend({"type": "act", "action": ["deliver", HEX_A], "step": w.cursor})
    assert w.error == "Deliveries: your spaceship must be at a Trade Station to sell."
    w.send_from_frontend({"type": "act", "action": ["step", AX], "step": w.cursor})
    assert w.error == (f"Moving Your Spaceship: a step follows trade routes to the next trade station met; {AX_NAME} is not one step from your spaceship.")
    assert fingerprint(w) == before


def position(phase: str) -> SpatialWidget:
    """The scenario at a step of the given phase: draft, turn, branch (at Earth) or pay."""
    w = scenario_widget()
    if phase == "draft":
        w.act(["take", 0])
        return w
    play_draft(w)
    if phase == "branch":
        w.act(["from", EARTH])
    elif phase == "pay":
        for a in (["from", EARTH], ["seg", SPOKE_AB], ["seg", A_X], ["station", AX]):
            w.act(a)
    return w


BAD = [
    ("draft", ["take", 9], "1. Card Draft: the pool has 4 cards, numbered from 0 to 3"),
    ("draft", ["challenge", 1, "purple"], "1. Card Draft: a challenge names a seat and a goods kind"),
    ("draft", ["take", True], "Message 'act'"),
    ("draft", ["seg", 3], "That is not a choice at this step. Player 2 must now: Take a card"),
    ("turn", ["from", "x"], "About Exploration: a branch starts at Earth or at a corner"),
    ("turn", ["step", -1], "Moving Your Spaceship: a step goes to Earth or to a station"),
    ("turn", ["deliver", 10**6], "Deliveries: name a Settled World hex"),
    ("branch", ["seg", "x"], "About Exploration: a segment lies along a border between two hexes"),
    ("branch", ["seg", 0], "About Exploration: a segment lies along the border of two laid hexes"),
    ("branch", ["seg", A_X], "About Exploration: a branch is one connected path"),
    ("branch", ["station", -3], "About Exploration: a station stands at a corner of the map"),
    ("pay", ["pay", "purple"], "2. Explore and Deliver: pay with one card, naming its kind"),
    ("pay", ["pay", "yellow"], "2. Explore and Deliver: you hold no yellow Goods card."),
    ("pay", ["end"], "2. Explore and Deliver: first pay the cost"),
]


@pytest.mark.parametrize("phase,action,error", BAD, ids=[f"{p}-{json.dumps(a)}" for p, a, _ in BAD])
def test_malformed_or_illegal_actions_give_a_sentence_and_change_nothing(phase, action, error):
    """Bad choices at each step get one sentence naming the section they break ("1. Card Draft",
    "About Exploration", "Moving Your Spaceship", "Deliveries", "2. Explore and Deliver" for
    paying), or saying what the step asks for, and leave the match unchanged."""
    w = position(phase)
    before = fingerprint(w)
    w.send_from_frontend({"type": "act", "action": action, "step": w.cursor})
    assert w.error.startswith(error) and w.error.endswith("."), w.error
    assert fingerprint(w) == before


def test_a_seat_that_does_not_decide_cannot_act():
    """ "1. Card Draft": the challenge's answer belongs to the challenged player only."""
    w = scenario_widget(viewer=1)
    w.viewer = 0
    click(w, "g0")
    w.viewer = 1
    click(w, "d0-0", "Challenge")
    assert w.legal == [] and not w.status["may_act"]
    before = fingerprint(w)
    w.send_from_frontend({"type": "act", "action": ["give"], "step": w.cursor})
    assert "switch the viewer to Player 1" in w.error and fingerprint(w) == before


# -- hover hints --------------------------------------------------------------------------------------------


def test_hints_say_why_a_click_would_fail_by_rule():
    """Hovering an element that is not a legal target says why, naming the rulebook section:
    "Deliveries" (a world while the spaceship is at Earth), "Moving Your Spaceship" (a station
    out of reach), "About Exploration" (a border already taken, a corner where fewer than three
    hexes meet); a legal target needs no excuse; a seat that does not decide gets none."""
    w = scenario_widget()
    assert w.hint("g0") == ""  # taking a pool card is legal
    assert w.hint("h1,0").startswith("That is not a choice at this step. Player 1 must now: Take a card")
    play_draft(w)
    assert w.hint("h1,0") == "Deliveries: your spaceship must be at a Trade Station to sell."
    explore_to_ax(w)
    assert w.status["decider"] == 1
    assert w.hint(f"v{AX}") == ""  # a legal step target: its label is shown instead
    click(w, f"v{AX}")
    button(w, "Pay an Exploration card")
    assert w.hint("h1,0") == ""  # Player 2 may sell red to A now
    assert w.hint("h0,-1") == "Deliveries: you may sell only to a world next to the station your spaceship is at."
    assert w.hint(f"e{SPOKE_AB}") == "About Exploration: only one Trade Route Segment may be built per border."
    rim = next(c["id"] for c in w.view["corners"] if not c["earth"] and not c["site"] and any(max(abs(q), abs(r), abs(q + r)) == 3 for q, r in c["hexes"]))
    assert w.hint(rim) == "About Exploration: fewer than three hexes meet here, so no Trade Station."
    w.viewer = 0  # not Player 1's decision
    assert w.hint(f"e{SPOKE_AB}") == "" and w.hint("h0,-1") == ""
    w.viewer = "auto"
    sent = []
    w.send = sent.append
    w.send_from_frontend({"type": "hint", "target": f"e{SPOKE_AB}", "step": w.cursor})
    assert sent == [
        {"type": "hint", "target": f"e{SPOKE_AB}", "step": w.cursor, "text": "About Exploration: only one Trade Route Segment may be built per border."}
    ]


def test_hints_while_exploring_name_the_branch_rules():
    """ "About Exploration": while a branch is being built, a border off its end cannot be the
    next segment, and a station stands only at the branch's end."""
    w = scenario_widget()
    play_draft(w)
    click(w, "h0,0", "Explore from Earth")
    click(w, f"e{SPOKE_AB}")
    far = BOARD.border_between((-1, 0), (-1, -1))
    assert w.hint(f"e{far}") == "About Exploration: a branch is one connected path; the next segment must start at its end."
    far_corner = BOARD.corner_at((-1, 0), (-1, -1), (-2, 0))
    assert w.hint(f"v{far_corner}") == f"About Exploration: the new station stands at the end of the branch ({AB_NAME})."
    assert w.hint(f"v{AB}") == "" and w.hint(f"e{A_X}") == ""


# -- hidden information ------------------------------------------------------------------------------------


def leaks(view: dict, seat: int, over: bool, open_screens: bool) -> list[str]:
    """What ``view`` shows that seat ``seat`` may not know ("1. Card Draft": hands are private;
    "Deliveries": MSP and First Delivery tokens stay behind each player's screen)."""
    found = []
    if "hidden" in view:
        found.append("deck order / set-aside tiles")
    screens_open = over or open_screens
    for p in view["players"]:
        if p["seat"] == seat:
            continue
        if p["hand"] is not None:
            found.append(f"hand of seat {p['seat']}")
        if not screens_open:
            for key in ("msp", "msp_parts", "first_delivery", "score"):
                if p[key] is not None:
                    found.append(f"{key} of seat {p['seat']}")
            if view["scores"][p["seat"]] is not None:
                found.append(f"score of seat {p['seat']}")
    pay = view["payment"]
    if pay and view["current"] != seat and pay["cards"] is not None:
        found.append("cards paid by another seat")
    return found


#: the narrated list of cards paid, as in "paying 3 card(s) (exploration, red, red)"
PAID_CARDS = re.compile(r"paying \d+ card\(s\) \(")


def log_leaks(log: list, seat, names: list[str]) -> list[str]:
    """Lines of a document's log (every line so far) that tell ``seat`` (or the "public"
    spectator) another player's MSP gain or the cards they paid."""
    bad = []
    for line in log:
        actor = next((n for n in names if line.startswith(n + " ")), None)
        if actor is None or (isinstance(seat, int) and actor == names[seat]):
            continue
        if (" MSP" in line and "bonus" not in line) or PAID_CARDS.search(line):
            bad.append(line)
    return bad


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5), first_viewer=st.integers(0, 4))
def test_no_seat_document_holds_another_seats_hand_or_screen(seed, players, first_viewer):
    """ "1. Card Draft" (hands private, drafted cards public) and "Deliveries" (MSP and First
    Delivery tokens behind the screen): a seat's document, the snapshot synced to the browser and
    the rebuilt document never hold another seat's hand or hidden MSP, whatever the viewer
    switches, undos and timeline jumps."""
    w = SpatialWidget(seed=seed, params={"players": players}, viewer=first_viewer % players)
    rng = random.Random(seed)
    names = w.status["seat_names"]
    for _ in range(220):
        if w.status["over"]:
            break
        roll = rng.random()
        if roll < 0.06:
            w.viewer = rng.choice(["auto", "public", *range(players)])
        elif roll < 0.09 and w.cursor > 2:
            w.undo()
        elif roll < 0.11 and w.cursor > 5:
            w.goto(rng.randrange(w.cursor))
        else:
            w.act(rng.randrange(len(w.match.legal())))
        over = w.status["over"]
        # the snapshot is the spectator's view, kept whoever is shown
        assert leaks(w.snapshot["view"], "public", over, False) == [], w.cursor
        assert log_leaks(w.snapshot["log"], "public", names) == []
        shown = w.status["shown"]
        if shown == "all":
            continue
        for doc in (w.doc, synced_doc(w)):
            assert leaks(doc["view"], shown, over, False) == [], (w.cursor, shown)
            assert log_leaks(doc["log"], shown, names) == []
        if w.match.decision() is None or w.match.decision().player != shown:
            assert w.legal == []


def test_open_screens_option_shows_every_msp_but_never_hands():
    """ "Deliveries" (teaching option ``open_screens``): MSP become public, hands stay private."""
    w = SpatialWidget(seed=3, params={"players": 3, "open_screens": True}, viewer=0)
    rng = random.Random(3)
    for _ in range(80):
        w.act(rng.randrange(len(w.match.legal())))
    others = [p for p in w.view["players"] if p["seat"] != 0]
    assert all(p["msp"] is not None and p["hand"] is None for p in others)


# -- the front-end rebuilds spatial documents exactly --------------------------------------------------------


def test_javascript_keeps_spatial_documents(tmp_path):
    """js/doc.js, fed every delta of a 5-player spatial game (hexes, corners and borders;
    players whose hand is null), holds exactly Python's document, as does a view opened late."""
    w = SpatialWidget(seed=21, params={"players": 5}, viewer=0)
    rng = random.Random(21)
    cases = [record(w)]
    for step in range(160):
        if w.status["over"]:
            break
        if step % 40 == 39:
            w.viewer = ["all", 3, "auto", 4][step // 40 % 4]
            cases.append(record(w))  # each change of the viewer is a delta of its own
        w.act(rng.randrange(len(w.match.legal())))
        cases.append(record(w))
    out = replay_in_node(cases, tmp_path)
    assert out.startswith(f"{len(cases)} ok"), out


# -- names on the board, in the front-end (issue 9) -----------------------------------------------------------

NAMES_SCRIPT = """\
import { describeSpatial, namedInSpatial } from %(board)s;
import { readFileSync } from 'node:fs';
const cases = JSON.parse(readFileSync(%(data)s, 'utf8'));
const out = cases.map(({ doc, lines }) => {
  const v = doc.view;
  const ids = [...v.hexes, ...v.corners, ...v.borders, ...v.pool, ...v.players.flatMap((p) => p.drafted)].map((x) => x.id)
    .concat(v.players.map((p) => `p${p.seat}`));
  return { tips: ids.map((id) => describeSpatial(doc, id)), named: lines.map((line) => namedInSpatial(doc, line)) };
});
console.log(JSON.stringify(out));
"""


def test_tips_and_lit_log_lines_name_places_as_the_board_draws_them(tmp_path):
    """ "Overview" (the map): the tip of every element names places by the hex names drawn on the
    board, never by an id; hovering a log line lights the stations and worlds it names."""
    w = SpatialWidget(seed=4, params={"players": 3}, viewer="all")
    rng = random.Random(4)
    cases, expected = [], []
    while not w.status["over"] and len(cases) < 6:
        legal = w.match.legal()
        acting = [i for i, a in enumerate(legal) if a[0] != "end"]
        w.act(rng.choice(acting) if acting and rng.random() < 0.9 else rng.randrange(len(legal)))
        if w.cursor % 60 == 0:
            lines = [t for t in w.match.log("all") if "built" in t or "delivered" in t][-4:]
            cases.append({"doc": {"view": w.view}, "lines": lines})
            corners = w.view["corners"]
            want = [{c["id"] for c in corners if c["station"] >= 0 and c["name"] in t} for t in lines]
            expected.append(want)
    assert any(stations for want in expected for stations in want), "the game built stations to name"
    data, script = tmp_path / "cases.json", tmp_path / "names.mjs"
    data.write_text(json.dumps(cases))
    script.write_text(NAMES_SCRIPT % {"board": json.dumps((ROOT / "js" / "boards" / "spatial.js").as_uri()), "data": json.dumps(str(data))})
    done = subprocess.run([shutil.which("node"), str(script)], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    ids = re.compile(r"\b[veg]\d+\b|\bh-?\d+,-?\d+|\bd\d+-\d+\b|\(s\)")
    for case, want, got in zip(cases, expected, json.loads(done.stdout)):
        assert all(got["tips"]) and not [t for t in got["tips"] if ids.search(t)], got["tips"]
        for line, stations, lit in zip(case["lines"], want, got["named"]):
            assert stations <= set(lit), (line, lit)
            if "delivered" in line:
                world = re.search(r"world ([A-D]\d+)", line).group(1)
                assert any(h["name"] == world and h["id"] in lit for h in case["doc"]["view"]["hexes"]), (line, lit)
