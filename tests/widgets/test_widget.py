"""The Python side of the game widget, driven with the very messages the front-end sends.

No browser here (tests/browser/ does that). Rulebook sections are named where a test checks
a rule's effect through the widget; the rest check the widget's own promises: validated input,
errors as sentences, an unchanged match after bad input, and no hidden information in a
player's view.
"""

from __future__ import annotations

import asyncio
import copy
import json
import random
from functools import partial

import pytest
import traitlets
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonpatch import apply_patch  # an independent implementation of RFC 6902 checks ours

from deltawidgets import IllegalAction, Match, get_game
from deltawidgets.core.errors import BadInput
from deltawidgets.widgets import DeltaVWidget, GameWidget, widget_for
from deltawidgets.widgets.sync import apply
from tests import own_loop

GAME = get_game("deltav")


def fingerprint(w):
    """Everything a bad message must leave as it was."""
    m = w.match
    return (
        m.seed,
        m.cursor,
        m.length,
        [list(a) for a in m._actions],
        m.params.to_json(),
        json.dumps(m.observation("all"), sort_keys=True),
        w.viewer,
        list(w.seats),
    )


def synced_doc(w):
    """What a view that opens now builds from the synced snapshot and catch-up."""
    return w.synced_doc()


def public_doc(w):
    """The spectator's document of the widget's position, as plain JSON values."""
    from deltawidgets.core.game import PUBLIC
    from deltawidgets.widgets.document import document

    return json.loads(json.dumps(document(w.match, PUBLIC, False, w.seats)))


def play_random(w, steps, rng):
    for _ in range(steps):
        if w.status["over"]:
            return
        w.act(rng.randrange(len(w.match.legal())))


@pytest.fixture
def w():
    return DeltaVWidget(seed=7, params={"players": 3, "first_player": 0})


# -- construction ------------------------------------------------------------------------------------


def test_widget_carries_game_names_schema_and_options(w):
    assert (w.game_name, w.title, w.renderer) == ("deltav", "Delta V", "deltav")
    assert w.params_schema == GAME.Params.model_json_schema()
    assert w.params == w.match.params.to_json() and w.params["players"] == 3
    assert w.seats == ["human"] * 3 and w.viewer == "auto"
    assert w.cursor == 0 and w.length == 0 and w.seed == 7
    assert w.check_sync() and synced_doc(w) == w.doc


def test_widget_for_and_plain_game_widget_agree():
    a = widget_for("deltav", seed=3)
    b = GameWidget("deltav", seed=3)
    assert isinstance(a, DeltaVWidget) and a.doc == b.doc


def test_widget_refuses_bad_seating_or_viewer():
    with pytest.raises(BadInput, match="Seat 1"):
        DeltaVWidget(seed=1, seats=["human", "robot"])
    with pytest.raises(BadInput, match="viewer"):
        DeltaVWidget(seed=1, viewer=5)


# -- acting --------------------------------------------------------------------------------------------


def test_act_by_index_and_by_action_list(w):
    first = w.legal[0]
    w.send_from_frontend({"type": "act", "index": first["index"], "step": 0})
    assert w.error == "" and w.cursor == 1 and w.match.actions[0] == tuple(first["action"])
    second = w.legal[-1]
    w.send_from_frontend({"type": "act", "action": second["action"]})
    assert w.error == "" and w.cursor == 2 and w.match.actions[1] == tuple(second["action"])
    assert w.check_sync()


def test_legal_choices_carry_labels_and_board_targets(w):
    """ "Action: Move Rockets": picking a rocket, then its destination, are single choices
    whose board targets are the spaces (element ids c<cell>)."""
    w.act(["move"])
    pick = [c for c in w.legal if c["action"][0] == "rocket"]
    assert pick and pick[0]["targets"] == [f"c{station_of(w)}"]
    w.act(pick[0]["action"])
    dest = w.legal
    assert all(c["action"][0] == "to" and c["targets"] == [f"c{c['action'][1]}"] for c in dest)
    assert all(c["label"].startswith("Move it to ") for c in dest)
    ids = {cell["id"] for cell in w.view["cells"]}
    assert {t for c in dest for t in c["targets"]} <= ids


def station_of(w):
    return w.view["station"]


def test_illegal_action_sets_a_rule_sentence_and_changes_nothing(w):
    """ "Action: Move Rockets": a rocket on the station moves to an asteroid tile, not to the
    station; the widget shows the engine's sentence naming that rule, and nothing changes."""
    w.act(["move"])
    station = w.view["station"]
    w.act(["rocket", station])
    before = fingerprint(w)
    w.send_from_frontend({"type": "act", "action": ["to", station], "step": w.cursor})
    assert w.error == "Action: Move Rockets: a rocket on the station moves to an asteroid tile."
    assert fingerprint(w) == before
    w.send_from_frontend({"type": "act", "action": ["buy"]})
    assert w.error.startswith("That is not a choice at this step. Player 1 must now: Pick where the rocket goes")
    assert fingerprint(w) == before


def test_python_api_raises_and_shows_the_error(w):
    with pytest.raises(IllegalAction, match="Player 1 must now"):
        w.act(["declare", 0])
    assert "Player 1 must now" in w.error
    w.act(w.legal[0]["action"])
    assert w.error == ""


MALFORMED = [
    "act",
    ["act", 1],
    {},
    {"type": 3},
    {"type": "fly"},
    {"type": "act"},
    {"type": "act", "index": 0, "action": ["buy"]},
    {"type": "act", "index": -1},
    {"type": "act", "index": 999},
    {"type": "act", "index": True},
    {"type": "act", "action": "buy"},
    {"type": "act", "action": []},
    {"type": "act", "action": [1, 2]},
    {"type": "act", "action": ["to", [1]]},
    {"type": "act", "action": ["x" * 100]},
    {"type": "act", "index": 0, "step": 55},
    {"type": "undo", "extra": 1},
    {"type": "goto", "step": -1},
    {"type": "goto", "step": 10**9},
    {"type": "goto", "step": "3"},
    {"type": "new_game", "seed": -5},
    {"type": "new_game", "seed": 2**64},
    {"type": "new_game", "seed": 1.5},
    {"type": "set_params", "params": {"players": 9}},
    {"type": "set_params", "params": {"nonsense": 1}},
    {"type": "set_params", "params": {"grid_size": 8}},
    {"type": "set_params", "params": [1]},
    {"type": "set_viewer", "viewer": 7},
    {"type": "set_viewer", "viewer": "everyone"},
    {"type": "set_viewer", "viewer": True},
    {"type": "set_seats", "seats": ["human"]},
    {"type": "set_seats", "seats": ["human", "robot", "bot"]},
    {"type": "set_seats", "seats": "bot"},
    {"type": "bot_step"},
    {"type": "autoplay", "on": "yes"},
    {"type": "autoplay", "on": True, "speed": -1},
    {"type": "autoplay", "on": True, "speed": 1e9},
]


@pytest.mark.parametrize("msg", MALFORMED, ids=[json.dumps(m)[:40] for m in MALFORMED])
def test_malformed_or_illegal_messages_give_a_sentence_and_change_nothing(w, msg):
    before = fingerprint(w)
    snapshot, patch = copy.deepcopy(w.snapshot), copy.deepcopy(w.delta)
    w.send_from_frontend(msg)
    assert w.error and w.error.endswith((".", "?")), w.error
    assert "Internal error" not in w.error
    assert fingerprint(w) == before
    assert (w.snapshot, w.delta) == (snapshot, patch)
    assert w.autoplay is False


def test_a_choice_made_on_an_old_position_is_refused(w):
    w.act(w.legal[0]["action"])
    w.send_from_frontend({"type": "act", "index": 0, "step": 0})
    assert "moved on" in w.error and w.cursor == 1


def test_error_clears_after_the_next_good_message(w):
    w.send_from_frontend({"type": "goto", "step": 40})
    assert w.error
    w.send_from_frontend({"type": "act", "index": 0, "step": 0})
    assert w.error == ""


# -- the timeline -------------------------------------------------------------------------------------------


def test_undo_redo_goto_messages_move_the_timeline(w):
    rng = random.Random(1)
    play_random(w, 12, rng)
    n = w.cursor
    w.send_from_frontend({"type": "undo"})
    assert w.cursor == n - 1 and w.length == n
    assert w.snapshot == public_doc(w)  # going back takes a new snapshot: the old one may show later news
    w.send_from_frontend({"type": "redo"})
    assert w.cursor == n
    w.send_from_frontend({"type": "goto", "step": 3})
    assert w.cursor == 3 and w.check_sync()
    assert w.view == Match(GAME, w.match.params, w.match.seed, actions=w.match.actions).observation(w.status["shown"])
    w.send_from_frontend({"type": "redo"})
    assert w.cursor == 4
    w.send_from_frontend({"type": "goto", "step": 0})
    w.send_from_frontend({"type": "undo"})
    assert "Nothing to undo" in w.error and w.cursor == 0


def test_new_game_and_rule_options(w):
    w.send_from_frontend({"type": "new_game", "seed": 99})
    assert w.error == "" and w.seed == 99 and w.cursor == 0 and w.params["players"] == 3
    w.send_from_frontend({"type": "new_game", "seed": None})
    assert w.error == "" and w.cursor == 0
    seed = w.seed
    w.send_from_frontend({"type": "set_params", "params": {"players": 4, "contract_attempt": "optional"}})
    assert w.error == "" and w.seed == seed and w.params["players"] == 4
    assert w.params["contract_attempt"] == "optional" and len(w.seats) == 4
    assert len(w.view["players"]) == 4


def test_rule_option_errors_name_the_option(w):
    w.send_from_frontend({"type": "set_params", "params": {"players": 9}})
    assert "players" in w.error and "2 to 4" in w.error


# -- viewers and hidden information --------------------------------------------------------------------------


def test_seat_viewer_gets_choices_only_when_deciding(w):
    """ "Play": only the player whose decision it is gets the legal choices."""
    d = w.match.decision().player
    other = (d + 1) % 3
    w.send_from_frontend({"type": "set_viewer", "viewer": other})
    assert w.viewer == other and w.legal == [] and not w.status["may_act"]
    w.send_from_frontend({"type": "act", "index": 0, "step": w.cursor})
    assert "switch the viewer" in w.error and w.cursor == 0
    w.send_from_frontend({"type": "set_viewer", "viewer": d})
    assert w.legal and w.status["may_act"] and w.error == ""
    w.send_from_frontend({"type": "set_viewer", "viewer": "all"})
    assert w.legal and w.view["viewer"] == "all"


def test_auto_viewer_follows_the_deciding_human(w):
    rng = random.Random(5)
    for _ in range(60):
        if w.status["over"]:
            break
        d = w.match.decision().player
        assert w.status["shown"] == d == w.view["viewer"]
        w.act(rng.randrange(len(w.match.legal())))


def down_faces(view) -> list[str]:
    """Face-down tiles whose face this view shows."""
    return [c["id"] for c in view["cells"] if c["tile"] == "down" and "face" in c]


def hidden_faces(view, seat, state) -> list[str]:
    """Face-down tiles whose face this view shows although ``seat`` never saw them."""
    return [c["id"] for c in view["cells"] if c["tile"] == "down" and "face" in c and int(c["id"][1:]) not in state.memory[seat]]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), viewer_seed=st.integers(0, 3))
def test_no_seat_view_shows_a_face_that_seat_has_not_seen(seed, players, viewer_seed):
    """ "Action: Prospect" and "Action: Satellite Survey" look *secretly*: a seat's view and the
    patch synced to the browser never hold the face of a face-down tile that seat has not
    looked at, and the snapshot (the spectator's document) none but the faces a failed attempt
    showed the whole table ("Reveal the Asteroid Tiles"), whatever the viewer switches and
    timeline moves."""
    w = DeltaVWidget(seed=seed, params={"players": players}, viewer=viewer_seed % players)
    rng = random.Random(seed)
    table_saw: set[str] = set()  # every face shown to the whole table so far, on any line played
    for _ in range(150):
        if w.status["over"]:
            break
        table_saw |= {f"c{c}" for c in w.match.state.shown}
        assert set(down_faces(w.snapshot["view"])) <= table_saw
        if rng.random() < 0.08:
            w.viewer = rng.choice(["auto", "public", *range(players)])
        if rng.random() < 0.05 and w.cursor > 3:
            w.goto(rng.randrange(w.cursor))
        else:
            w.act(rng.randrange(len(w.match.legal())))
        shown = w.status["shown"]
        if shown == "all":
            continue
        if shown == "public":
            table = sorted(f"c{c}" for c in w.match.state.shown)
            assert sorted(down_faces(w.view)) == sorted(down_faces(synced_doc(w)["view"])) == table and w.legal == []
            continue
        state = w.match.state
        assert hidden_faces(w.view, shown, state) == []
        assert hidden_faces(synced_doc(w)["view"], shown, state) == []
        d = w.match.decision()
        if d is None or d.player != shown:
            assert w.legal == []


def test_the_snapshot_is_the_public_view_whoever_is_shown(w):
    """The page keeps the snapshot while the viewer changes: it holds no face-down face even
    in the teaching view; the patch brings the faces of the viewer shown, and goes with them."""
    w.viewer = "all"
    play_random(w, 5, random.Random(2))
    assert w.snapshot["view"]["viewer"] == "public" and down_faces(w.snapshot["view"]) == []
    assert down_faces(synced_doc(w)["view"]) != []
    w.viewer = 1
    assert down_faces(w.snapshot["view"]) == []
    assert hidden_faces(synced_doc(w)["view"], 1, w.match.state) == []
    assert synced_doc(w) == w.doc


def test_log_is_narrated_for_the_viewer(w):
    """ "Action: Satellite Survey": the log tells that a player looked, not what they saw."""
    rng = random.Random(3)
    play_random(w, 40, rng)
    lines = w.match.log(w.status["shown"])
    assert w.log_lines == lines and len(lines) > 20, "the whole game's log, not its last lines"
    assert synced_doc(w)["log"] == lines, "a view opened now (a reload) gets every line"


def test_a_step_sends_only_its_new_log_lines(w):
    """The log is append-only on the wire: each step's delta adds the step's new lines at the
    end and carries no earlier line, however long the game."""
    w.viewer = "all"  # one viewer throughout: a change of seat may renarrate hidden details
    rng = random.Random(5)
    for _ in range(60):
        before = len(w.log_lines)
        play_random(w, 1, rng)
        ops = [op for op in w.delta["ops"] if op["path"].startswith("/log")]
        added = w.log_lines[before:]
        assert ops == [{"op": "add", "path": f"/log/{before + i}", "value": line} for i, line in enumerate(added)]
    assert len(w.log_lines) > 60


def test_log_text_is_the_whole_log_numbered(w):
    """``log_text`` gives what the page's "Save" button writes: every line, numbered from 1."""
    play_random(w, 30, random.Random(6))
    text = w.log_text()
    lines = w.match.log(w.status["shown"])
    assert text.splitlines() == [f"{n}. {line}" for n, line in enumerate(lines, 1)]
    assert text.endswith("\n")


# -- secrets: the seed -------------------------------------------------------------------------------


def test_the_seed_reaches_the_page_only_in_the_designer_view(w):
    """Whoever knows the seed can recreate every hidden tile ("Setting Up the Game" shuffles
    by it): the synced state carries it only while the "all" view, which shows them, is on."""
    assert "seed" not in w.keys and w.shown_seed is None
    for viewer in ("auto", "public", 0, 1):
        w.viewer = viewer
        assert w.get_state(["shown_seed"])["shown_seed"] is None, viewer
    w.viewer = "all"
    assert w.get_state(["shown_seed"])["shown_seed"] == 7 == w.seed
    w.viewer = 2
    assert w.shown_seed is None


def test_new_seeds_do_not_follow_the_random_module():
    """A new game's seed (widget "New game", or a Match without one) comes from the operating
    system's secure source: seeding Python's ``random`` (as a notebook may) does not fix it."""
    w = DeltaVWidget()
    seeds = []
    for _ in range(2):
        random.seed(1234)
        w.new_game()
        seeds.append(w.seed)
        random.seed(1234)
        seeds.append(Match(GAME).seed)
    assert len(set(seeds)) == 4
    assert all(0 <= s < 2**53 for s in seeds)


# -- bots and autoplay -----------------------------------------------------------------------------------


def test_bot_step_plays_for_a_bot_seat_only(w):
    w.send_from_frontend({"type": "bot_step"})
    assert "human seat" in w.error and w.cursor == 0
    d = w.match.decision().player
    seats = ["human"] * 3
    seats[d] = "bot"
    w.send_from_frontend({"type": "set_seats", "seats": seats})
    assert w.status["bot_turn"] and w.legal == []
    w.send_from_frontend({"type": "act", "index": 0, "step": 0})
    assert "bot" in w.error and w.cursor == 0
    w.send_from_frontend({"type": "bot_step"})
    assert w.error == "" and w.cursor == 1


def test_a_refused_click_for_a_bot_offers_only_what_can_be_done(w):
    """With autoplay on there is nothing to press: the sentence says autoplay plays the bot."""

    async def click():
        d = w.match.decision().player
        seats = ["human"] * 3
        seats[d] = "bot"
        w.speed = 10.0  # the bot waits: the click comes first
        w.send_from_frontend({"type": "set_seats", "seats": seats})
        w.send_from_frontend({"type": "act", "index": 0, "step": 0})
        assert "press Bot step or turn autoplay on" in w.error
        w.send_from_frontend({"type": "autoplay", "on": True})
        w.send_from_frontend({"type": "act", "index": 0, "step": 0})
        assert "autoplay plays for them" in w.error and "press" not in w.error and w.cursor == 0
        w.autoplay = False

    own_loop.run(click)


def test_bot_moves_replay_exactly_after_undo():
    w = DeltaVWidget(seed=5, seats=["bot", "bot"])
    w.run_bots(limit=30)
    line = list(w.match.actions)
    w.goto(0)
    w.run_bots(limit=30)
    assert list(w.match.actions) == line


def test_run_bots_stops_at_a_human_decision():
    w = DeltaVWidget(seed=8, params={"players": 3}, seats=["human", "bot", "bot"])
    for _ in range(30):
        w.run_bots()
        if w.status["over"]:
            break
        assert w.match.decision().player == 0 and w.status["may_act"] and w.status["shown"] == 0
        w.act(w.legal[0]["action"])


def test_autoplay_plays_bots_on_the_event_loop_until_a_human_decides():
    async def play():
        w = DeltaVWidget(seed=4, params={"players": 3, "first_player": 1}, seats=["human", "bot", "bot"])
        assert w.status["bot_turn"]
        w.send_from_frontend({"type": "autoplay", "on": True, "speed": 0.0})
        assert w.autoplay and w.speed == 0.0 and w.cursor == 0  # nothing until the loop runs
        await asyncio.sleep(0.5)
        assert w.cursor > 0 and w.match.decision().player == 0 and not w.status["bot_turn"]
        n = w.cursor
        w.act(w.legal[0]["action"])
        await asyncio.sleep(0.5)
        assert w.status["over"] or w.match.decision().player == 0
        assert w.cursor > n
        w.send_from_frontend({"type": "autoplay", "on": False})
        assert not w.autoplay

    own_loop.run(play)


def test_all_bot_game_under_autoplay_reaches_the_end():
    """ "Game End": a game between bots runs to one of the end conditions."""

    async def play():
        w = DeltaVWidget(seed=2, seats=["bot", "bot"])
        assert w.status["shown"] == "all"  # nobody plays: nothing to hide
        w.speed = 0.0
        w.autoplay = True
        for _ in range(200):
            await asyncio.sleep(0.05)
            if w.status["over"]:
                break
        assert w.status["over"] and w.view["end_reason"] and w.status["winners"]

    own_loop.run(play)


# -- records -----------------------------------------------------------------------------------------


def test_save_and_load_round_trip(w, tmp_path):
    play_random(w, 20, random.Random(9))
    path = tmp_path / "game.json"
    w.save(path)
    other = DeltaVWidget(seed=1)
    other.load(path)
    assert other.match.actions == w.match.actions and other.params == w.params and len(other.seats) == 3
    w.viewer = other.viewer = "all"
    assert other.view == w.view


def test_loading_a_broken_record_changes_nothing(w, tmp_path):
    play_random(w, 5, random.Random(9))
    before = fingerprint(w)
    bad = w.match.record()
    bad["actions"].append(["declare", 99])
    with pytest.raises(BadInput, match="does not replay"):
        w.load(bad)
    assert fingerprint(w) == before and "does not replay" in w.error


# -- hover hints ---------------------------------------------------------------------------------------


def test_hints_explain_unplayable_elements_by_rule(w):
    """ "Action: Move Rockets": with a rocket on the station picked, the station itself is not
    a destination, and the hint says so by the rule's heading."""
    w.act(["move"])
    w.act(["rocket", w.view["station"]])
    station = f"c{w.view['station']}"
    assert station not in {t for c in w.legal for t in c["targets"]}
    assert w.hint(station).startswith("Action: Move Rockets")
    assert w.hint("c0") == ""  # a legal destination needs no excuse
    sent = []
    w.send = sent.append
    w.send_from_frontend({"type": "hint", "target": station, "step": w.cursor})
    assert sent == [{"type": "hint", "target": station, "step": w.cursor, "text": w.hint(station)}]


def test_hints_are_empty_for_a_viewer_who_does_not_decide(w):
    d = w.match.decision().player
    w.viewer = (d + 1) % 3
    assert w.hint("c0") == "" and w.hint("k0") == ""
    assert GAME.element_hints(w.match.state, (d + 1) % 3) == {}


def test_a_hover_does_not_clear_the_error_line(w):
    w.send_from_frontend({"type": "goto", "step": 40})
    err = w.error
    w.send = lambda *_: None
    w.send_from_frontend({"type": "hint", "target": "c0", "step": 0})
    assert w.error == err


# -- what travels to the browser ---------------------------------------------------------------------------


def test_deltas_keep_the_document_as_json_would_carry_it():
    """Every position of random Delta V and Spatial Delivery games, seen by changing viewers,
    with moves back in time: a page that takes each delta (and a view opened at that step, from
    the snapshot and the catch-up) holds what a JSON round trip of the viewer's document gives
    (tuples as lists, number keys as text); the wire bytes decode to the synced values."""
    from deltawidgets.core.game import PUBLIC
    from deltawidgets.widgets.document import document
    from deltawidgets.widgets.sync import Channel, decode

    for game, players in (("deltav", 4), ("spatial", 3)):
        m = Match(get_game(game), {"players": players}, seed=5)
        channel, rng, page = Channel(), random.Random(5), None
        for step in range(120):
            if m.is_over():
                break
            viewer = rng.choice(["all", PUBLIC, *range(players)])
            back = step % 17 == 16
            if back:
                m.goto(m.cursor - 2)
            raw = document(m, viewer, may=True, seats=["human"] * players)
            delta, wire = channel.advance(partial(document, m, PUBLIC, False, ["human"] * players), raw, reset=back)
            want = json.loads(json.dumps(raw))
            assert decode(wire) == delta and decode(channel.base.wire) == channel.base.doc
            assert (delta["from"] is None) == (step == 0 or back) and delta["to"] == step + 1
            page = copy.deepcopy(channel.base.doc if delta["from"] is None else page)
            before = copy.deepcopy(page)
            page = apply(page, delta["ops"])
            assert page == want == channel.doc == apply_patch(before, delta["ops"]), (game, step)
            assert apply(channel.base.doc, channel.catchup()["ops"]) == want
            if not back:
                m.act(rng.choice(m.legal()))


def test_snapshot_travels_as_bytes_and_a_short_delta_inline(w):
    """The comm carries the snapshot as JSON bytes (a binary buffer), compressed when long, and
    a step's delta as JSON in the message unless it is long enough to be compressed; both come
    back as the synced values."""
    from deltawidgets.widgets.sync import COMPRESS_MIN, decode, encode, json_bytes

    play_random(w, 3, random.Random(4))
    state = w.get_state(["snapshot", "delta"])
    assert isinstance(state["snapshot"], bytes) and decode(state["snapshot"]) == w.snapshot
    long = len(json_bytes(w.snapshot)) >= COMPRESS_MIN
    assert state["snapshot"][:1] == (b"x" if long else b"{")
    assert len(json_bytes(w.delta)) < COMPRESS_MIN and state["delta"] == w.delta
    # a long delta (here: a whole new document's worth of ops) goes as compressed bytes
    big = {"from": 1, "to": 2, "ops": [{"op": "add", "path": f"/log/{i}", "value": "x" * 40} for i in range(400)]}
    w._delta_wire = (big, encode(big))
    wire = w._wire_delta(big)
    assert isinstance(wire, bytes) and wire[:1] == b"x" and decode(wire) == big


# -- errors inside the widget ------------------------------------------------------------------------------


def test_an_engine_crash_is_shown_and_the_match_is_restored(w, monkeypatch):
    def broken_apply(state, action):
        state.turn += 100  # half-made change, then a crash
        raise RuntimeError("boom")

    before = fingerprint(w)
    monkeypatch.setattr(w.game, "apply", broken_apply)
    w.send_from_frontend({"type": "act", "index": 0, "step": 0})
    assert "Internal error" in w.error and "boom" in w.error and w.last_traceback
    monkeypatch.undo()
    assert fingerprint(w) == before and w.match.state.turn == Match(GAME, w.match.params, 7).state.turn


def test_a_crash_while_refreshing_after_a_viewer_change_is_shown(w, monkeypatch):
    import deltawidgets.widgets.session as gw

    monkeypatch.setattr(gw, "document", lambda *a, **k: 1 / 0)
    w.send_from_frontend({"type": "set_viewer", "viewer": 1})
    assert "ZeroDivisionError" in w.error


def test_traits_reject_bad_values_from_python(w):
    with pytest.raises(traitlets.TraitError, match="viewer"):
        w.viewer = 9
    with pytest.raises(traitlets.TraitError, match="Seat 1"):
        w.seats = ["human", "alien", "bot"]
    with pytest.raises(traitlets.TraitError, match="delay"):
        w.speed = -3.0


def test_a_refused_rule_option_is_named_for_its_field():
    """A bad rule option (Delta V "Object of the Game": two to four players) is refused with the
    sentence naming it, and ``error_fields`` names the option so that the page says it by its
    field; the next message that succeeds clears both."""
    from deltawidgets.widgets import widget_for

    w = widget_for("deltav", seed=1)
    w.send_from_frontend({"type": "set_params", "params": {"players": 9}})
    assert "Rule option 'players'" in w.error and w.error_fields == ["players"]
    assert w.match.params.players == 2, "the match is unchanged"
    w.send_from_frontend({"type": "set_params", "params": {"players": 3}})
    assert w.error == "" and w.error_fields == [] and w.match.params.players == 3


def test_a_check_across_options_names_the_option_it_faults():
    """A data set refused by a check across the options (Delta's animal cards, checked by the
    game's catalogue: "Game Materials") names its option too, so that the page says it by that
    option's table; a check that names no option leaves ``error_fields`` empty."""
    from deltawidgets.widgets import widget_for

    w = widget_for("delta", seed=1)
    animals = [dict(a) for a in w.match.params.to_json()["animals"]]
    animals[2]["animal"] = "cat"
    w.send_from_frontend({"type": "set_params", "params": {"animals": animals}})
    assert "animals.2: animal must be one of" in w.error and w.error_fields == ["animals"]
    w.send_from_frontend({"type": "set_params", "params": {"first_player": 3, "players": 3}})
    assert "first_player" in w.error and w.error_fields == ["first_player"]
