"""Every registered game as a PettingZoo AEC environment (needs ``pettingzoo`` and ``gymnasium``).

One environment per game and rule options (the player count among them)::

    >>> from deltawidgets.interop.pettingzoo import env
    >>> e = env("vesta", players=3)
    >>> e.reset(seed=1)
    >>> e.agent_selection in e.possible_agents, e.possible_agents[0]
    (True, 'player_0')
    >>> obs, reward, terminated, truncated, info = e.last()
    >>> obs["observation"].shape == (e.unwrapped.game.encoding_size(e.unwrapped.params),)
    True
    >>> e.step(int(obs["action_mask"].nonzero()[0][0]))

What an agent sees and does (docs/encoding.md has the tables):

- agents ``"player_0"`` .. ``"player_{n-1}"``, one per seat. ``agent_selection`` is whoever the
  game asks now: the same seat several times in a row in a compound move, or a seat out of turn
  in a reaction window (an offer to answer, an auction, a tile to land on).
- ``observation_space(agent)``: a Dict of ``"observation"``, a float32 Box in [0, 1] of
  :meth:`Game.encode`'s length (built from that seat's view only, seats listed from the seat
  itself on), and ``"action_mask"``, an int8 Box of 0/1 over the game's declared action space
  (:meth:`Game.action_space`; all zeros for a seat that is not deciding).
- ``action_space(agent)``: ``Discrete(size)``. An action the mask does not allow raises
  :class:`~deltawidgets.core.errors.BadInput` with the rule's sentence; the match is unchanged.
- rewards only when the game ends. ``reward="win"`` (default): +1 to every seat the game
  declares a winner (a shared win counts for each), -1 to every other seat. ``reward="score"``:
  each seat's final score scaled to [0, 1] by the game's score bounds.
- ``terminations``: all True once the game ends. ``truncations``: all True (and no reward) after
  ``max_decisions`` decisions; by default the game's own bound (:meth:`Game.bounds`), which a
  game never reaches, so a smaller number is how to cut long games short.
- ``reset(seed=s)`` deals the game from ``s``: the same seed gives the same game. Without a seed
  the next game's seed is drawn from the last one given. ``reset``'s ``options`` are not used
  (rule options are fixed when the environment is made).
- ``render_mode="ansi"``: ``render()`` returns the spectator's text: the decision, the scores and
  the last lines of the log as a spectator reads them.
"""

from __future__ import annotations

import random
from typing import Any

import gymnasium
import numpy as np
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from deltawidgets.core.errors import BadInput
from deltawidgets.core.game import PUBLIC
from deltawidgets.core.registry import get_game

REWARDS = ("win", "score")
#: log lines ``render()`` shows
RENDER_LINES = 12


def agent_name(seat: int) -> str:
    return f"player_{seat}"


class RawEnv(AECEnv):
    """A game of the registry as an AEC environment (see the module's docstring).

    ``RawEnv("delta", players=3)``; :func:`env` wraps it in PettingZoo's checks.
    """

    def __init__(self, game: str, *, render_mode: str | None = None, reward: str = "win", max_decisions: int | None = None, **options: Any):
        super().__init__()
        self.game = get_game(game)
        self.params = self.game.Params.parse(options)
        if render_mode not in (None, "ansi"):
            raise BadInput(f"render_mode must be None or 'ansi', not {render_mode!r}.")
        if reward not in REWARDS:
            raise BadInput(f"reward must be one of {', '.join(REWARDS)}, not {reward!r}.")
        self.render_mode, self.reward = render_mode, reward
        self.space = self.game.action_space(self.params)
        if max_decisions is not None and (isinstance(max_decisions, bool) or not isinstance(max_decisions, int) or max_decisions < 1):
            raise BadInput(f"max_decisions must be a whole number of decisions, 1 or more; got {max_decisions!r}.")
        # the bounds are asked for only when needed: a game may have none under some options
        self.bounds = None
        if max_decisions is None or reward == "score":
            try:
                self.bounds = self.game.bounds(self.params)
            except BadInput as why:
                cure = "give max_decisions" if max_decisions is None else "use reward='win'"
                raise BadInput(f"{why} Or {cure} to the environment.") from None
        if max_decisions is None:
            assert self.bounds is not None  # asked for above when max_decisions is None
            max_decisions = self.bounds.max_decisions
        self.max_decisions = max_decisions
        self.metadata = {"render_modes": ["ansi"], "name": f"deltawidgets_{self.game.name}_v{self.game.rules_version}", "is_parallelizable": False}
        n = self.params.players  # type: ignore[attr-defined]  # every game's rule options have players
        self.possible_agents = [agent_name(p) for p in range(n)]
        self.agent_seat = {a: p for p, a in enumerate(self.possible_agents)}
        size = self.game.encoding_size(self.params)
        obs = gymnasium.spaces.Dict(
            {
                "observation": gymnasium.spaces.Box(0.0, 1.0, (size,), np.float32),
                "action_mask": gymnasium.spaces.Box(0, 1, (self.space.size,), np.int8),
            }
        )
        # one space object per agent, made once: the API asks for the same object every time
        self.observation_spaces = {a: obs for a in self.possible_agents}
        self.action_spaces = {a: gymnasium.spaces.Discrete(self.space.size) for a in self.possible_agents}
        self.state_space = gymnasium.spaces.Box(0.0, 1.0, (size,), np.float32)
        self._seeds = random.Random()
        self.state_ = None

    # -- spaces -------------------------------------------------------------------------------
    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    # -- a game -------------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None:
            self._seeds.seed(seed)
            self.game_seed = seed
        else:
            self.game_seed = self._seeds.randrange(2**31)
        self.state_ = self.game.setup(self.params, self.game_seed)
        self.decisions = 0
        self.agents = self.possible_agents[:]
        self.rewards: dict[str, float] = {a: 0 for a in self.agents}
        self._cumulative_rewards: dict[str, float] = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict] = {a: {} for a in self.agents}
        self.log: list[str] = []
        if self.render_mode == "ansi":
            self._narrate(self.game.annotate(self.state_, self.game.opening_events(self.state_)))
        self._refresh()

    def _refresh(self) -> None:
        """Who decides now, and the legal mask (computed once per decision)."""
        self._encoded: dict[str, np.ndarray] = {}
        d = self.game.decision(self.state_)
        self._legal: dict[int, tuple] = {}
        self._mask = np.zeros(self.space.size, np.int8)
        self._decider = None
        if d is None or any(self.truncations.values()):
            return
        self.agent_selection = self._decider = agent_name(d.player)
        for action in self.game.legal_actions(self.state_):
            i = self.space.id(action)
            self._legal[i] = action
            self._mask[i] = 1

    def observe(self, agent):
        seat = self.agent_seat[agent]
        obs = self._encoded.get(agent)
        if obs is None:
            obs = self._encoded[agent] = np.asarray(self.game.encode(self.state_, seat), np.float32)
        mask = self._mask.copy() if agent == self._decider else np.zeros_like(self._mask)
        return {"observation": obs, "action_mask": mask}

    def state(self) -> np.ndarray:
        """The whole position (the designer view ``"all"``), for a centralised critic."""
        return np.asarray(self.game.encode(self.state_, "all"), np.float32)

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        try:
            i = int(action)
        except (TypeError, ValueError):
            raise BadInput(f"An action is an integer id from 0 to {self.space.size - 1}; got {action!r}.") from None
        chosen = self._legal.get(i)
        if chosen is None:
            tup = self.space.action(i)  # an id outside the space raises here
            why = self.game.explain(self.state_, tup) or "it is not among the legal choices now"
            raise BadInput(f"{agent} cannot play action {i} {list(tup)}: {why}")
        self._cumulative_rewards[agent] = 0
        events = self.game.apply(self.state_, chosen)
        self.decisions += 1
        if self.render_mode == "ansi":
            self._narrate(self.game.annotate(self.state_, events))
        self._clear_rewards()
        if self.game.is_over(self.state_):
            self._finish()
        elif self.decisions >= self.max_decisions:
            for a in self.agents:
                self.truncations[a] = True
        self._refresh()
        self._accumulate_rewards()
        if any(self.terminations.values()) or any(self.truncations.values()):
            self._deads_step_first()

    def _finish(self) -> None:
        n = self.params.players  # type: ignore[attr-defined]  # every game's rule options have players
        if self.reward == "win":
            won = set(self.game.winners(self.state_))
            values = [1.0 if p in won else -1.0 for p in range(n)]
        else:
            b = self.bounds
            assert b is not None  # reward "score" asked for the bounds in __init__
            span = max(1, b.max_score - b.min_score)
            values = [(x - b.min_score) / span for x in self.game.scores(self.state_)]
        for p in range(n):
            self.rewards[agent_name(p)] = values[p]
            self.terminations[agent_name(p)] = True

    # -- for people ---------------------------------------------------------------------------
    def _narrate(self, events) -> None:
        self.log += [t for e in events if (t := self.game.narrate(e, PUBLIC))]

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() was called without render_mode='ansi'.")
            return None
        s = self.state_
        names = self.game.seat_names(s)
        d = self.game.decision(s)
        if d is None:
            head = f"Game over. Winners: {', '.join(names[p] for p in self.game.winners(s))}."
        else:
            head = f"{names[d.player]} to choose: {d.prompt}."
        scores = ", ".join(f"{name} {x}" for name, x in zip(names, self.game.scores(s)))
        lines = [
            f"{self.game.title}, {len(names)} players, seed {self.game_seed}, after {self.decisions} decisions.",
            head,
            f"Scores: {scores}.",
            *self.log[-RENDER_LINES:],
        ]
        return "\n".join(lines)

    def close(self) -> None:
        self.state_ = None


def raw_env(game: str, **kwargs) -> RawEnv:
    """The environment without PettingZoo's wrappers."""
    return RawEnv(game, **kwargs)


def env(game: str, **kwargs) -> AECEnv:
    """The environment of ``game`` with PettingZoo's usual checks (an action inside the space,
    ``reset`` before ``step``). ``kwargs``: ``render_mode``, ``reward``, ``max_decisions`` and
    the game's rule options."""
    e = raw_env(game, **kwargs)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    return wrappers.OrderEnforcingWrapper(e)
