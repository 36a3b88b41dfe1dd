"""Every registered game as an OpenSpiel (``pyspiel``) Python game.

Needs the ``rl`` extra (``pip install deltawidgets[rl]``); nothing else in deltawidgets imports
this module. Importing it registers each game of :mod:`deltawidgets.core.registry` with pyspiel
under its own name, for every player count its rules allow::

    from deltawidgets.interop.openspiel import load_game
    game = load_game("deltav", players=3)            # or pyspiel.load_game("deltav", {"players": 3})
    state = game.new_initial_state()                  # a chance node: the deal
    state.apply_action(17)                            # deal number 17 (the match seed)
    state.legal_actions()                             # stable ids from Game.action_space

How the pieces map (``docs/interop.md`` says more):

* **Chance.** Our games draw all their chance at setup from a seed (later reshuffles follow from
  the same seed), so the first node is a chance node over ``seeds`` equally likely deals (a game
  parameter, 65,536 by default): ``EXPLICIT_STOCHASTIC`` with one chance node. The outcome is the
  match seed, so ``state`` replays exactly as ``Match(game, options, seed=outcome)``.
* **Actions** are the ids of :meth:`Game.action_space`, declared per game and never derived from
  the rule code. ``num_distinct_actions`` is the size of that space.
* **Observation** (string and tensor) is what the seat sees now: :meth:`Game.observation` as
  JSON, and :meth:`Game.encode`. A public observer (``private_info=NONE``) sees the spectator's
  view, an ``ALL_PLAYERS`` one the designer's.
* **Information state** (perfect recall) is the seat's history: one line per decision it took
  (its choice) and per log line it was told (``Game.narrate`` for that seat), then its view
  now. Its tensor is the observation's encoding plus how often the seat took each action: fixed
  in size, so it keeps counts rather than their order (the string is the perfect-recall one).
* **Returns** are the final scores (``GENERAL_SUM``); ``min/max_utility`` and
  ``max_game_length`` come from :meth:`Game.bounds`.
* **Serialization**: the seed and the action ids; ``deserialize_state`` replays them.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import msgspec
import numpy as np
import pyspiel

from deltawidgets.core.errors import BadInput
from deltawidgets.core.game import PUBLIC, Game
from deltawidgets.core.registry import GAMES, get_game
from deltawidgets.interop import player_counts

#: views as compact JSON: OpenSpiel's tests ask for an observation string at every step of
#: every seat, and msgspec writes one about ten times faster than the json module
_JSON = msgspec.json.Encoder()

#: deals the opening chance node draws among, unless the game parameter ``seeds`` says otherwise
DEFAULT_SEEDS = 1 << 16
ALL = "all"


def rule_options(game: Game, players: int, options: str = "{}"):
    """The game's rule options for ``players`` and the JSON string ``options`` (the other
    options, as a record holds them); :class:`BadInput` names a bad one."""
    try:
        extra = json.loads(options or "{}")
    except ValueError as why:
        raise BadInput(f"The game parameter 'options' must be a JSON object of rule options ({why}).") from None
    if not isinstance(extra, dict):
        raise BadInput("The game parameter 'options' must be a JSON object of rule options.")
    return game.Params.parse({**extra, "players": players})


def game_type(game: Game) -> pyspiel.GameType:
    """The pyspiel description of ``game``: sequential, one explicit chance node, imperfect
    information, general-sum scores paid at the end."""
    counts = player_counts(game)
    return pyspiel.GameType(
        short_name=game.name,
        long_name=f"{game.title} (deltawidgets)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=counts[-1],
        min_num_players=counts[0],
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={
            "players": game.Params().players,  # type: ignore[attr-defined]  # every game's rule options have players
            "seeds": DEFAULT_SEEDS,
            "options": "{}",
        },
    )


class OpenSpielGame(pyspiel.Game):
    """One registered game under one set of rule options; subclassed per game by :func:`register`."""

    dw_game: Game  # set on each subclass

    def __init__(self, params=None):
        params = dict(params or {})
        spec = game_type(self.dw_game).parameter_specification
        players = int(params.get("players", spec["players"]))
        self.seeds = int(params.get("seeds", spec["seeds"]))
        if self.seeds < 1:
            raise BadInput("The game parameter 'seeds' must be at least 1.")
        options = str(params.get("options", spec["options"]))
        self.rules = rule_options(self.dw_game, players, options)
        self.space = self.dw_game.action_space(self.rules)
        b = self.dw_game.bounds(self.rules)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.space.size,
            max_chance_outcomes=self.seeds,
            num_players=players,
            min_utility=float(b.min_score),
            max_utility=float(b.max_score),
            max_game_length=b.max_decisions,
        )
        super().__init__(game_type(self.dw_game), info, {"players": players, "seeds": self.seeds, "options": options})

    def new_initial_state(self):
        return OpenSpielState(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"Observation parameters are not supported; got {params}")
        return Observer(self, iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False))

    def deserialize_state(self, text: str):
        """The inverse of :meth:`OpenSpielState.serialize`: the deal, then the actions replayed
        (or a resampled position laid out from its scenario)."""
        data = json.loads(text)
        state = self.new_initial_state()
        if "scenario" in data:
            play = state.play
            play.position = self.dw_game.setup_from(self.rules, data["scenario"])
            play.actions, play.lines = None, data["lines"]  # nothing left to narrate: ``log`` stays empty
            play.chosen = [Counter({int(a): n for a, n in c.items()}) for c in data["chosen"]]
            return state
        if data.get("seed") is not None:
            state.apply_action(int(data["seed"]))
            for a in data["actions"]:
                state.apply_action(int(a))
        return state


class _Shared:
    """What every state of one loaded game shares (the rules, the action space). pyspiel clones a
    Python state by deep-copying each attribute; this one is shared, not copied."""

    def __init__(self, game: OpenSpielGame):
        self.dw, self.space, self.seeds, self.rules = game.dw_game, game.space, game.seeds, game.rules

    def __deepcopy__(self, memo):
        return self


class _Play:
    """What changes as a game is played: the deal, the position, the actions so far, and each
    seat's history (its choices and the log lines it was told). Copied with the game's own
    ``clone``, which shares the static parts (the board) that a deep copy would duplicate.

    Log lines are narrated only when an information state asks for them (a rollout never does):
    ``log`` keeps what happened, ``lines`` what each reader has been told of it so far.
    """

    def __init__(self, dw: Game, players: int):
        self.dw = dw
        self.seed: int | None = None
        self.position = None
        self.player: int | None = None  # whose move, known for this position (None: not asked yet)
        self.actions: list[int] | None = []  # None for a resampled position (no deal to replay)
        # ("chose", seat, label) or ("told", events), in order
        self.log: list[tuple] = []
        # per reader (each seat, then the spectator, then the designer): lines so far, and how
        # much of ``log`` they cover
        self.lines: list[list[str]] = [[] for _ in range(players + 2)]
        self.read: list[int] = [0] * (players + 2)
        self.chosen: list[Counter] = [Counter() for _ in range(players)]
        self.views: dict = {}  # observation by viewer, for this position only (read only)

    def __deepcopy__(self, memo):
        new = _Play(self.dw, len(self.chosen))
        new.seed, new.player = self.seed, self.player
        new.position = None if self.position is None else self.dw.clone(self.position)
        new.actions = None if self.actions is None else self.actions[:]
        new.log = self.log[:]  # entries are never changed once logged
        new.lines = [lines[:] for lines in self.lines]
        new.read = self.read[:]
        new.chosen = [c.copy() for c in self.chosen]
        return new

    def reader(self, viewer) -> int:
        """The index in ``lines`` of a seat, :data:`PUBLIC` or ``"all"``."""
        seats = len(self.chosen)
        return viewer if isinstance(viewer, int) else seats + (viewer == ALL)

    def history(self, viewer) -> list[str]:
        """What ``viewer`` (a seat, :data:`PUBLIC` or ``"all"``) has chosen and been told."""
        reader = self.reader(viewer)
        lines, log = self.lines[reader], self.log
        narrate = self.dw.narrate
        for entry in log[self.read[reader] :]:
            if entry[0] == "chose":
                if entry[1] == reader:
                    lines.append(f"you chose: {entry[2]}")
                continue
            for e in entry[1]:
                line = narrate(e, viewer)
                if line:
                    lines.append(line)
        self.read[reader] = len(log)
        return lines


class OpenSpielState(pyspiel.State):
    """A position: before the deal, the chance node; after it, a position of the game itself."""

    def __init__(self, game: OpenSpielGame):
        super().__init__(game)
        self.shared = _Shared(game)
        self.play = _Play(game.dw_game, game.num_players())

    @property
    def dw(self) -> Game:
        return self.shared.dw

    @property
    def position(self):
        return self.play.position

    def view(self, viewer) -> dict:
        """``observation(position, viewer)``, made once per position and viewer (read only)."""
        views = self.play.views
        got = views.get(viewer)
        if got is None:
            got = views[viewer] = self.dw.observation(self.play.position, viewer)
        return got

    def view_text(self, viewer) -> str:
        """The same view as JSON (views are built in a fixed order, so equal views read alike)."""
        key = ("json", viewer)
        views = self.play.views
        got = views.get(key)
        if got is None:
            got = views[key] = _JSON.encode(self.view(viewer)).decode()
        return got

    # -- whose move -----------------------------------------------------------------------------
    def current_player(self):
        play = self.play
        if play.position is None:
            return pyspiel.PlayerId.CHANCE
        if play.player is None:  # pyspiel asks several times per move; a decision builds its prompt
            decision = self.dw.decision(play.position)
            play.player = pyspiel.PlayerId.TERMINAL if decision is None else decision.player
        return play.player

    def _legal_actions(self, player):
        space = self.shared.space
        return sorted(space.id(a) for a in self.dw.legal_actions(self.position))

    def chance_outcomes(self):
        seeds = self.shared.seeds
        p = 1.0 / seeds
        return [(seed, p) for seed in range(seeds)]

    # -- moves ----------------------------------------------------------------------------------
    def _apply_action(self, action):
        play, dw = self.play, self.dw
        if play.position is None:
            play.seed = int(action)
            play.position = dw.setup(self.shared.rules, play.seed)
            play.log.append(("told", dw.opening_events(play.position)))
            return
        who = self.current_player()
        move = self.shared.space.action(int(action))
        play.log.append(("chose", who, dw.label(play.position, move)))
        play.chosen[who][int(action)] += 1
        events = dw.apply(play.position, move)
        play.views, play.player = {}, None
        if play.actions is not None:
            play.actions.append(int(action))
        play.log.append(("told", dw.annotate(play.position, events)))

    def resample_from_infostate(self, player: int, sampler):
        """A position ``player`` cannot tell from this one, drawn with :meth:`Game.determinize`
        (what ISMCTS searches on). ``player``'s history is kept; the other seats' histories are
        the log as a spectator read it (theirs would tell what they saw), their past choices
        unknown. The deal is forgotten: such a state serializes as a scenario, not a replay."""
        if self.play.position is None:
            return self.clone()
        rng = random.Random(int(sampler() * 2**62))
        new = OpenSpielState(self.get_game())
        play = new.play
        play.position = self.dw.determinize(self.play.position, player, rng)
        play.actions = None
        spectator = self.play.history(PUBLIC)
        play.lines = [self.play.history(p)[:] if p == player else spectator[:] for p in range(len(play.chosen))]
        play.lines += [spectator[:], spectator[:]]  # the spectator's, and the designer's as far as known
        play.chosen[player] = self.play.chosen[player].copy()
        return new

    def _action_to_string(self, player, action):
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {action}"
        return " ".join(str(part) for part in self.shared.space.action(int(action)))

    # -- the end --------------------------------------------------------------------------------
    def is_terminal(self):
        return self.position is not None and self.dw.is_over(self.position)

    def returns(self):
        if not self.is_terminal():
            return [0.0] * len(self.play.chosen)
        return [float(x) for x in self.dw.scores(self.position)]

    def serialize(self) -> str:
        """JSON: the deal and the action ids, which :meth:`OpenSpielGame.deserialize_state`
        replays; for a resampled position (no deal to replay) its scenario and the histories."""
        play = self.play
        if play.actions is not None:
            return json.dumps({"seed": play.seed, "actions": play.actions})
        return json.dumps(
            {
                "scenario": self.dw.scenario_of(play.position),
                "lines": [play.history(viewer) for viewer in [*range(len(play.chosen)), PUBLIC, ALL]],
                "chosen": [{str(a): n for a, n in c.items()} for c in play.chosen],
            }
        )

    def __str__(self):
        if self.position is None:
            return "before the deal"
        return self.view_text(ALL)


class Observer:
    """A pyspiel observer (``set_from`` fills ``tensor``; ``string_from``) for one kind of view.

    ``perfect_recall``: the seat's history (information state); otherwise its view now. The
    view is the seat's (``SINGLE_PLAYER``), the spectator's (``NONE``: the log as a spectator
    reads it, and no counts of the seat's choices, which may be secret) or the designer's
    (``ALL_PLAYERS``).
    """

    def __init__(self, game: OpenSpielGame, iig_obs_type):
        self.game = game
        self.recall = iig_obs_type.perfect_recall
        private = iig_obs_type.private_info
        self.whose = "seat" if private == pyspiel.PrivateInfoType.SINGLE_PLAYER else ALL if private == pyspiel.PrivateInfoType.ALL_PLAYERS else PUBLIC
        size = game.dw_game.encoding_size(game.rules)
        pieces = [("view", size)]
        if self.recall:
            pieces.append(("chosen", game.space.size))
        self.tensor = np.zeros(sum(n for _, n in pieces), np.float32)
        self.dict = {}
        start = 0
        for name, n in pieces:
            self.dict[name] = self.tensor[start : start + n]
            start += n

    def _viewer(self, player):
        return player if self.whose == "seat" else self.whose

    def set_from(self, state: OpenSpielState, player: int):
        self.tensor.fill(0)
        if state.position is None:
            return
        self.dict["view"][:] = state.dw.encode(state.position, self._viewer(player))
        if self.recall and self.whose != PUBLIC:
            for a, n in state.play.chosen[player].items():
                self.dict["chosen"][a] = n

    def string_from(self, state: OpenSpielState, player: int) -> str:
        if state.position is None:
            return "before the deal"
        view = state.view_text(self._viewer(player))
        if not self.recall:
            return view
        return "\n".join([*state.play.history(self._viewer(player)), view])


# -- registration ------------------------------------------------------------------------------------

_REGISTERED: dict[str, type] = {}


def register(game: Game) -> type:
    """Register ``game`` with pyspiel under its name (once); returns its pyspiel game class."""
    if game.name in _REGISTERED:
        return _REGISTERED[game.name]
    cls = type(f"{type(game).__name__}OpenSpielGame", (OpenSpielGame,), {"dw_game": game})
    pyspiel.register_game(game_type(game), cls)
    _REGISTERED[game.name] = cls
    return cls


def register_all() -> list[str]:
    """Register every game of the registry; returns their names."""
    for game in GAMES.values():
        register(game)
    return list(_REGISTERED)


def load_game(name: str, players: int | None = None, seeds: int = DEFAULT_SEEDS, **options) -> pyspiel.Game:
    """The registered game ``name`` as a pyspiel game; ``options`` are its other rule options.

    >>> game = load_game("deltav", players=3, turn_limit=50)
    >>> game.num_players(), game.get_type().chance_mode.name
    (3, 'EXPLICIT_STOCHASTIC')
    """
    game = get_game(name)
    register(game)
    params = {"seeds": seeds, "options": json.dumps(options)}
    if players is not None:
        params["players"] = players
    return pyspiel.load_game(name, params)


register_all()
