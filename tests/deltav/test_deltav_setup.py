"""Rulebook sections "Setting Up the Game" and "Play" (first player, turn order)."""

from __future__ import annotations

import networkx as nx
import pytest

from deltavkit import GAME, play
from deltawidgets import Match
from deltawidgets.games.deltav.board import board


@pytest.mark.parametrize("n", [3, 5, 7, 9])
def test_setting_up_the_game__field_is_an_n_by_n_networkx_grid_with_the_station_at_the_centre(n):
    b = board(n)
    grid = nx.grid_2d_graph(n, n)
    assert set(b.graph.nodes) == set(grid.nodes)
    assert {frozenset(e) for e in b.graph.edges} == {frozenset(e) for e in grid.edges}
    assert b.coords(b.station) == (n // 2, n // 2)
    stations = [v for v, d in b.graph.nodes(data=True) if d.get("station")]
    assert stations == [(n // 2, n // 2)]
    assert all(b.graph.nodes[(r, c)]["cell"] == r * n + c for r, c in b.graph.nodes)
    assert b.station not in b.asteroid_cells and len(b.asteroid_cells) == n * n - 1


def test_setting_up_the_game__every_tile_is_placed_face_down_once_around_the_station():
    m = Match(GAME, seed=11)
    s = m.state
    placed = [t for t in s.cell_tile if t >= 0]
    assert sorted(placed) == list(range(48))  # the default mix fills the 48 spaces exactly
    assert s.cell_tile[s.board.station] == -1
    assert not s.faceup and s.alien == -1 and s.aliens_revealed == 0
    for viewer in (0, 1):
        cells = m.observation(viewer)["cells"]
        assert cells[s.board.station]["tile"] == "station"
        others = [c for c in cells if c["tile"] != "station"]
        assert all(c["tile"] == "down" and "face" not in c for c in others)


def test_setting_up_the_game__the_shuffle_depends_on_the_seed_and_only_on_it():
    a, b, c = (Match(GAME, seed=k).state.cell_tile for k in (1, 1, 2))
    assert a == b
    assert a != c


def test_setting_up_the_game__a_larger_field_leaves_spaces_empty_and_a_smaller_one_sets_tiles_aside():
    big = Match(GAME, {"grid_size": 9}, seed=3).state
    assert sum(t >= 0 for t in big.cell_tile) == 48
    small = Match(GAME, {"grid_size": 5}, seed=3).state
    assert sum(t >= 0 for t in small.cell_tile) == 24


@pytest.mark.parametrize("seed", range(5))
def test_setting_up_the_game__tiles_set_aside_are_never_alien_encounters(seed):
    """Game End counts the Alien Encounters revealed, so all of them go on a smaller field
    (ruling aliens_stay_in_play); with the option off they are set aside like any tile."""

    def aliens(state):
        return sum(state.cat.kind[t] == "alien_encounter" for t in state.cell_tile if t >= 0)

    assert aliens(Match(GAME, {"grid_size": 3}, seed=seed).state) == 5
    assert aliens(Match(GAME, {"grid_size": 5}, seed=seed).state) == 5
    off = [aliens(Match(GAME, {"grid_size": 3, "aliens_stay_in_play": False}, seed=k).state) for k in range(20)]
    assert min(off) < 5


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("rockets", [1, 5, 7])
def test_setting_up_the_game__one_rocket_each_on_the_station_and_the_rest_in_the_shipyard(players, rockets):
    s = Match(GAME, {"players": players, "rockets_per_player": rockets}, seed=5).state
    for p in range(players):
        assert s.rockets[p] == {s.board.station: 1}
        assert s.shipyard[p] == rockets - 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bribe_counters__each_player_starts_with_one_unspent_counter_per_mineral(players):
    m = Match(GAME, {"players": players}, seed=5)
    for pv in m.observation("all")["players"]:
        assert [b["mineral"] for b in pv["bribes"]] == ["alphatite", "betamite", "gammatite", "deltamite", "omnidium"]
        assert not any(b["spent"] for b in pv["bribes"])
    custom = Match(GAME, {"players": players, "bribe_minerals": ["alphatite", "alphatite"]}, seed=5)
    for pv in custom.observation("all")["players"]:
        assert [b["mineral"] for b in pv["bribes"]] == ["alphatite", "alphatite"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_play__the_first_player_is_drawn_at_random_and_varies_with_the_seed(players):
    firsts = {Match(GAME, {"players": players}, seed=k).decision().player for k in range(60)}
    assert firsts == set(range(players))
    assert Match(GAME, {"players": players}, seed=8).decision().player == Match(GAME, {"players": players}, seed=8).decision().player


def test_play__the_first_player_option_fixes_the_starting_seat():
    for seat in range(3):
        assert Match(GAME, {"players": 3, "first_player": seat}, seed=1).decision().player == seat


@pytest.mark.parametrize("players", [2, 3, 4])
def test_play__turns_pass_clockwise_to_the_left(players):
    m = Match(GAME, {"players": players, "contract_attempt": "optional"}, seed=2)
    first = m.decision().player
    seen = []
    for _ in range(2 * players):
        seen.append(m.decision().player)
        play(m, ("prospect",))
        if m.state.phase == "prospect_reveal":
            play(m, ("keep",))
        play(m, ("skip",))
    assert seen == [(first + k) % players for k in range(2 * players)]
