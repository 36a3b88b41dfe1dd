"""Delta scenarios (docs/scenarios.md, section Delta): one schema (``ScenarioModel``), a field
left out takes a fresh game's value, no hostile position gets in, and every position that does
plays on to an ending of the rules with ``encode`` inside [0, 1]."""

from __future__ import annotations

import copy
import json
import random
import re
from pathlib import Path

import pytest

from deltakit import GAME, card, params
from deltawidgets.core.errors import BadInput
from deltawidgets.core.match import Match
from deltawidgets.core.record import RecordError
from deltawidgets.core.scenario import ScenarioError, field_table
from deltawidgets.games.delta import interop
from deltawidgets.games.delta.scenario import ScenarioModel

DOC = Path(__file__).parents[2] / "docs" / "scenarios.md"


def load(players: int, scenario: dict, **options):
    return GAME.setup_from(params(players, **options), scenario)


def refused(players: int, scenario: dict, field: str, words: str = "", **options) -> str:
    """The scenario is refused with a sentence that starts with ``field``."""
    with pytest.raises(ScenarioError) as err:
        load(players, scenario, **options)
    msg = str(err.value)
    assert msg.startswith(f"Scenario field '{field}': "), msg
    assert words in msg, msg
    return msg


def plays_to_an_ending(s, seed: int) -> None:
    """Random choices from ``s`` reach one of Delta's endings; every step has a choice and every
    viewer's encoding stays inside [0, 1]."""
    rng = random.Random(seed)
    viewers = ["all", "public", *range(s.players)]
    step = 0
    while not GAME.is_over(s):
        for v in viewers if step % 10 == 0 else ["all", GAME.decider(s)]:  # every viewer now and then
            assert all(0.0 <= x <= 1.0 for x in interop.encode(s, v)), f"encode({v}) leaves [0, 1]"
        step += 1
        legal = GAME.legal_actions(s)
        assert legal, f"no legal choice in step {s.step} before the game is over"
        GAME.apply(s, rng.choice(legal))
    assert GAME.end_reason(s) in GAME.end_reasons
    assert all(0.0 <= x <= 1.0 for v in viewers for x in interop.encode(s, v))


def doc_section() -> str:
    text = DOC.read_text()
    return text[text.index("\n## Delta\n") :]


# -- a field left out takes a fresh game's value -----------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_left_out__the_empty_scenario_is_the_fresh_game_and_plays_to_an_ending(players):
    """Setup: ``{}`` is the fresh game of seed 0 (displays dealt, invention and paper rows
    filled, dragonflies on their locations); ``{"seed": 7}`` that of seed 7."""
    s = load(players, {})
    assert GAME.scenario_of(s) == GAME.scenario_of(GAME.setup(params(players), 0))
    assert [len(row) for row in s.display] == [players] * 3 and len(s.inv_row) == len(s.paper_row) == 3
    assert GAME.scenario_of(load(players, {"seed": 7})) == GAME.scenario_of(GAME.setup(params(players), 7))
    for seed in (1, 2):
        plays_to_an_ending(load(players, {"seed": seed}), seed)


def test_left_out__a_record_carrying_the_empty_scenario_loads_and_plays():
    """The reproduction of issue 22: ``Match.load`` of a record with ``{}`` used to raise a bare
    IndexError at the first choice."""
    m = Match(GAME, {"players": 2}, scenario={})
    m.act(m.legal()[0])
    back = Match.load(json.dumps(m.record()))
    assert back.observation("all") == m.observation("all")


def test_left_out__rows_and_displays_come_from_the_fresh_game_in_the_middle_of_a_round():
    """Phase 2 of round 2 written with a few fields: the displays, the invention and paper rows
    are the fresh game's, not empty, and every component is in exactly one place."""
    s = load(3, {"round": 2, "step": "play", "order": [2, 0, 1], "pos": [2, 3, 1]})
    fresh = GAME.setup(params(3), 0)
    assert s.display == fresh.display and s.inv_row == fresh.inv_row and s.paper_row == fresh.paper_row
    assert s.current == 2 and s.queue == [] and GAME.decision(s).kind == "play"
    plays_to_an_ending(s, 3)


def test_left_out__a_component_the_scenario_places_leaves_the_fresh_place_and_one_it_displaces_goes_home():
    """Game Materials: one place per card. The display given takes its card from the fresh
    draw pile; the fresh display's cards go back to it (shuffled in), the row given likewise."""
    fresh = GAME.setup(params(2), 0)
    wanted = fresh.decks["advanced"][0]
    row = fresh.inv_stack[:3]
    s = load(2, {"display": [[wanted], fresh.display[1], fresh.display[2]], "inv_row": row})
    assert s.display[0] == [wanted] and wanted not in s.decks["advanced"]
    assert set(fresh.display[0]) <= set(s.decks["advanced"])
    assert s.inv_row == row and sorted(s.inv_stack) == sorted(set(fresh.inv_stack + fresh.inv_row) - set(row))
    assert s.removed == fresh.removed


def test_left_out__a_basic_card_played_leaves_the_fresh_hand_and_piles():
    """Phase 2: Actions A: the card played is no longer in the hand or a pile."""
    robot = card(GAME.setup(params(2), 0).cat, "Robot", 0)
    played = {"played": [[robot, None, None], [None, -1, None]], "line": [[0], [1], []]}  # and Player 2's card marker
    s = load(2, {"step": "play", "order": [0, 1], "pos": [1, 2], "turn": 2, "current": 0, **played})
    assert robot not in s.hand[0] and all(robot not in pile for pile in s.piles[0])
    assert sorted(s.hand[0] + [c for pile in s.piles[0] for c in pile] + [robot]) == s.cat.basic[0]


# -- hostile positions are refused by field --------------------------------------------------------------
ROW_TOTALS = {"2": 3, "3": 3, "4": 3, "5": 2}
PHASE_2 = {"step": "play", "order": [0, 1, 2], "pos": [1, 2, 3]}

HOSTILE = [
    # (what it checks, players, scenario, field, words)
    ("pending track: the animals are a list", 2, {"pending": [[0, "track", 5, False]]}, "pending.0", "list of animals"),
    ("crystals and flasks are whole numbers", 2, {"flasks": [2.5, 0]}, "flasks.0", "valid integer"),
    ("stacking stamps are numbers", 2, {"stamp": ["x", 0]}, "stamp.0", "valid integer"),
    ("Phase 1 A: the turn order track has 5 positions", 2, {"pos": [99, 0]}, "pos.0", ""),
    ("Phase 1 A: no position 6 on the default track", 2, {"pos": [6, 0]}, "pos.0", "turn order position"),
    ("Setup: the five draw piles", 2, {"decks": {"jokers": []}}, "decks.jokers", "unknown field"),
    ("Game Materials: 3 airship tiles on row 2", 2, {"bonus_stock": {**ROW_TOTALS, "2": 99}}, "bonus_stock", "Airship"),
    ("Phase 4 A: advanced characters above the Workshop", 2, {"display": [[0], [], []]}, "display.0", "advanced cards"),
    ("Phase 1 A: the turn order is a permutation of seats", 3, {**PHASE_2, "order": [0, 0, 1]}, "order", "every seat once"),
    ("Phase 2: a round's turns are numbered from 0", 2, {"turn": -1}, "turn", "greater than or equal to 0"),
    # issue 33: counters that disagree
    ("Phase 2: Actions: the turns over are the cards and markers placed", 3, {**PHASE_2, "turn": 2}, "turn", "0 turns of this round are over"),
    ("Phase 1: before the first round's Phase 2 no turn is over", 2, {"turn": 3}, "turn", "0 turns"),
    ("Turn order and engineering track: the clock is the last stamp", 2, {"clock": 40}, "clock", "the last marker stacked"),
    ("Game Materials: a card in two places", 2, {"hand": [[0, 1], []], "piles": [[[1], [], []], [[], [], []]]}, "piles.0.0", "also in hand.0"),
    ("Game Materials: a card twice in one hand", 2, {"hand": [[0, 0], []]}, "hand.0", "also in hand.0"),
    ("Game Materials: a given place adds nothing, so a card placed nowhere is refused", 2, {"hand": [[0], list(range(10, 20))]}, "hand.0", "in no place"),
    ("Game Materials: 25 crystals", 2, {"crystals": [20, 20]}, "crystals", "only 25 exist"),
    (
        "Game Materials: 16 exploration markers",
        2,
        {
            "explored": [
                [
                    "Boduka",
                    "Sorel",
                    "Arbo",
                    "Bruma",
                    "Mirel",
                    "Kedra",
                    "Lodana",
                    "Salama",
                    "Tellina",
                    "Terapa",
                    "Marisa",
                    "Kalivo",
                    "Vessa",
                    "Tovara",
                    "Yelda",
                    "Ostra",
                    "Pelagra",
                ],
                ["Boduka"],
            ]
        },
        "explored.0",
        "at most 16",
    ),
    ("Setup: two dragonfly tiles on a location", 2, {"df_at": {"A": [0, 1, 2]}}, "df_at.A", "2 dragonfly tiles"),
    ("Setup: with 2 players one advanced character of each type is set aside", 2, {"removed": []}, "removed", "one advanced character of each type"),
    ("Phase 1 A: an order before every seat has a position", 3, {"order": [0, 1, 2]}, "order", ""),
    ("Phase 2: Actions A: a basic card belongs to its owner", 2, {"hand": [list(range(10)) + [10], list(range(11, 20))]}, "hand.0", "own basic"),
    (
        "Phase 3: one card per section a round",
        3,
        {"hand": [list(range(10)) + list(range(30, 45)), list(range(10, 20)), list(range(20, 30))]},
        "hand.0",
        "one card from each section a round",
    ),
    ("VP are the sum of their sources", 2, {"vp": [3, 0]}, "vp.0", "sum of vp_from"),
    ("Dragonfly Tiles: the spaces passed follow the highest cog", 2, {"eng": [10, 4], "df_passed": [[], []]}, "df_passed.0", "passed"),
    ("unknown field", 2, {"colour": 1}, "colour", "unknown field"),
    ("the main steps", 2, {"step": "dance"}, "step", ""),
    ("Last Round Cards: played at once, never in a hand", 2, {"hand": [list(range(10)) + [91], list(range(10, 20))], "round": 6}, "hand.0", "last round card"),
    # pending steps that do not fit the position
    ("Missions rounds 4-5: a coin is owed in step E only", 2, {"pending": [[0, "coin"]]}, "pending.0", "'order' step"),
    ("pending: an unknown kind", 2, {"pending": [[0, "wish"]]}, "pending.0", "kind among"),
    (
        "Dragonfly Tiles: a look at a location the seat reached",
        2,
        {
            "step": "act",
            "section": 1,
            "order": [0, 1],
            "pos": [1, 2],
            "played": [[None, 5, None], [None] * 3],
            "line": [[], [0], []],
            "pending": [[0, "dragonfly", "Tellina", 10, "islands"]],
        },
        "pending.0",
        "explored it",
    ),
    (
        "Horse: the second track comes with every track offered",
        2,
        {
            "step": "act",
            "section": 2,
            "order": [0, 1],
            "pos": [1, 2],
            "played": [[None, None, 8], [None] * 3],
            "line": [[], [], [0]],
            "pending": [[0, "track", ["horse"], True]],
        },
        "pending.0",
        "Horse",
    ),
    # no legal choice before the game is over
    (
        "Phase 3: a section with no card left",
        2,
        {"step": "take", "section": 0, "order": [0, 1], "pos": [1, 2], "display": [[], [], []]},
        "display.0",
        "moved on",
    ),
    (
        "Phase 4 D: a seat with no discard pile",
        2,
        {"step": "pile", "order": [0, 1], "pos": [1, 2], "piles": [[[], [], []], [[], [], []]]},
        "piles.0",
        "moved on",
    ),
    ("Phase 1 A: nobody left to choose", 2, {"queue": []}, "queue", ""),
    (
        "Phase 2: Actions A: a turn with no section free",
        2,
        {"step": "play", "order": [0, 1], "pos": [1, 2], "played": [[0, 1, 2], [None] * 3], "line": [[0], [0], [0]]},
        "played.0",
        "sections free",
    ),
    ("End Game Scoring: over only after round 6", 2, {"step": "over", "over": True, "end_reason": "six_rounds"}, "over", "round 6"),
]


@pytest.mark.parametrize("rule,players,scenario,field,words", HOSTILE, ids=[h[0] for h in HOSTILE])
def test_hostile__refused_with_a_sentence_naming_the_field(rule, players, scenario, field, words):
    refused(players, scenario, field, words)


def test_hostile__a_record_with_a_bad_scenario_is_refused_with_the_scenarios_sentence():
    """Match.load: the record's scenario is refused by name, never with a bare exception."""
    good = Match(GAME, {"players": 2}, scenario={}).record()
    rec = copy.deepcopy(good)
    rec["scenario"] = {"pos": [99, 0]}
    with pytest.raises(RecordError, match=re.escape("Scenario field 'pos.0'")):
        Match.load(json.dumps(rec))


def test_hostile__not_an_object():
    for bad in ([], "hand", 3):
        with pytest.raises(BadInput, match="JSON object"):
            load(2, bad)


def test_hostile__ranges_follow_the_rule_options():
    """Rule options change the catalogue: a 7-round game accepts round 7, the default does not."""
    refused(2, {"round": 7}, "round", "no round 7")
    tracks = copy.deepcopy(params(2).tracks)
    tracks["rounds"] = 7
    assert load(2, {"round": 7}, tracks=tracks).round == 7


# -- what is accepted plays on -------------------------------------------------------------------------
def _states(players: int, seed: int, every: int, **options):
    s = GAME.setup(params(players, **options), seed)
    rng = random.Random(seed)
    out = []
    i = 0
    while not GAME.is_over(s):
        if i % every == 0:
            out.append(GAME.clone(s))
        GAME.apply(s, rng.choice(GAME.legal_actions(s)))
        i += 1
    return out + [s]


OPTIONS = [{}, {"income_before_order": False}, {"final_round_upkeep": True}, {"dragonflies_single_use": False}]


@pytest.mark.parametrize("options", OPTIONS, ids=["default", "income_after_order", "final_round_upkeep", "dragonflies_reused"])
def test_round_trip__scenario_of_is_the_exact_inverse_under_every_ruling(options):
    """Every position of random games (2-4 players) loads from its scenario (through JSON) to
    the same position, which writes the same scenario again."""
    for players in (2, 3, 4):
        for s in _states(players, 5 + players, 7, **options):
            text = json.dumps(GAME.scenario_of(s))
            t = GAME.setup_from(s.params, json.loads(text))
            assert json.dumps(GAME.scenario_of(t)) == text and t.markers == s.markers


def _mutate(sc: dict, rng: random.Random) -> dict:
    """One hostile change: a field left out, a number moved from one list to another, a value
    nudged, a list shortened, grown or shuffled."""
    sc = copy.deepcopy(sc)
    paths = []

    def walk(v, path):
        paths.append(path)
        if isinstance(v, dict):
            for k, x in v.items():
                walk(x, (*path, k))
        elif isinstance(v, list):
            for i, x in enumerate(v):
                walk(x, (*path, i))

    walk(sc, ())
    paths = paths[1:]

    def at(path):
        node = sc
        for k in path:
            node = node[k]
        return node

    roll = rng.random()
    if roll < 0.15:
        del sc[rng.choice(list(sc))]
        return sc
    numbers = [p for p in paths if isinstance(at(p), list) and all(type(x) is int for x in at(p))]
    if roll < 0.4 and numbers:
        src = rng.choice([p for p in numbers if at(p)] or numbers)
        if at(src):
            x = at(src).pop(rng.randrange(len(at(src))))
            dst = at(rng.choice(numbers))
            dst.insert(rng.randrange(len(dst) + 1), x)
        return sc
    path = rng.choice(paths)
    v = at(path)
    if isinstance(v, bool):
        new = not v
    elif isinstance(v, int):
        new = v + rng.choice([-2, -1, 1, 3, 20])
    elif isinstance(v, str):
        new = rng.choice(["order", "play", "act", "take", "pile", "over", "Tellina", "A", "coin", "track", ""])
    elif isinstance(v, list):
        new = v[:]
        if new and rng.random() < 0.4:
            new.pop(rng.randrange(len(new)))
        elif new and rng.random() < 0.5:
            new.append(copy.deepcopy(rng.choice(new)))
        else:
            rng.shuffle(new)
    else:
        return sc
    node = sc
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = new
    return sc


@pytest.mark.parametrize("seed", [1, 2])
def test_hostile__scenarios_changed_at_random_are_refused_by_field_or_play_to_an_ending(seed):
    """Positions of random games, each changed at random: every one is either refused with a
    ScenarioError naming a field, or plays to one of Delta's endings with encode in [0, 1]."""
    rng = random.Random(seed)
    accepted = 0
    for players in (2, 3, 4):
        for s in _states(players, seed, 80)[::2]:
            sc = json.loads(json.dumps(GAME.scenario_of(s)))
            for _ in range(4):
                changed = _mutate(sc, rng)
                try:
                    t = GAME.setup_from(s.params, changed)
                except ScenarioError as err:
                    assert re.match(r"Scenario field '[^']+': \S", str(err)), str(err)
                    continue
                accepted += 1
                plays_to_an_ending(t, seed)
    assert accepted  # some changes (a field left out, a shuffle of a hand) are still positions


# -- the documentation -----------------------------------------------------------------------------------
def test_docs__the_delta_field_table_is_the_one_the_model_generates():
    """docs/scenarios.md lists exactly the fields of ScenarioModel, with what each holds and
    takes when left out (regenerate with ``python tests/core/test_scenario_docs.py``)."""
    table = field_table(ScenarioModel)
    assert table in doc_section()
    assert all(f"`{name}`" in table for name in ScenarioModel.model_fields)


def test_docs__the_delta_section_says_what_a_field_left_out_takes():
    assert "A field left out takes the value a fresh game with the same rule options and seed\nwould have." in doc_section()


def test_docs__the_full_delta_example_loads_and_plays_to_an_ending():
    """The example of docs/scenarios.md (section Delta): Player 3 keeps a dragonfly it looked at
    on Marisa (Dragonfly Tiles), then scores Marisa's 3 VP (Explore)."""
    example = json.loads(re.search(r"```json\n(.*?)```", doc_section(), re.S).group(1))
    m = Match(GAME, {"players": 3}, scenario=example)
    d = m.decision()
    assert (d.player, d.kind) == (2, "dragonfly")
    assert sorted(GAME.label(m.state, a) for a in m.legal()) == ["Keep the dragonfly tile for 2 cogs", "Keep the dragonfly tile for an airship"]
    m.act(("keep", 7))
    assert m.state.vp[2] == 7 and m.state.dragonflies[2] == [7]
    assert GAME.scenario_of(GAME.setup_from(m.state.params, m.scenario_of())) == m.scenario_of()
    plays_to_an_ending(m.state, 4)
