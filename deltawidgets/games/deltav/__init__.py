"""Delta V: rockets, hidden asteroid tiles, contracts and bribes (``../shared/rules/delta_v.txt``).

Where each rulebook section lives:

=====================================  =======================================
Setting Up the Game                    ``setup.py`` (board: ``board.py``)
Play (turn order, reaction windows)    ``flow.py``
1) Take an Action (move, prospect,     ``actions.py`` (where rockets go: ``rockets.py``)
   survey, buy)
2) Try to Fulfill a Contract,          ``contracts.py``
   Mineral Replacement, Bidding Up
Revealing Incident Tiles, Incident     ``incidents.py``
   Tile Explanations
Game End (score, tie-breaks)           ``scoring.py``; when it ends: ``flow.py``
Components (default tiles, contracts)  ``components.py``; what runs out: ``scoring.supplies``
Every step of a turn                   ``rules.STEPS``: each step's legal list, effect and
                                       refusal (beside each other), prompt and section
Exact positions (scenarios)            ``scenario.py`` (format: ``docs/scenarios.md``)
=====================================  =======================================
"""

from deltawidgets.core.registry import register
from deltawidgets.games.deltav.game import DeltaV

register(DeltaV())

__all__ = ["DeltaV"]
