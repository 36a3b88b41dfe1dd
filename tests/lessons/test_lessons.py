"""Lessons (docs/lessons.md): every lesson file loads, covers its rulebook, and each step's
scenario and expected actions hold against the engine."""

import copy
import re

import pytest
import yaml

from deltawidgets import Match
from deltawidgets.lessons import LessonError, coverage, coverage_table, lesson_games, load_lesson
from deltawidgets.lessons.lesson import DATA, cites, parse_lesson
from rulebook_sections import READERS, RULEBOOKS, rulebook_sections

GAMES = lesson_games()


def raw(game):
    return yaml.safe_load((DATA / f"{game}.yaml").read_text(encoding="utf-8"))


def test_there_is_a_delta_v_lesson():
    assert "deltav" in GAMES


def test_there_is_a_vesta_lesson():
    assert "vesta" in GAMES


@pytest.mark.parametrize("game", GAMES)
def test_every_rulebook_section_is_taught(game):
    """Coverage: each section of the rulebook (listed in the lesson file) has a step that plays
    it, or else steps that explain it and say why no click can show it. A step counts only if
    its text cites the section in parentheses."""
    played, explained = coverage(game, "played"), coverage(game, "explained")
    missing = [sec for sec in played if not played[sec] and not explained[sec]]
    assert not missing, f"{game}: no step teaches {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_a_section_a_step_lists_is_spoken_of_in_its_text(game):
    """Coverage: a section in a step's "teaches" or "explains" is cited in its text, e.g.
    "(Game End)"; listing it without a word about it (naming it in passing) teaches nothing."""
    lesson = load_lesson(game)
    silent = [(s.id, sec) for s in lesson.steps for sec in (*s.teaches, *dict(s.explains)) if not cites(s.text, sec)]
    assert not silent, f"{game}: steps list sections their text never cites: {silent}"


@pytest.mark.parametrize("game", sorted(READERS))
def test_the_sections_are_read_from_the_rulebook(game):
    """Coverage: the lesson's sections are exactly what the rulebook holds, in its order: every
    heading and every kind of piece (Delta V: also each incident of "Incident Tile
    Explanations"), read from the rulebook text, so the list cannot drift from the book."""
    from_book = rulebook_sections(game)
    if from_book is None:
        pytest.skip(f"the shared rulebooks ({RULEBOOKS}) are not on this machine")
    assert list(load_lesson(game).sections) == from_book


#: sections no click can show (audited heading by heading; each step says why in "explains")
EXPLAINED_ONLY = {
    "deltav": {"Components", "Setting Up the Game"},
    "spatial": {"Components", "Overview", "Setup", "Player Screens"},
}


@pytest.mark.parametrize("game", sorted(EXPLAINED_ONLY))
def test_only_what_no_click_can_show_is_explained_without_play(game):
    """Every other section of the rulebook is played: the learner makes the moves it governs."""
    played = coverage(game, "played")
    assert {sec for sec, ids in played.items() if not ids} == EXPLAINED_ONLY[game]
    table = coverage_table(game)
    assert all(table.loc[sec, "why not played"] for sec in EXPLAINED_ONLY[game])


def test_delta_v_plays_each_way_the_game_ends():
    """Game End: the last contract, the fifth Alien Encounter, and a turn that ends with no tile
    free of rockets and the alien: a step ends the game each way."""
    lesson = load_lesson("deltav")
    ends = set()
    for i, step in enumerate(lesson.steps):
        match = lesson.start(i)
        for action in step.do:
            match.act(action)
        if match.is_over():
            ends.add(match.scenario_of()["over"])
    assert ends == {"last_contract", "last_alien", "no_free_tile"}


def test_spatial_scoring_worked_example():
    """Scoring: four red and two blue First Delivery tokens give 10 + 3 = 13 bonus MSP (the
    rulebook's example), played in the last step, whose check holds the final scores."""
    step = load_lesson("spatial").steps[-1]
    assert step.predict.answer == "13" and step.check["scores"] == [5 + 13, 20 + 1]


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
    missing = [sec for sec in [*VESTA_HEADINGS.values(), *(f"1. Equipment: {k}" for k in VESTA_TILES), "Ruling: titanium gone"] if sec not in sections]
    assert not missing, f"vesta.yaml lists no section {missing}"


#: Delta's headings as printed, in the rulebook's order (a heading with a subtitle, such as
#: "Phase 1: Preparation — Choose turn order and bonus", is taught under its first part)
DELTA_HEADINGS = (
    "Game Materials",
    "Setup",
    "General",
    "Workshop",
    "Map of the Delta",
    "Research Library",
    "Turn order and engineering track",
    "Gameplay",
    "Phase 1: Preparation — Choose turn order and bonus",
    "Turn Order Bonuses (specifics will be explained in the appropriate section):",
    "Phase 2: Actions — Play Character Cards",
    "How to play a card:",
    "Resources on cards:",
    "Create an Invention Requires an invention symbol in play",
    "Receive a Sponsorship Requires Patron in play",
    "Explore",
    "Dragonfly Tiles",
    "Gain Knowledge",
    "Study animals",
    "Publish a Scientific Paper Requires a scientific paper symbol in play",
    "Phase 3: Resolution — Acquire New Cards",
    "Phase 4: Upkeep — Prepare for the next round",
    "End Game Scoring",
    "Missions rounds 1-3",
    "Missions rounds 4-5",
    "Last Round Cards",
    "Animal cards",
    "Invention tiles",
    "Scientific papers",
)
#: heading-like lines that hold no rule of their own: the title, the contents, the labels that
#: group a section's actions, the Appendix's own heading and the credits
DELTA_FRAME = {
    "Delta",
    "Delta Rulebook",
    "Table of Contents",
    "Standard Action",
    "Standard Actions",
    "Special Action",
    "Special Actions",
    "Appendix",
    "Missions cards",
    "Credits",
}
#: the kinds the rulebook lists as bullets, each taught as a section of its own
DELTA_KINDS = {
    "characters": ("Engineer", "Patron", "Pilot", "Explorer", "Leader", "Biologist", "Robot"),
    "resources": ("Cogs", "Crystals", "Flasks", "Airships", "Coins"),
    "turn order bonuses": (
        "Position 1",
        "Position 2: Airship Tile",
        "Position 3: Initiative Tile",
        "Position 4: Engineer/Biologist Tile",
        "Position 5: Coin tile",
    ),
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


def test_delta_lesson_plays_each_rule_and_ends_the_game():
    """The Delta lesson is played, not told: every step asks for a move; the bonus tiles, every
    character type and every animal are used in some step, and the last step ends the game with
    the final scoring (End Game Scoring)."""
    lesson = load_lesson("delta")
    kinds = {a[0] for step in lesson.steps for a in step.do}
    assert {
        "order",
        "card",
        "section",
        "tile",
        "explore",
        "invent",
        "sponsor",
        "knowledge",
        "study",
        "publish",
        "use",
        "dragonfly",
        "keep",
        "mission",
        "coin",
        "take",
        "pile",
        "island",
        "track",
    } <= kinds
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
    msg = broken(lambda d: d["steps"][4].__setitem__("do", [["prospect"], ["survey", "alphatite"]]))
    assert "step 5 (buy): field 'do' (action 2)" in msg and "not legal here" in msg


def test_a_scenario_that_does_not_set_up_names_the_scenario_field():
    msg = broken(lambda d: d["steps"][0]["scenario"]["tiles"].__setitem__("D4", "sabotage"))
    assert "step 1 (move): field 'scenario': Scenario field 'tiles.D4'" in msg


def test_unknown_section_wrong_answer_failing_check_and_bad_fields_are_refused():
    assert "'Hyperdrive' is not one of the lesson's sections" in broken(lambda d: d["steps"][0]["teaches"].append("Hyperdrive"))
    assert "field 'predict'.answer" in broken(lambda d: d["steps"][1]["predict"].__setitem__("answer", "Both on Mars"))
    assert "field 'check'.log" in broken(lambda d: d["steps"][0]["check"].__setitem__("log", "Player 2 moved"))
    assert "field 'check'.scenario.rockets" in broken(lambda d: d["steps"][1]["check"]["scenario"].__setitem__("rockets", [{"C3": 2}, {}]))
    assert "unknown field(s) colour" in broken(lambda d: d["steps"][0].__setitem__("colour", "red"))
    assert "the first step has no previous step" in broken(lambda d: (d["steps"][0].pop("scenario"), d["steps"][0].__setitem__("continue", True)))
    assert "already called 'move'" in broken(lambda d: d["steps"][1].__setitem__("id", "move"))
    assert "field 'highlight' must be a list of text lines" in broken(lambda d: d["steps"][0].__setitem__("highlight", "c0"))


def test_explains_params_and_end_checks_are_checked():
    """The fields a step may add: "explains" (a reason per section), "params" (own rule options,
    not on a step that goes on), and "scores"/"winners" (only at a game's end)."""
    assert "a step plays a section or explains it" in broken(lambda d: d["steps"][0]["explains"].__setitem__("Rockets", "why"))
    assert "field 'explains' is a mapping of section to the reason" in broken(lambda d: d["steps"][0]["explains"].__setitem__("Components", ""))
    assert "field 'explains': 'Warp' is not one of the lesson's sections" in broken(lambda d: d["steps"][0]["explains"].__setitem__("Warp", "why"))
    contract = raw("deltav")["steps"].index(next(s for s in raw("deltav")["steps"] if s["id"] == "contract"))
    assert "keeps its rule options" in broken(lambda d: d["steps"][contract].__setitem__("params", {"players": 3}))
    assert "this step does not end it" in broken(lambda d: d["steps"][0]["check"].__setitem__("winners", ["Player 1"]))
    last_won_by_2 = broken(lambda d: d["steps"][-1]["check"].__setitem__("winners", ["Player 2"]))
    assert "field 'check'.winners: the game is won by Player 1, not ['Player 2']" in last_won_by_2


def test_a_step_with_its_own_rule_options_plays_with_them():
    """Ending the Game: the Spatial Delivery step with three players starts a three-player match."""
    lesson = load_lesson("spatial")
    i = lesson.step_index("six-rounds")
    assert lesson.start(i).game.num_players(lesson.start(i).state) == 3
    assert lesson.start(i - 1).game.num_players(lesson.start(i - 1).state) == 2


def test_a_lesson_match_is_an_ordinary_match():
    lesson = load_lesson("deltav")
    assert isinstance(lesson.start(0), Match)
    with pytest.raises(LessonError, match="no step 'warp'"):
        lesson.step_index("warp")
    with pytest.raises(LessonError, match="no lesson for 'chess'"):
        load_lesson("chess")
