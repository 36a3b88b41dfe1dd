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

#: default iterations per decision: about 0.1 s per 200 on one core in every game (depth 40), so
#: well under a second a decision
ITERATIONS = 500
#: decisions a play-out runs before the game's value judges it (None: to the end of the game)
DEPTH = 40
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
    A play-out runs ``depth`` random decisions (or to the end): then the seat ahead by the game's
    :meth:`~deltawidgets.core.game.Game.value` (or the winner, at the end) scores 1, shared
    among ties. Random play to the very end mostly measures luck in long games; a short
    play-out judged by the value keeps the signal of the choice searched.

    >>> from deltawidgets import get_game
    >>> g = get_game("deltav"); s = g.setup(g.Params.parse(), 3)
    >>> ISMCTSBot(seed=1, iterations=20).choose(g, s) in g.legal_actions(s)
    True
    """

    name = "ismcts"

    def __init__(self, seed=None, iterations: int | None = None, seconds: float | None = None,
                 depth: int | None = DEPTH):
        if iterations is not None and (isinstance(iterations, bool) or not isinstance(iterations, int) or iterations < 1):
            raise BadInput(f"ISMCTS iterations must be a whole number, at least 1; got {iterations!r}.")
        if seconds is not None and not (isinstance(seconds, (int, float)) and seconds > 0):
            raise BadInput(f"ISMCTS seconds must be a positive number; got {seconds!r}.")
        self.rng = random.Random(seed)
        self.depth = depth
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
        steps = 0
        while game.decision(sample) is not None and (self.depth is None or steps < self.depth):
            game.apply(sample, rng.choice(game.bot_choices(sample, game.legal_actions(sample))))
            steps += 1
        winners = game.winners(sample) if game.is_over(sample) else _ahead(game, sample, players)
        for n in path:
            n.visits += 1
            for w in winners:
                n.reward[w] += 1 / len(winners)


def _ahead(game: Game, state, players: int) -> list[int]:
    values = [game.value(state, p) for p in range(players)]
    best = max(values)
    return [p for p, v in enumerate(values) if v == best]


def _ucb(child: Node, player: int) -> float:
    return child.reward[player] / child.visits + EXPLORATION * math.sqrt(math.log(child.available) / child.visits)
