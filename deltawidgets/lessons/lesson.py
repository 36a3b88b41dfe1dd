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

import yaml

from deltawidgets.core.errors import BadInput, DeltaWidgetsError
from deltawidgets.core.match import Match
from deltawidgets.games import get_game

DATA = Path(__file__).resolve().parent / "data"
STEP_FIELDS = {"id", "title", "teaches", "scenario", "continue", "text", "do", "highlight", "hint", "predict", "check"}
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
        return Match(self.game, self.params, scenario=self.starts[index])

    def step_index(self, step_id: str) -> int:
        for i, step in enumerate(self.steps):
            if step.id == step_id:
                return i
        raise LessonError(f"Lesson {self.game_name!r} has no step {step_id!r}.")


def lesson_games() -> list[str]:
    """The games that have a lesson file."""
    return sorted(p.stem for p in DATA.glob("*.yaml"))


@lru_cache(maxsize=None)
def load_lesson(game: str) -> Lesson:
    """The lesson of ``game`` (a registry name), read from its data file and checked."""
    path = DATA / f"{game}.yaml"
    if not path.exists():
        raise LessonError(f"There is no lesson for {game!r}; lessons exist for: {', '.join(lesson_games())}.")
    return parse_lesson(yaml.safe_load(path.read_text(encoding="utf-8")), source=path.name)


def coverage(game: str) -> dict[str, list[str]]:
    """Each rulebook section of ``game``'s lesson, in the rulebook's order, with the ids of the
    steps that teach it (an empty list: a section nobody teaches yet)."""
    lesson = load_lesson(game)
    return {sec: [s.id for s in lesson.steps if sec in s.teaches] for sec in lesson.sections}


# -- reading and checking ------------------------------------------------------------------------
def parse_lesson(data, source: str = "lesson") -> Lesson:
    """A :class:`Lesson` from the plain data of a lesson file, checked by playing every step."""
    if not isinstance(data, dict):
        raise LessonError(f"{source}: a lesson file holds a mapping with {', '.join(sorted(TOP_FIELDS))}.")
    extra = set(data) - TOP_FIELDS
    if extra:
        raise LessonError(f"{source}: unknown field(s) {', '.join(sorted(extra))}; a lesson has {', '.join(sorted(TOP_FIELDS))}.")
    try:
        game = get_game(data.get("game"))
    except BadInput as err:
        raise LessonError(f"{source}: field 'game': {err}") from None
    params = data.get("params") or {}
    sections = _strings(data.get("sections"), f"{source}: field 'sections'")
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise LessonError(f"{source}: field 'steps' must be a list of at least one step.")
    steps, starts, seen = [], [], set()
    end: dict | None = None
    for n, raw in enumerate(raw_steps, 1):
        where = f"{source}: step {n}" + (f" ({raw.get('id')})" if isinstance(raw, dict) and raw.get("id") else "")
        step, start, end = _check_step(game, params, sections, raw, where, end)
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


def _check_step(game, params, sections, raw, where, previous_end):
    """One step, checked; returns it, the scenario it starts from and the one it ends at."""
    if not isinstance(raw, dict):
        raise LessonError(f"{where}: a step is a mapping of {', '.join(sorted(STEP_FIELDS))}.")
    extra = set(raw) - STEP_FIELDS
    if extra:
        raise LessonError(f"{where}: unknown field(s) {', '.join(sorted(extra))}; a step has {', '.join(sorted(STEP_FIELDS))}.")
    teaches = _strings(raw.get("teaches"), f"{where}: field 'teaches'")
    for sec in teaches:
        if sec not in sections:
            raise LessonError(f"{where}: field 'teaches': {sec!r} is not one of the lesson's sections.")
    if ("scenario" in raw) == bool(raw.get("continue")):
        raise LessonError(f"{where}: give either a 'scenario' or 'continue: true' (go on from the previous step).")
    if raw.get("continue"):
        if previous_end is None:
            raise LessonError(f"{where}: field 'continue': the first step has no previous step to go on from.")
        start = previous_end
    else:
        start = raw["scenario"]
    try:
        match = Match(game, params, scenario=start)
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
    step = Step(
        id=_text(raw, "id", where), title=_text(raw, "title", where), teaches=tuple(teaches),
        text=_text(raw, "text", where), hint=_text(raw, "hint", where),
        scenario=start, do=tuple(do), highlight=highlight, predict=predict, check=check,
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
    designer view reads it) and ``scenario`` (fields the position must then have)."""
    if not isinstance(check, dict) or set(check) - {"log", "scenario"}:
        raise LessonError(f"{where} is a mapping of log and/or scenario.")
    for text in ([check["log"]] if isinstance(check.get("log"), str) else check.get("log") or []):
        if not any(text in line for line in match.log("all")):
            raise LessonError(f"{where}.log: no log line says {text!r} after the step's actions.")
    now = match.scenario_of()
    for key, value in (check.get("scenario") or {}).items():
        if now.get(key) != value:
            raise LessonError(f"{where}.scenario.{key}: the position has {now.get(key)!r}, not {value!r}.")
