"""Lessons (docs/lessons.md): every lesson file loads, covers its rulebook, and each step's
scenario and expected actions hold against the engine."""
import copy
import re
from pathlib import Path

import pytest
import yaml

from deltawidgets import Match
from deltawidgets.lessons import LessonError, coverage, lesson_games, load_lesson
from deltawidgets.lessons.lesson import DATA, parse_lesson

GAMES = lesson_games()
RULEBOOKS = Path("/work/shared/rules")


def raw(game):
    return yaml.safe_load((DATA / f"{game}.yaml").read_text(encoding="utf-8"))


def test_there_is_a_delta_v_lesson():
    assert "deltav" in GAMES


def test_there_is_a_vesta_lesson():
    assert "vesta" in GAMES


@pytest.mark.parametrize("game", GAMES)
def test_every_rulebook_section_is_taught(game):
    """Coverage: each section of the rulebook (listed in the lesson file) has a step teaching it."""
    missing = [sec for sec, steps in coverage(game).items() if not steps]
    assert not missing, f"{game}: no step teaches {missing}"


def test_spatial_sections_are_headings_of_the_rulebook():
    """Coverage: every Spatial Delivery section is a heading line of the rulebook, and the
    rulebook's phase headings ("1. Card Draft" to "3. End of Round") are all there."""
    sections = load_lesson("spatial").sections
    book = RULEBOOKS / "spatial_delivery.txt"
    if book.exists():
        lines = {line.strip() for line in book.read_text(encoding="utf-8").splitlines()}
        assert set(sections) <= lines
    assert {"1. Card Draft", "2. Explore and Deliver", "3. End of Round", "Ending the Game", "Scoring"} <= set(sections)


def test_delta_v_sections_are_the_rulebook_headings():
    """Coverage: the Delta V sections are every heading of the rulebook's table of contents
    (plus every incident kind of "Incident Tile Explanations"), so none can be left out."""
    sections = set(load_lesson("deltav").sections)
    incidents = {"Mineral Scan", "Sabotage", "Rocket Acquisition", "Pirate Attack", "Meteor Storm", "Alien Encounter"}
    book = RULEBOOKS / "delta_v.txt"
    if book.exists():
        lines = book.read_text(encoding="utf-8").split("Object of the Game\n\n", 1)[0].splitlines()
        headings = {line.strip().lstrip("• ").strip() for line in lines if line.strip().startswith("•")}
    else:  # the table of contents as printed, for checkouts without the shared rulebooks
        headings = sections - incidents
    assert headings <= sections and incidents <= sections
    assert {"Bribe: Satellite Survey", "Bribe: Mineral Replacement", "Bribe: Bidding Up"} <= sections


#: Vesta Gold Rush: how each heading begins its line in the rulebook, and the lesson section
#: teaching it. The translated draft restarts its numbering ("1. Game turn" is chapter 3, "1. Game
#: ending and victory" 4, "2. Equipment cards" 5); the sections restore it.
VESTA_HEADINGS = {
    "Background and game idea:": "Background and game idea",
    "Purpose of the game:": "Purpose of the game",
    "1. Equipment": "1. Equipment",
    "2. Preparations:": "2. Preparations",
    "2.6.1. Starting positions": "2.6.1 Starting positions",
    "2.6.1. Starting supplies": "2.6.1 Starting supplies",
    "1. Game turn:": "3. Game turn",
    "3.1 Actions": "3.1 Actions",
    "Movement:": "3.1 Movement",
    "Scan:": "3.1 Scan",
    "Mining:": "3.1 Mining",
    "Equipment cards:": "3.1 Equipment cards",
    "3.2 Trading": "3.2 Trading",
    "3.2.1 Space Saloon": "3.2.1 Space Saloon",
    "3.3 Common events": "3.3 Common events",
    "3.3.1 Moving the asteroid belt": "3.3.1 Moving the asteroid belt",
    "3.3.2 Player being forced out": "3.3.2 Player being forced out",
    "3.3.2 Water check": "3.3.2 Water check",
    "3.3.3 Game end check": "3.3.3 Game end check",
    "1. Game ending and victory": "4. Game ending and victory",
    "2. Equipment cards": "5. Equipment cards",
    "Magnetic lasso:": "5. Equipment cards: Magnetic lasso",
    "Space moped:": "5. Equipment cards: Space moped",
    "Antimateriagun:": "5. Equipment cards: Antimateriagun",
    "Minifusion explosive:": "5. Equipment cards: Minifusion explosive",
    "Galactic Express –credit card:": "5. Equipment cards: Galactic Express credit card",
    "Hyperscanner:": "5. Equipment cards: Hyperscanner",
    "Gold-detector:": "5. Equipment cards: Gold-detector",
    "Water separator:": "5. Equipment cards: Water separator",
}
VESTA_TILES = ["gold asteroids", "empty spaces", "empty asteroids", "titanium asteroids", "water asteroids", "space saloon"]


def test_vesta_sections_are_every_heading_tile_kind_and_the_titanium_ruling():
    """Coverage: the Vesta Gold Rush sections are every heading of the rulebook (numbered, or a
    paragraph opening with a title and a colon, as "Movement:" and each equipment card), each
    tile kind of "1. Equipment", and the ruling "titanium gone" (docs/rulings); so a heading
    left out of the lesson file fails here. The numbered steps 2.1 to 2.5 are instructions
    of "2. Preparations", not headings."""
    sections = load_lesson("vesta").sections
    book = RULEBOOKS / "vesta_gold_rush.txt"
    if book.exists():
        text = book.read_text(encoding="utf-8")
        lines = [line.strip() for line in text.splitlines()]
        heading = re.compile(r"^(\d+(\.\d+)*\.?\s+[A-Z]|[A-Z][\w' –-]{1,40}:)")
        found = [line for line in lines if heading.match(line) and not re.match(r"2\.[1-5][ .]", line)]
        for line in found:
            assert any(line.startswith(start) for start in VESTA_HEADINGS), f"a heading of the rulebook has no section: {line[:60]!r}"
        for start in VESTA_HEADINGS:
            assert any(line.startswith(start) for line in found), f"{start!r} is not a heading of the rulebook"
        tiles = re.search(r"84 Hex tiles \(([^)\n]*)", text).group(1)
        assert [re.sub(r"^\d+\s+", "", kind.strip()) for kind in tiles.split(",")] == VESTA_TILES
    missing = [sec for sec in [*VESTA_HEADINGS.values(), *(f"1. Equipment: {k}" for k in VESTA_TILES), "Ruling: titanium gone"]
               if sec not in sections]
    assert not missing, f"vesta.yaml lists no section {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_each_step_plays_against_the_engine(game):
    """Each step's scenario sets up and each expected action is legal in turn (explain is None),
    replayed here independently of the loader's own check."""
    lesson = load_lesson(game)
    for i, step in enumerate(lesson.steps):
        match = lesson.start(i)
        for action in step.do:
            assert match.explain(action) is None, (step.id, action)
            match.act(action)
        if i + 1 < len(lesson.steps) and lesson.steps[i + 1].scenario is None:
            assert lesson.starts[i + 1] == match.scenario_of(), step.id


@pytest.mark.parametrize("game", GAMES)
def test_texts_name_a_section_and_predictions_offer_their_answer(game):
    """Each explanation cites a rulebook section in parentheses; each prediction's answer is offered."""
    lesson = load_lesson(game)
    for step in lesson.steps:
        assert any(f"({sec})" in step.text for sec in lesson.sections), step.id
        if step.predict:
            assert step.predict.answer in step.predict.choices


def test_a_step_that_goes_on_starts_where_the_last_ended():
    """A "continue" step (Delta V: the contract after the survey) starts from the survey's end:
    the surveyed tiles are in Player 1's memory."""
    lesson = load_lesson("deltav")
    i = lesson.step_index("contract")
    assert lesson.steps[i].scenario is None
    assert lesson.starts[i]["memory"][0] == ["A1", "A2", "A3"]


# -- a broken lesson is refused with the step and the field --------------------------------------
def broken(change):
    data = copy.deepcopy(raw("deltav"))
    change(data)
    with pytest.raises(LessonError) as err:
        parse_lesson(data, source="deltav.yaml")
    return str(err.value)


def test_an_illegal_expected_action_names_the_step_the_field_and_the_choices():
    """Action: Move Rockets: a rocket cannot fly to the station it stands on."""
    msg = broken(lambda d: d["steps"][0].__setitem__("do", ["Move rockets", "Move a rocket from the station", "Move it to the station"]))
    assert msg.startswith("deltav.yaml: step 1 (move): field 'do' (action 3): no choice is labelled 'Move it to the station'")
    assert "Move it to A1" in msg


def test_an_action_list_that_is_illegal_gives_the_engines_rule():
    msg = broken(lambda d: d["steps"][3].__setitem__("do", [["prospect"], ["survey", "alphatite"]]))
    assert "step 4 (buy): field 'do' (action 2)" in msg and "not legal here" in msg


def test_a_scenario_that_does_not_set_up_names_the_scenario_field():
    msg = broken(lambda d: d["steps"][0]["scenario"]["tiles"].__setitem__("D4", "sabotage"))
    assert "step 1 (move): field 'scenario': Scenario 'tiles.D4'" in msg


def test_unknown_section_wrong_answer_failing_check_and_bad_fields_are_refused():
    assert "'Hyperdrive' is not one of the lesson's sections" in broken(lambda d: d["steps"][0]["teaches"].append("Hyperdrive"))
    assert "field 'predict'.answer" in broken(lambda d: d["steps"][1]["predict"].__setitem__("answer", "Both on Mars"))
    assert "field 'check'.log" in broken(lambda d: d["steps"][0]["check"].__setitem__("log", "Player 2 moved"))
    assert "field 'check'.scenario.rockets" in broken(lambda d: d["steps"][1]["check"]["scenario"].__setitem__("rockets", [{"C3": 2}, {}]))
    assert "unknown field(s) colour" in broken(lambda d: d["steps"][0].__setitem__("colour", "red"))
    assert "the first step has no previous step" in broken(lambda d: (d["steps"][0].pop("scenario"), d["steps"][0].__setitem__("continue", True)))
    assert "already called 'move'" in broken(lambda d: d["steps"][1].__setitem__("id", "move"))
    assert "field 'highlight' must be a list of text lines" in broken(lambda d: d["steps"][0].__setitem__("highlight", "c0"))


def test_a_lesson_match_is_an_ordinary_match():
    lesson = load_lesson("deltav")
    assert isinstance(lesson.start(0), Match)
    with pytest.raises(LessonError, match="no step 'warp'"):
        lesson.step_index("warp")
    with pytest.raises(LessonError, match="no lesson for 'chess'"):
        load_lesson("chess")
