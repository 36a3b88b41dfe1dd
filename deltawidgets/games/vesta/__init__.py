"""Vesta Gold Rush: prospectors on a moving hex asteroid belt (``../shared/rules/vesta_gold_rush.txt``).

Where each rulebook section lives:

=========================================  ==========================================
1. Equipment (tiles, cards, markers)       ``components.py`` (reconstructions: rulings)
The play area (the board picture)          ``belt.py`` (a networkx hex graph)
2. Preparations                            ``setup.py``; exact positions ``scenario.py``
3. Game turn, order of action turns,       ``turns.py``; which part of a game turn
   3.3.3 Game end check                    follows which: ``flow.py``
3.1 Actions (Movement, Scan, Mining,       ``actions.py``; reaching an asteroid by the
   Equipment cards) and the cards used     phase's end: ``reach.py``; what mining
   in them (5. Equipment cards)            yields: ``mining.py``
3.2 Trading, 3.2.1 Space Saloon            ``trading.py``; who is in contact: ``contact.py``
3.3 Common events (3.3.1 push, 3.3.2       ``common.py``
   forced out, 3.3.2 Water check)
4. Game ending and victory                 ``scoring.py``
Bots' rule of thumb (accept a trade that   ``rules.bot_choices``
   does not lower the score)
=========================================  ==========================================

The steps of a game turn form one table, ``rules.STEPS``: each step's legal list, effect and
refusal (why a choice is illegal, beside its legal list), prompt and rulebook section.
Rulings on every gap of the draft rulebook: ``docs/rulings/vesta_gold_rush.md``.
"""

from deltawidgets.core.registry import register
from deltawidgets.games.vesta.game import VestaGoldRush

register(VestaGoldRush())

__all__ = ["VestaGoldRush"]
