"""Delta V as a table of its steps: where reading the game starts (docs/anatomy.md).

Each step names its legal list, its effect and its refusal (beside each other in the module of
its rulebook section: :mod:`actions` "1) Take an Action", :mod:`incidents` the incident tiles,
:mod:`contracts` "2) Try to Fulfill a Contract"), what its decider is asked, the section that
governs it, and how the turn moves on from it: an effect returns ``AFTER_ACTION``, ``END_TURN``
or ``RESUME`` (back to the step an incident was used from), or an end of the game, and
:mod:`flow` says what starts next. The table (``deltawidgets/core/steps.py``) gives the
protocol's decision, legal list, effect and explanation. Imports run one way: state <- rockets
<- incidents <- actions, contracts <- rules -> flow.
"""

from __future__ import annotations

from deltawidgets.core.refusal import seat
from deltawidgets.core.steps import Step, Steps
from deltawidgets.games.deltav import actions, contracts, flow, incidents
from deltawidgets.games.deltav.components import INCIDENT_NAMES
from deltawidgets.games.deltav.state import AFTER_ACTION, END_TURN, LAST_ALIEN, LAST_CONTRACT, RESUME, DeltaVState
from deltawidgets.games.deltav.words import article, listing, mineral_name

#: the reactions: out-of-turn windows, each named for the incident (or bribe) it plays
REACTIONS = ("pirate", "storm", "bid")
#: how an incident or a contract attempt can end: the turn, or the game
ENDINGS = (END_TURN, LAST_CONTRACT, LAST_ALIEN)


def first_in_queue(s: DeltaVState) -> int:
    """Who decides a reaction: the first opponent, clockwise, who still may react."""
    return s.queue[0]


def reacting(text: str):
    """A reaction's prompt: ``{c}`` is the player whose turn it is (their seat, unless named)."""
    return lambda s, c="": text.format(c=c or seat(s.current))


def verbs(legal, s: DeltaVState) -> set:
    return {a[0] for a in legal(s)}


def discards(s: DeltaVState) -> str:
    """ "discard Sabotage or Mineral Scan", or "" when no own-turn incident may be discarded now."""
    kinds = [INCIDENT_NAMES[x[1]] for x in incidents.use_legal(s)]
    return f"discard {listing(kinds, 'or')}" if kinds else ""


ACTION_WORDS = (("move", "move rockets"), ("prospect", "prospect"), ("survey", "make a satellite survey"), ("buy", "buy a rocket"))


def action_prompt(s: DeltaVState) -> str:
    first, offered = discards(s), verbs(actions.action_legal, s)
    options = listing([w for v, w in ACTION_WORDS if v in offered], "or")
    return f"Take one action: {options}" + (f"; or first {first}" if first else "")


def move_pick_prompt(s: DeltaVState) -> str:
    return "Pick a rocket to move, or finish moving" if s.picks else "Pick a rocket to move"


def stormed_prompt(s: DeltaVState) -> str:
    first = discards(s)
    return f"Meteor Storm stopped your contract attempt: {first + ' or end' if first else 'end'} your turn"


def steal_prompt(s: DeltaVState) -> str:
    kinds = {x[2] for x in incidents.steal_options(s)}
    what = listing([w for k, w in (("incident", "an incident tile"), ("bribe", "an unspent bribe")) if k in kinds], "or")
    return f"Steal {what} from an opponent, or nothing"


def contract_prompt(s: DeltaVState) -> str:
    first, skip = discards(s), contracts.skip_refusal(s) is None
    return "Declare the contract you will try to fulfil" + (", or skip the attempt" if skip else "") + (f"; or first {first}" if first else "")


def reveal_prompt(s: DeltaVState) -> str:
    if s.bid is None:
        return "Reveal a tile"
    return f"Reveal {article(mineral_name(s.bid.mineral))} tile to answer the bid"


def incident_refusal(s: DeltaVState, a) -> str | None:
    """Asked at every step: an own-turn incident is discarded the same way wherever it may be
    (the ruling names the steps), and a reaction only in its own window."""
    if a[0] == "use":
        if len(a) != 2:
            return None
        if STEPS.decider(s) != s.current:
            return "Incident Tile Explanations: own-turn incidents are discarded on your own turn, at the start of your action or of your contract attempt."
        return incidents.use_refusal(s, a[1])
    if s.phase in REACTIONS and a[0] in REACTIONS:
        return f"Incident Tile Explanations: that reaction is not open now; the step is: {STEPS.steps[s.phase].prompt(s, 'the player')}."  # type: ignore[operator, call-arg]  # a reaction's prompt is reacting(...)'s, which names the player
    return None


MOVE_ROCKETS, SCAN, SABOTAGE, ALIEN = "Action: Move Rockets", "Mineral Scan", "Sabotage", "Alien Encounter"
STEPS = Steps(
    Step(
        "pirate",
        incidents.pirate_legal,
        incidents.pirate_apply,
        kind="reaction",
        prompt=reacting("Discard Pirate Attack to stop {c}'s action?"),
        section="Pirate Attack",
        decider=first_in_queue,
        reaction=True,
        moves_on=(AFTER_ACTION,),
    ),
    Step(
        "action",
        actions.action_legal,
        actions.action_apply,
        refuse=actions.action_refuse,
        kind="action",
        prompt=action_prompt,
        section="1) Take an Action",
        moves_on=(AFTER_ACTION, RESUME),
    ),
    Step(
        "move_pick",
        actions.move_pick_legal,
        actions.move_pick_apply,
        refuse=actions.move_pick_refuse,
        kind="move",
        prompt=move_pick_prompt,
        section=MOVE_ROCKETS,
        moves_on=(AFTER_ACTION,),
    ),
    Step(
        "move_to",
        actions.move_to_legal,
        actions.move_to_apply,
        refuse=actions.move_to_refuse,
        kind="move",
        prompt="Pick where the rocket goes",
        section=MOVE_ROCKETS,
        moves_on=(AFTER_ACTION,),
    ),
    Step(
        "prospect_reveal",
        incidents.found_legal,
        actions.prospect_reveal_apply,
        refuse=incidents.found_refuse,
        kind="prospect",
        prompt="If you found an incident tile under your rockets, you may reveal one; or keep it hidden",
        section="Action: Prospect",
        moves_on=(AFTER_ACTION, LAST_ALIEN),
    ),
    Step(
        "survey_pick",
        actions.survey_pick_legal,
        actions.survey_pick_apply,
        refuse=actions.survey_pick_refuse,
        kind="survey",
        prompt="Pick a tile to survey (three in one row or column)",
        section="Action: Satellite Survey",
        moves_on=(AFTER_ACTION,),
    ),
    Step(
        "scan_pick",
        incidents.scan_pick_legal,
        incidents.scan_pick_apply,
        refuse=incidents.scan_pick_refuse,
        kind="scan",
        prompt="Pick a tile to scan, or stop scanning",
        section=SCAN,
        moves_on=(RESUME,),
    ),
    Step(
        "scan_reveal",
        incidents.found_legal,
        incidents.scan_reveal_apply,
        refuse=incidents.found_refuse,
        kind="scan",
        prompt="If you found an incident tile under your rockets, you may reveal one; or keep it hidden",
        section=SCAN,
        moves_on=(RESUME, LAST_ALIEN),
    ),
    Step(
        "sabotage_pick",
        incidents.sabotage_pick_legal,
        incidents.sabotage_pick_apply,
        refuse=incidents.sabotage_pick_refuse,
        kind="sabotage",
        prompt="Pick an opponent's rocket to send back to its shipyard",
        section=SABOTAGE,
        moves_on=(RESUME,),
    ),
    Step(
        "sabotage_follow",
        incidents.sabotage_follow_legal,
        incidents.sabotage_follow_apply,
        refuse=incidents.sabotage_follow_refuse,
        kind="sabotage",
        prompt="Move one of your rockets to that tile, or stay",
        section=SABOTAGE,
        moves_on=(RESUME,),
    ),
    Step(
        "alien_move",
        incidents.alien_move_legal,
        incidents.alien_move_apply,
        refuse=incidents.alien_move_refuse,
        kind="alien",
        prompt="Move the alien to an asteroid tile, or leave it",
        section=ALIEN,
        moves_on=(AFTER_ACTION, END_TURN, RESUME),  # where the turn was heading (``after_alien``)
    ),
    Step(
        "alien_steal",
        incidents.alien_steal_legal,
        incidents.alien_steal_apply,
        refuse=incidents.alien_steal_refuse,
        kind="alien",
        prompt=steal_prompt,
        section=ALIEN,
        moves_on=(AFTER_ACTION, END_TURN, RESUME),
    ),
    Step(
        "storm",
        incidents.storm_legal,
        incidents.storm_apply,
        kind="reaction",
        prompt=reacting("Discard Meteor Storm to stop {c}'s contract attempt?"),
        section="Meteor Storm",
        decider=first_in_queue,
        reaction=True,
        moves_on=(END_TURN,),
    ),
    Step(
        "stormed",
        incidents.stormed_legal,
        incidents.stormed_apply,
        refuse=incidents.stormed_refuse,
        kind="contract",
        prompt=stormed_prompt,
        section="Meteor Storm",
        moves_on=(END_TURN, RESUME),
    ),
    Step(
        "contract",
        contracts.contract_legal,
        contracts.contract_apply,
        refuse=contracts.contract_refuse,
        kind="contract",
        prompt=contract_prompt,
        section="Declare the Contract",
        moves_on=(END_TURN, RESUME),
    ),
    Step(
        "reveal",
        contracts.reveal_legal,
        contracts.reveal_apply,
        refuse=contracts.reveal_refuse,
        kind="contract",
        prompt=reveal_prompt,
        section="Reveal the Asteroid Tiles",
        moves_on=ENDINGS,
    ),
    Step(
        "replace",
        contracts.replace_legal,
        contracts.replace_apply,
        refuse=contracts.replace_refuse,
        kind="contract",
        prompt="The tile does not match: spend a bribe to replace its mineral, or accept failure",
        section="Bribe: Mineral Replacement",
        moves_on=ENDINGS,
    ),
    Step(
        "bid",
        contracts.bid_legal,
        contracts.bid_apply,
        refuse=contracts.bid_refuse,
        kind="reaction",
        prompt=reacting("Bid up {c}'s contract with a bribe counter?"),
        section="Bribe: Bidding Up",
        decider=first_in_queue,
        reaction=True,
        moves_on=ENDINGS,
    ),
    Step(
        "bid_replace",
        contracts.bid_replace_legal,
        contracts.replace_apply,  # spending works the same way
        refuse=contracts.bid_replace_refuse,
        kind="contract",
        prompt="The tile does not match the bid: spend your own bribe of that mineral, or fail",
        section="Bribe: Bidding Up",
        moves_on=ENDINGS,
    ),
    flow=flow.NEXT,
    anywhere=incident_refusal,
)
