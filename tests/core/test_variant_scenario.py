"""A step a rule variant adds, in the game's scenario format (issue 37, "add a step", and "a game
like any other": its positions save, load and undo). One real added step a game: in Delta V, after
a Move action the player may call one moved rocket back to the station (the step keeps the rockets
moved this turn); in Vesta Gold Rush, a prospector who mines may mine again at once or stop the
action phase (a double shift; it keeps the action phase's actions left); in Delta, once a card's
resources are claimed the player says whether to take the section's actions or end the turn (it
keeps the section played in); in Spatial Delivery, ending a turn before moving, which makes the
player done for the round, is asked twice (it keeps nothing). Conformance-style: every position of
random games of each variant, at every player count, is written and laid out again the same."""

from __future__ import annotations

import dataclasses
import random

import pytest

from deltawidgets import get_game
from deltawidgets.core.errors import BadInput
from deltawidgets.core.match import Match
from deltawidgets.core.steps import Step
from deltawidgets.core.variant_check import VariantError, player_counts, step_name
from deltawidgets.core.variant_scenario import widened
from deltawidgets.games.delta import actions as delta_actions
from deltawidgets.games.delta import turns as delta_turns
from deltawidgets.games.delta.state import SETTLE, TURN_OVER
from deltawidgets.games.spatial import turns as spatial_turns
from deltawidgets.games.spatial.turns import ALL_DONE
from deltawidgets.games.vesta import actions as vesta_actions
from deltawidgets.games.vesta.mining import mine_yield
from deltawidgets.games.vesta.turns import ACTIONS_OVER
from variantkit import DELTAV, recall_variant, registry_kept

VESTA, DELTA, SPATIAL = get_game("vesta"), get_game("delta"), get_game("spatial")
#: random games of a variant at each player count, every position laid out again
GAMES_EACH = 2


def shift_after_mining(s, a, ev):
    """Mining with an action left, and something still to mine there: the double shift's step."""
    moved = vesta_actions.act_apply(s, a, ev)
    if a[0] == "mine" and moved is None and s.phase == "act" and s.left and mine_yield(s, s.current, s.pos[s.current])[1]:
        s.phase = "shift"
    return moved


def shift_apply(s, a, ev):
    if a[0] == "stop":
        return vesta_actions.act_apply(s, a, ev)
    return shift_after_mining(s, a, ev)


SHIFT = Step(
    "shift",
    lambda s: [("mine",), ("stop",)],
    shift_apply,
    kind="action",
    prompt="A double shift: mine again at once, or stop the action phase",
    section="3.1 Actions",
    moves_on=(ACTIONS_OVER,),
    keeps=("left", "detects"),
)


def shift_keeping(name: str, keeps: tuple[str, ...]):
    return VESTA.variant(name, steps={"act": {"apply": shift_after_mining}}, add_steps=[dataclasses.replace(SHIFT, keeps=keeps)])


def shift_variant():
    return VESTA.variant("vesta-shift", title="Vesta Gold Rush: a double shift", steps={"act": {"apply": shift_after_mining}}, add_steps=[SHIFT])


def announced(effect):
    """The card's resources claimed (the step that follows is act), the player announces first."""

    def apply(s, a, ev):
        moved = effect(s, a, ev)
        if s.step == "act" and not s.pending:
            s.step = "announce"
        return moved

    return apply


def announce_apply(s, a, ev):
    if a[0] == "end":
        return delta_actions.act_apply(s, a, ev)
    s.step = "act"
    return SETTLE


ANNOUNCE = Step(
    "announce",
    lambda s: [("done",), ("end",)],
    announce_apply,
    kind="act",
    prompt="Take this section's actions, or end your turn now",
    section="Phase 2: Actions (E)",
    moves_on=(SETTLE, TURN_OVER),
    keeps=("section",),
)


def announce_steps() -> dict:
    return {"section": {"apply": announced(delta_turns.place_apply)}, "bonus": {"apply": announced(delta_turns.bonus_apply)}}


def announce_variant():
    return DELTA.variant("delta-announce", title="Delta: actions announced", steps=announce_steps(), add_steps=[ANNOUNCE])


def turn_then_retire(s, a, ev):
    """Ending a turn before moving (done for the round) goes to the step that asks again."""
    if a == ("end",) and s.stage == 0:
        s.phase = "retire"
        return None
    return spatial_turns.turn_apply(s, a, ev)


RETIRE = Step(
    "retire",
    spatial_turns.turn_legal,
    spatial_turns.turn_apply,
    kind="turn",
    prompt="Ending now makes you done for the round: end, or act after all",
    section=spatial_turns.SECTION,
    moves_on=(ALL_DONE,),
)


def retire_variant():
    return SPATIAL.variant("spatial-retire", title="Spatial Delivery: retiring is asked twice", steps={"turn": {"apply": turn_then_retire}}, add_steps=[RETIRE])


VARIANTS = {"recall": recall_variant, "shift": shift_variant, "announce": announce_variant, "retire": retire_variant}


@pytest.fixture(autouse=True)
def _kept():
    with registry_kept():
        yield


def laid_out_again(game, params, state) -> None:
    """The position written, laid out and written again the same, showing and offering the same."""
    sc = game.scenario_of(state)
    again = game.setup_from(params, sc)
    assert game.scenario_of(again) == sc
    assert game.observation(again, "all") == game.observation(state, "all")
    assert game.legal_actions(again) == game.legal_actions(state) and game.decision(again) == game.decision(state)


@pytest.mark.parametrize("step", sorted(VARIANTS))
def test_every_position_of_random_games_of_a_variant_with_an_added_step_is_laid_out_again(step):
    """Issue 37: the scenario format takes the variant's added step and the fields it keeps, so
    every position of its random games, at every player count, at the added step or not, is
    written and laid out again, the same."""
    game = VARIANTS[step]()
    at_step = 0
    for players in player_counts(game):
        for seed in range(GAMES_EACH):
            params = game.Params.parse({"players": players})
            state, rng = game.setup(params, seed), random.Random(seed)
            while not game.is_over(state):
                laid_out_again(game, params, state)
                at_step += step_name(game, state) == step
                game.apply(state, rng.choice(game.legal_actions(state)))
            laid_out_again(game, params, state)
    assert at_step >= 10, f"the random games reached the added step {step!r} only {at_step} times"


def first_at(game, step: str, seed: int) -> Match:
    """A seeded match played by random choices (a Move, a mine, where it may) to the added step."""
    m, rng = Match(game, {"players": 2}, seed=seed), random.Random(seed)
    while step_name(game, m.state) != step:
        legal = m.legal()
        m.act(("move",) if ("move",) in legal else ("mine",) if ("mine",) in legal else rng.choice(legal))
    return m


@pytest.mark.parametrize("step", sorted(VARIANTS))
def test_a_position_at_an_added_step_saves_loads_and_undoes(step):
    """Issue 37, "a game like any other": a match at the added step saves its position and loads
    it back (a record with no moves), and its record replays there; undo and redo pass through it."""
    game = VARIANTS[step]()
    m = first_at(game, step, seed=3)
    from_position = Match.load({**m.record(), "scenario": m.scenario_of(), "actions": []})
    assert step_name(game, from_position.state) == step and from_position.observation("all") == m.observation("all") and from_position.legal() == m.legal()
    replayed = Match.load(m.record())
    assert replayed.scenario_of() == m.scenario_of()
    choice = m.legal()[0]
    m.act(choice)
    m.undo()
    assert step_name(game, m.state) == step and m.scenario_of() == replayed.scenario_of()
    m.redo()
    replayed.act(choice)
    assert m.scenario_of() == replayed.scenario_of()


def test_the_parent_s_format_is_unchanged_and_refuses_the_added_step():
    """The parent is not changed (issue 37): its scenario model is its own, and a position at
    a step only the variant has is refused by the parent's format, in its words."""
    recall, shift = recall_variant(), shift_variant()
    m = first_at(recall, "recall", seed=3)
    with pytest.raises(BadInput, match="unknown phase 'recall'"):
        DELTAV.setup_from(DELTAV.Params.parse({"players": 2}), m.scenario_of())
    assert recall.scenario_model is DELTAV.scenario_model  # Delta V checks its phase by name itself: nothing to widen
    assert shift.scenario_model is not VESTA.scenario_model and issubclass(shift.scenario_model, VESTA.scenario_model)
    v = first_at(shift, "shift", seed=3)
    with pytest.raises(BadInput, match="turn.phase"):
        VESTA.setup_from(VESTA.Params.parse({"players": 2}), v.scenario_of())


def test_only_the_field_that_names_the_step_is_widened():
    """``widened`` takes a Literal of most of the game's step names as the step field: Delta V's
    ``stage`` names three of its nineteen steps and is left as it is; Vesta Gold Rush's nested
    ``turn.phase`` is widened, its model and the nested one subclassed."""
    assert widened(DELTAV.scenario_model, list(DELTAV.steps.steps), ["recall"]) == {}
    made = widened(VESTA.scenario_model, list(VESTA.steps.steps), ["shift"])
    model = made[id(VESTA.scenario_model)]
    turn = {"order": [0, 1], "phase": "shift"}
    assert model.model_validate({"turn": turn}).turn.phase == "shift"
    with pytest.raises(ValueError):
        VESTA.scenario_model.model_validate({"turn": turn})
    assert widened(VESTA.scenario_model, list(VESTA.steps.steps), []) == {}


@pytest.mark.parametrize(
    ("make", "said"),
    [
        (lambda: DELTA.variant("delta-announce-bare", steps=announce_steps(), add_steps=[dataclasses.replace(ANNOUNCE, keeps=())]), "Scenario field 'section'"),
        (lambda: shift_keeping("vesta-shift-bare", ()), "'turn.left'"),
        (lambda: shift_keeping("vesta-shift-odd", ("gold",)), "keeps 'gold'"),
    ],
)
def test_an_added_step_is_held_to_what_it_keeps(make, said):
    """Issue 37: a format lays out at an added step only the fields it ``keeps``; a step that
    holds another (Delta's section played in, Vesta Gold Rush's actions left), or keeps what is
    no step's field, is refused by the check before it plays, in the format's words."""
    with pytest.raises(VariantError, match=said):
        make()
