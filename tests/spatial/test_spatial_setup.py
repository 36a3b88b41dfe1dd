"""Rulebook sections "Components", "Overview" and "Setup": the map, the tiles, the decks, the pieces."""

from __future__ import annotations

from collections import Counter

import networkx as nx
import pytest

from deltawidgets import Match, ParamsError
from deltawidgets.games.spatial.board import DIRS, ring_of
from spatialkit import BOARD, EARTH, GAME


def fresh(players=4, seed=3, **opts):
    return GAME.setup(GAME.Params.parse({"players": players, **opts}), seed)


def test_overview__earth_at_the_centre_of_three_rings():
    rings = Counter(BOARD.ring)
    assert rings == {0: 1, 1: 6, 2: 12, 3: 18}
    assert BOARD.hexes[0] == (0, 0)
    g = BOARD.hex_graph
    assert isinstance(g, nx.Graph) and g.number_of_nodes() == 37
    assert all(ring_of(h) == g.nodes[h]["ring"] for h in g)
    assert sorted(g.neighbors((0, 0))) == sorted(DIRS)


def test_overview__route_graph_corners_are_nodes_borders_are_edges():
    r = BOARD.route_graph
    assert r.number_of_nodes() == 96 and r.number_of_edges() == 90
    for c1, c2, data in r.edges(data=True):
        a, b = data["hexes"]
        # both ends of a border are corners of both its hexes
        assert a in BOARD.corners[c1] and b in BOARD.corners[c1]
        assert a in BOARD.corners[c2] and b in BOARD.corners[c2]
    # every corner of the map where three map hexes meet has three borders
    full = [c for c in r if len(BOARD.corner_hexes[c]) == 3]
    assert all(r.degree(c) == 3 for c in full)
    # Earth's six corners make one place with six spokes
    assert sum(BOARD.earth_corner) == 6 and len(BOARD.adj[3][EARTH]) == 6


def test_setup__eighteen_tiles_laid_on_two_rings_the_rest_set_aside():
    s = fresh()
    laid = [h for h, t in enumerate(s.tile) if t >= 0 and h]
    assert sorted({BOARD.ring[h] for h in laid}) == [1, 2] and len(laid) == 18
    assert len(s.later) == 18
    everything = Counter([s.tile[h] for h in laid] + list(s.later))
    assert everything == {0: 16, 1: 5, 2: 5, 3: 5, 4: 5}


def test_setup__a_first_delivery_token_on_each_settled_world():
    s = fresh()
    worlds = [h for h, t in enumerate(s.tile) if 1 <= t <= 4]
    assert worlds and all(s.token[h] for h in worlds)
    assert sum(s.token) == len(worlds)


def test_setup__goods_deck_of_forty_shuffled_and_four_in_the_pool():
    s = fresh()
    assert Counter(s.deck + s.pool) == {1: 10, 2: 10, 3: 10, 4: 10}
    assert s.deck != sorted(s.deck)


def test_setup__pieces_and_spaceships_at_earth():
    s = fresh(players=5)
    assert s.ship == [EARTH] * 5
    assert s.stations_left == [10] * 5 and s.segments_left == [15] * 5 and s.markers_left == [8] * 5
    assert [s.held[p][p] for p in range(5)] == [2] * 5
    assert s.supply == 30 - 2 * 5


def test_setup__same_seed_same_layout_and_the_starting_player_is_drawn():
    assert fresh(seed=9).tile == fresh(seed=9).tile and fresh(seed=9).deck == fresh(seed=9).deck
    assert len({fresh(seed=k).tile for k in range(5)}) > 1
    assert {fresh(seed=k).start for k in range(30)} == {0, 1, 2, 3}
    assert fresh(first_player=2).start == 2


def test_setup__station_sites_need_three_laid_hexes_a_world_and_not_earth():
    s = fresh()
    assert s.sites
    for c, (need, worlds) in s.sites.items():
        assert not BOARD.earth_corner[c]
        assert len(BOARD.corner_hexes[c]) == 3 and all(1 <= BOARD.ring[h] <= 2 for h in BOARD.corner_hexes[c])
        assert worlds == sum(1 for h in BOARD.corner_hexes[c] if 1 <= s.tile[h] <= 4) >= 1
        assert need[0] == 0
        assert list(need[1:]) == [sum(1 for h in BOARD.corner_hexes[c] if s.tile[h] == k) for k in range(1, 5)]


def test_setup__edge_rule_open_counts_the_unlaid_ring_for_corners_and_borders():
    closed, opened = fresh(seed=4), fresh(seed=4, edge_rule="open")
    assert closed.tile == opened.tile
    assert set(closed.sites) < set(opened.sites)
    rim_sites = [c for c in opened.sites if BOARD.corner_rings[c] == 3]
    assert rim_sites
    assert all(any(BOARD.ring[h] == 2 and 1 <= opened.tile[h] <= 4 for h in BOARD.corner_hexes[c]) for c in rim_sites)
    assert opened.adj is BOARD.adj[3] and closed.adj is BOARD.adj[2]


def test_components__tile_mix_must_fill_the_rings():
    with pytest.raises(ParamsError) as err:
        GAME.Params.parse({"space_tiles": 10})
    assert "30 tiles" in str(err.value) and "36 places" in str(err.value)
    p = GAME.Params.parse(
        {"rings": 2, "setup_rings": 1, "late_rings_after": 1, "space_tiles": 2, "world_tiles": {"red": 4, "blue": 4, "yellow": 4, "green": 4}}
    )
    s = GAME.setup(p, 1)
    assert len(s.later) == 12


def test_components__reconstructed_decks_are_rule_options():
    s = fresh(goods_cards={"red": 2, "blue": 2, "yellow": 2, "green": 2}, exploration_cards=12, players=2)
    assert len(s.deck) + len(s.pool) == 8 and s.supply == 12 - 4
    schema = GAME.Params.model_json_schema()["properties"]
    for name in (
        "rounds",
        "rings",
        "world_tiles",
        "space_tiles",
        "goods_cards",
        "exploration_cards",
        "pool_size",
        "draft_cards",
        "challenge_tokens",
        "bonus_table",
        "move_cost",
        "edge_rule",
    ):
        assert schema[name].get("description"), name


def test_setup__a_match_starts_with_the_draft():
    m = Match(GAME, {"players": 3}, seed=2)
    d = m.decision()
    assert d.kind == "draft" and d.player == m.state.start
    assert all(a[0] in ("take", "challenge") for a in m.legal())
