"""Information Set Monte Carlo Tree Search (single-observer ISMCTS, Cowling, Powley and Whitehouse
2012) over the protocol, for any game and any number of seats.

The bot never cheats: every iteration starts from a position drawn anew with
:meth:`~deltawidgets.core.game.Game.determinize` for its own seat, so the hidden cards and tiles it
plays out are guesses consistent with what its seat may know. One tree gathers the iterations;
a node is a line of choices from now, and a choice's statistics count only the iterations in
which it was legal (its availability), as ISMCTS requires.
"""
from __future__ import annotations

import math
import random
import time

from deltawidgets.core.errors import BadInput
from deltawidgets.core.game import Action, Game

#: default iterations per decision: under a second per decision on one core in every game
ITERATIONS = 100
#: exploration constant of UCB1 (rewards lie in 0..1)
EXPLORATION = 0.7


class Node:
    __slots__ = ("children", "visits", "available", "reward")

    def __init__(self, players: int):
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = [0.0] * players  # summed over the iterations through this node, per seat


class ISMCTSBot:
    """Searches ``iterations`` random play-outs per decision, or for ``seconds`` if given (a
    time budget: its games then depend on the machine's speed, so the lab uses iterations).
    A play-out ends with the game; a win is worth 1, shared among tied winners.

    >>> from deltawidgets import get_game
    >>> g = get_game("deltav"); s = g.setup(g.Params.parse(), 3)
    >>> ISMCTSBot(seed=1, iterations=20).choose(g, s) in g.legal_actions(s)
    True
    """

    name = "ismcts"

    def __init__(self, seed=None, iterations: int | None = None, seconds: float | None = None):
        if iterations is not None and (isinstance(iterations, bool) or not isinstance(iterations, int) or iterations < 1):
            raise BadInput(f"ISMCTS iterations must be a whole number, at least 1; got {iterations!r}.")
        if seconds is not None and not (isinstance(seconds, (int, float)) and seconds > 0):
            raise BadInput(f"ISMCTS seconds must be a positive number; got {seconds!r}.")
        self.rng = random.Random(seed)
        self.seconds = seconds
        self.iterations = iterations if iterations is not None else None if seconds else ITERATIONS
        self.last_iterations = 0  # how many the last decision ran (for the benchmarks)

    def choose(self, game: Game, state) -> Action:
        seat = game.decision(state).player
        actions = game.legal_actions(state)
        if len(actions) == 1:
            return actions[0]
        root = Node(game.num_players(state))
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        n = 0
        while (self.iterations is None or n < self.iterations) and (deadline is None or time.perf_counter() < deadline):
            self._iterate(game, game.determinize(state, seat, self.rng), root)
            n += 1
        self.last_iterations = n
        return max(actions, key=lambda a: (root.children[a].visits if a in root.children else -1, self.rng.random()))

    def _iterate(self, game: Game, sample, root: Node) -> None:
        rng, players = self.rng, len(root.reward)
        node, path = root, [root]
        # selection and expansion, among the choices legal in this sample
        while (d := game.decision(sample)) is not None:
            legal = game.legal_actions(sample)
            untried = []
            for a in legal:
                child = node.children.get(a)
                if child is None:
                    untried.append(a)
                else:
                    child.available += 1
            if untried:
                action = rng.choice(untried)
                node = node.children[action] = Node(players)
                node.available = 1
                game.apply(sample, action)
                path.append(node)
                break
            action = max(legal, key=lambda a: _ucb(node.children[a], d.player))
            node = node.children[action]
            game.apply(sample, action)
            path.append(node)
        # play-out
        while game.decision(sample) is not None:
            game.apply(sample, rng.choice(game.bot_choices(sample, game.legal_actions(sample))))
        winners = game.winners(sample)
        for n in path:
            n.visits += 1
            for w in winners:
                n.reward[w] += 1 / len(winners)


def _ucb(child: Node, player: int) -> float:
    return child.reward[player] / child.visits + EXPLORATION * math.sqrt(math.log(child.available) / child.visits)
