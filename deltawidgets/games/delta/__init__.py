"""Delta: worker placement with character cards, an island map and knowledge tracks
(``../shared/rules/delta.txt``).

Where each rulebook section lives:

========================================  ==============================================
Game Materials, Appendix (default data)   ``data/*.json`` (reconstructions), read and
                                          checked by ``catalog.py``; options ``components.py``
Setup                                     ``setup.py``; exact positions ``scenario.py``
Turn order and engineering track,         ``turns.order_*``, ``flow.start_round``,
  Phase 1: Preparation                    ``flow.engineering_rank``
Phase 2: Actions (A-D)                    ``turns.py``
Phase 2 (E): Workshop, Map of the Delta,  ``actions.py`` (Explore: ``explore_refusal``)
  Research Library, any-time effects
Dragonfly Tiles, resources, knowledge     ``effects.py``; owed small choices ``choices.py``
Phase 3: Resolution                       ``flow.resolution_order``, ``resolution.py``
Phase 4: Upkeep                           ``flow.upkeep`` .. ``flow.end_round``, ``resolution.py``
End Game Scoring (A-E, tie-break)         ``scoring.py``; what runs out: ``scoring.supplies``
Every step of a round                     ``rules.STEPS``: each step's legal list, effect and
                                          refusal (beside each other), prompt and section
The log: every event's sentence           ``words.py`` (events are typed, made where the rule
                                          acts, through ``effects.tell``)
Exact positions (scenarios)               ``scenario.py`` (format, ``setup_from``), ``scenario_checks.py``
                                          (what a position must fit; ``docs/scenarios.md``)
========================================  ==============================================
"""

from deltawidgets.core.registry import register
from deltawidgets.games.delta.game import Delta

register(Delta())

__all__ = ["Delta"]
