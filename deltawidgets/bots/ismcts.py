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

#: default iterations per decision
ITERATIONS = 200
#: decisions a play-out runs before the game's value judges it (None: to the end of the game)
DEPTH = 0
#: exploration constant of UCB1 (rewards lie in 0..1)
EXPLORATION = 0.7
#: chance that a play-out step is random rather than greedy
EPSILON = 1.0


class Node:
    __slots__ = ("children", "visits", "available", "reward")

    def __init__(self, players: int):
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = [0.0] * players  # summed over the iterations through this node, per seat


class ISMCTSBot:
    """ISMCTS with a value-judged leaf.

    >>> from deltawidgets import get_game
    >>> g = get_game("deltav"); s = g.setup(g.Params.parse(), 3)
    >>> ISMCTSBot(seed=1, iterations=20).choose(g, s) in g.legal_actions(s)
    True
    """

    name = "ismcts"

    def __init__(self, seed=None, iterations: int | None = None, seconds: float | None = None,
                 depth: int | None = DEPTH, exploration: float = EXPLORATION, epsilon: float = EPSILON,
                 samples: int | None = None, final="visits"):
        if iterations is not None and (isinstance(iterations, bool) or not isinstance(iterations, int) or iterations < 1):
            raise BadInput(f"ISMCTS iterations must be a whole number, at least 1; got {iterations!r}.")
        if seconds is not None and not (isinstance(seconds, (int, float)) and seconds > 0):
            raise BadInput(f"ISMCTS seconds must be a positive number; got {seconds!r}.")
        self.rng = random.Random(seed)
        self.depth = depth
        self.exploration = exploration
        self.epsilon = epsilon
        self.samples = samples
        self.final = final
        self.seconds = seconds
        self.iterations = iterations if iterations is not None else None if seconds else ITERATIONS
        self.last_iterations = 0  # how many the last decision ran (for the benchmarks)

    def choose(self, game: Game, state) -> Action:
        seat = game.decision(state).player
        actions = game.legal_actions(state)
        if len(actions) == 1:
            return actions[0]
        players = game.num_players(state)
        root = Node(players)
        self.lo, self.hi = math.inf, -math.inf
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        pool = []
        self.mast = {}
        n = 0
        while (self.iterations is None or n < self.iterations) and (deadline is None or time.perf_counter() < deadline):
            if self.samples is None:
                sample = game.determinize(state, seat, self.rng)
            elif len(pool) < self.samples:
                sample = game.determinize(state, seat, self.rng)
                pool.append(game.clone(sample))
            else:
                sample = game.clone(pool[n % self.samples])
            self._iterate(game, sample, root, players)
            n += 1
        self.last_iterations = n
        tried = [a for a in actions if a in root.children]
        if self.final == "visits":
            return max(tried, key=lambda a: (root.children[a].visits, root.children[a].reward[seat], self.rng.random()))
        most = max(root.children[a].visits for a in tried)
        keep = [a for a in tried if root.children[a].visits * self.final >= most]
        return max(keep, key=lambda a: (root.children[a].reward[seat] / root.children[a].visits, self.rng.random()))

    def _iterate(self, game: Game, sample, root: Node, players: int) -> None:
        rng = self.rng
        node, path = root, [root]
        moves = []
        lo, hi = self.lo, self.hi
        span = hi - lo if hi > lo else 0.0
        c = self.exploration
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
                child = Node(players)
                child.available = 1
                node.children[action] = child
                node = child
                moves.append((d.player, action))
                game.apply(sample, action)
                path.append(node)
                break
            p = d.player
            best, action = -math.inf, None
            for a in legal:
                ch = node.children[a]
                q = ch.reward[p] / ch.visits
                q = (q - lo) / span if span else 0.5
                u = q + c * math.sqrt(math.log(ch.available) / ch.visits)
                if u > best:
                    best, action = u, a
            node = node.children[action]
            moves.append((p, action))
            game.apply(sample, action)
            path.append(node)
        steps = 0
        mast, eps = self.mast, self.epsilon
        while (d := game.decision(sample)) is not None and (self.depth is None or steps < self.depth):
            legal = game.bot_choices(sample, game.legal_actions(sample))
            p = d.player
            if eps >= 1 or len(legal) == 1 or rng.random() < eps:
                action = rng.choice(legal)
            else:
                best, action = -math.inf, None
                for a in legal:
                    st = mast.get((p, a))
                    v = st[0] / st[1] if st else 0.0
                    v += rng.random() * 1e-6
                    if v > best:
                        best, action = v, a
            moves.append((p, action))
            game.apply(sample, action)
            steps += 1
        margins = _margins(game, sample, players)
        if eps < 1:
            for p, a in moves:
                st = mast.get((p, a))
                if st is None:
                    mast[p, a] = [margins[p], 1]
                else:
                    st[0] += margins[p]
                    st[1] += 1
        for m in margins:
            if m < self.lo:
                self.lo = m
            if m > self.hi:
                self.hi = m
        for n in path:
            n.visits += 1
            r = n.reward
            for p in range(players):
                r[p] += margins[p]


def _margins(game: Game, state, players: int) -> list[float]:
    values = [game.value(state, p) for p in range(players)]
    out = []
    for p in range(players):
        out.append(values[p] - max(v for q, v in enumerate(values) if q != p))
    return out
