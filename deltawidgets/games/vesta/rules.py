"""Vesta Gold Rush as a table of its steps: where reading the game starts (docs/anatomy.md).

Each step names its legal list, its effect and its refusal (beside each other in the module of
its rulebook section: :mod:`actions`, :mod:`trading`), what its decider is asked, the section
that governs it, and how the game turn moves on from it: the action phases end with
``turns.ACTIONS_OVER``, the trading turns with ``trading.TRADING_OVER``, and :mod:`flow` says
what starts next. The table (``deltawidgets/core/steps.py``) gives the protocol's decision, legal
list, effect and explanation.
"""

from __future__ import annotations

from deltawidgets.core.refusal import seat
from deltawidgets.core.steps import Step, Steps
from deltawidgets.games.vesta import actions, flow, trading
from deltawidgets.games.vesta.components import CARD_NAMES
from deltawidgets.games.vesta.state import VestaGoldRushState
from deltawidgets.games.vesta.trading import TRADING_OVER
from deltawidgets.games.vesta.turns import ACTIONS_OVER

ANTIMATERIAGUN = "Equipment cards: Antimateriagun"


def offer_words(s: VestaGoldRushState) -> dict:
    """What an offer's prompts name: the other side, the terms, the card at auction."""
    o = s.other if s.phase == "draft" else s.drafter
    return {
        "o": seat(o),
        "give": trading.terms(s.give, s.give_cards),
        "ask": trading.terms(s.ask, s.ask_cards),
        "lot": CARD_NAMES.get(s.lot, ""),
        "high": s.high,
    }


def worded(text: str):
    """A prompt that names the offer's sides and terms (:func:`offer_words`)."""
    return lambda s: text.format(**offer_words(s))


def landing_refusal(s: VestaGoldRushState, a) -> str | None:
    """A landing choice exists only inside a displacement, asked at any other step."""
    if a[0] == "place" and s.phase != "place":
        return f"{ANTIMATERIAGUN}: a prospector chooses where to land only when the tile under them is destroyed, and no one is being displaced now."
    return None


STEPS = Steps(
    Step(
        "act",
        actions.act_legal,
        actions.act_apply,
        refuse=actions.act_refuse,
        kind="action",
        prompt="Use an action: move, scan, mine or play equipment; or stop",
        section="3.1 Actions",
        moves_on=(ACTIONS_OVER,),
    ),
    Step(
        "scan2",
        actions.scan2_legal,
        actions.scan2_apply,
        refuse=actions.scan2_refuse,
        kind="scan",
        prompt="Hyperscanner: turn up a second tile, or only the one",
        section="Equipment cards: Hyperscanner",
        moves_on=(ACTIONS_OVER,),
    ),
    Step(
        "peek",
        actions.peek_legal,
        actions.peek_apply,
        kind="scan",
        prompt="Gold Detector: turn the tile you looked at face up, or leave it face down",
        section="Equipment cards: Gold detector",
        moves_on=(ACTIONS_OVER,),
    ),
    Step(
        "place",
        actions.place_legal,
        actions.place_apply,
        refuse=actions.place_refuse,
        kind="displaced",
        prompt="Your tile was destroyed: pick the asteroid next to it to move onto",
        section=ANTIMATERIAGUN,
        decider=lambda s: s.displaced[0],
        reaction=True,
        moves_on=(ACTIONS_OVER,),
    ),
    Step(
        "trade",
        trading.trade_legal,
        trading.trade_apply,
        refuse=trading.trade_refuse,
        kind="trade",
        prompt="Trading: make an offer, buy at the saloon, or finish trading",
        section="3.2 Trading",
        moves_on=(TRADING_OVER,),
    ),
    Step(
        "draft",
        trading.draft_legal,
        trading.draft_apply,
        refuse=trading.draft_refuse,
        kind="offer",
        prompt=worded("Set the terms of your offer to {o}, then send it"),
        section="3.2 Trading",
        decider=lambda s: s.drafter,
        moves_on=(TRADING_OVER,),
    ),
    Step(
        "reply",
        trading.reply_legal,
        trading.reply_apply,
        refuse=trading.reply_refuse,
        kind="offer",
        prompt=worded("{o} offers you {give} for {ask}: accept, decline or counter"),
        section="3.2 Trading",
        decider=lambda s: s.other,
        reaction=True,
        moves_on=(TRADING_OVER,),
    ),
    Step(
        "bid",
        trading.bid_legal,
        trading.bid_apply,
        refuse=trading.bid_refuse,
        kind="bid",
        prompt=worded("Saloon auction for the {lot}: bid more than {high} gold, or drop out"),
        section="3.2.1 Space Saloon",
        decider=lambda s: s.bidders[0],
        reaction=True,
        moves_on=(TRADING_OVER,),
    ),
    flow=flow.NEXT,
    anywhere=landing_refusal,
)


def bot_choices(s: VestaGoldRushState, choices: list) -> list:
    """A simple bot's rule of thumb (issue: bots that trade): asked about an offer, accept it
    if it does not lower the bot's score value (4. Game ending and victory), else decline or
    counter. Every other choice is left to the bot."""
    if s.phase != "reply":
        return choices
    if trading.score_change(s, s.other) >= 0:
        return [trading.ACCEPT]
    return [c for c in choices if c != trading.ACCEPT]
