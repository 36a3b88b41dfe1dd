"""Rule variants made in a notebook cell (issue 37, "A variant is made in a cell"): a variant of a
game's table of steps is a registered game under a name of its own, keeping its parent's name,
the source text of what the designer gave and a fingerprint of it; one name means one set of
rules; the parent plays exactly as before."""

from __future__ import annotations

import re

import pytest
from pydantic import Field

from deltawidgets import GAMES, Match, ParamsError, RecordError, get_game
from deltawidgets.core.steps import Step
from deltawidgets.core.variant import forget
from deltawidgets.core.variant_check import VariantError
from variantkit import DELTAV, WEIGHT, FuelBurnt, burning_move, fleet_prompt, fleet_value, fleet_variant, random_game, registry_kept, tell_fuel


@pytest.fixture(autouse=True)
def _kept():
    with registry_kept():
        yield


def test_a_variant_is_a_registered_game_with_its_parent_source_and_fingerprint():
    """Issue 37: "give it a name. It is a game like any other: the registry"; the brief: it keeps
    its parent's name, the source text of what the designer supplied, and a fingerprint of it."""
    v = fleet_variant()
    assert get_game("deltav-fleet") is v and v.name == "deltav-fleet" and v.variant_of == "deltav"
    assert v.title == "Delta V: the bots value their fleet"
    for part in ("def fleet_value(s, seat: int)", "def fleet_prompt(s)", "# step 'move_to', prompt:", "# option 'fleet_weight': float", "# value (points,"):
        assert part in v.source, part
    assert len(v.fingerprint) == 16 and int(v.fingerprint, 16) >= 0


def test_the_decision_a_variant_s_view_shows_is_its_own():
    """Issue 37: the variant plays in the widget: the decision its views show (the board's prompt)
    is the variant's, read from copies of the parent's modules; the parent's views are unchanged."""
    v = fleet_variant()
    params = v.Params.parse({"fleet_weight": 2})
    s = v.setup(params, 1)
    for _ in range(200):  # buy a rocket, then move it: the move's second decision is move_to
        if s.phase == "move_to":
            break
        legal = v.legal_actions(s)
        v.apply(s, next((a for a in (("move",), ("buy",)) if a in legal), legal[0]))
    assert v.decision(s).prompt == "Pick where the rocket goes (the bots count it as 2.0 points)"
    assert v.observation(s, "all")["decision"]["prompt"] == v.decision(s).prompt
    assert DELTAV.observation(s, "all")["decision"]["prompt"] == "Pick where the rocket goes"
    assert v.view is not DELTAV.view and v.view.observation.__code__ is DELTAV.view.observation.__code__


def test_a_variant_s_rule_option_has_its_default_and_range():
    """Issue 37: "add a rule option": a pydantic field with a default and a range, beside the
    parent's options, refused out of range in the options' own sentence."""
    v = fleet_variant()
    assert v.Params.parse({}).fleet_weight == 0.5 and v.Params.parse({"players": 3, "fleet_weight": 2}).players == 3
    with pytest.raises(ParamsError, match="'fleet_weight' .*allowed 0 to 2"):
        v.Params.parse({"fleet_weight": 3})
    assert "fleet_weight" not in DELTAV.Params.model_fields


def test_a_variant_s_step_and_value_are_its_own_and_the_parent_plays_as_before():
    """Issue 37: "replace one named step's ... prompt", "change a value function the bots use";
    the brief: no behaviour change in the engines, the parent's games on the same seeds are the
    same games after a variant is made."""
    before = [random_game(DELTAV, seed) for seed in (1, 2)]
    v = fleet_variant()
    assert [random_game(DELTAV, seed) for seed in (1, 2)] == before
    assert [random_game(v, seed) for seed in (1, 2)] == before  # the same rules: only the bots' value and a prompt differ
    s = v.setup(v.Params.parse({"fleet_weight": 2}), 3)
    assert v.values(s) == [fleet_value(s, p) for p in range(2)] and v.value(s, 0) == DELTAV.value(s, 0) + 2 * sum(s.rockets[0].values())
    assert DELTAV.steps.steps["move_to"].prompt == "Pick where the rocket goes" and v.steps.steps["move_to"].prompt is fleet_prompt
    assert v.value_words.startswith("points, and the fleet weight")


def test_the_same_variant_again_is_the_one_registered_and_other_source_is_refused():
    """The brief: re-defining the same name with the same source is allowed (a notebook cell run
    twice), with different source refused with a sentence; once forgotten, the name is free."""
    v = fleet_variant()
    assert fleet_variant() is v
    with pytest.raises(VariantError, match="A variant called 'deltav-fleet' is already defined from other source .*forget the old one first"):
        DELTAV.variant("deltav-fleet", options={"fleet_weight": WEIGHT})
    forget("deltav-fleet")
    assert DELTAV.variant("deltav-fleet", options={"fleet_weight": WEIGHT}).fingerprint != v.fingerprint


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("vesta", "A variant cannot be called 'vesta': that is the name of the game Vesta Gold Rush"),
        ("deltav", "that is the name of the game Delta V"),
        ("Delta V!", "A variant's name is 1 to 40 lower-case letters"),
        ("", "A variant's name is 1 to 40 lower-case letters"),
    ],
)
def test_a_variant_never_takes_a_built_in_game_s_name(name, said):
    """The brief: a variant's name must not shadow a built-in game (records name their game), and
    is a name records and files can hold."""
    with pytest.raises(VariantError, match=said.replace("(", r"\(")):
        DELTAV.variant(name)
    with pytest.raises(VariantError, match="is a built-in game, not a variant"):
        forget("deltav")


@pytest.mark.parametrize(
    ("changes", "said"),
    [
        ({"steps": {"fly": {"prompt": "Fly"}}}, "Delta V has no step called 'fly'; its steps are: pirate, action, move_pick"),
        ({"steps": {"move_to": {"legality": len}}}, "A step has no part called 'legality'; the parts a variant may replace are: legal, apply, kind"),
        ({"steps": {"move_to": "Pick"}}, "The step 'move_to' is replaced by a Step, or by a dict of its parts"),
        ({"steps": {"move_to": Step("move", len, len, kind="move", prompt="", section="")}}, "is called 'move': a replaced step keeps its name"),
        ({"add_steps": [Step("action", len, len, kind="a", prompt="", section="")]}, "Delta V already has a step called 'action'"),
        ({"add_steps": [Step("fly", len, len, kind="a", prompt="", section="", moves_on=("warp",))]}, "does not hold together: a step moves on by"),
        ({"options": {"fuel": 2}}, "The rule option 'fuel' is given as a pydantic Field"),
        ({"options": {"fuel": Field(ge=1, le=6)}}, "The rule option 'fuel' needs a default"),
        ({"options": {"Fuel": Field(2)}}, "A rule option's name is lower_case"),
    ],
)
def test_a_malformed_variant_is_refused_with_a_sentence(changes, said):
    """Issue 37: a variant replaces a named step's parts, adds a step or a rule option: what it
    names that the game does not have, or gives in the wrong form, is refused in one sentence."""
    with pytest.raises(VariantError, match=said.replace("(", r"\(")):
        DELTAV.variant("deltav-bad", **changes)
    assert "deltav-bad" not in GAMES


def test_the_source_of_a_function_python_cannot_read_is_said_and_fingerprinted_by_its_code():
    """The brief: the source text of everything the designer supplied (``inspect.getsource``),
    with a fallback sentence when the source cannot be read."""
    made: dict = {}
    exec("def shout(s):\n    return 'PICK WHERE THE ROCKET GOES'\n", made)  # noqa: S102 - a function Python keeps no source for
    v = DELTAV.variant("deltav-shout", steps={"move_to": {"prompt": made["shout"]}})
    assert "the source of shout cannot be read: Python keeps none for a function made by exec()" in v.source
    assert "its compiled code is " in v.source and v.steps.steps["move_to"].ask(None) == "PICK WHERE THE ROCKET GOES"


def test_a_variant_of_a_variant_keeps_both_fingerprints():
    """A variant is a game like any other, so it may be the parent of another: its fingerprint
    stands for its parent's rules in the child's."""
    v = fleet_variant()
    w = v.variant("deltav-fleet-dear", options={"fleet_weight": Field(1.5, ge=0, le=2)})
    assert w.variant_of == "deltav-fleet" and w.Params.parse({}).fleet_weight == 1.5 and w.scoring.value is fleet_value
    assert w.fingerprint != DELTAV.variant("deltav-dear", options={"fleet_weight": Field(1.5, ge=0, le=2)}).fingerprint


def test_a_variant_s_match_records_replays_and_undoes_like_any_game_s():
    """Issue 37: "a game like any other": a match of a variant is recorded under the variant's name
    and loads back from its record (the registry finds the variant), undo and redo included; its
    widget class has a name of its own, so the parent's widget class stays the parent's."""
    v = fleet_variant()
    m = Match(v, {"fleet_weight": 1}, seed=4)
    for _ in range(60):
        m.act(m.legal()[len(m.legal()) // 2])
    record = m.record()
    assert record["game"] == "deltav-fleet" and record["params"]["fleet_weight"] == 1
    again = Match.load(record)
    assert again.game is v and again.observation("all") == m.observation("all") and again.log() == m.log()
    again.undo()
    again.redo()
    assert again.observation("all") == m.observation("all")
    assert v.widget_name == "DeltavFleetWidget" and DELTAV.widget_name == "DeltaVWidget"


def test_a_variant_declares_and_tells_kinds_of_event_of_its_own():
    """Issue 37: a variant is a game like any other, so what its rules emit is declared (issue 36,
    typed events) and told in the log: ``events`` adds kinds, ``narrate`` tells them; the parent's
    kinds are still told by the parent's words."""
    v = DELTAV.variant("deltav-burn", steps={"move_to": {"apply": burning_move}}, events={"fuel_burnt": FuelBurnt}, narrate=tell_fuel)
    assert v.event_types["fuel_burnt"] is FuelBurnt and "fuel_burnt" not in DELTAV.event_types and "class FuelBurnt(EventKeys)" in v.source
    m = Match(v, seed=2)
    while not any("burnt a unit of fuel" in line for line in m.log()):
        m.act(("move",) if ("move",) in m.legal() else m.legal()[0])
    assert any(" moved a rocket from " in line for line in m.log())


@pytest.mark.parametrize(
    ("changes", "said"),
    [
        ({"events": {"fuel_burnt": FuelBurnt}}, "A variant that declares kinds of event of its own (fuel_burnt) tells them: give narrate="),
        ({"events": {"move": FuelBurnt}, "narrate": tell_fuel}, "Delta V already declares the kind of event 'move'"),
        ({"events": {"fuel_burnt": dict}, "narrate": tell_fuel}, "The kind of event 'fuel_burnt' is declared by a TypedDict of its keys"),
        ({"events": {"Fuel!": FuelBurnt}, "narrate": tell_fuel}, "A kind of event is a short snake_case name"),
    ],
)
def test_a_variant_s_kinds_of_event_are_declared_and_told(changes, said):
    """Issue 36's typed events hold for a variant's own kinds: each a TypedDict, of a new kind,
    told by the variant's narrate."""
    with pytest.raises(VariantError, match=re.escape(said)):
        DELTAV.variant("deltav-burn", steps={"move_to": {"apply": burning_move}}, **changes)


def test_a_variant_s_record_says_which_source_it_was_played_under():
    """Issue 37: one name, one set of rules, in files too: a variant's record holds its
    fingerprint, loads only where that variant is defined from the same source, and says so in a
    sentence otherwise; a built-in game's record is as it was (no fingerprint)."""
    v = fleet_variant()
    m = Match(v, seed=2)
    for _ in range(20):
        m.act(m.legal()[0])
    record = m.record()
    assert record["fingerprint"] == v.fingerprint and "fingerprint" not in Match(DELTAV, seed=2).record()
    assert Match.load(record).observation("all") == m.observation("all")
    forget("deltav-fleet")
    with pytest.raises(RecordError, match="The record is of the rule variant 'deltav-fleet' .*: define it in this notebook before loading it"):
        Match.load(record)
    DELTAV.variant("deltav-fleet", options={"fleet_weight": WEIGHT})
    with pytest.raises(RecordError, match="played under the rule variant 'deltav-fleet' with fingerprint .*it would not replay the same game"):
        Match.load(record)
    with pytest.raises(RecordError, match="'deltav' here is no variant"):
        Match.load({**Match(DELTAV, seed=2).record(), "fingerprint": v.fingerprint})
