"""Scenarios (issue 8): any Delta V position, exactly, in both directions.

- Round trip: ``setup_from(params, scenario_of(s))`` is the same position as ``s`` in every phase,
  field by field over ``DeltaVState.__slots__``, with the same legal actions, decision and views.
- Validation against the rules: every refusal names the field it is about.
- ``determinize``: what a viewer cannot see is dealt anew, and nothing the viewer sees changes.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from deltavkit import GAME
from deltawidgets import Match
from deltawidgets.core.errors import BadInput, RecordError
from deltawidgets.games.deltav.contracts import takes
from deltawidgets.games.deltav.rules import STEPS
from deltawidgets.games.deltav.state import DeltaVState

SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# -- comparing two positions field by field ---------------------------------------------------------


def faces(s, tids):
    return [None if t < 0 else (s.cat.kind[t], s.cat.mineral[t], s.cat.value[t]) for t in tids]


def plain(v):
    """Sets sorted, dicts as sorted items, recursively: comparable and order-free where the state is."""
    if isinstance(v, (set, frozenset)):
        return sorted(v)
    if isinstance(v, dict):
        return sorted(v.items())
    if isinstance(v, list):
        return [plain(x) for x in v]
    return v


def same(field):
    return lambda a, b: plain(getattr(a, field)) == plain(getattr(b, field))


def same_board(a, b):
    x, y = a.board, b.board
    return (x.n, x.station, x.names, x.rows, x.cols) == (y.n, y.station, y.names, y.rows, y.cols)


def same_tiles(a, b):
    """Tile ids only label tiles; two tiles with one face cannot be told apart by any rule."""
    key = lambda s: sorted(faces(s, range(len(s.cat.kind))), key=str)  # noqa: E731
    return key(a) == key(b) and (a.cat.contracts, a.cat.bribe_mineral) == (b.cat.contracts, b.cat.bribe_mineral)


def announced(a, b):
    """A scenario's log starts at its own position: the opening announces the turn (and the end)."""
    want = [{"type": "turn", "player": b.current, "turn": b.turn}]
    return b.opening == want + ([{"type": "end", "reason": b.end_reason}] if b.over else [])


#: how each field of the state is compared; a field added to DeltaVState fails the test until it is here
COMPARE = {
    "params": lambda a, b: a.params == b.params,
    "board": same_board,
    "cat": same_tiles,
    "cell_tile": lambda a, b: faces(a, a.cell_tile) == faces(b, b.cell_tile),
    "collected": lambda a, b: [[(faces(a, [t]), m) for t, m in row] for row in a.collected] == [[(faces(b, [t]), m) for t, m in row] for row in b.collected],
    "opening": announced,
    # a space whose tile has left the field has no face to remember (no tile ever comes back)
    "memory": lambda a, b: [sorted(c for c in m if a.cell_tile[c] >= 0) for m in a.memory] == [sorted(c for c in m if b.cell_tile[c] >= 0) for m in b.memory],
    # only a tile gained this turn plays differently (it waits a turn): which earlier turn is not kept
    "incidents": lambda a, b: [[(k, t == a.turn) for k, t in row] for row in a.incidents] == [[(k, t == b.turn) for k, t in row] for row in b.incidents],
}
for _name in DeltaVState.__slots__:
    COMPARE.setdefault(_name, same(_name))


def test_scenario__every_state_field_has_a_comparison():
    assert set(COMPARE) == set(DeltaVState.__slots__)


def assert_same_position(a, b):
    for name in DeltaVState.__slots__:
        assert COMPARE[name](a, b), (name, getattr(a, name), getattr(b, name))
    assert GAME.legal_actions(a) == GAME.legal_actions(b)
    assert GAME.decision(a) == GAME.decision(b)
    for viewer in [*range(a.players), "public", "all"]:
        assert GAME.observation(a, viewer) == GAME.observation(b, viewer), viewer


def round_trip(s):
    sc = GAME.scenario_of(s)
    text = json.dumps(sc)  # JSON-safe
    assert json.loads(text) == sc
    back = GAME.setup_from(s.params, json.loads(text))
    assert_same_position(s, back)
    assert GAME.scenario_of(back) == sc
    return back


# -- random positions of random games ------------------------------------------------------------------


def choose(s, rng: random.Random, cheat: float):
    """A random legal action; when revealing it often picks a matching tile, so that contracts,
    bid-ups and replacements happen."""
    legal = GAME.legal_actions(s)
    if s.phase == "reveal" and rng.random() < cheat:
        need = s.cat.contracts[s.contract]

        def good(cell):
            tid = s.cell_tile[cell]
            if s.cat.kind[tid] != "mineral":
                return False
            m = s.cat.mineral[tid]
            return m == s.bid.mineral if s.bid else takes(need, s.effective, m)

        legal = [a for a in legal if good(a[1])] or legal
    if s.phase == "action" and len(legal) > 1 and rng.random() < 0.6:
        legal = [a for a in legal if a != ("prospect",)] or legal
    return rng.choice(legal)


def game_params(players: int, variant: int):
    return GAME.Params.parse(
        {
            "players": players,
            "turn_limit": 40,
            "alien_limit": 2 + variant % 4,  # at most the five Alien Encounters, as the rules require
            "contract_attempt": ("mandatory", "optional")[variant % 2],
            "grid_size": (7, 7, 5, 9)[variant % 4],  # a smaller field sets tiles aside; a larger one leaves spaces empty
        }
    )


def positions(players: int, seed: int, variant: int):
    """Every position of one random game, the finished one included."""
    s = GAME.setup(game_params(players, variant), seed)
    rng = random.Random(seed ^ variant)
    while True:
        yield s
        if s.over:
            return
        s = s.clone()
        GAME.apply(s, choose(s, rng, 0.7))


@SETTINGS
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32), variant=st.integers(0, 7), step=st.integers(0, 400))
def test_scenario__any_position_of_a_random_game_round_trips_exactly(players, seed, variant, step):
    for k, s in enumerate(positions(players, seed, variant)):
        if k == step or s.over:
            round_trip(s)
            return


def test_scenario__round_trips_in_every_phase_including_mid_turn_steps_and_open_windows():
    """Sweeps whole games until each phase of the turn (and the end) has round-tripped in a dozen
    positions (the first of a phase is often its plainest: a full window, no picks yet)."""
    left = dict.fromkeys([*STEPS.steps, "over"], 12)
    for seed in range(80):
        for s in positions(2 + seed % 3, seed, seed):
            if left.get(s.phase):
                round_trip(s)
                left[s.phase] -= 1
        if not any(left.values()):
            return
    never = sorted(p for p, k in left.items() if k == 12)
    assert not never, f"phases never reached: {never}"


# -- writing scenarios by hand --------------------------------------------------------------------------

ROW = {"A1": "alphatite:3", "B1": "betamite:2", "C1": "gammatite:1", "D1": "deltamite:4", "E1": "sabotage"}
BASE = {"players": 2, "first_player": 0}


def load(params=None, **scenario):
    return GAME.setup_from(GAME.Params.parse({**BASE, **(params or {})}), {"tiles": ROW, **scenario})


def test_scenario__spaces_by_board_name_or_row_col_are_the_same_and_written_as_the_board_draws_them():
    a = load(rockets=[{"B1": 1}, {"station": 1}], memory=[["D1"], []])
    b = load(
        tiles={"0,0": "alphatite:3", "0,1": "betamite:2", "0,2": "gammatite:1", "0,3": "deltamite:4", "0,4": "sabotage"},
        rockets=[{"0,1": 1}, {"the station": 1}],
        memory=[["0,3"], []],
    )
    assert_same_position(a, b)
    names = {c["name"] for c in GAME.observation(a, "all")["cells"]}
    sc = GAME.scenario_of(a)
    assert set(sc["tiles"]) <= names and sc["rockets"] == [{"B1": 1}, {"station": 1}]


def test_scenario__what_is_not_said_is_the_start_of_a_turn():
    s = load()
    assert (s.turn, s.current, s.phase, s.over) == (1, 0, "action", False)
    assert s.rockets == [{s.board.station: 1}] * 2 and s.shipyard == [4, 4]
    assert not any(s.bribe_spent) and s.incidents == [[], []] and s.alien == -1
    # Incident Tile Explanations, Pirate Attack: a holder's window opens before the action
    s = load(incidents=[[], ["pirate_attack"]])
    assert (s.phase, s.queue) == ("pirate", [1])
    # ...but not for a tile gained this very turn
    assert load(incidents=[[], ["pirate_attack:3"]], turn=3).phase == "action"


def test_scenario__a_full_position_mid_attempt_with_stolen_and_spent_bribes():
    """Bribe: Mineral Replacement: seat 0 revealed A1 (matched) then D1, which does not match."""
    s = load(
        params={"contracts": [["alphatite", "betamite"]]},
        turn=6,
        phase="replace",
        contract=0,
        revealed=["A1"],
        mismatch="D1",
        bribes=[
            ["alphatite", "betamite spent", "gammatite", "deltamite", "omnidium", "betamite of seat 1"],
            ["alphatite", "gammatite", "deltamite", "omnidium spent"],
        ],
        incidents=[["sabotage:6"], []],
        collected=[[], ["omnidium:2 as gammatite"]],
    )
    assert GAME.legal_actions(s) == [("bribe", "omnidium"), ("bribe", "betamite"), ("accept",)]  # stolen one last
    assert s.faceup == {0, 3} and s.selected == 3 and s.down == [1, 2, 4]
    assert GAME.observation(s, 0)["players"][0]["incidents"][0]["fresh"]
    round_trip(s)


def test_scenario__the_documented_example_loads_and_round_trips():
    text = (Path(__file__).parents[2] / "docs" / "scenarios.md").read_text()
    part = text.split("## Delta V", 1)[1].split("\n## ", 1)[0]
    example = json.loads(re.search(r"```json\n(.*?)```", part, re.S)[1])
    m = Match(GAME, {"players": 3, "first_player": 0}, scenario=example)
    assert m.state.phase == example["phase"]
    round_trip(m.state)


# -- validation: each refusal names its field ------------------------------------------------------------

BAD = [
    ({"tiles": {**ROW, "D4": "alphatite:1"}}, "tiles.D4", "station"),
    ({"tiles": {"A1": "alphatite:12"}}, "tiles.A1", "value 1 to 9"),
    ({"tiles": {"a1": "alphatite:1"}}, "tiles.a1", "not a space"),
    ({"tiles": {"H1": "alphatite:1"}}, "tiles.H1", "outside"),
    ({"faceup": ["A1"]}, "faceup.0", "attempt"),
    ({"shown": ["E1"]}, "shown.0", "face-down mineral"),
    ({"shown": ["F1"]}, "shown.0", "face-down mineral"),
    ({"phase": "reveal", "contract": 3, "revealed": ["A1"], "shown": ["A1"]}, "shown.0", "face-down mineral"),
    ({"faceup": ["E1"]}, "faceup.0", "leaves the field"),
    ({"tiles": {**ROW, "F1": "alien_encounter"}, "faceup": ["F1"], "aliens_revealed": 2}, "aliens_revealed", "face up"),
    ({"tiles": {**ROW, "F1": "alien_encounter"}, "faceup": ["F1"], "params": {"alien_limit": 1}}, "faceup", "ends the game"),
    ({"alien": "station"}, "alien", "asteroid tiles"),
    ({"alien": "G7"}, "alien", "asteroid tiles"),
    ({"rockets": [{"G7": 1}, {}]}, "rockets.0.G7", "no tile"),
    ({"rockets": [{"station": 6}, {}]}, "rockets.0", "more than the 5"),
    ({"rockets": [{"A1": 1}, {"A1": 1}]}, "rockets", "share A1"),
    ({"rockets": [{}, {}, {}]}, "rockets", "for 2 players"),
    ({"bribes_spent": [["alphatite", "alphatite"]]}, "bribes_spent.0.1", "no unspent alphatite"),
    ({"bribes": [["alphatite"], []]}, "bribes", "missing"),
    ({"bribes": [["alphatite of seat 0"] * 2, []]}, "bribes.0.1", "no other alphatite"),
    ({"bribes": [["gold"], []]}, "bribes.0.0", "a counter is written"),
    ({"incidents": [["alien_encounter"], []]}, "incidents.0.0", "stays on the field"),
    ({"incidents": [["sabotage:4"], []], "turn": 3}, "incidents.0.0", "turn it was gained"),
    ({"collected": [["sabotage"], []]}, "collected.0.0", "only mineral tiles"),
    ({"collected": [["alphatite:3 as gold"], []]}, "collected.0.0", "not a mineral"),
    ({"out": "rest", "collected": [["alphatite:9"], []]}, "collected.0.0", "tile mix"),
    ({"out": "rest"}, "out", "aliens_stay_in_play"),
    ({"out": ["alien_encounter"]}, "out", "aliens_stay_in_play"),
    ({"contracts_done": {"0": 5}}, "contracts_done.0", "seat below 2"),
    ({"contracts_done": {str(k): 0 for k in range(12)}}, "contracts_done", "over"),
    ({"memory": [["station"], []]}, "memory.0", "station"),
    ({"current": 2}, "current", "not a seat"),
    ({"turn": 0}, "turn", "greater than or equal to 1"),
    ({"turn": 401}, "turn", "turn_limit"),
    ({"phase": "dance"}, "phase", "unknown phase"),
    ({"phase": "action", "moved": {"A1": 1}}, "moved", "not part of phase"),
    ({"phase": "action", "pirated": True}, "pirated", "Pirate Attack"),
    ({"phase": "pirate"}, "window", "nobody may play a Pirate Attack"),
    ({"phase": "pirate", "incidents": [[], ["pirate_attack"]], "window": [0]}, "window.0", "may not"),
    ({"phase": "move_pick", "moved": {"station": 1}, "picks": ["station"]}, "moved", "every rocket has moved"),
    ({"phase": "move_to", "moving": "A1"}, "moving", "no rocket at A1"),
    ({"phase": "survey_pick", "picks": ["A1", "B1", "C1"]}, "picks.2", "Satellite Survey"),
    ({"phase": "prospect_reveal"}, "phase", "follows a look"),
    ({"phase": "reveal"}, "contract", "needs the contract"),
    ({"phase": "reveal", "contract": 99}, "contract", "numbered 0 to 11"),
    ({"phase": "reveal", "contract": 0, "contracts_done": {"0": 1}}, "contract", "already fulfilled"),
    ({"phase": "reveal", "contract": 3, "revealed": ["A1"], "counted_as": ["gammatite"]}, "counted_as.0", "does not fill"),
    ({"phase": "reveal", "contract": 3, "revealed": ["A1"], "rockets": [{}, {"A1": 1}]}, "revealed.0", "may not be revealed"),
    ({"phase": "reveal", "contract": 3, "revealed": ["E1"]}, "revealed.0", "face-down mineral"),
    ({"phase": "replace", "contract": 3, "revealed": [], "mismatch": "A1"}, "mismatch", "would have matched"),
    ({"phase": "bid", "contract": 0, "revealed": ["A1"], "window": [0]}, "window.0", "may not bid up"),
    ({"phase": "bid_replace", "contract": 0, "revealed": ["A1"], "mismatch": "B1"}, "bid", "answers a bid"),
    ({"phase": "alien_move"}, "faceup", "just been revealed"),
    ({"phase": "over", "over": "last_contract"}, "over", "cannot have ended"),
    ({"over": "last_alien", "phase": "action"}, "over", "finished game"),
    ({"phase": "sabotage_pick", "rockets": [{"station": 1}, {}]}, "phase", "nobody can act"),
]


@pytest.mark.parametrize("patch,field,words", BAD, ids=[f"{f}:{w}" for _, f, w in BAD])
def test_scenario__validation_names_the_field_and_the_rule(patch, field, words):
    patch = dict(patch)
    params = patch.pop("params", None)
    with pytest.raises(BadInput) as err:
        load(params, **patch)
    assert f"'{field}'" in str(err.value) and words in str(err.value), str(err.value)


def test_scenario__a_position_where_nobody_can_act_is_refused_but_a_finished_one_is_shown():
    """Sabotage with no opponent rocket in play leaves nothing to choose: the rules never get there
    (Incident Tile Explanations), so it is refused. Game End: a field whose only tile is under the
    alien is a legal finished position, shown as such."""
    with pytest.raises(BadInput, match="nobody can act"):
        load(phase="sabotage_pick", rockets=[{"station": 1}, {}], incidents=[["sabotage"], []])
    over = load(tiles={"A1": "alphatite:1"}, alien="A1", rockets=[{}, {}], over="no_free_tile", phase="over")
    assert over.over and GAME.legal_actions(over) == [] and GAME.decision(over) is None
    assert GAME.observation(over, "public")["end_reason"]
    round_trip(over)


def mutations(s):
    """Values a hand-written scenario might give, right or wrong, by key."""
    spaces = st.sampled_from([*s.board.names[: s.board.station], *s.board.names[s.board.station + 1 :], "station"])
    seats = st.integers(-1, 4)
    return {
        "phase": st.sampled_from([*STEPS.steps, "over"]),
        "window": st.lists(seats, max_size=3),
        "pirated": st.booleans(),
        "stage": st.sampled_from(["action", "contract", "stormed"]),
        "picks": st.lists(spaces, max_size=3),
        "moved": st.dictionaries(spaces, st.integers(0, 2), max_size=2),
        "moving": spaces,
        "sabotaged": spaces,
        "mismatch": spaces,
        "alien": spaces,
        "faceup": st.lists(spaces, max_size=2),
        "alien_from": st.sampled_from(["prospect", "contract", "scan"]),
        "contract": st.integers(-1, 12),
        "revealed": st.lists(spaces, max_size=3),
        "turn": st.integers(1, 50),
        "current": seats,
        "bid": st.fixed_dictionaries({"by": seats, "mineral": st.sampled_from(["alphatite", "betamite", "omnidium"])}),
        "over": st.sampled_from(["last_contract", "last_alien", "no_free_tile", "turn_limit"]),
        "rockets": st.lists(st.dictionaries(spaces, st.integers(0, 2), max_size=2), min_size=s.players, max_size=s.players),
        "incidents": st.lists(
            st.lists(st.sampled_from(["sabotage", "pirate_attack", "meteor_storm:1", "mineral_scan"]), max_size=2), min_size=s.players, max_size=s.players
        ),
    }


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32), step=st.integers(0, 300), data=st.data())
def test_scenario__a_scenario_changed_at_random_is_refused_naming_a_field_or_plays_on(players, seed, step, data):
    """What the checks let through is a position the rules can go on from: it round-trips, and
    random play from it never finds a step where nobody can act."""
    for k, s in enumerate(positions(players, seed, seed % 8)):
        if k == step or s.over:
            break
    sc = GAME.scenario_of(s)
    options = mutations(s)
    for key in data.draw(st.lists(st.sampled_from(sorted(options)), min_size=1, max_size=3, unique=True)):
        sc[key] = data.draw(options[key], label=key)
    try:
        t = GAME.setup_from(s.params, sc)
    except BadInput as err:
        assert str(err).startswith("Scenario field '"), str(err)
        event("refused")
        return
    event("loaded")
    round_trip(t)
    rng = random.Random(seed)
    for _ in range(40):
        if t.over:
            break
        GAME.apply(t, rng.choice(GAME.legal_actions(t)))
        assert t.over or GAME.legal_actions(t)


# -- determinize ------------------------------------------------------------------------------------------


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32), variant=st.integers(0, 7), step=st.integers(0, 300), rng_seed=st.integers(0, 2**32))
def test_determinize__the_viewer_sees_the_same_position_and_the_result_round_trips(players, seed, variant, step, rng_seed):
    """Action: Prospect / Satellite Survey: looks are secret, so another deal of the unseen tiles
    must look the same to the viewer, down to the decision (no shadow of the hidden faces)."""
    for k, s in enumerate(positions(players, seed, variant)):
        if k == step or s.over:
            break
    for viewer in [*range(players), "public"]:
        d = GAME.determinize(s, viewer, random.Random(rng_seed))
        assert GAME.observation(d, viewer) == GAME.observation(s, viewer)
        if GAME.decision(s) and GAME.decision(s).player == viewer:
            assert GAME.legal_actions(d) == GAME.legal_actions(s)
        round_trip(d)
    assert GAME.observation(s, "all") == GAME.observation(GAME.determinize(s, "all", random.Random(1)), "all")


def test_determinize__unseen_faces_vary_with_the_rng_and_seen_ones_stay():
    m = Match(GAME, {"players": 2, "first_player": 0}, seed=4)
    m.act(("prospect",))  # Player 1 looks under the rocket on the station: nothing
    s = m.state
    s.memory[0].update(s.down[:5])  # as if Player 1 had surveyed these
    deals = {tuple(GAME.determinize(s, 0, random.Random(k)).cell_tile) for k in range(8)}
    assert len(deals) > 1
    for cells in deals:
        assert [cells[c] for c in s.down[:5]] == [s.cell_tile[c] for c in s.down[:5]]
        assert sorted(cells) == sorted(s.cell_tile)
    public = {tuple(GAME.determinize(s, "public", random.Random(k)).cell_tile[c] for c in s.down[:5]) for k in range(8)}
    assert len(public) > 1


def test_scenario__faces_shown_to_the_whole_table_are_in_every_memory_and_written_once():
    """Reveal the Asteroid Tiles: a failed attempt's tiles flip back, but everyone saw them; a
    scenario's "shown" puts them in every seat's memory and the spectator's view."""
    s = load(shown=["B1"], memory=[["C1"], []])
    assert s.shown == {1} and s.memory == [{1, 2}, {1}]
    sc = GAME.scenario_of(s)
    assert sc["shown"] == ["B1"] and sc["memory"] == [["C1"], []]
    assert GAME.observation(s, "public")["cells"][1]["face"] == {"kind": "mineral", "mineral": "betamite", "value": 2}
    round_trip(s)


def test_determinize__the_public_keeps_the_faces_shown_to_the_whole_table():
    s = load(shown=["A1", "B1"])
    for k in range(8):
        t = GAME.determinize(s, "public", random.Random(k))
        assert t.cell_tile[0] == s.cell_tile[0] and t.cell_tile[1] == s.cell_tile[1]
    assert len({tuple(GAME.determinize(s, "public", random.Random(k)).cell_tile) for k in range(8)}) > 1


def test_determinize__a_bad_viewer_is_refused():
    s = load()
    for viewer in (2, -1, "0", True, None):
        with pytest.raises(BadInput):
            GAME.determinize(s, viewer, random.Random(0))


# -- omitted fields and positions that should never load (issue 22) ---------------------------------


@pytest.mark.parametrize("seed", [0, 5])
def test_omitted_fields__an_empty_scenario_is_a_fresh_game_dealt_from_its_seed(seed):
    """Setting Up the Game: a field left out takes a fresh game's value (the field, the first player)."""
    from deltawidgets.games.deltav.setup import setup

    params = GAME.Params.parse({"players": 3})
    scenario = {} if seed == 0 else {"seed": seed}
    assert GAME.scenario_of(GAME.setup_from(params, scenario)) == GAME.scenario_of(setup(params, seed))


def test_game_end__an_empty_field_is_refused_naming_tiles():
    """Game End: with no tile free of rockets and the alien the last turn ended the game; an empty
    field would leave a rocket that was picked to move with nowhere to go."""
    from deltawidgets.core.scenario import ScenarioError

    with pytest.raises(ScenarioError, match="Scenario field 'tiles'"):
        GAME.setup_from(GAME.Params.parse({}), {"tiles": {}})
    record = Match(GAME, {}, seed=1).record() | {"scenario": {"tiles": {}}}
    with pytest.raises(RecordError, match="scenario is refused: Scenario field 'tiles'"):
        Match.load(record)
