"""Information Set Monte Carlo Tree Search (single-observer ISMCTS, Cowling, Powley and Whitehouse
2012) over the protocol, for any game and any number of seats.

The bot never cheats: every iteration starts from a position drawn with
:meth:`~deltawidgets.core.game.Game.determinize` for its own seat, so the hidden cards and tiles it
plays out are guesses consistent with what its seat may know. One tree gathers the iterations;
a node is a line of choices from now (every seat's choices, each judged by UCB1 for the seat
choosing), and a choice's statistics count only the iterations in which it was legal (its
availability), as ISMCTS requires.

Each iteration walks the tree, adds one new choice, plays ``depth`` random decisions on (none by
default) and judges the position reached by the game's :meth:`~deltawidgets.core.game.Game.value`:
each seat's reward is its value margin (its value less the best other seat's), the same measure
the greedy bot maximises one choice ahead. Margins are summed as they are; UCB1 compares them
scaled to 0..1 by the lowest and highest margin the search has met, so that constants of one
order serve games whose points run to 5 or to 150; each game names its own
(:attr:`~deltawidgets.core.game.Game.search_exploration`), as one margin's range can be wide
against the gaps between choices' means. Measured (``benchmarks/strength.py``):
random play-outs to the end, or 40 decisions deep, mostly measured luck and cost 1 ms an
iteration; judging right after the new choice lets the tree itself look further ahead.

A seat often decides again right after its own choice. The bot then keeps the node its search
reached there and, if what its seat sees at that next decision is what the search expected, grows
that node on as the new root (:meth:`ISMCTSBot._keep`); the budget counts the iterations the root
holds, so a kept tree leaves fewer to grow. A search also stops once its choice can no longer
change within the budget (:meth:`Search.settled`).
"""

from __future__ import annotations

import gc
import math
import random
import time

from deltawidgets.core.errors import BadInput
from deltawidgets.core.game import Action, Game

#: default iterations per decision (``benchmarks/ismcts_speed.py`` times them in every game)
ITERATIONS = 200
#: random decisions played after the tree's new choice before the value judges (None: to the end)
DEPTH = 0
#: iterations that play on copies of one determinization: 50 deals a default decision still
#: sample the hidden piles widely, at a fraction of 200 deals' cost (``benchmarks/ismcts_speed.py``)
SHARE = 4
#: how often (in iterations) the search asks whether its choice is settled
SETTLE_EVERY = 8


class Node:
    __slots__ = ("children", "visits", "available", "reward")

    def __init__(self, players: int):
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = [0.0] * players  # value margins summed over the iterations through this node, per seat


class ISMCTSBot:
    """Searches ``iterations`` iterations per decision, or for ``seconds`` if given (a time
    budget: its games then depend on the machine's speed, so the lab uses iterations), and plays
    the choice searched most (ties: the best mean margin, then at random).

    >>> from deltawidgets import get_game
    >>> g = get_game("deltav"); s = g.setup(g.Params.parse(), 3)
    >>> ISMCTSBot(seed=1, iterations=20).choose(g, s) in g.legal_actions(s)
    True
    >>> ISMCTSBot(iterations=0)
    Traceback (most recent call last):
    ...
    deltawidgets.core.errors.BadInput: ISMCTS iterations must be a whole number, at least 1; got 0.
    """

    name = "ismcts"
    #: how many legal choices its last decision had (the lab's branching factor reads it)
    choices = 0
    # set by each Search for the decision it grows (declared for the type checker only)
    _range: list[float]  # lowest and highest margin met
    _c: float  # the exploration constant

    def __init__(self, seed=None, iterations: int | None = None, seconds: float | None = None, depth: int | None = DEPTH, exploration: float | None = None):
        if iterations is not None and not _count(iterations, 1):
            raise BadInput(f"ISMCTS iterations must be a whole number, at least 1; got {iterations!r}.")
        if seconds is not None and not (_number(seconds) and 0 < seconds <= 3600):
            raise BadInput(f"ISMCTS seconds must be a number above 0 and at most 3600; got {seconds!r}.")
        if depth is not None and not _count(depth, 0):
            raise BadInput(f"ISMCTS play-out depth must be a whole number, at least 0, or None; got {depth!r}.")
        if exploration is not None and not (_number(exploration) and exploration >= 0):
            raise BadInput(f"ISMCTS exploration must be a number, at least 0; got {exploration!r}.")
        self.rng = random.Random(seed)
        self.depth = depth
        self.exploration = exploration  # None: the game's own (Game.search_exploration)
        self.seconds = seconds
        self.iterations = iterations if iterations is not None else None if seconds else ITERATIONS
        self.last_iterations = 0  # how many the last decision grew (for the benchmarks)
        self.last_kept = 0  # how many it found in a tree kept from the seat's decision before
        self.last_root: Node | None = None  # the last decision's tree (for tests and curious people)
        self._next: tuple | None = None  # the tree kept for this seat's next decision (_keep)

    def choose(self, game: Game, state) -> Action:
        actions = game.legal_actions(state)
        self.choices = len(actions)
        if len(actions) == 1:
            return actions[0]
        search = Search(self, game, state, self._kept(game, state))
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        budget, root = self.iterations, search.root
        self.last_kept = root.visits  # iterations a kept tree brought (0: a new one)
        # the tree and the positions it plays on hold no reference cycles, so reference counting
        # frees them all; Python's cycle collector would only walk them, in pauses of tens of ms
        collecting = gc.isenabled()
        gc.disable()
        try:
            while (budget is None or root.visits < budget) and (deadline is None or time.perf_counter() < deadline):
                search.grow(1)
                if budget is not None and search.iterations % SETTLE_EVERY == 0 and search.settled(budget - root.visits):
                    break
        finally:
            if collecting:
                gc.enable()
        self.last_iterations, self.last_root = search.iterations, root
        kids, seat = root.children, search.seat
        choice = max(
            actions, key=lambda a: (kids[a].visits, kids[a].reward[seat] / kids[a].visits, self.rng.random()) if a in kids else (-1, 0.0, self.rng.random())
        )
        self._keep(game, state, search, choice)
        return choice

    def _keep(self, game: Game, state, search: Search, choice: Action) -> None:
        """Keep the part of the tree that lies under ``choice`` for this seat's next decision,
        when the seat decides again right after it (its decision chains: a card, then its
        target). On a position drawn for the seat, play the choice and every forced step after it
        (one legal action, whoever decides): if the seat then decides again, the node reached
        holds the iterations that went that way, and what the seat would see there is kept to
        recognise that decision (:meth:`_kept`). Another seat's real choice in between, or
        nothing kept, ends it."""
        self._next = None
        node, seat = search.root.children.get(choice), search.seat
        if node is None:
            return
        sample = game.determinize(state, seat, self.rng)
        game.apply(sample, choice)
        while node is not None and (player := game.decider(sample)) is not None:
            legal = game.legal_actions(sample)
            if len(legal) > 1:
                if player == seat and node.visits:
                    self._next = (game, game.observation(sample, seat), node, self._range[:])
                return
            node = node.children.get(legal[0])
            game.apply(sample, legal[0])

    def _kept(self, game: Game, state):
        """The node kept by :meth:`_keep`, if the seat now sees exactly what it would have seen
        there (its own view, so nothing another seat hides decides it; a tile its choice
        turned over that the drawn position guessed wrong, or a rival's move, makes it differ),
        with the range of margins that search met; else None."""
        kept, self._next = self._next, None
        if kept is None or kept[0] is not game:
            return None
        _, view, node, scale = kept
        seat = game.decider(state)
        return (node, scale) if game.observation(state, seat) == view else None

    def _iterate(self, game: Game, sample, root: Node) -> None:
        """One iteration on ``sample`` (a determinization, played on in place)."""
        rng, players, scale = self.rng, len(root.reward), self._range
        lo, span = scale[0], scale[1] - scale[0]
        node, path, c = root, [root], self._c
        decider, legal, apply, log, sqrt = game.decider, game.legal_actions, game.apply, math.log, math.sqrt
        # selection among the choices legal in this sample, until one is new: expand it. One loop
        # both counts each tried choice as available and scores it by UCB1 for the seat choosing
        # (all of them are needed only when no choice is new, but the count is needed always).
        # It asks who decides, not for the whole decision: a prompt can cost as much as a legal list
        while (player := decider(sample)) is not None:
            children = node.children
            untried, best, action = [], -math.inf, None
            for a in legal(sample):
                child = children.get(a)
                if child is None:
                    untried.append(a)
                    continue
                child.available += 1
                if not untried:
                    mean = child.reward[player] / child.visits
                    score = ((mean - lo) / span if span > 0 else 0.5) + c * sqrt(log(child.available) / child.visits)
                    if score > best:
                        best, action = score, a
            if untried:
                action = rng.choice(untried)
                child = Node(players)
                child.available = 1
                children[action] = child
                apply(sample, action)
                path.append(child)
                break
            # no choice was new: every one was scored, so action holds the best
            node = children[action]  # type: ignore[index]
            apply(sample, action)  # type: ignore[arg-type]
            path.append(node)
        # play-out (none by default), then the value judges
        steps = 0
        while (self.depth is None or steps < self.depth) and game.decider(sample) is not None:
            game.apply(sample, rng.choice(game.bot_choices(sample, game.legal_actions(sample))))
            steps += 1
        margins = value_margins(game, sample, players)
        scale[0], scale[1] = min(scale[0], *margins), max(scale[1], *margins)
        for n in path:
            n.visits += 1
            reward = n.reward
            for p in range(players):
                reward[p] += margins[p]


class Search:
    """One decision's tree, grown a batch of iterations at a time: a bot grows it to its budget
    at once; a hint grows it between the page's messages, so that it can be stopped."""

    def __init__(self, bot: ISMCTSBot, game: Game, state, kept: tuple[Node, list[float]] | None = None):
        self.bot, self.game, self.state = bot, game, state
        self.seat: int = game.decider(state)  # type: ignore[assignment]  # a search runs only while someone decides
        self.root = kept[0] if kept else Node(game.num_players(state))
        self.iterations = 0  # grown by this search (a kept root holds earlier ones too)
        self._deal = None  # the determinization the current batch of iterations copies
        bot._range = kept[1] if kept else [math.inf, -math.inf]  # lowest and highest margin met
        bot._c = game.search_exploration if bot.exploration is None else bot.exploration

    def grow(self, n: int) -> None:
        """``n`` more iterations. A determinization for the deciding seat is drawn once per
        ``SHARE`` iterations, and each of them plays on its own copy (the last on the deal
        itself): re-dealing the hidden piles was the largest share of an iteration
        (``benchmarks/ismcts_profile.py``), and a copy costs about a third of a deal. Which
        iterations share a deal depends only on the count, so the search still sees nothing its
        seat may not know."""
        bot, game, state, seat, root = self.bot, self.game, self.state, self.seat, self.root
        for _ in range(n):
            if self.iterations % SHARE == 0:
                self._deal = game.determinize(state, seat, bot.rng)
            # the batch's last iteration plays on the deal itself: one copy fewer
            last = (self.iterations + 1) % SHARE == 0
            bot._iterate(game, self._deal if last else game.clone(self._deal), root)
            self.iterations += 1

    def settled(self, remaining: int) -> bool:
        """True when ``remaining`` more iterations could not change the choice: the root's most
        visited choice leads every other by more visits than are left to give."""
        first = second = 0
        for child in self.root.children.values():
            v = child.visits
            if v > first:
                first, second = v, first
            elif v > second:
                second = v
        return first - second > remaining

    def ranked(self) -> list[tuple[Action, int, float]]:
        """The legal choices the search tried, most searched first: each with its visits and
        the deciding seat's mean value margin after it."""
        kids, seat = self.root.children, self.seat
        tried = [(a, kids[a].visits, kids[a].reward[seat] / kids[a].visits) for a in self.game.legal_actions(self.state) if a in kids and kids[a].visits]
        return sorted(tried, key=lambda t: (-t[1], -t[2]))


def value_margins(game: Game, state, players: int) -> list[float]:
    """Each seat's value less the best value among the other seats.

    >>> from deltawidgets import get_game
    >>> g = get_game("vesta"); s = g.setup(g.Params.parse(), 3)
    >>> m = value_margins(g, s, 2); m[0] == -m[1]
    True
    """
    values = game.values(state)[:players]
    return [v - max(values[:p] + values[p + 1 :]) for p, v in enumerate(values)]


def _count(x, least: int) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and x >= least


def _number(x) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)
