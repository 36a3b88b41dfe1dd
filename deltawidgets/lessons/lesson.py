"""A lesson file, read and checked against the game's engine.

A lesson is data (``data/<game>.yaml``), so a teacher edits it without Python. Loading checks
it by playing it: every scenario must set up, every expected action must be legal where it
comes, every prediction must offer its answer and every check must hold after the step's
actions. A fault is a :class:`LessonError` naming the lesson, the step and the field.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, cast

import yaml

from deltawidgets.core.errors import BadInput, DeltaWidgetsError
from deltawidgets.core.game import Game
from deltawidgets.core.match import Match
from deltawidgets.core.variant import is_variant
from deltawidgets.games import GAMES, get_game

DATA = Path(__file__).resolve().parent / "data"
STEP_FIELDS = {"id", "title", "teaches", "explains", "params", "scenario", "continue", "text", "do", "highlight", "hint", "predict", "check", "advice"}
TOP_FIELDS = {"game", "title", "params", "sections", "steps"}


class LessonError(BadInput):
    """A lesson file that cannot be taught as written; the message names the step and field."""


@dataclass(frozen=True)
class Prediction:
    question: str
    choices: tuple[str, ...]
    answer: str
    #: said after the learner answers, whether right or wrong
    why: str = ""


@dataclass(frozen=True)
class Step:
    id: str
    title: str
    #: the sections the step's moves play (the learner does what the rule says)
    teaches: tuple[str, ...]
    text: str
    hint: str
    #: the scenario the step starts from; None: it goes on from where the previous step ended
    scenario: dict | None
    #: the expected actions, in order, as the game's action tuples (resolved on load)
    do: tuple[tuple, ...]
    #: the board elements to light up; empty: the targets of the next expected action
    highlight: tuple[str, ...] = ()
    predict: Prediction | None = None
    check: dict = field(default_factory=dict)
    #: sections the step only explains, each with why no click can show it: ((section, why), ...)
    explains: tuple[tuple[str, str], ...] = ()
    #: the rule options of the step's match: the lesson's, with the step's own ``params`` over them
    params: dict = field(default_factory=dict)
    #: whether the page's hint on demand (the strongest bot's choice) is offered in this step:
    #: off unless the step says so, since most steps ask the learner to find the move
    advice: bool = False


@dataclass(frozen=True)
class Lesson:
    game_name: str
    title: str
    params: dict
    #: the rulebook's sections, in its order: what the lesson must cover
    sections: tuple[str, ...]
    steps: tuple[Step, ...]
    #: the position each step starts from, as a scenario (a "continue" step's is the previous
    #: step's end), worked out on load
    starts: tuple[dict, ...] = ()

    @property
    def game(self):
        return get_game(self.game_name)

    def start(self, index: int) -> Match:
        """A fresh match at the start of step ``index``."""
        return Match(self.game, self.steps[index].params or self.params, scenario=self.starts[index])

    def step_index(self, step_id: str) -> int:
        for i, step in enumerate(self.steps):
            if step.id == step_id:
                return i
        raise LessonError(f"Lesson {self.game_name!r} has no step {step_id!r}.")


def lesson_games() -> list[str]:
    """The games that have a lesson file."""
    return sorted(p.stem for p in DATA.glob("*.yaml"))


def load_lesson(game: str) -> Lesson:
    """The lesson of ``game`` (a registry name), read from its data file and checked; for a rule
    variant defined in this process (issue 37), its parent's lesson played under the variant's
    rules (:func:`variant_lesson`)."""
    path = DATA / f"{game}.yaml"
    if not path.exists():
        known = GAMES.get(game) if isinstance(game, str) else None
        if known is not None and is_variant(known):
            return _variant_lesson(game, cast(Any, known).fingerprint)
        raise LessonError(f"There is no lesson for {game!r}; lessons exist for: {', '.join(lesson_games())}.")
    return _file_lesson(game)


@lru_cache(maxsize=None)
def _file_lesson(game: str) -> Lesson:
    path = DATA / f"{game}.yaml"
    return parse_lesson(yaml.safe_load(path.read_text(encoding="utf-8")), source=path.name)


@lru_cache(maxsize=None)
def _variant_lesson(name: str, fingerprint: str) -> Lesson:
    # by fingerprint too: a variant forgotten and defined anew under its name is other rules
    return variant_lesson(GAMES[name])


def variant_lesson(game: Game) -> Lesson:
    """The lesson of the rule variant ``game``: the lesson of the nearest game it changes that has
    one, every step played under the variant's rules, and checked as a lesson file is (the same
    moves, the same checks after them); titled as played under the variant. The steps' texts are
    the parent's. A step whose move the variant refuses, or whose check its rules break, cannot be
    taught as written: the lesson is refused, in one sentence naming the step, the move and the
    variant's reason (a lesson with a step left out would skip a rule, and the steps that go on
    from it would start elsewhere).
    """
    parent = _taught_parent(game)
    lesson = load_lesson(parent.name)
    under = f"the variant '{game.name}' ({game.title})"
    _replay(game, lesson, under)
    raw = yaml.safe_load((DATA / f"{parent.name}.yaml").read_text(encoding="utf-8"))
    # the moves as the parent's lesson resolved them: a label the variant words otherwise is the same move
    for step, resolved in zip(raw["steps"], lesson.steps):
        step["do"] = [list(action) for action in resolved.do]
    raw["game"] = game.name
    raw["title"] = f"{lesson.title}, played under {game.title}"
    try:
        return parse_lesson(raw, source=f"{parent.name}.yaml")
    except LessonError as err:
        raise LessonError(f"The lesson of {parent.title} cannot be taught under {under}: {err}") from None


def _taught_parent(game: Game) -> Game:
    """The nearest game ``game`` is a variant of that has a lesson file."""
    seen = game
    while is_variant(seen):
        seen = cast(Any, seen).changes.parent
        if (DATA / f"{seen.name}.yaml").exists():
            return seen
    raise LessonError(f"There is no lesson for {game.name!r} nor for a game it is a variant of; lessons exist for: {', '.join(lesson_games())}.")


def _replay(game: Game, lesson: Lesson, under: str) -> None:
    """Play the lesson's moves under ``game``'s rules; the first it refuses, in one sentence."""
    end: dict | None = None
    for n, step in enumerate(lesson.steps, 1):
        start = step.scenario if step.scenario is not None else end
        try:
            match = Match(game, step.params, scenario=start)
        except DeltaWidgetsError as err:
            where = f"the position of its step {n}, “{step.title}”"
            raise LessonError(f"The lesson of {lesson.game.title} cannot be taught under {under}: {where} does not lay out: {err}") from None
        for k, action in enumerate(step.do, 1):
            why = match.explain(action)
            if why is not None:
                label = game.label(match.state, action)
                raise LessonError(
                    f"The lesson of {lesson.game.title} cannot be taught under {under}: its step {n}, “{step.title}”, plays “{label}” "
                    f"(its move {k}), which the variant refuses: {why} A variant's lesson is its parent's, played under the variant's rules."
                )
            match.act(action)
        try:
            _check_after(match, step.check, f"{lesson.game_name}.yaml, step {n} ({step.id}), field 'check'")
        except LessonError as err:
            raise LessonError(
                f"The lesson of {lesson.game.title} cannot be taught under {under}: after the moves of its step {n}, “{step.title}”, the variant's rules "
                f"give another outcome than the lesson checks ({str(err).rstrip('.')}). A variant's lesson is its parent's, played under the variant's rules."
            ) from None
        end = match.scenario_of()


HOW = ("any", "played", "explained")


def coverage(game: str, how: str = "any") -> dict[str, list[str]]:
    """Each rulebook section of ``game``'s lesson, in the rulebook's order, with the ids of the
    steps that teach it (an empty list: a section nobody teaches yet).

    ``how``: ``"played"`` counts the steps whose moves show the rule (``teaches``),
    ``"explained"`` those that only explain it and say why no click can show it (``explains``),
    ``"any"`` both. A step counts only if its text cites the section in parentheses, e.g.
    "(Game End)": a section listed but never spoken of is not taught.

    >>> coverage("deltav", "played")["Bribe: Bidding Up"]
    ['bid', 'bid-three']
    """
    if how not in HOW:
        raise LessonError(f"coverage counts steps {' or '.join(map(repr, HOW))}; got {how!r}.")
    lesson = load_lesson(game)

    def counts(step, sec):
        listed = (how != "explained" and sec in step.teaches) or (how != "played" and sec in dict(step.explains))
        return listed and cites(step.text, sec)

    return {sec: [s.id for s in lesson.steps if counts(s, sec)] for sec in lesson.sections}


def coverage_table(game: str):
    """:func:`coverage` as a pandas DataFrame, one row per rulebook section: the steps that play
    it, those that only explain it, and why those cannot play it (numbered as the lesson pane
    numbers its steps).

    >>> table = coverage_table("deltav")
    >>> table.loc["Game End", "played in step"].split("; ")[-1]
    '21. The last contract ends the game'
    >>> table.loc["Setting Up the Game", "why not played"]
    'the field is laid before anyone moves; every step starts from a field already laid.'
    """
    import pandas as pd

    lesson = load_lesson(game)
    name = {s.id: f"{i + 1}. {s.title}" for i, s in enumerate(lesson.steps)}
    played, explained = coverage(game, "played"), coverage(game, "explained")
    why = {sec: "; ".join(dict(lesson.steps[lesson.step_index(i)].explains)[sec] for i in ids) for sec, ids in explained.items()}
    rows = [
        (sec, "; ".join(name[i] for i in played[sec]), "; ".join(name[i] for i in explained[sec]), "" if played[sec] else why[sec]) for sec in lesson.sections
    ]
    return pd.DataFrame(rows, columns=["rulebook section", "played in step", "explained in step", "why not played"]).set_index("rulebook section")


def cites(text: str, section: str) -> bool:
    """Whether ``text`` cites ``section`` in parentheses, alone or in a list split by ";".

    >>> cites("Each turn is one action (Play; 1) Take an Action).", "1) Take an Action")
    True
    >>> cites("Rockets fly from the Play area.", "Play")
    False
    """
    return any(f"{a}{section}{b}" in text for a in ("(", "; ") for b in (")", ";"))


# -- reading and checking ------------------------------------------------------------------------
def parse_lesson(data, source: str = "lesson") -> Lesson:
    """A :class:`Lesson` from the plain data of a lesson file, checked by playing every step."""
    if not isinstance(data, dict):
        raise LessonError(f"{source}: a lesson file holds a mapping with {', '.join(sorted(TOP_FIELDS))}.")
    extra = set(data) - TOP_FIELDS
    if extra:
        raise LessonError(f"{source}: unknown field(s) {', '.join(sorted(extra))}; a lesson has {', '.join(sorted(TOP_FIELDS))}.")
    try:
        game = get_game(data.get("game"))  # type: ignore[arg-type]  # a missing name is refused by get_game, in its own words
    except BadInput as err:
        raise LessonError(f"{source}: field 'game': {err}") from None
    params = data.get("params") or {}
    sections = _strings(data.get("sections"), f"{source}: field 'sections'")
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise LessonError(f"{source}: field 'steps' must be a list of at least one step.")
    steps: list[Step] = []
    starts: list = []
    seen: set[str] = set()
    end: dict | None = None
    for n, raw in enumerate(raw_steps, 1):
        where = f"{source}: step {n}" + (f" ({raw.get('id')})" if isinstance(raw, dict) and raw.get("id") else "")
        step, start, end = _check_step(game, params, sections, raw, where, end, steps[-1].params if steps else params)
        if step.id in seen:
            raise LessonError(f"{where}: field 'id': another step is already called {step.id!r}.")
        seen.add(step.id)
        steps.append(step)
        starts.append(start)
    return Lesson(game.name, str(data.get("title") or f"Learn {game.title}"), params, tuple(sections), tuple(steps), tuple(starts))


def _strings(value, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise LessonError(f"{where} must be a list of text lines.")
    return [v.strip() for v in value]


def _text(raw: dict, key: str, where: str, required: bool = True) -> str:
    value = raw.get(key)
    if value is None and not required:
        return ""
    if not isinstance(value, str) or not value.strip():
        raise LessonError(f"{where}: field '{key}' must be some text.")
    return " ".join(value.split())


def _check_step(game, params, sections, raw, where, previous_end, previous_params):
    """One step, checked; returns it, the scenario it starts from and the one it ends at."""
    if not isinstance(raw, dict):
        raise LessonError(f"{where}: a step is a mapping of {', '.join(sorted(STEP_FIELDS))}.")
    extra = set(raw) - STEP_FIELDS
    if extra:
        raise LessonError(f"{where}: unknown field(s) {', '.join(sorted(extra))}; a step has {', '.join(sorted(STEP_FIELDS))}.")
    teaches = _strings(raw.get("teaches"), f"{where}: field 'teaches'")
    explains = _explains(raw.get("explains"), f"{where}: field 'explains'")
    for key, secs in (("teaches", teaches), ("explains", [sec for sec, _ in explains])):
        for sec in secs:
            if sec not in sections:
                raise LessonError(f"{where}: field '{key}': {sec!r} is not one of the lesson's sections.")
    both = set(teaches) & {sec for sec, _ in explains}
    if both:
        raise LessonError(f"{where}: field 'explains': {sorted(both)[0]!r} is also in 'teaches'; a step plays a section or explains it.")
    if ("scenario" in raw) == bool(raw.get("continue")):
        raise LessonError(f"{where}: give either a 'scenario' or 'continue: true' (go on from the previous step).")
    if raw.get("continue"):
        if previous_end is None:
            raise LessonError(f"{where}: field 'continue': the first step has no previous step to go on from.")
        if "params" in raw:
            raise LessonError(f"{where}: field 'params': a step that goes on from the previous one keeps its rule options.")
        start, step_params = previous_end, previous_params
    else:
        start = raw["scenario"]
        own = raw.get("params") or {}
        if not isinstance(own, dict):
            raise LessonError(f"{where}: field 'params' is a mapping of rule options, e.g. {{players: 3}}.")
        step_params = {**params, **own}
    try:
        match = Match(game, step_params, scenario=start)
    except DeltaWidgetsError as err:
        raise LessonError(f"{where}: field 'scenario': {err}") from None
    if raw.get("continue"):
        start = None
    do_raw = raw.get("do")
    if not isinstance(do_raw, list) or not do_raw:
        raise LessonError(f"{where}: field 'do' must list at least one expected action.")
    do = []
    for k, want in enumerate(do_raw, 1):
        action = resolve(match, want, f"{where}: field 'do' (action {k})")
        do.append(action)
        match.act(action)
    highlight = tuple(_strings(raw["highlight"], f"{where}: field 'highlight'")) if "highlight" in raw else ()
    predict = _prediction(raw.get("predict"), f"{where}: field 'predict'")
    check = raw.get("check") or {}
    _check_after(match, check, f"{where}: field 'check'")
    advice = raw.get("advice", False)
    if not isinstance(advice, bool):
        raise LessonError(f"{where}: field 'advice' must be true or false (whether a hint on demand is offered).")
    step = Step(
        id=_text(raw, "id", where),
        title=_text(raw, "title", where),
        teaches=tuple(teaches),
        text=_text(raw, "text", where),
        hint=_text(raw, "hint", where),
        scenario=start,
        do=tuple(do),
        highlight=highlight,
        predict=predict,
        check=check,
        explains=explains,
        params=step_params,
        advice=advice,
    )
    return step, (start if start is not None else previous_end), match.scenario_of()


def resolve(match: Match, want, where: str) -> tuple:
    """The legal action a lesson means by ``want``: the label of a choice as the panel shows it
    (e.g. "Move a rocket from A1"), or the action itself as a list."""
    game, state = match.game, match.state
    legal = match.legal()
    if isinstance(want, str):
        found = [a for a in legal if game.label(state, a).casefold() == want.strip().casefold()]
        if len(found) == 1:
            return found[0]
        labels = "; ".join(game.label(state, a) for a in legal) or "none (the game is over)"
        many = "several choices are" if found else "no choice is"
        raise LessonError(f"{where}: {many} labelled {want!r} here; the choices are: {labels}.")
    if isinstance(want, list):
        action = tuple(want)
        why = match.explain(action)
        if why:
            raise LessonError(f"{where}: {list(want)} is not legal here: {why}")
        return action
    raise LessonError(f"{where}: an expected action is a choice's label (text) or an action (a list); got {want!r}.")


def _explains(raw, where: str) -> tuple[tuple[str, str], ...]:
    """``explains``: {section: why no click can show it}, each reason some text."""
    if raw is None:
        return ()
    if not isinstance(raw, dict) or not all(isinstance(k, str) and isinstance(v, str) and v.strip() for k, v in raw.items()):
        raise LessonError(f"{where} is a mapping of section to the reason no click can show it, e.g. {{Setup: the board is laid before the first move}}.")
    return tuple((k.strip(), " ".join(v.split())) for k, v in raw.items())


def _prediction(raw, where: str) -> Prediction | None:
    if raw is None:
        return None
    if not isinstance(raw, dict) or set(raw) - {"question", "choices", "answer", "why"}:
        raise LessonError(f"{where} is a mapping of question, choices, answer and why.")
    choices = _strings(raw.get("choices"), f"{where}.choices")
    answer = raw.get("answer")
    if answer not in choices:
        raise LessonError(f"{where}.answer: {answer!r} is not one of the choices.")
    return Prediction(_text(raw, "question", where), tuple(choices), answer, _text(raw, "why", where, required=False))


def _check_after(match: Match, check, where: str) -> None:
    """A step's check: ``log`` (text the log must show after the step's actions, as the
    designer view reads it), ``scenario`` (fields the position must then have), and for a step
    that ends the game ``scores`` (in seat order) and ``winners`` (seat names)."""
    if not isinstance(check, dict) or set(check) - {"log", "scenario", "scores", "winners"}:
        raise LessonError(f"{where} is a mapping of log, scenario, scores and/or winners.")
    for text in [check["log"]] if isinstance(check.get("log"), str) else check.get("log") or []:
        if not any(text in line for line in match.log("all")):
            raise LessonError(f"{where}.log: no log line says {text!r} after the step's actions.")
    now = match.scenario_of()
    for key, value in (check.get("scenario") or {}).items():
        if now.get(key) != value:
            raise LessonError(f"{where}.scenario.{key}: the position has {now.get(key)!r}, not {value!r}.")
    if ("scores" in check or "winners" in check) and not match.is_over():
        raise LessonError(f"{where}: scores and winners are checked at the end of a game, and this step does not end it.")
    if "scores" in check and list(match.scores()) != check["scores"]:
        raise LessonError(f"{where}.scores: the game ends with scores {list(match.scores())}, not {check['scores']}.")
    if "winners" in check:
        names = match.game.seat_names(match.state)
        won = [names[i] for i in match.winners()]
        if won != check["winners"]:
            raise LessonError(f"{where}.winners: the game is won by {', '.join(won) or 'nobody'}, not {check['winners']}.")
