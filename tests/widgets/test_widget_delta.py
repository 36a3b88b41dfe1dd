"""The Delta widget driven as the front-end drives it (no browser): its renderer, the board
elements every choice is played from, and the hand shown only to its owner."""

from __future__ import annotations

import json
import random

from deltawidgets import get_game
from deltawidgets.widgets import DeltaWidget, widget_for
from js_replay import record, replay_in_node

GAME = get_game("delta")


def test_delta_widget_carries_the_game_renderer_and_options():
    w = DeltaWidget(seed=4, params={"players": 4})
    assert (w.game_name, w.title, w.renderer) == ("delta", "Delta", "delta")
    assert w.params_schema == GAME.Params.model_json_schema() and w.params["players"] == 4
    assert len(w.view["players"]) == 4 and len(w.view["islands"]) == 20
    assert isinstance(widget_for("delta", seed=4), DeltaWidget)


def drawn_ids(v: dict) -> set[str]:
    """The data-target ids js/boards/delta.js draws for view ``v``."""
    ids = {f"island:{i['name']}" for i in v["islands"]} | {f"section:{s}" for s in v["sections"]}
    ids |= {f"card:{c['id']}" for x in v["sections"].values() for c in x["display"]}
    ids |= {f"order:{k + 1}" for k in range(v["board"]["positions"])} | {f"row:{r}" for r in v["bonus_tiles"]}
    ids |= {f"invention:{i}" for i in range(len(v["inventions"]))} | {f"paper:{i}" for i in range(len(v["papers"]))}
    ids |= {f"track:{a}" for a in v["players"][0]["knowledge"]} | {f"eng:{k}" for k in v["engineering_dragonflies"]}
    for p in v["players"]:
        ids |= {f"card:{c['id']}" for c in (p["hand"] or []) + p["animals"] + p["last_round_cards"]}
        ids |= {f"dragonfly:{d['id']}" for d in p["dragonflies"]} | {f"pile:{p['seat']}:{k}" for k in range(3)}
        ids |= {f"coin:{p['seat']}:{r}" for r in ("cogs", "crystals", "flasks")} | {f"held:{t}" for t in p["bonus_tiles"]}
    return ids


def test_every_choice_but_go_on_and_end_is_a_board_element():
    """Phase 2 and the owed choices (Dragonfly Tiles, knowledge tracks, Missions, Phase 4 D):
    every choice has a target the renderer draws, except "Go on" and "End the turn", which are
    buttons only; over random 4-player games to the end."""
    for seed in (3, 12):
        w = DeltaWidget(seed=seed, params={"players": 4}, viewer="all")
        rng = random.Random(seed)
        kinds = set()
        while not w.status["over"]:
            ids = drawn_ids(w.view)
            for c in w.legal:
                if c["action"][0] in ("done", "end"):
                    assert c["targets"] == []
                else:
                    assert c["targets"] and set(c["targets"]) <= ids, c
                    kinds.add(c["action"][0])
            w.act(rng.randrange(len(w.legal)))
        assert {"order", "card", "section", "explore", "take", "pile", "invent", "sponsor"} <= kinds


def test_a_hand_is_in_its_owner_s_view_only():
    """Game Materials (hidden hands): a seat's view holds no card of another seat's hand, by
    name or by id; "all" sees every hand."""
    w = DeltaWidget(seed=5, params={"players": 4}, viewer=0)
    state = w.match.state
    others = [c for p in (1, 2, 3) for c in state.hand[p]]
    text = json.dumps(w.doc)
    assert w.view["players"][0]["hand"] and all(p["hand"] is None for p in w.view["players"][1:])
    for c in others:
        assert f'"id": {c},' not in text and f'"card:{c}"' not in text
    w.viewer = "all"
    assert all(p["hand"] for p in w.view["players"])


def test_island_layout_puts_each_island_apart():
    """Map of the Delta: the board draws every island at its own place (no two overlap)."""
    xy = [i["xy"] for i in DeltaWidget(seed=1).view["islands"]]
    for k, a in enumerate(xy):
        for b in xy[k + 1 :]:
            assert (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 >= 50**2, (a, b)


def test_javascript_keeps_delta_documents(tmp_path):
    """js/doc.js, fed every delta of a 4-player Delta game, holds exactly Python's document,
    also across changes of the viewer."""
    w = DeltaWidget(seed=21, params={"players": 4}, viewer=0)
    rng = random.Random(21)
    cases = [record(w)]
    for step in range(150):
        if w.status["over"]:
            break
        if step % 50 == 49:
            w.viewer = ["all", 3, "auto"][step // 50 % 3]
            cases.append(record(w))
        w.act(rng.randrange(len(w.match.legal())))
        cases.append(record(w))
    out = replay_in_node(cases, tmp_path)
    assert out.startswith(f"{len(cases)} ok"), out
