"""Why a choice is illegal now: one sentence naming the rulebook section."""
from __future__ import annotations

from deltawidgets.games.deltav import actions, contracts, incidents
from deltawidgets.games.deltav.components import INCIDENTS, MINERALS, OWN_TURN_INCIDENTS
from deltawidgets.games.deltav.rules import PHASES, PROMPTS, REACTIONS, decider
from deltawidgets.games.deltav.state import (
    DVState,
    is_facedown,
    opponent_on,
    unspent_minerals,
)
from deltawidgets.games.deltav.view import INCIDENT_NAMES, place


def explain(s: DVState, a) -> str | None:
    if s.over:
        return "The game is over (Game End)."
    if a in PHASES[s.phase][0](s):
        return None
    why = _specific(s, a)
    if why:
        return why
    prompt = PROMPTS[s.phase][1].format(c=f"Player {s.current + 1}")
    return f'That is not a choice at this step. Player {decider(s) + 1} must now: {prompt} (see "{SECTION[s.phase]}").'


# The rulebook section that governs each step, so that even a generic refusal names its rule.
SECTION = {
    "pirate": "Pirate Attack",
    "action": "1) Take an Action",
    "move_pick": "Action: Move Rockets",
    "move_to": "Action: Move Rockets",
    "prospect_reveal": "Action: Prospect",
    "survey_pick": "Action: Satellite Survey",
    "scan_pick": "Mineral Scan",
    "scan_reveal": "Mineral Scan",
    "sabotage_pick": "Sabotage",
    "sabotage_follow": "Sabotage",
    "alien_move": "Alien Encounter",
    "alien_steal": "Alien Encounter",
    "storm": "Meteor Storm",
    "stormed": "Meteor Storm",
    "contract": "Declare the Contract",
    "reveal": "Reveal the Asteroid Tiles",
    "replace": "Bribe: Mineral Replacement",
    "bid": "Bribe: Bidding Up",
    "bid_replace": "Bribe: Bidding Up",
}


def _cell(s: DVState, a) -> int | None:
    if len(a) > 1 and isinstance(a[1], int) and 0 <= a[1] < len(s.cell_tile):
        return a[1]
    return None


def _specific(s: DVState, a) -> str | None:
    v, p, ph = a[0], s.current, s.phase
    cell = _cell(s, a)
    if ph == "action":
        if v == "move":
            return "Action: Move Rockets: you have no rocket that may move (rockets on the alien's tile cannot)."
        if v == "buy":
            return "Action: Buy a Rocket: your shipyard is empty."
        if v == "survey":
            if len(a) < 2 or a[1] not in unspent_minerals(s, p):
                return "Bribe: Satellite Survey: a survey spends one of your unspent bribe counters, and you have none of that mineral."
            return "Action: Satellite Survey: no row or column has three tiles free of the alien and opponents' rockets."
    if v == "use" and len(a) == 2:
        kind = a[1]
        if kind not in INCIDENTS:
            return f"Incident Tile Explanations: there is no incident called {kind!r}."
        name = INCIDENT_NAMES[kind]
        if kind not in OWN_TURN_INCIDENTS:
            return f"Incident Tile Explanations: {name} is not discarded on your own turn like this."
        if ph not in ("action", "contract", "stormed") or decider(s) != p:
            return f"Incident Tile Explanations: {name} may be discarded only at the start of your action or of your contract attempt."
        held = [got for k, got in s.incidents[p] if k == kind]
        if not held:
            return f"Incident Tile Explanations: you hold no {name} tile."
        if all(got == s.turn for got in held):
            return f"Revealing Incident Tiles: a {name} gained this turn may be discarded only on a later turn."
        if kind == "rocket_acquisition":
            return "Rocket Acquisition: your shipyard is empty."
        if kind == "sabotage":
            return "Sabotage: no opponent has a rocket in play."
    if ph == "move_pick" and v == "rocket" and cell is not None:
        if not s.rockets[p].get(cell):
            return f"Action: Move Rockets: you have no rocket at {place(s, cell)}."
        if cell == s.alien:
            return "Alien Encounter: rockets on the alien's tile cannot move while it is there."
        return "Action: Move Rockets: each rocket moves at most once per action, and those here have moved."
    if ph == "move_pick" and v == "done":
        return "Action: Move Rockets: move at least one rocket before finishing."
    if ph == "move_to" and v == "to" and cell is not None:
        if s.selected == s.board.station and cell == s.board.station:
            return "Action: Move Rockets: a rocket on the station moves to an asteroid tile."
        if s.selected != s.board.station:
            return "Action: Move Rockets: a rocket on an asteroid tile may only move back to the space station."
        return f"Action: Move Rockets: there is no asteroid tile at {place(s, cell)}."
    if ph == "survey_pick" and v == "look" and cell is not None:
        if not is_facedown(s, cell):
            return f"Action: Satellite Survey: there is no face-down tile at {place(s, cell)}."
        if cell == s.alien:
            return "Action: Satellite Survey: you may not look at the tile the alien is on."
        if opponent_on(s, p, cell):
            return "Action: Satellite Survey: you may not look at a tile with an opponent's rocket on it."
        if cell in s.picks:
            return "Action: Satellite Survey: you already picked that tile."
        return "Action: Satellite Survey: all three tiles must be in the same row or column."
    if ph in ("prospect_reveal", "scan_reveal") and v == "reveal" and cell is not None:
        if cell == s.alien and cell in s.memory[p] and is_facedown(s, cell) and s.rockets[p].get(cell):
            return "Action: Prospect: under the alien only an Alien Encounter may be revealed (ruling: any other incident would leave the alien on an empty space)."
        return "Action: Prospect: you may reveal only an incident tile you have seen under one of your rockets."
    if ph == "reveal" and v == "reveal" and cell is not None:
        if not is_facedown(s, cell):
            return f"Reveal the Asteroid Tiles: there is no face-down tile at {place(s, cell)}."
        if cell == s.alien:
            return "Reveal the Asteroid Tiles: you may not reveal a tile occupied by the alien."
        return "Reveal the Asteroid Tiles: you may not reveal a tile occupied by an opponent's rocket."
    if ph == "contract" and v == "declare":
        if len(a) == 2 and isinstance(a[1], int) and 0 <= a[1] < len(s.contract_owner):
            return "Declare the Contract: that contract has already been fulfilled."
        return f"Declare the Contract: there is no contract {a[1:]}; contracts are numbered 0 to {len(s.contract_owner) - 1}."
    if ph == "contract" and v == "skip":
        return "Play: the contract attempt is mandatory under the rule option contract_attempt='mandatory'."
    if ph in ("replace", "bid_replace") and v == "bribe" and len(a) == 2:
        if a[1] not in MINERALS or a[1] not in unspent_minerals(s, p):
            return "Bribe Counters: you have no unspent bribe counter of that mineral."
        if ph == "bid_replace":
            return "Bribe: Bidding Up: only a bribe of the bid mineral may replace the revealed tile."
        return "Bribe: Mineral Replacement: that mineral would not match what the contract still needs."
    if ph == "bid" and v == "bid" and len(a) == 2:
        if a[1] not in contracts.bid_minerals(s, s.queue[0]):
            return "Bribe: Bidding Up: you may bid only with an unspent bribe of a mineral on the contract."
    if ph == "sabotage_pick" and v == "hit":
        return "Sabotage: pick a rocket of an opponent that is in play."
    if ph == "sabotage_follow" and v == "follow":
        return "Sabotage: move one of your own rockets in play that the alien does not hold."
    if ph == "alien_move" and v == "alien" and cell is not None:
        if cell == s.board.station:
            return "Alien Encounter: the alien may not move onto the space station."
        return "Alien Encounter: the alien moves onto an asteroid tile."
    if ph == "alien_steal" and v == "steal":
        return "Alien Encounter: you may steal only an incident tile or an unspent bribe counter that an opponent holds."
    if ph in REACTIONS and v in ("pirate", "storm", "bid"):
        return f"Incident Tile Explanations: that reaction is not open now; the step is: {PROMPTS[ph][1].format(c='the player')}."
    if ph == "scan_pick" and v == "look":
        return "Mineral Scan: pick a face-down tile you have not yet scanned this time."
    return None


__all__ = ["explain", "actions", "incidents"]
