"""The check before a variant plays (issue 37, "Checked before it plays"): a variant plays a small
batch of random games held to the conformance invariants, and one that breaks any is refused with
a sentence naming what broke, the step that broke it and the game that shows it. One broken
variant of Delta V for each kind of break the issue names, and a crash of the designer's code."""

from __future__ import annotations

import dataclasses
import time

import pytest

from deltawidgets import GAMES
from deltawidgets.core.actionspace import Bounds
from deltawidgets.core.steps import Step
from deltawidgets.core.variant_check import CHECK_GAMES, VariantError, trials
from deltawidgets.games.deltav import actions, contracts
from deltawidgets.games.deltav.state import AFTER_ACTION
from deltawidgets.games.spatial import move as spatial_move
from deltawidgets.games.spatial import turns as spatial_turns
from deltawidgets.games.spatial.payment import begin_payment
from variantkit import DELTAV, RECALL, FuelBurnt, burning_move, fleet_variant, recall_variant, registry_kept


@pytest.fixture(autouse=True)
def _kept():
    with registry_kept():
        yield


def refused_by(game, name: str, **changes) -> VariantError:
    with pytest.raises(VariantError) as caught:
        game.variant(name, **changes)
    assert name not in GAMES, "a refused variant is not registered"
    return caught.value


def refused(name: str, step: Step | None = None, **changes) -> VariantError:
    with pytest.raises(VariantError) as caught:
        if step is not None:
            recall_variant(name, step)
        else:
            DELTAV.variant(name, **changes)
    assert name not in GAMES, "a refused variant is not registered"
    return caught.value


def dear_rockets(s, a, ev):
    """Buying a rocket takes five from the shipyard: a supply falls below zero."""
    if a[0] == "buy":
        s.shipyard[s.current] -= 4
    return actions.action_apply(s, a, ev)


def test_a_variant_that_breaks_a_declared_field_is_refused():
    """Issue 37: "no state that breaks the game's declared fields": a supply below zero is
    refused, naming the step whose effect drove it there."""
    err = refused("deltav-dear-rockets", steps={"action": {"apply": dear_rockets}})
    assert "a supply falls below zero (Player 1's shipyard rockets: -" in str(err) or "shipyard rockets: -" in str(err)
    assert err.step == "action" and "at the step 'action' (1) Take an Action)" in str(err) and "random game with seed" in str(err)


def rocket_from_nowhere(s, a, ev):
    """Moving a rocket puts another in its owner's shipyard: a position whose counters its
    declared fields (the scenario) do not lay out again."""
    moved = actions.move_to_apply(s, a, ev)
    s.shipyard[s.current] += 1
    return moved


def test_a_variant_whose_position_its_fields_cannot_hold_is_refused():
    """Issue 37: "no state that breaks the game's declared fields": a position whose scenario
    does not lay out the same position again is refused, naming the step after which it was
    first found (the game is replayed from the last sound position found, to find it)."""
    err = refused("deltav-rocket-from-nowhere", steps={"move_to": {"apply": rocket_from_nowhere}})
    assert err.step == "move_to" and "lay out a different position, after the step 'move_to' (Action: Move Rockets)" in str(err), str(err)


def test_a_variant_with_a_step_without_a_choice_is_refused():
    """Issue 37: "no step without a choice": a contract step whose legal list is empty."""
    err = refused("deltav-no-contracts", steps={"contract": {"legal": lambda s: []}})
    assert err.step == "contract" and "the game is not over, yet nobody has a choice, at the step 'contract' (Declare the Contract)" in str(err)


def idle(s, a, ev):
    """Prospecting does nothing and ends nothing: the same seat is asked again, for ever."""
    return None


def test_a_variant_whose_games_cannot_end_is_refused():
    """Issue 37: "no game that cannot end": only prospecting, which no longer ends the action."""
    start = time.perf_counter()
    err = refused("deltav-idle", steps={"action": {"legal": lambda s: [("prospect",)], "apply": idle}})
    assert err.step == "action" and "does not end within its limits: it still goes on after 20000 decisions (the most a record may hold)" in str(err), str(err)
    assert time.perf_counter() - start < 30


def test_a_variant_whose_games_outrun_the_bound_its_parent_declares_is_refused():
    """Issue 37, "no game that cannot end" within the game's limits: Spatial Delivery declares the
    longest game for the research adapters (OpenSpiel's max_game_length trusts it); a turn that
    ends nothing runs past it, and is refused citing it."""
    spatial = GAMES["spatial"]
    bound = spatial.bounds(spatial.Params.parse({"players": 2})).max_decisions
    with pytest.raises(VariantError) as caught:
        spatial.variant("spatial-idle", steps={"turn": {"apply": idle}})
    err = str(caught.value)
    assert caught.value.step == "turn" and f"it still goes on after {bound} decisions (the longest game its parent declares" in err, err
    assert "spatial-idle" not in GAMES


def free_flight(s, a, ev):
    """Spatial Delivery with free flight: a spaceship's step costs no card (a rule that makes
    longer games on purpose: the rulebook's bound counts every step as paid for in cards)."""
    if a[0] == "step":
        begin_payment(s, "move", (0, *spatial_move.step_price(s)[1:]), a[1])
        return spatial_turns.settle(s, ev)
    return spatial_turns.turn_apply(s, a, ev)


def thrice(params) -> Bounds:
    """The free-flight variant's own bounds: three times its parent's longest game, the scores as they are."""
    b = GAMES["spatial"].bounds(params)
    return Bounds(3 * b.max_decisions, b.min_score, b.max_score)


def test_a_variant_that_makes_longer_games_on_purpose_declares_its_own_bound_and_is_held_to_it():
    """Issue 37, bounds: free flight outruns the longest game Spatial Delivery declares, and is
    refused with its parent's bound; with ``bounds=`` it declares its own, which the research
    adapters then read (``game.bounds``) and the check holds its games to; the parent's is unchanged."""
    spatial = GAMES["spatial"]
    err = refused_by(spatial, "spatial-free-flight", steps={"turn": {"apply": free_flight}})
    assert "does not end within its limits" in str(err) and "(the longest game its parent declares" in str(err), str(err)
    free = spatial.variant("spatial-free-flight", steps={"turn": {"apply": free_flight}}, bounds=thrice)
    params = free.Params.parse({"players": 3})
    assert free.bounds(params) == thrice(params) and spatial.bounds(params).max_decisions * 3 == free.bounds(params).max_decisions
    assert "# bounds:" in free.source and "def thrice(params)" in free.source
    tight = lambda params: Bounds(100, 0, 50)  # noqa: E731 - a cell's one-liner
    err = refused_by(spatial, "spatial-free-tight", steps={"turn": {"apply": free_flight}}, bounds=tight)
    assert "it still goes on after 100 decisions (the longest game the variant declares for the research adapters, bounds=)" in str(err), str(err)


@pytest.mark.parametrize(
    ("bounds", "said"),
    [
        (lambda params: 500, "gives 500 for the rule options"),
        (lambda params: Bounds(0, 0, 10), "a whole number of 1 or more"),
        (lambda params: Bounds(500, 10, 0), "the least score not above the most"),
        (lambda params: 1 // 0, "raised ZeroDivisionError"),
        (500, "is a function of the rule options"),
    ],
)
def test_a_variant_s_malformed_bounds_are_refused(bounds, said):
    """Issue 37, bounds: what ``bounds=`` gives is checked under every option of the batch
    before the games are played, and a malformed one refused in one sentence."""
    err = refused_by(GAMES["spatial"], "spatial-odd-bounds", steps={"turn": {"apply": free_flight}}, bounds=bounds)
    assert said in str(err), str(err)


def first_mineral(s) -> str | None:
    """The mineral of the first face-down tile (an incident tile has none): what nobody may see."""
    return s.cat.mineral[s.cell_tile[s.down[0]]] if s.down else None


def peeking_prompt(s) -> str:
    """The prompt names the mineral under the first face-down tile."""
    return f"Take one action (the first face-down tile holds {first_mineral(s)})"


def test_a_variant_whose_prompt_tells_a_secret_is_refused():
    """Issue 37: "no view that leaks a secret under the twin-world check": a redeal of what a seat
    cannot see must not change the decision it is shown."""
    err = refused("deltav-peek", steps={"action": {"prompt": peeking_prompt}})
    assert err.step == "action" and "cannot see changes what Player" in str(err), str(err)


def peeking_legal(s) -> list:
    """Declaring a contract is offered only while the first face-down tile holds alphatite or
    betamite (or is an incident tile)."""
    out = contracts.contract_legal(s)
    return out if first_mineral(s) in (None, "alphatite", "betamite") else [a for a in out if a[0] != "declare"] or out


def test_a_variant_whose_choices_depend_on_a_secret_are_refused():
    """Issue 37: the twin-world check on choices: a legal list that reads a face-down tile."""
    err = refused("deltav-peek-contracts", steps={"contract": {"legal": peeking_legal}})
    assert err.step == "contract" and "the choices of Player" in str(err) and "depend on what Player" in str(err), str(err)


def loud_move(s, a, ev):
    moved = actions.move_to_apply(s, a, ev)
    ev.append({"type": "fuel_spent", "player": s.current})
    return moved


def test_a_variant_that_emits_an_undeclared_event_is_refused():
    """Issue 37: "every event declared": an effect emitting a kind of event Delta V does not declare."""
    err = refused("deltav-loud", steps={"move_to": {"apply": loud_move}})
    assert err.step == "move_to" and "is of the kind 'fuel_spent', which the game does not declare, at the step 'move_to'" in str(err)


def test_a_variant_whose_code_fails_is_refused_naming_the_step():
    """A crash of the designer's code is what broke, at the step whose code raised it."""
    err = refused("deltav-broken", steps={"move_pick": {"legal": lambda s: [("rocket", s.picks[5])]}})
    assert err.step == "move_pick" and "its code raised IndexError" in str(err)


def test_a_variant_whose_effect_returns_an_unknown_transition_is_refused():
    """A step's effect may move on only by a transition the flow knows (``moves_on``)."""
    err = refused("deltav-lost", steps={"move_to": {"apply": lambda s, a, ev: actions.move_to_apply(s, a, ev) and "warp"}})
    assert err.step == "move_to" and "KeyError" in str(err)


def test_the_check_plays_every_player_count_and_each_new_option_at_its_bounds_in_a_few_seconds():
    """The brief: the batch is small enough to take a few seconds, and covers the game's player
    counts and a variant's new options at their bounds."""
    batch = trials(DELTAV, {"fleet_weight": (0, 2)})
    assert {t.params.get("players") for t in batch[:CHECK_GAMES]} == {2, 3, 4}
    assert [t.params for t in batch[CHECK_GAMES:]] == [{"fleet_weight": 0}, {"fleet_weight": 2}]
    start = time.perf_counter()
    fleet_variant()
    assert time.perf_counter() - start < 15
    assert AFTER_ACTION in DELTAV.steps.flow


def test_a_variant_whose_log_cannot_tell_an_event_is_refused():
    """Issue 37, "every event declared" (and told, as the conformance suite has every event told):
    a narrate that gives an empty line for a seat."""
    err = refused("deltav-mute", steps={"move_to": {"apply": burning_move}}, events={"fuel_burnt": FuelBurnt}, narrate=lambda e, viewer: "")
    assert err.step == "move_to" and "the log tells the event" in str(err) and "not as a sentence" in str(err), str(err)


def test_an_added_step_that_does_not_keep_what_its_choices_read_is_refused():
    """Issue 37, "add a step": a position at an added step is laid out from the scenario, which
    holds the step fields the step ``keeps``. The step that calls a moved rocket back lists the
    rockets moved this turn; declared as keeping nothing, the position laid out offers other
    choices, and the variant is refused for it, after the step that led there."""
    err = refused("deltav-recall-forgetful", step=dataclasses.replace(RECALL, keeps=()))
    assert "lay out a position with other choices" in str(err) and err.step in ("move_pick", "move_to"), str(err)


def test_an_added_step_that_keeps_a_field_the_format_cannot_lay_out_is_refused():
    """Issue 37, "add a step": Delta V's format lays out at an added step only the step fields it
    can read by their shape; a step that keeps another is refused in the format's words."""
    err = refused("deltav-recall-contract", step=dataclasses.replace(RECALL, keeps=("moved", "contract")))
    assert "the added step 'recall' keeps 'contract', which this format cannot lay out at it" in str(err), str(err)
