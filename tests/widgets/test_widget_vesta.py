"""The Vesta Gold Rush widget driven as the front-end drives it (no browser): its renderer, the
board elements choices are played from, and the reach of the actions left that the board rings."""

from __future__ import annotations

import random

from deltawidgets import get_game
from deltawidgets.widgets import VestaWidget, widget_for
from js_replay import record, replay_in_node

GAME = get_game("vesta")


def test_vesta_widget_carries_the_game_renderer_and_options():
    w = VestaWidget(seed=4, params={"players": 6})
    assert (w.game_name, w.title, w.renderer) == ("vesta", "Vesta Gold Rush", "vesta")
    assert w.params_schema == GAME.Params.model_json_schema() and w.params["players"] == 6
    assert len(w.seats) == 6 and len(w.view["players"]) == 6
    assert isinstance(widget_for("vesta", seed=4), VestaWidget)
    assert widget_for("vesta", seed=4, params={"players": 6}).doc == w.doc


def test_every_legal_target_is_an_element_the_renderer_draws():
    """Every target id names a place, the start area, a player card, a saloon card, the saloon's
    water or a held equipment card of the view (what js/boards/vesta.js gives a data-target),
    over random 4-player games."""
    for seed in (3, 12):
        w = VestaWidget(seed=seed, params={"players": 4})
        rng = random.Random(seed)
        for _ in range(400):
            if w.status["over"]:
                break
            v = w.view
            ids = {p["id"] for p in v["places"]} | {"start", v["saloon"]["water_id"]}
            ids |= {c["id"] for c in v["saloon"]["stock"]} | {p["id"] for p in v["players"]}
            ids |= {c["id"] for p in v["players"] for c in p["cards"]}
            for c in w.legal:
                assert set(c["targets"]) <= ids, c
            w.act(rng.randrange(len(w.legal)))


def test_3_1_movement__the_reach_ringed_on_the_board_matches_the_moves_offered():
    """3.1 Movement: in an action phase the view's reach holds every place one move away that is
    offered (one step), and the places a phase may end on are among the places reached."""
    w = VestaWidget(seed=7, params={"players": 3})
    rng = random.Random(7)
    checked = 0
    for _ in range(600):
        if w.status["over"]:
            break
        reach = w.view["reach"]
        if reach is not None:
            one = {c["targets"][0] for c in w.legal if c["action"][0] == "move"}
            assert {i for i, k in reach["moves"].items() if k == 1} >= one
            assert set(reach["ends"]) <= set(reach["moves"])
            checked += bool(one)
        else:
            assert w.match.state.phase != "act"
        w.act(rng.randrange(len(w.legal)))
    assert checked > 20


def test_javascript_keeps_vesta_documents(tmp_path):
    """js/doc.js, fed every delta of a 6-player Vesta game (pushes that move the whole belt,
    the reach, offers, the saloon's stock), holds exactly Python's document, also across
    changes of the viewer."""
    w = VestaWidget(seed=21, params={"players": 6}, viewer=0)
    rng = random.Random(21)
    cases = [record(w)]
    for step in range(200):
        if w.status["over"]:
            break
        if step % 50 == 49:
            w.viewer = ["all", 3, "auto", 5][step // 50 % 4]
            cases.append(record(w))
        w.act(rng.randrange(len(w.match.legal())))
        cases.append(record(w))
    out = replay_in_node(cases, tmp_path)
    assert out.startswith(f"{len(cases)} ok"), out


def test_counted_trade_choices_say_what_they_count():
    """3. Trading: drafting an offer, each amount of a raw material is one choice; the document
    says what each counts and the number (Game.counted), so the page shows one stepper per raw
    material and side of the offer instead of a button per number. Other choices carry none."""
    import random

    from deltawidgets import Match, get_game
    from deltawidgets.widgets.document import choices

    m, rng = Match(get_game("vesta"), {}, seed=0), random.Random(0)
    while m.state.phase != "draft":
        m.act(m.legal()[rng.randrange(len(m.legal()))])
    drawn = choices(m)
    counted = [c for c in drawn if "amount" in c]
    assert counted
    for c in counted:
        (_, n), (verb, material) = c["amount"], c["amount"][0].rsplit(" ", 1)
        assert c["label"] == f"{verb} {n} {material}", c
    groups = {c["amount"][0] for c in counted}
    assert {"Give water", "Ask for water"} <= groups
    assert "Withdraw the offer" in [c["label"] for c in drawn if "amount" not in c]
