"""Every refusal names its rule, and agrees with the legal list ("1) Take an Action" to "Game End").

The legal lists and the refusals (``explain``) come from the same predicates; where a list runs
over every space it uses the same rule in set form, so this test probes every space, contract,
mineral and incident at every step of random games and checks: legal exactly when no reason is
given, and every reason is a sentence citing a rulebook heading.
"""

from __future__ import annotations

import random

import pytest

from deltavkit import GAME
from deltawidgets.games.deltav.components import INCIDENTS, MINERALS
from deltawidgets.games.deltav.rules import STEPS

HEADINGS = (
    "Action: ",
    "Alien Encounter",
    "Bribe",
    "Declare the Contract",
    "Reveal the Asteroid Tiles",
    "Incident Tile Explanations",
    "Revealing Incident Tiles",
    "Mineral Scan",
    "Sabotage",
    "Rocket Acquisition",
    "Meteor Storm",
    "Play",
    "Game End",
    "(see \"",
)
SIMPLE = [
    ("move",),
    ("prospect",),
    ("buy",),
    ("done",),
    ("keep",),
    ("stay",),
    ("nosteal",),
    ("pirate",),
    ("storm",),
    ("pass",),
    ("accept",),
    ("skip",),
    ("end",),
]


def universe(s) -> list:
    out = list(SIMPLE)
    for c in range(len(s.cell_tile)):
        out += [(v, c) for v in ("rocket", "to", "look", "reveal", "alien", "follow")]
        out += [("hit", c, q) for q in range(s.players)]
    out += [("declare", k) for k in range(len(s.contract_owner) + 1)]
    out += [("use", k) for k in INCIDENTS] + [(v, m) for v in ("survey", "bribe", "bid") for m in MINERALS]
    out += [("steal", q, "bribe", m) for q in range(s.players) for m in MINERALS]
    out += [("steal", q, "incident", k) for q in range(s.players) for k in INCIDENTS]
    return out


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 4), (4, 5)])
def test_explain__legal_exactly_when_no_reason_and_every_reason_names_a_rule(players, seed):
    rng = random.Random(seed)
    params = GAME.Params.parse({"players": players})
    phases = set()
    for game in range(2):
        s = GAME.setup(params, seed * 100 + game)
        while not s.over:
            legal = set(GAME.legal_actions(s))
            phases.add(s.phase)
            for a in universe(s):
                why = GAME.explain(s, a)
                assert (why is None) == (a in legal), (s.phase, a, why)
                if why is not None:
                    assert any(h in why for h in HEADINGS), why
            GAME.apply(s, rng.choice(sorted(legal, key=repr)))
    assert len(phases) >= 12  # most steps of a turn were probed
    assert phases <= set(STEPS.steps), phases
