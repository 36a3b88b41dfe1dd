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


#: Delta's headings as printed, in the rulebook's order (a heading with a subtitle, such as
#: "Phase 1: Preparation — Choose turn order and bonus", is taught under its first part)
DELTA_HEADINGS = (
    "Game Materials", "Setup", "General", "Workshop", "Map of the Delta", "Research Library",
    "Turn order and engineering track", "Gameplay", "Phase 1: Preparation — Choose turn order and bonus",
    "Turn Order Bonuses (specifics will be explained in the appropriate section):", "Phase 2: Actions — Play Character Cards",
    "How to play a card:", "Resources on cards:", "Create an Invention Requires an invention symbol in play",
    "Receive a Sponsorship Requires Patron in play", "Explore", "Dragonfly Tiles", "Gain Knowledge", "Study animals",
    "Publish a Scientific Paper Requires a scientific paper symbol in play", "Phase 3: Resolution — Acquire New Cards",
    "Phase 4: Upkeep — Prepare for the next round", "End Game Scoring", "Missions rounds 1-3", "Missions rounds 4-5",
    "Last Round Cards", "Animal cards", "Invention tiles", "Scientific papers",
)
#: heading-like lines that hold no rule of their own: the title, the contents, the labels that
#: group a section's actions, the Appendix's own heading and the credits
DELTA_FRAME = {"Delta", "Delta Rulebook", "Table of Contents", "Standard Action", "Standard Actions", "Special Action",
               "Special Actions", "Appendix", "Missions cards", "Credits"}
#: the kinds the rulebook lists as bullets, each taught as a section of its own
DELTA_KINDS = {
    "characters": ("Engineer", "Patron", "Pilot", "Explorer", "Leader", "Biologist", "Robot"),
    "resources": ("Cogs", "Crystals", "Flasks", "Airships", "Coins"),
    "turn order bonuses": ("Position 1", "Position 2: Airship Tile", "Position 3: Initiative Tile",
                           "Position 4: Engineer/Biologist Tile", "Position 5: Coin tile"),
    "animals": ("Turtle", "Flamingo", "Horse", "Bull"),
}


def heading_lines(book: str) -> list[str]:
    """The rulebook's short lines that are neither a bullet, a sentence nor a list's lead-in."""
    out = []
    for line in book.splitlines():
        t = line.strip()
        if t and not t.startswith("-") and not t.endswith(".") and len(t) < 80 and ", " not in t:
            out.append(t)
    return out


def taught_as(heading: str, sections) -> bool:
    """A heading is taught under a section of its own name or of its first part."""
    return any(heading == sec or heading.rstrip(":") == sec or heading.startswith(sec + " ") for sec in sections)


def test_delta_sections_are_the_rulebook_headings_and_kinds():
    """Coverage: every heading line of the Delta rulebook (but the frame: title, contents, action
    group labels, credits) is a section of the lesson, in the rulebook's order, and so is every
    character, resource, turn order bonus and animal its lists name; a heading added to the
    rulebook and missing from the lesson fails here."""
    sections = load_lesson("delta").sections
    book = RULEBOOKS / "delta.txt"
    if book.exists():
        text = book.read_text(encoding="utf-8")
        found = [t for t in heading_lines(text) if t not in DELTA_FRAME]
        assert found == [h for h in found if h in DELTA_HEADINGS] and set(DELTA_HEADINGS) <= set(found), found
        for kinds in DELTA_KINDS.values():
            for kind in kinds:  # each is a bullet of the rulebook: "- Engineer: ...", "- Cogs. ..."
                assert f"- {kind}:" in text or f"- {kind}." in text, kind
    missing = [h for h in DELTA_HEADINGS if not taught_as(h, sections)]
    assert not missing, f"no section of the Delta lesson is the heading {missing}"
    for kinds in DELTA_KINDS.values():
        assert set(kinds) <= set(sections)
    order = [next(i for i, sec in enumerate(sections) if taught_as(h, [sec])) for h in DELTA_HEADINGS[6:]]
    assert order == sorted(order), "the sections follow the rulebook's order"


def test_delta_steps_name_every_section_they_teach():
    """Each Delta step names, in parentheses in its text, every section it claims to teach."""
    lesson = load_lesson("delta")
    for step in lesson.steps:
        named = {n.strip() for group in re.findall(r"\(([^()]*)\)", step.text) for n in group.split(",")}
        assert set(step.teaches) <= named, (step.id, set(step.teaches) - named)


def test_delta_lesson_plays_each_rule_and_ends_the_game():
    """The Delta lesson is played, not told: every step asks for a move; the bonus tiles, every
    character type and every animal are used in some step, and the last step ends the game with
    the final scoring (End Game Scoring)."""
    lesson = load_lesson("delta")
    kinds = {a[0] for step in lesson.steps for a in step.do}
    assert {"order", "card", "section", "tile", "explore", "invent", "sponsor", "knowledge", "study", "publish",
            "use", "dragonfly", "keep", "mission", "coin", "take", "pile", "island", "track"} <= kinds
    cat = lesson.start(0).state.cat
    played = {cat.cards[a[1]].type for step in lesson.steps for a in step.do if a[0] == "card"}
    assert played == {"engineer", "patron", "pilot", "explorer", "leader", "biologist", "robot"}
    studied = {cat.cards[a[1]].type for step in lesson.steps for a in step.do if a[0] == "study"}
    assert studied == {"turtle", "flamingo", "horse", "bull"}
    tiles = {a[1] for step in lesson.steps for a in step.do if a[0] == "tile"}
    assert tiles == {"airship", "initiative", "engineer", "coin"}
    match = lesson.start(len(lesson.steps) - 1)
    for action in lesson.steps[-1].do:
        match.act(action)
    assert match.state.over and match.state.end_reason == "six_rounds"


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
