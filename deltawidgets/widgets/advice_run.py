"""A hint's search run on the kernel's event loop, a batch of iterations a tick, so that the page
sees the best choices so far as they firm up and its Stop arrives between two batches.

It knows no rule: the search is :class:`deltawidgets.bots.advice.Advisor`, the words come from
the game's labels, and the board elements lit are the choices' own targets.
"""

from __future__ import annotations

import asyncio

from deltawidgets.bots.advice import Advisor, why

#: iterations a tick: about 20-60 ms of search between two looks at the page's messages
BATCH = 40


def advice_message(game, state, step: int, tip: dict) -> dict:
    """What the page shows of a hint: the top choices with their labels, board targets and the
    share of the search each got, a sentence on the first, and whether the search is done."""
    choices = [
        {"index": c["index"], "label": game.label(state, c["action"]), "share": round(c["share"], 3), "targets": list(game.targets(state, c["action"]))}
        for c in tip["choices"]
    ]
    return {"type": "advice", "step": step, "choices": choices, "why": why(game, state, tip), "iterations": tip["iterations"], "done": tip["done"]}


class AdviceRun:
    """One hint for the position at ``step``: grown tick by tick, each tick's advice sent."""

    def __init__(self, game, state, step: int, send, loop: asyncio.AbstractEventLoop | None, shown=None, **budget):
        self.game, self.state, self.step, self.send, self.shown = game, state, step, send, shown
        self.advisor = Advisor(game, state, seed=f"advice/{step}", **budget)
        self.loop = loop
        self.timer: asyncio.Handle | None = None
        self.stopped = False

    def start(self) -> None:
        """Search to the end at once without a running loop (plain Python), else tick by tick."""
        if self.loop is None:
            while self.advisor.step(BATCH):
                pass
            self._send()
        else:
            self.timer = self.loop.call_soon(self._tick)

    def _tick(self) -> None:
        self.timer = None
        if self.stopped:
            return
        more = self.advisor.step(BATCH)
        self._send()
        if more:
            self.timer = self.loop.call_soon(self._tick)  # type: ignore[union-attr]  # ticks run only on a loop

    def stop(self, say: bool = True) -> None:
        """Stop searching; ``say`` sends what was found so far as the final advice."""
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        if not self.stopped:
            self.stopped = True
            if say:
                self._send(done=True)

    def _send(self, done: bool | None = None) -> None:
        message = advice_message(self.game, self.state, self.step, self.advisor.advice())
        if done is not None:
            message["done"] = done
        self.send(message)
