"""Spatial Delivery: a growing hex map, trade routes on hex borders, a card draft with
challenges, deliveries for Market Share Points (``../shared/rules/spatial_delivery.txt``).

Where each rulebook section lives:

======================================  ==============================================
Components (cards, tiles, pieces)       ``components.py`` (reconstructed decks: rule options);
                                        pieces as a hard limit: ``network.has_pieces``;
                                        every counted supply: ``scoring.supplies``
Overview (rings, prices), map geometry  ``board.py`` (hex graph, route graph); what people
                                        call hexes, corners, borders and cards: ``words.py``
Setup                                   ``setup.py``; laying tiles, sites: ``layout.py``;
                                        exact positions (scenarios): ``scenario.py``,
                                        their rule checks: ``scenario_checks.py``
Rounds (which part follows which)       ``flow.py``
3. End of Round, Ending the Game        ``rounds.py`` (end reasons: ``endings.py``)
1. Card Draft (pool, challenges)        ``draft.py``
2. Explore and Deliver (turn order,     ``turns.py``; card-by-card payment: ``payment.py``
   the three actions, done)
About Exploration (branches, stations,  ``explore.py``; routes and steps: ``network.py``
   costs, MSP)
Moving Your Spaceship                   ``move.py`` (steps, through Earth: ``network.walk``)
Deliveries                              ``deliver.py``
Scoring (bonus table, winner)           ``scoring.py``
======================================  ==============================================

The steps of a round form one table, ``rules.STEPS``: each step's legal list, effect and
refusal (why a choice is illegal, written beside the legal list), prompt and rulebook section;
``view.py`` holds the observation (its format is documented there), labels, targets
and the log. Rulings: ``docs/rulings/spatial_delivery.md``.
"""

from deltawidgets.core.registry import register
from deltawidgets.games.spatial.game import SpatialDelivery

register(SpatialDelivery())

__all__ = ["SpatialDelivery"]
